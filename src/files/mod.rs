//! Reading rulesets, scenarios and saves from disk, and writing saves atomically (and set-up
//! edits of a scenario file, `edit`). The only module
//! besides `client` that touches the file system; `rules` gets text and returns checked data.

use crate::rules::load::ruleset::ruleset_from_str;
use crate::rules::load::scenario::{scenario_from_str, scenario_ruleset_path};
use crate::rules::load::source::{Diagnostic, Diagnostics};
use crate::rules::model::tables::{Ruleset, Scenario};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub mod edit;

/// The scenario every command and the client use when none is named.
pub const DEFAULT_SCENARIO: &str = "scenarios/gpw_barbarossa.ron";

/// A scenario with its ruleset, both checked.
#[derive(Debug, Clone)]
pub struct Loaded {
    pub scenario_path: PathBuf,
    pub ruleset_path: PathBuf,
    pub ruleset: Arc<Ruleset>,
    pub scenario: Arc<Scenario>,
    /// Hash of both files' text: a save made from other text is refused.
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

/// A file's text; a byte-order mark at its start is dropped (some editors write one).
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
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// What kind of steppe file a text is, from its top-level name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Ruleset,
    Scenario,
    Save,
}

pub fn file_kind(text: &str) -> Option<FileKind> {
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

pub fn load_ruleset(path: &Path) -> Result<Ruleset, Diagnostics> {
    let text = read(path)?;
    ruleset_from_str(&path.display().to_string(), &text)
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
    let ruleset = ruleset_from_str(&ruleset_path.display().to_string(), &rtext)?;
    let scenario = scenario_from_str(&name, &text, &ruleset)?;
    let content_hash = crate::rules::state::hash::fnv(text.as_bytes())
        ^ crate::rules::state::hash::fnv(rtext.as_bytes()).rotate_left(1);
    Ok(Loaded {
        scenario_path: path.to_path_buf(),
        ruleset_path,
        ruleset: Arc::new(ruleset),
        scenario: Arc::new(scenario),
        content_hash,
    })
}

/// Writes a file atomically: a temporary file beside it, flushed, then renamed over it.
pub fn write_atomic(path: &Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let tmp = dir.join(format!(
        ".{}.tmp{}",
        path.file_name().and_then(|n| n.to_str()).unwrap_or("save"),
        std::process::id()
    ));
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(contents.as_bytes())?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&tmp);
    })
}

/// A saved game loaded and replayed: its scenario files and the game at the saved point.
pub struct LoadedSave {
    pub loaded: Loaded,
    pub game: crate::rules::engine::game::Game,
    /// Who played each side, in the ruleset's order (`None`: a person).
    pub seats: Vec<Option<crate::rules::play::Policy>>,
    /// Opened on files that changed since it was saved: what changed and how far its commands
    /// were replayed ([`load_save_on_new_files`]).
    pub changed: Option<String>,
}

/// Finds the scenario a save names: as written, else relative to the save's folder.
fn resolve_scenario(save_path: &Path, named: &str) -> PathBuf {
    let p = PathBuf::from(named);
    if named.is_empty() || p.is_absolute() || p.exists() {
        return p;
    }
    save_path.parent().unwrap_or(Path::new(".")).join(named)
}

/// Loads a save, checks it was made from the same scenario files, replays it and checks that the
/// replay reaches the recorded state.
pub fn load_save(path: &Path) -> Result<LoadedSave, Diagnostics> {
    use crate::rules::engine::save::{commands, parse_save, save_error};
    use crate::rules::load::source::Path as DPath;
    let name = path.display().to_string();
    let text = read(path)?;
    let save = parse_save(&name, &text)?;
    let loaded = load_scenario(&resolve_scenario(path, &save.scenario)).map_err(|mut d| {
        if let Some(first) = d.0.first_mut()
            && first.message.starts_with("cannot read the file")
        {
            first.message = format!("{} (the scenario named by {name})", first.message);
        }
        d
    })?;
    if format!("{:016x}", loaded.content_hash) != save.content_hash {
        return Err(save_error(
            &name,
            &text,
            DPath::root().field("content_hash"),
            format!(
                "the scenario or ruleset changed since this game was saved ({} / {})",
                loaded.scenario_path.display(),
                loaded.ruleset_path.display()
            ),
        ));
    }
    let scenario = save
        .rule_choices()
        .apply(&loaded.ruleset, &loaded.scenario)
        .map_err(|e| {
            let field = if save.options.is_empty() {
                "choices"
            } else {
                "options"
            };
            save_error(&name, &text, DPath::root().field(field), e)
        })?;
    let cmds = commands(&name, &text, &save, &scenario)?;
    let game = crate::rules::engine::game::Game::replay(
        loaded.ruleset.clone(),
        Arc::new(scenario),
        save.seed,
        &cmds,
    )
    .map_err(|(i, e)| {
        save_error(
            &name,
            &text,
            DPath::root().field("commands").index(i),
            format!("this command is illegal when replayed: {e}"),
        )
    })?;
    let replayed = crate::rules::engine::save::saved_hash(save.version, &game);
    if format!("{replayed:016x}") != save.state_hash {
        return Err(save_error(
            &name,
            &text,
            DPath::root().field("state_hash"),
            format!(
                "replaying the commands gives state {replayed:016x}, not the saved {}: the save was edited or damaged",
                save.state_hash
            ),
        ));
    }
    let seats = save.seats(
        &name,
        &text,
        &game,
        str::parse::<crate::rules::play::Policy>,
    )?;
    Ok(LoadedSave {
        loaded,
        game,
        seats,
        changed: None,
    })
}

