//! Edits of the order of battle's set-up: where a unit starts, when it arrives, or that it is
//! out of the game; and the entry hexes of its arrival group.

use super::{Change, Doc, quote};
use crate::data::scenario::{Entry, RawArrival, RawScenario};
use crate::load::source::{Diagnostics, Path};
use crate::model::map::Map;
use crate::model::tables::{Scenario, SideId};

impl Doc<'_> {
    pub(super) fn move_unit(
        &self,
        raw: &RawScenario,
        scenario: &Scenario,
        unit: &str,
        hex: &str,
    ) -> Result<Vec<Change>, Diagnostics> {
        let units = Path::root().field("units");
        let Some(i) = raw.units.iter().position(|u| u.id == unit) else {
            return Err(self.refuse(&units, format!("there is no unit {unit} in the scenario")));
        };
        let at = units.index(i).field("at");
        self.hex(&scenario.map, &at, hex)?;
        // Written as the request names it (a number or a place name), so that moving back to
        // the hex as the file named it gives the text back.
        let spelled = quote(hex.trim());
        if raw.units[i].at.is_some() {
            return Ok(vec![Change {
                range: self.span(&at)?,
                text: spelled,
            }]);
        }
        // A unit off the map at the start: `at` goes after its last field, and it leaves the
        // arrival lists that would bring it on later.
        let mut out = self.add_field(&units.index(i), "at", &spelled)?;
        out.extend(self.leave_arrivals(raw, unit, None)?);
        Ok(out)
    }

    /// Takes `unit` out of every arrival list but the one of turn `keep` (a list it was alone
    /// in goes).
    pub(super) fn leave_arrivals(
        &self,
        raw: &RawScenario,
        unit: &str,
        keep: Option<u32>,
    ) -> Result<Vec<Change>, Diagnostics> {
        let arrivals = Path::root().field("reinforcements");
        let mut out = Vec::new();
        for (k, group) in raw.reinforcements.iter().enumerate() {
            if Some(group.turn) == keep {
                continue;
            }
            if let Some(j) = group.units.iter().position(|u| u == unit) {
                out.extend(if group.units.len() == 1 {
                    self.remove_child(&arrivals, k)?
                } else {
                    self.remove_child(&arrivals.index(k).field("units"), j)?
                });
            }
        }
        Ok(out)
    }

    /// Takes `unit` off the map at the start: with a turn, it arrives then (added to that
    /// turn's first arrival list with a unit of its side, or a new list); without, it is out
    /// of the game.
    pub(super) fn off_map(
        &self,
        raw: &RawScenario,
        scenario: &Scenario,
        unit: &str,
        turn: Option<u32>,
    ) -> Result<Vec<Change>, Diagnostics> {
        let units = Path::root().field("units");
        let (Some(i), Some(u)) = (
            raw.units.iter().position(|u| u.id == unit),
            scenario.unit_by_id(unit),
        ) else {
            return Err(self.refuse(&units, format!("there is no unit {unit} in the scenario")));
        };
        let arrivals = Path::root().field("reinforcements");
        if let Some(t) = turn
            && (t == 0 || t > scenario.turns)
        {
            return Err(self.refuse(
                &arrivals,
                format!(
                    "turn {t} is not a turn of this scenario (1 to {})",
                    scenario.turns
                ),
            ));
        }
        let mut out = Vec::new();
        if raw.units[i].at.is_some() {
            // `, at: "1211"`: the value, its key and the comma before the key.
            out.extend(self.remove_field(&units.index(i), "at")?);
        }
        out.extend(self.leave_arrivals(raw, unit, turn)?);
        let Some(t) = turn else {
            return Ok(out);
        };
        if raw
            .reinforcements
            .iter()
            .any(|g| g.turn == t && g.units.iter().any(|x| x == unit))
        {
            return Ok(out);
        }
        out.extend(self.join_arrival(raw, scenario, scenario.units[u as usize].side, unit, t)?);
        Ok(out)
    }

    /// Puts `unit` of `side` in turn `t`'s first arrival list with a unit of its side, or in a
    /// new list at the end.
    pub(super) fn join_arrival(
        &self,
        raw: &RawScenario,
        scenario: &Scenario,
        side: SideId,
        unit: &str,
        t: u32,
    ) -> Result<Vec<Change>, Diagnostics> {
        let arrivals = Path::root().field("reinforcements");
        let same_side = |g: &RawArrival| {
            g.units.iter().any(|x| {
                scenario
                    .unit_by_id(x)
                    .is_some_and(|o| scenario.units[o as usize].side == side)
            })
        };
        let id = quote(unit);
        match raw
            .reinforcements
            .iter()
            .position(|g| g.turn == t && same_side(g))
        {
            Some(k) => {
                let list = arrivals.index(k).field("units");
                self.insert_child(&list, raw.reinforcements[k].units.len(), &id)
            }
            None if self.outline.span(&arrivals).is_some() => {
                let group = format!("(turn: {t}, units: [{id}])");
                self.insert_child(&arrivals, raw.reinforcements.len(), &group)
            }
            None => Err(self.refuse(
                &Path::root(),
                "the scenario has no `reinforcements` list to add to: write `reinforcements: [],` in it first",
            )),
        }
    }

    /// Toggles `hex` among the entry hexes of the arrival group `unit` is in.
    pub(super) fn entry(
        &self,
        raw: &RawScenario,
        map: &Map,
        unit: &str,
        hex: &str,
    ) -> Result<Vec<Change>, Diagnostics> {
        let arrivals = Path::root().field("reinforcements");
        let Some(k) = raw
            .reinforcements
            .iter()
            .position(|g| g.units.iter().any(|u| u == unit))
        else {
            return Err(self.refuse(
                &arrivals,
                format!("{unit} is not a reinforcement: take it off the map (to a turn) first"),
            ));
        };
        let group = arrivals.index(k);
        let h = self.hex(map, &group, hex)?;
        let spelled = quote(hex.trim());
        let written = self.outline.span(&group.field("entry")).is_some();
        match &raw.reinforcements[k].entry {
            Entry::Hexes(hexes) => {
                // `Hexes([...])`: the list is the variant's one item.
                let list = group.field("entry").index(0);
                match hexes.iter().position(|x| map.parse_hex(x) == Some(h)) {
                    Some(_) if hexes.len() == 1 => self.remove_field(&group, "entry"),
                    Some(j) => self.remove_child(&list, j),
                    None => self.insert_child(&list, hexes.len(), &spelled),
                }
            }
            Entry::CityOrEdge | Entry::HomeEdge if written => Ok(vec![Change {
                range: self.span(&group.field("entry"))?,
                text: format!("Hexes([{spelled}])"),
            }]),
            Entry::CityOrEdge | Entry::HomeEdge => {
                self.add_field(&group, "entry", &format!("Hexes([{spelled}])"))
            }
        }
    }
}
