//! Each kind of legal command on its own, for a caller that wants one kind only: the answers,
//! activations, orders, placements and rebuilds with their hexes, moves as reaches, attacks as
//! the units that may join, air support, ending the phase.

use crate::data::ruleset::PhaseKind;
use crate::mechanics::combat::calc::attacker_problem;
use crate::mechanics::movement::Mover;
use crate::mechanics::placement::placement_hexes;
use crate::mechanics::reach::Reach;
use crate::mechanics::replacement::{rebuild_problem, rebuild_unit_problem};
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::{SideId, UnitId};
use crate::state::command::Command;
use crate::state::{Setup, State, UnitStatus};

/// The answers to the waiting question, in `combat::choices` order (empty when none waits).
pub fn answers(setup: &Setup, st: &State) -> Vec<Command> {
    crate::mechanics::combat::choices(setup, st)
}

/// The units that may be activated now, in the order `activation::to_activate` gives.
pub fn activations(setup: &Setup, st: &State) -> Vec<UnitId> {
    crate::mechanics::activation::to_activate(setup, st)
}

/// The orders the phasing side may give now, in the ruleset's order (a unit's order once per
/// unit it may go to).
pub fn orders(setup: &Setup, st: &State) -> Vec<Command> {
    if st.pending.is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (k, units) in crate::mechanics::orders::orders_now(setup, st) {
        let order = &setup.rules.duties.orders[k].id;
        if units.is_empty() {
            out.push(Command::Order {
                order: order.clone(),
                unit: None,
            });
        }
        out.extend(units.into_iter().map(|u| Command::Order {
            order: order.clone(),
            unit: Some(u),
        }));
    }
    out
}

/// The hexes a waiting unit may be placed in now (empty when it may not be placed).
pub fn placement_hexes_of(setup: &Setup, st: &State, unit: UnitId) -> Vec<HexIdx> {
    let phase = &setup.rules.phases[st.phase];
    let waiting = st.units[unit as usize].status() == UnitStatus::Waiting;
    if phase.kind != PhaseKind::Reinforcement
        || phase.side != setup.scenario.units[unit as usize].side
        || !waiting
    {
        return Vec::new();
    }
    placement_hexes(setup, st, unit, false)
}

/// The side's waiting units that may be placed now, in unit order, with their hexes.
pub fn placements(setup: &Setup, st: &State, side: SideId) -> Vec<(UnitId, Vec<HexIdx>)> {
    units_of(setup, side)
        .map(|u| (u, placement_hexes_of(setup, st, u)))
        .filter(|(_, hexes)| !hexes.is_empty())
        .collect()
}

/// The hexes a unit may be rebuilt in now: an eliminated unit's placement hexes, a reduced
/// unit's own hex (empty when it may not be rebuilt).
pub fn rebuild_hexes(setup: &Setup, st: &State, unit: UnitId) -> Vec<HexIdx> {
    // The unit's own checks once, then its hexes: `placement_hexes` keeps only the legal ones.
    if rebuild_unit_problem(setup, st, unit).is_some() {
        return Vec::new();
    }
    match st.units[unit as usize].status() {
        UnitStatus::OnMap(h) if rebuild_problem(setup, st, unit, h).is_none() => vec![h],
        UnitStatus::Eliminated => placement_hexes(setup, st, unit, true),
        _ => Vec::new(),
    }
}

/// The side's units that may be rebuilt now, in unit order, with their hexes.
pub fn rebuilds(setup: &Setup, st: &State, side: SideId) -> Vec<(UnitId, Vec<HexIdx>)> {
    units_of(setup, side)
        .map(|u| (u, rebuild_hexes(setup, st, u)))
        .filter(|(_, hexes)| !hexes.is_empty())
        .collect()
}

/// A unit's reach, if it may move now and has somewhere to go.
pub fn reach_of(setup: &Setup, st: &State, unit: UnitId) -> Option<Reach> {
    if !Mover::may_move(setup, st, unit) {
        return None;
    }
    let reach = Mover::new(setup, st, unit).ok()?.reach();
    (!reach.dests.is_empty()).then_some(reach)
}

/// The side's units that may move now, in unit order, with their reaches.
pub fn moves(setup: &Setup, st: &State, side: SideId) -> Vec<(UnitId, Reach)> {
    if st.pending.is_some() {
        return Vec::new();
    }
    units_of(setup, side)
        .filter_map(|u| reach_of(setup, st, u).map(|r| (u, r)))
        .collect()
}

/// The units that may join an attack on `hex` now: next to it, the rules' check of each
/// attacker passed, not attacked yet this phase (in the order of `hex`'s neighbours).
pub fn joiners(setup: &Setup, st: &State, hex: HexIdx) -> Vec<UnitId> {
    setup.scenario.map.neighbours[hex as usize]
        .iter()
        .filter(|&&n| n != NO_HEX)
        .flat_map(|&n| st.units_at(n))
        .filter(|&u| {
            !st.units[u as usize].has(setup.rules.roles.attacked)
                && attacker_problem(setup, st, u, hex).is_none()
        })
        .collect()
}

/// The hexes `side` may attack now, in hex order, each with the units that may join: hexes
/// holding only enemy units none of which has been attacked this phase, with someone to attack
/// them.
pub fn attacks(setup: &Setup, st: &State, side: SideId) -> Vec<(HexIdx, Vec<UnitId>)> {
    if st.pending.is_some() || setup.rules.phases[st.phase].kind != PhaseKind::Combat {
        return Vec::new();
    }
    (0..setup.scenario.map.len() as HexIdx)
        .filter(|&h| {
            let mut units = st.units_at(h).peekable();
            units.peek().is_some()
                && units.all(|u| {
                    setup.scenario.units[u as usize].side != side
                        && !st.units[u as usize].has(setup.rules.roles.defended)
                })
        })
        .filter_map(|h| {
            let joiners = joiners(setup, st, h);
            (!joiners.is_empty()).then_some((h, joiners))
        })
        .collect()
}

/// The most air units the phasing side may commit to its next attack now (none: no air
/// support now).
pub fn air_support(setup: &Setup, st: &State) -> Option<u32> {
    let phase = &setup.rules.phases[st.phase];
    (crate::mechanics::air::has_air_support(setup)
        && phase.kind == PhaseKind::Combat
        && st.pending.is_none())
    .then(|| crate::mechanics::air::available(setup, st, phase.side).1)
}

/// Whether the phase may end now: no battle waiting, a formation active where one must be,
/// no attack still owed.
pub fn may_end_phase(setup: &Setup, st: &State) -> bool {
    st.pending.is_none()
        && crate::mechanics::activation::end_problem(setup, st).is_none()
        && (setup.rules.phases[st.phase].kind != PhaseKind::Combat
            || crate::mechanics::orders::check_owed(setup, st).is_ok())
}

fn units_of(setup: &Setup, side: SideId) -> impl Iterator<Item = UnitId> + '_ {
    (0..setup.scenario.units.len() as UnitId)
        .filter(move |&u| setup.scenario.units[u as usize].side == side)
}
