//! A retreat a person is asked for, drawn on the map: every offered path (`CombatView::answers`,
//! one per end hex) as a line from the retreating unit's hex through each hex of the path, ending
//! in a ringed end hex labelled with the key that picks it (1-9) and what it costs ("0",
//! "-1 step", "elim."), coloured by cost as the combat panel marks it (cheapest green, costliest
//! red, between orange). Lines that share a hexside are fanned apart so each stays traceable.
//! The answer under the pointer (its row in the panel or its end hex on the map: [`ChoiceHover`])
//! is drawn on top, thicker, and the others dimmed.
//!
//! Drawn live (not in the board's cached picture, as the trail) and only while the retreat (or a
//! reaction's withdrawal) waits for a person; the computer's retreats show only as they did.

use crate::drawing::board::Z_LABELS;
use crate::drawing::mesh::MeshBuilder;
use crate::state::{
    BoardLayout, ChoiceHover, CombatView, CurrentGame, Follow, HEX_SIZE, Hovered, Seats,
};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBackgroundColor;
use std::collections::HashMap;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::{Choice, Mark};
use steppe_rules::model::map::HexIdx;
use steppe_rules::state::Stage;
use steppe_rules::state::command::Command;

/// Over the counters and the computer's trail, under a selected unit's hovered path.
const Z_RETREAT: f32 = Z_LABELS + 0.95;
/// The labels' height in world units: 9 px and more at the opening zoom (`opening::readable_scale`).
pub(crate) const LABEL_SIZE: f32 = 12.0;

/// The combat panel's "cheapest" green, its "costliest" red, and an orange between.
const FREE: Color = Color::srgb(
    0x70 as f32 / 255.0,
    0xd0 as f32 / 255.0,
    0x70 as f32 / 255.0,
);
const COSTLY: Color = Color::srgb(
    0xf0 as f32 / 255.0,
    0xa0 as f32 / 255.0,
    0x30 as f32 / 255.0,
);
const WORST: Color = Color::srgb(1.0, 0x70 as f32 / 255.0, 0x60 as f32 / 255.0);
/// The dark edge under each line, so a pale line reads on pale terrain.
const EDGE: Color = Color::srgba(0.1, 0.1, 0.1, 0.85);
const INK: Color = Color::srgb(0.05, 0.05, 0.05);
/// How much of its colour a path keeps while another is pointed at.
const DIM: f32 = 0.3;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RetreatPaths>()
        .init_resource::<ChoiceHover>()
        .add_systems(Startup, setup)
        .add_systems(
            Update,
            (
                follow.run_if(
                    resource_changed::<CombatView>.or_else(resource_changed::<CurrentGame>),
                ),
                hover_end
                    .run_if(resource_changed::<Hovered>.or_else(resource_changed::<RetreatPaths>)),
                draw.run_if(
                    resource_changed::<RetreatPaths>.or_else(resource_changed::<ChoiceHover>),
                ),
            )
                .chain()
                .after(Follow),
        );
}

/// What a path costs, as its colour says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cost {
    /// The cheapest offered, or free: green.
    Free,
    /// Between: orange.
    Costly,
    /// The costliest offered, or the whole stack eliminated: red.
    Worst,
}

impl Cost {
    fn colour(self) -> Color {
        match self {
            Cost::Free => FREE,
            Cost::Costly => COSTLY,
            Cost::Worst => WORST,
        }
    }
}

/// One offered retreat as drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DrawnPath {
    /// Its index in `CombatView::answers` (the key `choice + 1` picks it).
    pub choice: usize,
    /// The retreating unit's hex, then each hex of the path.
    pub hexes: Vec<HexIdx>,
    /// The end hex's label: the key and the cost, "2\n-1 step".
    pub label: String,
    pub cost: Cost,
}

/// The retreat paths on the map now (empty when no person is asked for a retreat).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct RetreatPaths(pub Vec<DrawnPath>);

/// A label at a path's end.
#[derive(Component, Debug)]
pub(crate) struct RetreatLabel {
    /// The answer it labels (the tests read it).
    #[cfg_attr(not(test), expect(dead_code, reason = "read by the tests"))]
    pub choice: usize,
}

