//! Whether a game watched back is on screen ([`Viewing`]), for the parts that must not act on
//! it (the applying system, the computer, saves, set-up mode, the end screen, the map's input):
//! the replay viewer (`services::watching`) says so every frame, before the game is applied.

use bevy::prelude::*;
use std::time::Duration;

/// A game watched back is on screen (nothing is played on it), and while it plays forward, the
/// time between its commands.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Viewing {
    pub on: bool,
    pub playing: Option<Duration>,
}
