//! Replacement points: granted each reinforcement phase from the scenario's schedule (not
//! accumulated unless the ruleset says so), spent to rebuild eliminated units in friendly cities in
//! supply or on the home edge, or to bring reduced units on the map back to full strength.

use crate::data::ruleset::PhaseKind;
use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};
use crate::query::supply::supply_map;
use crate::state::Setup;
use crate::state::command::{Event, RuleError};
use crate::state::{State, UnitStatus};

/// Points due to a side this turn.
pub fn points_due(setup: &Setup, side: SideId, turn: u32) -> u32 {
    setup
        .scenario
        .replacements
        .iter()
        .filter(|r| r.0 == side && (r.1..=r.2).contains(&turn))
        .map(|r| r.3)
        .sum()
}

pub(crate) fn grant(setup: &Setup, st: &mut State, side: SideId, events: &mut Vec<Event>) {
    let due = match &setup.rules.replacements.table {
        None => points_due(setup, side, st.turn),
        Some(t) => {
            // One die read off the table, then the side's adjustment for this turn.
            let die = st.dice.roll(t.points.len() as u32);
            let adjust: i32 = t
                .adjust
                .iter()
                .filter(|(s, a, b, _)| {
                    // The table's turns are the rules' (the calendar's, if it names turn one).
                    setup.rules.side_by_id(s) == Some(side)
                        && (i64::from(*a)..=i64::from(*b)).contains(&setup.rules_turn(st.turn))
                })
                .map(|x| x.3)
                .sum();
            let points = (t.points[die as usize - 1] as i32 + adjust).max(0) as u32;
            events.push(Event::ReplacementsRolled { side, die, points });
            points
        }
    };
    let p = &mut st.points[side as usize];
    *p = if setup.rules.replacements.accumulate {
        *p + due
    } else {
        due
    };
    events.push(Event::ReplacementPoints { side, points: *p });
}

/// The first recovery row that matches a unit: its cost a step, none if it does not recover.
#[allow(
    clippy::option_option,
    reason = "no matching row (None) is not a row that says no recovery (Some(None))"
)]
fn recovery_row(setup: &Setup, unit: UnitId) -> Option<Option<u32>> {
    let def = &setup.scenario.units[unit as usize];
    let ut = &setup.rules.unit_types[def.unit_type as usize];
    setup
        .rules
        .replacements
        .recovery
        .iter()
        .find(|r| {
            setup.rules.side_by_id(&r.side) == Some(def.side)
                && ut.has_tag(&r.tag)
                && r.efficiency.is_none_or(|e| e == def.efficiency)
        })
        .map(|r| r.cost)
}

/// Replacement points one step of this unit costs.
pub fn step_cost(setup: &Setup, unit: UnitId) -> u32 {
    if let Some(Some(cost)) = recovery_row(setup, unit) {
        return cost;
    }
    let r = &setup.rules.replacements;
    let ut = &setup.rules.unit_types[setup.scenario.units[unit as usize].unit_type as usize];
    ut.tags
        .iter()
        .filter_map(|t| r.cost_by_tag.get(t))
        .copied()
        .max()
        .unwrap_or(r.default_cost)
}

fn is_capital(setup: &Setup, side: SideId, hex: HexIdx) -> bool {
    setup.scenario.capitals.contains(&(side, hex))
}

/// Why this unit cannot be rebuilt anywhere now (the phase, the order, the points), if it
/// cannot.
pub fn rebuild_unit_problem(setup: &Setup, st: &State, unit: UnitId) -> Option<String> {
    let rules = &setup.rules;
    let def = &setup.scenario.units[unit as usize];
    let side = def.side;
    let phase = &rules.phases[st.phase];
    if phase.kind != PhaseKind::Reinforcement || phase.side != side {
        return Some("replacements are taken in the side's own reinforcement phase".into());
    }
    if st
        .units
        .iter()
        .enumerate()
        .any(|(i, u)| u.status() == UnitStatus::Waiting && setup.scenario.units[i].side == side)
    {
        return Some("reinforcements are placed before replacements are taken".into());
    }
    if recovery_row(setup, unit) == Some(None) {
        return Some("the rules give it no recovery".into());
    }
    let cost = step_cost(setup, unit);
    if st.points[side as usize] < cost {
        return Some(format!(
            "it costs {cost} replacement points, {} left",
            st.points[side as usize]
        ));
    }
    None
}

/// Why this unit cannot be rebuilt in this hex now, if it cannot.
pub fn rebuild_problem(setup: &Setup, st: &State, unit: UnitId, hex: HexIdx) -> Option<String> {
    if let Some(why) = rebuild_unit_problem(setup, st, unit) {
        return Some(why);
    }
    let side = setup.scenario.units[unit as usize].side;
    let capital = is_capital(setup, side, hex);
    let supplied = || capital || supply_map(setup, st, side)[hex as usize];
    match st.units[unit as usize].status() {
        UnitStatus::OnMap(h) => {
            if h != hex {
                return Some(format!(
                    "a reduced unit is rebuilt where it stands, {}",
                    setup.label(h)
                ));
            }
            if st.units[unit as usize].losses == 0 {
                return Some("it is at full strength".into());
            }
            if !supplied() {
                return Some("it is out of supply".into());
            }
            if setup.rules.replacements.recovery_in_command
                && !crate::mechanics::activation::in_command_range(setup, st, unit)
            {
                return Some("it is beyond the command range of every friendly HQ".into());
            }
            None
        }
        // The same places as arriving units: a friendly city of `rebuild_in` in supply, the
        // capital, or a home-edge hex free of enemy ZOC.
        UnitStatus::Eliminated => {
            crate::mechanics::placement::rebuild_placement_problem(setup, st, unit, hex)
        }
        _ => Some("only eliminated units and reduced units on the map can be rebuilt".into()),
    }
}

/// Why a unit may not be rebuilt in `hex` now, if it may not (`rebuild`'s checks: the state is
/// only read).
pub(crate) fn check_rebuild(
    setup: &Setup,
    st: &State,
    unit: UnitId,
    hex: HexIdx,
) -> Result<(), RuleError> {
    if unit as usize >= st.units.len() {
        return Err(RuleError::NoSuchUnit(unit));
    }
    if hex as usize >= setup.scenario.map.len() {
        return Err(RuleError::NoSuchHex(hex));
    }
    if let Some(why) = rebuild_problem(setup, st, unit, hex) {
        return Err(RuleError::CannotRebuild {
            unit: setup.unit_name(unit),
            why,
        });
    }
    Ok(())
}

pub(crate) fn rebuild(
    setup: &Setup,
    st: &mut State,
    unit: UnitId,
    hex: HexIdx,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_rebuild(setup, st, unit, hex)?;
    let side = setup.scenario.units[unit as usize].side;
    let cost = step_cost(setup, unit);
    st.points[side as usize] -= cost;
    match st.units[unit as usize].status() {
        UnitStatus::OnMap(_) => st.units[unit as usize].losses -= 1,
        _ => {
            let steps = setup.scenario.units[unit as usize].steps.len() as u32;
            st.set_status(unit, UnitStatus::OnMap(hex));
            st.units[unit as usize].losses = match setup.rules.replacements.rebuilt_steps {
                Some(n) => steps.saturating_sub(n.max(1)),
                None => setup.rules.replacements.rebuilt_losses.min(steps - 1),
            };
            st.control[hex as usize] = side;
            crate::mechanics::placement::enter_siege(setup, st, unit, hex);
        }
    }
    events.push(Event::Rebuilt {
        unit,
        hex,
        points: cost,
    });
    Ok(())
}
