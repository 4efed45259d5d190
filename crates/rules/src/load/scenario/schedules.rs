//! The scenario's schedules: arrivals (reinforcements and returns), withdrawals, replacement
//! points, air units and reduced arrivals, each within the scenario's turns.

use crate::data::scenario::*;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::map::Map;
use crate::model::tables::*;
use std::collections::HashMap;

/// The checked schedules.
pub(super) struct Schedules {
    pub reinforcements: Vec<Arrival>,
    pub returns: Vec<Arrival>,
    pub withdrawals: Vec<(u32, Vec<UnitId>)>,
    pub replacements: Vec<(SideId, u32, u32, u32)>,
    pub air_units: Vec<(SideId, u32, u32, u32)>,
    pub reduced_arrivals: Vec<(SideId, u32, u32)>,
}

/// Checks every schedule, in the file's order of checks, and builds them.
pub(super) fn check_schedules(
    c: &mut Checker,
    raw: &RawScenario,
    rules: &Ruleset,
    map: &Map,
) -> Schedules {
    let mut units = Lists {
        raw,
        map,
        unit_ids: raw.units.iter().map(|u| u.id.as_str()).collect(),
        scheduled: HashMap::new(),
    };
    let reinforcements = units.arrivals(
        c,
        "reinforcements",
        &raw.reinforcements,
        "reinforcement",
        true,
    );
    let returns = units.arrivals(c, "returns", &raw.returns, "return", false);
    let withdrawals = units.withdrawals(c);
    let side_ids = super::side_ids(rules);
    let replacements = by_turns(
        c,
        raw.turns,
        &side_ids,
        "replacements",
        raw.replacements
            .iter()
            .map(|r| (r.side.as_str(), r.turns, r.points))
            .collect(),
    );
    let air_units = by_turns(
        c,
        raw.turns,
        &side_ids,
        "air_units",
        raw.air_units
            .iter()
            .map(|r| (r.side.as_str(), r.turns, r.units))
            .collect(),
    );
    let reduced_arrivals = reduced_arrivals(c, raw, &side_ids);
    Schedules {
        reinforcements,
        returns,
        withdrawals,
        replacements,
        air_units,
        reduced_arrivals,
    }
}

/// What the unit lists of the schedules are checked against: the units' ids, the map and the
/// turns, and the kind of schedule each unit is already in (arrivals of units off the map).
struct Lists<'a> {
    raw: &'a RawScenario,
    map: &'a Map,
    unit_ids: Vec<&'a str>,
    scheduled: HashMap<usize, &'static str>,
}

impl Lists<'_> {
    /// Checks a list of unit ids (with `must_be_off_map`, units that start off the map and are
    /// in no other such schedule); gives the units found.
    fn unit_list(
        &mut self,
        c: &mut Checker,
        p: Path,
        ids: &[String],
        what: &'static str,
        must_be_off_map: bool,
    ) -> Vec<UnitId> {
        let mut out = Vec::new();
        for (k, id) in ids.iter().enumerate() {
            if let Some(u) = c.lookup(p.index(k), "unit", id, self.unit_ids.iter().copied()) {
                if must_be_off_map && self.raw.units[u].at.is_some() {
                    c.err(
                        p.index(k),
                        format!("unit \"{id}\" starts on the map and cannot also be a {what}"),
                    );
                }
                if must_be_off_map && let Some(prev) = self.scheduled.insert(u, what) {
                    c.err(
                        p.index(k),
                        format!("unit \"{id}\" is already scheduled as a {prev}"),
                    );
                }
                out.push(u as UnitId);
            }
        }
        out
    }

    /// Checks that a schedule's turn is one of the scenario's.
    fn turn_ok(&self, c: &mut Checker, p: Path, t: u32) {
        let turns = self.raw.turns;
        if t == 0 || t > turns {
            c.err(
                p,
                format!("turn {t} is outside the scenario's turns 1 to {turns}"),
            );
        }
    }

    /// Checks a list of arrivals (turn, entry hexes, units) and builds it.
    fn arrivals(
        &mut self,
        c: &mut Checker,
        field: &'static str,
        list: &[RawArrival],
        what: &'static str,
        off_map: bool,
    ) -> Vec<Arrival> {
        list.iter()
            .enumerate()
            .map(|(i, a)| {
                let ap = Path::root().field(field).index(i);
                self.turn_ok(c, ap.field("turn"), a.turn);
                if let Entry::Hexes(hs) = &a.entry {
                    for (k, hx) in hs.iter().enumerate() {
                        if self.map.parse_hex(hx).is_none() {
                            c.err(
                                ap.field("entry").index(k),
                                format!("{hx} is not a hex on this map"),
                            );
                        }
                    }
                }
                Arrival {
                    turn: a.turn,
                    units: self.unit_list(c, ap.field("units"), &a.units, what, off_map),
                    entry: match &a.entry {
                        Entry::CityOrEdge => Entering::CityOrEdge,
                        Entry::HomeEdge => Entering::HomeEdge,
                        Entry::Hexes(hs) => Entering::Hexes(
                            hs.iter().filter_map(|s| self.map.parse_hex(s)).collect(),
                        ),
                    },
                }
            })
            .collect()
    }

    /// Checks the withdrawals (turn, units) and builds them.
    fn withdrawals(&mut self, c: &mut Checker) -> Vec<(u32, Vec<UnitId>)> {
        let raw = self.raw;
        raw.withdrawals
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let wp = Path::root().field("withdrawals").index(i);
                self.turn_ok(c, wp.field("turn"), w.turn);
                let ids = self.unit_list(c, wp.field("units"), &w.units, "withdrawal", false);
                (w.turn, ids)
            })
            .collect()
    }
}

/// Checks (side, first turn, last turn, how many) rows (replacement points, air units): a known
/// side and a range within the scenario's turns.
fn by_turns(
    c: &mut Checker,
    turns: u32,
    side_ids: &[&str],
    field: &'static str,
    rows: Vec<(&str, (u32, u32), u32)>,
) -> Vec<(SideId, u32, u32, u32)> {
    rows.into_iter()
        .enumerate()
        .map(|(i, (s, t, n))| {
            let rp = Path::root().field(field).index(i);
            let side = c
                .lookup(rp.field("side"), "side", s, side_ids.iter().copied())
                .unwrap_or(0) as SideId;
            if t.0 > t.1 || t.0 == 0 || t.1 > turns {
                c.err(
                    rp.field("turns"),
                    format!("turns {t:?} are not a range within 1 to {turns}"),
                );
            }
            (side, t.0, t.1, n)
        })
        .collect()
}

/// Checks the reduced arrivals' sides and builds them.
fn reduced_arrivals(
    c: &mut Checker,
    raw: &RawScenario,
    side_ids: &[&str],
) -> Vec<(SideId, u32, u32)> {
    raw.reduced_arrivals
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let rp = Path::root().field("reduced_arrivals").index(i);
            let side = c
                .lookup(rp.field("side"), "side", &r.side, side_ids.iter().copied())
                .unwrap_or(0) as SideId;
            (side, r.turns.0, r.turns.1)
        })
        .collect()
}
