//! Every `RuleError` variant: a refused command says why and leaves the game exactly as it was
//! (same state hash, same log). Also the movement rules each error guards.

mod common;
use common::*;
use std::sync::Arc;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::{Command, Event, RuleError, StopReason};

const FIXTURE: &str = "tests/fixtures/rules_test.ron";

/// Applies a command that must be refused; checks nothing changed and returns the error.
fn refused(g: &mut Game, cmd: impl FnOnce(&Game) -> Command) -> RuleError {
    let cmd = cmd(g);
    let (hash, log, state) = (g.state_hash(), g.log.len(), g.state.clone());
    let err = g.apply(cmd).expect_err("command should be refused");
    assert_eq!(
        g.state_hash(),
        hash,
        "state changed by refused command: {err}"
    );
    assert_eq!(g.state, state, "state changed by refused command: {err}");
    assert_eq!(g.log.len(), log);
    assert!(!err.to_string().is_empty());
    err
}

fn mv(g: &Game, u: &str, path: &[&str]) -> Command {
    Command::Move {
        unit: unit(g, u),
        path: hexes(g, path),
    }
}

fn general() -> Game {
    let mut g = game(FIXTURE, 7);
    to_phase(&mut g, "axis_general");
    g.state.weather = None; // Aug: no weather roll; keep it explicit.
    g
}

#[test]
fn unknown_unit_and_hex() {
    let mut g = general();
    assert_eq!(
        refused(&mut g, |_| Command::Move {
            unit: 999,
            path: vec![0]
        }),
        RuleError::NoSuchUnit(999)
    );
    let u = unit(&g, "a_inf1");
    assert_eq!(
        refused(&mut g, |_| Command::Move {
            unit: u,
            path: vec![100_000]
        }),
        RuleError::NoSuchHex(100_000)
    );
    assert_eq!(
        refused(&mut g, |_| Command::Move {
            unit: u,
            path: vec![]
        }),
        RuleError::EmptyPath
    );
}

#[test]
fn not_your_unit_and_not_on_map() {
    let mut g = general();
    let e = refused(&mut g, |g| mv(g, "s_inf1", &["0703"]));
    assert!(matches!(e, RuleError::NotYourUnit { .. }), "{e}");
    let e = refused(&mut g, |g| mv(g, "a_new", &["0101"]));
    assert!(matches!(e, RuleError::NotOnMap { .. }), "{e}");
}

#[test]
fn phase_allows_only_its_units() {
    let mut g = game(FIXTURE, 7);
    to_phase(&mut g, "axis_panzer");
    let e = refused(&mut g, |g| mv(g, "a_inf1", &["0102"]));
    assert!(matches!(e, RuleError::CannotMoveThisPhase { .. }), "{e}");
    assert!(e.to_string().contains("armor/cavalry"), "{e}");
    g.apply(mv(&g, "a_arm2", &["0106"])).unwrap();
    to_phase(&mut g, "axis_combat");
    let e = refused(&mut g, |g| mv(g, "a_arm1", &["0102"]));
    assert!(matches!(e, RuleError::CannotMoveThisPhase { .. }), "{e}");
}

#[test]
fn a_unit_moves_once_a_phase() {
    let mut g = general();
    g.apply(mv(&g, "a_inf1", &["0102"])).unwrap();
    let e = refused(&mut g, |g| mv(g, "a_inf1", &["0101"]));
    assert!(matches!(e, RuleError::AlreadyMoved { .. }), "{e}");
}

#[test]
fn paths_must_be_adjacent_and_avoid_enemies() {
    let mut g = general();
    let e = refused(&mut g, |g| mv(g, "a_inf2", &["0305"]));
    assert!(matches!(e, RuleError::NotAdjacent { .. }), "{e}");
    let e = refused(&mut g, |g| mv(g, "a_inf3", &["0603"]));
    assert!(matches!(e, RuleError::EnemyOccupied { .. }), "{e}");
}

#[test]
fn lakes_and_lake_sides_are_closed_to_ground_movement() {
    let mut g = general();
    let e = refused(&mut g, |g| mv(g, "a_arm2", &["0205"]));
    assert!(matches!(e, RuleError::ProhibitedTerrain { .. }), "{e}");
    let e = refused(&mut g, |g| mv(g, "a_inf2", &["0304"]));
    assert!(matches!(e, RuleError::ProhibitedHexside { .. }), "{e}");
    assert!(e.to_string().contains("only rail"), "{e}");
}

