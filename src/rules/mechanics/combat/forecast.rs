//! What each die roll of a planned battle would do, computed exactly from the CRT column (every
//! face of the resolver's die, automatic columns included), the units' steps (the whole attacked
//! stack's) and the legal retreat paths, without rolling: the solo player's "exact odds".
//! Where the rules leave a choice, the forecast assumes the attacker picks the retreat path that
//! costs the defender most (and gives the cheapest's loss as the other end of the range) and loses as few attacker steps as the exchange allows, and that the
//! defender retreats rather than taking a step instead (the report says when it could), and that a
//! result offering options is answered with its first.

use crate::rules::data::condition::{BattleSide, Who};
use crate::rules::mechanics::combat::calc::Odds;
use crate::rules::model::condition::UnitTest;
use crate::rules::model::outcome::Instr;
use crate::rules::model::tables::SideId;
use crate::rules::query::condition::Battle;
use crate::rules::query::retreat::each_retreat;
use crate::rules::query::zoc::SideTables;
use crate::rules::state::{Setup, State};
use std::cell::OnceCell;
use std::rc::Rc;

/// What one face of the die does to the battle, worked out exactly (at the retreat that costs
/// the defender most, where the attacker picks one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DieOutcome {
    /// The face (1 first).
    pub die: u32,
    /// The result id the face gives ("DR", "EX").
    pub result: String,
    /// Every defending unit is eliminated.
    pub defender_eliminated: bool,
    /// The defending stack retreats (and survives).
    pub defender_retreats: bool,
    /// Steps the defenders lose.
    pub defender_steps: u32,
    /// Steps the attackers lose.
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
    /// Steps the defenders lose.
    pub defender_steps: u32,
    /// Every defending unit is eliminated all the same.
    pub defender_eliminated: bool,
    /// Steps the attackers lose.
    pub attacker_steps: u32,
}

/// The outcome of every face of the die.
pub fn forecast(setup: &Setup, st: &State, o: &Odds) -> Vec<DieOutcome> {
    forecast_in(setup, st, o, true)
}

/// `forecast` with no words: every face's figures as `forecast` gives them, its `result` id and
/// `also` left empty (for a computer player weighing attacks, which reads the figures only).
pub fn forecast_unworded(setup: &Setup, st: &State, o: &Odds) -> Vec<DieOutcome> {
    forecast_in(setup, st, o, false)
}

fn forecast_in(setup: &Setup, st: &State, o: &Odds, words: bool) -> Vec<DieOutcome> {
    let f = Forecaster::new(setup, st, o, words);
    o.result_idx
        .iter()
        .enumerate()
        .map(|(i, &ri)| f.face_with_range(i, ri))
        .collect()
}

/// What every face's forecast reads: the battle, the defender's enemy ZOCs, and the strength
/// each step of either side would cost.
struct Forecaster<'a> {
    setup: &'a Setup,
    st: &'a State,
    o: &'a Odds,
    /// The defender's side.
    side: SideId,
    /// The defender side's tables (its enemies' ZOCs), asked for when a retreat's cost is first
    /// worked out where retreating into an enemy ZOC costs steps.
    zoc: OnceCell<Rc<SideTables>>,
    /// Whether a retreat into an enemy ZOC costs steps.
    pays: bool,
    /// Strength each defender step would cost, in the order the stack loses them (first unit
    /// first).
    def_steps: Vec<u32>,
    steps_left: u32,
    /// Strength each attacker step would cost, largest first, for exchanges.
    att_steps: Vec<u32>,
    att_left: u32,
    battle: Battle<'a>,
    /// Each retreat length's paths worked out so far, as the fewest and most enemy-ZOC hexes
    /// one costs, none without a path (the faces that retreat as far share them: paths depend
    /// on where units stand, not on steps lost).
    retreats: std::cell::RefCell<Vec<(u32, Option<ZocRange>)>>,
    /// Whether the faces get their result ids and words (`forecast_unworded`: none).
    words: bool,
}

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

impl<'a> Forecaster<'a> {
    /// Works out what every face reads of the battle; `words`: whether faces get their words.
    fn new(setup: &'a Setup, st: &'a State, o: &'a Odds, words: bool) -> Self {
        let d = o.defenders[0];
        let side = setup.scenario.units[d as usize].side;
        let pays = rules_pay_zoc(setup);
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
        let battle = Battle::new(setup, st, &o.attackers, &o.defenders, o.hex);
        Forecaster {
            setup,
            st,
            o,
            side,
            zoc: OnceCell::new(),
            pays,
            def_steps,
            steps_left,
            att_steps,
            att_left,
            battle,
            retreats: std::cell::RefCell::new(Vec::new()),
            words,
        }
    }

    /// The fewest and the most enemy-ZOC hexes a retreat path of `n` hexes costs the defender,
    /// none without a path (worked out once for the battle).
    fn retreat_costs(&self, n: u32) -> Option<ZocRange> {
        if let Some(&(_, c)) = self.retreats.borrow().iter().find(|(k, _)| *k == n) {
            return c;
        }
        let o = self.o;
        let zoc = self.pays.then(|| {
            self.zoc
                .get_or_init(|| SideTables::shared(self.setup, self.st, self.side))
                .clone()
        });
        let mut range: Option<ZocRange> = None;
        each_retreat(
            self.setup,
            self.st,
            o.defenders[0],
            n,
            &o.attackers,
            &mut |p| {
                let z = zoc.as_ref().map_or(0, |t| {
                    p.iter().filter(|&&h| t.zoc[h as usize]).count() as u32
                });
                let (lo, hi) = range.map_or((z, z), |(lo, hi)| (lo.min(z), hi.max(z)));
                range = Some((lo, hi));
                // No path can widen the range once it runs from none to every hex (where
                // entering an enemy ZOC costs nothing, from the first path on).
                zoc.is_some() && !(lo == 0 && hi >= n)
            },
        );
        self.retreats.borrow_mut().push((n, range));
        range
    }

    /// Adds a line to the face's words, if it has words.
    fn say(&self, out: &mut DieOutcome, text: impl FnOnce() -> String) {
        if self.words {
            out.also.push(text());
        }
    }

    /// A face's outcome with the retreat the attacker picks costliest for the defender, and the
    /// cheapest's losses where they differ.
    fn face_with_range(&self, i: usize, ri: usize) -> DieOutcome {
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
            let mut shares = crate::rules::mechanics::combat::trade::shares(
                self.setup,
                self.st,
                &o.defenders,
                need,
            );
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

/// The fewest and the most enemy-ZOC hexes a retreat's paths cost.
type ZocRange = (u32, u32);

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
