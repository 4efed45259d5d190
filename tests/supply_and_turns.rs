//! Supply (land lines, ZOC, sea lines between coastal cities), its effects on movement and attack,
//! the weather die, replacement points and rebuilding, and victory checks.

mod common;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::odds;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::query::supply::supply_map;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::{Command, Event, RuleError};

const SUPPLY: &str = "tests/fixtures/supply_test.ron";

fn out_of_supply(g: &Game, id: &str) -> bool {
    g.state.units[unit(g, id) as usize].out_of_supply
}

#[test]
fn supply_is_judged_at_the_start_of_movement_and_combat() {
    let mut g = game(SUPPLY, 1);
    to_phase(&mut g, "axis_panzer");
    assert!(!out_of_supply(&g, "a1"));
    assert!(out_of_supply(&g, "a2"), "cut off by the Soviet wall's ZOC");
    // Out of supply: half movement allowance, half attack.
    to_phase(&mut g, "axis_general");
    assert_eq!(
        Mover::new(&g, &g.state, unit(&g, "a2")).unwrap().allowance,
        2
    );
    assert_eq!(
        Mover::new(&g, &g.state, unit(&g, "a1")).unwrap().allowance,
        4
    );
    to_phase(&mut g, "axis_combat");
    let o = odds(&g, &g.state, &[unit(&g, "a2")], hex(&g, "0502")).unwrap_err();
    assert!(matches!(o, RuleError::NoEnemyThere { .. }));
    let o = odds(&g, &g.state, &[unit(&g, "a1")], hex(&g, "0302")).unwrap_err();
    assert!(matches!(o, RuleError::NoEnemyThere { .. }));
}

#[test]
fn out_of_supply_attack_is_halved() {
    let mut g = game(SUPPLY, 1);
    to_phase(&mut g, "axis_general");
    g.apply(Command::Move {
        unit: unit(&g, "a1"),
        path: hexes(&g, &["0302"]),
    })
    .unwrap();
    g.apply(Command::Move {
        unit: unit(&g, "a2"),
        path: hexes(&g, &["0502"]),
    })
    .unwrap();
    to_phase(&mut g, "soviet_combat");
    to_phase(&mut g, "axis_combat");
    assert!(out_of_supply(&g, "a2") && !out_of_supply(&g, "a1"));
    let o = odds(
        &g,
        &g.state,
        &[unit(&g, "a1"), unit(&g, "a2")],
        hex(&g, "0402"),
    )
    .unwrap();
    // Turn 2 is Sep/Oct, a mud turn: both halved for mud, a2 again for supply: 3 + 1.
    assert_eq!((o.raw_attack, o.attack), (12, 4), "{:?}", o.breakdown);
    assert!(
        o.breakdown
            .iter()
            .any(|a| a.to_string() == "out of supply (supply rule): attack of a2 divided by 2"),
        "{:?}",
        o.breakdown
    );
}

#[test]
fn soviet_sea_supply_between_coastal_cities() {
    let mut g = game(SUPPLY, 1);
    to_phase(&mut g, "soviet_armored");
    for id in ["sw1", "sw2", "sw3", "sw4"] {
        assert!(
            !out_of_supply(&g, id),
            "{id} traces to Port West, by sea to Port East"
        );
    }
    // Without Port East, the wall is cut off: the Axis takes it.
    let mut g = game(SUPPLY, 1);
    to_phase(&mut g, "axis_general");
    g.apply(Command::Move {
        unit: unit(&g, "aw4"),
        path: hexes(&g, &["0804", "0904"]),
    })
    .unwrap();
    let sea = supply_map(&g, &g.state, 1);
    assert!(!sea[hex(&g, "0403") as usize]);
}

#[test]
fn sudden_death_victory_ends_the_game() {
    let mut g = game(SUPPLY, 1);
    to_phase(&mut g, "axis_general");
    g.apply(Command::Move {
        unit: unit(&g, "aw4"),
        path: hexes(&g, &["0804", "0904"]),
    })
    .unwrap();
    let mut events = Vec::new();
    while !g.state.over {
        events.extend(g.apply(Command::EndPhase).unwrap());
    }
    assert_eq!(g.state.turn, 1);
    assert!(events.contains(&Event::Victory {
        side: 0,
        condition: "take Port East".into()
    }));
    assert_eq!(g.state.winners, vec![(0, "take Port East".to_string())]);
}

#[test]
fn end_of_game_victory() {
    let mut g = game(SUPPLY, 1);
    while !g.state.over {
        g.apply(Command::EndPhase).unwrap();
    }
    assert_eq!(g.state.turn, 2);
    assert_eq!(g.state.winners, vec![(1, "hold Port West".to_string())]);
}

