//! What a position comes to for a side, in the terms a player judges a phase by: the objective
//! hexes it holds, its units out of supply (the supply search as it stands now, not the markers
//! of the last supply phase), its units standing alone next to the enemy, and the steps and
//! units it has lost. `steppe suggest` reports them after the phase it suggests; the puzzles'
//! checks are written in them.

use steppe_rules::engine::game::Game;
use steppe_rules::model::map::{HexIdx, NO_HEX};
use steppe_rules::model::tables::{SideId, UnitId};
use steppe_rules::play::outcome::objective_hexes;
use steppe_rules::query::supply::supply_map;
use steppe_rules::state::UnitStatus;

/// The objective hexes (every victory condition's) `side` controls.
pub fn objectives_held(g: &Game, side: SideId) -> Vec<HexIdx> {
    objective_hexes(&g.scenario)
        .into_iter()
        .filter(|&h| g.state.control[h as usize] == side)
        .collect()
}

/// The units of `side` on the map that the supply search finds out of supply now.
pub fn out_of_supply(g: &Game, side: SideId) -> Vec<UnitId> {
    let supplied = supply_map(g, &g.state, side);
    on_map(g, side)
        .filter(|&(_, h)| !supplied[h as usize])
        .map(|(u, _)| u)
        .collect()
}

/// The units of `side` alone in their hex with an enemy unit in a hex next to it: what the
/// enemy can attack at its best odds.
pub fn lone_next_to_enemy(g: &Game, side: SideId) -> Vec<UnitId> {
    let map = &g.scenario.map;
    let enemy_in = |h: HexIdx| {
        g.state
            .units_at(h)
            .any(|e| g.scenario.units[e as usize].side != side)
    };
    on_map(g, side)
        .filter(|&(_, h)| {
            g.state.units_at(h).count() == 1
                && map.neighbours[h as usize]
                    .iter()
                    .any(|&n| n != NO_HEX && enemy_in(n))
        })
        .map(|(u, _)| u)
        .collect()
}

/// Steps `side` has lost in the game so far (an eliminated unit all its steps).
pub fn steps_lost(g: &Game, side: SideId) -> u32 {
    g.units_of(side)
        .iter()
        .map(|&u| match g.state.units[u as usize].status() {
            UnitStatus::Eliminated => g.scenario.units[u as usize].steps.len() as u32,
            _ => g.state.units[u as usize].losses,
        })
        .sum()
}

/// The units of `side` eliminated so far.
pub fn eliminated(g: &Game, side: SideId) -> Vec<UnitId> {
    g.units_of(side)
        .iter()
        .copied()
        .filter(|&u| g.state.units[u as usize].status() == UnitStatus::Eliminated)
        .collect()
}

/// The units of `side` on the map, with their hexes.
fn on_map(g: &Game, side: SideId) -> impl Iterator<Item = (UnitId, HexIdx)> + '_ {
    g.units_of(side)
        .iter()
        .filter_map(|&u| g.state.unit_hex(u).map(|h| (u, h)))
}

/// The sides other than `side`.
pub fn enemies(g: &Game, side: SideId) -> impl Iterator<Item = SideId> {
    (0..g.rules.sides.len() as SideId).filter(move |&s| s != side)
}

/// A hex in words: its place name and number ("Rostov (2817)"), or its number.
pub fn hex_words(g: &Game, h: HexIdx) -> String {
    match g
        .scenario
        .map
        .places
        .iter()
        .find(|p| p.hex == h)
        .and_then(|p| p.name.as_deref())
    {
        Some(name) => format!("{name} ({})", g.label(h)),
        None => g.label(h),
    }
}
