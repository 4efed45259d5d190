//! What a computer-played game comes to: [`play`] plays one from a position with a policy per
//! side and says who won, on which turn, the steps each side lost, the objective hexes each
//! side held at the end of each turn, its battles by odds column (`battles`) and the turn each
//! of the scenario's milestones happened (`milestones`) ([`GameResult`]);
//! [`summarise`] puts many together (`play::results`: wins with Wilson's 95% interval, end
//! turns, losses, objectives by turn, battles). `steppe sim` and the client's what-if window
//! both run games through these.

use crate::engine::game::Game;
use crate::play::battles::Tally;
use crate::play::front::Front;
pub use crate::play::interval::wilson;
use crate::play::replayable::Replay;
pub use crate::play::results::{
    GameResult, RESULT_FORMAT, SideSummary, Summary, median_game, summarise,
};
use crate::play::{Player, Policy};
use crate::state::{Dice, UnitStatus};

/// At most this many phases a game (a safety net: every shipped game ends long before).
const MAX_PHASES: usize = 20_000;

/// The objective hexes each side controls now.
fn held(g: &Game, hexes: &[u32]) -> Vec<u32> {
    let mut out = vec![0; g.rules.sides.len()];
    for &h in hexes {
        out[g.state.control[h as usize] as usize] += 1;
    }
    out
}

/// Every hex any victory condition names, once each, in order.
pub fn objective_hexes(scenario: &crate::model::tables::Scenario) -> Vec<u32> {
    let mut hexes: Vec<u32> = scenario
        .victory
        .iter()
        .flat_map(|v| v.hexes.iter().copied())
        .collect();
    hexes.sort_unstable();
    hexes.dedup();
    hexes
}

/// Plays one game from `start`, its dice and players seeded from `seed`.
pub fn play(start: &Game, name: &str, policies: &[Policy], seed: u64) -> GameResult {
    play_timed(start, name, policies, seed, &mut || 0.0).0
}

/// `play`, with each side's thinking time per decision in seconds: every phase it played in
/// which it did more than end the phase (a phase with nothing to decide is no decision).
/// The rules have no clock: `seconds` is the caller's, read before and after each phase (any
/// origin; on the thread that plays the game). The game played does not depend on it.
pub fn play_timed(
    start: &Game,
    name: &str,
    policies: &[Policy],
    seed: u64,
    seconds: &mut dyn FnMut() -> f64,
) -> (GameResult, Vec<Vec<f64>>) {
    let (result, thinking, _) = play_game(start, name, policies, seed, seconds);
    (result, thinking)
}

/// `play_timed`, with the game as it ended: its log, from `start`'s own commands on, is the
/// game's whole record (`steppe sim --save-games` writes it as a save; the game is dropped
/// as soon as it is, so a run keeps no more than a game a thread).
pub fn play_game(
    start: &Game,
    name: &str,
    policies: &[Policy],
    seed: u64,
    seconds: &mut dyn FnMut() -> f64,
) -> (GameResult, Vec<Vec<f64>>, Game) {
    play_game_as(RESULT_FORMAT, start, name, policies, seed, seconds)
}

/// `play_game` as the version that wrote `--out` lines of `format` played it (the players of
/// that format: `Policy::player_of_format`), so that a line is played again as it was; the
/// result says that format.
pub fn play_game_as(
    format: u32,
    start: &Game,
    name: &str,
    policies: &[Policy],
    seed: u64,
    seconds: &mut dyn FnMut() -> f64,
) -> (GameResult, Vec<Vec<f64>>, Game) {
    let mut g = start.clone();
    g.without_undo();
    if start.log.is_empty() && start.state.dice.rolls == 0 {
        // The scenario's set-up: the game is the one set up with this seed.
        g.seed = seed;
        g.state.dice = Dice::new(seed);
    } else {
        // A position reached with its own dice: from here, this game's (a save says so).
        g.reseed(seed);
    }
    let mut players: Vec<Box<dyn Player>> = policies
        .iter()
        .enumerate()
        .map(|(s, p)| {
            p.player_of_format(
                seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (s as u64 + 1),
                format,
            )
        })
        .collect();
    let hexes = objective_hexes(&g.scenario);
    let mut objectives = Vec::new();
    let mut milestones = crate::play::milestones::Watch::new(&g);
    let mut turn = g.state.turn;
    let mut thinking = vec![Vec::new(); policies.len()];
    let mut tally = Tally::default();
    // (Read by the closure as each command is applied, and at the end of each turn below.)
    let front = std::cell::RefCell::new(Front::new(&g));
    let mut apply = |g: &mut Game, c| {
        front.borrow_mut().before(g, &c);
        let r = g.apply(c);
        if let Ok(events) = &r {
            tally.read(g, events);
            front.borrow_mut().read(g, events);
        }
        r
    };
    // A position in the middle of a battle: its questions answered first.
    crate::play::battle::answer_all(&mut g, &mut apply, &mut Vec::new());
    for _ in 0..MAX_PHASES {
        if g.state.over {
            break;
        }
        let side = g.phasing_side(&g.state) as usize;
        let before = seconds();
        let done = players[side].play_phase(&mut g, &mut apply);
        if done.len() > 1 {
            thinking[side].push(seconds() - before);
        }
        if g.state.turn != turn || g.state.over {
            objectives.push(held(&g, &hexes));
            milestones.turn_ended(&g, turn);
            front.borrow_mut().turn_ended(&g);
            turn = g.state.turn;
        }
    }
    let mut steps_lost = vec![0; g.rules.sides.len()];
    for (i, u) in g.state.units.iter().enumerate() {
        let def = &g.scenario.units[i];
        steps_lost[def.side as usize] += match u.status() {
            UnitStatus::Eliminated => def.steps.len() as u32,
            _ => u.losses,
        };
    }
    let mut winners: Vec<usize> = g.state.winners.iter().map(|(s, _)| *s as usize).collect();
    winners.sort_unstable();
    winners.dedup();
    let craft = front.into_inner().counts();
    let result = GameResult {
        format,
        scenario: name.to_string(),
        sides: g.rules.sides.iter().map(|s| s.name.clone()).collect(),
        policies: policies.iter().map(|p| p.name().to_string()).collect(),
        seed,
        winners,
        end_turn: g.state.turn,
        steps_lost,
        objectives,
        battles: Some(tally.counts()),
        lone_best: craft.lone_best,
        pocketed: craft.pocketed,
        front: craft.front,
        front_lone: craft.front_lone,
        milestones: milestones.met(),
        replay: Some(Replay::of(&g)),
    };
    (result, thinking, g)
}
