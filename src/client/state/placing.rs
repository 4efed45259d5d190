//! The unit being brought onto the map and the hexes it may go to.

use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;
use bevy::prelude::*;

/// How a unit comes onto the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum How {
    /// An arrived reinforcement or returning unit.
    Arrive,
    /// An eliminated unit rebuilt with replacement points.
    Rebuild,
    /// A reduced unit on the map brought back a step.
    Restore,
}

/// The unit being placed and the hexes it may go to.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Placing(pub Option<(UnitId, How, Vec<HexIdx>)>);
