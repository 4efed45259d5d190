//! Movement costs beyond the terrain chart's one number (per-class hexside costs, costs that
//! change while a condition on the calendar holds) and the unit markers the engine sets.

use crate::data::condition::Cond;
use crate::data::ruleset::RawRuleset;
use crate::load::checker::Checker;
use crate::load::condition::Names;
use crate::load::source::Path;
use crate::model::tables::MarkerRoles;
use crate::model::tables::{CostChange, Hexside};

/// Whether a condition asks only about the calendar, the weather and the scenario's settings
/// (the only things known when a unit's move is priced).
pub(crate) fn about_time_only(c: &Cond) -> bool {
    match c {
        Cond::SideMarked(..) => true,
        Cond::All(v) | Cond::Any(v) => v.iter().all(about_time_only),
        Cond::Not(x) => about_time_only(x),
        Cond::Turns(..)
        | Cond::Dates(..)
        | Cond::Weather(_)
        | Cond::Optional(_)
        | Cond::Choice(..) => true,
        _ => false,
    }
}

pub(crate) fn check_costs(
    c: &mut Checker,
    raw: &RawRuleset,
    hexsides: &mut [Hexside],
) -> Vec<CostChange> {
    let root = Path::root();
    let class_ids = || raw.movement_classes.iter().map(|m| m.id.as_str());
    for (i, h) in raw.hexsides.iter().enumerate() {
        for (class, cost) in &h.class_cost {
            let p = root
                .field("hexsides")
                .index(i)
                .field("class_cost")
                .key(class);
            if let Some(k) = c.lookup(p, "movement class", class, class_ids()) {
                hexsides[i].class_extra[k] = *cost;
            }
        }
    }
    let names = Names::new(raw);
    raw.cost_changes
        .iter()
        .enumerate()
        .map(|(i, ch)| {
            let p = root.field("cost_changes").index(i);
            if !about_time_only(&ch.when) {
                c.err(
                    p.field("when"),
                    "a cost change may only ask about turns, dates, weather, optional rules and \
                     choices",
                );
            }
            let mut terrain = Vec::new();
            for (t, by_class) in &ch.terrain {
                let tp = p.field("terrain").key(t);
                let Some(ti) = c.lookup(
                    tp.clone(),
                    "terrain",
                    t,
                    raw.terrain.iter().map(|x| x.id.as_str()),
                ) else {
                    continue;
                };
                for (class, cost) in by_class {
                    if let Some(k) = c.lookup(tp.key(class), "movement class", class, class_ids()) {
                        terrain.push((ti, k, *cost));
                    }
                }
            }
            let mut sides = Vec::new();
            for (h, by_class) in &ch.hexsides {
                let hp = p.field("hexsides").key(h);
                let Some(hi) = c.lookup(
                    hp.clone(),
                    "hexside",
                    h,
                    raw.hexsides.iter().map(|x| x.id.as_str()),
                ) else {
                    continue;
                };
                for (class, cost) in by_class {
                    if let Some(k) = c.lookup(hp.key(class), "movement class", class, class_ids()) {
                        sides.push((hi, k, *cost));
                    }
                }
            }
            CostChange {
                name: ch.name.clone(),
                source: ch.source.clone(),
                when: names.compile(c, &p.field("when"), &ch.when),
                terrain,
                hexsides: sides,
            }
        })
        .collect()
}

/// Unit markers: unique ids, at most 32, and the roles naming three of them.
pub(crate) fn check_unit_markers(c: &mut Checker, raw: &RawRuleset) -> MarkerRoles {
    let root = Path::root();
    c.unique(
        root.field("unit_markers"),
        "unit marker",
        raw.unit_markers.iter().map(|m| m.id.as_str()),
    );
    c.unique(
        root.field("side_markers"),
        "side marker",
        raw.side_markers.iter().map(|m| m.id.as_str()),
    );
    if raw.unit_markers.len() > 32 || raw.side_markers.len() > 32 {
        c.err(
            root.field("unit_markers"),
            "at most 32 unit markers and 32 side markers",
        );
    }
    for (i, m) in raw.unit_markers.iter().enumerate() {
        if crate::load::colour::parse_colour(&m.colour).is_none() {
            c.err(
                root.field("unit_markers").index(i).field("colour"),
                format!("\"{}\" is not a #rrggbb colour", m.colour),
            );
        }
    }
    let roles = &raw.marker_roles;
    let mut role = |field: &'static str, id: &str| {
        c.lookup(
            root.field("marker_roles").field(field),
            "unit marker",
            id,
            raw.unit_markers.iter().map(|m| m.id.as_str()),
        )
        .unwrap_or(0) as u8
    };
    MarkerRoles {
        moved: role("moved", &roles.moved),
        attacked: role("attacked", &roles.attacked),
        defended: role("defended", &roles.defended),
    }
}
