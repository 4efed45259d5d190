//! War Against Russia's chart page (004, 004-crt-cells.md) as
//! scenarios/rulesets/war_against_russia.ron plays it, on tests/fixtures/war_test.ron: every CRT
//! cell, each result's program, the exchange, the rewrites (surrounded, armor overrun, No Retreat!
//! orders) and dispersed units.

mod common;
use common::war::*;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::odds;
use steppe::rules::mechanics::combat::choices;
use steppe::rules::state::Stage;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::{Command, Event, RuleError};

/// German infantry of `attack` factors at 0202 against two rifle armies (defense 12) at 0203.
fn crt_battle(attack: u32) -> Game {
    let mut g = board("axis_combat", |sc| set_attack(sc, "g_inf", attack));
    put(&mut g, "g_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    put(&mut g, "s_rifle2", "0203");
    g
}

#[test]
fn every_crt_cell() {
    // 1:4 is 3 against 12, 1:3 is 4, 1:2 6, 1:1 12, 3:2 18, 2:1 24, then 36 ... 120 for 3:1 to 10:1.
    let attacks = [3, 4, 6, 12, 18, 24, 36, 48, 60, 84, 120];
    for (col, attack) in attacks.into_iter().enumerate() {
        let g = crt_battle(attack);
        let o = odds_of(&g, &["g_inf"], "0203");
        assert_eq!(o.column, col as i32, "{attack} against 12: {:?}", lines(&o));
        for (die, row) in ROWS.iter().enumerate() {
            assert_eq!(o.results[die], row[col], "column {col} die {}", die + 1);
        }
    }
    // Odds are rounded for the defender: 17 against 12 is 1:1, 119 is 7:1.
    let g = crt_battle(17);
    assert_eq!(odds_of(&g, &["g_inf"], "0203").column, 3);
    let g = crt_battle(119);
    assert_eq!(odds_of(&g, &["g_inf"], "0203").column, 9);
    // "Above 10:1: use 10:1."
    let g = crt_battle(500);
    assert_eq!(odds_of(&g, &["g_inf"], "0203").column, 10);
    // "Attacks below 1:4 are not allowed."
    let g = crt_battle(2);
    let e = odds(&g, &g.state, &ids(&g, &["g_inf"]), hex(&g, "0203")).unwrap_err();
    assert!(matches!(e, RuleError::OddsTooLow { .. }), "{e}");
}

/// A Romanian corps of `attack` factors at 0202 against a rifle army (defense 6) at 0203: no
/// German exchange choice in the way.
fn romanian_battle(attack: u32) -> Game {
    let mut g = board("axis_combat", |sc| set_attack(sc, "r_inf", attack));
    put(&mut g, "r_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    g
}

#[test]
fn ae_de_d_and_d_ae() {
    // 1:3 (2 against 6), die 1: AE.
    let mut g = romanian_battle(2);
    fight(&mut g, &["r_inf"], "0203", 1);
    assert_eq!(status(&g, "r_inf"), UnitStatus::Eliminated);
    assert_eq!(status(&g, "s_rifle"), UnitStatus::OnMap(hex(&g, "0203")));
    // 1:3, die 4: D/AE.
    let mut g = romanian_battle(2);
    fight(&mut g, &["r_inf"], "0203", 4);
    assert_eq!(status(&g, "r_inf"), UnitStatus::Eliminated);
    assert!(marked(&g, "s_rifle", "dispersed"));
    // 3:1 (18), die 1: D.
    let mut g = romanian_battle(18);
    fight(&mut g, &["r_inf"], "0203", 1);
    assert!(marked(&g, "s_rifle", "dispersed"));
    assert_eq!(g.state.pending, None);
    // 10:1 (60), die 1: DE, and the attacker may advance (good weather).
    let mut g = romanian_battle(60);
    fight(&mut g, &["r_inf"], "0203", 1);
    assert_eq!(status(&g, "s_rifle"), UnitStatus::Eliminated);
    assert_eq!(
        g.state.pending.as_ref().map(|p| &p.stage),
        Some(&Stage::Advance)
    );
    let r = unit(&g, "r_inf");
    g.apply(Command::Advance { unit: Some(r) }).unwrap();
    assert_eq!(status(&g, "r_inf"), UnitStatus::OnMap(hex(&g, "0203")));
    // In mud there is no tactical advance.
    let mut g = romanian_battle(60);
    weather(&mut g, "mud");
    fight(&mut g, &["r_inf"], "0203", 1);
    assert_eq!(g.state.pending, None);
}

#[test]
fn breakthrough_eliminates_and_attacks_again() {
    // 7:1 (42 against 6), die 4: BR.
    let mut g = romanian_battle(42);
    let ev = fight(&mut g, &["r_inf"], "0203", 4);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::BattleResolved { result, .. } if result == "BR"))
    );
    assert_eq!(status(&g, "s_rifle"), UnitStatus::Eliminated);
    let ev = g.apply(Command::Advance { unit: None }).unwrap();
    assert!(
        ev.iter().any(|e| matches!(e, Event::MayAttackAgain { .. })),
        "{ev:?}"
    );
    assert!(
        !marked(&g, "r_inf", "attacked"),
        "the attacker may attack again"
    );
}

