//! Compiles the places a ruleset uses the condition language: combat modifiers, stacking rules
//! and attack refusals.

use crate::data::ruleset::RawRuleset;
use crate::load::checker::Checker;
use crate::load::condition::Names;
use crate::load::source::Path;
use crate::model::condition::{Modifier, Refusal, StackRule, UnitTest};

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
