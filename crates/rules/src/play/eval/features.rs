//! What a position looks like to one side, as numbers a fitted evaluation weighs: how near each
//! side is to its victory conditions, the objectives held, strength on the map and to come,
//! supply, units cut off, lone units exposed to attack, gaps in the front, distances to the
//! objectives still to take, and the time left. Each is read from the ruleset and scenario (the
//! victory conditions, the combat table's columns, units' factors, zones of control, the supply
//! search), nothing of one game; each is scaled to about -1..1, the side's less the enemy's where
//! both are alike. Cheap: a few searches over the map (supply and land distances, both kept per
//! thread for positions asked again), tens of microseconds on the shipped maps.

use crate::engine::game::Game;
use crate::mechanics::victory;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::{SideId, UnitId};
use crate::play::aims::distance_to_victory;
use crate::query::supply::supply_map;
use crate::query::zoc::zoc_hexes;
use crate::state::UnitStatus;

/// The features' names, in the order `features` gives them (an evaluation file lists them so).
pub const FEATURES: &[&str] = &[
    "victory",
    "enemy_victory",
    "objectives",
    "strength",
    "steps",
    "losses",
    "to_come",
    "out_of_supply",
    "enemy_out_of_supply",
    "cut_off",
    "enemy_cut_off",
    "exposed",
    "enemy_exposed",
    "gaps",
    "enemy_gaps",
    "distance",
    "enemy_distance",
    "time",
    "time_x_victory",
    "time_x_enemy_victory",
    "time_x_objectives",
    "time_x_strength",
];

/// What one side has, counted over the map (before the side's and the enemy's are compared).
#[derive(Debug, Clone, Default)]
struct Tally {
    /// Its best victory condition's progress: the points held over the points needed (at most
    /// 1; 1 for a condition met), the best of its conditions (0 with none).
    victory: f64,
    /// Victory points of the objective hexes it controls (every condition's, either side's).
    worth: f64,
    /// Attack plus defense of its units on the map.
    strength: f64,
    /// Steps of its units on the map.
    steps: f64,
    /// Steps it lost (an eliminated unit all its steps).
    lost: f64,
    /// Attack plus defense of its units still to arrive or to be placed.
    to_come: f64,
    /// Its units on the map.
    units: f64,
    /// Those out of supply (by a supply search now).
    out_of_supply: f64,
    /// Those out of supply whose every neighbouring land hex is held by the enemy or in its
    /// zone of control: cut off, with no retreat.
    cut_off: f64,
    /// Those alone in their hex with enemy attack next to them at the combat table's second
    /// best column or better against their defense.
    exposed: f64,
    /// Empty land hexes it controls next to an enemy unit: its front.
    front: f64,
    /// Those no zone of control of its units covers.
    gaps: f64,
    /// Hexes its units must still go to meet its victory conditions (`distance_to_victory`),
    /// scaled to 0..1 by the map's size.
    distance: f64,
}

/// The features of `game`'s position for `side`, in the order of `FEATURES`.
pub fn features(game: &Game, side: SideId) -> Vec<f64> {
    let sides = game.rules.sides.len();
    let t: Vec<Tally> = (0..sides as SideId).map(|s| tally(game, s)).collect();
    let me = &t[side as usize];
    // The enemy: every other side together (the shipped games have two).
    let mut en = Tally::default();
    for (_, o) in t.iter().enumerate().filter(|&(s, _)| s != side as usize) {
        en.victory = en.victory.max(o.victory);
        en.worth += o.worth;
        en.strength += o.strength;
        en.steps += o.steps;
        en.lost += o.lost;
        en.to_come += o.to_come;
        en.units += o.units;
        en.out_of_supply += o.out_of_supply;
        en.cut_off += o.cut_off;
        en.exposed += o.exposed;
        en.front += o.front;
        en.gaps += o.gaps;
        en.distance = en.distance.max(o.distance);
    }
    let diff = |a: f64, b: f64| if a + b > 0.0 { (a - b) / (a + b) } else { 0.0 };
    let share = |a: f64, of: f64| if of > 0.0 { a / of } else { 0.0 };
    let total_worth: f64 = objective_worth(game).iter().map(|&w| f64::from(w)).sum();
    let total_steps: f64 = game
        .scenario
        .units
        .iter()
        .map(|u| u.steps.len() as f64)
        .sum();
    let time = (f64::from(game.state.turn) / f64::from(game.scenario.turns.max(1))).min(1.0);
    let objectives = share(me.worth - en.worth, total_worth);
    let strength = diff(me.strength, en.strength);
    vec![
        me.victory,
        en.victory,
        objectives,
        strength,
        diff(me.steps, en.steps),
        share(en.lost - me.lost, total_steps),
        diff(me.to_come, en.to_come),
        share(me.out_of_supply, me.units),
        share(en.out_of_supply, en.units),
        share(me.cut_off, me.units),
        share(en.cut_off, en.units),
        share(me.exposed, me.units),
        share(en.exposed, en.units),
        share(me.gaps, me.front),
        share(en.gaps, en.front),
        me.distance,
        en.distance,
        time,
        time * me.victory,
        time * en.victory,
        time * objectives,
        time * strength,
    ]
}

/// Per hex: the victory points of every condition that names it, either side's.
fn objective_worth(game: &Game) -> Vec<u32> {
    let mut worth = vec![0u32; game.scenario.map.len()];
    for v in &game.scenario.victory {
        for (i, &h) in v.hexes.iter().enumerate() {
            worth[h as usize] += v.points.get(i).copied().unwrap_or(1);
        }
    }
    worth
}

