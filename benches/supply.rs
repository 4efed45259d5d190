//! Supply for every unit of both sides on a generated 100×100 GPW map: our engine
//! (`trace_supply` once per side, then each unit's hex looked up, which is what the supply
//! judgement does; `supply_map` would answer the repeated question from its recent results)
//! side by side with the floor, one plain breadth-first search per side over the same grid.
//!
//! The map is the one `benches/common` generates (shared with the movement bench), without
//! rivers; this bench adds the control border at the fronts and both sides' units.
//!
//! 150 units a side stand on land hexes, one per hex, along two fronts: the northern half of the
//! map has its front line at column 40, the southern half at column 60. Two thirds of each side's
//! units are in the five columns behind the line (so zones of control meet), a third in the rear.
//!
//! The floor searches from the same sources (each side's home-edge land hexes) with a flat
//! `Vec<bool>`, a `VecDeque` and the map's neighbour table, treating every land hex as passable:
//! it knows nothing of units, zones of control, hexside rules or sea supply. It reaches a superset
//! of what ours reaches, which setup asserts before timing.
//!
//! Run: `CARGO_TARGET_DIR=$HOME/.cache/steppe-wt3 cargo bench --no-default-features --bench supply`

mod common;

use common::{H, Rng, SEED, W, hex_label};
use criterion::{Criterion, criterion_group, criterion_main};
use std::collections::VecDeque;
use std::hint::black_box;
use steppe::rules::engine::game::Game;
use steppe::rules::model::map::{HexIdx, Map, NO_HEX};
use steppe::rules::model::tables::{Ruleset, SideId, UnitId};
use steppe::rules::play::aims::own_hexes;
use steppe::rules::query::supply::{supply_map, trace_supply};
use steppe::rules::state::UnitStatus;

const PER_SIDE: usize = 150;
/// Units of each side within `LINE_DEPTH` columns of its front line; the rest are in the rear.
const AT_FRONT: usize = 100;
const LINE_DEPTH: u32 = 5;

/// The front line of a row: the last Axis-held column. Two fronts, north and south.
fn front(r: u32) -> u32 {
    if r < H / 2 { 40 } else { 60 }
}

/// A scenario file: the terrain, control split at the fronts, and both sides' units.
fn scenario_text(rows: &[String], axis: &[HexIdx], soviet: &[HexIdx]) -> String {
    let axis = axis
        .iter()
        .enumerate()
        .map(|(i, &h)| common::axis_corps(&format!("axis{i}"), 12, &hex_label(h)));
    let soviet = soviet
        .iter()
        .enumerate()
        .map(|(i, &h)| common::soviet_army(&format!("soviet{i}"), &hex_label(h)));
    let units: Vec<String> = axis.chain(soviet).collect();
    common::scenario_text("supply", rows, None, |r| front(r) + 1, &units)
}

/// `count` land hexes not yet taken, in columns `cols(row)` of a random row.
fn place(
    rng: &mut Rng,
    map: &Map,
    rules: &Ruleset,
    taken: &mut Vec<HexIdx>,
    count: usize,
    cols: impl Fn(u32) -> (u32, u32),
) -> Vec<HexIdx> {
    let mut out = Vec::new();
    while out.len() < count {
        let r = rng.below(H as u64) as u32;
        let (lo, hi) = cols(r);
        let c = lo + rng.below((hi - lo + 1) as u64) as u32;
        let h = map.idx(c, r);
        let water = rules.terrain[map.terrain[h as usize] as usize].water;
        if !water && !taken.contains(&h) {
            taken.push(h);
            out.push(h);
        }
    }
    out
}

struct Setup {
    game: Game,
    /// Per hex: not water (the floor's only rule).
    land: Vec<bool>,
    /// Per side: its home-edge land hexes.
    sources: [Vec<HexIdx>; 2],
    /// Per side: the hexes of its units.
    unit_hexes: [Vec<HexIdx>; 2],
}

fn setup() -> Setup {
    let rules = common::gpw();
    let mut rng = Rng(SEED);
    let rows = common::terrain_rows(&mut rng, None);
    // A first pass without units gives the validated map to place units on.
    let empty = common::scenario("supply", &scenario_text(&rows, &[], &[]), &rules);
    let map = &empty.map;
    let mut taken = Vec::new();
    let back = PER_SIDE - AT_FRONT;
    let mut axis = place(&mut rng, map, &rules, &mut taken, AT_FRONT, |r| {
        (front(r) + 1 - LINE_DEPTH, front(r))
    });
    axis.extend(place(&mut rng, map, &rules, &mut taken, back, |r| {
        (1, front(r) - LINE_DEPTH)
    }));
    let mut soviet = place(&mut rng, map, &rules, &mut taken, AT_FRONT, |r| {
        (front(r) + 1, front(r) + LINE_DEPTH)
    });
    soviet.extend(place(&mut rng, map, &rules, &mut taken, back, |r| {
        (front(r) + LINE_DEPTH + 1, W - 2)
    }));
    let scenario = common::scenario("supply", &scenario_text(&rows, &axis, &soviet), &rules);
    let game = common::game(&rules, scenario);

    let map = &game.scenario.map;
    let land: Vec<bool> = map
        .terrain
        .iter()
        .map(|&t| !rules.terrain[t as usize].water)
        .collect();
    let sources = [0, 1].map(|side: SideId| {
        let edge = rules.sides[side as usize].home_edge;
        (0..map.len() as HexIdx)
            .filter(|&h| map.on_edge(h, edge) && land[h as usize])
            .collect::<Vec<_>>()
    });
    let unit_hexes = [0, 1].map(|side: SideId| own_hexes(&game, &game.state, side));
    assert_eq!(unit_hexes[0].len(), PER_SIDE);
    assert_eq!(unit_hexes[1].len(), PER_SIDE);
    let s = Setup {
        game,
        land,
        sources,
        unit_hexes,
    };

    // The floor reaches at least what ours reaches.
    let mut report = Vec::new();
    for side in [0, 1] {
        let ours = trace_supply(&s.game, &s.game.state, side);
        let floor = bfs(&s.game.scenario.map, &s.land, &s.sources[side as usize]);
        assert!(
            (0..ours.len()).all(|h| !ours[h] || floor[h]),
            "ours reaches a hex the floor does not"
        );
        let count = |v: &[bool]| v.iter().filter(|&&b| b).count();
        let units_in = s.unit_hexes[side as usize]
            .iter()
            .filter(|&&h| ours[h as usize])
            .count();
        report.push(format!(
            "side {side}: {} hexes in supply (floor {}), {units_in}/{PER_SIDE} units in supply",
            count(&ours),
            count(&floor)
        ));
    }
    eprintln!(
        "supply bench: {W}x{H} map, {PER_SIDE} units a side; {}",
        report.join("; ")
    );
    s
}

