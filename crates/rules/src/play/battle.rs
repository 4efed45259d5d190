//! How a computer player judges a battle before it is fought, from the exact forecast (every face
//! of an odds table's die, or every combination of opposed rolls), picks the attack that promises
//! most, and answers a battle's questions: the side that suffers the answer takes the cheapest,
//! the other side the costliest.

use crate::data::combat::Resolver;
use crate::data::condition::BattleSide;
use crate::engine::game::Game;
use crate::mechanics::combat::calc::Odds;
use crate::mechanics::combat::calc::{attacker_problem, odds_unworded};
use crate::mechanics::combat::consequence::distinct_choices;
use crate::mechanics::combat::forecast::forecast_unworded;
use crate::mechanics::combat::opposed;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::{SideId, UnitId};
use crate::play::aims::Aims;
use crate::play::weights::STACK_ODDS;
use crate::play::{ApplyFn, mine, run};
use crate::query::zoc::SideTables;
use crate::state::Stage;
use crate::state::UnitStatus;
use crate::state::command::Command;

/// What an attack is expected to bring.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Prospect {
    /// Expected steps the defender loses (an eliminated stack all of them; a retreat counts half
    /// a step, the hex's worth more if it is an objective) less the attacker's expected steps.
    pub value: f64,
    /// Chance the defender loses a step, retreats or is eliminated.
    pub success: f64,
    /// Chance the attacker loses a step.
    pub risk: f64,
}

/// The expected outcome of the battle `o`, for a side with these aims.
pub fn prospect(game: &Game, o: &Odds, aims: &Aims) -> Prospect {
    let worth = aims.worth[o.hex as usize] as f64;
    if let Resolver::OpposedRolls { .. } = &game.rules.combat.resolver {
        let Some(f) = opposed::forecast(game, o) else {
            return Prospect {
                value: 0.0,
                success: 0.0,
                risk: 1.0,
            };
        };
        let total = f.total.max(1) as f64;
        let mean = |m: &std::collections::BTreeMap<u32, u32>| {
            m.iter().map(|(&k, &c)| k as f64 * c as f64).sum::<f64>() / total
        };
        let risk = f
            .attacker_losses
            .iter()
            .filter(|&(&k, _)| k > 0)
            .map(|(_, &c)| c as f64)
            .sum::<f64>()
            / total;
        let win = f.attacker_wins as f64 / total;
        // Casualties are in combat factors: about two to a step.
        return Prospect {
            value: (mean(&f.defender_losses) - mean(&f.attacker_losses)) / 2.0 + win * worth,
            success: win,
            risk,
        };
    }
    let faces = forecast_unworded(game, &game.state, o);
    let n = faces.len().max(1) as f64;
    let mut p = Prospect {
        value: 0.0,
        success: 0.0,
        risk: 0.0,
    };
    for f in &faces {
        let taken = f.defender_eliminated || f.defender_retreats;
        p.value += f.defender_steps as f64 - f.attacker_steps as f64
            + if f.defender_retreats { 0.5 } else { 0.0 }
            + if taken { worth } else { 0.0 };
        if f.defender_steps > 0 || taken {
            p.success += 1.0;
        }
        if f.attacker_steps > 0 {
            p.risk += 1.0;
        }
    }
    p.value /= n;
    p.success /= n;
    p.risk /= n;
    p
}

/// An answer to the pending battle's question: the side the answer costs takes the cheapest,
/// the other side the costliest for its enemy; an advance goes in with the strongest attacker
/// unless it would leave an objective it alone holds.
pub fn answer(game: &Game) -> Option<Command> {
    answer_with(game, false)
}

