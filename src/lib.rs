//! steppe: a hex-and-counter East Front wargame client that enforces the rules from RON files.
//!
//! A facade over the workspace's crates, under the names the integration tests and benches use:
//! `rules` ([`steppe_rules`]) is pure game logic; `files` ([`steppe_files`]) reads scenarios
//! from disk and `catalog` lists them; `cli` ([`steppe_cli`]) holds the headless commands;
//! `client` ([`steppe_client`], feature `client`) is the Bevy app.

pub use steppe_cli as cli;
#[cfg(feature = "client")]
pub use steppe_client as client;
pub use steppe_files as files;
pub use steppe_files::catalog;
pub use steppe_rules as rules;
