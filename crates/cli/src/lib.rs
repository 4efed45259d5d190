//! The headless `steppe` commands over the rules core.

pub mod check;
pub mod edit;
pub mod fit;
pub mod odds;
pub mod position;
pub mod preview;
pub mod puzzles;
pub mod reach;
pub mod replay;
pub mod sim;
pub mod suggest;
pub mod turn;

pub use replay::replay_summary;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use steppe_rules::engine::rule_choices::RuleChoices;

#[derive(Debug, Parser)]
#[command(
    name = "steppe",
    version,
    about = "East Front hex-and-counter wargames, rules enforced, from RON files"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Scenario or saved game to open in the window at once (without it, the window opens on
    /// the New game screen).
    #[arg(long)]
    pub scenario: Option<PathBuf>,
    /// The dice seed of a new game in the window (default: a new seed each game; a save keeps
    /// its game's seed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Who plays the first side (Axis, German) in the window: human, or the computer with a
    /// policy (random, greedy, planner, general).
    #[arg(long, default_value = "human")]
    pub axis: String,
    /// Who plays the second side (Soviet) in the window: human, or a policy.
    #[arg(long, default_value = "human")]
    pub soviet: String,
    /// How fast the computer's commands are shown: slow, normal (0.6 s each), fast, instant.
    #[arg(long, default_value = "normal")]
    pub pace: String,
    /// Optional rules and scenario choices of the game --scenario starts.
    #[command(flatten)]
    pub rules: RuleArgs,
    /// The shipped data folder (holding scenarios/ with its rulesets/), instead of the one
    /// found (see Folders below).
    #[arg(long, global = true, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
}

/// The command line read, with the folders steppe uses found first, so that `--version` and
/// `--help` say them: the shipped data (from `--data-dir`, read ahead of the rest) and the
/// user's. `--help`, `--version` and a malformed line end the process as clap does; a
/// `--data-dir` or `$STEPPE_SHARE_DIR` naming a folder without the data is said, and exit code
/// 2.
pub fn parse_args(args: Vec<std::ffi::OsString>) -> Cli {
    use clap::{CommandFactory, FromArgMatches};
    use steppe_files::folders;
    let search = folders::init(data_dir_flag(&args).as_deref());
    let report = folders::report(search, &folders::User::here());
    // clap keeps a version as a `&'static str`; the folders are known only now, once a run.
    let version: &'static str =
        Box::leak(format!("{}\n{report}", env!("CARGO_PKG_VERSION")).into_boxed_str());
    let matches = Cli::command()
        .long_version(version)
        .after_long_help(report.clone())
        .after_help(report)
        .get_matches_from(args);
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    if let Err(e) = search {
        eprintln!("steppe: {e}");
        std::process::exit(2);
    }
    cli
}

/// `--data-dir DIR` or `--data-dir=DIR` anywhere before a `--`, the last one given.
fn data_dir_flag(args: &[std::ffi::OsString]) -> Option<PathBuf> {
    let mut found = None;
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        let Some(a) = a.to_str() else { continue };
        if a == "--" {
            break;
        }
        if a == "--data-dir" {
            found = it.next().map(PathBuf::from);
        } else if let Some(v) = a.strip_prefix("--data-dir=") {
            found = Some(PathBuf::from(v));
        }
    }
    found
}

