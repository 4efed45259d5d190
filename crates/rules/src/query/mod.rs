//! Questions about a position that several mechanics ask, as functions of `(&Setup, &State)`:
//! conditions, zones of control, stacking, supply and retreat paths.

pub mod condition;
pub mod recent;
pub mod retreat;
pub mod stacking;
pub mod supply;
pub mod unit_filter;
pub mod whereabouts;
pub mod zoc;