/// The lines' mesh, rewritten in place.
#[derive(Resource)]
struct RetreatMesh(Handle<Mesh>);

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (drawn, mesh) = crate::drawing::mesh::layer(&mut meshes, &mut materials, Z_RETREAT);
    commands.spawn(drawn);
    commands.insert_resource(RetreatMesh(mesh));
}

/// The cost in a few characters: "0", "-1 step", "-3 steps", "elim." (the whole stack), "-2
/// steps, 1 elim." (part of it).
pub(crate) fn cost_words(c: &Choice, stack: u32) -> String {
    let steps = match c.steps {
        0 => "0".to_string(),
        1 => "-1 step".to_string(),
        n => format!("-{n} steps"),
    };
    match c.eliminated {
        0 => steps,
        n if n >= stack => "elim.".to_string(),
        n => format!("{steps}, {n} elim."),
    }
}

/// The colour's meaning: the panel's mark where the costs differ, else what it costs.
fn cost_of(c: &Choice, stack: u32) -> Cost {
    match c.mark {
        Some(Mark::Cheapest) => Cost::Free,
        Some(Mark::Costliest) => Cost::Worst,
        None if c.eliminated >= stack.max(1) => Cost::Worst,
        None if c.steps == 0 && c.eliminated == 0 => Cost::Free,
        None => Cost::Costly,
    }
}

/// The retreat paths to draw for this game and its answers: the waiting battle's retreat or a
/// reaction's withdrawal, unless the computer is the one to choose.
pub(crate) fn drawn_paths(g: &Game, answers: &[Choice], seats: Option<&Seats>) -> Vec<DrawnPath> {
    let Some(p) = &g.state.pending else {
        return Vec::new();
    };
    if seats.is_some_and(|s| s.computer_acting(g).is_some()) {
        return Vec::new();
    }
    let (unit, stack) = match p.stage {
        Stage::Retreat => {
            let u = p.retreating(&g.state);
            let stack = g
                .state
                .unit_hex(u)
                .map_or(1, |h| g.state.units_at(h).count() as u32);
            (u, stack)
        }
        Stage::Withdraw => match p.reaction.as_ref().and_then(|r| r.reacting) {
            Some(u) => (u, 1),
            None => return Vec::new(),
        },
        _ => return Vec::new(),
    };
    let Some(start) = g.state.unit_hex(unit) else {
        return Vec::new();
    };
    answers
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let Command::Retreat { path } = &c.command else {
                return None;
            };
            let cost = cost_words(c, stack);
            Some(DrawnPath {
                choice: i,
                hexes: std::iter::once(start).chain(path.iter().copied()).collect(),
                label: if i < 9 {
                    format!("{}\n{cost}", i + 1)
                } else {
                    cost
                },
                cost: cost_of(c, stack),
            })
        })
        .collect()
}

fn follow(
    game: Res<CurrentGame>,
    view: Res<CombatView>,
    seats: Option<Res<Seats>>,
    mut paths: ResMut<RetreatPaths>,
) {
    paths.set_if_neq(RetreatPaths(drawn_paths(
        &game.0,
        &view.answers,
        seats.as_deref(),
    )));
}

/// The pointer over a path's end hex points at its answer.
fn hover_end(hovered: Res<Hovered>, paths: Res<RetreatPaths>, mut hover: ResMut<ChoiceHover>) {
    let at = hovered.0.and_then(|h| {
        paths
            .0
            .iter()
            .find(|p| p.hexes.last() == Some(&h))
            .map(|p| p.choice)
    });
    if hover.map != at {
        hover.map = at;
    }
}

