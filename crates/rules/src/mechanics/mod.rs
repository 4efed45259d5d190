//! The rules that change a state, one module each: movement (and its search, `reach`), combat,
//! the sequence of play, placement of arrivals, replacements and victory.

pub mod activation;
pub mod air;
pub(crate) mod class_costs;
pub mod combat;
pub mod movement;
pub mod orders;
pub mod path;
pub mod placement;
pub mod reach;
pub mod reaction;
pub mod replacement;
pub mod sequence;
pub mod step;
pub mod victory;
