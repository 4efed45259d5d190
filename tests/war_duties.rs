//! War Against Russia's duties (004): dispersed units, one move and one attack a turn, and the
//! attacks the Soviets owe German units next to their attackers, on tests/fixtures/war_test.ron.

mod common;
use common::war::*;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::odds;
use steppe::rules::mechanics::combat::choices;
use steppe::rules::state::command::{Command, RuleError};

#[test]
fn dispersed_units_may_not_move_or_attack_and_are_easier_to_hit() {
    let mut g = board("axis_combat", |sc| set_attack(sc, "r_inf", 18));
    put(&mut g, "r_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    put(&mut g, "s_rifle2", "0303");
    fight(&mut g, &["r_inf"], "0203", 1);
    assert!(marked(&g, "s_rifle", "dispersed"));
    // "Attacks against Dispersed units are raised by 1 combat odds column."
    let g2 = {
        let mut g2 = g.clone();
        let (r, s, a, d) = (
            unit(&g2, "r_inf"),
            unit(&g2, "s_rifle"),
            marker(&g2, "attacked"),
            marker(&g2, "defended"),
        );
        g2.state.units[r as usize].set(a, false);
        g2.state.units[s as usize].set(d, false);
        g2
    };
    let o = odds_of(&g2, &["r_inf"], "0203");
    assert_eq!((o.base_column, o.column), (6, 7), "{:?}", lines(&o));
    to_phase(&mut g, "soviet_movement");
    let s = unit(&g, "s_rifle");
    let e = g
        .apply(Command::Move {
            unit: s,
            path: vec![hex(&g, "0204")],
        })
        .unwrap_err();
    assert!(matches!(e, RuleError::MarkedCannotMove { .. }), "{e}");
    to_phase(&mut g, "soviet_combat");
    let e = odds(&g, &g.state, &ids(&g, &["s_rifle"]), hex(&g, "0202")).unwrap_err();
    assert!(
        e.to_string().contains("dispersed units may not attack"),
        "{e}"
    );
    // The undispersed army beside it attacks; the end of the Soviet combat phase rallies it.
    odds_of(&g, &["s_rifle2"], "0202");
    g.apply(Command::EndPhase).unwrap();
    assert!(!marked(&g, "s_rifle", "dispersed"));
}

#[test]
fn each_unit_moves_and_attacks_once_a_turn() {
    let mut g = board("axis_movement", |_| {});
    put(&mut g, "g_inf", "0202");
    let u = unit(&g, "g_inf");
    g.apply(Command::Move {
        unit: u,
        path: vec![hex(&g, "0203")],
    })
    .unwrap();
    to_phase(&mut g, "axis_combat");
    assert!(
        marked(&g, "g_inf", "moved"),
        "the moved mark lasts the turn"
    );
    to_phase(&mut g, "soviet_orders");
    assert!(!marked(&g, "g_inf", "moved"));
}

fn owed(g: &Game) -> Option<String> {
    match g.clone().apply(Command::EndPhase) {
        Err(RuleError::AttacksOwed { hexes, .. }) => Some(hexes),
        Err(e) => panic!("{e}"),
        Ok(_) => None,
    }
}

fn settle_battle(g: &mut Game) {
    while g.state.pending.is_some() {
        let c = choices(g, &g.state)[0].clone();
        g.apply(c).unwrap();
    }
}

#[test]
fn undispersed_germans_next_to_attacking_soviets_must_be_attacked() {
    let mut g = board("soviet_combat", |_| {});
    put(&mut g, "s_rifle", "0203");
    put(&mut g, "s_rifle2", "0204");
    put(&mut g, "g_inf", "0202");
    put(&mut g, "g_div", "0304");
    put(&mut g, "r_inf", "0103");
    assert_eq!(owed(&g), None, "nothing owed before any attack");
    fight(&mut g, &["s_rifle"], "0202", 3);
    settle_battle(&mut g);
    // 0304 (German, next to the attacking army) is owed; 0103 (Romanian) is not.
    assert_eq!(owed(&g).as_deref(), Some("0304"));
    fight(&mut g, &["s_rifle2"], "0304", 3);
    settle_battle(&mut g);
    assert_eq!(owed(&g), None);
    // Dispersed Germans are not owed an attack.
    let mut g = board("soviet_combat", |_| {});
    put(&mut g, "s_rifle", "0203");
    put(&mut g, "s_rifle2", "0204");
    put(&mut g, "g_inf", "0202");
    put(&mut g, "g_div", "0304");
    let (d, gd) = (marker(&g, "dispersed"), unit(&g, "g_div"));
    g.state.units[gd as usize].set(d, true);
    fight(&mut g, &["s_rifle"], "0202", 3);
    settle_battle(&mut g);
    assert_eq!(owed(&g), None);
    // Nor a German hex no free unit can attack at 1:4 or better.
    let mut g = board("soviet_combat", |_| {});
    put(&mut g, "s_rifle", "0203");
    put(&mut g, "s_div", "0204");
    put(&mut g, "g_inf", "0202");
    put(&mut g, "g_pz", "0304");
    put(&mut g, "g_pz2", "0304");
    fight(&mut g, &["s_rifle"], "0202", 3);
    settle_battle(&mut g);
    assert_eq!(owed(&g), None, "1 against 12 is below 1:4");
}

#[test]
fn a_breakthrough_still_counts_as_an_attack_for_what_is_owed() {
    // A 10:1 breakthrough by the rifle army on 0202 (the die shows 6): it may attack again, and
    // the German division beside it in 0304 is owed an attack all the same.
    let mut g = board("soviet_combat", |sc| set_attack(sc, "s_rifle", 60));
    put(&mut g, "s_rifle", "0203");
    put(&mut g, "s_rifle2", "0204");
    put(&mut g, "g_inf", "0202");
    put(&mut g, "g_div", "0304");
    fight(&mut g, &["s_rifle"], "0202", 6);
    settle_battle(&mut g);
    assert!(
        !marked(&g, "s_rifle", "attacked"),
        "a breakthrough: it may attack again"
    );
    assert_eq!(owed(&g).as_deref(), Some("0304"));
}
