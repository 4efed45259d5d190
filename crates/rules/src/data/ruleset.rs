//! The ruleset file as written: what a game's rules say, with names instead of indices.
//! `validate` turns it into checked tables. Nothing here knows which game it describes.

use crate::data::limits;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

// The sequence of play (calendar, weather, phases) is in its own file; its paths stay here.
pub use super::sequence::*;
// What entering a hex costs, shared with the cost changes (`variants`); its path stays here.
pub use crate::data::cost::Cost;

/// A ruleset file: one game's sides, units, terrain, sequence of play, combat, supply and
/// replacements.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename = "Ruleset")]
pub struct RawRuleset {
    /// The game's name ("The Great Patriotic War").
    pub name: String,
    /// The seed text the numbers come from.
    #[serde(default)]
    pub source: String,
    /// The sides; a side's place in the list is its index in the checked ruleset (`SideId`).
    pub sides: Vec<RawSide>,
    /// The nationalities units belong to, each on one side.
    pub nationalities: Vec<RawNationality>,
    /// The movement classes terrain costs are given for (non-mechanized, mechanized).
    pub movement_classes: Vec<RawMovementClass>,
    /// The unit types a scenario's units are.
    pub unit_types: Vec<RawUnitType>,
    /// The terrains a hex may have, with their movement costs.
    pub terrain: Vec<RawTerrain>,
    /// The hexside types (rivers, lake shores), with what crossing them costs.
    #[serde(default)]
    pub hexsides: Vec<RawHexside>,
    /// Point features a hex may carry (minor city, major city, fortress).
    #[serde(default)]
    pub features: Vec<RawFeature>,
    /// How many units may share a hex.
    pub stacking: RawStacking,
    /// What enemy zones of control do to movement.
    pub zoc: RawZoc,
    /// Rail movement.
    pub rail: RawRail,
    /// The turns of the year and the weather each may bring.
    pub calendar: RawCalendar,
    /// The kinds of weather and their effects on movement.
    pub weather: Vec<RawWeather>,
    /// The sequence of play: the phases of one turn, in order.
    pub phases: Vec<RawPhase>,
    /// How battles are fought.
    pub combat: RawCombat,
    /// How supply is traced.
    pub supply: RawSupply,
    /// How eliminated and reduced units are rebuilt.
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
    /// Reactions: the other side acting inside the moving side's phase (a panic retreat).
    #[serde(default)]
    pub reactions: Vec<crate::data::reactions::RawReaction>,
    /// Road movement.
    #[serde(default)]
    pub road: RawRoad,
    /// HQs and the alternating activations of formations (none: each phase's side acts with
    /// all its units).
    #[serde(default)]
    pub activations: Option<crate::data::activation::RawActivations>,
}

/// A side of the war (Axis, Soviet).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSide {
    /// The side's id, as the rest of the files name it.
    pub id: String,
    /// The side's name for the player.
    pub name: String,
    /// The map edge this side traces supply to and enters from.
    pub home_edge: Edge,
    /// Counter colours, `#rrggbb`.
    pub colour: String,
}

/// An edge of the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Edge {
    /// The left edge.
    West,
    /// The right edge.
    East,
    /// The top edge.
    North,
    /// The bottom edge.
    South,
}

/// A nationality (German, Romanian, Soviet): the side it fights for and its counter colours.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawNationality {
    /// The nationality's id, as units and conditions name it.
    pub id: String,
    /// The nationality's name for the player.
    pub name: String,
    /// The side (its id) it fights for.
    pub side: String,
    /// Counter background and text colours, `#rrggbb`.
    pub background: String,
    /// Counter text colour, `#rrggbb`.
    pub text: String,
}

/// A movement class: units of one class pay the same terrain costs.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMovementClass {
    /// The class's id, as terrain costs and conditions name it.
    pub id: String,
    /// The class's name for the player ("mechanized").
    pub name: String,
}

/// The unit-type symbol printed in a counter's box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Symbol {
    /// A cross.
    Infantry,
    /// An oval (tank tracks).
    Armor,
    /// A cross and an oval.
    Mechanized,
    /// One diagonal line.
    Cavalry,
    /// A cross over a peak.
    Mountain,
    /// A cross over a canopy.
    Airborne,
    /// A dot.
    Artillery,
    /// A staff: a line down from the box's left corner.
    Headquarters,
    /// A cross with a bar across the foot of the box.
    Garrison,
}

