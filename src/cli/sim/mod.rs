//! `steppe sim`: many games from a scenario's set-up (or a save's position) between computer
//! players, in parallel across cores, to see whether an opening works: each side's wins with a
//! 95% confidence interval, the turn games end on, the steps each side lost, and the objective
//! hexes each side held at the end of each turn. `--out` writes one JSON line per game, so runs
//! on several machines (seed ranges) can be put together with `steppe sim --merge`.
//!
//! Game `i` of a run with `--seed S` rolls its dice from seed `S + i` and its players draw from
//! seeds derived from it: a run gives the same results whatever `--jobs` is. One game and what many
//! come to are `rules::play::outcome`'s; the words and the result files are in `summary`.

use crate::rules::engine::game::Game;
pub use crate::rules::play::Policy;
pub use crate::rules::play::outcome::{GameResult, SideSummary, Summary, play, summarise, wilson};
use std::path::{Path, PathBuf};

mod summary;
use summary::write_results;
pub use summary::{read_results, report};

/// What `steppe sim` was asked.
pub struct Request<'a> {
    pub file: Option<&'a Path>,
    pub from: Option<&'a Path>,
    pub games: u32,
    pub policies: [&'a str; 2],
    pub seed: u64,
    pub jobs: Option<usize>,
    pub json: bool,
    pub out: Option<&'a Path>,
    pub merge: &'a [PathBuf],
    /// Optional rules and choices (`--option`, `--choice`).
    pub rules: &'a crate::rules::engine::rule_choices::RuleChoices,
}

/// Runs `steppe sim`; the exit code (1 for a file with problems, 2 for a bad request).
pub fn run(req: &Request) -> i32 {
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
        match play_many(&start, &name, &policies, req.seed, req.games, req.jobs) {
            Ok(r) => r,
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
        println!(
            "{}",
            serde_json::to_string(&summary).expect("a summary serialises")
        );
    } else {
        print!("{}", report(&summary));
    }
    0
}

/// `games` games in parallel on `jobs` threads (default: every core), with a progress bar on a
/// terminal; the results in seed order.
fn play_many(
    start: &Game,
    name: &str,
    policies: &[Policy],
    seed: u64,
    games: u32,
    jobs: Option<usize>,
) -> Result<Vec<GameResult>, String> {
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
                let r = play(start, name, policies, seed.wrapping_add(i));
                bar.inc(1);
                r
            })
            .collect::<Vec<_>>()
    });
    bar.finish_and_clear();
    Ok(results)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_policies_are_named() {
        assert_eq!("random".parse::<Policy>(), Ok(Policy::Random));
        let e = "clever".parse::<Policy>().unwrap_err();
        assert!(e.contains("\"clever\"") && e.contains("random"), "{e}");
    }
}
