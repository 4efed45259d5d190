//! A bounded movement search: the hexes a unit's move reaches first, and no more
//! (`Mover::nearest`). The random player draws how many (`play::random`), so a move costs what
//! it looks at, not the whole of what the unit reaches: a rail move in the Great Patriotic War
//! reaches the whole network. It is `Mover::reach`'s Dijkstra over the same step function
//! (`step_code`), the cheapest hexes taken first, stopped once it has reached as many hexes as
//! it was given room for: every hex it reached has a legal path (each step one the step
//! function takes, from a hex it took, within the allowance or by the always-one-hex rule),
//! if not always a cheapest one; given room for every hex, it reaches every hex the full search
//! reaches (a class's road bonus aside: `Nearest::complete` says when to ask `reach`).

use crate::mechanics::movement::{Mover, STOP_NONE, over_allowance};
use crate::model::map::{HexIdx, NO_HEX};
use std::cell::RefCell;

// A cache: why thread-local, what it holds and what invalidates it: crate-level docs (lib.rs, "Caches").
thread_local! {
    static SAMPLE: RefCell<Bounded> = RefCell::new(Bounded::default());
}

/// The bounded search's working arrays, kept between searches on one thread; between searches
/// every hex is unreached (a search puts back the hexes it touched) and every bucket empty.
#[derive(Default)]
struct Bounded {
    /// Per hex, the cost it was reached at (`u32::MAX`: not reached).
    cost: Vec<u32>,
    /// Per hex reached, its place in `touched`.
    place: Vec<u32>,
    /// Per hex reached, its parent's place in `touched` (the start, first, is its own).
    parent: Vec<u32>,
    /// Per hex, its stop code (valid where reached).
    stop: Vec<u8>,
    /// The hexes this search reached, in the order first reached (the start first).
    touched: Vec<HexIdx>,
    /// The queue: hexes by the cost they were reached at (small whole numbers of 1/scale
    /// points, a bucket each), each bucket taken last in, first out. A hex may be in several.
    buckets: Vec<Vec<HexIdx>>,
    /// The cheapest bucket that may hold a hex, and one past the costliest pushed to.
    low: usize,
    top: usize,
}

impl Bounded {
    fn begin(&mut self, n: usize) {
        if self.cost.len() < n {
            self.cost.resize(n, u32::MAX);
            self.place.resize(n, 0);
            self.parent.resize(n, u32::MAX);
            self.stop.resize(n, STOP_NONE);
        }
        (self.low, self.top) = (0, 0);
    }

    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn set(&mut self, h: HexIdx, cost: u32, parent: u32, stop: u8) {
        let i = h as usize;
        if self.cost[i] == u32::MAX {
            self.place[i] = self.touched.len() as u32;
            self.touched.push(h);
        }
        self.cost[i] = cost;
        self.parent[i] = parent;
        self.stop[i] = stop;
        let c = cost as usize;
        if self.buckets.len() <= c {
            self.buckets.resize_with(c + 1, Vec::new);
        }
        self.buckets[c].push(h);
        self.top = self.top.max(c + 1);
    }

    /// The cheapest hex queued (and the cost it was queued at), taken off the queue.
    #[inline]
    fn pop(&mut self) -> Option<(u32, HexIdx)> {
        while self.low < self.top {
            if let Some(h) = self.buckets[self.low].pop() {
                return Some((self.low as u32, h));
            }
            self.low += 1;
        }
        None
    }

    /// Every hex touched made unreached again, every bucket emptied.
    fn end(&mut self) {
        for &h in &self.touched {
            self.cost[h as usize] = u32::MAX;
        }
        self.touched.clear();
        for b in &mut self.buckets[self.low.min(self.top)..self.top] {
            b.clear();
        }
    }
}

/// What a bounded search reached: hexes the unit's move reaches, each with a legal path.
#[derive(Debug, Clone)]
pub struct Nearest {
    /// The hexes reached, in the order first reached, the unit's own first.
    hexes: Vec<HexIdx>,
    /// Each hex's parent: its place in `hexes` (the unit's own hex, first, is its own).
    parents: Vec<u32>,
    /// The search ran out of hexes before it filled its room: it reached every hex the move
    /// reaches.
    complete: bool,
}

impl Nearest {
    /// The hexes reached, the unit's own not among them, in the order first reached.
    pub fn hexes(&self) -> &[HexIdx] {
        &self.hexes[1..]
    }

    /// Whether the search reached every hex the unit's ordinary search reaches (a road bonus's
    /// further hexes are `Mover::reach`'s alone).
    pub fn complete(&self) -> bool {
        self.complete
    }

    /// A legal path (start excluded) to the `i`-th hex of `hexes`.
    pub fn path_to(&self, i: usize) -> Vec<HexIdx> {
        let mut path = Vec::with_capacity(8);
        let mut at = i as u32 + 1;
        while at != 0 {
            path.push(self.hexes[at as usize]);
            at = self.parents[at as usize];
        }
        path.reverse();
        path
    }
}

impl Mover<'_> {
    /// The hexes the unit's movement search reaches first, `room` of them or a few more (the
    /// start not counted), each with a legal path: the search takes the cheapest hexes first, as
    /// `reach`'s does, and stops taking them once it has reached `room` hexes. Only what it
    /// takes is searched: the work is the room's, not the whole reach's.
    pub fn nearest(&self, room: usize) -> Nearest {
        SAMPLE.with_borrow_mut(|s| {
            let map = &self.setup.scenario.map;
            s.begin(map.len());
            let none = [0u32; 32];
            let none: &[u32] = if self.setup.rules.hexsides.len() <= none.len() {
                &none
            } else {
                &vec![0u32; self.setup.rules.hexsides.len()]
            };
            s.set(self.start, 0, 0, STOP_NONE);
            let mut complete = true;
            while let Some((c, h)) = s.pop() {
                if c > s.cost[h as usize] || (h != self.start && s.stop[h as usize] != STOP_NONE) {
                    continue;
                }
                let me = s.place[h as usize];
                if self.rail {
                    for to in map.rail_neighbours(h) {
                        self.relax_bounded(s, h, c, me, to, 0, none);
                    }
                } else {
                    for (d, &to) in map.neighbours[h as usize].iter().enumerate() {
                        if to != NO_HEX {
                            self.relax_bounded(s, h, c, me, to, d, none);
                        }
                    }
                }
                if s.touched.len() > room {
                    // (Whether any hex is left unreached is not known: not complete.)
                    complete = false;
                    break;
                }
            }
            let out = Nearest {
                hexes: s.touched.clone(),
                parents: s.touched.iter().map(|&h| s.parent[h as usize]).collect(),
                complete,
            };
            s.end();
            out
        })
    }

    /// The bounded search's step from `h` (reached at cost `c`, `me`-th) into `to`, its
    /// neighbour in direction `d`: `reach`'s step, the always-one-hex rule included.
    #[allow(clippy::too_many_arguments, clippy::inline_always)]
    #[inline(always)]
    fn relax_bounded(
        &self,
        s: &mut Bounded,
        h: HexIdx,
        c: u32,
        me: u32,
        to: HexIdx,
        d: usize,
        none: &[u32],
    ) {
        if s.cost[to as usize] <= c {
            return;
        }
        let Ok((sc, stop)) = self.step_code(h, to, d, none) else {
            return;
        };
        let nc = c.saturating_add(sc);
        let stop = if nc > self.allowance {
            let Some(stop) = over_allowance(stop, h == self.start && !self.rail) else {
                return;
            };
            stop
        } else {
            stop
        };
        if nc < s.cost[to as usize] {
            s.set(to, nc, me, stop);
        }
    }
}