/// `answer`, advancing after combat `careful`ly if told to: only into an objective or where the
/// advancing unit would not stand alone against more than `STACK_ODDS` times its defense in
/// enemy attack next to it (the general's plans: an attacker that advanced alone was the lone
/// unit most often hit at the enemy's best odds).
pub fn answer_with(game: &Game, careful: bool) -> Option<Command> {
    let p = game.state.pending.as_ref()?;
    if p.reaction.is_some() {
        return Some(reaction_answer(game, p));
    }
    if p.stage == Stage::Advance {
        let safe = |u: UnitId| !careful || safe_advance(game, u, p.hex);
        let best = p
            .attackers
            .iter()
            .copied()
            .filter(|&u| safe(u))
            .filter(|&u| {
                game.state.unit_hex(u).is_some_and(|h| {
                    let worth: u32 = game
                        .scenario
                        .victory
                        .iter()
                        .filter(|v| v.hexes.contains(&h))
                        .count() as u32;
                    worth == 0 || game.state.units_at(h).count() > 1
                })
            })
            .max_by_key(|&u| (game.factors(&game.state, u).attack, std::cmp::Reverse(u)));
        return Some(Command::Advance { unit: best });
    }
    // Whose losses the answer decides, and who gives it.
    let (suffers, chooser) = match &p.stage {
        Stage::Retreat => (BattleSide::Defender, BattleSide::Attacker),
        Stage::StepOrRetreat => (BattleSide::Defender, BattleSide::Defender),
        Stage::DefenderLoss { .. } => (BattleSide::Defender, p.chooser),
        Stage::AttackerLoss { .. } => (BattleSide::Attacker, BattleSide::Attacker),
        Stage::TradePick { .. } => (BattleSide::Defender, BattleSide::Attacker),
        Stage::Choice { by, .. } => (*by, *by),
        Stage::Run | Stage::Advance | Stage::Withdraw => return None,
    };
    let choices = distinct_choices(game, &game.state);
    let cost = |c: &crate::mechanics::combat::consequence::Choice| (c.eliminated, c.steps);
    let pick = if suffers == chooser {
        choices.iter().min_by_key(|c| cost(c))
    } else {
        choices.iter().max_by_key(|c| cost(c))
    };
    pick.map(|c| c.command.clone())
}

/// A reaction's answer: a unit that can end its withdrawal in the hex the enemy was about to
/// enter goes there (the enemy's move ends short of it); otherwise none reacts. A unit already
/// withdrawing takes the path into that hex, or else the shortest.
fn reaction_answer(game: &Game, p: &crate::state::Pending) -> Command {
    use crate::mechanics::reaction::withdrawals;
    let r = p.reaction.as_ref().expect("the caller found a reaction");
    let rule = &game.rules.duties.reactions[r.reaction as usize];
    let ends_there = |path: &Vec<HexIdx>| path.last() == Some(&p.hex);
    match (&p.stage, r.reacting) {
        (Stage::Withdraw, Some(u)) => {
            let paths = withdrawals(game, &game.state, rule, u, p.hex);
            let path = paths
                .iter()
                .find(|x| ends_there(x))
                .or_else(|| paths.iter().min_by_key(|x| x.len()))
                .cloned()
                .unwrap_or_default();
            Command::Retreat { path }
        }
        _ => {
            let blocker = p.defenders.iter().position(|&u| {
                withdrawals(game, &game.state, rule, u, p.hex)
                    .iter()
                    .any(ends_there)
            });
            Command::Choose {
                option: blocker.map_or(0, |i| i as u32 + 1),
            }
        }
    }
}

