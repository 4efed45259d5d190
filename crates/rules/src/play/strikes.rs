//! Attacks prepared in the movement phase, as TripleA's ProAI prepares them: before a unit moves,
//! the side picks the enemy stacks it will attack in its coming combat phase and the units that
//! will make each attack, from every unit that can end its move next to one. For each enemy hex
//! in reach, the units that can get next to it join the attack strongest first, each judged by
//! the exact forecast of the battle as it would be fought in the combat phase, until the attack
//! promises most (the fewest units that keep that promise); the attack that promises most of all
//! is taken, its units set aside with the hexes they attack from, and the rest judged again, until
//! no attack left clears the side's least chance of success. A side still on the attack sends a
//! unit only to hexes as near its goal as any it can reach (else it made attacks where it stood
//! and never got anywhere). The units sent move first, each to its hex; the others then move as
//! before.
//!
//! A player moving unit by unit, each to the hex that scores best alone, never brings the second
//! and third units an attack needs: the first adds nothing to an attack that is not yet worth
//! making. Prepared together, they do.

use crate::engine::game::Game;
use crate::mechanics::combat::calc::{attacker_problem, odds_unworded};
use crate::mechanics::movement::Mover;
use crate::mechanics::reach::Reach;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::{SideId, UnitId};
use crate::play::ahead::{copy_in_phase, own_combat_phase};
use crate::play::aims::Aims;
use crate::play::battle::{Prospect, enemy_hexes, prospect};
use crate::play::mine;
use crate::query::stacking::stack_problem;
use crate::state::{UnitState, UnitStatus};

/// A promise must grow by this much (expected steps) for one more unit to join an attack (0.05
/// and 0.25 did alike in Operation Blue, 0.5 worse; 0.25 sends fewer units).
const MARGIN: f64 = 0.25;
/// An attack stops taking units after this many in a row added nothing.
const GIVE_UP: usize = 3;

/// The attacks a side prepares in its movement phase, in the order they were chosen (the one
/// that promised most first).
#[derive(Debug, Default)]
pub struct Strikes {
    /// The attacks, the one that promised most first.
    prepared: Vec<Strike>,
    /// The way each unit sent elsewhere than where it stands goes there, from the search that
    /// found its hex.
    paths: Vec<(UnitId, Vec<HexIdx>)>,
    /// Every movement search made, by unit, for the moves after (`search_of`).
    searches: Vec<(UnitId, Reach)>,
    /// What the searches read of the position besides where the side's own units stand, as it
    /// was when they were made.
    made_in: Option<Position>,
}

/// What a movement search reads of a position besides where the moving side's other units
/// stand: the units (the enemy's, and the moving unit itself), the crossings counted this turn,
/// the hex markers, the phase and its weather.
#[derive(Debug)]
struct Position {
    turn: u32,
    phase: usize,
    weather: Option<u8>,
    units: Vec<UnitState>,
    /// The units of the other sides.
    enemies: Vec<UnitId>,
    crossings: Vec<Vec<u32>>,
    hex_markers: Vec<(HexIdx, u8, SideId)>,
}

/// One attack prepared: the enemy hex, what the attack promises, and the units that make it,
/// each with the hex it attacks from (where it stands, or where it is sent).
#[derive(Debug, Clone)]
pub struct Strike {
    /// The enemy hex attacked.
    pub target: HexIdx,
    /// What the attack promises, by the exact forecast, its units in their hexes.
    pub prospect: Prospect,
    /// The units that make it, strongest first, with the hexes they attack from.
    pub party: Vec<(UnitId, HexIdx)>,
}

/// An attack judged: what it promises and which candidates make it, from which hexes (none: no
/// attack can be made).
type Attack = Option<(Prospect, Vec<(usize, HexIdx)>)>;

/// One of the side's units that may join an attack: where it stands and where it can end its move.
struct Candidate {
    unit: UnitId,
    start: HexIdx,
    /// The hexes it can end its move in (its own among them), with what getting there costs.
    options: Vec<(HexIdx, u32)>,
    /// Its movement search (none if it may not move).
    reach: Option<Reach>,
    attack: u32,
}

