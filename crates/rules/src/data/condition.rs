//! The small language a ruleset writes its conditions and combat modifiers in, as written (names,
//! not indices). `load::condition` compiles it; nothing compares these strings during play.
//!
//! A condition is about one battle (or, for movement and stacking, one moment of the game). The
//! quantifier `Each` makes it a question about every unit of one side of the battle in turn: the
//! modifier then applies to the units it picks (`DivideAttack` of those units only). `Each` may
//! appear at the top of a condition or directly inside its top-level `All`, once.

use crate::data::limits;
use serde::{Deserialize, Serialize};

/// A condition of the ruleset: about the calendar, the weather, the scenario's settings, the units
/// in a battle and the defender's hex.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Cond {
    /// Every one of these holds.
    All(Vec<Cond>),
    /// At least one of these holds.
    Any(Vec<Cond>),
    /// This does not hold.
    Not(Box<Cond>),
    /// Turns of the scenario, 1-based, both ends included.
    Turns(
        #[serde(deserialize_with = "limits::one::<_, limits::Turn>")] u32,
        #[serde(deserialize_with = "limits::one::<_, limits::Turn>")] u32,
    ),
    /// Calendar dates, both ends included: `Dates("Nov 1942", "Nov 1942")`.
    Dates(String, String),
    /// The turn's combat weather is one of these (the weather the calendar says the turn may bring).
    Weather(Vec<String>),
    /// An optional rule (declared in `options`) is in force.
    Optional(String),
    /// A scenario choice (declared in `choices`) has this value.
    Choice(String, String),
    /// A quantified question about the attacking units.
    Attackers(Quant, Unit),
    /// A quantified question about the defending units.
    Defenders(Quant, Unit),
    /// The defender's hex has one of these terrains.
    DefenderTerrain(Vec<String>),
    /// The defender's hex has one of these features.
    DefenderFeature(Vec<String>),
    /// The defender's hex carries this hex marker, owned by the defender or the attacker.
    DefenderMarker(String, Owner),
    /// The defender's hex lies in this zone (zones are declared by the ruleset, drawn by the
    /// scenario).
    DefenderZone(String),
    /// Every hex of this zone is controlled by this side (false if the scenario draws no hex).
    ZoneControlledBy(String, String),
    /// A side carries this side marker.
    SideMarked(String, String),
    /// The attackers stand in at least this many different hexes.
    AttackHexes(#[serde(deserialize_with = "limits::one::<_, limits::Hexes>")] u32),
    /// Two sums of unit factors compared: `Compare(Sum(Attackers, Class(["mech"]), Attack), Gt, ...)`.
    Compare(Sum, Op, Sum),
    /// The first sum is more than `n` times the second (armor "more than twice the strength").
    Exceeds(
        Sum,
        #[serde(deserialize_with = "limits::one::<_, limits::Times>")] u32,
        Sum,
    ),
    /// No defender could retreat one hex (every way out is blocked by the retreat rules).
    DefenderSurrounded,
}

/// How many of the units must match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Quant {
    /// Every unit matches.
    All,
    /// At least one unit matches.
    Any,
    /// No unit matches.
    None,
    /// Per unit: the modifier applies to the units that match.
    Each,
}

/// Whose a hex marker is, seen from the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Owner {
    /// The defending side's marker.
    Defender,
    /// The attacking side's marker.
    Attacker,
    /// Either side's marker.
    Anyone,
}

/// A question about one unit.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Unit {
    /// Every unit.
    Always,
    /// It belongs to this side (its id).
    Side(String),
    /// Its nationality is one of these (ids).
    Nationality(Vec<String>),
    /// Its type carries one of these tags.
    Tag(Vec<String>),
    /// Its unit type is one of these (ids).
    Type(Vec<String>),
    /// Its type's movement class is one of these.
    Class(Vec<String>),
    /// It was out of supply when its side's supply was last judged.
    OutOfSupply,
    /// Its size (division, corps, army, army group) is one of these.
    Size(Vec<crate::data::scenario::Size>),
    /// It carries this unit marker.
    Marked(String),
    /// It stands in this zone (declared by the ruleset, drawn by the scenario): Zhukov's War's
    /// Toropets salient.
    InZone(String),
    /// An attacker attacking across one of these hexside types (never true of a defender). A
    /// hexside a feature negates (a town's rivers) is not crossed.
    Across(Vec<String>),
    /// Every one of these holds of the unit.
    All(Vec<Unit>),
    /// At least one of these holds of the unit.
    Any(Vec<Unit>),
    /// This does not hold of the unit.
    Not(Box<Unit>),
}

/// The sum of one factor over the attackers or defenders that match.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub struct Sum(pub Who, pub Unit, pub Factor);

/// Which units of a battle a sum counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Who {
    /// The attacking units.
    Attackers,
    /// The defending units.
    Defenders,
}

/// Which combat factor a sum adds up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Factor {
    /// Attack factors.
    Attack,
    /// Defense factors.
    Defense,
}

/// How two sums compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Op {
    /// Greater than.
    Gt,
    /// Greater than or equal.
    Ge,
    /// Less than.
    Lt,
    /// Less than or equal.
    Le,
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
}

impl Op {
    /// Whether `a` stands in this relation to `b`.
    pub fn holds(self, a: u32, b: u32) -> bool {
        match self {
            Op::Gt => a > b,
            Op::Ge => a >= b,
            Op::Lt => a < b,
            Op::Le => a <= b,
            Op::Eq => a == b,
            Op::Ne => a != b,
        }
    }
    /// The comparison's sign, for conditions in words (">", "≥").
    pub fn symbol(self) -> &'static str {
        match self {
            Op::Gt => ">",
            Op::Ge => "≥",
            Op::Lt => "<",
            Op::Le => "≤",
            Op::Eq => "=",
            Op::Ne => "≠",
        }
    }
}

