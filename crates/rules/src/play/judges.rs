//! The judgements of a hex a greedy player makes with the exact forecast, each only if its
//! weight asks for it: the enemy's next attacks on a unit there (`exposure`) and what the unit
//! adds to its side's coming attacks (`setup`).

use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use crate::play::exposure::Exposure;
use crate::play::setup::Setup;
use crate::play::weights::Weights;

/// The judgements of a hex that need the exact forecast, each made if its weight is not 0.
pub struct Judges {
    /// The enemy's next attacks on a unit in the hex (none: its weight is 0).
    pub exposure: Option<Exposure>,
    /// What a unit in the hex adds to the side's coming attacks (none: its weight is 0).
    pub setup: Option<Setup>,
}

impl Judges {
    /// What they add to the score of `u` ending in `h`.
    pub fn of(&mut self, w: &Weights, u: UnitId, h: HexIdx) -> f64 {
        let mut s = 0.0;
        if let Some(e) = self.exposure.as_mut() {
            s -= w.exposure * e.of(u, h);
        }
        if let Some(e) = self.setup.as_mut() {
            s += w.setup * e.of(u, h);
        }
        s
    }

    /// One of the side's units has moved: the judges' copies follow.
    pub fn moved(&mut self, u: UnitId, to: HexIdx) {
        if let Some(e) = self.exposure.as_mut() {
            e.moved(u, to);
        }
        if let Some(e) = self.setup.as_mut() {
            e.moved(u, to);
        }
    }
}
