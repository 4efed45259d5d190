//! Checks a scenario file against its ruleset and builds the [`Scenario`]: the map, the order of
//! battle and the schedules. Every problem is reported with its place in the file.

mod milestones;
mod schedules;
mod units;
mod victory;

use crate::data::scenario::*;
use crate::load::checker::Checker;
use crate::load::map::check_map;
use crate::load::source::{Diagnostics, Path, parse_ron};
use crate::model::map::{HexIdx, Map};
use crate::model::tables::*;

/// Parses only the header of a scenario: which ruleset it names (relative path).
pub fn scenario_ruleset_path(file: &str, text: &str) -> Result<String, Diagnostics> {
    let raw: RawScenario = parse_ron(file, text).map_err(|d| Diagnostics(vec![d]))?;
    Ok(raw.ruleset)
}

/// Parses and checks a scenario file against a checked ruleset.
pub fn scenario_from_str(file: &str, text: &str, rules: &Ruleset) -> Result<Scenario, Diagnostics> {
    let raw: RawScenario = parse_ron(file, text).map_err(|d| Diagnostics(vec![d]))?;
    let mut c = Checker::new();
    let s = check_scenario(&mut c, &raw, rules);
    c.finish(file, text, s)
}

/// Checks the scenario section by section (map, control, turns, units, schedules, victory,
/// capitals, settings) and builds it.
fn check_scenario(c: &mut Checker, raw: &RawScenario, rules: &Ruleset) -> Scenario {
    let map = check_map(c, &raw.map, rules);
    let initial_control = check_control(c, raw, rules, &map);
    let (first_slot, first_year) = check_turns(c, raw, rules);
    let units = units::check_units(c, raw, rules, &map);
    let s = schedules::check_schedules(c, raw, rules, &map);
    let victory = victory::check_victory(c, raw, rules, &map);
    let capitals = check_capitals(c, raw, rules, &map);
    let settings = crate::load::settings::check_settings(c, raw, rules, &map);
    let milestones = milestones::check_milestones(c, raw, rules, &map, &initial_control);
    Scenario {
        milestones,
        plan: settings.plan,
        capitals,
        zones: settings.zones,
        options: settings.options,
        choices: settings.choices,
        hex_markers: settings.hex_markers,
        side_marks: settings.side_marks,
        share_objectives: settings.share_objectives,
        garrison_range: settings.garrison_range,
        name: raw.name.clone(),
        description: raw.description.clone(),
        map,
        first_slot,
        first_year,
        turns: raw.turns,
        units,
        reinforcements: s.reinforcements,
        withdrawals: s.withdrawals,
        returns: s.returns,
        replacements: s.replacements,
        air_units: s.air_units,
        reduced_arrivals: s.reduced_arrivals,
        victory,
        initial_control,
    }
}

/// The ruleset's side ids, in order (what a scenario's `side` fields name).
fn side_ids(rules: &Ruleset) -> Vec<&str> {
    rules.sides.iter().map(|s| s.id.as_str()).collect()
}

/// Checks the map's initial control (the west and east sides and the border) and gives each
/// hex's controlling side.
fn check_control(c: &mut Checker, raw: &RawScenario, rules: &Ruleset, map: &Map) -> Vec<SideId> {
    let cp = Path::root().field("map").field("control");
    let west = c.lookup(
        cp.field("west"),
        "side",
        &raw.map.control.west,
        rules.sides.iter().map(|s| s.id.as_str()),
    );
    let east = c.lookup(
        cp.field("east"),
        "side",
        &raw.map.control.east,
        rules.sides.iter().map(|s| s.id.as_str()),
    );
    if raw.map.control.border.len() != map.height as usize {
        c.err(
            cp.field("border"),
            format!(
                "{} border columns for {} rows",
                raw.map.control.border.len(),
                map.height
            ),
        );
    }
    let mut initial_control = vec![east.unwrap_or(0) as SideId; map.len()];
    for (r, &b) in raw
        .map
        .control
        .border
        .iter()
        .enumerate()
        .take(map.height as usize)
    {
        for col in 0..map.width.min(b) {
            initial_control[map.idx(col, r as u32) as usize] = west.unwrap_or(0) as SideId;
        }
    }
    for (i, held) in raw.map.control.held.iter().enumerate() {
        let p = cp.field("held").index(i);
        let side = c.lookup(
            p.field("side"),
            "side",
            &held.side,
            rules.sides.iter().map(|s| s.id.as_str()),
        );
        for (j, text) in held.hexes.iter().enumerate() {
            match map.parse_hex(text) {
                Some(h) => initial_control[h as usize] = side.unwrap_or(0) as SideId,
                None => c.err(
                    p.field("hexes").index(j),
                    format!("{text} is not a hex or place on this map"),
                ),
            }
        }
    }
    initial_control
}

/// Checks the first turn (a calendar turn and a year) and the number of turns; gives the first
/// turn's calendar slot and year.
fn check_turns(c: &mut Checker, raw: &RawScenario, rules: &Ruleset) -> (usize, u32) {
    let root = Path::root();
    let first = match raw.first_turn.rsplit_once(' ').and_then(|(name, y)| {
        let slot = rules
            .calendar
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(name))?;
        Some((slot, y.parse::<u32>().ok()?))
    }) {
        Some(v) => v,
        None => {
            let names: Vec<&str> = rules.calendar.iter().map(|t| t.name.as_str()).collect();
            c.err(
                root.field("first_turn"),
                format!(
                    "\"{}\" is not a turn; write a calendar turn and a year, e.g. \"{} 1941\" ({})",
                    raw.first_turn,
                    names[0],
                    names.join(", ")
                ),
            );
            (0, 0)
        }
    };
    if raw.turns == 0 {
        c.err(root.field("turns"), "a scenario needs at least one turn");
    }
    first
}

/// Checks the capitals (a side and a hex or place each); gives those that name both.
fn check_capitals(
    c: &mut Checker,
    raw: &RawScenario,
    rules: &Ruleset,
    map: &Map,
) -> Vec<(SideId, HexIdx)> {
    let side_ids = side_ids(rules);
    raw.capitals
        .iter()
        .enumerate()
        .filter_map(|(i, cap)| {
            let cp = Path::root().field("capitals").index(i);
            let side = c.lookup(
                cp.field("side"),
                "side",
                &cap.side,
                side_ids.iter().copied(),
            );
            let hex = map.parse_hex(&cap.hex);
            if hex.is_none() {
                c.err(
                    cp.field("hex"),
                    format!("{} is not a hex or place on this map", cap.hex),
                );
            }
            Some((side? as SideId, hex?))
        })
        .collect()
}
