//! The game: checked ruleset and scenario, the changing state, the command log and undo.
//! State changes only through [`Game::apply`]: each command's mechanic checks everything before
//! it changes anything, so a refused command never touches the state.

use crate::model::tables::{Ruleset, Scenario, UnitId};
use crate::state::command::{Command, Event, RuleError};
use crate::state::{Air, Dice, Formations, Setup, State, StatusSerial, UnitState, UnitStatus};
use std::sync::Arc;

/// A scenario in play: its setup (read through the game: `game.rules`, `game.label(h)`) and the
/// position reached.
#[derive(Debug)]
pub struct Game {
    /// The checked ruleset and scenario.
    pub setup: Setup,
    /// The dice's seed: the one the game was set up with (a save's `seed`).
    pub seed: u64,
    /// The position reached.
    pub state: State,
    /// Every accepted command, in order.
    pub log: Vec<Command>,
    /// Where the dice were rolled afresh from another seed, in order: a computer game played on
    /// from a saved position (`steppe sim --from`) rolls from its own seed, not the save's.
    /// Empty for every other game.
    pub reseeds: Vec<Reseed>,
    /// The state before each logged command, and whether that command rolled a die.
    history: Vec<(State, bool)>,
    /// Whether `history` is kept (batch play keeps none).
    undo: bool,
    /// With undo: the copy made for a command the rules refused, whose buffers the next
    /// command's copy reuses.
    spare: Option<State>,
}

/// A copy of the game; the spare buffers stay behind (a copy made to look ahead, as the planner
/// and the what-if make, does not carry a state it never reads).
impl Clone for Game {
    fn clone(&self) -> Self {
        Game {
            setup: self.setup.clone(),
            seed: self.seed,
            state: self.state.clone(),
            log: self.log.clone(),
            reseeds: self.reseeds.clone(),
            history: self.history.clone(),
            undo: self.undo,
            spare: None,
        }
    }
}

/// A game reads as its setup: `game.rules`, `game.scenario`, `game.unit_name(u)`, and a game
/// is passed wherever a query or a mechanic asks for the setup.
impl std::ops::Deref for Game {
    type Target = Setup;
    fn deref(&self) -> &Setup {
        &self.setup
    }
}

impl Game {
    /// Sets up a scenario: units at their start hexes, turn 1, the first phase entered.
    pub fn new(rules: Arc<Ruleset>, scenario: Arc<Scenario>, seed: u64) -> Self {
        let scheduled = |list: &[crate::model::tables::Arrival], i: usize| {
            list.iter().any(|a| a.units.contains(&(i as UnitId)))
        };
        let units = scenario
            .units
            .iter()
            .enumerate()
            .map(|(i, u)| {
                let mut us = UnitState::new(match u.start {
                    Some(h) => UnitStatus::OnMap(h),
                    None if scheduled(&scenario.reinforcements, i) => UnitStatus::NotArrived,
                    None if scheduled(&scenario.returns, i) => UnitStatus::Withdrawn,
                    None => UnitStatus::Eliminated,
                });
                us.losses = u.start_losses;
                us
            })
            .collect();
        let control = scenario.initial_control.clone();
        let state = State {
            turn: 1,
            phase: 0,
            units,
            statuses: StatusSerial::fresh(),
            phase_control: control.clone(),
            control,
            weather: None,
            crossings: vec![vec![0; rules.hexsides.len()]; rules.sides.len()],
            over: false,
            dice: Dice::new(seed),
            pending: None,
            points: vec![0; rules.sides.len()],
            winners: Vec::new(),
            hex_markers: scenario.hex_markers.clone(),
            siege_placed: Vec::new(),
            attacked_this_phase: Vec::new(),
            side_marks: scenario.side_marks.clone(),
            formations: Formations::default(),
            air: Air::default(),
        };
        let mut g = Game {
            setup: Setup::new(rules, scenario),
            seed,
            state,
            log: Vec::new(),
            reseeds: Vec::new(),
            history: Vec::new(),
            undo: true,
            spare: None,
        };
        let mut st = g.state.clone();
        let mut events = Vec::new();
        crate::mechanics::sequence::enter_phase(&g.setup, &mut st, &mut events);
        g.state = st;
        g
    }

    /// Whether the rules take `cmd` now: the refusal `apply` would give, with nothing changed
    /// and no die rolled.
    pub fn check(&self, cmd: &Command) -> Result<(), RuleError> {
        crate::engine::check::check(&self.setup, &self.state, cmd)
    }

