//! The scenarios a player can start: every scenario file in the shipped `scenarios/` folder and
//! in the user's own folder, each loaded and checked, with what the New game screen shows of it
//! (its game, title, dates, turns, sides and their units, map size, description, optional rules
//! and choices), or its first problem as `file:line:col: message`.

use crate::{FileKind, file_kind, load_scenario, read};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use steppe_rules::engine::game::Game;
use steppe_rules::state::UnitStatus;

/// One side of a scenario: its name, units on the map at the start and units to come.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideFacts {
    pub id: String,
    pub name: String,
    pub on_map: usize,
    pub later: usize,
}

/// An optional rule as the screen offers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionFacts {
    pub id: String,
    pub name: String,
    pub text: String,
    pub source: String,
    /// In force in the scenario file.
    pub on: bool,
}

/// A scenario choice as the screen offers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChoiceFacts {
    pub id: String,
    pub name: String,
    pub text: String,
    pub source: String,
    pub values: Vec<String>,
    /// The scenario file's value (an index into `values`).
    pub value: usize,
}

/// A scenario that loads: what the screen says of it.
#[derive(Debug, Clone)]
pub struct Facts {
    /// The ruleset's name: the game.
    pub game: String,
    pub title: String,
    pub description: String,
    /// "Jun 1941 – May 1942".
    pub dates: String,
    pub turns: u32,
    pub sides: Vec<SideFacts>,
    /// Columns and rows.
    pub map: (u32, u32),
    pub options: Vec<OptionFacts>,
    pub choices: Vec<ChoiceFacts>,
    /// The files' content hash (a thumbnail drawn from other text is drawn again).
    pub content_hash: u64,
    pub loaded: crate::Loaded,
}

/// A scenario file found, loaded or not.
#[derive(Debug, Clone)]
pub struct Entry {
    pub path: PathBuf,
    /// Which folder it was found in (0: shipped, 1: the user's).
    pub folder: usize,
    pub loaded: Result<Arc<Facts>, String>,
}

impl Entry {
    /// The title, or the file's name when it does not load.
    pub fn title(&self) -> String {
        match &self.loaded {
            Ok(f) => f.title.clone(),
            Err(_) => self
                .path
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned()),
        }
    }

    /// The game it belongs to; files with problems are grouped apart.
    pub fn game(&self) -> &str {
        match &self.loaded {
            Ok(f) => &f.game,
            Err(_) => "Files with problems",
        }
    }
}

/// The shipped scenarios folder (`scenarios/` in the shipped data folder that
/// [`crate::folders`] found: named, installed, beside the program or the working directory),
/// if one was found.
pub fn shipped_dir() -> Option<PathBuf> {
    crate::folders::shipped().map(crate::folders::Shipped::scenarios)
}

/// Every scenario file directly in these folders (rulesets and saves are skipped), sorted by
/// game and then title, files with problems last.
pub fn scan(folders: &[PathBuf]) -> Vec<Entry> {
    let mut out = Vec::new();
    for (k, dir) in folders.iter().enumerate() {
        let Ok(list) = std::fs::read_dir(dir) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = list
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "ron"))
            .collect();
        paths.sort();
        for path in paths {
            let Ok(text) = read(&path) else { continue };
            if file_kind(&text) != Some(FileKind::Scenario) {
                continue;
            }
            out.push(Entry {
                loaded: facts(&path).map(Arc::new),
                path,
                folder: k,
            });
        }
    }
    out.sort_by(|a, b| {
        a.loaded
            .is_err()
            .cmp(&b.loaded.is_err())
            .then_with(|| a.game().cmp(b.game()))
            .then_with(|| a.title().cmp(&b.title()))
    });
    out
}

/// Loads a scenario and says what the screen shows of it; its first problem otherwise.
pub fn facts(path: &Path) -> Result<Facts, String> {
    let l = load_scenario(path).map_err(|d| {
        let more = d.0.len().saturating_sub(1);
        let first = d.0.first().map(ToString::to_string).unwrap_or_default();
        if more > 0 {
            format!("{first} (and {more} more)")
        } else {
            first
        }
    })?;
    let (rules, sc) = (&l.ruleset, &l.scenario);
    let game = Game::new(rules.clone(), sc.clone(), 1);
    let sides = rules
        .sides
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let mine = sc
                .units
                .iter()
                .enumerate()
                .filter(|(_, u)| u.side as usize == k);
            let on_map = mine
                .clone()
                .filter(|(i, _)| matches!(game.state.units[*i].status(), UnitStatus::OnMap(_)))
                .count();
            SideFacts {
                id: s.id.clone(),
                name: s.name.clone(),
                on_map,
                later: mine.count() - on_map,
            }
        })
        .collect();
    let last = sc.turn_name(rules, sc.turns.max(1));
    let usable = steppe_rules::engine::rule_choices::usable(rules, sc);
    Ok(Facts {
        game: rules.name.clone(),
        title: sc.name.clone(),
        description: sc.description.clone(),
        dates: format!("{} – {last}", sc.turn_name(rules, 1)),
        turns: sc.turns,
        sides,
        map: (sc.map.width, sc.map.height),
        // Only the optional rules and choices that can change anything in this scenario.
        options: rules
            .options
            .iter()
            .zip(&sc.options)
            .zip(&usable.0)
            .filter(|(_, used)| **used)
            .map(|((o, &on), _)| OptionFacts {
                id: o.id.clone(),
                name: o.name.clone(),
                text: o.text.clone(),
                source: o.source.clone(),
                on,
            })
            .collect(),
        choices: rules
            .choices
            .iter()
            .zip(&sc.choices)
            .zip(&usable.1)
            .filter(|(_, used)| **used)
            .map(|((c, &v), _)| ChoiceFacts {
                id: c.id.clone(),
                name: c.name.clone(),
                text: c.text.clone(),
                source: c.source.clone(),
                values: c.values.clone(),
                value: v,
            })
            .collect(),
        content_hash: l.content_hash,
        loaded: l,
    })
}
