//! A seeded random player that only makes legal moves: the legal options the game lists
//! (`engine::legal`: activations, orders, the answers to a battle; attacks at allowed odds)
//! picked at random, and hexes to move, place and rebuild in drawn as its [`Draw`] says: since
//! `--out` format 4 from a bounded search and hex by hex (`near`), every legal hex still
//! possible; before, from the list of every legal hex (`every`, kept to replay older lines).
//! Used to play whole games headless in tests, benchmarks and batch runs.

use crate::data::ruleset::PhaseKind;
use crate::engine::game::Game;
use crate::engine::legal;
use crate::mechanics::combat::calc::odds_unworded;
use crate::mechanics::movement::Mover;
use crate::model::tables::{SideId, UnitId};
use crate::query::zoc::SideTables;
use crate::state::UnitStatus;
use crate::state::command::{Command, Event, RuleError};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::rc::Rc;

pub use crate::play::ApplyFn;

mod near;

/// How the random player draws the hex a unit moves to, is placed or rebuilt in. Every legal
/// hex has a chance either way; the draws differ in what they cost and in the games a seed
/// plays, so a game's `--out` line's format says which one played it (`Draw::of_format`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Draw {
    /// Lines of format 1 to 3: every hex the unit may go to listed (every hex its move
    /// reaches, every placement hex checked), one picked uniformly. A rail move's list is its
    /// whole network.
    Every,
    /// Lines of format 4 on: a move draws how many hexes to look at (`ROOM`: few mostly, any
    /// number now and then), settles that many nearest, cheapest first (`Mover::nearest`), and
    /// picks one it may end in uniformly; a placement or rebuild draws among the hexes the
    /// unit enters by until one passes. Every legal hex keeps a chance; near moves are the
    /// likelier.
    Near,
}

impl Draw {
    /// The draw that played the games of `--out` lines of this format.
    pub fn of_format(format: u32) -> Draw {
        if format <= 3 { Draw::Every } else { Draw::Near }
    }
}

/// The random policy: any legal move, attack and answer, drawn from its seed.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
    /// How it draws its hexes.
    pub draw: Draw,
    /// Chance that a unit which may move does move.
    pub move_chance: f64,
    /// Chance that a possible attack is made.
    pub attack_chance: f64,
}

impl RandomPlayer {
    /// A random player whose choices are drawn from `seed` (this version's draw).
    pub fn new(seed: u64) -> Self {
        Self::with_draw(seed, Draw::Near)
    }

    /// A random player whose choices are drawn from `seed`, its hexes by `draw`.
    pub fn with_draw(seed: u64, draw: Draw) -> Self {
        RandomPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
            draw,
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
        // (The ruleset held, not the phase's kind copied: a copy of its unit filter allocates.)
        let rules = game.rules.clone();
        let kind = &rules.phases[game.state.phase].kind;
        let side = game.phasing_side(&game.state);
        self.activate(game, apply, &mut done);
        let mine = crate::play::mine(game, side);
        self.give_orders(game, apply, &mut done);
        match kind {
            PhaseKind::Orders => {}
            PhaseKind::Reinforcement => {
                self.place(game, apply, &mine, &mut done);
                self.rebuild(game, apply, side, &mine, &mut done);
            }
            PhaseKind::Rail | PhaseKind::Movement { .. } => match self.draw {
                Draw::Every => self.move_units(game, apply, &mine, &mut done),
                Draw::Near => self.move_near(game, apply, &mine, &mut done),
            },
            PhaseKind::Combat => {
                self.attack_targets(game, apply, side, &mine, &mut done);
                self.make_owed_attacks(game, apply, &mut done);
            }
        }
        play(game, apply, Command::EndPhase, &mut done)
            .expect("no battle is pending at the end of a phase");
        done
    }

    /// Where formations take turns: activates one of those still waiting, at random.
    fn activate(&mut self, game: &mut Game, apply: &mut ApplyFn, done: &mut Vec<Command>) {
        let waiting = legal::activations(game, &game.state);
        if !waiting.is_empty() {
            let unit = self.pick(&waiting).expect("one is waiting");
            play(game, apply, Command::Activate { unit }, done).expect("a waiting one may act");
        }
    }

    /// Gives orders now and then: a side's order for the turn, or one unit's.
    fn give_orders(&mut self, game: &mut Game, apply: &mut ApplyFn, done: &mut Vec<Command>) {
        for (k, units) in crate::mechanics::orders::orders_now(game, &game.state) {
            let order = game.rules.duties.orders[k].id.clone();
            if units.is_empty() {
                if self.chance(0.25) {
                    play(game, apply, Command::Order { order, unit: None }, done)
                        .expect("orders_now listed it");
                }
            } else if self.chance(0.3)
                && let Some(u) = self.pick(&units)
            {
                play(
                    game,
                    apply,
                    Command::Order {
                        order,
                        unit: Some(u),
                    },
                    done,
                )
                .expect("orders_now listed the unit");
            }
        }
    }