/// Plain breadth-first search over land hexes from `sources`.
fn bfs(map: &Map, land: &[bool], sources: &[HexIdx]) -> Vec<bool> {
    let mut seen = vec![false; map.len()];
    let mut q: VecDeque<HexIdx> = VecDeque::with_capacity(map.len());
    for &s in sources {
        if !seen[s as usize] {
            seen[s as usize] = true;
            q.push_back(s);
        }
    }
    while let Some(h) = q.pop_front() {
        for &x in &map.neighbours[h as usize] {
            if x != NO_HEX && !seen[x as usize] && land[x as usize] {
                seen[x as usize] = true;
                q.push_back(x);
            }
        }
    }
    seen
}

/// Each measured function: timed by criterion, or run `STEPPE_BENCH_LOOPS` times for an
/// instruction count (`common::run_cases`).
/// An Axis unit of the rear and a ring of six empty land hexes round a hex next to it, the
/// unit's own hex one of them: the unit walked round the ring, one hex a move, is a move that
/// changes little, and no position comes back before six moves (more than the four supply maps
/// a thread keeps).
fn ring_walk(game: &Game, land: &[bool]) -> (UnitId, Vec<HexIdx>) {
    let map = &game.scenario.map;
    let empty =
        |h: HexIdx| h != NO_HEX && land[h as usize] && game.state.units_at(h).next().is_none();
    for u in (0..game.scenario.units.len() as UnitId).skip(AT_FRONT) {
        if game.scenario.units[u as usize].side != 0 {
            continue;
        }
        let at = game.state.unit_hex(u).expect("on the map");
        for &c in &map.neighbours[at as usize] {
            if c == NO_HEX {
                continue;
            }
            let ring = map.neighbours[c as usize];
            if ring.iter().all(|&h| h == at || empty(h)) {
                let i = ring.iter().position(|&h| h == at).expect("next to it");
                return (u, ring[i..].iter().chain(&ring[..i]).copied().collect());
            }
        }
    }
    panic!("no rear unit with a ring to walk");
}

/// Both sides' supply and every unit's lookup in `game`'s position, by `supply`.
fn both_sides(game: &Game, supply: impl Fn(&Game, SideId) -> Vec<bool>) -> usize {
    let mut out = 0usize;
    for side in [0, 1] {
        let map = supply(game, side);
        for (i, u) in game.state.units.iter().enumerate() {
            if game.scenario.units[i].side != side {
                continue;
            }
            if let UnitStatus::OnMap(h) = u.status() {
                out += !map[h as usize] as usize;
            }
        }
    }
    out
}

fn cases(s: &Setup, mut case: impl FnMut(&str, &mut dyn FnMut())) {
    case("ours_supply_map", &mut || {
        let game = black_box(&s.game);
        let mut out = 0usize;
        for side in [0, 1] {
            let map = trace_supply(game, &game.state, side);
            for (i, u) in game.state.units.iter().enumerate() {
                if game.scenario.units[i].side != side {
                    continue;
                }
                if let UnitStatus::OnMap(h) = u.status() {
                    out += !map[h as usize] as usize;
                }
            }
        }
        black_box(out);
    });
    // A move that changes little: one rear unit moved one hex (round a ring of six: each a
    // new position, as after a move), then both sides' supply asked, as the next phase's
    // judgement asks it. From nothing (`trace_supply`), and as the rules ask it
    // (`supply_map`: the side's map kept across its own moves that change nothing, the
    // other's kept by the hexes the units close).
    let (u, ring) = ring_walk(&s.game, &s.land);
    let mut game = s.game.clone();
    let mut next = 0;
    let mut step = |game: &mut Game| {
        next = (next + 1) % ring.len();
        game.state.set_status(u, UnitStatus::OnMap(ring[next]));
    };
    case("after_one_move_traced", &mut || {
        step(&mut game);
        black_box(both_sides(black_box(&game), |g, side| {
            trace_supply(g, &g.state, side)
        }));
    });
    case("after_one_move_supply_map", &mut || {
        step(&mut game);
        black_box(both_sides(black_box(&game), |g, side| {
            supply_map(g, &g.state, side)
        }));
    });
    case("floor_bfs", &mut || {
        let map = &black_box(&s.game).scenario.map;
        let mut out = 0usize;
        for side in 0..2 {
            let seen = bfs(map, &s.land, &s.sources[side]);
            for &h in &s.unit_hexes[side] {
                out += !seen[h as usize] as usize;
            }
        }
        black_box(out);
    });
}

fn bench(c: &mut Criterion) {
    let s = setup();
    common::run_cases(c, "supply_100x100_both_sides", |case| cases(&s, case));
}

criterion_group!(benches, bench);
criterion_main!(benches);