    /// Applies a command: the events it caused, or why it is refused (state untouched: each
    /// mechanic makes its checks, the ones `Game::check` makes alone, before its first change).
    ///
    /// ```
    /// use steppe_rules::state::command::{Command, Event};
    /// use steppe_rules::engine::game::Game;
    ///
    /// # let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");
    /// # let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}")).unwrap();
    /// # let rules = steppe_rules::load::ruleset::ruleset_from_str("gpw.ron", &read("rulesets/gpw.ron")).unwrap();
    /// # let scenario = steppe_rules::load::scenario::scenario_from_str("gpw_barbarossa.ron", &read("gpw_barbarossa.ron"), &rules).unwrap();
    /// // A ruleset and a scenario as `steppe_files::load_scenario` reads them.
    /// let mut game = Game::new(rules.into(), scenario.into(), 1);
    /// // Through the Axis reinforcement and rail phases to the panzer movement phase.
    /// game.apply(Command::EndPhase).unwrap();
    /// game.apply(Command::EndPhase).unwrap();
    /// let panzer = game.scenario.unit_by_id("g_56pz").unwrap();
    /// let map = game.scenario.clone();
    /// let hex = |label: &str| map.map.parse_hex(label).unwrap();
    /// let (from, to) = (hex("1512"), hex("1612"));
    /// assert_eq!(game.state.unit_hex(panzer), Some(from));
    ///
    /// // A legal move: the unit goes, and the events say how.
    /// let events = game.apply(Command::Move { unit: panzer, path: vec![to] }).unwrap();
    /// assert!(matches!(events[0], Event::Moved { .. }));
    /// assert_eq!(game.state.unit_hex(panzer), Some(to));
    ///
    /// // Refused ones say why, and leave the game as it was: the same unit again, and another
    /// // one sent to a hex it is not next to (a path goes hex by hex).
    /// let before = game.state_hash();
    /// let again = game.apply(Command::Move { unit: panzer, path: vec![from] });
    /// assert_eq!(
    ///     again.unwrap_err().to_string(),
    ///     "LVI Panzer Corps (g_56pz) has already moved this phase"
    /// );
    /// let other = game.scenario.unit_by_id("g_41pz").unwrap();
    /// let jump = game.apply(Command::Move { unit: other, path: vec![hex("3010")] });
    /// assert_eq!(jump.unwrap_err().to_string(), "1312 and 3010 are not adjacent");
    /// assert_eq!(game.state_hash(), before);
    /// ```
    pub fn apply(&mut self, cmd: Command) -> Result<Vec<Event>, RuleError> {
        if self.state.over {
            return Err(RuleError::GameOver);
        }
        let mut events = Vec::new();
        // Every mechanic checks everything before it changes anything, so the command is played
        // on the state itself: a refusal returns before the first change. Undo keeps a copy of
        // the state before (its buffers reused from the last refusal's).
        let before = self.undo.then(|| match self.spare.take() {
            Some(mut st) => {
                st.clone_from(&self.state);
                st
            }
            None => self.state.clone(),
        });
        #[cfg(debug_assertions)]
        let unchanged = before.clone().unwrap_or_else(|| self.state.clone());
        let rolls_before = self.state.dice.rolls;
        if let Err(e) = play_on(&self.setup, &mut self.state, &cmd, &mut events) {
            #[cfg(debug_assertions)]
            assert!(
                self.state == unchanged,
                "{cmd:?} changed the state and then refused"
            );
            self.spare = before;
            return Err(e);
        }
        if let Some(before) = before {
            self.history
                .push((before, self.state.dice.rolls != rolls_before));
        }
        self.log.push(cmd);
        Ok(events)
    }

    /// Takes back the last command, unless it rolled a die.
    pub fn undo(&mut self) -> Result<Command, RuleError> {
        let Some((_, rolled)) = self.history.last() else {
            return Err(RuleError::NothingToUndo);
        };
        if *rolled {
            return Err(RuleError::UndoPastDie {
                what: crate::engine::words::describe_command(
                    &self.setup,
                    self.log.last().expect("log matches history"),
                ),
            });
        }
        let (before, _) = self.history.pop().expect("checked");
        self.state = before;
        let cmd = self.log.pop().expect("log matches history");
        // A reseed after the command taken back went with the dice it replaced.
        let n = self.log.len();
        self.reseeds.retain(|r| r.after <= n);
        Ok(cmd)
    }

    /// Keeps no undo history from now on, and drops what there is: for games between computer
    /// players, where nothing is undone and a state kept per command only fills memory. Undo then
    /// says there is nothing to undo.
    pub fn without_undo(&mut self) {
        self.undo = false;
        self.history = Vec::new();
    }

    /// A copy to look ahead on (the planner's plans and rollouts, the forecasts' phases ahead, a
    /// computer player's thinking): the setup and the position, without the log of how it was
    /// reached and without undo, so a copy late in a long game costs what one at its start does.
    #[must_use]
    pub fn scratch(&self) -> Game {
        Game {
            setup: self.setup.clone(),
            seed: self.seed,
            state: self.state.clone(),
            log: Vec::new(),
            reseeds: self.reseeds.clone(),
            history: Vec::new(),
            undo: false,
            spare: None,
        }
    }

