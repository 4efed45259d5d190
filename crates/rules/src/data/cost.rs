//! What entering a hex costs one movement class, as ruleset files write it: read by the
//! terrain and hexsides (`ruleset`) and by the cost changes with the calendar (`variants`).

use crate::data::limits;
use serde::{Deserialize, Serialize};

/// What entering a hex costs one movement class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Cost {
    /// This many movement points.
    Mp(#[serde(deserialize_with = "limits::one::<_, limits::Mp>")] u32),
    /// May enter with any movement points left, then must stop.
    Stop,
    /// May not enter.
    Prohibited,
}
