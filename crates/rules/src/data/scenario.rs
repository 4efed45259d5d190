//! The scenario file as written: map, order of battle, schedules and victory conditions, with
//! printed hex numbers and ids. `validate` checks it against its ruleset.

use crate::data::limits;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A scenario file: its ruleset, map, order of battle, schedules and victory conditions.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename = "Scenario")]
pub struct RawScenario {
    /// The scenario's name ("Barbarossa").
    pub name: String,
    /// A few lines for the New game screen: what the scenario covers.
    #[serde(default)]
    pub description: String,
    /// Path of the ruleset file, relative to this file.
    pub ruleset: String,
    /// The map: terrain, hexsides, rails, roads, places and the starting front line.
    pub map: RawMap,
    /// First turn: a calendar turn name and a year, "Jun 1941".
    pub first_turn: String,
    /// Number of turns played.
    #[serde(deserialize_with = "limits::one::<_, limits::Turn>")]
    pub turns: u32,
    /// The order of battle: every unit of both sides, on the map at the start or arriving later.
    pub units: Vec<RawUnit>,
    /// Units arriving during the game: the turn, the units and where they enter.
    #[serde(default)]
    pub reinforcements: Vec<RawArrival>,
    /// Units taken off the map during the game, by turn.
    #[serde(default)]
    pub withdrawals: Vec<RawWithdrawal>,
    /// Withdrawn units coming back: the turn, the units and where they enter.
    #[serde(default)]
    pub returns: Vec<RawArrival>,
    /// Replacement points each side receives, by turn range.
    #[serde(default)]
    pub replacements: Vec<RawReplacementPoints>,
    /// Air units a side has each turn, for rules with air support (`Effect::AirSupport`).
    #[serde(default)]
    pub air_units: Vec<RawAirUnits>,
    /// Reinforcements of this side arriving in these turns (1-based) come at reduced strength.
    #[serde(default)]
    pub reduced_arrivals: Vec<RawReducedArrivals>,
    /// The victory conditions.
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
    /// What the computer players are told of this scenario: judgements of their own it needs.
    #[serde(default)]
    pub computer: RawComputer,
    /// What happened in the war the scenario depicts, turn by turn, to measure games against
    /// (never read by the rules or the players).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub milestones: Vec<crate::data::milestones::RawMilestone>,
}

/// Judgements the computer players make in this scenario only, because measured games showed
/// they play it better with them (`play::shares`).
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawComputer {
    /// The sides (ids) whose units share out the objectives their victory conditions still need
    /// (the far ones to the fast units, each as much force as the enemy near it asks), rather
    /// than each making for the nearest objective it does not hold.
    #[serde(default)]
    pub share_objectives: Vec<String>,
    /// How near the enemy (hexes over land) a held objective with no unit in it must come for
    /// a unit to be sent to garrison it; 12 if not given. A judgement of the map's scale: more
    /// hexes where a hex is a few kilometres, fewer where it is tens.
    #[serde(default, deserialize_with = "limits::opt::<_, limits::Hexes>")]
    pub garrison_range: Option<u32>,
    /// The side's operational plan, for its computer players only: hexes it makes for during
    /// given turns besides its victory conditions' (Army Group Centre's Minsk and Smolensk
    /// before Moscow). The rules never read it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plan: Vec<RawPlanStep>,
}

/// A step of a side's operational plan: the hexes its computer players make for during a
/// range of turns (while it does not control them), and where the plan comes from.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlanStep {
    /// The side (its id).
    pub side: String,
    /// Printed hex numbers or place names.
    pub hexes: Vec<String>,
    /// The first and last turn (1-based, both included).
    #[serde(deserialize_with = "limits::pair::<_, limits::Turn>")]
    pub turns: (u32, u32),
    /// Where the plan is told (a directive, a history).
    pub source: String,
}

/// A side marker a side carries at the start.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSideMarking {
    /// The side marker (its id).
    pub marker: String,
    /// The side (its id) that carries it.
    pub side: String,
}

/// Hex markers of one kind and owner at the start.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMarkerPlacement {
    /// The hex marker (its id).
    pub marker: String,
    /// The side (its id) that owns them.
    pub side: String,
    /// The hexes (printed numbers or place names) that carry one.
    pub hexes: Vec<String>,
}

