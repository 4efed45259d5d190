//! Combat results as programs (`does`): a choice offered after the roll, an if on the battle,
//! eliminating, attacking again, the generic `Choose` command and its save form. The rules are
//! Zhukov's War's with two results rewritten, on the ZW test board.

mod common;
use common::*;
use std::sync::Arc;
use steppe::rules::engine::game::Game;
use steppe::rules::engine::save::{save_text, to_saved};
use steppe::rules::load::ruleset::ruleset_from_str;
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::mechanics::combat::{choices, distinct_choices};
use steppe::rules::state::Stage;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::{Command, Event};

const AUTOMATIC_WIN: &str = r#"(id: "0/6", name: "Defender loses 6 steps", defender_steps: 6),"#;
const AUTOMATIC_LOSS: &str = r#"(id: "2/0", name: "Attacker loses 2 steps", attacker_steps: 2),"#;

/// ZW's rules with the automatic results as programs: above 7:1 the attacker chooses to destroy
/// the stack and attack again, or to take one step; below 1:3 an attack on Soviets costs three
/// steps, on anyone else two.
fn rules_text() -> String {
    let text = std::fs::read_to_string(repo("scenarios/rulesets/zhukovs_war.ron")).unwrap();
    assert!(text.contains(AUTOMATIC_WIN) && text.contains(AUTOMATIC_LOSS));
    text.replace(
        AUTOMATIC_WIN,
        r#"(id: "0/6", name: "Defender loses 6 steps", does: [
            Choose(Attacker, [("destroy", [Eliminate(Defender), AttackAgain]),
                              ("spare", [Lose(Defender, 1), Mark(Defender, "shaken"), MarkSide(Defender, "rattled")])]),
            Advance]),"#,
    )
    .replace(
        AUTOMATIC_LOSS,
        r#"(id: "2/0", name: "Attacker loses 2 steps", does: [
            If(Defenders(Any, Side("soviet")), [Lose(Attacker, 3)], [Lose(Attacker, 2)])]),"#,
    )
}

/// With a "shaken" unit marker that lasts the turn, and a 1R against a shaken defender.
fn rules_with_marker() -> String {
    let text = rules_text();
    let text = text.replacen(
        "    unit_markers: [",
        "    side_markers: [(id: \"rattled\", name: \"rattled\", reset: Turn)],\n    unit_markers: [",
        1,
    );
    let defended = r#"        (id: "defended", name: "was attacked", reset: Phase),"#;
    assert!(text.contains(defended));
    let text = text.replacen(
        defended,
        &format!(
            "{defended}\n        (id: \"shaken\", name: \"shaken\", reset: Turn, badge: Some(\"S\")),"
        ),
        1,
    );
    let stacking = r#"stacking: (limit: {"axis": 10, "soviet": 2}),"#;
    assert!(text.contains(stacking));
    let text = text.replacen(
        stacking,
        r#"stacking: (limit: {"axis": 10, "soviet": 2}, rules: [
        (name: "German infantry divisions", units: All([Nationality(["german"]), Type(["infantry"])]), limit: 3),
    ]),"#,
        1,
    );
    let text = text.replacen(
        "        modifiers: [",
        r#"        refuse: [
            (name: "tanks may not attack a city", source: "test",
             when: All([DefenderFeature(["city"]), Attackers(Each, Tag(["tank"]))])),
        ],
        modifiers: ["#,
        1,
    );
    text.replacen(
        "        modifiers: [",
        r#"        modifiers: [
            (name: "shaken", source: "test", when: Defenders(Any, Marked("shaken")), effect: Shift(1)),
            (name: "rattled", source: "test", when: SideMarked("soviet", "rattled"), effect: Shift(1)),"#,
        1,
    )
}

fn game_with(attack: u32) -> Game {
    game_from(&rules_with_marker(), attack, 1)
}

