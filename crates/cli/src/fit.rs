//! `steppe fit RULESET_OR_SCENARIOS...`: fits a ruleset's position evaluation to self-play
//! games (Texel tuning) and writes its weights file (`<ruleset>.eval.ron` beside the ruleset).
//! A ruleset named stands for its shipped scenarios (those beside its folder that name it).
//! Each scenario plays `--games` games from seed `--seed` on (`play::eval::selfplay`: greedy
//! against greedy with a noise of their own, one in four the planner against greedy); the
//! features of each side at the end of every turn are fitted to the result that side came to
//! (`play::eval::fit`), every fifth game held out to judge the fit. The seeds are a fitting
//! range, never the measuring seeds 1 to 10,000; the same command writes the same file,
//! whatever `--jobs` is.

use std::path::{Path, PathBuf};
use steppe_files::{FileKind, catalog, evaluation_path, file_kind, load_scenario, read};
use steppe_rules::engine::game::Game;
use steppe_rules::play::eval::fit::{Sample, accuracy, auc, fit, log_loss};
use steppe_rules::play::eval::selfplay::{self, Recorded};
use steppe_rules::play::eval::{self, Evaluation, FEATURES, FitFigures};

/// The measuring seeds, which fitting never uses.
pub const MEASURING: std::ops::RangeInclusive<u64> = 1..=10_000;

/// Every how many games one is held out.
const HOLD_OUT_EVERY: u64 = 5;

/// What `steppe fit` is asked.
#[derive(Debug, Clone, clap::Args)]
pub struct Args {
    /// Rulesets (each standing for its shipped scenarios) or scenarios to play.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Games to play on each scenario (every fifth held out to judge the fit).
    #[arg(long, default_value_t = 200)]
    pub games: u32,
    /// Game i rolls its dice from seed SEED + i: a fitting range, never the measuring seeds
    /// 1 to 10,000.
    #[arg(long, default_value_t = 1_000_000)]
    pub seed: u64,
    /// The L2 penalty on the weights.
    #[arg(long, default_value_t = 0.001)]
    pub l2: f64,
    /// The file to write (default: the ruleset's `<ruleset>.eval.ron`; needed when the
    /// scenarios are of several rulesets).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Threads (default 1; the file is the same whatever it is).
    #[arg(long)]
    pub jobs: Option<usize>,
}

/// The positions of the games played: those fitted to, those held out, and the games held out.
#[derive(Default)]
struct Played {
    train: Vec<Sample>,
    held: Vec<Sample>,
    held_games: Vec<Recorded>,
}

/// One scenario to play: its path as named and the game at its start.
struct Scenario {
    name: String,
    start: Game,
    ruleset_path: PathBuf,
}

/// Runs `steppe fit`; the exit code (1 for files with problems, 2 for a bad request).
pub fn run(req: &Args) -> i32 {
    match fit_and_write(req) {
        Ok(()) => 0,
        Err((code, e)) => {
            eprintln!("steppe fit: {e}");
            code
        }
    }
}

