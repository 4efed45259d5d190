//! The planner: for each movement phase, several whole plans (the greedy player's moves under
//! differently weighted scores, `base` first, which judges by the exact forecast each hex's
//! exposure to the enemy's next attacks and what a unit there adds to its side's coming attacks,
//! see `exposure` and `setup`, and sends garrisons to held objectives the enemy nears), each
//! played on a copy of the game; from the position each plan leaves, the next turns are played
//! out by greedy players (`rollout`): every plan once, the better half again, the last two four
//! times each (`halving`), and the one whose games end best for the side on average is played
//! for real, its combat phase making first the attacks the plan's moves prepared (`strikes`).
//! Rollout k of every plan has the same dice and players, so plans are told apart by their
//! moves, not by their luck. Where a formation must be activated before the phase's moves
//! (Typhoon's alternating activations), the plans activate greedy's best few formations in turn
//! (`CHOICES`, greedy's own first), so the rollouts choose which one acts as well as how: on
//! Typhoon 1941 the planner won 64.3% against greedy with sides swapped (200 games a side), 59.8%
//! activating greedy's choice. Other phases are played as the greedy player plays them.
//!
//! Rollouts judge what a position comes to, where a score of the position alone judges what it
//! looks like: on Barbarossa the Axis planner won 12.0% of 200 games against greedy scoring the
//! position each plan leaves (objectives, steps, supply, the attacks each side could make), 24.5%
//! judging plans by rollouts. README, "Strength", has what each side wins.
//!
//! Copies never see the game's own dice (nothing in a movement phase rolls, and a copy's dice
//! are reseeded from the planner's anyway). If a plan's command is refused on the real game, the
//! greedy player finishes the phase.

use crate::data::ruleset::PhaseKind;
use crate::engine::game::Game;
use crate::play::greedy::{GreedyPlayer, Intent, Weights};
use crate::play::{ApplyFn, Watcher};
use crate::play::{rollout, run};
use crate::state::Dice;
use crate::state::command::Command;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plans tried per movement phase.
const PLANS: usize = 8;

/// Formations a movement phase's plans choose between where one must be activated first.
const CHOICES: usize = 3;

/// Rollouts from the position of each plan still in the running at the end (`halving`).
const ROLLOUTS: usize = 4;

/// The planner policy: tries several whole-phase plans on copies of the game and keeps the one
/// whose greedy games played on from it end best.
pub struct Planner {
    rng: ChaCha8Rng,
    greedy: GreedyPlayer,
    /// The window watching it think, if one does (`Player::watch`).
    pub(crate) watcher: Watcher,
}

impl Planner {
    /// A planner whose choices are drawn from `seed`.
    pub fn new(seed: u64) -> Self {
        Planner {
            rng: ChaCha8Rng::seed_from_u64(seed),
            greedy: GreedyPlayer::new(seed ^ 0x5bd1_e995),
            watcher: Watcher::default(),
        }
    }

    /// The commands of one whole phase (ending it), applied one at a time through `apply`.
    pub fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        let kind = &game.rules.phases[game.state.phase].kind;
        if !matches!(kind, PhaseKind::Movement { .. } | PhaseKind::Rail) {
            return self.greedy.play_phase(game, apply);
        }
        let side = game.phasing_side(&game.state);
        let phase = game.rules.phases[game.state.phase].name.clone();
        // The same rollouts (dice and players) for every plan, so plans differ by their moves,
        // not by their luck.
        let seeds: Vec<u64> = (0..ROLLOUTS).map(|_| self.rng.random()).collect();
        // Where a formation must be activated first (formations taking turns), the plans
        // activate the greedy player's best few in turn (`CHOICES`), each moving as weighted.
        let mut choices = crate::play::greedy::activation_choices(game);
        choices.truncate(CHOICES);
        // The distinct plans, each with the position it leaves.
        let mut plans: Vec<(Vec<Command>, Game, Intent)> = Vec::new();
        for k in 0..PLANS {
            // Told to play now: the plans drawn up so far (the first, at least).
            if k > 0 && self.watcher.hurried() {
                break;
            }
            self.watcher
                .say(format!("{phase}: drawing up plan {} of {PLANS}", k + 1));
            let weights = if k < choices.len().max(1) {
                base()
            } else {
                self.varied()
            };
            let mut copy = game.scratch();
            copy.state.dice = Dice::new(self.rng.random());
            let mut player = GreedyPlayer::with_weights(self.rng.random(), weights);
            player.give_orders(self.greedy.orders().clone());
            let mut plan = Vec::new();
            if !choices.is_empty() {
                let unit = choices[k % choices.len()];
                run(
                    &mut copy,
                    &mut |g, c| g.apply(c),
                    Command::Activate { unit },
                    &mut plan,
                );
            }
            plan.extend(player.act(&mut copy, &mut |g, c| g.apply(c)));
            if plans.iter().all(|(p, _, _)| *p != plan) {
                plans.push((plan, copy, player.take_intent()));
            }
        }
        // Nothing to choose between: no rollouts (told to play now, `halving` plays none).
        let pick = if plans.len() <= 1 {
            0
        } else {
            let n = plans.len();
            halving(
                n,
                ROLLOUTS,
                || self.watcher.hurried(),
                |k, j, left| {
                    self.watcher.say(format!(
                        "{phase}: plan {} of {n} ({left} in the running), playing on from it",
                        k + 1
                    ));
                    rollout::value_of_rollout(&plans[k].1, side, seeds[j])
                },
            )
        };
        self.watcher.say(format!("{phase}: playing the best plan"));
        // (The first plan is always drawn up.)
        let (plan, _, intent) = plans.swap_remove(pick);
        follow(&mut self.greedy, game, apply, plan, intent)
    }

    /// Greedy weights varied at random around the planner's own (`base`).
    fn varied(&mut self) -> Weights {
        let d = base();
        let mut f = |lo: f64, hi: f64| self.rng.random_range(lo..hi);
        Weights {
            goal: d.goal * f(0.7, 1.4),
            front: d.front * f(0.3, 2.0),
            danger: d.danger * f(0.5, 2.0),
            supply: d.supply,
            garrison: d.garrison * f(0.5, 2.0),
            hold: d.hold * f(0.5, 2.0),
            noise: d.noise * f(0.5, 3.0),
            min_success: d.min_success,
            exposure: d.exposure * f(0.3, 2.0),
            duty: d.duty * f(0.5, 1.5),
            setup: d.setup * f(0.3, 2.5),
            careful: d.careful,
            strikes: d.strikes,
        }
    }
}

