//! Movement range of one unit on a generated 100×100 GPW map: our engine (`Mover::new` + `reach`,
//! with rivers and enemy ZOC, and on the same terrain without them) side by side with hexx's
//! `field_of_movement` on the same cost field.
//!
//! The map is built as scenario RON text from a fixed-seed xorshift generator and goes through the
//! same validation as any scenario file. Printed numbers use one sheet with `first: (0, 0)`, so
//! columns and rows 00-99 print in two digits each (`0000`..`9999`).
//!
//! hexx adds 1 to every cost its closure returns and keeps hexes whose total is within the budget,
//! so its closure returns our cost minus 1 (clear 0, forest 1, rough 1, swamp 2, mountain 3, lake
//! `None`) with the same budget of 12: the same reachable set, which setup asserts before timing.
//!
//! Run: `CARGO_TARGET_DIR=$HOME/.cache/steppe-rules cargo bench --no-default-features --bench movement`

use criterion::{Criterion, criterion_group, criterion_main};
use hexx::algorithms::field_of_movement;
use hexx::{Hex, HexOrientation, OffsetHexMode};
use std::collections::{HashMap, HashSet};
use std::hint::black_box;
use std::sync::Arc;
use steppe::rules::command::Command;
use steppe::rules::game::Game;
use steppe::rules::map::{HexIdx, Map, NO_HEX};
use steppe::rules::movement::Mover;
use steppe::rules::ruleset::Cost;
use steppe::rules::tables::{Ruleset, UnitId};
use steppe::rules::validate::ruleset_from_str;
use steppe::rules::validate_scenario::scenario_from_str;

const W: u32 = 100;
const H: u32 = 100;
/// The measured unit's movement allowance (ECOSYSTEM.md's figures use a budget of 12).
const MP: u32 = 12;
const START: (u32, u32) = (50, 50);
const ENEMIES: usize = 5;
const RIVERS: usize = 30;
const RIVER_STEPS: usize = 50;

/// xorshift64*: small, deterministic, good enough for terrain.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        (self.next() >> 32) % n
    }
}

fn label(c: u32, r: u32) -> String {
    format!("{c:02}{r:02}")
}

/// Rows of terrain letters: about 50% clear, 15% forest, 10% rough, 8% swamp, 9% mountain,
/// 8% lake; the start hex is clear.
fn terrain_rows(rng: &mut Rng) -> Vec<String> {
    (0..H)
        .map(|r| {
            (0..W)
                .map(|c| {
                    if (c, r) == START {
                        return '.';
                    }
                    match rng.below(100) {
                        0..50 => '.',
                        50..65 => 'f',
                        65..75 => 'r',
                        75..83 => 's',
                        83..92 => 'm',
                        _ => 'l',
                    }
                })
                .collect()
        })
        .collect()
}

/// A scenario file: the terrain, river hexsides, Soviet units at `enemies`, and the Axis
/// infantry corps with 12 MP at the start hex.
fn scenario_text(rows: &[String], rivers: &[String], enemies: &[HexIdx]) -> String {
    let mut s = String::new();
    s.push_str("Scenario(\n  name: \"movement bench\",\n  ruleset: \"rulesets/gpw.ron\",\n");
    s.push_str(&format!(
        "  map: (\n    width: {W},\n    height: {H},\n    shifted_columns: Odd,\n"
    ));
    s.push_str(&format!(
        "    sheets: [(origin: (0, 0), size: ({W}, {H}), first: (0, 0))],\n    terrain: [\n"
    ));
    for row in rows {
        s.push_str(&format!("      \"{row}\",\n"));
    }
    s.push_str("    ],\n    hexsides: [(kind: \"river\", sides: [\n");
    for side in rivers {
        s.push_str(&format!("      \"{side}\",\n"));
    }
    s.push_str("    ])],\n");
    s.push_str(&format!(
        "    control: (west: \"axis\", east: \"soviet\", border: [{}]),\n  ),\n",
        vec![W.to_string(); H as usize].join(", ")
    ));
    s.push_str("  first_turn: \"Jun 1941\",\n  turns: 1,\n  units: [\n");
    s.push_str(&format!(
        "    (id: \"probe\", name: \"Axis infantry\", nationality: \"german\", type: \"infantry\", \
         size: Corps, steps: [(6, 6, {MP}), (3, 3, {MP})], at: \"{}\"),\n",
        label(START.0, START.1)
    ));
    for (i, &h) in enemies.iter().enumerate() {
        s.push_str(&format!(
            "    (id: \"soviet{i}\", name: \"Soviet Army\", nationality: \"soviet\", type: \"infantry\", \
             size: Army, steps: [(6, 6, 6), (3, 3, 6)], at: \"{}\"),\n",
            label(h % W, h / W)
        ));
    }
    s.push_str("  ],\n)\n");
    s
}

