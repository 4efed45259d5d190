//! Who commands whom where formations take turns: which units are HQs, the HQ each unit is
//! assigned to as the activations begin (the nearest of its side in command range), the
//! formation a unit acts with and its members.

use crate::model::tables::{SideId, UnitId};
use crate::state::Setup;
use crate::state::{State, UnitStatus};

/// Whether the unit is an HQ (its type is one of the activation rules' HQ types).
pub fn is_hq(setup: &Setup, u: UnitId) -> bool {
    setup.hq.get(u as usize).copied().unwrap_or(false)
}

pub(super) fn on_map(st: &State, u: UnitId) -> bool {
    matches!(st.units[u as usize].status(), UnitStatus::OnMap(_))
}

/// The HQ a unit answers to now: its assigned HQ while that HQ is on the map.
pub fn hq_of(st: &State, u: UnitId) -> Option<UnitId> {
    st.formations
        .command()
        .get(u as usize)
        .copied()
        .flatten()
        .filter(|&h| on_map(st, h))
}

/// The formation a unit acts with: an HQ leads itself, a unit its HQ, a unit out of command
/// itself.
pub fn leader_of(setup: &Setup, st: &State, u: UnitId) -> UnitId {
    if is_hq(setup, u) {
        u
    } else {
        hq_of(st, u).unwrap_or(u)
    }
}

/// Is a friendly HQ on the map within command range of this unit (an HQ: itself)?
pub fn in_command_range(setup: &Setup, st: &State, u: UnitId) -> bool {
    is_hq(setup, u) && on_map(st, u)
        || in_range_of(setup, st, u, &hqs_on_map(setup, st))
            .next()
            .is_some()
}

/// An HQ on the map: the unit, its side and where it stands.
struct Hq {
    unit: UnitId,
    side: SideId,
    at: hexx::Hex,
}

/// Every HQ on the map, in the scenario's order.
fn hqs_on_map(setup: &Setup, st: &State) -> Vec<Hq> {
    let map = &setup.scenario.map;
    (0..st.units.len() as UnitId)
        .filter(|&h| is_hq(setup, h))
        .filter_map(|h| match st.units[h as usize].status() {
            UnitStatus::OnMap(x) => Some(Hq {
                unit: h,
                side: setup.scenario.units[h as usize].side,
                at: map.hex(x),
            }),
            _ => None,
        })
        .collect()
}

/// Those of `hqs` (`hqs_on_map`) friendly to unit `u` and within command range of it, with
/// their distance, in their order (none if `u` is not on the map).
fn in_range_of<'a>(
    setup: &Setup,
    st: &State,
    u: UnitId,
    hqs: &'a [Hq],
) -> impl Iterator<Item = (UnitId, u32)> + 'a {
    let from = match (&setup.rules.activations, st.units[u as usize].status()) {
        (Some(a), UnitStatus::OnMap(at)) => Some((
            setup.scenario.map.hex(at),
            setup.scenario.units[u as usize].side,
            a.range,
        )),
        _ => None,
    };
    hqs.iter().filter_map(move |hq| {
        let (at, side, range) = from?;
        let d = hq.at.unsigned_distance_to(at);
        (hq.unit != u && hq.side == side && d <= range).then_some((hq.unit, d))
    })
}

/// The units of a formation on the map (the HQ first).
pub fn members(setup: &Setup, st: &State, leader: UnitId) -> Vec<UnitId> {
    let mut v = vec![leader];
    // (Units are assigned to HQs only, and follow one while it is on the map.)
    if on_map(st, leader) {
        v.extend(
            st.formations
                .leaders()
                .assigned_to(leader)
                .filter(|&u| on_map(st, u)),
        );
    }
    debug_assert_eq!(
        v[1..],
        (0..st.units.len() as UnitId)
            .filter(|&u| is_hq(setup, leader)
                && u != leader
                && on_map(st, u)
                && hq_of(st, u) == Some(leader))
            .collect::<Vec<_>>(),
        "the HQs' index gave other members"
    );
    v
}

/// Assigns each unit of the map to an HQ: it keeps its HQ while that HQ is on the map within
/// range, else goes to the nearest HQ of its side in range (the first listed on a tie), else is
/// out of command.
pub(super) fn assign(setup: &Setup, st: &mut State) {
    let n = st.units.len();
    let mut command = vec![None; n];
    // Each side's HQs (a unit is assigned to its own side's only), in the scenario's order.
    let mut hqs: Vec<Vec<Hq>> = setup.rules.sides.iter().map(|_| Vec::new()).collect();
    for hq in hqs_on_map(setup, st) {
        if let Some(v) = hqs.get_mut(hq.side as usize) {
            v.push(hq);
        }
    }
    for u in 0..n as UnitId {
        let had = st.formations.command().get(u as usize).copied().flatten();
        let (mut keep, mut nearest) = (false, None::<(UnitId, u32)>);
        // (A unit off the map is in range of none.)
        if !is_hq(setup, u) && on_map(st, u) {
            let side = setup.scenario.units[u as usize].side as usize;
            let theirs = hqs.get(side).map_or(&[][..], Vec::as_slice);
            for (h, d) in in_range_of(setup, st, u, theirs) {
                keep |= had == Some(h);
                // The nearest; the first listed of equals.
                if nearest.is_none_or(|(_, best)| d < best) {
                    nearest = Some((h, d));
                }
            }
        }
        command[u as usize] = if keep { had } else { nearest.map(|(h, _)| h) };
    }
    st.formations
        .set_command(&setup.rules, &setup.scenario, command);
}
