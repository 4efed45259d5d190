//! Checks the duties a ruleset adds (`model::orders`): orders, compulsory attacks, roads,
//! hexsides crossed as a whole move, markers placed on capture; and the replacement table.

use crate::data::condition::Who;
use crate::data::limits::MAX_ROAD_SCALE;
use crate::data::ruleset::{OrderMarks, RawRuleset};
use crate::load::checker::Checker;
use crate::load::condition::Names;
use crate::load::source::Path;
use crate::model::condition::Compiled;
use crate::model::orders::{Duties, MustAttack, Order, OrderMark, Road};

pub(crate) fn check_duties(c: &mut Checker, raw: &RawRuleset) -> Duties {
    let names = Names::new(raw);
    let orders = check_orders(c, raw, &names);
    let must_attack = check_must_attack(c, raw, &names);
    let road = check_road(c, raw);
    let whole_move = check_whole_move(c, raw, &names);
    let capture_markers = check_capture_markers(c, raw);
    check_replacement_table(c, raw);
    let no_move_marks = raw
        .unit_markers
        .iter()
        .enumerate()
        .filter(|(_, m)| m.forbids_move)
        .fold(0u32, |acc, (i, _)| acc | 1 << i);
    Duties {
        orders,
        must_attack,
        road,
        whole_move,
        capture_markers,
        no_move_marks,
        reactions: crate::load::reactions::check_reactions(c, raw, &names),
    }
}

/// The orders a side may give: in which of its phases, and the marker each leaves.
fn check_orders(c: &mut Checker, raw: &RawRuleset, names: &Names) -> Vec<Order> {
    let root = Path::root();
    let side_ids = || raw.sides.iter().map(|s| s.id.as_str());
    c.unique(
        root.field("orders"),
        "order",
        raw.orders.iter().map(|o| o.id.as_str()),
    );
    raw.orders
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let p = root.field("orders").index(i);
            let side = c
                .lookup(p.field("side"), "side", &o.side, side_ids())
                .unwrap_or(0);
            let mut phases = vec![false; raw.phases.len()];
            for (j, id) in o.phases.iter().enumerate() {
                if let Some(k) = c.lookup(
                    p.field("phases").index(j),
                    "phase",
                    id,
                    raw.phases.iter().map(|ph| ph.id.as_str()),
                ) {
                    if raw.phases[k].side != o.side {
                        c.err(
                            p.field("phases").index(j),
                            format!("phase \"{id}\" is not a phase of side \"{}\"", o.side),
                        );
                    }
                    phases[k] = true;
                }
            }
            let marks = match &o.marks {
                OrderMarks::Side(id) => {
                    OrderMark::Side(names.side_marker(c, p.field("marks").index(0), id))
                }
                OrderMarks::Unit(id, units) => OrderMark::Unit(
                    names.unit_marker(c, p.field("marks").index(0), id),
                    names.unit(c, &p.field("marks").index(1), units, None),
                ),
            };
            Order {
                id: o.id.clone(),
                name: o.name.clone(),
                source: o.source.clone(),
                side: side as u8,
                phases,
                marks,
                raw: o.clone(),
            }
        })
        .collect()
}

/// The compulsory attacks: which units must attack which.
fn check_must_attack(c: &mut Checker, raw: &RawRuleset, names: &Names) -> Vec<MustAttack> {
    let root = Path::root();
    raw.combat
        .must_attack
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let p = root.field("combat").field("must_attack").index(i);
            MustAttack {
                name: m.name.clone(),
                source: m.source.clone(),
                attackers: names.unit(c, &p.field("attackers"), &m.attackers, Some(Who::Attackers)),
                defenders: names.unit(c, &p.field("defenders"), &m.defenders, Some(Who::Defenders)),
            }
        })
        .collect()
}

