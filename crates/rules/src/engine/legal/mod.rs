//! The commands a side may give now, read from the position (shakmaty's `legal_moves`):
//! [`Game::legal_commands`] lists them all, and each kind has its own function here for a
//! caller that wants one kind only (a computer player placing units asks for placements, not
//! for every unit's reach).
//!
//! Three kinds are listed lazily, because listing them one by one would be huge:
//! - **moves**, per unit, as its [`Reach`]: the hexes it may end its move in (`dests`), each with
//!   a legal path (`Reach::path_to`); a move is listed when it ends in one of them, whatever
//!   way it goes there (the way itself is the movement mechanic's check). A round trip back to
//!   the hex it began in is not among them (the reach offers where a move may end elsewhere)
//!   and is listed when the movement mechanic's check of its path takes it;
//! - **attacks**, per attacked hex, with the units that may join an attack on it: every
//!   non-empty set of them is a candidate, listed when the rules' odds check takes it
//!   ([`Legal::allows`] asks it of one set; the whole set is always asked when the hex is
//!   listed);
//! - **air support**, as the most air units that may be committed: every number up to it.
//!
//! The others are listed in full: the answers to a waiting question (a battle's or a
//! reaction's: retreat paths, losses, options, the advance, withdrawals), activations,
//! placements and rebuilds with their hexes, orders, and ending the phase. The generic
//! `Choose { option }` names the `option`-th answer where a battle's answers are not themselves
//! `Choose`s (`Legal::numbered`), and is listed with them.

mod kinds;

pub use kinds::{
    activations, air_support, answers, attacks, joiners, may_end_phase, moves, orders,
    placement_hexes_of, placements, reach_of, rebuild_hexes, rebuilds,
};

use crate::data::ruleset::PhaseKind;
use crate::engine::game::Game;
use crate::mechanics::combat::calc::odds_unworded;
use crate::mechanics::movement::Mover;
use crate::mechanics::reach::Reach;
use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};
use crate::state::command::Command;
use crate::state::{Setup, State};

/// Every command a side may give now (see the module's words for the lazy kinds).
#[derive(Debug, Clone, Default)]
pub struct Legal {
    /// The answers to the waiting battle's or reaction's question, in `combat::choices` order
    /// (nothing else may be given while one waits).
    pub answers: Vec<Command>,
    /// Whether the generic `Choose { option }` names the `option`-th answer (a battle's
    /// answers that are not themselves `Choose`s; a reaction's withdrawals are named by path).
    pub numbered: bool,
    /// The HQs and units out of command that may be activated.
    pub activations: Vec<UnitId>,
    /// The orders that may be given (`Command::Order`s).
    pub orders: Vec<Command>,
    /// Units waiting to be placed, each with the hexes it may be placed in.
    pub placements: Vec<(UnitId, Vec<HexIdx>)>,
    /// Units that may be rebuilt (or brought back a step), each with the hexes it may be in.
    pub rebuilds: Vec<(UnitId, Vec<HexIdx>)>,
    /// Units that may move, each with its reach (lazy: see the module's words).
    pub moves: Vec<(UnitId, Reach)>,
    /// Hexes that may be attacked, each with the units that may join (lazy).
    pub attacks: Vec<(HexIdx, Vec<UnitId>)>,
    /// The most air units that may be committed to the next attack (none: no air support now).
    pub air_support: Option<u32>,
    /// Whether the phase may end.
    pub end_phase: bool,
}

impl Game {
    /// Every command `side` may give now: empty when the game is over or another side acts.
    ///
    /// ```
    /// use steppe_rules::engine::game::Game;
    /// use steppe_rules::state::command::Command;
    ///
    /// # let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");
    /// # let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}")).unwrap();
    /// # let rules = steppe_rules::load::ruleset::ruleset_from_str("gpw.ron", &read("rulesets/gpw.ron")).unwrap();
    /// # let scenario = steppe_rules::load::scenario::scenario_from_str("gpw_barbarossa.ron", &read("gpw_barbarossa.ron"), &rules).unwrap();
    /// let mut game = Game::new(rules.into(), scenario.into(), 1);
    /// // Through the Axis reinforcement and rail phases to the panzer movement phase.
    /// game.apply(Command::EndPhase).unwrap();
    /// game.apply(Command::EndPhase).unwrap();
    /// let axis = game.phasing_side(&game.state);
    /// let panzer = game.scenario.unit_by_id("g_56pz").unwrap();
    /// let to = game.scenario.map.parse_hex("1612").unwrap();
    ///
    /// // The panzer corps may move: its reach has 1612, and the move there is listed.
    /// let legal = game.legal_commands(axis);
    /// assert!(legal.attacks.is_empty() && legal.end_phase);
    /// let (_, reach) = legal.moves.iter().find(|(u, _)| *u == panzer).unwrap();
    /// let path = reach.path_to(to).unwrap();
    /// let go = Command::Move { unit: panzer, path };
    /// assert!(legal.allows(&game, &game.state, &go));
    /// assert!(game.check(&go).is_ok());
    ///
    /// // Once moved, it is no longer listed, and the other side may give nothing now.
    /// game.apply(go).unwrap();
    /// let legal = game.legal_commands(axis);
    /// assert!(legal.moves.iter().all(|(u, _)| *u != panzer));
    /// assert!(game.legal_commands(1 - axis).is_empty());
    /// ```
    pub fn legal_commands(&self, side: SideId) -> Legal {
        legal_commands(&self.setup, &self.state, side)
    }
}

