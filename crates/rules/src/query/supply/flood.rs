//! The supply flood: breadth-first over the hexes a supply line may use, and what of the map it
//! reads again and again (its water and cities), worked out once per game on each thread.

use super::Marks;
use crate::model::map::{HexIdx, Map, NO_HEX, NONE8};
use crate::model::tables::SideId;
use crate::query::recent::Recent;
use crate::state::Setup;
use std::cell::RefCell;
use std::rc::Rc;

// A cache: why thread-local, what it holds and what invalidates it: crate-level docs (lib.rs, "Caches").
thread_local! {
    static GROUND: RefCell<Recent<(), Rc<Ground>>> = const { RefCell::new(Recent::new(2)) };
}

/// Breadth-first from `sources` over the hexes not `closed`, not across hexside types that
/// `blocks` (none if no type does), marking what it reaches in `seen` (what is already marked is
/// not searched again: a second flood adds what the first did not reach).
pub(super) fn flood(
    map: &Map,
    blocks: Option<&[bool]>,
    sources: &[HexIdx],
    closed: &[bool],
    seen: &mut [bool],
) {
    // A queue as a vector and a read position: every hex enters it once.
    let mut q: Vec<HexIdx> = Vec::with_capacity(map.len());
    for &s in sources {
        if !seen[s as usize] {
            seen[s as usize] = true;
            q.push(s);
        }
    }
    let mut next = 0;
    while let Some(&h) = q.get(next) {
        next += 1;
        for (d, &x) in map.neighbours[h as usize].iter().enumerate() {
            if x == NO_HEX || seen[x as usize] || closed[x as usize] {
                continue;
            }
            if let Some(blocks) = blocks {
                let k = map.hexsides[h as usize][d];
                if k != NONE8 && blocks[k as usize] {
                    continue;
                }
            }
            seen[x as usize] = true;
            q.push(x);
        }
    }
}

/// What of `setup`'s map supply reads again and again, worked out once per game on each thread.
pub(super) struct Ground {
    /// Per hex: water (closed to every supply line).
    pub(super) water: Vec<bool>,
    /// The hexes with a city feature, in order.
    pub(super) cities: Vec<HexIdx>,
}

pub(super) fn ground(setup: &Setup) -> Rc<Ground> {
    GROUND.with_borrow_mut(|kept| {
        kept.find(setup, |()| true).unwrap_or_else(|| {
            let rules = &setup.rules;
            let map = &setup.scenario.map;
            let water: Vec<bool> = rules.terrain.iter().map(|t| t.water).collect();
            let city = rules
                .features
                .iter()
                .enumerate()
                .filter(|(_, f)| f.city)
                .fold(0u32, |m, (i, _)| m | 1 << i);
            let ground = Rc::new(Ground {
                water: map.terrain.iter().map(|&t| water[t as usize]).collect(),
                cities: (0..map.len() as HexIdx)
                    .filter(|&h| map.features[h as usize] & city != 0)
                    .collect(),
            });
            kept.keep(setup, (), Rc::clone(&ground));
            ground
        })
    })
}

/// The supply map of a side with no sea lines: one flood over a copy of the map's water (kept
/// per game), where the hexes the units close count as reached before it starts, and are then
/// taken out.
pub(super) fn trace_by_land(
    setup: &Setup,
    side: SideId,
    marks: &Marks,
    blocks: Option<&[bool]>,
) -> Vec<bool> {
    let map = &setup.scenario.map;
    let water = &ground(setup).water;
    let mut seen = water.clone();
    let mut closing = Vec::new();
    for &h in &marks.marked {
        if marks.closed(setup, h) != 0 && !seen[h as usize] {
            seen[h as usize] = true;
            closing.push(h);
        }
    }
    let sources: Vec<HexIdx> = map
        .edge_hexes(setup.rules.sides[side as usize].home_edge)
        .filter(|&h| !seen[h as usize])
        .collect();
    flood_over(map, blocks, &sources, &mut seen);
    for (s, &w) in seen.iter_mut().zip(water.iter()) {
        *s &= !w;
    }
    for h in closing {
        seen[h as usize] = false;
    }
    seen
}

/// `flood` where `seen` holds the closed hexes too (as reached before it starts).
fn flood_over(map: &Map, blocks: Option<&[bool]>, sources: &[HexIdx], seen: &mut [bool]) {
    let mut q: Vec<HexIdx> = Vec::with_capacity(map.len());
    for &s in sources {
        if !seen[s as usize] {
            seen[s as usize] = true;
            q.push(s);
        }
    }
    let mut next = 0;
    while let Some(&h) = q.get(next) {
        next += 1;
        let around = &map.neighbours[h as usize];
        match blocks {
            None => {
                for &x in around {
                    if x != NO_HEX && !seen[x as usize] {
                        seen[x as usize] = true;
                        q.push(x);
                    }
                }
            }
            Some(blocks) => {
                let sides = &map.hexsides[h as usize];
                for (d, &x) in around.iter().enumerate() {
                    let k = sides[d];
                    if x != NO_HEX && !seen[x as usize] && (k == NONE8 || !blocks[k as usize]) {
                        seen[x as usize] = true;
                        q.push(x);
                    }
                }
            }
        }
    }
}
