//! The intents the general's plans are drawn from, read from the position and the scenario's
//! victory conditions (nothing named by game): the greedy player's own plan; a line held (the
//! enemy's next attacks on each hex weighed three times, the front covered); a main effort on
//! each of the nearest objectives the side still has to take, the units that reach it soonest
//! sent to it; a pocket made behind each of the enemy units in contact that the side's zones of
//! control most nearly surround, its fast units sent to the hexes behind them (those farther from
//! the side's units than the enemy unit is), where they cut its supply and its retreat; and, two
//! by two, an objective and a pocket, the units split between them by which is nearer.

use crate::engine::game::Game;
use crate::mechanics::movement::Mover;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::{SideId, UnitId};
use crate::play::aims::{Aims, own_hexes};
use crate::play::distance::distances;
use crate::play::efforts::Efforts;
use crate::play::mine;
use crate::play::planner::base;
use crate::play::weights::Weights;

/// Objectives given a main effort of their own.
const OBJECTIVES: usize = 3;
/// Enemy hexes a pocket is planned behind.
const POCKETS: usize = 3;
/// Units sent to make a pocket, at most.
const POCKET_UNITS: usize = 4;

/// One plan's intent: the greedy weights it moves by and the efforts its units serve.
#[derive(Debug, Clone)]
pub struct Design {
    /// What the plan means to do, for a window and the docs ("pocket behind 2315").
    pub label: String,
    /// The weights its units' moves are scored by.
    pub weights: Weights,
    /// The efforts its units serve (none: greedy's own goals).
    pub efforts: Option<Efforts>,
}

/// The weights the general's plans start from: the planner's, advancing after combat carefully.
pub fn general_base() -> Weights {
    Weights {
        careful: true,
        ..base()
    }
}

/// A unit that can go somewhere: where it is, how far it moves, its attack.
struct Mobile {
    unit: UnitId,
    at: HexIdx,
    movement: u32,
    attack: u32,
}

/// The intents to draw plans from, the greedy player's own first.
pub fn designs(game: &Game, side: SideId) -> Vec<Design> {
    let st = &game.state;
    let aims = Aims::new(game, st, side);
    let mobile: Vec<Mobile> = mine(game, side)
        .into_iter()
        .filter_map(|u| {
            let at = st.unit_hex(u)?;
            let f = game.factors(st, u);
            (Mover::may_move(game, st, u)).then_some(Mobile {
                unit: u,
                at,
                movement: f.movement.max(1),
                attack: f.attack,
            })
        })
        .collect();
    let mut out = vec![
        Design {
            label: "greedy's plan".into(),
            weights: general_base(),
            efforts: None,
        },
        Design {
            label: "hold the line".into(),
            weights: Weights {
                exposure: 3.0,
                front: 1.0,
                danger: 0.2,
                goal: 1.0,
                ..general_base()
            },
            efforts: None,
        },
    ];
    let objectives = objective_efforts(game, &aims, &mobile);
    let pockets = pocket_efforts(game, side, &aims, &mobile);
    for (label, e) in objectives.iter().chain(&pockets) {
        out.push(Design {
            label: label.clone(),
            weights: general_base(),
            efforts: Some(e.clone()),
        });
    }
    // An objective and a pocket together: each unit serves the one it is nearer.
    for (lo, o) in objectives.iter().take(2) {
        for (lp, p) in pockets.iter().take(2) {
            out.push(Design {
                label: format!("{lo} and {lp}"),
                weights: general_base(),
                efforts: Some(combined(o, p, &mobile)),
            });
        }
    }
    out
}

/// A main effort on each of the nearest objectives the side still has to take: the units that
/// reach it soonest, until they have half the side's attack.
fn objective_efforts(game: &Game, aims: &Aims, mobile: &[Mobile]) -> Vec<(String, Efforts)> {
    let st = &game.state;
    let mut goals: Vec<(u32, HexIdx)> = Vec::new();
    for h in game.scenario.aimed_hexes(aims.side, st.turn) {
        if st.control[h as usize] != aims.side && !goals.iter().any(|g| g.1 == h) {
            let near = mobile
                .iter()
                .map(|m| hex_distance(game, m.at, h))
                .min()
                .unwrap_or(u32::MAX);
            goals.push((near, h));
        }
    }
    goals.sort_unstable();
    let total: u32 = mobile.iter().map(|m| m.attack).sum();
    goals
        .into_iter()
        .take(OBJECTIVES)
        .filter_map(|(_, h)| {
            let field = distances(game, &[h]);
            let mut by: Vec<(u32, UnitId, u32)> = mobile
                .iter()
                .filter(|m| m.attack > 0 && field[m.at as usize] != u32::MAX)
                .map(|m| (field[m.at as usize].div_ceil(m.movement), m.unit, m.attack))
                .collect();
            by.sort_unstable();
            let mut of_unit = vec![None; game.scenario.units.len()];
            let mut sum = 0;
            for (_, u, a) in by {
                if sum * 2 >= total {
                    break;
                }
                of_unit[u as usize] = Some(0);
                sum += a;
            }
            let e = Efforts {
                fields: vec![field],
                of_unit,
            };
            (!e.is_empty()).then(|| (format!("main effort on {}", name_of(game, h)), e))
        })
        .collect()
}

