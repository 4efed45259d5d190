//! What a run of `steppe sim` comes to, in words (wins with Wilson intervals, end turns, losses,
//! objectives held by turn), and the `--out` files: one JSON line per game.

use super::{GameResult, Summary};
use std::path::{Path, PathBuf};
use steppe_rules::play::outcome::RESULT_FORMAT;

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
    out.push_str(&battles(s));
    out.push_str(&front(s));
    out.push_str(&super::history::words(s));
    out
}

/// The front-line craft in words: for each side, a game on average with the 95% interval, the
/// battles the enemy fought against it at the enemy's two best columns against a lone unit, its
/// units eliminated out of supply, its hexes of front and those held by one unit alone.
fn front(s: &Summary) -> String {
    if s.front.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "front line, a game on average (95% CI): battles the enemy fought at its two best \
         columns against a lone unit, units eliminated out of supply, hexes of front at the end \
         of a turn (held by one unit alone)",
    );
    if s.front_games < s.games {
        out.push_str(&format!(
            ", over the {} of the {} games whose lines count them",
            s.front_games, s.games
        ));
    }
    out.push_str(":\n");
    let m = |x: &steppe_rules::play::front::Mean, digits: usize| {
        format!(
            "{:.digits$} ({:.digits$}-{:.digits$})",
            x.mean, x.ci95.0, x.ci95.1
        )
    };
    for (side, f) in s.sides.iter().zip(&s.front) {
        out.push_str(&format!(
            "  {}: lone at the best columns {}, pocketed {}, front {} ({} alone)\n",
            side.side,
            m(&f.lone_best, 2),
            m(&f.pocketed, 2),
            m(&f.front, 1),
            m(&f.front_lone, 1)
        ));
    }
    out
}

/// The battles in words: for each side as the attacker, the battles a game and the steps each
/// side lost a battle, in all and at each final odds column.
fn battles(s: &Summary) -> String {
    let rows = steppe_rules::play::battles::rows(&s.battles, s.battle_games, s.sides.len());
    if rows.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "battles a game, by the attacker and the final odds column (steps lost a battle: \
         attacker / defender)",
    );
    if s.battle_games < s.games {
        out.push_str(&format!(
            ", over the {} of the {} games whose lines count them",
            s.battle_games, s.games
        ));
    }
    out.push_str(":\n");
    for r in rows {
        match &r.column {
            None => out.push_str(&format!(
                "  {}: {:.1} ({:.2} / {:.2})\n",
                s.sides[r.side].side, r.per_game, r.attacker_steps, r.defender_steps
            )),
            Some(c) => out.push_str(&format!(
                "    {c:<12} {:>6.1}  ({:.2} / {:.2})\n",
                r.per_game, r.attacker_steps, r.defender_steps
            )),
        }
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

/// How long a run's games took, each on one thread: the games, and each side's decisions (the
/// phases it played in which it did more than end the phase).
#[derive(Debug, Default)]
pub struct Timing {
    /// Seconds each game took.
    pub games: Vec<f64>,
    /// Per side: seconds each decision took.
    pub decisions: Vec<Vec<f64>>,
}

/// The median, 90th percentile and worst of some times (0 for none).
fn spread(times: &[f64]) -> (f64, f64, f64) {
    if times.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    let mut v = times.to_vec();
    v.sort_by(f64::total_cmp);
    let at = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.9), v[v.len() - 1])
}

/// A time in words: milliseconds below a second.
fn took(secs: f64) -> String {
    if secs < 1.0 {
        format!("{:.1} ms", secs * 1000.0)
    } else {
        format!("{secs:.2} s")
    }
}

impl Timing {
    /// One more game: each side's decision times and the game's.
    pub fn add(&mut self, decisions: &[Vec<f64>], game: f64) {
        self.games.push(game);
        if self.decisions.len() < decisions.len() {
            self.decisions.resize(decisions.len(), Vec::new());
        }
        for (all, d) in self.decisions.iter_mut().zip(decisions) {
            all.extend_from_slice(d);
        }
    }

    /// The times in words, after the summary's.
    pub fn words(&self, s: &Summary) -> String {
        let (mean, longest) = self.per_game();
        let mut out = format!(
            "time a game, on one thread: {} on average, {} the longest\n",
            took(mean),
            took(longest)
        );
        out.push_str("thinking time a decision (a phase it played), on one thread:\n");
        for (side, d) in s.sides.iter().zip(&self.decisions) {
            let (median, p90, worst) = spread(d);
            out.push_str(&format!(
                "  {} ({}): median {}, 90% within {}, worst {} ({} decisions)\n",
                side.side,
                side.policy,
                took(median),
                took(p90),
                took(worst),
                d.len()
            ));
        }
        out
    }

    /// The times as `--json` gives them (seconds).
    pub fn json(&self, s: &Summary) -> serde_json::Value {
        let (mean, longest) = self.per_game();
        let sides: Vec<serde_json::Value> = s
            .sides
            .iter()
            .zip(&self.decisions)
            .map(|(side, d)| {
                let (median, p90, worst) = spread(d);
                serde_json::json!({
                    "side": side.side,
                    "policy": side.policy,
                    "decisions": d.len(),
                    "median": median,
                    "p90": p90,
                    "worst": worst,
                })
            })
            .collect();
        serde_json::json!({ "game_mean": mean, "game_longest": longest, "sides": sides })
    }

