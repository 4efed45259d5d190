//! What may still act this phase: the units that can still move somewhere, and their hexes
//! (ringed on the map).

use crate::state::{is_movement, select};
use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;

/// The units of the phasing side that can still move somewhere this phase (movement and rail
/// phases; empty in others).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct MayAct(pub Vec<UnitId>);

/// The phasing side's units that can still move somewhere now.
pub(crate) fn may_move(game: &Game) -> Vec<UnitId> {
    let g = game;
    if g.state.over
        || g.state.pending.is_some()
        || !is_movement(&g.rules.phases[g.state.phase].kind)
    {
        return Vec::new();
    }
    let side = g.phasing_side(&g.state);
    (0..g.scenario.units.len() as UnitId)
        .filter(|&u| g.scenario.units[u as usize].side == side && g.state.unit_hex(u).is_some())
        .filter(|&u| select(g, u).is_ok())
        .collect()
}

/// Their hexes, for the map's rings.
pub(crate) fn hexes_of(game: &Game, units: &[UnitId]) -> Vec<HexIdx> {
    let mut out: Vec<HexIdx> = units
        .iter()
        .filter_map(|&u| game.state.unit_hex(u))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}
