//! The game: checked ruleset and scenario, the changing state, the command log and undo.
//! State changes only through [`Game::apply`]; a refused command leaves the state untouched.

use crate::rules::data::ruleset::PhaseKind;
use crate::rules::engine::command::{Command, Event, RuleError};
use crate::rules::engine::hash::Fnv;
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::{Ruleset, Scenario, SideId, UnitId};
use std::sync::Arc;

pub use crate::rules::engine::state::{Dice, State, UnitState, UnitStatus};

/// A scenario in play.
#[derive(Debug)]
pub struct Game {
    pub rules: Arc<Ruleset>,
    pub scenario: Arc<Scenario>,
    pub seed: u64,
    pub state: State,
    /// Every accepted command, in order.
    pub log: Vec<Command>,
    /// The state before each logged command, and whether that command rolled a die.
    history: Vec<(State, bool)>,
    /// Whether `history` is kept (batch play keeps none).
    undo: bool,
    /// Without undo: the state before the last command, whose buffers the next command's copy
    /// reuses.
    spare: Option<State>,
}

/// A copy of the game; the spare buffers stay behind (a copy made to look ahead, as the planner
/// and the what-if make, does not carry a state it never reads).
impl Clone for Game {
    fn clone(&self) -> Self {
        Game {
            rules: self.rules.clone(),
            scenario: self.scenario.clone(),
            seed: self.seed,
            state: self.state.clone(),
            log: self.log.clone(),
            history: self.history.clone(),
            undo: self.undo,
            spare: None,
        }
    }
}

impl Game {
    /// Sets up a scenario: units at their start hexes, turn 1, the first phase entered.
    pub fn new(rules: Arc<Ruleset>, scenario: Arc<Scenario>, seed: u64) -> Self {
        let scheduled = |list: &[crate::rules::model::tables::Arrival], i: usize| {
            list.iter().any(|a| a.units.contains(&(i as UnitId)))
        };
        let units = scenario
            .units
            .iter()
            .enumerate()
            .map(|(i, u)| UnitState {
                status: match u.start {
                    Some(h) => UnitStatus::OnMap(h),
                    None if scheduled(&scenario.reinforcements, i) => UnitStatus::NotArrived,
                    None if scheduled(&scenario.returns, i) => UnitStatus::Withdrawn,
                    None => UnitStatus::Eliminated,
                },
                losses: u.start_losses,
                marks: 0,
                out_of_supply: false,
            })
            .collect();
        let control = scenario.initial_control.clone();
        let state = State {
            turn: 1,
            phase: 0,
            units,
            phase_control: control.clone(),
            control,
            weather: None,
            crossings: vec![vec![0; rules.hexsides.len()]; rules.sides.len()],
            over: false,
            dice: Dice::new(seed),
            pending: None,
            points: vec![0; rules.sides.len()],
            winners: Vec::new(),
            combat_weather_override: None,
            hex_markers: scenario.hex_markers.clone(),
            siege_placed: Vec::new(),
            attacked_this_phase: Vec::new(),
            side_marks: scenario.side_marks.clone(),
            formations: Default::default(),
            air: Default::default(),
        };
        let mut g = Game {
            rules,
            scenario,
            seed,
            state,
            log: Vec::new(),
            history: Vec::new(),
            undo: true,
            spare: None,
        };
        let mut st = g.state.clone();
        let mut events = Vec::new();
        crate::rules::mechanics::sequence::enter_phase(&g, &mut st, &mut events);
        g.state = st;
        g
    }

