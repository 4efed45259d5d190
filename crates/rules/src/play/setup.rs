//! What a unit adds to the attacks its side can make in its coming combat phase by ending its
//! move in a hex: for each enemy hex next to it, the exact forecast of the battle with every
//! unit of the side that may attack it, with the unit and without, and the best gain. Its zone of
//! control there counts too (it may close the defender's retreat). Judged on a copy of the game
//! set in that combat phase, the side's moves followed.

use crate::engine::game::Game;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::{SideId, UnitId};
use crate::play::ahead::{Ahead, own_combat_phase};
use crate::play::aims::Aims;
use crate::play::battle::expected_gain;

/// What a side's units would add to its attacks in its coming combat phase from each hex, judged on
/// a copy of the game set in that phase.
pub struct Setup {
    /// The game set in the side's coming combat phase.
    ahead: Ahead,
    /// The side's aims there.
    aims: Aims,
    side: SideId,
}

impl Setup {
    /// For `side`'s units moving now. None unless the side's next phase of combat comes before
    /// any phase of another side.
    pub fn new(game: &Game, side: SideId) -> Option<Self> {
        let combat = own_combat_phase(game, side)?;
        let ahead = Ahead::new(game, combat)?;
        let aims = Aims::new(ahead.game(), &ahead.game().state, side);
        Some(Setup { ahead, aims, side })
    }

    /// One of the side's units has moved: the copy follows.
    pub fn moved(&mut self, u: UnitId, to: HexIdx) {
        self.ahead.moved(u, to);
    }

    /// The most `u` standing in `h` would add to one attack on an enemy hex next to `h` (the
    /// attack's expected value with it less without it; 0 if no enemy is next to `h`).
    pub fn of(&mut self, u: UnitId, h: HexIdx) -> f64 {
        let (aims, side) = (&self.aims, self.side);
        self.ahead.with_unit_at(u, h, |ahead| {
            let copy = ahead.game();
            let mut best = 0.0f64;
            for &t in &copy.scenario.map.neighbours[h as usize] {
                if t == NO_HEX || !ahead.enemy_in(side, t) {
                    continue;
                }
                let with = ahead.attackers_of(side, t);
                if !with.contains(&u) {
                    continue;
                }
                let without: Vec<UnitId> = with.iter().copied().filter(|&a| a != u).collect();
                best = best.max(
                    expected_gain(copy, &with, t, aims) - expected_gain(copy, &without, t, aims),
                );
            }
            best
        })
    }
}
