//! What the player turned on: map overlays and the optional windows.

use bevy::prelude::*;

/// Overlays the player turned on.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct MapToggles {
    /// The zones of control of the phasing side's enemy.
    pub zoc: bool,
    /// Hexes the phasing side cannot trace supply to.
    pub supply: bool,
    /// Every hex's number (`hex_numbers`).
    pub numbers: bool,
}

/// Which of the optional windows are open.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub(crate) struct Windows {
    pub crt: bool,
    pub terrain: bool,
    pub log: bool,
    pub help: bool,
    pub unit: bool,
    pub objectives: bool,
    pub players: bool,
    pub what_if: bool,
}

impl Default for Windows {
    fn default() -> Self {
        // Charts open by themselves in combat phases (see `open_for_combat`); the rest on
        // request, so the opening map is not covered.
        Windows {
            crt: false,
            terrain: false,
            log: false,
            help: false,
            unit: true,
            objectives: false,
            players: false,
            what_if: false,
        }
    }
}