/// A pocket behind each of the enemy hexes in contact that the side's zones of control most
/// nearly surround (the most of its neighbours covered, then the most enemy steps): its fast
/// units (at least the side's median movement) that can reach the hexes behind it this turn,
/// the nearest first.
fn pocket_efforts(
    game: &Game,
    side: SideId,
    aims: &Aims,
    mobile: &[Mobile],
) -> Vec<(String, Efforts)> {
    let st = &game.state;
    let map = &game.scenario.map;
    let to_mine = distances(game, &own_hexes(game, st, side));
    let mut enemy: Vec<HexIdx> = Vec::new();
    for (i, u) in st.units.iter().enumerate() {
        if let crate::state::UnitStatus::OnMap(h) = u.status()
            && game.scenario.units[i].side != side
            && to_mine[h as usize] == 1
            && !enemy.contains(&h)
        {
            enemy.push(h);
        }
    }
    let mut movements: Vec<u32> = mobile.iter().map(|m| m.movement).collect();
    movements.sort_unstable();
    let fast = movements.get(movements.len() / 2).copied().unwrap_or(1);
    let occupied = |x: HexIdx| st.units_at(x).next().is_some();
    let mut ranked: Vec<(usize, u32, HexIdx, Vec<HexIdx>)> = enemy
        .into_iter()
        .filter_map(|h| {
            let around: Vec<HexIdx> = map.neighbours[h as usize]
                .iter()
                .copied()
                .filter(|&x| x != NO_HEX && aims.to_enemy[x as usize] != u32::MAX)
                .collect();
            let behind: Vec<HexIdx> = around
                .iter()
                .copied()
                .filter(|&x| to_mine[x as usize] > to_mine[h as usize] && !occupied(x))
                .collect();
            if behind.is_empty() {
                return None;
            }
            let closed = around.len() - behind.len();
            let steps: u32 = st
                .units_at(h)
                .map(|u| {
                    let d = &game.scenario.units[u as usize];
                    d.steps.len() as u32 - st.units[u as usize].losses
                })
                .sum();
            Some((closed, steps, h, behind))
        })
        .collect();
    ranked.sort_by(|a, b| (b.0, b.1, a.2).cmp(&(a.0, a.1, b.2)));
    let mut out = Vec::new();
    let mut chosen: Vec<HexIdx> = Vec::new();
    for (_, _, h, behind) in ranked {
        if out.len() >= POCKETS {
            break;
        }
        // Pockets apart from each other, so plans differ.
        if chosen.iter().any(|&c| hex_distance(game, c, h) <= 2) {
            continue;
        }
        let field = distances(game, &behind);
        let mut by: Vec<(u32, UnitId)> = mobile
            .iter()
            .filter(|m| m.movement >= fast && m.attack > 0)
            .filter(|m| field[m.at as usize] <= m.movement)
            .map(|m| (field[m.at as usize], m.unit))
            .collect();
        by.sort_unstable();
        let mut of_unit = vec![None; game.scenario.units.len()];
        for &(_, u) in by.iter().take(POCKET_UNITS) {
            of_unit[u as usize] = Some(0);
        }
        let e = Efforts {
            fields: vec![field],
            of_unit,
        };
        if !e.is_empty() {
            chosen.push(h);
            out.push((format!("pocket behind {}", name_of(game, h)), e));
        }
    }
    out
}

/// Two efforts in one: each unit serving either serves the one whose hexes it is nearer.
fn combined(a: &Efforts, b: &Efforts, mobile: &[Mobile]) -> Efforts {
    let mut of_unit = vec![None; a.of_unit.len()];
    for m in mobile {
        let u = m.unit as usize;
        let da = a.field(m.unit).map(|f| f[m.at as usize]);
        let db = b.field(m.unit).map(|f| f[m.at as usize]);
        of_unit[u] = match (da, db) {
            (Some(x), Some(y)) => Some(usize::from(y < x)),
            (Some(_), None) => Some(0),
            (None, Some(_)) => Some(1),
            (None, None) => None,
        };
    }
    Efforts {
        fields: vec![a.fields[0].clone(), b.fields[0].clone()],
        of_unit,
    }
}

/// Hexes between two hexes on the grid (water or not).
fn hex_distance(game: &Game, a: HexIdx, b: HexIdx) -> u32 {
    let map = &game.scenario.map;
    map.hex(a).unsigned_distance_to(map.hex(b))
}

/// A hex's name for a plan's label: its place's name and number ("Moscow (3613)"), or its
/// number.
fn name_of(game: &Game, h: HexIdx) -> String {
    game.scenario.map.labels(&[h])
}
