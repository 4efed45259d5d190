//! Distances over land, hex by hex, from the nearest of a set of hexes: what the computer
//! players' aims are made of. A player asks the same question many times between moves (every
//! phase's aims, the activation a side chooses, the garrison it sends, a rollout's score), so the
//! last few answers are kept on each thread with everything they depend on.

use crate::engine::game::Game;
use crate::model::map::{HexIdx, NO_HEX};
use crate::query::recent::Recent;
use std::cell::RefCell;

/// How many recent answers each thread keeps (a side's goals and the enemy's hexes, for each
/// side, a garrison's objective or two, and each objective a side shares out: eleven in War
/// Against Russia), keyed by the hexes they start from, sorted and each once.
const RECENT: usize = 24;

// A cache: why thread-local, what it holds and what invalidates it: crate-level docs (lib.rs, "Caches").
thread_local! {
    static RECENTLY: RefCell<Recent<Vec<HexIdx>, Vec<u32>>> = const { RefCell::new(Recent::new(RECENT)) };
}

/// Hexes over land (not water) from the nearest of `from`, breadth first; `u32::MAX` beyond
/// reach. The same question asked again on this thread is answered from the last few.
pub fn distances(game: &Game, from: &[HexIdx]) -> Vec<u32> {
    let mut key = from.to_vec();
    key.sort_unstable();
    key.dedup();
    if let Some(hit) = RECENTLY.with_borrow_mut(|r| r.find(&game.setup, |k| *k == key)) {
        return hit;
    }
    let dist = breadth_first(game, &key);
    RECENTLY.with_borrow_mut(|r| r.keep(&game.setup, key, dist.clone()));
    dist
}

/// `distances` worked out afresh.
pub fn breadth_first(game: &Game, from: &[HexIdx]) -> Vec<u32> {
    let map = &game.scenario.map;
    let water: Vec<bool> = game.rules.terrain.iter().map(|t| t.water).collect();
    let mut d = vec![u32::MAX; map.len()];
    let mut q: Vec<HexIdx> = Vec::with_capacity(map.len());
    for &h in from {
        if d[h as usize] == u32::MAX {
            d[h as usize] = 0;
            q.push(h);
        }
    }
    let mut next = 0;
    while let Some(&h) = q.get(next) {
        next += 1;
        for &x in &map.neighbours[h as usize] {
            if x != NO_HEX && d[x as usize] == u32::MAX && !water[map.terrain[x as usize] as usize]
            {
                d[x as usize] = d[h as usize] + 1;
                q.push(x);
            }
        }
    }
    d
}