/// Plays the plan chosen (`plan`, drawn up on a copy) for real and ends the phase: the greedy
/// player of the side then carries on with what the plan intended (its combat phase makes the
/// attacks the plan's moves prepared; its orders stand); if the rules refuse one of the plan's
/// commands, the greedy player finishes the phase itself.
pub fn follow(
    greedy: &mut GreedyPlayer,
    game: &mut Game,
    apply: &mut ApplyFn,
    plan: Vec<Command>,
    intent: Intent,
) -> Vec<Command> {
    let mut done = Vec::new();
    let mut followed = true;
    for c in plan {
        if !run(game, apply, c, &mut done) {
            followed = false;
            break;
        }
    }
    if followed {
        greedy.adopt(intent);
    } else {
        done.extend(greedy.act(game, apply));
    }
    run(game, apply, Command::EndPhase, &mut done);
    done
}

/// The weights the planner's plans vary around: the greedy player's, with what the forecast
/// judges of each hex (the enemy's attacks on it, the side's own attacks from it) and garrisons
/// sent to held objectives the enemy nears.
pub fn base() -> Weights {
    Weights {
        exposure: 1.0,
        duty: 4.0,
        setup: 1.0,
        ..Weights::default()
    }
}

/// Which of `n` plans to play, by sequential halving: every plan is played on once (rollout 0),
/// the better half (rounded up) kept, those played on as many times again (rollouts 1, 2, ...),
/// and so on until two are left or a plan has had `rollouts`; the last ones left are played on
/// `rollouts` times each and the best on average is chosen, the earlier plan on a tie. Rollout
/// `j` of every plan has the same dice and players, so a round compares plans on equal luck.
/// `value(k, j, left)` is rollout `j` of plan `k` with `left` plans in the running. If `hurried`
/// says so before a rollout, the best on average of those played on is chosen (the first plan
/// if none was). Eight plans take 16 rollouts, not 32; two take 8, as before.
pub fn halving(
    n: usize,
    rollouts: usize,
    hurried: impl Fn() -> bool,
    mut value: impl FnMut(usize, usize, usize) -> f64,
) -> usize {
    let mut alive: Vec<Running> = (0..n)
        .map(|plan| Running {
            plan,
            sum: 0.0,
            count: 0,
        })
        .collect();
    let mut target = 1.min(rollouts);
    loop {
        if alive.len() <= 2 {
            target = rollouts;
        }
        let left = alive.len();
        for a in &mut alive {
            while a.count < target {
                if hurried() {
                    return best_of(&alive);
                }
                a.sum += value(a.plan, a.count, left);
                a.count += 1;
            }
        }
        if target >= rollouts {
            return best_of(&alive);
        }
        // The better half on to the next round (a stable sort: the earlier plan on a tie).
        alive.sort_by(|x, y| y.sum.total_cmp(&x.sum));
        alive.truncate(left.div_ceil(2));
        alive.sort_by_key(|a| a.plan);
        target = (target * 2).min(rollouts);
    }
}

/// A plan still in the running: the sum of its rollouts' values and how many it had.
struct Running {
    plan: usize,
    sum: f64,
    count: usize,
}

/// The plan with the best mean of the rollouts it had (the earlier one on a tie); the first of
/// them if none had any.
fn best_of(alive: &[Running]) -> usize {
    let mut best: Option<(usize, f64)> = None;
    for a in alive.iter().filter(|a| a.count > 0) {
        let mean = a.sum / a.count as f64;
        if best.is_none_or(|(_, b)| mean > b) {
            best = Some((a.plan, mean));
        }
    }
    best.map_or(alive[0].plan, |(k, _)| k)
}
