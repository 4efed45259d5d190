//! What a player asks for (`Command`), what happened (`Event`) and why a request was refused
//! (`RuleError`, in words a player understands; hex numbers already printed).

use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::{SideId, UnitId};
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

/// Why a command was refused, in words a player understands: units by name and id, hexes by printed
/// number, sides, phases and terrain by name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The command names a unit the scenario does not have.
    #[error("there is no unit number {0}")]
    NoSuchUnit(UnitId),
    /// The command names a hex the map does not have.
    #[error("there is no hex number {0}")]
    NoSuchHex(HexIdx),
    /// The unit is not the phasing side's.
    #[error("{unit} belongs to the {owner}; it is the {phasing} phase")]
    NotYourUnit {
        /// The unit, by name and id.
        unit: String,
        /// The side it belongs to.
        owner: String,
        /// The phase it is.
        phasing: String,
    },
    /// The unit is not on the map.
    #[error("{unit} is not on the map")]
    NotOnMap {
        /// The unit, by name and id.
        unit: String,
    },
    /// The unit may not move in this phase.
    #[error("{unit} cannot move in the {phase} phase{why}")]
    CannotMoveThisPhase {
        /// The unit, by name and id.
        unit: String,
        /// The phase, by name.
        phase: String,
        /// Why, as a suffix (": it starts in an enemy ZOC"), or empty.
        why: String,
    },
    /// The unit has moved this phase.
    #[error("{unit} has already moved this phase")]
    AlreadyMoved {
        /// The unit, by name and id.
        unit: String,
    },
    /// The move names no hex.
    #[error("a move needs at least one hex")]
    EmptyPath,
    /// Two hexes of a path or an attack are not next to each other.
    #[error("{from} and {to} are not adjacent")]
    NotAdjacent {
        /// The first hex.
        from: String,
        /// The hex that is not next to it.
        to: String,
    },
    /// The move enters a hex the enemy holds.
    #[error("{hex} is held by the enemy ({unit})")]
    EnemyOccupied {
        /// The hex, by printed number.
        hex: String,
        /// An enemy unit in it.
        unit: String,
    },
    /// The unit's movement class may not enter the terrain.
    #[error("{hex} is {terrain}: prohibited for {class}")]
    ProhibitedTerrain {
        /// The hex, by printed number.
        hex: String,
        /// Its terrain.
        terrain: String,
        /// The unit's movement class.
        class: String,
    },
    /// The move or attack crosses a hexside it may not.
    #[error("{from} to {to} crosses a {hexside}: {why}")]
    ProhibitedHexside {
        /// The hex on this side.
        from: String,
        /// The hex on the other side.
        to: String,
        /// The hexside type.
        hexside: String,
        /// Why it may not be crossed ("no unit may cross it").
        why: String,
    },
    /// The unit has too few movement points left to enter the hex.
    #[error("{hex} is {terrain}: {cost} MP for {class}, {left} left")]
    NotEnoughMp {
        /// The hex, by printed number.
        hex: String,
        /// Its terrain.
        terrain: String,
        /// The unit's movement class.
        class: String,
        /// What entering costs.
        cost: u32,
        /// Movement points left.
        left: u32,
    },
    /// The path goes on from a hex where the unit must stop.
    #[error("{unit} must stop in {hex} ({reason}) and cannot go on to {next}")]
    MustStop {
        /// The unit, by name and id.
        unit: String,
        /// Where it must stop.
        hex: String,
        /// Why (a `StopReason` in words: "enemy ZOC").
        reason: String,
        /// The hex the path goes on to.
        next: String,
    },
    /// The move ends in a hex over the stacking limit.
    #[error(
        "{unit} cannot end its move in {hex}: {have} stacking points there, the limit is {limit}"
    )]
    Overstacked {
        /// The unit, by name and id.
        unit: String,
        /// The hex, by printed number.
        hex: String,
        /// Stacking points there with the unit.
        have: u32,
        /// The side's limit.
        limit: u32,
    },
    /// A rail move starts off a friendly rail hex.
    #[error("{unit} is not on a rail hex friendly to the {side} at the start of this phase")]
    NotOnFriendlyRail {
        /// The unit, by name and id.
        unit: String,
        /// Its side.
        side: String,
    },
    /// No rail line joins two hexes of a rail move.
    #[error("no rail line joins {from} and {to}")]
    NoRailLink {
        /// The first hex.
        from: String,
        /// The next hex.
        to: String,
    },
    /// A rail move passes a rail hex the side did not control when the phase began.
    #[error("rail hex {hex} was not friendly to the {side} at the start of this phase")]
    RailNotFriendly {
        /// The hex, by printed number.
        hex: String,
        /// The moving side.
        side: String,
    },
    /// A rail move is longer than the rules allow.
    #[error("rail movement is limited to {max} hexes")]
    RailTooFar {
        /// The most hexes a rail move may cover.
        max: u32,
    },
    /// Units are placed only in a reinforcement phase.
    #[error("{unit} can only be placed in a reinforcement phase")]
    NotPlacementPhase {
        /// The unit, by name and id.
        unit: String,
    },
    /// The unit has not arrived, or is placed already.
    #[error("{unit} is not waiting to be placed")]
    NotWaiting {
        /// The unit, by name and id.
        unit: String,
    },
    /// The unit may not be placed in that hex.
    #[error("{unit} cannot be placed in {hex}: {why}")]
    BadPlacement {
        /// The unit, by name and id.
        unit: String,
        /// The hex, by printed number.
        hex: String,
        /// Why, in words.
        why: String,
    },
    /// An attack outside a combat phase.
    #[error("the {phase} phase is not a combat phase")]
    NotCombatPhase {
        /// The phase it is.
        phase: String,
    },
    /// The attack names no attacker.
    #[error("an attack needs at least one attacker")]
    NoAttackers,
    /// The attack names a unit twice.
    #[error("{unit} is named twice")]
    AttackerTwice {
        /// The unit, by name and id.
        unit: String,
    },
    /// The attacked hex holds no enemy unit.
    #[error("there is no enemy unit in {hex} to attack")]
    NoEnemyThere {
        /// The hex, by printed number.
        hex: String,
    },
    /// The attacked hex holds a unit of the attacking side.
    #[error("{hex} holds a {side} unit: attack an enemy hex")]
    OwnUnitThere {
        /// The hex, by printed number.
        hex: String,
        /// The attacking side.
        side: String,
    },
    /// The unit has attacked this phase.
    #[error("{unit} has already attacked this phase")]
    AlreadyAttacked {
        /// The unit, by name and id.
        unit: String,
    },
    /// The hex has been attacked this phase.
    #[error("the unit in {hex} has already been attacked this phase")]
    AlreadyDefended {
        /// The hex, by printed number.
        hex: String,
    },
    /// The odds are below the table's first column, where attacks are not allowed.
    #[error(
        "attack {attack} against defense {defense} is below {lowest}: the attack may not be made"
    )]
    OddsTooLow {
        /// The attack strength.
        attack: u32,
        /// The defense strength.
        defense: u32,
        /// The first column ("1:2").
        lowest: String,
    },
    /// A battle waits for an answer first.
    #[error("finish the battle first: it waits for {waiting}")]
    BattleUnfinished {
        /// What it waits for ("the attacker to choose the retreat path").
        waiting: String,
    },
    /// An answer to a battle that is not asking it.
    #[error("no battle is waiting for {what}")]
    NoBattlePending {
        /// The answer given ("a retreat").
        what: String,
    },
    /// The retreat path is not one the rules allow.
    #[error("{path} is not a legal retreat; legal: {options}")]
    BadRetreat {
        /// The path given, hex by hex.
        path: String,
        /// The legal paths.
        options: String,
    },
    /// The unit is not an attacker left in this battle.
    #[error("{unit} is not one of the attackers left in this battle")]
    NotAnAttacker {
        /// The unit, by name and id.
        unit: String,
    },
    /// The unit is not a defender left in this battle.
    #[error("{unit} is not one of the defenders left in this battle")]
    NotADefender {
        /// The unit, by name and id.
        unit: String,
    },
    /// The move breaks one of the ruleset's stacking rules.
    #[error("{unit} may not end its move there: {why}")]
    StackRule {
        /// The unit, by name and id.
        unit: String,
        /// The rule's name and the count ("...: at most 3 in 1512, not 4").
        why: String,
    },
    /// The ruleset refuses the attack.
    #[error("this attack is not allowed: {why} ({source_}){units}")]
    AttackRefused {
        /// The rule in words ("dispersed units may not attack").
        why: String,
        /// Where the rule comes from.
        source_: String,
        /// The attackers the rule names, as a suffix (": ..."), or empty.
        units: String,
    },
    /// The answer's number is beyond the options.
    #[error("there is no option {option}; the options are: {options}")]
    NoSuchOption {
        /// The answer given, from 1.
        option: u32,
        /// The options there are.
        options: String,
    },
    /// The unit may not be rebuilt now.
    #[error("{unit} cannot be rebuilt: {why}")]
    CannotRebuild {
        /// The unit, by name and id.
        unit: String,
        /// Why ("it costs 2 replacement points, 1 left").
        why: String,
    },
    /// The ruleset has no order with this id.
    #[error("there is no order \"{order}\" in these rules")]
    NoSuchOrder {
        /// The id given.
        order: String,
    },
    /// The order may not be given in this phase.
    #[error("{order} cannot be given in the {phase} phase")]
    OrderNotNow {
        /// The order's name.
        order: String,
        /// The phase, by name.
        phase: String,
    },
    /// The side carries the order already.
    #[error("{order}: already given to the {to}")]
    OrderGiven {
        /// The order's name.
        order: String,
        /// The side's name.
        to: String,
    },
    /// The order may not go to that unit.
    #[error("{order} cannot go to {unit}: {why}")]
    OrderNotForUnit {
        /// The order's name.
        order: String,
        /// The unit, by name and id.
        unit: String,
        /// Why ("it has the order already").
        why: String,
    },
    /// The order goes to one unit, and none was named.
    #[error("{order} goes to one unit: pick the unit")]
    OrderNeedsUnit {
        /// The order's name.
        order: String,
    },
    /// The combat phase may not end while hexes are owed an attack.
    #[error("the combat phase cannot end yet: {rule} ({source_}); still owed an attack: {hexes}")]
    AttacksOwed {
        /// The rule in words.
        rule: String,
        /// Where the rule comes from.
        source_: String,
        /// The hexes still owed an attack.
        hexes: String,
    },
    /// The unit carries a marker that forbids moving.
    #[error("{unit} may not move: it is {marker}")]
    MarkedCannotMove {
        /// The unit, by name and id.
        unit: String,
        /// The marker's name ("dispersed").
        marker: String,
    },
    /// Air units may not be committed now.
    #[error("no air support: {why}")]
    NoAirSupport {
        /// Why ("these rules have none").
        why: String,
    },
    /// In the activation phases, a formation must be activated before anything else.
    #[error("activate an HQ or a unit out of command first")]
    NothingActive,
    /// The unit is not in the formation acting now.
    #[error("{unit} is not in the formation of {active}, which is acting now")]
    NotInActiveFormation {
        /// The unit, by name and id.
        unit: String,
        /// The HQ (or unit out of command) acting now, by name and id.
        active: String,
    },
    /// The unit may not be activated.
    #[error("{unit} cannot be activated: {why}")]
    CannotActivate {
        /// The unit, by name and id.
        unit: String,
        /// Why ("it has acted this turn").
        why: String,
    },
    /// No command has been played.
    #[error("nothing to undo")]
    NothingToUndo,
    /// The last command rolled a die, which undo never takes back.
    #[error("cannot undo past a die roll ({what})")]
    UndoPastDie {
        /// The command, in words.
        what: String,
    },
}

/// The side and phase a command is judged in, for messages.
pub fn side_name(rules: &crate::rules::model::tables::Ruleset, side: SideId) -> String {
    rules.sides[side as usize].name.clone()
}
