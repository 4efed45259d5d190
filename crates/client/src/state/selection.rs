//! The selected unit and where it may go, and [`select`]: the selection of a unit, or the
//! rules' reason it may not move now.

use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::movement::Mover;
use steppe_rules::mechanics::reach::Reach;
use steppe_rules::model::tables::UnitId;

/// The selected unit and where it can go this phase.
#[derive(Resource, Debug, Default, Clone)]
pub(crate) struct Selection(pub Option<Selected>);

#[derive(Debug, Clone)]
pub(crate) struct Selected {
    pub unit: UnitId,
    pub reach: Reach,
}

/// The selection of `unit`, or the rules' reason why it may not move now.
pub(crate) fn select(game: &Game, unit: UnitId) -> Result<Selected, String> {
    let mover = Mover::new(game, &game.state, unit).map_err(|e| e.to_string())?;
    let reach = mover.reach();
    if reach.dests.is_empty() {
        return Err(format!(
            "{} has nowhere to go this phase",
            game.unit_name(unit)
        ));
    }
    Ok(Selected { unit, reach })
}
