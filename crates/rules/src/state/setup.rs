//! The checked rules and scenario a game is played under, and the questions about them that
//! every layer asks (a unit's name and factors, a hex's label, the hexside between two hexes).

use crate::model::map::HexIdx;
use crate::model::tables::{Factors, Ruleset, Scenario, SideId, UnitId};
use crate::state::State;
use std::sync::Arc;

/// The checked ruleset and scenario, shared by every copy of a game.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The checked ruleset.
    pub rules: Arc<Ruleset>,
    /// The checked scenario.
    pub scenario: Arc<Scenario>,
    /// A what-if's combat weather, used instead of what the calendar brings (`steppe odds
    /// --weather`); none in a game played by its rules.
    pub combat_weather: Option<u8>,
    /// Each capture marker of the ruleset (`capture_markers`) with every place it could be put
    /// on (a feature it is put on), the places in hex order: what `mark_captures` looks at
    /// after every command, worked out once.
    pub captures: Arc<[(u8, HexIdx)]>,
    /// Each side's units, in the scenario's order (the searches that ask something of every
    /// unit of one side, many times a turn, look only at these).
    pub side_units: Arc<[Vec<UnitId>]>,
    /// Per unit, whether it is an HQ (its type is one of the activation rules' HQ types): asked
    /// of every unit of a side many times a turn where formations take turns.
    pub hq: Arc<[bool]>,
}

impl Setup {
    /// A setup that plays by the rules (no what-if weather).
    pub fn new(rules: Arc<Ruleset>, scenario: Arc<Scenario>) -> Self {
        let map = &scenario.map;
        let mut places: Vec<HexIdx> = map.places.iter().map(|p| p.hex).collect();
        places.sort_unstable();
        let captures = rules
            .duties
            .capture_markers
            .iter()
            .flat_map(|&(m, mask)| {
                places
                    .iter()
                    .filter(move |&&h| map.features[h as usize] & mask != 0)
                    .map(move |&h| (m, h))
            })
            .collect();
        let mut side_units = vec![Vec::new(); rules.sides.len()];
        for (i, u) in scenario.units.iter().enumerate() {
            if let Some(v) = side_units.get_mut(u.side as usize) {
                v.push(i as UnitId);
            }
        }
        let hq = scenario
            .units
            .iter()
            .map(|u| {
                rules
                    .activations
                    .as_ref()
                    .is_some_and(|a| a.hq_types[u.unit_type as usize])
            })
            .collect();
        Setup {
            rules,
            scenario,
            combat_weather: None,
            captures,
            side_units: side_units.into(),
            hq,
        }
    }

    /// The units of `side`, in the scenario's order (none for a side the ruleset lacks).
    pub fn units_of(&self, side: SideId) -> &[UnitId] {
        self.side_units.get(side as usize).map_or(&[], |v| v)
    }

    /// The side whose phase it is.
    pub fn phasing_side(&self, st: &State) -> SideId {
        self.rules.phases[st.phase].side
    }

    /// A unit's name and id, as messages print it: "LVI Panzer Corps (g_56pz)".
    pub fn unit_name(&self, u: UnitId) -> String {
        let d = &self.scenario.units[u as usize];
        format!("{} ({})", d.name, d.id)
    }

    /// A hex's number on the map ("1512").
    pub fn label(&self, h: HexIdx) -> String {
        self.scenario.map.label(h)
    }

    /// The factors of a unit at its strength in `st`.
    pub fn factors(&self, st: &State, u: UnitId) -> Factors {
        let d = &self.scenario.units[u as usize];
        let step = (st.units[u as usize].losses as usize).min(d.steps.len() - 1);
        d.steps[step]
    }

    /// The hexside type between two adjacent hexes as movement and combat see it: none where a
    /// feature of either hex negates that type (a town's rivers).
    pub fn effective_hexside(&self, a: HexIdx, b: HexIdx) -> Option<u8> {
        let map = &self.scenario.map;
        let k = map.hexside(a, b)?;
        let negated = self.rules.features.iter().enumerate().any(|(f, feat)| {
            feat.negates_hexsides.has(k as usize)
                && (map.has_feature(a, f as u8) || map.has_feature(b, f as u8))
        });
        (!negated).then_some(k)
    }

    /// The number the rules give game turn `turn` (1 = the scenario's first): counted from the
    /// ruleset's turn one when it names one (a scenario opening on T10 plays the rules' turn 10
    /// first), else the scenario's own count.
    pub fn rules_turn(&self, turn: u32) -> i64 {
        let Some(one) = self.rules.turn_one else {
            return i64::from(turn);
        };
        let n = self.rules.calendar.len() as i64;
        let (slot, year) = self.scenario.turn_date(&self.rules, turn);
        i64::from(year) * n + slot as i64 - i64::from(one) + 1
    }

    /// The turn of `st` as the scenario's calendar names it.
    pub fn turn_name(&self, st: &State) -> String {
        self.scenario.turn_name(&self.rules, st.turn)
    }
}
