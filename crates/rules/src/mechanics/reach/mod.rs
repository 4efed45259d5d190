//! The movement search: one Dijkstra over movement points from a unit's hex, using the same step
//! function as path checking (mechanics::step), so the hexes offered and the moves accepted always
//! agree (a rail move's search, every step a hex, walks breadth first: `rail`). The search works
//! in per-thread scratch arrays (`scratch`) and keeps only the hexes it reached.

use crate::data::ruleset::Cost;
use crate::mechanics::movement::{Mover, STOP_NONE};
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::UnitId;
use crate::state::command::StopReason;
use scratch::{Found, Found1, SCRATCH, Scratch};

mod fast;
mod rail;
pub mod sample;
mod scratch;
mod stepwise;

impl Mover<'_> {
    /// Every hex the unit can reach this phase: one Dijkstra over movement points (and, for a
    /// class with a road bonus, one more along roads only with the bonus added).
    pub fn reach(&self) -> Reach {
        self.reach_by(false)
    }

    /// `reach` with every step taken by the step function (`search_stepwise`), not the rail
    /// search nor the fast search's own loop: what those are checked against
    /// (`tests/move_search.rs`; debug builds check every search).
    pub fn reach_stepwise(&self) -> Reach {
        self.reach_by(true)
    }

    fn reach_by(&self, stepwise: bool) -> Reach {
        SCRATCH.with_borrow_mut(|s| {
            if stepwise {
                self.search_stepwise(s, self.allowance, false);
            } else if self.rail {
                self.rail_search(s, self.allowance);
            } else {
                self.search(s, self.allowance, false);
            }
            let mut found = s.found();
            debug_assert!(
                stepwise || {
                    self.search_stepwise(s, self.allowance, false);
                    s.found() == found
                },
                "the rail or fast search found other than the step-by-step search"
            );
            let mut road = Found::default();
            if self.road_bonus > 0 {
                let allowance = self.allowance.saturating_add(self.road_bonus);
                if stepwise {
                    self.search_stepwise(s, allowance, true);
                } else {
                    self.search(s, allowance, true);
                }
                road = s.found();
                debug_assert!(
                    stepwise || {
                        self.search_stepwise(s, allowance, true);
                        s.found() == road
                    },
                    "the fast road search found other than the step-by-step search"
                );
                // Hexes only the road search reaches take its cost and stop, and their path
                // from it (whole, start to end: parent NO_HEX says so).
                let before = found.0.len();
                for f in &road.0 {
                    // (Looked up among the main search's own hexes, still in order.)
                    if found.0[..before]
                        .binary_search_by_key(&f.hex, |m| m.hex)
                        .is_err()
                    {
                        found.0.push(Found1 {
                            parent: NO_HEX,
                            ..*f
                        });
                    }
                }
                if found.0.len() > before {
                    found.0.sort_unstable_by_key(|f| f.hex);
                }
            }
            let mut reach = Reach {
                start: self.start,
                allowance: self.allowance,
                rail: self.rail,
                scale: self.scale,
                dests: Vec::with_capacity(found.0.len()),
                found,
                road,
                made: self.made(),
            };
            self.fill_dests(&mut reach);
            reach
        })
    }

    /// `old`, a search made of this unit earlier in this phase, for the position now: the hexes
    /// it reached as they were, the hexes it may end in judged again (stacking: the side's other
    /// units may have moved since). A search reads, besides the moving unit's own numbers, only
    /// the enemy's units, the crossings counted this turn and the hex markers: the caller
    /// vouches that none of those changed since `old` was made (`Strikes::search_of`); the
    /// unit's numbers (hex, allowance, costs in force) are compared here. None if they differ.
    pub fn refresh(&self, mut old: Reach) -> Option<Reach> {
        let same = old.start == self.start
            && old.allowance == self.allowance
            && old.rail == self.rail
            && old.scale == self.scale
            && old.made == self.made();
        if !same {
            return None;
        }
        self.fill_dests(&mut old);
        debug_assert!(
            {
                let new = self.reach();
                new.found == old.found && new.road == old.road && new.dests == old.dests
            },
            "a search refreshed differs from a new one"
        );
        Some(old)
    }

    /// What a search depends on of the mover besides its hex, allowance and scale.
    fn made(&self) -> Made {
        Made {
            unit: self.unit,
            road_cost: self.road_cost,
            road_bonus: self.road_bonus,
            weather_extra: self.weather_extra,
            costs: self.costs.serial,
        }
    }

    /// The hexes the search reached that the unit may end its move in, as the position stands.
    fn fill_dests(&self, reach: &mut Reach) {
        reach.dests.clear();
        let found = reach.found.0.iter().map(|f| f.hex);
        if !self.points_only {
            reach
                .dests
                .extend(found.filter(|&h| h != self.start && self.may_end(h)));
            return;
        }
        // `may_end` for stacking in points alone, its numbers read once: the points there
        // with this unit added (no hex reached holds an enemy unit) within the limit, and
        // terrain it may stand on (or a road hex, where roads speed it). (A loop, not a
        // filter: measured, the filter's closure was not inlined.)
        let map = &self.setup.scenario.map;
        let (occ, terrain, roads) = (&self.tables.occ, &map.terrain, &map.road_dirs);
        let terrain_cost = &self.costs.terrain_cost;
        let by_road = self.road_cost > 0;
        let Some(room) = self.limit.checked_sub(self.my_points) else {
            return;
        };
        for h in found {
            let x = h as usize;
            if h != self.start
                && occ[x].is_none_or(|(_, p)| p <= room)
                && (terrain_cost[terrain[x] as usize] != Cost::Prohibited
                    || (by_road && roads[x] != 0))
            {
                reach.dests.push(h);
            }
        }
        debug_assert!(
            reach
                .found
                .0
                .iter()
                .map(|f| f.hex)
                .filter(|&h| h != self.start && self.may_end(h))
                .eq(reach.dests.iter().copied()),
            "the hexes a unit may end in"
        );
    }

    /// One Dijkstra from the unit's hex with this allowance (over road steps only if `road`):
    /// `search_fast` where the class's steps are kept (and the ruleset has no more than 32
    /// hexside types), else `search_stepwise`. (A rail move's search is `rail_search`.)
    fn search(&self, s: &mut Scratch, allowance: u32, road: bool) {
        let fast = !self.rail && self.setup.rules.hexsides.len() <= fast::NONE.len();
        match &self.costs.steps {
            Some(steps) if fast && road => self.search_fast::<true>(s, steps, allowance),
            Some(steps) if fast => self.search_fast::<false>(s, steps, allowance),
            _ => self.search_stepwise(s, allowance, road),
        }
    }

    /// Turns a search's stop code into a reason.
    pub fn reason(&self, reach: &Reach, hex: HexIdx) -> Option<StopReason> {
        self.stop_reason(reach.found.get(hex)?.stop, hex)
    }
}

