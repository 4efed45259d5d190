//! Greedy's attacks: the units sent to make the attacks prepared in the movement phase
//! (`play::strikes`) moved first, and the combat phase, the attacks prepared first, then the
//! best of what is left, then those the rules make compulsory.

use super::GreedyPlayer;
use super::ground::shift_cover;
use crate::engine::game::Game;
use crate::mechanics::combat::calc::odds_unworded;
use crate::mechanics::movement::Mover;
use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};
use crate::play::aims::Aims;
use crate::play::battle::{
    answer_all, attack_with, best_attack, may_attack, owed_attacks, prospect,
};
use crate::play::judges::Judges;
use crate::play::strikes::Strikes;
use crate::play::{ApplyFn, run};
use crate::state::command::Command;

impl GreedyPlayer {
    /// Moves the units sent to make the attacks prepared, each to its hex by the way found when
    /// they were prepared, if the rules still take it (else it moves later as the others do), and keeps the attacks for the combat phase:
    /// the units that are where they were sent.
    pub(super) fn send(
        &mut self,
        game: &mut Game,
        apply: &mut ApplyFn,
        strikes: &Strikes,
        cover: &mut [u32],
        judges: &mut Judges,
        done: &mut Vec<Command>,
    ) -> Vec<UnitId> {
        self.prepared = strikes
            .strikes()
            .iter()
            .map(|s| (s.target, s.party.iter().map(|&(u, _)| u).collect()))
            .collect();
        let mut placed: Vec<UnitId> = Vec::new();
        for (u, to) in strikes.sent() {
            let Some(start) = game.state.unit_hex(u) else {
                continue;
            };
            if to == start {
                placed.push(u);
                continue;
            }
            // The way found when the attacks were prepared, if the rules still take it (a
            // reaction to an earlier move may have put an enemy on it): else the unit moves later.
            let Some(path) = strikes.path_of(u).filter(|p| {
                Mover::new(game, &game.state, u).is_ok_and(|m| m.check_path(p).is_ok())
            }) else {
                continue;
            };
            let path = path.to_vec();
            if run(game, apply, Command::Move { unit: u, path }, done) {
                answer_all(game, apply, done);
                let to = game.state.unit_hex(u).unwrap_or(to);
                shift_cover(game, cover, start, to);
                judges.moved(u, to);
                placed.push(u);
            }
        }
        placed
    }

    pub(super) fn fight(
        &mut self,
        game: &mut Game,
        apply: &mut ApplyFn,
        side: SideId,
        done: &mut Vec<Command>,
    ) {
        let aims = Aims::new(game, &game.state, side);
        let min_success = self.weights.min_success;
        let careful = self.weights.careful;
        // The attacks prepared in the movement phase first, each if its units can still make
        // it and it still promises enough.
        for (hex, units) in std::mem::take(&mut self.prepared) {
            let Some(attackers) = prepared_attack(game, &aims, side, hex, &units, min_success)
            else {
                continue;
            };
            self.support(game, apply, side, done);
            if !attack_with(game, apply, attackers, hex, done, careful) {
                break;
            }
        }
        while let Some((_, hex, attackers)) = best_attack(game, &aims, side, min_success) {
            self.support(game, apply, side, done);
            if !attack_with(game, apply, attackers, hex, done, careful) {
                break;
            }
        }
        owed_attacks(game, apply, done);
    }

    /// Air support for the coming attack, a unit of it, if the side has any left.
    fn support(&self, game: &mut Game, apply: &mut ApplyFn, side: SideId, done: &mut Vec<Command>) {
        let (_, air) = crate::mechanics::air::available(game, &game.state, side);
        if air > 0 && crate::mechanics::air::has_air_support(game) {
            run(game, apply, Command::AirSupport { units: 1 }, done);
        }
    }
}

/// The attack on `hex` prepared with `units`, as it can be made now: those of them that may
/// attack it (none if the hex holds no enemy or was attacked already), if they promise at least
/// `min_success` and some gain.
fn prepared_attack(
    game: &Game,
    aims: &Aims,
    side: SideId,
    hex: HexIdx,
    units: &[UnitId],
    min_success: f64,
) -> Option<Vec<UnitId>> {
    let roles = &game.rules.roles;
    let mut defenders = game.state.units_at(hex).peekable();
    defenders.peek()?;
    if defenders.any(|e| {
        game.scenario.units[e as usize].side == side
            || game.state.units[e as usize].has(roles.defended)
    }) {
        return None;
    }
    let attackers: Vec<UnitId> = units
        .iter()
        .copied()
        .filter(|&u| !game.state.units[u as usize].has(roles.attacked) && may_attack(game, u, hex))
        .collect();
    if attackers.is_empty() {
        return None;
    }
    let o = odds_unworded(game, &game.state, &attackers, hex).ok()?;
    let p = prospect(game, &o, aims);
    (p.success >= min_success && p.value > 0.0).then_some(attackers)
}
