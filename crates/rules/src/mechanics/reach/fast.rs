//! The movement search's usual case in one tight loop: a move over the ground (not by rail) of
//! a class whose steps are kept (`ClassCosts::steps`). What the step function (mechanics::step)
//! would read again at every step (the hex markers, the unit's side and numbers, the tables'
//! vectors) is read once into plain values; a step whose kept code says it is usual (not
//! refused, no counted hexside, no hex marker in the hex entered) is taken here, the rest by the
//! step function itself, so the answers are `Mover::search_stepwise`'s, hex for hex, cost for
//! cost and parent for parent (debug builds compare the two; `tests/move_search.rs` does in
//! release builds, for every unit of random games of every scenario).

use crate::mechanics::class_costs::STEP_UNKNOWN;
use crate::mechanics::movement::{Mover, STOP_NONE, STOP_TERRAIN, STOP_ZOC, over_allowance};
use crate::mechanics::step::{COUNTED, ON_ROAD, REFUSED, TERRAIN_STOP};
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::SideId;
use std::cell::Cell;

use super::scratch::{Node, Scratch};

/// What the fast search reads of the mover, the map and the tables, read once.
#[derive(Clone, Copy)]
struct Inputs<'a> {
    steps: &'a [Cell<u16>],
    occ: &'a [Option<(SideId, u32)>],
    zoc: &'a [bool],
    markers: &'a [(HexIdx, u8, SideId)],
    no_markers: bool,
    /// The crossings of the move so far (only counted hexsides read them: none yet).
    none: &'static [u32],
    side: SideId,
    /// The stop a hex in an enemy zone of control makes (`STOP_NONE` where entering one does
    /// not stop a move).
    zoc_stop: u8,
    road_cost: u32,
    extra: u32,
    /// Going on from hexes reached at more than this cost takes no step (the start aside).
    last: u32,
    /// Every step costs something.
    positive: bool,
}

/// The crossings of a move before its first step, for as many hexside types as the fast search
/// takes (a ruleset with more is searched step by step).
pub(super) static NONE: [u32; 32] = [0; 32];

