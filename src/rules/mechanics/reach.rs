//! The movement search: one Dijkstra over movement points from a unit's hex, using the same
//! `Mover::step` as path checking, so the hexes offered and the moves accepted always agree.

use crate::rules::engine::command::StopReason;
use crate::rules::mechanics::movement::{Mover, STOP_NONE, STOP_ONE_HEX};
use crate::rules::model::map::{HexIdx, NO_HEX};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Mover<'_> {
    /// Every hex the unit can reach this phase: one Dijkstra over movement points.
    pub fn reach(&self) -> Reach {
        let map = &self.game.scenario.map;
        let n = map.len();
        let mut cost = vec![u32::MAX; n];
        let mut parent = vec![NO_HEX; n];
        let mut stop = vec![STOP_NONE; n];
        let mut heap = BinaryHeap::new();
        let none = vec![0u32; self.game.rules.hexsides.len()];
        cost[self.start as usize] = 0;
        heap.push(Reverse((0u32, self.start)));
        while let Some(Reverse((c, h))) = heap.pop() {
            if c > cost[h as usize] || (h != self.start && stop[h as usize] != STOP_NONE) {
                continue;
            }
            let mut visit = |to: HexIdx| {
                if to == NO_HEX {
                    return;
                }
                let Ok((sc, s)) = self.step(h, to, &none) else {
                    return;
                };
                let nc = c + sc;
                let (nc, s) = if nc > self.allowance {
                    if h != self.start || self.rail {
                        return;
                    }
                    (nc, if s == STOP_NONE { STOP_ONE_HEX } else { s })
                } else {
                    (nc, s)
                };
                if nc < cost[to as usize] {
                    cost[to as usize] = nc;
                    parent[to as usize] = h;
                    stop[to as usize] = s;
                    heap.push(Reverse((nc, to)));
                }
            };
            if self.rail {
                for to in map.rail_neighbours(h) {
                    visit(to);
                }
            } else {
                for &to in &map.neighbours[h as usize] {
                    visit(to);
                }
            }
        }
        let dests = (0..n as HexIdx)
            .filter(|&h| h != self.start && cost[h as usize] != u32::MAX && self.can_end(h).is_ok())
            .collect();
        Reach {
            start: self.start,
            allowance: self.allowance,
            rail: self.rail,
            cost,
            parent,
            stop,
            dests,
        }
    }

    /// Turns a search's stop code into a reason.
    pub fn reason(&self, reach: &Reach, hex: HexIdx) -> Option<StopReason> {
        self.stop_reason(reach.stop[hex as usize], hex)
    }
}

/// The result of a movement search.
#[derive(Debug, Clone)]
pub struct Reach {
    pub start: HexIdx,
    pub allowance: u32,
    pub rail: bool,
    /// Movement points to reach each hex (`u32::MAX`: not reachable).
    pub cost: Vec<u32>,
    pub parent: Vec<HexIdx>,
    stop: Vec<u8>,
    /// Hexes the unit may end its move in, in index order.
    pub dests: Vec<HexIdx>,
}

impl Reach {
    /// The cheapest path to a hex (start excluded).
    pub fn path_to(&self, hex: HexIdx) -> Option<Vec<HexIdx>> {
        if self.cost.get(hex as usize).is_none_or(|&c| c == u32::MAX) || hex == self.start {
            return None;
        }
        let mut path = vec![hex];
        let mut h = hex;
        while self.parent[h as usize] != self.start {
            h = self.parent[h as usize];
            path.push(h);
        }
        path.reverse();
        Some(path)
    }

    /// Must the unit stop on entering this hex?
    pub fn must_stop(&self, hex: HexIdx) -> bool {
        self.stop[hex as usize] != STOP_NONE
    }
}
