//! A scenario's settings of its ruleset's rules: optional rules in force, choices made, the hexes
//! of each zone, and the hex markers in place at the start.

use crate::data::scenario::RawScenario;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::map::{HexIdx, Map};
use crate::model::tables::{Ruleset, SideId};

pub(crate) struct Settings {
    pub zones: Vec<Vec<HexIdx>>,
    pub options: Vec<bool>,
    pub choices: Vec<usize>,
    pub hex_markers: Vec<(HexIdx, u8, SideId)>,
    /// Side markers at the start, a bitset per side.
    pub side_marks: Vec<u32>,
    /// Per side: its computer players share its objectives out among its units.
    pub share_objectives: Vec<bool>,
    /// How near the enemy a held objective comes before the computer garrisons it.
    pub garrison_range: u32,
    /// The sides' operational plans, for the computer players.
    pub plan: Vec<crate::model::scenario::PlanStep>,
}

pub(crate) fn check_settings(
    c: &mut Checker,
    raw: &RawScenario,
    rules: &Ruleset,
    map: &Map,
) -> Settings {
    let options = check_options(c, raw, rules);
    let choices = check_choices(c, raw, rules);
    let zones = check_zones(c, raw, rules, map);
    let hex_markers = check_hex_markers(c, raw, rules, map);
    let side_marks = check_side_marks(c, raw, rules);
    let share_objectives = check_share_objectives(c, raw, rules);
    let plan = check_plan(c, raw, rules, map);
    Settings {
        plan,
        zones,
        options,
        choices,
        hex_markers,
        side_marks,
        share_objectives,
        garrison_range: raw
            .computer
            .garrison_range
            .unwrap_or(crate::model::scenario::GARRISON_RANGE),
    }
}

/// The optional rules in force: each rule's default, unless the scenario says otherwise.
fn check_options(c: &mut Checker, raw: &RawScenario, rules: &Ruleset) -> Vec<bool> {
    let root = Path::root();
    let mut options: Vec<bool> = rules.options.iter().map(|o| o.default).collect();
    for (id, on) in &raw.options {
        if let Some(k) = c.lookup(
            root.field("options").key(id),
            "optional rule",
            id,
            rules.options.iter().map(|o| o.id.as_str()),
        ) {
            options[k] = *on;
        }
    }
    options
}

/// The value chosen for each scenario choice (the first unless the scenario says otherwise).
fn check_choices(c: &mut Checker, raw: &RawScenario, rules: &Ruleset) -> Vec<usize> {
    let root = Path::root();
    let mut choices = vec![0; rules.choices.len()];
    for (id, value) in &raw.choices {
        let p = root.field("choices").key(id);
        let k = c.lookup(
            p.clone(),
            "scenario choice",
            id,
            rules.choices.iter().map(|o| o.id.as_str()),
        );
        if let Some(k) = k
            && let Some(v) = c.lookup(
                p,
                "value",
                value,
                rules.choices[k].values.iter().map(String::as_str),
            )
        {
            choices[k] = v;
        }
    }
    choices
}

/// The hex a printed number or place name names, or an error at `p`.
pub(crate) fn hex(c: &mut Checker, map: &Map, p: Path, text: &str) -> Option<HexIdx> {
    let h = map.parse_hex(text);
    if h.is_none() {
        c.err(p, format!("{text} is not a hex or place on this map"));
    }
    h
}

/// The hexes a list of printed numbers or place names at `p` names, an error at each one that
/// names none.
pub(crate) fn hexes(c: &mut Checker, map: &Map, p: &Path, texts: &[String]) -> Vec<HexIdx> {
    texts
        .iter()
        .enumerate()
        .filter_map(|(k, s)| hex(c, map, p.index(k), s))
        .collect()
}

/// The hexes of each zone the ruleset declares.
fn check_zones(c: &mut Checker, raw: &RawScenario, rules: &Ruleset, map: &Map) -> Vec<Vec<HexIdx>> {
    let root = Path::root();
    let mut zones = vec![Vec::new(); rules.zones.len()];
    for (id, hexes) in &raw.zones {
        let p = root.field("zones").key(id);
        if let Some(k) = c.lookup(
            p.clone(),
            "zone",
            id,
            rules.zones.iter().map(|z| z.id.as_str()),
        ) {
            zones[k] = hexes
                .iter()
                .enumerate()
                .filter_map(|(j, t)| hex(c, map, p.index(j), t))
                .collect();
        }
    }
    zones
}

