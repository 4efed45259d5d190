//! Reactions (issue 29, point 3): Zhukov's War's Soviet turn-1 panic (001 10.24) on the test
//! board tests/fixtures/zw_test.ron. A German panzer division drives east along the board's top
//! rows past a Soviet rifle army at 0404; its zone of control reaches the army's rear area (the
//! hexes north-east to south-east of it: 0504, 0505, 0603-0605, 0703-0706 within 3 hexes) as it
//! enters 0602, so the move halts at 0601 and the Soviet player is asked.

mod common;
use common::war::put;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::{acting_side, choices};
use steppe::rules::mechanics::reaction::rear_distance;
use steppe::rules::state::Stage;
use steppe::rules::state::command::{Command, Event, RuleError};

const BOARD: &str = "tests/fixtures/zw_test.ron";
/// The panzer's drive: along the top row, then down past the army's rear.
const DRIVE: [&str; 7] = ["0301", "0401", "0501", "0601", "0602", "0703", "0803"];

fn board() -> Game {
    let mut g = game(BOARD, 1);
    to_phase(&mut g, "axis_movement");
    put(&mut g, "g_pz", "0201");
    put(&mut g, "s_rifle", "0404");
    g
}

fn drive(g: &Game) -> Command {
    Command::Move {
        unit: unit(g, "g_pz"),
        path: hexes(g, &DRIVE),
    }
}

fn at(g: &Game, id: &str) -> String {
    g.label(g.state.unit_hex(unit(g, id)).expect("on the map"))
}

#[test]
fn the_rear_area_is_the_wedge_north_east_to_south_east() {
    let g = board();
    let map = &g.scenario.map;
    let east = steppe::rules::data::ruleset::Edge::East;
    let from = hex(&g, "0404");
    // Of the six neighbours only the north-east and south-east ones.
    let mut near: Vec<String> = map.neighbours[from as usize]
        .iter()
        .filter(|&&n| rear_distance(map, east, from, n).is_some())
        .map(|&n| g.label(n))
        .collect();
    near.sort();
    assert_eq!(near, ["0504", "0505"]);
    // Within 3 hexes: the wedge widens by a hex each column.
    let mut wedge: Vec<(String, u32)> = (0..map.len() as u32)
        .filter_map(|h| rear_distance(map, east, from, h).map(|d| (g.label(h), d)))
        .filter(|(_, d)| *d <= 3)
        .collect();
    wedge.sort();
    let want = [
        ("0504", 1),
        ("0505", 1),
        ("0603", 2),
        ("0604", 2),
        ("0605", 2),
        ("0703", 3),
        ("0704", 3),
        ("0705", 3),
        ("0706", 3),
    ];
    assert_eq!(
        wedge,
        want.map(|(h, d)| (h.to_string(), d)).to_vec(),
        "east rear area of 0404"
    );
    // The west edge's rear is the mirror image.
    let west = steppe::rules::data::ruleset::Edge::West;
    assert_eq!(rear_distance(map, west, from, hex(&g, "0304")), Some(1));
    assert_eq!(rear_distance(map, west, from, hex(&g, "0504")), None);
    // The north edge's: north-west to north-east, the hex straight north between them.
    let north = steppe::rules::data::ruleset::Edge::North;
    let cases = [
        ("0304", Some(1)),
        ("0403", Some(1)),
        ("0504", Some(1)),
        ("0303", Some(2)),
        ("0402", Some(2)),
        ("0505", None),
        ("0405", None),
    ];
    for (h, d) in cases {
        assert_eq!(rear_distance(map, north, from, hex(&g, h)), d, "{h}");
    }
}

