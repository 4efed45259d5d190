//! Distances over land, hex by hex, from the nearest of a set of hexes: what the computer
//! players' aims are made of. A player asks the same question many times between moves (every
//! phase's aims, the activation a side chooses, the garrison it sends, a rollout's score), so the
//! last few answers are kept on each thread with everything they depend on.

use crate::rules::engine::game::Game;
use crate::rules::model::map::{HexIdx, NO_HEX};
use crate::rules::model::tables::{Ruleset, Scenario};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::sync::Arc;

/// Distances worked out on this thread, with what they depend on: the same ruleset and scenario
/// (held, so neither can be freed and another take its place) and the hexes they start from,
/// sorted and each once.
struct Recent {
    rules: Arc<Ruleset>,
    scenario: Arc<Scenario>,
    from: Vec<HexIdx>,
    dist: Vec<u32>,
}

/// How many recent answers each thread keeps (a side's goals and the enemy's hexes, for each
/// side, with room for a garrison's objective or two).
const RECENT: usize = 8;

thread_local! {
    static RECENTLY: RefCell<VecDeque<Recent>> = const { RefCell::new(VecDeque::new()) };
}

/// Hexes over land (not water) from the nearest of `from`, breadth first; `u32::MAX` beyond
/// reach. The same question asked again on this thread is answered from the last few.
pub fn distances(game: &Game, from: &[HexIdx]) -> Vec<u32> {
    let setup = &game.setup;
    let mut key = from.to_vec();
    key.sort_unstable();
    key.dedup();
    let same = |r: &Recent| {
        r.from == key
            && Arc::ptr_eq(&r.rules, &setup.rules)
            && Arc::ptr_eq(&r.scenario, &setup.scenario)
    };
    if let Some(hit) = RECENTLY.with_borrow_mut(|recent| {
        let i = recent.iter().position(same)?;
        // The most recently asked stay longest.
        let r = recent.remove(i)?;
        let dist = r.dist.clone();
        recent.push_front(r);
        Some(dist)
    }) {
        return hit;
    }
    let dist = breadth_first(game, &key);
    RECENTLY.with_borrow_mut(|recent| {
        if recent.len() == RECENT {
            recent.pop_back();
        }
        recent.push_front(Recent {
            rules: setup.rules.clone(),
            scenario: setup.scenario.clone(),
            from: key,
            dist: dist.clone(),
        });
    });
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