fn fit_and_write(req: &Args) -> Result<(), (i32, String)> {
    let bad = |e: String| (2, e);
    if req.games == 0 {
        return Err(bad("--games 0 fits nothing: give 1 or more".into()));
    }
    let scenarios = scenarios(&req.files).map_err(|e| (1, e))?;
    let total = u64::from(req.games) * scenarios.len() as u64;
    let last = req
        .seed
        .checked_add(total - 1)
        .ok_or_else(|| bad(format!("--seed {} runs past the last seed", req.seed)))?;
    if req.seed <= *MEASURING.end() && last >= *MEASURING.start() {
        return Err(bad(format!(
            "seeds {}-{last} overlap the measuring seeds {}-{}: fit on others (e.g. --seed 1000000)",
            req.seed,
            MEASURING.start(),
            MEASURING.end()
        )));
    }
    let mut rulesets: Vec<&PathBuf> = scenarios.iter().map(|s| &s.ruleset_path).collect();
    rulesets.sort();
    rulesets.dedup();
    let name = if rulesets.len() == 1 {
        stem(rulesets[0])
    } else {
        "default".to_string()
    };
    let out = match (&req.out, rulesets.len()) {
        (Some(o), _) => o.clone(),
        (None, 1) => evaluation_path(rulesets[0]),
        (None, _) => {
            return Err(bad(
                "the scenarios are of several rulesets: name the file to write (--out)".into(),
            ));
        }
    };
    println!(
        "steppe fit: ruleset \"{name}\", {} scenario(s), {} games each, seeds {}-{last}, every {HOLD_OUT_EVERY}th game held out, L2 {}",
        scenarios.len(),
        req.games,
        req.seed,
        req.l2
    );
    let mut played = Played::default();
    for (k, sc) in scenarios.iter().enumerate() {
        let first = req.seed + k as u64 * u64::from(req.games);
        play_scenario(sc, first, req, &mut played).map_err(bad)?;
    }
    let Played {
        train,
        held,
        held_games,
    } = played;
    let zeros = vec![0.0; FEATURES.len()];
    let (w, b) = fit(&train, req.l2);
    let figures = FitFigures {
        positions: train.len() as u32,
        log_loss_before: log_loss(&zeros, 0.0, &train),
        log_loss_after: log_loss(&w, b, &train),
        held_out_positions: held.len() as u32,
        held_out_log_loss_before: log_loss(&zeros, 0.0, &held),
        held_out_log_loss_after: log_loss(&w, b, &held),
        held_out_accuracy: accuracy(&w, b, &held),
        l2: req.l2,
    };
    let end_auc = end_positions_auc(&w, b, &held_games);
    println!(
        "  fitted to {} positions: log-loss {:.4} -> {:.4} (all weights 0 -> fitted)",
        figures.positions, figures.log_loss_before, figures.log_loss_after
    );
    println!(
        "  held out, {} positions of {} games: log-loss {:.4} -> {:.4}, accuracy {:.1}%, end positions won above lost (AUC) {:.3}",
        figures.held_out_positions,
        held_games.len(),
        figures.held_out_log_loss_before,
        figures.held_out_log_loss_after,
        100.0 * figures.held_out_accuracy,
        end_auc
    );
    for (f, x) in FEATURES.iter().zip(&w) {
        println!("    {f:22} {x:+.4}");
    }
    println!("    {:22} {b:+.4}", "(bias)");
    let evaluation = Evaluation {
        ruleset: name,
        features: FEATURES.iter().map(ToString::to_string).collect(),
        weights: w,
        bias: b,
        fitted_by: command(req),
        games: total as u32,
        seeds: (req.seed, last),
        fit: figures,
    };
    let text = eval::write(&evaluation);
    steppe_files::write_atomic(&out, &text)
        .map_err(|e| (1, format!("cannot write {}: {e}", out.display())))?;
    println!("  wrote {}", out.display());
    Ok(())
}

/// Plays `req.games` games of one scenario from seed `first` on, prints what they came to and
/// adds their positions to `played` (every fifth game's to those held out).
fn play_scenario(sc: &Scenario, first: u64, req: &Args, played: &mut Played) -> Result<(), String> {
    let games = play_all(&sc.start, first, req.games, req.jobs)?;
    let sides = sc.start.rules.sides.len();
    let mut wins = vec![0usize; sides];
    let mut planner = 0;
    let mut positions = 0;
    for (i, g) in games.into_iter().enumerate() {
        for &w in &g.winners {
            wins[w] += 1;
        }
        planner += usize::from(g.players.iter().any(|p| p == "planner"));
        positions += g.samples.iter().map(Vec::len).sum::<usize>();
        if i as u64 % HOLD_OUT_EVERY == HOLD_OUT_EVERY - 1 {
            played.held.extend(g.samples.iter().flatten().cloned());
            played.held_games.push(g);
        } else {
            played.train.extend(g.samples.into_iter().flatten());
        }
    }
    let words: Vec<String> = sc
        .start
        .rules
        .sides
        .iter()
        .zip(&wins)
        .map(|(s, w)| format!("{} {w}", s.name))
        .collect();
    println!(
        "  {}: {} games (seeds {first}-{}; {planner} with the planner), wins: {}, no winner {}; {positions} positions",
        sc.name,
        req.games,
        first + u64::from(req.games) - 1,
        words.join(", "),
        req.games as usize - wins.iter().sum::<usize>().min(req.games as usize)
    );
    Ok(())
}