/// A side's seat in the window: `human` (a person, `None`) or a computer policy.
pub fn seat(s: &str) -> Result<Option<steppe_rules::play::Policy>, String> {
    if s == "human" {
        return Ok(None);
    }
    s.parse()
        .map(Some)
        .map_err(|e: String| format!("{e}, or human"))
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Validate ruleset, scenario and save files; print every problem as file:line:col: message.
    Check {
        /// Ruleset, scenario and save files (a scenario checks the ruleset it names too).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Change a scenario's set-up in its own file: only the values edited change, every
    /// comment and line around them stays; the result is checked before it is written.
    Edit {
        /// The scenario file to edit in place.
        file: PathBuf,
        #[command(flatten)]
        asked: edit::Asked,
    },
    /// Write a new scenario from nothing: a map of clear terrain, no units, one objective in
    /// the middle; the ruleset copied beside it. It opens for editing in set-up mode (F2).
    New {
        /// The scenario's name (its file is named after it).
        name: String,
        /// The ruleset file it is played with (e.g. scenarios/rulesets/gpw.ron).
        #[arg(long)]
        ruleset: PathBuf,
        /// Columns and rows of hexes, as WIDTHxHEIGHT (each 2 to 99).
        #[arg(long, default_value = "30x20")]
        size: String,
        /// The folder to write it in.
        #[arg(long, default_value = ".")]
        dir: PathBuf,
    },
    /// Every hex a unit can reach this phase, with its MP cost and where it must stop.
    Reach {
        /// A scenario (its opening position) or a save (the position it reached).
        file: PathBuf,
        /// The unit's id, as in the scenario file.
        #[arg(long)]
        unit: String,
        /// Weather for this phase, to see what snow or mud would do (a weather id of the ruleset).
        #[arg(long)]
        weather: Option<String>,
        /// Advance to this phase first by ending phases (a phase id, e.g. axis_panzer).
        #[arg(long)]
        phase: Option<String>,
        #[command(flatten)]
        rules: RuleArgs,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// A planned battle: odds breakdown, final column, exact probability of every result and outcome.
    Odds {
        /// A scenario (its opening position) or a save (the position it reached).
        file: PathBuf,
        /// Attacking unit ids, comma-separated.
        #[arg(long)]
        attackers: String,
        /// The defender's hex (printed number or place name).
        #[arg(long)]
        defender: String,
        /// Combat weather for the turn instead of the calendar's (a weather id: snow, mud).
        #[arg(long)]
        weather: Option<String>,
        /// Air units committed to the attack (rules with air support).
        #[arg(long, default_value_t = 0)]
        air: u32,
        #[command(flatten)]
        rules: RuleArgs,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// What a computer player would play for the side to act in a save's position (or a
    /// scenario's opening): each command in words, each attack's exact forecast, and what the
    /// position comes to after them (objectives, enemy units out of supply, own units alone
    /// next to the enemy).
    Suggest(suggest::Args),
    /// Positions with a known answer: every puzzle of a suite played by each policy, who
    /// solved which, and "policy: solved K of N".
    Puzzles(puzzles::report::Args),
    /// Replay a save: final turn, phase and state hash.
    Replay {
        /// The saved game.
        save: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Many games between computer players from a scenario (or a save's position), in parallel:
    /// win rates with 95% confidence intervals, the turn games end, losses, objectives held.
    Sim {
        /// A scenario or a save (not needed with --from or --merge).
        file: Option<PathBuf>,
        /// Play from this save's position instead.
        #[arg(long)]
        from: Option<PathBuf>,
        /// How many games to play.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// The first side's policy (Axis, German): random, greedy, planner or general.
        #[arg(long, default_value = "random")]
        axis: String,
        /// The second side's policy (Soviet): random, greedy, planner or general.
        #[arg(long, default_value = "random")]
        soviet: String,
        /// Game i rolls its dice from seed SEED + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads (default: every core).
        #[arg(long)]
        jobs: Option<usize>,
        /// Play only the I-th of N equal seed ranges of the run (I from 0 to N-1), e.g. a Slurm
        /// array task (--shard $SLURM_ARRAY_TASK_ID/N) or a Kubernetes indexed Job
        /// ($JOB_COMPLETION_INDEX/N); --merge the shards' --out files for the whole run.
        #[arg(long, value_name = "I/N")]
        shard: Option<String>,
        #[command(flatten)]
        rules: RuleArgs,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Write one JSON line per game here.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Summarise these --out files (runs on several machines) instead of playing.
        #[arg(long, num_args = 1..)]
        merge: Vec<PathBuf>,
        /// Write each game played as a save in this folder (made if missing), named by
        /// scenario, seed, policies, winner and end turn, e.g.
        /// gpw_barbarossa-seed3-greedy-v-greedy-soviet-t8.ron; the games are the same.
        #[arg(long, value_name = "DIR")]
        save_games: Option<PathBuf>,
        /// Play again the game of one line of this --out file (with --line), check that it
        /// ends as the line says, and with --save-games write it as a save.
        #[arg(long, value_name = "OUT", requires = "line")]
        replay: Option<PathBuf>,
        /// The line of --replay's file (from 1).
        #[arg(long, value_name = "N", requires = "replay")]
        line: Option<usize>,
    },
    /// Turn files of games played by e-mail: check one (who sent it, which turn, whether it
    /// would be accepted) or send a save's turn.
    #[command(subcommand)]
    Turn(turn::Turn),
    /// Fit a ruleset's position evaluation to self-play games (Texel tuning) and write its
    /// weights file (`<ruleset>.eval.ron` beside the ruleset), printing the games, the seeds
    /// and the fit's error before and after, on games held out too.
    Fit(fit::Args),
    /// A picture of a scenario's set-up (or a save's position): map, units, names and legend,
    /// written as a PNG without opening a window.
    #[cfg(feature = "client")]
    Preview(preview::Args),
}

/// `steppe new`: the path written (exit 0), or why not (1; 2 for a size that is not WxH).
fn new_scenario(name: &str, ruleset: &std::path::Path, size: &str, dir: &std::path::Path) -> i32 {
    let Some((w, h)) = size
        .split_once(['x', 'X'])
        .and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)))
    else {
        eprintln!("steppe new: --size {size}: write columns x rows, e.g. 30x20");
        return 2;
    };
    match steppe_files::blank::new_scenario(dir, ruleset, name, w, h) {
        Ok(path) => {
            println!("{}", path.display());
            0
        }
        Err(e) => {
            eprintln!("steppe new: {e}");
            1
        }
    }
}

/// Each file as given, or the shipped file of its name
/// ([`steppe_files::folders::given_or_shipped`]).
fn each_given_or_shipped(files: &[PathBuf]) -> Vec<PathBuf> {
    files
        .iter()
        .map(|f| steppe_files::folders::given_or_shipped(f))
        .collect()
}

/// Runs a headless command; returns the process exit code. A scenario or save named by a
/// relative path that is not there is looked for among the shipped files
/// ([`steppe_files::folders::given_or_shipped`]): `steppe check gpw_barbarossa.ron` works from
/// any folder.
pub fn run(cmd: Command) -> i32 {
    use steppe_files::folders::given_or_shipped as shipped;
    match cmd {
        Command::Check { files } => check::run(&each_given_or_shipped(&files)),
        Command::New {
            name,
            ruleset,
            size,
            dir,
        } => new_scenario(&name, &shipped(&ruleset), &size, &dir),
        Command::Edit { file, asked } => edit::run(&file, &asked),
        Command::Reach {
            file,
            unit,
            weather,
            phase,
            rules,
            json,
        } => match rules.parse() {
            Ok(rc) => reach::run(
                &shipped(&file),
                &unit,
                weather.as_deref(),
                phase.as_deref(),
                &rc,
                json,
            ),
            Err(code) => code,
        },
        Command::Replay { save, json } => replay::run(&save, json),
        Command::Suggest(mut a) => {
            a.file = shipped(&a.file);
            suggest::run_args(&a)
        }
        Command::Puzzles(a) => puzzles::report::run_args(&a),
        Command::Sim {
            file,
            from,
            games,
            axis,
            soviet,
            seed,
            jobs,
            shard,
            rules,
            json,
            out,
            merge,
            save_games,
            replay,
            line,
        } => {
            let rules = match rules.parse() {
                Ok(rc) => rc,
                Err(code) => return code,
            };
            let file = file.map(|f| shipped(&f));
            sim::run(&sim::Request {
                file: file.as_deref(),
                from: from.as_deref(),
                games,
                policies: [&axis, &soviet],
                seed,
                jobs,
                shard: shard.as_deref(),
                json,
                out: out.as_deref(),
                merge: &merge,
                rules: &rules,
                save_games: save_games.as_deref(),
                replay: replay.as_deref().zip(line),
            })
        }
        Command::Fit(args) => fit::run(&args),
        Command::Turn(t) => turn::run(&t),
        #[cfg(feature = "client")]
        Command::Preview(a) => preview::run(&a),
        Command::Odds {
            file,
            attackers,
            defender,
            weather,
            air,
            rules,
            json,
        } => match rules.parse() {
            Ok(rc) => odds::run(
                &shipped(&file),
                &attackers,
                &defender,
                odds::WhatIf {
                    weather: weather.as_deref(),
                    air,
                    rules: &rc,
                },
                json,
            ),
            Err(code) => code,
        },
    }
}

/// Opens a scenario (a new game, seed 1, with `--option` and `--choice`) or a save (replayed;
/// its optional rules are its own) for a headless command: [`steppe_files::open`]. Problems are
/// printed; the error is the exit code (1: the file, 2: the request).
pub fn open_with(
    path: &std::path::Path,
    asked: &RuleChoices,
) -> Result<steppe_rules::engine::game::Game, i32> {
    steppe_files::open(path, 1, asked, steppe_files::ChangedFiles::Refuse)
        .map(|o| o.game)
        .map_err(|e| e.report())
}

/// `--option` and `--choice`, shared by the commands that play or judge a position.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct RuleArgs {
    /// Put an optional rule of the ruleset in force for this game: ID, or ID=off to leave it
    /// out (e.g. --option don_river). Repeat for several.
    #[arg(long = "option", value_name = "ID[=on|off]")]
    pub options: Vec<String>,
    /// Pick a value of a scenario choice of the ruleset: ID=VALUE (e.g. --choice
    /// leningrad_pocket=variant). Repeat for several.
    #[arg(long = "choice", value_name = "ID=VALUE")]
    pub choices: Vec<String>,
}

impl RuleArgs {
    /// The parsed settings; a malformed one is printed and is exit code 2.
    pub fn parse(&self) -> Result<RuleChoices, i32> {
        RuleChoices::parse(&self.options, &self.choices).map_err(|e| {
            eprintln!("steppe: {e}");
            2
        })
    }
}

/// Prints diagnostics to stderr; exit code 1.
pub fn report(ds: &steppe_rules::load::source::Diagnostics) -> i32 {
    for d in &ds.0 {
        eprintln!("{d}");
    }
    1
}
