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
    let UnitStatus::OnMap(at) = g.state.units[pz as usize].status else {
        panic!("on the map")
    };
    // A position a search may set up: the Soviet army in the panzer corps' hex.
    let mut st = g.state.clone();
    st.units[army as usize].status = UnitStatus::OnMap(at);
    let _ = SideTables::shared(&g, &st, axis);
    // The panzer corps leaves: the hex is the Soviets' now.
    st.units[pz as usize].status = UnitStatus::OnMap(hex(&g, "1211"));
    let shared = SideTables::shared(&g, &st, axis);
    assert_eq!(*shared, SideTables::new(&g, &st, axis));
    // Entering an enemy-held hex is followed right too.
    st.units[pz as usize].status = UnitStatus::OnMap(at);
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