/// How far apart (world units) the lines of each path are drawn on every hexside they cross:
/// the lines sharing a hexside are spread evenly across it, in the order of the answers.
fn fans(paths: &[DrawnPath], board: &BoardLayout) -> Vec<Vec<Vec2>> {
    let key = |a: HexIdx, b: HexIdx| (a.min(b), a.max(b));
    let mut sharing: HashMap<(HexIdx, HexIdx), Vec<usize>> = HashMap::new();
    for (k, p) in paths.iter().enumerate() {
        for w in p.hexes.windows(2) {
            sharing.entry(key(w[0], w[1])).or_default().push(k);
        }
    }
    let s = HEX_SIZE;
    paths
        .iter()
        .enumerate()
        .map(|(k, p)| {
            p.hexes
                .windows(2)
                .map(|w| {
                    let (a, b) = key(w[0], w[1]);
                    let users = &sharing[&(a, b)];
                    let n = users.len();
                    if n < 2 {
                        return Vec2::ZERO;
                    }
                    let rank = users.iter().position(|&u| u == k).unwrap_or(0) as f32;
                    let gap = (0.5 * s / (n - 1) as f32).min(0.13 * s);
                    let across = (board.centre(b) - board.centre(a))
                        .normalize_or_zero()
                        .perp();
                    across * (rank - (n - 1) as f32 / 2.0) * gap
                })
                .collect()
        })
        .collect()
}

fn with_alpha(c: Color, a: f32) -> Color {
    c.with_alpha(c.alpha() * a)
}

fn draw(
    mut commands: Commands,
    paths: Res<RetreatPaths>,
    hover: Res<ChoiceHover>,
    board: Res<BoardLayout>,
    mesh: Res<RetreatMesh>,
    labels: Query<Entity, With<RetreatLabel>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    for e in &labels {
        commands.entity(e).despawn();
    }
    let focus = hover.focus();
    let offsets = fans(&paths.0, &board);
    // The one pointed at last, on top.
    let mut order: Vec<usize> = (0..paths.0.len()).collect();
    order.sort_by_key(|&k| Some(paths.0[k].choice) == focus);
    let s = HEX_SIZE;
    let mut m = MeshBuilder::default();
    for &k in &order {
        let p = &paths.0[k];
        let lit = Some(p.choice) == focus;
        let alpha = if focus.is_none() || lit { 1.0 } else { DIM };
        let colour = with_alpha(p.cost.colour(), alpha);
        let edge = with_alpha(EDGE, alpha);
        let width = if lit { 0.17 * s } else { 0.1 * s };
        let centres: Vec<Vec2> = p.hexes.iter().map(|&h| board.centre(h)).collect();
        // Each step as its own line, fanned; joined at the hexes' centres.
        let steps: Vec<(Vec2, Vec2)> = centres
            .windows(2)
            .zip(&offsets[k])
            .map(|(w, &o)| (w[0] + o, w[1] + o))
            .collect();
        for (pass, (w, c)) in [(width + 0.04 * s, edge), (width, colour)]
            .into_iter()
            .enumerate()
        {
            let mut last: Option<Vec2> = None;
            for &(a, b) in &steps {
                if let Some(l) = last {
                    m.segment(l, a, w, w / 2.0, c);
                }
                m.segment(a, b, w, if pass == 0 { w / 2.0 } else { 0.0 }, c);
                m.disc(b, w / 2.0, 8, c);
                last = Some(b);
            }
        }
        if let Some(&end) = p.hexes.last() {
            m.ring6(board.inset(end, 0.97), board.inset(end, 0.8), edge);
            m.ring6(board.inset(end, 0.94), board.inset(end, 0.83), colour);
        }
        let at = centres.last().copied().unwrap_or_default();
        let z = Z_RETREAT + if lit { 0.03 } else { 0.02 };
        commands.spawn((
            RetreatLabel { choice: p.choice },
            crate::drawing::board::map_text(
                p.label.clone(),
                LABEL_SIZE,
                with_alpha(INK, alpha.max(0.5)),
                at.extend(z),
            ),
            TextLayout::new(Justify::Center, bevy::text::LineBreak::NoWrap),
            TextBackgroundColor(with_alpha(p.cost.colour(), alpha.max(0.5))),
            Anchor::CENTER,
        ));
    }
    if let Some(mut out) = meshes.get_mut(&mesh.0) {
        *out = m.build_nonempty();
    }
}

#[cfg(test)]
mod tests;
