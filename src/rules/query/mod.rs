//! Questions about a position that several mechanics ask: zones of control and supply.

pub mod supply;
pub mod zoc;
