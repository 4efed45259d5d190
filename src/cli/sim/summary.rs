//! What a run of `steppe sim` comes to (wins with Wilson intervals, end turns, losses, objectives
//! held by turn), in words or JSON, and the `--out` files: one JSON line per game.

use super::GameResult;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// A share with its 95% confidence interval (Wilson's score interval), as fractions.
pub fn wilson(wins: usize, n: usize) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 0.0);
    }
    let (wins, n) = (wins as f64, n as f64);
    let z = 1.959_963_984_540_054_f64;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    // Exact ends when no game or every game was won (no rounding just off 0 or 1).
    let lo = if wins == 0.0 {
        0.0
    } else {
        (centre - half).max(0.0)
    };
    let hi = if wins == n {
        1.0
    } else {
        (centre + half).min(1.0)
    };
    (p, lo, hi)
}

/// What a run's results come to.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    pub scenario: String,
    pub games: usize,
    pub seeds: (u64, u64),
    pub sides: Vec<SideSummary>,
    /// Games no side won.
    pub no_winner: usize,
    pub average_end_turn: f64,
    /// For each turn: the average objective hexes each side held at its end (over the games
    /// that reached it).
    pub objectives_by_turn: Vec<Vec<f64>>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SideSummary {
    pub side: String,
    pub policy: String,
    pub wins: usize,
    pub win_rate: f64,
    /// 95% confidence interval of the win rate.
    pub ci95: (f64, f64),
    pub average_steps_lost: f64,
}

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
    })
}

/// The summary in words.
pub fn report(s: &Summary) -> String {
    let mut out = format!(
        "{}: {} games, seeds {}..={}\n",
        s.scenario, s.games, s.seeds.0, s.seeds.1
    );
    for side in &s.sides {
        out.push_str(&format!(
            "{} ({}): {} wins, {:.1}% (95% CI {:.1}%-{:.1}%), {:.1} steps lost on average\n",
            side.side,
            side.policy,
            side.wins,
            100.0 * side.win_rate,
            100.0 * side.ci95.0,
            100.0 * side.ci95.1,
            side.average_steps_lost
        ));
    }
    out.push_str(&format!(
        "no winner: {}\nthe games ended on turn {:.1} on average\n",
        s.no_winner, s.average_end_turn
    ));
    let names: Vec<&str> = s.sides.iter().map(|x| x.side.as_str()).collect();
    out.push_str(&format!(
        "objective hexes held at the end of each turn ({}):\n",
        names.join(" / ")
    ));
    for (t, held) in s.objectives_by_turn.iter().enumerate() {
        let v: Vec<String> = held.iter().map(|h| format!("{h:.1}")).collect();
        out.push_str(&format!("  turn {}: {}\n", t + 1, v.join(" / ")));
    }
    out
}

/// Reads `--out` files: one game a line.
pub fn read_results(paths: &[PathBuf]) -> Result<Vec<GameResult>, String> {
    let mut out = Vec::new();
    for p in paths {
        let text =
            std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))?;
        for (i, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let r: GameResult = serde_json::from_str(line)
                .map_err(|e| format!("{}:{}:{}: {e}", p.display(), i + 1, e.column()))?;
            out.push(r);
        }
    }
    out.sort_by_key(|r| r.seed);
    Ok(out)
}

/// Writes one JSON line per game, atomically.
pub(super) fn write_results(path: &Path, results: &[GameResult]) -> Result<(), String> {
    let mut text = String::new();
    for r in results {
        text.push_str(&serde_json::to_string(r).map_err(|e| e.to_string())?);
        text.push('\n');
    }
    let tmp = path.with_extension("jsonl.tmp");
    std::fs::write(&tmp, text)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_match_the_textbook() {
        let (p, lo, hi) = wilson(50, 100);
        assert!((p - 0.5).abs() < 1e-12);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (_, lo, hi) = wilson(0, 20);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.1611).abs() < 1e-3, "{hi}");
        assert_eq!(wilson(0, 0), (0.0, 0.0, 0.0));
    }
}