#[test]
fn straits_one_unit_per_side_per_turn_and_no_armor() {
    let mut g = general();
    // 0207/0208 is the straits: armor may not cross.
    let e = refused(&mut g, |g| mv(g, "a_arm2", &["0207", "0208"]));
    assert!(matches!(e, RuleError::ProhibitedHexside { .. }), "{e}");
    // +1 MP to cross, on top of the clear hex.
    let ev = g.apply(mv(&g, "a_inf4", &["0207", "0208"])).unwrap();
    assert!(matches!(ev[0], Event::Moved { mp_spent: 3, .. }), "{ev:?}");
    // A second Axis unit this turn may not.
    let e = refused(&mut g, |g| mv(g, "a_inf5", &["0207", "0208"]));
    assert!(e.to_string().contains("only 1 unit per side"), "{e}");
}

#[test]
fn zoc_stops_a_unit_which_may_leave_it_and_stop_in_the_next() {
    let mut g = general();
    // 0503 is next to the Soviet army in 0603: entering it ends the move.
    let m = Mover::new(&g, &g.state, unit(&g, "a_inf2")).unwrap();
    let r = m.reach();
    assert_eq!(m.reason(&r, hex(&g, "0503")), Some(StopReason::EnemyZoc));
    let e = refused(&mut g, |g| mv(g, "a_inf2", &["0403", "0503", "0502"]));
    assert!(matches!(e, RuleError::MustStop { .. }), "{e}");
    // a_inf3 starts in the ZOC (0504): it may leave and go on...
    g.apply(mv(&g, "a_inf3", &["0404", "0304"]))
        .unwrap_or_else(|e| panic!("{e}"));
    // ...and a unit may step from one ZOC hex straight into another, where it stops.
    let mut g = general();
    let ev = g.apply(mv(&g, "a_inf3", &["0503"])).unwrap();
    assert!(
        matches!(
            &ev[0],
            Event::Moved {
                stopped: Some(StopReason::EnemyZoc),
                ..
            }
        ),
        "{ev:?}"
    );
}

#[test]
fn may_pass_through_friends_but_not_end_on_them() {
    let mut g = general();
    let e = refused(&mut g, |g| mv(g, "a_inf2", &["0203", "0103"]));
    assert!(
        matches!(
            e,
            RuleError::Overstacked {
                have: 2,
                limit: 1,
                ..
            }
        ),
        "{e}"
    );
    g.apply(mv(&g, "a_inf2", &["0302", "0202", "0102"]))
        .unwrap();
    let mut g = general();
    // Through a_inf1 in 0103 (river from 0203 costs 2) and on to 0104: 1 + 2 + 1 = 4.
    let ev = g
        .apply(mv(&g, "a_inf2", &["0203", "0103", "0104"]))
        .unwrap();
    assert!(matches!(ev[0], Event::Moved { mp_spent: 4, .. }), "{ev:?}");
}

#[test]
fn always_one_hex() {
    let mut g = general();
    // Mud halves 4 MP to 2; the mountain costs 4, but a unit may always move one hex.
    g.state.weather = g.rules.weather_by_id("mud");
    let ev = g.apply(mv(&g, "a_inf5", &["0406"])).unwrap();
    assert!(
        matches!(
            &ev[0],
            Event::Moved {
                mp_spent: 4,
                allowance: 2,
                stopped: Some(StopReason::OneHexRule),
                ..
            }
        ),
        "{ev:?}"
    );
}

#[test]
fn snow_adds_one_per_hex_and_mud_halves_allowance() {
    let mut g = general();
    g.state.weather = g.rules.weather_by_id("snow");
    let m = Mover::new(&g, &g.state, unit(&g, "a_inf1")).unwrap();
    let (spent, _) = m.check_path(&hexes(&g, &["0102", "0202"])).unwrap();
    assert_eq!(spent, 4);
    g.state.weather = g.rules.weather_by_id("mud");
    let m = Mover::new(&g, &g.state, unit(&g, "a_arm2")).unwrap();
    assert_eq!(m.allowance, 4);
    let e = m
        .check_path(&hexes(&g, &["0106", "0105", "0104", "0204", "0203"]))
        .unwrap_err();
    assert!(matches!(e, RuleError::NotEnoughMp { left: 0, .. }), "{e}");
}

#[test]
fn rail_movement_over_friendly_rail_only() {
    let mut g = game(FIXTURE, 7);
    to_phase(&mut g, "axis_rail");
    let e = refused(&mut g, |g| mv(g, "a_inf2", &["0302"]));
    assert!(matches!(e, RuleError::NotOnFriendlyRail { .. }), "{e}");
    let e = refused(&mut g, |g| mv(g, "a_arm1", &["0102"]));
    assert!(matches!(e, RuleError::NoRailLink { .. }), "{e}");
    // 0501 is Soviet-controlled rail.
    let e = refused(&mut g, |g| {
        mv(g, "a_arm1", &["0201", "0301", "0401", "0501"])
    });
    assert!(matches!(e, RuleError::RailNotFriendly { .. }), "{e}");
    let ev = g
        .apply(mv(&g, "a_arm1", &["0201", "0301", "0401"]))
        .unwrap();
    assert!(matches!(ev[0], Event::Moved { rail: true, .. }));
}

