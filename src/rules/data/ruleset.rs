//! The ruleset file as written: what a game's rules say, with names instead of indices.
//! `validate` turns it into checked tables. Nothing here knows which game it describes.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename = "Ruleset")]
pub struct RawRuleset {
    pub name: String,
    /// The seed text the numbers come from.
    #[serde(default)]
    pub source: String,
    pub sides: Vec<RawSide>,
    pub nationalities: Vec<RawNationality>,
    pub movement_classes: Vec<RawMovementClass>,
    pub unit_types: Vec<RawUnitType>,
    pub terrain: Vec<RawTerrain>,
    #[serde(default)]
    pub hexsides: Vec<RawHexside>,
    /// Point features a hex may carry (minor city, major city, fortress).
    #[serde(default)]
    pub features: Vec<RawFeature>,
    pub stacking: RawStacking,
    pub zoc: RawZoc,
    pub rail: RawRail,
    pub calendar: RawCalendar,
    pub weather: Vec<RawWeather>,
    pub phases: Vec<RawPhase>,
    pub combat: RawCombat,
    pub supply: RawSupply,
    pub replacements: RawReplacements,
    /// Optional rules a scenario may put in force.
    #[serde(default)]
    pub options: Vec<RawOption>,
    /// Choices a scenario makes between variants of a rule.
    #[serde(default)]
    pub choices: Vec<RawChoice>,
    /// Named areas whose hexes each scenario draws (a salient, a pocket, a river line).
    #[serde(default)]
    pub zones: Vec<RawZone>,
    /// Markers a hex can carry, with an owning side (fieldworks).
    #[serde(default)]
    pub hex_markers: Vec<RawHexMarker>,
    /// Marks units carry, each with when it comes off.
    #[serde(default = "default_unit_markers")]
    pub unit_markers: Vec<RawUnitMarker>,
    /// Marks a whole side can carry.
    #[serde(default)]
    pub side_markers: Vec<RawSideMarker>,
    /// Which unit markers moving, attacking and being attacked set.
    #[serde(default)]
    pub marker_roles: RawMarkerRoles,
    /// Movement costs that change while a condition holds (ZW turn 5: marsh 1/1, rivers free).
    #[serde(default)]
    pub cost_changes: Vec<RawCostChange>,
    /// Orders the players may give (No Retreat!).
    #[serde(default)]
    pub orders: Vec<RawOrder>,
    /// Road movement.
    #[serde(default)]
    pub road: RawRoad,
    /// HQs and the alternating activations of formations (none: each phase's side acts with
    /// all its units).
    #[serde(default)]
    pub activations: Option<crate::rules::data::activation::RawActivations>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSide {
    pub id: String,
    pub name: String,
    /// The map edge this side traces supply to and enters from.
    pub home_edge: Edge,
    /// Counter colours, `#rrggbb`.
    pub colour: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Edge {
    West,
    East,
    North,
    South,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawNationality {
    pub id: String,
    pub name: String,
    pub side: String,
    /// Counter background and text colours, `#rrggbb`.
    pub background: String,
    pub text: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMovementClass {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Symbol {
    Infantry,
    Armor,
    Mechanized,
    Cavalry,
    Mountain,
    Airborne,
    Artillery,
    Headquarters,
    Garrison,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawUnitType {
    pub id: String,
    pub name: String,
    pub movement_class: String,
    pub symbol: Symbol,
    /// Labels that phases, modifiers and costs select units by ("armor", "cavalry").
    #[serde(default)]
    pub tags: Vec<String>,
    /// How many stacking points one unit of this type counts.
    #[serde(default = "one")]
    pub stack_points: u32,
}

fn one() -> u32 {
    1
}

/// What entering a hex costs one movement class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Cost {
    /// This many movement points.
    Mp(#[serde(deserialize_with = "crate::rules::data::limits::mp")] u32),
    /// May enter with any movement points left, then must stop.
    Stop,
    /// May not enter.
    Prohibited,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawTerrain {
    pub id: String,
    pub name: String,
    /// Letter used in map rows unless the map's legend says otherwise.
    pub letter: char,
    /// Fill colour on the board, `#rrggbb`.
    pub colour: String,
    /// Cost per movement class; every class must be listed.
    pub cost: BTreeMap<String, Cost>,
    /// Water: supply and units may not enter (a lake or sea hex).
    #[serde(default)]
    pub water: bool,
    /// The pattern printed over the colour, so terrain reads at a glance (and without colour).
    #[serde(default)]
    pub pattern: Pattern,
}

/// How a terrain's hexes are marked on the board besides their colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
pub enum Pattern {
    #[default]
    Plain,
    /// Tree crowns (forest).
    Trees,
    /// Reed tufts over water lines (swamp, marsh).
    Marsh,
    /// Peaks (mountains).
    Peaks,
    /// Humps (rough, hills).
    Hills,
    /// Wave lines (lake, sea).
    Waves,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawHexside {
    pub id: String,
    pub name: String,
    /// Extra movement points to cross (classes not in `class_cost` pay this).
    #[serde(default, deserialize_with = "crate::rules::data::limits::mp")]
    pub extra_cost: u32,
    /// Extra movement points to cross for these movement classes (ZW river: +2 mechanized).
    #[serde(default, deserialize_with = "crate::rules::data::limits::mp_map")]
    pub class_cost: BTreeMap<String, u32>,
    #[serde(default)]
    pub prohibited: bool,
    /// Movement classes that may not cross.
    #[serde(default)]
    pub prohibited_for: Vec<String>,
    /// Units may cross only by rail (lake and sea sides).
    #[serde(default)]
    pub rail_only: bool,
    #[serde(default)]
    pub blocks_zoc: bool,
    /// Supply may not be traced across.
    #[serde(default)]
    pub blocks_supply: bool,
    /// At most this many units of each side may cross it per turn.
    #[serde(default)]
    pub crossings_per_side_per_turn: Option<u32>,
    /// While this holds (a condition on the calendar, weather and settings), crossing it is a
    /// unit's whole move: only from where it starts, and it stops on the other side.
    #[serde(default)]
    pub whole_move_when: Option<crate::rules::data::condition::Cond>,
    /// Drawn as, `#rrggbb`.
    pub colour: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawFeature {
    pub id: String,
    pub name: String,
    /// Extra movement points to enter (GPW: cities and fortresses have none).
    #[serde(default, deserialize_with = "crate::rules::data::limits::mp")]
    pub extra_cost: u32,
    /// Counts as a city for reinforcement and replacement placement.
    #[serde(default)]
    pub city: bool,
    /// How the board marks it.
    #[serde(default)]
    pub marker: FeatureMarker,
    /// Hexside types that count as absent on every side of its hex, for movement and combat
    /// (000: towns and cities "negate rivers around" their hex).
    #[serde(default)]
    pub negates_hexsides: Vec<String>,
}

/// How a point feature is drawn on the board.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
pub enum FeatureMarker {
    /// A large square.
    MajorCity,
    /// A dot.
    MinorCity,
    /// A ring around the hex's centre.
    #[default]
    Ring,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawStacking {
    /// Stacking points allowed in one hex at the end of any move, per side id.
    pub limit: BTreeMap<String, u32>,
    /// Further limits on the units a filter picks ("at most 3 panzer divisions").
    #[serde(default)]
    pub rules: Vec<RawStackRule>,
}

/// At most `limit` stacking points of the units `units` picks in one hex.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawStackRule {
    pub name: String,
    pub units: crate::rules::data::condition::Unit,
    pub limit: u32,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawZoc {
    /// Entering an enemy ZOC ends the move.
    pub stop_on_entry: bool,
    /// A unit that starts in an enemy ZOC may leave it.
    pub may_leave: bool,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawRail {
    /// Hexes a unit may travel by rail in one phase; None = any distance.
    #[serde(default)]
    pub max_hexes: Option<u32>,
    /// A unit must begin the phase on a rail hex.
    pub must_start_on_rail: bool,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawCalendar {
    /// Turn names within one year, in order ("Jan/Feb", ..., "Nov/Dec").
    pub turns: Vec<RawTurnSlot>,
    /// Which weather combat conditions see.
    #[serde(default)]
    pub combat_weather: CombatWeather,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawTurnSlot {
    pub name: String,
    /// Weather that a die roll may bring in this turn's movement phases, if any.
    #[serde(default)]
    pub possible_weather: Option<String>,
    /// Instead: a weather table, the weather id for each face of the die (face 1 first).
    #[serde(default)]
    pub weather_table: Vec<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawWeather {
    pub id: String,
    pub name: String,
    /// Added to the cost of every hex entered.
    #[serde(default, deserialize_with = "crate::rules::data::limits::mp")]
    pub extra_cost_per_hex: u32,
    /// Movement allowance divided by this, fractions dropped (1 = no effect).
    #[serde(default = "one")]
    pub movement_divisor: u32,
    /// Die rolls (1d6) that bring this weather in a turn where it is possible.
    #[serde(default)]
    pub on_rolls: Vec<u32>,
    /// How the map looks while it is in force: a `#rrggbbaa` tint laid over the board (the
    /// alpha is how strong), none for fair weather.
    #[serde(default)]
    pub tint: Option<String>,
}

/// What a phase does.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum PhaseKind {
    /// Receive reinforcements, withdrawals, returns and replacements.
    Reinforcement,
    /// Move along friendly rail lines.
    Rail,
    /// Ordinary movement by the units the filter selects.
    Movement {
        units: UnitFilter,
    },
    Combat,
    /// Only orders are given (`orders` naming this phase).
    Orders,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum UnitFilter {
    All,
    /// Units whose type carries any of these tags.
    Tagged(Vec<String>),
    /// Units whose type carries none of these tags.
    Untagged(Vec<String>),
}

/// Automatic steps run on entering a phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum AutoStep {
    RollWeather,
    JudgeSupply,
    Withdrawals,
    Arrivals,
    Replacements,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawPhase {
    pub id: String,
    pub name: String,
    pub side: String,
    pub kind: PhaseKind,
    #[serde(default)]
    pub on_enter: Vec<AutoStep>,
}

pub use crate::rules::data::combat::*;
pub use crate::rules::data::logistics::*;
pub use crate::rules::data::orders::*;
pub use crate::rules::data::variants::*;
