//! The sequence of play: ending a phase, entering the next one and running its automatic steps
//! (weather roll, withdrawals, arrivals), and placing arrived units.

use crate::rules::data::ruleset::{AutoStep, PhaseKind, Reset};
use crate::rules::engine::command::{Event, RuleError};
use crate::rules::engine::game::{Game, State, UnitStatus};
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;

pub(crate) fn end_phase(game: &Game, st: &mut State, events: &mut Vec<Event>) {
    let ending = &game.rules.phases[st.phase];
    if ending.kind == PhaseKind::Combat {
        // Marks that last until the end of the owner's next combat phase (a dispersal).
        let bits = game
            .rules
            .unit_markers
            .iter()
            .enumerate()
            .filter(|(_, m)| m.reset == Reset::AfterOwnCombat)
            .fold(0u32, |acc, (i, _)| acc | (1 << i));
        for (i, u) in st.units.iter_mut().enumerate() {
            if game.scenario.units[i].side == ending.side {
                u.marks &= !bits;
            }
        }
    }
    let ending = st.phase;
    st.phase = crate::rules::mechanics::activation::next_phase(game, st, ending, events)
        .unwrap_or(ending + 1);
    if st.phase == game.rules.phases.len() {
        let last = st.turn >= game.scenario.turns;
        if crate::rules::mechanics::victory::check(game, st, last, events) && !last {
            // Sudden death.
            st.phase = game.rules.phases.len() - 1;
            st.over = true;
            events.push(Event::GameEnded);
            return;
        }
        st.phase = 0;
        st.turn += 1;
        st.weather = None;
        crate::rules::mechanics::air::ready(st);
        clear_marks(game, st, Reset::Turn);
        for side in st.crossings.iter_mut() {
            side.iter_mut().for_each(|c| *c = 0);
        }
        if st.turn > game.scenario.turns {
            st.turn = game.scenario.turns;
            st.phase = game.rules.phases.len() - 1;
            st.over = true;
            events.push(Event::GameEnded);
            return;
        }
    }
    enter_phase(game, st, events);
}

/// Takes off every unit and side marker that lasts until this reset.
fn clear_marks(game: &Game, st: &mut State, reset: Reset) {
    let bits = |resets: &mut dyn Iterator<Item = Reset>| {
        resets
            .enumerate()
            .filter(|(_, r)| *r == reset)
            .fold(0u32, |acc, (i, _)| acc | (1 << i))
    };
    let unit_bits = bits(&mut game.rules.unit_markers.iter().map(|m| m.reset));
    let side_bits = bits(&mut game.rules.side_markers.iter().map(|m| m.reset));
    for u in st.units.iter_mut() {
        u.marks &= !unit_bits;
    }
    for m in st.side_marks.iter_mut() {
        *m &= !side_bits;
    }
}

/// Resets per-phase marks and runs the phase's automatic steps.
pub(crate) fn enter_phase(game: &Game, st: &mut State, events: &mut Vec<Event>) {
    clear_marks(game, st, Reset::Phase);
    st.phase_control.clone_from(&st.control);
    // The die's weather lasts its phase (GPW: each movement phase rolls), or, where combat sees
    // the rolled weather, the whole turn (cleared as the turn begins).
    if game.rules.combat_weather == crate::rules::data::ruleset::CombatWeather::Calendar {
        st.weather = None;
    }
    st.siege_placed.clear();
    st.attacked_this_phase.clear();
    st.air.committed = 0;
    events.push(Event::PhaseBegan {
        turn: st.turn,
        phase: st.phase,
    });
    let phase = &game.rules.phases[st.phase];
    for step in &phase.on_enter {
        match step {
            AutoStep::RollWeather => roll_weather(game, st, events),
            AutoStep::Withdrawals => {
                for (turn, units) in &game.scenario.withdrawals {
                    for &u in units {
                        if *turn == st.turn && game.scenario.units[u as usize].side == phase.side {
                            st.units[u as usize].status = UnitStatus::Withdrawn;
                            events.push(Event::Withdrawn { unit: u });
                        }
                    }
                }
            }
            AutoStep::Arrivals => arrivals(game, st, events),
            AutoStep::JudgeSupply => {
                crate::rules::query::supply::judge(game, st, phase.side, events)
            }
            AutoStep::Replacements => {
                crate::rules::mechanics::replacement::grant(game, st, phase.side, events)
            }
        }
    }
}

fn roll_weather(game: &Game, st: &mut State, events: &mut Vec<Event>) {
    let (slot, _) = game.scenario.turn_date(&game.rules, st.turn);
    let table = &game.rules.calendar[slot].weather_table;
    if !table.is_empty() {
        // A weather table: one die, read off the turn's row.
        let die = st.dice.roll(table.len() as u32);
        let w = table[die as usize - 1];
        st.weather = Some(w);
        events.push(Event::WeatherRolled { die, weather: w });
        return;
    }
    let Some(w) = game.rules.calendar[slot].possible_weather else {
        return;
    };
    let die = st.dice.d6();
    let hit = game.rules.weather[w as usize].on_rolls.contains(&die);
    let clear = game.rules.clear_weather();
    st.weather = if hit { Some(w) } else { clear };
    events.push(Event::WeatherRolled {
        die,
        weather: st.weather.unwrap_or(w),
    });
}

fn arrivals(game: &Game, st: &mut State, events: &mut Vec<Event>) {
    let side = game.rules.phases[st.phase].side;
    let sc = &game.scenario;
    let reduced = sc
        .reduced_arrivals
        .iter()
        .any(|&(s, a, b)| s == side && (a..=b).contains(&st.turn));
    for list in [&sc.reinforcements, &sc.returns] {
        for a in list.iter().filter(|a| a.turn == st.turn) {
            for &u in &a.units {
                if sc.units[u as usize].side != side {
                    continue;
                }
                let us = &mut st.units[u as usize];
                if matches!(us.status, UnitStatus::NotArrived | UnitStatus::Withdrawn) {
                    us.status = UnitStatus::Waiting;
                    if reduced && sc.units[u as usize].steps.len() > 1 {
                        us.losses = us.losses.max(1);
                    }
                    events.push(Event::Arrived { unit: u, reduced });
                }
            }
        }
    }
}

pub use crate::rules::mechanics::placement::{placement_hexes, placement_problem};

pub(crate) fn place(
    game: &Game,
    st: &mut State,
    unit: UnitId,
    hex: HexIdx,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let us = st
        .units
        .get(unit as usize)
        .ok_or(RuleError::NoSuchUnit(unit))?;
    if hex as usize >= game.scenario.map.len() {
        return Err(RuleError::NoSuchHex(hex));
    }
    let name = game.unit_name(unit);
    let phase = &game.rules.phases[st.phase];
    if phase.kind != PhaseKind::Reinforcement
        || phase.side != game.scenario.units[unit as usize].side
    {
        return Err(RuleError::NotPlacementPhase { unit: name });
    }
    if us.status != UnitStatus::Waiting {
        return Err(RuleError::NotWaiting { unit: name });
    }
    if let Some(why) = crate::rules::mechanics::placement::placement_problem_in(game, st, unit, hex)
    {
        return Err(RuleError::BadPlacement {
            unit: name,
            hex: game.label(hex),
            why,
        });
    }
    st.units[unit as usize].status = UnitStatus::OnMap(hex);
    st.control[hex as usize] = phase.side;
    crate::rules::mechanics::placement::enter_siege(game, st, unit, hex);
    events.push(Event::Placed { unit, hex });
    Ok(())
}