impl Strikes {
    /// No attack prepared.
    pub fn none() -> Self {
        Strikes::default()
    }

    /// The attacks `side` prepares as the position stands, each with at least `min_success`
    /// chance of success. None unless the side's next combat phase comes before any phase of
    /// another side.
    pub fn new<'a>(
        game: &Game,
        aims: &'a Aims,
        side: SideId,
        min_success: f64,
        goal: impl Fn(UnitId) -> &'a [u32],
    ) -> Self {
        let Some(combat) = own_combat_phase(game, side) else {
            return Self::none();
        };
        let enemy_at = enemy_hexes(game, side);
        let enemy = |h: HexIdx| h != NO_HEX && enemy_at[h as usize];
        let (candidates, mut searches) = candidates(game, aims, side, goal, &enemy);
        let targets = targets(game, &candidates, &enemy);
        let Some(mut copy) = copy_in_phase(game, combat) else {
            return Self::none();
        };
        let mut strikes = Strikes {
            made_in: Some(Position::of(game, side)),
            ..Strikes::none()
        };
        strikes.prepare(&mut copy, aims, &candidates, &targets, min_success);
        searches.extend(
            candidates
                .into_iter()
                .filter_map(|c| c.reach.map(|r| (c.unit, r))),
        );
        strikes.searches = searches;
        strikes
    }

    /// Takes the attack on `targets` that promises most, its units set aside in their hexes on
    /// `copy`, and judges the others again, until no attack left clears `min_success`.
    fn prepare(
        &mut self,
        copy: &mut Game,
        aims: &Aims,
        candidates: &[Candidate],
        targets: &[HexIdx],
        min_success: f64,
    ) {
        let mut taken = vec![false; candidates.len()];
        // Each target's best attack, judged again only when units it took were taken or a hex
        // it attacked from filled.
        let mut judged: Vec<Option<Attack>> = vec![None; targets.len()];
        loop {
            let mut best: Option<(Prospect, usize)> = None;
            for (k, &t) in targets.iter().enumerate() {
                if self.prepared.iter().any(|x| x.target == t) {
                    continue;
                }
                let attack =
                    judged[k].get_or_insert_with(|| strike_on(copy, aims, candidates, &taken, t));
                if let Some((p, _)) = attack
                    && p.success >= min_success
                    && p.value > 0.0
                    && best.as_ref().is_none_or(|(b, _)| p.value > b.value)
                {
                    best = Some((*p, k));
                }
            }
            let Some((p, k)) = best else { break };
            let party = judged[k].take().flatten().expect("judged above").1;
            for &(i, h) in &party {
                taken[i] = true;
                let c = &candidates[i];
                copy.state.set_status(c.unit, UnitStatus::OnMap(h));
                if let Some(path) = c.reach.as_ref().and_then(|r| r.path_to(h)) {
                    self.paths.push((c.unit, path));
                }
            }
            self.prepared.push(Strike {
                target: targets[k],
                prospect: p,
                party: party
                    .iter()
                    .map(|&(i, h)| (candidates[i].unit, h))
                    .collect(),
            });
            for j in &mut judged {
                let stale = j.as_ref().is_some_and(|a| {
                    a.as_ref().is_some_and(|(_, other)| {
                        other
                            .iter()
                            .any(|&(i, h)| taken[i] || party.iter().any(|&(_, x)| x == h))
                    })
                });
                if stale {
                    *j = None;
                }
            }
        }
    }

    /// The movement search made of `u` as the attacks were prepared, for its move now (with
    /// `Mover::refresh`, which compares the unit's own numbers and judges again where it may
    /// end): none if it made none, or if anything else a search reads changed since (an enemy
    /// unit, `u` itself, a crossing count, a hex marker, the phase or its weather); the side's
    /// other units may have moved.
    pub fn search_of(&mut self, game: &Game, u: UnitId) -> Option<Reach> {
        let was = self.made_in.as_ref()?;
        let st = &game.state;
        let same = st.turn == was.turn
            && st.phase == was.phase
            && st.weather == was.weather
            && st.crossings == was.crossings
            && st.hex_markers == was.hex_markers
            && st.units.len() == was.units.len()
            && st.units.get(u as usize) == was.units.get(u as usize)
            && was
                .enemies
                .iter()
                .all(|&i| st.units[i as usize] == was.units[i as usize]);
        if !same {
            return None;
        }
        let k = self.searches.iter().position(|(x, _)| *x == u)?;
        Some(self.searches.swap_remove(k).1)
    }

    /// The attacks prepared, the one that promised most first.
    pub fn strikes(&self) -> &[Strike] {
        &self.prepared
    }

    /// The way `u`, sent elsewhere than where it stands, goes to its hex (as the position stood
    /// when the attacks were prepared).
    pub fn path_of(&self, u: UnitId) -> Option<&[HexIdx]> {
        self.paths
            .iter()
            .find(|(x, _)| *x == u)
            .map(|(_, p)| p.as_slice())
    }

    /// The units that make the attacks, in the order they should move, each with the hex it
    /// attacks from.
    pub fn sent(&self) -> impl Iterator<Item = (UnitId, HexIdx)> + '_ {
        self.prepared.iter().flat_map(|s| s.party.iter().copied())
    }
}

