//! The hex-number overlay (N, or "Hex #" in the bar): every hex's number, as the messages name
//! hexes ("retreat to 1409 via 1509"), at the top of the hex on a pale plate, over the counters
//! (on their size mark) so that a full hex still shows its number. Like all map text it is hidden
//! when too small to read at the current zoom.
use crate::drawing::board::map_text;
use crate::state::{BoardLayout, HEX_SIZE};
use crate::state::{CurrentGame, MapToggles};

use bevy::prelude::*;
use bevy::text::TextBackgroundColor;

/// Over the counters, with the place names.
const Z_NUMBERS: f32 = 1.41;
/// From the hex's centre to the number's middle: on the counter's top band (its size mark), on a
/// pale plate, clear of the name of a place in the hex above (which hangs into the gap).
const RISE: f32 = 0.56 * HEX_SIZE;
const SIZE: f32 = 9.0;
const INK: Color = Color::srgb(0.1, 0.1, 0.1);
const PLATE: Color = Color::srgba(0.96, 0.94, 0.86, 0.8);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw.run_if(resource_changed::<MapToggles>.or_else(resource_changed::<BoardLayout>)),
    );
}

/// One hex's number.
#[derive(Component)]
pub(crate) struct HexNumber;

fn draw(
    mut commands: Commands,
    toggles: Res<MapToggles>,
    board: Res<BoardLayout>,
    game: Res<CurrentGame>,
    old: Query<Entity, With<HexNumber>>,
) {
    let shown = !old.is_empty();
    if shown == toggles.numbers && !board.is_changed() {
        return;
    }
    for e in &old {
        commands.entity(e).despawn();
    }
    if !toggles.numbers {
        return;
    }
    let g = &game.0;
    for h in 0..g.scenario.map.len() as u32 {
        let at = board.centre(h) + Vec2::new(0.0, RISE);
        commands.spawn((
            HexNumber,
            map_text(g.label(h), SIZE, INK, at.extend(Z_NUMBERS)),
            TextBackgroundColor(PLATE),
        ));
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing::hex_numbers::*;

    #[test]
    fn the_numbers_come_and_go_with_the_toggle() {
        let game = crate::test_game();
        let hexes = game.scenario.map.len();
        let label = game.label(0);
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<MapToggles>()
            .insert_resource(BoardLayout::new(&game.scenario.map))
            .insert_resource(CurrentGame(game))
            .add_plugins(plugin);
        let count = |app: &mut App| {
            let world = app.world_mut();
            world.query::<&HexNumber>().iter(world).count()
        };
        app.update();
        assert_eq!(count(&mut app), 0, "off at start");
        app.world_mut().resource_mut::<MapToggles>().numbers = true;
        app.update();
        assert_eq!(count(&mut app), hexes);
        let world = app.world_mut();
        let texts: Vec<String> = world
            .query_filtered::<&Text2d, With<HexNumber>>()
            .iter(world)
            .map(|t| t.0.clone())
            .collect();
        assert!(texts.contains(&label), "{label}");
        app.world_mut().resource_mut::<MapToggles>().numbers = false;
        app.update();
        assert_eq!(count(&mut app), 0);
    }
}
