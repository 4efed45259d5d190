//! A copy of the game set in a coming phase that follows one side's moves: where a player judges
//! a hex by what the rules would make, in that phase, of a unit standing in it.

use crate::data::ruleset::PhaseKind;
use crate::engine::coming::played_to;
use crate::engine::game::Game;
use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};
use crate::play::battle::attackers_among;
use crate::state::{Dice, UnitStatus};

/// A copy of the game set in a coming phase, which follows one side's moves as they are made,
/// with the units in each of its hexes kept at hand (the state lists them only by looking at
/// every unit, and a judge asks of the hexes round every hex a unit may end in).
pub struct Ahead {
    copy: Game,
    /// Per hex, the copy's units standing in it, in unit order (`State::units_at`'s order).
    at: Vec<Vec<UnitId>>,
}

impl Ahead {
    /// A copy of `game` played on to `phase` (`copy_in_phase`); none if play cannot get there.
    pub fn new(game: &Game, phase: usize) -> Option<Self> {
        copy_in_phase(game, phase).map(Ahead::of)
    }

    /// `copy`, its moves to be followed.
    pub fn of(copy: Game) -> Self {
        let mut at = vec![Vec::new(); copy.scenario.map.len()];
        for (u, us) in copy.state.units.iter().enumerate() {
            if let UnitStatus::OnMap(h) = us.status() {
                at[h as usize].push(u as UnitId);
            }
        }
        Ahead { copy, at }
    }

    /// The copy, as it stands.
    pub fn game(&self) -> &Game {
        &self.copy
    }

    /// The copy's units in hex `x`, in unit order (as `State::units_at` gives them).
    pub fn units_at(&self, x: HexIdx) -> &[UnitId] {
        &self.at[x as usize]
    }

    /// Whether a unit of another side than `side` stands in `x` in the copy.
    pub fn enemy_in(&self, side: SideId, x: HexIdx) -> bool {
        self.units_at(x)
            .iter()
            .any(|&e| self.copy.scenario.units[e as usize].side != side)
    }

    /// The units of `side` next to `t` that may attack it in the copy: `battle::attackers_of`
    /// of the copy, in the same order.
    pub fn attackers_of(&self, side: SideId, t: HexIdx) -> Vec<UnitId> {
        attackers_among(&self.copy, side, t, |x| self.units_at(x).iter().copied())
    }

    /// One of the side's units has moved: the copy follows.
    pub fn moved(&mut self, u: UnitId, to: HexIdx) {
        self.put(u, UnitStatus::OnMap(to));
    }

    /// `f` asked of the copy with `u` standing in `h` (where it was again afterwards).
    pub fn with_unit_at<R>(&mut self, u: UnitId, h: HexIdx, f: impl FnOnce(&Ahead) -> R) -> R {
        let was = self.copy.state.units[u as usize].status();
        self.put(u, UnitStatus::OnMap(h));
        let r = f(self);
        self.put(u, was);
        r
    }

    /// Sets `u`'s status in the copy, and its place in the hexes' lists.
    fn put(&mut self, u: UnitId, status: UnitStatus) {
        let from = self.copy.state.units[u as usize].status();
        if let UnitStatus::OnMap(x) = from {
            self.at[x as usize].retain(|&v| v != u);
        }
        if let UnitStatus::OnMap(x) = status {
            let list = &mut self.at[x as usize];
            let i = list.partition_point(|&v| v < u);
            list.insert(i, u);
        }
        self.copy.state.set_status(u, status);
        debug_assert!(
            [from, status].iter().all(|s| match *s {
                UnitStatus::OnMap(x) => self.at[x as usize]
                    .iter()
                    .copied()
                    .eq(self.copy.state.units_at(x)),
                _ => true,
            }),
            "the hexes' lists follow the copy"
        );
    }
}

/// A copy of the game played on to `phase` as play goes there if no unit moves
/// (`engine::coming::played_to`: every phase's start run by play's own steps, supply judged,
/// markers reset), with dice of its own from here, as a rollout's: what no die decides on the
/// way is play's exactly, and a die rolled on the way (a weather roll) is the copy's, the game's
/// next rolls unseen. No undo kept. None if play cannot get there (the game ends first, or a
/// phase on the way cannot be ended: a battle waits, attacks are owed).
pub fn copy_in_phase(game: &Game, phase: usize) -> Option<Game> {
    let mut own = game.scratch();
    own.state.dice = Dice::new(game.dice_seed() ^ OWN_DICE);
    played_to(&own, |p| p == phase, None).ok()
}

/// Mixed into the game's seed for the dice of a copy played on (any constant: the copy's rolls
/// only need to be other than the game's).
const OWN_DICE: u64 = 0x0f0c_a575_d1ce;

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
