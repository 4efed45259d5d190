//! What a unit risks where it ends its move: the steps (and objective worth) the enemy would be
//! expected to take from it there if the enemy units next to that hex attacked it alone in their
//! next combat phase, by the exact forecast on a copy of the game set in that phase. Sharper than
//! the greedy score's `danger` (attack strength against twice the defense): terrain, hexsides,
//! weather, supply and blocked retreats all count, as the rules count them.

use crate::data::ruleset::PhaseKind;
use crate::engine::game::Game;
use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};
use crate::play::ahead::{Ahead, phases_after};
use crate::play::aims::Aims;
use crate::play::battle::expected_gain;

/// What a side's units would risk in each hex from the enemy's next attacks, judged on a copy of
/// the game set in the enemy's next combat phase.
pub struct Exposure {
    /// The game set in the enemy's next combat phase, the side's moves followed.
    ahead: Ahead,
    /// The enemy's aims there (what it would gain by taking a hex).
    enemy: Aims,
}

impl Exposure {
    /// For `side`'s units moving now. None if no other side has a combat phase. (If the side
    /// moves again first, the hexes are judged as if the enemy attacked them as they stand.)
    pub fn new(game: &Game, side: SideId) -> Option<Self> {
        let phases = &game.rules.phases;
        let combat = phases_after(game)
            .find(|&p| phases[p].side != side && phases[p].kind == PhaseKind::Combat)?;
        let ahead = Ahead::of(set_in(game, combat));
        let enemy = Aims::new(ahead.game(), &ahead.game().state, phases[combat].side);
        Some(Exposure { ahead, enemy })
    }

    /// One of the side's units has moved: the copy follows.
    pub fn moved(&mut self, u: UnitId, to: HexIdx) {
        self.ahead.moved(u, to);
    }

    /// What `u` would be expected to lose standing in `h` (0 if no enemy unit could attack it).
    pub fn of(&mut self, u: UnitId, h: HexIdx) -> f64 {
        let enemy = &self.enemy;
        self.ahead.with_unit_at(u, h, |ahead| {
            let attackers = ahead.attackers_of(enemy.side, h);
            expected_gain(ahead.game(), &attackers, h, enemy)
        })
    }
}

/// A copy of the game set in the enemy's `phase` as it stands: the phases on the way are not
/// played (`ahead::copy_in_phase` plays them), so the enemy's supply is as last judged and its
/// markers as they are. Kept for this judge only, as it was: played on, the judge sees the
/// enemy's units as play would judge them in that phase, and the planner's fixed-seed games of
/// Barbarossa and Operation Blue change (issue 53, part 4: left for a decision of its own).
fn set_in(game: &Game, phase: usize) -> Game {
    let mut copy = game.scratch();
    copy.state.phase = phase;
    copy.state.pending = None;
    copy
}
