//! The weather on the map: while a weather with a `tint` in the ruleset is in force (snow, mud,
//! rain...), a translucent sheet of that colour, cut to the hexes, lies over the terrain (under
//! the rivers, rails, cities and counters), so that nobody plans a move forgetting it. Fair
//! weather has no tint.

use crate::drawing::mesh::MeshBuilder;
use crate::state::BoardLayout;
use crate::state::CurrentGame;
use bevy::prelude::*;

/// Over the terrain and its patterns, under hexsides, rails, cities and counters.
const Z_WEATHER: f32 = 0.15;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn).add_systems(
        Update,
        follow.run_if(resource_changed::<CurrentGame>.or_else(resource_changed::<BoardLayout>)),
    );
}

/// The sheet over the board: one hex-shaped polygon per hex, in the tint it was built for.
#[derive(Component, Debug, Default)]
pub(crate) struct WeatherTint(pub Option<Color>);

/// The tint of the weather in force, if it has one.
pub(crate) fn tint(game: &steppe_rules::engine::game::Game) -> Option<Color> {
    let w = game.state.weather?;
    let [r, g, b, a] = game.rules.weather.get(w as usize)?.tint?;
    Some(Color::srgba_u8(r, g, b, a))
}

fn spawn(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (drawn, _) = crate::drawing::mesh::layer(&mut meshes, &mut materials, Z_WEATHER);
    commands.spawn((
        WeatherTint(None),
        Name::new("weather tint"),
        crate::drawing::board_cache::InPicture,
        drawn,
        Visibility::Hidden,
    ));
}

fn follow(
    game: Res<CurrentGame>,
    board: Res<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut sheet: Query<(&mut WeatherTint, &Mesh2d, &mut Visibility)>,
) {
    let now = tint(&game.0);
    for (mut built, mesh, mut visibility) in &mut sheet {
        visibility.set_if_neq(crate::drawing::shown_if(now.is_some()));
        let Some(c) = now else { continue };
        if built.0 == Some(c) && !board.is_changed() {
            continue;
        }
        let mut m = MeshBuilder::default();
        for h in 0..game.0.scenario.map.len() as u32 {
            m.polygon(board.centre(h), &board.corners(h), c);
        }
        if let Some(mut mesh) = meshes.get_mut(&mesh.0) {
            *mesh = m.build_nonempty();
        }
        built.0 = Some(c);
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing::weather::*;
    use steppe_rules::state::command::Command;

    /// Barbarossa's first turn is clear (no tint); a turn whose weather has one tints the map
    /// in the ruleset's colour, and clear weather takes it off again.
    #[test]
    fn snow_and_mud_tint_the_map_clear_does_not() {
        let mut game = crate::barbarossa_in(|_| true);
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<ColorMaterial>>()
            .insert_resource(BoardLayout::new(&game.scenario.map))
            .insert_resource(CurrentGame(game.clone()))
            .add_plugins(plugin);
        app.update();
        let shown = |app: &mut App| {
            let world = app.world_mut();
            let (sheet, v) = world
                .query::<(&WeatherTint, &Visibility)>()
                .single(world)
                .expect("one sheet");
            (*v != Visibility::Hidden).then(|| sheet.0.expect("built"))
        };
        assert_eq!(tint(&game), None);
        assert_eq!(shown(&mut app), None);
        let snow = game
            .rules
            .weather
            .iter()
            .position(|w| w.id == "snow")
            .expect("GPW has snow");
        game.state.weather = Some(snow as _);
        let [r, g, b, a] = game.rules.weather[snow].tint.expect("snow is tinted");
        app.world_mut().resource_mut::<CurrentGame>().0 = game.clone();
        app.update();
        assert_eq!(shown(&mut app), Some(Color::srgba_u8(r, g, b, a)));
        game.apply(Command::EndPhase).expect("ends");
        game.state.weather = game.rules.clear_weather();
        app.world_mut().resource_mut::<CurrentGame>().0 = game;
        app.update();
        assert_eq!(shown(&mut app), None);
    }
}
