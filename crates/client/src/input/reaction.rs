//! Answering a reaction on the map (`mechanics::reaction`): while a move waits for the other
//! side, a click on a unit that may react makes it react, and a click on a shaded hex withdraws
//! the reacting unit there. The selection's click (`selection::on_click`) hands such clicks here.

use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::{choices, waiting_in_words};
use steppe_rules::model::map::HexIdx;
use steppe_rules::state::command::Command;
use steppe_rules::state::{Pending, Stage};

/// A click while a move waits for the other side's reaction: on a unit that may react, that it
/// does; on a shaded hex, the reacting unit withdraws there (by the cheapest way the rules offer).
/// The command the click sends, or why it sends none.
pub(crate) fn on_click(game: &Game, p: &Pending, hex: HexIdx) -> Result<Command, String> {
    let answers = choices(game, &game.state);
    if p.stage == Stage::Withdraw {
        return answers
            .into_iter()
            .find(|c| matches!(c, Command::Retreat { path } if path.last() == Some(&hex)))
            .ok_or_else(|| {
                format!(
                    "the reacting unit cannot end its withdrawal in {}: click a shaded hex, \
                     or pick in the Reaction window",
                    game.label(hex)
                )
            });
    }
    match p
        .defenders
        .iter()
        .position(|&u| game.state.unit_hex(u) == Some(hex))
    {
        Some(k) => Ok(Command::Choose {
            option: k as u32 + 1,
        }),
        None => Err(format!(
            "{}: click a ringed unit to make it react, or answer in the Reaction window",
            waiting_in_words(game, &game.state)
        )),
    }
}
