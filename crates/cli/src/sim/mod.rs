//! `steppe sim`: many games from a scenario's set-up (or a save's position) between computer
//! players, in parallel across cores, to see whether an opening works: each side's wins with a
//! 95% confidence interval, the turn games end on, the steps each side lost, and the objective
//! hexes each side held at the end of each turn, and each of the scenario's milestones against
//! history (`history`). `--out` writes one JSON line per game, so runs
//! on several machines (seed ranges) can be put together with `steppe sim --merge`.
//!
//! Game `i` of a run with `--seed S` rolls its dice from seed `S + i` and its players draw from
//! seeds derived from it: a run gives the same results whatever `--jobs` is. One game and what many
//! come to are `rules::play::outcome`'s; the words and the result files are in `summary`.

use std::path::{Path, PathBuf};
use steppe_files::Loaded;
use steppe_rules::engine::game::Game;
pub use steppe_rules::play::Policy;
use steppe_rules::play::outcome::play_game;
pub use steppe_rules::play::outcome::{GameResult, SideSummary, Summary, play, summarise, wilson};

mod history;
mod regame;
mod summary;
pub use regame::read_line;
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
    /// `--save-games DIR`: each game played written there as a save.
    pub save_games: Option<&'a Path>,
    /// `--replay FILE --line N`: the game of that `--out` line played again (and saved).
    pub replay: Option<(&'a Path, usize)>,
}

/// Runs `steppe sim`; the exit code (1 for a file with problems, 2 for a bad request).
pub fn run(req: &Request) -> i32 {
    if req.shard.is_some() && !req.merge.is_empty() {
        eprintln!(
            "steppe sim: --shard plays a part of a run, --merge puts the parts together: one or the other"
        );
        return 2;
    }
    if req.save_games.is_some() && !req.merge.is_empty() {
        eprintln!(
            "steppe sim: --save-games writes games as they are played, and a merge plays none: \
             --replay OUT --line N --save-games DIR writes the game of one line"
        );
        return 2;
    }
    if let Some((file, line)) = req.replay {
        return regame::run(file, line, req.save_games);
    }
    // How long the games took (a run's own games; a merge has none to time).
    let mut timing: Option<Timing> = None;
    let results = if req.merge.is_empty() {
        match play_run(req) {
            Ok((r, t)) => {
                timing = Some(t);
                r
            }
            Err(code) => return code,
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

/// The games a run plays (not a merge), and how long they took; the exit code if it cannot.
fn play_run(req: &Request) -> Result<(Vec<GameResult>, Timing), i32> {
    let Some(path) = req.from.or(req.file) else {
        eprintln!("steppe sim: name a scenario, a save (--from), or --merge result files");
        return Err(2);
    };
    let (start, loaded) =
        match steppe_files::open(path, 1, req.rules, steppe_files::ChangedFiles::Refuse) {
            Ok(o) => (o.game, o.loaded),
            Err(e) => return Err(e.report()),
        };
    let mut policies = Vec::new();
    for p in req.policies {
        match p.parse::<Policy>() {
            Ok(p) => policies.push(p),
            Err(e) => {
                eprintln!("steppe sim: {e}");
                return Err(2);
            }
        }
    }
    if start.rules.sides.len() != policies.len() {
        eprintln!(
            "steppe sim: the ruleset has {} sides; --axis and --soviet name the policies of two",
            start.rules.sides.len()
        );
        return Err(2);
    }
    let name = path.display().to_string();
    let (first, games) = match req.shard.map(shard).transpose() {
        Ok(None) => (0, req.games),
        Ok(Some((i, n))) => shard_range(req.games, i, n),
        Err(e) => {
            eprintln!("steppe sim: {e}");
            return Err(2);
        }
    };
    let Some(seed) = req.seed.checked_add(u64::from(first)) else {
        eprintln!("steppe sim: --seed {} runs past the last seed", req.seed);
        return Err(2);
    };
    let from = req.from.map(|_| name.as_str());
    let run = Run {
        start: &start,
        loaded: &loaded,
        name: &name,
        from,
        policies: &policies,
        save_games: req.save_games,
    };
    play_many(&run, seed, games, req.jobs).map_err(|(code, e)| {
        eprintln!("steppe sim: {e}");
        code
    })
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

/// What every game of a run is played from and with.
struct Run<'a> {
    start: &'a Game,
    loaded: &'a Loaded,
    /// The file played from, as the run names it.
    name: &'a str,
    /// The same, when it is a save (`--from`).
    from: Option<&'a str>,
    policies: &'a [Policy],
    save_games: Option<&'a Path>,
}

impl Run<'_> {
    /// Game `seed`, its result stamped with what replays it and, with `--save-games`, written
    /// as a save as soon as it ends (the game then dropped); `seconds` as `play_timed`'s.
    fn play(
        &self,
        seed: u64,
        seconds: &mut dyn FnMut() -> f64,
    ) -> Result<(GameResult, Vec<Vec<f64>>), String> {
        let (mut r, thinking, game) =
            play_game(self.start, self.name, self.policies, seed, seconds);
        steppe_files::regame::stamp(&mut r, self.loaded, self.from.map(|f| (f, self.start)));
        if let Some(dir) = self.save_games {
            steppe_files::regame::write_game(dir, &r, &game, self.loaded)?;
        }
        Ok((r, thinking))
    }
}

/// `games` games in parallel on `jobs` threads (default: every core), with a progress bar on a
/// terminal; the results in seed order, and how long they took.
fn play_many(
    run: &Run,
    seed: u64,
    games: u32,
    jobs: Option<usize>,
) -> Result<(Vec<GameResult>, Timing), (i32, String)> {
    use rayon::prelude::*;
    if jobs == Some(0) {
        return Err((
            2,
            "--jobs 0 plays no game: give 1 or more threads (or leave it out: every core)".into(),
        ));
    }
    // More threads than cores only share the same cores.
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let jobs = jobs.map_or(cores, |j| j.min(cores));
    if seed.checked_add(u64::from(games.max(1)) - 1).is_none() {
        return Err((
            2,
            format!(
                "--seed {seed} with {games} games runs past the last seed ({}): take a smaller seed",
                u64::MAX
            ),
        ));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| (2, e.to_string()))?;
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
                let played = run.play(seed.wrapping_add(i), &mut seconds);
                let took = clock.elapsed().as_secs_f64();
                bar.inc(1);
                played.map(|(r, thinking)| (r, thinking, took))
            })
            .collect::<Result<Vec<_>, String>>()
    });
    bar.finish_and_clear();
    // (A game that could not be written: a file problem.)
    let results = results.map_err(|e| (1, e))?;
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
