//! What may still act this phase.

use crate::rules::model::tables::UnitId;
use bevy::prelude::*;

/// The units of the phasing side that can still move somewhere this phase (movement and rail
/// phases; empty in others).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct MayAct(pub Vec<UnitId>);
