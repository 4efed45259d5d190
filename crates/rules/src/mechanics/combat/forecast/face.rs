//! One face of the die in a forecast: the result's program run, instruction by instruction, over
//! what the forecaster worked out of the battle (steps, strengths, retreat paths), to the steps
//! each side loses, the retreat, and what else the face does.

use super::{DieOutcome, Forecaster, Spared, steps_of};
use crate::data::condition::{BattleSide, Who};
use crate::model::condition::UnitTest;
use crate::model::outcome::Instr;

/// One face's outcome while the result's program runs: the outcome so far, the defender
/// strength lost so far (what an exchange covers), and whether any retreat had paths of
/// different costs.
struct Face {
    out: DieOutcome,
    lost_strength: u32,
    ranged: bool,
}

/// Where the program goes after an instruction.
enum Next {
    On,
    To(usize),
    End,
}

impl Forecaster<'_> {
    /// Adds a line to the face's words, if it has words.
    fn say(&self, out: &mut DieOutcome, text: impl FnOnce() -> String) {
        if self.words {
            out.also.push(text());
        }
    }

    /// A face's outcome with the retreat the attacker picks costliest for the defender, and the
    /// cheapest's losses where they differ.
    pub(super) fn face_with_range(&self, i: usize, ri: usize) -> DieOutcome {
        let (mut out, ranged) = self.face(i, ri, false);
        if ranged {
            let (best, _) = self.face(i, ri, true);
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
    }

    /// One face's outcome with the retreat the attacker picks costliest (or cheapest) for the
    /// defender; the flag says whether any retreat had paths of different costs.
    fn face(&self, i: usize, ri: usize, cheapest: bool) -> (DieOutcome, bool) {
        let rules = &self.setup.rules;
        let r = &rules.combat.results[ri];
        let mut f = Face {
            out: DieOutcome {
                die: i as u32 + 1,
                result: if self.words {
                    r.id.clone()
                } else {
                    String::new()
                },
                defender_eliminated: false,
                defender_retreats: false,
                defender_steps: 0,
                attacker_steps: 0,
                may_stand: false,
                also: Vec::new(),
                cheapest_retreat: None,
            },
            lost_strength: 0,
            ranged: false,
        };
        let program = &rules.outcomes[ri];
        let mut pc = 0;
        // Enough steps to end any program that loops (none compiles to one).
        for _ in 0..program.len() * 4 + 8 {
            match self.instr(&mut f, &program[pc.min(program.len() - 1)], cheapest) {
                Next::End => break,
                Next::On => pc += 1,
                Next::To(target) => pc = target,
            }
        }
        let mut out = f.out;
        out.defender_eliminated = out.defender_steps == self.steps_left;
        if out.defender_eliminated {
            out.defender_retreats = false;
        }
        (out, f.ranged)
    }

    /// What one instruction of the result's program does to the face's outcome, and where the
    /// program goes next.
    fn instr(&self, f: &mut Face, instr: &Instr, cheapest: bool) -> Next {
        let (o, rules) = (self.o, &self.setup.rules);
        let (steps_left, att_left) = (self.steps_left, self.att_left);
        let out = &mut f.out;
        match instr {
            Instr::End => return Next::End,
            Instr::Lose(BattleSide::Defender, n, _) => {
                let from = out.defender_steps;
                let to = (from + o.defender_scale.apply(*n)).min(steps_left);
                f.lost_strength += self.def_steps[from as usize..to as usize]
                    .iter()
                    .sum::<u32>();
                out.defender_steps = to;
            }
            Instr::Lose(BattleSide::Attacker, n, _) => {
                out.attacker_steps =
                    (out.attacker_steps + o.attacker_scale.apply(*n)).min(att_left);
            }
            Instr::LoseFactors(BattleSide::Defender, n) => {
                let mut sum = 0;
                let mut k = out.defender_steps as usize;
                while sum < *n && k < self.def_steps.len() {
                    sum += self.def_steps[k];
                    k += 1;
                }
                f.lost_strength += sum;
                out.defender_steps = k as u32;
            }
            Instr::LoseFactors(BattleSide::Attacker, n) => {
                out.attacker_steps = cover(&self.att_steps, out.attacker_steps, *n);
            }
            Instr::Eliminate(BattleSide::Defender) => {
                f.lost_strength += self.def_steps[out.defender_steps as usize..]
                    .iter()
                    .sum::<u32>();
                out.defender_steps = steps_left;
            }
            Instr::Eliminate(BattleSide::Attacker) => out.attacker_steps = att_left,
            Instr::Exchange => {
                out.attacker_steps = cover(&self.att_steps, out.attacker_steps, f.lost_strength);
            }
            Instr::Trade(percent, using, otherwise, some) => {
                return self.trade(f, *percent, using, *otherwise, *some);
            }
            Instr::Retreat(n) => self.retreat(f, *n, cheapest),
            Instr::AttackAgain => self.say(out, || "attackers may attack again".into()),
            Instr::Mark(BattleSide::Defender, m) if out.defender_steps < steps_left => {
                let name = &rules.unit_markers[*m as usize].name;
                self.say(out, || format!("defender {name}"));
            }
            Instr::Mark(BattleSide::Attacker, m) if out.attacker_steps < att_left => {
                let name = &rules.unit_markers[*m as usize].name;
                self.say(out, || format!("attacker {name}"));
            }
            // Opposed rolls have no per-face results (see `opposed::forecast`).
            Instr::Advance | Instr::Mark(..) | Instr::MarkSide(..) | Instr::LoseCasualties(_) => {}
            Instr::JumpUnless(test, target) => {
                if self.battle.eval(test).is_none() {
                    return Next::To(*target);
                }
            }
            Instr::Jump(target) => return Next::To(*target),
            Instr::Choose(by, options) => return choose(out, *by, options, self.words),
        }
        Next::On
    }

    /// A trade: if the attackers that may pay have the strength, the defender is eliminated and
    /// they lose as few steps as cover it, largest first; else the program goes to `otherwise`.
    /// With `some`, the attacker picks which defenders go: foreseen as the picks a computer
    /// player makes, the costliest it can pay for first, until no other can be paid for.
    fn trade(
        &self,
        f: &mut Face,
        percent: u32,
        using: &UnitTest,
        otherwise: usize,
        some: bool,
    ) -> Next {
        let o = self.o;
        let out = &mut f.out;
        let mut need = (o.defense * percent).div_ceil(100);
        let can: u32 = (0..o.attackers.len())
            .filter(|&i| self.battle.unit_holds(using, Who::Attackers, i))
            .map(|i| self.battle.att_factors[i].attack)
            .sum();
        if some && can < need {
            let mut shares =
                crate::mechanics::combat::trade::shares(self.setup, self.st, &o.defenders, need);
            shares.sort_by_key(|&(u, c)| (std::cmp::Reverse(c), u));
            let mut bill = 0;
            for (u, c) in shares {
                if bill + c <= can {
                    bill += c;
                    let steps = steps_of(self.setup, self.st, u, false);
                    out.defender_steps += steps.len() as u32;
                    f.lost_strength += steps.iter().sum::<u32>();
                }
            }
            if bill == 0 {
                return Next::To(otherwise);
            }
            self.say(out, || "the attacker picks which defenders go".into());
            need = bill;
        } else if can < need {
            return Next::To(otherwise);
        } else {
            f.lost_strength += self.def_steps[out.defender_steps as usize..]
                .iter()
                .sum::<u32>();
            out.defender_steps = self.steps_left;
        }
        // Only the units that may pay do, as few steps as cover it, largest first.
        let mut payer_steps: Vec<u32> = Vec::new();
        for (i, &a) in o.attackers.iter().enumerate() {
            if self.battle.unit_holds(using, Who::Attackers, i) {
                payer_steps.extend(steps_of(self.setup, self.st, a, true));
            }
        }
        payer_steps.sort_unstable_by(|a, b| b.cmp(a));
        out.attacker_steps = (out.attacker_steps + cover(&payer_steps, 0, need)).min(self.att_left);
        Next::On
    }

    /// A retreat of `n` hexes by a defender still standing: every unit of the stack takes a
    /// step per enemy-ZOC hex of the path the attacker picks (costliest, or cheapest), or is
    /// eliminated if it has none.
    fn retreat(&self, f: &mut Face, n: u32, cheapest: bool) {
        let o = self.o;
        let steps_left = self.steps_left;
        let out = &mut f.out;
        if out.defender_steps < steps_left {
            out.may_stand = o.step_instead;
            let costs = self.retreat_costs(n);
            let (least, most) = (costs.map(|c| c.0), costs.map(|c| c.1));
            f.ranged |= least != most;
            let picked = if cheapest { least } else { most };
            let stack = o.defenders.len() as u32;
            match picked {
                None => out.defender_steps = steps_left,
                Some(z) => {
                    // Every unit of the stack takes a step per enemy-ZOC hex.
                    out.defender_steps = (out.defender_steps + z * stack).min(steps_left);
                    out.defender_retreats = out.defender_steps < steps_left;
                }
            }
        }
    }
}

/// A choice of the result: the forecast follows its first option, and says there is one.
fn choose(out: &mut DieOutcome, by: BattleSide, options: &[(String, usize)], words: bool) -> Next {
    if words && options.len() > 1 {
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
    Next::To(options[0].1)
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
