//! Legal commands from the position (`Game::legal_commands`, issue 55): over random games of the
//! four games' scenarios, every listed command (the lazy kinds expanded: each unit's move to each
//! hex of its reach, each attack by all the units that may join, sampled where many) is accepted
//! by `apply` on a copy; every command the random player plays, and every doubtful command thrown
//! in (units walked at random, attacks by random sets, answers by random numbers, placements and
//! rebuilds anywhere, orders, activations, air support) that `apply` accepts, is in the list;
//! and every refused one left the state exactly as it was (checked here, in release too).
//! `Game::check` answers every one of them as `apply` does, the refusal in the same words.

mod common;

use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use steppe::rules::engine::game::Game;
use steppe::rules::engine::legal::Legal;
use steppe::rules::mechanics::combat::acting_side;
use steppe::rules::model::map::{HexIdx, NO_HEX};
use steppe::rules::model::tables::UnitId;
use steppe::rules::play::random::RandomPlayer;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::{Command, Event, RuleError};

const GAMES: [&str; 4] = [
    "scenarios/gpw_barbarossa.ron",
    "scenarios/zw_blue.ron",
    "scenarios/war_1941.ron",
    "scenarios/typhoon_1941.ron",
];

/// The campaigns, tried by the fixed test below (their rail moves cross the whole network).
const CAMPAIGNS: [&str; 3] = [
    "scenarios/war_campaign.ron",
    "scenarios/gpw_campaign.ron",
    "scenarios/zw_campaign.ron",
];

/// What the checks found, for the test to say it tried enough.
#[derive(Default)]
struct Tally {
    listed: usize,
    played: usize,
    doubtful_taken: usize,
    refused: usize,
    /// Doubtful commands taken, by kind.
    kinds: std::collections::BTreeMap<String, usize>,
}

/// The list for the side that acts now.
fn legal(g: &Game) -> Legal {
    g.legal_commands(acting_side(g, &g.state))
}

/// Applies `c`; if taken it must have been listed, if refused the state must be as it was.
/// `Game::check` first: it must answer as `apply` does, and change nothing either.
fn checked(g: &mut Game, list: &Legal, c: &Command) -> Result<Vec<Event>, RuleError> {
    let before = g.state.clone();
    let checked = g.check(c);
    assert!(g.state == before, "checking {c:?} changed the state");
    let r = g.apply(c.clone());
    assert_eq!(
        checked.clone().map_err(|e| e.to_string()),
        r.as_ref().map(drop).map_err(ToString::to_string),
        "check and apply differ on {c:?}"
    );
    match &r {
        Ok(ev) => assert!(
            list.allows(&g.setup, &before, c),
            "{c:?} was taken but is not listed ({} phase; events {ev:?}; listed moves of units {:?})",
            g.rules.phases[before.phase].name,
            list.moves
                .iter()
                .map(|(u, r)| (*u, r.dests.len()))
                .collect::<Vec<_>>()
        ),
        Err(e) => assert!(g.state == before, "refused {c:?} ({e}) changed the state"),
    }
    r
}

/// Every listed command (up to `most`, sampled evenly) is taken by `apply` on a copy.
fn listed_are_taken(g: &Game, list: &Legal, most: usize, t: &mut Tally) {
    let all = list.commands(&g.setup, &g.state);
    let step = all.len().div_ceil(most).max(1);
    for c in all.iter().step_by(step) {
        let mut copy = g.scratch();
        if let Err(e) = copy.apply(c.clone()) {
            panic!("listed {c:?} was refused: {e}");
        }
        t.listed += 1;
    }
}

/// A random walk of one to five hexes from `at`, now and then a jump.
fn walk(g: &Game, mut at: HexIdx, rng: &mut ChaCha8Rng) -> Vec<HexIdx> {
    let map = &g.scenario.map;
    let mut path = Vec::new();
    for _ in 0..rng.random_range(1..6) {
        at = if rng.random_bool(0.05) {
            rng.random_range(0..map.len() as HexIdx)
        } else {
            let next = map.neighbours[at as usize][rng.random_range(0..6)];
            if next == NO_HEX { at } else { next }
        };
        path.push(at);
    }
    path
}

