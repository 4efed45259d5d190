//! The checked forms of a ruleset and a scenario: ids resolved to indices, every reference known
//! to exist. Built only by `validate`; read by every rule module.

use crate::rules::data::ruleset::*;
use crate::rules::data::scenario::{Entry, Size, VictoryCheck};
use crate::rules::model::map::{HexIdx, Map};

pub type SideId = u8;
pub type UnitId = u16;

#[derive(Debug, Clone)]
pub struct Side {
    pub id: String,
    pub name: String,
    pub home_edge: Edge,
    pub colour: String,
}

#[derive(Debug, Clone)]
pub struct Nationality {
    pub id: String,
    pub name: String,
    pub side: SideId,
    pub background: String,
    pub text: String,
}

#[derive(Debug, Clone)]
pub struct UnitType {
    pub id: String,
    pub name: String,
    pub class: u8,
    pub symbol: Symbol,
    pub tags: Vec<String>,
    pub stack_points: u32,
}

impl UnitType {
    pub fn has_tag(&self, tag: &str) -> bool {
        self.tags.iter().any(|t| t == tag)
    }
}

#[derive(Debug, Clone)]
pub struct Terrain {
    pub id: String,
    pub name: String,
    pub letter: char,
    pub colour: String,
    /// Cost per movement class index.
    pub cost: Vec<Cost>,
    pub water: bool,
    pub pattern: Pattern,
}

#[derive(Debug, Clone)]
pub struct Hexside {
    pub id: String,
    pub name: String,
    pub extra_cost: u32,
    /// Extra cost to cross, per movement class index.
    pub class_extra: Vec<u32>,
    pub prohibited: bool,
    /// Per movement class index.
    pub prohibited_for: Vec<bool>,
    pub rail_only: bool,
    pub blocks_zoc: bool,
    pub blocks_supply: bool,
    pub crossings_per_side_per_turn: Option<u32>,
    pub colour: String,
}

#[derive(Debug, Clone)]
pub struct Feature {
    pub id: String,
    pub name: String,
    pub extra_cost: u32,
    pub city: bool,
    pub marker: FeatureMarker,
    /// Hexside types (by index) this feature cancels on every side of its hex.
    pub negates_hexsides: crate::rules::model::condition::Set,
}

#[derive(Debug, Clone)]
pub struct TurnSlot {
    pub name: String,
    pub possible_weather: Option<u8>,
    /// A weather table: the weather for each face of the die (empty: `possible_weather` rules).
    pub weather_table: Vec<u8>,
}

#[derive(Debug, Clone)]
pub struct Weather {
    pub id: String,
    pub name: String,
    pub extra_cost_per_hex: u32,
    pub movement_divisor: u32,
    pub on_rolls: Vec<u32>,
    /// The map's tint while in force (red, green, blue, alpha).
    pub tint: Option<[u8; 4]>,
}

#[derive(Debug, Clone)]
pub struct Phase {
    pub id: String,
    pub name: String,
    pub side: SideId,
    pub kind: PhaseKind,
    pub on_enter: Vec<AutoStep>,
}

/// A checked ruleset.
#[derive(Debug, Clone)]
pub struct Ruleset {
    pub name: String,
    pub source: String,
    pub sides: Vec<Side>,
    pub nationalities: Vec<Nationality>,
    pub classes: Vec<RawMovementClass>,
    pub unit_types: Vec<UnitType>,
    pub terrain: Vec<Terrain>,
    pub hexsides: Vec<Hexside>,
    pub features: Vec<Feature>,
    /// Stacking points per hex, per side.
    pub stacking: Vec<u32>,
    pub zoc: RawZoc,
    pub rail: RawRail,
    pub calendar: Vec<TurnSlot>,
    /// Which weather combat conditions see.
    pub combat_weather: crate::rules::data::ruleset::CombatWeather,
    pub weather: Vec<Weather>,
    pub phases: Vec<Phase>,
    pub combat: RawCombat,
    /// The resolver's odds columns, lowest first.
    pub columns: Vec<String>,
    /// The same columns as numbers (attack, defense): "3:2" is (3, 2).
    pub ratios: Vec<(u32, u32)>,
    /// The odds from which every attack gets the automatic result (`Above::Automatic`), if any.
    pub automatic_from: Option<(u32, u32)>,
    /// Each result's program, compiled (by result index).
    pub outcomes: Vec<Vec<crate::rules::model::outcome::Instr>>,
    /// Stacking limits on filtered units.
    pub stack_rules: Vec<crate::rules::model::condition::StackRule>,
    /// Attacks the rules refuse.
    pub refusals: Vec<crate::rules::model::condition::Refusal>,
    /// The combat modifiers, compiled.
    pub modifiers: Vec<crate::rules::model::condition::Modifier>,
    pub modifier_groups: Vec<String>,
    pub supply: RawSupply,
    pub replacements: RawReplacements,
    pub options: Vec<RawOption>,
    pub choices: Vec<RawChoice>,
    pub zones: Vec<RawZone>,
    pub hex_markers: Vec<RawHexMarker>,
    pub cost_changes: Vec<CostChange>,
    pub unit_markers: Vec<RawUnitMarker>,
    pub side_markers: Vec<RawSideMarker>,
    /// The unit markers moving, attacking and being attacked set (indices).
    pub roles: MarkerRoles,
    /// Per side: may place in any city it controls, supplied or not.
    pub any_controlled_city: Vec<bool>,
    /// Orders, compulsory attacks, roads and the like.
    pub duties: crate::rules::model::orders::Duties,
    /// HQs and alternating activations, if the game has them.
    pub activations: Option<crate::rules::model::activation::Activations>,
}

