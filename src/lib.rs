//! steppe: a hex-and-counter East Front wargame client that enforces the rules from RON files.
//!
//! `rules` is pure game logic; `files` reads scenarios from disk; `cli` holds the headless
//! commands; `client` (feature `client`) is the Bevy app.

pub mod catalog;
pub mod cli;
#[cfg(feature = "client")]
pub mod client;
pub mod files;
pub mod rules;