/// The side's units that may join an attack, strongest first: those with an attack factor that
/// can end their move next to an enemy (on the way to their goal, for a side on the attack). And
/// the movement searches of the others, for their moves after.
fn candidates<'a>(
    game: &Game,
    aims: &'a Aims,
    side: SideId,
    goal: impl Fn(UnitId) -> &'a [u32],
    enemy: &impl Fn(HexIdx) -> bool,
) -> (Vec<Candidate>, Vec<(UnitId, Reach)>) {
    let st = &game.state;
    let map = &game.scenario.map;
    let mut candidates: Vec<Candidate> = Vec::new();
    let mut searches: Vec<(UnitId, Reach)> = Vec::new();
    for u in mine(game, side) {
        let Some(start) = st.unit_hex(u) else {
            continue;
        };
        let attack = game.factors(st, u).attack;
        if attack == 0 {
            continue;
        }
        let mut options = vec![(start, 0)];
        let reach = Mover::may_move(game, st, u)
            .then(|| Mover::new(game, st, u).ok().map(|m| m.reach()))
            .flatten();
        if let Some(r) = &reach {
            options.extend(r.dests.iter().map(|&h| (h, r.cost(h).unwrap_or(u32::MAX))));
        }
        // A side on the attack sends a unit only where it gets as far on its way to its goal
        // as it could anyway: an attack does not hold back the advance (tried with a hex
        // of slack: Operation Blue's greedy Axis won 67-72% of 100 games against random
        // Soviets, 89% without).
        if aims.attacking {
            let field = goal(u);
            let far = options
                .iter()
                .map(|&(h, _)| field[h as usize])
                .min()
                .unwrap_or(u32::MAX);
            options.retain(|&(h, _)| field[h as usize] <= far);
        }
        // Only the hexes next to an enemy matter here.
        options.retain(|&(h, _)| map.neighbours[h as usize].iter().any(|&t| enemy(t)));
        if options.is_empty() {
            if let Some(r) = reach {
                searches.push((u, r));
            }
        } else {
            candidates.push(Candidate {
                unit: u,
                start,
                options,
                reach,
                attack,
            });
        }
    }
    // Strongest first, so an attack takes the fewest units.
    candidates.sort_by_key(|c| (std::cmp::Reverse(c.attack), c.unit));
    (candidates, searches)
}