#[test]
fn dr_dw_and_dw_small() {
    // 5:1 (30), die 1: DR, retreat two hexes and be dispersed; the attacker picks the route.
    let mut g = romanian_battle(30);
    fight(&mut g, &["r_inf"], "0203", 1);
    assert_eq!(
        g.state.pending.as_ref().map(|p| &p.stage),
        Some(&Stage::Retreat)
    );
    let Command::Retreat { path } = choices(&g, &g.state)[0].clone() else {
        panic!("a retreat is asked for")
    };
    assert_eq!(path.len(), 2);
    let from = g.scenario.map.hex(hex(&g, "0203"));
    let end = *path.last().unwrap();
    assert_eq!(from.unsigned_distance_to(g.scenario.map.hex(end)), 2);
    g.apply(Command::Retreat { path }).unwrap();
    assert!(marked(&g, "s_rifle", "dispersed"));
    // 4:1 (24), die 2: DW, withdraw one hex, not dispersed.
    let mut g = romanian_battle(24);
    fight(&mut g, &["r_inf"], "0203", 2);
    let Command::Retreat { path } = choices(&g, &g.state)[0].clone() else {
        panic!("a retreat is asked for")
    };
    assert_eq!(path.len(), 1);
    g.apply(Command::Retreat { path }).unwrap();
    assert!(!marked(&g, "s_rifle", "dispersed"));
    // 4:1, die 1: dw, the defender chooses: withdraw or stand dispersed.
    let mut g = romanian_battle(24);
    fight(&mut g, &["r_inf"], "0203", 1);
    match &g.state.pending.as_ref().unwrap().stage {
        Stage::Choice { options, .. } => assert_eq!(
            options,
            &[
                "withdraw one hex".to_string(),
                "stand and be dispersed".into()
            ]
        ),
        s => panic!("{s:?}"),
    }
    g.apply(Command::Choose { option: 1 }).unwrap();
    assert!(marked(&g, "s_rifle", "dispersed"));
    assert_eq!(status(&g, "s_rifle"), UnitStatus::OnMap(hex(&g, "0203")));
}

#[test]
fn exchange_costs_the_modified_defense_and_never_the_allies() {
    // 10 (German 6 + Romanian 4) against 6 is 3:2; die 1: X. The Germans pay the 6: the German
    // corps goes, the Romanian survives and may advance.
    let mut g = board("axis_combat", |_| {});
    put(&mut g, "g_inf", "0202");
    put(&mut g, "r_inf", "0103");
    put(&mut g, "s_rifle", "0203");
    fight(&mut g, &["g_inf", "r_inf"], "0203", 1);
    assert_eq!(status(&g, "s_rifle"), UnitStatus::Eliminated);
    assert_eq!(status(&g, "g_inf"), UnitStatus::Eliminated);
    assert_eq!(status(&g, "r_inf"), UnitStatus::OnMap(hex(&g, "0103")));
    // Only Romanians: they may never pay an Axis exchange, so X is AE.
    let mut g = board("axis_combat", |sc| set_attack(sc, "r_inf", 4));
    put(&mut g, "r_inf", "0202");
    put(&mut g, "s_div", "0203");
    let ev = fight(&mut g, &["r_inf"], "0203", 1);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::ExchangeImpossible { need: 2, can: 0 })),
        "{ev:?}"
    );
    assert_eq!(status(&g, "r_inf"), UnitStatus::Eliminated);
    assert_eq!(status(&g, "s_div"), UnitStatus::OnMap(hex(&g, "0203")));
    // The modified defense: a rifle army in hills defends with 7; 9 German factors attacking it
    // from two corps pay 7 with both (each has 6... the attacker picks: one is not enough).
    let mut g = board("axis_combat", |sc| {
        set_attack(sc, "g_inf", 5);
        set_attack(sc, "g_inf2", 5);
    });
    put(&mut g, "g_inf", "0501");
    put(&mut g, "g_inf2", "0401");
    put(&mut g, "s_rifle", "0502");
    let o = odds_of(&g, &["g_inf", "g_inf2"], "0502");
    assert_eq!(
        (o.attack, o.defense, o.column),
        (10, 7, 3),
        "{:?}",
        lines(&o)
    );
    fight(&mut g, &["g_inf", "g_inf2"], "0502", 2);
    // 1:1 die 2 is X: need 7, the attacker picks the first loss, then the second.
    let (a, b) = (unit(&g, "g_inf"), unit(&g, "g_inf2"));
    assert_eq!(
        choices(&g, &g.state),
        [Command::TakeLoss { unit: a }, Command::TakeLoss { unit: b }]
    );
    g.apply(Command::TakeLoss { unit: a }).unwrap();
    assert_eq!(
        status(&g, "g_inf2"),
        UnitStatus::Eliminated,
        "5 of 7: one more"
    );
}

