//! The stages of the combat calculation (see `data::condition::Effect` for the order): which
//! modifiers hold, what each does to the units, the totals, the odds and the result.

use crate::data::condition::{BattleSide, Who};
use crate::mechanics::combat::applied::Applied;
use crate::model::condition::{CalcStage, EffectC, Modifier};
use crate::model::tables::UnitId;
use crate::query::condition::{Battle, Picked};
use crate::state::Scale;
use crate::state::Setup;

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
    /// Whether the breakdown is kept (a computer player weighing attacks reads none of it).
    words: bool,
}

/// Which modifiers hold for one battle (and the units each picks), and which groups a cancel
/// turned off.
struct Held<'a> {
    b: &'a Battle<'a>,
    picked: Vec<Option<Picked>>,
    cancelled: Vec<bool>,
}

impl<'a> Held<'a> {
    /// Evaluates every modifier's condition on the battle; no group cancelled yet.
    fn of(b: &'a Battle<'a>) -> Self {
        Held {
            b,
            picked: b
                .setup
                .rules
                .modifiers
                .iter()
                .map(|m| b.eval(&m.when))
                .collect(),
            cancelled: vec![false; b.setup.rules.modifier_groups.len()],
        }
    }

    /// Whether modifier `i` applies: it holds, is no cancel, and none of its groups is cancelled.
    fn live(&self, i: usize) -> bool {
        let mods = &self.b.setup.rules.modifiers;
        self.picked[i].is_some()
            && !matches!(mods[i].effect, EffectC::Cancel(_))
            && !mods[i].groups.iter().any(|&g| self.cancelled[g])
    }

    /// The units a modifier picks: those its Each picks, or every unit of `who`.
    fn picked(&self, i: usize, who: Who) -> Vec<usize> {
        let n = match who {
            Who::Attackers => self.b.attackers.len(),
            Who::Defenders => self.b.defenders.len(),
        };
        match &self.picked[i] {
            Some(Some((w, v))) if *w == who => (0..n).filter(|&k| v[k]).collect(),
            Some(Some(_)) => Vec::new(),
            _ => (0..n).collect(),
        }
    }

    /// The units of `who` at the positions `v`.
    fn ids(&self, who: Who, v: &[usize]) -> Vec<UnitId> {
        let units = match who {
            Who::Attackers => self.b.attackers,
            Who::Defenders => self.b.defenders,
        };
        v.iter().map(|&k| units[k]).collect()
    }

    /// How many times a die modifier counts: once per unit its `Each` picks, else once.
    fn times(&self, i: usize) -> i32 {
        match &self.picked[i] {
            Some(Some((_, v))) => v.iter().filter(|&&p| p).count() as i32,
            _ => 1,
        }
    }
}

impl Calc {
    /// The modifiers' work on the battle, stage by stage: cancels, units, totals, odds, result.
    pub(super) fn run(b: &Battle, words: bool) -> Calc {
        let mut c = Calc::new(b, words);
        let mut held = Held::of(b);
        c.cancel(&mut held);
        c.unit_stage(&held);
        c.total_stage(&held);
        for stage in [CalcStage::Odds, CalcStage::Result] {
            c.late_stage(&held, stage);
        }
        c
    }

    /// The calculation before any modifier: each attacker's own attack, nothing else.
    fn new(b: &Battle, words: bool) -> Calc {
        Calc {
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
            words,
        }
    }

    /// Cancels: each cancel that holds turns its group off, and is noted.
    fn cancel(&mut self, h: &mut Held) {
        let setup = h.b.setup;
        for (m, held) in setup.rules.modifiers.iter().zip(&h.picked) {
            if let (EffectC::Cancel(g), Some(_)) = (&m.effect, held) {
                h.cancelled[*g] = true;
                self.note(setup, m, Vec::new());
            }
        }
    }

