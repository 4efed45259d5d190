//! `steppe sim`: many games from a scenario's set-up (or a save's position) between computer
//! players, in parallel across cores, to see whether an opening works: each side's wins with a
//! 95% confidence interval, the turn games end on, the steps each side lost, and the objective
//! hexes each side held at the end of each turn. `--out` writes one JSON line per game, so runs
//! on several machines (seed ranges) can be put together with `steppe sim --merge`.
//!
//! Game `i` of a run with `--seed S` rolls its dice from seed `S + i` and its players draw from
//! seeds derived from it: a run gives the same results whatever `--jobs` is. One game and what many
//! come to are `rules::play::outcome`'s; the words and the result files are in `summary`.

use std::path::{Path, PathBuf};
use steppe_rules::engine::game::Game;
pub use steppe_rules::play::Policy;
use steppe_rules::play::outcome::play_timed;
pub use steppe_rules::play::outcome::{GameResult, SideSummary, Summary, play, summarise, wilson};

mod summary;
use summary::write_results;
pub use summary::{Timing, read_results, report};

/// What `steppe sim` was asked.
pub struct Request<'a> {
    pub file: Option<&'a Path>,
    pub from: Option<&'a Path>,
    pub games: u32,
    pub policies: [&'a str; 2],
    pub seed: u64,
    pub jobs: Option<usize>,
    /// `--shard I/N`: only the I-th (from 0) of N equal seed ranges of the run.
    pub shard: Option<&'a str>,
    pub json: bool,
    pub out: Option<&'a Path>,
    pub merge: &'a [PathBuf],
    /// Optional rules and choices (`--option`, `--choice`).
    pub rules: &'a steppe_rules::engine::rule_choices::RuleChoices,
}

/// Runs `steppe sim`; the exit code (1 for a file with problems, 2 for a bad request).
pub fn run(req: &Request) -> i32 {
    if req.shard.is_some() && !req.merge.is_empty() {
        eprintln!(
            "steppe sim: --shard plays a part of a run, --merge puts the parts together: one or the other"
        );
        return 2;
    }
    // How long the games took (a run's own games; a merge has none to time).
    let mut timing: Option<Timing> = None;
    let results = if req.merge.is_empty() {
        let Some(path) = req.from.or(req.file) else {
            eprintln!("steppe sim: name a scenario, a save (--from), or --merge result files");
            return 2;
        };
        let start = match super::open_with(path, req.rules) {
            Ok(g) => g,
            Err(code) => return code,
        };
        let mut policies = Vec::new();
        for p in req.policies {
            match p.parse::<Policy>() {
                Ok(p) => policies.push(p),
                Err(e) => {
                    eprintln!("steppe sim: {e}");
                    return 2;
                }
            }
        }
        if start.rules.sides.len() != policies.len() {
            eprintln!(
                "steppe sim: the ruleset has {} sides; --axis and --soviet name the policies of two",
                start.rules.sides.len()
            );
            return 2;
        }
        let name = path.display().to_string();
        let (first, games) = match req.shard.map(shard).transpose() {
            Ok(None) => (0, req.games),
            Ok(Some((i, n))) => shard_range(req.games, i, n),
            Err(e) => {
                eprintln!("steppe sim: {e}");
                return 2;
            }
        };
        let Some(seed) = req.seed.checked_add(u64::from(first)) else {
            eprintln!("steppe sim: --seed {} runs past the last seed", req.seed);
            return 2;
        };
        match play_many(&start, &name, &policies, seed, games, req.jobs) {
            Ok((r, t)) => {
                timing = Some(t);
                r
            }
            Err(e) => {
                eprintln!("steppe sim: {e}");
                return 2;
            }
        }
    } else {
        match read_results(req.merge) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{e}");
                return 1;
            }
        }
    };
    if let Some(out) = req.out
        && let Err(e) = write_results(out, &results)
    {
        eprintln!("{e}");
        return 1;
    }
    let summary = match summarise(&results) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("steppe sim: {e}");
            return 1;
        }
    };
    if req.json {
        let mut v = serde_json::to_value(&summary).expect("a summary serialises");
        if let (Some(t), Some(o)) = (&timing, v.as_object_mut()) {
            o.insert("timing".into(), t.json(&summary));
        }
        println!("{v}");
    } else {
        print!("{}", report(&summary));
        if let Some(t) = &timing {
            print!("{}", t.words(&summary));
        }
    }
    0
}

