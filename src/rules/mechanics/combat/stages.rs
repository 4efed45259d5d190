//! The stages of the combat calculation (see `data::condition::Effect` for the order): which
//! modifiers hold, what each does to the units, the totals, the odds and the result.

use crate::rules::data::condition::{BattleSide, Who};
use crate::rules::mechanics::combat::applied::Applied;
use crate::rules::model::condition::{CalcStage, EffectC, Modifier};
use crate::rules::model::tables::UnitId;
use crate::rules::query::condition::{Battle, Picked};
use crate::rules::state::Scale;
use crate::rules::state::Setup;

/// The modifiers' work on one battle, stage by stage.
pub(super) struct Calc {
    pub unit_attack: Vec<u32>,
    pub attack: u32,
    pub defense: u32,
    pub shift: i32,
    pub die_modifier: i32,
    pub defender_modifier: i32,
    pub rewrites: Vec<(usize, usize)>,
    pub scale: [Scale; 2],
    pub step_instead: bool,
    pub breakdown: Vec<Applied>,
}

impl Calc {
    pub(super) fn run(b: &Battle) -> Calc {
        let mods = &b.setup.rules.modifiers;
        // Which modifiers hold, and the units each picks.
        let held: Vec<Option<Picked>> = mods.iter().map(|m| b.eval(&m.when)).collect();
        let mut cancelled = vec![false; b.setup.rules.modifier_groups.len()];
        let mut c = Calc {
            unit_attack: b.att_factors.iter().map(|f| f.attack).collect(),
            attack: 0,
            defense: 0,
            shift: 0,
            die_modifier: 0,
            defender_modifier: 0,
            rewrites: Vec::new(),
            scale: [Scale::NONE; 2],
            step_instead: false,
            breakdown: Vec::new(),
        };
        for (m, h) in mods.iter().zip(&held) {
            if let (EffectC::Cancel(g), Some(_)) = (&m.effect, h) {
                cancelled[*g] = true;
                c.note(b.setup, m, Vec::new());
            }
        }
        let live = |i: usize| {
            held[i].is_some()
                && !matches!(mods[i].effect, EffectC::Cancel(_))
                && !mods[i].groups.iter().any(|&g| cancelled[g])
        };
        // The units a modifier picks: those its Each picks, or every unit of `who`.
        let picked = |i: usize, who: Who| -> Vec<usize> {
            let n = match who {
                Who::Attackers => b.attackers.len(),
                Who::Defenders => b.defenders.len(),
            };
            match &held[i] {
                Some(Some((w, v))) if *w == who => (0..n).filter(|&k| v[k]).collect(),
                Some(Some(_)) => Vec::new(),
                _ => (0..n).collect(),
            }
        };
        let ids = |who: Who, v: &[usize]| -> Vec<UnitId> {
            let units = match who {
                Who::Attackers => b.attackers,
                Who::Defenders => b.defenders,
            };
            v.iter().map(|&k| units[k]).collect()
        };
        let mut unit_defense: Vec<u32> = b.def_factors.iter().map(|f| f.defense).collect();
        // Per unit, in the documented order.
        for pass in 0..3 {
            for (i, m) in mods.iter().enumerate() {
                if !live(i) || m.stage() != CalcStage::Unit {
                    continue;
                }
                match (&m.effect, pass) {
                    (EffectC::AttackWithDefense, 0) => {
                        let p = picked(i, Who::Attackers);
                        for &k in &p {
                            c.unit_attack[k] = b.att_factors[k].defense;
                        }
                        let all = held[i] == Some(None);
                        c.note(
                            b.setup,
                            m,
                            if all {
                                Vec::new()
                            } else {
                                ids(Who::Attackers, &p)
                            },
                        );
                    }
                    (EffectC::DivideAttack { by, round }, 1) => {
                        let p = picked(i, Who::Attackers);
                        for &k in &p {
                            c.unit_attack[k] = round.divide(c.unit_attack[k], *by);
                        }
                        c.note(b.setup, m, ids(Who::Attackers, &p));
                    }
                    (EffectC::AddDefense(n), 2) => {
                        let p = picked(i, Who::Defenders);
                        for &k in &p {
                            unit_defense[k] += n;
                        }
                        c.note(b.setup, m, ids(Who::Defenders, &p));
                    }
                    _ => {}
                }
            }
        }
        c.attack = c.unit_attack.iter().sum();
        c.defense = unit_defense.iter().sum();
        // Totals: divisions and multiplications, then intrinsic additions.
        for pass in 0..2 {
            for (i, m) in mods.iter().enumerate() {
                if !live(i) || m.stage() != CalcStage::Total {
                    continue;
                }
                match (&m.effect, pass) {
                    (EffectC::DivideAttack { by, round }, 0) => {
                        c.attack = round.divide(c.attack, *by);
                    }
                    (EffectC::MultiplyDefense(n), 0) => c.defense *= n,
                    (EffectC::AddDefense(n), 1) => c.defense += n,
                    _ => continue,
                }
                c.note(b.setup, m, Vec::new());
            }
        }
        c.defense = c.defense.max(1);
        // A die modifier with `Each` counts once per unit it picks.
        let times = |i: usize| match &held[i] {
            Some(Some((_, v))) => v.iter().filter(|&&p| p).count() as i32,
            _ => 1,
        };
        for stage in [CalcStage::Odds, CalcStage::Result] {
            for (i, m) in mods.iter().enumerate() {
                if !live(i) || m.stage() != stage {
                    continue;
                }
                match &m.effect {
                    EffectC::Shift(s) => c.shift += s,
                    EffectC::DieModifier(d) => c.die_modifier += d * times(i),
                    EffectC::DefenderDieModifier(d) => c.defender_modifier += d * times(i),
                    EffectC::AirSupport(d) => {
                        let n = b.st.air.committed as i32;
                        if n == 0 {
                            continue;
                        }
                        c.die_modifier += d * n;
                        c.note(b.setup, m, Vec::new());
                        if let Some(last) = c.breakdown.last_mut() {
                            last.text = format!("die {:+}: {n} air unit(s) committed", d * n);
                        }
                        continue;
                    }
                    EffectC::EfficiencyDifference => {
                        let diff = efficiency_difference(b);
                        if diff > 0 {
                            c.die_modifier += diff;
                        } else {
                            c.defender_modifier -= diff;
                        }
                        c.note(b.setup, m, Vec::new());
                        if let Some(last) = c.breakdown.last_mut() {
                            last.text = match diff {
                                0 => "equal, no modifier".to_string(),
                                d if d > 0 => format!("attacker's die {d:+}"),
                                d => format!("defender's die {:+}", -d),
                            };
                        }
                        continue;
                    }
                    EffectC::Rewrite(a, r) => c.rewrites.push((*a, *r)),
                    EffectC::ScaleLosses { side, times, min } => {
                        let k = match side {
                            BattleSide::Attacker => 0,
                            BattleSide::Defender => 1,
                        };
                        c.scale[k] = Scale {
                            times: c.scale[k].times * times,
                            min: c.scale[k].min.max(*min),
                        };
                    }
                    EffectC::StepInsteadOfRetreat => c.step_instead = true,
                    _ => continue,
                }
                // The units an `Each` picked (a die modifier per unit names them).
                let units = match &held[i] {
                    Some(Some((who, _))) => ids(*who, &picked(i, *who)),
                    _ => Vec::new(),
                };
                c.note(b.setup, m, units);
            }
        }
        c
    }

    fn note(&mut self, setup: &Setup, m: &Modifier, units: Vec<UnitId>) {
        let mut a = Applied {
            name: m.name.clone(),
            source: m.source.clone(),
            stage: m.stage(),
            effect: m.effect.clone(),
            units,
            text: String::new(),
        };
        a.text = a.words(setup);
        self.breakdown.push(a);
    }
}

/// The attacker's best unit's efficiency less the defender's (each side's unit with the most
/// combat factors: attack for the attackers, defense for the defenders; the first of equals).
fn efficiency_difference(b: &Battle) -> i32 {
    let best = |units: &[UnitId], cf: &dyn Fn(usize) -> u32| -> i32 {
        let mut top: Option<(u32, usize)> = None;
        for i in 0..units.len() {
            if top.is_none_or(|(c, _)| cf(i) > c) {
                top = Some((cf(i), i));
            }
        }
        top.map_or(0, |(_, i)| {
            b.setup.scenario.units[units[i] as usize].efficiency as i32
        })
    };
    best(b.attackers, &|i| b.att_factors[i].attack)
        - best(b.defenders, &|i| b.def_factors[i].defense)
}
