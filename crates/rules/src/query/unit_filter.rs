//! Whether one unit passes a unit test (side, nationality, type, supply, size, markers, zone,
//! the hexside it attacks across, and all/any/not of those): a question about the unit alone,
//! asked by battle conditions, stacking rules, orders and reactions alike.

use crate::model::condition::UnitTest;
use crate::model::tables::UnitId;
use crate::state::{Setup, State};

/// Does a unit pass a test? `across`: the hexside it attacks across, for an attacker.
pub fn unit_passes(setup: &Setup, st: &State, t: &UnitTest, u: UnitId, across: Option<u8>) -> bool {
    let def = &setup.scenario.units[u as usize];
    match t {
        UnitTest::Always => true,
        UnitTest::Side(s) => def.side == *s,
        UnitTest::Nationality(set) => set.has(def.nationality as usize),
        UnitTest::Types(set) => set.has(def.unit_type as usize),
        UnitTest::OutOfSupply => st.units[u as usize].out_of_supply,
        UnitTest::Size(v) => v.contains(&def.size),
        UnitTest::Marked(m) => st.units[u as usize].has(*m),
        UnitTest::InZone(z) => match st.units[u as usize].status() {
            crate::state::UnitStatus::OnMap(h) => setup.scenario.zones[*z].contains(&h),
            _ => false,
        },
        UnitTest::Across(set) => across.is_some_and(|k| set.has(k as usize)),
        UnitTest::All(v) => v.iter().all(|x| unit_passes(setup, st, x, u, across)),
        UnitTest::Any(v) => v.iter().any(|x| unit_passes(setup, st, x, u, across)),
        UnitTest::Not(x) => !unit_passes(setup, st, x, u, across),
    }
}
