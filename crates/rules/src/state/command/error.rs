//! Why a command was refused, in words a player understands.

use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};

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
    /// A reacting unit's withdrawal path breaks the reaction's rules.
    #[error("{unit} may not withdraw that way: {why}")]
    Withdrawal {
        /// The unit, by name and id.
        unit: String,
        /// Why not.
        why: String,
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
pub fn side_name(rules: &crate::model::tables::Ruleset, side: SideId) -> String {
    rules.sides[side as usize].name.clone()
}
