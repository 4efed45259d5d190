//! Turns a ruleset file's text into a checked [`Ruleset`], reporting every problem with its place
//! in the file. The scenario's checks are in `validate_scenario`.

use crate::rules::data::ruleset::*;
use crate::rules::load::checker::Checker;
use crate::rules::load::source::{Diagnostics, Path, parse_ron};
use crate::rules::model::tables::*;
use std::collections::HashSet;

pub(crate) fn parse_colour(s: &str) -> Option<[u8; 3]> {
    let h = s.strip_prefix('#')?;
    if h.len() != 6 {
        return None;
    }
    let v = u32::from_str_radix(h, 16).ok()?;
    Some([(v >> 16) as u8, (v >> 8) as u8, v as u8])
}

/// `#rrggbbaa`: red, green, blue and alpha.
pub(crate) fn parse_rgba(s: &str) -> Option<[u8; 4]> {
    let h = s.strip_prefix('#')?;
    if h.len() != 8 {
        return None;
    }
    let v = u32::from_str_radix(h, 16).ok()?;
    Some(v.to_be_bytes())
}

/// Parses and checks a ruleset file.
pub fn ruleset_from_str(file: &str, text: &str) -> Result<Ruleset, Diagnostics> {
    let raw: RawRuleset = parse_ron(file, text).map_err(|d| Diagnostics(vec![d]))?;
    let mut c = Checker::new();
    let rules = check_ruleset(&mut c, raw);
    c.finish(file, text, rules)
}

