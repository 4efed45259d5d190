//! `steppe turn`: turn files of games played by e-mail, from the command line. `check` says who
//! sent a file, at which turn, how many commands are new and whether it would be accepted
//! (exit 0, or 2 with the reason); `send` writes the turn file of a save's game (for testing,
//! and for players without the window).

use std::path::{Path, PathBuf};
use steppe_files::turns::{check_turn, send_turn};

#[derive(Debug, clap::Subcommand)]
pub enum Turn {
    /// Whether a turn file would be accepted: who sent it, which turn, how many new commands.
    Check {
        /// The turn file (`*.steppe-turn.ron`).
        file: PathBuf,
        /// The receiver's record folder (their data folder's `pbem`); without it, the file is
        /// checked against itself only (not changed after it was written).
        #[arg(long)]
        record: Option<PathBuf>,
    },
    /// Writes the turn file of a save's game, sent by a side whose turn just ended.
    Send {
        /// The saved game.
        save: PathBuf,
        /// The side sending, by id (e.g. axis, soviet).
        #[arg(long)]
        side: String,
        /// The folder the turn file is written to.
        #[arg(short, long)]
        out: PathBuf,
        /// The sender's record folder.
        #[arg(long)]
        record: PathBuf,
    },
}

pub fn run(t: &Turn) -> i32 {
    match t {
        Turn::Check { file, record } => check(file, record.as_deref()),
        Turn::Send {
            save,
            side,
            out,
            record,
        } => send(save, side, out, record),
    }
}

fn check(file: &Path, record: Option<&Path>) -> i32 {
    match check_turn(file, record) {
        Ok(o) => {
            let g = &o.save.game;
            println!(
                "{}: from the {}, turn {}; {} commands, {} new since command {}",
                file.display(),
                g.rules.sides[o.from_side as usize].name,
                o.turn,
                g.log.len(),
                g.log.len() - o.since,
                o.since
            );
            println!("{}", o.summary);
            println!(
                "{}",
                if record.is_some() {
                    "accepted: it follows what this record sent and opened"
                } else {
                    "not changed after it was written (no --record: not checked against a player's record)"
                }
            );
            0
        }
        Err(e) => {
            eprintln!("steppe turn check: refused: {e}");
            2
        }
    }
}

fn send(save: &Path, side: &str, out: &Path, record: &Path) -> i32 {
    let s = match steppe_files::load_save(save) {
        Ok(s) => s,
        Err(ds) => return super::report(&ds),
    };
    let Some(k) = s.game.rules.sides.iter().position(|x| x.id == side) else {
        let ids: Vec<&str> = s.game.rules.sides.iter().map(|x| x.id.as_str()).collect();
        eprintln!(
            "steppe turn send: no side \"{side}\" (sides: {})",
            ids.join(", ")
        );
        return 2;
    };
    match send_turn(&s.game, &s.loaded, &s.seats, k as u8, out, record) {
        Ok(path) => {
            println!("{}", path.display());
            0
        }
        Err(e) => {
            eprintln!("steppe turn send: refused: {e}");
            2
        }
    }
}
