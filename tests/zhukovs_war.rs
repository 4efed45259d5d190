//! Zhukov's War's charts (000, 001) as scenarios/rulesets/zhukovs_war.ron plays them, on the test
//! board tests/fixtures/zw_test.ron: every CRT cell and the automatic results, each terrain and
//! city effect, fieldworks, mechanized superiority, stacking, a stack losing steps, turn 5.

mod common;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::{Odds, attacker_problem, odds};
use steppe::rules::mechanics::combat::choices;
use steppe::rules::mechanics::combat::forecast::forecast;
use steppe::rules::model::tables::Scenario;
use steppe::rules::state::Stage;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::{Command, Event, RuleError};

const BOARD: &str = "tests/fixtures/zw_test.ron";

/// 000's CRT, `ROWS[die - 1][column]`, columns 1:3 to 7:1.
const ROWS: [[&str; 9]; 6] = [
    [
        "1/1", "1/1", "0/2", "0/3", "0/4", "0/5", "0/6", "0/6", "0/6",
    ],
    [
        "2/0", "1/1", "1/1", "0/2", "0/3", "0/4", "0/5", "0/6", "0/6",
    ],
    [
        "2/0", "2/1", "2/1", "1/1", "0/2", "0/3", "0/4", "0/5", "0/6",
    ],
    [
        "2/0", "2/0", "2/1", "2/1", "1/1", "0/2", "0/3", "0/4", "0/5",
    ],
    [
        "2/0", "2/0", "2/0", "2/1", "2/1", "1/1", "0/2", "0/3", "0/4",
    ],
    [
        "2/0", "2/0", "2/0", "2/1", "2/1", "2/1", "1/1", "0/2", "0/3",
    ],
];

/// The test board with the scenario changed by `f`, at the start of the named phase.
fn board(seed: u64, phase: &str, f: impl FnOnce(&mut Scenario)) -> Game {
    let l = load(BOARD);
    let mut sc = (*l.scenario).clone();
    f(&mut sc);
    let mut g = Game::new(l.ruleset, std::sync::Arc::new(sc), seed);
    to_phase(&mut g, phase);
    g
}

fn put(g: &mut Game, id: &str, at: &str) {
    let (u, h) = (unit(g, id), hex(g, at));
    g.state.set_status(u, UnitStatus::OnMap(h));
}

fn set_attack(sc: &mut Scenario, id: &str, attack: u32) {
    let u = sc.unit_by_id(id).unwrap() as usize;
    sc.units[u].steps[0].attack = attack;
}

fn ids(g: &Game, v: &[&str]) -> Vec<u16> {
    v.iter().map(|i| unit(g, i)).collect()
}

fn odds_of(g: &Game, attackers: &[&str], at: &str) -> Odds {
    odds(g, &g.state, &ids(g, attackers), hex(g, at)).unwrap_or_else(|e| panic!("{e}"))
}

fn lines(o: &Odds) -> Vec<String> {
    o.breakdown.iter().map(ToString::to_string).collect()
}

/// German infantry of `attack` factors at 0201 against a Soviet rifle army (defense 6) at 0202.
fn clear_battle(attack: u32) -> Odds {
    let mut g = board(1, "axis_combat", |sc| set_attack(sc, "g_inf", attack));
    put(&mut g, "g_inf", "0201");
    put(&mut g, "s_rifle", "0202");
    odds_of(&g, &["g_inf"], "0202")
}

#[test]
fn every_crt_cell() {
    // 1:3 is 2 against 6, 1:2 is 3, 1:1 is 6, then 12, 18 ... 42 for 2:1 to 7:1.
    for (col, attack) in [2, 3, 6, 12, 18, 24, 30, 36, 42].into_iter().enumerate() {
        let o = clear_battle(attack);
        assert_eq!(o.column, col as i32, "{attack} against 6: {:?}", lines(&o));
        for (die, row) in ROWS.iter().enumerate() {
            assert_eq!(o.results[die], row[col], "column {col} die {}", die + 1);
        }
    }
    // Odds are rounded for the defender: 47 against 6 is still 7:1; 11 against 6 is 1:1.
    assert_eq!(clear_battle(47).column, 8);
    assert_eq!(clear_battle(11).column, 2);
}