/// The command that makes the same file (`--jobs` changes nothing in it).
fn command(req: &Args) -> String {
    let files: Vec<String> = req.files.iter().map(|f| f.display().to_string()).collect();
    let mut c = format!(
        "steppe fit {} --games {} --seed {} --l2 {}",
        files.join(" "),
        req.games,
        req.seed,
        req.l2
    );
    if let Some(o) = &req.out {
        c.push_str(&format!(" --out {}", o.display()));
    }
    c
}

/// A ruleset file's name without `.ron`.
fn stem(path: &Path) -> String {
    path.file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
}

/// The scenarios the files name: a scenario itself, a ruleset its shipped scenarios (the
/// scenario files in the folder above its own that are played with it), in order, each once.
fn scenarios(files: &[PathBuf]) -> Result<Vec<Scenario>, String> {
    let mut paths: Vec<PathBuf> = Vec::new();
    for f in files {
        let text = read(f).map_err(|d| d.to_string())?;
        match file_kind(&text) {
            Some(FileKind::Scenario) => paths.push(f.clone()),
            Some(FileKind::Ruleset) => {
                let want = f
                    .canonicalize()
                    .map_err(|e| format!("{}: {e}", f.display()))?;
                let dir = f
                    .parent()
                    .and_then(Path::parent)
                    .unwrap_or(Path::new("."))
                    .to_path_buf();
                let found: Vec<PathBuf> = catalog::scan(std::slice::from_ref(&dir))
                    .into_iter()
                    .filter(|e| {
                        e.loaded.as_ref().is_ok_and(|l| {
                            l.loaded.ruleset_path.canonicalize().ok().as_ref() == Some(&want)
                        })
                    })
                    .map(|e| e.path)
                    .collect();
                if found.is_empty() {
                    return Err(format!(
                        "no scenario in {} is played with {}: name scenarios instead",
                        dir.display(),
                        f.display()
                    ));
                }
                let mut found = found;
                found.sort();
                paths.extend(found);
            }
            _ => {
                return Err(format!(
                    "{}: name rulesets or scenarios to fit to",
                    f.display()
                ));
            }
        }
    }
    let mut out: Vec<Scenario> = Vec::new();
    for p in paths {
        if out.iter().any(|s| Path::new(&s.name) == p) {
            continue;
        }
        let l = load_scenario(&p).map_err(|d| d.to_string())?;
        out.push(Scenario {
            name: p.display().to_string(),
            start: Game::new(l.ruleset.clone(), l.scenario.clone(), 1),
            ruleset_path: l.ruleset_path.canonicalize().unwrap_or(l.ruleset_path),
        });
    }
    Ok(out)
}

/// `games` fitting games from seed `first` on, on `jobs` threads (default 1), in seed order.
fn play_all(
    start: &Game,
    first: u64,
    games: u32,
    jobs: Option<usize>,
) -> Result<Vec<Recorded>, String> {
    use rayon::prelude::*;
    let jobs = jobs.unwrap_or(1);
    if jobs == 0 {
        return Err("--jobs 0 plays no game: give 1 or more threads".into());
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| e.to_string())?;
    Ok(pool.install(|| {
        (0..u64::from(games))
            .into_par_iter()
            .map(|i| selfplay::play(start, first + i))
            .collect()
    }))
}

/// Of the held-out games, how often a side's end position that won scores above one that lost
/// (the area under the ROC curve over every such pair).
fn end_positions_auc(w: &[f64], b: f64, games: &[Recorded]) -> f64 {
    let score = |x: &[f64]| b + w.iter().zip(x).map(|(a, c)| a * c).sum::<f64>();
    let mut won = Vec::new();
    let mut lost = Vec::new();
    for g in games {
        for s in &g.samples {
            if let Some(last) = s.last() {
                if last.y == 1.0 {
                    won.push(score(&last.x));
                } else if last.y == 0.0 {
                    lost.push(score(&last.x));
                }
            }
        }
    }
    auc(&won, &lost)
}
