//! The worked movement example of 002_4f14313624d7a3d9.txt ("MOVEMENT"), on a fixture map with
//! the same hex numbers: every MP figure the text gives, and where units must stop.

mod common;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::state::command::{Command, Event, RuleError, StopReason};

/// MP spent along each prefix of a path, as the rules judge it.
fn spent_along(g: &Game, unit: &str, path: &[&str]) -> Vec<u32> {
    let m = Mover::new(g, &g.state, common::unit(g, unit)).unwrap();
    (1..=path.len())
        .map(|k| m.check_path(&hexes(g, &path[..k])).unwrap().0)
        .collect()
}

const FIXTURE: &str = "tests/fixtures/movement_example.ron";

fn moved(events: &[Event]) -> (u32, Option<StopReason>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Moved {
                mp_spent, stopped, ..
            } => Some((*mp_spent, stopped.clone())),
            _ => None,
        })
        .expect("a Moved event")
}

#[test]
fn soviet_army_from_b1103_spends_six_points() {
    let mut g = game(FIXTURE, 1);
    to_phase(&mut g, "soviet_general");
    let u = unit(&g, "army1103");
    // "two movement points to enter hex B-1003 (one to enter the city and one to cross the river)",
    // "two more to enter hexes B-1004 and B-1005", "two movement points to enter a forest hex (B-1006)"
    assert_eq!(
        spent_along(&g, "army1103", &["B-1003", "B-1004", "B-1005", "B-1006"]),
        vec![2, 3, 4, 6]
    );
    let path = hexes(&g, &["B-1003", "B-1004", "B-1005", "B-1006"]);
    let ev = g.apply(Command::Move { unit: u, path }).unwrap();
    assert_eq!(moved(&ev).0, 6);
    assert_eq!(g.state.unit_hex(u), Some(hex(&g, "B-1006")));
}

#[test]
fn army_cannot_go_past_its_six_points() {
    let mut g = game(FIXTURE, 1);
    to_phase(&mut g, "soviet_general");
    let u = unit(&g, "army1103");
    // "The unit only has six movement points so it can move no farther this turn."
    let path = hexes(&g, &["B-1003", "B-1004", "B-1005", "B-1006", "B-1007"]);
    let err = g.apply(Command::Move { unit: u, path }).unwrap_err();
    assert!(
        matches!(
            err,
            RuleError::NotEnoughMp {
                cost: 1,
                left: 0,
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn tank_army_from_b1203_uses_all_eight_points() {
    let mut g = game(FIXTURE, 1);
    to_phase(&mut g, "soviet_armored");
    let u = unit(&g, "tank1203");
    // "two movement points (one to cross the river and one to enter the hex) to move to B-1204";
    // "To enter hex B-1205, it costs the Tank Army four movement points because of the forest."
    assert_eq!(
        spent_along(&g, "tank1203", &["B-1204", "B-1205", "B-1106", "B-1107"]),
        vec![2, 6, 7, 8]
    );
    let path = hexes(&g, &["B-1204", "B-1205", "B-1106", "B-1107"]);
    let ev = g.apply(Command::Move { unit: u, path }).unwrap();
    // "continues moving into hex B-1107 using the last of its movement points (8)"
    assert_eq!(moved(&ev), (8, None));
}

#[test]
fn forest_refusal_names_cost_and_points_left() {
    let mut g = game(FIXTURE, 1);
    to_phase(&mut g, "soviet_armored");
    let u = unit(&g, "tank1203");
    // River and clear (2), then four clear hexes round about: 2 MP left at the edge of the forest.
    let path = hexes(
        &g,
        &["B-1204", "B-1104", "B-1004", "B-1005", "B-1105", "B-1205"],
    );
    let before = g.state_hash();
    let err = g.apply(Command::Move { unit: u, path }).unwrap_err();
    assert_eq!(
        err,
        RuleError::NotEnoughMp {
            hex: "B-1205".into(),
            terrain: "forest".into(),
            class: "armor/panzer/mechanized".into(),
            cost: 4,
            left: 2
        }
    );
    assert_eq!(
        err.to_string(),
        "B-1205 is forest: 4 MP for armor/panzer/mechanized, 2 left"
    );
    assert_eq!(g.state_hash(), before);
}

#[test]
fn soviet_army_from_b1304_pays_four_for_river_and_swamp() {
    let mut g = game(FIXTURE, 1);
    to_phase(&mut g, "soviet_general");
    let u = unit(&g, "army1304");
    // "must spend four movement points just to enter hex B-1305, one to cross the river, and three
    // to enter the swamp"; "could move into hex B-1205 ... would only cost two movement points"
    assert_eq!(
        spent_along(&g, "army1304", &["B-1305", "B-1205"]),
        vec![4, 6]
    );
    let path = hexes(&g, &["B-1305", "B-1205"]);
    let ev = g.apply(Command::Move { unit: u, path }).unwrap();
    assert_eq!(moved(&ev).0, 6);
}

#[test]
fn tank_army_from_b1404_must_stop_in_swamp() {
    let mut g = game(FIXTURE, 1);
    to_phase(&mut g, "soviet_armored");
    let u = unit(&g, "tank1404");
    let m = Mover::new(&g, &g.state, u).unwrap();
    let r = m.reach();
    let swamp = hex(&g, "B-1405");
    assert!(r.must_stop(swamp));
    assert_eq!(
        m.reason(&r, swamp),
        Some(StopReason::Terrain("Swamp".into()))
    );
    // Nothing beyond the swamp through it: B-1406 is reached only around it.
    let err = g
        .apply(Command::Move {
            unit: u,
            path: hexes(&g, &["B-1405", "B-1406"]),
        })
        .unwrap_err();
    assert!(matches!(err, RuleError::MustStop { .. }), "{err}");
    // "moves into hex B-1405 and must end its move there because armored units must stop"
    let ev = g
        .apply(Command::Move {
            unit: u,
            path: vec![swamp],
        })
        .unwrap();
    assert_eq!(moved(&ev).1, Some(StopReason::Terrain("Swamp".into())));
}
