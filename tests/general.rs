//! The general (`rules::play::general`): plans that differ in intent, each the greedy player's
//! moves under that intent, played out and the best kept. It plays every shipped scenario with
//! legal commands only, the same seed gives the same commands, its intents are read off the
//! position (objectives to take, enemy units to cut off), and an effort really sends the units
//! serving it towards its hexes.

mod common;

use common::play::{SCENARIOS, play};

use steppe::rules::engine::game::Game;
use steppe::rules::play::Policy;
use steppe::rules::play::efforts::Efforts;
use steppe::rules::play::general::designs::designs;
use steppe::rules::play::greedy::GreedyPlayer;
use steppe::rules::state::command::Command;

#[test]
fn the_general_plays_two_turns_of_every_scenario_with_legal_commands() {
    for file in SCENARIOS {
        let mut g = common::game(file, 3);
        let (done, refused) = play(&mut g, [Policy::General, Policy::General], 3, 2);
        assert!(refused.is_empty(), "{file}: refused {refused:?}");
        assert!(g.state.turn > 2 || g.state.over, "{file}: two turns played");
        assert!(
            done.iter().any(|c| matches!(c, Command::Move { .. })),
            "{file}: it moves"
        );
        assert!(
            done.iter().any(|c| matches!(c, Command::Attack { .. })),
            "{file}: it attacks"
        );
    }
}

#[test]
fn the_same_seed_gives_the_general_the_same_commands() {
    let run = |seed| {
        let mut g = common::game(SCENARIOS[0], 5);
        play(&mut g, [Policy::General, Policy::Greedy], seed, 1).0
    };
    let first = run(7);
    assert!(!first.is_empty());
    assert_eq!(first, run(7));
}

/// Barbarossa's first Axis movement phase: the intents are greedy's plan, a line held, a main
/// effort on each of the three nearest objectives and a pocket behind three enemy units, and
/// the two together; each objective one the Axis does not hold, each pocket behind a Soviet
/// unit.
#[test]
fn the_intents_are_read_off_the_position() {
    let mut g = common::game(SCENARIOS[0], 1);
    let mut apply = |g: &mut Game, c| g.apply(c);
    // On to the Axis movement phase.
    while !matches!(
        g.rules.phases[g.state.phase].kind,
        steppe::rules::data::ruleset::PhaseKind::Movement { .. }
    ) {
        let side = g.phasing_side(&g.state);
        Policy::Greedy.player(1).play_phase(&mut g, &mut apply);
        assert_eq!(side, 0, "the Axis moves first");
    }
    let labels: Vec<String> = designs(&g, 0).into_iter().map(|d| d.label).collect();
    let count = |prefix: &str| labels.iter().filter(|l| l.starts_with(prefix)).count();
    assert_eq!(labels[0], "greedy's plan", "{labels:?}");
    assert_eq!(count("hold the line"), 1, "{labels:?}");
    assert_eq!(count("main effort on "), 3 + 4, "{labels:?}");
    assert_eq!(count("pocket behind "), 3, "{labels:?}");
    let soviet_hexes: Vec<String> = g
        .state
        .units
        .iter()
        .enumerate()
        .filter(|(i, _)| g.scenario.units[*i].side == 1)
        .filter_map(|(i, _)| g.state.unit_hex(i as u16))
        .map(|h| g.scenario.map.labels(&[h]))
        .collect();
    for l in labels.iter().filter(|l| l.starts_with("pocket behind ")) {
        let hex = &l["pocket behind ".len()..];
        assert!(
            soviet_hexes.iter().any(|s| s == hex),
            "{l}: a Soviet unit there"
        );
    }
}

/// A unit serving an effort ends its move nearer the effort's hexes than the greedy player
/// moves it without one.
#[test]
fn an_effort_sends_its_units_towards_its_hexes() {
    let mut g = common::game(SCENARIOS[0], 1);
    let mut apply = |g: &mut Game, c| g.apply(c);
    while !matches!(
        g.rules.phases[g.state.phase].kind,
        steppe::rules::data::ruleset::PhaseKind::Movement { .. }
    ) {
        Policy::Greedy.player(1).play_phase(&mut g, &mut apply);
    }
    // Every Axis unit that may move sent to the map's north-west corner's nearest land hex.
    let map = &g.scenario.map;
    let far = (0..map.len() as u32)
        .find(|&h| {
            steppe::rules::play::distance::distances(&g, &[h])
                .iter()
                .filter(|&&d| d != u32::MAX)
                .count()
                > map.len() / 2
        })
        .expect("a land hex");
    let field = steppe::rules::play::distance::distances(&g, &[far]);
    let units: Vec<u16> = steppe::rules::play::mine(&g, 0);
    let mut of_unit = vec![None; g.scenario.units.len()];
    for &u in &units {
        of_unit[u as usize] = Some(0);
    }
    let efforts = Efforts {
        fields: vec![field.clone()],
        of_unit,
    };
    let total = |g: &Game| -> u64 {
        units
            .iter()
            .filter_map(|&u| g.state.unit_hex(u))
            .map(|h| u64::from(field[h as usize]))
            .sum()
    };
    let mut plain = g.scratch();
    GreedyPlayer::new(3).act(&mut plain, &mut |g, c| g.apply(c));
    let mut sent = g.scratch();
    let mut p = GreedyPlayer::new(3);
    p.set_efforts(Some(efforts));
    p.act(&mut sent, &mut |g, c| g.apply(c));
    assert!(
        total(&sent) < total(&plain),
        "with the effort {} hexes from it in all, without {}",
        total(&sent),
        total(&plain)
    );
}
