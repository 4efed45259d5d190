//! What each die roll of a planned battle would do, computed exactly from the CRT column (every
//! face of the resolver's die, automatic columns included), the units' steps (the whole attacked
//! stack's) and the legal retreat paths, without rolling: the solo player's "exact odds".
//! Where the rules leave a choice, the forecast assumes the attacker picks the retreat path that
//! costs the defender most (and gives the cheapest's loss as the other end of the range) and loses as few attacker steps as the exchange allows, and that the
//! defender retreats rather than taking a step instead (the report says when it could), and that a
//! result offering options is answered with its first.

use crate::rules::mechanics::combat::calc::Odds;
use crate::rules::query::retreat::retreat_options;
use crate::rules::query::zoc::enemy_zoc;
use crate::rules::state::{Setup, State};

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
    /// Marks the result leaves and what else it does, in words ("defender dispersed",
    /// "attackers may attack again", "the attacker may choose: ...").
    pub also: Vec<String>,
    /// The other end of the range: what the defender loses if the attacker picks the retreat
    /// that costs it least, when that differs from the costliest (the figures above).
    pub cheapest_retreat: Option<Spared>,
}

/// The losses at the cheapest retreat the attacker may pick (an exchange's attacker loss
/// follows the defender's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spared {
    pub defender_steps: u32,
    pub defender_eliminated: bool,
    pub attacker_steps: u32,
}

