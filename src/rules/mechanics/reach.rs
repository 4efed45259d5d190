//! The movement search: one Dijkstra over movement points from a unit's hex, using the same
//! `Mover::step` as path checking, so the hexes offered and the moves accepted always agree.

use crate::rules::engine::command::StopReason;
use crate::rules::mechanics::movement::{Mover, STOP_NONE, STOP_ONE_HEX};
use crate::rules::model::map::{HexIdx, NO_HEX};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

impl Mover<'_> {
    /// Every hex the unit can reach this phase: one Dijkstra over movement points (and, for a
    /// class with a road bonus, one more along roads only with the bonus added).
    pub fn reach(&self) -> Reach {
        let (mut cost, mut parent, mut stop) = self.search(self.allowance, false);
        let n = cost.len();
        let mut road_parent = Vec::new();
        // (empty without a road bonus)
        let mut via_road = Vec::new();
        if self.road_bonus > 0 {
            let (rc, rp, rs) = self.search(self.allowance.saturating_add(self.road_bonus), true);
            via_road = vec![false; n];
            for h in 0..n {
                if cost[h] == u32::MAX && rc[h] != u32::MAX {
                    cost[h] = rc[h];
                    stop[h] = rs[h];
                    via_road[h] = true;
                }
            }
            road_parent = rp;
        }
        let dests = (0..n as HexIdx)
            .filter(|&h| h != self.start && cost[h as usize] != u32::MAX && self.can_end(h).is_ok())
            .collect();
        // Hexes only the road search reaches take their path from it (whole, start to end).
        parent.iter_mut().zip(&via_road).for_each(|(p, &v)| {
            if v {
                *p = NO_HEX;
            }
        });
        Reach {
            start: self.start,
            allowance: self.allowance,
            rail: self.rail,
            scale: self.scale,
            cost,
            parent,
            road_parent,
            stop,
            dests,
        }
    }

    /// One Dijkstra from the unit's hex with this allowance (over road steps only if `road`).
    fn search(&self, allowance: u32, road: bool) -> (Vec<u32>, Vec<HexIdx>, Vec<u8>) {
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
                if to == NO_HEX || (road && !map.road_between(h, to)) {
                    return;
                }
                let Ok((sc, s)) = self.step(h, to, &none) else {
                    return;
                };
                let nc = c + sc;
                let (nc, s) = if nc > allowance {
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
        (cost, parent, stop)
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
    /// Movement to reach each hex, in 1/scale points (`u32::MAX`: not reachable).
    pub cost: Vec<u32>,
    /// Points are counted in 1/scale of a movement point.
    pub scale: u32,
    pub parent: Vec<HexIdx>,
    /// For hexes only a move along the road all the way reaches (road bonus): the road search's
    /// parents (empty without a road bonus).
    pub road_parent: Vec<HexIdx>,
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
        let parents = if self.parent[hex as usize] == NO_HEX && !self.road_parent.is_empty() {
            &self.road_parent
        } else {
            &self.parent
        };
        let mut path = vec![hex];
        let mut h = hex;
        while parents[h as usize] != self.start {
            h = parents[h as usize];
            path.push(h);
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

    /// Must the unit stop on entering this hex?
    pub fn must_stop(&self, hex: HexIdx) -> bool {
        self.stop[hex as usize] != STOP_NONE
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
