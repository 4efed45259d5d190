//! The ruleset and scenario files as written: what a game's rules say, with names instead of
//! indices. `load` turns them into the checked `model`.

pub mod activation;
pub mod combat;
pub mod condition;
pub mod cost;
pub mod evaluation;
pub mod limits;
pub mod logistics;
pub mod milestones;
pub mod orders;
pub mod reactions;
pub mod ruleset;
pub mod scenario;
pub mod sequence;
pub mod variants;