impl Mover<'_> {
    /// `search_stepwise` for a move over the ground with the class's steps kept (`steps`): one
    /// Dijkstra from the unit's hex with this allowance (over road steps only if `ROAD`), the
    /// queue's hexes at one cost taken lowest hex first, a hex's parent the first to reach it at
    /// its cost.
    pub(super) fn search_fast<const ROAD: bool>(
        &self,
        s: &mut Scratch,
        steps: &[Cell<u16>],
        allowance: u32,
    ) {
        let map = &self.setup.scenario.map;
        let n = map.len();
        s.begin(n);
        let (neighbours, road_dirs) = (&map.neighbours[..n], &map.road_dirs[..n]);
        let i = self.fast_inputs(&steps[..n * 6], allowance);
        let (start, last, positive) = (self.start, i.last, i.positive);
        let (occ, zoc) = (&i.occ[..n], &i.zoc[..n]);
        s.set(start, 0, NO_HEX, STOP_NONE);
        s.push(0, start);
        let Scratch {
            nodes,
            stops,
            touched,
            buckets,
            batch: kept,
            ..
        } = s;
        let (nodes, stops) = (&mut nodes[..n], &mut stops[..n]);
        let (mut lo, mut hi, mut count, mut top) = (s.lo, s.hi, s.count, s.top);
        let mut batch = std::mem::take(kept);
        let mut c = 0usize;
        while c < top {
            if buckets[c].is_empty() {
                c += 1;
                continue;
            }
            // Cheapest first and, at one cost, lowest hex first (a step's ties go to the first
            // hex that finds them: the paths offered do not depend on the queue).
            std::mem::swap(&mut batch, &mut buckets[c]);
            if !positive {
                batch.sort_unstable();
            }
            let hc = c as u32;
            for &h in &batch {
                let hu = h as usize;
                if hc > nodes[hu].cost || (h != start && (stops[hu] != STOP_NONE || hc > last)) {
                    continue;
                }
                let roads = road_dirs[hu];
                let row = &i.steps[hu * 6..hu * 6 + 6];
                for (d, &to) in neighbours[hu].iter().enumerate() {
                    if to == NO_HEX || (ROAD && roads & (1 << d) == 0) {
                        continue;
                    }
                    let t = to as usize;
                    let was = nodes[t].cost;
                    // A hex already reached at no more than `hc` cannot be improved.
                    if was <= hc {
                        continue;
                    }
                    // An enemy unit's hex is refused first, as the step function does.
                    if occ[t].is_some_and(|(x, _)| x != i.side) {
                        continue;
                    }
                    let Some((sc, stop)) = self.fast_step(i, row[d].get(), zoc[t], h, to, d) else {
                        continue;
                    };
                    let nc = hc + sc;
                    let stop = if nc > allowance {
                        // (Never a rail move here.)
                        let Some(stop) = over_allowance(stop, h == start) else {
                            continue;
                        };
                        stop
                    } else {
                        stop
                    };
                    if nc < was {
                        if was == u32::MAX {
                            // (As `Scratch::set` counts it.)
                            let w = t / 64;
                            touched[w] |= 1 << (t % 64);
                            lo = lo.min(w);
                            hi = hi.max(w + 1);
                            count += 1;
                        }
                        nodes[t] = Node {
                            cost: nc,
                            parent: h,
                        };
                        stops[t] = stop;
                        // (A hex where the move stops is not gone on from: not queued. The
                        // others are within the allowance.)
                        if stop == STOP_NONE {
                            let b = nc as usize;
                            if buckets.len() <= b {
                                buckets.resize_with(b + 1, Vec::new);
                            }
                            buckets[b].push(to);
                            top = top.max(b + 1);
                        }
                    } else if nc == was && positive {
                        // A tie: the lower hex at the parent's cost takes it (every step costs
                        // something, so the parent is a hex of this cost or a cheaper one, and
                        // the stop is the same: it is the hex's own, the start aside).
                        let p = nodes[t].parent;
                        if h < p && nodes[p as usize].cost == hc {
                            debug_assert_eq!(stops[t], stop, "a tie's stop");
                            nodes[t].parent = h;
                        }
                    }
                }
            }
            batch.clear();
        }
        *kept = batch;
        (s.lo, s.hi, s.count, s.top) = (lo, hi, count, top);
    }

    /// What the fast search reads, with this allowance.
    // (Inlined, so that the compiler sees the tables are as long as the map and checks an
    // index into them once.)
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn fast_inputs<'a>(&'a self, steps: &'a [Cell<u16>], allowance: u32) -> Inputs<'a> {
        let rules = &self.setup.rules;
        let n = self.setup.scenario.map.len();
        let markers = &self.st.hex_markers[..];
        // The least a step may cost (a hex marker's cost replaces the terrain's): a hex from
        // which no step is affordable is not gone on from, the start aside (the one-hex rule).
        let least = markers
            .iter()
            .filter_map(|&(_, m, _)| {
                let mk = &rules.hex_markers[m as usize];
                let (a, b) = (mk.friendly_cost, mk.enemy_cost);
                a.into_iter().chain(b).map(|c| c * self.scale).min()
            })
            .fold(self.costs.min_step, u32::min)
            .saturating_add(self.weather_extra);
        Inputs {
            steps,
            occ: &self.tables.occ[..n],
            zoc: &self.tables.zoc[..n],
            markers,
            no_markers: markers.is_empty(),
            none: &NONE[..rules.hexsides.len()],
            side: self.side,
            zoc_stop: if rules.zoc.stop_on_entry {
                STOP_ZOC
            } else {
                STOP_NONE
            },
            road_cost: self.road_cost,
            extra: self.weather_extra,
            last: allowance.saturating_sub(least),
            // Does every step cost something? Then a cost's hexes are all in the queue before
            // the first of them is taken, in any order: a step's tie goes to the lower hex of
            // the cheaper cost, which is what taking them lowest first gives. Else (a step may
            // cost nothing, and put hexes in the bucket being taken) they are sorted, round by
            // round.
            positive: least > 0,
        }
    }

    /// The step from `h` into `to`, its neighbour in direction `d`, which no enemy unit holds
    /// (its kept code `code`; `zoc`: `to` is in an enemy zone of control): its cost and stop,
    /// or none if refused. A step whose kept code says it is usual (not refused, no counted hexside,
    /// no hex marker in the hex entered) is taken here, as `step_code` takes it; one the map
    /// and the class's costs refuse is refused; any other is `step_code`'s.
    #[inline]
    fn fast_step(
        &self,
        i: Inputs,
        code: u16,
        zoc: bool,
        h: HexIdx,
        to: HexIdx,
        d: usize,
    ) -> Option<(u32, u8)> {
        if code & (COUNTED | REFUSED) == 0
            && (i.no_markers || i.markers.iter().all(|&(m, _, _)| m != to))
        {
            let stop = if zoc && i.zoc_stop != STOP_NONE {
                i.zoc_stop
            } else if code & TERRAIN_STOP != 0 {
                STOP_TERRAIN
            } else {
                STOP_NONE
            };
            let cost = if code & ON_ROAD != 0 {
                i.road_cost
            } else {
                u32::from(code & 0xfff)
            };
            Some((cost + i.extra, stop))
        } else if code != STEP_UNKNOWN && code & REFUSED != 0 {
            // (The map and the class's costs refuse it, whatever else holds.)
            None
        } else {
            self.step_slow(h, to, d, i.none)
        }
    }

    /// A step the fast search does not take itself, by the step function: none if refused.
    #[inline(never)]
    fn step_slow(&self, h: HexIdx, to: HexIdx, d: usize, none: &[u32]) -> Option<(u32, u8)> {
        self.step_code(h, to, d, none).ok()
    }
}
