//! The Typhoon game's charts (003) as scenarios/rulesets/typhoon.ron plays them, on
//! tests/fixtures/typhoon_test.ron: every ratio modifier, the defender's terrain, rivers,
//! efficiency, fire support, shock, envelopment, the German exhaustion, the casualty rules, the
//! exact distribution of the three dice against the engine playing each combination, and the
//! weather table.

mod common;
use common::typhoon::*;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::{Odds, odds};
use steppe::rules::model::tables::Scenario;
use steppe::rules::state::command::{Command, RuleError};

fn board(phase: &str, f: impl FnOnce(&mut Scenario)) -> Game {
    let l = load(BOARD);
    let mut sc = (*l.scenario).clone();
    f(&mut sc);
    let mut g = Game::new(l.ruleset, std::sync::Arc::new(sc), 1);
    // The phase only: the HQs come on the map with the first unit put there, so that the tests
    // that play turns first play them on an empty board.
    set_phase(&mut g, phase);
    g
}

fn set(sc: &mut Scenario, id: &str, attack: u32, efficiency: u32) {
    let u = sc.unit_by_id(id).unwrap() as usize;
    sc.units[u].steps[0].attack = attack;
    sc.units[u].efficiency = efficiency;
}

fn odds_of(g: &Game, attackers: &[&str], at: &str) -> Odds {
    let ids: Vec<u16> = attackers.iter().map(|i| unit(g, i)).collect();
    odds(g, &g.state, &ids, hex(g, at)).unwrap_or_else(|e| panic!("{e}"))
}

fn lines(o: &Odds) -> Vec<String> {
    o.breakdown.iter().map(ToString::to_string).collect()
}

