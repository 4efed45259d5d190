//! What may still act this phase: the units that can still move somewhere, and their hexes
//! (ringed on the map).

use crate::state::is_movement;
use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::legal;
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;

/// The units of the phasing side that can still move somewhere this phase (movement and rail
/// phases; empty in others).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct MayAct(pub Vec<UnitId>);

/// The phasing side's units that can still move somewhere now (the rules' list of moves, asked
/// of its moves alone: the rest of `legal_commands` is not needed here).
pub(crate) fn may_move(game: &Game) -> Vec<UnitId> {
    let g = game;
    if g.state.over || !is_movement(&g.rules.phases[g.state.phase].kind) {
        return Vec::new();
    }
    legal::moves(g, &g.state, g.phasing_side(&g.state))
        .into_iter()
        .map(|(u, _)| u)
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
