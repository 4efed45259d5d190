//! Main efforts a plan gives a side's units (the `general` policy's intents): each effort a
//! field of distances to the hexes it makes for (an objective to take, the hexes behind an enemy
//! group to cut it off), and each unit the effort it serves, if any. A greedy player given them
//! moves those units towards their effort's hexes rather than the nearest objective, coming as
//! close as it can (where a side holding what it needs otherwise keeps two hexes off the enemy).

use crate::model::tables::UnitId;

/// The efforts of a plan and the units serving each.
#[derive(Debug, Clone, Default)]
pub struct Efforts {
    /// Per effort: hexes over land to its hexes, hex by hex (`u32::MAX` beyond reach).
    pub fields: Vec<Vec<u32>>,
    /// Per unit (index): the effort it serves, if any.
    pub of_unit: Vec<Option<usize>>,
}

impl Efforts {
    /// The distances the unit makes for, if it serves an effort.
    pub fn field(&self, u: UnitId) -> Option<&[u32]> {
        let e = self.of_unit.get(u as usize).copied().flatten()?;
        self.fields.get(e).map(Vec::as_slice)
    }

    /// Whether any unit serves an effort.
    pub fn is_empty(&self) -> bool {
        self.of_unit.iter().all(Option::is_none)
    }
}
