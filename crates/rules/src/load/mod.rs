//! Checking files: parse RON, check every reference and number once, and report every problem
//! with its file, line and column (`source`, `outline`). The result is the checked `model`.

pub mod activation;
pub mod blank;
pub mod checker;
pub mod colour;
pub mod combat;
pub mod condition;
pub mod costs;
pub mod edit;
pub mod locate;
pub mod map;
pub mod orders;
pub mod outcome;
pub mod outline;
pub mod reactions;
pub mod ruleset;
pub mod scenario;
pub mod sequence;
pub mod settings;
pub mod source;
pub mod uses;
