//! The thread's shared side tables (zones of control and occupancy) stay the ones built anew
//! while the side's own units move, even from positions searches set up that no rule allows.

mod common;
use common::*;
use steppe::rules::query::zoc::SideTables;
use steppe::rules::state::UnitStatus;

#[test]
fn a_unit_leaving_a_hex_both_sides_stand_in_leaves_the_tables_right() {
    let g = game("scenarios/gpw_barbarossa.ron", 1);
    let axis = g.rules.sides.iter().position(|s| s.id == "axis").unwrap() as u8;
    let (pz, army) = (unit(&g, "g_41pz"), unit(&g, "s_8a"));
    let UnitStatus::OnMap(at) = g.state.units[pz as usize].status() else {
        panic!("on the map")
    };
    // A position a search may set up: the Soviet army in the panzer corps' hex.
    let mut st = g.state.clone();
    st.set_status(army, UnitStatus::OnMap(at));
    let _ = SideTables::shared(&g, &st, axis);
    // The panzer corps leaves: the hex is the Soviets' now.
    st.set_status(pz, UnitStatus::OnMap(hex(&g, "1211")));
    let shared = SideTables::shared(&g, &st, axis);
    assert_eq!(*shared, SideTables::new(&g, &st, axis));
    // Entering an enemy-held hex is followed right too.
    st.set_status(pz, UnitStatus::OnMap(at));
    assert_eq!(
        *SideTables::shared(&g, &st, axis),
        SideTables::new(&g, &st, axis)
    );
}

/// The answers a thread keeps (`query::recent`, which the supply map and the distances over land
/// use): one game's only, at most as many as asked, the one asked longest ago going first.
#[test]
fn a_thread_keeps_the_last_few_answers_of_the_same_game() {
    use steppe::rules::query::recent::Recent;
    use steppe::rules::state::Setup;
    let setup = || {
        let l = common::load("scenarios/zw_blue.ron");
        Setup::new(l.ruleset, l.scenario)
    };
    let (a, b) = (setup(), setup());
    let mut r: Recent<u32, &str> = Recent::new(2);
    r.keep(&a, 1, "one");
    r.keep(&a, 2, "two");
    assert_eq!(r.find(&a, |k| *k == 1), Some("one"));
    assert_eq!(r.find(&b, |k| *k == 1), None, "another game's scenario");
    // 1 was asked last: 2 goes when 3 comes.
    r.keep(&a, 3, "three");
    assert_eq!(r.find(&a, |k| *k == 2), None);
    assert_eq!(r.find(&a, |k| *k == 1), Some("one"));
    assert_eq!(r.find(&a, |k| *k == 3), Some("three"));
}

/// A state's statuses have a serial: a copy keeps it, setting a unit where it already is keeps
/// it, moving a unit draws a new one. The shared tables, given as they are to a state whose
/// serial they were last brought to, stay right when a copy and its original take turns.
#[test]
fn the_shared_tables_follow_a_copy_and_its_original_taking_turns() {
    let g = game("scenarios/gpw_barbarossa.ron", 1);
    let axis = g.rules.sides.iter().position(|s| s.id == "axis").unwrap() as u8;
    let soviet = 1 - axis;
    let pz = unit(&g, "g_41pz");
    let UnitStatus::OnMap(at) = g.state.units[pz as usize].status() else {
        panic!("on the map")
    };
    let serial = |st: &steppe::rules::state::State| st.statuses().get();
    let mut copy = g.state.clone();
    assert_eq!(serial(&copy), serial(&g.state), "a copy keeps the serial");
    copy.set_status(pz, UnitStatus::OnMap(at));
    assert_eq!(serial(&copy), serial(&g.state), "set where it already is");
    copy.set_status(pz, UnitStatus::OnMap(hex(&g, "1211")));
    assert_ne!(serial(&copy), serial(&g.state), "moved");
    assert_eq!(
        copy,
        {
            let mut same = g.state.clone();
            same.set_status(pz, UnitStatus::OnMap(hex(&g, "1211")));
            same
        },
        "the serial is not part of a state's equality"
    );
    // The copy remembers what moved since it was the original.
    let moved: Vec<u16> = copy
        .statuses()
        .changed_since(g.state.statuses().get())
        .expect("one change back")
        .collect();
    assert_eq!(moved, vec![pz]);
    // It remembers the last eight changes, no more: the tables built before them compare
    // every unit, those built since follow the units named (both right, below).
    let before = copy.statuses().get();
    let mut far = copy.clone();
    let soviets: Vec<u16> = (0..far.units.len() as u16)
        .filter(|&u| g.scenario.units[u as usize].side == soviet && far.unit_hex(u).is_some())
        .take(9)
        .collect();
    for &u in &soviets {
        far.set_status(u, UnitStatus::Eliminated);
    }
    assert!(
        far.statuses().changed_since(before).is_none(),
        "nine changes ago"
    );
    assert_eq!(
        far.statuses()
            .changed_since(far.statuses().get())
            .map(Iterator::count),
        Some(0)
    );
    for _ in 0..3 {
        for st in [&g.state, &copy, &far] {
            for side in [axis, soviet] {
                assert_eq!(
                    *SideTables::shared(&g, st, side),
                    SideTables::new(&g, st, side)
                );
            }
        }
    }
}

