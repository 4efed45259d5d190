//! The ruleset's ground: terrain types, hexsides and features.

use super::parse_colour;
use crate::data::ruleset::*;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::tables::*;
use std::collections::HashSet;

/// Checks each terrain (a letter of its own, a colour, a cost for every movement class and no
/// other) and builds the terrain types.
pub(super) fn check_terrain(c: &mut Checker, raw: &RawRuleset, class_ids: &[&str]) -> Vec<Terrain> {
    let mut letters = HashSet::new();
    raw.terrain
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let p = Path::root().field("terrain").index(i);
            if !letters.insert(t.letter) {
                c.err(
                    p.field("letter"),
                    format!("letter '{}' is used by another terrain", t.letter),
                );
            }
            if parse_colour(&t.colour).is_none() {
                c.err(
                    p.field("colour"),
                    format!("\"{}\" is not a #rrggbb colour", t.colour),
                );
            }
            for k in t.cost.keys() {
                c.lookup(
                    p.field("cost").key(k),
                    "movement class",
                    k,
                    class_ids.iter().copied(),
                );
            }
            let cost = class_ids
                .iter()
                .map(|cl| match t.cost.get(*cl) {
                    Some(v) => *v,
                    None => {
                        c.err(
                            p.field("cost"),
                            format!(
                                "terrain \"{}\" has no cost for movement class \"{cl}\"",
                                t.id
                            ),
                        );
                        Cost::Prohibited
                    }
                })
                .collect();
            Terrain {
                id: t.id.clone(),
                name: t.name.clone(),
                letter: t.letter,
                colour: t.colour.clone(),
                cost,
                water: t.water,
                pattern: t.pattern,
            }
        })
        .collect()
}

/// Checks each hexside's prohibited classes and colour and builds the hexsides.
pub(super) fn check_hexsides(
    c: &mut Checker,
    raw: &RawRuleset,
    class_ids: &[&str],
) -> Vec<Hexside> {
    raw.hexsides
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let p = Path::root().field("hexsides").index(i);
            let mut prohibited_for = vec![false; class_ids.len()];
            for (j, cl) in h.prohibited_for.iter().enumerate() {
                if let Some(k) = c.lookup(
                    p.field("prohibited_for").index(j),
                    "movement class",
                    cl,
                    class_ids.iter().copied(),
                ) {
                    prohibited_for[k] = true;
                }
            }
            if parse_colour(&h.colour).is_none() {
                c.err(
                    p.field("colour"),
                    format!("\"{}\" is not a #rrggbb colour", h.colour),
                );
            }
            Hexside {
                id: h.id.clone(),
                name: h.name.clone(),
                extra_cost: h.extra_cost,
                class_extra: vec![h.extra_cost; class_ids.len()],
                prohibited: h.prohibited,
                prohibited_for,
                rail_only: h.rail_only,
                blocks_zoc: h.blocks_zoc,
                blocks_supply: h.blocks_supply,
                crossings_per_side_per_turn: h.crossings_per_side_per_turn,
                colour: h.colour.clone(),
            }
        })
        .collect()
}

/// Checks the features (at most 32, the hexsides each negates) and builds them.
pub(super) fn check_features(c: &mut Checker, raw: &RawRuleset) -> Vec<Feature> {
    let root = Path::root();
    if raw.features.len() > 32 {
        c.err(root.field("features"), "at most 32 features");
    }
    raw.features
        .iter()
        .enumerate()
        .map(|(i, f)| Feature {
            id: f.id.clone(),
            name: f.name.clone(),
            extra_cost: f.extra_cost,
            city: f.city,
            marker: f.marker,
            negates_hexsides: crate::model::condition::Set::of(
                raw.hexsides.len(),
                f.negates_hexsides.iter().enumerate().filter_map(|(j, id)| {
                    c.lookup(
                        root.field("features")
                            .index(i)
                            .field("negates_hexsides")
                            .index(j),
                        "hexside",
                        id,
                        raw.hexsides.iter().map(|h| h.id.as_str()),
                    )
                }),
            ),
        })
        .collect()
}
