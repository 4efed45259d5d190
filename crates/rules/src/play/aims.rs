//! What a computer player aims at, read from the scenario's victory conditions: the hexes each
//! side wants (its own conditions' and, to deny them, the enemy's), and distances over land to
//! what matters now: the objectives a side still has to take and the enemy's units; and which
//! units to send to garrison held objectives the enemy nears.

use crate::engine::game::Game;
use crate::mechanics::movement::Mover;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::{SideId, UnitId};
use crate::play::distance::distances;
use crate::play::mine;
use crate::state::{State, UnitStatus};

/// A side's view of the map for one phase.
pub struct Aims {
    /// The side whose view it is.
    pub side: SideId,
    /// Per hex: what holding it is worth to the side (victory points of every condition that
    /// names it, either side's).
    pub worth: Vec<u32>,
    /// Per hex: hexes over land to the nearest objective the side wants and does not hold (or,
    /// when it holds them all, to the nearest enemy unit), `u32::MAX` beyond reach.
    pub to_goal: Vec<u32>,
    /// Per hex: hexes over land to the nearest enemy unit.
    pub to_enemy: Vec<u32>,
    /// Per hex: the attack strength of enemy units next to it.
    pub threat: Vec<u32>,
    /// Whether the side still has objectives to take (it attacks) or holds what it needs.
    pub attacking: bool,
    /// The most movement points any enemy unit on the map has: how many hexes over land off
    /// an enemy can reach a hex in its next move, at most.
    pub enemy_reach: u32,
}

impl Aims {
    /// The side's aims in `st`.
    pub fn new(game: &Game, st: &State, side: SideId) -> Self {
        let map = &game.scenario.map;
        let n = map.len();
        let mut worth = vec![0u32; n];
        let mut wanted = vec![false; n];
        for v in &game.scenario.victory {
            for (i, &h) in v.hexes.iter().enumerate() {
                worth[h as usize] += v.points.get(i).copied().unwrap_or(1);
            }
        }
        for h in game.scenario.aimed_hexes(side, st.turn) {
            wanted[h as usize] = true;
        }
        let mut enemy_hexes = Vec::new();
        let mut threat = vec![0u32; n];
        let mut enemy_reach = 0;
        for (i, u) in st.units.iter().enumerate() {
            let UnitStatus::OnMap(h) = u.status() else {
                continue;
            };
            if game.scenario.units[i].side == side {
                continue;
            }
            enemy_hexes.push(h);
            let f = game.factors(st, i as UnitId);
            enemy_reach = enemy_reach.max(f.movement);
            let a = f.attack;
            for &x in &map.neighbours[h as usize] {
                if x != NO_HEX {
                    threat[x as usize] += a;
                }
            }
        }
        let goals: Vec<HexIdx> = (0..n as HexIdx)
            .filter(|&h| wanted[h as usize] && st.control[h as usize] != side)
            .collect();
        let attacking = !goals.is_empty();
        let to_enemy = distances(game, &enemy_hexes);
        let to_goal = if attacking {
            distances(game, &goals)
        } else {
            to_enemy.clone()
        };
        Aims {
            side,
            worth,
            to_goal,
            to_enemy,
            threat,
            attacking,
            enemy_reach,
        }
    }
}

impl Aims {
    /// Whether `h` is an objective (of either side's conditions) the side holds in `st`.
    pub fn holds_objective(&self, st: &State, h: HexIdx) -> bool {
        self.worth[h as usize] > 0 && st.control[h as usize] == self.side
    }
}

/// The hexes of the side's units on the map.
pub fn own_hexes(game: &Game, st: &State, side: SideId) -> Vec<HexIdx> {
    st.units
        .iter()
        .enumerate()
        .filter(|(i, _)| game.scenario.units[*i].side == side)
        .filter_map(|(_, u)| match u.status() {
            UnitStatus::OnMap(h) => Some(h),
            _ => None,
        })
        .collect()
}

/// The units sent to garrison the side's held objectives that have no unit of it in them and
/// that the enemy is nearing (within the scenario's `garrison_range`), each with its hexes to the objective: the nearest unit that may
/// move and is not next to an enemy (the objectives worth most, then the nearest the enemy,
/// choose first).
pub fn garrison_duties(game: &Game, aims: &Aims, side: SideId) -> Vec<(UnitId, Vec<u32>)> {
    let st = &game.state;
    let mut open: Vec<HexIdx> = (0..game.scenario.map.len() as HexIdx)
        .filter(|&h| {
            let hu = h as usize;
            aims.holds_objective(st, h)
                && aims.to_enemy[hu] <= game.scenario.garrison_range
                && game
                    .state
                    .units_at(h)
                    .all(|u| game.scenario.units[u as usize].side != side)
        })
        .collect();
    open.sort_by_key(|&h| {
        (
            std::cmp::Reverse(aims.worth[h as usize]),
            aims.to_enemy[h as usize],
            h,
        )
    });
    let mut free: Vec<(UnitId, HexIdx)> = mine(game, side)
        .into_iter()
        .filter_map(|u| game.state.unit_hex(u).map(|h| (u, h)))
        .filter(|&(u, h)| aims.to_enemy[h as usize] > 1 && Mover::may_move(game, st, u))
        .collect();
    let mut out = Vec::new();
    for h in open {
        let dist = distances(game, &[h]);
        let Some(i) = (0..free.len())
            .filter(|&i| dist[free[i].1 as usize] != u32::MAX)
            .min_by_key(|&i| (dist[free[i].1 as usize], free[i].0))
        else {
            continue;
        };
        out.push((free.swap_remove(i).0, dist));
    }
    out
}

/// How far `side` is from meeting its victory conditions: for each, the hexes it still needs
/// (its count less those held), the nearest of its units' distances to the closest of them,
/// summed. Zero when every condition is met.
pub fn distance_to_victory(game: &Game, st: &State, side: SideId) -> u32 {
    let d = distances(game, &own_hexes(game, st, side));
    let mut total = 0;
    for v in game
        .scenario
        .victory
        .iter()
        .filter(|v| v.side == side && v.pursued(st.turn))
    {
        let held = v
            .hexes
            .iter()
            .filter(|&&h| st.control[h as usize] == side)
            .count() as u32;
        let needed = v.count.saturating_sub(held) as usize;
        let mut open: Vec<u32> = v
            .hexes
            .iter()
            .filter(|&&h| st.control[h as usize] != side)
            .map(|&h| d[h as usize].min(100))
            .collect();
        open.sort_unstable();
        total += open.iter().take(needed).sum::<u32>();
    }
    total
}