#[test]
fn an_exchange_eliminates_some_or_all_defenders_as_the_attacker_picks() {
    // 004: "X = some or all defending units eliminated, if Attacker can lose factors equal to
    // their factor-modified defense factors. (If not, the result becomes just an AE.)" German 6
    // and Romanian 4 against a rifle army (6) and a rifle division (2): 10 to 8 is 1:1, die 2 is
    // X. Only the German 6 may pay: not enough for both (8), enough for either.
    let battle = || {
        let mut g = board("axis_combat", |_| {});
        put(&mut g, "g_inf", "0202");
        put(&mut g, "r_inf", "0103");
        put(&mut g, "s_rifle", "0203");
        put(&mut g, "s_div", "0203");
        g
    };
    let g = battle();
    let o = odds_of(&g, &["g_inf", "r_inf"], "0203");
    let face = &steppe::rules::mechanics::combat::forecast::forecast(&g, &g.state, &o)[1];
    assert_eq!(face.result, "X");
    assert!(
        face.also
            .contains(&"the attacker picks which defenders go".to_string()),
        "{face:?}"
    );
    let mut g = battle();
    fight(&mut g, &["g_inf", "r_inf"], "0203", 2);
    let (rifle, div) = (unit(&g, "s_rifle"), unit(&g, "s_div"));
    assert_eq!(
        g.state.pending.as_ref().unwrap().stage,
        Stage::TradePick {
            shares: vec![(rifle, 6), (div, 2)],
            bill: 0,
            can: 6
        }
    );
    assert_eq!(
        choices(&g, &g.state),
        [Command::Choose { option: 1 }, Command::Choose { option: 2 }]
    );
    // At least one goes: stopping before any is refused, and changes nothing.
    let before = g.state_hash();
    let e = g.apply(Command::Choose { option: 0 }).unwrap_err();
    assert!(e.to_string().contains("at least one defender"), "{e}");
    assert_eq!(g.state_hash(), before);
    let words: Vec<String> = steppe::rules::mechanics::combat::distinct_choices(&g, &g.state)
        .into_iter()
        .map(|c| c.text)
        .collect();
    assert_eq!(
        words[1],
        "eliminate Rifle division (s_div) for 2 factors: 2 steps lost, s_div, g_inf eliminated"
    );
    // The division goes for 2; the army's 6 more would pass the German 6: the picking ends and
    // the German corps pays. The army stays; the Romanian, who may not pay, too.
    g.apply(Command::Choose { option: 2 }).unwrap();
    assert!(g.state.pending.is_none(), "{:?}", g.state.pending);
    assert_eq!(status(&g, "s_div"), UnitStatus::Eliminated);
    assert_eq!(status(&g, "s_rifle"), UnitStatus::OnMap(hex(&g, "0203")));
    assert_eq!(status(&g, "g_inf"), UnitStatus::Eliminated);
    assert_eq!(status(&g, "r_inf"), UnitStatus::OnMap(hex(&g, "0103")));
    // An AE only when not even one can be paid for: the German 1 cannot pay the division's 2
    // (the Romanian 12 make it 3:2, die 1: X).
    let mut g2 = board("axis_combat", |sc| {
        set_attack(sc, "g_inf", 1);
        set_attack(sc, "r_inf", 12);
    });
    put(&mut g2, "g_inf", "0202");
    put(&mut g2, "r_inf", "0103");
    put(&mut g2, "s_rifle", "0203");
    put(&mut g2, "s_div", "0203");
    let ev = fight(&mut g2, &["g_inf", "r_inf"], "0203", 1);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::ExchangeImpossible { need: 2, can: 1 })),
        "{ev:?}"
    );
    assert_eq!(status(&g2, "g_inf"), UnitStatus::Eliminated);
    assert_eq!(status(&g2, "s_div"), UnitStatus::OnMap(hex(&g2, "0203")));
}

