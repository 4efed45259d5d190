//! What a computer-played game comes to: [`play`] plays one from a position with a policy per
//! side and says who won, on which turn, the steps each side lost, the objective hexes each
//! side held at the end of each turn and its battles by odds column (`battles`) ([`GameResult`]);
//! [`summarise`] puts many together (wins with Wilson's 95% interval, end turns, losses,
//! objectives by turn, battles). `steppe sim` and the client's what-if window both run games
//! through these.

use crate::engine::game::Game;
use crate::play::battles::{BattleCount, Tally};
use crate::play::front::{Front, FrontCounts, FrontSummary};
use crate::play::interval::Difference;
pub use crate::play::interval::wilson;
use crate::play::replayable::Replay;
use crate::play::{Player, Policy};
use crate::state::{Dice, UnitStatus};
use serde::{Deserialize, Serialize};

/// The version of the `--out` line format this build writes (`GameResult::format`): a stable
/// interface, read by `steppe sim --merge` and by anyone's scripts. A field added keeps the
/// version; a field changed or taken out raises it. 2: every line carries `replay`, what is
/// needed to play the very game again.
pub const RESULT_FORMAT: u32 = 2;

/// One game's result: a line of `--out`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    /// The line format's version (`RESULT_FORMAT`; lines written before it had one are 1).
    #[serde(default = "first_format")]
    pub format: u32,
    /// The scenario played, as the run names it (`steppe sim`: its file path).
    pub scenario: String,
    /// The sides' names, in the ruleset's order.
    pub sides: Vec<String>,
    /// Each side's policy.
    pub policies: Vec<String>,
    /// The game's dice seed.
    pub seed: u64,
    /// The sides (indices) that met a victory condition.
    pub winners: Vec<usize>,
    /// The turn the game ended on (or stopped at, if it ran into the phase limit).
    pub end_turn: u32,
    /// Steps each side lost (an eliminated unit all its steps).
    pub steps_lost: Vec<u32>,
    /// At the end of each turn played: the objective hexes (every victory condition's) each
    /// side controlled.
    pub objectives: Vec<Vec<u32>>,
    /// The game's battles, by the attacking side and final odds column, with the steps each
    /// side lost in them (None: a line written before they were counted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battles: Option<Vec<BattleCount>>,
    /// Per side: battles the enemy fought against it at the enemy's two best columns against a
    /// lone unit (as the attack was declared; the columns: `play::front`). Empty, like the three
    /// below: a line written before it was counted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lone_best: Vec<u32>,
    /// Per side: its units eliminated while out of supply (pocketed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pocketed: Vec<u32>,
    /// Per side: hexes holding its units next to a hex holding an enemy unit, at the end of each
    /// turn played (where `objectives` is taken), on average.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub front: Vec<f64>,
    /// Per side: of those hexes of front, the ones it holds with one unit alone, on average.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub front_lone: Vec<f64>,
    /// What, with the scenario, seed and policies, replays the game exactly (format 2 on;
    /// `None`: a line of format 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replay: Option<Replay>,
}

impl GameResult {
    /// The game's front-line craft, if its line counts it (for every side).
    pub fn front_counts(&self) -> Option<FrontCounts> {
        let n = self.sides.len();
        let (a, b, c, d) = (
            &self.lone_best,
            &self.pocketed,
            &self.front,
            &self.front_lone,
        );
        (a.len() == n && b.len() == n && c.len() == n && d.len() == n).then(|| FrontCounts {
            lone_best: a.clone(),
            pocketed: b.clone(),
            front: c.clone(),
            front_lone: d.clone(),
        })
    }
}

fn first_format() -> u32 {
    1
}

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
        .map(|(s, p)| p.player(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (s as u64 + 1)))
        .collect();
    let hexes = objective_hexes(&g.scenario);
    let mut objectives = Vec::new();
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
        format: RESULT_FORMAT,
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
        replay: Some(Replay::of(&g)),
    };
    (result, thinking, g)
}

/// What a run's results come to.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    /// The scenario played, as the results name it.
    pub scenario: String,
    /// Games played.
    pub games: usize,
    /// The lowest and highest seed.
    pub seeds: (u64, u64),
    /// Each side's wins and losses, in the ruleset's order.
    pub sides: Vec<SideSummary>,
    /// Games no side won.
    pub no_winner: usize,
    /// The turn the games ended on, on average.
    pub average_end_turn: f64,
    /// For each turn: the average objective hexes each side held at its end (over the games
    /// that reached it).
    pub objectives_by_turn: Vec<Vec<f64>>,
    /// Every game's battles summed, by the attacking side and final odds column.
    pub battles: Vec<BattleCount>,
    /// The games whose battles were counted (lines written before they were, merged with
    /// newer ones, count none).
    pub battle_games: usize,
    /// Each side's front-line craft (`play::front`), in the ruleset's order, over the games
    /// whose lines count it.
    pub front: Vec<FrontSummary>,
    /// The games whose front-line craft was counted.
    pub front_games: usize,
}

impl Summary {
    /// Each side's win rate now less its win rate in `before`, with the difference's 95%
    /// interval (`interval::Difference`), in the ruleset's order; empty if either run played
    /// no game.
    pub fn differences(&self, before: &Summary) -> Vec<Difference> {
        self.sides
            .iter()
            .zip(&before.sides)
            .filter_map(|(now, then)| Difference::of(now.wins, self.games, then.wins, before.games))
            .collect()
    }
}