/// The attack that promises most: its prospect, the hex and the fewest attackers that keep it.
pub fn best_attack(
    game: &Game,
    aims: &Aims,
    side: SideId,
    min_success: f64,
) -> Option<(Prospect, HexIdx, Vec<UnitId>)> {
    let map = &game.scenario.map;
    let roles = &game.rules.roles;
    let mine = mine(game, side);
    let mut targets: Vec<HexIdx> = enemy_hexes_next_to(game, &mine, side)
        .into_iter()
        .filter(|&n| {
            !game
                .state
                .units_at(n)
                .any(|e| game.state.units[e as usize].has(roles.defended))
        })
        .collect();
    targets.sort_unstable();
    let mut best: Option<(Prospect, HexIdx, Vec<UnitId>)> = None;
    for t in targets {
        let mut attackers: Vec<UnitId> = mine
            .iter()
            .copied()
            .filter(|&u| {
                !game.state.units[u as usize].has(roles.attacked)
                    && game
                        .state
                        .unit_hex(u)
                        .is_some_and(|h| map.direction(h, t).is_some())
                    && attacker_problem(game, &game.state, u, t).is_none()
            })
            .collect();
        if attackers.is_empty() {
            continue;
        }
        let Ok(o) = odds_unworded(game, &game.state, &attackers, t) else {
            continue;
        };
        let mut p = prospect(game, &o, aims);
        if p.success < min_success || p.value <= 0.0 {
            continue;
        }
        // As few attackers as keep the promise: the weakest go first.
        attackers.sort_by_key(|&u| (game.factors(&game.state, u).attack, u));
        let mut i = 0;
        while i < attackers.len() && attackers.len() > 1 {
            let mut fewer = attackers.clone();
            fewer.remove(i);
            match odds_unworded(game, &game.state, &fewer, t).map(|o| prospect(game, &o, aims)) {
                Ok(q) if q.success >= p.success - 1e-9 && q.value >= p.value - 0.05 => {
                    attackers = fewer;
                    p = q;
                }
                _ => i += 1,
            }
        }
        if best.as_ref().is_none_or(|(b, _, _)| p.value > b.value) {
            best = Some((p, t, attackers));
        }
    }
    best
}

/// Whether `u` may attack the hex `t` as its units stand: it is next to it, has attack strength,
/// and the rules raise no problem (its side's phase aside: callers judge on copies set in it).
pub fn may_attack(game: &Game, u: UnitId, t: HexIdx) -> bool {
    game.state
        .unit_hex(u)
        .is_some_and(|h| game.scenario.map.direction(h, t).is_some())
        && game.factors(&game.state, u).attack > 0
        && attacker_problem(game, &game.state, u, t).is_none()
}

/// The units of `side` next to the hex `t` that may attack it.
pub fn attackers_of(game: &Game, side: SideId, t: HexIdx) -> Vec<UnitId> {
    attackers_among(game, side, t, |x| game.state.units_at(x))
}

/// `attackers_of`, a hex's units in unit order given by `units_at` (where a caller keeps them
/// at hand: `ahead::Ahead`).
pub fn attackers_among<I: Iterator<Item = UnitId>>(
    game: &Game,
    side: SideId,
    t: HexIdx,
    units_at: impl Fn(HexIdx) -> I,
) -> Vec<UnitId> {
    game.scenario.map.neighbours[t as usize]
        .iter()
        .filter(|&&x| x != NO_HEX)
        .flat_map(|&x| units_at(x))
        .filter(|&a| game.scenario.units[a as usize].side == side && may_attack(game, a, t))
        .collect()
}

/// What the attackers may expect from attacking `t` (the prospect's value, 0 if none is
/// positive, the odds are refused or there are no attackers).
pub fn expected_gain(game: &Game, attackers: &[UnitId], t: HexIdx, aims: &Aims) -> f64 {
    if attackers.is_empty() {
        return 0.0;
    }
    odds_unworded(game, &game.state, attackers, t)
        .map(|o| prospect(game, &o, aims).value.max(0.0))
        .unwrap_or(0.0)
}

/// Answers every question of the pending battle.
pub fn answer_all(game: &mut Game, apply: &mut ApplyFn, done: &mut Vec<Command>) {
    answer_all_with(game, apply, done, false);
}

/// `answer_all`, advancing after combat carefully if told to (`answer_with`).
pub fn answer_all_with(
    game: &mut Game,
    apply: &mut ApplyFn,
    done: &mut Vec<Command>,
    careful: bool,
) {
    while game.state.pending.is_some() {
        let Some(c) = answer_with(game, careful) else {
            break;
        };
        if !run(game, apply, c, done) {
            break;
        }
    }
}

