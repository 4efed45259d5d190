//! Victory conditions from the scenario: a side controls enough of the named hexes, checked at the
//! end of every turn (sudden death) or after the last turn.

use crate::rules::data::scenario::VictoryCheck;
use crate::rules::engine::command::Event;
use crate::rules::engine::game::{Game, State};

/// Checks the conditions due now; returns true if one was met.
pub(crate) fn check(
    game: &Game,
    st: &mut State,
    end_of_game: bool,
    events: &mut Vec<Event>,
) -> bool {
    let mut met = false;
    for v in &game.scenario.victory {
        let due = match v.check {
            VictoryCheck::EveryTurn => true,
            VictoryCheck::EndOfGame => end_of_game,
        };
        if !due {
            continue;
        }
        if held(st, v) >= v.count && !met_in(st, v) {
            st.winners.push((v.side, v.name.clone()));
            events.push(Event::Victory {
                side: v.side,
                condition: v.name.clone(),
            });
            met = true;
        }
    }
    met
}

/// The points of a condition's hexes its side holds in a state (a hex one point unless the
/// scenario gives it more).
fn held(st: &State, v: &crate::rules::model::tables::Victory) -> u32 {
    v.hexes
        .iter()
        .zip(&v.points)
        .filter(|&(&h, _)| st.control[h as usize] == v.side)
        .map(|(_, &p)| p)
        .sum()
}

/// Whether a condition has been met in a state.
fn met_in(st: &State, v: &crate::rules::model::tables::Victory) -> bool {
    st.winners.iter().any(|(s, n)| *s == v.side && *n == v.name)
}

/// Whether a condition has been met.
pub fn met(game: &Game, v: &crate::rules::model::tables::Victory) -> bool {
    met_in(&game.state, v)
}

/// When a condition is checked, in words.
pub fn when_checked(check: &VictoryCheck) -> &'static str {
    match check {
        VictoryCheck::EveryTurn => "checked at the end of every turn",
        VictoryCheck::EndOfGame => "checked after the last turn",
    }
}

/// How many of a condition's hexes its side holds now.
pub fn progress(game: &Game, v: &crate::rules::model::tables::Victory) -> u32 {
    held(&game.state, v)
}