#[test]
fn automatic_results_beyond_both_ends() {
    // "Odds greater than 7:1 receive automatic 0/6 results."
    let o = clear_battle(48);
    assert_eq!(o.column, 9);
    assert!(o.results.iter().all(|r| r == "0/6"), "{:?}", o.results);
    // "Odds less than 1:3 receive automatic 2/0 results."
    let o = clear_battle(1);
    assert_eq!(o.column, -1);
    assert!(o.results.iter().all(|r| r == "2/0"), "{:?}", o.results);
    // Shifts move into the automatic columns: 7:1 with a concentric 1R is automatic 0/6.
    let mut g = board(1, "axis_combat", |sc| {
        set_attack(sc, "g_inf", 30);
    });
    for (u, at) in [("g_inf", "0201"), ("g_inf2", "0203"), ("g_inf3", "0102")] {
        put(&mut g, u, at);
    }
    put(&mut g, "s_rifle", "0202");
    let o = odds_of(&g, &["g_inf", "g_inf2", "g_inf3"], "0202");
    assert_eq!(
        (o.attack, o.base_column, o.shift),
        (42, 8, 1),
        "{:?}",
        lines(&o)
    );
    assert_eq!(o.column, 9);
    assert!(o.results.iter().all(|r| r == "0/6"));
}

#[test]
fn forest_tanks_attack_with_defense() {
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_pz", "0301");
    put(&mut g, "s_rifle", "0302");
    let o = odds_of(&g, &["g_pz"], "0302");
    assert_eq!((o.raw_attack, o.attack), (10, 4), "{:?}", lines(&o));
    assert!(lines(&o).contains(
        &"forest (000 terrain effects chart): g_pz attack with their defense factor".into()
    ));
    // Infantry attack into forest at full strength, with no shift.
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_inf", "0301");
    put(&mut g, "s_rifle", "0302");
    let o = odds_of(&g, &["g_inf"], "0302");
    assert_eq!((o.attack, o.shift), (6, 0), "{:?}", lines(&o));
}

#[test]
fn hills_one_left_and_mountain_infantry_use_defense() {
    let mut g = board(1, "axis_combat", |sc| sc.hex_markers.clear());
    put(&mut g, "g_mtn", "0501");
    put(&mut g, "g_inf", "0401");
    put(&mut g, "s_rifle", "0502");
    let o = odds_of(&g, &["g_mtn", "g_inf"], "0502");
    // Mountain infantry 3-7 attacks with 7; the infantry with 6.
    assert_eq!(
        (o.raw_attack, o.attack, o.shift),
        (9, 13, -1),
        "{:?}",
        lines(&o)
    );
}

#[test]
fn marsh_tanks_use_defense_except_turn_5() {
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_pz", "0701");
    put(&mut g, "s_rifle", "0702");
    assert_eq!(odds_of(&g, &["g_pz"], "0702").attack, 4);
    g.state.turn = 5;
    let o = odds_of(&g, &["g_pz"], "0702");
    assert_eq!(o.attack, 10, "turn 5: \"No Effect\": {:?}", lines(&o));
}

#[test]
fn river_one_left_only_when_all_attack_across_and_not_on_turn_5() {
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_inf", "0603");
    put(&mut g, "g_inf2", "0604");
    put(&mut g, "g_inf3", "0703");
    put(&mut g, "s_rifle", "0704");
    let o = odds_of(&g, &["g_inf", "g_inf2"], "0704");
    assert_eq!(o.shift, -1, "{:?}", lines(&o));
    assert!(lines(&o).contains(&"river (000 terrain effects chart): 1L".into()));
    // One attacker not across: no river shift.
    let o = odds_of(&g, &["g_inf", "g_inf2", "g_inf3"], "0704");
    assert!(
        !lines(&o).iter().any(|l| l.starts_with("river")),
        "{:?}",
        lines(&o)
    );
    g.state.turn = 5;
    let o = odds_of(&g, &["g_inf", "g_inf2"], "0704");
    assert_eq!(o.shift, 0, "turn 5: {:?}", lines(&o));
}

#[test]
fn lake_sides_allow_no_attack() {
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_inf", "0803");
    put(&mut g, "s_rifle", "0704");
    let e = attacker_problem(&g, &g.state, unit(&g, "g_inf"), hex(&g, "0704")).expect("refused");
    assert!(matches!(e, RuleError::ProhibitedHexside { .. }), "{e}");
}

#[test]
fn don_river_option_adds_two_left() {
    let mut g = board(1, "axis_combat", |sc| sc.options[0] = true);
    put(&mut g, "g_inf", "0603");
    put(&mut g, "s_rifle", "0704");
    let o = odds_of(&g, &["g_inf"], "0704");
    assert_eq!(o.shift, -3, "river 1L + Don 2L: {:?}", lines(&o));
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_inf", "0603");
    put(&mut g, "s_rifle", "0704");
    assert_eq!(odds_of(&g, &["g_inf"], "0704").shift, -1, "option off");
}

