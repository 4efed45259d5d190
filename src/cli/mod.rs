//! The headless `steppe` commands over the rules core.

pub mod check;
pub mod odds;
pub mod reach;
pub mod replay;
pub mod sim;

pub use replay::replay_summary;

use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(
    name = "steppe",
    version,
    about = "East Front hex-and-counter wargames, rules enforced, from RON files"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Scenario or saved game to open in the window (when no subcommand is given).
    #[arg(long, global = true)]
    pub scenario: Option<PathBuf>,
    /// The dice seed of a new game in the window (default: a new seed each game; a save keeps
    /// its game's seed).
    #[arg(long, global = true)]
    pub seed: Option<u64>,
    /// Who plays the first side (Axis, German) in the window: human, or the computer with a
    /// policy (random, greedy, planner).
    #[arg(long, default_value = "human")]
    pub axis: String,
    /// Who plays the second side (Soviet) in the window: human, or a policy.
    #[arg(long, default_value = "human")]
    pub soviet: String,
    /// How fast the computer's commands are shown: slow, normal (0.6 s each), fast, instant.
    #[arg(long, default_value = "normal")]
    pub pace: String,
}

/// A side's seat in the window: `human` (a person, `None`) or a computer policy.
pub fn seat(s: &str) -> Result<Option<crate::rules::play::Policy>, String> {
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
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Every hex a unit can reach this phase, with its MP cost and where it must stop.
    Reach {
        /// A scenario (its opening position) or a save (the position it reached).
        file: PathBuf,
        #[arg(long)]
        unit: String,
        /// Weather for this phase, to see what snow or mud would do (a weather id of the ruleset).
        #[arg(long)]
        weather: Option<String>,
        /// Advance to this phase first by ending phases (a phase id, e.g. axis_panzer).
        #[arg(long)]
        phase: Option<String>,
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
        #[arg(long)]
        json: bool,
    },
    /// Replay a save: final turn, phase and state hash.
    Replay {
        save: PathBuf,
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
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// The first side's policy (Axis, German): random.
        #[arg(long, default_value = "random")]
        axis: String,
        /// The second side's policy (Soviet): random.
        #[arg(long, default_value = "random")]
        soviet: String,
        /// Game i rolls its dice from seed SEED + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads (default: every core).
        #[arg(long)]
        jobs: Option<usize>,
        #[arg(long)]
        json: bool,
        /// Write one JSON line per game here.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Summarise these --out files (runs on several machines) instead of playing.
        #[arg(long, num_args = 1..)]
        merge: Vec<PathBuf>,
    },
    /// A picture of a scenario's set-up (or a save's position): map, units, names and legend,
    /// written as a PNG without opening a window.
    #[cfg(feature = "client")]
    Preview {
        /// A scenario or a save.
        file: PathBuf,
        /// The PNG to write.
        #[arg(short, long)]
        out: PathBuf,
        /// The picture's longest side at most, in pixels (a big map is drawn smaller).
        #[arg(long, default_value_t = crate::client::preview::MAX_SIDE)]
        max_side: u32,
    },
}

/// Runs a headless command; returns the process exit code.
pub fn run(cmd: Command) -> i32 {
    match cmd {
        Command::Check { files } => check::run(&files),
        Command::Reach {
            file,
            unit,
            weather,
            phase,
            json,
        } => reach::run(&file, &unit, weather.as_deref(), phase.as_deref(), json),
        Command::Replay { save, json } => replay::run(&save, json),
        Command::Sim {
            file,
            from,
            games,
            axis,
            soviet,
            seed,
            jobs,
            json,
            out,
            merge,
        } => sim::run(&sim::Request {
            file: file.as_deref(),
            from: from.as_deref(),
            games,
            policies: [&axis, &soviet],
            seed,
            jobs,
            json,
            out: out.as_deref(),
            merge: &merge,
        }),
        #[cfg(feature = "client")]
        Command::Preview {
            file,
            out,
            max_side,
        } => crate::client::preview::run(&file, &out, max_side),
        Command::Odds {
            file,
            attackers,
            defender,
            weather,
            air,
            json,
        } => odds::run(
            &file,
            &attackers,
            &defender,
            odds::WhatIf {
                weather: weather.as_deref(),
                air,
            },
            json,
        ),
    }
}

/// Opens a scenario (fresh game, seed 1) or a save (replayed) for a headless command.
pub fn open_game(
    path: &std::path::Path,
) -> Result<crate::rules::engine::game::Game, crate::rules::load::source::Diagnostics> {
    use crate::files::{FileKind, file_kind, load_save, load_scenario, read};
    let text = read(path)?;
    if file_kind(&text) == Some(FileKind::Save) {
        return Ok(load_save(path)?.game);
    }
    let l = load_scenario(path)?;
    Ok(crate::rules::engine::game::Game::new(
        l.ruleset, l.scenario, 1,
    ))
}

/// Prints diagnostics to stderr; exit code 1.
pub fn report(ds: &crate::rules::load::source::Diagnostics) -> i32 {
    for d in &ds.0 {
        eprintln!("{d}");
    }
    1
}
