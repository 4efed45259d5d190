//! The scenario file as written: map, order of battle, schedules and victory conditions, with
//! printed hex numbers and ids. `validate` checks it against its ruleset.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename = "Scenario")]
pub struct RawScenario {
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// Path of the ruleset file, relative to this file.
    pub ruleset: String,
    pub map: RawMap,
    /// First turn: a calendar turn name and a year, "Jun 1941".
    pub first_turn: String,
    /// Number of turns played.
    pub turns: u32,
    pub units: Vec<RawUnit>,
    #[serde(default)]
    pub reinforcements: Vec<RawArrival>,
    #[serde(default)]
    pub withdrawals: Vec<RawWithdrawal>,
    #[serde(default)]
    pub returns: Vec<RawArrival>,
    #[serde(default)]
    pub replacements: Vec<RawReplacementPoints>,
    /// Air units a side has each turn, for rules with air support (`Effect::AirSupport`).
    #[serde(default)]
    pub air_units: Vec<RawAirUnits>,
    /// Reinforcements of this side arriving in these turns (1-based) come at reduced strength.
    #[serde(default)]
    pub reduced_arrivals: Vec<RawReducedArrivals>,
    #[serde(default)]
    pub victory: Vec<RawVictory>,
    /// Cities where a side may always place and rebuild, even out of supply and in an enemy ZOC
    /// (GPW: Moscow for the Soviets, Berlin for the Axis).
    #[serde(default)]
    pub capitals: Vec<RawCapital>,
    /// Optional rules of the ruleset put in force (true) or out (false); others keep their
    /// default.
    #[serde(default)]
    pub options: BTreeMap<String, bool>,
    /// The value of each of the ruleset's choices (unlisted: its first value).
    #[serde(default)]
    pub choices: BTreeMap<String, String>,
    /// The hexes of the ruleset's zones on this map.
    #[serde(default)]
    pub zones: BTreeMap<String, Vec<String>>,
    /// Hex markers at the start.
    #[serde(default)]
    pub hex_markers: Vec<RawMarkerPlacement>,
    /// Side markers at the start (who controls the Black Sea).
    #[serde(default)]
    pub side_markers: Vec<RawSideMarking>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSideMarking {
    pub marker: String,
    pub side: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMarkerPlacement {
    pub marker: String,
    pub side: String,
    pub hexes: Vec<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawCapital {
    pub side: String,
    pub hex: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMap {
    pub width: u32,
    pub height: u32,
    /// Which 0-based internal columns sit half a hex lower.
    pub shifted_columns: Parity,
    /// Printed numbering; none = one sheet, columns and rows from 01.
    #[serde(default)]
    pub sheets: Vec<RawSheet>,
    /// Letters used in `terrain` beyond each terrain's own letter.
    #[serde(default)]
    pub legend: BTreeMap<char, String>,
    /// One string per row, one letter per hex, north row first.
    pub terrain: Vec<String>,
    /// Hexsides by type: each side is `"1403/1404"`, two adjacent hexes.
    #[serde(default)]
    pub hexsides: Vec<RawHexsideGroup>,
    /// Rail lines as paths of adjacent hexes.
    #[serde(default)]
    pub rails: Vec<Vec<String>>,
    /// Roads as paths of adjacent hexes.
    #[serde(default)]
    pub roads: Vec<Vec<String>>,
    /// Rail links that run off the map and join two rail hexes.
    #[serde(default)]
    pub rail_links: Vec<(String, String)>,
    #[serde(default)]
    pub places: Vec<RawPlace>,
    /// Which side controls which hex at the start: in each row the west side owns the first
    /// `border[row]` hexes (with default numbering, printed columns up to `border[row]`) and the
    /// east side the rest.
    pub control: RawControl,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Parity {
    Odd,
    Even,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSheet {
    /// "B" gives numbers like "B-1403".
    #[serde(default)]
    pub prefix: Option<String>,
    /// First internal column and row this sheet covers (0-based) and its size.
    pub origin: (u32, u32),
    pub size: (u32, u32),
    /// Printed number of the sheet's first column and row.
    #[serde(default = "first")]
    pub first: (u32, u32),
}

fn first() -> (u32, u32) {
    (1, 1)
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawHexsideGroup {
    pub kind: String,
    pub sides: Vec<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlace {
    pub hex: String,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub features: Vec<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawControl {
    pub west: String,
    pub east: String,
    pub border: Vec<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Size {
    Division,
    Corps,
    Army,
    ArmyGroup,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawUnit {
    pub id: String,
    pub name: String,
    pub nationality: String,
    #[serde(rename = "type")]
    pub unit_type: String,
    pub size: Size,
    /// Attack, defense, movement for each step, full strength first.
    pub steps: Vec<(u32, u32, u32)>,
    /// Starting hex (printed number); none = arrives later or starts eliminated.
    #[serde(default)]
    pub at: Option<String>,
    /// Steps lost at the start (0 = full strength).
    #[serde(default)]
    pub start_losses: u32,
    /// Its efficiency (troop quality), for rules that compare it (`EfficiencyDifference`).
    #[serde(default)]
    pub efficiency: u32,
}

/// Where arriving units may be placed.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Entry {
    /// Any friendly city or the side's home edge.
    CityOrEdge,
    HomeEdge,
    Hexes(Vec<String>),
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawArrival {
    /// 1-based turn number.
    pub turn: u32,
    pub units: Vec<String>,
    #[serde(default = "city_or_edge")]
    pub entry: Entry,
}

fn city_or_edge() -> Entry {
    Entry::CityOrEdge
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawWithdrawal {
    pub turn: u32,
    pub units: Vec<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawReplacementPoints {
    pub side: String,
    /// Turns (1-based, inclusive) this rate applies to.
    pub turns: (u32, u32),
    pub points: u32,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawAirUnits {
    pub side: String,
    /// Turns (1-based, inclusive) the side has these units.
    pub turns: (u32, u32),
    pub units: u32,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawReducedArrivals {
    pub side: String,
    pub turns: (u32, u32),
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum VictoryCheck {
    /// Checked after the last turn.
    EndOfGame,
    /// Checked at the end of every turn (sudden death).
    EveryTurn,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawVictory {
    pub side: String,
    pub name: String,
    pub check: VictoryCheck,
    /// The side controls at least `count` of these hexes (printed numbers or place names).
    pub hexes: Vec<String>,
    pub count: u32,
    /// Victory points of each hex, in the order of `hexes` (empty: one each): then `count` is
    /// the points needed.
    #[serde(default)]
    pub points: Vec<u32>,
}
