//! Compiles each combat result's program (`does`, or the one its fields describe) into
//! `model::outcome` instructions.

use crate::data::combat::{Do, RawCombatResult};
use crate::data::condition::BattleSide;
use crate::data::ruleset::RawRuleset;
use crate::load::checker::Checker;
use crate::load::condition::Names;
use crate::load::source::Path;
use crate::model::outcome::Instr;

/// The program a result's fields describe, for rulesets that write no `does`.
fn from_fields(r: &RawCombatResult) -> Vec<Do> {
    let mut v = Vec::new();
    // Losses of 0 are kept: a `ScaleLosses` with a minimum turns them into 1 (ZW cities).
    if r.defender_eliminated {
        v.push(Do::Eliminate(BattleSide::Defender));
    } else {
        v.push(Do::Lose(BattleSide::Defender, r.defender_steps));
    }
    if r.exchange {
        v.push(Do::Exchange);
    } else {
        v.push(Do::Lose(BattleSide::Attacker, r.attacker_steps));
    }
    if r.defender_retreat > 0 {
        v.push(Do::Retreat(r.defender_retreat));
    }
    v.push(Do::Advance);
    v
}

fn emit(names: &Names, c: &mut Checker, p: &Path, list: &[Do], out: &mut Vec<Instr>) {
    for (i, d) in list.iter().enumerate() {
        let here = p.index(i);
        match d {
            Do::Lose(s, n) => out.push(Instr::Lose(*s, *n, *s)),
            Do::LoseChosenBy(s, n, by) => out.push(Instr::Lose(*s, *n, *by)),
            Do::LoseFactors(s, n) => out.push(Instr::LoseFactors(*s, *n)),
            Do::Eliminate(s) => out.push(Instr::Eliminate(*s)),
            Do::Exchange => out.push(Instr::Exchange),
            Do::LoseCasualties(s) => out.push(Instr::LoseCasualties(*s)),
            Do::Retreat(n) => out.push(Instr::Retreat(*n)),
            Do::Advance => out.push(Instr::Advance),
            Do::AttackAgain => out.push(Instr::AttackAgain),
            Do::Mark(side, id) => {
                out.push(Instr::Mark(*side, names.unit_marker(c, here.index(1), id)));
            }
            Do::MarkSide(side, id) => {
                out.push(Instr::MarkSide(
                    *side,
                    names.side_marker(c, here.index(1), id),
                ));
            }
            Do::Trade {
                percent,
                using,
                otherwise,
                some,
            } => {
                if *percent == 0 {
                    c.err(here.field("percent"), "an exchange of 0% is no exchange");
                }
                let units = names.unit(
                    c,
                    &here.field("using"),
                    using,
                    Some(crate::data::condition::Who::Attackers),
                );
                let at = out.len();
                out.push(Instr::End);
                let jump = out.len();
                out.push(Instr::End);
                out[at] = Instr::Trade(*percent, units, out.len(), *some);
                emit(names, c, &here.field("otherwise"), otherwise, out);
                out[jump] = Instr::Jump(out.len());
            }
            Do::If(cond, then, other) => {
                let test = names.compile(c, &here.index(0), cond);
                let at = out.len();
                out.push(Instr::End);
                emit(names, c, &here.index(1), then, out);
                let jump = out.len();
                out.push(Instr::End);
                out[at] = Instr::JumpUnless(test, out.len());
                emit(names, c, &here.index(2), other, out);
                out[jump] = Instr::Jump(out.len());
            }
            Do::Choose(side, options) => {
                if options.is_empty() {
                    c.err(here.clone(), "a choice needs at least one option");
                }
                let at = out.len();
                out.push(Instr::End);
                let mut starts = Vec::new();
                let mut ends = Vec::new();
                for (k, (name, body)) in options.iter().enumerate() {
                    starts.push((name.clone(), out.len()));
                    emit(names, c, &here.index(1).index(k).index(1), body, out);
                    ends.push(out.len());
                    out.push(Instr::End);
                }
                let after = out.len();
                for e in ends {
                    out[e] = Instr::Jump(after);
                }
                out[at] = Instr::Choose(*side, starts);
            }
        }
    }
}

/// Every result's instructions, in the order of the ruleset's results.
pub(crate) fn compile_outcomes(c: &mut Checker, raw: &RawRuleset) -> Vec<Vec<Instr>> {
    let names = Names::new(raw);
    let p = Path::root().field("combat").field("results");
    raw.combat
        .results
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let fields = r.defender_eliminated
                || r.defender_steps > 0
                || r.attacker_steps > 0
                || r.defender_retreat > 0
                || r.exchange;
            let program = if r.does.is_empty() {
                from_fields(r)
            } else {
                if fields {
                    c.err(
                        p.index(i).field("does"),
                        "a result with `does` says everything it does there: drop the step, \
                         retreat, elimination and exchange fields",
                    );
                }
                r.does.clone()
            };
            let mut out = Vec::new();
            emit(&names, c, &p.index(i).field("does"), &program, &mut out);
            out.push(Instr::End);
            out
        })
        .collect()
}
