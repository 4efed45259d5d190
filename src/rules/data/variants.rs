//! What a ruleset declares for its scenarios to set or draw, and the costs that change with the
//! calendar: optional rules, choices between variants, zones, hex markers, cost changes.

use crate::rules::data::ruleset::Cost;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Terrain and hexside costs in force while `when` holds (a condition on turns, dates, weather,
/// optional rules or choices only).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawCostChange {
    pub name: String,
    pub source: String,
    pub when: crate::rules::data::condition::Cond,
    /// Terrain id -> movement class id -> cost.
    #[serde(default)]
    pub terrain: BTreeMap<String, BTreeMap<String, Cost>>,
    /// Hexside id -> movement class id -> extra cost.
    #[serde(default)]
    pub hexsides: BTreeMap<String, BTreeMap<String, u32>>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawOption {
    pub id: String,
    pub name: String,
    /// What the rule does, for the player.
    #[serde(default)]
    pub text: String,
    /// In force unless the scenario says otherwise.
    #[serde(default)]
    pub default: bool,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawChoice {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub text: String,
    /// The possible values; the first is the default.
    pub values: Vec<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawZone {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawHexMarker {
    pub id: String,
    pub name: String,
    /// Cost to enter a hex carrying it, replacing terrain and hexside costs, when the marker is
    /// the moving unit's side's, and when it is the enemy's. None: the terrain's cost.
    #[serde(default)]
    pub friendly_cost: Option<u32>,
    #[serde(default)]
    pub enemy_cost: Option<u32>,
    /// Drawn as, `#rrggbb`.
    pub colour: String,
}