/// One side's results over a run of games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SideSummary {
    /// The side's name.
    pub side: String,
    /// Its policy (policies joined with "+" if the games differ).
    pub policy: String,
    /// Games it won.
    pub wins: usize,
    /// Its share of the games won.
    pub win_rate: f64,
    /// 95% confidence interval of the win rate.
    pub ci95: (f64, f64),
    /// Steps it lost per game, on average.
    pub average_steps_lost: f64,
}

impl SideSummary {
    /// "Axis (greedy): 12 wins, 12.0% (95% CI 7.0%-19.8%), 40.1 steps lost on average".
    pub fn line(&self) -> String {
        format!(
            "{} ({}): {} wins, {:.1}% (95% CI {:.1}%-{:.1}%), {:.1} steps lost on average",
            self.side,
            self.policy,
            self.wins,
            100.0 * self.win_rate,
            100.0 * self.ci95.0,
            100.0 * self.ci95.1,
            self.average_steps_lost
        )
    }
}

/// What many games' results come to; an error if they are of different scenarios or sides.
pub fn summarise(results: &[GameResult]) -> Result<Summary, String> {
    let first = results.first().ok_or("no games to summarise")?;
    if let Some(r) = results
        .iter()
        .find(|r| r.sides != first.sides || r.scenario != first.scenario)
    {
        return Err(format!(
            "games of different scenarios: {} and {} (seed {})",
            first.scenario, r.scenario, r.seed
        ));
    }
    let n = results.len();
    let sides = (0..first.sides.len())
        .map(|s| {
            let wins = results.iter().filter(|r| r.winners.contains(&s)).count();
            let (rate, lo, hi) = wilson(wins, n);
            let mut policies: Vec<&str> = results.iter().map(|r| r.policies[s].as_str()).collect();
            policies.sort_unstable();
            policies.dedup();
            SideSummary {
                side: first.sides[s].clone(),
                policy: policies.join("+"),
                wins,
                win_rate: rate,
                ci95: (lo, hi),
                average_steps_lost: results
                    .iter()
                    .map(|r| f64::from(r.steps_lost[s]))
                    .sum::<f64>()
                    / n as f64,
            }
        })
        .collect();
    let turns = results
        .iter()
        .map(|r| r.objectives.len())
        .max()
        .unwrap_or(0);
    let objectives_by_turn = (0..turns)
        .map(|t| {
            let reached: Vec<&Vec<u32>> =
                results.iter().filter_map(|r| r.objectives.get(t)).collect();
            (0..first.sides.len())
                .map(|s| {
                    reached.iter().map(|h| f64::from(h[s])).sum::<f64>() / reached.len() as f64
                })
                .collect()
        })
        .collect();
    let craft: Vec<FrontCounts> = results
        .iter()
        .filter_map(GameResult::front_counts)
        .collect();
    Ok(Summary {
        scenario: first.scenario.clone(),
        games: n,
        seeds: (
            results.iter().map(|r| r.seed).min().unwrap_or(0),
            results.iter().map(|r| r.seed).max().unwrap_or(0),
        ),
        sides,
        no_winner: results.iter().filter(|r| r.winners.is_empty()).count(),
        average_end_turn: results.iter().map(|r| f64::from(r.end_turn)).sum::<f64>() / n as f64,
        objectives_by_turn,
        battles: crate::play::battles::sum(results.iter().filter_map(|r| r.battles.as_deref())),
        battle_games: results.iter().filter(|r| r.battles.is_some()).count(),
        front: crate::play::front::summarise(&craft, first.sides.len()),
        front_games: craft.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(seed: u64, winner: usize) -> GameResult {
        GameResult {
            format: RESULT_FORMAT,
            scenario: "s".into(),
            sides: vec!["Axis".into(), "Soviet".into()],
            policies: vec!["greedy".into(), "greedy".into()],
            seed,
            winners: vec![winner],
            end_turn: 8,
            steps_lost: vec![3, 4],
            objectives: vec![vec![1, 3]],
            battles: Some(Vec::new()),
            lone_best: vec![1, 2],
            pocketed: vec![0, 3],
            front: vec![10.5, 11.0],
            front_lone: vec![2.0, 4.5],
            replay: None,
        }
    }

    /// 50 of 100 against 35 of 100: the Wilson intervals (40-60% and 26-45%) overlap, yet
    /// the difference's interval leaves 0 out, either way round; 50 against 45 does not.
    #[test]
    fn each_side_s_difference_says_whether_it_is_a_change() {
        let run = |axis_wins: u64| {
            let r: Vec<GameResult> = (0..100)
                .map(|i| result(i, usize::from(i >= axis_wins)))
                .collect();
            summarise(&r).expect("games")
        };
        let (half, third, near) = (run(50), run(35), run(45));
        assert!(third.sides[0].ci95.1 > half.sides[0].ci95.0, "they overlap");
        let d = third.differences(&half);
        assert_eq!(d.len(), 2);
        assert!((d[0].diff + 0.15).abs() < 1e-9 && (d[1].diff - 0.15).abs() < 1e-9);
        assert!(d.iter().all(Difference::shown), "{d:?}");
        assert!(half.differences(&third).iter().all(Difference::shown));
        assert!(near.differences(&half).iter().all(|d| !d.shown()));
        assert!(
            half.differences(&half)
                .iter()
                .all(|d| !d.shown() && d.diff == 0.0)
        );
    }
}
