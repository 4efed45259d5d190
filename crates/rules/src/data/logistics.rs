//! Supply and replacements as a ruleset writes them: tracing supply (by land and by sea), the
//! movement of units out of supply, and replacement points (costs, recovery by efficiency, the
//! replacement table).

use crate::data::limits;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The ruleset's supply rules: lines by sea, the movement of units out of supply, and enemy zones
/// of control.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSupply {
    /// Sides that may also trace supply by sea: from a friendly coastal city (a city next to one of
    /// these water terrains) across connected water hexes to another friendly coastal city which is
    /// in supply by land.
    #[serde(default)]
    pub sea_lines: Vec<RawSeaLine>,
    /// Out-of-supply movement allowance divisor.
    #[serde(deserialize_with = "limits::one::<_, limits::Divisor>")]
    pub movement_divisor: u32,
    /// Supply may be traced through an enemy ZOC hex only if a friendly unit is in it.
    pub zoc_blocks_unless_occupied: bool,
}

/// A side that may trace supply by sea, and the water it sails.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSeaLine {
    /// The side (its id).
    pub side: String,
    /// The water terrains (ids) a sea line crosses.
    pub water: Vec<String>,
}

/// The ruleset's replacement rules: what a step costs, who recovers, where rebuilt units appear,
/// and the replacement table.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawReplacements {
    /// Points to rebuild one step, per unit tag; others cost `default_cost`.
    #[serde(deserialize_with = "limits::one::<_, limits::Count>")]
    pub default_cost: u32,
    /// Points to rebuild one step of a unit whose type carries this tag.
    #[serde(default, deserialize_with = "limits::map::<_, limits::Count>")]
    pub cost_by_tag: BTreeMap<String, u32>,
    /// Unused points carry over to the next turn (false: lost at the end of the phase).
    pub accumulate: bool,
    /// Eliminated units come back with this many steps lost (GPW: at half strength).
    #[serde(deserialize_with = "limits::one::<_, limits::Count>")]
    pub rebuilt_losses: u32,
    /// Instead: eliminated units come back with this many steps (Typhoon: one combat factor).
    #[serde(default, deserialize_with = "limits::opt::<_, limits::Count>")]
    pub rebuilt_steps: Option<u32>,
    /// Points a step by side, tag and efficiency, before `cost_by_tag`: the first row that
    /// matches a unit decides (a row without a cost: such units do not recover).
    #[serde(default)]
    pub recovery: Vec<RawRecovery>,
    /// A reduced unit recovers only within the command range of a friendly HQ.
    #[serde(default)]
    pub recovery_in_command: bool,
    /// Rebuilt units appear in a friendly city with one of these features, in supply.
    pub rebuild_in: Vec<String>,
    /// Sides whose arrivals and rebuilt units may be placed in any city they control, in supply
    /// or not.
    #[serde(default)]
    pub any_controlled_city: Vec<String>,
    /// A city next to a hex the enemy controls is besieged: at most one unit a phase may be
    /// placed or rebuilt there, and with one step only.
    #[serde(default)]
    pub besieged_one_step: bool,
    /// Points rolled for instead of the scenario's fixed points: one die, the points for each
    /// face, then each side's adjustment by turn range.
    #[serde(default)]
    pub table: Option<RawReplacementTable>,
}

/// A row of the recovery rules: what a step costs the units of one side, tag and efficiency.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawRecovery {
    /// The side (its id).
    pub side: String,
    /// Units whose type carries this tag.
    pub tag: String,
    /// Only units of this efficiency (none: any).
    #[serde(default, deserialize_with = "limits::opt::<_, limits::Count>")]
    pub efficiency: Option<u32>,
    /// Points a step (none: these units do not recover).
    #[serde(default, deserialize_with = "limits::opt::<_, limits::Count>")]
    pub cost: Option<u32>,
}

/// The replacement table: a die for each side's points, adjusted by turn range.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawReplacementTable {
    /// Points for each face of the die (face 1 first).
    #[serde(deserialize_with = "limits::list::<_, limits::Count>")]
    pub points: Vec<u32>,
    /// (side id, first turn, last turn, points added or taken away).
    #[serde(default, deserialize_with = "limits::adjustments")]
    pub adjust: Vec<(String, u32, u32, i32)>,
}
