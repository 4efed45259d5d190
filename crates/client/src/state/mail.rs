//! A game played by e-mail ([`Mail`]): the side this player plays in it, once a turn was sent
//! or opened. Undo stops at the end of the turn file opened (the game must still hold the
//! chain the next file is checked against), and Send turn sends this side's turn.

use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::model::tables::SideId;

impl Mail {
    /// `game` is played by e-mail, this player playing `side`.
    pub fn playing(game: &Game, side: SideId) -> Mail {
        Mail {
            side: Some(side),
            game: Some((game.scenario.name.clone(), game.seed)),
        }
    }

    /// Whether `game` is the game by e-mail.
    pub fn is(&self, game: &Game) -> bool {
        self.game
            .as_ref()
            .is_some_and(|(name, seed)| *name == game.scenario.name && *seed == game.seed)
    }
}

/// The game on screen is played by e-mail, this player's side in it (`None`: not by e-mail).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Mail {
    pub side: Option<SideId>,
    /// The game it is: its scenario's name and first seed (another game put on screen ends it).
    pub game: Option<(String, u64)>,
}
