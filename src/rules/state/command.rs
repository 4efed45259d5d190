//! What a player asks for (`Command`), what happened (`Event`) and why a request was refused
//! (`RuleError`, in words a player understands; hex numbers already printed).

use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::{SideId, UnitId};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Command {
    /// Move a unit along a path of adjacent hexes (rail hexes in a rail phase), start excluded.
    Move { unit: UnitId, path: Vec<HexIdx> },
    /// Put an arrived reinforcement or returning unit on the map.
    Place { unit: UnitId, hex: HexIdx },
    /// Attack the enemy unit in `defender` with these adjacent units: the die is rolled at once.
    Attack {
        attackers: Vec<UnitId>,
        defender: HexIdx,
    },
    /// The defending side's choice after a retreat result: a step loss instead of retreating.
    DefenderChoice { step_instead: bool },
    /// The attacking side's choice of the defender's retreat path (start excluded).
    Retreat { path: Vec<HexIdx> },
    /// Which unit of a stack loses a step: an attacker (attacker loss, exchange) or, while the
    /// defender's losses are taken, a defender (chosen by the defending side).
    TakeLoss { unit: UnitId },
    /// The generic answer to any question a battle asks: the `option`-th (from 0) of its legal
    /// answers (`combat::choices`), or of the options a result offers.
    Choose { option: u32 },
    /// The attacking side moves one attacker into the vacated hex, or none.
    Advance { unit: Option<UnitId> },
    /// Spend replacement points: rebuild an eliminated unit in `hex`, or bring a reduced unit on the
    /// map back to full strength (`hex` is its own).
    Rebuild { unit: UnitId, hex: HexIdx },
    /// Give an order of the ruleset's (its id): to the whole side, or to one unit.
    Order { order: String, unit: Option<UnitId> },
    /// Commit this many air units to the next attack of this combat phase (0: none): each adds
    /// the ruleset's air support to the attacker's roll, and is used for the rest of the turn.
    AirSupport { units: u32 },
    /// Activate an HQ (the units it commands act with it) or a unit out of command: the first
    /// thing a side does in its run of activation phases.
    Activate { unit: UnitId },
    /// End the current phase; automatic steps of the next one run.
    EndPhase,
}