/// The enemy hexes next to a hex some candidate can end its move in, in order.
fn targets(game: &Game, candidates: &[Candidate], enemy: &impl Fn(HexIdx) -> bool) -> Vec<HexIdx> {
    let map = &game.scenario.map;
    let mut targets: Vec<HexIdx> = Vec::new();
    for c in candidates {
        for &(h, _) in &c.options {
            for &t in &map.neighbours[h as usize] {
                if enemy(t) && !targets.contains(&t) {
                    targets.push(t);
                }
            }
        }
    }
    targets.sort_unstable();
    targets
}

impl Position {
    /// The position as a movement search of `side`'s units reads it.
    fn of(game: &Game, side: SideId) -> Self {
        let st = &game.state;
        Position {
            turn: st.turn,
            phase: st.phase,
            weather: st.weather,
            units: st.units.clone(),
            enemies: (0..st.units.len() as UnitId)
                .filter(|&x| game.scenario.units[x as usize].side != side)
                .collect(),
            crossings: st.crossings.clone(),
            hex_markers: st.hex_markers.clone(),
        }
    }
}

/// The best attack on `t` the candidates not yet taken can make, judged on `copy` (the game set
/// in the coming combat phase, the units already sent in their hexes; left as it was): what it
/// promises and which candidates make it, from which hexes. None if none can attack.
fn strike_on(
    copy: &mut Game,
    aims: &Aims,
    candidates: &[Candidate],
    taken: &[bool],
    t: HexIdx,
) -> Option<(Prospect, Vec<(usize, HexIdx)>)> {
    let scenario = copy.scenario.clone();
    let map = &scenario.map;
    let mut party: Vec<(usize, HexIdx)> = Vec::new();
    let mut was: Vec<(UnitId, UnitStatus)> = Vec::new();
    let mut best: Option<(Prospect, usize)> = None;
    for (i, c) in candidates.iter().enumerate() {
        if taken[i] {
            continue;
        }
        // Where it attacks from: where it stands if it can, else the hex next to `t` the enemy
        // threatens least that the unit can stack in, the cheapest to reach of those.
        let mut from: Option<(u32, u32, HexIdx)> = None;
        // The last unit in an objective its side holds attacks only from there.
        let guards = aims.holds_objective(&copy.state, c.start)
            && copy.state.units_at(c.start).all(|x| x == c.unit);
        for &(h, cost) in &c.options {
            if map.direction(h, t).is_none() || (guards && h != c.start) {
                continue;
            }
            let key = if h == c.start {
                (0, 0)
            } else {
                (aims.threat[h as usize] + 1, cost)
            };
            if from.is_some_and(|(a, b, _)| (a, b) <= key) {
                continue;
            }
            let mut stack: Vec<UnitId> = copy.state.units_at(h).collect();
            stack.retain(|&x| x != c.unit);
            stack.push(c.unit);
            if h != c.start && stack_problem(copy, &copy.state, h, &stack).is_some() {
                continue;
            }
            from = Some((key.0, key.1, h));
        }
        let Some((_, _, h)) = from else { continue };
        was.push((c.unit, copy.state.units[c.unit as usize].status()));
        copy.state.set_status(c.unit, UnitStatus::OnMap(h));
        if attacker_problem(copy, &copy.state, c.unit, t).is_some() {
            let (u, s) = was.pop().expect("just pushed");
            copy.state.set_status(u, s);
            continue;
        }
        party.push((i, h));
        let units: Vec<UnitId> = party.iter().map(|&(j, _)| candidates[j].unit).collect();
        let Ok(o) = odds_unworded(copy, &copy.state, &units, t) else {
            continue;
        };
        let p = prospect(copy, &o, aims);
        if best.is_none_or(|(b, _)| p.value > b.value + MARGIN) {
            best = Some((p, party.len()));
        } else if best.is_some_and(|(_, n)| party.len() >= n + GIVE_UP) {
            break;
        }
    }
    for (u, s) in was.into_iter().rev() {
        copy.state.set_status(u, s);
    }
    let (p, n) = best?;
    party.truncate(n);
    Some((p, party))
}
