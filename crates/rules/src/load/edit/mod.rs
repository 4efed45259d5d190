//! Set-up edits written back into the designer's own scenario text: each edit replaces only the
//! characters of the values it changes (found by their place in the text, `outline`), so
//! comments, order, blank lines and formatting everywhere else stay byte for byte. The edited
//! text is checked as a whole before anyone writes it; a problem is reported at its
//! `file:line:col` in the edited text. Every edit has an exact inverse (`undo`): made after
//! it, the text is again the text before, byte for byte.

use crate::data::scenario::{RawScenario, Size};
use crate::load::outline::Outline;
use crate::load::scenario::scenario_from_str;
use crate::load::source::{Diagnostic, Diagnostics, Path, parse_ron};
use crate::model::map::{HexIdx, Map};
use crate::model::tables::{Ruleset, Scenario};
mod layout;
mod map;
mod order;
mod places;
#[cfg(test)]
mod tests;
mod undo;
mod units;

pub use order::{parse_size, size_word};
pub use undo::{inverse, undo};

use std::fmt;
use std::ops::Range;

/// One change to a scenario's set-up, as a designer asks for it (units by id, hexes by printed
/// number or place name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// The unit starts in this hex (its `at`); a reinforcement put on the map leaves its
    /// arrival list.
    Move {
        /// The unit's id.
        unit: String,
        /// The hex.
        hex: String,
    },
    /// The hex's terrain becomes the terrain of this letter (the ruleset's letters and the
    /// map's legend).
    Terrain {
        /// The hex.
        hex: String,
        /// The terrain letter.
        letter: char,
    },
    /// The unit starts off the map and arrives on this turn (it leaves the map, or its other
    /// arrival list).
    Arrive {
        /// The unit's id.
        unit: String,
        /// The turn, from 1.
        turn: u32,
    },
    /// The unit is out of the game: not on the map, not arriving (it starts eliminated).
    Remove {
        /// The unit's id.
        unit: String,
    },
    /// Every victory condition's objective in `from` moves to `to`.
    Objective {
        /// The objective's hex (printed number or place name), as it is now.
        from: String,
        /// The hex it moves to.
        to: String,
    },
    /// The place in a hex becomes this name and these features; with neither, the hex is no
    /// longer a place.
    Place {
        /// The hex.
        hex: String,
        /// Its name on the map.
        name: Option<String>,
        /// Its features' ids (`major_city`, `fortress`).
        features: Vec<String>,
    },
    /// The unit's arrival group may enter in this hex, or no longer may if it already could (the
    /// group's `entry: Hexes([...])`; with no hex left, it enters as the rules say by default).
    Entry {
        /// A unit of the arrival group.
        unit: String,
        /// The hex.
        hex: String,
    },
    /// The hexside between two adjacent hexes gets this kind (`river`, `lake`...), or loses it
    /// if it has it.
    Hexside {
        /// One hex of the side.
        a: String,
        /// The other.
        b: String,
        /// The hexside kind's id.
        kind: String,
    },
    /// A new unit in the order of battle (after the last unit of its nationality), on the
    /// map or arriving on a turn.
    Add(Box<NewUnit>),
    /// The unit leaves the order of battle: its line in `units` goes, and it leaves every
    /// arrival list (a unit another part of the file names, a withdrawal, cannot go).
    Delete {
        /// The unit's id.
        unit: String,
    },
    /// The text `take` at the place `at` names becomes `put`: the form an undo takes where no
    /// set-up edit gives the text back byte for byte (an arrival list's order, a comment that
    /// went with its line). `at` is a value's path and how many bytes past its start the
    /// place is (`reinforcements[0].units[1]+0`; see [`Outline::anchor`]).
    Splice {
        /// The place.
        at: String,
        /// The text that is there now, taken out.
        take: String,
        /// The text put in its place.
        put: String,
    },
}

/// A unit a designer adds: everything its line in `units` says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUnit {
    /// Its id, unique in the scenario.
    pub id: String,
    /// The name on its counter.
    pub name: String,
    /// Its nationality (id), which gives its side.
    pub nationality: String,
    /// Its unit type (id).
    pub unit_type: String,
    /// Its size.
    pub size: Size,
    /// Attack, defense, movement for each step, full strength first.
    pub steps: Vec<(u32, u32, u32)>,
    /// Where it starts.
    pub start: Start,
}

/// Where a new unit starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    /// On the map, in this hex (printed number or place name).
    Hex(String),
    /// Off the map, arriving on this turn (from 1).
    Turn(u32),
}

impl fmt::Display for Edit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Edit::Move { unit, hex } => write!(f, "{unit} to {hex}"),
            Edit::Terrain { hex, letter } => write!(f, "terrain of {hex} to '{letter}'"),
            Edit::Hexside { a, b, kind } => write!(f, "{kind} between {a} and {b}"),
            Edit::Arrive { unit, turn } => write!(f, "{unit} arrives on turn {turn}"),
            Edit::Remove { unit } => write!(f, "{unit} out of the game"),
            Edit::Objective { from, to } => write!(f, "objective {from} to {to}"),
            Edit::Place {
                hex,
                name,
                features,
            } => match (name, features.is_empty()) {
                (None, true) => write!(f, "no place in {hex}"),
                _ => write!(
                    f,
                    "place in {hex}: {}{}",
                    name.as_deref().unwrap_or("(no name)"),
                    if features.is_empty() {
                        String::new()
                    } else {
                        format!(" [{}]", features.join(", "))
                    }
                ),
            },
            Edit::Entry { unit, hex } => write!(f, "entry hex {hex} for {unit}'s arrival"),
            Edit::Add(u) => match &u.start {
                Start::Hex(hex) => write!(f, "new unit {} ({}) in {hex}", u.id, u.name),
                Start::Turn(t) => write!(f, "new unit {} ({}) arriving on turn {t}", u.id, u.name),
            },
            Edit::Delete { unit } => write!(f, "{unit} deleted from the order of battle"),
            Edit::Splice { at, take, put } => write!(f, "text at {at}: {take:?} to {put:?}"),
        }
    }
}

