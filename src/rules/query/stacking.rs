//! Stacking: whether units may stand together in a hex, by the side's limit in stacking points
//! and by each of the ruleset's filtered limits.

use crate::rules::engine::game::{Game, State};
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;
use crate::rules::query::condition::unit_passes;

/// Why these units may not stand together in `hex`, if they may not: "stacking limit 2
/// reached (3 points)", "at most 10 German units: 11".
pub fn stack_problem(game: &Game, st: &State, hex: HexIdx, units: &[UnitId]) -> Option<String> {
    let rules = &game.rules;
    let points = |u: UnitId| {
        rules.unit_types[game.scenario.units[u as usize].unit_type as usize].stack_points
    };
    let side = game.scenario.units[*units.first()? as usize].side;
    let total: u32 = units.iter().map(|&u| points(u)).sum();
    let limit = rules.stacking[side as usize];
    if total > limit {
        return Some(format!(
            "stacking limit {limit} in {} ({total} stacking points)",
            game.label(hex)
        ));
    }
    for r in &rules.stack_rules {
        let (name, limit) = (&r.name, &r.limit);
        let n: u32 = units
            .iter()
            .filter(|&&u| unit_passes(game, st, &r.units, u, None))
            .map(|&u| points(u))
            .sum();
        if n > *limit {
            return Some(format!(
                "{name}: at most {limit} in {}, not {n}",
                game.label(hex)
            ));
        }
    }
    None
}

/// The units of a state in `hex`, without `leaving` and with `arriving`.
pub fn stack_after(
    game: &Game,
    st: &State,
    hex: HexIdx,
    leaving: Option<UnitId>,
    arriving: &[UnitId],
) -> Vec<UnitId> {
    let mut v: Vec<UnitId> = game
        .units_at_in(st, hex)
        .filter(|&u| Some(u) != leaving && !arriving.contains(&u))
        .collect();
    v.extend_from_slice(arriving);
    v
}