#[test]
fn germans_may_exchange_after_the_roll_in_good_or_hard_frost() {
    // 5:1 (30 against 6), die 1: DR, or an exchange at half the defense (3).
    let setup = |w: &str| {
        let mut g = board("axis_combat", |sc| set_attack(sc, "g_inf", 30));
        weather(&mut g, w);
        put(&mut g, "g_inf", "0202");
        put(&mut g, "s_rifle", "0203");
        fight(&mut g, &["g_inf"], "0203", 1);
        g
    };
    for w in ["good", "hard_frost"] {
        let g = setup(w);
        match &g.state.pending.as_ref().unwrap().stage {
            Stage::Choice { options, .. } => assert_eq!(
                options,
                &[
                    "retreat two hexes and disperse".to_string(),
                    "exchange at half the defense".into()
                ]
            ),
            s => panic!("{w}: {s:?}"),
        }
    }
    let mut g = setup("good");
    g.apply(Command::Choose { option: 1 }).unwrap();
    assert_eq!(status(&g, "s_rifle"), UnitStatus::Eliminated);
    assert_eq!(status(&g, "g_inf"), UnitStatus::Eliminated);
    // Not in snow or mud: the DR as it is.
    for w in ["snow", "mud"] {
        let g = setup(w);
        assert_eq!(
            g.state.pending.as_ref().map(|p| &p.stage),
            Some(&Stage::Retreat),
            "{w}"
        );
    }
    // "-" at 3 times, DW at 1, dw at 2: 3:2 (9 against 6) die 2 is "-": need 18, 9 cannot.
    let mut g = board("axis_combat", |sc| set_attack(sc, "g_inf", 9));
    put(&mut g, "g_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    fight(&mut g, &["g_inf"], "0203", 2);
    g.apply(Command::Choose { option: 1 }).unwrap();
    assert_eq!(status(&g, "g_inf"), UnitStatus::Eliminated, "18 needed: AE");
    assert_eq!(status(&g, "s_rifle"), UnitStatus::OnMap(hex(&g, "0203")));
}

/// Rifle division (defense 2) at 0203 against a German panzer corps (10) at 0202: 5:1.
fn overrun(w: &str, at: &str) -> Vec<String> {
    let mut g = board("axis_combat", |_| {});
    weather(&mut g, w);
    let from = g.scenario.map.neighbours[hex(&g, at) as usize][0];
    let from = g.label(from);
    put(&mut g, "g_pz", &from);
    put(&mut g, "s_div", at);
    odds_of(&g, &["g_pz"], at).results
}

#[test]
fn armor_overrun_rewrites_in_good_weather_in_the_open() {
    // 5:1: DR DR DE DE BR BR becomes DE DE BR BR BR BR.
    assert_eq!(
        overrun("good", "0203"),
        ["DE", "DE", "BR", "BR", "BR", "BR"]
    );
    // Not in hills (where the division defends with 3: 10 against 3 is 3:1, as it stands), not in
    // mud or snow (for the Axis).
    assert_eq!(overrun("good", "0502"), ["D", "dw", "DW", "DR", "DR", "DE"]);
    assert_eq!(overrun("mud", "0203"), ["DR", "DR", "DE", "DE", "BR", "BR"]);
    assert_eq!(
        overrun("snow", "0203"),
        ["DR", "DR", "DE", "DE", "BR", "BR"]
    );
    // Not when the infantry is supported by armor, nor when the armor is not more than twice
    // the infantry's defense (a rifle army, 6: 10 is not more than 12).
    let mut g = board("axis_combat", |_| {});
    put(&mut g, "g_pz", "0202");
    put(&mut g, "s_rifle", "0203");
    let o = odds_of(&g, &["g_pz"], "0203");
    assert!(
        !lines(&o).iter().any(|l| l.contains("overrun")),
        "{:?}",
        lines(&o)
    );
}

#[test]
fn surrounded_defenders_cannot_retreat() {
    // A rifle army at 0203 with German units all round it: every way out is an enemy hex or an
    // enemy ZOC with no friendly unit in it.
    let mut g = board("axis_combat", |sc| set_attack(sc, "r_inf", 30));
    put(&mut g, "s_rifle", "0203");
    put(&mut g, "r_inf", "0202");
    put(&mut g, "g_inf", "0304");
    put(&mut g, "g_div", "0104");
    let o = odds_of(&g, &["r_inf"], "0203");
    assert!(
        lines(&o).iter().any(|l| l.contains("surrounded")),
        "{:?}",
        lines(&o)
    );
    assert_eq!(o.results, ["DE", "DE", "BR", "BR", "BR", "BR"]);
    // A friendly unit (not under attack) in the ZOC hex behind opens a way out.
    put(&mut g, "s_div", "0204");
    let o = odds_of(&g, &["r_inf"], "0203");
    assert!(
        !lines(&o).iter().any(|l| l.contains("surrounded")),
        "{:?}",
        lines(&o)
    );
}

#[test]
fn no_retreat_orders_soviet_for_the_turn_german_per_unit() {
    // 3:1 (18 against 6): D dw DW DR DR DE; under orders: D - D DE DE BR.
    let mut g = board("soviet_orders", |sc| set_attack(sc, "r_inf", 18));
    g.apply(Command::Order {
        order: "soviet_no_retreat".into(),
        unit: None,
    })
    .unwrap();
    // Given once a turn, by the whole side, never to one unit.
    assert!(matches!(
        g.apply(Command::Order {
            order: "soviet_no_retreat".into(),
            unit: None
        }),
        Err(RuleError::OrderGiven { .. })
    ));
    to_phase(&mut g, "axis_combat");
    put(&mut g, "r_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    assert_eq!(
        odds_of(&g, &["r_inf"], "0203").results,
        ["D", "-", "D", "DE", "DE", "BR"]
    );
    // The Soviet order is not given in an Axis phase, and it lasts one turn.
    let e = g
        .apply(Command::Order {
            order: "soviet_no_retreat".into(),
            unit: None,
        })
        .unwrap_err();
    assert!(matches!(e, RuleError::OrderNotNow { .. }), "{e}");
    // German orders: one German unit at a time, never an ally.
    let mut g = board("axis_movement", |sc| set_attack(sc, "s_rifle", 18));
    put(&mut g, "g_inf", "0203");
    put(&mut g, "r_inf", "0304");
    let r = unit(&g, "r_inf");
    let e = g
        .apply(Command::Order {
            order: "german_no_retreat".into(),
            unit: Some(r),
        })
        .unwrap_err();
    assert!(e.to_string().contains("German"), "{e}");
    let gi = unit(&g, "g_inf");
    g.apply(Command::Order {
        order: "german_no_retreat".into(),
        unit: Some(gi),
    })
    .unwrap();
    assert!(marked(&g, "g_inf", "no_retreat"));
    to_phase(&mut g, "soviet_combat");
    put(&mut g, "s_rifle", "0202");
    assert_eq!(
        odds_of(&g, &["s_rifle"], "0203").results,
        ["D", "-", "D", "DE", "DE", "BR"]
    );
    // Gone with the turn.
    g.apply(Command::EndPhase).unwrap();
    assert!(!marked(&g, "g_inf", "no_retreat"));
}

/// A retreat's answers are one per hex it can end in (the cheapest path there), each with its
/// path and cost (tests/combat_example.rs has the GPW retreat whose paths cost differently).
#[test]
fn retreat_choices_are_one_per_hex_with_their_cost() {
    use steppe::rules::mechanics::combat::distinct_choices;
    let mut g = romanian_battle(30);
    fight(&mut g, &["r_inf"], "0203", 1);
    let all = choices(&g, &g.state);
    let distinct = distinct_choices(&g, &g.state);
    let ends: std::collections::BTreeSet<_> = all
        .iter()
        .map(|c| match c {
            Command::Retreat { path } => *path.last().unwrap(),
            _ => panic!("{c:?}"),
        })
        .collect();
    assert!(all.len() > ends.len(), "some hexes have two paths");
    assert_eq!(distinct.len(), ends.len());
    assert_eq!(
        distinct.iter().map(|c| c.merged + 1).sum::<usize>(),
        all.len()
    );
    // No path costs anything here (enemy ZOCs are closed to a WaR retreat): nothing marked.
    assert!(distinct.iter().all(|c| c.steps == 0 && c.mark.is_none()));
    let texts: Vec<&str> = distinct.iter().map(|c| c.text.as_str()).collect();
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("retreat to 0105 (") && t.ends_with(") via 0104: no loss")),
        "{texts:?}"
    );
}
