//! The replay viewer's model (`engine::replay`): every position of a whole game, reached forward
//! or back from the kept positions, is the one the game stood in; stepping by phase and turn
//! lands on the first position of each; a position made a game again plays on as the original.

mod common;

use common::play::play;
use steppe::files::load_scenario;
use steppe::rules::engine::game::{Game, Reseed};
use steppe::rules::engine::replay::{KEEP_EVERY, Replay};
use steppe::rules::play::Policy;

fn greedy_game(file: &str, seed: u64, turns: u32) -> Game {
    let loaded = load_scenario(&common::repo(file)).unwrap_or_else(|e| panic!("{e}"));
    let mut game = Game::new(loaded.ruleset, loaded.scenario, seed);
    play(&mut game, [Policy::Greedy, Policy::Greedy], seed, turns);
    game
}

#[test]
fn every_position_is_the_one_the_game_stood_in() {
    let game = greedy_game("scenarios/gpw_barbarossa.ron", 3, 3);
    let replay = Replay::of(&game).expect("a played game replays");
    assert_eq!(replay.len(), game.log.len());
    assert!(replay.len() > 3 * KEEP_EVERY, "{} commands", replay.len());
    // Forward by one, as the game was played.
    let mut walk = Game::new(game.rules.clone(), game.scenario.clone(), game.seed);
    for i in 0..=replay.len() {
        let at = replay.game_at(i);
        assert_eq!(at.state_hash(), walk.state_hash(), "position {i}");
        assert_eq!(at.log, game.log[..i], "position {i}'s log");
        if i < replay.len() {
            let events = walk.apply(game.log[i].clone()).expect("replays");
            assert_eq!(events, replay.events(i), "command {i}'s events");
        }
    }
    assert_eq!(replay.game_at(replay.len()).state_hash(), game.state_hash());
    // Back from the end, one at a time, the same positions.
    let hashes: Vec<u64> = (0..=replay.len())
        .map(|i| replay.game_at(i).state_hash())
        .collect();
    for i in (0..=replay.len()).rev() {
        assert_eq!(replay.game_at(i).state_hash(), hashes[i]);
    }
}

#[test]
fn phases_and_turns_step_to_their_first_positions() {
    let game = greedy_game("scenarios/gpw_barbarossa.ron", 5, 4);
    let replay = Replay::of(&game).expect("replays");
    // Forward by phase: each stop is where the turn or phase changed, and every change is a stop.
    let mut stops = vec![0];
    let mut i = 0;
    while i < replay.len() {
        let j = replay.next_phase(i);
        assert!(j > i);
        stops.push(j);
        i = j;
    }
    let changes: Vec<usize> = (1..=replay.len())
        .filter(|&j| {
            let (a, b) = (replay.mark(j - 1), replay.mark(j));
            (a.turn, a.phase) != (b.turn, b.phase)
        })
        .collect();
    let inner: Vec<usize> = stops[1..]
        .iter()
        .copied()
        .filter(|&s| s < replay.len() || changes.contains(&s))
        .collect();
    assert_eq!(inner, changes);
    // Back by phase from the end visits the same stops in reverse.
    let mut back = vec![replay.len()];
    let mut i = replay.len();
    while i > 0 {
        i = replay.previous_phase(i);
        back.push(i);
    }
    back.reverse();
    let mut forward = stops.clone();
    forward.dedup();
    back.dedup();
    assert_eq!(back, forward);
    // Turns: each starts where the turn number changes.
    let turns = replay.turns();
    assert_eq!(turns[0], (1, 0));
    assert!(turns.len() >= 4, "{turns:?}");
    for w in turns.windows(2) {
        assert_eq!(replay.mark(w[1].1).turn, w[1].0);
        assert_eq!(replay.mark(w[1].1 - 1).turn, w[0].0);
        assert_eq!(replay.next_turn(w[0].1), w[1].1);
        assert_eq!(replay.previous_turn(w[1].1), w[0].1);
        assert_eq!(replay.turn_start(w[1].0), w[1].1);
    }
}

#[test]
fn a_position_taken_over_plays_on_as_the_original() {
    let game = greedy_game("scenarios/typhoon_1941.ron", 2, 2);
    let replay = Replay::of(&game).expect("replays");
    let half = replay.len() / 2 + 5;
    let mut taken = replay.game_at(half);
    for c in &game.log[half..] {
        taken
            .apply(c.clone())
            .expect("the rest of the game plays on");
    }
    assert_eq!(taken.state_hash(), game.state_hash());
    assert_eq!(taken.log, game.log);
}

/// A game played on from a position with other dice (a what-if's, `steppe sim --from`'s): it
/// replays, and any position of it taken over saves and opens again as the same game.
#[test]
fn a_game_played_on_with_other_dice_replays_and_saves() {
    use steppe::rules::engine::save::save_text;
    use steppe::rules::play::outcome::{play, play_game};
    let file = "scenarios/gpw_barbarossa.ron";
    let loaded = load_scenario(&common::repo(file)).unwrap_or_else(|e| panic!("{e}"));
    let start = greedy_game(file, 6, 1);
    let from = start.log.len();
    let policies = [Policy::Greedy, Policy::Greedy];
    let (result, _, game) = play_game(&start, "barbarossa", &policies, 77, &mut || 0.0);
    assert_eq!(
        result,
        play(&start, "barbarossa", &policies, 77),
        "the same game"
    );
    assert_eq!(game.seed, 6);
    assert_eq!(
        game.reseeds,
        [Reseed {
            after: from,
            seed: 77
        }]
    );
    let replay = Replay::of(&game).expect("replays with its new dice");
    assert_eq!(replay.game_at(replay.len()).state_hash(), game.state_hash());
    let dir = std::env::temp_dir().join(format!("steppe-reseed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for i in [from - 3, from, from + 40, replay.len()] {
        let at = replay.game_at(i);
        let path = dir.join(format!("at{i}.ron"));
        let text = save_text(
            &at,
            &file.replace("scenarios/", "../"),
            loaded.content_hash,
            &[],
        );
        std::fs::write(&path, &text).unwrap();
        let path_abs = common::repo(file);
        let text = text.replace(
            &format!("\"{}\"", file.replace("scenarios/", "../")),
            &format!("\"{}\"", path_abs.display()),
        );
        std::fs::write(&path, text).unwrap();
        let opened = steppe::files::load_save(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(opened.game.state_hash(), at.state_hash(), "position {i}");
        assert_eq!(opened.game.log, game.log[..i]);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