/// An answer by unit or by path, whether or not a battle waits for one.
fn answer_like(g: &Game, unit: UnitId, here: HexIdx, rng: &mut ChaCha8Rng) -> Command {
    match rng.random_range(0..4) {
        0 => Command::TakeLoss { unit },
        1 => Command::Advance {
            unit: rng.random_bool(0.5).then_some(unit),
        },
        2 => Command::DefenderChoice {
            step_instead: rng.random_bool(0.5),
        },
        _ => Command::Retreat {
            path: walk(g, g.state.pending.as_ref().map_or(here, |p| p.hex), rng),
        },
    }
}

/// An attack on a listed hex by a random set of the units that may join it (now and then one
/// more unit), or else by `unit` on `here` or a hex next to it.
fn attack_like(
    g: &Game,
    list: &Legal,
    unit: UnitId,
    here: HexIdx,
    rng: &mut ChaCha8Rng,
) -> Command {
    let listed = list.attacks.len().max(1);
    match list.attacks.get(rng.random_range(0..listed)) {
        Some((hex, joiners)) => {
            let mut attackers: Vec<UnitId> = joiners
                .iter()
                .copied()
                .filter(|_| rng.random_bool(0.6))
                .collect();
            if rng.random_bool(0.1) {
                attackers.push(unit);
            }
            Command::Attack {
                attackers,
                defender: *hex,
            }
        }
        None => {
            let n = g.scenario.map.neighbours[here as usize][rng.random_range(0..6)];
            Command::Attack {
                attackers: vec![unit],
                defender: if n == NO_HEX || rng.random_bool(0.5) {
                    here
                } else {
                    n
                },
            }
        }
    }
}

/// A command of any kind that may well be refused, drawn near what the list has where it has
/// something (so that some are taken).
fn doubtful(g: &Game, list: &Legal, rng: &mut ChaCha8Rng) -> Command {
    let units = g.state.units.len() as UnitId;
    let unit = rng.random_range(0..units);
    let map_hex = rng.random_range(0..g.scenario.map.len() as HexIdx);
    let here = match g.state.units[unit as usize].status() {
        UnitStatus::OnMap(h) => h,
        _ => map_hex,
    };
    let near = |rng: &mut ChaCha8Rng, h: HexIdx| {
        let n = g.scenario.map.neighbours[h as usize][rng.random_range(0..6)];
        if n == NO_HEX || rng.random_bool(0.5) {
            h
        } else {
            n
        }
    };
    match rng.random_range(0..12) {
        0 => Command::EndPhase,
        1 => Command::Activate { unit },
        2 => Command::AirSupport {
            units: rng.random_range(0..4),
        },
        3 => Command::Choose {
            option: rng.random_range(0..6),
        },
        4 => answer_like(g, unit, here, rng),
        5 => match list
            .placements
            .get(rng.random_range(0..list.placements.len().max(1)))
        {
            Some((u, hexes)) => {
                let h = hexes[rng.random_range(0..hexes.len())];
                Command::Place {
                    unit: *u,
                    hex: near(rng, h),
                }
            }
            None => Command::Place { unit, hex: map_hex },
        },
        6 => match list
            .rebuilds
            .get(rng.random_range(0..list.rebuilds.len().max(1)))
        {
            Some((u, hexes)) => {
                let h = hexes[rng.random_range(0..hexes.len())];
                Command::Rebuild {
                    unit: *u,
                    hex: near(rng, h),
                }
            }
            None => Command::Rebuild { unit, hex: here },
        },
        7 => {
            let orders = &g.rules.duties.orders;
            match orders.get(rng.random_range(0..orders.len().max(1))) {
                Some(o) => Command::Order {
                    order: o.id.clone(),
                    unit: rng.random_bool(0.6).then_some(unit),
                },
                None => Command::EndPhase,
            }
        }
        8 | 9 => attack_like(g, list, unit, here, rng),
        _ => match list.moves.get(rng.random_range(0..list.moves.len().max(1))) {
            Some((u, reach)) => Command::Move {
                unit: *u,
                path: walk(g, reach.start, rng),
            },
            None => Command::Move {
                unit,
                path: walk(g, here, rng),
            },
        },
    }
}

