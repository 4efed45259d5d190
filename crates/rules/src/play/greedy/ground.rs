//! What the greedy player's scores weigh (`Weights`), what a hex's score reads of the position
//! (`Ground`), and the count of the side's zones of control on each hex that the score's front
//! term reads, kept as units move.

use crate::engine::game::Game;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::SideId;
use crate::play::aims::Aims;
use crate::state::UnitStatus;

/// What the greedy player's scores weigh.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// Per hex closer to the goal.
    pub goal: f64,
    /// Per front hex (next to an enemy) a unit's zone of control newly covers.
    pub front: f64,
    /// Per unit of enemy attack next to a hex beyond twice the unit's defense.
    pub danger: f64,
    /// For ending a move out of supply.
    pub supply: f64,
    /// Per victory point of a friendly objective held by no other unit.
    pub garrison: f64,
    /// Per victory point of a friendly objective held by no other unit that an enemy unit
    /// could reach in its next move (within its movement points over land), besides `garrison`,
    /// while the side still has objectives to take: the last unit in an objective it took stays
    /// rather than leave it to be walked into. Measured with greedy against greedy (200 games,
    /// one side holding): Typhoon's Germans 45% -> 56.5%, Operation Blue's Axis against random
    /// 84% -> 86% (400 games); Barbarossa's Axis 7% -> 8.5% holding, 6% against Soviets
    /// holding.
    pub hold: f64,
    /// Random spread added to each score (0: none), so games differ.
    pub noise: f64,
    /// The least chance of success an attack must have.
    pub min_success: f64,
    /// Per step a unit ending its move in a hex is expected to lose there, if the enemy units
    /// next to it attacked it alone in their next combat phase (the exact forecast; 0: not
    /// judged, the cheaper `danger` only).
    pub exposure: f64,
    /// Per hex a unit sent to garrison a held objective the enemy is nearing (no unit of the
    /// side in it) comes closer to it (0: none sent).
    pub duty: f64,
    /// Per step of expected value a unit ending its move next to an enemy adds to an attack its
    /// side can make in its coming combat phase (the exact forecast, with it and without; 0:
    /// not judged).
    pub setup: f64,
    /// Whether attacks are prepared in the movement phase (`strikes`): the units each needs
    /// are picked and sent next to their targets before the others move.
    pub strikes: bool,
}

/// Measured on Barbarossa against the random player (200 games a side): 100% as the Axis and
/// as the Soviets (99.5% as the Axis before it prepared its attacks).
impl Default for Weights {
    fn default() -> Self {
        Weights {
            goal: 2.0,
            front: 0.3,
            danger: 0.05,
            supply: 2.0,
            garrison: 4.0,
            hold: 8.0,
            noise: 0.3,
            min_success: 0.4,
            exposure: 0.0,
            duty: 0.0,
            setup: 0.0,
            strikes: true,
        }
    }
}

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
