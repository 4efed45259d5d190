//! The greedy player: each decision the best by a simple score, one at a time. Attacks go where
//! the exact forecast promises most (steps taken less steps lost, objectives taken), if the
//! chance of success clears a threshold, with as few units as keep that promise; the attacks of
//! a combat phase are prepared in the movement phase before it (`strikes`: the units each needs
//! are sent next to their target first) and made first. The other units move towards the
//! objectives still to take (or, holding them, towards the enemy) while covering the front with
//! their zones of control, staying in supply and out of overwhelming danger; arrivals and rebuilt
//! units go where they are most useful by the same score.

use crate::data::ruleset::PhaseKind;
use crate::engine::game::Game;
use crate::engine::legal;
use crate::mechanics::movement::Mover;
use crate::mechanics::replacement::rebuild_unit_problem;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::{SideId, UnitId};
use crate::play::aims::Aims;
use crate::play::aims::garrison_duties;
use crate::play::efforts::Efforts;
use crate::play::exposure::Exposure;
use crate::play::judges::Judges;
use crate::play::setup::Setup;
use crate::play::shares::{Orders, Shares};
use crate::play::strikes::Strikes;
use crate::play::{ApplyFn, mine, run};
use crate::query::supply::supply_map;
use crate::state::UnitStatus;
use crate::state::command::Command;
use ground::{Ground, cover_of, shift_cover};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod attacks;
mod ground;

pub use crate::play::weights::Weights;

/// The greedy computer player: each decision the best-scored of the legal ones, ties broken by
/// its own seeded dice.
pub struct GreedyPlayer {
    rng: ChaCha8Rng,
    /// What its scores value, and how much.
    pub weights: Weights,
    /// The attacks it prepared in its last movement phase (`Weights::strikes`): each enemy hex
    /// with the units sent to attack it, made first in its combat phase if they still promise
    /// enough.
    prepared: Prepared,
    /// The objective each unit was sent to in its last movement (`Shares`): its orders stand
    /// while it can still get there.
    orders: Orders,
    /// The main efforts its units serve, if a plan gave it some (`set_efforts`).
    efforts: Option<Efforts>,
}

/// Attacks prepared for a combat phase: each enemy hex with the units sent to attack it.
pub type Prepared = Vec<(HexIdx, Vec<UnitId>)>;

/// What a greedy player carries from its movement phase into the next ones: the attacks it
/// prepared and its units' orders.
#[derive(Debug, Clone, Default)]
pub struct Intent {
    /// The attacks prepared for the coming combat phase.
    pub attacks: Prepared,
    /// The objective each unit is sent to.
    pub orders: Orders,
}

impl GreedyPlayer {
    /// A greedy player with the usual weights, its ties broken from `seed`.
    pub fn new(seed: u64) -> Self {
        Self::with_weights(seed, Weights::default())
    }

    /// A greedy player with these weights (the weight tests and tuning use it).
    pub fn with_weights(seed: u64, weights: Weights) -> Self {
        GreedyPlayer {
            rng: ChaCha8Rng::seed_from_u64(seed),
            weights,
            prepared: Vec::new(),
            orders: Vec::new(),
            efforts: None,
        }
    }

    /// What it carries from its last movement phase into the phases after it (taken: the
    /// attacks prepared are then gone from it).
    pub fn take_intent(&mut self) -> Intent {
        Intent {
            attacks: std::mem::take(&mut self.prepared),
            orders: self.orders.clone(),
        }
    }

    /// Carries on with what another player of the side intended (the planner's plan): its
    /// coming combat phase makes those attacks first, and those orders stand.
    pub fn adopt(&mut self, intent: Intent) {
        self.prepared = intent.attacks;
        self.orders = intent.orders;
    }

    /// The objective each unit was last sent to (its orders).
    pub fn orders(&self) -> &Orders {
        &self.orders
    }

    /// Its units' orders from now on (another player of the side gave them, as the planner's
    /// plans start from its own).
    pub fn give_orders(&mut self, orders: Orders) {
        self.orders = orders;
    }

    /// The main efforts its units serve in its next movement phases (none: each makes for the
    /// objective it is sent to, or the nearest).
    pub fn set_efforts(&mut self, efforts: Option<Efforts>) {
        self.efforts = efforts;
    }

    fn noise(&mut self) -> f64 {
        if self.weights.noise > 0.0 {
            self.rng.random_range(0.0..self.weights.noise)
        } else {
            0.0
        }
    }

