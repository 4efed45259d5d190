//! What a ruleset declares for its scenarios to set or draw, and the costs that change with the
//! calendar: optional rules, choices between variants, zones, hex markers, cost changes.

use crate::data::cost::Cost;
use crate::data::limits;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Terrain and hexside costs in force while `when` holds (a condition on turns, dates, weather,
/// optional rules or choices only).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawCostChange {
    /// The change in words ("swamp frozen from turn 7").
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// While this holds, the costs below replace the usual ones.
    pub when: crate::data::condition::Cond,
    /// Terrain id -> movement class id -> cost.
    #[serde(default)]
    pub terrain: BTreeMap<String, BTreeMap<String, Cost>>,
    /// Hexside id -> movement class id -> extra cost.
    #[serde(default, deserialize_with = "limits::mp_table")]
    pub hexsides: BTreeMap<String, BTreeMap<String, u32>>,
}

/// An optional rule a scenario may put in force; conditions ask for it with `Optional`.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawOption {
    /// The option's id, as conditions and scenarios name it.
    pub id: String,
    /// The option's name for the player ("The Don River").
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

/// A choice between variants of a rule, made by the scenario (or the player); conditions ask for it
/// with `Choice`.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawChoice {
    /// The choice's id, as conditions and scenarios name it.
    pub id: String,
    /// The choice's name for the player.
    pub name: String,
    /// What the choice decides, for the player.
    #[serde(default)]
    pub text: String,
    /// The possible values; the first is the default.
    pub values: Vec<String>,
    /// Where the choice comes from (the rules' section), for the player.
    #[serde(default)]
    pub source: String,
}

/// A named area whose hexes each scenario draws (`DefenderZone`, `ZoneControlledBy`).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawZone {
    /// The zone's id, as conditions and scenarios name it.
    pub id: String,
    /// The zone's name for the player ("the Leningrad pocket").
    pub name: String,
}

/// A marker a hex can carry, owned by a side (fieldworks).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawHexMarker {
    /// The marker's id, as conditions and scenarios name it.
    pub id: String,
    /// The marker's name for the player.
    pub name: String,
    /// Cost to enter a hex carrying it, replacing terrain and hexside costs, when the marker is
    /// the moving unit's side's, and when it is the enemy's. None: the terrain's cost.
    #[serde(default, deserialize_with = "limits::opt::<_, limits::Mp>")]
    pub friendly_cost: Option<u32>,
    /// Cost to enter a hex carrying the enemy's marker (none: the terrain's cost).
    #[serde(default, deserialize_with = "limits::opt::<_, limits::Mp>")]
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
    /// It stays for the rest of the game.
    Never,
}

/// A mark a unit can carry (moved, attacked, dispersed, under No Retreat! orders).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawUnitMarker {
    /// The marker's id, as conditions, orders and results name it.
    pub id: String,
    /// What the unit panel says of a marked unit ("has moved").
    pub name: String,
    /// When it comes off by itself.
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
    /// The marker's id, as conditions, orders and results name it.
    pub id: String,
    /// What the player is told of a side carrying it ("controls the Black Sea").
    pub name: String,
    /// When it comes off by itself.
    pub reset: Reset,
}

/// The unit markers the engine's own rules set: a unit that moved, attacked, was attacked.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMarkerRoles {
    /// The unit marker (id) a unit gets when it moves.
    pub moved: String,
    /// The unit marker (id) a unit gets when it attacks.
    pub attacked: String,
    /// The unit marker (id) a unit gets when it is attacked.
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