/// Why a unit had to stop where it did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StopReason {
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

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Moved {
        unit: UnitId,
        from: HexIdx,
        path: Vec<HexIdx>,
        /// Movement points spent, and the allowance this phase.
        mp_spent: u32,
        allowance: u32,
        rail: bool,
        stopped: Option<StopReason>,
    },
    Placed {
        unit: UnitId,
        hex: HexIdx,
    },
    PhaseBegan {
        turn: u32,
        phase: usize,
    },
    WeatherRolled {
        die: u32,
        weather: u8,
    },
    Withdrawn {
        unit: UnitId,
    },
    Arrived {
        unit: UnitId,
        reduced: bool,
    },
    BattleResolved {
        attackers: Vec<UnitId>,
        hex: HexIdx,
        column: String,
        die: u32,
        result: String,
    },
    StepLost {
        unit: UnitId,
    },
    Eliminated {
        unit: UnitId,
    },
    Retreated {
        unit: UnitId,
        path: Vec<HexIdx>,
        zoc_steps: u32,
    },
    /// No legal retreat: the unit is eliminated.
    NoRetreat {
        unit: UnitId,
    },
    /// Took a step loss instead of retreating.
    /// A side picked one of a result's options.
    Chose {
        option: String,
    },
    /// A result gave these units a unit marker (its index).
    Marked {
        units: Vec<UnitId>,
        marker: u8,
    },
    /// The three dice of an opposed-rolls battle: each side's roll and total, the casualty die and
    /// the combat factors lost (attacker, defender).
    OpposedRolls {
        attacker_roll: u32,
        attacker_total: i32,
        defender_roll: u32,
        defender_total: i32,
        casualty_die: u32,
        losses: [u32; 2],
    },
    /// An exchange the attackers could not pay (attack factors they have, of those needed): the
    /// result's "otherwise" is applied instead.
    ExchangeImpossible {
        need: u32,
        can: u32,
    },
    /// A side gave an order (index into the ruleset's orders), to one unit or to the whole side.
    Ordered {
        order: usize,
        unit: Option<UnitId>,
    },
    /// A result let these attackers attack again this phase.
    MayAttackAgain {
        units: Vec<UnitId>,
    },
    StoodFast {
        unit: UnitId,
    },
    Advanced {
        unit: UnitId,
        to: HexIdx,
    },
    SupplyJudged {
        side: SideId,
        out_of_supply: Vec<UnitId>,
    },
    ReplacementPoints {
        side: SideId,
        points: u32,
    },
    /// A side rolled on the replacement table: the die and the points it gives this turn.
    ReplacementsRolled {
        side: SideId,
        die: u32,
        points: u32,
    },
    Rebuilt {
        unit: UnitId,
        hex: HexIdx,
        points: u32,
    },
    /// Air units committed to the next attack.
    AirCommitted {
        side: SideId,
        units: u32,
    },
    /// Each side's initiative die (by side), and the side that activates first this turn.
    Initiative {
        rolls: Vec<u32>,
        side: SideId,
    },
    /// A formation was activated: its HQ (or the unit out of command) and the units acting
    /// with it.
    Activated {
        unit: UnitId,
        units: Vec<UnitId>,
    },
    /// A side met a victory condition.
    Victory {
        side: SideId,
        condition: String,
    },
    GameEnded,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no unit number {0}")]
    NoSuchUnit(UnitId),
    #[error("there is no hex number {0}")]
    NoSuchHex(HexIdx),
    #[error("{unit} belongs to the {owner}; it is the {phasing} phase")]
    NotYourUnit {
        unit: String,
        owner: String,
        phasing: String,
    },
    #[error("{unit} is not on the map")]
    NotOnMap { unit: String },
    #[error("{unit} cannot move in the {phase} phase{why}")]
    CannotMoveThisPhase {
        unit: String,
        phase: String,
        why: String,
    },
    #[error("{unit} has already moved this phase")]
    AlreadyMoved { unit: String },
    #[error("a move needs at least one hex")]
    EmptyPath,
    #[error("{from} and {to} are not adjacent")]
    NotAdjacent { from: String, to: String },
    #[error("{hex} is held by the enemy ({unit})")]
    EnemyOccupied { hex: String, unit: String },
    #[error("{hex} is {terrain}: prohibited for {class}")]
    ProhibitedTerrain {
        hex: String,
        terrain: String,
        class: String,
    },
    #[error("{from} to {to} crosses a {hexside}: {why}")]
    ProhibitedHexside {
        from: String,
        to: String,
        hexside: String,
        why: String,
    },
    #[error("{hex} is {terrain}: {cost} MP for {class}, {left} left")]
    NotEnoughMp {
        hex: String,
        terrain: String,
        class: String,
        cost: u32,
        left: u32,
    },
    #[error("{unit} must stop in {hex} ({reason}) and cannot go on to {next}")]
    MustStop {
        unit: String,
        hex: String,
        reason: String,
        next: String,
    },
    #[error(
        "{unit} cannot end its move in {hex}: {have} stacking points there, the limit is {limit}"
    )]
    Overstacked {
        unit: String,
        hex: String,
        have: u32,
        limit: u32,
    },
    #[error("{unit} is not on a rail hex friendly to the {side} at the start of this phase")]
    NotOnFriendlyRail { unit: String, side: String },
    #[error("no rail line joins {from} and {to}")]
    NoRailLink { from: String, to: String },
    #[error("rail hex {hex} was not friendly to the {side} at the start of this phase")]
    RailNotFriendly { hex: String, side: String },
    #[error("rail movement is limited to {max} hexes")]
    RailTooFar { max: u32 },
    #[error("{unit} can only be placed in a reinforcement phase")]
    NotPlacementPhase { unit: String },
    #[error("{unit} is not waiting to be placed")]
    NotWaiting { unit: String },
    #[error("{unit} cannot be placed in {hex}: {why}")]
    BadPlacement {
        unit: String,
        hex: String,
        why: String,
    },
    #[error("the {phase} phase is not a combat phase")]
    NotCombatPhase { phase: String },
    #[error("an attack needs at least one attacker")]
    NoAttackers,
    #[error("{unit} is named twice")]
    AttackerTwice { unit: String },
    #[error("there is no enemy unit in {hex} to attack")]
    NoEnemyThere { hex: String },
    #[error("{hex} holds a {side} unit: attack an enemy hex")]
    OwnUnitThere { hex: String, side: String },
    #[error("{unit} has already attacked this phase")]
    AlreadyAttacked { unit: String },
    #[error("the unit in {hex} has already been attacked this phase")]
    AlreadyDefended { hex: String },
    #[error(
        "attack {attack} against defense {defense} is below {lowest}: the attack may not be made"
    )]
    OddsTooLow {
        attack: u32,
        defense: u32,
        lowest: String,
    },
    #[error("finish the battle first: it waits for {waiting}")]
    BattleUnfinished { waiting: String },
    #[error("no battle is waiting for {what}")]
    NoBattlePending { what: String },
    #[error("{path} is not a legal retreat; legal: {options}")]
    BadRetreat { path: String, options: String },
    #[error("{unit} is not one of the attackers left in this battle")]
    NotAnAttacker { unit: String },
    #[error("{unit} is not one of the defenders left in this battle")]
    NotADefender { unit: String },
    #[error("{unit} may not end its move there: {why}")]
    StackRule { unit: String, why: String },
    #[error("this attack is not allowed: {why} ({source_}){units}")]
    AttackRefused {
        why: String,
        source_: String,
        units: String,
    },
    #[error("there is no option {option}; the options are: {options}")]
    NoSuchOption { option: u32, options: String },
    #[error("{unit} cannot be rebuilt: {why}")]
    CannotRebuild { unit: String, why: String },
    #[error("there is no order \"{order}\" in these rules")]
    NoSuchOrder { order: String },
    #[error("{order} cannot be given in the {phase} phase")]
    OrderNotNow { order: String, phase: String },
    #[error("{order}: already given to the {to}")]
    OrderGiven { order: String, to: String },
    #[error("{order} cannot go to {unit}: {why}")]
    OrderNotForUnit {
        order: String,
        unit: String,
        why: String,
    },
    #[error("{order} goes to one unit: pick the unit")]
    OrderNeedsUnit { order: String },
    #[error("the combat phase cannot end yet: {rule} ({source_}); still owed an attack: {hexes}")]
    AttacksOwed {
        rule: String,
        source_: String,
        hexes: String,
    },
    #[error("{unit} may not move: it is {marker}")]
    MarkedCannotMove { unit: String, marker: String },
    #[error("no air support: {why}")]
    NoAirSupport { why: String },
    #[error("activate an HQ or a unit out of command first")]
    NothingActive,
    #[error("{unit} is not in the formation of {active}, which is acting now")]
    NotInActiveFormation { unit: String, active: String },
    #[error("{unit} cannot be activated: {why}")]
    CannotActivate { unit: String, why: String },
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("cannot undo past a die roll ({what})")]
    UndoPastDie { what: String },
}

/// The side and phase a command is judged in, for messages.
pub fn side_name(rules: &crate::rules::model::tables::Ruleset, side: SideId) -> String {
    rules.sides[side as usize].name.clone()
}
