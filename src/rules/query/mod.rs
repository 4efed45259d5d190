//! Questions about a position that several mechanics ask: zones of control and supply.

pub mod condition;
pub mod stacking;
pub mod supply;
pub mod zoc;