#[test]
fn rail_follows_off_map_links() {
    let mut g = game(FIXTURE, 7);
    to_phase(&mut g, "axis_rail");
    let ev = g.apply(mv(&g, "a_arm1", &["0108", "0208"])).unwrap();
    assert!(
        matches!(&ev[0], Event::Moved { rail: true, path, .. } if path.len() == 2),
        "{ev:?}"
    );
    assert_eq!(g.state.unit_hex(unit(&g, "a_arm1")), Some(hex(&g, "0208")));
}

#[test]
fn rail_distance_limit_from_the_ruleset() {
    let l = load(FIXTURE);
    let mut rules = (*l.ruleset).clone();
    rules.rail.max_hexes = Some(2);
    let mut g = Game::new(Arc::new(rules), l.scenario, 1);
    to_phase(&mut g, "axis_rail");
    let e = refused(&mut g, |g| mv(g, "a_arm1", &["0201", "0301", "0401"]));
    assert_eq!(e, RuleError::RailTooFar { max: 2 });
}

#[test]
fn moving_through_rail_makes_it_friendly() {
    let mut g = game(FIXTURE, 7);
    to_phase(&mut g, "axis_general");
    let h = hex(&g, "0501");
    assert_eq!(g.state.control[h as usize], 1);
    g.apply(mv(&g, "a_arm1", &["0201", "0301", "0401", "0501", "0502"]))
        .unwrap();
    assert_eq!(g.state.control[h as usize], 0);
}

#[test]
fn placing_reinforcements() {
    let mut g = game(FIXTURE, 7);
    let s = unit(&g, "s_new");
    let e = refused(&mut g, |g| Command::Place {
        unit: s,
        hex: hex(g, "1005"),
    });
    assert!(matches!(e, RuleError::NotPlacementPhase { .. }), "{e}");
    to_phase(&mut g, "soviet_reinforcement");
    // Soviet reinforcements of turn 1 arrive reduced in this fixture.
    assert_eq!(g.state.units[s as usize].status(), UnitStatus::Waiting);
    assert_eq!(g.state.units[s as usize].losses, 1);
    let e = refused(&mut g, |g| Command::Place {
        unit: s,
        hex: hex(g, "0805"),
    });
    assert!(matches!(e, RuleError::BadPlacement { .. }), "{e}");
    let e = refused(&mut g, |g| Command::Place {
        unit: unit(g, "s_inf1"),
        hex: hex(g, "1005"),
    });
    assert!(matches!(e, RuleError::NotWaiting { .. }), "{e}");
    g.apply(Command::Place {
        unit: s,
        hex: hex(&g, "0902"),
    })
    .unwrap(); // friendly major city
    assert_eq!(g.state.unit_hex(s), Some(hex(&g, "0902")));
}

#[test]
fn undo_goes_back_one_command_never_past_a_die_roll() {
    let mut g = game(FIXTURE, 7);
    assert_eq!(refused_undo(&mut g), RuleError::NothingToUndo);
    to_phase(&mut g, "axis_general");
    let before = g.state_hash();
    g.apply(mv(&g, "a_inf1", &["0102"])).unwrap();
    g.undo().unwrap();
    assert_eq!(g.state_hash(), before);
    // Turn 2 is Sep/Oct: entering the panzer phase rolls for mud.
    to_phase(&mut g, "axis_rail");
    while g.state.turn == 1 || g.state.phase != 1 {
        g.apply(Command::EndPhase).unwrap();
    }
    g.apply(Command::EndPhase).unwrap(); // enters axis_panzer: a die roll
    assert!(!g.can_undo());
    let e = refused_undo(&mut g);
    assert!(matches!(e, RuleError::UndoPastDie { .. }));
    // In words, not the command's inner form.
    assert_eq!(e.to_string(), "cannot undo past a die roll (end of phase)");
}

fn refused_undo(g: &mut Game) -> RuleError {
    let hash = g.state_hash();
    let e = g.undo().unwrap_err();
    assert_eq!(g.state_hash(), hash);
    e
}

#[test]
fn game_over_refuses_everything() {
    let mut g = game(FIXTURE, 7);
    while !g.state.over {
        g.apply(Command::EndPhase).unwrap();
    }
    assert_eq!(refused(&mut g, |_| Command::EndPhase), RuleError::GameOver);
}
