//! A movement class's costs as they stand: the ruleset's terrain and hexside costs for the class
//! with the cost changes in force applied, which hexside types it may never cross, what
//! features add, which crossings are a whole move now. Worked out once per thread for each
//! class and set of changes in force (`query::recent`, as the supply maps and distances are
//! kept), and shared by every `Mover` built with them (the computer players build thousands a
//! turn, each of which built its own six lists).

use crate::data::ruleset::Cost;
use crate::model::tables::Ruleset;
use crate::query::condition::holds_now;
use crate::query::recent::Recent;
use crate::state::{Setup, State};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// What a step of a unit of one movement class costs now.
#[derive(Debug)]
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
    /// Points are counted in 1/scale of a movement point (the ruleset's road scale).
    pub scale: u32,
    /// Cost of a road hex in 1/scale points (0: roads change nothing for this class).
    pub road_cost: u32,
    /// The least any step may cost with these costs, in 1/scale points, before weather and hex
    /// markers (0: some step may cost nothing, and the search must take a cost's hexes in
    /// rounds).
    pub min_step: u32,
    /// Per hex and direction (`hex * 6 + dir`), what a step there costs as the map and these
    /// costs alone decide (`Mover::step_code` fills it as it is asked, `STEP_UNKNOWN` until
    /// then); none for costs worked out for one mover alone.
    pub(crate) steps: Option<Box<[Cell<u16>]>>,
    /// A number no other costs built in this program have: equal numbers, the same costs (what a
    /// search made with them records, `Mover::refresh`).
    pub serial: u64,
}

/// Why a hexside may not be crossed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum HexsideRefusal {
    Prohibited,
    RailOnly,
    /// Not by this unit's movement class.
    Class,
    /// The side's crossings this turn are used up (the limit).
    Limit(u32),
    /// Crossing it is a whole move, and the unit did not start next to it.
    WholeMove,
}

/// A step `ClassCosts::steps` has not been asked about yet.
pub(crate) const STEP_UNKNOWN: u16 = u16::MAX;

/// The last `ClassCosts::serial` drawn.
static SERIALS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// What kept costs are of: the class, and the cost changes and whole-move crossings in force
/// (one bit each). A thread keeps the last 16 (classes times the sets of changes a game goes
/// through).
type Key = (usize, u64, u64);

// A cache: why thread-local, what it holds and what invalidates it: crate-level docs (lib.rs, "Caches").
thread_local! {
    static KEPT: RefCell<Recent<Key, Rc<ClassCosts>>> = const { RefCell::new(Recent::new(16)) };
}

impl ClassCosts {
    /// The costs of `class` in `st`: the thread's, if it has them for the cost changes and
    /// whole-move crossings in force now.
    pub(crate) fn now(setup: &Setup, st: &State, class: usize) -> Rc<ClassCosts> {
        let rules = &setup.rules;
        let change = |i: usize| holds_now(setup, st, &rules.cost_changes[i].when);
        let whole = |k: usize| {
            rules.duties.whole_move[k]
                .as_ref()
                .is_some_and(|c| holds_now(setup, st, c))
        };
        let (n_changes, n_whole) = (rules.cost_changes.len(), rules.duties.whole_move.len());
        if n_changes > 64 || n_whole > 64 {
            // (More than a mask holds: worked out for this mover alone.)
            return Rc::new(Self::build(rules, class, change, whole));
        }
        let mask = |n: usize, f: &dyn Fn(usize) -> bool| {
            (0..n).filter(|&i| f(i)).fold(0u64, |m, i| m | 1 << i)
        };
        let key = (class, mask(n_changes, &change), mask(n_whole, &whole));
        KEPT.with_borrow_mut(|kept| {
            if let Some(costs) = kept.find(setup, |k| *k == key) {
                return costs;
            }
            let (_, changes, wholes) = key;
            let mut costs = Self::build(
                rules,
                class,
                |i| changes & (1 << i) != 0,
                |k| wholes & (1 << k) != 0,
            );
            // Kept for this game's map: its steps are kept too.
            costs.steps = Some(
                vec![Cell::new(STEP_UNKNOWN); setup.scenario.map.len() * 6].into_boxed_slice(),
            );
            let costs = Rc::new(costs);
            kept.keep(setup, key, costs.clone());
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
        let road = &rules.duties.road;
        let scale = road.scale.max(1);
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
        let road_cost = match road.hexes_per_mp.get(class) {
            Some(&k) if k > 0 => scale / k,
            _ => 0,
        };
        // A step costs its terrain's points (a must-stop terrain one point) or a road's, and
        // features and hexsides only add to that.
        let min_step = terrain_cost
            .iter()
            .filter_map(|c| match c {
                Cost::Mp(c) => Some(c * scale),
                Cost::Stop => Some(scale),
                Cost::Prohibited => None,
            })
            .chain((road_cost > 0).then_some(road_cost))
            .min()
            .unwrap_or(0);
        ClassCosts {
            scale,
            road_cost,
            min_step,
            steps: None,
            serial: SERIALS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1,
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
