//! A puzzle played with a policy and its checks judged: the side to move played by the policy
//! (or by a player who only ends its phases, the baseline a puzzle must not be solved by), its
//! enemy by greedy, from the save's own dice, as far as the puzzle says.

use super::{Position, Resolved, Until};
use crate::position;
use steppe_rules::data::sequence::PhaseKind;
use steppe_rules::engine::game::Game;
use steppe_rules::model::tables::SideId;
use steppe_rules::play::battle::answer_all;
use steppe_rules::play::{ApplyFn, Player, Policy, run};
use steppe_rules::state::command::Command;

/// At most this many phases a puzzle is played (every shipped game reaches the enemy's combat
/// phase within a dozen).
const MAX_PHASES: usize = 64;

/// A check judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judged {
    /// The check.
    pub check: Resolved,
    /// Whether it held.
    pub held: bool,
    /// What was found, in words ("Soviet units out of supply: 5, at least 4 wanted").
    pub words: String,
}

/// A puzzle played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// Every check held.
    pub solved: bool,
    /// Each check judged.
    pub checks: Vec<Judged>,
    /// Phases played.
    pub phases: usize,
}

/// A player that ends each phase at once, answering what a battle asks it as greedy would:
/// the baseline of doing nothing.
struct Passer;

impl Player for Passer {
    fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        let mut done = Vec::new();
        answer_all(game, apply, &mut done);
        run(game, apply, Command::EndPhase, &mut done);
        done
    }
}

/// Who plays the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mover {
    /// A player that only ends its phases.
    Pass,
    /// A computer policy.
    Policy(Policy),
    /// The puzzle's known answer: the side's commands as its answer save gives them.
    Answer,
}

/// The seed of the greedy player of the side not to move: the same opponent whatever the
/// player tried and its seed.
const ENEMY_SEED: u64 = 0x005e_ed0f_e4e2;

/// Plays `pos` with `mover` for the side to move, its choices drawn from `seed`, and judges
/// the checks; with the game played (its log the save's and then every command played).
/// `Mover::Answer`: why not, if the puzzle has none or its answer is not the game greedy
/// plays against it (its enemy's phases must be greedy's, command for command).
pub fn play(pos: &Position, mover: Mover, seed: u64) -> Result<(Solved, Game), String> {
    let start = &pos.game;
    let side_to_move = start.phasing_side(&start.state);
    let mut g = start.clone();
    g.without_undo();
    let mut mine: Box<dyn Player> = match mover {
        Mover::Policy(p) => p.player(seed),
        Mover::Pass | Mover::Answer => Box::new(Passer),
    };
    let script: &[Command] = match (mover, &pos.answer) {
        (Mover::Answer, Some(a)) => a,
        (Mover::Answer, None) => return Err(format!("{} has no answer", pos.puzzle.file)),
        _ => &[],
    };
    let mut next = 0;
    let mut enemy = Policy::Greedy.player(ENEMY_SEED);
    let mut apply = |g: &mut Game, c| g.apply(c);
    let mut phases = 0;
    while phases < MAX_PHASES && !g.state.over {
        let side = g.phasing_side(&g.state);
        let (turn, phase) = (g.state.turn, g.state.phase);
        let done = if mover == Mover::Answer {
            let from = next;
            if side == side_to_move {
                // The answer's commands to the end of the phase.
                while next < script.len() {
                    let c = script[next].clone();
                    next += 1;
                    let end = c == Command::EndPhase;
                    apply(&mut g, c).map_err(|e| {
                        format!("{}: its command {} is refused: {e}", pos.puzzle.file, next)
                    })?;
                    if end {
                        break;
                    }
                }
            } else {
                let played = enemy.play_phase(&mut g, &mut apply);
                let n = played.len();
                if script.get(next..next + n) != Some(&played[..]) {
                    return Err(format!(
                        "{}: the answer's commands {}.. are not what greedy plays for the enemy",
                        pos.puzzle.file,
                        next + 1
                    ));
                }
                next += n;
            }
            script[from..next].to_vec()
        } else {
            let player = if side == side_to_move {
                &mut mine
            } else {
                &mut enemy
            };
            player.play_phase(&mut g, &mut apply)
        };
        phases += 1;
        if done.is_empty() && (turn, phase) == (g.state.turn, g.state.phase) {
            // Nothing the player gave was taken: play cannot go on.
            break;
        }
        let combat = g.rules.phases[phase].kind == PhaseKind::Combat;
        let stop = match pos.puzzle.until {
            Until::Phase => true,
            Until::OwnCombat => combat && side == side_to_move,
            Until::EnemyCombat => combat && side != side_to_move,
        };
        if stop {
            break;
        }
    }
    if mover == Mover::Answer && next != script.len() {
        return Err(format!(
            "{}: the answer has {} commands past where the puzzle is judged",
            pos.puzzle.file,
            script.len() - next
        ));
    }
    let checks: Vec<Judged> = pos
        .checks
        .iter()
        .map(|&c| judge(start, &g, side_to_move, c))
        .collect();
    Ok((
        Solved {
            solved: checks.iter().all(|j| j.held),
            checks,
            phases,
        },
        g,
    ))
}

