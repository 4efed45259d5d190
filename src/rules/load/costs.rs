//! Movement costs beyond the terrain chart's one number: per-class hexside costs, and costs that
//! change while a condition on the calendar holds.

use crate::rules::data::condition::Cond;
use crate::rules::data::ruleset::RawRuleset;
use crate::rules::load::condition::Names;
use crate::rules::load::ruleset::Checker;
use crate::rules::load::source::Path;
use crate::rules::model::tables::{CostChange, Hexside};

/// Whether a condition asks only about the calendar, the weather and the scenario's settings
/// (the only things known when a unit's move is priced).
fn about_time_only(c: &Cond) -> bool {
    match c {
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