/// The result of a movement search: the hexes it reached, what each costs, the way there.
#[derive(Debug, Clone)]
pub struct Reach {
    /// The hex the unit starts from.
    pub start: HexIdx,
    /// The unit's movement points, in 1/scale of a point.
    pub allowance: u32,
    /// A rail move.
    pub rail: bool,
    /// Points are counted in 1/scale of a movement point.
    pub scale: u32,
    /// Every hex reached (the start included), with its cost in 1/scale points, its parent
    /// (`NO_HEX` for a hex only a move along the road all the way reaches: its path is the road
    /// search's) and stop code.
    found: Found,
    /// The road search (road bonus), for the paths of hexes only it reaches (empty without one).
    road: Found,
    /// Hexes the unit may end its move in, in index order.
    pub dests: Vec<HexIdx>,
    /// The mover's numbers the search was made with (`Mover::refresh` compares them).
    made: Made,
}

/// What a search was made with of the mover, besides its hex, allowance and scale.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Made {
    unit: UnitId,
    road_cost: u32,
    road_bonus: u32,
    weather_extra: u32,
    /// Its class's costs in force (their serial: the thread keeps one set while the same
    /// changes are in force).
    costs: u64,
}

impl Reach {
    /// Movement to reach `hex` in 1/scale points, if it can be reached.
    pub fn cost(&self, hex: HexIdx) -> Option<u32> {
        self.found.get(hex).map(|f| f.cost)
    }

    /// Every hex reached (the start included) with its cost, in index order.
    pub fn reached(&self) -> impl Iterator<Item = (HexIdx, u32)> + '_ {
        self.found.0.iter().map(|f| (f.hex, f.cost))
    }

    /// The cheapest path to a hex (start excluded).
    pub fn path_to(&self, hex: HexIdx) -> Option<Vec<HexIdx>> {
        let f = self.found.get(hex)?;
        if hex == self.start {
            return None;
        }
        let (parents, mut p) = match f.parent {
            NO_HEX => (&self.road, self.road.get(hex)?.parent),
            p => (&self.found, p),
        };
        let mut path = Vec::with_capacity(8);
        path.push(hex);
        while p != self.start {
            path.push(p);
            p = parents.get(p)?.parent;
        }
        path.reverse();
        Some(path)
    }

    /// A cost in movement points as a player reads it: "3", "2½".
    pub fn mp_text(&self, ticks: u32) -> String {
        mp_text(ticks, self.scale)
    }

    /// The allowance in movement points as a player reads it.
    pub fn allowance_text(&self) -> String {
        if self.allowance == u32::MAX {
            "unlimited".into()
        } else {
            mp_text(self.allowance, self.scale)
        }
    }

    /// The allowance as a player reads it, with its unit: "4 MP", "20 rail hexes", "rail, no
    /// limit".
    pub fn allowance_words(&self) -> String {
        match (self.rail, self.allowance) {
            (true, u32::MAX) => "rail, no limit".into(),
            (true, _) => format!("{} rail hexes", self.allowance_text()),
            (false, _) => format!("{} MP", self.allowance_text()),
        }
    }

    /// What reaching a hex at this cost (1/scale points) takes of the allowance, in words: "3 of
    /// 4 MP", "7 of 20 rail hexes", "12 rail hexes (no limit)".
    pub fn cost_words(&self, ticks: u32) -> String {
        crate::model::words::move_cost(
            &self.mp_text(ticks),
            self.allowance,
            &self.allowance_text(),
            self.rail,
        )
    }

    /// Must the unit stop on entering this hex?
    pub fn must_stop(&self, hex: HexIdx) -> bool {
        self.found.get(hex).is_some_and(|f| f.stop != STOP_NONE)
    }
}

/// Movement points counted in 1/scale points, in words: "3", "2½", "1¼".
pub fn mp_text(ticks: u32, scale: u32) -> String {
    let scale = scale.max(1);
    let (whole, part) = (ticks / scale, ticks % scale);
    let frac = match (part, scale) {
        (0, _) => "",
        (1, 2) | (2, 4) => "½",
        (1, 4) => "¼",
        (3, 4) => "¾",
        (1, 3) => "⅓",
        (2, 3) => "⅔",
        _ => "+",
    };
    match (whole, frac) {
        (0, f) if !f.is_empty() => f.to_string(),
        (w, f) => format!("{w}{f}"),
    }
}
