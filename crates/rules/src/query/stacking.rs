//! Stacking: whether units may stand together in a hex, by the side's limit in stacking points
//! and by each of the ruleset's filtered limits.

use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use crate::query::unit_filter::unit_passes;
use crate::state::Setup;
use crate::state::State;

/// Why these units may not stand together in `hex`, if they may not: "stacking limit 2
/// reached (3 points)", "at most 10 German units: 11".
pub fn stack_problem(setup: &Setup, st: &State, hex: HexIdx, units: &[UnitId]) -> Option<String> {
    let rules = &setup.rules;
    let points = |u: UnitId| {
        rules.unit_types[setup.scenario.units[u as usize].unit_type as usize].stack_points
    };
    let side = setup.scenario.units[*units.first()? as usize].side;
    let total: u32 = units.iter().map(|&u| points(u)).sum();
    let limit = rules.stacking[side as usize];
    if total > limit {
        return Some(format!(
            "stacking limit {limit} in {} ({total} stacking points)",
            setup.label(hex)
        ));
    }
    for r in &rules.stack_rules {
        let (name, limit) = (&r.name, &r.limit);
        let n: u32 = units
            .iter()
            .filter(|&&u| unit_passes(setup, st, &r.units, u, None))
            .map(|&u| points(u))
            .sum();
        if n > *limit {
            return Some(format!(
                "{name}: at most {limit} in {}, not {n}",
                setup.label(hex)
            ));
        }
    }
    None
}

/// The units of a state in `hex`, without `leaving` and with `arriving`.
pub fn stack_after(
    st: &State,
    hex: HexIdx,
    leaving: Option<UnitId>,
    arriving: &[UnitId],
) -> Vec<UnitId> {
    let mut v: Vec<UnitId> = st
        .units_at(hex)
        .filter(|&u| Some(u) != leaving && !arriving.contains(&u))
        .collect();
    v.extend_from_slice(arriving);
    v
}