/// The hex markers in place at the start: (hex, marker, owner).
fn check_hex_markers(
    c: &mut Checker,
    raw: &RawScenario,
    rules: &Ruleset,
    map: &Map,
) -> Vec<(HexIdx, u8, SideId)> {
    let root = Path::root();
    let mut hex_markers = Vec::new();
    for (i, m) in raw.hex_markers.iter().enumerate() {
        let p = root.field("hex_markers").index(i);
        let k = c.lookup(
            p.field("marker"),
            "hex marker",
            &m.marker,
            rules.hex_markers.iter().map(|x| x.id.as_str()),
        );
        let side = c.lookup(
            p.field("side"),
            "side",
            &m.side,
            rules.sides.iter().map(|s| s.id.as_str()),
        );
        for (j, t) in m.hexes.iter().enumerate() {
            if let (Some(h), Some(k), Some(s)) =
                (hex(c, map, p.field("hexes").index(j), t), k, side)
            {
                hex_markers.push((h, k as u8, s as SideId));
            }
        }
    }
    hex_markers
}

/// The side markers at the start, a bitset per side.
fn check_side_marks(c: &mut Checker, raw: &RawScenario, rules: &Ruleset) -> Vec<u32> {
    let root = Path::root();
    let mut side_marks = vec![0u32; rules.sides.len()];
    for (i, m) in raw.side_markers.iter().enumerate() {
        let p = root.field("side_markers").index(i);
        let k = c.lookup(
            p.field("marker"),
            "side marker",
            &m.marker,
            rules.side_markers.iter().map(|x| x.id.as_str()),
        );
        let side = c.lookup(
            p.field("side"),
            "side",
            &m.side,
            rules.sides.iter().map(|s| s.id.as_str()),
        );
        if let (Some(k), Some(s)) = (k, side) {
            side_marks[s] |= 1 << k;
        }
    }
    side_marks
}

/// The sides' operational plans: a known side, hexes of the map, turns within the scenario's
/// (the first not after the last) and a source.
fn check_plan(
    c: &mut Checker,
    raw: &RawScenario,
    rules: &Ruleset,
    map: &Map,
) -> Vec<crate::model::scenario::PlanStep> {
    let root = Path::root().field("computer").field("plan");
    let mut out = Vec::new();
    for (i, step) in raw.computer.plan.iter().enumerate() {
        let p = root.index(i);
        let side = c.lookup(
            p.field("side"),
            "side",
            &step.side,
            rules.sides.iter().map(|s| s.id.as_str()),
        );
        let hexes = hexes(c, map, &p.field("hexes"), &step.hexes);
        if step.hexes.is_empty() {
            c.err(p.field("hexes"), "a plan step needs at least one hex");
        }
        let (first, last) = step.turns;
        if first == 0 || last > raw.turns || first > last {
            c.err(
                p.field("turns"),
                format!(
                    "turns ({first}, {last}) are not a range of the scenario's turns 1 to {}",
                    raw.turns
                ),
            );
        }
        if step.source.trim().is_empty() {
            c.err(p.field("source"), "a plan step needs its source");
        }
        if let Some(side) = side {
            out.push(crate::model::scenario::PlanStep {
                side: side as SideId,
                hexes,
                turns: step.turns,
            });
        }
    }
    out
}

/// Per side: its computer players share its objectives out among its units.
fn check_share_objectives(c: &mut Checker, raw: &RawScenario, rules: &Ruleset) -> Vec<bool> {
    let root = Path::root();
    let mut share_objectives = vec![false; rules.sides.len()];
    for (i, id) in raw.computer.share_objectives.iter().enumerate() {
        let p = root.field("computer").field("share_objectives").index(i);
        if let Some(s) = c.lookup(p, "side", id, rules.sides.iter().map(|s| s.id.as_str())) {
            share_objectives[s] = true;
        }
    }
    share_objectives
}
