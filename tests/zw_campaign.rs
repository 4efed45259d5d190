//! Zhukov's War campaign (scenarios/zw_campaign.ron, drawn by scripts/gen_zw_campaign.py): the
//! whole front of 28 June 1942 with besieged Leningrad, the Leningrad pocket's rule in force
//! there, and the Axis allies going home in 1943.

mod common;
use common::*;
use std::collections::HashSet;
use steppe::rules::engine::game::Game;
use steppe::rules::query::supply::supply_map;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::Command;

const CAMPAIGN: &str = "scenarios/zw_campaign.ron";

fn side(g: &Game, id: &str) -> u8 {
    g.rules.sides.iter().position(|s| s.id == id).unwrap() as u8
}

#[test]
fn the_campaign_runs_from_july_1942_to_december_1943_from_leningrad_to_the_caucasus() {
    let g = game(CAMPAIGN, 1);
    let sc = &g.scenario;
    assert_eq!(sc.turns, 18);
    assert_eq!(sc.turn_name(&g.rules, 1), "Jul 1942");
    assert_eq!(sc.turn_name(&g.rules, 18), "Dec 1943");
    for name in [
        "Leningrad",
        "Moscow",
        "Stalingrad",
        "Grozny",
        "Kiev",
        "Rzhev",
        "Astrakhan",
    ] {
        let t = sc.map.terrain[hex(&g, name) as usize] as usize;
        assert!(!g.rules.terrain[t].water, "{name} on water");
    }
    let (axis, soviet) = (side(&g, "axis"), side(&g, "soviet"));
    let held = |name: &str| sc.initial_control[hex(&g, name) as usize];
    // The front of 28 June 1942.
    for name in [
        "Leningrad",
        "Moscow",
        "Voronezh",
        "Stalingrad",
        "Rostov",
        "Toropets",
    ] {
        assert_eq!(held(name), soviet, "{name}");
    }
    for name in [
        "Kiev",
        "Kharkov",
        "Smolensk",
        "Orel",
        "Rzhev",
        "Novgorod",
        "Velikiye Luki",
    ] {
        assert_eq!(held(name), axis, "{name}");
    }
}

#[test]
fn leningrad_is_a_pocket_cut_off_from_the_rest_of_the_soviet_union() {
    let g = game(CAMPAIGN, 1);
    let sc = &g.scenario;
    let map = &sc.map;
    let soviet = side(&g, "soviet");
    // The Leningrad pocket zone is Leningrad and the Oranienbaum bridgehead, all Soviet.
    let z = g
        .rules
        .zones
        .iter()
        .position(|z| z.id == "leningrad_pocket")
        .unwrap();
    let pocket: HashSet<u32> = sc.zones[z].iter().copied().collect();
    assert!(pocket.contains(&hex(&g, "Leningrad")));
    assert!(pocket.len() >= 4, "{pocket:?}");
    assert!(
        pocket
            .iter()
            .all(|&h| sc.initial_control[h as usize] == soviet)
    );
    // Over Soviet land from Leningrad one reaches the pocket and no further: Moscow is not
    // reached (Lake Ladoga and the siege ring close it).
    let land = |h: u32| !g.rules.terrain[map.terrain[h as usize] as usize].water;
    let mut seen = HashSet::from([hex(&g, "Leningrad")]);
    let mut todo = vec![hex(&g, "Leningrad")];
    while let Some(h) = todo.pop() {
        for n in map.neighbours[h as usize] {
            if n != steppe::rules::model::map::NO_HEX
                && land(n)
                && sc.initial_control[n as usize] == soviet
                && seen.insert(n)
            {
                todo.push(n);
            }
        }
    }
    assert!(!seen.contains(&hex(&g, "Moscow")));
    assert!(
        seen.iter().all(|h| pocket.contains(h)),
        "{seen:?} beyond {pocket:?}"
    );
    // Yet it is in supply, by the Road of Life over Lake Ladoga (Osinovets to Kobona or
    // Volkhov); were both lost, it would not be.
    let supplied = supply_map(&g, &g.state, soviet);
    assert!(supplied[hex(&g, "Leningrad") as usize]);
    assert!(supplied[hex(&g, "Osinovets") as usize]);
    let mut st = g.state.clone();
    st.control[hex(&g, "Kobona") as usize] = side(&g, "axis");
    assert!(supply_map(&g, &st, soviet)[hex(&g, "Leningrad") as usize]);
    st.control[hex(&g, "Volkhov") as usize] = side(&g, "axis");
    assert!(!supply_map(&g, &st, soviet)[hex(&g, "Leningrad") as usize]);
}

