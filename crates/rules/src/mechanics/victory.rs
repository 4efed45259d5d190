//! Victory conditions from the scenario: a side controls enough of the named hexes, checked at the
//! end of every turn (sudden death) or after the last turn.

use crate::data::scenario::VictoryCheck;
use crate::model::tables;
use crate::state::Setup;
use crate::state::State;
use crate::state::command::Event;

/// Checks the conditions due now; returns true if one was met.
pub(crate) fn check(
    setup: &Setup,
    st: &mut State,
    end_of_game: bool,
    events: &mut Vec<Event>,
) -> bool {
    let mut any = false;
    for v in &setup.scenario.victory {
        let due = match v.check {
            VictoryCheck::EveryTurn => true,
            VictoryCheck::EndOfGame => end_of_game,
        };
        if !due {
            continue;
        }
        if held(st, v) >= v.count && !met(st, v) {
            st.winners.push((v.side, v.name.clone()));
            events.push(Event::Victory {
                side: v.side,
                condition: v.name.clone(),
            });
            any = true;
        }
    }
    any
}

/// The points of a condition's hexes its side holds in a state (a hex one point unless the
/// scenario gives it more).
fn held(st: &State, v: &tables::Victory) -> u32 {
    v.hexes
        .iter()
        .zip(&v.points)
        .filter(|&(&h, _)| st.control[h as usize] == v.side)
        .map(|(_, &p)| p)
        .sum()
}

/// Whether a condition has been met.
pub fn met(st: &State, v: &tables::Victory) -> bool {
    st.winners.iter().any(|(s, n)| *s == v.side && *n == v.name)
}

/// When a condition is checked, in words.
pub fn when_checked(check: &VictoryCheck) -> &'static str {
    match check {
        VictoryCheck::EveryTurn => "checked at the end of every turn",
        VictoryCheck::EndOfGame => "checked after the last turn",
    }
}

/// How many of a condition's hexes its side holds now.
pub fn progress(st: &State, v: &tables::Victory) -> u32 {
    held(st, v)
}
