//! Unit counters: a square per unit on the map in its nationality's colours, with its size
//! (XX, XXX, XXXX), the NATO symbol of its type (`symbols`), its name and its factors at
//! current strength (`8-8-6`). A reduced unit shows its factors on a pale band, as the back of
//! a printed counter does. Badges down the right edge (`badges`) mark units that moved (M, an
//! arrow) or attacked (A, a burst) this phase, and units out of supply with the supply marker
//! (`glyphs::no_supply_badge`: a black "U" on signal yellow in a black edge, drawn as shapes so
//! that it shows at every zoom and on every side's colours). Units sharing a hex are fanned out
//! a little so the stack shows. The colours are the palette's (`palette`).
//!
//! The counters are rebuilt from the game whenever the [`CurrentGame`] resource or the
//! [`Palette`] changes.
use crate::drawing::badges::{BadgeMeshes, NO_SUPPLY_BADGE, badge_mesh, spawn_badges};
use crate::drawing::board::Z_LABELS;
use crate::drawing::counter_face::{CHAR_WIDTH, COUNTER, EDGE, text};
use crate::drawing::palette::nationality_colours;
use crate::drawing::symbols::symbol_mesh;
use crate::state::{BoardLayout, HEX_SIZE};
use crate::state::{CurrentGame, Palette};
use bevy::prelude::*;
use bevy::text::LineBreak;
use std::collections::HashMap;
use steppe_rules::data::scenario::Size;
use steppe_rules::engine::game::Game;
use steppe_rules::model::tables::{Factors, UnitId};
use steppe_rules::state::UnitStatus;

const BORDER: f32 = 1.5;
/// How far each counter under the top one of a stack peeks out.
const STACK_STEP: f32 = 0.07 * HEX_SIZE;
const Z_COUNTERS: f32 = Z_LABELS + 0.5;
/// The band under a reduced unit's factors, and their ink on it.
const REDUCED_BAND: Color = Color::srgb(0.97, 0.95, 0.88);
const REDUCED_INK: Color = Color::srgb(0.7, 0.05, 0.05);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SymbolMeshes>().add_systems(
        Update,
        rebuild_counters.run_if(
            resource_changed::<CurrentGame>.or_else(resource_exists_and_changed::<Palette>),
        ),
    );
}

/// One mesh per symbol and ink colour, made on first use, the out-of-supply badge's, and the
/// material they all share.
#[derive(Resource, Default)]
struct SymbolMeshes {
    meshes: HashMap<(u8, [u8; 4]), Handle<Mesh>>,
    no_supply: Option<Handle<Mesh>>,
    material: Option<Handle<ColorMaterial>>,
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

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn rebuild_counters(
    mut commands: Commands,
    game: Res<CurrentGame>,
    palette: Option<Res<Palette>>,
    board: Res<BoardLayout>,
    old: Query<Entity, With<Counter>>,
    mut symbols: ResMut<SymbolMeshes>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let material = symbols
        .material
        .get_or_insert_with(|| materials.add(ColorMaterial::default()))
        .clone();
    let no_supply = symbols
        .no_supply
        .get_or_insert_with(|| {
            let mut m = crate::drawing::mesh::MeshBuilder::default();
            crate::drawing::glyphs::no_supply_badge(&mut m, Vec2::ZERO, NO_SUPPLY_BADGE);
            meshes.add(m.build())
        })
        .clone();
    for e in &old {
        commands.entity(e).despawn();
    }
    let palette = palette.map_or(Palette::Standard, |p| *p);
    let game = &game.0;
    // A few meshes, made again with the counters: the ruleset may be another one.
    let markers: Vec<Option<Handle<Mesh>>> = (0..game.rules.unit_markers.len())
        .map(|m| badge_mesh(game, m).map(|mesh| meshes.add(mesh)))
        .collect();
    let mut stacks: Vec<Vec<UnitId>> = vec![Vec::new(); game.scenario.map.len()];
    for (u, state) in game.state.units.iter().enumerate() {
        if let UnitStatus::OnMap(h) = state.status() {
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
            let def = &game.scenario.units[u as usize];
            let symbol = game.rules.unit_types[def.unit_type as usize].symbol;
            let (_, ink) = nationality_colours(game, palette, def.nationality as usize);
            let key = (symbol as u8, ink.to_srgba().to_u8_array());
            let mesh = symbols
                .meshes
                .entry(key)
                .or_insert_with(|| meshes.add(symbol_mesh(symbol, SYMBOL, ink).build()))
                .clone();
            // The top counter of a stack of two or more carries the stack's size.
            let shown = if k == 0 { stack.len() } else { 1 };
            let meshes = CounterMeshes {
                symbol: mesh,
                badges: BadgeMeshes {
                    markers: markers.clone(),
                    no_supply: no_supply.clone(),
                    material: material.clone(),
                },
            };
            spawn_counter(&mut commands, (game, palette), u, at, meshes, shown);
        }
    }
}

/// The name's font size on a counter, and the smallest it is shrunk to.
const NAME_SIZE: f32 = 7.0;
const NAME_MIN: f32 = 5.0;
/// The font size of the factors: the text a player must read on every counter.
pub(crate) const FACTORS_SIZE: f32 = 12.0;

/// A unit's name on one line of `width` world units, between the NATO symbol and the factors:
/// shrunk to fit, and shortened with a full stop when even the smallest size is too wide (the
/// default font has no ellipsis).
fn fit_name(name: &str, width: f32) -> (String, f32) {
    let chars = name.chars().count().max(1) as f32;
    let size = (width / (CHAR_WIDTH * chars)).min(NAME_SIZE);
    if size >= NAME_MIN {
        return (name.to_string(), size);
    }
    let keep = (width / (CHAR_WIDTH * NAME_MIN)) as usize;
    let short: String = name.chars().take(keep.saturating_sub(1)).collect();
    (format!("{}.", short.trim_end()), NAME_MIN)
}

/// The NATO symbol's frame on a counter.
/// The stack-size badge's background.
const STACK_BADGE: Color = Color::srgb(0.08, 0.08, 0.08);

const SYMBOL: Vec2 = Vec2::new(0.46 * COUNTER, 0.26 * COUNTER);

/// The meshes a counter is drawn with: its symbol's, and its badges' with their material.
struct CounterMeshes {
    symbol: Handle<Mesh>,
    badges: BadgeMeshes,
}

fn spawn_counter(
    commands: &mut Commands,
    (game, palette): (&Game, Palette),
    u: UnitId,
    at: Vec3,
    meshes: CounterMeshes,
    stack: usize,
) {
    let def = &game.scenario.units[u as usize];
    let (background, text_colour) = nationality_colours(game, palette, def.nationality as usize);
    // The symbol keeps the nationality's colour (its mark, as on the printed counters); the text
    // takes it only where it reads (`contrast`).
    let ink = crate::drawing::contrast::readable_ink(background, text_colour);
    let reduced = game.state.units[u as usize].losses > 0;
    let c = COUNTER;
    let factors_at = Vec2::new(0.0, -0.32 * c);
    let mut counter = commands.spawn((
        Counter { unit: u },
        crate::drawing::board_cache::InPicture,
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
                6.0,
                ink,
                Vec2::new(0.0, 0.4 * c)
            ),
            (
                Mesh2d(meshes.symbol),
                MeshMaterial2d(meshes.badges.material.clone()),
                Transform::from_xyz(0.0, 0.17 * c, 0.002),
            ),
            {
                let (name, size) = fit_name(&def.name, c - 4.0);
                (
                    text(name, size, ink, Vec2::new(0.0, -0.08 * c)),
                    TextLayout::new(Justify::Center, LineBreak::NoWrap),
                )
            },
        ],
    ));
    counter.with_children(|parent| {
        if reduced {
            parent.spawn((
                Sprite::from_color(REDUCED_BAND, Vec2::new(c - 2.0 * BORDER, 0.3 * c)),
                Transform::from_translation(factors_at.extend(0.0015)),
            ));
        }
        parent.spawn(text(
            factors_label(game.factors(&game.state, u)),
            FACTORS_SIZE,
            if reduced { REDUCED_INK } else { ink },
            factors_at,
        ));
        // The stack's size in the top-left corner, white on black, when more than one unit.
        if stack > 1 {
            let pos = Vec2::new(-0.5 * c + 0.14 * c, 0.4 * c);
            parent.spawn((
                Sprite::from_color(STACK_BADGE, Vec2::new(0.28 * c, 0.22 * c)),
                Transform::from_translation(pos.extend(0.0018)),
            ));
            parent.spawn(text(stack.to_string(), 8.0, Color::WHITE, pos));
        }
        spawn_badges(parent, game, u, c, &meshes.badges);
    });
}

