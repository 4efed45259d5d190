//! The rules core: pure game logic with no bevy, no I/O, no clock and no global RNG.
//!
//! Raw RON data (`ruleset`, `scenario`) is validated once (`validate`, `validate_scenario`) into
//! checked tables (`tables`, `map`); a `Game` (`game`) changes only through commands.

pub mod combat;
pub mod command;
pub mod forecast;
pub mod game;
pub mod hash;
pub mod map;
pub mod movement;
pub mod odds;
pub mod outline;
pub mod phase;
pub mod placement;
pub mod random_play;
pub mod reach;
pub mod replacement;
pub mod retreat;
pub mod ruleset;
pub mod save;
pub mod scenario;
pub mod source;
pub mod supply;
pub mod tables;
pub mod validate;
pub mod validate_combat;
pub mod validate_map;
pub mod validate_scenario;
pub mod validate_sequence;
pub mod victory;
pub mod zoc;
