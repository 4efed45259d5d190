//! The scenario's victory conditions: a side, hexes (or places) worth points, and how many
//! points win.

use crate::data::scenario::*;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::map::Map;
use crate::model::tables::*;

/// Checks every victory condition and builds them.
pub(super) fn check_victory(
    c: &mut Checker,
    raw: &RawScenario,
    rules: &Ruleset,
    map: &Map,
) -> Vec<Victory> {
    let side_ids = super::side_ids(rules);
    raw.victory
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let vp = Path::root().field("victory").index(i);
            if v.pursued_from > raw.turns {
                c.err(
                    vp.field("pursued_from"),
                    format!(
                        "turn {} is outside the scenario's turns 1 to {}",
                        v.pursued_from, raw.turns
                    ),
                );
            }
            check_condition(c, v, vp, &side_ids, map)
        })
        .collect()
}

/// Checks one victory condition (side, hexes, points, count) and builds it.
fn check_condition(
    c: &mut Checker,
    v: &RawVictory,
    vp: Path,
    side_ids: &[&str],
    map: &Map,
) -> Victory {
    let side = c
        .lookup(vp.field("side"), "side", &v.side, side_ids.iter().copied())
        .unwrap_or(0) as SideId;
    let hexes = crate::load::settings::hexes(c, map, &vp.field("hexes"), &v.hexes);
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
        pursued_from: v.pursued_from,
    }
}
