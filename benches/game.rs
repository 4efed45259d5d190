//! Whole random games of the demo scenario: `Game::new` on `scenarios/gpw_barbarossa.ron`, then
//! the seeded random legal player (`RandomPlayer`) plays every phase of both sides until the game
//! is over, every command going through `Game::apply` (validation, supply judgements, combat and
//! victory checks included), with the undo history a player's game keeps and without it, as
//! `steppe sim` plays.
//!
//! One measured iteration plays `SEEDS` games, seeds 0..SEEDS for both the dice and the player, so
//! every run times the same games; criterion's throughput line gives games per second.
//!
//! Run: `CARGO_TARGET_DIR=$HOME/.cache/steppe-wt3 cargo bench --no-default-features --bench game`

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use steppe::files::{Loaded, load_scenario};
use steppe::rules::engine::game::Game;
use steppe::rules::play::random::RandomPlayer;

/// Games per measured iteration.
const SEEDS: u64 = 8;

/// One whole game; returns the number of commands applied. `undo`: keep the undo history, as a
/// game a player plays does (`steppe sim` keeps none).
fn play(loaded: &Loaded, seed: u64, undo: bool) -> usize {
    let mut game = Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), seed);
    if !undo {
        game.without_undo();
    }
    let mut player = RandomPlayer::new(seed);
    while !game.state.over {
        player.play_phase(&mut game, &mut |g, c| g.apply(c));
    }
    game.log.len()
}

fn bench(c: &mut Criterion) {
    let dir = env!("CARGO_MANIFEST_DIR");
    let path = format!("{dir}/scenarios/gpw_barbarossa.ron");
    let loaded = load_scenario(Path::new(&path)).unwrap_or_else(|e| panic!("{e}"));
    let commands: usize = (0..SEEDS).map(|s| play(&loaded, s, true)).sum();
    eprintln!(
        "game bench: {} ({} units, {} turns), {SEEDS} games of {:.0} commands on average",
        loaded.scenario.name,
        loaded.scenario.units.len(),
        loaded.scenario.turns,
        commands as f64 / SEEDS as f64
    );

    let mut g = c.benchmark_group("random_game_gpw_barbarossa");
    g.sample_size(10);
    g.throughput(Throughput::Elements(SEEDS));
    for (name, undo) in [("with_undo", true), ("without_undo", false)] {
        g.bench_function(format!("{SEEDS}_games_{name}"), |b| {
            b.iter(|| {
                (0..SEEDS)
                    .map(|s| play(black_box(&loaded), s, undo))
                    .sum::<usize>()
            });
        });
    }
    g.finish();

    // The window rewrites a game's autosave after every command: what one write of a whole
    // game's save costs (text and an atomic write: temporary file, fsync, rename).
    let mut game = Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), 0);
    let mut player = RandomPlayer::new(0);
    while !game.state.over {
        player.play_phase(&mut game, &mut |g, c| g.apply(c));
    }
    let dir = std::env::temp_dir().join(format!("steppe-bench-save-{}", std::process::id()));
    let file = dir.join("autosave.ron");
    std::fs::create_dir_all(&dir).expect("temp dir");
    steppe::files::write_save(&file, &game, &loaded, &[]).expect("written");
    eprintln!(
        "autosave bench: a finished game of {} commands, {} bytes",
        game.log.len(),
        std::fs::metadata(&file).map_or(0, |m| m.len())
    );
    let mut g = c.benchmark_group("autosave_finished_gpw_barbarossa");
    g.sample_size(20);
    g.bench_function("save_text", |b| {
        b.iter(|| steppe::rules::engine::save::save_text(black_box(&game), "x.ron", 0, &[]).len());
    });
    g.bench_function("write_save", |b| {
        b.iter(|| {
            steppe::files::write_save(&file, black_box(&game), &loaded, &[]).expect("written");
        });
    });
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
