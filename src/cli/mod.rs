//! The headless `steppe` commands over the rules core.

pub mod check;

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
    /// Scenario for the window (when no subcommand is given).
    #[arg(long, global = true)]
    pub scenario: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Validate ruleset, scenario and save files; print every problem as file:line:col: message.
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
}

/// Runs a headless command; returns the process exit code.
pub fn run(cmd: Command) -> i32 {
    match cmd {
        Command::Check { files } => check::run(&files),
    }
}

/// Summary line for a save file (replays it).
pub fn replay_summary(path: &std::path::Path) -> Result<String, crate::rules::source::Diagnostics> {
    Err(crate::rules::source::Diagnostics(vec![
        crate::rules::source::Diagnostic {
            file: path.display().to_string(),
            line: 1,
            col: 1,
            message: "saves are not supported yet".into(),
        },
    ]))
}