    fn per_game(&self) -> (f64, f64) {
        let n = self.games.len().max(1) as f64;
        (
            self.games.iter().sum::<f64>() / n,
            self.games.iter().copied().fold(0.0, f64::max),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use steppe_rules::play::outcome::summarise;

    /// A line written before front-line craft was counted still reads (none counted for it),
    /// and writes back the same; the summary's craft is over the games that count it, and says
    /// so.
    #[test]
    fn an_old_line_without_front_line_craft_reads_and_merges() {
        let old = r#"{"format":1,"scenario":"s","sides":["Axis","Soviet"],"policies":["greedy","greedy"],"seed":9,"winners":[1],"end_turn":8,"steps_lost":[3,4],"objectives":[[1,3]]}"#;
        let new = |seed: u64, lone: u32| {
            format!(
                r#"{{"format":1,"scenario":"s","sides":["Axis","Soviet"],"policies":["greedy","greedy"],"seed":{seed},"winners":[0],"end_turn":8,"steps_lost":[3,4],"objectives":[[1,3]],"lone_best":[{lone},0],"pocketed":[1,2],"front":[10.5,11.0],"front_lone":[2.0,4.5]}}"#
            )
        };
        let dir = std::env::temp_dir().join(format!("steppe-front-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        let file = dir.join("old.jsonl");
        std::fs::write(&file, format!("{old}\n{}\n{}\n", new(1, 1), new(2, 3))).expect("written");
        let results = read_results(&[file]).expect("old and new lines read");
        let _ = std::fs::remove_dir_all(&dir);
        let r = results.iter().find(|r| r.seed == 9).expect("the old line");
        assert!(r.lone_best.is_empty() && r.front_counts().is_none());
        assert_eq!(serde_json::to_string(r).expect("writes"), old);
        assert_eq!(
            serde_json::to_string(&results[0]).expect("writes"),
            new(1, 1)
        );
        let s = summarise(&results).expect("games");
        assert_eq!((s.games, s.front_games), (3, 2));
        let axis = &s.front[0];
        assert_eq!(
            (axis.lone_best.mean, axis.pocketed.mean, axis.front.mean),
            (2.0, 1.0, 10.5)
        );
        let words = report(&s);
        assert!(
            words.contains(
                "over the 2 of the 3 games whose lines count them:\n  Axis: lone at \
                 the best columns 2.00 (0.04-3.96), pocketed 1.00 (1.00-1.00), front 10.5 \
                 (10.5-10.5) (2.0 (2.0-2.0) alone)\n"
            ),
            "{words}"
        );
    }

    /// A line of format 2 carries what replays its game (the files' hash, the optional rules
    /// and choices, the final state); it reads, writes back the same, and merges with a line of
    /// format 1 (which carries none); a line of a format newer than this steppe's is refused.
    #[test]
    fn a_format_2_line_reads_and_merges_with_a_format_1_line() {
        let old = r#"{"format":1,"scenario":"s","sides":["Axis","Soviet"],"policies":["greedy","greedy"],"seed":9,"winners":[1],"end_turn":8,"steps_lost":[3,4],"objectives":[[1,3]]}"#;
        let new = r#"{"format":2,"scenario":"s","sides":["Axis","Soviet"],"policies":["greedy","greedy"],"seed":10,"winners":[0],"end_turn":7,"steps_lost":[5,6],"objectives":[[2,2]],"battles":[],"replay":{"content_hash":"4678f580bcb2cc68","options":{"don_river":false},"choices":{"leningrad_pocket":"original"},"from":{"save":"s","state_hash":"00000000000000ff"},"state_hash":"1c413e2fbfecac25"}}"#;
        let dir = std::env::temp_dir().join(format!("steppe-format-2-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        let file = dir.join("mixed.jsonl");
        std::fs::write(&file, format!("{new}\n{old}\n")).expect("written");
        let newer = dir.join("newer.jsonl");
        std::fs::write(&newer, new.replace(r#""format":2"#, r#""format":5"#)).expect("written");
        let results = read_results(std::slice::from_ref(&file)).expect("both formats read");
        let refused = read_results(std::slice::from_ref(&newer));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(RESULT_FORMAT, 4);
        assert_eq!(results.len(), 2);
        assert!(
            results[0].replay.is_none(),
            "format 1 carries no replay fields"
        );
        let r = results[1].replay.as_ref().expect("format 2 carries them");
        assert_eq!(r.state_hash, "1c413e2fbfecac25");
        assert_eq!(
            r.from.as_ref().map(|f| f.state_hash.as_str()),
            Some("00000000000000ff")
        );
        assert_eq!(r.choices["leningrad_pocket"], "original");
        assert_eq!(serde_json::to_string(&results[0]).expect("writes"), old);
        assert_eq!(serde_json::to_string(&results[1]).expect("writes"), new);
        let s = summarise(&results).expect("games");
        assert_eq!((s.games, s.sides[0].wins, s.sides[1].wins), (2, 1, 1));
        assert!(
            refused
                .unwrap_err()
                .contains("format 5 is newer than this steppe reads (4)"),
        );
    }
}
