//! The checked form of a ruleset: ids resolved to indices, every reference known to exist (the
//! scenario's tables are in `model::scenario`, re-exported here). Built only by `validate`; read
//! by every rule module.

use crate::data::ruleset::*;

pub use crate::model::scenario::*;

pub use crate::model::ids::{SideId, UnitId};

/// A side of the war (Axis, Soviet).
#[derive(Debug, Clone)]
pub struct Side {
    /// The side's id in the files.
    pub id: String,
    /// The side's name for the player.
    pub name: String,
    /// The map edge it traces supply to and enters from.
    pub home_edge: Edge,
    /// Counter colour, `#rrggbb`.
    pub colour: String,
}

/// A nationality: the side it fights for and its counter colours.
#[derive(Debug, Clone)]
pub struct Nationality {
    /// The nationality's id in the files.
    pub id: String,
    /// The nationality's name for the player.
    pub name: String,
    /// The side it fights for.
    pub side: SideId,
    /// Counter background colour, `#rrggbb`.
    pub background: String,
    /// Counter text colour, `#rrggbb`.
    pub text: String,
}

/// A unit type: movement class, symbol, tags and stacking points.
#[derive(Debug, Clone)]
pub struct UnitType {
    /// The type's id in the files.
    pub id: String,
    /// The type's name for the player.
    pub name: String,
    /// Its movement class (index).
    pub class: u8,
    /// The symbol its counters show.
    pub symbol: Symbol,
    /// Labels phases, modifiers and costs select units by ("armor").
    pub tags: Vec<String>,
    /// Stacking points one unit of this type counts.
    pub stack_points: u32,
}

impl UnitType {
    /// Whether the type carries this tag.
    pub fn has_tag(&self, tag: &str) -> bool {
        self.tags.iter().any(|t| t == tag)
    }
}

/// A terrain: its map letter, look and movement costs.
#[derive(Debug, Clone)]
pub struct Terrain {
    /// The terrain's id in the files.
    pub id: String,
    /// The terrain's name for the player.
    pub name: String,
    /// Its letter in the map rows.
    pub letter: char,
    /// Fill colour on the board, `#rrggbb`.
    pub colour: String,
    /// Cost per movement class index.
    pub cost: Vec<Cost>,
    /// Water: supply and units may not enter.
    pub water: bool,
    /// The pattern drawn over the colour.
    pub pattern: Pattern,
}

/// A hexside type: what crossing it costs and blocks.
#[derive(Debug, Clone)]
pub struct Hexside {
    /// The hexside type's id in the files.
    pub id: String,
    /// The hexside type's name for the player.
    pub name: String,
    /// Extra movement points to cross, for classes without a cost of their own.
    pub extra_cost: u32,
    /// Extra cost to cross, per movement class index.
    pub class_extra: Vec<u32>,
    /// No unit may cross.
    pub prohibited: bool,
    /// Per movement class index.
    pub prohibited_for: Vec<bool>,
    /// Units may cross only by rail.
    pub rail_only: bool,
    /// Zones of control do not extend across it.
    pub blocks_zoc: bool,
    /// Supply may not be traced across.
    pub blocks_supply: bool,
    /// At most this many units of each side may cross it per turn.
    pub crossings_per_side_per_turn: Option<u32>,
    /// Drawn as, `#rrggbb`.
    pub colour: String,
}

/// A point feature of a hex (minor city, major city, fortress).
#[derive(Debug, Clone)]
pub struct Feature {
    /// The feature's id in the files.
    pub id: String,
    /// The feature's name for the player.
    pub name: String,
    /// Extra movement points to enter its hex.
    pub extra_cost: u32,
    /// Counts as a city for placing reinforcements and rebuilt units.
    pub city: bool,
    /// How the board draws it.
    pub marker: FeatureMarker,
    /// Hexside types (by index) this feature cancels on every side of its hex.
    pub negates_hexsides: crate::model::condition::Set,
}

/// One turn of the calendar year and its weather.
#[derive(Debug, Clone)]
pub struct TurnSlot {
    /// The turn's name ("Jul/Aug").
    pub name: String,
    /// Weather (index) a die roll may bring this turn, if any.
    pub possible_weather: Option<u8>,
    /// A weather table: the weather for each face of the die (empty: `possible_weather` rules).
    pub weather_table: Vec<u8>,
}

/// A kind of weather and its effect on movement.
#[derive(Debug, Clone)]
pub struct Weather {
    /// The weather's id in the files.
    pub id: String,
    /// The weather's name for the player.
    pub name: String,
    /// Added to the cost of every hex entered.
    pub extra_cost_per_hex: u32,
    /// Movement allowance divided by this, fractions dropped (1: no effect).
    pub movement_divisor: u32,
    /// Die rolls (1d6) that bring it in a turn where it is possible.
    pub on_rolls: Vec<u32>,
    /// The map's tint while in force (red, green, blue, alpha).
    pub tint: Option<[u8; 4]>,
}

/// A phase of the sequence of play.
#[derive(Debug, Clone)]
pub struct Phase {
    /// The phase's id in the files.
    pub id: String,
    /// The phase's name for the player ("German movement").
    pub name: String,
    /// The phasing side.
    pub side: SideId,
    /// What the phasing side may do in it.
    pub kind: PhaseKind,
    /// The automatic steps run, in order, on entering it.
    pub on_enter: Vec<AutoStep>,
}

