//! A computer game's result ([`GameResult`], a line of `steppe sim --out`: `play::outcome`
//! plays the game) and what many come to ([`summarise`]): each side's wins with Wilson's 95%
//! interval, end turns, losses, objectives held by turn, battles and front-line craft; and how a
//! run's win rates differ from another's. `steppe sim`, what-if and Balance report them.

use crate::play::battles::BattleCount;
use crate::play::front::{FrontCounts, FrontSummary};
use crate::play::interval::{Difference, wilson};
use crate::play::milestones::{MilestoneMet, MilestonesSummary};
use crate::play::replayable::Replay;
use serde::{Deserialize, Serialize};

/// The version of the `--out` line format this build writes (`GameResult::format`): a stable
/// interface, read by `steppe sim --merge` and by anyone's scripts. A field added keeps the
/// version; a field changed or taken out raises it. 2: every line carries `replay`, what is
/// needed to play the very game again. 3: a line of a scenario with milestones carries, for
/// each, when it happened (`milestones`). 4: the random player draws its hexes from a bounded
/// search and hex by hex (`play::random::Draw::Near`), every legal hex still possible, instead of
/// from the list of every legal hex: its games of a seed are other games (a line of format 3 or
/// less is played again with the older draw, `Policy::player_of_format`).
pub const RESULT_FORMAT: u32 = 4;

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
    /// Each of the scenario's milestones and the turn it happened in this game (format 3 on;
    /// empty: a scenario without milestones, or an older line).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub milestones: Vec<MilestoneMet>,
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
    /// The course against history: each milestone's share of games and median turn against
    /// its historical turn (None: the scenario has none, or no line measured them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub milestones: Option<MilestonesSummary>,
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

/// The seed of the game whose end turn is the run's median (the lower of the two middle ones;
/// among games ending that turn, the lowest seed): the game a designer looks at first (the
/// what-if and Balance lists mark it; `steppe preview --turns` draws it).
pub fn median_game(results: &[GameResult]) -> Option<u64> {
    let mut by_end: Vec<(u32, u64)> = results.iter().map(|r| (r.end_turn, r.seed)).collect();
    by_end.sort_unstable();
    let mid = by_end.len().checked_sub(1)? / 2;
    Some(by_end[mid].1)
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
        milestones: crate::play::milestones::summarise(
            &results
                .iter()
                .map(|r| r.milestones.as_slice())
                .collect::<Vec<_>>(),
        ),
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
            milestones: Vec::new(),
            replay: None,
        }
    }

    /// The median game by end turn: the lower middle one, the lowest seed among equals.
    #[test]
    fn the_median_game_is_the_middle_end_turn() {
        let r = |seed: u64, end_turn: u32| GameResult {
            end_turn,
            ..result(seed, 0)
        };
        assert_eq!(median_game(&[]), None);
        assert_eq!(median_game(&[r(1, 5)]), Some(1));
        assert_eq!(median_game(&[r(1, 9), r(2, 3), r(3, 5)]), Some(3));
        assert_eq!(median_game(&[r(1, 9), r(2, 3), r(3, 5), r(4, 5)]), Some(3));
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