fn game_from(rules_text: &str, attack: u32, seed: u64) -> Game {
    let rules = Arc::new(ruleset_from_str("zw.ron", rules_text).unwrap_or_else(|e| panic!("{e}")));
    let board = std::fs::read_to_string(repo("tests/fixtures/zw_test.ron")).unwrap();
    let mut sc = scenario_from_str("zw_test.ron", &board, &rules).unwrap_or_else(|e| panic!("{e}"));
    let u = sc.unit_by_id("g_inf").unwrap() as usize;
    sc.units[u].steps[0].attack = attack;
    let mut g = Game::new(rules, Arc::new(sc), seed);
    to_phase(&mut g, "axis_combat");
    for (id, at) in [("g_inf", "0201"), ("s_rifle", "0202"), ("s_rifle2", "0202")] {
        let (u, h) = (unit(&g, id), hex(&g, at));
        g.state.set_status(u, UnitStatus::OnMap(h));
    }
    g
}

fn attack(g: &mut Game) -> Vec<Event> {
    let c = Command::Attack {
        attackers: vec![unit(g, "g_inf")],
        defender: hex(g, "0202"),
    };
    g.apply(c).unwrap()
}

#[test]
fn a_result_offers_a_choice_after_the_roll() {
    // 96 against 12: automatic 0/6 whatever the die.
    let mut g = game_with(96);
    attack(&mut g);
    let p = g.state.pending.clone().expect("the attacker chooses");
    assert!(matches!(&p.stage, Stage::Choice { options, .. } if options == &["destroy", "spare"]));
    assert_eq!(
        choices(&g, &g.state),
        [Command::Choose { option: 0 }, Command::Choose { option: 1 }]
    );
    let texts: Vec<String> = distinct_choices(&g, &g.state)
        .into_iter()
        .map(|c| c.text)
        .collect();
    assert_eq!(
        texts,
        [
            "destroy: 6 steps lost, s_rifle, s_rifle2 eliminated",
            "spare; then the defender spreads 1 step loss"
        ]
    );
    assert!(
        g.apply(Command::Choose { option: 2 }).is_err(),
        "no third option"
    );
    let ev = g.apply(Command::Choose { option: 0 }).unwrap();
    assert!(
        ev.iter().any(|e| matches!(e, Event::MayAttackAgain { .. })),
        "{ev:?}"
    );
    let a = unit(&g, "g_inf") as usize;
    assert!(
        !g.state.units[a].has(g.rules.roles.attacked),
        "it may attack again"
    );
    // The hex is empty: the advance is offered, then the battle is over.
    assert_eq!(
        g.state.pending.as_ref().map(|p| p.stage.clone()),
        Some(Stage::Advance)
    );
    g.apply(Command::Advance { unit: None }).unwrap();
    assert_eq!(g.state.pending, None);
    // The choice is saved counted from 1, as the player saw it.
    let saved = to_saved(&g, &Command::Choose { option: 0 });
    assert!(format!("{saved:?}").contains("option: 1"), "{saved:?}");
    let text: String = save_text(&g, "x.ron", 0, &[]).split_whitespace().collect();
    assert!(text.contains("Choose(option:1"), "{text}");
}

#[test]
fn the_other_option_and_an_if_on_the_defenders() {
    let mut g = game_with(96);
    attack(&mut g);
    g.apply(Command::Choose { option: 1 }).unwrap();
    // One step from a stack of two: the defender picks which.
    let r = unit(&g, "s_rifle");
    g.apply(Command::TakeLoss { unit: r }).unwrap();
    assert_eq!(g.state.pending, None);
    assert_eq!(g.state.units[r as usize].losses, 1);
    // 1 against 12: automatic 2/0, and the defenders are Soviet: three steps, the whole unit.
    let mut g = game_with(1);
    let ev = attack(&mut g);
    assert!(
        ev.iter().any(|e| matches!(e, Event::Eliminated { .. })),
        "{ev:?}"
    );
    assert_eq!(
        g.state.units[unit(&g, "g_inf") as usize].status(),
        UnitStatus::Eliminated
    );
}

