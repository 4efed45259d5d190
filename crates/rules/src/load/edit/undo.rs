//! The exact inverse of an edit, worked out from the text before it: edits that, made on the
//! text the edit left, give back the text before byte for byte. A set-up edit when one does
//! (a unit moved back to the hex as the file named it, a hexside toggled off again, a place
//! given back its name and features); else splices that put back the very characters the edit
//! took out, where it took them (a unit's place in its arrival list, a side's place in its
//! group, a comment that went with its line).

use super::{Change, Edit, changes, splice};
use crate::data::scenario::RawScenario;
use crate::load::outline::Outline;
use crate::load::scenario::scenario_from_str;
use crate::load::source::{Diagnostics, parse_ron};
use crate::model::map::Map;
use crate::model::tables::Ruleset;

/// The edits that undo `edit` made on `text`: made in order on the text `edit` gives, they
/// give back `text` byte for byte. A request the scenario cannot take (an unknown unit, a hex
/// off the map) is the error [`apply`](super::apply) gives; whether the edited text passes the
/// checks is for `apply` to say.
pub fn inverse(
    file: &str,
    text: &str,
    rules: &Ruleset,
    edit: &Edit,
) -> Result<Vec<Edit>, Diagnostics> {
    let made = changes(file, text, rules, edit)?;
    let after = splice(text, made.clone());
    // The opposite edit, if it gives the very text back (valid, then, as `text` is).
    if let Some(back) = opposite(file, text, rules, edit)
        && changes(file, &after, rules, &back).is_ok_and(|c| splice(&after, c) == text)
    {
        return Ok(vec![back]);
    }
    Ok(put_back(text, &after, made))
}

/// The edits that undo `edits` made in order on `text` (as [`apply`](super::apply) makes
/// them): the inverse of each, the last edit's first.
pub fn undo(
    file: &str,
    text: &str,
    rules: &Ruleset,
    edits: &[Edit],
) -> Result<Vec<Edit>, Diagnostics> {
    let mut text = text.to_string();
    let mut out = Vec::new();
    for edit in edits {
        let mut back = inverse(file, &text, rules, edit)?;
        back.append(&mut out);
        out = back;
        text = splice(&text, changes(file, &text, rules, edit)?);
    }
    Ok(out)
}

/// The edit of the same kind that puts back what `edit` changes, as `text` has it (`None`
/// when `text` is not a scenario): whether it gives the text back byte for byte is for the
/// caller to try.
fn opposite(file: &str, text: &str, rules: &Ruleset, edit: &Edit) -> Option<Edit> {
    let raw = || parse_ron::<RawScenario>(file, text).ok();
    let map = || scenario_from_str(file, text, rules).ok().map(|s| s.map);
    let back = match edit {
        Edit::Move { unit, .. } | Edit::Arrive { unit, .. } | Edit::Remove { unit } => {
            let raw = raw()?;
            let u = raw.units.iter().find(|u| &u.id == unit)?;
            let group = raw
                .reinforcements
                .iter()
                .find(|g| g.units.iter().any(|x| x == unit));
            match (&u.at, group) {
                (Some(at), _) => Edit::Move {
                    unit: unit.clone(),
                    hex: at.clone(),
                },
                (None, Some(g)) => Edit::Arrive {
                    unit: unit.clone(),
                    turn: g.turn,
                },
                (None, None) => Edit::Remove { unit: unit.clone() },
            }
        }
        Edit::Terrain { hex, .. } => {
            let map: Map = map()?;
            let (c, r) = map.col_row(map.parse_hex(hex)?);
            Edit::Terrain {
                hex: hex.clone(),
                letter: raw()?
                    .map
                    .terrain
                    .get(r as usize)?
                    .chars()
                    .nth(c as usize)?,
            }
        }
        Edit::Hexside { .. } | Edit::Entry { .. } => edit.clone(),
        Edit::Objective { from, to } => {
            let map = map()?;
            let f = map.parse_hex(from)?;
            let was = raw()?
                .victory
                .into_iter()
                .flat_map(|v| v.hexes)
                .find(|x| map.parse_hex(x) == Some(f))?;
            Edit::Objective {
                from: to.clone(),
                to: was,
            }
        }
        Edit::Place { hex, .. } => {
            let map = map()?;
            let h = map.parse_hex(hex)?;
            let places = raw()?.map.places;
            let was = places.iter().find(|p| map.parse_hex(&p.hex) == Some(h));
            Edit::Place {
                // The hex as the file names it: a name the edit changes names it no longer.
                hex: was.map_or_else(|| map.label(h), |p| p.hex.clone()),
                name: was.and_then(|p| p.name.clone()),
                features: was.map(|p| p.features.clone()).unwrap_or_default(),
            }
        }
        Edit::Add(u) => Edit::Delete { unit: u.id.clone() },
        // A unit's whole line (and its place in an arrival list) comes back as the splices
        // that put back the very characters taken out.
        Edit::Delete { .. } => return None,
        Edit::Splice { at, take, put } => Edit::Splice {
            at: at.clone(),
            take: put.clone(),
            put: take.clone(),
        },
    };
    Some(back)
}

/// Splices that undo `made` (changes of `text` that gave `after`), each anchored in `after`,
/// the last in the text first so that each anchor is found before any splice moves it.
fn put_back(text: &str, after: &str, mut made: Vec<Change>) -> Vec<Edit> {
    made.sort_by_key(|c| c.range.start);
    let outline = Outline::new(after);
    let (mut grown, mut shrunk) = (0, 0);
    let mut out = Vec::new();
    for c in made {
        let start = c.range.start + grown - shrunk;
        out.push(Edit::Splice {
            at: outline.anchor(&(start..start + c.text.len())),
            take: c.text.clone(),
            put: text[c.range.clone()].to_string(),
        });
        grown += c.text.len();
        shrunk += c.range.len();
    }
    out.reverse();
    out
}