/// The outcome of every face of the die.
pub fn forecast(setup: &Setup, st: &State, o: &Odds) -> Vec<DieOutcome> {
    let rules = &setup.rules;
    let d = o.defenders[0];
    let side = setup.scenario.units[d as usize].side;
    let zoc = enemy_zoc(setup, st, side);
    let pays = rules_pay_zoc(setup);
    // Strength each defender step would cost, in the order the stack loses them (first unit
    // first), and each attacker step, largest first, for exchanges.
    let mut def_steps: Vec<u32> = Vec::new();
    for &u in &o.defenders {
        def_steps.extend(steps_of(setup, st, u, false));
    }
    let steps_left = def_steps.len() as u32;
    let mut att_steps: Vec<u32> = Vec::new();
    for &a in &o.attackers {
        att_steps.extend(steps_of(setup, st, a, true));
    }
    att_steps.sort_unstable_by(|a, b| b.cmp(a));
    let att_left = att_steps.len() as u32;
    let battle =
        crate::rules::query::condition::Battle::new(setup, st, &o.attackers, &o.defenders, o.hex);
    // One face's outcome with the retreat the attacker picks costliest (or cheapest) for the
    // defender; the flag says whether any retreat had paths of different costs.
    let face = |i: usize, ri: usize, cheapest: bool| -> (DieOutcome, bool) {
        use crate::rules::data::condition::{BattleSide, Who};
        use crate::rules::model::outcome::Instr;
        let r = &rules.combat.results[ri];
        let mut out = DieOutcome {
            die: i as u32 + 1,
            result: r.id.clone(),
            defender_eliminated: false,
            defender_retreats: false,
            defender_steps: 0,
            attacker_steps: 0,
            may_stand: false,
            also: Vec::new(),
            cheapest_retreat: None,
        };
        let mut ranged = false;
        let mut lost_strength: u32 = 0;
        let program = &rules.outcomes[ri];
        let mut pc = 0;
        // Enough steps to end any program that loops (none compiles to one).
        for _ in 0..program.len() * 4 + 8 {
            let mut next = pc + 1;
            match &program[pc.min(program.len() - 1)] {
                Instr::End => break,
                Instr::Lose(BattleSide::Defender, n, _) => {
                    let from = out.defender_steps;
                    let to = (from + o.defender_scale.apply(*n)).min(steps_left);
                    lost_strength += def_steps[from as usize..to as usize].iter().sum::<u32>();
                    out.defender_steps = to;
                }
                Instr::Lose(BattleSide::Attacker, n, _) => {
                    out.attacker_steps =
                        (out.attacker_steps + o.attacker_scale.apply(*n)).min(att_left);
                }
                Instr::LoseFactors(BattleSide::Defender, n) => {
                    let mut sum = 0;
                    let mut k = out.defender_steps as usize;
                    while sum < *n && k < def_steps.len() {
                        sum += def_steps[k];
                        k += 1;
                    }
                    lost_strength += sum;
                    out.defender_steps = k as u32;
                }
                Instr::LoseFactors(BattleSide::Attacker, n) => {
                    out.attacker_steps = cover(&att_steps, out.attacker_steps, *n);
                }
                Instr::Eliminate(BattleSide::Defender) => {
                    lost_strength += def_steps[out.defender_steps as usize..].iter().sum::<u32>();
                    out.defender_steps = steps_left;
                }
                Instr::Eliminate(BattleSide::Attacker) => out.attacker_steps = att_left,
                Instr::Exchange => {
                    out.attacker_steps = cover(&att_steps, out.attacker_steps, lost_strength);
                }
                Instr::Trade(percent, using, otherwise) => {
                    let need = (o.defense * percent).div_ceil(100);
                    let can: u32 = (0..o.attackers.len())
                        .filter(|&i| battle.unit_holds(using, Who::Attackers, i))
                        .map(|i| battle.att_factors[i].attack)
                        .sum();
                    if can < need {
                        next = *otherwise;
                    } else {
                        lost_strength +=
                            def_steps[out.defender_steps as usize..].iter().sum::<u32>();
                        out.defender_steps = steps_left;
                        // Only the units that may pay do, as few steps as cover it,
                        // largest first.
                        let mut payer_steps: Vec<u32> = Vec::new();
                        for (i, &a) in o.attackers.iter().enumerate() {
                            if battle.unit_holds(using, Who::Attackers, i) {
                                payer_steps.extend(steps_of(setup, st, a, true));
                            }
                        }
                        payer_steps.sort_unstable_by(|a, b| b.cmp(a));
                        out.attacker_steps =
                            (out.attacker_steps + cover(&payer_steps, 0, need)).min(att_left);
                    }
                }
                Instr::Retreat(n) => {
                    if out.defender_steps < steps_left {
                        out.may_stand = o.step_instead;
                        // Retreat paths depend on where units stand, not on steps lost.
                        let costs: Vec<u32> = retreat_options(setup, st, d, *n, &o.attackers)
                            .iter()
                            .map(|p| p.iter().filter(|&&h| pays && zoc[h as usize]).count() as u32)
                            .collect();
                        let (least, most) = (costs.iter().min(), costs.iter().max());
                        ranged |= least != most;
                        let picked = if cheapest { least } else { most };
                        let stack = o.defenders.len() as u32;
                        match picked.copied() {
                            None => out.defender_steps = steps_left,
                            Some(z) => {
                                // Every unit of the stack takes a step per enemy-ZOC hex.
                                out.defender_steps =
                                    (out.defender_steps + z * stack).min(steps_left);
                                out.defender_retreats = out.defender_steps < steps_left;
                            }
                        }
                    }
                }
                Instr::AttackAgain => out.also.push("attackers may attack again".into()),
                Instr::Mark(BattleSide::Defender, m) if out.defender_steps < steps_left => {
                    let name = &rules.unit_markers[*m as usize].name;
                    out.also.push(format!("defender {name}"));
                }
                Instr::Mark(BattleSide::Attacker, m) if out.attacker_steps < att_left => {
                    let name = &rules.unit_markers[*m as usize].name;
                    out.also.push(format!("attacker {name}"));
                }
                // Opposed rolls have no per-face results (see `opposed::forecast`).
                Instr::Advance
                | Instr::Mark(..)
                | Instr::MarkSide(..)
                | Instr::LoseCasualties(_) => {}
                Instr::JumpUnless(test, target) => {
                    if battle.eval(test).is_none() {
                        next = *target;
                    }
                }
                Instr::Jump(target) => next = *target,
                // The forecast follows a choice's first option, and says there is one.
                Instr::Choose(by, options) => {
                    if options.len() > 1 {
                        let who = match by {
                            BattleSide::Attacker => "attacker",
                            BattleSide::Defender => "defender",
                        };
                        let names: Vec<&str> = options.iter().map(|(n, _)| n.as_str()).collect();
                        out.also.push(format!(
                            "{who} chooses: {} (shown: the first)",
                            names.join(" / ")
                        ));
                    }
                    next = options[0].1;
                }
            }
            pc = next;
        }
        out.defender_eliminated = out.defender_steps == steps_left;
        if out.defender_eliminated {
            out.defender_retreats = false;
        }
        (out, ranged)
    };
    o.result_idx
        .iter()
        .enumerate()
        .map(|(i, &ri)| {
            let (mut out, ranged) = face(i, ri, false);
            if ranged {
                let (best, _) = face(i, ri, true);
                let spared = Spared {
                    defender_steps: best.defender_steps,
                    defender_eliminated: best.defender_eliminated,
                    attacker_steps: best.attacker_steps,
                };
                if (spared.defender_steps, spared.attacker_steps)
                    != (out.defender_steps, out.attacker_steps)
                {
                    out.cheapest_retreat = Some(spared);
                }
            }
            out
        })
        .collect()
}

/// Whether a retreat into an enemy ZOC costs steps (the rules let it enter one).
fn rules_pay_zoc(setup: &Setup) -> bool {
    setup.rules.combat.retreat.enemy_zoc == crate::rules::data::combat::RetreatZoc::Allowed
}

/// The attacker steps lost after `lost` already when, from there, as few steps as cover `need`
/// strength are taken, largest first.
fn cover(att_steps: &[u32], lost: u32, need: u32) -> u32 {
    let mut sum = 0;
    let mut k = lost as usize;
    while sum < need && k < att_steps.len() {
        sum += att_steps[k];
        k += 1;
    }
    k as u32
}

/// The strength each remaining step of a unit would cost it, in the order it loses them (attack
/// factors for an attacker, defense for a defender).
fn steps_of(
    setup: &Setup,
    st: &State,
    u: crate::rules::model::tables::UnitId,
    attacker: bool,
) -> Vec<u32> {
    let def = &setup.scenario.units[u as usize];
    let l = st.units[u as usize].losses as usize;
    let f = |k: usize| {
        def.steps
            .get(k)
            .map_or(0, |s| if attacker { s.attack } else { s.defense })
    };
    (l..def.steps.len())
        .map(|k| f(k).saturating_sub(f(k + 1)))
        .collect()
}
