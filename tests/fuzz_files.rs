//! Fuzzing the shipped files: every ruleset and scenario (the four games' and the three
//! campaigns), mutated many ways (a number swapped for one at an edge, a quoted word swapped for
//! an odd one, a character or a line deleted, a line repeated), goes through the checks
//! `steppe check` makes; every mutant they accept is played by the random player and then by
//! greedy players for a few hundred commands. Nothing may panic, and nothing may take more
//! memory than a small cap: each scenario's mutants run in a child process (this test binary,
//! its `fuzz_child` test) under `RLIMIT_AS`, so an allocation sized by a number in a file aborts
//! the child and the parent names the mutation. `STEPPE_FUZZ_ROUNDS` sets the mutants per
//! scenario (CI's default below; docs/development.md has a longer run and its result).

mod common;
use common::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::Arc;
use steppe::rules::engine::game::Game;
use steppe::rules::load::ruleset::ruleset_from_str;
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::play::Player;
use steppe::rules::play::greedy::GreedyPlayer;
use steppe::rules::play::random::RandomPlayer;

/// Every shipped scenario with its ruleset.
const PAIRS: [(&str, &str); 7] = [
    ("scenarios/gpw_barbarossa.ron", "scenarios/rulesets/gpw.ron"),
    ("scenarios/gpw_campaign.ron", "scenarios/rulesets/gpw.ron"),
    (
        "scenarios/zw_blue.ron",
        "scenarios/rulesets/zhukovs_war.ron",
    ),
    (
        "scenarios/zw_campaign.ron",
        "scenarios/rulesets/zhukovs_war.ron",
    ),
    (
        "scenarios/war_1941.ron",
        "scenarios/rulesets/war_against_russia.ron",
    ),
    (
        "scenarios/war_campaign.ron",
        "scenarios/rulesets/war_against_russia.ron",
    ),
    (
        "scenarios/typhoon_1941.ron",
        "scenarios/rulesets/typhoon.ron",
    ),
];
/// Numbers at the edges of what files hold.
const EDGES: [&str; 14] = [
    "0",
    "1",
    "2",
    "7",
    "99",
    "100",
    "999",
    "1000",
    "9999",
    "65535",
    "65536",
    "4294967295",
    "18446744073709551615",
    "-1",
];
/// Words a quoted string is swapped for: odds columns that do not parse, empty and odd names.
const WORDS: [&str; 12] = [
    "",
    "x:1",
    "1.5:1",
    ":1",
    "-0:1",
    "0:1",
    "1:0",
    "4294967296:1",
    "a",
    " ",
    "é",
    "0000",
];
/// Commands each player plays a mutant for.
const COMMANDS: usize = 300;
/// The memory a child may take (address space): a search or list sized by a number in a file
/// fails here long before it would take the machine's memory.
const MEMORY_CAP: u64 = 3 << 30;

