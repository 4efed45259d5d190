//! Whole games of each shipped scenario played by a seeded random legal player, with the
//! invariants checked after every command, and each game's log replayed to the same state hash.

mod common;
use common::*;
use std::collections::HashMap;
use steppe::rules::data::ruleset::Cost;
use steppe::rules::engine::game::Game;
use steppe::rules::play::random::RandomPlayer;
use steppe::rules::query::zoc::SideTables;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::{Command, Event, RuleError};

const GPW: &str = "scenarios/gpw_barbarossa.ron";
const ZW: &str = "scenarios/zw_blue.ron";
const WAR: &str = "scenarios/war_1941.ron";
const TYPHOON: &str = "scenarios/typhoon_1941.ron";
const WAR_CAMPAIGN: &str = "scenarios/war_campaign.ron";
const GPW_CAMPAIGN: &str = "scenarios/gpw_campaign.ron";
const ZW_CAMPAIGN: &str = "scenarios/zw_campaign.ron";

fn check_invariants(g: &Game, after: &Command) {
    let rules = &g.rules;
    let map = &g.scenario.map;
    let mut stack: HashMap<u32, (u8, u32)> = HashMap::new();
    for (i, u) in g.state.units.iter().enumerate() {
        let def = &g.scenario.units[i];
        assert!(
            (u.losses as usize) < def.steps.len(),
            "{} has {} losses of {} steps",
            def.id,
            u.losses,
            def.steps.len()
        );
        if let UnitStatus::OnMap(h) = u.status() {
            assert!((h as usize) < map.len());
            let ut = &rules.unit_types[def.unit_type as usize];
            let ter = &rules.terrain[map.terrain[h as usize] as usize];
            // Terrain a class may not enter is still entered along a road it uses.
            let road = map.road_dirs[h as usize] != 0
                && rules
                    .duties
                    .road
                    .hexes_per_mp
                    .get(ut.class as usize)
                    .copied()
                    .unwrap_or(0)
                    > 0;
            // ... or while a cost change lets the class in (swamp frozen from turn 7).
            let t = map.terrain[h as usize] as usize;
            let changed = rules.cost_changes.iter().any(|ch| {
                steppe::rules::query::condition::holds_now(g, &g.state, &ch.when)
                    && ch.terrain.iter().any(|&(tt, k, c)| {
                        tt == t && k == ut.class as usize && c != Cost::Prohibited
                    })
            });
            assert!(
                road || changed || ter.cost[ut.class as usize] != Cost::Prohibited,
                "{} on {} in {}",
                def.id,
                ter.id,
                map.label(h)
            );
            let e = stack.entry(h).or_insert((def.side, 0));
            assert_eq!(e.0, def.side, "two sides in {}", map.label(h));
            e.1 += ut.stack_points;
            assert!(
                e.1 <= rules.stacking[def.side as usize],
                "overstacked {} after {after:?}",
                map.label(h)
            );
        } else {
            assert!(!matches!(u.status(), UnitStatus::OnMap(_)));
        }
    }
    // The thread's shared tables, brought up to date move by move, are the ones built anew.
    for side in 0..rules.sides.len() as u8 {
        let shared = SideTables::shared(g, &g.state, side);
        assert!(
            *shared == SideTables::new(g, &g.state, side),
            "side {side}'s shared tables differ from new ones after {after:?}"
        );
        // The units that may act, listed at once, are the ones each unit is asked of.
        let acting = steppe::rules::mechanics::activation::acting(g, &g.state);
        let one_by_one: Vec<u16> = (0..g.scenario.units.len() as u16)
            .filter(|&u| g.scenario.units[u as usize].side == side)
            .filter(|&u| steppe::rules::mechanics::activation::may_act(g, &g.state, u))
            .collect();
        assert_eq!(
            acting.units(g, &g.state, side),
            one_by_one,
            "side {side}'s units that may act ({acting:?}) after {after:?}"
        );
    }
}

/// Plays one game; returns it and the number of battles fought.
fn play(scenario: &str, seed: u64) -> (Game, usize) {
    play_with(scenario, seed, Box::new(RandomPlayer::new(seed ^ 0x5eed)))
}