/// River hexsides as meandering lines: a walk of hexes, each giving the side on its right bank.
fn rivers(rng: &mut Rng, map: &Map) -> Vec<String> {
    let mut sides = HashSet::new();
    for _ in 0..RIVERS {
        let mut h = rng.below(map.len() as u64) as HexIdx;
        let heading = rng.below(6) as usize;
        for _ in 0..RIVER_STEPS {
            let d = (heading + 5 + rng.below(3) as usize) % 6;
            let bank = map.neighbours[h as usize][(d + 1) % 6];
            if bank != NO_HEX {
                sides.insert((h.min(bank), h.max(bank)));
            }
            h = map.neighbours[h as usize][d];
            if h == NO_HEX {
                break;
            }
        }
    }
    let mut sides: Vec<_> = sides.into_iter().collect();
    sides.sort_unstable();
    sides
        .into_iter()
        .map(|(a, b)| format!("{}/{}", label(a % W, a / W), label(b % W, b / W)))
        .collect()
}

/// A few Soviet units 3 to 6 hexes from the start, on hexes they may stand on.
fn enemies(rng: &mut Rng, map: &Map, rules: &Ruleset) -> Vec<HexIdx> {
    let start = map.idx(START.0, START.1);
    let mut out = Vec::new();
    while out.len() < ENEMIES {
        let c = START.0 + rng.below(13) as u32 - 6;
        let r = START.1 + rng.below(13) as u32 - 6;
        let h = map.idx(c, r);
        let d = map.hex(start).unsigned_distance_to(map.hex(h));
        let water = rules.terrain[map.terrain[h as usize] as usize].water;
        if (3..=6).contains(&d) && !water && !out.contains(&h) {
            out.push(h);
        }
    }
    out
}

fn load(rules: &Arc<Ruleset>, text: &str) -> (Game, UnitId) {
    let scenario =
        scenario_from_str("movement-bench.ron", text, rules).unwrap_or_else(|e| panic!("{e}"));
    let mut game = Game::new(rules.clone(), Arc::new(scenario), 1);
    while rules.phases[game.state.phase].id != "axis_general" {
        game.apply(Command::EndPhase).expect("end phase");
    }
    let unit = game.scenario.unit_by_id("probe").expect("the probe unit");
    assert_eq!(Mover::new(&game, unit).expect("may move").allowance, MP);
    (game, unit)
}

struct Setup {
    rivers_zoc: (Game, UnitId),
    plain: (Game, UnitId),
    start: Hex,
    mode: OffsetHexMode,
    /// hexx's cost (ours - 1) per hex, `row * W + col`; `None` = impassable.
    dense: Vec<Option<u32>>,
    sparse: HashMap<Hex, u32>,
}

