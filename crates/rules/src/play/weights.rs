//! What the greedy player's scores weigh: read by the greedy player, by the judgements that
//! need the exact forecast (`play::judges`) and by the planner, so kept apart from all three.

/// What the greedy player's scores weigh.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// Per hex closer to the goal.
    pub goal: f64,
    /// Per front hex (next to an enemy) a unit's zone of control newly covers.
    pub front: f64,
    /// Per unit of enemy attack next to a hex beyond twice the unit's defense.
    pub danger: f64,
    /// For ending a move out of supply.
    pub supply: f64,
    /// Per victory point of a friendly objective held by no other unit.
    pub garrison: f64,
    /// Per victory point of a friendly objective held by no other unit that an enemy unit
    /// could reach in its next move (within its movement points over land), besides `garrison`,
    /// while the side still has objectives to take: the last unit in an objective it took stays
    /// rather than leave it to be walked into. Measured with greedy against greedy (200 games,
    /// one side holding): Typhoon's Germans 45% -> 56.5%, Operation Blue's Axis against random
    /// 84% -> 86% (400 games); Barbarossa's Axis 7% -> 8.5% holding, 6% against Soviets
    /// holding.
    pub hold: f64,
    /// Random spread added to each score (0: none), so games differ.
    pub noise: f64,
    /// The least chance of success an attack must have.
    pub min_success: f64,
    /// Per step a unit ending its move in a hex is expected to lose there, if the enemy units
    /// next to it attacked it alone in their next combat phase (the exact forecast; 0: not
    /// judged, the cheaper `danger` only).
    pub exposure: f64,
    /// Per hex a unit sent to garrison a held objective the enemy is nearing (no unit of the
    /// side in it) comes closer to it (0: none sent).
    pub duty: f64,
    /// Per step of expected value a unit ending its move next to an enemy adds to an attack its
    /// side can make in its coming combat phase (the exact forecast, with it and without; 0:
    /// not judged).
    pub setup: f64,
    /// Whether an attacker advances after combat only where it would not stand alone against
    /// overwhelming attack (`battle::answer_with`; false: the strongest advances, as greedy's).
    pub careful: bool,
    /// Whether attacks are prepared in the movement phase (`strikes`): the units each needs
    /// are picked and sent next to their targets before the others move.
    pub strikes: bool,
}

/// How many times a unit's defense the enemy attack next to a hex may be before a careful
/// advance (`Weights::careful`) leaves the unit out of it: about the odds at which the tables'
/// results take steps as a rule.
pub const STACK_ODDS: f64 = 3.0;

/// Measured on Barbarossa against the random player (200 games a side): 100% as the Axis and
/// as the Soviets (99.5% as the Axis before it prepared its attacks).
impl Default for Weights {
    fn default() -> Self {
        Weights {
            goal: 2.0,
            front: 0.3,
            danger: 0.05,
            supply: 2.0,
            garrison: 4.0,
            hold: 8.0,
            noise: 0.3,
            min_success: 0.4,
            exposure: 0.0,
            duty: 0.0,
            setup: 0.0,
            careful: false,
            strikes: true,
        }
    }
}
