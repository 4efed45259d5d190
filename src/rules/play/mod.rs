//! Computer players that only make legal moves.

pub mod random;
