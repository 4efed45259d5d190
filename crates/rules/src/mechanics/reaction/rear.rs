//! Where a reaction is set off: the reactions in force against a mover, and the units a hex's
//! entry sets off (its rear area is `rear_area`).

use crate::model::map::HexIdx;
use crate::model::orders::Reaction as Rule;
use crate::model::tables::UnitId;
use crate::state::{Setup, State, UnitStatus};

use super::rear_area::rear_distance;
use super::withdrawals;

/// The reactions that may be made against a move by `side`'s unit now.
pub(super) fn in_force<'a>(
    setup: &'a Setup,
    st: &'a State,
    side: u8,
) -> impl Iterator<Item = (usize, &'a Rule)> + 'a {
    setup
        .rules
        .duties
        .reactions
        .iter()
        .enumerate()
        .filter(move |(_, r)| {
            r.side != side
                && r.when
                    .as_ref()
                    .is_none_or(|w| crate::query::condition::holds_now(setup, st, w))
        })
}

/// The hexes a unit of the mover's side standing in `h` reaches with itself and (if the
/// reaction counts it) its zone of control.
fn reached(setup: &Setup, rule: &Rule, h: HexIdx) -> Vec<HexIdx> {
    let mut out = vec![h];
    if rule.zoc {
        out.extend(crate::query::zoc::zoc_hexes(setup, h));
    }
    out
}

/// The units of the reaction's side that the mover entering `h` sets off: on the map, passing
/// the reaction's test, not marked as having reacted, not among `declined`, with `h` (or a hex of
/// its zone of control there) in their rear area within range, and able to withdraw.
pub(super) fn set_off(
    setup: &Setup,
    st: &State,
    rule: &Rule,
    h: HexIdx,
    declined: &[UnitId],
) -> Vec<UnitId> {
    let map = &setup.scenario.map;
    let edge = setup.rules.sides[rule.side as usize].home_edge;
    let hexes = reached(setup, rule, h);
    (0..st.units.len() as UnitId)
        .filter(|&u| {
            let us = &st.units[u as usize];
            let UnitStatus::OnMap(at) = us.status() else {
                return false;
            };
            setup.scenario.units[u as usize].side == rule.side
                && !us.has(rule.marker)
                && !declined.contains(&u)
                && hexes
                    .iter()
                    .any(|&x| rear_distance(map, edge, at, x).is_some_and(|d| d <= rule.within))
                && crate::query::unit_filter::unit_passes(setup, st, &rule.units, u, None)
                && !withdrawals(setup, st, rule, u, h).is_empty()
        })
        .collect()
}

/// The first hex of `path` from index `from` whose entry sets off a reaction against `mover`:
/// its index, the reaction and the units that may react.
/// Each hex is judged with the mover standing on the hex before it (the reacting units' moves
/// meet its zone of control there).
pub(super) fn first_set_off(
    setup: &Setup,
    st: &State,
    mover: UnitId,
    start: HexIdx,
    path: &[HexIdx],
    from: usize,
    declined: &[UnitId],
) -> Option<(usize, usize, Vec<UnitId>)> {
    let side = setup.scenario.units[mover as usize].side;
    let rules: Vec<(usize, &Rule)> = in_force(setup, st, side).collect();
    if rules.is_empty() {
        return None;
    }
    let mut then = st.clone();
    (from..path.len()).find_map(|i| {
        let before = if i == 0 { start } else { path[i - 1] };
        then.set_status(mover, UnitStatus::OnMap(before));
        rules.iter().find_map(|&(k, rule)| {
            let units = set_off(setup, &then, rule, path[i], declined);
            (!units.is_empty()).then_some((i, k, units))
        })
    })
}
