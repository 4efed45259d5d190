//! The general: a computer player that searches plans which differ in intent, as the strongest
//! players of games where a side moves many units a turn do (Online Evolutionary Planning's whole
//! turns, Portfolio Greedy Search's scripts, Decisive Campaigns' whole-turn plans). For each
//! movement phase it draws up a plan from each intent `designs` reads off the position (greedy's
//! own plan, a line held, a main effort on each near objective, a pocket behind each enemy unit
//! most nearly surrounded, an objective and a pocket together), each the greedy player's moves
//! under that intent on a copy of the game; it then plays each plan's turn out on copies (its own
//! combat phase making the attacks the plan prepared, then the enemy's reply, greedy players on
//! common dice) and judges where each comes to (`judge`); the best is played for real. Other
//! phases it plays as the greedy player does.

pub mod designs;
pub mod judge;

use crate::data::ruleset::PhaseKind;
use crate::engine::game::Game;
use crate::model::tables::{SideId, UnitId};
use crate::play::greedy::{GreedyPlayer, Intent, Weights, activation_choices};
use crate::play::planner::{follow, halving};
use crate::play::{ApplyFn, Watcher, run};
use crate::state::Dice;
use crate::state::command::Command;
use designs::{Design, designs};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Each plan's turn is played out this many times, on the same dice for every plan.
const TRIALS: usize = 4;

/// Turns the plans still in the running after the first halving are played out for.
const ROUNDS: u32 = 3;

/// Formations a movement phase's plans choose between where one must be activated first.
const CHOICES: usize = 3;

/// The general policy: plans that differ in intent, each played out to the enemy's reply.
pub struct General {
    rng: ChaCha8Rng,
    greedy: GreedyPlayer,
    /// The window watching it think, if one does (`Player::watch`).
    pub(crate) watcher: Watcher,
}

/// A plan drawn up: its commands, the position they leave, what it carries into the combat
/// phase, and its intent's label.
struct Plan {
    commands: Vec<Command>,
    after: Game,
    intent: Intent,
    label: String,
}

impl General {
    /// A general whose choices are drawn from `seed`.
    pub fn new(seed: u64) -> Self {
        General {
            rng: ChaCha8Rng::seed_from_u64(seed),
            greedy: GreedyPlayer::with_weights(
                seed ^ 0x2545_f491,
                Weights {
                    careful: true,
                    ..Weights::default()
                },
            ),
            watcher: Watcher::default(),
        }
    }

    /// The commands of one whole phase (ending it), applied one at a time through `apply`.
    pub fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        let kind = &game.rules.phases[game.state.phase].kind;
        if !matches!(kind, PhaseKind::Movement { .. }) {
            return self.greedy.play_phase(game, apply);
        }
        let side = game.phasing_side(&game.state);
        let phase = game.rules.phases[game.state.phase].name.clone();
        let seeds: Vec<u64> = (0..TRIALS).map(|_| self.rng.random()).collect();
        let plans = self.draw_up(game, side, &phase);
        let n = plans.len();
        // Every plan played out to the enemy's reply, the better half on for `ROUNDS` turns,
        // and so on (sequential halving, as the planner's), on the same dice for every plan.
        let pick = if n <= 1 {
            0
        } else {
            halving(
                n,
                TRIALS,
                || self.watcher.hurried(),
                |k, j, left| {
                    self.watcher.say(format!(
                        "{phase}: plan {} of {n} ({left} in the running): {}",
                        k + 1,
                        plans[k].label
                    ));
                    let rounds = if j == 0 { 1 } else { ROUNDS };
                    judge::played_out(&plans[k].after, side, &plans[k].intent, seeds[j], rounds)
                },
            )
        };
        let mut plans = plans;
        let Plan {
            commands,
            intent,
            label,
            ..
        } = plans.swap_remove(pick);
        self.watcher.say(format!("{phase}: playing {label}"));
        follow(&mut self.greedy, game, apply, commands, intent)
    }

    /// The distinct plans of the phase: each intent's, where a formation must be activated
    /// first with greedy's choice, and greedy's own plan with each of the next few choices.
    fn draw_up(&mut self, game: &Game, side: SideId, phase: &str) -> Vec<Plan> {
        let mut choices = activation_choices(game);
        choices.truncate(CHOICES);
        let mut todo: Vec<(Option<UnitId>, Design)> = Vec::new();
        let first = choices.first().copied();
        // (An activation moves only its formation's units: the intents are read after it.)
        let designed = match first {
            Some(unit) => {
                let mut g = game.scratch();
                let _ = g.apply(Command::Activate { unit });
                designs(&g, side)
            }
            None => designs(game, side),
        };
        let mut rest = designed.into_iter();
        if let Some(d) = rest.next() {
            todo.push((first, d.clone()));
            for &c in choices.iter().skip(1) {
                todo.push((Some(c), d.clone()));
            }
        }
        todo.extend(rest.map(|d| (first, d)));
        let n = todo.len();
        let mut plans: Vec<Plan> = Vec::new();
        for (k, (activate, design)) in todo.into_iter().enumerate() {
            if k > 0 && self.watcher.hurried() {
                break;
            }
            self.watcher.say(format!(
                "{phase}: drawing up plan {} of {n}: {}",
                k + 1,
                design.label
            ));
            let mut copy = game.scratch();
            copy.state.dice = Dice::new(self.rng.random());
            let mut player = GreedyPlayer::with_weights(self.rng.random(), design.weights);
            player.give_orders(self.greedy.orders().clone());
            player.set_efforts(design.efforts);
            let mut commands = Vec::new();
            if let Some(unit) = activate {
                run(
                    &mut copy,
                    &mut |g, c| g.apply(c),
                    Command::Activate { unit },
                    &mut commands,
                );
            }
            commands.extend(player.act(&mut copy, &mut |g, c| g.apply(c)));
            if plans.iter().all(|p| p.commands != commands) {
                plans.push(Plan {
                    commands,
                    after: copy,
                    intent: player.take_intent(),
                    label: design.label,
                });
            }
        }
        plans
    }
}