#[test]
fn the_axis_allies_go_home_in_1943() {
    let mut g = game(CAMPAIGN, 5);
    let status = |g: &Game, id: &str| g.state.units[unit(g, id) as usize].status();
    let soviet = side(&g, "soviet");
    let target = g
        .rules
        .phases
        .iter()
        .position(|p| p.side == soviet)
        .unwrap();
    let to = |g: &mut Game, turn: u32| {
        while g.state.turn < turn || g.state.phase < target {
            g.apply(Command::EndPhase).expect("end phase");
        }
    };
    to(&mut g, 9);
    assert_eq!(status(&g, "r_1"), UnitStatus::Withdrawn);
    assert_ne!(status(&g, "r_mtn"), UnitStatus::Withdrawn);
    assert_ne!(status(&g, "i_2"), UnitStatus::Withdrawn);
    to(&mut g, 10);
    assert_eq!(status(&g, "i_2"), UnitStatus::Withdrawn);
    to(&mut g, 11);
    assert_eq!(status(&g, "h_7"), UnitStatus::Withdrawn);
}

#[test]
fn soviets_attacking_from_the_toropets_salient_are_halved_unless_they_hold_rzhev() {
    use steppe::rules::mechanics::combat::calc::odds;
    let mut g = game(CAMPAIGN, 2);
    let soviet = side(&g, "soviet");
    let target = phase(&g, "soviet_combat");
    while g.state.phase != target {
        g.apply(Command::EndPhase).expect("end phase");
    }
    let map = &g.scenario.map;
    let zone = |id: &str| g.rules.zones.iter().position(|z| z.id == id).unwrap();
    let salient = g.scenario.zones[zone("toropets")].clone();
    assert!(salient.len() >= 3, "{salient:?}");
    assert_eq!(g.scenario.zones[zone("rzhev")], [hex(&g, "Rzhev")]);
    // A hex of the salient next to Axis ground, its enemy neighbour emptied of units.
    let (from, to) = salient
        .iter()
        .find_map(|&h| {
            map.neighbours[h as usize]
                .iter()
                .copied()
                .find(|&n| {
                    n != steppe::rules::model::map::NO_HEX
                        && !salient.contains(&n)
                        && g.state.control[n as usize] != soviet
                        && !g.rules.terrain[map.terrain[n as usize] as usize].water
                })
                .map(|n| (h, n))
        })
        .expect("a salient hex on the front");
    for u in 0..g.state.units.len() as u16 {
        if matches!(g.state.units[u as usize].status(), UnitStatus::OnMap(h) if h == from || h == to)
        {
            g.state.set_status(u, UnitStatus::Eliminated);
        }
    }
    let (army, div) = (unit(&g, "s_22a"), unit(&g, "g_6"));
    g.state.set_status(army, UnitStatus::OnMap(from));
    g.state.set_status(div, UnitStatus::OnMap(to));
    let halved = odds(&g, &g.state, &[army], to).unwrap();
    assert!(
        halved
            .breakdown
            .iter()
            .any(|l| l.to_string().contains("Toropets salient")),
        "{:?}",
        halved.breakdown
    );
    let mut st = g.state.clone();
    st.control[hex(&g, "Rzhev") as usize] = soviet;
    let whole = odds(&g, &st, &[army], to).unwrap();
    assert_eq!(halved.attack, whole.attack / 2, "{:?}", whole.breakdown);
    assert!(
        !whole
            .breakdown
            .iter()
            .any(|l| l.to_string().contains("Toropets"))
    );
}