#[test]
fn towns_by_nationality_and_their_rivers_negated() {
    // A Soviet army in the town, attacked from 0203 across the river the town negates: 1L only.
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_inf", "0203");
    put(&mut g, "s_rifle", "0304");
    let o = odds_of(&g, &["g_inf"], "0304");
    assert_eq!(o.shift, -1, "{:?}", lines(&o));
    assert_eq!(lines(&o), ["town (000 terrain effects chart): 1L"]);
    // Germans defending: 2L; Romanians: 1L.
    for (defender, shift) in [("g_inf", -2), ("r_inf", -1)] {
        let mut g = board(1, "soviet_combat", |_| {});
        put(&mut g, "s_rifle", "0404");
        put(&mut g, defender, "0304");
        let o = odds_of(&g, &["s_rifle"], "0304");
        assert_eq!(o.shift, shift, "{defender}: {:?}", lines(&o));
    }
}

#[test]
fn cities_two_left_doubled_attacker_losses_tanks_and_no_concentric_bonus() {
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_inf", "0503");
    put(&mut g, "g_inf2", "0505");
    put(&mut g, "g_pz", "0403");
    put(&mut g, "s_rifle", "0504");
    let o = odds_of(&g, &["g_inf", "g_inf2", "g_pz"], "0504");
    // Panzer 10-4 attacks with 4; three hexes but no concentric 1R; mechanized superiority 1R.
    assert_eq!(o.attack, 16, "{:?}", lines(&o));
    assert!(!lines(&o).iter().any(|l| l.starts_with("concentric")));
    assert_eq!(o.shift, -2 + 1, "{:?}", lines(&o));
    // "All attacker loss results are doubled (0=1)"; defender results normal.
    let f = forecast(&g, &g.state, &o);
    for x in &f {
        let (a, d) = x.result.split_once('/').unwrap();
        let (a, d): (u32, u32) = (a.parse().unwrap(), d.parse().unwrap());
        assert_eq!(x.attacker_steps, (a * 2).max(1), "{}", x.result);
        assert_eq!(x.defender_steps, d.min(3), "{}", x.result);
    }
}

#[test]
fn concentric_attack_from_three_hexes() {
    let mut g = board(1, "axis_combat", |_| {});
    for (u, at) in [("g_inf", "0201"), ("g_inf2", "0203"), ("g_inf3", "0102")] {
        put(&mut g, u, at);
    }
    put(&mut g, "s_rifle", "0202");
    assert_eq!(odds_of(&g, &["g_inf", "g_inf2", "g_inf3"], "0202").shift, 1);
    assert_eq!(odds_of(&g, &["g_inf", "g_inf2"], "0202").shift, 0);
}

#[test]
fn fieldworks_two_left_for_their_owner_and_negate_terrain() {
    // Soviet fieldworks on the hills at 0502: a Soviet defender gets 2L, not the hills' 1L.
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_mtn", "0501");
    put(&mut g, "s_rifle", "0502");
    let o = odds_of(&g, &["g_mtn"], "0502");
    assert_eq!((o.attack, o.shift), (3, -2), "{:?}", lines(&o));
    // A German defending in the Soviet fieldworks: no 2L, and still no hills.
    let mut g = board(1, "soviet_combat", |_| {});
    put(&mut g, "s_rifle", "0501");
    put(&mut g, "g_inf", "0502");
    let o = odds_of(&g, &["s_rifle"], "0502");
    assert_eq!(o.shift, 0, "{:?}", lines(&o));
}

#[test]
fn mechanized_superiority_both_ways() {
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_pz", "0201");
    put(&mut g, "s_rifle", "0202");
    let o = odds_of(&g, &["g_pz"], "0202");
    assert_eq!(o.shift, 1, "{:?}", lines(&o));
    // Out of supply, the attack is not a supplied attack: no bonus (and its attack is halved).
    let pz = unit(&g, "g_pz") as usize;
    g.state.units[pz].out_of_supply = true;
    let o = odds_of(&g, &["g_pz"], "0202");
    assert_eq!((o.shift, o.attack), (0, 5), "{:?}", lines(&o));
    // A Soviet tank corps defending against infantry: 1L.
    let mut g = board(1, "axis_combat", |_| {});
    put(&mut g, "g_inf", "0201");
    put(&mut g, "s_tank", "0202");
    let o = odds_of(&g, &["g_inf"], "0202");
    assert_eq!(o.shift, -1, "{:?}", lines(&o));
}