fn check_ruleset(c: &mut Checker, raw: RawRuleset) -> Ruleset {
    let root = Path::root();
    c.unique(
        root.field("sides"),
        "side",
        raw.sides.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("nationalities"),
        "nationality",
        raw.nationalities.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("movement_classes"),
        "movement class",
        raw.movement_classes.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("unit_types"),
        "unit type",
        raw.unit_types.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("terrain"),
        "terrain",
        raw.terrain.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("hexsides"),
        "hexside",
        raw.hexsides.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("features"),
        "feature",
        raw.features.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("weather"),
        "weather",
        raw.weather.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("phases"),
        "phase",
        raw.phases.iter().map(|s| s.id.as_str()),
    );

    let side_ids: Vec<&str> = raw.sides.iter().map(|s| s.id.as_str()).collect();
    let class_ids: Vec<&str> = raw.movement_classes.iter().map(|s| s.id.as_str()).collect();
    let all_tags: HashSet<&str> = raw
        .unit_types
        .iter()
        .flat_map(|u| u.tags.iter().map(String::as_str))
        .collect();

    for (i, s) in raw.sides.iter().enumerate() {
        if parse_colour(&s.colour).is_none() {
            c.err(
                root.field("sides").index(i).field("colour"),
                format!("\"{}\" is not a #rrggbb colour", s.colour),
            );
        }
    }
    let sides = raw
        .sides
        .iter()
        .map(|s| Side {
            id: s.id.clone(),
            name: s.name.clone(),
            home_edge: s.home_edge,
            colour: s.colour.clone(),
        })
        .collect();

    let nationalities = raw
        .nationalities
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let p = root.field("nationalities").index(i);
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
        .collect();

    let unit_types = raw
        .unit_types
        .iter()
        .enumerate()
        .map(|(i, u)| {
            let p = root.field("unit_types").index(i);
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
        .collect();

    let mut letters = HashSet::new();
    let terrain = raw
        .terrain
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let p = root.field("terrain").index(i);
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
        .collect();

    let hexsides: Vec<Hexside> = raw
        .hexsides
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let p = root.field("hexsides").index(i);
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
        .collect();
    if raw.features.len() > 32 {
        c.err(root.field("features"), "at most 32 features");
    }
    let features = raw
        .features
        .iter()
        .enumerate()
        .map(|(i, f)| Feature {
            id: f.id.clone(),
            name: f.name.clone(),
            extra_cost: f.extra_cost,
            city: f.city,
            marker: f.marker,
            negates_hexsides: crate::rules::model::condition::Set::of(
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
        .collect();

    for k in raw.stacking.limit.keys() {
        c.lookup(
            root.field("stacking").field("limit").key(k),
            "side",
            k,
            side_ids.iter().copied(),
        );
    }
    let stacking = side_ids
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
        .collect();

    let (weather, calendar, phases) = check_sequence(c, &raw, &side_ids, &all_tags);
    check_combat(c, &raw);
    let (modifiers, modifier_groups) = crate::rules::load::uses::compile_modifiers(c, &raw);
    if raw.supply.movement_divisor == 0 {
        c.err(root.field("supply"), "a divisor of 0 is not allowed");
    }
    for (i, l) in raw.supply.sea_lines.iter().enumerate() {
        let lp = root.field("supply").field("sea_lines").index(i);
        c.lookup(lp.field("side"), "side", &l.side, side_ids.iter().copied());
        for (j, w) in l.water.iter().enumerate() {
            c.lookup(
                lp.field("water").index(j),
                "terrain",
                w,
                raw.terrain.iter().map(|t| t.id.as_str()),
            );
        }
    }
    for (i, f) in raw.replacements.rebuild_in.iter().enumerate() {
        c.lookup(
            root.field("replacements").field("rebuild_in").index(i),
            "feature",
            f,
            raw.features.iter().map(|t| t.id.as_str()),
        );
    }
    for (i, r) in raw.replacements.recovery.iter().enumerate() {
        let p = root.field("replacements").field("recovery").index(i);
        c.lookup(p.field("side"), "side", &r.side, side_ids.iter().copied());
        if !all_tags.contains(r.tag.as_str()) {
            c.err(
                p.field("tag"),
                format!("no unit type has the tag \"{}\"", r.tag),
            );
        }
    }
    for t in raw.replacements.cost_by_tag.keys() {
        if !all_tags.contains(t.as_str()) {
            c.err(
                root.field("replacements").field("cost_by_tag").key(t),
                format!("no unit type has the tag \"{t}\""),
            );
        }
    }

    let mut hexsides = hexsides;
    let cost_changes = crate::rules::load::costs::check_costs(c, &raw, &mut hexsides);
    let any_controlled_city = crate::rules::load::sequence::sides_listed(
        c,
        &raw,
        Path::root()
            .field("replacements")
            .field("any_controlled_city"),
        &raw.replacements.any_controlled_city,
    );
    let outcomes = crate::rules::load::outcome::compile_outcomes(c, &raw);
    let (stack_rules, refusals) = crate::rules::load::uses::compile_limits(c, &raw);
    let roles = crate::rules::load::costs::check_unit_markers(c, &raw);
    let duties = crate::rules::load::orders::check_duties(c, &raw);
    let activations = crate::rules::load::activation::check_activations(c, &raw, &all_tags);
    Ruleset {
        duties,
        activations,
        stack_rules,
        refusals,
        unit_markers: raw.unit_markers.clone(),
        side_markers: raw.side_markers.clone(),
        roles,
        outcomes,
        any_controlled_city,
        cost_changes,
        name: raw.name,
        source: raw.source,
        sides,
        nationalities,
        classes: raw.movement_classes,
        unit_types,
        terrain,
        hexsides,
        features,
        stacking,
        zoc: raw.zoc,
        rail: raw.rail,
        calendar,
        combat_weather: raw.calendar.combat_weather,
        weather,
        phases,
        columns: raw.combat.resolver.columns(),
        ratios: (raw.combat.resolver.columns().iter())
            .map(|c| parse_ratio(c).expect("checked by check_combat"))
            .collect(),
        automatic_from: match raw.combat.resolver.above() {
            Above::Automatic { from, .. } => parse_ratio(&from),
            Above::UseLast => None,
        },
        combat: raw.combat,
        modifiers,
        modifier_groups,
        supply: raw.supply,
        replacements: raw.replacements,
        options: raw.options,
        choices: raw.choices,
        zones: raw.zones,
        hex_markers: raw.hex_markers,
    }
}

use crate::rules::load::combat::check_combat;
use crate::rules::load::combat::parse_ratio;
use crate::rules::load::sequence::check_sequence;
