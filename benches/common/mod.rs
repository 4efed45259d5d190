//! The generated 100×100 GPW map shared by the movement and supply benchmarks (`mod common;` in
//! each): a fixed-seed xorshift generator, the terrain it draws, and the scenario RON text that
//! carries terrain, rivers, control and units through the same validation as any scenario file.
//!
//! Printed numbers use one sheet with `first: (0, 0)`, so columns and rows 00-99 print in two
//! digits each (`0000`..`9999`).

use std::sync::Arc;
use steppe::rules::engine::game::Game;
use steppe::rules::load::ruleset::ruleset_from_str;
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::model::map::HexIdx;
use steppe::rules::model::tables::{Ruleset, Scenario};

pub const W: u32 = 100;
pub const H: u32 = 100;
/// The generator's seed; both benches draw their terrain first from it.
pub const SEED: u64 = 0x5eed_57e9_9e00_0001;

/// xorshift64*: small, deterministic, good enough for terrain.
pub struct Rng(pub u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        (self.next() >> 32) % n
    }
}

/// The printed number of column `c`, row `r`.
pub fn label(c: u32, r: u32) -> String {
    format!("{c:02}{r:02}")
}

/// The printed number of hex `h` (`row * W + col`).
pub fn hex_label(h: HexIdx) -> String {
    label(h % W, h / W)
}

/// Rows of terrain letters: about 50% clear, 15% forest, 10% rough, 8% swamp, 9% mountain,
/// 8% lake. The hex `clear`, if given, is clear and takes no draw.
pub fn terrain_rows(rng: &mut Rng, clear: Option<(u32, u32)>) -> Vec<String> {
    (0..H)
        .map(|r| {
            (0..W)
                .map(|c| {
                    if clear == Some((c, r)) {
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

/// An Axis infantry corps with `mp` movement points, as a scenario unit entry.
pub fn axis_corps(id: &str, mp: u32, at: &str) -> String {
    format!(
        "(id: \"{id}\", name: \"Axis infantry\", nationality: \"german\", type: \"infantry\", \
         size: Corps, steps: [(6, 6, {mp}), (3, 3, {mp})], at: \"{at}\")"
    )
}

/// A Soviet infantry army, as a scenario unit entry.
pub fn soviet_army(id: &str, at: &str) -> String {
    format!(
        "(id: \"{id}\", name: \"Soviet Army\", nationality: \"soviet\", type: \"infantry\", \
         size: Army, steps: [(6, 6, 6), (3, 3, 6)], at: \"{at}\")"
    )
}

/// The text of the `bench` bench's scenario file: the terrain `rows`, river hexsides when `rivers`
/// is given, the Axis west and the Soviets east of `border(row)` (that row's first Soviet column),
/// and the `units` entries.
pub fn scenario_text(
    bench: &str,
    rows: &[String],
    rivers: Option<&[String]>,
    border: impl Fn(u32) -> u32,
    units: &[String],
) -> String {
    let mut s = String::new();
    s.push_str(&format!(
        "Scenario(\n  name: \"{bench} bench\",\n  ruleset: \"rulesets/gpw.ron\",\n"
    ));
    s.push_str(&format!(
        "  map: (\n    width: {W},\n    height: {H},\n    shifted_columns: Odd,\n"
    ));
    s.push_str(&format!(
        "    sheets: [(origin: (0, 0), size: ({W}, {H}), first: (0, 0))],\n    terrain: [\n"
    ));
    for row in rows {
        s.push_str(&format!("      \"{row}\",\n"));
    }
    s.push_str("    ],\n");
    if let Some(rivers) = rivers {
        s.push_str("    hexsides: [(kind: \"river\", sides: [\n");
        for side in rivers {
            s.push_str(&format!("      \"{side}\",\n"));
        }
        s.push_str("    ])],\n");
    }
    let border: Vec<String> = (0..H).map(|r| border(r).to_string()).collect();
    s.push_str(&format!(
        "    control: (west: \"axis\", east: \"soviet\", border: [{}]),\n  ),\n",
        border.join(", ")
    ));
    s.push_str("  first_turn: \"Jun 1941\",\n  turns: 1,\n  units: [\n");
    for unit in units {
        s.push_str(&format!("    {unit},\n"));
    }
    s.push_str("  ],\n)\n");
    s
}

/// The GPW ruleset from `scenarios/rulesets/gpw.ron`.
pub fn gpw() -> Arc<Ruleset> {
    let dir = env!("CARGO_MANIFEST_DIR");
    let path = format!("{dir}/scenarios/rulesets/gpw.ron");
    let text = std::fs::read_to_string(&path).expect("read gpw.ron");
    Arc::new(ruleset_from_str(&path, &text).unwrap_or_else(|e| panic!("{e}")))
}

/// The `bench` bench's scenario `text`, validated; panics with the diagnostics if it is not valid.
pub fn scenario(bench: &str, text: &str, rules: &Ruleset) -> Scenario {
    scenario_from_str(&format!("{bench}-bench.ron"), text, rules).unwrap_or_else(|e| panic!("{e}"))
}

/// A new game of `scenario` (game seed 1).
pub fn game(rules: &Arc<Ruleset>, scenario: Scenario) -> Game {
    Game::new(rules.clone(), Arc::new(scenario), 1)
}

/// Runs a bench's cases (`cases` hands each measured function, by name, to the closure it is
/// given): measured by criterion in `group`; or, with `STEPPE_BENCH_LOOPS=N`, each run `N` times
/// without criterion, for an instruction count (`valgrind --tool=cachegrind --cache-sim=no`, or
/// callgrind) that does not wander as the clock does on a shared machine, only the functions
/// whose name contains `STEPPE_BENCH_ONLY` if it is set.
pub fn run_cases(
    c: &mut criterion::Criterion,
    group: &str,
    cases: impl Fn(&mut dyn FnMut(&str, &mut dyn FnMut())),
) {
    if let Some(n) = std::env::var("STEPPE_BENCH_LOOPS")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    {
        let only = std::env::var("STEPPE_BENCH_ONLY").unwrap_or_default();
        cases(&mut |name, f| {
            if name.contains(&only) {
                for _ in 0..n {
                    f();
                }
            }
        });
        return;
    }
    let mut g = c.benchmark_group(group);
    cases(&mut |name, f| {
        g.bench_function(name, |b| b.iter(&mut *f));
    });
    g.finish();
}
