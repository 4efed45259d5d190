//! What a hex's score reads of the position (`Ground`; what it weighs is `play::weights`), and
//! the count of the side's zones of control on each hex that the score's front term reads,
//! kept as units move.

use crate::engine::game::Game;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::SideId;
use crate::play::aims::Aims;
use crate::state::UnitStatus;

/// What a hex's score reads of the position: the side's aims, its supply, and how many of its
/// units' zones of control cover each hex.
#[derive(Clone, Copy)]
pub(super) struct Ground<'a> {
    /// The side's aims this phase.
    pub(super) aims: &'a Aims,
    /// Per hex: whether the side's supply reaches it.
    pub(super) supply: &'a [bool],
    /// Per hex: how many of the side's units exert a zone of control on it.
    pub(super) cover: &'a [u32],
    /// Hexes to the objective the unit is sent to garrison, if it is.
    pub(super) duty: Option<&'a [u32]>,
    /// Hexes to the objective the unit is sent to take, if it is sent to one (else the
    /// nearest it does not hold).
    pub(super) goal: Option<&'a [u32]>,
    /// Whether the unit comes as close as it can to its goal (a plan's main effort), even where
    /// the side holds what it needs and otherwise keeps two hexes off the enemy.
    pub(super) close: bool,
}

impl<'a> Ground<'a> {
    /// A hex's ground for a unit sent nowhere in particular.
    pub(super) fn of(aims: &'a Aims, supply: &'a [bool], cover: &'a [u32]) -> Self {
        Ground {
            aims,
            supply,
            cover,
            duty: None,
            goal: None,
            close: false,
        }
    }
}

/// Per hex: how many of the side's units exert a zone of control on it.
pub(super) fn cover_of(game: &Game, side: SideId) -> Vec<u32> {
    let map = &game.scenario.map;
    let mut cover = vec![0u32; map.len()];
    for (i, u) in game.state.units.iter().enumerate() {
        if let UnitStatus::OnMap(h) = u.status()
            && game.scenario.units[i].side == side
        {
            for &x in &map.neighbours[h as usize] {
                if x != NO_HEX {
                    cover[x as usize] += 1;
                }
            }
        }
    }
    cover
}

/// One of the side's units moved from `from` to `to`: its zone of control with it.
pub(super) fn shift_cover(game: &Game, cover: &mut [u32], from: HexIdx, to: HexIdx) {
    let map = &game.scenario.map;
    for &x in &map.neighbours[from as usize] {
        if x != NO_HEX {
            cover[x as usize] = cover[x as usize].saturating_sub(1);
        }
    }
    for &x in &map.neighbours[to as usize] {
        if x != NO_HEX {
            cover[x as usize] += 1;
        }
    }
}