fn moved(g: &mut Game, id: &str, to: &[&str]) -> Result<u32, RuleError> {
    let (u, path) = (unit(g, id), hexes(g, to));
    let ev = g.apply(Command::Move { unit: u, path })?;
    Ok(ev
        .iter()
        .find_map(|e| match e {
            Event::Moved { mp_spent, .. } => Some(*mp_spent),
            _ => None,
        })
        .unwrap())
}

#[test]
fn stacking_ten_germans_two_soviets_shock_armies_count_two() {
    let mut g = board(1, "axis_movement", |_| {});
    for i in 1..=10 {
        put(&mut g, &format!("g_s{i}"), "0102");
    }
    put(&mut g, "g_s11", "0101");
    let e = moved(&mut g, "g_s11", &["0102"]).unwrap_err();
    assert!(e.to_string().contains("stack"), "{e}");
    let mut g = board(1, "soviet_movement", |_| {});
    put(&mut g, "s_rifle", "0806");
    put(&mut g, "s_shock", "0805");
    put(&mut g, "s_rifle2", "0706");
    assert!(
        moved(&mut g, "s_shock", &["0806"]).is_err(),
        "army + shock army = 3"
    );
    moved(&mut g, "s_rifle2", &["0806"]).expect("two armies stack");
}

#[test]
fn movement_costs_by_class_turn_5_towns_and_fieldworks() {
    let mut g = board(1, "axis_movement", |_| {});
    put(&mut g, "g_pz", "0701");
    put(&mut g, "g_inf", "0603");
    put(&mut g, "g_inf2", "0203");
    put(&mut g, "g_inf3", "0501");
    assert_eq!(
        moved(&mut g, "g_pz", &["0702"]),
        Ok(4),
        "marsh 4 mechanized"
    );
    assert_eq!(moved(&mut g, "g_inf", &["0704"]), Ok(2), "river +1 foot");
    assert_eq!(
        moved(&mut g, "g_inf2", &["0304"]),
        Ok(1),
        "the town negates its river"
    );
    assert_eq!(
        moved(&mut g, "g_inf3", &["0502"]),
        Ok(2),
        "enemy fieldworks 2, not hills"
    );
    let mut g = board(1, "axis_movement", |_| {});
    g.state.turn = 5;
    put(&mut g, "g_pz", "0701");
    put(&mut g, "g_inf", "0603");
    assert_eq!(moved(&mut g, "g_pz", &["0702"]), Ok(1), "turn 5 marsh 1/1");
    assert_eq!(
        moved(&mut g, "g_inf", &["0704"]),
        Ok(1),
        "turn 5 rivers free"
    );
    let mut g = board(1, "axis_movement", |_| {});
    put(&mut g, "g_pz", "0603");
    assert_eq!(
        moved(&mut g, "g_pz", &["0704"]),
        Ok(3),
        "river +2 mechanized"
    );
}

/// A seed whose first die shows `die`, for a battle set up by `setup`.
fn seed_rolling(die: u32, setup: &dyn Fn(u64) -> Game, attack: &dyn Fn(&Game) -> Command) -> u64 {
    (0..500)
        .find(|&s| {
            let mut g = setup(s);
            let c = attack(&g);
            g.apply(c)
                .unwrap()
                .iter()
                .any(|e| matches!(e, Event::BattleResolved { die: d, .. } if *d == die))
        })
        .expect("a seed rolls it")
}

#[test]
fn a_stack_spreads_its_step_losses_as_its_owner_chooses() {
    // 24 against 12 (two rifle armies) is 2:1; a 1 is 0/3.
    let setup = |s: u64| {
        let mut g = board(s, "axis_combat", |sc| set_attack(sc, "g_inf", 24));
        put(&mut g, "g_inf", "0201");
        put(&mut g, "s_rifle", "0202");
        put(&mut g, "s_rifle2", "0202");
        g
    };
    let attack = |g: &Game| Command::Attack {
        attackers: vec![unit(g, "g_inf")],
        defender: hex(g, "0202"),
    };
    let seed = seed_rolling(1, &setup, &attack);
    let mut g = setup(seed);
    g.apply(attack(&g)).unwrap();
    let p = g.state.pending.clone().expect("the defender chooses");
    assert_eq!(
        p.stage,
        Stage::DefenderLoss {
            steps: 3,
            strength: 0,
            lost: 0
        }
    );
    let (a, b) = (unit(&g, "s_rifle"), unit(&g, "s_rifle2"));
    assert_eq!(
        choices(&g, &g.state),
        [Command::TakeLoss { unit: a }, Command::TakeLoss { unit: b }]
    );
    // An attacker is not the defender's to pick.
    assert!(
        g.apply(Command::TakeLoss {
            unit: unit(&g, "g_inf")
        })
        .is_err()
    );
    for u in [a, a, b] {
        g.apply(Command::TakeLoss { unit: u }).unwrap();
    }
    assert_eq!(g.state.pending, None);
    assert_eq!(
        (
            g.state.units[a as usize].losses,
            g.state.units[b as usize].losses
        ),
        (2, 1)
    );
}