/// German infantry of `attack` factors (efficiency 1, like its enemy) at 0202 against a rifle
/// division (6) in clear 0203: (column, attacker's modifier).
fn ratio(attack: u32) -> Result<(String, i32), RuleError> {
    let mut g = board("german_combat", |sc| set(sc, "g_inf", attack, 1));
    put(&mut g, "g_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    let ids = vec![unit(&g, "g_inf")];
    odds(&g, &g.state, &ids, hex(&g, "0203")).map(|o| (o.column_name(&g), o.die_modifier))
}

#[test]
fn every_ratio_modifier() {
    let want = [
        (2, "1:3", -2),
        (3, "1:2", -1),
        (6, "1:1", 0),
        (9, "3:2", 1),
        (12, "2:1", 2),
        (18, "3:1", 3),
        (24, "4:1", 4),
        (30, "5:1", 5),
        (36, "6:1", 6),
        // "higher ratios are resolved with the 6:1 modifier"
        (100, "6:1", 6),
        // Rounded for the defender: 11 against 6 is 3:2.
        (11, "3:2", 1),
    ];
    for (attack, col, dm) in want {
        assert_eq!(
            ratio(attack).unwrap(),
            (col.to_string(), dm),
            "{attack} against 6"
        );
    }
    // "with lower ratios you cannot attack"
    assert!(matches!(ratio(1), Err(RuleError::OddsTooLow { .. })));
}

/// The defender's modifier in `at`, attacked from `from` on `turn`.
fn defender_dm(at: &str, from: &str, turn: u32) -> i32 {
    let mut g = board("german_combat", |sc| set(sc, "g_inf", 6, 1));
    while g.state.turn < turn {
        g.apply(Command::EndPhase).unwrap();
    }
    jump_to(&mut g, "german_combat");
    put(&mut g, "g_inf", from);
    put(&mut g, "s_rifle", at);
    let o = odds_of(&g, &["g_inf"], at);
    o.defender_modifier
}

#[test]
fn the_defenders_terrain() {
    assert_eq!(defender_dm("0203", "0202", 1), 0, "clear");
    assert_eq!(defender_dm("0302", "0301", 1), 2, "wood");
    assert_eq!(defender_dm("0502", "0501", 1), 2, "swamp");
    assert_eq!(
        defender_dm("0502", "0501", 7),
        0,
        "swamp is clear from turn 7"
    );
    assert_eq!(defender_dm("0304", "0303", 1), 2, "small town");
    assert_eq!(defender_dm("0504", "0503", 1), 3, "major town");
}

#[test]
fn rivers_divide_the_attack() {
    // 0704 behind a minor river from 0603 and a major river from 0604.
    let mut g = board("german_combat", |sc| set(sc, "g_inf", 6, 1));
    put(&mut g, "s_rifle", "0704");
    put(&mut g, "g_inf", "0603");
    assert_eq!(odds_of(&g, &["g_inf"], "0704").attack, 3, "CF/2");
    put(&mut g, "g_inf", "0604");
    assert_eq!(odds_of(&g, &["g_inf"], "0704").attack, 2, "CF/3");
}

#[test]
fn efficiency_of_the_strongest_units_compared() {
    // German infantry (6 CF, efficiency 3) against a rifle division (efficiency 1): +2 to the
    // attacker; against guards (3): nothing.
    let mut g = board("german_combat", |_| {});
    put(&mut g, "g_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    let o = odds_of(&g, &["g_inf"], "0203");
    assert_eq!(
        (o.die_modifier, o.defender_modifier),
        (2, 0),
        "{:?}",
        lines(&o)
    );
    assert!(
        lines(&o)
            .contains(&"efficiency (003 DM for efficiency comparison): attacker's die +2".into())
    );
    let mut g = board("german_combat", |_| {});
    put(&mut g, "g_inf2", "0202");
    put(&mut g, "s_guards", "0203");
    // 4 against 6 is 1:2 (-1); efficiency 2 against 3: +1 to the defender.
    let o = odds_of(&g, &["g_inf2"], "0203");
    assert_eq!(
        (o.die_modifier, o.defender_modifier),
        (-1, 1),
        "{:?}",
        lines(&o)
    );
    // The unit with the most factors counts: with the 6-CF infantry (3) beside the 4-CF one (2).
    put(&mut g, "g_inf", "0103");
    let o = odds_of(&g, &["g_inf2", "g_inf"], "0203");
    assert_eq!(o.defender_modifier, 0, "{:?}", lines(&o));
}

#[test]
fn fire_support_shock_envelopment_and_exhaustion() {
    // Artillery +1 a unit, heavy artillery +2 (efficiencies equal, 8 against 6 is 1:1).
    let mut g = board("german_combat", |sc| {
        set(sc, "g_inf", 6, 1);
        set(sc, "g_art", 1, 1);
        set(sc, "g_hart", 1, 1);
    });
    put(&mut g, "s_rifle", "0203");
    put(&mut g, "g_inf", "0202");
    put(&mut g, "g_art", "0103");
    put(&mut g, "g_hart", "0104");
    let o = odds_of(&g, &["g_inf", "g_art", "g_hart"], "0203");
    assert_eq!(o.die_modifier, 3, "{:?}", lines(&o));
    // Shock: tanks into clear +1, not against AT or tanks, not into wood.
    let shock = |defender: &str, at: &str, from: &str| {
        let mut g = board("german_combat", |sc| set(sc, "g_pz", 6, 1));
        put(&mut g, "s_rifle", at);
        if defender != "s_rifle" {
            put(&mut g, defender, at);
        }
        put(&mut g, "g_pz", from);
        let o = odds_of(&g, &["g_pz"], at);
        lines(&o).iter().any(|l| l.starts_with("shock"))
    };
    assert!(shock("s_rifle", "0203", "0202"));
    assert!(!shock("s_at", "0203", "0202"));
    assert!(!shock("s_tank", "0203", "0202"));
    assert!(!shock("s_rifle", "0302", "0301"));
    // Envelopment: attacking from 4, 5 and 6 hexes.
    let around = ["0202", "0304", "0204", "0104", "0103", "0303"];
    let units = ["g_inf", "g_inf2", "g_inf3", "g_pz", "g_art", "g_hart"];
    for (n, want) in [
        (3, None),
        (4, Some("envelopment (4 hexes)")),
        (5, Some("envelopment (5 hexes)")),
        (6, Some("envelopment (6 hexes)")),
    ] {
        let mut g = board("german_combat", |_| {});
        put(&mut g, "s_rifle", "0203");
        for k in 0..n {
            put(&mut g, units[k], around[k]);
        }
        let o = odds_of(&g, &units[..n], "0203");
        let env: Vec<String> = lines(&o)
            .into_iter()
            .filter(|l| l.starts_with("envelopment"))
            .collect();
        match want {
            None => assert!(env.is_empty(), "{n}: {env:?}"),
            Some(w) => assert!(env.len() == 1 && env[0].starts_with(w), "{n}: {env:?}"),
        }
    }
    // From turn 10 the Germans take -1 on every roll, attacking and defending.
    let mut g = board("german_combat", |sc| set(sc, "g_inf", 6, 1));
    while g.state.turn < 10 {
        g.apply(Command::EndPhase).unwrap();
    }
    jump_to(&mut g, "german_combat");
    put(&mut g, "g_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    assert_eq!(odds_of(&g, &["g_inf"], "0203").die_modifier, -1);
    jump_to(&mut g, "soviet_combat");
    let o = odds_of(&g, &["s_rifle"], "0202");
    assert_eq!(o.defender_modifier, -1, "{:?}", lines(&o));
}

/// Movement points a unit spends on a path, or why it can't take it.
fn spent(g: &Game, id: &str, path: &[&str]) -> Result<String, RuleError> {
    let m = steppe::rules::mechanics::movement::Mover::new(g, &g.state, unit(g, id))?;
    let (ticks, _) = m.check_path(&hexes(g, path))?;
    Ok(steppe::rules::mechanics::reach::mp_text(ticks, m.scale))
}

#[test]
fn six_movement_classes_roads_swamps_and_rivers() {
    let mut g = board("german_movement", |_| {});
    // Wood: 2 for everyone. Swamp: infantry 2, motorized 3, tanks only by road.
    put(&mut g, "g_inf", "0301");
    put(&mut g, "g_pz", "0401");
    assert_eq!(spent(&g, "g_inf", &["0302"]).unwrap(), "2");
    assert_eq!(spent(&g, "g_inf", &["0401", "0502"]).unwrap(), "3");
    let e = spent(&g, "g_pz", &["0502"]).unwrap_err();
    assert!(matches!(e, RuleError::ProhibitedTerrain { .. }), "{e}");
    // The main road: half a point for tanks (and motorized, cavalry), one for infantry; tanks
    // enter the swamp at 0306 along it.
    put(&mut g, "g_pz", "0106");
    put(&mut g, "g_inf", "0106");
    assert_eq!(spent(&g, "g_pz", &["0206", "0306", "0406"]).unwrap(), "1½");
    assert_eq!(spent(&g, "g_inf", &["0206", "0306", "0406"]).unwrap(), "3");
    // Rivers: minor +1; major +2 for infantry, +3 for tanks.
    put(&mut g, "g_inf", "0603");
    assert_eq!(spent(&g, "g_inf", &["0704"]).unwrap(), "2");
    put(&mut g, "g_inf", "0604");
    assert_eq!(spent(&g, "g_inf", &["0704"]).unwrap(), "3");
    put(&mut g, "g_pz", "0604");
    assert_eq!(spent(&g, "g_pz", &["0704"]).unwrap(), "4");
    // Lakes: no one.
    put(&mut g, "g_inf", "0701");
    assert!(spent(&g, "g_inf", &["0702"]).is_err());
    // From turn 7 the swamp is clear: tanks go in anywhere, at 1.
    let mut g = board("german_movement", |_| {});
    while g.state.turn < 7 {
        g.apply(Command::EndPhase).unwrap();
    }
    jump_to(&mut g, "german_movement");
    g.state.weather = g.rules.weather_by_id("clear");
    put(&mut g, "g_pz", "0401");
    assert_eq!(spent(&g, "g_pz", &["0502"]).unwrap(), "1");
}

#[test]
fn air_support_adds_to_the_roll_and_is_used_for_the_turn() {
    use steppe::rules::mechanics::air::available;
    let mut g = board("german_combat", |sc| set(sc, "g_inf", 6, 1));
    put(&mut g, "g_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    let plain = odds_of(&g, &["g_inf"], "0203").die_modifier;
    // The fixture gives the Germans 2 air units a turn, the Soviets 1.
    assert_eq!(available(&g, &g.state, 0), (2, 2));
    g.apply(Command::AirSupport { units: 2 }).unwrap();
    let o = odds_of(&g, &["g_inf"], "0203");
    assert_eq!(o.die_modifier, plain + 2);
    assert!(
        lines(&o).iter().any(|l| l.contains("2 air units")),
        "{:?}",
        lines(&o)
    );
    let e = g.apply(Command::AirSupport { units: 3 }).unwrap_err();
    assert_eq!(
        e.to_string(),
        "no air support: the German have 2 air units left this turn, of 2"
    );
    // The attack uses them: none left this turn, and the next attack has none.
    let (a, t) = (unit(&g, "g_inf"), hex(&g, "0203"));
    g.apply(Command::Attack {
        attackers: vec![a],
        defender: t,
    })
    .unwrap();
    while g.state.pending.is_some() {
        let c = steppe::rules::mechanics::combat::choices(&g, &g.state).remove(0);
        g.apply(c).unwrap();
    }
    assert_eq!(available(&g, &g.state, 0), (2, 0));
    assert_eq!(g.state.air.committed, 0);
    assert!(g.apply(Command::AirSupport { units: 1 }).is_err());
    // Not outside a combat phase; the Soviets' own.
    g.apply(Command::EndPhase).unwrap();
    let e = g.apply(Command::AirSupport { units: 1 }).unwrap_err();
    assert!(e.to_string().contains("not a combat phase"), "{e}");
    g.apply(Command::EndPhase).unwrap();
    assert_eq!(g.rules.phases[g.state.phase].id, "soviet_movement");
    let s_hq = unit(&g, "s_hq");
    g.apply(Command::Activate { unit: s_hq }).unwrap();
    g.apply(Command::EndPhase).unwrap();
    g.apply(Command::AirSupport { units: 1 }).unwrap();
    g.apply(Command::EndPhase).unwrap();
    g.apply(Command::EndPhase).unwrap();
    // Every formation has acted: the aviation is available again, and the turn ends.
    assert_eq!(g.state.turn, 2);
    assert_eq!(available(&g, &g.state, 0), (2, 2));
}