#[cfg(test)]
mod tests {
    use crate::drawing::counters::*;
    use crate::test_game;

    /// An app with the counters' plugin over `game`, after its first update.
    fn counters_app(game: steppe_rules::engine::game::Game) -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<ColorMaterial>>()
            .insert_resource(BoardLayout::new(&game.scenario.map))
            .insert_resource(CurrentGame(game))
            .add_plugins(plugin);
        app.update();
        app
    }

    /// Every counter's entity with its unit.
    fn counters_of(world: &mut World) -> Vec<(Entity, UnitId)> {
        world
            .query::<(Entity, &Counter)>()
            .iter(world)
            .map(|(e, c)| (e, c.unit))
            .collect()
    }

    #[test]
    fn names_fit_on_one_line_of_the_counter() {
        let width = COUNTER - 4.0;
        assert_eq!(
            fit_name("Tank Army", width),
            ("Tank Army".into(), NAME_SIZE)
        );
        let (name, size) = fit_name("Axis defender", width);
        assert_eq!(name, "Axis defender");
        assert!(
            size < NAME_SIZE && size * CHAR_WIDTH * 13.0 <= width,
            "{size}"
        );
        let (name, size) = fit_name("3rd Guards Mechanized Cavalry Group", width);
        assert_eq!(size, NAME_MIN);
        assert!(name.ends_with('.'), "{name}");
        assert!(
            name.chars().count() as f32 * CHAR_WIDTH * NAME_MIN <= width,
            "{name}"
        );
    }

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
        let game = test_game();
        let on_map = game
            .state
            .units
            .iter()
            .filter(|u| matches!(u.status(), UnitStatus::OnMap(_)))
            .count();
        let tank = game.scenario.unit_by_id("tank1203").expect("fixture unit");
        let mut app = counters_app(game);
        let world = app.world_mut();
        let counters = counters_of(world);
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

    /// A unit out of supply carries the badge, on top of its counter's face; a supplied one not.
    #[test]
    fn a_unit_out_of_supply_carries_the_badge() {
        use crate::drawing::badges::NoSupplyBadge;
        let mut game = test_game();
        let tank = game.scenario.unit_by_id("tank1203").expect("fixture unit");
        game.state.units[tank as usize].out_of_supply = true;
        let mut app = counters_app(game);
        let world = app.world_mut();
        let counters = counters_of(world);
        let badged: Vec<UnitId> = counters
            .iter()
            .filter(|(e, _)| {
                world
                    .get::<Children>(*e)
                    .is_some_and(|c| c.iter().any(|k| world.get::<NoSupplyBadge>(k).is_some()))
            })
            .map(|(_, u)| *u)
            .collect();
        assert_eq!(badged, [tank]);
    }
}
