//! The replay viewer's steps (`engine::replay`) late in the longest campaign: one greedy game of
//! Zhukov's War 1942-1943 watched back, the position made again a command back from the end, a
//! phase back, a turn back and in the middle, each from the nearest kept position; and the
//! replay itself made (once per game opened).
//!
//! Run: `cargo bench --no-default-features --bench replay`

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use steppe::files::load_scenario;
use steppe::rules::engine::game::Game;
use steppe::rules::engine::replay::Replay;
use steppe::rules::play::Policy;

fn bench(c: &mut Criterion) {
    let dir = env!("CARGO_MANIFEST_DIR");
    let path = format!("{dir}/scenarios/zw_campaign.ron");
    let loaded = load_scenario(Path::new(&path)).unwrap_or_else(|e| panic!("{e}"));
    let mut game = Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), 1);
    game.without_undo();
    let mut players = [Policy::Greedy.player(11), Policy::Greedy.player(12)];
    while !game.state.over {
        let side = game.phasing_side(&game.state);
        players[side as usize].play_phase(&mut game, &mut |g, c| g.apply(c));
    }
    let replay = Replay::of(&game).expect("the game replays");
    let end = replay.len();
    eprintln!(
        "replay bench: {}, {} commands, {} turns, {} positions kept",
        loaded.scenario.name,
        end,
        replay.turns().len(),
        replay.kept()
    );
    let mut g = c.benchmark_group("replay_zw_campaign");
    g.sample_size(20);
    g.bench_function("open_whole_game", |b| {
        b.iter(|| Replay::of(black_box(&game)).expect("replays").len());
    });
    let steps = [
        ("one_command_back_from_the_end", end - 1),
        ("a_phase_back_from_the_end", replay.previous_phase(end)),
        ("a_turn_back_from_the_end", replay.previous_turn(end)),
        ("the_middle", end / 2),
    ];
    for (name, at) in steps {
        g.bench_function(name, |b| {
            b.iter(|| black_box(&replay).game_at(black_box(at)).state.turn);
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