/// Loads a save as [`load_save`] does; but if its scenario or ruleset changed since it was saved,
/// its commands are replayed on the files as they are now, as far as they are still legal (as
/// reload on save does), and `changed` says so and where the replay stopped. A save that does
/// not parse, or names files that no longer load, is refused as before.
pub fn load_save_on_new_files(path: &Path) -> Result<LoadedSave, Diagnostics> {
    use crate::rules::engine::save::{commands, parse_save};
    let name = path.display().to_string();
    let text = read(path)?;
    let save = parse_save(&name, &text)?;
    let loaded = load_scenario(&resolve_scenario(path, &save.scenario))?;
    if format!("{:016x}", loaded.content_hash) == save.content_hash {
        return load_save(path);
    }
    // The options it was played with, where the new files still have them.
    let scenario = save
        .rule_choices()
        .apply(&loaded.ruleset, &loaded.scenario)
        .unwrap_or_else(|_| (*loaded.scenario).clone());
    let mut game = crate::rules::engine::game::Game::new(
        loaded.ruleset.clone(),
        Arc::new(scenario),
        save.seed,
    );
    let total = save.commands.len();
    let mut stopped = None;
    for (i, saved) in save.commands.iter().enumerate() {
        // One command at a time: a unit or hex the new files lack stops the replay there.
        let one = crate::rules::engine::save::SaveFile {
            commands: vec![saved.clone()],
            ..save.clone()
        };
        let cmd = match commands(&name, &text, &one, &game.scenario) {
            Ok(mut c) => c.remove(0),
            Err(d) => {
                let why = d.0.first().map_or_else(String::new, |d| d.message.clone());
                stopped = Some((i, why));
                break;
            }
        };
        if let Err(e) = game.apply(cmd) {
            stopped = Some((i, e.to_string()));
            break;
        }
    }
    let seats = save
        .seats(
            &name,
            &text,
            &game,
            str::parse::<crate::rules::play::Policy>,
        )
        .unwrap_or_default();
    let changed = format!(
        "{} or its ruleset changed since this game was saved: {}",
        loaded.scenario_path.display(),
        match &stopped {
            None => format!("all {total} commands replayed on the files as they are now"),
            Some((i, why)) => format!(
                "{i} of {total} commands replayed; command {} is no longer legal: {why}",
                i + 1
            ),
        }
    );
    Ok(LoadedSave {
        loaded,
        game,
        seats,
        changed: Some(changed),
    })
}

/// Writes a game's save atomically, with who plays each side (`None`: a person).
pub fn write_save(
    path: &Path,
    game: &crate::rules::engine::game::Game,
    loaded: &Loaded,
    seats: &[Option<crate::rules::play::Policy>],
) -> std::io::Result<()> {
    use crate::rules::engine::save::{HUMAN, save_text};
    let names: Vec<&str> = seats
        .iter()
        .map(|s| s.map_or(HUMAN, crate::rules::play::Policy::name))
        .collect();
    let text = save_text(
        game,
        &loaded.scenario_path.display().to_string(),
        loaded.content_hash,
        &names,
    );
    write_atomic(path, &text)
}

/// A file opened for play: a scenario as a new game, or a save at its saved point.
pub struct Opened {
    pub loaded: Loaded,
    pub game: crate::rules::engine::game::Game,
    /// Who played each side of a save, in the ruleset's order (`None`: a person); empty for a
    /// scenario.
    pub seats: Vec<Option<crate::rules::play::Policy>>,
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
    rules: &crate::rules::engine::rule_choices::RuleChoices,
    changed_files: ChangedFiles,
) -> Result<Opened, OpenError> {
    use crate::rules::engine::rule_choices::RuleChoices;
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
            crate::rules::engine::game::Game::new(l.ruleset.clone(), Arc::new(scenario), seed);
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