/// A unit type (panzer corps, rifle army): its movement class, symbol, tags and stacking points.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawUnitType {
    /// The type's id, as scenario units and conditions name it.
    pub id: String,
    /// The type's name for the player.
    pub name: String,
    /// Its movement class (id).
    pub movement_class: String,
    /// The symbol its counters show.
    pub symbol: Symbol,
    /// Labels that phases, modifiers and costs select units by ("armor", "cavalry").
    #[serde(default)]
    pub tags: Vec<String>,
    /// How many stacking points one unit of this type counts.
    #[serde(default = "one", deserialize_with = "limits::one::<_, limits::Count>")]
    pub stack_points: u32,
}

pub(super) fn one() -> u32 {
    1
}

/// A terrain a hex may have (clear, forest, swamp): its map letter, colour and movement costs.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawTerrain {
    /// The terrain's id, as costs and conditions name it.
    pub id: String,
    /// The terrain's name for the player.
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
    /// Colour only.
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

/// A hexside type (river, major river, lake shore): what crossing it costs and blocks.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawHexside {
    /// The hexside type's id, as the scenario's map and the conditions name it.
    pub id: String,
    /// The hexside type's name for the player.
    pub name: String,
    /// Extra movement points to cross (classes not in `class_cost` pay this).
    #[serde(default, deserialize_with = "limits::one::<_, limits::Mp>")]
    pub extra_cost: u32,
    /// Extra movement points to cross for these movement classes (ZW river: +2 mechanized).
    #[serde(default, deserialize_with = "limits::map::<_, limits::Mp>")]
    pub class_cost: BTreeMap<String, u32>,
    /// No unit may cross.
    #[serde(default)]
    pub prohibited: bool,
    /// Movement classes that may not cross.
    #[serde(default)]
    pub prohibited_for: Vec<String>,
    /// Units may cross only by rail (lake and sea sides).
    #[serde(default)]
    pub rail_only: bool,
    /// Zones of control do not extend across it.
    #[serde(default)]
    pub blocks_zoc: bool,
    /// Supply may not be traced across.
    #[serde(default)]
    pub blocks_supply: bool,
    /// At most this many units of each side may cross it per turn.
    #[serde(default, deserialize_with = "limits::opt::<_, limits::Count>")]
    pub crossings_per_side_per_turn: Option<u32>,
    /// While this holds (a condition on the calendar, weather and settings), crossing it is a
    /// unit's whole move: only from where it starts, and it stops on the other side.
    #[serde(default)]
    pub whole_move_when: Option<crate::data::condition::Cond>,
    /// Drawn as, `#rrggbb`.
    pub colour: String,
}

/// A point feature of a hex (minor city, major city, fortress).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawFeature {
    /// The feature's id, as the scenario's map and the conditions name it.
    pub id: String,
    /// The feature's name for the player.
    pub name: String,
    /// Extra movement points to enter (GPW: cities and fortresses have none).
    #[serde(default, deserialize_with = "limits::one::<_, limits::Mp>")]
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

/// The stacking limits.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawStacking {
    /// Stacking points allowed in one hex at the end of any move, per side id.
    #[serde(deserialize_with = "limits::map::<_, limits::Count>")]
    pub limit: BTreeMap<String, u32>,
    /// Further limits on the units a filter picks ("at most 3 panzer divisions").
    #[serde(default)]
    pub rules: Vec<RawStackRule>,
}

/// At most `limit` stacking points of the units `units` picks in one hex.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawStackRule {
    /// The rule in words, for the message that refuses a move.
    pub name: String,
    /// The units the limit counts.
    pub units: crate::data::condition::Unit,
    /// The most stacking points those units may have in one hex.
    #[serde(deserialize_with = "limits::one::<_, limits::Count>")]
    pub limit: u32,
}

/// What an enemy zone of control (the hexes next to an enemy unit) does to movement.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawZoc {
    /// Entering an enemy ZOC ends the move.
    pub stop_on_entry: bool,
    /// A unit that starts in an enemy ZOC may leave it.
    pub may_leave: bool,
}

/// Rail movement's limits.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawRail {
    /// Hexes a unit may travel by rail in one phase; None = any distance.
    #[serde(default, deserialize_with = "limits::opt::<_, limits::Hexes>")]
    pub max_hexes: Option<u32>,
    /// A unit must begin the phase on a rail hex.
    pub must_start_on_rail: bool,
}
