//! Formations that act in turn, as a ruleset writes them: HQs command the units near them, and
//! the sides take turns activating one HQ (or one unit out of command) at a time, each
//! activation running a few phases (move, combat, the HQ's own move), until every formation of
//! both sides has acted.

use crate::data::limits;
use serde::{Deserialize, Serialize};

/// The ruleset's `activations`: which units are HQs, how far they command, the phases one
/// activation runs, and who activates first.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawActivations {
    /// Where the rule comes from.
    pub source: String,
    /// Units whose type carries one of these tags are HQs.
    pub hq: Vec<String>,
    /// When the activations begin, a unit out of command is assigned to the nearest friendly HQ
    /// within this many hexes (a unit keeps its HQ while that HQ is within range).
    #[serde(deserialize_with = "limits::one::<_, limits::Hexes>")]
    pub range: u32,
    /// The phases one activation runs, in order: contiguous in the sequence of play, each
    /// side's phases together. They repeat, the sides alternating, until every HQ and every unit
    /// out of command has been activated once; then play goes on after the last of them. The
    /// first phase of a side's run begins with that side choosing what to activate.
    pub phases: Vec<String>,
    /// Who activates first each turn.
    pub initiative: RawInitiative,
}

/// Each side rolls one die of `faces` faces; the highest activates first, a tie goes to `tie`.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawInitiative {
    /// Faces of each side's initiative die.
    #[serde(deserialize_with = "limits::one::<_, limits::Faces>")]
    pub faces: u32,
    /// The side (its id) that activates first when the dice tie.
    pub tie: String,
}