/// The text with every edit made, in order, each on the text the one before left; then the
/// whole checked against the ruleset. A request the scenario cannot take (an unknown unit, a
/// hex off the map) or an edited text with problems is an error at its place in the text; the
/// text given is never changed.
pub fn apply(
    file: &str,
    text: &str,
    rules: &Ruleset,
    edits: &[Edit],
) -> Result<String, Diagnostics> {
    let mut text = text.to_string();
    for edit in edits {
        let changes = changes(file, &text, rules, edit)?;
        text = splice(&text, changes);
    }
    scenario_from_str(file, &text, rules)?;
    Ok(text)
}

/// A replacement of a byte range of the text.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Change {
    range: Range<usize>,
    text: String,
}

/// The text with non-overlapping changes made (in any order).
fn splice(text: &str, mut changes: Vec<Change>) -> String {
    changes.sort_by_key(|c| std::cmp::Reverse(c.range.start));
    let mut out = text.to_string();
    for c in changes {
        out.replace_range(c.range, &c.text);
    }
    out
}

/// What one edit changes in the text, worked out on the text as it is (which a set-up edit
/// needs to be a valid scenario; a splice does not).
fn changes(
    file: &str,
    text: &str,
    rules: &Ruleset,
    edit: &Edit,
) -> Result<Vec<Change>, Diagnostics> {
    let raw = || -> Result<RawScenario, Diagnostics> {
        parse_ron(file, text).map_err(|d| Diagnostics(vec![d]))
    };
    let scenario = || -> Result<Scenario, Diagnostics> { scenario_from_str(file, text, rules) };
    let doc = Doc {
        file,
        text,
        outline: Outline::new(text),
    };
    match edit {
        Edit::Move { unit, hex } => doc.move_unit(&raw()?, &scenario()?, unit, hex),
        Edit::Terrain { hex, letter } => doc.terrain(&scenario()?.map, hex, *letter),
        Edit::Hexside { a, b, kind } => doc.hexside(&raw()?, &scenario()?.map, a, b, kind),
        Edit::Arrive { unit, turn } => doc.off_map(&raw()?, &scenario()?, unit, Some(*turn)),
        Edit::Remove { unit } => doc.off_map(&raw()?, &scenario()?, unit, None),
        Edit::Objective { from, to } => doc.objective(&raw()?, &scenario()?.map, from, to),
        Edit::Place {
            hex,
            name,
            features,
        } => doc.place(&raw()?, &scenario()?.map, hex, name.as_deref(), features),
        Edit::Entry { unit, hex } => doc.entry(&raw()?, &scenario()?.map, unit, hex),
        Edit::Add(u) => doc.add_unit(&raw()?, &scenario()?, rules, u),
        Edit::Delete { unit } => doc.delete_unit(&raw()?, unit),
        Edit::Splice { at, take, put } => Ok(vec![doc.splice_at(at, take, put)?]),
    }
}

/// A value as the editor writes it in the text: in quotes, with quotes, backslashes and line
/// breaks escaped.
fn quote(s: &str) -> String {
    let mut out = String::from('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The text being edited, with the place of each of its values.
struct Doc<'a> {
    file: &'a str,
    text: &'a str,
    outline: Outline,
}

impl Doc<'_> {
    /// A problem with the request, at the place in the text it concerns.
    fn refuse(&self, at: &Path, message: impl Into<String>) -> Diagnostics {
        let (line, col) = self.outline.locate(at, None);
        self.refuse_at(line, col, message)
    }

    fn refuse_at(&self, line: usize, col: usize, message: impl Into<String>) -> Diagnostics {
        Diagnostics(vec![Diagnostic {
            file: self.file.to_string(),
            line,
            col,
            message: message.into(),
        }])
    }

    fn hex(&self, map: &Map, at: &Path, text: &str) -> Result<HexIdx, Diagnostics> {
        map.parse_hex(text)
            .ok_or_else(|| self.refuse(at, format!("there is no hex {text} on this map")))
    }

    fn span(&self, at: &Path) -> Result<Range<usize>, Diagnostics> {
        self.outline
            .span(at)
            .ok_or_else(|| self.refuse(at, "this value is not written in the file"))
    }

    /// The change a splice makes: `take` at the place `at` names becomes `put`.
    fn splice_at(&self, at: &str, take: &str, put: &str) -> Result<Change, Diagnostics> {
        let t = self.text;
        let Some(start) = self
            .outline
            .resolve(at)
            .filter(|&s| s <= t.len() && t.is_char_boundary(s))
        else {
            return Err(self.refuse(&Path::root(), format!("{at} names no place in this text")));
        };
        if !t[start..].starts_with(take) {
            let line = t[..start].matches('\n').count() + 1;
            let col = t[..start]
                .rsplit('\n')
                .next()
                .map_or(0, |l| l.chars().count())
                + 1;
            return Err(self.refuse_at(
                line,
                col,
                format!("the text at {at} is not {take:?}: the file changed since"),
            ));
        }
        Ok(Change {
            range: start..start + take.len(),
            text: put.to_string(),
        })
    }
}
