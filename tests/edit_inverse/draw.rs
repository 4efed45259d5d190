//! Edits drawn from four numbers (so that proptest can draw and shrink them) on a scenario's
//! own units, hexes, places, sides and objectives, and what every edit and its inverse must
//! do: give back the text byte for byte, and leave each comment on its line.

use super::formats::Format;
use steppe::rules::data::scenario::{Entry, RawScenario};
use steppe::rules::load::edit::{Edit, NewUnit, Start, apply, inverse, undo};
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::load::source::parse_ron;
use steppe::rules::model::map::NO_HEX;
use steppe::rules::model::tables::Ruleset;

/// How many kinds of edit [`draw`] makes.
pub const KINDS: u8 = 10;

/// An edit of kind `kind` (a move, terrain, hexside, arrival, removal, objective, place,
/// entry hex, new unit or deleted unit) on the scenario `text`, its unit, hexes and values picked by the numbers `n`.
/// Many such edits are refused (a unit moved to sea, an overstacked hex): drawn at random,
/// they are asked for, not chosen to pass.
#[expect(
    clippy::too_many_lines,
    reason = "test code: a table of the kinds of edit the property test draws, one arm each"
)]
pub fn draw(name: &str, text: &str, rules: &Ruleset, kind: u8, n: [u32; 4]) -> Edit {
    let raw: RawScenario = parse_ron(name, text).expect("a scenario");
    let map = scenario_from_str(name, text, rules).expect("valid").map;
    let [a, b, c, d] = n;
    let pick = |len: usize, x: u32| x as usize % len.max(1);
    let label = |x: u32| map.label(x % map.len() as u32);
    let names: Vec<String> = raw
        .map
        .places
        .iter()
        .filter_map(|p| p.name.clone())
        .collect();
    let a_name_or = |x: u32, other: String| {
        if names.is_empty() {
            other
        } else {
            names[pick(names.len(), x)].clone()
        }
    };
    let unit = raw.units[pick(raw.units.len(), a)].id.clone();
    match kind % KINDS {
        0 => {
            let u = &raw.units[pick(raw.units.len(), a)];
            let beside =
                u.at.as_ref()
                    .and_then(|at| map.parse_hex(at))
                    .map(|h| map.neighbours[h as usize][b as usize % 6])
                    .filter(|&h| h != NO_HEX);
            let hex = match (c % 3, beside) {
                (0, Some(h)) => map.label(h),
                (1, _) => a_name_or(b, label(b)),
                _ => label(b),
            };
            Edit::Move { unit, hex }
        }
        1 => {
            let mut letters: Vec<char> = raw.map.terrain.concat().chars().collect();
            letters.sort_unstable();
            letters.dedup();
            Edit::Terrain {
                hex: label(a),
                letter: letters[pick(letters.len(), b)],
            }
        }
        2 => {
            let sides: Vec<(&str, &str)> = raw
                .map
                .hexsides
                .iter()
                .flat_map(|g| g.sides.iter().map(move |s| (g.kind.as_str(), s.as_str())))
                .collect();
            let (kind, (x, y)) = if c % 2 == 0 && !sides.is_empty() {
                let (kind, side) = sides[pick(sides.len(), a)];
                (kind.to_string(), side.split_once('/').expect("a side"))
            } else {
                let h = a % map.len() as u32;
                let other = map.neighbours[h as usize][b as usize % 6];
                let other = if other == NO_HEX { h } else { other };
                let kind = rules.hexsides[pick(rules.hexsides.len(), c / 2)].id.clone();
                let (x, y) = (map.label(h), map.label(other));
                return Edit::Hexside { a: x, b: y, kind };
            };
            let (x, y) = if d % 2 == 0 { (x, y) } else { (y, x) };
            Edit::Hexside {
                a: x.to_string(),
                b: y.to_string(),
                kind,
            }
        }
        3 => Edit::Arrive {
            unit,
            turn: 1 + b % raw.turns,
        },
        4 => Edit::Remove { unit },
        5 => {
            let all: Vec<&String> = raw.victory.iter().flat_map(|v| &v.hexes).collect();
            let from = all[pick(all.len(), a)];
            let from = match map.parse_hex(from) {
                Some(h) if d % 2 == 1 => map.label(h),
                _ => from.clone(),
            };
            let to = if c % 2 == 0 {
                a_name_or(b, label(b))
            } else {
                label(b)
            };
            Edit::Objective { from, to }
        }
        6 => {
            let places = &raw.map.places;
            let place = &places[pick(places.len(), a)];
            let hex = match c % 3 {
                0 => place.hex.clone(),
                1 => place.name.clone().unwrap_or_else(|| place.hex.clone()),
                _ => label(a),
            };
            let name = match d % 3 {
                0 => None,
                1 => Some(format!("Place {}", b % 100)),
                _ => place.name.clone(),
            };
            let mut features: Vec<String> = rules
                .features
                .iter()
                .enumerate()
                .filter(|(i, _)| (b >> (i + 2)) & 1 == 1)
                .map(|(_, f)| f.id.clone())
                .collect();
            let turn = (d / 3) as usize % features.len().max(1);
            features.rotate_left(turn);
            Edit::Place {
                hex,
                name,
                features,
            }
        }
        7 => {
            let groups = &raw.reinforcements;
            let group = &groups[pick(groups.len(), a)];
            let unit = group.units[pick(group.units.len(), b)].clone();
            let hex = match (&group.entry, c % 3) {
                (Entry::Hexes(hexes), 0 | 1) => hexes[pick(hexes.len(), d)].clone(),
                (_, 1) => a_name_or(d, label(d)),
                _ => label(d),
            };
            Edit::Entry { unit, hex }
        }
        8 => {
            // A unit like one of the file's, of a type drawn from the ruleset, on a hex or
            // arriving.
            let like = &raw.units[pick(raw.units.len(), a)];
            let start = if c % 2 == 0 {
                Start::Hex(label(b))
            } else {
                Start::Turn(1 + d % raw.turns)
            };
            Edit::Add(Box::new(NewUnit {
                id: format!("new_{}", a % 1000),
                name: format!("New {}", b % 100),
                nationality: like.nationality.clone(),
                unit_type: rules.unit_types[pick(rules.unit_types.len(), b)].id.clone(),
                size: like.size,
                steps: like.steps.clone(),
                start,
            }))
        }
        _ => Edit::Delete { unit },
    }
}