/// Unit marker indices of the engine's own marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarkerRoles {
    pub moved: u8,
    pub attacked: u8,
    pub defended: u8,
}

/// A checked `RawCostChange`.
#[derive(Debug, Clone)]
pub struct CostChange {
    pub name: String,
    pub source: String,
    pub when: crate::rules::model::condition::Compiled,
    /// (terrain, class, cost).
    pub terrain: Vec<(usize, usize, Cost)>,
    /// (hexside type, class, extra cost).
    pub hexsides: Vec<(usize, usize, u32)>,
}

impl Ruleset {
    pub fn side_by_id(&self, id: &str) -> Option<SideId> {
        self.sides
            .iter()
            .position(|s| s.id == id)
            .map(|i| i as SideId)
    }
    pub fn weather_by_id(&self, id: &str) -> Option<u8> {
        self.weather
            .iter()
            .position(|w| w.id == id)
            .map(|i| i as u8)
    }
    /// The weather of a turn no die changes: the one no roll brings ("Clear").
    pub fn clear_weather(&self) -> Option<u8> {
        self.weather
            .iter()
            .position(|w| w.on_rolls.is_empty())
            .map(|w| w as u8)
    }
    /// The odds columns of the combat table, lowest first.
    pub fn combat_columns(&self) -> &[String] {
        &self.columns
    }
    pub fn feature_by_id(&self, id: &str) -> Option<u8> {
        self.features
            .iter()
            .position(|f| f.id == id)
            .map(|i| i as u8)
    }
}

/// Attack, defense and movement factors of one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Factors {
    pub attack: u32,
    pub defense: u32,
    pub movement: u32,
}

#[derive(Debug, Clone)]
pub struct UnitDef {
    pub id: String,
    pub name: String,
    pub nationality: u8,
    pub side: SideId,
    pub unit_type: u8,
    pub size: Size,
    /// Full strength first.
    pub steps: Vec<Factors>,
    pub start: Option<HexIdx>,
    pub start_losses: u32,
    pub efficiency: u32,
}

#[derive(Debug, Clone)]
pub struct Arrival {
    pub turn: u32,
    pub units: Vec<UnitId>,
    pub entry: Entry,
}

#[derive(Debug, Clone)]
pub struct Victory {
    pub side: SideId,
    pub name: String,
    pub check: VictoryCheck,
    pub hexes: Vec<HexIdx>,
    pub count: u32,
    /// Points of each hex (one each unless the scenario says).
    pub points: Vec<u32>,
}

/// A checked scenario.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub name: String,
    pub description: String,
    pub map: Map,
    /// Calendar slot and year of turn 1.
    pub first_slot: usize,
    pub first_year: u32,
    pub turns: u32,
    pub units: Vec<UnitDef>,
    pub reinforcements: Vec<Arrival>,
    pub withdrawals: Vec<(u32, Vec<UnitId>)>,
    pub returns: Vec<Arrival>,
    /// (side, first turn, last turn, points).
    pub replacements: Vec<(SideId, u32, u32, u32)>,
    /// (side, first turn, last turn, air units).
    pub air_units: Vec<(SideId, u32, u32, u32)>,
    pub reduced_arrivals: Vec<(SideId, u32, u32)>,
    pub victory: Vec<Victory>,
    /// Side controlling each hex at the start.
    pub initial_control: Vec<SideId>,
    /// (side, hex) where placing and rebuilding ignore supply and enemy ZOC.
    pub capitals: Vec<(SideId, HexIdx)>,
    /// The hexes of each zone the ruleset declares (empty: not on this map).
    pub zones: Vec<Vec<HexIdx>>,
    /// Whether each optional rule is in force.
    pub options: Vec<bool>,
    /// The value chosen for each scenario choice.
    pub choices: Vec<usize>,
    /// Hex markers at the start: (hex, marker, owning side).
    pub hex_markers: Vec<(HexIdx, u8, SideId)>,
    /// Side markers at the start, a bitset per side.
    pub side_marks: Vec<u32>,
}

impl Scenario {
    pub fn unit_by_id(&self, id: &str) -> Option<UnitId> {
        self.units
            .iter()
            .position(|u| u.id.eq_ignore_ascii_case(id))
            .map(|i| i as UnitId)
    }

    /// Calendar slot and year of a 1-based turn.
    pub fn turn_date(&self, rules: &Ruleset, turn: u32) -> (usize, u32) {
        let n = rules.calendar.len();
        let k = self.first_slot + (turn.max(1) as usize - 1);
        (k % n, self.first_year + (k / n) as u32)
    }

    pub fn turn_name(&self, rules: &Ruleset, turn: u32) -> String {
        let (slot, year) = self.turn_date(rules, turn);
        format!("{} {}", rules.calendar[slot].name, year)
    }
}
