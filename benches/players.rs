//! The computer players on every shipped scenario: a whole random game (both sides random, no
//! undo, as `steppe sim` plays), a whole greedy-against-greedy game, and the planner's first
//! decision (its movement phase from the opening: plans drawn up, each played on by rollouts).
//! Criterion's throughput line gives games (or decisions) per second on one core.
//!
//! Run: `CARGO_TARGET_DIR=$HOME/.cache/steppe-rules-target cargo bench --no-default-features
//! --bench players` (one scenario: add `-- zw_blue`).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

// The allocator the `steppe` binary uses (src/main.rs), so these games cost what `steppe sim`'s do.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
use std::hint::black_box;
use std::path::Path;
use steppe::files::{Loaded, load_scenario};
use steppe::rules::data::ruleset::PhaseKind;
use steppe::rules::engine::game::Game;
use steppe::rules::play::Policy;

/// Every shipped scenario, by file name.
const SCENARIOS: [&str; 7] = [
    "gpw_barbarossa",
    "typhoon_1941",
    "war_1941",
    "zw_blue",
    "war_campaign",
    "gpw_campaign",
    "zw_campaign",
];

/// A whole game from the set-up with one policy for both sides; the commands applied.
fn whole_game(loaded: &Loaded, policy: Policy, seed: u64) -> usize {
    let mut game = Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), seed);
    game.without_undo();
    let mut players = [policy.player(seed * 2), policy.player(seed * 2 + 1)];
    while !game.state.over {
        let s = game.phasing_side(&game.state) as usize;
        players[s].play_phase(&mut game, &mut |g, c| g.apply(c));
    }
    game.log.len()
}

/// The game at the first movement phase (greedy players up to it), for the planner's decision.
fn at_first_movement(loaded: &Loaded) -> Game {
    let mut game = Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), 1);
    game.without_undo();
    let mut greedy = Policy::Greedy.player(1);
    while !matches!(
        game.rules.phases[game.state.phase].kind,
        PhaseKind::Movement { .. }
    ) {
        greedy.play_phase(&mut game, &mut |g, c| g.apply(c));
    }
    game
}

fn bench(c: &mut Criterion) {
    let dir = env!("CARGO_MANIFEST_DIR");
    for name in SCENARIOS {
        let path = format!("{dir}/scenarios/{name}.ron");
        let loaded = load_scenario(Path::new(&path)).unwrap_or_else(|e| panic!("{e}"));
        let mut g = c.benchmark_group(format!("players_{name}"));
        g.sample_size(10);
        g.throughput(Throughput::Elements(4));
        g.bench_function("4_random_games", |b| {
            b.iter(|| {
                (0..4)
                    .map(|s| whole_game(black_box(&loaded), Policy::Random, s))
                    .sum::<usize>()
            });
        });
        g.throughput(Throughput::Elements(1));
        g.bench_function("greedy_game", |b| {
            b.iter(|| whole_game(black_box(&loaded), Policy::Greedy, 1));
        });
        let start = at_first_movement(&loaded);
        g.bench_function("planner_first_decision", |b| {
            b.iter(|| {
                let mut game = start.scratch();
                let mut planner = Policy::Planner.player(7);
                planner.play_phase(&mut game, &mut |g, c| g.apply(c)).len()
            });
        });
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
