//! The attack being planned and the retreat being drawn (`client::combat` turns clicks into
//! changes of it).

use crate::rules::engine::game::Game;
use crate::rules::mechanics::combat::calc::{Odds, odds};
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;
use crate::rules::state::command::Command;
use bevy::prelude::*;

/// The attack being planned, and the retreat being drawn.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct CombatPlan {
    pub defender: Option<HexIdx>,
    pub attackers: Vec<UnitId>,
    /// The hexes of the retreat chosen so far, while a battle waits for its retreat path.
    pub retreat: Vec<HexIdx>,
}

impl CombatPlan {
    /// The odds of the planned attack, or the rules' reason it may not be made.
    pub fn odds(&self, game: &Game) -> Option<Result<Odds, String>> {
        let hex = self.defender?;
        Some(odds(game, &game.state, &self.attackers, hex).map_err(|e| e.to_string()))
    }

    /// The command that would make the planned attack.
    pub fn command(&self) -> Option<Command> {
        Some(Command::Attack {
            attackers: self.attackers.clone(),
            defender: self.defender?,
        })
    }
}
