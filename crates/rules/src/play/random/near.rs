//! The random player's draw of `--out` format 4 on ([`Draw::Near`](super::Draw::Near)): a move
//! looks at as many of the unit's nearest hexes as it draws, a placement or rebuild at the hexes
//! it draws, so that a hex costs what is looked at, not the whole list of legal hexes (a rail
//! move's is its whole network). Every legal hex keeps a chance.

use super::{ApplyFn, RandomPlayer, play};
use crate::engine::game::Game;
use crate::mechanics::movement::Mover;
use crate::mechanics::placement::Placing;
use crate::mechanics::replacement::{rebuild_problem, rebuild_unit_problem};
use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use crate::query::zoc::SideTables;
use crate::state::UnitStatus;
use crate::state::command::Command;
use rand::RngExt;
use std::rc::Rc;

/// How many of its nearest hexes a move looks at: `floor(1 / u^ROOM)` for `u` drawn uniformly
/// from (0, 1], so that it looks at `n` hexes or more with chance `n^(-1/ROOM)`: half the moves
/// at 3 or more, one in ten at 30 or more, one in a hundred at 1,000 or more (a rail move across
/// a network); on average about `3 * N^(1/3)` of a move that reaches `N` hexes (11 of 100, 31
/// of 1,500). The hex is then drawn uniformly among those it may end in, so the `k`-th nearest
/// is drawn with a chance of about `0.4 * k^(-5/3)`, every hex with some. (2.0, one in ten at
/// 100 or more, cost 8-11% more instructions in the campaigns' random games.)
const ROOM: f64 = 1.5;

impl RandomPlayer {
    /// Moves each unit that may move, by chance, to a hex drawn among its nearest (`ROOM`).
    pub(super) fn move_near(
        &mut self,
        game: &mut Game,
        apply: &mut ApplyFn,
        mine: &[UnitId],
        done: &mut Vec<Command>,
    ) {
        // The side's shared tables, asked for once while no move is made (asking checks every
        // unit's status against them), let go before each move, which they then follow.
        let mut tables: Option<Rc<SideTables>> = None;
        for &u in mine {
            // (Whether it moves is drawn before its move is worked out: most of the cost.)
            if !Mover::may_move(game, &game.state, u) || !self.chance(self.move_chance) {
                continue;
            }
            let side = game.scenario.units[u as usize].side;
            let t = tables.get_or_insert_with(|| SideTables::shared(game, &game.state, side));
            let Ok(m) = Mover::with_tables(game, &game.state, u, t) else {
                continue;
            };
            let Some(path) = self.draw_path(&m) else {
                continue;
            };
            drop(m);
            tables = None;
            play(game, apply, Command::Move { unit: u, path }, done)
                .expect("the search offered a legal move");
            // A reaction may halt the move: its question is answered at random too.
            self.answer_battle(game, apply, done);
        }
    }

    /// The path of the move drawn for `m`'s unit: `room` nearest hexes settled, one it may end
    /// in drawn uniformly among them. None if none of them is a hex it may end in.
    fn draw_path(&mut self, m: &Mover) -> Option<Vec<HexIdx>> {
        let u = 1.0 - self.rng.random::<f64>();
        let room = u.powf(-ROOM).min(m.setup.scenario.map.len() as f64) as usize;
        let near = m.nearest(room.max(1));
        if near.complete() && m.road_bonus > 0 {
            // Hexes only a move along the road all the way reaches (the road bonus) are the
            // full search's: the list of every hex, as the older draw takes it.
            let r = m.reach();
            let to = self.pick(&r.dests)?;
            return r.path_to(to);
        }
        let i = self.first_that(near.hexes(), |h| m.may_end(h))?;
        Some(near.path_to(i))
    }

    /// The place in `hexes` of one drawn uniformly among those `ok` takes (asked of each drawn
    /// until one is taken, each at most once).
    fn first_that(&mut self, hexes: &[HexIdx], ok: impl Fn(HexIdx) -> bool) -> Option<usize> {
        if hexes.is_empty() {
            return None;
        }
        let i = self.rng.random_range(0..hexes.len());
        if ok(hexes[i]) {
            return Some(i);
        }
        // (Refused: drawn again among the rest, as the list of those taken would be.)
        let mut left: Vec<usize> = (0..hexes.len()).filter(|&j| j != i).collect();
        while !left.is_empty() {
            let k = self.rng.random_range(0..left.len());
            if ok(hexes[left[k]]) {
                return Some(left[k]);
            }
            left.swap_remove(k);
        }
        None
    }

    /// A hex `unit` may be placed in now (with `rebuilt`: rebuilt in), drawn uniformly among
    /// those it may: drawn among the hexes it enters by until one passes.
    pub(super) fn placement_near(
        &mut self,
        game: &Game,
        unit: UnitId,
        rebuilt: bool,
    ) -> Option<HexIdx> {
        let placing = Placing::new(game, &game.state, unit, rebuilt);
        let entries = placing.entries();
        let i = self.first_that(&entries, |h| placing.allows(h))?;
        Some(entries[i])
    }

    /// A hex `unit` may be rebuilt in now: a reduced unit's own, an eliminated unit's drawn as a
    /// placement's (`placement_near`).
    pub(super) fn rebuild_near(&mut self, game: &Game, unit: UnitId) -> Option<HexIdx> {
        let st = &game.state;
        if rebuild_unit_problem(game, st, unit).is_some() {
            return None;
        }
        match st.units[unit as usize].status() {
            UnitStatus::OnMap(h) => rebuild_problem(game, st, unit, h).is_none().then_some(h),
            UnitStatus::Eliminated => self.placement_near(game, unit, true),
            _ => None,
        }
    }
}
