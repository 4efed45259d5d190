//! The Typhoon game's combat results (003): the casualty rules, the exact distribution of the
//! three dice checked against the engine playing every combination, losses in combat factors
//! picked by the owner, and the weather table.

mod common;
use common::typhoon::*;
use common::*;
use std::collections::BTreeMap;
use steppe::rules::data::combat::{Resolver, Tie};
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::{Odds, odds};
use steppe::rules::mechanics::combat::choices;
use steppe::rules::mechanics::combat::opposed::{forecast, outcome};
use steppe::rules::state::Stage;
use steppe::rules::state::command::{Command, Event};
use steppe::rules::state::{Dice, UnitStatus};

/// German infantry (6 CF, efficiency 3) at 0202 against a rifle division (6, efficiency 1) in
/// clear 0203: 1:1, the attacker +2 for efficiency.
fn battle() -> Game {
    let mut g = game(BOARD, 1);
    jump_to(&mut g, "german_combat");
    put(&mut g, "g_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    g
}

fn the_odds(g: &Game) -> Odds {
    odds(g, &g.state, &[unit(g, "g_inf")], hex(g, "0203")).unwrap()
}

fn rules_of(g: &Game) -> (Tie, steppe::rules::data::combat::Casualties) {
    match &g.rules.combat.resolver {
        Resolver::OpposedRolls {
            tie, casualties, ..
        } => (*tie, casualties.clone()),
        Resolver::OddsTable { .. } => panic!("opposed rolls"),
    }
}

#[test]
fn casualties_in_combat_factors() {
    let g = battle();
    let (tie, cas) = rules_of(&g);
    let mut o = the_odds(&g);
    o.die_modifier = 0;
    o.defender_modifier = 0;
    // Winner's die: 1-2 nothing, 3-5 one factor, 6 two; the loser "Attackers casualties + 1"
    // (5 against 4: no multiple).
    for (k, w) in [(1, 0), (2, 0), (3, 1), (4, 1), (5, 1), (6, 2)] {
        let out = outcome(tie, &cas, &o, (5, 4, k));
        assert!(out.attacker_wins);
        assert_eq!(out.losses, [w, w + 1], "casualty die {k}");
    }
    // "double but less than triple": 1 more to the loser; "triple or more": 2 more.
    assert_eq!(outcome(tie, &cas, &o, (4, 2, 3)).losses, [1, 3]);
    assert_eq!(outcome(tie, &cas, &o, (5, 2, 3)).losses, [1, 3]);
    assert_eq!(outcome(tie, &cas, &o, (6, 2, 3)).losses, [1, 4]);
    // The defender winning: the attacker is the loser (3 against 1: triple).
    assert_eq!(outcome(tie, &cas, &o, (1, 3, 6)).losses, [5, 2]);
    // A loser's total of 0 or less is beaten more than three times over.
    o.die_modifier = -2;
    assert_eq!(outcome(tie, &cas, &o, (2, 5, 1)).losses, [3, 0]);
    o.die_modifier = 0;
    // Ties: the defender holds (the ruleset's reading).
    let out = outcome(tie, &cas, &o, (3, 3, 3));
    assert!(!out.attacker_wins);
    assert_eq!(
        out.losses,
        [2, 1],
        "a tie is no multiple: the loser's + 1 only"
    );
    // Bigger battles: the smaller side with 8-15 factors, +1 to both; 16-20, +2.
    o.attack = 12;
    o.defense = 9;
    assert_eq!(outcome(tie, &cas, &o, (5, 4, 3)).losses, [2, 3]);
    o.defense = 16;
    o.attack = 30;
    assert_eq!(outcome(tie, &cas, &o, (5, 4, 3)).losses, [3, 4]);
    o.defense = 21;
    assert_eq!(
        outcome(tie, &cas, &o, (5, 4, 3)).losses,
        [1, 2],
        "21 is above the chart"
    );
}

/// The loser's whole loss distribution, written out from 003's words for the battle of
/// `battle()` (1:1, the attacker +2 for efficiency, 6 against 6 factors: no size extra): for
/// each of the 216 rolls, the winner's casualty by the die, the loser's that + 1, + 1 more for a
/// double and + 2 for a triple. The forecast's distributions are exactly these counts.
#[test]
fn the_losers_whole_loss_distribution_is_003s() {
    let g = battle();
    let o = the_odds(&g);
    assert_eq!(
        (o.die_modifier, o.defender_modifier),
        (2, 0),
        "the battle's DMs"
    );
    let winner = [0, 0, 1, 1, 1, 2];
    let mut att: BTreeMap<u32, u32> = BTreeMap::new();
    let mut def: BTreeMap<u32, u32> = BTreeMap::new();
    let mut attacker_wins = 0;
    for a in 1..=6i32 {
        for d in 1..=6i32 {
            for k in 1..=6usize {
                let (at, dt) = (a + 2, d);
                // Ties go to the defender.
                let attacker_won = at > dt;
                let (win, lose) = if attacker_won { (at, dt) } else { (dt, at) };
                let w = winner[k - 1];
                // Beaten `times` times over: a total of 0 or less any number of times.
                let beaten = |times: i32| win > lose && (lose <= 0 || win >= times * lose);
                let multiple = if beaten(3) { 2 } else { u32::from(beaten(2)) };
                let l = w + 1 + multiple;
                let (la, ld) = if attacker_won { (w, l) } else { (l, w) };
                attacker_wins += u32::from(attacker_won);
                *att.entry(la).or_default() += 1;
                *def.entry(ld).or_default() += 1;
            }
        }
    }
    let f = forecast(&g, &o).expect("opposed rolls");
    assert_eq!(f.attacker_wins, attacker_wins);
    assert_eq!(f.attacker_losses, att);
    assert_eq!(f.defender_losses, def);
    // The attacker's total is at least 3, so a defender's 6 is at most double it: a beaten
    // attacker loses at most 2 + 1 + 1; a beaten defender (1 against 6) up to 2 + 1 + 2.
    assert_eq!(f.attacker_losses.keys().max(), Some(&4));
    assert_eq!(f.defender_losses.keys().max(), Some(&5));
}

/// Seeds whose first three rolls of a d6 are each combination (a, d, k).
fn seeds_for_every_triple() -> BTreeMap<(u32, u32, u32), u64> {
    let mut found = BTreeMap::new();
    let mut seed = 0u64;
    while found.len() < 216 {
        let mut d = Dice::new(seed);
        let t = (d.d6(), d.d6(), d.d6());
        found.entry(t).or_insert(seed);
        seed += 1;
        assert!(seed < 100_000, "dice cover every combination");
    }
    found
}

#[test]
fn the_exact_distribution_matches_the_engine_playing_every_combination() {
    let g = battle();
    let o = the_odds(&g);
    let f = forecast(&g, &o).expect("opposed rolls");
    assert_eq!(f.total, 216);
    assert_eq!(f.attacker_losses.values().sum::<u32>(), 216);
    assert_eq!(f.defender_losses.values().sum::<u32>(), 216);
    // Brute force: the engine fights the battle with each combination of the dice.
    let mut wins = 0;
    let mut att: BTreeMap<u32, u32> = BTreeMap::new();
    let mut def: BTreeMap<u32, u32> = BTreeMap::new();
    for ((a, d, k), seed) in seeds_for_every_triple() {
        let mut g = battle();
        g.state.dice = Dice::new(seed);
        let ev = g
            .apply(Command::Attack {
                attackers: vec![unit(&g, "g_inf")],
                defender: hex(&g, "0203"),
            })
            .unwrap();
        let rolled = ev
            .iter()
            .find_map(|e| match e {
                Event::OpposedRolls {
                    attacker_roll,
                    defender_roll,
                    casualty_die,
                    losses,
                    attacker_total,
                    defender_total,
                } => Some((
                    (*attacker_roll, *defender_roll, *casualty_die),
                    *losses,
                    attacker_total > defender_total,
                )),
                _ => None,
            })
            .expect("the rolls are reported");
        assert_eq!(rolled.0, (a, d, k));
        wins += u32::from(rolled.2);
        *att.entry(rolled.1[0]).or_default() += 1;
        *def.entry(rolled.1[1]).or_default() += 1;
        // The factors are gone from the units (a single unit each: no choice to make).
        let lost = |id: &str| g.state.units[unit(&g, id) as usize].losses;
        let gone = |id: &str, n: u32| match g.state.units[unit(&g, id) as usize].status() {
            UnitStatus::Eliminated => true,
            _ => lost(id) == n,
        };
        assert!(
            gone("g_inf", rolled.1[0]) && gone("s_rifle", rolled.1[1]),
            "{a} {d} {k}"
        );
    }
    assert_eq!(wins, f.attacker_wins);
    assert_eq!(att, f.attacker_losses);
    assert_eq!(def, f.defender_losses);
}

#[test]
fn the_owner_picks_which_units_lose_the_factors() {
    // Two Soviet divisions defend; the Germans win with a 6 on the casualty die: 2 factors each,
    // the defender chooses where its 2 (or more) go.
    let mut g = battle();
    put(&mut g, "s_rifle2", "0203");
    let seed = (0..100_000u64)
        .find(|&s| {
            let mut d = Dice::new(s);
            (d.d6(), d.d6(), d.d6()) == (6, 1, 6)
        })
        .unwrap();
    g.state.dice = Dice::new(seed);
    g.apply(Command::Attack {
        attackers: vec![unit(&g, "g_inf")],
        defender: hex(&g, "0203"),
    })
    .unwrap();
    let p = g.state.pending.clone().expect("the defender picks");
    assert!(
        matches!(p.stage, Stage::DefenderLoss { strength, .. } if strength >= 2),
        "{:?}",
        p.stage
    );
    let (a, b) = (unit(&g, "s_rifle"), unit(&g, "s_rifle2"));
    assert_eq!(
        choices(&g, &g.state),
        [Command::TakeLoss { unit: a }, Command::TakeLoss { unit: b }]
    );
}

#[test]
fn the_weather_table_by_turn() {
    // Turn 2 (October): the die's face reads the row "Clear, Fog, Rain, Rain, Heavy rain, Heavy
    // rain".
    let row = ["clear", "fog", "rain", "rain", "heavy_rain", "heavy_rain"];
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..60 {
        let mut g = game(BOARD, seed);
        while g.state.turn < 2 {
            g.apply(Command::EndPhase).unwrap();
        }
        let w = g.state.weather.expect("rolled as the German phase begins");
        let die = {
            let mut again = game(BOARD, seed);
            let mut d = 0;
            while again.state.turn < 2 {
                for e in again.apply(Command::EndPhase).unwrap() {
                    if let Event::WeatherRolled { die, .. } = e {
                        d = die;
                    }
                }
            }
            d
        };
        assert_eq!(g.rules.weather[w as usize].id, row[die as usize - 1]);
        seen.insert(die);
    }
    assert_eq!(seen.len(), 6, "every face came up");
}

#[test]
fn replacement_points_from_the_table_by_turn() {
    // "1D6: 1, 2, 3&4, 5, 6 = 1, 2, 3, 4, 5 RP"; the Germans +2 in turns 2-4, -2 from turn 10; the
    // Soviets +2 in turns 6-10, +4 from 11.
    let table = [1, 2, 3, 3, 4, 5];
    for (turn, german, soviet) in [(3, 2, 0), (5, 0, 0), (7, 0, 2), (12, -2, 4)] {
        for seed in 0..6 {
            let mut g = game(BOARD, seed);
            let mut rolls = Vec::new();
            loop {
                for e in g.apply(Command::EndPhase).unwrap() {
                    if let Event::ReplacementsRolled { side, die, points } = e
                        && g.state.turn == turn
                    {
                        rolls.push((side, die, points));
                    }
                }
                if g.state.turn > turn {
                    break;
                }
            }
            assert_eq!(rolls.len(), 2, "both sides roll in turn {turn}");
            for (side, die, points) in rolls {
                let adj = if side == 0 { german } else { soviet };
                let want = (table[die as usize - 1] + adj).max(0) as u32;
                assert_eq!(points, want, "turn {turn} side {side} die {die}");
            }
        }
    }
}

#[test]
fn combat_factors_recover_by_efficiency_within_command() {
    use steppe::rules::mechanics::replacement::{rebuild_problem, step_cost};
    let mut g = game(BOARD, 1);
    assert_eq!(g.rules.phases[g.state.phase].id, "german_admin");
    // "Infantry efficiency 2: 1 RP, efficiency 3: 2 RP (German); efficiency 1: 1 RP, 2: 2 RP,
    // 3: - (Soviet); tanks 2 RP"; the rest by type.
    let cost = |g: &Game, id: &str| step_cost(g, unit(g, id));
    assert_eq!(cost(&g, "g_inf"), 2, "German infantry, efficiency 3");
    assert_eq!(cost(&g, "g_inf2"), 1, "German infantry, efficiency 2");
    assert_eq!(cost(&g, "s_rifle"), 1, "Soviet infantry, efficiency 1");
    assert_eq!(cost(&g, "g_pz"), 2, "tanks");
    assert_eq!(cost(&g, "s_at"), 2, "antitank");
    put(&mut g, "g_inf", "0203");
    put(&mut g, "g_inf2", "0202");
    let (a, b) = (unit(&g, "g_inf"), unit(&g, "g_inf2"));
    g.state.units[a as usize].losses = 2;
    g.state.units[b as usize].losses = 1;
    g.state.points[0] = 3;
    g.apply(Command::Rebuild {
        unit: a,
        hex: hex(&g, "0203"),
    })
    .unwrap();
    assert_eq!(
        (g.state.units[a as usize].losses, g.state.points[0]),
        (1, 1)
    );
    // Beyond every HQ's command range, no recovery.
    let hq = unit(&g, "g_hq");
    g.state.set_status(hq, UnitStatus::Eliminated);
    assert_eq!(
        rebuild_problem(&g, &g.state, b, hex(&g, "0202")).as_deref(),
        Some("it is beyond the command range of every friendly HQ")
    );
    // An eliminated unit comes back in a town with one combat factor.
    let pz = unit(&g, "g_pz");
    g.state.set_status(pz, UnitStatus::Eliminated);
    g.state.points[0] = 2;
    g.apply(Command::Rebuild {
        unit: pz,
        hex: hex(&g, "0304"),
    })
    .unwrap();
    assert_eq!(g.factors(&g.state, pz).attack, 1);
    // Soviet guards (efficiency 3) do not recover.
    let mut g = game(BOARD, 1);
    g.apply(Command::EndPhase).unwrap();
    put(&mut g, "s_guards", "0704");
    let s = unit(&g, "s_guards");
    g.state.units[s as usize].losses = 1;
    g.state.points[1] = 5;
    let e = g
        .apply(Command::Rebuild {
            unit: s,
            hex: hex(&g, "0704"),
        })
        .unwrap_err();
    assert!(
        e.to_string().contains("the rules give it no recovery"),
        "{e}"
    );
}
