//! Compiles the places a ruleset uses the condition language: combat modifiers (with their
//! effects), stacking rules and attack refusals.

use crate::data::condition::Effect;
use crate::data::ruleset::RawRuleset;
use crate::load::checker::Checker;
use crate::load::condition::Names;
use crate::load::source::Path;
use crate::model::condition::{EffectC, Modifier, Refusal, StackRule, UnitTest};

/// Compiles the stacking rules' filters and the attack refusals.
pub(crate) fn compile_limits(c: &mut Checker, raw: &RawRuleset) -> (Vec<StackRule>, Vec<Refusal>) {
    let names = Names::new(raw);
    let sp = Path::root().field("stacking").field("rules");
    let stack = raw
        .stacking
        .rules
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let t = names.unit(c, &sp.index(i).field("units"), &r.units, None);
            if let UnitTest::Across(_) = t {
                c.err(
                    sp.index(i).field("units"),
                    "stacking is not about crossing hexsides",
                );
            }
            StackRule {
                name: r.name.clone(),
                units: t,
                limit: r.limit,
            }
        })
        .collect();
    let rp = Path::root().field("combat").field("refuse");
    let refusals = raw
        .combat
        .refuse
        .iter()
        .enumerate()
        .map(|(i, r)| Refusal {
            name: r.name.clone(),
            source: r.source.clone(),
            when: names.compile(c, &rp.index(i).field("when"), &r.when),
        })
        .collect();
    (stack, refusals)
}

/// Compiles every combat modifier of a ruleset.
pub(crate) fn compile_modifiers(c: &mut Checker, raw: &RawRuleset) -> (Vec<Modifier>, Vec<String>) {
    let names = Names::new(raw);
    let p = Path::root().field("combat").field("modifiers");
    let mods = raw
        .combat
        .modifiers
        .iter()
        .enumerate()
        .map(|(i, m)| Modifier {
            name: m.name.clone(),
            source: m.source.clone(),
            groups: m
                .groups
                .iter()
                .map(|g| names.groups.iter().position(|x| x == g).expect("collected"))
                .collect(),
            when: names.compile(c, &p.index(i).field("when"), &m.when),
            effect: names.effect(c, &p.index(i).field("effect"), &m.effect),
            raw: m.clone(),
        })
        .collect();
    (mods, names.groups)
}

impl Names<'_> {
    /// Compiles a combat effect.
    fn effect(&self, c: &mut Checker, p: &Path, e: &Effect) -> EffectC {
        let results = || self.raw.combat.results.iter().map(|r| r.id.as_str());
        let nonzero = |c: &mut Checker, n: u32, what: &str| {
            if n == 0 {
                c.err(p.clone(), format!("{what} 0 is not allowed"));
            }
        };
        match e {
            Effect::AttackWithDefense => EffectC::AttackWithDefense,
            Effect::DivideAttack { by, round } => {
                nonzero(c, *by, "a divisor of");
                EffectC::DivideAttack {
                    by: (*by).max(1),
                    round: *round,
                }
            }
            Effect::AddDefense(n) => EffectC::AddDefense(*n),
            Effect::MultiplyDefense(n) => {
                nonzero(c, *n, "multiplying by");
                EffectC::MultiplyDefense(*n)
            }
            Effect::Shift(n) => EffectC::Shift(*n),
            Effect::DieModifier(n) => EffectC::DieModifier(*n),
            Effect::DefenderDieModifier(n) => EffectC::DefenderDieModifier(*n),
            Effect::EfficiencyDifference => EffectC::EfficiencyDifference,
            Effect::AirSupport(n) => EffectC::AirSupport(*n),
            Effect::Rewrite(a, b) => {
                let x = c.lookup(p.index(0), "combat result", a, results());
                let y = c.lookup(p.index(1), "combat result", b, results());
                EffectC::Rewrite(x.unwrap_or(0), y.unwrap_or(0))
            }
            Effect::ScaleLosses { side, times, min } => EffectC::ScaleLosses {
                side: *side,
                times: *times,
                min: *min,
            },
            Effect::StepInsteadOfRetreat => EffectC::StepInsteadOfRetreat,
            Effect::Cancel(g) => EffectC::Cancel(
                c.lookup(
                    p.index(0),
                    "modifier group",
                    g,
                    self.groups.iter().map(String::as_str),
                )
                .unwrap_or(0),
            ),
        }
    }
}
