//! Checked activations (`data::activation`): HQ unit types, the command range and the runs of
//! phases each side's activation goes through.

use crate::model::ids::SideId;

/// The checked activation rules: which unit types are HQs, their command range, each side's run of
/// phases, and the initiative die.
#[derive(Debug, Clone)]
pub struct Activations {
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// Per unit type: is it an HQ?
    pub hq_types: Vec<bool>,
    /// Command range in hexes.
    pub range: u32,
    /// Each side's run of phases in the activation loop, in sequence order: (side, first phase,
    /// last phase), contiguous, the last run ending the loop.
    pub runs: Vec<Run>,
    /// Initiative: the die's faces and the side a tie goes to.
    pub faces: u32,
    /// The side that activates first when the initiative dice tie.
    pub tie: SideId,
}

/// One side's run of phases in the activation loop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run {
    /// The side that acts in it.
    pub side: SideId,
    /// Its first phase (index).
    pub first: usize,
    /// Its last phase (index).
    pub last: usize,
}

impl Activations {
    /// The first phase of the loop.
    pub fn first(&self) -> usize {
        self.runs.first().map_or(0, |r| r.first)
    }
    /// The last phase of the loop.
    pub fn last(&self) -> usize {
        self.runs.last().map_or(0, |r| r.last)
    }
    /// The run (index) a phase belongs to, if it is in the loop.
    pub fn run_of(&self, phase: usize) -> Option<usize> {
        self.runs
            .iter()
            .position(|r| (r.first..=r.last).contains(&phase))
    }
    /// The run of a side.
    pub fn run_of_side(&self, side: SideId) -> Option<usize> {
        self.runs.iter().position(|r| r.side == side)
    }
}
