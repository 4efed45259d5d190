//! The selected unit and where it may go.

use crate::rules::mechanics::reach::Reach;
use crate::rules::model::tables::UnitId;
use bevy::prelude::*;

/// The selected unit and where it can go this phase.
#[derive(Resource, Debug, Default, Clone)]
pub(crate) struct Selection(pub Option<Selected>);

#[derive(Debug, Clone)]
pub(crate) struct Selected {
    pub unit: UnitId,
    pub reach: Reach,
}
