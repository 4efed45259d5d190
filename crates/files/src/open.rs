//! Opening a file for play: a scenario as a new game or a save at its point, with the
//! options and choices asked for; the one way the window, the CLI and `steppe preview` open one.

use crate::saves::{load_save, load_save_on_new_files};
use crate::{FileKind, Loaded, file_kind, load_scenario, read};
use std::path::Path;
use std::sync::Arc;
use steppe_rules::load::source::Diagnostics;

/// A file opened for play: a scenario as a new game, or a save at its saved point.
pub struct Opened {
    pub loaded: Loaded,
    pub game: steppe_rules::engine::game::Game,
    /// Who played each side of a save, in the ruleset's order (`None`: a person); empty for a
    /// scenario.
    pub seats: Vec<Option<steppe_rules::play::Policy>>,
    /// A save opened on files that changed since it was made: what changed and how far its
    /// commands were replayed.
    pub changed: Option<String>,
}

/// How a save whose scenario or ruleset changed since it was made is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangedFiles {
    /// Refused, naming the change (headless commands: a result must come from the saved files).
    Refuse,
    /// Replayed on the new files as far as its commands stay legal (the window: nothing lost).
    ReplayOnNew,
}

/// Why a file cannot be opened: its problems (exit code 1), or a request it cannot meet (2).
#[derive(Debug)]
pub enum OpenError {
    Files(Diagnostics),
    Request(String),
}

impl From<Diagnostics> for OpenError {
    fn from(d: Diagnostics) -> Self {
        OpenError::Files(d)
    }
}

/// Every problem, one `file:line:col: message` per line, or the request's.
impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpenError::Files(ds) => {
                let lines: Vec<String> = ds.0.iter().map(ToString::to_string).collect();
                write!(f, "{}", lines.join("\n"))
            }
            OpenError::Request(e) => write!(f, "{e}"),
        }
    }
}

impl OpenError {
    /// Prints the problem to stderr; the exit code.
    pub fn report(&self) -> i32 {
        match self {
            OpenError::Files(ds) => {
                for d in &ds.0 {
                    eprintln!("{d}");
                }
                1
            }
            OpenError::Request(e) => {
                eprintln!("steppe: {e}");
                2
            }
        }
    }
}

/// Opens a scenario (a new game rolling from `seed`, with `rules` over its own settings) or a
/// save (replayed; its optional rules and choices are its own, so `rules` must be empty or the
/// same). The one way the window, the headless commands and `steppe preview` open a file. The
/// scenario path is made absolute, so that saves written from it load from anywhere.
pub fn open(
    path: &Path,
    seed: u64,
    rules: &steppe_rules::engine::rule_choices::RuleChoices,
    changed_files: ChangedFiles,
) -> Result<Opened, OpenError> {
    use steppe_rules::engine::rule_choices::RuleChoices;
    let text = read(path)?;
    let mut opened = if file_kind(&text) == Some(FileKind::Save) {
        let s = match changed_files {
            ChangedFiles::Refuse => load_save(path)?,
            ChangedFiles::ReplayOnNew => load_save_on_new_files(path)?,
        };
        let own = RuleChoices::of(&s.game.rules, &s.game.scenario);
        let wanted = rules
            .apply(&s.game.rules, &s.game.scenario)
            .map_err(OpenError::Request)?;
        if RuleChoices::of(&s.game.rules, &wanted) != own {
            return Err(OpenError::Request(format!(
                "{} was played with {}; a saved game's optional rules and choices are its own",
                path.display(),
                if own.is_empty() {
                    "no optional rules".into()
                } else {
                    own.describe(&s.game.rules)
                }
            )));
        }
        Opened {
            loaded: s.loaded,
            game: s.game,
            seats: s.seats,
            changed: s.changed,
        }
    } else {
        let l = load_scenario(path)?;
        let scenario = rules
            .apply(&l.ruleset, &l.scenario)
            .map_err(OpenError::Request)?;
        let game =
            steppe_rules::engine::game::Game::new(l.ruleset.clone(), Arc::new(scenario), seed);
        Opened {
            loaded: l,
            game,
            seats: Vec::new(),
            changed: None,
        }
    };
    if let Ok(abs) = opened.loaded.scenario_path.canonicalize() {
        opened.loaded.scenario_path = abs;
    }
    Ok(opened)
}