/// Per hex: whether it holds a unit of `side`'s enemy.
pub fn enemy_hexes(game: &Game, side: SideId) -> Vec<bool> {
    let mut enemy = vec![false; game.scenario.map.len()];
    for (i, us) in game.state.units.iter().enumerate() {
        if let UnitStatus::OnMap(h) = us.status()
            && game.scenario.units[i].side != side
        {
            enemy[h as usize] = true;
        }
    }
    enemy
}

/// The hexes next to `units` that hold an enemy of `side`, in the order the units find them.
pub fn enemy_hexes_next_to(game: &Game, units: &[UnitId], side: SideId) -> Vec<HexIdx> {
    let map = &game.scenario.map;
    // (Who holds each hex, from the side's shared tables: no table of the map built per call.)
    let tables = SideTables::shared(game, &game.state, side);
    let enemy = |n: HexIdx| tables.occ[n as usize].is_some_and(|(s, _)| s != side);
    let mut targets: Vec<HexIdx> = Vec::new();
    for &u in units {
        if let Some(h) = game.state.unit_hex(u) {
            for &n in &map.neighbours[h as usize] {
                if n != NO_HEX && enemy(n) && !targets.contains(&n) {
                    targets.push(n);
                }
            }
        }
    }
    debug_assert!(
        {
            let all = enemy_hexes(game, side);
            targets.iter().all(|&t| all[t as usize])
                && units
                    .iter()
                    .filter_map(|&u| game.state.unit_hex(u))
                    .all(|h| {
                        map.neighbours[h as usize]
                            .iter()
                            .all(|&n| n == NO_HEX || !all[n as usize] || targets.contains(&n))
                    })
        },
        "the shared tables' enemy hexes are the units'"
    );
    targets
}

/// Makes an attack and answers its questions; whether the rules took it.
pub fn attack(
    game: &mut Game,
    apply: &mut ApplyFn,
    attackers: Vec<UnitId>,
    hex: HexIdx,
    done: &mut Vec<Command>,
) -> bool {
    attack_with(game, apply, attackers, hex, done, false)
}

/// `attack`, advancing after combat carefully if told to (`answer_with`).
pub fn attack_with(
    game: &mut Game,
    apply: &mut ApplyFn,
    attackers: Vec<UnitId>,
    hex: HexIdx,
    done: &mut Vec<Command>,
    careful: bool,
) -> bool {
    let c = Command::Attack {
        attackers,
        defender: hex,
    };
    if !run(game, apply, c, done) {
        return false;
    }
    answer_all_with(game, apply, done, careful);
    true
}

/// Whether `u` may advance into `to` carefully: `to` is an objective, or the enemy attack next
/// to it is at most `STACK_ODDS` times the unit's defense.
fn safe_advance(game: &Game, u: UnitId, to: HexIdx) -> bool {
    if game.scenario.victory.iter().any(|v| v.hexes.contains(&to)) {
        return true;
    }
    let st = &game.state;
    let side = game.scenario.units[u as usize].side;
    let threat: u32 = game.scenario.map.neighbours[to as usize]
        .iter()
        .filter(|&&x| x != NO_HEX)
        .flat_map(|&x| st.units_at(x))
        .filter(|&e| game.scenario.units[e as usize].side != side)
        .map(|e| game.factors(st, e).attack)
        .sum();
    f64::from(threat) <= STACK_ODDS * f64::from(game.factors(st, u).defense.max(1))
}

/// The attacks the rules make compulsory, with every unit that owes them.
pub fn owed_attacks(game: &mut Game, apply: &mut ApplyFn, done: &mut Vec<Command>) {
    while let Some((hex, attackers)) = crate::mechanics::orders::owed_attacks(game, &game.state)
        .into_iter()
        .next()
    {
        if !attack(game, apply, attackers, hex, done) {
            break;
        }
    }
}