#[test]
fn a_lone_defender_loses_its_steps_at_once() {
    // 42 against 6 is 7:1; a 1 is 0/6: the three-step army is eliminated, the hex vacated.
    let setup = |s: u64| {
        let mut g = board(s, "axis_combat", |sc| set_attack(sc, "g_inf", 42));
        put(&mut g, "g_inf", "0201");
        put(&mut g, "s_rifle", "0202");
        g
    };
    let attack = |g: &Game| Command::Attack {
        attackers: vec![unit(g, "g_inf")],
        defender: hex(g, "0202"),
    };
    let seed = seed_rolling(1, &setup, &attack);
    let mut g = setup(seed);
    let ev = g.apply(attack(&g)).unwrap();
    assert!(
        ev.iter().any(|e| matches!(e, Event::Eliminated { .. })),
        "{ev:?}"
    );
    assert_eq!(
        g.state.pending.as_ref().map(|p| p.stage.clone()),
        Some(Stage::Advance)
    );
}

#[test]
fn soviet_arrivals_in_a_besieged_city_one_unit_at_one_step() {
    let mut g = board(1, "soviet_reinforcement", |_| {});
    for id in ["s_rifle", "s_rifle2"] {
        let u = unit(&g, id) as usize;
        g.state.set_status(u as u16, UnitStatus::Waiting);
    }
    // Testgrad (0504) is Soviet; its Axis-held neighbours (0403, 0404) put it under siege.
    let city = hex(&g, "0504");
    let (a, b) = (unit(&g, "s_rifle"), unit(&g, "s_rifle2"));
    g.apply(Command::Place { unit: a, hex: city })
        .expect("a friendly city");
    assert_eq!(g.state.units[a as usize].losses, 2, "one step only");
    let e = g.apply(Command::Place { unit: b, hex: city }).unwrap_err();
    assert!(e.to_string().contains("besieged"), "{e}");
    // Not besieged: a full-strength arrival, and a second unit may follow.
    let mut g = board(1, "soviet_reinforcement", |_| {});
    for h in ["0403", "0404"] {
        let h = hex(&g, h);
        g.state.control[h as usize] = 1;
    }
    for id in ["s_rifle", "s_rifle2"] {
        let u = unit(&g, id) as usize;
        g.state.set_status(u as u16, UnitStatus::Waiting);
    }
    let (a, b) = (unit(&g, "s_rifle"), unit(&g, "s_rifle2"));
    g.apply(Command::Place { unit: a, hex: city }).unwrap();
    g.apply(Command::Place { unit: b, hex: city }).unwrap();
    assert_eq!(g.state.units[a as usize].losses, 0);
}

#[test]
fn leningrad_pocket_variants() {
    // Three Germans from three hexes (concentric 1R) into the pocket (0705), turn 1.
    let setup = |variant: bool| {
        let mut g = board(1, "axis_combat", |sc| sc.choices[0] = usize::from(variant));
        for (u, at) in [("g_inf", "0706"), ("g_inf2", "0605"), ("g_inf3", "0805")] {
            put(&mut g, u, at);
        }
        put(&mut g, "s_rifle", "0705");
        g
    };
    // Original: "no any shifts for the Axis attacks in the Leningrad pocket" in the first three
    // turns; then the rightward shifts apply again, and never the 1L.
    let mut g = setup(false);
    let o = odds_of(&g, &["g_inf", "g_inf2", "g_inf3"], "0705");
    assert_eq!(o.shift, 0, "{:?}", lines(&o));
    g.state.turn = 4;
    let o = odds_of(&g, &["g_inf", "g_inf2", "g_inf3"], "0705");
    assert_eq!(o.shift, 1, "{:?}", lines(&o));
    // Variant: "all column shifts ... apply: 1L and all rightward shifts".
    let g = setup(true);
    let o = odds_of(&g, &["g_inf", "g_inf2", "g_inf3"], "0705");
    assert_eq!(o.shift, 0, "1R - 1L: {:?}", lines(&o));
    assert!(lines(&o).contains(&"Leningrad pocket (001 3.6 (variant)): 1L".to_string()));
}
