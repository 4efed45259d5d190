//! The checked ruleset and scenario: ids resolved to indices, every reference known to exist.

pub mod map;
pub mod tables;