/// Who stands where, for one side: per hex its units and the enemy's, the enemy's attack, and
/// the zones of control of each.
struct Board {
    mine: Vec<u16>,
    theirs: Vec<u16>,
    enemy_attack: Vec<u32>,
    my_zoc: Vec<bool>,
    enemy_zoc: Vec<bool>,
}

/// The board for `side`, and its units' strength, steps and losses counted into `t`.
fn board(game: &Game, side: SideId, t: &mut Tally) -> Board {
    let st = &game.state;
    let n = game.scenario.map.len();
    let mut b = Board {
        mine: vec![0; n],
        theirs: vec![0; n],
        enemy_attack: vec![0; n],
        my_zoc: vec![false; n],
        enemy_zoc: vec![false; n],
    };
    for (i, u) in st.units.iter().enumerate() {
        let def = &game.scenario.units[i];
        let full = def.steps[0];
        let own = def.side == side;
        match u.status() {
            UnitStatus::OnMap(h) => {
                let f = game.factors(st, i as UnitId);
                if own {
                    b.mine[h as usize] += 1;
                    t.units += 1.0;
                    t.strength += f64::from(f.attack + f.defense);
                    t.steps += f64::from((def.steps.len() as u32).saturating_sub(u.losses));
                    t.lost += f64::from(u.losses);
                } else {
                    b.theirs[h as usize] += 1;
                    b.enemy_attack[h as usize] += f.attack;
                }
                let zoc = if own { &mut b.my_zoc } else { &mut b.enemy_zoc };
                for x in zoc_hexes(game, h) {
                    zoc[x as usize] = true;
                }
            }
            UnitStatus::NotArrived | UnitStatus::Waiting if own => {
                t.to_come += f64::from(full.attack + full.defense);
            }
            UnitStatus::Eliminated if own => t.lost += def.steps.len() as f64,
            _ if own => t.lost += f64::from(u.losses),
            _ => {}
        }
    }
    b
}

/// What `side` has in `game`'s position.
fn tally(game: &Game, side: SideId) -> Tally {
    let st = &game.state;
    let map = &game.scenario.map;
    let n = map.len();
    let water: Vec<bool> = game.rules.terrain.iter().map(|t| t.water).collect();
    let land = |h: HexIdx| !water[map.terrain[h as usize] as usize];
    let mut t = Tally::default();
    let Board {
        mine,
        theirs,
        enemy_attack,
        my_zoc,
        enemy_zoc,
    } = board(game, side, &mut t);
    // The combat table's second best column (attack, defense): an attack there or better on a
    // lone unit is what a front must not offer.
    let ratios = &game.rules.ratios;
    // (A table without odds columns: 2:1.)
    let (ra, rd) = match ratios.len() {
        0 => (2, 1),
        1 => ratios[0],
        k => ratios[k - 2],
    };
    let supplied = supply_map(game, st, side);
    for (i, u) in st.units.iter().enumerate() {
        let def = &game.scenario.units[i];
        let UnitStatus::OnMap(h) = u.status() else {
            continue;
        };
        if def.side != side {
            continue;
        }
        let nbrs = map.neighbours[h as usize];
        if !supplied[h as usize] {
            t.out_of_supply += 1.0;
            let escape = nbrs.iter().any(|&x| {
                x != NO_HEX
                    && land(x)
                    && theirs[x as usize] == 0
                    && (!enemy_zoc[x as usize] || mine[x as usize] > 0)
            });
            if !escape {
                t.cut_off += 1.0;
            }
        }
        if mine[h as usize] == 1 {
            let attack: u32 = nbrs
                .iter()
                .filter(|&&x| x != NO_HEX)
                .map(|&x| enemy_attack[x as usize])
                .sum();
            let defense = game.factors(st, i as UnitId).defense;
            if attack > 0 && u64::from(attack) * u64::from(rd) >= u64::from(ra) * u64::from(defense)
            {
                t.exposed += 1.0;
            }
        }
    }
    for h in 0..n as HexIdx {
        let hu = h as usize;
        if st.control[hu] != side || mine[hu] > 0 || theirs[hu] > 0 || !land(h) {
            continue;
        }
        let front = map.neighbours[hu]
            .iter()
            .any(|&x| x != NO_HEX && theirs[x as usize] > 0);
        if front {
            t.front += 1.0;
            if !my_zoc[hu] {
                t.gaps += 1.0;
            }
        }
    }
    aims(game, side, &mut t);
    t
}

/// The objectives `side` holds, its progress towards its victory conditions and the hexes it
/// must still go, counted into `t`.
fn aims(game: &Game, side: SideId, t: &mut Tally) {
    let st = &game.state;
    let map = &game.scenario.map;
    let worth = objective_worth(game);
    t.worth = (0..map.len())
        .filter(|&h| st.control[h] == side)
        .map(|h| f64::from(worth[h]))
        .sum();
    t.victory = game
        .scenario
        .victory
        .iter()
        .filter(|v| v.side == side)
        .map(|v| {
            if victory::met(st, v) {
                1.0
            } else {
                (f64::from(victory::progress(st, v)) / f64::from(v.count.max(1))).min(1.0)
            }
        })
        .fold(0.0, f64::max);
    let d = f64::from(distance_to_victory(game, st, side));
    let scale = f64::from(map.width + map.height) / 2.0;
    t.distance = d / (d + scale);
}