    /// Places each waiting unit on one of its placement hexes, at random.
    fn place(
        &mut self,
        game: &mut Game,
        apply: &mut ApplyFn,
        mine: &[UnitId],
        done: &mut Vec<Command>,
    ) {
        for &u in mine {
            if game.state.units[u as usize].status() == UnitStatus::Waiting {
                let hex = match self.draw {
                    Draw::Every => self.pick(&legal::placement_hexes_of(game, &game.state, u)),
                    Draw::Near => self.placement_near(game, u, false),
                };
                if let Some(h) = hex {
                    play(game, apply, Command::Place { unit: u, hex: h }, done)
                        .expect("placement hex was listed as legal");
                }
            }
        }
    }

    /// Rebuilds eliminated or reduced units at random while the side has points (eight tries
    /// at most).
    fn rebuild(
        &mut self,
        game: &mut Game,
        apply: &mut ApplyFn,
        side: SideId,
        mine: &[UnitId],
        done: &mut Vec<Command>,
    ) {
        for _ in 0..8 {
            if game.state.points[side as usize] == 0 {
                break;
            }
            let candidates: Vec<UnitId> = mine
                .iter()
                .copied()
                .filter(|&u| match game.state.units[u as usize].status() {
                    UnitStatus::Eliminated => true,
                    UnitStatus::OnMap(_) => game.state.units[u as usize].losses > 0,
                    _ => false,
                })
                .collect();
            let Some(u) = self.pick(&candidates) else {
                break;
            };
            let hex = match self.draw {
                Draw::Every => self.pick(&legal::rebuild_hexes(game, &game.state, u)),
                Draw::Near => self.rebuild_near(game, u),
            };
            if let Some(h) = hex {
                play(game, apply, Command::Rebuild { unit: u, hex: h }, done)
                    .expect("rebuild was checked");
            }
        }
    }

    /// Moves each unit that may move, by chance, to one of the hexes it reaches, at random.
    fn move_units(
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
            if !Mover::may_move(game, &game.state, u) {
                continue;
            }
            let side = game.scenario.units[u as usize].side;
            let t = tables.get_or_insert_with(|| SideTables::shared(game, &game.state, side));
            let Ok(m) = Mover::with_tables(game, &game.state, u, t) else {
                continue;
            };
            if !self.chance(self.move_chance) {
                continue;
            }
            let r = m.reach();
            drop(m);
            if let Some(to) = self.pick(&r.dests) {
                tables = None;
                let path = r.path_to(to).expect("a destination has a path");
                play(game, apply, Command::Move { unit: u, path }, done)
                    .expect("reach offered a legal move");
                // A reaction may halt the move: its question is answered at random too.
                self.answer_battle(game, apply, done);
            }
        }
    }

    /// Attacks, by chance, each enemy hex next to the side's units, with some of the units next
    /// to it (and air support now and then), and answers each battle at random.
    fn attack_targets(
        &mut self,
        game: &mut Game,
        apply: &mut ApplyFn,
        side: SideId,
        mine: &[UnitId],
        done: &mut Vec<Command>,
    ) {
        let scenario = game.scenario.clone();
        let map = &scenario.map;
        let targets = crate::play::battle::enemy_hexes_next_to(game, mine, side);
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
            if attackers.is_empty() || odds_unworded(game, &game.state, &attackers, t).is_err() {
                continue;
            }
            // Air support now and then, as much as is left or less.
            let (_, air) = crate::mechanics::air::available(game, &game.state, side);
            if air > 0 && crate::mechanics::air::has_air_support(game) && self.chance(0.3) {
                let units = self.rng.random_range(1..=air);
                play(game, apply, Command::AirSupport { units }, done)
                    .expect("no more than is left");
            }
            play(
                game,
                apply,
                Command::Attack {
                    attackers,
                    defender: t,
                },
                done,
            )
            .expect("odds were checked");
            self.answer_battle(game, apply, done);
        }
    }

    /// Makes the attacks the rules make compulsory, with every unit that can make them, and
    /// answers each battle at random.
    fn make_owed_attacks(&mut self, game: &mut Game, apply: &mut ApplyFn, done: &mut Vec<Command>) {
        while let Some((hex, attackers)) = crate::mechanics::orders::owed_attacks(game, &game.state)
            .into_iter()
            .next()
        {
            play(
                game,
                apply,
                Command::Attack {
                    attackers,
                    defender: hex,
                },
                done,
            )
            .expect("an owed attack is a legal attack");
            self.answer_battle(game, apply, done);
        }
    }

    /// Answers the pending battle's questions at random until it is over.
    fn answer_battle(&mut self, game: &mut Game, apply: &mut ApplyFn, done: &mut Vec<Command>) {
        while game.state.pending.is_some() {
            let c = self.choice(game);
            play(game, apply, c, done).expect("a listed choice is legal");
        }
    }

    /// A legal answer to the pending battle's question, from the game's own list.
    fn choice(&mut self, game: &Game) -> Command {
        let options = legal::answers(game, &game.state);
        self.pick(&options)
            .expect("a pending battle always has a legal answer")
    }
}

/// Applies a command through `apply`, keeping it in `done` if the rules take it; the rules'
/// answer.
fn play(
    game: &mut Game,
    apply: &mut ApplyFn,
    c: Command,
    done: &mut Vec<Command>,
) -> Result<Vec<Event>, RuleError> {
    let r = apply(game, c.clone());
    if r.is_ok() {
        done.push(c);
    }
    r
}
