//! The sequence of play: ending a phase, entering the next one and running its automatic steps
//! (weather roll, withdrawals, arrivals), and placing arrived units.

use crate::data::ruleset::{AutoStep, PhaseKind, Reset};
use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use crate::state::Setup;
use crate::state::command::{Event, RuleError};
use crate::state::{State, UnitStatus};

pub(crate) fn end_phase(setup: &Setup, st: &mut State, events: &mut Vec<Event>) {
    let ending = &setup.rules.phases[st.phase];
    if ending.kind == PhaseKind::Combat {
        // Marks that last until the end of the owner's next combat phase (a dispersal).
        let bits = setup
            .rules
            .unit_markers
            .iter()
            .enumerate()
            .filter(|(_, m)| m.reset == Reset::AfterOwnCombat)
            .fold(0u32, |acc, (i, _)| acc | (1 << i));
        if bits != 0 {
            for (i, u) in st.units.iter_mut().enumerate() {
                if setup.scenario.units[i].side == ending.side {
                    u.marks &= !bits;
                }
            }
        }
    }
    let ending = st.phase;
    st.phase =
        crate::mechanics::activation::next_phase(setup, st, ending, events).unwrap_or(ending + 1);
    if st.phase == setup.rules.phases.len() {
        let last = st.turn >= setup.scenario.turns;
        if crate::mechanics::victory::check(setup, st, last, events) && !last {
            // Sudden death.
            st.phase = setup.rules.phases.len() - 1;
            st.over = true;
            events.push(Event::GameEnded);
            return;
        }
        st.phase = 0;
        st.turn += 1;
        st.weather = None;
        crate::mechanics::air::ready(st);
        clear_marks(setup, st, Reset::Turn);
        for side in &mut st.crossings {
            side.fill(0);
        }
        if st.turn > setup.scenario.turns {
            st.turn = setup.scenario.turns;
            st.phase = setup.rules.phases.len() - 1;
            st.over = true;
            events.push(Event::GameEnded);
            return;
        }
    }
    enter_phase(setup, st, events);
}

/// Takes off every unit and side marker that lasts until this reset.
fn clear_marks(setup: &Setup, st: &mut State, reset: Reset) {
    let bits = |resets: &mut dyn Iterator<Item = Reset>| {
        resets
            .enumerate()
            .filter(|(_, r)| *r == reset)
            .fold(0u32, |acc, (i, _)| acc | (1 << i))
    };
    let unit_bits = bits(&mut setup.rules.unit_markers.iter().map(|m| m.reset));
    let side_bits = bits(&mut setup.rules.side_markers.iter().map(|m| m.reset));
    // (Most phases reset no marker: every unit is not visited for nothing, ~3,000 phases a
    // Typhoon game.)
    if unit_bits != 0 {
        for u in &mut st.units {
            u.marks &= !unit_bits;
        }
    }
    if side_bits != 0 {
        for m in &mut st.side_marks {
            *m &= !side_bits;
        }
    }
}

/// Resets per-phase marks and runs the phase's automatic steps.
pub(crate) fn enter_phase(setup: &Setup, st: &mut State, events: &mut Vec<Event>) {
    clear_marks(setup, st, Reset::Phase);
    st.phase_control.clone_from(&st.control);
    // The die's weather lasts its phase (GPW: each movement phase rolls), or, where combat sees
    // the rolled weather, the whole turn (cleared as the turn begins).
    if setup.rules.combat_weather == crate::data::ruleset::CombatWeather::Calendar {
        st.weather = None;
    }
    st.siege_placed.clear();
    st.attacked_this_phase.clear();
    st.air.committed = 0;
    events.push(Event::PhaseBegan {
        turn: st.turn,
        phase: st.phase,
    });
    let phase = &setup.rules.phases[st.phase];
    for step in &phase.on_enter {
        match step {
            AutoStep::RollWeather => roll_weather(setup, st, events),
            AutoStep::Withdrawals => {
                for (turn, units) in &setup.scenario.withdrawals {
                    for &u in units {
                        if *turn == st.turn && setup.scenario.units[u as usize].side == phase.side {
                            st.set_status(u, UnitStatus::Withdrawn);
                            events.push(Event::Withdrawn { unit: u });
                        }
                    }
                }
            }
            AutoStep::Arrivals => arrivals(setup, st, events),
            AutoStep::JudgeSupply => {
                crate::query::supply::judge(setup, st, phase.side, events);
            }
            AutoStep::Replacements => {
                crate::mechanics::replacement::grant(setup, st, phase.side, events);
            }
        }
    }
}

