//! Reading rulesets, scenarios and saves from disk, and writing files safely (`write`: saves,
//! set-up edits of a scenario file, `edit`, new scenarios, `blank`). The only module besides
//! `client` that touches the file system; `rules` gets text and returns checked data.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use steppe_rules::load::ruleset::ruleset_from_str;
use steppe_rules::load::scenario::{scenario_from_str, scenario_ruleset_path};
use steppe_rules::load::source::{Diagnostic, Diagnostics};
use steppe_rules::model::tables::{Ruleset, Scenario};

pub mod blank;
pub mod catalog;
pub mod edit;
pub mod folders;
mod form;
mod open;
pub mod regame;
mod saves;
pub mod turns;
mod write;

pub use open::{ChangedFiles, OpenError, Opened, open};
pub use regame::replay_line;
pub use saves::{LoadedSave, load_save, load_save_on_new_files, write_save};
use steppe_rules::state::hash;
pub use write::{Expect, WriteError, write_atomic, write_text};

/// The scenario every command and the client use when none is named.
pub const DEFAULT_SCENARIO: &str = "scenarios/gpw_barbarossa.ron";

/// A scenario with its ruleset, both checked.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub scenario_path: PathBuf,
    pub ruleset_path: PathBuf,
    pub ruleset: Arc<Ruleset>,
    pub scenario: Arc<Scenario>,
    /// Hash of both files' plain text ([`read`]): a save made from other text is refused (a
    /// file's byte-order mark and CRLF line endings are not its text).
    pub content_hash: u64,
}

fn io_error(path: &Path, e: &std::io::Error) -> Diagnostics {
    Diagnostics(vec![Diagnostic {
        file: path.display().to_string(),
        line: 1,
        col: 1,
        message: format!("cannot read the file: {e}"),
    }])
}

/// A file's plain text: a byte-order mark at its start is dropped (some editors write one), and
/// the lines of a file whose every line ends in CRLF end in `\n`. A write puts both back
/// ([`write_text`]), so the loaders and the set-up editor only ever see plain text.
pub fn read(path: &Path) -> Result<String, Diagnostics> {
    if path.as_os_str().is_empty() {
        return Err(Diagnostics(vec![Diagnostic {
            file: "(no file)".into(),
            line: 1,
            col: 1,
            message: "the path is empty: name a file".into(),
        }]));
    }
    let text = std::fs::read_to_string(path).map_err(|e| io_error(path, &e))?;
    Ok(form::Form::split(&text).1)
}

/// What kind of steppe file a text is, from its top-level name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Ruleset,
    Scenario,
    Save,
}

pub fn file_kind(text: &str) -> Option<FileKind> {
    let rest = after_comments(text);
    if rest.starts_with("Ruleset") {
        Some(FileKind::Ruleset)
    } else if rest.starts_with("Scenario") {
        Some(FileKind::Scenario)
    } else if rest.starts_with("Save") {
        Some(FileKind::Save)
    } else {
        None
    }
}

/// Whether a text is a ruleset's fitted evaluation (`<ruleset>.eval.ron`): not a file a game
/// is opened from, read with its ruleset ([`evaluation_path`]).
pub fn is_evaluation(text: &str) -> bool {
    after_comments(text).starts_with("Evaluation")
}

/// The text after the comments and blank lines at its start.
fn after_comments(text: &str) -> &str {
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        if let Some(r) = rest.strip_prefix("//") {
            rest = r.split_once('\n').map(|x| x.1).unwrap_or("");
        } else if let Some(r) = rest.strip_prefix("/*") {
            rest = r.split_once("*/").map(|x| x.1).unwrap_or("");
        } else if rest.starts_with("#!") {
            rest = rest.split_once('\n').map(|x| x.1).unwrap_or("");
        } else {
            break;
        }
    }
    rest
}

/// A ruleset with its fitted evaluation, if it has one ([`evaluation_path`]).
pub fn load_ruleset(path: &Path) -> Result<Ruleset, Diagnostics> {
    let text = read(path)?;
    let mut ruleset = ruleset_from_str(&path.display().to_string(), &text)?;
    ruleset.evaluation = load_evaluation(path)?;
    Ok(ruleset)
}

/// Where a ruleset's fitted evaluation is: beside it, `gpw.ron`'s in `gpw.eval.ron`.
pub fn evaluation_path(ruleset_path: &Path) -> PathBuf {
    let stem = ruleset_path
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    ruleset_path.with_file_name(format!("{stem}.eval.ron"))
}

/// A ruleset's fitted evaluation, read from [`evaluation_path`] (none if there is no such
/// file: the computer players then use the default); every problem as `file:line:col`.
pub fn load_evaluation(
    ruleset_path: &Path,
) -> Result<Option<Arc<steppe_rules::play::eval::Evaluation>>, Diagnostics> {
    let path = evaluation_path(ruleset_path);
    if !path.is_file() {
        return Ok(None);
    }
    let stem = ruleset_path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned());
    let text = read(&path)?;
    steppe_rules::play::eval::parse(&path.display().to_string(), &text, stem.as_deref())
        .map(|e| Some(Arc::new(e)))
}

/// Loads a scenario and the ruleset it names (relative to the scenario file).
pub fn load_scenario(path: &Path) -> Result<Loaded, Diagnostics> {
    let name = path.display().to_string();
    let text = read(path)?;
    let rel = scenario_ruleset_path(&name, &text)?;
    let ruleset_path = path.parent().unwrap_or(Path::new(".")).join(&rel);
    let rtext = read(&ruleset_path).map_err(|mut d| {
        d.0[0].message = format!("{} (named by {name})", d.0[0].message);
        d
    })?;
    let mut ruleset = ruleset_from_str(&ruleset_path.display().to_string(), &rtext)?;
    let scenario = scenario_from_str(&name, &text, &ruleset)?;
    ruleset.evaluation = load_evaluation(&ruleset_path)?;
    let content_hash = hash::fnv(text.as_bytes()) ^ hash::fnv(rtext.as_bytes()).rotate_left(1);
    Ok(Loaded {
        scenario_path: path.to_path_buf(),
        ruleset_path,
        ruleset: Arc::new(ruleset),
        scenario: Arc::new(scenario),
        content_hash,
    })
}
