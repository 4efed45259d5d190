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

use crate::data::ruleset::PhaseKind;
use crate::engine::game::Game;
use crate::mechanics::combat::calc::{attacker_problem, odds_unworded};
use crate::mechanics::movement::{Mover, Reach};
use crate::mechanics::placement::placement_hexes;
use crate::mechanics::replacement::{rebuild_problem, rebuild_unit_problem};
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::{SideId, UnitId};
use crate::state::command::Command;
use crate::state::{Setup, State, UnitStatus};

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

/// The answers to the waiting question, in `combat::choices` order (empty when none waits).
pub fn answers(setup: &Setup, st: &State) -> Vec<Command> {
    crate::mechanics::combat::choices(setup, st)
}

/// The units that may be activated now, in the order `activation::to_activate` gives.
pub fn activations(setup: &Setup, st: &State) -> Vec<UnitId> {
    crate::mechanics::activation::to_activate(setup, st)
}

/// The orders the phasing side may give now, in the ruleset's order (a unit's order once per
/// unit it may go to).
pub fn orders(setup: &Setup, st: &State) -> Vec<Command> {
    if st.pending.is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (k, units) in crate::mechanics::orders::orders_now(setup, st) {
        let order = &setup.rules.duties.orders[k].id;
        if units.is_empty() {
            out.push(Command::Order {
                order: order.clone(),
                unit: None,
            });
        }
        out.extend(units.into_iter().map(|u| Command::Order {
            order: order.clone(),
            unit: Some(u),
        }));
    }
    out
}

/// The hexes a waiting unit may be placed in now (empty when it may not be placed).
pub fn placement_hexes_of(setup: &Setup, st: &State, unit: UnitId) -> Vec<HexIdx> {
    let phase = &setup.rules.phases[st.phase];
    let waiting = st.units[unit as usize].status() == UnitStatus::Waiting;
    if phase.kind != PhaseKind::Reinforcement
        || phase.side != setup.scenario.units[unit as usize].side
        || !waiting
    {
        return Vec::new();
    }
    placement_hexes(setup, st, unit, false)
}

/// The side's waiting units that may be placed now, in unit order, with their hexes.
pub fn placements(setup: &Setup, st: &State, side: SideId) -> Vec<(UnitId, Vec<HexIdx>)> {
    units_of(setup, side)
        .map(|u| (u, placement_hexes_of(setup, st, u)))
        .filter(|(_, hexes)| !hexes.is_empty())
        .collect()
}

/// The hexes a unit may be rebuilt in now: an eliminated unit's placement hexes, a reduced
/// unit's own hex (empty when it may not be rebuilt).
pub fn rebuild_hexes(setup: &Setup, st: &State, unit: UnitId) -> Vec<HexIdx> {
    // The unit's own checks once, then its hexes: `placement_hexes` keeps only the legal ones.
    if rebuild_unit_problem(setup, st, unit).is_some() {
        return Vec::new();
    }
    match st.units[unit as usize].status() {
        UnitStatus::OnMap(h) if rebuild_problem(setup, st, unit, h).is_none() => vec![h],
        UnitStatus::Eliminated => placement_hexes(setup, st, unit, true),
        _ => Vec::new(),
    }
}

/// The side's units that may be rebuilt now, in unit order, with their hexes.
pub fn rebuilds(setup: &Setup, st: &State, side: SideId) -> Vec<(UnitId, Vec<HexIdx>)> {
    units_of(setup, side)
        .map(|u| (u, rebuild_hexes(setup, st, u)))
        .filter(|(_, hexes)| !hexes.is_empty())
        .collect()
}

/// A unit's reach, if it may move now and has somewhere to go.
pub fn reach_of(setup: &Setup, st: &State, unit: UnitId) -> Option<Reach> {
    if !Mover::may_move(setup, st, unit) {
        return None;
    }
    let reach = Mover::new(setup, st, unit).ok()?.reach();
    (!reach.dests.is_empty()).then_some(reach)
}

/// The side's units that may move now, in unit order, with their reaches.
pub fn moves(setup: &Setup, st: &State, side: SideId) -> Vec<(UnitId, Reach)> {
    if st.pending.is_some() {
        return Vec::new();
    }
    units_of(setup, side)
        .filter_map(|u| reach_of(setup, st, u).map(|r| (u, r)))
        .collect()
}

/// The units that may join an attack on `hex` now: next to it, the rules' check of each
/// attacker passed, not attacked yet this phase (in the order of `hex`'s neighbours).
pub fn joiners(setup: &Setup, st: &State, hex: HexIdx) -> Vec<UnitId> {
    setup.scenario.map.neighbours[hex as usize]
        .iter()
        .filter(|&&n| n != NO_HEX)
        .flat_map(|&n| st.units_at(n))
        .filter(|&u| {
            !st.units[u as usize].has(setup.rules.roles.attacked)
                && attacker_problem(setup, st, u, hex).is_none()
        })
        .collect()
}

/// The hexes `side` may attack now, in hex order, each with the units that may join: hexes
/// holding only enemy units none of which has been attacked this phase, with someone to attack
/// them.
pub fn attacks(setup: &Setup, st: &State, side: SideId) -> Vec<(HexIdx, Vec<UnitId>)> {
    if st.pending.is_some() || setup.rules.phases[st.phase].kind != PhaseKind::Combat {
        return Vec::new();
    }
    (0..setup.scenario.map.len() as HexIdx)
        .filter(|&h| {
            let mut units = st.units_at(h).peekable();
            units.peek().is_some()
                && units.all(|u| {
                    setup.scenario.units[u as usize].side != side
                        && !st.units[u as usize].has(setup.rules.roles.defended)
                })
        })
        .filter_map(|h| {
            let joiners = joiners(setup, st, h);
            (!joiners.is_empty()).then_some((h, joiners))
        })
        .collect()
}

/// The most air units the phasing side may commit to its next attack now (none: no air
/// support now).
pub fn air_support(setup: &Setup, st: &State) -> Option<u32> {
    let phase = &setup.rules.phases[st.phase];
    (crate::mechanics::air::has_air_support(setup)
        && phase.kind == PhaseKind::Combat
        && st.pending.is_none())
    .then(|| crate::mechanics::air::available(setup, st, phase.side).1)
}

/// Whether the phase may end now: no battle waiting, a formation active where one must be,
/// no attack still owed.
pub fn may_end_phase(setup: &Setup, st: &State) -> bool {
    st.pending.is_none()
        && crate::mechanics::activation::end_problem(setup, st).is_none()
        && (setup.rules.phases[st.phase].kind != PhaseKind::Combat
            || crate::mechanics::orders::check_owed(setup, st).is_ok())
}

fn units_of(setup: &Setup, side: SideId) -> impl Iterator<Item = UnitId> + '_ {
    (0..setup.scenario.units.len() as UnitId)
        .filter(move |&u| setup.scenario.units[u as usize].side == side)
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
