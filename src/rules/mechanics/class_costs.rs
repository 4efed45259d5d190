//! A movement class's costs as they stand: the ruleset's terrain and hexside costs for the class
//! with the cost changes in force applied, which hexside types it may never cross, what
//! features add, which crossings are a whole move now. Worked out once per thread for each
//! class and set of changes in force, and shared by every `Mover` built with them (the computer
//! players build thousands a turn, each of which built its own six lists).

use crate::rules::data::ruleset::Cost;
use crate::rules::mechanics::step::HexsideRefusal;
use crate::rules::model::tables::Ruleset;
use crate::rules::query::condition::holds_now;
use crate::rules::state::{Setup, State};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, Weak};

/// What a step of a unit of one movement class costs now.
#[derive(Debug, PartialEq)]
pub(crate) struct ClassCosts {
    /// Cost of each terrain (cost changes in force applied).
    pub terrain_cost: Vec<Cost>,
    /// Extra cost of each hexside type, in whole points (cost changes in force applied).
    pub hexside_extra: Vec<u32>,
    /// Per hexside type: why this class may never cross it, if it may not.
    pub hexside_refusal: Vec<Option<HexsideRefusal>>,
    /// Per hexside type: the features (bit mask) that cancel it on every side of their hex.
    pub hexside_negators: Vec<u32>,
    /// Per feature: its extra cost in 1/scale points.
    pub feature_extra: Vec<u32>,
    /// Per hexside type: is crossing it a whole move now?
    pub whole_move: Vec<bool>,
}

/// Costs kept on the thread: of this ruleset, class, cost changes and whole-move crossings in
/// force (one bit each).
struct Kept {
    rules: Weak<Ruleset>,
    class: usize,
    changes: u64,
    whole: u64,
    costs: Rc<ClassCosts>,
}

/// Costs kept per thread at most (classes times the sets of changes a game goes through).
const KEEP: usize = 16;

thread_local! {
    static KEPT: RefCell<Vec<Kept>> = const { RefCell::new(Vec::new()) };
}

impl ClassCosts {
    /// The costs of `class` in `st`: the thread's, if it has them for the cost changes and
    /// whole-move crossings in force now.
    pub(crate) fn now(setup: &Setup, st: &State, class: usize) -> Rc<ClassCosts> {
        let rules = &setup.rules;
        let whole_when = &rules.duties.whole_move;
        if rules.cost_changes.len() > 64 || whole_when.len() > 64 {
            // (More than a mask holds: worked out for this mover alone.)
            let changes: Vec<bool> = rules
                .cost_changes
                .iter()
                .map(|c| holds_now(setup, st, &c.when))
                .collect();
            let whole: Vec<bool> = whole_when
                .iter()
                .map(|w| w.as_ref().is_some_and(|c| holds_now(setup, st, c)))
                .collect();
            return Rc::new(Self::build(rules, class, |i| changes[i], |k| whole[k]));
        }
        let mut changes = 0u64;
        for (i, c) in rules.cost_changes.iter().enumerate() {
            if holds_now(setup, st, &c.when) {
                changes |= 1 << i;
            }
        }
        let mut whole = 0u64;
        for (k, w) in whole_when.iter().enumerate() {
            if w.as_ref().is_some_and(|c| holds_now(setup, st, c)) {
                whole |= 1 << k;
            }
        }
        KEPT.with_borrow_mut(|kept| {
            // (A kept `Weak` keeps its allocation: a live `Arc` at that address is the same
            // ruleset.)
            if let Some(k) = kept.iter().find(|k| {
                std::ptr::eq(k.rules.as_ptr(), Arc::as_ptr(rules))
                    && k.class == class
                    && k.changes == changes
                    && k.whole == whole
            }) {
                return k.costs.clone();
            }
            let costs = Rc::new(Self::build(
                rules,
                class,
                |i| changes & (1 << i) != 0,
                |k| whole & (1 << k) != 0,
            ));
            if kept.len() >= KEEP {
                kept.remove(0);
            }
            kept.push(Kept {
                rules: Arc::downgrade(rules),
                class,
                changes,
                whole,
                costs: costs.clone(),
            });
            costs
        })
    }

    /// The costs of `class` with the cost changes `change(i)` says are in force and the
    /// hexside types `whole(k)` says are crossed as a whole move.
    fn build(
        rules: &Ruleset,
        class: usize,
        change: impl Fn(usize) -> bool,
        whole: impl Fn(usize) -> bool,
    ) -> ClassCosts {
        let scale = rules.duties.road.scale.max(1);
        let mut terrain_cost: Vec<Cost> = rules.terrain.iter().map(|t| t.cost[class]).collect();
        let mut hexside_extra: Vec<u32> = rules
            .hexsides
            .iter()
            .map(|h| h.class_extra[class])
            .collect();
        for (i, ch) in rules.cost_changes.iter().enumerate() {
            if change(i) {
                for &(t, k, c) in &ch.terrain {
                    if k == class {
                        terrain_cost[t] = c;
                    }
                }
                for &(h, k, c) in &ch.hexsides {
                    if k == class {
                        hexside_extra[h] = c;
                    }
                }
            }
        }
        ClassCosts {
            terrain_cost,
            hexside_extra,
            hexside_refusal: rules
                .hexsides
                .iter()
                .map(|h| {
                    if h.prohibited {
                        Some(HexsideRefusal::Prohibited)
                    } else if h.rail_only {
                        Some(HexsideRefusal::RailOnly)
                    } else if h.prohibited_for[class] {
                        Some(HexsideRefusal::Class)
                    } else {
                        None
                    }
                })
                .collect(),
            hexside_negators: (0..rules.hexsides.len())
                .map(|k| {
                    rules
                        .features
                        .iter()
                        .enumerate()
                        .filter(|(_, f)| f.negates_hexsides.has(k))
                        .fold(0u32, |m, (i, _)| m | 1 << i)
                })
                .collect(),
            feature_extra: rules
                .features
                .iter()
                .map(|f| f.extra_cost * scale)
                .collect(),
            whole_move: (0..rules.duties.whole_move.len()).map(whole).collect(),
        }
    }
}
