//! Alternating activations (`model::activation`): units assigned to HQs in range as the
//! activations begin, the initiative roll, one formation at a time (an HQ with the units it
//! commands, or a unit out of command) moving and fighting in its side's run of phases, the
//! sides taking turns until every formation has acted, then play going on after the loop.

mod command;

use command::{assign, on_map};
pub use command::{hq_of, in_command_range, is_hq, leader_of, members};

use crate::model::activation::Activations;
use crate::model::tables::{SideId, UnitId};
use crate::state::Setup;
use crate::state::State;
use crate::state::command::{Event, RuleError};

/// The HQs and units out of command of a side that have not acted this turn.
pub fn waiting(setup: &Setup, st: &State, side: SideId) -> Vec<UnitId> {
    if setup.rules.activations.is_none() {
        return Vec::new();
    }
    let v: Vec<UnitId> = match may_lead(setup, st, side) {
        Some(loose) => {
            let mut v = Vec::with_capacity(loose.len());
            for &u in loose {
                if loose_waits(st, u) {
                    v.push(u);
                }
            }
            v
        }
        None => every_waiting(setup, st, side).collect(),
    };
    debug_assert_eq!(
        v,
        every_waiting(setup, st, side).collect::<Vec<_>>(),
        "the HQs' index gave another list"
    );
    v
}

/// Whether any formation of a side waits to act (`waiting` not empty, without the list).
fn any_waiting(setup: &Setup, st: &State, side: SideId) -> bool {
    if setup.rules.activations.is_none() {
        return false;
    }
    let any = match may_lead(setup, st, side) {
        Some(loose) => loose.iter().any(|&u| loose_waits(st, u)),
        None => every_waiting(setup, st, side).next().is_some(),
    };
    debug_assert_eq!(any, every_waiting(setup, st, side).next().is_some());
    any
}

/// Whether a unit assigned no HQ (`may_lead`'s), which leads itself, waits: it has not acted
/// and is on the map.
fn loose_waits(st: &State, u: UnitId) -> bool {
    !st.formations.has_acted(u) && on_map(st, u)
}

/// `waiting` asked of each of the side's units (`is_waiting`).
fn every_waiting<'a>(
    setup: &'a Setup,
    st: &'a State,
    side: SideId,
) -> impl Iterator<Item = UnitId> + 'a {
    setup
        .units_of(side)
        .iter()
        .copied()
        .filter(move |&u| is_waiting(setup, st, u))
}

/// The side's units that may lead a formation now, if the HQs' index (`Formations::leaders`)
/// tells: its units assigned no HQ. Each of those leads itself, and waits while it has not
/// acted and is on the map; a unit assigned an HQ leads only once the HQ has left the map, and
/// waits only if the HQ had not acted, so where such an HQ has left the map (rare) the index
/// does not tell. None also where no units are assigned yet.
fn may_lead<'a>(setup: &Setup, st: &'a State, side: SideId) -> Option<&'a [UnitId]> {
    let f = &st.formations;
    if f.command().len() != st.units.len() {
        return None;
    }
    let gone = f.leaders().led.iter().any(|&h| {
        setup.scenario.units[h as usize].side == side && !on_map(st, h) && !f.has_acted(h)
    });
    if gone {
        return None;
    }
    f.leaders().loose.get(side as usize).map(Vec::as_slice)
}

/// Whether this unit leads a formation that has not acted this turn, the question that rules
/// out most units first (a unit in command answers to its HQ): each of a side's units is asked,
/// many times a turn (its side is the caller's to choose: `waiting` and `any_waiting` ask only
/// that side's units, `activate` checks it first).
fn is_waiting(setup: &Setup, st: &State, u: UnitId) -> bool {
    leader_of(setup, st, u) == u
        && !st.formations.has_acted(u)
        && on_map(st, u)
        // Its HQ gone after acting: the unit acted with it.
        && st
            .formations
            .command()
            .get(u as usize)
            .copied()
            .flatten()
            .is_none_or(|h| !st.formations.has_acted(h))
}

/// Is the current phase in the activation loop: then, is it the one a side's activation opens?
fn loop_phase(setup: &Setup, st: &State) -> Option<bool> {
    let a = setup.rules.activations.as_ref()?;
    let r = a.run_of(st.phase)?;
    Some(a.runs[r].first == st.phase)
}

/// Must the acting side choose a formation to activate before anything else?
pub fn needs_activation(setup: &Setup, st: &State) -> bool {
    opens_run(setup, st) && any_waiting(setup, st, setup.rules.phases[st.phase].side)
}