/// A whole game played by `player` for both sides, the invariants checked after every command.
fn play_with(
    scenario: &str,
    seed: u64,
    mut player: Box<dyn steppe::rules::play::Player>,
) -> (Game, usize) {
    let mut g = game(scenario, seed);
    let mut battles = 0;
    // Each unit attacks, and is attacked, at most once a phase.
    let mut attacked: HashMap<(u32, usize, u16), u32> = HashMap::new();
    // Activations: each formation at most once a turn; when the loop ends, every formation
    // waiting as it began (and still on the map) has acted.
    let mut activated: Vec<(u32, u16)> = Vec::new();
    let mut expected: Vec<u16> = Vec::new();
    let mut check = |g: &mut Game, c: Command| -> Result<Vec<Event>, RuleError> {
        let key = (g.state.turn, g.state.phase);
        // What the rules forbid must never have been done: a combat phase ends owing no attack,
        // a unit a marker holds does not move.
        let owed = match c {
            Command::EndPhase => steppe::rules::mechanics::orders::owed_attacks(g, &g.state),
            _ => Vec::new(),
        };
        let held = match &c {
            Command::Move { unit, .. } => {
                g.state.units[*unit as usize].marks & g.rules.duties.no_move_marks != 0
            }
            _ => false,
        };
        let ev = g.apply(c.clone())?;
        let combat_ended = matches!(c, Command::EndPhase)
            && g.rules.phases[key.1].kind == steppe::rules::data::ruleset::PhaseKind::Combat;
        assert!(
            !combat_ended || owed.is_empty(),
            "ended combat owing {owed:?}"
        );
        assert!(!held, "a held unit moved: {c:?}");
        if let Command::Attack { attackers, .. } = &c {
            battles += 1;
            for &a in attackers {
                *attacked.entry((key.0, key.1, a)).or_default() += 1;
                assert_eq!(
                    attacked[&(key.0, key.1, a)],
                    1,
                    "unit {a} attacked twice in a phase"
                );
            }
        }
        if let Command::Activate { unit } = c {
            assert!(
                !activated.contains(&(key.0, unit)),
                "{unit} activated twice in turn {}",
                key.0
            );
            activated.push((key.0, unit));
        }
        let looping = |p: usize| {
            g.rules
                .activations
                .as_ref()
                .is_some_and(|a| a.run_of(p).is_some())
        };
        if matches!(c, Command::EndPhase) && looping(key.1) && !looping(g.state.phase) {
            for &u in &expected {
                assert!(
                    !matches!(g.state.units[u as usize].status(), UnitStatus::OnMap(_))
                        || activated.contains(&(key.0, u)),
                    "the activations of turn {} ended without {}",
                    key.0,
                    g.scenario.units[u as usize].id
                );
            }
        }
        for e in &ev {
            if let Event::Initiative { .. } = e {
                expected = (0..g.rules.sides.len() as u8)
                    .flat_map(|s| steppe::rules::mechanics::activation::waiting(g, &g.state, s))
                    .collect();
            }
            // A breakthrough lets its attackers attack again.
            if let Event::MayAttackAgain { units } = e {
                for u in units {
                    if let Some(n) = attacked.get_mut(&(key.0, key.1, *u)) {
                        *n = n.saturating_sub(1);
                    }
                }
            }
        }
        check_invariants(g, &c);
        Ok(ev)
    };
    while !g.state.over {
        player.play_phase(&mut g, &mut check);
    }
    (g, battles)
}

#[test]
fn random_games_keep_the_invariants_and_replay_exactly() {
    random_games(GPW);
}

#[test]
fn random_zhukovs_war_games_keep_the_invariants_and_replay_exactly() {
    random_games(ZW);
}

#[test]
fn random_war_against_russia_games_keep_the_invariants_and_replay_exactly() {
    random_games(WAR);
}

#[test]
fn random_typhoon_games_keep_the_invariants_and_replay_exactly() {
    random_games(TYPHOON);
}

#[test]
fn random_war_campaign_games_keep_the_invariants_and_replay_exactly() {
    random_games(WAR_CAMPAIGN);
}

#[test]
fn greedy_war_campaign_games_keep_the_invariants_and_replay_exactly() {
    greedy_games(WAR_CAMPAIGN);
}

#[test]
fn random_gpw_campaign_games_keep_the_invariants_and_replay_exactly() {
    random_games(GPW_CAMPAIGN);
}

#[test]
fn greedy_gpw_campaign_games_keep_the_invariants_and_replay_exactly() {
    greedy_games(GPW_CAMPAIGN);
}

#[test]
fn random_zw_campaign_games_keep_the_invariants_and_replay_exactly() {
    random_games(ZW_CAMPAIGN);
}

#[test]
fn greedy_zw_campaign_games_keep_the_invariants_and_replay_exactly() {
    greedy_games(ZW_CAMPAIGN);
}

/// Games between greedy players for both sides (20 in release, 2 in a debug build), to the end,
/// with the invariants after every command and each log replayed to the same state.
fn greedy_games(scenario: &str) {
    let seeds = if cfg!(debug_assertions) { 2 } else { 20 };
    let l = load(scenario);
    let mut wins = [0; 3];
    for seed in 0..seeds {
        let player = Box::new(steppe::rules::play::greedy::GreedyPlayer::new(
            seed ^ 0x5eed,
        ));
        let (g, _) = play_with(scenario, seed, player);
        assert!(g.state.over);
        let again = Game::replay(l.ruleset.clone(), l.scenario.clone(), seed, &g.log).unwrap();
        assert_eq!(again.state_hash(), g.state_hash(), "seed {seed}");
        match g.state.winners.first() {
            Some((s, _)) => wins[*s as usize] += 1,
            None => wins[2] += 1,
        }
    }
    eprintln!("{scenario}: {seeds} greedy games, wins Axis/Soviet/none {wins:?}");
}

fn random_games(scenario: &str) {
    // 200 seeds in release (the README's test command); fewer in a debug build.
    let seeds = if cfg!(debug_assertions) { 6 } else { 200 };
    let l = load(scenario);
    let mut total_battles = 0;
    let mut wins = [0; 3];
    for seed in 0..seeds {
        let (g, battles) = play(scenario, seed);
        total_battles += battles;
        assert!(g.state.over);
        let again = Game::replay(l.ruleset.clone(), l.scenario.clone(), seed, &g.log).unwrap();
        assert_eq!(
            again.state_hash(),
            g.state_hash(),
            "seed {seed} replays differently"
        );
        match g.state.winners.first() {
            Some((s, _)) => wins[*s as usize] += 1,
            None => wins[2] += 1,
        }
    }
    assert!(
        total_battles > seeds as usize * 10,
        "random games fight: {total_battles}"
    );
    eprintln!("{scenario}: {seeds} games, {total_battles} battles, wins Axis/Soviet/none {wins:?}");
}