/// What became of one edit asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The scenario cannot take it: nothing to undo.
    Refused,
    /// Made and undone exactly, by set-up edits.
    SetUp,
    /// Made and undone exactly, by splices.
    Spliced,
}

/// Makes `edit` on `text` and checks it: its inverse, made on the edited text, gives `text`
/// back byte for byte; with `redo`, the inverse of that inverse gives the edited text again;
/// in a text with a comment on every line, each comment is still on its line. The error says
/// what differs.
pub fn check(
    name: &str,
    text: &str,
    rules: &Ruleset,
    format: Format,
    edit: &Edit,
    redo: bool,
) -> Result<(Outcome, String), String> {
    let Ok(after) = apply(name, text, rules, std::slice::from_ref(edit)) else {
        return Ok((Outcome::Refused, text.to_string()));
    };
    let back = inverse(name, text, rules, edit).map_err(|e| format!("{edit}: no inverse: {e}"))?;
    let undone = apply(name, &after, rules, &back)
        .map_err(|e| format!("{edit}: its inverse {back:?} cannot be made: {e}"))?;
    if undone != text {
        return Err(format!(
            "{edit}: its inverse {back:?} gives another text: {}",
            first_difference(text, &undone)
        ));
    }
    let again = if redo {
        let redo = undo(name, &after, rules, &back).map_err(|e| format!("{edit}: no redo: {e}"))?;
        apply(name, text, rules, &redo).map_err(|e| format!("{edit}: redo: {e}"))?
    } else {
        after.clone()
    };
    if again != after {
        return Err(format!(
            "{edit}: the inverse of its inverse gives another text: {}",
            first_difference(&after, &again)
        ));
    }
    if format.commented() {
        comments_stay(text, &after, edit)?;
    }
    let spliced = back.iter().any(|e| matches!(e, Edit::Splice { .. }));
    let outcome = if spliced {
        Outcome::Spliced
    } else {
        Outcome::SetUp
    };
    Ok((outcome, after))
}

/// The first line where two texts differ, in both.
pub fn first_difference(a: &str, b: &str) -> String {
    let (mut la, mut lb) = (a.split('\n'), b.split('\n'));
    for i in 1.. {
        match (la.next(), lb.next()) {
            (Some(x), Some(y)) if x == y => {}
            (None, None) => break,
            (x, y) => return format!("line {i}: {x:?} / {y:?}"),
        }
    }
    "none".into()
}

/// In a text with a different comment `// L<n>` at the end of every line, after `edit`: the
/// comments are in their order, none twice; every line that was only a comment is still
/// there as it was; and every line without a comment is one the edit wrote (it names what the
/// edit put in) or one an edit before it wrote, so no comment moved from its line to another.
fn comments_stay(before: &str, after: &str, edit: &Edit) -> Result<(), String> {
    let tag = |line: &str| {
        let at = line.rfind(" // L")?;
        line[at + 5..].trim_end().parse::<usize>().ok()
    };
    let mut last = 0;
    let mut kept = std::collections::HashMap::new();
    // Lines an edit before this one wrote, as they may stand now: a line that was last in a
    // list without trailing commas gains one when an item comes after it.
    let bare = |line: &str| line.trim_end().trim_end_matches(',').to_string();
    let untagged: std::collections::HashSet<String> = before
        .split('\n')
        .filter(|l| tag(l).is_none())
        .map(bare)
        .collect();
    for line in after.split('\n') {
        match tag(line) {
            Some(n) if n > last => {
                last = n;
                kept.insert(n, line);
            }
            Some(n) => return Err(format!("{edit}: comment L{n} out of order or twice")),
            None if untagged.contains(&bare(line))
                || words(edit).iter().any(|w| line.contains(w.as_str())) => {}
            None => return Err(format!("{edit}: {line:?} lost its comment")),
        }
    }
    for line in before.split('\n') {
        if line.trim_start().starts_with("//")
            && let Some(n) = tag(line)
            && kept.get(&n) != Some(&line)
        {
            return Err(format!("{edit}: the comment line {line:?} moved or went"));
        }
    }
    Ok(())
}

/// What an edit may write on a line of its own: the unit, hex or side it puts in.
fn words(edit: &Edit) -> Vec<String> {
    match edit {
        Edit::Move { unit, hex } | Edit::Entry { unit, hex } => vec![unit.clone(), hex.clone()],
        Edit::Arrive { unit, .. } => vec![unit.clone()],
        Edit::Hexside { a, b, .. } => vec![format!("{a}/{b}")],
        Edit::Place { hex, .. } => vec![hex.clone()],
        Edit::Objective { to, .. } => vec![to.clone()],
        Edit::Add(u) => vec![u.id.clone()],
        Edit::Terrain { .. } | Edit::Remove { .. } | Edit::Delete { .. } | Edit::Splice { .. } => {
            Vec::new()
        }
    }
}
