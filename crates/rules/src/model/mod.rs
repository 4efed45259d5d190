//! The checked ruleset and scenario: ids resolved to indices, every reference known to exist.

pub mod activation;
pub mod calendar;
pub mod condition;
pub mod ids;
pub mod map;
pub mod orders;
pub mod outcome;
pub mod scenario;
pub mod tables;
pub mod words;
