//! Supply: one multi-source search per side from its home map edge over the hexes a supply line
//! may use (not enemy units, not empty enemy-ZOC hexes, not water or hexsides that block supply),
//! plus the ruleset's sea lines between friendly coastal cities. Units are then judged by a lookup.

use crate::rules::engine::command::Event;
use crate::rules::engine::game::{Game, State, UnitStatus};
use crate::rules::model::map::{HexIdx, NO_HEX};
use crate::rules::model::tables::SideId;
use crate::rules::query::zoc::enemy_zoc_in;
use std::collections::VecDeque;

/// For each hex, whether a unit of `side` there is in supply.
pub fn supply_map(game: &Game, st: &State, side: SideId) -> Vec<bool> {
    let rules = &game.rules;
    let map = &game.scenario.map;
    let n = map.len();
    let zoc = enemy_zoc_in(game, st, side);
    // 0 = empty, 1 = friendly, 2 = enemy.
    let mut occ = vec![0u8; n];
    for (i, u) in st.units.iter().enumerate() {
        if let UnitStatus::OnMap(h) = u.status {
            let mine = game.scenario.units[i].side == side;
            occ[h as usize] = occ[h as usize].max(if mine { 1 } else { 2 });
        }
    }
    let open = |h: usize| {
        let t = &rules.terrain[map.terrain[h] as usize];
        !t.water
            && occ[h] != 2
            && (!zoc[h] || occ[h] == 1 || !rules.supply.zoc_blocks_unless_occupied)
    };
    let edge = rules.sides[side as usize].home_edge;
    let sources: Vec<HexIdx> = (0..n as HexIdx)
        .filter(|&h| map.on_edge(h, edge) && open(h as usize))
        .collect();
    let mut seen = flood(game, &sources, &open);
    for line in rules
        .supply
        .sea_lines
        .iter()
        .filter(|l| rules.side_by_id(&l.side) == Some(side))
    {
        let is_water = |h: usize| {
            line.water
                .iter()
                .any(|w| rules.terrain[map.terrain[h] as usize].id == *w)
        };
        let coastal_city = |h: usize| {
            st.control[h] == side
                && occ[h] != 2
                && rules
                    .features
                    .iter()
                    .enumerate()
                    .any(|(i, f)| f.city && map.has_feature(h as HexIdx, i as u8))
                && map.neighbours[h]
                    .iter()
                    .any(|&x| x != NO_HEX && is_water(x as usize))
        };
        // Water reached from coastal cities in regular supply...
        let mut water = vec![false; n];
        let mut q: VecDeque<HexIdx> = VecDeque::new();
        for (h, _) in seen.iter().enumerate().filter(|&(_, &s)| s) {
            if coastal_city(h) {
                for &x in &map.neighbours[h] {
                    if x != NO_HEX && is_water(x as usize) && !water[x as usize] {
                        water[x as usize] = true;
                        q.push_back(x);
                    }
                }
            }
        }
        while let Some(h) = q.pop_front() {
            for &x in &map.neighbours[h as usize] {
                if x != NO_HEX && is_water(x as usize) && !water[x as usize] {
                    water[x as usize] = true;
                    q.push_back(x);
                }
            }
        }
        // ...supplies the other friendly coastal cities on it, and lines traced to them by land.
        let ports: Vec<HexIdx> = (0..n)
            .filter(|&h| {
                !seen[h]
                    && coastal_city(h)
                    && map.neighbours[h]
                        .iter()
                        .any(|&x| x != NO_HEX && water[x as usize])
            })
            .map(|h| h as HexIdx)
            .collect();
        if !ports.is_empty() {
            let more = flood(game, &ports, &open);
            for (s, m) in seen.iter_mut().zip(more) {
                *s |= m;
            }
        }
    }
    seen
}

fn flood(game: &Game, sources: &[HexIdx], open: &dyn Fn(usize) -> bool) -> Vec<bool> {
    let map = &game.scenario.map;
    let rules = &game.rules;
    let mut seen = vec![false; map.len()];
    let mut q: VecDeque<HexIdx> = VecDeque::with_capacity(map.len());
    for &s in sources {
        if !seen[s as usize] {
            seen[s as usize] = true;
            q.push_back(s);
        }
    }
    while let Some(h) = q.pop_front() {
        let sides = &map.hexsides[h as usize];
        for (d, &x) in map.neighbours[h as usize].iter().enumerate() {
            if x == NO_HEX || seen[x as usize] || !open(x as usize) {
                continue;
            }
            let k = sides[d];
            if k != crate::rules::model::map::NONE8 && rules.hexsides[k as usize].blocks_supply {
                continue;
            }
            seen[x as usize] = true;
            q.push_back(x);
        }
    }
    seen
}

/// Marks every unit of `side` on the map in or out of supply.
pub(crate) fn judge(game: &Game, st: &mut State, side: SideId, events: &mut Vec<Event>) {
    let map = supply_map(game, st, side);
    let mut out = Vec::new();
    for (i, u) in st.units.iter_mut().enumerate() {
        if game.scenario.units[i].side != side {
            continue;
        }
        if let UnitStatus::OnMap(h) = u.status {
            u.out_of_supply = !map[h as usize];
            if u.out_of_supply {
                out.push(i as crate::rules::model::tables::UnitId);
            }
        }
    }
    events.push(Event::SupplyJudged {
        side,
        out_of_supply: out,
    });
}
