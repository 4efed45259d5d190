//! The rules core: pure game logic with no bevy, no I/O, no clock and no global RNG.
//!
//! The layers, each using only those above it:
//! - `data`: the ruleset and scenario files as written (serde), names instead of indices;
//! - `load`: checks a file once, every problem with its file, line and column;
//! - `model`: the checked ruleset and scenario, ids turned into indices;
//! - `engine`: the `Game` (commands, events, errors, undo, replay, saves);
//! - `query`: questions about a position (zones of control, supply);
//! - `mechanics`: the rules that change a state (movement, combat, sequence of play, arrivals,
//!   replacements, victory);
//! - `play`: computer players.

pub mod data;
pub mod engine;
pub mod load;
pub mod mechanics;
pub mod model;
pub mod play;
pub mod query;