    /// Applies a command: the events it caused, or why it is refused (state untouched).
    ///
    /// ```
    /// use steppe::rules::engine::command::{Command, Event};
    /// use steppe::rules::engine::game::Game;
    ///
    /// let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
    ///     .join("scenarios/gpw_barbarossa.ron");
    /// let loaded = steppe::files::load_scenario(&path).expect("the shipped scenario loads");
    /// let mut game = Game::new(loaded.ruleset, loaded.scenario, 1);
    /// // Through the Axis reinforcement and rail phases to the panzer movement phase.
    /// game.apply(Command::EndPhase).unwrap();
    /// game.apply(Command::EndPhase).unwrap();
    /// let panzer = game.scenario.unit_by_id("g_56pz").unwrap();
    /// let map = game.scenario.clone();
    /// let hex = |label: &str| map.map.parse_hex(label).unwrap();
    /// let (from, to) = (hex("1512"), hex("1612"));
    /// assert_eq!(game.unit_hex(panzer), Some(from));
    ///
    /// // A legal move: the unit goes, and the events say how.
    /// let events = game.apply(Command::Move { unit: panzer, path: vec![to] }).unwrap();
    /// assert!(matches!(events[0], Event::Moved { .. }));
    /// assert_eq!(game.unit_hex(panzer), Some(to));
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
        let mut st = match self.spare.take() {
            Some(mut st) => {
                st.clone_from(&self.state);
                st
            }
            None => self.state.clone(),
        };
        let rolls_before = st.dice.rolls;
        let mut events = Vec::new();
        match &cmd {
            Command::Move { unit, path } => {
                crate::rules::mechanics::path::do_move(self, &mut st, *unit, path, &mut events)?
            }
            Command::Place { unit, hex } => {
                crate::rules::mechanics::sequence::place(self, &mut st, *unit, *hex, &mut events)?
            }
            Command::Attack {
                attackers,
                defender,
            } => crate::rules::mechanics::combat::attack(
                self,
                &mut st,
                attackers,
                *defender,
                &mut events,
            )?,
            Command::DefenderChoice { step_instead } => {
                crate::rules::mechanics::combat::defender_choice(
                    self,
                    &mut st,
                    *step_instead,
                    &mut events,
                )?
            }
            Command::Retreat { path } => {
                crate::rules::mechanics::combat::retreat(self, &mut st, path, &mut events)?
            }
            Command::TakeLoss { unit } => {
                crate::rules::mechanics::combat::take_loss(self, &mut st, *unit, &mut events)?
            }
            Command::Choose { option } => {
                crate::rules::mechanics::combat::choose(self, &mut st, *option, &mut events)?
            }
            Command::Advance { unit } => {
                crate::rules::mechanics::combat::advance(self, &mut st, *unit, &mut events)?
            }
            Command::Rebuild { unit, hex } => crate::rules::mechanics::replacement::rebuild(
                self,
                &mut st,
                *unit,
                *hex,
                &mut events,
            )?,
            Command::Order { order, unit } => crate::rules::mechanics::orders::give_order(
                self,
                &mut st,
                order,
                *unit,
                &mut events,
            )?,
            Command::AirSupport { units } => {
                crate::rules::mechanics::air::commit(self, &mut st, *units, &mut events)?
            }
            Command::Activate { unit } => {
                crate::rules::mechanics::activation::activate(self, &mut st, *unit, &mut events)?
            }
            Command::EndPhase => {
                if let Some(e) = crate::rules::mechanics::activation::end_problem(self, &st) {
                    return Err(e);
                }
                if st.pending.is_some() {
                    return Err(RuleError::BattleUnfinished {
                        waiting: crate::rules::mechanics::combat::waiting_for(&st),
                    });
                }
                if self.rules.phases[st.phase].kind == PhaseKind::Combat {
                    crate::rules::mechanics::orders::check_owed(self, &st)?;
                }
                crate::rules::mechanics::sequence::end_phase(self, &mut st, &mut events)
            }
        }
        if !self.rules.duties.capture_markers.is_empty() {
            crate::rules::mechanics::orders::mark_captures(self, &mut st);
        }
        let rolled = st.dice.rolls != rolls_before;
        let before = std::mem::replace(&mut self.state, st);
        if self.undo {
            self.history.push((before, rolled));
        } else {
            self.spare = Some(before);
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
                what: crate::rules::engine::words::describe_command(
                    self,
                    self.log.last().expect("log matches history"),
                ),
            });
        }
        let (before, _) = self.history.pop().expect("checked");
        self.state = before;
        Ok(self.log.pop().expect("log matches history"))
    }

    /// Keeps no undo history from now on, and drops what there is: for games between computer
    /// players, where nothing is undone and a state kept per command only fills memory. Undo then
    /// says there is nothing to undo.
    pub fn without_undo(&mut self) {
        self.undo = false;
        self.history = Vec::new();
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
        let mut g = Game::new(rules, scenario, seed);
        for (i, c) in log.iter().enumerate() {
            g.apply(c.clone()).map_err(|e| (i, e))?;
        }
        Ok(g)
    }

    pub fn phasing_side(&self) -> SideId {
        self.rules.phases[self.state.phase].side
    }

    pub fn unit_hex(&self, u: UnitId) -> Option<HexIdx> {
        match self.state.units.get(u as usize)?.status {
            UnitStatus::OnMap(h) => Some(h),
            _ => None,
        }
    }

    /// Units on the map in a hex.
    pub fn units_at(&self, hex: HexIdx) -> impl Iterator<Item = UnitId> + '_ {
        self.units_at_in(&self.state, hex)
    }

    /// Units on the map in a hex of a state being changed.
    pub fn units_at_in<'s>(&self, st: &'s State, hex: HexIdx) -> impl Iterator<Item = UnitId> + 's {
        st.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.status == UnitStatus::OnMap(hex))
            .map(|(i, _)| i as UnitId)
    }

    pub fn unit_name(&self, u: UnitId) -> String {
        let d = &self.scenario.units[u as usize];
        format!("{} ({})", d.name, d.id)
    }

    pub fn label(&self, h: HexIdx) -> String {
        self.scenario.map.label(h)
    }

    /// The factors of a unit at its current strength.
    pub fn factors(&self, u: UnitId) -> crate::rules::model::tables::Factors {
        self.factors_in(&self.state, u)
    }

    /// The factors of a unit at its strength in a state being changed.
    pub fn factors_in(&self, st: &State, u: UnitId) -> crate::rules::model::tables::Factors {
        let d = &self.scenario.units[u as usize];
        let step = (st.units[u as usize].losses as usize).min(d.steps.len() - 1);
        d.steps[step]
    }

    /// The hexside type between two adjacent hexes as movement and combat see it: none where a
    /// feature of either hex negates that type (a town's rivers).
    pub fn effective_hexside(&self, a: HexIdx, b: HexIdx) -> Option<u8> {
        let map = &self.scenario.map;
        let k = map.hexside(a, b)?;
        let negated = self.rules.features.iter().enumerate().any(|(f, feat)| {
            feat.negates_hexsides.has(k as usize)
                && (map.has_feature(a, f as u8) || map.has_feature(b, f as u8))
        });
        (!negated).then_some(k)
    }

    pub fn turn_name(&self) -> String {
        self.scenario.turn_name(&self.rules, self.state.turn)
    }

    /// A hash of everything that affects play: equal hashes, equal games.
    pub fn state_hash(&self) -> u64 {
        let s = &self.state;
        let mut h = Fnv::new();
        h.u64(u64::from(s.turn));
        h.u64(s.phase as u64);
        for u in &s.units {
            let (tag, hex) = match u.status {
                UnitStatus::OnMap(x) => (0u8, x),
                UnitStatus::NotArrived => (1, 0),
                UnitStatus::Waiting => (2, 0),
                UnitStatus::Eliminated => (3, 0),
                UnitStatus::Withdrawn => (4, 0),
            };
            h.write(&[
                tag,
                u8::from(u.has(self.rules.roles.moved)),
                u8::from(u.out_of_supply),
                u8::from(u.has(self.rules.roles.attacked)),
                u8::from(u.has(self.rules.roles.defended)),
            ]);
            h.u64(u64::from(hex));
            h.u64(u64::from(u.losses));
            // Markers beyond the three roles only when set, so older hashes stay as they were.
            let r = self.rules.roles;
            let others = u.marks & !((1 << r.moved) | (1 << r.attacked) | (1 << r.defended));
            if others != 0 {
                h.u64(u64::from(others));
            }
        }
        h.write(&s.control);
        h.write(&s.phase_control);
        h.write(&[s.weather.map_or(255, |w| w), u8::from(s.over)]);
        for side in &s.crossings {
            for c in side {
                h.u64(u64::from(*c));
            }
        }
        s.dice.hash_into(&mut h);
        // The pending battle and victories are part of the state too.
        h.write(format!("{:?}{:?}{:?}", s.pending, s.points, s.winners).as_bytes());
        // Only when present, so that hashes of games without markers stay as they were.
        if s.side_marks.iter().any(|&m| m != 0) {
            h.write(format!("{:?}", s.side_marks).as_bytes());
        }
        if s.air != Default::default() {
            h.write(format!("{:?}", s.air).as_bytes());
        }
        if s.formations != Default::default() {
            h.write(format!("{:?}", s.formations).as_bytes());
        }
        if !s.hex_markers.is_empty() || !s.siege_placed.is_empty() {
            h.write(format!("{:?}{:?}", s.hex_markers, s.siege_placed).as_bytes());
        }
        h.finish()
    }
}
