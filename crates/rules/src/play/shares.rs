//! Objectives shared out among a side's units, a judgement a scenario asks for a side
//! (`computer: (share_objectives: [...])`): rather than every unit making for the nearest
//! objective it does not hold, the objectives the side's victory conditions still need (the
//! quickest to reach, and one to spare) each get units enough to take them, the farthest
//! choosing first among the units that can reach it soonest, so the fast units make for the
//! far objectives while there is time. What each objective needs is read from the enemy near
//! it, and at least its part of a third of the side's attack; the units left over make for the
//! nearest objective, as before. Orders stand (`Orders`, kept by the player between phases): a
//! unit sent to an objective that is shared out again goes on to it, before any unit newly
//! picked, while it can get there in time, and no other objective takes it. Without them the
//! farthest objective took the units nearest it every turn, so the fast units turned from one
//! objective to another (Operation Blue's panzers between Stalingrad and Astrakhan, and back).

use crate::engine::game::Game;
use crate::mechanics::movement::Mover;
use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};
use crate::play::aims::Aims;
use crate::play::distance::distances;
use crate::play::mine;
use crate::state::UnitStatus;

/// How many times the defense of the enemy units near an objective the units sent to it must
/// have in attack.
const ODDS: u32 = 3;
/// How near an objective (hexes) an enemy unit counts in what it needs.
const NEAR: u32 = 2;
/// Each objective shared out needs at least its part of this share of the side's attack (a
/// third: the rest make for the nearest objective).
const SHARE: u32 = 3;
/// Objectives shared out beyond those a condition needs.
const SPARE: u32 = 1;

/// The objective hex each unit was last sent to (by unit index), kept by a player between
/// phases so that its orders stand.
pub type Orders = Vec<Option<HexIdx>>;

/// The objective each of the side's units is sent to, if any, with the distances to it.
pub struct Shares {
    /// Per unit (index): the objective (index into `fields`) it is sent to.
    sent: Vec<Option<usize>>,
    /// Per objective shared out: hexes over land to it, hex by hex.
    fields: Vec<Vec<u32>>,
    /// Per objective shared out: its hex.
    hexes: Vec<HexIdx>,
}

impl Shares {
    /// No unit sent anywhere.
    pub fn none() -> Self {
        Shares {
            sent: Vec::new(),
            fields: Vec::new(),
            hexes: Vec::new(),
        }
    }

    /// The side's objectives shared out among its units, as the position stands; `orders`, the
    /// objective each unit was sent to last time (none: no orders stand).
    pub fn new(game: &Game, aims: &Aims, side: SideId, orders: &[Option<HexIdx>]) -> Self {
        let shares = game.scenario.share_objectives.get(side as usize) == Some(&true);
        if !shares || !aims.attacking {
            return Self::none();
        }
        let st = &game.state;
        let turns_left = game.scenario.turns.saturating_sub(st.turn) + 1;
        // The side's units that can go anywhere.
        let units: Vec<Mobile> = mine(game, side)
            .into_iter()
            .filter_map(|u| {
                let at = st.unit_hex(u)?;
                let f = game.factors(st, u);
                (f.attack > 0 && Mover::may_move(game, st, u)).then_some(Mobile {
                    unit: u,
                    at,
                    movement: f.movement.max(1),
                    attack: f.attack,
                })
            })
            .collect();
        let mut open = open_objectives(game, side, &units);
        let chosen = choose(game, side, &open, turns_left);
        // Each needs at least its part of a share of the side's attack.
        let total: u32 = units.iter().map(|u| u.attack).sum();
        let floor = total / (SHARE * chosen.len().max(1) as u32);
        let mut sent = vec![None; game.scenario.units.len()];
        let mut fields = Vec::new();
        let mut hexes = Vec::new();
        // A unit's orders stand while the objective they name is shared out again: no other
        // objective takes it.
        let chosen_hexes: Vec<HexIdx> = chosen.iter().map(|&o| open[o].hex).collect();
        let ordered = |u: UnitId| {
            orders
                .get(u as usize)
                .copied()
                .flatten()
                .filter(|x| chosen_hexes.contains(x))
        };
        for (&o, &hex) in chosen.iter().zip(&chosen_hexes) {
            let field = std::mem::take(&mut open[o].field);
            let mut need = (ODDS * enemy_defense_near(game, side, &field))
                .max(floor)
                .max(1) as i64;
            // The units whose orders name it, all of them, then those that reach it soonest
            // until their attack is what it needs.
            let mut by: Vec<(bool, u32, u32, UnitId, u32)> = units
                .iter()
                .filter(|m| sent[m.unit as usize].is_none())
                .filter_map(|m| {
                    let kept = ordered(m.unit);
                    if kept.is_some_and(|x| x != hex) {
                        return None;
                    }
                    let d = field[m.at as usize];
                    let t = turns(d, m.movement);
                    (t <= turns_left).then_some((kept.is_none(), t, d, m.unit, m.attack))
                })
                .collect();
            by.sort_unstable();
            for (new, _, _, u, attack) in by {
                if new && need <= 0 {
                    break;
                }
                sent[u as usize] = Some(fields.len());
                need -= attack as i64;
            }
            fields.push(field);
            hexes.push(hex);
        }
        Shares {
            sent,
            fields,
            hexes,
        }
    }

