//! Air support (`Effect::AirSupport`): the attacker commits air units to its next attack
//! (`Command::AirSupport`), each adding the ruleset's modifier to its roll; a committed unit is
//! used once the attack is made, and every side's air units are available again each turn (and,
//! where formations take turns, once every formation has acted).

use crate::data::ruleset::PhaseKind;
use crate::model::condition::EffectC;
use crate::model::tables::SideId;
use crate::state::Setup;
use crate::state::State;
use crate::state::command::{Event, RuleError};

/// Do these rules give air support?
pub fn has_air_support(setup: &Setup) -> bool {
    setup
        .rules
        .modifiers
        .iter()
        .any(|m| matches!(m.effect, EffectC::AirSupport(_)))
}

/// The air units a side has this turn, and of them the ones not yet used.
pub fn available(setup: &Setup, st: &State, side: SideId) -> (u32, u32) {
    let all: u32 = setup
        .scenario
        .air_units
        .iter()
        .filter(|&&(s, a, b, _)| s == side && (a..=b).contains(&st.turn))
        .map(|r| r.3)
        .sum();
    let used = st.air.used.get(side as usize).copied().unwrap_or(0);
    (all, all.saturating_sub(used))
}

/// Why this many air units may not be committed now, if they may not (`commit`'s checks: the
/// state is only read).
pub(crate) fn check_commit(setup: &Setup, st: &State, units: u32) -> Result<(), RuleError> {
    let refuse = |why: String| Err(RuleError::NoAirSupport { why });
    if !has_air_support(setup) {
        return refuse("these rules have none".into());
    }
    let phase = &setup.rules.phases[st.phase];
    if phase.kind != PhaseKind::Combat {
        return refuse(format!("the {} phase is not a combat phase", phase.name));
    }
    if st.pending.is_some() {
        return refuse("a battle is being resolved".into());
    }
    let (all, left) = available(setup, st, phase.side);
    if units > left {
        return refuse(format!(
            "the {} have {} left this turn, of {all}",
            setup.rules.sides[phase.side as usize].name,
            crate::model::words::counted(left, "air unit", "air units")
        ));
    }
    Ok(())
}

pub(crate) fn commit(
    setup: &Setup,
    st: &mut State,
    units: u32,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_commit(setup, st, units)?;
    let phase = &setup.rules.phases[st.phase];
    st.air.committed = units;
    events.push(Event::AirCommitted {
        side: phase.side,
        units,
    });
    Ok(())
}

/// The attack is made: the committed units are used.
pub(crate) fn spend(setup: &Setup, st: &mut State) {
    let side = setup.rules.phases[st.phase].side as usize;
    if st.air.committed > 0 {
        st.air.used.resize(setup.rules.sides.len(), 0);
        st.air.used[side] += st.air.committed;
        st.air.committed = 0;
    }
}

/// The air units come back (a new turn; the end of the activations).
pub(crate) fn ready(st: &mut State) {
    st.air.used.clear();
}
