//! What a run of `steppe sim` comes to, in words (wins with Wilson intervals, end turns, losses,
//! objectives held by turn), and the `--out` files: one JSON line per game.

use super::{GameResult, Summary};
use crate::rules::play::outcome::RESULT_FORMAT;
use std::path::{Path, PathBuf};

/// The summary in words.
pub fn report(s: &Summary) -> String {
    let mut out = format!(
        "{}: {} games, seeds {}..={}\n",
        s.scenario, s.games, s.seeds.0, s.seeds.1
    );
    for side in &s.sides {
        out.push_str(&side.line());
        out.push('\n');
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
            if r.format > RESULT_FORMAT {
                return Err(format!(
                    "{}:{}:1: format {} is newer than this steppe reads ({RESULT_FORMAT})",
                    p.display(),
                    i + 1,
                    r.format
                ));
            }
            out.push((r, p, i + 1));
        }
    }
    out.sort_by_key(|(r, _, _)| r.seed);
    // A game twice (a shard merged twice, or two runs from the same seed) would count twice.
    for w in out.windows(2) {
        let ((a, pa, la), (b, pb, lb)) = (&w[0], &w[1]);
        if a.seed == b.seed {
            return Err(format!(
                "{}:{lb}:1: seed {} was played already ({}:{la}): each game once, so a merge is \
                 the single run's result",
                pb.display(),
                b.seed,
                pa.display()
            ));
        }
        if a.policies != b.policies {
            return Err(format!(
                "{}:{lb}:1: policies {} where {}:{la} has {}: merge the shards of one run",
                pb.display(),
                b.policies.join("/"),
                pa.display(),
                a.policies.join("/")
            ));
        }
    }
    Ok(out.into_iter().map(|(r, _, _)| r).collect())
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