/// Road movement per movement class: hexes per movement point, bonus points, and the fraction of
/// a point the engine counts in.
fn check_road(c: &mut Checker, raw: &RawRuleset) -> Road {
    let root = Path::root();
    let class_ids = || raw.movement_classes.iter().map(|m| m.id.as_str());
    let n = raw.movement_classes.len();
    let mut road = Road {
        hexes_per_mp: vec![0; n],
        bonus_mp: vec![0; n],
        scale: 1,
    };
    for (class, &k) in &raw.road.hexes_per_mp {
        let p = root.field("road").field("hexes_per_mp").key(class);
        if k == 0 {
            c.err(p.clone(), "0 road hexes per movement point is not allowed");
        }
        if let Some(i) = c.lookup(p, "movement class", class, class_ids()) {
            road.hexes_per_mp[i] = k.max(1);
            if !road.scale.is_multiple_of(k.max(1)) {
                road.scale = road.scale.saturating_mul(k.max(1));
            }
        }
    }
    if road.scale > MAX_ROAD_SCALE {
        c.err(
            root.field("road").field("hexes_per_mp"),
            format!(
                "road movement would count in 1/{} of a movement point (the product of the \
                 distinct hexes per point): more than the engine handles (1/{MAX_ROAD_SCALE} at \
                 most)",
                road.scale
            ),
        );
    }
    for (class, &k) in &raw.road.bonus_mp {
        let p = root.field("road").field("bonus_mp").key(class);
        if let Some(i) = c.lookup(p, "movement class", class, class_ids()) {
            road.bonus_mp[i] = k;
        }
    }
    road
}

/// Per hexside type, when crossing it is a unit's whole move (a condition on time only).
fn check_whole_move(c: &mut Checker, raw: &RawRuleset, names: &Names) -> Vec<Option<Compiled>> {
    let root = Path::root();
    raw.hexsides
        .iter()
        .enumerate()
        .map(|(i, h)| {
            h.whole_move_when.as_ref().map(|w| {
                let p = root.field("hexsides").index(i).field("whole_move_when");
                if !crate::load::costs::about_time_only(w) {
                    c.err(
                        p.clone(),
                        "a movement rule may only ask about turns, dates, weather, optional rules \
                         and choices",
                    );
                }
                names.compile(c, &p, w)
            })
        })
        .collect()
}

/// Hex markers placed when a hex with one of their features first changes hands.
fn check_capture_markers(c: &mut Checker, raw: &RawRuleset) -> Vec<(u8, u32)> {
    let root = Path::root();
    let mut capture_markers = Vec::new();
    for (i, m) in raw.hex_markers.iter().enumerate() {
        if m.on_capture_of.is_empty() {
            continue;
        }
        let feats = m.on_capture_of.iter().enumerate().filter_map(|(j, id)| {
            c.lookup(
                root.field("hex_markers")
                    .index(i)
                    .field("on_capture_of")
                    .index(j),
                "feature",
                id,
                raw.features.iter().map(|f| f.id.as_str()),
            )
        });
        // As the map's bitmask a hex (more than 32 features is an error of their own).
        let mask = feats.filter(|&f| f < 32).fold(0u32, |m, f| m | (1 << f));
        capture_markers.push((i as u8, mask));
    }
    capture_markers
}

/// The replacement table: a number per die face, adjustments by side over a run of turns.
fn check_replacement_table(c: &mut Checker, raw: &RawRuleset) {
    let root = Path::root();
    let side_ids = || raw.sides.iter().map(|s| s.id.as_str());
    if let Some(t) = &raw.replacements.table {
        let p = root.field("replacements").field("table");
        if t.points.len() < 2 {
            c.err(
                p.field("points"),
                "one number for each face of a die (at least 2)",
            );
        }
        for (i, (side, a, b, _)) in t.adjust.iter().enumerate() {
            c.lookup(
                p.field("adjust").index(i).index(0),
                "side",
                side,
                side_ids(),
            );
            if a > b {
                c.err(
                    p.field("adjust").index(i),
                    format!("turns {a} to {b} run backwards"),
                );
            }
        }
    }
}
