//! The Great Patriotic War campaign (scenarios/gpw_campaign.ron, drawn by
//! scripts/gen_gpw_campaign.py): the whole war on one map, its calendar, and the schedule of
//! arrivals, withdrawals, returns and replacement points by year played through turn by turn.

mod common;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::Command;

const CAMPAIGN: &str = "scenarios/gpw_campaign.ron";

/// Ends phases (no moves) until `turn` and the named phase begin.
fn to(g: &mut Game, turn: u32, phase: &str) {
    let target = common::phase(g, phase);
    while g.state.turn < turn || g.state.phase != target {
        g.apply(Command::EndPhase).expect("end phase");
    }
}

fn status(g: &Game, id: &str) -> UnitStatus {
    g.state.units[unit(g, id) as usize].status()
}

#[test]
fn the_campaign_runs_from_june_1941_to_may_1945_from_berlin_to_the_caucasus() {
    let g = game(CAMPAIGN, 1);
    let sc = &g.scenario;
    assert_eq!(sc.turns, 32);
    assert_eq!(sc.turn_name(&g.rules, 1), "Jun 1941");
    assert_eq!(sc.turn_name(&g.rules, 6), "Jan/Feb 1942");
    assert_eq!(sc.turn_name(&g.rules, 27), "Aug 1944");
    assert_eq!(sc.turn_name(&g.rules, 32), "May 1945");
    let (w, h) = (sc.map.width, sc.map.height);
    assert_eq!((w, h), (54, 36));
    // Berlin near the west edge, Kazan near the east, Leningrad at the top, Grozny at the
    // bottom; every place on land.
    let col_row = |name: &str| {
        let label = sc.map.label(hex(&g, name));
        (
            label[..2].parse::<u32>().unwrap(),
            label[2..].parse::<u32>().unwrap(),
        )
    };
    assert!(col_row("Berlin").0 <= 4);
    assert!(col_row("Kazan").0 >= w - 6);
    assert!(col_row("Leningrad").1 <= 3);
    assert!(col_row("Grozny").1 >= h - 2);
    for name in [
        "Moscow",
        "Stalingrad",
        "Warsaw",
        "Budapest",
        "Sevastopol",
        "Kerch",
    ] {
        let t = sc.map.terrain[hex(&g, name) as usize] as usize;
        assert!(!g.rules.terrain[t].water, "{name} on water");
    }
    // The Axis garrison of Berlin and the Soviets' of Moscow stand in their capitals.
    assert_eq!(
        status(&g, "g_gar_berlin"),
        UnitStatus::OnMap(hex(&g, "Berlin"))
    );
    assert_eq!(status(&g, "s_mgar"), UnitStatus::OnMap(hex(&g, "Moscow")));
}

#[test]
fn allies_go_home_romania_changes_sides_and_withdrawn_units_come_back() {
    let mut g = game(CAMPAIGN, 7);
    // 1943: the Italians in March/April, the Hungarian 2nd Army in May, the Leibstandarte to
    // Italy in August and back in November/December.
    to(&mut g, 15, "axis_rail");
    assert_eq!(status(&g, "i_alp"), UnitStatus::Withdrawn);
    assert_ne!(status(&g, "h_3"), UnitStatus::Withdrawn);
    to(&mut g, 16, "axis_rail");
    assert_eq!(status(&g, "h_3"), UnitStatus::Withdrawn);
    to(&mut g, 19, "axis_rail");
    assert_eq!(status(&g, "ss_lah"), UnitStatus::Withdrawn);
    to(&mut g, 21, "axis_rail");
    assert_eq!(status(&g, "ss_lah"), UnitStatus::Waiting);
    // August 1944: every Romanian unit leaves, on the map or not; in September/October two
    // Romanian armies join the Soviets.
    to(&mut g, 26, "axis_rail");
    assert!(matches!(status(&g, "r_gar"), UnitStatus::OnMap(_)));
    to(&mut g, 27, "axis_rail");
    for id in ["r_gar", "r_mtn", "r_cav", "r_1ad", "r_3", "r_1", "r_7"] {
        assert_eq!(status(&g, id), UnitStatus::Withdrawn, "{id}");
    }
    assert_eq!(status(&g, "s_1rom"), UnitStatus::NotArrived);
    to(&mut g, 28, "soviet_rail");
    assert_eq!(status(&g, "s_1rom"), UnitStatus::Waiting);
    let soviet = g.scenario.units[unit(&g, "s_1rom") as usize].side;
    assert_eq!(g.rules.sides[soviet as usize].id, "soviet");
}

#[test]
fn replacement_points_change_by_the_year() {
    // (turn, Axis points, Soviet points) granted in that turn's reinforcement phases: 1941
    // Barbarossa's 2 and 4, then 3 and 6, 3 and 8, 2 and 9, 1 and 9.
    let mut g = game(CAMPAIGN, 3);
    for (turn, axis, soviet) in [(5, 2, 4), (6, 3, 6), (14, 3, 8), (22, 2, 9), (30, 1, 9)] {
        to(&mut g, turn, "axis_rail");
        assert_eq!(g.state.points[0], axis, "turn {turn}");
        to(&mut g, turn, "soviet_rail");
        assert_eq!(g.state.points[1], soviet, "turn {turn}");
    }
}