/// A side's capital.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawCapital {
    /// The side (its id).
    pub side: String,
    /// The capital's hex (printed number or place name).
    pub hex: String,
}

/// The scenario's map.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMap {
    /// Columns of hexes.
    #[serde(deserialize_with = "limits::one::<_, limits::Hexes>")]
    pub width: u32,
    /// Rows of hexes.
    #[serde(deserialize_with = "limits::one::<_, limits::Hexes>")]
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
    /// Named hexes and hexes with features (cities, fortresses).
    #[serde(default)]
    pub places: Vec<RawPlace>,
    /// Which side controls which hex at the start: in each row the west side owns the first
    /// `border[row]` hexes (with default numbering, printed columns up to `border[row]`) and the
    /// east side the rest.
    pub control: RawControl,
}

/// Which internal columns (0-based) of the map sit half a hex lower.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Parity {
    /// Columns 1, 3, 5...
    Odd,
    /// Columns 0, 2, 4...
    Even,
}

/// One printed map sheet: the part of the map it covers and how its hexes are numbered.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawSheet {
    /// "B" gives numbers like "B-1403".
    #[serde(default)]
    pub prefix: Option<String>,
    /// First internal column and row this sheet covers (0-based) and its size.
    #[serde(deserialize_with = "limits::pair::<_, limits::Hexes>")]
    pub origin: (u32, u32),
    /// Columns and rows the sheet covers.
    #[serde(deserialize_with = "limits::pair::<_, limits::Hexes>")]
    pub size: (u32, u32),
    /// Printed number of the sheet's first column and row.
    #[serde(
        default = "first",
        deserialize_with = "limits::pair::<_, limits::Hexes>"
    )]
    pub first: (u32, u32),
}

fn first() -> (u32, u32) {
    (1, 1)
}

/// The hexsides of one type.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawHexsideGroup {
    /// The hexside type (its id in the ruleset).
    pub kind: String,
    /// The hexsides, each as two adjacent hexes: `"1403/1404"`.
    pub sides: Vec<String>,
}

/// A hex with a name or features.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlace {
    /// The hex (printed number).
    pub hex: String,
    /// Its name on the map ("Moscow"), which victory conditions and capitals may use.
    #[serde(default)]
    pub name: Option<String>,
    /// Its point features (ids: "major_city", "fortress").
    #[serde(default)]
    pub features: Vec<String>,
}

/// Who controls which hex at the start.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawControl {
    /// The side (its id) that controls the west of each row.
    pub west: String,
    /// The side (its id) that controls the rest.
    pub east: String,
    /// Per row, north first: how many hexes from the west edge the west side controls.
    #[serde(deserialize_with = "limits::list::<_, limits::Hexes>")]
    pub border: Vec<u32>,
    /// Hexes a side holds whatever the border says: pockets and salients a border of one
    /// column a row cannot draw (besieged Leningrad east of the siege line).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held: Vec<RawHeld>,
}

/// Hexes a side holds at the start, inside the other side's part of the map.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawHeld {
    /// The side (its id).
    pub side: String,
    /// The hexes (printed numbers or place names).
    pub hexes: Vec<String>,
}

/// A unit's size, printed above its symbol.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Size {
    /// A division (XX).
    Division,
    /// A corps (XXX).
    Corps,
    /// An army (XXXX).
    Army,
    /// An army group (XXXXX).
    ArmyGroup,
}

