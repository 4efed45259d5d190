//! What a designer calibrating a campaign may write besides set-ups and schedules:
//! - units fixed in their hex (`fixed_until: N`, a city's garrison): they may not move, by land
//!   or rail, through turn N, and move as any unit after it; refused at its place when it names
//!   a turn outside the scenario or a unit that does not start on the map
//!   (tests/fixtures/rules_test.ron, with one Soviet army fixed);
//! - a victory condition the computer players make for only from a turn on (`pursued_from`):
//!   before it they do not march on its hexes (the Great Patriotic War campaign's Soviet
//!   Berlin), while the rules check it as always.

mod common;
use common::*;
use std::sync::Arc;
use steppe::rules::engine::game::Game;
use steppe::rules::load::ruleset::ruleset_from_str;
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::load::source::Diagnostic;
use steppe::rules::play::aims::Aims;
use steppe::rules::state::command::Command;

const FIXTURE: &str = "tests/fixtures/rules_test.ron";
const ARMY: &str = r#"at: "0603")"#;

/// The fixture with `s_inf1` given `fixed` (e.g. ", fixed_until: 1") after its starting hex.
fn fixture(fixed: &str) -> String {
    let t = std::fs::read_to_string(repo(FIXTURE)).unwrap();
    assert!(t.contains(ARMY));
    t.replace(ARMY, &format!(r#"at: "0603"{fixed})"#))
}

fn parsed(text: &str) -> Result<Game, Vec<Diagnostic>> {
    let rtext = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let rules = ruleset_from_str("gpw.ron", &rtext).unwrap();
    let scenario = scenario_from_str("fixed.ron", text, &rules).map_err(|e| e.0)?;
    Ok(Game::new(Arc::new(rules), Arc::new(scenario), 1))
}

fn move_army(g: &mut Game) -> Result<(), String> {
    let u = unit(g, "s_inf1");
    let to = hex(g, "0703");
    g.apply(Command::Move {
        unit: u,
        path: vec![to],
    })
    .map(|_| ())
    .map_err(|e| e.to_string())
}

#[test]
fn a_fixed_unit_holds_its_hex_through_its_turn_and_moves_after() {
    let mut g = parsed(&fixture(", fixed_until: 1")).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(g.scenario.units[unit(&g, "s_inf1") as usize].fixed_until, 1);
    // Rail movement is movement too (refused before any rail line is looked at).
    to_phase(&mut g, "soviet_rail");
    assert_eq!(g.state.turn, 1);
    let why = move_army(&mut g).expect_err("fixed on turn 1");
    assert!(why.contains("holds its hex through turn 1"), "{why}");
    to_phase(&mut g, "soviet_general");
    assert_eq!(g.state.turn, 1);
    let before = g.state.clone();
    let why = move_army(&mut g).expect_err("fixed on turn 1");
    assert!(
        why.contains("holds its hex through turn 1"),
        "the refusal says why: {why}"
    );
    assert_eq!(g.state, before, "a refused move leaves the game as it was");
    // Turn 2: it moves as any unit.
    while g.state.turn < 2 {
        g.apply(Command::EndPhase).unwrap();
    }
    to_phase(&mut g, "soviet_general");
    move_army(&mut g).expect("free on turn 2");
    // The other army was never fixed.
    let mut free = parsed(&fixture("")).unwrap();
    to_phase(&mut free, "soviet_general");
    move_army(&mut free).expect("an unfixed unit moves on turn 1");
}

#[test]
fn a_wrong_fixed_until_is_refused_at_its_place() {
    let late = fixture(", fixed_until: 3");
    let ds = parsed(&late).map(|_| ()).expect_err("turn 3 of 2");
    has(
        &ds,
        pos(&late, "fixed_until: 3", "fixed_until: ".len()),
        "turn 3 is outside the scenario's turns 1 to 2",
    );
    let off_map = std::fs::read_to_string(repo(FIXTURE)).unwrap().replace(
        r#"(id: "s_new", name: "3 Army", nationality: "soviet", type: "infantry", size: Army, steps: [(6, 6, 5), (3, 3, 5)])"#,
        r#"(id: "s_new", name: "3 Army", nationality: "soviet", type: "infantry", size: Army, steps: [(6, 6, 5), (3, 3, 5)], fixed_until: 1)"#,
    );
    let ds = parsed(&off_map).map(|_| ()).expect_err("an arriving unit");
    assert!(
        ds.iter().any(|d| d
            .message
            .contains("only a unit that starts on the map can hold its hex")),
        "{ds:#?}"
    );
    assert_eq!(ds.len(), 1, "{ds:#?}");
}

/// The campaign with the Soviets' Berlin pursued from `from` (0: as shipped, from the start).
fn campaign_pursuing_berlin_from(from: u32) -> (Game, String) {
    let path = "scenarios/gpw_campaign.ron";
    let text = std::fs::read_to_string(repo(path)).unwrap();
    let cond =
        r#"(side: "soviet", name: "Soviet: Berlin", check: EndOfGame, hexes: ["Berlin"], count: 1"#;
    let start = text.find(cond).expect("the Soviet Berlin condition");
    let end = start + text[start..].find(')').unwrap();
    let text = format!(
        "{}{cond}, pursued_from: {from}{}",
        &text[..start],
        &text[end..]
    );
    let rtext = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let rules = ruleset_from_str("gpw.ron", &rtext).unwrap();
    let scenario =
        scenario_from_str("campaign.ron", &text, &rules).unwrap_or_else(|e| panic!("{:?}", e.0));
    (Game::new(Arc::new(rules), Arc::new(scenario), 1), text)
}

#[test]
fn the_computer_makes_for_a_condition_s_hexes_only_from_its_turn() {
    let soviet = 1;
    let (mut g, _) = campaign_pursuing_berlin_from(20);
    let berlin = hex(&g, "Berlin");
    let v = g
        .scenario
        .victory
        .iter()
        .find(|v| v.side == soviet)
        .unwrap();
    assert_eq!(v.pursued_from, 20);
    assert!(!v.pursued(19) && v.pursued(20));
    // Turn 1: the Soviets hold every hex of theirs and do not make for Berlin yet: their
    // goal is the enemy's units, wherever they are.
    let aims = Aims::new(&g, &g.state, soviet);
    assert!(!aims.attacking, "nothing to take before turn 20");
    assert_eq!(aims.to_goal, aims.to_enemy);
    // Turn 20: Berlin is the goal.
    g.state.turn = 20;
    let aims = Aims::new(&g, &g.state, soviet);
    assert!(aims.attacking);
    assert_eq!(aims.to_goal[berlin as usize], 0);
    // Pursued from the start (`pursued_from: 0`, as before calibration): Berlin from turn 1.
    let (g, _) = campaign_pursuing_berlin_from(0);
    let aims = Aims::new(&g, &g.state, soviet);
    assert!(aims.attacking && aims.to_goal[berlin as usize] == 0);
}

#[test]
fn a_pursued_from_past_the_last_turn_is_refused_at_its_place() {
    let (_, good) = campaign_pursuing_berlin_from(20);
    let bad = good.replace("pursued_from: 20", "pursued_from: 33");
    let rtext = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let rules = ruleset_from_str("gpw.ron", &rtext).unwrap();
    let ds = scenario_from_str("campaign.ron", &bad, &rules)
        .expect_err("turn 33 of 32")
        .0;
    has(
        &ds,
        pos(&bad, "pursued_from: 33", "pursued_from: ".len()),
        "turn 33 is outside the scenario's turns 1 to 32",
    );
}

/// Barbarossa with `plan` as its `computer` section.
fn barbarossa_with_plan(plan: &str) -> Result<Game, Vec<Diagnostic>> {
    let text = std::fs::read_to_string(repo("scenarios/gpw_barbarossa.ron")).unwrap();
    let text = text.replacen(
        "    milestones: [",
        &format!("    computer: (plan: [{plan}]),\n    milestones: ["),
        1,
    );
    let rtext = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let rules = ruleset_from_str("gpw.ron", &rtext).unwrap();
    let scenario = scenario_from_str("plan.ron", &text, &rules).map_err(|e| e.0)?;
    Ok(Game::new(Arc::new(rules), Arc::new(scenario), 1))
}

#[test]
fn a_plan_step_is_a_goal_of_its_side_during_its_turns_only() {
    let axis = 0;
    let mut g = barbarossa_with_plan(
        r#"(side: "axis", hexes: ["Minsk"], turns: (2, 3), source: "Directive 21")"#,
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    let minsk = hex(&g, "Minsk");
    assert_eq!(g.scenario.plan.len(), 1);
    let goal_at = |g: &Game| Aims::new(g, &g.state, axis).to_goal[minsk as usize];
    // Turn 1: Moscow, Leningrad, Rostov and Sevastopol are the goals, Minsk is on the way.
    assert!(goal_at(&g) > 0);
    assert!(g.scenario.aimed_hexes(axis, 1).all(|h| h != minsk));
    for turn in [2, 3] {
        g.state.turn = turn;
        assert_eq!(goal_at(&g), 0, "turn {turn}: Minsk is a goal");
        assert!(g.scenario.aimed_hexes(axis, turn).any(|h| h == minsk));
    }
    g.state.turn = 4;
    assert!(goal_at(&g) > 0, "turn 4: the step is over");
    // Not the Soviets' goal.
    assert!(g.scenario.aimed_hexes(1, 2).all(|h| h != minsk));
}

#[test]
fn a_wrong_plan_step_is_refused_at_its_place() {
    let ds =
        barbarossa_with_plan(r#"(side: "axsi", hexes: ["Minks"], turns: (3, 9), source: " ")"#)
            .map(|_| ())
            .expect_err("four errors");
    for words in [
        "unknown side \"axsi\"",
        "Minks is not a hex or place on this map",
        "turns (3, 9) are not a range of the scenario's turns 1 to 8",
        "a plan step needs its source",
    ] {
        assert!(
            ds.iter().any(|d| d.message.contains(words) && d.line > 700),
            "no {words:?} in {ds:#?}"
        );
    }
    assert_eq!(ds.len(), 4, "{ds:#?}");
}