    /// The per-unit stage, in the documented order (attack with defense, divided attacks, added
    /// defense), then the totals it leaves.
    fn unit_stage(&mut self, h: &Held) {
        let b = h.b;
        let mut unit_defense: Vec<u32> = b.def_factors.iter().map(|f| f.defense).collect();
        for pass in 0..3 {
            for (i, m) in b.setup.rules.modifiers.iter().enumerate() {
                if !h.live(i) || m.stage() != CalcStage::Unit {
                    continue;
                }
                match (&m.effect, pass) {
                    (EffectC::AttackWithDefense, 0) => {
                        let p = h.picked(i, Who::Attackers);
                        for &k in &p {
                            self.unit_attack[k] = b.att_factors[k].defense;
                        }
                        let all = h.picked[i] == Some(None);
                        self.note(
                            b.setup,
                            m,
                            if all {
                                Vec::new()
                            } else {
                                h.ids(Who::Attackers, &p)
                            },
                        );
                    }
                    (EffectC::DivideAttack { by, round }, 1) => {
                        let p = h.picked(i, Who::Attackers);
                        for &k in &p {
                            self.unit_attack[k] = round.divide(self.unit_attack[k], *by);
                        }
                        self.note(b.setup, m, h.ids(Who::Attackers, &p));
                    }
                    (EffectC::AddDefense(n), 2) => {
                        let p = h.picked(i, Who::Defenders);
                        for &k in &p {
                            unit_defense[k] += n;
                        }
                        self.note(b.setup, m, h.ids(Who::Defenders, &p));
                    }
                    _ => {}
                }
            }
        }
        self.attack = self.unit_attack.iter().sum();
        self.defense = unit_defense.iter().sum();
    }

    /// The totals stage: divisions and multiplications, then intrinsic additions; the defense
    /// is at least 1.
    fn total_stage(&mut self, h: &Held) {
        let setup = h.b.setup;
        for pass in 0..2 {
            for (i, m) in setup.rules.modifiers.iter().enumerate() {
                if !h.live(i) || m.stage() != CalcStage::Total {
                    continue;
                }
                match (&m.effect, pass) {
                    (EffectC::DivideAttack { by, round }, 0) => {
                        self.attack = round.divide(self.attack, *by);
                    }
                    (EffectC::MultiplyDefense(n), 0) => self.defense *= n,
                    (EffectC::AddDefense(n), 1) => self.defense += n,
                    _ => continue,
                }
                self.note(setup, m, Vec::new());
            }
        }
        self.defense = self.defense.max(1);
    }

    /// The odds or the result stage: each live modifier of it, in the ruleset's order.
    fn late_stage(&mut self, h: &Held, stage: CalcStage) {
        for (i, m) in h.b.setup.rules.modifiers.iter().enumerate() {
            if h.live(i) && m.stage() == stage {
                self.late_effect(h, i, m);
            }
        }
    }

    /// One modifier of the odds or result stage (shifts, die modifiers, air support, the
    /// efficiency difference, rewrites, loss scaling, a step instead of a retreat), noted.
    fn late_effect(&mut self, h: &Held, i: usize, m: &Modifier) {
        let b = h.b;
        match &m.effect {
            EffectC::Shift(s) => self.shift += s,
            EffectC::DieModifier(d) => self.die_modifier += d * h.times(i),
            EffectC::DefenderDieModifier(d) => self.defender_modifier += d * h.times(i),
            EffectC::AirSupport(d) => {
                let n = b.st.air.committed as i32;
                if n == 0 {
                    return;
                }
                self.die_modifier += d * n;
                self.note(b.setup, m, Vec::new());
                if let Some(last) = self.breakdown.last_mut() {
                    last.text = format!(
                        "die {:+}: {} committed",
                        d * n,
                        crate::model::words::counted(n, "air unit", "air units")
                    );
                }
                return;
            }
            EffectC::EfficiencyDifference => {
                let diff = efficiency_difference(b);
                if diff > 0 {
                    self.die_modifier += diff;
                } else {
                    self.defender_modifier -= diff;
                }
                self.note(b.setup, m, Vec::new());
                if let Some(last) = self.breakdown.last_mut() {
                    last.text = match diff {
                        0 => "equal, no modifier".to_string(),
                        d if d > 0 => format!("attacker's die {d:+}"),
                        d => format!("defender's die {:+}", -d),
                    };
                }
                return;
            }
            EffectC::Rewrite(a, r) => self.rewrites.push((*a, *r)),
            EffectC::ScaleLosses { side, times, min } => {
                let k = match side {
                    BattleSide::Attacker => 0,
                    BattleSide::Defender => 1,
                };
                self.scale[k] = Scale {
                    times: self.scale[k].times * times,
                    min: self.scale[k].min.max(*min),
                };
            }
            EffectC::StepInsteadOfRetreat => self.step_instead = true,
            _ => return,
        }
        // The units an `Each` picked (a die modifier per unit names them).
        let units = match &h.picked[i] {
            Some(Some((who, _))) => h.ids(*who, &h.picked(i, *who)),
            _ => Vec::new(),
        };
        self.note(b.setup, m, units);
    }

    fn note(&mut self, setup: &Setup, m: &Modifier, units: Vec<UnitId>) {
        if !self.words {
            return;
        }
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
