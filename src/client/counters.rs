//! Unit counters: a square per unit on the map in its nationality's colours, with its size
//! (XX, XXX, XXXX), its name and its factors at current strength (`8-8-6`). Units sharing a hex
//! are fanned out a little so the stack shows.
//!
//! The counters are rebuilt from the game whenever the [`CurrentGame`] resource changes.

use super::CurrentGame;
use super::board::{BoardLayout, HEX_SIZE, TEXT_OVERSAMPLE, Z_LABELS};
use crate::rules::game::{Game, UnitStatus};
use crate::rules::scenario::Size;
use crate::rules::tables::{Factors, UnitId};
use bevy::prelude::*;
use bevy::text::{LineBreak, TextBounds};

/// Side of a counter in world units: most of a hex's height.
const COUNTER: f32 = 0.8 * 1.732_050_8 * HEX_SIZE;
const BORDER: f32 = 1.5;
/// How far each counter under the top one of a stack peeks out.
const STACK_STEP: f32 = 0.07 * HEX_SIZE;
const Z_COUNTERS: f32 = Z_LABELS + 0.5;
const EDGE: Color = Color::srgb(0.05, 0.05, 0.05);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        rebuild_counters.run_if(resource_changed::<CurrentGame>),
    );
}

/// A unit's counter on the map.
#[derive(Component, Debug)]
pub(crate) struct Counter {
    #[allow(
        dead_code,
        reason = "selection and moves will read it; the tests do now"
    )]
    pub unit: UnitId,
}

/// Factors as printed on a counter: attack-defense-movement.
pub(crate) fn factors_label(f: Factors) -> String {
    format!("{}-{}-{}", f.attack, f.defense, f.movement)
}

/// The unit size marking above a counter's symbol.
fn size_label(size: Size) -> &'static str {
    match size {
        Size::Division => "XX",
        Size::Corps => "XXX",
        Size::Army => "XXXX",
        Size::ArmyGroup => "XXXXX",
    }
}

fn rebuild_counters(
    mut commands: Commands,
    game: Res<CurrentGame>,
    board: Res<BoardLayout>,
    old: Query<Entity, With<Counter>>,
) {
    for e in &old {
        commands.entity(e).despawn();
    }
    let game = &game.0;
    let mut stacks: Vec<Vec<UnitId>> = vec![Vec::new(); game.scenario.map.len()];
    for (u, state) in game.state.units.iter().enumerate() {
        if let UnitStatus::OnMap(h) = state.status {
            stacks[h as usize].push(u as UnitId);
        }
    }
    for (h, stack) in stacks.iter().enumerate() {
        let centre = board.centre(h as u32);
        let n = stack.len() as f32;
        for (k, &u) in stack.iter().enumerate() {
            // The first unit of a stack on top; the ones under it peek out up and right.
            let depth = k as f32;
            let offset = Vec2::splat(STACK_STEP * (depth - (n - 1.0) / 2.0));
            let at = (centre + offset).extend(Z_COUNTERS + 0.01 * (n - depth));
            spawn_counter(&mut commands, game, u, at);
        }
    }
}

fn text(content: String, size: f32, colour: Color, at: Vec2) -> impl Bundle {
    (
        Text2d::new(content),
        TextFont::from_font_size(size * TEXT_OVERSAMPLE),
        TextColor(colour),
        Transform::from_translation(at.extend(0.002))
            .with_scale(Vec3::splat(1.0 / TEXT_OVERSAMPLE)),
    )
}

fn spawn_counter(commands: &mut Commands, game: &Game, u: UnitId, at: Vec3) {
    let def = &game.scenario.units[u as usize];
    let nationality = &game.rules.nationalities[def.nationality as usize];
    let background = super::colour(&nationality.background);
    let ink = super::colour(&nationality.text);
    let c = COUNTER;
    commands.spawn((
        Counter { unit: u },
        Name::new(format!("counter {}", def.id)),
        Sprite::from_color(EDGE, Vec2::splat(c)),
        Transform::from_translation(at),
        children![
            (
                Sprite::from_color(background, Vec2::splat(c - 2.0 * BORDER)),
                Transform::from_xyz(0.0, 0.0, 0.001),
            ),
            text(
                size_label(def.size).into(),
                7.0,
                ink,
                Vec2::new(0.0, 0.34 * c)
            ),
            (
                text(def.name.clone(), 8.0, ink, Vec2::new(0.0, 0.08 * c)),
                TextLayout::new(Justify::Center, LineBreak::WordBoundary),
                TextBounds::new_horizontal((c - 4.0) * TEXT_OVERSAMPLE),
            ),
            text(
                factors_label(game.factors(u)),
                13.0,
                ink,
                Vec2::new(0.0, -0.3 * c)
            ),
        ],
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factors_read_like_the_printed_counter() {
        let f = Factors {
            attack: 8,
            defense: 8,
            movement: 6,
        };
        assert_eq!(factors_label(f), "8-8-6");
    }

    #[test]
    fn every_unit_on_the_map_gets_a_counter_with_its_factors() {
        let game = super::super::test_game();
        let on_map = game
            .state
            .units
            .iter()
            .filter(|u| matches!(u.status, UnitStatus::OnMap(_)))
            .count();
        let tank = game.scenario.unit_by_id("tank1203").expect("fixture unit");
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(BoardLayout::new(&game.scenario.map))
            .insert_resource(CurrentGame(game))
            .add_plugins(plugin);
        app.update();
        let world = app.world_mut();
        let counters: Vec<(Entity, UnitId)> = world
            .query::<(Entity, &Counter)>()
            .iter(world)
            .map(|(e, c)| (e, c.unit))
            .collect();
        assert_eq!(counters.len(), on_map);
        let (tank_counter, _) = counters.iter().find(|(_, u)| *u == tank).expect("tank");
        let texts: Vec<String> = world
            .get::<Children>(*tank_counter)
            .expect("children")
            .iter()
            .filter_map(|c| world.get::<Text2d>(c).map(|t| t.0.clone()))
            .collect();
        assert_eq!(texts, ["XXXX", "Tank Army", "8-8-8"]);

        // Unchanged game: no rebuild; changed game: the same counters again, not twice as many.
        app.update();
        app.world_mut().resource_mut::<CurrentGame>().set_changed();
        app.update();
        let world = app.world_mut();
        assert_eq!(world.query::<&Counter>().iter(world).count(), on_map);
    }
}