/// Where the acting side must choose a formation to activate before anything else, those it
/// may choose from (its `waiting`, in their order); else none (`needs_activation` with the
/// list, for a player that chooses from it: one pass over the side's units instead of two).
pub fn to_activate(setup: &Setup, st: &State) -> Vec<UnitId> {
    if !opens_run(setup, st) {
        return Vec::new();
    }
    waiting(setup, st, setup.rules.phases[st.phase].side)
}

/// Is this the phase a side's activation opens, with no formation acting yet (the game not
/// over)? Then a formation must be activated if any waits.
fn opens_run(setup: &Setup, st: &State) -> bool {
    !st.over && st.formations.active.is_none() && loop_phase(setup, st) == Some(true)
}

/// Why this unit may not act (move or attack) now, if it may not: in the activation loop only
/// the active formation acts.
pub fn acting_problem(setup: &Setup, st: &State, u: UnitId) -> Option<RuleError> {
    if may_act(setup, st, u) {
        return None;
    }
    let Some(active) = st.formations.active else {
        return Some(RuleError::NothingActive);
    };
    Some(RuleError::NotInActiveFormation {
        unit: setup.unit_name(u),
        active: setup.unit_name(active),
    })
}

/// Whether this unit may act now (`acting_problem` without the words, for the searches and
/// players that ask it of every unit).
pub fn may_act(setup: &Setup, st: &State, u: UnitId) -> bool {
    acting(setup, st).admits(setup, st, u)
}

/// Who may act now, asked once for a whole list of units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Acting {
    /// Outside the activation loop: every unit.
    All,
    /// In the loop with no formation active: none.
    Nobody,
    /// The formation led by this HQ or unit out of command.
    Formation(UnitId),
}

impl Acting {
    /// Whether unit `u` may act.
    pub fn admits(self, setup: &Setup, st: &State, u: UnitId) -> bool {
        match self {
            Acting::All => true,
            Acting::Nobody => false,
            Acting::Formation(leader) => leader_of(setup, st, u) == leader,
        }
    }

    /// The units of `side` that may act, in the scenario's order (the active formation's
    /// without asking every unit of the scenario who leads it).
    pub fn units(self, setup: &Setup, st: &State, side: SideId) -> Vec<UnitId> {
        let units = setup.units_of(side);
        match self {
            Acting::All => units.to_vec(),
            Acting::Nobody => Vec::new(),
            Acting::Formation(leader) => {
                if !is_hq(setup, leader) {
                    // A unit out of command leads itself alone (units are assigned to HQs
                    // only): most of a turn's activations, each asked several times.
                    let mine = hq_of(st, leader).is_none()
                        && setup.scenario.units[leader as usize].side == side;
                    return if mine { vec![leader] } else { Vec::new() };
                }
                // An HQ leads itself and the units assigned to it (of its side, none an HQ)
                // while it is on the map.
                let mut v = Vec::new();
                if setup.scenario.units[leader as usize].side == side {
                    v.push(leader);
                    if on_map(st, leader) {
                        v.extend(st.formations.leaders().assigned_to(leader));
                        v.sort_unstable();
                    }
                }
                debug_assert_eq!(
                    v,
                    units
                        .iter()
                        .copied()
                        .filter(|&u| u == leader
                            || on_map(st, leader)
                                && st.formations.command().get(u as usize) == Some(&Some(leader))
                                && !is_hq(setup, u))
                        .collect::<Vec<_>>(),
                    "the HQs' index gave another formation"
                );
                v
            }
        }
    }
}

/// Who may act now: everyone outside the activation loop, in it only the active formation.
pub fn acting(setup: &Setup, st: &State) -> Acting {
    if loop_phase(setup, st).is_none() {
        return Acting::All;
    }
    st.formations
        .active
        .map_or(Acting::Nobody, Acting::Formation)
}

/// The refusal of an end of phase that would skip the activation.
pub fn end_problem(setup: &Setup, st: &State) -> Option<RuleError> {
    needs_activation(setup, st).then_some(RuleError::NothingActive)
}

/// Activates an HQ (with the units it commands) or a unit out of command. Every check comes
/// before the first change: a refusal leaves `st` as it was (`Game::apply` relies on it).
pub(crate) fn activate(
    setup: &Setup,
    st: &mut State,
    unit: UnitId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_activate(setup, st, unit)?;
    st.formations.active = Some(unit);
    st.formations.mark_done(unit);
    events.push(Event::Activated {
        unit,
        units: members(setup, st, unit),
    });
    Ok(())
}

