//! A copy of the game set in a coming phase that follows one side's moves: where a player judges
//! a hex by what the rules would make, in that phase, of a unit standing in it.

use crate::rules::data::ruleset::PhaseKind;
use crate::rules::engine::game::Game;
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::{SideId, UnitId};
use crate::rules::state::UnitStatus;

/// A copy of the game set in a coming phase, which follows one side's moves as they are made.
pub struct Ahead {
    copy: Game,
}

impl Ahead {
    /// A copy of `game` set in `phase`.
    pub fn new(game: &Game, phase: usize) -> Self {
        Ahead {
            copy: copy_in_phase(game, phase),
        }
    }

    /// The copy, as it stands.
    pub fn game(&self) -> &Game {
        &self.copy
    }

    /// One of the side's units has moved: the copy follows.
    pub fn moved(&mut self, u: UnitId, to: HexIdx) {
        self.copy.state.set_status(u, UnitStatus::OnMap(to));
    }

    /// `f` asked of the copy with `u` standing in `h` (where it was again afterwards).
    pub fn with_unit_at<R>(&mut self, u: UnitId, h: HexIdx, f: impl FnOnce(&Game) -> R) -> R {
        let was = self.copy.state.units[u as usize].status();
        self.copy.state.set_status(u, UnitStatus::OnMap(h));
        let r = f(&self.copy);
        self.copy.state.set_status(u, was);
        r
    }
}

/// A copy of the game set in `phase` (no battle pending, no undo kept).
pub fn copy_in_phase(game: &Game, phase: usize) -> Game {
    let mut copy = game.scratch();
    copy.state.phase = phase;
    copy.state.pending = None;
    copy
}

/// The side's own next combat phase, if it comes before any phase of another side: the one the
/// moves it makes now prepare.
pub fn own_combat_phase(game: &Game, side: SideId) -> Option<usize> {
    let phases = &game.rules.phases;
    phases_after(game)
        .take_while(|&p| phases[p].side == side)
        .find(|&p| phases[p].kind == PhaseKind::Combat)
}

/// The phases after the current one, in the order they come, round to it.
pub fn phases_after(game: &Game) -> impl Iterator<Item = usize> {
    let n = game.rules.phases.len();
    let now = game.state.phase;
    (1..n).map(move |i| (now + i) % n)
}
