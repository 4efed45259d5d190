//! The ruleset's forces: sides, nationalities, unit types and the stacking limit of each side.

use super::parse_colour;
use crate::data::ruleset::*;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::tables::*;

/// Checks the sides' colours and builds the sides.
pub(super) fn check_sides(c: &mut Checker, raw: &RawRuleset) -> Vec<Side> {
    for (i, s) in raw.sides.iter().enumerate() {
        if parse_colour(&s.colour).is_none() {
            c.err(
                Path::root().field("sides").index(i).field("colour"),
                format!("\"{}\" is not a #rrggbb colour", s.colour),
            );
        }
    }
    raw.sides
        .iter()
        .map(|s| Side {
            id: s.id.clone(),
            name: s.name.clone(),
            home_edge: s.home_edge,
            colour: s.colour.clone(),
        })
        .collect()
}

/// Checks each nationality's side and colours and builds the nationalities.
pub(super) fn check_nationalities(
    c: &mut Checker,
    raw: &RawRuleset,
    side_ids: &[&str],
) -> Vec<Nationality> {
    raw.nationalities
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let p = Path::root().field("nationalities").index(i);
            let side = c
                .lookup(p.field("side"), "side", &n.side, side_ids.iter().copied())
                .unwrap_or(0) as SideId;
            for (f, v) in [("background", &n.background), ("text", &n.text)] {
                if parse_colour(v).is_none() {
                    c.err(p.field(f), format!("\"{v}\" is not a #rrggbb colour"));
                }
            }
            Nationality {
                id: n.id.clone(),
                name: n.name.clone(),
                side,
                background: n.background.clone(),
                text: n.text.clone(),
            }
        })
        .collect()
}

/// Checks each unit type's movement class and builds the unit types.
pub(super) fn check_unit_types(
    c: &mut Checker,
    raw: &RawRuleset,
    class_ids: &[&str],
) -> Vec<UnitType> {
    raw.unit_types
        .iter()
        .enumerate()
        .map(|(i, u)| {
            let p = Path::root().field("unit_types").index(i);
            let class = c
                .lookup(
                    p.field("movement_class"),
                    "movement class",
                    &u.movement_class,
                    class_ids.iter().copied(),
                )
                .unwrap_or(0) as u8;
            UnitType {
                id: u.id.clone(),
                name: u.name.clone(),
                class,
                symbol: u.symbol,
                tags: u.tags.clone(),
                stack_points: u.stack_points,
            }
        })
        .collect()
}

/// Checks the stacking limits (known sides, one for every side) and gives each side's limit.
pub(super) fn check_stacking(c: &mut Checker, raw: &RawRuleset, side_ids: &[&str]) -> Vec<u32> {
    let root = Path::root();
    for k in raw.stacking.limit.keys() {
        c.lookup(
            root.field("stacking").field("limit").key(k),
            "side",
            k,
            side_ids.iter().copied(),
        );
    }
    side_ids
        .iter()
        .map(|s| match raw.stacking.limit.get(*s) {
            Some(v) => *v,
            None => {
                c.err(
                    root.field("stacking").field("limit"),
                    format!("no stacking limit for side \"{s}\""),
                );
                1
            }
        })
        .collect()
}
