//! Turns a ruleset file's text into a checked [`Ruleset`], reporting every problem with its place
//! in the file. The scenario's checks are in `validate_scenario`.

mod forces;
mod ground;

use crate::data::ruleset::*;
use crate::load::checker::Checker;
pub(crate) use crate::load::colour::parse_colour;
use crate::load::combat::check_combat;
use crate::load::combat::parse_ratio;
use crate::load::sequence::check_sequence;
use crate::load::source::{Diagnostics, Path, parse_ron};
use crate::model::tables::*;
use std::collections::HashSet;

/// Parses and checks a ruleset file.
pub fn ruleset_from_str(file: &str, text: &str) -> Result<Ruleset, Diagnostics> {
    let raw: RawRuleset = parse_ron(file, text).map_err(|d| Diagnostics(vec![d]))?;
    let mut c = Checker::new();
    let rules = check_ruleset(&mut c, raw);
    c.finish(file, text, rules)
}

/// Checks the ruleset section by section (ids, sides, nationalities, unit types, terrain,
/// hexsides, features, stacking, sequence, combat, supply, replacements, costs, outcomes, limits,
/// markers, duties, activations) and builds it.
fn check_ruleset(c: &mut Checker, raw: RawRuleset) -> Ruleset {
    check_unique_ids(c, &raw);
    let side_ids: Vec<&str> = raw.sides.iter().map(|s| s.id.as_str()).collect();
    let class_ids: Vec<&str> = raw.movement_classes.iter().map(|s| s.id.as_str()).collect();
    let all_tags: HashSet<&str> = raw
        .unit_types
        .iter()
        .flat_map(|u| u.tags.iter().map(String::as_str))
        .collect();
    let sides = forces::check_sides(c, &raw);
    let nationalities = forces::check_nationalities(c, &raw, &side_ids);
    let unit_types = forces::check_unit_types(c, &raw, &class_ids);
    let terrain = ground::check_terrain(c, &raw, &class_ids);
    let mut hexsides = ground::check_hexsides(c, &raw, &class_ids);
    let features = ground::check_features(c, &raw);
    let stacking = forces::check_stacking(c, &raw, &side_ids);
    let (weather, calendar, phases) = check_sequence(c, &raw, &side_ids, &all_tags);
    let turn_one = raw.calendar.turn_one.as_ref().map(|d| {
        crate::load::condition::date(
            c,
            Path::root().field("calendar").field("turn_one"),
            &raw.calendar,
            d,
        )
    });
    check_combat(c, &raw);
    let (modifiers, modifier_groups) = crate::load::uses::compile_modifiers(c, &raw);
    check_supply(c, &raw, &side_ids);
    check_replacements(c, &raw, &side_ids, &all_tags);
    let cost_changes = crate::load::costs::check_costs(c, &raw, &mut hexsides);
    let any_controlled_city = crate::load::sequence::sides_listed(
        c,
        &raw,
        Path::root()
            .field("replacements")
            .field("any_controlled_city"),
        &raw.replacements.any_controlled_city,
    );
    let outcomes = crate::load::outcome::compile_outcomes(c, &raw);
    let (stack_rules, refusals) = crate::load::uses::compile_limits(c, &raw);
    let roles = crate::load::costs::check_unit_markers(c, &raw);
    let duties = crate::load::orders::check_duties(c, &raw);
    let activations = crate::load::activation::check_activations(c, &raw, &all_tags);
    let combat_columns = combat_columns(&raw.combat.resolver);
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
        turn_one,
        combat_weather: raw.calendar.combat_weather,
        weather,
        phases,
        columns: combat_columns.columns,
        ratios: combat_columns.ratios,
        automatic_from: combat_columns.automatic_from,
        combat: raw.combat,
        modifiers,
        modifier_groups,
        supply: raw.supply,
        replacements: raw.replacements,
        options: raw.options,
        choices: raw.choices,
        zones: raw.zones,
        hex_markers: raw.hex_markers,
        evaluation: None,
    }
}

/// Checks that the ids of each table (sides, nationalities, classes, unit types, terrain,
/// hexsides, features, weather, phases) are unique.
fn check_unique_ids(c: &mut Checker, raw: &RawRuleset) {
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
}

/// Checks the supply rules: a divisor other than 0, and the sea lines' sides and water terrain.
fn check_supply(c: &mut Checker, raw: &RawRuleset, side_ids: &[&str]) {
    let root = Path::root();
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
}

/// Checks the replacement rules: the features units are rebuilt in, the recoveries' sides and
/// tags, and the tags costs are given for.
fn check_replacements(
    c: &mut Checker,
    raw: &RawRuleset,
    side_ids: &[&str],
    all_tags: &HashSet<&str>,
) {
    let root = Path::root();
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
}

/// The combat table's column headings, their ratios, and the ratio from which a battle is
/// automatic, if any.
struct CombatColumns {
    columns: Vec<String>,
    ratios: Vec<(u32, u32)>,
    automatic_from: Option<(u32, u32)>,
}

/// Reads the combat table's columns. A heading that is not a ratio has its problem reported by
/// `check_combat`, and the ruleset built here is then thrown away with the problems: it is left
/// out of the ratios, never unwrapped.
fn combat_columns(resolver: &Resolver) -> CombatColumns {
    let columns = resolver.columns();
    let ratios = columns.iter().filter_map(|c| parse_ratio(c)).collect();
    let automatic_from = match resolver.above() {
        Above::Automatic { from, .. } => parse_ratio(&from),
        Above::UseLast => None,
    };
    CombatColumns {
        columns,
        ratios,
        automatic_from,
    }
}