    /// The commands of one whole phase (ending it), applied one at a time through `apply`.
    pub fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        let mut done = self.act(game, apply);
        run(game, apply, Command::EndPhase, &mut done);
        done
    }

    /// Everything the player does in this phase but ending it.
    pub fn act(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        let mut done = Vec::new();
        let side = game.phasing_side(&game.state);
        if let Some(&unit) = activation_choices(game).first() {
            run(game, apply, Command::Activate { unit }, &mut done);
        }
        match game.rules.phases[game.state.phase].kind {
            PhaseKind::Orders => {}
            PhaseKind::Reinforcement => self.reinforce(game, apply, side, &mut done),
            PhaseKind::Rail => self.move_units(game, apply, side, true, &mut done),
            PhaseKind::Movement { .. } => self.move_units(game, apply, side, false, &mut done),
            PhaseKind::Combat => self.fight(game, apply, side, &mut done),
        }
        done
    }

    /// A hex's score for a unit ending there (`start`: where it stands, scored as staying).
    fn score(
        &mut self,
        game: &Game,
        ground: Ground,
        unit: UnitId,
        start: Option<HexIdx>,
        h: HexIdx,
    ) -> f64 {
        let Ground {
            aims,
            supply,
            cover,
            duty,
            goal,
            close,
        } = ground;
        let w = self.weights;
        let map = &game.scenario.map;
        let hu = h as usize;
        let goal = match goal.unwrap_or(&aims.to_goal)[hu] {
            u32::MAX => 0.0,
            d if aims.attacking || close => -(d as f64),
            // Holding what it needs, a side keeps two hexes off the enemy: its zones of
            // control then close the hexes next to the enemy.
            d => -((d as f64) - 2.0).abs(),
        };
        let mut s = w.goal * goal;
        if let Some(d) = duty
            && d[hu] != u32::MAX
        {
            s -= w.duty * d[hu] as f64;
        }
        // Front hexes (next to an enemy unit) this unit's ZOC would close that no other does.
        let own = |x: HexIdx| start.is_some_and(|st| map.neighbours[st as usize].contains(&x));
        let newly = map.neighbours[hu]
            .iter()
            .filter(|&&x| {
                x != NO_HEX
                    && aims.to_enemy[x as usize] == 1
                    && cover[x as usize] <= u32::from(own(x))
            })
            .count();
        s += w.front * newly as f64;
        let defense = game.factors(&game.state, unit).defense.max(1) as f64;
        let over = aims.threat[hu] as f64 - 2.0 * defense;
        if over > 0.0 {
            s -= w.danger * over;
        }
        if !supply[hu] {
            s -= w.supply;
        }
        if aims.holds_objective(&game.state, h)
            && game
                .state
                .units_at(h)
                .all(|u| Some(h) == start && u == unit)
        {
            s += w.garrison * aims.worth[hu] as f64;
            // A side still taking objectives keeps those it took where the enemy can reach
            // them next move.
            if aims.attacking && aims.to_enemy[hu] <= aims.enemy_reach {
                s += w.hold * aims.worth[hu] as f64;
            }
        }
        s + self.noise()
    }

    fn reinforce(
        &mut self,
        game: &mut Game,
        apply: &mut ApplyFn,
        side: SideId,
        done: &mut Vec<Command>,
    ) {
        let cover = cover_of(game, side);
        for u in mine(game, side) {
            if game.state.units[u as usize].status() != UnitStatus::Waiting {
                continue;
            }
            let hexes = legal::placement_hexes_of(game, &game.state, u);
            if let Some(h) = self.best_placed(game, side, &cover, u, &hexes) {
                run(game, apply, Command::Place { unit: u, hex: h }, done);
            }
        }
        // Rebuild the strongest first while points last.
        let mut tried = Vec::new();
        while game.state.points[side as usize] > 0 {
            let mut candidates: Vec<UnitId> = mine(game, side)
                .into_iter()
                .filter(|u| !tried.contains(u))
                .filter(|&u| match game.state.units[u as usize].status() {
                    UnitStatus::Eliminated => true,
                    UnitStatus::OnMap(_) => game.state.units[u as usize].losses > 0,
                    _ => false,
                })
                .collect();
            candidates.sort_by_key(|&u| {
                let f = game.scenario.units[u as usize].steps[0];
                (std::cmp::Reverse(f.attack + f.defense), u)
            });
            // (The strongest that may be rebuilt: the rules asked in that order, until one says
            // yes, not of every unit.)
            let Some(u) = candidates
                .into_iter()
                .find(|&u| rebuild_unit_problem(game, &game.state, u).is_none())
            else {
                break;
            };
            tried.push(u);
            let hexes = legal::rebuild_hexes(game, &game.state, u);
            if let Some(h) = self.best_placed(game, side, &cover, u, &hexes) {
                run(game, apply, Command::Rebuild { unit: u, hex: h }, done);
            }
        }
    }

    /// The best of `hexes` to place (or rebuild) the unit in, by its score as the position
    /// stands (each placement changes the side's aims and supply).
    fn best_placed(
        &mut self,
        game: &Game,
        side: SideId,
        cover: &[u32],
        unit: UnitId,
        hexes: &[HexIdx],
    ) -> Option<HexIdx> {
        let aims = Aims::new(game, &game.state, side);
        let supply = supply_map(game, &game.state, side);
        self.best(
            game,
            Ground::of(&aims, &supply, cover),
            unit,
            None,
            hexes,
            None,
        )
    }

    /// The best-scored of `hexes` for the unit (with what the forecast judges add, if given).
    fn best(
        &mut self,
        game: &Game,
        ground: Ground,
        unit: UnitId,
        start: Option<HexIdx>,
        hexes: &[HexIdx],
        mut judges: Option<&mut Judges>,
    ) -> Option<HexIdx> {
        let mut best: Option<(f64, HexIdx)> = None;
        for &h in hexes {
            let mut s = self.score(game, ground, unit, start, h);
            if let Some(j) = judges.as_deref_mut() {
                s += j.of(&self.weights, unit, h);
            }
            if best.is_none_or(|(b, _)| s > b) {
                best = Some((s, h));
            }
        }
        best.map(|(_, h)| h)
    }

    fn move_units(
        &mut self,
        game: &mut Game,
        apply: &mut ApplyFn,
        side: SideId,
        rail: bool,
        done: &mut Vec<Command>,
    ) {
        let aims = Aims::new(game, &game.state, side);
        let supply = supply_map(game, &game.state, side);
        let mut cover = cover_of(game, side);
        let mut judges = Judges {
            exposure: (self.weights.exposure > 0.0)
                .then(|| Exposure::new(game, side))
                .flatten(),
            setup: (self.weights.setup > 0.0)
                .then(|| Setup::new(game, side))
                .flatten(),
        };
        let shares = Shares::new(game, &aims, side, &self.orders);
        self.orders = shares.orders();
        // (Taken for the phase, so the scores may borrow the player; given back at its end.)
        let efforts = self.efforts.take();
        let mut strikes = if self.weights.strikes && !rail {
            Strikes::new(game, &aims, side, self.weights.min_success, |u| {
                efforts
                    .as_ref()
                    .and_then(|e| e.field(u))
                    .or_else(|| shares.field(u))
                    .unwrap_or(&aims.to_goal)
            })
        } else {
            Strikes::none()
        };
        // The units sent to make the attacks prepared move first.
        let placed = self.send(game, apply, &strikes, &mut cover, &mut judges, done);
        let duties = if self.weights.duty > 0.0 {
            garrison_duties(game, &aims, side)
        } else {
            Vec::new()
        };
        // The units nearest the enemy first: they make the line the others fill in behind.
        let mut order: Vec<(u32, UnitId)> = mine(game, side)
            .into_iter()
            .filter_map(|u| {
                game.state
                    .unit_hex(u)
                    .map(|h| (aims.to_enemy[h as usize], u))
            })
            .collect();
        order.sort_unstable();
        for (near, u) in order {
            if placed.contains(&u) {
                continue;
            }
            // By rail only units well behind the front, and never to its edge.
            if rail && near <= 3 {
                continue;
            }
            if !Mover::may_move(game, &game.state, u) {
                continue;
            }
            // (The mover, with the side's shared tables, is done with before the move is made.)
            // The search made as the attacks were prepared serves if nothing it read changed.
            let Ok(r) = Mover::new(game, &game.state, u).map(|m| {
                strikes
                    .search_of(game, u)
                    .and_then(|old| m.refresh(old))
                    .unwrap_or_else(|| m.reach())
            }) else {
                continue;
            };
            let start = r.start;
            let mut options = r.dests.clone();
            if rail {
                options.retain(|&h| aims.to_enemy[h as usize] >= 3);
            }
            options.push(start);
            let mut ground = Ground::of(&aims, &supply, &cover);
            ground.duty = duties
                .iter()
                .find(|(d, _)| *d == u)
                .map(|(_, dist)| dist.as_slice());
            ground.goal = shares.field(u);
            if let Some(f) = efforts.as_ref().and_then(|e| e.field(u)) {
                ground.goal = Some(f);
                ground.close = true;
            }
            let Some(to) = self.best(game, ground, u, Some(start), &options, Some(&mut judges))
            else {
                continue;
            };
            if to == start {
                continue;
            }
            let path = r.path_to(to).expect("a destination has a path");
            if run(game, apply, Command::Move { unit: u, path }, done) {
                // A reaction may halt the move: answered at once, the unit ends where it ends.
                crate::play::battle::answer_all(game, apply, done);
                let to = game.state.unit_hex(u).unwrap_or(to);
                shift_cover(game, &mut cover, start, to);
                judges.moved(u, to);
            }
        }
        self.efforts = efforts;
    }
}

/// Where the phasing side must activate a formation now, those waiting, best first as the
/// greedy player judges them: the most units near the enemy (two hexes or less), then the first
/// listed. Empty when none must be.
pub fn activation_choices(game: &Game) -> Vec<UnitId> {
    let mut waiting = legal::activations(game, &game.state);
    if waiting.is_empty() {
        return waiting;
    }
    let side = game.phasing_side(&game.state);
    let aims = Aims::new(game, &game.state, side);
    let near = |leader: UnitId| {
        crate::mechanics::activation::members(game, &game.state, leader)
            .into_iter()
            .filter(|&u| {
                game.state
                    .unit_hex(u)
                    .is_some_and(|h| aims.to_enemy[h as usize] <= 2)
            })
            .count()
    };
    waiting.sort_by_cached_key(|&u| (std::cmp::Reverse(near(u)), u));
    waiting
}
