//! `steppe puzzles [SUITE]`: every puzzle of a suite played by each policy asked for (and by a
//! side that only ends its phases, the baseline), a line per puzzle with who solved it, and
//! "policy: solved K of N" for each.

use super::{Loaded, Mover, load, make_saves, play, search_answers, solve};
use std::path::Path;
use steppe_rules::play::Policy;

/// The suite the repository ships.
pub const SUITE: &str = "tests/fixtures/puzzles/suite.ron";

/// `steppe puzzles`'s command line.
#[derive(Debug, Clone, clap::Args)]
pub struct Args {
    /// The suite (a RON file naming saves beside it).
    #[arg(default_value = SUITE)]
    pub suite: std::path::PathBuf,
    /// The policies, comma-separated (default: every one).
    #[arg(long, default_value = "")]
    pub policy: String,
    /// The seed the players draw their choices from.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write every save again from the recipe the suite gives for it first (after a scenario
    /// or ruleset changed).
    #[arg(long)]
    pub make: bool,
    /// Print what each check found.
    #[arg(long)]
    pub verbose: bool,
    /// First look for the answers the suite names, with each policy but random and seeds 1
    /// to N, and write the first game that solves each as its answer save.
    #[arg(long, value_name = "N")]
    pub search: Option<u64>,
}

/// Runs `steppe puzzles` as its command line asks; the exit code.
pub fn run_args(a: &Args) -> i32 {
    run(&Request {
        suite: &a.suite,
        policies: &a.policy,
        seed: a.seed,
        make: a.make,
        verbose: a.verbose,
        search: a.search,
    })
}

/// What `steppe puzzles` was asked.
pub struct Request<'a> {
    /// The suite file.
    pub suite: &'a Path,
    /// Policies by name, comma-separated ("" for every one).
    pub policies: &'a str,
    /// The seed the players draw their choices from.
    pub seed: u64,
    /// Write every save again from its recipe first.
    pub make: bool,
    /// Print each check's figures.
    pub verbose: bool,
    /// Look for the answers the suite names with seeds 1 to N first.
    pub search: Option<u64>,
}

/// One policy's (or the baseline's) results on a suite: solved or not, puzzle by puzzle.
pub struct Row {
    /// The policy's name ("pass" for the baseline).
    pub name: String,
    /// Per puzzle, in the suite's order.
    pub solved: Vec<super::Solved>,
}

impl Row {
    /// Puzzles solved.
    pub fn count(&self) -> usize {
        self.solved.iter().filter(|s| s.solved).count()
    }
}

/// Every puzzle of `suite` played by the baseline, by its known answer where it has one
/// (the row "answer", if any has), and by each policy.
pub fn rows(suite: &Loaded, policies: &[Policy], seed: u64) -> Vec<Row> {
    let mut rows = vec![Row {
        name: "pass".into(),
        solved: suite.puzzles.iter().map(|p| solve(p, None, seed)).collect(),
    }];
    if suite.puzzles.iter().any(|p| p.answer.is_some()) {
        rows.push(Row {
            name: "answer".into(),
            solved: suite
                .puzzles
                .iter()
                .map(|p| match play(p, Mover::Answer, seed) {
                    Ok((s, _)) => s,
                    Err(_) => super::Solved {
                        solved: false,
                        checks: Vec::new(),
                        phases: 0,
                    },
                })
                .collect(),
        });
    }
    for &policy in policies {
        rows.push(Row {
            name: policy.name().into(),
            solved: suite
                .puzzles
                .iter()
                .map(|p| solve(p, Some(policy), seed))
                .collect(),
        });
    }
    rows
}

/// The table in words: a line per puzzle (its file, a mark per row, its description), then a
/// line per row: "policy: solved K of N".
pub fn table(suite: &Loaded, rows: &[Row], verbose: bool) -> String {
    let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    let mut out = format!("puzzle | {} | description\n", names.join(" | "));
    for (i, p) in suite.puzzles.iter().enumerate() {
        let marks: Vec<&str> = rows
            .iter()
            .map(|r| match (r.solved[i].solved, r.name.as_str()) {
                (true, _) => "yes",
                (false, "answer") if p.answer.is_none() => "",
                _ => "-",
            })
            .collect();
        out.push_str(&format!(
            "{} | {} | {}\n",
            p.puzzle.file,
            marks.join(" | "),
            p.puzzle.description
        ));
        if verbose {
            for r in rows {
                for j in &r.solved[i].checks {
                    out.push_str(&format!(
                        "    {}: {} ({})\n",
                        r.name,
                        j.words,
                        if j.held { "held" } else { "missed" }
                    ));
                }
            }
        }
    }
    for r in rows {
        out.push_str(&format!(
            "{}: solved {} of {}\n",
            r.name,
            r.count(),
            suite.puzzles.len()
        ));
    }
    out
}

/// Runs `steppe puzzles`; the exit code (1: the suite or a save has problems, 2: a bad request).
pub fn run(req: &Request) -> i32 {
    let mut policies = Vec::new();
    for name in req
        .policies
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        match name.parse::<Policy>() {
            Ok(p) => policies.push(p),
            Err(e) => {
                eprintln!("steppe puzzles: {e}");
                return 2;
            }
        }
    }
    if policies.is_empty() {
        policies = Policy::ALL.to_vec();
    }
    if req.make {
        match make_saves(req.suite) {
            Ok(files) => eprintln!("wrote {} saves", files.len()),
            Err(ds) => return crate::report(&ds),
        }
    }
    if let Some(n) = req.search {
        match search_answers(req.suite, n) {
            Ok((files, unsolved)) => {
                eprintln!("wrote {} answers", files.len());
                for u in unsolved {
                    eprintln!("no answer found for {u}");
                }
            }
            Err(ds) => return crate::report(&ds),
        }
    }
    let suite = match load(req.suite) {
        Ok(s) => s,
        Err(ds) => return crate::report(&ds),
    };
    print!(
        "{}",
        table(&suite, &rows(&suite, &policies, req.seed), req.verbose)
    );
    0
}