/// One random game of `file` (dice `seed`) played `phases` phases by random players, each of
/// their commands and a few doubtful ones checked against the list of the position they were
/// given in, the list's own commands tried on copies every `every` commands.
fn case(file: &str, seed: u64, phases: usize, every: usize) -> Tally {
    let mut g = common::game(file, seed);
    g.without_undo();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut player = RandomPlayer::new(seed ^ 0x5eed);
    let mut t = Tally::default();
    for _ in 0..phases {
        if g.state.over {
            break;
        }
        for _ in 0..8 {
            let list = legal(&g);
            let c = doubtful(&g, &list, &mut rng);
            match checked(&mut g, &list, &c) {
                Ok(_) => {
                    t.doubtful_taken += 1;
                    let kind = format!("{c:?}");
                    let kind = kind.split([' ', '{']).next().unwrap_or_default();
                    *t.kinds.entry(kind.to_string()).or_default() += 1;
                }
                Err(_) => t.refused += 1,
            }
            if g.state.over {
                return t;
            }
        }
        // A battle or a reaction the doubtful commands began is answered from the list.
        while g.state.pending.is_some() && !g.state.over {
            let list = legal(&g);
            let c = list.answers[rng.random_range(0..list.answers.len())].clone();
            checked(&mut g, &list, &c).expect("a listed answer is taken");
            t.played += 1;
        }
        if g.state.over {
            break;
        }
        let mut n = 0;
        player.play_phase(&mut g, &mut |g: &mut Game, c: Command| {
            let list = legal(g);
            if n % every == 0 {
                listed_are_taken(g, &list, 40, &mut t);
            }
            n += 1;
            t.played += 1;
            checked(g, &list, &c)
        });
    }
    t
}

proptest! {
    // (A failure prints its smallest case; none is written beside the tests.)
    #![proptest_config(ProptestConfig {
        cases: 32,
        failure_persistence: None,
        // A fixed seed, so CI runs the same cases every time (PROPTEST_RNG_SEED draws others).
        rng_seed: proptest::test_runner::RngSeed::Fixed(
            std::env::var("PROPTEST_RNG_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(55),
        ),
        ..ProptestConfig::default()
    })]

    /// Random games of the four games: the list and `apply` agree both ways.
    #[test]
    fn the_list_is_what_apply_takes(
        game in 0..GAMES.len(),
        seed in 1u64..10_000,
        phases in 1usize..80,
    ) {
        let t = case(GAMES[game], seed, phases, 7);
        prop_assert!(t.played > 0 && t.refused > 0, "too little tried");
    }
}

/// The first turns of each game and campaign, every position's list tried: enough of every kind
/// is listed, taken and refused for the property above to mean something.
#[test]
fn each_game_lists_takes_and_refuses() {
    for (i, file) in GAMES.iter().chain(&CAMPAIGNS).enumerate() {
        let t = case(file, 11 + i as u64, 60, 3);
        eprintln!(
            "{file}: {} listed tried, {} played, {} doubtful taken ({:?}), {} refused",
            t.listed, t.played, t.doubtful_taken, t.kinds, t.refused
        );
        assert!(t.listed > 100 && t.played > 50, "{file}: too few listed");
        assert!(
            t.doubtful_taken > 5 && t.refused > 50,
            "{file}: too few doubtful"
        );
    }
}
