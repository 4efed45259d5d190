//! A seeded random player that only makes legal moves: the legal options the game lists (reachable
//! hexes, attacks at allowed odds, retreat paths, placement hexes) picked at random. Used to play
//! whole games headless in tests, benchmarks and batch runs.

use crate::rules::data::ruleset::PhaseKind;
use crate::rules::engine::game::Game;
use crate::rules::mechanics::combat::calc::odds;
use crate::rules::mechanics::movement::Mover;
use crate::rules::mechanics::replacement::{rebuild_problem, rebuild_unit_problem};
use crate::rules::mechanics::sequence::placement_hexes;
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;
use crate::rules::state::UnitStatus;
use crate::rules::state::command::Command;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub use crate::rules::play::ApplyFn;

/// The random policy: any legal move, attack and answer, drawn from its seed.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
    /// Chance that a unit which may move does move.
    pub move_chance: f64,
    /// Chance that a possible attack is made.
    pub attack_chance: f64,
}

impl RandomPlayer {
    /// A random player whose choices are drawn from `seed`.
    pub fn new(seed: u64) -> Self {
        RandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
            move_chance: 0.7,
            attack_chance: 0.6,
        }
    }

    fn pick<T: Clone>(&mut self, v: &[T]) -> Option<T> {
        (!v.is_empty()).then(|| v[self.rng.random_range(0..v.len())].clone())
    }

    fn chance(&mut self, p: f64) -> bool {
        self.rng.random_bool(p)
    }

    /// The commands of one whole phase (ending it), applied one at a time through `apply`, which
    /// the caller may wrap to check invariants. Returns every command applied.
    pub fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        let mut done = Vec::new();
        let mut run = |g: &mut Game, c: Command, done: &mut Vec<Command>| {
            let r = apply(g, c.clone());
            if r.is_ok() {
                done.push(c);
            }
            r
        };
        let kind = game.rules.phases[game.state.phase].kind.clone();
        let side = game.phasing_side(&game.state);
        // Where formations take turns: one of those still waiting, at random.
        if crate::rules::mechanics::activation::needs_activation(game, &game.state) {
            let waiting = crate::rules::mechanics::activation::waiting(game, &game.state, side);
            let unit = self
                .pick(&waiting)
                .expect("a side's run opens only with one waiting");
            run(game, Command::Activate { unit }, &mut done).expect("a waiting one may act");
        }
        let mine: Vec<UnitId> = (0..game.scenario.units.len() as UnitId)
            .filter(|&u| {
                // In an activation, only the active formation's units.
                game.scenario.units[u as usize].side == side
                    && crate::rules::mechanics::activation::acting_problem(game, &game.state, u)
                        .is_none()
            })
            .collect();
        // Orders now and then: a side's order for the turn, or one unit's.
        for (k, units) in crate::rules::mechanics::orders::orders_now(game, &game.state) {
            let order = game.rules.duties.orders[k].id.clone();
            if units.is_empty() {
                if self.chance(0.25) {
                    run(game, Command::Order { order, unit: None }, &mut done)
                        .expect("orders_now listed it");
                }
            } else if self.chance(0.3)
                && let Some(u) = self.pick(&units)
            {
                run(
                    game,
                    Command::Order {
                        order,
                        unit: Some(u),
                    },
                    &mut done,
                )
                .expect("orders_now listed the unit");
            }
        }
        match kind {
            PhaseKind::Orders => {}
            PhaseKind::Reinforcement => {
                for &u in &mine {
                    if game.state.units[u as usize].status == UnitStatus::Waiting {
                        let hexes = placement_hexes(game, &game.state, u, false);
                        if let Some(h) = self.pick(&hexes) {
                            run(game, Command::Place { unit: u, hex: h }, &mut done)
                                .expect("placement hex was listed as legal");
                        }
                    }
                }
                for _ in 0..8 {
                    if game.state.points[side as usize] == 0 {
                        break;
                    }
                    let candidates: Vec<UnitId> = mine
                        .iter()
                        .copied()
                        .filter(|&u| match game.state.units[u as usize].status {
                            UnitStatus::Eliminated => true,
                            UnitStatus::OnMap(_) => game.state.units[u as usize].losses > 0,
                            _ => false,
                        })
                        .collect();
                    let Some(u) = self.pick(&candidates) else {
                        break;
                    };
                    // The unit's own checks once, then its hexes: `placement_hexes` already
                    // keeps only the legal ones (a search of the map per hex would be waste).
                    let legal: Vec<HexIdx> = if rebuild_unit_problem(game, &game.state, u).is_some()
                    {
                        Vec::new()
                    } else {
                        match game.state.units[u as usize].status {
                            UnitStatus::OnMap(h) => vec![h]
                                .into_iter()
                                .filter(|&h| rebuild_problem(game, &game.state, u, h).is_none())
                                .collect(),
                            _ => placement_hexes(game, &game.state, u, true),
                        }
                    };
                    if let Some(h) = self.pick(&legal) {
                        run(game, Command::Rebuild { unit: u, hex: h }, &mut done)
                            .expect("rebuild was checked");
                    }
                }
            }
            PhaseKind::Rail | PhaseKind::Movement { .. } => {
                for &u in &mine {
                    if !Mover::may_move(game, &game.state, u) {
                        continue;
                    }
                    // (The mover takes the side's shared tables, which follow each move.)
                    let Ok(m) = Mover::new(game, &game.state, u) else {
                        continue;
                    };
                    if !self.chance(self.move_chance) {
                        continue;
                    }
                    let r = m.reach();
                    drop(m);
                    if let Some(to) = self.pick(&r.dests) {
                        let path = r.path_to(to).expect("a destination has a path");
                        run(game, Command::Move { unit: u, path }, &mut done)
                            .expect("reach offered a legal move");
                    }
                }
            }
            PhaseKind::Combat => {
                let scenario = game.scenario.clone();
                let map = &scenario.map;
                let targets = crate::rules::play::battle::enemy_hexes_next_to(game, &mine, side);
                for t in targets {
                    if !self.chance(self.attack_chance)
                        || game
                            .state
                            .units_at(t)
                            .any(|e| game.state.units[e as usize].has(game.rules.roles.defended))
                    {
                        continue;
                    }
                    let attackers: Vec<UnitId> = mine
                        .iter()
                        .copied()
                        .filter(|&u| {
                            !game.state.units[u as usize].has(game.rules.roles.attacked)
                                && game
                                    .state
                                    .unit_hex(u)
                                    .is_some_and(|h| map.direction(h, t).is_some())
                                && self.rng.random_bool(0.85)
                        })
                        .collect();
                    if attackers.is_empty() || odds(game, &game.state, &attackers, t).is_err() {
                        continue;
                    }
                    // Air support now and then, as much as is left or less.
                    let (_, air) = crate::rules::mechanics::air::available(game, &game.state, side);
                    if air > 0
                        && crate::rules::mechanics::air::has_air_support(game)
                        && self.chance(0.3)
                    {
                        let units = self.rng.random_range(1..=air);
                        run(game, Command::AirSupport { units }, &mut done)
                            .expect("no more than is left");
                    }
                    run(
                        game,
                        Command::Attack {
                            attackers,
                            defender: t,
                        },
                        &mut done,
                    )
                    .expect("odds were checked");
                    while game.state.pending.is_some() {
                        let c = self.choice(game);
                        run(game, c, &mut done).expect("a listed choice is legal");
                    }
                }
                // The attacks the rules make compulsory, with every unit that can make them.
                while let Some((hex, attackers)) =
                    crate::rules::mechanics::orders::owed_attacks(game, &game.state)
                        .into_iter()
                        .next()
                {
                    run(
                        game,
                        Command::Attack {
                            attackers,
                            defender: hex,
                        },
                        &mut done,
                    )
                    .expect("an owed attack is a legal attack");
                    while game.state.pending.is_some() {
                        let c = self.choice(game);
                        run(game, c, &mut done).expect("a listed choice is legal");
                    }
                }
            }
        }
        run(game, Command::EndPhase, &mut done)
            .expect("no battle is pending at the end of a phase");
        done
    }

    /// A legal answer to the pending battle's question, from the game's own list.
    fn choice(&mut self, game: &Game) -> Command {
        let options = crate::rules::mechanics::combat::choices(game, &game.state);
        self.pick(&options)
            .expect("a pending battle always has a legal answer")
    }
}
