//! The scenario's order of battle: each unit's nationality, type, steps and starting hex, and
//! the stacks the starting hexes make.

use crate::data::ruleset::Cost;
use crate::data::scenario::*;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::map::{HexIdx, Map};
use crate::model::tables::*;
use std::collections::HashMap;

/// Checks every unit (unique ids, nationality, type, steps, losses, starting hex and stack) and
/// builds the order of battle.
pub(super) fn check_units(
    c: &mut Checker,
    raw: &RawScenario,
    rules: &Ruleset,
    map: &Map,
) -> Vec<UnitDef> {
    let root = Path::root();
    c.unique(
        root.field("units"),
        "unit",
        raw.units.iter().map(|u| u.id.as_str()),
    );
    let mut starts = Starts {
        rules,
        map,
        raw_turns: raw.turns,
        stack: HashMap::new(),
    };
    let mut units = Vec::new();
    for (i, u) in raw.units.iter().enumerate() {
        units.push(starts.check_unit(c, u, root.field("units").index(i)));
    }
    units
}

/// The units' starting hexes so far: the ruleset and map they are checked on, and each hex's
/// side and stacking points.
struct Starts<'a> {
    rules: &'a Ruleset,
    map: &'a Map,
    /// The scenario's turns (a unit's `fixed_until` is one of them).
    raw_turns: u32,
    stack: HashMap<HexIdx, (SideId, u32)>,
}

impl Starts<'_> {
    /// Checks one unit and builds it.
    fn check_unit(&mut self, c: &mut Checker, u: &RawUnit, up: Path) -> UnitDef {
        let (rules, map) = (self.rules, self.map);
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
            self.check_start(c, up.field("at"), side, t, hx);
        }
        if u.fixed_until > 0 {
            let turns = self.raw_turns;
            if u.at.is_none() {
                c.err(
                    up.field("fixed_until"),
                    "only a unit that starts on the map can hold its hex (`fixed_until`)",
                );
            } else if u.fixed_until > turns {
                c.err(
                    up.field("fixed_until"),
                    format!(
                        "turn {} is outside the scenario's turns 1 to {turns}",
                        u.fixed_until
                    ),
                );
            }
        }
        UnitDef {
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
            fixed_until: u.fixed_until,
        }
    }

    /// Checks a unit's starting hex: terrain its class may enter, no enemy unit there, and the
    /// stack within its side's limit (adding the unit's points to `stack`).
    fn check_start(
        &mut self,
        c: &mut Checker,
        at: Path,
        side: SideId,
        unit_type: usize,
        hx: HexIdx,
    ) {
        let (rules, map) = (self.rules, self.map);
        let class = rules.unit_types[unit_type].class as usize;
        let ter = &rules.terrain[map.terrain[hx as usize] as usize];
        if ter.cost[class] == Cost::Prohibited {
            c.err(
                at.clone(),
                format!(
                    "{} is {}: prohibited for {}",
                    map.label(hx),
                    ter.name.to_lowercase(),
                    rules.classes[class].name
                ),
            );
        }
        let e = self.stack.entry(hx).or_insert((side, 0));
        if e.0 != side {
            c.err(
                at.clone(),
                format!("{} already holds an enemy unit", map.label(hx)),
            );
        }
        e.1 += rules.unit_types[unit_type].stack_points;
        let limit = rules.stacking[side as usize];
        if e.1 > limit {
            c.err(
                at,
                format!(
                    "{} is overstacked: {} stacking points, the limit is {limit}",
                    map.label(hx),
                    e.1
                ),
            );
        }
    }
}