    /// The objective hex each unit is sent to, to stand as its orders next time.
    pub fn orders(&self) -> Orders {
        self.sent.iter().map(|s| s.map(|f| self.hexes[f])).collect()
    }

    /// Hexes to the objective `u` is sent to, hex by hex (none: it is not sent anywhere).
    pub fn field(&self, u: UnitId) -> Option<&[u32]> {
        let f = (*self.sent.get(u as usize)?)?;
        Some(&self.fields[f])
    }
}

/// A unit of the side that may move and attack.
struct Mobile {
    unit: UnitId,
    at: HexIdx,
    movement: u32,
    attack: u32,
}

/// An objective the side wants and does not hold.
struct Open {
    hex: HexIdx,
    /// Hexes over land to it, hex by hex.
    field: Vec<u32>,
    /// The turns the side's soonest unit needs to get there.
    soonest: u32,
}

/// Every objective of the side's victory conditions that it does not hold, once each.
fn open_objectives(game: &Game, side: SideId, units: &[Mobile]) -> Vec<Open> {
    let mut open: Vec<Open> = Vec::new();
    for v in game
        .scenario
        .victory
        .iter()
        .filter(|v| v.side == side && v.pursued(game.state.turn))
    {
        for &h in &v.hexes {
            if game.state.control[h as usize] == side || open.iter().any(|o| o.hex == h) {
                continue;
            }
            let field = distances(game, &[h]);
            let soonest = units
                .iter()
                .map(|m| turns(field[m.at as usize], m.movement))
                .min()
                .unwrap_or(u32::MAX);
            open.push(Open {
                hex: h,
                field,
                soonest,
            });
        }
    }
    open
}

/// The objectives to share out (indices into `open`), the farthest first: of each condition,
/// those it still needs, the soonest reached first, and one to spare; none that no unit can
/// reach by the last turn.
fn choose(game: &Game, side: SideId, open: &[Open], turns_left: u32) -> Vec<usize> {
    let st = &game.state;
    let mut chosen: Vec<usize> = Vec::new();
    for v in game
        .scenario
        .victory
        .iter()
        .filter(|v| v.side == side && v.pursued(game.state.turn))
    {
        let point = |i: usize| v.points.get(i).copied().unwrap_or(1);
        let held: u32 = (0..v.hexes.len())
            .filter(|&i| st.control[v.hexes[i] as usize] == side)
            .map(point)
            .sum();
        let mut needed = v.count.saturating_sub(held);
        if needed == 0 {
            continue;
        }
        // (soonest, objective, its points)
        let mut todo: Vec<(u32, usize, u32)> = (0..v.hexes.len())
            .filter_map(|i| {
                let o = open.iter().position(|o| o.hex == v.hexes[i])?;
                (open[o].soonest <= turns_left).then_some((open[o].soonest, o, point(i)))
            })
            .collect();
        todo.sort_unstable_by_key(|&(t, o, p)| (t, open[o].hex, p));
        let mut spare = SPARE;
        for (_, o, p) in todo {
            if needed == 0 {
                if spare == 0 {
                    break;
                }
                spare -= 1;
            }
            needed = needed.saturating_sub(p);
            if !chosen.contains(&o) {
                chosen.push(o);
            }
        }
    }
    chosen.sort_by_key(|&o| (std::cmp::Reverse(open[o].soonest), open[o].hex));
    chosen
}

/// The defense of the enemy units within `NEAR` hexes of the objective `field` leads to.
fn enemy_defense_near(game: &Game, side: SideId, field: &[u32]) -> u32 {
    let st = &game.state;
    st.units
        .iter()
        .enumerate()
        .filter(|(i, _)| game.scenario.units[*i].side != side)
        .filter_map(|(i, u)| match u.status() {
            UnitStatus::OnMap(h) if field[h as usize] <= NEAR => {
                Some(game.factors(st, i as UnitId).defense)
            }
            _ => None,
        })
        .sum()
}

/// Turns a unit with this movement allowance needs to go this far (`u32::MAX`: out of reach).
fn turns(d: u32, ma: u32) -> u32 {
    if d == u32::MAX {
        u32::MAX
    } else {
        d.div_ceil(ma)
    }
}
