//! What a player asks for (`Command`); what happened (`Event`, in `event`) and why a request was
//! refused (`RuleError`, in `error`: in words a player understands, hex numbers already printed).

mod error;
mod event;

pub use error::{RuleError, side_name};
pub use event::{Event, StopReason};

use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use serde::{Deserialize, Serialize};

/// What a player asks the game to do: `Game::apply` carries it out, or refuses it with a
/// `RuleError` and changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Move a unit along a path of adjacent hexes (rail hexes in a rail phase), start excluded.
    Move {
        /// The unit that moves.
        unit: UnitId,
        /// The hexes it enters, in order.
        path: Vec<HexIdx>,
    },
    /// Put an arrived reinforcement or returning unit on the map.
    Place {
        /// The unit to place.
        unit: UnitId,
        /// Where it goes.
        hex: HexIdx,
    },
    /// Attack the enemy unit in `defender` with these adjacent units: the die is rolled at once.
    Attack {
        /// The attacking units, each next to `defender`.
        attackers: Vec<UnitId>,
        /// The attacked hex.
        defender: HexIdx,
    },
    /// The defending side's choice after a retreat result: a step loss instead of retreating.
    DefenderChoice {
        /// True: a step is lost and the unit stays; false: it retreats.
        step_instead: bool,
    },
    /// The attacking side's choice of the defender's retreat path (start excluded).
    Retreat {
        /// The hexes of the retreat, in order.
        path: Vec<HexIdx>,
    },
    /// Which unit of a stack loses a step: an attacker (attacker loss, exchange) or, while the
    /// defender's losses are taken, a defender (chosen by the defending side).
    TakeLoss {
        /// The unit that loses the step.
        unit: UnitId,
    },
    /// The generic answer to any question a battle asks: the `option`-th (from 0) of its legal
    /// answers (`combat::choices`), or of the options a result offers.
    Choose {
        /// The answer's place in the list, from 0.
        option: u32,
    },
    /// The attacking side moves one attacker into the vacated hex, or none.
    Advance {
        /// The attacker that advances (none: no advance).
        unit: Option<UnitId>,
    },
    /// Spend replacement points: rebuild an eliminated unit in `hex`, or bring a reduced unit on the
    /// map back to full strength (`hex` is its own).
    Rebuild {
        /// The unit rebuilt or brought back to full strength.
        unit: UnitId,
        /// Where a rebuilt unit appears (a reduced unit's own hex).
        hex: HexIdx,
    },
    /// Give an order of the ruleset's (its id): to the whole side, or to one unit.
    Order {
        /// The order's id in the ruleset.
        order: String,
        /// The unit it goes to (none: the whole side).
        unit: Option<UnitId>,
    },
    /// Commit this many air units to the next attack of this combat phase (0: none): each adds
    /// the ruleset's air support to the attacker's roll, and is used for the rest of the turn.
    AirSupport {
        /// How many air units.
        units: u32,
    },
    /// Activate an HQ (the units it commands act with it) or a unit out of command: the first
    /// thing a side does in its run of activation phases.
    Activate {
        /// The HQ, or the unit out of command.
        unit: UnitId,
    },
    /// End the current phase; automatic steps of the next one run.
    EndPhase,
}
