//! The rules core: pure game logic with no bevy, no I/O, no clock and no global RNG.
//!
//! The layers, in order; each uses only those before it (`scripts/check_layers.sh`, run by
//! scripts/test.sh, fails on an import that points the other way):
//! - `data`: the ruleset and scenario files as written (serde), names instead of indices;
//! - `model`: the checked ruleset and scenario, ids turned into indices, combat columns numbers;
//! - `load`: checks a file once, every problem with its file, line and column, and builds the model;
//! - `state`: a position (`State`: units, control, dice, the battle being resolved), commands,
//!   events and refusals, and the `Setup` (checked ruleset and scenario) it is read against;
//! - `query`: questions about a position (zones of control, supply, conditions, retreat paths);
//! - `mechanics`: the rules that change a position, as functions of `(&Setup, &mut State)`
//!   (movement, combat, sequence of play, arrivals, replacements, victory);
//! - `engine`: the `Game` (a setup and a state, `apply`, undo, replay, saves, hash);
//! - `play`: computer players.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod data;
pub mod engine;
pub mod load;
pub mod mechanics;
pub mod model;
pub mod play;
pub mod query;
pub mod state;
