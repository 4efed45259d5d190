//! Orders a player may give (No Retreat!), and road movement, as a ruleset writes them.

use crate::data::limits;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// An order a side may give in some phases: it puts a marker on the whole side, or on one unit
/// the player picks (among those `units` allows). Its effects are the conditions that ask for
/// the marker (a combat modifier's `SideMarked`, `Marked`).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawOrder {
    /// The order's id, as the markers and commands name it.
    pub id: String,
    /// The order's name for the player ("No Retreat!").
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// What the order does, for the player before giving it.
    #[serde(default)]
    pub text: String,
    /// The side (its id) that may give it.
    pub side: String,
    /// Phase ids in which it may be given.
    pub phases: Vec<String>,
    /// The marker the order puts on the side or on a unit.
    pub marks: OrderMarks,
}

/// What an order marks: the whole side, or one unit.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum OrderMarks {
    /// A side marker on the ordering side.
    Side(String),
    /// A unit marker on one unit of the ordering side that passes the test.
    Unit(String, crate::data::condition::Unit),
}

/// Movement along roads (a road joins two road hexes: see the scenario's `roads`).
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawRoad {
    /// Movement class id -> road hexes per movement point (2: half a point a road hex), instead
    /// of the terrain's and hexside's costs.
    #[serde(default, deserialize_with = "limits::map::<_, limits::Times>")]
    pub hexes_per_mp: BTreeMap<String, u32>,
    /// Movement class id -> extra movement points for a move that follows the road all the way.
    #[serde(default, deserialize_with = "limits::map::<_, limits::Mp>")]
    pub bonus_mp: BTreeMap<String, u32>,
}

/// Which weather the combat conditions see.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
pub enum CombatWeather {
    /// What the calendar says the turn may bring (GPW: snow turns are snow for combat).
    #[default]
    Calendar,
    /// What the die brought this turn (the clear weather until it is rolled).
    Rolled,
}
