//! Checks of a ruleset's sequence of play: weather types, the calendar and the weather each turn
//! may bring, and the phases with the side that acts and the units they let move.

use crate::data::ruleset::*;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::tables::*;
use std::collections::HashSet;

pub(crate) fn check_sequence(
    c: &mut Checker,
    raw: &RawRuleset,
    side_ids: &[&str],
    all_tags: &HashSet<&str>,
) -> (Vec<Weather>, Vec<TurnSlot>, Vec<Phase>) {
    let weather = check_weather(c, raw);
    let calendar = check_calendar(c, raw);
    let phases = check_phases(c, raw, side_ids, all_tags);
    (weather, calendar, phases)
}

/// The weather types: the divisor of movement, the rolls that bring each, its tint on the map.
fn check_weather(c: &mut Checker, raw: &RawRuleset) -> Vec<Weather> {
    let root = Path::root();
    raw.weather
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let p = root.field("weather").index(i);
            if w.movement_divisor == 0 {
                c.err(p.field("movement_divisor"), "a divisor of 0 is not allowed");
            }
            for (j, r) in w.on_rolls.iter().enumerate() {
                if !(1..=6).contains(r) {
                    c.err(
                        p.field("on_rolls").index(j),
                        format!("{r} is not a roll of one die"),
                    );
                }
            }
            let tint = w.tint.as_ref().and_then(|t| {
                let rgba = crate::load::colour::parse_rgba(t);
                if rgba.is_none() {
                    c.err(
                        p.field("tint"),
                        format!("\"{t}\" is not a #rrggbbaa colour"),
                    );
                }
                rgba
            });
            Weather {
                id: w.id.clone(),
                name: w.name.clone(),
                extra_cost_per_hex: w.extra_cost_per_hex,
                movement_divisor: w.movement_divisor.max(1),
                on_rolls: w.on_rolls.clone(),
                tint,
            }
        })
        .collect()
}

/// The calendar: each turn's name, the weather it may bring and its table of weather by roll.
fn check_calendar(c: &mut Checker, raw: &RawRuleset) -> Vec<TurnSlot> {
    let root = Path::root();
    let weather_ids: Vec<&str> = raw.weather.iter().map(|w| w.id.as_str()).collect();
    if raw.calendar.turns.is_empty() {
        c.err(
            root.field("calendar").field("turns"),
            "the calendar needs at least one turn",
        );
    }
    raw.calendar
        .turns
        .iter()
        .enumerate()
        .map(|(i, t)| TurnSlot {
            name: t.name.clone(),
            possible_weather: t.possible_weather.as_ref().and_then(|w| {
                let p = root
                    .field("calendar")
                    .field("turns")
                    .index(i)
                    .field("possible_weather");
                c.lookup(p, "weather", w, weather_ids.iter().copied())
                    .map(|x| x as u8)
            }),
            weather_table: t
                .weather_table
                .iter()
                .enumerate()
                .filter_map(|(k, w)| {
                    let p = root
                        .field("calendar")
                        .field("turns")
                        .index(i)
                        .field("weather_table")
                        .index(k);
                    c.lookup(p, "weather", w, weather_ids.iter().copied())
                        .map(|x| x as u8)
                })
                .collect(),
        })
        .collect()
}

/// The phases of a turn: the side that acts in each, and the tags of the units a movement phase
/// lets move.
fn check_phases(
    c: &mut Checker,
    raw: &RawRuleset,
    side_ids: &[&str],
    all_tags: &HashSet<&str>,
) -> Vec<Phase> {
    let root = Path::root();
    if raw.phases.is_empty() {
        c.err(
            root.field("phases"),
            "the sequence of play needs at least one phase",
        );
    }
    raw.phases
        .iter()
        .enumerate()
        .map(|(i, ph)| {
            let p = root.field("phases").index(i);
            let side = c
                .lookup(p.field("side"), "side", &ph.side, side_ids.iter().copied())
                .unwrap_or(0) as SideId;
            if let PhaseKind::Movement {
                units: UnitFilter::Tagged(tags) | UnitFilter::Untagged(tags),
            } = &ph.kind
            {
                for t in tags {
                    if !all_tags.contains(t.as_str()) {
                        c.err(p.field("kind"), format!("no unit type has the tag \"{t}\""));
                    }
                }
            }
            Phase {
                id: ph.id.clone(),
                name: ph.name.clone(),
                side,
                kind: ph.kind.clone(),
                on_enter: ph.on_enter.clone(),
            }
        })
        .collect()
}

/// A per-side flag from a list of side ids.
pub(crate) fn sides_listed(
    c: &mut Checker,
    raw: &RawRuleset,
    p: Path,
    ids: &[String],
) -> Vec<bool> {
    let mut v = vec![false; raw.sides.len()];
    for (i, id) in ids.iter().enumerate() {
        if let Some(k) = c.lookup(
            p.index(i),
            "side",
            id,
            raw.sides.iter().map(|s| s.id.as_str()),
        ) {
            v[k] = true;
        }
    }
    v
}