#[test]
fn a_result_with_both_fields_and_a_program_is_refused_at_its_place() {
    let text = rules_with_marker().replace(
        r#"(id: "0/6", name: "Defender loses 6 steps", does: ["#,
        r#"(id: "0/6", name: "Defender loses 6 steps", defender_steps: 6, does: ["#,
    );
    let e = ruleset_from_str("zw.ron", &text).unwrap_err().to_string();
    assert!(e.contains("a result with `does` says everything"), "{e}");
    assert!(e.starts_with("zw.ron:"), "{e}");
}

#[test]
fn a_result_marks_units_and_the_mark_lasts_the_turn() {
    let mut g = game_with(96);
    attack(&mut g);
    g.apply(Command::Choose { option: 1 }).unwrap();
    let r = unit(&g, "s_rifle");
    g.apply(Command::TakeLoss { unit: r }).unwrap();
    let shaken = g
        .rules
        .unit_markers
        .iter()
        .position(|m| m.id == "shaken")
        .unwrap() as u8;
    let r2 = unit(&g, "s_rifle2");
    assert!(g.state.units[r as usize].has(shaken) && g.state.units[r2 as usize].has(shaken));
    // Another attack on the shaken stack gets the 1R.
    let pz = unit(&g, "g_pz");
    let at = hex(&g, "0203");
    g.state.set_status(pz, UnitStatus::OnMap(at));
    let defended = g.rules.roles.defended;
    g.state.units[r as usize].set(defended, false);
    g.state.units[r2 as usize].set(defended, false);
    let o =
        steppe::rules::mechanics::combat::calc::odds(&g, &g.state, &[pz], hex(&g, "0202")).unwrap();
    assert!(
        o.breakdown
            .iter()
            .any(|a| a.to_string() == "shaken (test): 1R"),
        "{:?}",
        o.breakdown
    );
    // The whole Soviet side is rattled too (a side marker), for the turn.
    assert_eq!(g.state.side_marks[1], 1);
    assert!(
        o.breakdown
            .iter()
            .any(|a| a.to_string() == "rattled (test): 1R"),
        "{:?}",
        o.breakdown
    );
    // Phases pass: the mark stays for the turn, then comes off.
    to_phase(&mut g, "soviet_combat");
    assert!(g.state.units[r as usize].has(shaken));
    to_phase(&mut g, "axis_reinforcement");
    assert_eq!(g.state.turn, 2);
    assert!(!g.state.units[r as usize].has(shaken));
    assert_eq!(g.state.side_marks[1], 0);
}

#[test]
fn a_marker_that_is_not_declared_is_refused() {
    let text = rules_text().replace(r#"Mark(Defender, "shaken")"#, r#"Mark(Defender, "shakn")"#);
    let e = ruleset_from_str("zw.ron", &text).unwrap_err().to_string();
    assert!(e.contains("unknown unit marker \"shakn\""), "{e}");
}

#[test]
fn stacking_rules_on_filtered_units() {
    let mut g = game_with(6);
    to_phase(&mut g, "axis_movement");
    for id in ["g_s1", "g_s2", "g_s3"] {
        let (u, h) = (unit(&g, id), hex(&g, "0102"));
        g.state.set_status(u, UnitStatus::OnMap(h));
    }
    for (id, at) in [("g_s4", "0101"), ("g_pz", "0103")] {
        let (u, h) = (unit(&g, id), hex(&g, at));
        g.state.set_status(u, UnitStatus::OnMap(h));
    }
    let to = vec![hex(&g, "0102")];
    let e = g
        .apply(Command::Move {
            unit: unit(&g, "g_s4"),
            path: to.clone(),
        })
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("German infantry divisions: at most 3 in 0102, not 4"),
        "{e}"
    );
    g.apply(Command::Move {
        unit: unit(&g, "g_pz"),
        path: to,
    })
    .expect("a panzer division is not infantry");
}

