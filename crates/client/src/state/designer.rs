//! Set-up mode, for designers: the scenario's set-up edited on the map and written back into
//! its own file (`files::edit`). What the designer picked (the tool, the terrain letter, the
//! hexside kind), what is being dragged ([`Designer`]), and the edits that can be undone and
//! redone ([`DesignHistory`]).

use bevy::prelude::*;
use steppe_rules::data::scenario::Size;
use steppe_rules::engine::game::Game;
use steppe_rules::load::edit::{Edit, NewUnit, Start};
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;

/// What a click on the map does in set-up mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Tool {
    /// Drag a counter to another hex (a reinforcement from the list onto the map).
    #[default]
    Move,
    /// Paint hexes with the chosen terrain.
    Terrain,
    /// Click two neighbouring hexes: the side between them gets the chosen kind, or loses it.
    Hexside,
    /// Click an objective, then the hex it moves to.
    Objectives,
    /// Click a hex: its name and features are edited in the set-up window.
    Places,
    /// Fill in a new unit in the set-up window, then click a hex to put it there (or give it
    /// an arrival turn).
    NewUnit,
}

/// The new-unit tool's form: what the next unit added is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct UnitForm {
    /// The ruleset's nationality and unit type (indices).
    pub nationality: usize,
    pub unit_type: usize,
    pub size: Size,
    /// The name on its counter; the id is made from it.
    pub name: String,
    /// Attack, defense, movement of each step, full strength first.
    pub steps: Vec<(u32, u32, u32)>,
}

impl Default for UnitForm {
    fn default() -> Self {
        UnitForm {
            nationality: 0,
            unit_type: 0,
            size: Size::Corps,
            name: String::new(),
            steps: vec![(1, 1, 1)],
        }
    }
}

impl UnitForm {
    /// The unit the form describes, starting at `start`, with an id made from its name that
    /// no unit of the scenario has; or why there is none yet.
    pub fn unit(&self, game: &Game, start: Start) -> Result<NewUnit, String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err("give the new unit a name in the set-up window first".into());
        }
        let nationality = game
            .rules
            .nationalities
            .get(self.nationality)
            .ok_or("pick a nationality in the set-up window first")?;
        let unit_type = game
            .rules
            .unit_types
            .get(self.unit_type)
            .ok_or("pick a unit type in the set-up window first")?;
        Ok(NewUnit {
            id: fresh_id(game, &nationality.id, name),
            name: name.to_string(),
            nationality: nationality.id.clone(),
            unit_type: unit_type.id.clone(),
            size: self.size,
            steps: self.steps.clone(),
            start,
        })
    }

    /// The size and steps of the scenario's last unit of the form's nationality and type, if
    /// it has one (a new unit like those already there).
    pub fn like_others(&mut self, game: &Game) {
        if let Some(u) = game.scenario.units.iter().rev().find(|u| {
            u.nationality as usize == self.nationality && u.unit_type as usize == self.unit_type
        }) {
            self.size = u.size;
            self.steps = u
                .steps
                .iter()
                .map(|f| (f.attack, f.defense, f.movement))
                .collect();
        }
    }
}

/// An id for a new unit: its nationality's first letter and its name in lower case, `_`
/// between words (`g_xlviii_panzer_corps`), with a number after it if a unit has that id.
pub(crate) fn fresh_id(game: &Game, nationality: &str, name: &str) -> String {
    let mut stem: String = nationality.chars().take(1).collect();
    stem.push('_');
    for c in name.chars() {
        if c.is_alphanumeric() {
            stem.extend(c.to_lowercase());
        } else if !stem.ends_with('_') {
            stem.push('_');
        }
    }
    let stem = stem.trim_end_matches('_').to_string();
    let taken = |id: &str| game.scenario.unit_by_id(id).is_some();
    if !taken(&stem) {
        return stem;
    }
    // One more number than there are units: one of them is free.
    (2..=game.scenario.units.len() + 2)
        .map(|n| format!("{stem}_{n}"))
        .find(|id| !taken(id))
        .expect("a free id")
}

/// Set-up mode and what it holds.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Designer {
    /// Set-up mode is on: the map's clicks edit the set-up, not the game.
    pub on: bool,
    pub tool: Tool,
    /// The terrain letter the terrain tool paints.
    pub letter: Option<char>,
    /// The hexside kind (id) the hexside tool toggles.
    pub kind: Option<String>,
    /// The unit being dragged (Move), or put on the map from the list.
    pub picked: Option<UnitId>,
    /// A unit on the map clicked without being moved: the set-up window offers to take it off.
    pub focus: Option<UnitId>,
    /// The turn a unit taken off the map arrives on (from 1).
    pub turn: u32,
    /// The first hex clicked with the hexside tool, the objective picked to move, or the hex
    /// whose place is being edited.
    pub first: Option<HexIdx>,
    /// With a reinforcement picked from the list, clicks on the map toggle its arrival group's
    /// entry hexes instead of putting it on the map.
    pub entry_mode: bool,
    /// The place tool's form: the name and features of the place in `first`.
    pub place_name: String,
    pub place_features: Vec<String>,
    /// The new-unit tool's form.
    pub unit: UnitForm,
}

/// The edits made in set-up mode, for undo and redo: the file's whole texts, so kept apart
/// from [`Designer`] (which the pointer's systems copy).
#[derive(Resource, Debug, Clone, Default)]
pub(crate) struct DesignHistory {
    /// The file's text before each edit done, newest last, with the edit in words.
    pub undo: Vec<(String, String)>,
    /// The texts undone, for redo.
    pub redo: Vec<(String, String)>,
    /// The text the file holds after the last write from here: a file that holds anything else
    /// was changed by someone else, and is not written over.
    pub written: Option<String>,
    /// How many times the file was written from here (edits, undos and redos), and the words of
    /// the last: the Balance panel names the change its games measure.
    pub writes: u64,
    pub last_write: String,
    /// The file `undo`, `redo` and `written` are of: another file's edits start afresh.
    pub file: Option<std::path::PathBuf>,
}

/// What the designer asks of the scenario file.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub(crate) enum DesignRequest {
    /// Make an edit in the file.
    Edit(Edit),
    /// Take back the last edit (Ctrl+Z).
    Undo,
    /// Make the last edit undone again (Ctrl+Y).
    Redo,
    /// Write a new scenario into the user's scenarios folder and open it for editing.
    NewScenario {
        /// The ruleset file it is played with.
        ruleset: std::path::PathBuf,
        name: String,
        width: u32,
        height: u32,
    },
}

/// The scenario file was just written from here: reload it now rather than at the next look.
#[derive(Message, Debug, Clone, Copy, Default)]
pub(crate) struct ReloadNow;