/// Why `unit` may not be activated now, if it may not (`activate`'s checks: the state is only
/// read).
pub(crate) fn check_activate(setup: &Setup, st: &State, unit: UnitId) -> Result<(), RuleError> {
    if unit as usize >= st.units.len() {
        return Err(RuleError::NoSuchUnit(unit));
    }
    let phase = &setup.rules.phases[st.phase];
    // The unit waiting answers `needs_activation`'s question of the side too (one of its
    // formations waits), so that walk over every unit of the side is taken only to refuse.
    let side_ok = setup.scenario.units[unit as usize].side == phase.side;
    let ready = opens_run(setup, st);
    if !(ready && side_ok && is_waiting(setup, st, unit)) {
        return refuse_activation(setup, st, unit);
    }
    Ok(())
}

/// Why `unit` may not be activated now, `activate` having found that it may not: the game
/// needs no activation, or the unit is the other side's, or else it is not waiting.
fn refuse_activation(setup: &Setup, st: &State, unit: UnitId) -> Result<(), RuleError> {
    // (The unit's name written only for a refusal: a computer game activates ~1,000 a game.)
    let refuse = |why: String| {
        Err(RuleError::CannotActivate {
            unit: setup.unit_name(unit),
            why,
        })
    };
    let phase = &setup.rules.phases[st.phase];
    if !needs_activation(setup, st) {
        return refuse(match st.formations.active {
            Some(a) if loop_phase(setup, st).is_some() => {
                format!("{} is acting now", setup.unit_name(a))
            }
            _ => format!("nothing is activated in the {} phase", phase.name),
        });
    }
    if setup.scenario.units[unit as usize].side != phase.side {
        return refuse(format!("it is the {} phase", phase.name));
    }
    // Not waiting: why.
    refuse(if st.formations.has_acted(unit) {
        "it has acted this turn".into()
    } else if !on_map(st, unit) {
        "it is not on the map".into()
    } else {
        match hq_of(st, unit) {
            Some(h) => format!("it is commanded by {}", setup.unit_name(h)),
            None => "it has acted this turn".into(),
        }
    })
}

/// The phase play goes to after `ending`, where the activation loop decides it: the loop
/// entered (assignments and the initiative first), the next phase of a run, the next side's
/// run, or the phase after the loop once every formation has acted. None: the ordinary next.
pub(crate) fn next_phase(
    setup: &Setup,
    st: &mut State,
    ending: usize,
    events: &mut Vec<Event>,
) -> Option<usize> {
    let a = setup.rules.activations.as_ref()?;
    let run = match a.run_of(ending) {
        Some(r) if ending < a.runs[r].last => return Some(ending + 1),
        Some(r) => r,
        None if ending + 1 == a.first() => {
            assign(setup, st);
            st.formations.clear_done();
            st.formations.active = None;
            let rolls: Vec<u32> = setup
                .rules
                .sides
                .iter()
                .map(|_| st.dice.roll(a.faces))
                .collect();
            let best = rolls.iter().copied().max().unwrap_or(0);
            let first = if rolls.iter().filter(|&&r| r == best).count() > 1 {
                a.tie
            } else {
                rolls.iter().position(|&r| r == best).unwrap_or(0) as SideId
            };
            st.formations.initiative = Some(first);
            events.push(Event::Initiative { rolls, side: first });
            // Open the run before the winner's, so the search below starts with the winner.
            let r = a.run_of_side(first).unwrap_or(0);
            return Some(pick_run(
                setup,
                a,
                st,
                (r + a.runs.len() - 1) % a.runs.len(),
            ));
        }
        None => return None,
    };
    st.formations.active = None;
    Some(pick_run(setup, a, st, run))
}

/// The first phase of the next run after `run` (in turn) whose side still has formations to
/// activate, or the phase after the loop.
fn pick_run(setup: &Setup, a: &Activations, st: &mut State, run: usize) -> usize {
    let n = a.runs.len();
    for k in 1..=n {
        let r = a.runs[(run + k) % n];
        if any_waiting(setup, st, r.side) {
            return r.first;
        }
    }
    // 2.4: every formation has acted; the HQs revert to not activated, the air units are
    // available again.
    st.formations.clear_done();
    crate::mechanics::air::ready(st);
    st.formations.active = None;
    a.last() + 1
}