    /// The game `at` (a copy's position) as reached by `log`: the log it carries (for saves
    /// and the battle log), undo starting from here. A replay's position made a game again.
    #[must_use]
    pub fn resumed(at: Game, log: Vec<Command>) -> Game {
        Game {
            log,
            history: Vec::new(),
            undo: true,
            spare: None,
            ..at
        }
    }

    /// Can the last command be undone?
    pub fn can_undo(&self) -> bool {
        self.history.last().is_some_and(|(_, rolled)| !rolled)
    }

    /// Replays a command log from the start with the same seed.
    pub fn replay(
        rules: Arc<Ruleset>,
        scenario: Arc<Scenario>,
        seed: u64,
        log: &[Command],
    ) -> Result<Game, (usize, RuleError)> {
        Game::replay_reseeded(rules, scenario, seed, &[], log)
    }

    /// Replays a command log from the start with the same seed, the dice rolled afresh where
    /// `reseeds` say (each after at most `log.len()` commands, in order: as `Game::reseeds`).
    pub fn replay_reseeded(
        rules: Arc<Ruleset>,
        scenario: Arc<Scenario>,
        seed: u64,
        reseeds: &[Reseed],
        log: &[Command],
    ) -> Result<Game, (usize, RuleError)> {
        let mut g = Game::new(rules, scenario, seed);
        let mut next = reseeds.iter().peekable();
        for (i, c) in log.iter().enumerate() {
            while let Some(r) = next.next_if(|r| r.after == i) {
                g.reseed(r.seed);
            }
            g.apply(c.clone()).map_err(|e| (i, e))?;
        }
        for r in next {
            g.reseed(r.seed);
        }
        Ok(g)
    }

    /// Rolls the dice afresh from `seed` from now on, and records it (`reseeds`).
    pub fn reseed(&mut self, seed: u64) {
        self.state.dice = Dice::new(seed);
        self.reseeds.push(Reseed {
            after: self.log.len(),
            seed,
        });
    }

    /// Rolls the dice afresh where one of `reseeds` (another game's, being replayed command by
    /// command) falls at this point of the log.
    pub fn reseed_here(&mut self, reseeds: &[Reseed]) {
        let at = self.log.len();
        for r in reseeds.iter().filter(|r| r.after == at) {
            self.reseed(r.seed);
        }
    }

    /// The seed the dice roll from now: the last reseed's, else the game's.
    pub fn dice_seed(&self) -> u64 {
        self.reseeds.last().map_or(self.seed, |r| r.seed)
    }

    /// A hash of the position: equal hashes, equal games (`State::hash`).
    pub fn state_hash(&self) -> u64 {
        self.state.hash()
    }
}

/// The dice rolled afresh from `seed` once `after` commands of the log were played (a save
/// carries them as `reseeds`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Reseed {
    /// The commands played before.
    pub after: usize,
    /// The seed the dice roll from after them.
    pub seed: u64,
}

/// Plays a command on `st`: its mechanic, which makes its checks (`engine::check`) before its
/// first change.
fn play_on(
    setup: &Setup,
    st: &mut State,
    cmd: &Command,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    match cmd {
        Command::Move { unit, path } => {
            crate::mechanics::path::do_move(setup, st, *unit, path, events)?;
        }
        Command::Place { unit, hex } => {
            crate::mechanics::sequence::place(setup, st, *unit, *hex, events)?;
        }
        Command::Attack {
            attackers,
            defender,
        } => crate::mechanics::combat::attack(setup, st, attackers, *defender, events)?,
        Command::DefenderChoice { step_instead } => {
            crate::mechanics::combat::defender_choice(setup, st, *step_instead, events)?;
        }
        Command::Retreat { path } => {
            crate::mechanics::combat::retreat(setup, st, path, events)?;
        }
        Command::TakeLoss { unit } => {
            crate::mechanics::combat::take_loss(setup, st, *unit, events)?;
        }
        Command::Choose { option } => {
            crate::mechanics::combat::choose(setup, st, *option, events)?;
        }
        Command::Advance { unit } => {
            crate::mechanics::combat::advance(setup, st, *unit, events)?;
        }
        Command::Rebuild { unit, hex } => {
            crate::mechanics::replacement::rebuild(setup, st, *unit, *hex, events)?;
        }
        Command::Order { order, unit } => {
            crate::mechanics::orders::give_order(setup, st, order, *unit, events)?;
        }
        Command::AirSupport { units } => {
            crate::mechanics::air::commit(setup, st, *units, events)?;
        }
        Command::Activate { unit } => {
            crate::mechanics::activation::activate(setup, st, *unit, events)?;
        }
        Command::EndPhase => {
            crate::engine::check::check_end_phase(setup, st)?;
            crate::mechanics::sequence::end_phase(setup, st, events);
        }
    }
    if !setup.rules.duties.capture_markers.is_empty() {
        crate::mechanics::orders::mark_captures(setup, st);
    }
    Ok(())
}
