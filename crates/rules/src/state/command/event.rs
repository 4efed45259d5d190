//! What happened as a command was carried out, and why a move stopped where it did.

use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};
use serde::{Deserialize, Serialize};

/// Why a unit had to stop where it did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StopReason {
    /// It entered an enemy zone of control.
    EnemyZoc,
    /// Terrain the unit's class must stop on entering (its name).
    Terrain(String),
    /// Used the "always one hex" rule with more cost than allowance.
    OneHexRule,
    /// No movement points left.
    NoMpLeft,
}

impl std::fmt::Display for StopReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StopReason::EnemyZoc => write!(f, "enemy ZOC"),
            StopReason::Terrain(t) => write!(f, "{}", t.to_lowercase()),
            StopReason::OneHexRule => write!(f, "one-hex move"),
            StopReason::NoMpLeft => write!(f, "no MP left"),
        }
    }
}

/// What happened as a command was carried out, in order: the game log's lines, the client's
/// animations, the tests' assertions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A unit moved.
    Moved {
        /// The unit that moved.
        unit: UnitId,
        /// Where it started.
        from: HexIdx,
        /// The hexes it entered, in order.
        path: Vec<HexIdx>,
        /// Movement points spent, and the allowance this phase.
        mp_spent: u32,
        /// Its movement allowance this phase.
        allowance: u32,
        /// It moved by rail.
        rail: bool,
        /// Why it had to stop where it did, if it had to.
        stopped: Option<StopReason>,
    },
    /// An arrived or returning unit was placed on the map.
    Placed {
        /// The unit placed.
        unit: UnitId,
        /// The hex it was placed in.
        hex: HexIdx,
    },
    /// A phase began (its automatic steps follow).
    PhaseBegan {
        /// The turn (1-based).
        turn: u32,
        /// The phase (index into the ruleset's phases).
        phase: usize,
    },
    /// The weather die was rolled.
    WeatherRolled {
        /// The weather die.
        die: u32,
        /// The weather it gave (index).
        weather: u8,
    },
    /// A unit was withdrawn from the map, as the scenario schedules.
    Withdrawn {
        /// The unit withdrawn.
        unit: UnitId,
    },
    /// A reinforcement or returning unit arrived, waiting to be placed.
    Arrived {
        /// The unit that arrived.
        unit: UnitId,
        /// It arrived at reduced strength (a step lost).
        reduced: bool,
    },
    /// An attack's die was rolled on the table; its result's program runs next.
    BattleResolved {
        /// The attacking units.
        attackers: Vec<UnitId>,
        /// The attacked hex.
        hex: HexIdx,
        /// The odds column used ("3:1", "below 1:3").
        column: String,
        /// The die as rolled (the attacker's, in opposed rolls).
        die: u32,
        /// The result's id ("DRL").
        result: String,
        /// Every modifier that applied, in the order of its stage, as the odds breakdown gives
        /// it ("forest/rough (terrain chart): 1L"): what `steppe odds` and the combat panel
        /// forecast.
        modifiers: Vec<String>,
    },
    /// A unit lost a step and stays on the map.
    StepLost {
        /// The unit that lost the step.
        unit: UnitId,
    },
    /// A unit lost its last step and is off the map.
    Eliminated {
        /// The unit eliminated.
        unit: UnitId,
    },
    /// A defender retreated.
    Retreated {
        /// The unit that retreated.
        unit: UnitId,
        /// The hexes of the retreat, in order.
        path: Vec<HexIdx>,
        /// Steps it loses for the enemy zones of control it entered.
        zoc_steps: u32,
    },
    /// No legal retreat: the unit is eliminated.
    NoRetreat {
        /// The unit eliminated for want of a retreat.
        unit: UnitId,
    },
    /// A side picked one of a result's options.
    Chose {
        /// The option's name.
        option: String,
    },
    /// A result gave these units a unit marker (its index).
    Marked {
        /// The units marked.
        units: Vec<UnitId>,
        /// The unit marker (index).
        marker: u8,
    },
    /// The three dice of an opposed-rolls battle: each side's roll and total, the casualty die and
    /// the combat factors lost (attacker, defender).
    OpposedRolls {
        /// The attacker's die.
        attacker_roll: u32,
        /// The attacker's die plus its modifiers.
        attacker_total: i32,
        /// The defender's die.
        defender_roll: u32,
        /// The defender's die plus its modifiers.
        defender_total: i32,
        /// The casualty die, read off the casualty table.
        casualty_die: u32,
        /// Combat factors lost: the attacker's, then the defender's.
        losses: [u32; 2],
    },
    /// An exchange the attackers could not pay (attack factors they have, of those needed): the
    /// result's "otherwise" is applied instead.
    ExchangeImpossible {
        /// Attack factors the exchange needs.
        need: u32,
        /// Attack factors the attackers who may pay have.
        can: u32,
    },
    /// A side gave an order (index into the ruleset's orders), to one unit or to the whole side.
    Ordered {
        /// The order (index into the ruleset's orders).
        order: usize,
        /// The unit it went to (none: the whole side).
        unit: Option<UnitId>,
    },
    /// A result let these attackers attack again this phase.
    MayAttackAgain {
        /// The attackers still on the map.
        units: Vec<UnitId>,
    },
    /// A defender took a step loss instead of retreating.
    StoodFast {
        /// The defender that stood.
        unit: UnitId,
    },
    /// An attacker advanced into the vacated hex.
    Advanced {
        /// The attacker that advanced.
        unit: UnitId,
        /// The hex it entered.
        to: HexIdx,
    },
    /// A side's supply was judged.
    SupplyJudged {
        /// The side whose units were judged.
        side: SideId,
        /// Its units out of supply.
        out_of_supply: Vec<UnitId>,
    },
    /// A side received its replacement points.
    ReplacementPoints {
        /// The side receiving them.
        side: SideId,
        /// The points it now has to spend.
        points: u32,
    },
    /// A side rolled on the replacement table: the die and the points it gives this turn.
    ReplacementsRolled {
        /// The side that rolled.
        side: SideId,
        /// The replacement die.
        die: u32,
        /// The points it gives, after the side's adjustment for the turn.
        points: u32,
    },
    /// A unit was rebuilt, or brought back to full strength.
    Rebuilt {
        /// The unit rebuilt.
        unit: UnitId,
        /// Its hex.
        hex: HexIdx,
        /// Replacement points it cost.
        points: u32,
    },
    /// Air units committed to the next attack.
    AirCommitted {
        /// The attacking side.
        side: SideId,
        /// How many air units.
        units: u32,
    },
    /// Each side's initiative die (by side), and the side that activates first this turn.
    Initiative {
        /// Each side's die, by side.
        rolls: Vec<u32>,
        /// The side that activates first.
        side: SideId,
    },
    /// A formation was activated: its HQ (or the unit out of command) and the units acting
    /// with it.
    Activated {
        /// The HQ, or the unit out of command.
        unit: UnitId,
        /// The units acting with it.
        units: Vec<UnitId>,
    },
    /// A move halted before `hex`: entering it sets off a reaction (index into the ruleset's
    /// reactions) these units of the other side may make.
    ReactionAsked {
        /// The reaction.
        reaction: u8,
        /// The unit whose move halted.
        unit: UnitId,
        /// The hex it was about to enter.
        hex: HexIdx,
        /// The units that may react.
        units: Vec<UnitId>,
    },
    /// None of these units reacted.
    NoReaction {
        /// The reaction.
        reaction: u8,
        /// The units that might have.
        units: Vec<UnitId>,
    },
    /// A unit reacted: it withdrew along `path`.
    Reacted {
        /// The reaction.
        reaction: u8,
        /// The unit.
        unit: UnitId,
        /// Where it stood.
        from: HexIdx,
        /// The hexes it entered, in order.
        path: Vec<HexIdx>,
    },
    /// A halted move ends: a reacting unit now holds the hex it was about to enter.
    MoveBlocked {
        /// The unit whose move ends.
        unit: UnitId,
        /// The hex it did not enter.
        hex: HexIdx,
    },
    /// A side met a victory condition.
    Victory {
        /// The side that won.
        side: SideId,
        /// The condition it met, in words.
        condition: String,
    },
    /// The game is over: the last turn ended, or a side won before it.
    GameEnded,
}
