//! Reactions as a ruleset writes them: the other side acting inside the moving side's phase
//! (Zhukov's War's Soviet turn-1 panic, 001 10.24). A moving enemy unit sets one off; the move
//! halts, the reacting side is asked, and the move goes on (or stops) by what it did.

use crate::data::condition::Unit;
use crate::data::limits;
use serde::{Deserialize, Serialize};

/// A reaction a side's units may make while the enemy moves.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawReaction {
    /// The reaction's id.
    pub id: String,
    /// Its name for the players ("Soviet turn 1 panic").
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// What it is, for the player asked.
    #[serde(default)]
    pub text: String,
    /// The side (its id) whose units react.
    pub side: String,
    /// While this holds (a game condition: turns, dates, options), the reaction may be made.
    #[serde(default)]
    pub when: Option<crate::data::condition::Cond>,
    /// The units that may react.
    #[serde(default = "always")]
    pub units: Unit,
    /// What sets it off.
    pub trigger: Trigger,
    /// What a reacting unit does.
    pub response: Response,
    /// The unit marker (id) a unit that reacted gets; a unit carrying it does not react again
    /// (the marker's `reset` says how often a unit may react).
    pub marks: String,
}

fn always() -> Unit {
    crate::data::condition::Unit::Always
}

/// What sets a reaction off.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Trigger {
    /// An enemy unit moving into a hex of the reacting unit's rear area, or (`zoc: true`) its
    /// zone of control reaching one, at most `within` hexes from the reacting unit. The rear
    /// area is the wedge towards the unit's home edge: for the east edge, the hexes directly
    /// north-east or south-east of the unit and all hexes between (001 10.24); for the west,
    /// north-west and south-west; for the north and south edges, the hexes directly north-west
    /// and north-east (south-west and south-east) and all between.
    EntersRear {
        /// The farthest rear-area hex, in hexes from the reacting unit.
        #[serde(deserialize_with = "limits::one::<_, limits::Hexes>")]
        within: u32,
        /// The moving unit's zone of control entering the rear area counts too.
        zoc: bool,
    },
}

/// What a reacting unit does.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Response {
    /// It moves into its rear area with its movement allowance by the movement rules (costs,
    /// zones of control, stacking), every hex it enters in the rear area of the hex it started
    /// from; it goes on until it can go no farther, but may stop on entering a hex of `stop_in`
    /// (terrain or feature ids) or after crossing a hexside of `stop_across` (hexside ids).
    /// If it ends in the hex the enemy was about to enter, the enemy's move ends; otherwise the
    /// enemy enters that hex and goes on along its path as far as the rules now let it.
    Withdraw {
        /// Terrain and feature ids on entering which it may stop.
        #[serde(default)]
        stop_in: Vec<String>,
        /// Hexside ids after crossing which it may stop.
        #[serde(default)]
        stop_across: Vec<String>,
    },
}