/// What a thread keeps between moves (the side tables, each class's costs as the cost changes
/// in force leave them) never changes a search: at every phase of random games of Barbarossa
/// 1941 (weather, frozen lakes) and Zhukov's War 1942-1943 (cost changes by turn), the hexes a
/// unit reaches and their costs are those a new thread, which keeps nothing, finds.
#[test]
fn what_a_thread_keeps_never_changes_a_search() {
    use steppe::rules::engine::game::Game;
    use steppe::rules::mechanics::movement::Mover;
    use steppe::rules::play::random::RandomPlayer;
    /// Each unit that may move, the hexes it reaches with their costs, where it may end.
    type Search = (u16, Vec<(u32, u32)>, Vec<u32>);
    fn searches(g: &Game) -> Vec<Search> {
        (0..g.state.units.len() as u16)
            .filter_map(|u| {
                let m = Mover::new(g, &g.state, u).ok()?;
                let r = m.reach();
                Some((u, r.reached().collect(), r.dests.clone()))
            })
            .collect()
    }
    for (file, phases) in [
        ("scenarios/war_1941.ron", 60),
        ("scenarios/zw_campaign.ron", 40),
    ] {
        let mut g = game(file, 4);
        let mut player = RandomPlayer::new(4);
        let mut searched = 0;
        for _ in 0..phases {
            let here = searches(&g);
            let copy = g.clone();
            let fresh = std::thread::spawn(move || searches(&copy)).join().unwrap();
            assert_eq!(
                here, fresh,
                "{file}, turn {} phase {}",
                g.state.turn, g.state.phase
            );
            searched += here.len();
            player.play_phase(&mut g, &mut |g, c| g.apply(c));
        }
        assert!(searched > 100, "{file}: {searched} searches");
    }
}

/// The supply maps a thread keeps (by the units' statuses they were asked of, and by the hexes
/// the units close) are the ones traced afresh: after every command of random games of every
/// shipped scenario, each side's map asked twice (the second time kept by serial) is
/// `trace_supply`'s; and where a side has sea lines (traced from controlled cities), a change
/// of control with no unit moved is not answered from the map kept for the old control.
#[test]
fn a_kept_supply_map_is_the_one_traced_afresh() {
    use steppe::rules::engine::game::Game;
    use steppe::rules::play::random::RandomPlayer;
    use steppe::rules::query::supply::{supply_map, trace_supply};
    fn check(g: &Game) -> usize {
        for side in 0..g.rules.sides.len() as u8 {
            let fresh = trace_supply(g, &g.state, side);
            for ask in ["first", "again"] {
                let kept = supply_map(g, &g.state, side);
                let differ: Vec<String> = (0..fresh.len())
                    .filter(|&h| kept[h] != fresh[h])
                    .map(|h| g.scenario.map.label(h as u32))
                    .collect();
                assert!(
                    differ.is_empty(),
                    "turn {} phase {}, side {side} asked {ask}: {differ:?} differ",
                    g.state.turn,
                    g.state.phase
                );
            }
        }
        1
    }
    for file in [
        "scenarios/gpw_barbarossa.ron",
        "scenarios/typhoon_1941.ron",
        "scenarios/war_1941.ron",
        "scenarios/zw_blue.ron",
        "scenarios/gpw_campaign.ron",
    ] {
        let mut g = game(file, 3);
        let mut player = RandomPlayer::new(3);
        let mut checked = check(&g);
        while !g.state.over && g.state.turn <= 2 {
            player.play_phase(&mut g, &mut |g, c| {
                let r = g.apply(c);
                checked += check(g);
                r
            });
        }
        assert!(checked > 50, "{file}: {checked} positions checked");
    }
    // Sea lines: the test map's Soviet wall is cut off by land and traces supply by sea from
    // Port East to Port West; taking Port West's control (no unit moves) cuts it.
    let g = game("tests/fixtures/supply_test.ron", 1);
    let soviet = g.rules.sides.iter().position(|s| s.id == "soviet").unwrap() as u8;
    let mut st = g.state.clone();
    let wall = hex(&g, "0404");
    assert!(supply_map(&g, &st, soviet)[wall as usize], "by sea");
    let serial = st.statuses().get();
    st.control[hex(&g, "0504") as usize] = 1 - soviet;
    let fresh = trace_supply(&g, &st, soviet);
    assert!(!fresh[wall as usize], "no port, no sea line");
    assert_eq!(supply_map(&g, &st, soviet), fresh);
    assert_eq!(st.statuses().get(), serial, "no unit moved");
}