fn setup() -> Setup {
    let dir = env!("CARGO_MANIFEST_DIR");
    let path = format!("{dir}/scenarios/rulesets/gpw.ron");
    let text = std::fs::read_to_string(&path).expect("read gpw.ron");
    let rules = Arc::new(ruleset_from_str(&path, &text).unwrap_or_else(|e| panic!("{e}")));

    let mut rng = Rng(0x5eed_57e9_9e00_0001);
    let rows = terrain_rows(&mut rng);
    let plain = load(&rules, &scenario_text(&rows, &[], &[]));
    let scenario = plain.0.scenario.clone();
    let map = &scenario.map;
    let river_sides = rivers(&mut rng, map);
    let enemy_hexes = enemies(&mut rng, map, &rules);
    let rivers_zoc = load(&rules, &scenario_text(&rows, &river_sides, &enemy_hexes));

    // The same cost field for hexx, read from the validated map and the ruleset.
    let class = rules.unit_types[plain.0.scenario.units[plain.1 as usize].unit_type as usize].class
        as usize;
    let dense: Vec<Option<u32>> = map
        .terrain
        .iter()
        .map(|&t| match rules.terrain[t as usize].cost[class] {
            Cost::Mp(c) => Some(c - 1),
            Cost::Prohibited => None,
            Cost::Stop => panic!("infantry has no must-stop terrain in GPW"),
        })
        .collect();
    let sparse: HashMap<Hex, u32> = (0..map.len() as HexIdx)
        .filter_map(|h| dense[h as usize].map(|c| (map.hex(h), c)))
        .collect();
    let mode = match map.shifted {
        steppe::rules::scenario::Parity::Odd => OffsetHexMode::Odd,
        steppe::rules::scenario::Parity::Even => OffsetHexMode::Even,
    };
    let s = Setup {
        start: map.hex(map.idx(START.0, START.1)),
        mode,
        dense,
        sparse,
        plain,
        rivers_zoc,
    };

    // Equivalent work: on the plain map our reachable set is hexx's, with either lookup.
    let (g, u) = &s.plain;
    let reach = Mover::new(g, *u).unwrap().reach();
    let ours: HashSet<Hex> = (0..map.len() as HexIdx)
        .filter(|&h| reach.cost[h as usize] != u32::MAX)
        .map(|h| g.scenario.map.hex(h))
        .collect();
    let theirs = field_of_movement(s.start, MP, |h| dense_cost(&s, h));
    assert_eq!(ours, theirs, "our reachable set differs from hexx's");
    assert_eq!(
        theirs,
        field_of_movement(s.start, MP, |h| s.sparse.get(&h).copied())
    );
    let (g, u) = &s.rivers_zoc;
    let with = Mover::new(g, *u).unwrap().reach();
    let with_count = with.cost.iter().filter(|&&c| c != u32::MAX).count();
    assert!(
        with_count < ours.len(),
        "rivers and ZOC should cut the range"
    );
    eprintln!(
        "movement bench: {W}x{H} map, {} river hexsides, {ENEMIES} enemy units; \
         reachable hexes: {} plain, {with_count} with rivers+ZOC ({} destinations)",
        river_sides.len(),
        ours.len(),
        with.dests.len()
    );
    s
}

#[inline]
fn dense_cost(s: &Setup, h: Hex) -> Option<u32> {
    let [c, r] = h.to_offset_coordinates(s.mode, HexOrientation::Flat);
    if c < 0 || r < 0 || c >= W as i32 || r >= H as i32 {
        return None;
    }
    s.dense[(r as u32 * W + c as u32) as usize]
}

fn bench(c: &mut Criterion) {
    let s = setup();
    let mut g = c.benchmark_group("movement_100x100_mp12");
    g.bench_function("ours_rivers_zoc", |b| {
        let (game, unit) = &s.rivers_zoc;
        b.iter(|| Mover::new(black_box(game), *unit).unwrap().reach())
    });
    g.bench_function("ours_plain", |b| {
        let (game, unit) = &s.plain;
        b.iter(|| Mover::new(black_box(game), *unit).unwrap().reach())
    });
    g.bench_function("hexx_dense_vec", |b| {
        b.iter(|| field_of_movement(black_box(s.start), MP, |h| dense_cost(&s, h)))
    });
    g.bench_function("hexx_hashmap", |b| {
        b.iter(|| field_of_movement(black_box(s.start), MP, |h| s.sparse.get(&h).copied()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