/// How a division rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
pub enum Round {
    /// Fractions dropped.
    #[default]
    Down,
    /// Fractions count as a whole.
    Up,
    /// Halves round up.
    Nearest,
}

impl Round {
    /// `n` divided by `by`, rounded this way.
    pub fn divide(self, n: u32, by: u32) -> u32 {
        match self {
            Round::Down => n / by,
            Round::Up => n.div_ceil(by),
            Round::Nearest => (2 * n + by) / (2 * by),
        }
    }
}

/// The side of a battle whose losses a result effect changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum BattleSide {
    /// The attacking side of the battle.
    Attacker,
    /// The defending side of the battle.
    Defender,
}

/// What a combat modifier does. Modifiers are applied in stages, whatever their order in the file:
/// 1. cancels (`Cancel`): a modifier whose condition holds removes every modifier of that group;
/// 2. per unit: `AttackWithDefense`, then `DivideAttack` of the units an `Each` picks, then
///    `AddDefense` to the defenders an `Each` picks;
/// 3. totals: `DivideAttack` and `MultiplyDefense` of the totals, then `AddDefense` without `Each`
///    (an intrinsic defense) once;
/// 4. odds: `Shift` columns, `DieModifier` on the die;
/// 5. result: `Rewrite` the result the die gives, `ScaleLosses`, `StepInsteadOfRetreat`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Effect {
    /// The units picked (all attackers without `Each`) attack with their defense factor.
    AttackWithDefense,
    /// The attack factors of the units picked (the attackers' total without `Each`) divided.
    DivideAttack {
        /// The divisor.
        #[serde(deserialize_with = "limits::one::<_, limits::Divisor>")]
        by: u32,
        /// How the division rounds (down by default).
        #[serde(default)]
        round: Round,
    },
    /// Defense factors added: to each defender an `Each` picks, or once to the total (an intrinsic
    /// defense).
    AddDefense(#[serde(deserialize_with = "limits::one::<_, limits::Factor>")] u32),
    /// The defenders' total defense multiplied.
    MultiplyDefense(#[serde(deserialize_with = "limits::one::<_, limits::Times>")] u32),
    /// Columns to the left (negative) or right (positive).
    Shift(#[serde(deserialize_with = "limits::signed")] i32),
    /// Added to the die roll (the result stays within the table's rows); in an opposed-rolls
    /// battle, to the attacker's roll. With `Each` on one side, once per unit it picks.
    DieModifier(#[serde(deserialize_with = "limits::signed")] i32),
    /// Added to the defender's roll of an opposed-rolls battle (with `Each`, once per unit).
    DefenderDieModifier(#[serde(deserialize_with = "limits::signed")] i32),
    /// The efficiency of each side's unit with the most combat factors is compared; the
    /// difference is a die modifier for the side whose unit is the more efficient.
    EfficiencyDifference,
    /// Per air unit the attacker commits to the battle (`Command::AirSupport`), added to the
    /// attacker's roll; the units are used for the rest of the turn.
    AirSupport(#[serde(deserialize_with = "limits::signed")] i32),
    /// This result becomes that one.
    Rewrite(String, String),
    /// One side's step losses multiplied by `times`, and never fewer than `min`.
    ScaleLosses {
        /// The side whose losses are scaled.
        side: BattleSide,
        /// The multiplier.
        #[serde(deserialize_with = "limits::one::<_, limits::Times>")]
        times: u32,
        /// The fewest steps the side loses (0 by default: no minimum).
        #[serde(default, deserialize_with = "limits::one::<_, limits::Count>")]
        min: u32,
    },
    /// The defender may take a step loss instead of retreating.
    StepInsteadOfRetreat,
    /// Removes the modifiers of this group from the battle.
    Cancel(String),
}

/// A modifier as written in the ruleset's combat section.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawModifier {
    /// The modifier in words, as the odds breakdown lists it ("forest/rough").
    pub name: String,
    /// Where the rule comes from ("000 terrain effects chart").
    pub source: String,
    /// Groups a `Cancel` may remove this modifier by ("terrain").
    #[serde(default)]
    pub groups: Vec<String>,
    /// When the modifier applies.
    pub when: Cond,
    /// What it does to the battle.
    pub effect: Effect,
}

impl Cond {
    /// Whether this condition names a terrain (for the terrain effects chart).
    pub fn mentions(&self, what: Mention, id: &str) -> bool {
        let has = |v: &Vec<String>| v.iter().any(|x| x == id);
        match self {
            Cond::All(v) | Cond::Any(v) => v.iter().any(|c| c.mentions(what, id)),
            Cond::Not(_) => false,
            Cond::DefenderTerrain(v) => what == Mention::Terrain && has(v),
            Cond::DefenderFeature(v) => what == Mention::Feature && has(v),
            Cond::Attackers(q, u) => *q != Quant::None && u.mentions(what, id),
            _ => false,
        }
    }
}

impl Unit {
    fn mentions(&self, what: Mention, id: &str) -> bool {
        match self {
            Unit::Across(v) => what == Mention::Hexside && v.iter().any(|x| x == id),
            Unit::All(v) | Unit::Any(v) => v.iter().any(|u| u.mentions(what, id)),
            _ => false,
        }
    }
}

/// What a condition may name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mention {
    /// A terrain (`DefenderTerrain`).
    Terrain,
    /// A hex feature (`DefenderFeature`).
    Feature,
    /// A hexside type (`Across`).
    Hexside,
}