/// `Game::legal_commands` for a setup and a position.
pub fn legal_commands(setup: &Setup, st: &State, side: SideId) -> Legal {
    let mut legal = Legal::default();
    if st.over || crate::mechanics::combat::acting_side(setup, st) != side {
        return legal;
    }
    if st.pending.is_some() {
        legal.answers = answers(setup, st);
        legal.numbered = !crate::mechanics::combat::answer::is_reaction(st)
            && !legal
                .answers
                .iter()
                .any(|c| matches!(c, Command::Choose { .. }));
        return legal;
    }
    if setup.phasing_side(st) != side {
        return legal;
    }
    legal.activations = activations(setup, st);
    legal.orders = orders(setup, st);
    match &setup.rules.phases[st.phase].kind {
        PhaseKind::Orders => {}
        PhaseKind::Reinforcement => {
            legal.placements = placements(setup, st, side);
            legal.rebuilds = rebuilds(setup, st, side);
        }
        PhaseKind::Rail | PhaseKind::Movement { .. } => legal.moves = moves(setup, st, side),
        PhaseKind::Combat => {
            legal.attacks = attacks(setup, st, side);
            legal.air_support = air_support(setup, st);
        }
    }
    legal.end_phase = may_end_phase(setup, st);
    legal
}

impl Legal {
    /// Whether the list has this command; the lazy kinds are asked as the module's words say
    /// (an attack's set of units through the rules' odds check, in `st`, the position listed).
    pub fn allows(&self, setup: &Setup, st: &State, cmd: &Command) -> bool {
        match cmd {
            Command::Move { unit, path } => self.moves.iter().any(|(u, reach)| {
                u == unit
                    && path.last().is_some_and(|&h| {
                        reach.dests.contains(&h)
                            || (h == reach.start
                                && Mover::new(setup, st, *unit)
                                    .is_ok_and(|m| m.check_path(path).is_ok()))
                    })
            }),
            Command::Place { unit, hex } => listed(&self.placements, *unit, *hex),
            Command::Rebuild { unit, hex } => listed(&self.rebuilds, *unit, *hex),
            Command::Attack {
                attackers,
                defender,
            } => self.attacks.iter().any(|(h, joiners)| {
                h == defender
                    && !attackers.is_empty()
                    && attackers.iter().all(|a| joiners.contains(a))
                    && attackers
                        .iter()
                        .enumerate()
                        .all(|(i, a)| !attackers[..i].contains(a))
                    && odds_unworded(setup, st, attackers, *defender).is_ok()
            }),
            Command::AirSupport { units } => self.air_support.is_some_and(|most| *units <= most),
            Command::Activate { unit } => self.activations.contains(unit),
            Command::Order { .. } => self.orders.contains(cmd),
            Command::EndPhase => self.end_phase,
            Command::Choose { option } if self.numbered => (*option as usize) < self.answers.len(),
            Command::DefenderChoice { .. }
            | Command::Retreat { .. }
            | Command::TakeLoss { .. }
            | Command::Choose { .. }
            | Command::Advance { .. } => self.answers.contains(cmd),
        }
    }

    /// Every listed command that is not lazy, in the order of the fields, the generic
    /// `Choose`s after the answers they name; then, for the lazy kinds, each unit's move to
    /// each hex of its reach (by `Reach::path_to`), each listed hex attacked by all the units
    /// that may join (where the rules take that set) and each number of air units.
    pub fn commands(&self, setup: &Setup, st: &State) -> Vec<Command> {
        let mut out = self.answers.clone();
        if self.numbered {
            out.extend((0..self.answers.len() as u32).map(|option| Command::Choose { option }));
        }
        out.extend(
            self.activations
                .iter()
                .map(|&unit| Command::Activate { unit }),
        );
        out.extend(self.orders.iter().cloned());
        for (unit, hexes) in &self.placements {
            out.extend(hexes.iter().map(|&hex| Command::Place { unit: *unit, hex }));
        }
        for (unit, hexes) in &self.rebuilds {
            out.extend(
                hexes
                    .iter()
                    .map(|&hex| Command::Rebuild { unit: *unit, hex }),
            );
        }
        for (unit, reach) in &self.moves {
            out.extend(reach.dests.iter().map(|&h| Command::Move {
                unit: *unit,
                path: reach.path_to(h).expect("a destination has a path"),
            }));
        }
        for (defender, joiners) in &self.attacks {
            if odds_unworded(setup, st, joiners, *defender).is_ok() {
                out.push(Command::Attack {
                    attackers: joiners.clone(),
                    defender: *defender,
                });
            }
        }
        if let Some(most) = self.air_support {
            out.extend((0..=most).map(|units| Command::AirSupport { units }));
        }
        if self.end_phase {
            out.push(Command::EndPhase);
        }
        out
    }

    /// Whether nothing at all may be given.
    pub fn is_empty(&self) -> bool {
        self.answers.is_empty()
            && self.activations.is_empty()
            && self.orders.is_empty()
            && self.placements.is_empty()
            && self.rebuilds.is_empty()
            && self.moves.is_empty()
            && self.attacks.is_empty()
            && self.air_support.is_none()
            && !self.end_phase
    }
}

fn listed(list: &[(UnitId, Vec<HexIdx>)], unit: UnitId, hex: HexIdx) -> bool {
    list.iter()
        .any(|(u, hexes)| *u == unit && hexes.contains(&hex))
}