#[test]
fn replacements_rebuild_and_are_not_accumulated() {
    let mut g = game(SUPPLY, 1);
    assert_eq!(g.state.points[0], 3);
    let dead = unit(&g, "a_dead");
    assert_eq!(
        g.state.units[dead as usize].status(),
        UnitStatus::Eliminated
    );
    // Not in a city or on the edge.
    let e = g
        .apply(Command::Rebuild {
            unit: dead,
            hex: hex(&g, "0303"),
        })
        .unwrap_err();
    assert!(matches!(e, RuleError::CannotRebuild { .. }), "{e}");
    // Armor costs double: 2 of the 3 points, back at half strength in the capital.
    let ev = g
        .apply(Command::Rebuild {
            unit: dead,
            hex: hex(&g, "Westburg"),
        })
        .unwrap();
    assert_eq!(
        ev,
        [Event::Rebuilt {
            unit: dead,
            hex: hex(&g, "Westburg"),
            points: 2
        }]
    );
    assert_eq!(g.state.units[dead as usize].losses, 1);
    // One point left: the armor cannot be brought to full strength now (2 points)...
    let e = g
        .apply(Command::Rebuild {
            unit: dead,
            hex: hex(&g, "Westburg"),
        })
        .unwrap_err();
    assert!(
        e.to_string().contains("costs 2 replacement points, 1 left"),
        "{e}"
    );
    // ...and next turn the points are 3 again, not 4.
    while g.state.turn == 1 {
        g.apply(Command::EndPhase).unwrap();
    }
    assert_eq!(g.state.points[0], 3);
    g.apply(Command::Rebuild {
        unit: dead,
        hex: hex(&g, "Westburg"),
    })
    .unwrap();
    assert_eq!(g.state.units[dead as usize].losses, 0);
}

#[test]
fn weather_is_rolled_in_every_movement_phase_of_a_marked_turn() {
    // rules_test starts in Aug 1941: turn 2 is Sep/Oct, marked for mud.
    let mut g = game("tests/fixtures/rules_test.ron", 4);
    let mut rolls = Vec::new();
    while !g.state.over {
        for e in g.apply(Command::EndPhase).unwrap() {
            if let Event::WeatherRolled { die, weather } = e {
                rolls.push((
                    g.state.turn,
                    die,
                    g.rules.weather[weather as usize].id.clone(),
                ));
            }
        }
    }
    // Four movement phases a turn roll (panzer/armored and general), only in the mud turn.
    assert_eq!(rolls.len(), 4, "{rolls:?}");
    for (turn, die, w) in rolls {
        assert_eq!(turn, 2);
        assert_eq!(w, if die <= 3 { "mud" } else { "clear" });
    }
}

#[test]
fn turn_weather_fixes_combat_effects() {
    let mut g = game("tests/fixtures/rules_test.ron", 4);
    while g.state.turn == 1 {
        g.apply(Command::EndPhase).unwrap();
    }
    to_phase(&mut g, "axis_combat");
    assert!(!g.state.units[unit(&g, "a_inf3") as usize].out_of_supply);
    // Mud turn: attack halved whatever the movement die showed; 3 against 6 may not attack.
    let e = odds(&g, &g.state, &[unit(&g, "a_inf3")], hex(&g, "0603")).unwrap_err();
    assert_eq!(
        e,
        RuleError::OddsTooLow {
            attack: 3,
            defense: 6,
            lowest: "1:1".into()
        }
    );
    assert_eq!(
        e.to_string(),
        "attack 3 against defense 6 is below 1:1: the attack may not be made"
    );
}

#[test]
fn reinforcements_entering_on_a_rail_hex_may_rail_move_that_turn() {
    let mut g = game("tests/fixtures/rules_test.ron", 2);
    to_phase(&mut g, "axis_general");
    // Clear the edge rail hex 0101.
    g.apply(Command::Move {
        unit: unit(&g, "a_arm1"),
        path: hexes(&g, &["0102", "0202"]),
    })
    .unwrap();
    while g.state.turn == 1 {
        g.apply(Command::EndPhase).unwrap();
    }
    let u = unit(&g, "a_new");
    assert_eq!(g.state.units[u as usize].status(), UnitStatus::Waiting);
    // Not an edge hex, not a city: refused with the reason; the edge rail hex is fine.
    let e = g
        .apply(Command::Place {
            unit: u,
            hex: hex(&g, "0302"),
        })
        .unwrap_err();
    assert!(e.to_string().contains("friendly map edge"), "{e}");
    g.apply(Command::Place {
        unit: u,
        hex: hex(&g, "0101"),
    })
    .unwrap();
    to_phase(&mut g, "axis_rail");
    let ev = g
        .apply(Command::Move {
            unit: u,
            path: hexes(&g, &["0201", "0301", "0401"]),
        })
        .unwrap();
    assert!(matches!(ev[0], Event::Moved { rail: true, .. }));
}