#[test]
fn entering_the_rear_area_halts_the_move_and_asks_the_soviet_player() {
    let mut g = board();
    let events = g.apply(drive(&g)).expect("a legal move");
    let (pz, rifle) = (unit(&g, "g_pz"), unit(&g, "s_rifle"));
    assert!(
        matches!(&events[0], Event::Moved { unit, path, .. }
            if *unit == pz && *path == hexes(&g, &DRIVE[..4])),
        "{events:?}"
    );
    assert_eq!(
        events[1],
        Event::ReactionAsked {
            reaction: 0,
            unit: pz,
            hex: hex(&g, "0602"),
            units: vec![rifle],
        }
    );
    assert_eq!(at(&g, "g_pz"), "0601");
    let soviet = g.rules.sides.iter().position(|s| s.id == "soviet").unwrap() as u8;
    assert_eq!(
        acting_side(&g, &g.state),
        soviet,
        "the Soviet player answers"
    );
    let p = g.state.pending.as_ref().unwrap();
    assert_eq!(
        p.stage,
        Stage::Choice {
            by: steppe::rules::data::condition::BattleSide::Defender,
            options: vec![
                "No panic".into(),
                "Panic: Rifle army (s_rifle) (0404)".into()
            ],
        }
    );
    assert_eq!(
        choices(&g, &g.state),
        [Command::Choose { option: 0 }, Command::Choose { option: 1 }]
    );
    // Nothing else goes on until it is answered, and the game is as it was after a refusal.
    let before = g.state_hash();
    let other = Command::Move {
        unit: unit(&g, "g_inf"),
        path: vec![],
    };
    put(&mut g, "g_inf", "0101");
    let before_inf = g.state_hash();
    assert_ne!(before, before_inf);
    for c in [Command::EndPhase, other] {
        let e = g.apply(c).unwrap_err();
        assert!(
            e.to_string()
                .contains("the Soviet player to say whether a unit reacts (Panic)"),
            "{e}"
        );
        assert_eq!(g.state_hash(), before_inf);
    }
    assert_eq!(
        steppe::rules::mechanics::combat::waiting_in_words(&g, &g.state),
        "the Soviet player to say whether a unit reacts (Panic) to German panzer (g_pz) \
         entering 0602"
    );
}

#[test]
fn no_panic_and_the_move_goes_on_to_its_end() {
    let mut g = board();
    g.apply(drive(&g)).unwrap();
    let events = g.apply(Command::Choose { option: 0 }).unwrap();
    let pz = unit(&g, "g_pz");
    assert!(matches!(&events[0], Event::NoReaction { .. }), "{events:?}");
    assert!(
        matches!(&events[1], Event::Moved { unit, from, path, mp_spent, .. }
            if *unit == pz && *from == hex(&g, "0601") && *path == hexes(&g, &DRIVE[4..])
                && *mp_spent == 7),
        "{events:?}"
    );
    // The army that said no is not asked again as the panzer's zone of control goes deeper.
    assert!(g.state.pending.is_none());
    assert_eq!(at(&g, "g_pz"), "0803");
    assert_eq!(at(&g, "s_rifle"), "0404");
}

#[test]
fn a_panic_into_the_declared_hex_ends_the_move() {
    let mut g = board();
    g.apply(drive(&g)).unwrap();
    g.apply(Command::Choose { option: 1 }).unwrap();
    assert_eq!(g.state.pending.as_ref().unwrap().stage, Stage::Withdraw);
    let paths: Vec<Vec<String>> = choices(&g, &g.state)
        .into_iter()
        .map(|c| match c {
            Command::Retreat { path } => path.iter().map(|&h| g.label(h)).collect(),
            other => panic!("{other:?}"),
        })
        .collect();
    // Into the hex the panzer was about to enter (its zone of control stops the army there).
    assert!(
        paths.contains(&vec!["0504".into(), "0603".into(), "0602".into()]),
        "{paths:?}"
    );
    // The computer blocks when it can.
    let answer = steppe::rules::play::battle::answer(&g).unwrap();
    assert_eq!(
        answer,
        Command::Retreat {
            path: hexes(&g, &["0504", "0603", "0602"])
        }
    );
    let events = g.apply(answer).unwrap();
    let (pz, rifle) = (unit(&g, "g_pz"), unit(&g, "s_rifle"));
    assert!(
        matches!(&events[0], Event::Reacted { unit, .. } if *unit == rifle),
        "{events:?}"
    );
    assert_eq!(
        events[1],
        Event::MoveBlocked {
            unit: pz,
            hex: hex(&g, "0602")
        }
    );
    assert!(g.state.pending.is_none());
    assert_eq!(
        (at(&g, "g_pz"), at(&g, "s_rifle")),
        ("0601".into(), "0602".into())
    );
    let panicked = g
        .rules
        .unit_markers
        .iter()
        .position(|m| m.id == "panicked")
        .unwrap();
    assert!(g.state.units[rifle as usize].has(panicked as u8));
    // The panzer has made its move.
    let again = g.apply(Command::Move {
        unit: pz,
        path: hexes(&g, &["0701"]),
    });
    assert!(
        matches!(again, Err(RuleError::AlreadyMoved { .. })),
        "{again:?}"
    );
}