fn roll_weather(setup: &Setup, st: &mut State, events: &mut Vec<Event>) {
    let (slot, _) = setup.scenario.turn_date(&setup.rules, st.turn);
    let table = &setup.rules.calendar[slot].weather_table;
    if !table.is_empty() {
        // A weather table: one die, read off the turn's row.
        let die = st.dice.roll(table.len() as u32);
        let w = table[die as usize - 1];
        st.weather = Some(w);
        events.push(Event::WeatherRolled { die, weather: w });
        return;
    }
    let Some(w) = setup.rules.calendar[slot].possible_weather else {
        return;
    };
    let die = st.dice.d6();
    let hit = setup.rules.weather[w as usize].on_rolls.contains(&die);
    let clear = setup.rules.clear_weather();
    st.weather = if hit { Some(w) } else { clear };
    events.push(Event::WeatherRolled {
        die,
        weather: st.weather.unwrap_or(w),
    });
}

fn arrivals(setup: &Setup, st: &mut State, events: &mut Vec<Event>) {
    let side = setup.rules.phases[st.phase].side;
    let sc = &setup.scenario;
    let reduced = sc
        .reduced_arrivals
        .iter()
        .any(|&(s, a, b)| s == side && (a..=b).contains(&st.turn));
    let turn = st.turn;
    for list in [&sc.reinforcements, &sc.returns] {
        for a in list.iter().filter(|a| a.turn == turn) {
            for &u in &a.units {
                if sc.units[u as usize].side != side {
                    continue;
                }
                if matches!(
                    st.units[u as usize].status(),
                    UnitStatus::NotArrived | UnitStatus::Withdrawn
                ) {
                    st.set_status(u, UnitStatus::Waiting);
                    let us = &mut st.units[u as usize];
                    if reduced && sc.units[u as usize].steps.len() > 1 {
                        us.losses = us.losses.max(1);
                    }
                    events.push(Event::Arrived { unit: u, reduced });
                }
            }
        }
    }
}

pub use crate::mechanics::placement::{placement_hexes, placement_problem};

/// Why a unit may not be placed in `hex` now, if it may not (`place`'s checks: the state is
/// only read).
pub(crate) fn check_place(
    setup: &Setup,
    st: &State,
    unit: UnitId,
    hex: HexIdx,
) -> Result<(), RuleError> {
    let us = st
        .units
        .get(unit as usize)
        .ok_or(RuleError::NoSuchUnit(unit))?;
    if hex as usize >= setup.scenario.map.len() {
        return Err(RuleError::NoSuchHex(hex));
    }
    let name = setup.unit_name(unit);
    let phase = &setup.rules.phases[st.phase];
    if phase.kind != PhaseKind::Reinforcement
        || phase.side != setup.scenario.units[unit as usize].side
    {
        return Err(RuleError::NotPlacementPhase { unit: name });
    }
    if us.status() != UnitStatus::Waiting {
        return Err(RuleError::NotWaiting { unit: name });
    }
    if let Some(why) = crate::mechanics::placement::placement_problem(setup, st, unit, hex) {
        return Err(RuleError::BadPlacement {
            unit: name,
            hex: setup.label(hex),
            why,
        });
    }
    Ok(())
}

pub(crate) fn place(
    setup: &Setup,
    st: &mut State,
    unit: UnitId,
    hex: HexIdx,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_place(setup, st, unit, hex)?;
    let side = setup.rules.phases[st.phase].side;
    st.set_status(unit, UnitStatus::OnMap(hex));
    st.control[hex as usize] = side;
    crate::mechanics::placement::enter_siege(setup, st, unit, hex);
    events.push(Event::Placed { unit, hex });
    Ok(())
}