/// One mutation of `text` and what it was.
fn mutate(text: &str, rng: &mut ChaCha8Rng) -> (String, String) {
    let b = text.as_bytes();
    let line_of = |at: usize| text[..at].lines().count().max(1);
    match rng.random_range(0..6) {
        0 | 1 => {
            // A number (a run of digits not inside a word) swapped for an edge value.
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
            (
                format!("{}{to}{}", &text[..at], &text[end..]),
                format!("line {}: {} -> {to}", line_of(at), &text[at..end]),
            )
        }
        2 => {
            // A quoted string's contents swapped for an odd word.
            let quotes: Vec<usize> = (0..b.len()).filter(|&i| b[i] == b'"').collect();
            let k = rng.random_range(0..quotes.len() / 2) * 2;
            let (open, close) = (quotes[k], quotes[k + 1]);
            let to = WORDS[rng.random_range(0..WORDS.len())];
            (
                format!("{}\"{to}\"{}", &text[..open], &text[close + 1..]),
                format!(
                    "line {}: {} -> \"{to}\"",
                    line_of(open),
                    text[open..=close].chars().take(40).collect::<String>()
                ),
            )
        }
        3 => {
            let chars: Vec<char> = text.chars().collect();
            let at = rng.random_range(0..chars.len());
            let out: String = chars[..at].iter().chain(&chars[at + 1..]).collect();
            (out, format!("character {at} ({:?}) deleted", chars[at]))
        }
        4 => {
            let lines: Vec<&str> = text.lines().collect();
            let at = rng.random_range(0..lines.len());
            let mut out: Vec<&str> = lines[..at].to_vec();
            out.extend_from_slice(&lines[at + 1..]);
            (out.join("\n"), format!("line {} deleted", at + 1))
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

/// What became of one mutant.
enum Fate {
    /// The checks refused it (with at least one problem, each printed without a panic).
    Refused,
    /// Accepted and played: commands applied in all.
    Played(usize),
}

/// Checks the pair (either text possibly mutated) as `steppe check` does and plays what it
/// accepts with random players, then greedy ones.
fn try_pair(ruleset: &str, scenario: &str, seed: u64) -> Fate {
    let rules = match ruleset_from_str("r.ron", ruleset) {
        Ok(r) => r,
        Err(ds) => {
            assert!(!ds.0.is_empty(), "a refusal names no problem");
            let _ = ds.to_string();
            return Fate::Refused;
        }
    };
    let sc = match scenario_from_str("s.ron", scenario, &rules) {
        Ok(s) => s,
        Err(ds) => {
            assert!(!ds.0.is_empty(), "a refusal names no problem");
            let _ = ds.to_string();
            return Fate::Refused;
        }
    };
    let (rules, sc) = (Arc::new(rules), Arc::new(sc));
    let mut commands = 0;
    let players: [fn(u64) -> Box<dyn Player>; 2] = [
        |s| Box::new(RandomPlayer::new(s)),
        |s| Box::new(GreedyPlayer::new(s)),
    ];
    for make in players {
        let mut game = Game::new(rules.clone(), sc.clone(), seed);
        game.without_undo();
        let mut player = make(seed);
        while !game.state.over && game.log.len() < COMMANDS {
            let before = game.log.len();
            player.play_phase(&mut game, &mut |g, c| g.apply(c));
            if game.log.len() == before && !game.state.over {
                break;
            }
        }
        commands += game.log.len();
    }
    Fate::Played(commands)
}

/// The mutant `round` of pair `pair`: which file, the texts, what was changed, the dice seed.
fn mutant(pair: usize, round: usize) -> (&'static str, String, String, String, u64) {
    let (scenario_path, ruleset_path) = PAIRS[pair];
    let rtext = std::fs::read_to_string(repo(ruleset_path)).unwrap();
    let stext = std::fs::read_to_string(repo(scenario_path)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(0x7ea ^ ((pair as u64) << 32) ^ round as u64);
    let seed = rng.random_range(0..1000);
    if round.is_multiple_of(2) {
        let (r, what) = mutate(&rtext, &mut rng);
        (ruleset_path, r, stext, what, seed)
    } else {
        let (s, what) = mutate(&stext, &mut rng);
        (scenario_path, rtext, s, what, seed)
    }
}

fn rounds() -> usize {
    std::env::var("STEPPE_FUZZ_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60)
}

/// The child: caps its memory, then checks and plays the mutants of one pair from a round on,
/// printing a line before each (so the parent can name the one that killed it) and its fate
/// after.
#[test]
#[ignore = "run by mutated_shipped_files_never_crash_steppe in a child process"]
fn fuzz_child() {
    let (Ok(pair), Ok(from)) = (
        std::env::var("STEPPE_FUZZ_PAIR"),
        std::env::var("STEPPE_FUZZ_FROM"),
    ) else {
        return;
    };
    let (pair, from): (usize, usize) = (pair.parse().unwrap(), from.parse().unwrap());
    let cap = libc::rlimit {
        rlim_cur: MEMORY_CAP,
        rlim_max: MEMORY_CAP,
    };
    // SAFETY: setrlimit reads the struct it is given; it lowers this process's own limit.
    assert_eq!(
        unsafe { libc::setrlimit(libc::RLIMIT_AS, &raw const cap) },
        0
    );
    let mut out = std::io::stdout().lock();
    for round in from..rounds() {
        let (which, r, s, what, seed) = mutant(pair, round);
        // One line each: a quoted word may span lines, a deleted character be a line break.
        let what = what.replace('\n', "\\n");
        writeln!(out, "mutant {round}: {which}, {what}, seed {seed}").unwrap();
        out.flush().unwrap();
        let fate = std::panic::catch_unwind(|| try_pair(&r, &s, seed));
        let line = match fate {
            Ok(Fate::Refused) => "refused".to_string(),
            Ok(Fate::Played(n)) => format!("played {n}"),
            Err(e) => format!(
                "PANIC {}",
                e.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(ToString::to_string))
                    .unwrap_or_else(|| "a panic".into())
                    .replace('\n', " ")
            ),
        };
        writeln!(out, "{line}").unwrap();
        out.flush().unwrap();
    }
}

/// One pair's counts and failures.
#[derive(Default)]
struct Tally {
    mutants: usize,
    refused: usize,
    played: usize,
    commands: usize,
    failures: Vec<String>,
}

/// Runs pair `pair`'s mutants in children, a new child after one dies.
fn run_pair(pair: usize) -> Tally {
    let mut t = Tally::default();
    let mut from = 0;
    while from < rounds() {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "fuzz_child", "--ignored", "--nocapture"])
            .env("STEPPE_FUZZ_PAIR", pair.to_string())
            .env("STEPPE_FUZZ_FROM", from.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut current: Option<String> = None;
        for line in BufReader::new(child.stdout.take().unwrap()).lines() {
            let line = line.unwrap();
            if let Some(rest) = line.strip_prefix("mutant ") {
                let round: usize = rest.split(':').next().unwrap().parse().unwrap();
                from = round + 1;
                t.mutants += 1;
                current = Some(rest.to_string());
            } else if let Some(m) = current.take() {
                if line == "refused" {
                    t.refused += 1;
                } else if let Some(n) = line.strip_prefix("played ") {
                    t.played += 1;
                    t.commands += n.parse::<usize>().unwrap();
                } else {
                    t.failures.push(format!("{m}: {line}"));
                }
            }
        }
        let status = child.wait().unwrap();
        let mut err = String::new();
        std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
        match current {
            // The child died in a mutant (a memory cap hit aborts it).
            Some(m) => {
                let tail: Vec<&str> = err.lines().rev().take(3).collect();
                t.failures
                    .push(format!("{m}: died ({status}): {}", tail.join(" | ")));
            }
            None if !status.success() => {
                t.failures
                    .push(format!("the child failed ({status}): {err}"));
                break;
            }
            None => break,
        }
    }
    t
}

#[test]
fn mutated_shipped_files_never_crash_steppe() {
    let jobs = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let tallies = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..jobs.min(PAIRS.len()) {
            s.spawn(|| {
                loop {
                    let pair = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if pair >= PAIRS.len() {
                        break;
                    }
                    let t = run_pair(pair);
                    tallies.lock().unwrap().push((pair, t));
                }
            });
        }
    });
    let mut tallies = tallies.into_inner().unwrap();
    tallies.sort_by_key(|(p, _)| *p);
    let mut failures = Vec::new();
    let (mut mutants, mut played) = (0, 0);
    // Straight to standard error, past the test harness's capture: CI's log shows the counts.
    let mut err = std::io::stderr().lock();
    for (pair, t) in &tallies {
        writeln!(
            err,
            "fuzz {}: {} mutants, {} refused, {} accepted and played by random and greedy \
             players ({} commands), {} failures",
            PAIRS[*pair].0,
            t.mutants,
            t.refused,
            t.played,
            t.commands,
            t.failures.len()
        )
        .unwrap();
        mutants += t.mutants;
        played += t.played;
        failures.extend(
            t.failures
                .iter()
                .map(|f| format!("{}: {f}", PAIRS[*pair].0)),
        );
    }
    writeln!(err, "fuzz: {mutants} mutants, {played} accepted and played").unwrap();
    assert_eq!(mutants, PAIRS.len() * rounds(), "every mutant was tried");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
