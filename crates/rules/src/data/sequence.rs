//! The sequence of play as a ruleset file writes it: the calendar (the turns of a year, the
//! weather each may bring, where the rules' turn 1 is), the weather, and the phases with who
//! acts in each and what happens as it begins. Re-exported by `ruleset`, whose file names it.

use crate::data::limits;
use serde::{Deserialize, Serialize};

/// The calendar: the turns of one year and the weather each may bring.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawCalendar {
    /// Turn names within one year, in order ("Jan/Feb", ..., "Nov/Dec").
    pub turns: Vec<RawTurnSlot>,
    /// Which weather combat conditions see.
    #[serde(default)]
    pub combat_weather: CombatWeather,
    /// The date of the rules' turn 1 ("T1 1941", "Jul 1942"): `Turns(10, 15)` is the 10th to
    /// 15th turn counted from it, whichever turn a scenario opens on. None: a scenario's own
    /// first turn is turn 1.
    #[serde(default)]
    pub turn_one: Option<String>,
}

/// One turn of the year ("Jul/Aug") and its weather.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawTurnSlot {
    /// The turn's name ("Jul/Aug").
    pub name: String,
    /// Weather that a die roll may bring in this turn's movement phases, if any.
    #[serde(default)]
    pub possible_weather: Option<String>,
    /// Instead: a weather table, the weather id for each face of the die (face 1 first).
    #[serde(default)]
    pub weather_table: Vec<String>,
}

/// A kind of weather (clear, mud, snow) and its effect on movement.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawWeather {
    /// The weather's id, as the calendar and conditions name it.
    pub id: String,
    /// The weather's name for the player.
    pub name: String,
    /// Added to the cost of every hex entered.
    #[serde(default, deserialize_with = "limits::one::<_, limits::Mp>")]
    pub extra_cost_per_hex: u32,
    /// Movement allowance divided by this, fractions dropped (1 = no effect).
    #[serde(
        default = "super::ruleset::one",
        deserialize_with = "limits::one::<_, limits::Divisor>"
    )]
    pub movement_divisor: u32,
    /// Die rolls (1d6) that bring this weather in a turn where it is possible.
    #[serde(default, deserialize_with = "limits::list::<_, limits::Face>")]
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
        /// The units that may move in this phase.
        units: UnitFilter,
    },
    /// Attacks by the phasing side.
    Combat,
    /// Only orders are given (`orders` naming this phase).
    Orders,
}

/// Which units a movement phase moves.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum UnitFilter {
    /// Every unit of the phasing side.
    All,
    /// Units whose type carries any of these tags.
    Tagged(Vec<String>),
    /// Units whose type carries none of these tags.
    Untagged(Vec<String>),
}

/// Automatic steps run on entering a phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum AutoStep {
    /// Roll the turn's weather (if the calendar says it may change).
    RollWeather,
    /// Judge which of the phasing side's units are out of supply.
    JudgeSupply,
    /// Take off the map the phasing side's units the scenario withdraws this turn.
    Withdrawals,
    /// The phasing side's reinforcements and returning units of this turn arrive, to be placed.
    Arrivals,
    /// Grant the phasing side its replacement points.
    Replacements,
}

/// A phase of the sequence of play: whose it is, what it allows, and what runs on entering it.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawPhase {
    /// The phase's id, as orders and activations name it.
    pub id: String,
    /// The phase's name for the player ("German movement").
    pub name: String,
    /// The phasing side (its id).
    pub side: String,
    /// What the phasing side may do in it.
    pub kind: PhaseKind,
    /// The automatic steps run, in order, on entering it.
    #[serde(default)]
    pub on_enter: Vec<AutoStep>,
}

pub use crate::data::combat::*;
pub use crate::data::logistics::*;
pub use crate::data::orders::*;
pub use crate::data::variants::*;
