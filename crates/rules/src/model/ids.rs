//! The ids every table indexes by: a side and a unit, as indices. The vocabulary of the whole
//! model, so in a file of their own that the tables, conditions, orders and activations all read.

/// A side: its index in the ruleset's `sides`.
pub type SideId = u8;
/// A unit: its index in the scenario's `units`.
pub type UnitId = u16;
