//! What the strip draws over each tile's board, as one merged mesh a tile: the ground a side
//! holds that it did not at the start (shaded in its colour), the front line (the hexsides
//! between hexes two sides control), the units (a square per stack in its top unit's
//! nationality colour, a yellow dot where one is out of supply) and the milestones' hexes
//! ringed in their standing's colour; and, for the trace panel, every turn's front line in a
//! colour ramp from the first turn to the last.

use crate::drawing::colour;
use crate::drawing::counter_face::COUNTER;
use crate::drawing::glyphs::NO_SUPPLY_FILL;
use crate::drawing::mesh::MeshBuilder;
use crate::state::{BoardLayout, HEX_SIZE};
use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;
use steppe_rules::play::course::{Standing, front_line};
use steppe_rules::state::{State, UnitStatus};

/// The front line's ink.
pub(super) const FRONT: Color = Color::srgb(0.05, 0.05, 0.05);
/// A unit's square's edge.
const UNIT_EDGE: Color = Color::srgb(0.05, 0.05, 0.05);
/// Rings and caption lines: the course as history, off it, not due yet.
pub(super) const AS_HISTORY: Color = Color::srgb(0.0, 0.55, 0.2);
pub(super) const OFF: Color = Color::srgb(0.85, 0.0, 0.65);
pub(super) const PENDING: Color = Color::srgb(0.35, 0.35, 0.35);
/// How strongly ground taken is shaded.
const SHADE_ALPHA: f32 = 0.45;

/// A milestone's standing's colour.
pub(super) fn standing_colour(s: Standing) -> Color {
    if s.as_history() {
        AS_HISTORY
    } else if s.off() {
        OFF
    } else {
        PENDING
    }
}

/// A side's colour, `alpha` opaque.
pub(super) fn side_colour(g: &Game, side: usize, alpha: f32) -> Color {
    g.rules
        .sides
        .get(side)
        .map_or(Color::BLACK, |s| colour(&s.colour))
        .with_alpha(alpha)
}

/// Lines at least this many pixels wide, whatever the scale (world units a pixel).
fn at_least(world: f32, px: f32, scale: f32) -> f32 {
    world.max(px * scale)
}

/// One turn's tile over the board at `offset`: ground taken, the front, units, milestone rings
/// (each milestone's hexes and its standing).
pub(super) fn turn_tile(
    g: &Game,
    board: &BoardLayout,
    state: &State,
    offset: Vec2,
    rings: &[(Vec<HexIdx>, Standing)],
    scale: f32,
) -> MeshBuilder {
    let mut m = MeshBuilder::default();
    let start = &g.scenario.initial_control;
    for h in 0..g.scenario.map.len() {
        let side = state.control[h];
        if start.get(h).is_some_and(|&s| s != side) && !water(g, h) {
            let ring = board.inset(h as HexIdx, 1.0).map(|p| p + offset);
            m.convex(&ring, side_colour(g, side as usize, SHADE_ALPHA));
        }
    }
    front(&mut m, g, board, state, offset, FRONT, scale, 2.5);
    units(&mut m, g, board, state, offset, scale);
    milestone_rings(&mut m, board, rings, offset, scale);
    m
}

/// Each milestone's hexes ringed in the colour of its standing.
fn milestone_rings(
    m: &mut MeshBuilder,
    board: &BoardLayout,
    rings: &[(Vec<HexIdx>, Standing)],
    offset: Vec2,
    scale: f32,
) {
    for (hexes, standing) in rings {
        ring(m, board, hexes, offset, standing_colour(*standing), scale);
    }
}

/// The trace panel over the board at `offset`: each turn's front line, the first turn's
/// palest, the last's darkest on top; the milestones ringed as they stood at the end.
pub(super) fn trace_tile(
    g: &Game,
    board: &BoardLayout,
    states: &[&State],
    offset: Vec2,
    rings: &[(Vec<HexIdx>, Standing)],
    scale: f32,
) -> MeshBuilder {
    let mut m = MeshBuilder::default();
    let n = states.len();
    for (i, state) in states.iter().enumerate() {
        front(&mut m, g, board, state, offset, ramp(i, n), scale, 2.0);
    }
    milestone_rings(&mut m, board, rings, offset, scale);
    m
}

/// The colour of turn `i` of `n` in the trace: yellow, through orange and red, to a dark
/// violet.
pub(super) fn ramp(i: usize, n: usize) -> Color {
    let t = if n > 1 {
        i as f32 / (n - 1) as f32
    } else {
        1.0
    };
    Color::hsl((55.0 - 135.0 * t).rem_euclid(360.0), 0.95, 0.55 - 0.3 * t)
}

fn water(g: &Game, h: usize) -> bool {
    g.rules
        .terrain
        .get(g.scenario.map.terrain[h] as usize)
        .is_some_and(|t| t.water)
}

#[allow(clippy::too_many_arguments, reason = "one line's look")]
fn front(
    m: &mut MeshBuilder,
    g: &Game,
    board: &BoardLayout,
    state: &State,
    offset: Vec2,
    ink: Color,
    scale: f32,
    px: f32,
) {
    let width = at_least(0.2 * HEX_SIZE, px, scale);
    for (h, d) in front_line(g, state) {
        let [a, b] = board.edge(h, d);
        m.segment(a + offset, b + offset, width, width / 2.0, ink);
    }
}

/// A square a stack, in its top unit's nationality's colour, with a dark edge; a yellow dot
/// on it where a unit of the stack is out of supply.
fn units(
    m: &mut MeshBuilder,
    g: &Game,
    board: &BoardLayout,
    state: &State,
    offset: Vec2,
    scale: f32,
) {
    let mut top: Vec<Option<usize>> = vec![None; g.scenario.map.len()];
    let mut unsupplied = vec![false; g.scenario.map.len()];
    for (u, us) in state.units.iter().enumerate() {
        if let UnitStatus::OnMap(h) = us.status() {
            top[h as usize].get_or_insert(u);
            unsupplied[h as usize] |= us.out_of_supply;
        }
    }
    let half = 0.4 * COUNTER;
    let edge = at_least(0.08 * HEX_SIZE, 1.0, scale);
    for (h, u) in top.iter().enumerate() {
        let Some(u) = *u else { continue };
        let def = &g.scenario.units[u];
        let fill = colour(&g.rules.nationalities[def.nationality as usize].background);
        let centre = board.centre(h as HexIdx) + offset;
        m.square(centre, half, UNIT_EDGE);
        m.square(centre, (half - edge).max(0.0), fill);
        if unsupplied[h] {
            m.square(centre, half * 0.45, NO_SUPPLY_FILL);
        }
    }
}

fn ring(
    m: &mut MeshBuilder,
    board: &BoardLayout,
    hexes: &[HexIdx],
    offset: Vec2,
    ink: Color,
    scale: f32,
) {
    let outer = 1.05 * HEX_SIZE;
    let width = at_least(0.2 * HEX_SIZE, 2.5, scale);
    for &h in hexes {
        m.ring(board.centre(h) + offset, outer + width, outer, 24, ink);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trace's ramp runs from a light yellow to a dark colour, each turn its own.
    #[test]
    fn the_ramp_darkens_from_first_turn_to_last() {
        let first = ramp(0, 8).to_srgba();
        let last = ramp(7, 8).to_srgba();
        assert!(
            first.red > 0.8 && first.green > 0.7 && first.blue < 0.3,
            "{first:?}"
        );
        let lum = |c: Srgba| c.red + c.green + c.blue;
        assert!(lum(last) < lum(first) / 2.0, "{last:?}");
        assert_ne!(ramp(3, 8), ramp(4, 8));
    }
}
