//! Checks a scenario file against its ruleset and builds the [`Scenario`]: the map, the order of
//! battle and the schedules. Every problem is reported with its place in the file.

use crate::rules::data::ruleset::Cost;
use crate::rules::data::scenario::*;
use crate::rules::load::checker::Checker;
use crate::rules::load::map::check_map;
use crate::rules::load::source::{Diagnostics, Path, parse_ron};
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::*;
use std::collections::HashMap;

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

fn check_scenario(c: &mut Checker, raw: &RawScenario, rules: &Ruleset) -> Scenario {
    let root = Path::root();
    let map = check_map(c, &raw.map, rules);
    let n = map.len();

    // Initial control.
    let cp = root.field("map").field("control");
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
    let mut initial_control = vec![east.unwrap_or(0) as SideId; n];
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

    // Turns.
    let (first_slot, first_year) = match raw.first_turn.rsplit_once(' ').and_then(|(name, y)| {
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

    // Units.
    c.unique(
        root.field("units"),
        "unit",
        raw.units.iter().map(|u| u.id.as_str()),
    );
    let mut stack: HashMap<HexIdx, (SideId, u32)> = HashMap::new();
    let mut units = Vec::new();
    for (i, u) in raw.units.iter().enumerate() {
        let up = root.field("units").index(i);
        let nat = c.lookup(
            up.field("nationality"),
            "nationality",
            &u.nationality,
            rules.nationalities.iter().map(|x| x.id.as_str()),
        );
        let ut = c.lookup(
            up.field("type"),
            "unit type",
            &u.unit_type,
            rules.unit_types.iter().map(|x| x.id.as_str()),
        );
        let side = nat.map(|k| rules.nationalities[k].side).unwrap_or(0);
        if u.steps.is_empty() {
            c.err(up.field("steps"), "a unit needs at least one step");
        }
        if u.start_losses as usize >= u.steps.len().max(1) {
            c.err(
                up.field("start_losses"),
                format!(
                    "{} losses for a unit of {} steps",
                    u.start_losses,
                    u.steps.len()
                ),
            );
        }
        let start = u.at.as_ref().and_then(|s| {
            let r = map.parse_hex(s);
            if r.is_none() {
                c.err(up.field("at"), format!("{s} is not a hex on this map"));
            }
            r
        });
        if let (Some(hx), Some(t)) = (start, ut) {
            let class = rules.unit_types[t].class as usize;
            let ter = &rules.terrain[map.terrain[hx as usize] as usize];
            if ter.cost[class] == Cost::Prohibited {
                c.err(
                    up.field("at"),
                    format!(
                        "{} is {}: prohibited for {}",
                        map.label(hx),
                        ter.name.to_lowercase(),
                        rules.classes[class].name
                    ),
                );
            }
            let e = stack.entry(hx).or_insert((side, 0));
            if e.0 != side {
                c.err(
                    up.field("at"),
                    format!("{} already holds an enemy unit", map.label(hx)),
                );
            }
            e.1 += rules.unit_types[t].stack_points;
            let limit = rules.stacking[side as usize];
            if e.1 > limit {
                c.err(
                    up.field("at"),
                    format!(
                        "{} is overstacked: {} stacking points, the limit is {limit}",
                        map.label(hx),
                        e.1
                    ),
                );
            }
        }
        units.push(UnitDef {
            id: u.id.clone(),
            name: u.name.clone(),
            nationality: nat.unwrap_or(0) as u8,
            side,
            unit_type: ut.unwrap_or(0) as u8,
            size: u.size,
            steps: u
                .steps
                .iter()
                .map(|&(attack, defense, movement)| Factors {
                    attack,
                    defense,
                    movement,
                })
                .collect(),
            start,
            start_losses: u.start_losses,
            efficiency: u.efficiency,
        });
    }
    let unit_ids: Vec<&str> = raw.units.iter().map(|u| u.id.as_str()).collect();
    let turns = raw.turns;
    let mut scheduled: HashMap<usize, &'static str> = HashMap::new();

    let mut unit_list = |c: &mut Checker,
                         p: Path,
                         ids: &[String],
                         what: &'static str,
                         must_be_off_map: bool|
     -> Vec<UnitId> {
        let mut out = Vec::new();
        for (k, id) in ids.iter().enumerate() {
            if let Some(u) = c.lookup(p.index(k), "unit", id, unit_ids.iter().copied()) {
                if must_be_off_map && raw.units[u].at.is_some() {
                    c.err(
                        p.index(k),
                        format!("unit \"{id}\" starts on the map and cannot also be a {what}"),
                    );
                }
                if must_be_off_map && let Some(prev) = scheduled.insert(u, what) {
                    c.err(
                        p.index(k),
                        format!("unit \"{id}\" is already scheduled as a {prev}"),
                    );
                }
                out.push(u as UnitId);
            }
        }
        out
    };
    let turn_ok = |c: &mut Checker, p: Path, t: u32| {
        if t == 0 || t > turns {
            c.err(
                p,
                format!("turn {t} is outside the scenario's turns 1 to {turns}"),
            );
        }
    };
    let mut arrivals = |c: &mut Checker,
                        field: &'static str,
                        list: &[RawArrival],
                        what: &'static str,
                        off_map: bool| {
        list.iter()
            .enumerate()
            .map(|(i, a)| {
                let ap = root.field(field).index(i);
                turn_ok(c, ap.field("turn"), a.turn);
                if let Entry::Hexes(hs) = &a.entry {
                    for (k, hx) in hs.iter().enumerate() {
                        if map.parse_hex(hx).is_none() {
                            c.err(
                                ap.field("entry").index(k),
                                format!("{hx} is not a hex on this map"),
                            );
                        }
                    }
                }
                Arrival {
                    turn: a.turn,
                    units: unit_list(c, ap.field("units"), &a.units, what, off_map),
                    entry: a.entry.clone(),
                }
            })
            .collect::<Vec<_>>()
    };
    let reinforcements = arrivals(
        c,
        "reinforcements",
        &raw.reinforcements,
        "reinforcement",
        true,
    );
    let returns = arrivals(c, "returns", &raw.returns, "return", false);
    let withdrawals = raw
        .withdrawals
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let wp = root.field("withdrawals").index(i);
            if w.turn == 0 || w.turn > turns {
                c.err(
                    wp.field("turn"),
                    format!(
                        "turn {} is outside the scenario's turns 1 to {turns}",
                        w.turn
                    ),
                );
            }
            let mut ids = Vec::new();
            for (k, id) in w.units.iter().enumerate() {
                if let Some(u) = c.lookup(
                    wp.field("units").index(k),
                    "unit",
                    id,
                    unit_ids.iter().copied(),
                ) {
                    ids.push(u as UnitId);
                }
            }
            (w.turn, ids)
        })
        .collect();

    let side_ids: Vec<&str> = rules.sides.iter().map(|s| s.id.as_str()).collect();
    // (side, first turn, last turn, how many) rows: replacement points, air units.
    let mut by_turns = |field: &'static str, rows: Vec<(&str, (u32, u32), u32)>| {
        rows.into_iter()
            .enumerate()
            .map(|(i, (s, t, n))| {
                let rp = root.field(field).index(i);
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
            .collect::<Vec<_>>()
    };
    let replacements = by_turns(
        "replacements",
        raw.replacements
            .iter()
            .map(|r| (r.side.as_str(), r.turns, r.points))
            .collect(),
    );
    let air_units = by_turns(
        "air_units",
        raw.air_units
            .iter()
            .map(|r| (r.side.as_str(), r.turns, r.units))
            .collect(),
    );
    let reduced_arrivals = raw
        .reduced_arrivals
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let rp = root.field("reduced_arrivals").index(i);
            let side = c
                .lookup(rp.field("side"), "side", &r.side, side_ids.iter().copied())
                .unwrap_or(0) as SideId;
            (side, r.turns.0, r.turns.1)
        })
        .collect();
    let victory = raw
        .victory
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let vp = root.field("victory").index(i);
            let side = c
                .lookup(vp.field("side"), "side", &v.side, side_ids.iter().copied())
                .unwrap_or(0) as SideId;
            let hexes: Vec<HexIdx> = v
                .hexes
                .iter()
                .enumerate()
                .filter_map(|(k, s)| {
                    let r = map.parse_hex(s);
                    if r.is_none() {
                        c.err(
                            vp.field("hexes").index(k),
                            format!("{s} is not a hex or place on this map"),
                        );
                    }
                    r
                })
                .collect();
            if !v.points.is_empty() && v.points.len() != v.hexes.len() {
                c.err(
                    vp.field("points"),
                    format!("{} points for {} hexes", v.points.len(), v.hexes.len()),
                );
            }
            let points = if v.points.len() == hexes.len() {
                v.points.clone()
            } else {
                vec![1; hexes.len()]
            };
            let total: u32 = points.iter().sum();
            if v.count > total || v.count == 0 {
                c.err(
                    vp.field("count"),
                    format!(
                        "count {} of {total} points in {} hexes",
                        v.count,
                        v.hexes.len()
                    ),
                );
            }
            Victory {
                side,
                name: v.name.clone(),
                check: v.check.clone(),
                hexes,
                count: v.count,
                points,
            }
        })
        .collect();

    let capitals = raw
        .capitals
        .iter()
        .enumerate()
        .filter_map(|(i, cap)| {
            let cp = root.field("capitals").index(i);
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
        .collect();

    let settings = crate::rules::load::settings::check_settings(c, raw, rules, &map);
    Scenario {
        capitals,
        zones: settings.zones,
        options: settings.options,
        choices: settings.choices,
        hex_markers: settings.hex_markers,
        side_marks: settings.side_marks,
        name: raw.name.clone(),
        description: raw.description.clone(),
        map,
        first_slot,
        first_year,
        turns,
        units,
        reinforcements,
        withdrawals,
        returns,
        replacements,
        air_units,
        reduced_arrivals,
        victory,
        initial_control,
    }
}
