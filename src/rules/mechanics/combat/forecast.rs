//! What each die roll of a planned battle would do, computed exactly from the CRT column (every
//! face of the resolver's die, automatic columns included), the units' steps (the whole attacked
//! stack's) and the legal retreat paths, without rolling: the solo player's "exact odds".
//! Where the rules leave a choice, the forecast assumes the attacker picks the retreat path that
//! costs the defender most and loses as few attacker steps as the exchange allows, and that the
//! defender retreats rather than taking a step instead (the report says when it could).

use crate::rules::engine::game::Game;
use crate::rules::mechanics::combat::calc::Odds;
use crate::rules::mechanics::combat::retreat::retreat_options;
use crate::rules::query::zoc::enemy_zoc;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DieOutcome {
    pub die: u32,
    pub result: String,
    pub defender_eliminated: bool,
    pub defender_retreats: bool,
    pub defender_steps: u32,
    pub attacker_steps: u32,
    /// The defender could take a step instead of this retreat.
    pub may_stand: bool,
}

/// The outcome of every face of the die.
pub fn forecast(game: &Game, o: &Odds) -> Vec<DieOutcome> {
    let rules = &game.rules;
    let st = &game.state;
    let d = o.defenders[0];
    let side = game.scenario.units[d as usize].side;
    let zoc = enemy_zoc(game, side);
    // Strength each defender step would cost, in the order the stack loses them (first unit
    // first), and each attacker step, largest first, for exchanges.
    let mut def_steps: Vec<u32> = Vec::new();
    for &u in &o.defenders {
        let def = &game.scenario.units[u as usize];
        let l = st.units[u as usize].losses as usize;
        for k in l..def.steps.len() {
            let next = def.steps.get(k + 1).map_or(0, |s| s.defense);
            def_steps.push(def.steps[k].defense - next);
        }
    }
    let steps_left = def_steps.len() as u32;
    let mut att_steps: Vec<u32> = Vec::new();
    for &a in &o.attackers {
        let def = &game.scenario.units[a as usize];
        let l = st.units[a as usize].losses as usize;
        for k in l..def.steps.len() {
            let next = def.steps.get(k + 1).map_or(0, |s| s.attack);
            att_steps.push(def.steps[k].attack - next);
        }
    }
    att_steps.sort_unstable_by(|a, b| b.cmp(a));
    let att_left = att_steps.len() as u32;
    o.result_idx
        .iter()
        .enumerate()
        .map(|(i, &ri)| {
            let r = &rules.combat.results[ri];
            let mut out = DieOutcome {
                die: i as u32 + 1,
                result: r.id.clone(),
                defender_eliminated: false,
                defender_retreats: false,
                defender_steps: 0,
                attacker_steps: o.attacker_scale.apply(r.attacker_steps).min(att_left),
                may_stand: false,
            };
            let lost_strength: u32;
            if r.defender_eliminated {
                out.defender_eliminated = true;
                out.defender_steps = steps_left;
                lost_strength = def_steps.iter().sum();
            } else {
                let ds = o.defender_scale.apply(r.defender_steps).min(steps_left);
                lost_strength = def_steps[..ds as usize].iter().sum();
                out.defender_steps = ds;
                out.defender_eliminated = ds == steps_left;
            }
            if r.exchange && lost_strength > 0 {
                let mut sum = 0;
                out.attacker_steps = 0;
                for s in &att_steps {
                    if sum >= lost_strength {
                        break;
                    }
                    sum += s;
                    out.attacker_steps += 1;
                }
            }
            if !out.defender_eliminated && r.defender_retreat > 0 {
                out.may_stand = o.step_instead;
                // Retreat paths depend on where units stand, not on steps lost.
                let worst = retreat_options(game, st, d, r.defender_retreat)
                    .iter()
                    .map(|p| p.iter().filter(|&&h| zoc[h as usize]).count() as u32)
                    .max();
                let stack = o.defenders.len() as u32;
                match worst {
                    None => {
                        out.defender_eliminated = true;
                        out.defender_steps = steps_left;
                    }
                    Some(z) => {
                        // Every unit of the stack takes a step for each enemy-ZOC hex entered.
                        out.defender_steps = (out.defender_steps + z * stack).min(steps_left);
                        out.defender_eliminated = out.defender_steps == steps_left;
                        out.defender_retreats = !out.defender_eliminated;
                    }
                }
            }
            out
        })
        .collect()
}
