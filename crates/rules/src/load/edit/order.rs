//! Edits of the order of battle itself: a new unit written into the `units` list (after the
//! last unit of its nationality, so the file's grouping and the comments heading each group
//! stay), on the map or arriving on a turn; and a unit taken out of the list and every arrival
//! list again.

use super::{Change, Doc, NewUnit, Start, quote};
use crate::data::scenario::{RawScenario, Size};
use crate::load::source::{Diagnostics, Path};
use crate::model::tables::{Ruleset, Scenario};

/// How a size is written in a scenario file.
pub fn size_word(size: Size) -> &'static str {
    match size {
        Size::Division => "Division",
        Size::Corps => "Corps",
        Size::Army => "Army",
        Size::ArmyGroup => "ArmyGroup",
    }
}

/// The size a word names (as the file writes it, case ignored).
pub fn parse_size(word: &str) -> Option<Size> {
    [Size::Division, Size::Corps, Size::Army, Size::ArmyGroup]
        .into_iter()
        .find(|&s| size_word(s).eq_ignore_ascii_case(word.trim()))
}

/// The unit as one line of the `units` list, in the order and form the shipped files use.
fn written(u: &NewUnit) -> String {
    let steps: Vec<String> = u
        .steps
        .iter()
        .map(|(a, d, m)| format!("({a}, {d}, {m})"))
        .collect();
    let mut line = format!(
        "(id: {}, name: {}, nationality: {}, type: {}, size: {}, steps: [{}]",
        quote(&u.id),
        quote(u.name.trim()),
        quote(&u.nationality),
        quote(&u.unit_type),
        size_word(u.size),
        steps.join(", ")
    );
    if let Start::Hex(hex) = &u.start {
        line.push_str(&format!(", at: {}", quote(hex.trim())));
    }
    line.push(')');
    line
}

impl Doc<'_> {
    pub(super) fn add_unit(
        &self,
        raw: &RawScenario,
        scenario: &Scenario,
        rules: &Ruleset,
        u: &NewUnit,
    ) -> Result<Vec<Change>, Diagnostics> {
        let units = Path::root().field("units");
        if u.id.trim().is_empty() || u.id.chars().any(|c| c.is_whitespace() || c == '"') {
            return Err(self.refuse(
                &units,
                format!(
                    "{:?} is not a unit id: letters, digits and `_`, no spaces",
                    u.id
                ),
            ));
        }
        if raw.units.iter().any(|x| x.id.eq_ignore_ascii_case(&u.id)) {
            return Err(self.refuse(&units, format!("there is already a unit {}", u.id)));
        }
        let Some(nat) = rules.nationalities.iter().find(|n| n.id == u.nationality) else {
            let known: Vec<&str> = rules.nationalities.iter().map(|n| n.id.as_str()).collect();
            return Err(self.refuse(
                &units,
                format!(
                    "there is no nationality {} in {} (there are {})",
                    u.nationality,
                    rules.name,
                    known.join(", ")
                ),
            ));
        };
        if !rules.unit_types.iter().any(|t| t.id == u.unit_type) {
            let known: Vec<&str> = rules.unit_types.iter().map(|t| t.id.as_str()).collect();
            return Err(self.refuse(
                &units,
                format!(
                    "there is no unit type {} in {} (there are {})",
                    u.unit_type,
                    rules.name,
                    known.join(", ")
                ),
            ));
        }
        if u.steps.is_empty() {
            return Err(self.refuse(&units, "a unit has at least one step"));
        }
        let mut out = Vec::new();
        match &u.start {
            Start::Hex(hex) => {
                self.hex(&scenario.map, &units, hex)?;
            }
            Start::Turn(t) => {
                if *t == 0 || *t > scenario.turns {
                    return Err(self.refuse(
                        &Path::root().field("reinforcements"),
                        format!(
                            "turn {t} is not a turn of this scenario (1 to {})",
                            scenario.turns
                        ),
                    ));
                }
                out.extend(self.join_arrival(raw, scenario, nat.side, &u.id, *t)?);
            }
        }
        // After the last unit of its nationality, else after the last unit.
        let j = raw
            .units
            .iter()
            .rposition(|x| x.nationality == u.nationality)
            .map_or(raw.units.len(), |i| i + 1);
        if self.outline.span(&units).is_none() {
            return Err(self.refuse(
                &Path::root(),
                "the scenario has no `units` list to add to: write `units: [],` in it first",
            ));
        }
        out.extend(self.insert_child(&units, j, &written(u))?);
        Ok(out)
    }

    /// Takes `unit` out of the `units` list and out of every arrival list.
    pub(super) fn delete_unit(
        &self,
        raw: &RawScenario,
        unit: &str,
    ) -> Result<Vec<Change>, Diagnostics> {
        let units = Path::root().field("units");
        let Some(i) = raw.units.iter().position(|u| u.id == unit) else {
            return Err(self.refuse(&units, format!("there is no unit {unit} in the scenario")));
        };
        let mut out = self.remove_child(&units, i)?;
        out.extend(self.leave_arrivals(raw, unit, None)?);
        Ok(out)
    }
}