/// A checked ruleset.
#[derive(Debug, Clone)]
pub struct Ruleset {
    /// The game's name.
    pub name: String,
    /// The rules text the numbers come from.
    pub source: String,
    /// The sides, by `SideId`.
    pub sides: Vec<Side>,
    /// The nationalities, by index.
    pub nationalities: Vec<Nationality>,
    /// The movement classes, by index.
    pub classes: Vec<RawMovementClass>,
    /// The unit types, by index.
    pub unit_types: Vec<UnitType>,
    /// The terrains, by index.
    pub terrain: Vec<Terrain>,
    /// The hexside types, by index.
    pub hexsides: Vec<Hexside>,
    /// The point features, by index.
    pub features: Vec<Feature>,
    /// Stacking points per hex, per side.
    pub stacking: Vec<u32>,
    /// What enemy zones of control do to movement.
    pub zoc: RawZoc,
    /// Rail movement's limits.
    pub rail: RawRail,
    /// The turns of one year, in order.
    pub calendar: Vec<TurnSlot>,
    /// The rules' turn 1 as a calendar date (year times the turns of a year, plus the turn's
    /// place in it), if the rules count turns from a date; else a scenario's first turn is 1.
    pub turn_one: Option<u32>,
    /// Which weather combat conditions see.
    pub combat_weather: crate::data::ruleset::CombatWeather,
    /// The kinds of weather, by index.
    pub weather: Vec<Weather>,
    /// The phases of one turn, in order.
    pub phases: Vec<Phase>,
    /// The combat section as written (resolver, results, modifiers, retreat rules).
    pub combat: RawCombat,
    /// The resolver's odds columns, lowest first.
    pub columns: Vec<String>,
    /// The same columns as numbers (attack, defense): "3:2" is (3, 2).
    pub ratios: Vec<(u32, u32)>,
    /// The odds from which every attack gets the automatic result (`Above::Automatic`), if any.
    pub automatic_from: Option<(u32, u32)>,
    /// Each result's program, compiled (by result index).
    pub outcomes: Vec<Vec<crate::model::outcome::Instr>>,
    /// Stacking limits on filtered units.
    pub stack_rules: Vec<crate::model::condition::StackRule>,
    /// Attacks the rules refuse.
    pub refusals: Vec<crate::model::condition::Refusal>,
    /// The combat modifiers, compiled.
    pub modifiers: Vec<crate::model::condition::Modifier>,
    /// The names of the modifier groups a `Cancel` may remove ("terrain"), by index.
    pub modifier_groups: Vec<String>,
    /// The supply rules.
    pub supply: RawSupply,
    /// The replacement rules.
    pub replacements: RawReplacements,
    /// The optional rules, by index.
    pub options: Vec<RawOption>,
    /// The choices between rule variants, by index.
    pub choices: Vec<RawChoice>,
    /// The zones scenarios draw, by index.
    pub zones: Vec<RawZone>,
    /// The hex markers, by index.
    pub hex_markers: Vec<RawHexMarker>,
    /// Movement costs that change while a condition holds.
    pub cost_changes: Vec<CostChange>,
    /// The unit markers, by index (a bit of `UnitState::marks`).
    pub unit_markers: Vec<RawUnitMarker>,
    /// The side markers, by index (a bit of `State::side_marks`).
    pub side_markers: Vec<RawSideMarker>,
    /// The unit markers moving, attacking and being attacked set (indices).
    pub roles: MarkerRoles,
    /// Per side: may place in any city it controls, supplied or not.
    pub any_controlled_city: Vec<bool>,
    /// Orders, compulsory attacks, roads and the like.
    pub duties: crate::model::orders::Duties,
    /// HQs and alternating activations, if the game has them.
    pub activations: Option<crate::model::activation::Activations>,
    /// The position evaluation fitted to this ruleset's games (its `<ruleset>.eval.ron`, put
    /// here by whoever reads the files; none: the computer players use `play::eval`'s default).
    /// Not a rule: no save, hash or check of a position reads it.
    pub evaluation: Option<std::sync::Arc<crate::data::evaluation::Evaluation>>,
}

/// Unit marker indices of the engine's own marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarkerRoles {
    /// Set on a unit that moved.
    pub moved: u8,
    /// Set on a unit that attacked.
    pub attacked: u8,
    /// Set on a unit that was attacked.
    pub defended: u8,
}

/// A checked `RawCostChange`.
#[derive(Debug, Clone)]
pub struct CostChange {
    /// The change in words.
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// While this holds, the costs below replace the usual ones.
    pub when: crate::model::condition::Compiled,
    /// (terrain, class, cost).
    pub terrain: Vec<(usize, usize, Cost)>,
    /// (hexside type, class, extra cost).
    pub hexsides: Vec<(usize, usize, u32)>,
}

impl Ruleset {
    /// The side with this id.
    pub fn side_by_id(&self, id: &str) -> Option<SideId> {
        self.sides
            .iter()
            .position(|s| s.id == id)
            .map(|i| i as SideId)
    }
    /// The weather (index) with this id.
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
    /// The point feature (index) with this id.
    pub fn feature_by_id(&self, id: &str) -> Option<u8> {
        self.features
            .iter()
            .position(|f| f.id == id)
            .map(|i| i as u8)
    }
}
