//! The movement search with every step taken by the step function (mechanics::step): the
//! search of a class whose steps are not kept, and what the fast search and the rail search are
//! checked against (`Mover::reach_stepwise`; debug builds check every search).

use crate::mechanics::movement::{Mover, STOP_NONE, over_allowance};
use crate::model::map::{HexIdx, NO_HEX};

use super::scratch::Scratch;

impl Mover<'_> {
    /// One Dijkstra from the unit's hex with this allowance (over road steps only if `road`),
    /// every step by the step function: what `search_fast` and `rail_search` are checked
    /// against, and the search of a class whose steps are not kept.
    pub(super) fn search_stepwise(&self, s: &mut Scratch, allowance: u32, road: bool) {
        let map = &self.setup.scenario.map;
        s.begin(map.len());
        let none = [0u32; 32];
        let none: &[u32] = if self.setup.rules.hexsides.len() <= none.len() {
            &none
        } else {
            &vec![0u32; self.setup.rules.hexsides.len()]
        };
        s.set(self.start, 0, NO_HEX, STOP_NONE);
        s.push(0, self.start);
        let mut c = 0usize;
        let mut batch = std::mem::take(&mut s.batch);
        while c < s.top {
            if s.buckets[c].is_empty() {
                c += 1;
                continue;
            }
            // Cheapest first and, at one cost, lowest hex first (a step's ties go to the first
            // hex that finds them: the paths offered do not depend on the queue).
            std::mem::swap(&mut batch, &mut s.buckets[c]);
            batch.sort_unstable();
            for &h in &batch {
                let hc = c as u32;
                if hc > s.nodes[h as usize].cost
                    || (h != self.start && s.stops[h as usize] != STOP_NONE)
                {
                    continue;
                }
                if self.rail {
                    // `Map::rail_neighbours`, in its order.
                    let (dirs, next) = (map.rail_dirs[h as usize], &map.neighbours[h as usize]);
                    for (d, &to) in next.iter().enumerate() {
                        if dirs & (1 << d) != 0 {
                            self.relax(s, h, hc, to, 0, allowance, none);
                        }
                    }
                    for &(a, b) in &map.rail_links {
                        if a == h {
                            self.relax(s, h, hc, b, 0, allowance, none);
                        } else if b == h {
                            self.relax(s, h, hc, a, 0, allowance, none);
                        }
                    }
                } else {
                    let roads = map.road_dirs[h as usize];
                    for (d, &to) in map.neighbours[h as usize].iter().enumerate() {
                        if to == NO_HEX || (road && roads & (1 << d) == 0) {
                            continue;
                        }
                        self.relax(s, h, hc, to, d, allowance, none);
                    }
                }
            }
            batch.clear();
            // A step of no cost put hexes in this bucket again: take them before going on.
        }
        s.batch = batch;
    }

    /// The search's step from `h` (reached at cost `c`) into `to`, its neighbour in direction `d`.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn relax(
        &self,
        s: &mut Scratch,
        h: HexIdx,
        c: u32,
        to: HexIdx,
        d: usize,
        allowance: u32,
        none: &[u32],
    ) {
        // A hex already reached at no more than `c` cannot be improved (steps cost >= 0).
        if s.cost(to) <= c {
            return;
        }
        let Ok((sc, stop)) = self.step_code(h, to, d, none) else {
            return;
        };
        let nc = c + sc;
        let stop = if nc > allowance {
            let Some(stop) = over_allowance(stop, h == self.start && !self.rail) else {
                return;
            };
            stop
        } else {
            stop
        };
        if nc < s.cost(to) {
            s.set(to, nc, h, stop);
            s.push(nc, to);
        }
    }
}