/// `play`'s judgement alone, for a policy (`None`: the side only ends its phases).
pub fn solve(pos: &Position, policy: Option<Policy>, seed: u64) -> Solved {
    let mover = policy.map_or(Mover::Pass, Mover::Policy);
    play(pos, mover, seed)
        .expect("a policy or the pass always plays")
        .0
}

/// A check judged in `g`, reached from `start`, where `mover` was to move.
fn judge(start: &Game, g: &Game, mover: SideId, c: Resolved) -> Judged {
    let name = |s: SideId| g.rules.sides[s as usize].name.clone();
    let (held, words) = match c {
        Resolved::OutOfSupply(s, n) => {
            let k = position::out_of_supply(g, s).len() as u32;
            (
                k >= n,
                format!("{} units out of supply: {k}, at least {n} wanted", name(s)),
            )
        }
        Resolved::Controls(s, h) => {
            let owner = g.state.control[h as usize];
            (
                owner == s,
                format!(
                    "{} is {}'s, {}'s wanted",
                    position::hex_words(g, h),
                    name(owner),
                    name(s)
                ),
            )
        }
        Resolved::StepsLost(s, n) => {
            let k = position::steps_lost(g, s).saturating_sub(position::steps_lost(start, s));
            (
                k <= n,
                format!("{} steps lost: {k}, at most {n} wanted", name(s)),
            )
        }
        Resolved::LoneNextToEnemy(s, n) => {
            let k = position::lone_next_to_enemy(g, s).len() as u32;
            (
                k <= n,
                format!(
                    "{} units alone next to the enemy: {k}, at most {n} wanted",
                    name(s)
                ),
            )
        }
        Resolved::EnemyEliminated(n) => {
            let k: u32 = position::enemies(g, mover)
                .map(|e| {
                    let was = position::eliminated(start, e);
                    position::eliminated(g, e)
                        .into_iter()
                        .filter(|u| !was.contains(u))
                        .count() as u32
                })
                .sum();
            (
                k >= n,
                format!("enemy units eliminated: {k}, at least {n} wanted"),
            )
        }
        Resolved::EnemyStepsLost(n) => {
            let k: u32 = position::enemies(g, mover)
                .map(|e| position::steps_lost(g, e).saturating_sub(position::steps_lost(start, e)))
                .sum();
            (
                k >= n,
                format!("enemy steps lost: {k}, at least {n} wanted"),
            )
        }
        Resolved::ObjectivesHeld(s, n) => {
            let k = position::objectives_held(g, s).len() as u32;
            (
                k >= n,
                format!("{} objectives held: {k}, at least {n} wanted", name(s)),
            )
        }
    };
    Judged {
        check: c,
        held,
        words,
    }
}
