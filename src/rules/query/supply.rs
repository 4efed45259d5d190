//! Supply: one multi-source search per side from its home map edge over the hexes a supply line
//! may use (not enemy units, not empty enemy-ZOC hexes, not water or hexsides that block supply),
//! plus the ruleset's sea lines between friendly coastal cities. Units are then judged by a lookup.

use crate::rules::engine::command::Event;
use crate::rules::engine::game::{Game, State, UnitStatus};
use crate::rules::model::map::{HexIdx, Map, NO_HEX, NONE8};
use crate::rules::model::tables::SideId;
use std::collections::VecDeque;

/// What a supply line meets in a hex, one bit each.
const FRIEND: u8 = 1;
const ENEMY: u8 = 2;
const ZOC: u8 = 4;

/// For each hex, whether a unit of `side` there is in supply.
pub fn supply_map(game: &Game, st: &State, side: SideId) -> Vec<bool> {
    let rules = &game.rules;
    let map = &game.scenario.map;
    let n = map.len();
    // Units and zones of control, marked hex by hex from the units (nothing scans the map).
    let mut marks = vec![0u8; n];
    for (i, u) in st.units.iter().enumerate() {
        let UnitStatus::OnMap(h) = u.status else {
            continue;
        };
        if game.scenario.units[i].side == side {
            marks[h as usize] |= FRIEND;
            continue;
        }
        marks[h as usize] |= ENEMY;
        for (d, &x) in map.neighbours[h as usize].iter().enumerate() {
            let k = map.hexsides[h as usize][d];
            if x != NO_HEX && (k == NONE8 || !rules.hexsides[k as usize].blocks_zoc) {
                marks[x as usize] |= ZOC;
            }
        }
    }
    let water: Vec<bool> = rules.terrain.iter().map(|t| t.water).collect();
    // An enemy ZOC closes a hex unless a friendly unit is in it (where the rules say so).
    let zoc_closes = rules.supply.zoc_blocks_unless_occupied;
    let open = |h: usize| {
        let m = marks[h];
        !water[map.terrain[h] as usize]
            && m & ENEMY == 0
            && (!zoc_closes || m & (ZOC | FRIEND) != ZOC)
    };
    let blocks: Vec<bool> = rules.hexsides.iter().map(|k| k.blocks_supply).collect();
    let sources: Vec<HexIdx> = map
        .edge_hexes(rules.sides[side as usize].home_edge)
        .filter(|&h| open(h as usize))
        .collect();
    let mut seen = flood(map, &blocks, &sources, &open);
    let occ_enemy = |h: usize| marks[h] & ENEMY != 0;
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
                && !occ_enemy(h)
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
            let more = flood(map, &blocks, &ports, &open);
            for (s, m) in seen.iter_mut().zip(more) {
                *s |= m;
            }
        }
    }
    seen
}

/// Breadth-first from `sources` over the hexes `open` lets a line into, not across hexside types
/// that `blocks`.
fn flood(
    map: &Map,
    blocks: &[bool],
    sources: &[HexIdx],
    open: &impl Fn(usize) -> bool,
) -> Vec<bool> {
    let mut seen = vec![false; map.len()];
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
        let sides = &map.hexsides[h as usize];
        for (d, &x) in map.neighbours[h as usize].iter().enumerate() {
            if x == NO_HEX || seen[x as usize] {
                continue;
            }
            let k = sides[d];
            if (k != NONE8 && blocks[k as usize]) || !open(x as usize) {
                continue;
            }
            seen[x as usize] = true;
            q.push(x);
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
