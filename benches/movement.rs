//! Movement range of one unit on a generated 100×100 GPW map: our engine (`Mover::new` + `reach`,
//! with rivers and enemy ZOC, and on the same terrain without them; with the side's tables built
//! once, as a side's units are judged; and with them built for every search, as the first
//! question in a new position) side by side with hexx's `field_of_movement` on the same cost
//! field.
//!
//! The map is the one `benches/common` generates (shared with the supply bench) with the start hex
//! kept clear; this bench adds river hexsides drawn from the same generator, a few Soviet units
//! near the start, and the Axis unit it measures.
//!
//! hexx adds 1 to every cost its closure returns and keeps hexes whose total is within the budget,
//! so its closure returns our cost minus 1 (clear 0, forest 1, rough 1, swamp 2, mountain 3, lake
//! `None`) with the same budget of 12: the same reachable set, which setup asserts before timing.
//!
//! Run: `CARGO_TARGET_DIR=$HOME/.cache/steppe-rules cargo bench --no-default-features --bench movement`

mod common;

use common::{H, Rng, SEED, W, hex_label, label};
use criterion::{Criterion, criterion_group, criterion_main};
use hexx::algorithms::field_of_movement;
use hexx::{Hex, HexOrientation, OffsetHexMode};
use std::collections::{HashMap, HashSet};
use std::hint::black_box;
use std::sync::Arc;
use steppe::rules::data::ruleset::Cost;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::model::map::{HexIdx, Map, NO_HEX};
use steppe::rules::model::tables::{Ruleset, UnitId};
use steppe::rules::query::zoc::SideTables;
use steppe::rules::state::command::Command;

/// The measured unit's movement allowance (ECOSYSTEM.md's figures use a budget of 12).
const MP: u32 = 12;
const START: (u32, u32) = (50, 50);
const ENEMIES: usize = 5;
const RIVERS: usize = 30;
const RIVER_STEPS: usize = 50;

/// A scenario file: the terrain, river hexsides, Soviet units at `enemies`, and the Axis
/// infantry corps with 12 MP at the start hex.
fn scenario_text(rows: &[String], rivers: &[String], enemies: &[HexIdx]) -> String {
    let mut units = vec![common::axis_corps("probe", MP, &label(START.0, START.1))];
    units.extend(
        enemies
            .iter()
            .enumerate()
            .map(|(i, &h)| common::soviet_army(&format!("soviet{i}"), &hex_label(h))),
    );
    common::scenario_text("movement", rows, Some(rivers), |_| W, &units)
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
        .map(|(a, b)| format!("{}/{}", hex_label(a), hex_label(b)))
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
    let mut game = common::game(rules, common::scenario("movement", text, rules));
    while rules.phases[game.state.phase].id != "axis_general" {
        game.apply(Command::EndPhase).expect("end phase");
    }
    let unit = game.scenario.unit_by_id("probe").expect("the probe unit");
    assert_eq!(
        Mover::new(&game, &game.state, unit)
            .expect("may move")
            .allowance,
        MP
    );
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
    let rules = common::gpw();
    let mut rng = Rng(SEED);
    let rows = common::terrain_rows(&mut rng, Some(START));
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
        steppe::rules::data::scenario::Parity::Odd => OffsetHexMode::Odd,
        steppe::rules::data::scenario::Parity::Even => OffsetHexMode::Even,
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
    let reach = Mover::new(g, &g.state, *u).unwrap().reach();
    let ours: HashSet<Hex> = reach
        .reached()
        .map(|(h, _)| g.scenario.map.hex(h))
        .collect();
    let theirs = field_of_movement(s.start, MP, |h| dense_cost(&s, h));
    assert_eq!(ours, theirs, "our reachable set differs from hexx's");
    assert_eq!(
        theirs,
        field_of_movement(s.start, MP, |h| s.sparse.get(&h).copied())
    );
    let (g, u) = &s.rivers_zoc;
    let with = Mover::new(g, &g.state, *u).unwrap().reach();
    let with_count = with.reached().count();
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

/// Each measured function: timed by criterion, or run `STEPPE_BENCH_LOOPS` times for an
/// instruction count (`common::run_cases`).
fn cases(s: &Setup, mut case: impl FnMut(&str, &mut dyn FnMut())) {
    // `Mover::new` takes the thread's shared tables: asked again in the same position, as here,
    // they are not built again.
    let (game, unit) = &s.rivers_zoc;
    let side = game.scenario.units[*unit as usize].side;
    case("ours_rivers_zoc", &mut || {
        black_box(
            Mover::new(black_box(game), &game.state, *unit)
                .unwrap()
                .reach(),
        );
    });
    // The first question in a new position: the side's tables built, then the search.
    case("ours_rivers_zoc_tables_built", &mut || {
        let tables = SideTables::new(black_box(game), &game.state, side);
        black_box(
            Mover::with_tables(game, &game.state, *unit, &tables)
                .unwrap()
                .reach(),
        );
    });
    // As a player or the computer judges a side's units: the side's tables built once for the
    // position, then one search per unit.
    let tables = SideTables::new(game, &game.state, side);
    case("ours_rivers_zoc_shared_tables", &mut || {
        black_box(
            Mover::with_tables(black_box(game), &game.state, *unit, &tables)
                .unwrap()
                .reach(),
        );
    });
    let (game, unit) = &s.plain;
    case("ours_plain", &mut || {
        black_box(
            Mover::new(black_box(game), &game.state, *unit)
                .unwrap()
                .reach(),
        );
    });
    case("hexx_dense_vec", &mut || {
        black_box(field_of_movement(black_box(s.start), MP, |h| {
            dense_cost(s, h)
        }));
    });
    case("hexx_hashmap", &mut || {
        black_box(field_of_movement(black_box(s.start), MP, |h| {
            s.sparse.get(&h).copied()
        }));
    });
}

fn bench(c: &mut Criterion) {
    let s = setup();
    common::run_cases(c, "movement_100x100_mp12", |case| cases(&s, case));
}

criterion_group!(benches, bench);
criterion_main!(benches);