#[test]
fn an_attack_the_rules_refuse_says_why_and_who() {
    let mut g = game_with(6);
    for (id, at) in [("g_pz", "0503"), ("g_inf2", "0505"), ("s_tank", "0504")] {
        let (u, h) = (unit(&g, id), hex(&g, at));
        g.state.set_status(u, UnitStatus::OnMap(h));
    }
    let city = hex(&g, "0504");
    let (pz, inf) = (unit(&g, "g_pz"), unit(&g, "g_inf2"));
    let e = steppe::rules::mechanics::combat::calc::odds(&g, &g.state, &[pz, inf], city)
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "this attack is not allowed: tanks may not attack a city (test): German panzer (g_pz)"
    );
    steppe::rules::mechanics::combat::calc::odds(&g, &g.state, &[inf], city).expect("infantry may");
}

#[test]
fn factor_losses_answered_with_the_generic_choose() {
    let two_one = r#"(id: "2/1", name: "Attacker loses 2 steps, defender 1", attacker_steps: 2, defender_steps: 1),"#;
    let text = rules_with_marker();
    assert!(text.contains(two_one));
    let text = text.replace(
        two_one,
        r#"(id: "2/1", name: "factors", does: [LoseFactors(Defender, 5), LoseFactors(Attacker, 3)]),"#,
    );
    // 6 against two armies of 6 is 1:2; a 3 is 2/1, here 5 defense and 3 attack factors.
    let seed = (0..500)
        .find(|&s| {
            let mut g = game_from(&text, 6, s);
            attack(&mut g)
                .iter()
                .any(|e| matches!(e, Event::BattleResolved { die: 3, .. }))
        })
        .expect("a seed rolls a 3");
    let mut g = game_from(&text, 6, seed);
    attack(&mut g);
    let (a, b) = (unit(&g, "s_rifle"), unit(&g, "s_rifle2"));
    assert_eq!(
        choices(&g, &g.state),
        [Command::TakeLoss { unit: a }, Command::TakeLoss { unit: b }]
    );
    // Steps of 2 defense each: three steps cover 5, picked with Choose by their place in the list.
    let e = g
        .apply(Command::Choose { option: 2 })
        .unwrap_err()
        .to_string();
    assert!(e.contains("there is no option 3"), "{e}");
    for k in [0, 1, 0] {
        assert!(g.state.pending.is_some());
        g.apply(Command::Choose { option: k }).unwrap();
    }
    assert_eq!(g.state.pending, None);
    assert!(
        g.apply(Command::Choose { option: 0 }).is_err(),
        "nothing is asked now"
    );
    assert_eq!(
        (
            g.state.units[a as usize].losses,
            g.state.units[b as usize].losses
        ),
        (2, 1)
    );
    // The lone attacker loses steps of 2 attack until 3 are gone: two.
    assert_eq!(g.state.units[unit(&g, "g_inf") as usize].losses, 2);
}

#[test]
fn the_attacker_chooses_the_defenders_losses_when_the_result_says_so() {
    let text = rules_with_marker().replace(
        r#"("spare", [Lose(Defender, 1), "#,
        r#"("spare", [LoseChosenBy(Defender, 1, Attacker), "#,
    );
    let mut g = game_from(&text, 96, 1);
    attack(&mut g);
    g.apply(Command::Choose { option: 1 }).unwrap();
    let p = g.state.pending.clone().expect("a unit to pick");
    assert_eq!(
        p.chooser,
        steppe::rules::data::condition::BattleSide::Attacker
    );
    assert_eq!(
        steppe::rules::mechanics::combat::waiting_for(&g.state),
        "the attacker to choose which defending unit loses a step"
    );
    let r2 = unit(&g, "s_rifle2");
    g.apply(Command::TakeLoss { unit: r2 }).unwrap();
    assert_eq!(g.state.units[r2 as usize].losses, 1);
}
