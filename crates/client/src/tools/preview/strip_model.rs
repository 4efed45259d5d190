//! What the strip draws, shared by its drawing (`strip`) and its words (`strip_text`): the
//! game, its course, which game it is, the layout; which tile each turn is, which turns the
//! trace draws, where each milestone stands.

use super::strip_layout::Layout;
use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;
use steppe_rules::play::course::{Course, Standing, standing};

/// The trace draws at most about this many turns' fronts.
const TRACED: usize = 8;
/// Over the board's layers (which end at 0.4), under the text.
pub(super) const Z_MARKS: f32 = 0.45;
pub(super) const Z_TEXT: f32 = 2.0;

/// What the strip draws: the game (its rules and scenario), its course, what it is (the run,
/// line and seed it was picked from), and the layout.
#[derive(Resource)]
pub(super) struct Strip {
    pub game: Game,
    pub course: Course,
    pub what: String,
    pub layout: Layout,
    /// Whether a trace panel comes first.
    pub trace: bool,
}

impl Strip {
    /// The tile of turn `k` (an index into the course's turns).
    pub fn tile(&self, k: usize) -> usize {
        k + usize::from(self.trace)
    }

    /// The turns the trace draws (indices into the course's turns): every one up to
    /// `TRACED`, else evenly spaced ones from the first to the last, so the lines stay apart.
    pub fn traced(&self) -> Vec<usize> {
        let n = self.course.turns.len();
        let stride = n.div_ceil(TRACED).max(1);
        let mut out: Vec<usize> = (0..n).step_by(stride).collect();
        if out.last() != Some(&(n - 1)) {
            out.push(n - 1);
        }
        out
    }

    /// Each milestone's hexes and its standing at the end of `turn`.
    pub fn rings(&self, turn: u32) -> Vec<(Vec<HexIdx>, Standing)> {
        self.game
            .scenario
            .milestones
            .iter()
            .zip(&self.course.milestones)
            .map(|(m, met)| (m.hexes.clone(), standing(met, turn)))
            .collect()
    }
}