#[test]
fn a_panic_elsewhere_lets_the_move_go_on() {
    let mut g = board();
    g.apply(drive(&g)).unwrap();
    g.apply(Command::Choose { option: 1 }).unwrap();
    // Across the river into 0704: the army may stop after crossing a river.
    let events = g
        .apply(Command::Retreat {
            path: hexes(&g, &["0504", "0604", "0704"]),
        })
        .unwrap();
    assert!(matches!(&events[0], Event::Reacted { .. }), "{events:?}");
    assert!(matches!(&events[1], Event::Moved { .. }), "{events:?}");
    assert!(g.state.pending.is_none());
    assert_eq!(at(&g, "s_rifle"), "0704");
    // Next to the army now: the panzer stops in its zone of control at 0703.
    assert_eq!(at(&g, "g_pz"), "0703");
}

#[test]
fn a_withdrawal_that_breaks_the_rule_is_refused_and_changes_nothing() {
    let mut g = board();
    g.apply(drive(&g)).unwrap();
    g.apply(Command::Choose { option: 1 }).unwrap();
    let before = g.state_hash();
    let cases = [
        (
            vec!["0403"],
            "Rifle army (s_rifle) may not withdraw that way: 0403 is not in its rear area \
             (towards the East edge)",
        ),
        (
            vec!["0505"],
            "Rifle army (s_rifle) may not withdraw that way: it may not stop in 0505: it goes on \
             while it can, unless it enters a forest or city hex or crosses a river",
        ),
        (vec!["0604"], "0404 and 0604 are not adjacent"),
    ];
    for (path, why) in cases {
        let e = g
            .apply(Command::Retreat {
                path: hexes(&g, &path),
            })
            .unwrap_err();
        assert_eq!(e.to_string(), why);
        assert_eq!(g.state_hash(), before);
    }
    let e = g.apply(Command::Choose { option: 0 }).unwrap_err();
    assert!(
        e.to_string()
            .contains("to choose where Rifle army (s_rifle) withdraws"),
        "{e}"
    );
}

#[test]
fn only_on_turn_one_and_never_for_a_unit_out_of_range() {
    // Turn 2 (Aug 1942): the same drive is not halted.
    let mut g = board();
    g.state.turn = 2;
    let events = g.apply(drive(&g)).unwrap();
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(at(&g, "g_pz"), "0803");
    // On turn 1, an army farther south: the drive never comes within 3 hexes of its rear.
    let mut g = board();
    put(&mut g, "s_rifle", "0206");
    let events = g.apply(drive(&g)).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ReactionAsked { .. })),
        "{events:?}"
    );
}

#[test]
fn a_game_with_a_panic_replays_and_undoes() {
    let mut g = board();
    let start = g.state_hash();
    g.apply(drive(&g)).unwrap();
    let halted = g.state_hash();
    g.apply(Command::Choose { option: 1 }).unwrap();
    g.apply(Command::Retreat {
        path: hexes(&g, &["0504", "0604", "0704"]),
    })
    .unwrap();
    let end = g.state_hash();
    // Undo takes back each answer, then the move (no die was rolled).
    g.undo().unwrap();
    g.undo().unwrap();
    assert_eq!(g.state_hash(), halted);
    g.undo().unwrap();
    assert_eq!(g.state_hash(), start);
    // Replayed from its log, the same position.
    let mut again = board();
    for c in [
        drive(&again),
        Command::Choose { option: 1 },
        Command::Retreat {
            path: hexes(&again, &["0504", "0604", "0704"]),
        },
    ] {
        again.apply(c).unwrap();
    }
    assert_eq!(again.state_hash(), end);
}

#[test]
fn computer_players_answer_panics_in_operation_blue() {
    // Random and greedy Axis players drive into Soviet rear areas on turn 1 of Operation Blue;
    // every question is answered by the rules' own list, and the panics happen.
    use steppe::rules::play::Policy;
    let mut asked = 0;
    let mut reacted = 0;
    for (policy, seed) in [(Policy::Random, 1), (Policy::Greedy, 7)] {
        let mut g = game("scenarios/zw_blue.ron", seed);
        g.without_undo();
        let mut player = policy.player(seed);
        let mut apply = |g: &mut Game, c: Command| {
            let events = g.apply(c)?;
            for e in &events {
                match e {
                    Event::ReactionAsked { .. } => asked += 1,
                    Event::Reacted { .. } => reacted += 1,
                    _ => {}
                }
            }
            Ok(events)
        };
        while g.state.turn == 1 && !g.state.over {
            player.play_phase(&mut g, &mut apply);
        }
        assert!(g.state.pending.is_none());
    }
    assert!(asked > 0 && reacted > 0, "asked {asked}, reacted {reacted}");
}