/// `--shard I/N` read: I from 0 to N-1.
fn shard(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("--shard {text}: write I/N, the I-th (from 0) of N shards, e.g. 0/4");
    let (i, n) = text.split_once('/').ok_or_else(bad)?;
    let (i, n): (u32, u32) = (
        i.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if n == 0 || i >= n {
        return Err(format!(
            "--shard {text}: shard {i} of {n} does not exist (shards 0 to {} of {n})",
            n.saturating_sub(1)
        ));
    }
    Ok((i, n))
}

/// The games of shard `i` of `n` of a run of `games`: (its first game's index, how many). The
/// shards of a run are equal to a game and together play each of its games once.
pub fn shard_range(games: u32, i: u32, n: u32) -> (u32, u32) {
    let at = |k: u32| (u64::from(games) * u64::from(k) / u64::from(n)) as u32;
    (at(i), at(i + 1) - at(i))
}

/// `games` games in parallel on `jobs` threads (default: every core), with a progress bar on a
/// terminal; the results in seed order, and how long they took.
fn play_many(
    start: &Game,
    name: &str,
    policies: &[Policy],
    seed: u64,
    games: u32,
    jobs: Option<usize>,
) -> Result<(Vec<GameResult>, Timing), String> {
    use rayon::prelude::*;
    if jobs == Some(0) {
        return Err(
            "--jobs 0 plays no game: give 1 or more threads (or leave it out: every core)".into(),
        );
    }
    // More threads than cores only share the same cores.
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let jobs = jobs.map_or(cores, |j| j.min(cores));
    if seed.checked_add(u64::from(games.max(1)) - 1).is_none() {
        return Err(format!(
            "--seed {seed} with {games} games runs past the last seed ({}): take a smaller seed",
            u64::MAX
        ));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| e.to_string())?;
    let bar = indicatif::ProgressBar::new(u64::from(games));
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{bar:40} {pos}/{len} games, {per_sec}, {eta} left",
        )
        .expect("a valid template"),
    );
    let results = pool.install(|| {
        (0..u64::from(games))
            .into_par_iter()
            .map(|i| {
                let clock = std::time::Instant::now();
                let mut seconds = || clock.elapsed().as_secs_f64();
                let (r, thinking) =
                    play_timed(start, name, policies, seed.wrapping_add(i), &mut seconds);
                let took = clock.elapsed().as_secs_f64();
                bar.inc(1);
                (r, thinking, took)
            })
            .collect::<Vec<_>>()
    });
    bar.finish_and_clear();
    let mut timing = Timing::default();
    let mut out = Vec::with_capacity(results.len());
    for (r, thinking, took) in results {
        timing.add(&thinking, took);
        out.push(r);
    }
    Ok((out, timing))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_split_a_run_into_equal_seed_ranges_that_cover_it_once() {
        for (games, n) in [(200, 4), (10, 3), (5, 8), (1000, 7)] {
            let ranges: Vec<(u32, u32)> = (0..n).map(|i| shard_range(games, i, n)).collect();
            let mut next = 0;
            for &(first, k) in &ranges {
                assert_eq!(first, next, "{games} games in {n}: {ranges:?}");
                assert!(k == games / n || k == games / n + 1, "{ranges:?}");
                next += k;
            }
            assert_eq!(next, games);
        }
        assert_eq!(shard("3/4"), Ok((3, 4)));
        assert!(shard("4/4").unwrap_err().contains("shards 0 to 3 of 4"));
        assert!(shard("0/0").is_err());
        assert!(shard("two").unwrap_err().contains("I/N"));
    }

    #[test]
    fn unknown_policies_are_named() {
        assert_eq!("random".parse::<Policy>(), Ok(Policy::Random));
        let e = "clever".parse::<Policy>().unwrap_err();
        assert!(e.contains("\"clever\"") && e.contains("random"), "{e}");
    }
}