/// A unit of the order of battle.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawUnit {
    /// The unit's id, as schedules name it ("g_41pz").
    pub id: String,
    /// The unit's name on its counter ("41 Pz").
    pub name: String,
    /// Its nationality (id), which gives its side.
    pub nationality: String,
    /// Its unit type (id), written `type` in the file.
    #[serde(rename = "type")]
    pub unit_type: String,
    /// Its size (division, corps, army, army group).
    pub size: Size,
    /// Attack, defense, movement for each step, full strength first.
    #[serde(deserialize_with = "limits::steps")]
    pub steps: Vec<(u32, u32, u32)>,
    /// Starting hex (printed number); none = arrives later or starts eliminated.
    #[serde(default)]
    pub at: Option<String>,
    /// Steps lost at the start (0 = full strength).
    #[serde(default, deserialize_with = "limits::one::<_, limits::Count>")]
    pub start_losses: u32,
    /// Its efficiency (troop quality), for rules that compare it (`EfficiencyDifference`).
    #[serde(default, deserialize_with = "limits::one::<_, limits::Count>")]
    pub efficiency: u32,
    /// The unit holds its starting hex through the end of this turn: it may not move, by land
    /// or by rail (a city's garrison, a fortified region); combat may still retreat it.
    /// 0 (the default): it moves as any unit.
    #[serde(
        default,
        deserialize_with = "limits::one::<_, limits::Turn>",
        skip_serializing_if = "is_zero"
    )]
    pub fixed_until: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Where arriving units may be placed.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Entry {
    /// Any friendly city or the side's home edge.
    CityOrEdge,
    /// The side's home edge only.
    HomeEdge,
    /// Only these hexes (printed numbers or place names).
    Hexes(Vec<String>),
}

/// Units that arrive together in one turn.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawArrival {
    /// 1-based turn number.
    #[serde(deserialize_with = "limits::one::<_, limits::Turn>")]
    pub turn: u32,
    /// The units (ids).
    pub units: Vec<String>,
    /// Where they may be placed (a friendly city or the home edge by default).
    #[serde(default = "city_or_edge")]
    pub entry: Entry,
}

fn city_or_edge() -> Entry {
    Entry::CityOrEdge
}

/// Units withdrawn from the map in one turn.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawWithdrawal {
    /// The turn (1-based).
    #[serde(deserialize_with = "limits::one::<_, limits::Turn>")]
    pub turn: u32,
    /// The units (ids).
    pub units: Vec<String>,
}

/// Replacement points a side receives each turn of a turn range.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawReplacementPoints {
    /// The side (its id).
    pub side: String,
    /// Turns (1-based, inclusive) this rate applies to.
    #[serde(deserialize_with = "limits::pair::<_, limits::Turn>")]
    pub turns: (u32, u32),
    /// Points received each of those turns.
    #[serde(deserialize_with = "limits::one::<_, limits::Count>")]
    pub points: u32,
}

/// Air units a side has for a turn range.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawAirUnits {
    /// The side (its id).
    pub side: String,
    /// Turns (1-based, inclusive) the side has these units.
    #[serde(deserialize_with = "limits::pair::<_, limits::Turn>")]
    pub turns: (u32, u32),
    /// Air units it has each of those turns.
    #[serde(deserialize_with = "limits::one::<_, limits::Count>")]
    pub units: u32,
}

/// Turns in which a side's reinforcements arrive at reduced strength.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawReducedArrivals {
    /// The side (its id).
    pub side: String,
    /// The turns (1-based, inclusive).
    #[serde(deserialize_with = "limits::pair::<_, limits::Turn>")]
    pub turns: (u32, u32),
}

/// When a victory condition is checked.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum VictoryCheck {
    /// Checked after the last turn.
    EndOfGame,
    /// Checked at the end of every turn (sudden death).
    EveryTurn,
}

/// A victory condition: a side wins by holding hexes, or victory points of hexes.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawVictory {
    /// The side (its id) that wins.
    pub side: String,
    /// The condition in words ("Axis holds Moscow").
    pub name: String,
    /// When it is checked.
    pub check: VictoryCheck,
    /// The side controls at least `count` of these hexes (printed numbers or place names).
    pub hexes: Vec<String>,
    /// How many of the hexes the side must control (or, with `points`, how many points).
    #[serde(deserialize_with = "limits::one::<_, limits::Count>")]
    pub count: u32,
    /// Victory points of each hex, in the order of `hexes` (empty: one each): then `count` is
    /// the points needed.
    #[serde(default, deserialize_with = "limits::list::<_, limits::Count>")]
    pub points: Vec<u32>,
    /// For the computer players only: the turn from which they make for the hexes this
    /// condition still needs (a campaign's last objective is not where its first year's armies
    /// march); before it they hold what they have and fight the enemy in front of them. 0 (the
    /// default): from the start. The rules check the condition as `check` says, whatever this is.
    #[serde(
        default,
        deserialize_with = "limits::one::<_, limits::Turn>",
        skip_serializing_if = "is_zero"
    )]
    pub pursued_from: u32,
}
