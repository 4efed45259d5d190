//! Fuzzing the shipped files: each ruleset and scenario, mutated many ways (a number swapped
//! for one at an edge, a character deleted, a line repeated), goes through the loader; what it
//! accepts is played by the random player for a few hundred commands. Nothing may panic, and
//! every run is bounded, so a mutation that made the engine hang or blow up shows as a failure
//! (or a CI time-out) naming the mutation. `STEPPE_FUZZ_ROUNDS` runs more rounds than CI's.

mod common;
use common::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use steppe::rules::engine::game::Game;
use steppe::rules::load::ruleset::ruleset_from_str;
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::play::random::RandomPlayer;

const PAIRS: [(&str, &str); 4] = [
    ("scenarios/gpw_barbarossa.ron", "scenarios/rulesets/gpw.ron"),
    (
        "scenarios/zw_blue.ron",
        "scenarios/rulesets/zhukovs_war.ron",
    ),
    (
        "scenarios/war_1941.ron",
        "scenarios/rulesets/war_against_russia.ron",
    ),
    (
        "scenarios/typhoon_1941.ron",
        "scenarios/rulesets/typhoon.ron",
    ),
];
/// Numbers at the edges of what files hold.
const EDGES: [&str; 9] = [
    "0",
    "1",
    "2",
    "7",
    "99",
    "100",
    "1000",
    "65535",
    "4294967295",
];
/// Commands a game accepted from a mutated file is played for.
const COMMANDS: usize = 300;

/// One mutation of `text` and what it was.
fn mutate(text: &str, rng: &mut ChaCha8Rng) -> (String, String) {
    match rng.random_range(0..3) {
        0 => {
            // A number (a run of digits not inside a word) swapped for an edge value.
            let b = text.as_bytes();
            let starts: Vec<usize> = (0..b.len())
                .filter(|&i| {
                    b[i].is_ascii_digit()
                        && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
                })
                .collect();
            let at = starts[rng.random_range(0..starts.len())];
            let end = (at..b.len())
                .find(|&i| !b[i].is_ascii_digit())
                .unwrap_or(b.len());
            let to = EDGES[rng.random_range(0..EDGES.len())];
            let line = text[..at].lines().count();
            (
                format!("{}{to}{}", &text[..at], &text[end..]),
                format!("line {line}: {} -> {to}", &text[at..end]),
            )
        }
        1 => {
            let chars: Vec<char> = text.chars().collect();
            let at = rng.random_range(0..chars.len());
            let out: String = chars[..at].iter().chain(&chars[at + 1..]).collect();
            (out, format!("character {at} ({:?}) deleted", chars[at]))
        }
        _ => {
            let lines: Vec<&str> = text.lines().collect();
            let at = rng.random_range(0..lines.len());
            let mut out: Vec<&str> = lines[..=at].to_vec();
            out.extend_from_slice(&lines[at..]);
            (out.join("\n"), format!("line {} repeated", at + 1))
        }
    }
}

/// Loads the pair (either text possibly mutated) and plays what loads; a panic is the failure.
fn try_pair(ruleset: &str, scenario: &str, seed: u64) -> Result<(), String> {
    let run = std::panic::catch_unwind(|| {
        let Ok(rules) = ruleset_from_str("r.ron", ruleset) else {
            return;
        };
        let Ok(sc) = scenario_from_str("s.ron", scenario, &rules) else {
            return;
        };
        let mut game = Game::new(Arc::new(rules), Arc::new(sc), seed);
        game.without_undo();
        let mut player = RandomPlayer::new(seed);
        while !game.state.over && game.log.len() < COMMANDS {
            let before = game.log.len();
            player.play_phase(&mut game, &mut |g, c| g.apply(c));
            if game.log.len() == before && !game.state.over {
                break;
            }
        }
    });
    run.map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(ToString::to_string))
            .unwrap_or_else(|| "a panic".into())
    })
}

#[test]
fn mutated_shipped_files_never_crash_the_loader_or_a_game() {
    let rounds: usize = std::env::var("STEPPE_FUZZ_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut failures = Vec::new();
    let mut accepted = 0;
    for (scenario_path, ruleset_path) in PAIRS {
        let rtext = std::fs::read_to_string(repo(ruleset_path)).unwrap();
        let stext = std::fs::read_to_string(repo(scenario_path)).unwrap();
        for round in 0..rounds {
            let seed = rng.random_range(0..1000);
            let (which, (r, s, what)) = if round % 2 == 0 {
                let (r, what) = mutate(&rtext, &mut rng);
                (ruleset_path, (r, stext.clone(), what))
            } else {
                let (s, what) = mutate(&stext, &mut rng);
                (scenario_path, (rtext.clone(), s, what))
            };
            let loads = ruleset_from_str("r.ron", &r)
                .ok()
                .is_some_and(|rules| scenario_from_str("s.ron", &s, &rules).is_ok());
            accepted += usize::from(loads);
            if let Err(e) = try_pair(&r, &s, seed) {
                failures.push(format!("{which}, {what}, seed {seed}: {e}"));
            }
        }
    }
    eprintln!(
        "fuzz: {} mutated files, {accepted} accepted and played",
        PAIRS.len() * rounds
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
