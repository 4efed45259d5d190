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
    /// Where the rule comes from (the rules' section), for the player.
    #[serde(default)]
    pub source: String,
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
    /// Where the choice comes from (the rules' section), for the player.
    #[serde(default)]
    pub source: String,
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
    /// The engine puts this marker on a hex with one of these features the first time the hex
    /// changes hands (owned by the side that took it): "until taken".
    #[serde(default)]
    pub on_capture_of: Vec<String>,
    /// Drawn as, `#rrggbb`.
    pub colour: String,
}

/// When a unit marker comes off by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Reset {
    /// At the start of every phase.
    Phase,
    /// At the start of every turn.
    Turn,
    /// At the end of the owning side's next combat phase (a dispersed unit rallies).
    AfterOwnCombat,
    Never,
}

/// A mark a unit can carry (moved, attacked, dispersed, under No Retreat! orders).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawUnitMarker {
    pub id: String,
    /// What the unit panel says of a marked unit ("has moved").
    pub name: String,
    pub reset: Reset,
    /// The letters on the counter's badge, if the counter shows it.
    #[serde(default)]
    pub badge: Option<String>,
    /// The badge's colour, `#rrggbb`.
    #[serde(default = "grey")]
    pub colour: String,
    /// A unit carrying it may not move.
    #[serde(default)]
    pub forbids_move: bool,
}

fn grey() -> String {
    "#59595f".into()
}

/// A mark a whole side can carry (a turn of No Retreat! orders, a panic).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSideMarker {
    pub id: String,
    pub name: String,
    pub reset: Reset,
}

/// The unit markers the engine's own rules set: a unit that moved, attacked, was attacked.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMarkerRoles {
    pub moved: String,
    pub attacked: String,
    pub defended: String,
}

impl Default for RawMarkerRoles {
    fn default() -> Self {
        RawMarkerRoles {
            moved: "moved".into(),
            attacked: "attacked".into(),
            defended: "defended".into(),
        }
    }
}

/// Without `unit_markers` in the file: moved, attacked and defended, each for one phase (a unit
/// moves once and attacks once a phase, and is attacked once).
pub fn default_unit_markers() -> Vec<RawUnitMarker> {
    let m = |id: &str, name: &str, badge: Option<&str>, colour: &str| RawUnitMarker {
        id: id.into(),
        name: name.into(),
        reset: Reset::Phase,
        badge: badge.map(Into::into),
        colour: colour.into(),
        forbids_move: false,
    };
    vec![
        m("moved", "has moved", Some("M"), "#59595f"),
        m("attacked", "has attacked", Some("A"), "#d96600"),
        m("defended", "was attacked", None, "#59595f"),
    ]
}
