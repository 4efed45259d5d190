//! One line of a battle's odds breakdown, structured, and its words.

use crate::data::condition::BattleSide;
use crate::model::condition::{CalcStage, EffectC};
use crate::model::tables::UnitId;
use crate::state::Setup;

/// One line of the odds breakdown: which modifier, from where, in which stage, doing what, to
/// which units (empty: the battle as a whole).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    /// The modifier in words ("forest/rough").
    pub name: String,
    /// Where its rule comes from.
    pub source: String,
    /// The stage it was applied in.
    pub stage: CalcStage,
    /// What it did.
    pub effect: EffectC,
    /// The units it applied to (empty: the battle as a whole).
    pub units: Vec<UnitId>,
    /// The effect in words: "1L", "attack of g_41pz divided by 2".
    pub text: String,
}

impl std::fmt::Display for Applied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}): {}", self.name, self.source, self.text)
    }
}

impl Applied {
    pub(super) fn words(&self, setup: &Setup) -> String {
        let units = || {
            self.units
                .iter()
                .map(|&u| setup.scenario.units[u as usize].id.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let results = &setup.rules.combat.results;
        match &self.effect {
            EffectC::Shift(s) => shift_text(*s),
            EffectC::DieModifier(d) if !self.units.is_empty() => {
                format!("die {d:+} each: {}", units())
            }
            EffectC::DieModifier(d) => format!("die {d:+}"),
            EffectC::DefenderDieModifier(d) if !self.units.is_empty() => {
                format!("defender's die {d:+} each: {}", units())
            }
            EffectC::DefenderDieModifier(d) => format!("defender's die {d:+}"),
            EffectC::EfficiencyDifference => "efficiency compared".into(),
            EffectC::AirSupport(d) => format!("die {d:+} per air unit committed"),
            EffectC::AttackWithDefense if self.units.is_empty() => {
                "attackers use their defense factor".into()
            }
            EffectC::AttackWithDefense => format!("{} attack with their defense factor", units()),
            EffectC::DivideAttack { by, round } if self.units.is_empty() => {
                format!("attack divided by {by}{}", round_text(*round))
            }
            EffectC::DivideAttack { by, round } => {
                format!(
                    "attack of {} divided by {by}{}",
                    units(),
                    round_text(*round)
                )
            }
            EffectC::AddDefense(n) if self.units.is_empty() => format!("defense +{n}"),
            EffectC::AddDefense(n) => format!("defense of {} +{n} each", units()),
            EffectC::MultiplyDefense(n) => format!("defense ×{n}"),
            EffectC::Rewrite(a, b) => format!("{} becomes {}", results[*a].id, results[*b].id),
            EffectC::ScaleLosses { side, times, min } => format!(
                "{} losses ×{times}{}",
                match side {
                    BattleSide::Attacker => "attacker",
                    BattleSide::Defender => "defender",
                },
                if *min > 0 {
                    format!(", at least {min}")
                } else {
                    String::new()
                }
            ),
            EffectC::StepInsteadOfRetreat => {
                "defender may take a step loss instead of retreating".into()
            }
            EffectC::Cancel(g) => format!("cancels {}", setup.rules.modifier_groups[*g]),
        }
    }
}

fn round_text(r: crate::data::condition::Round) -> &'static str {
    use crate::data::condition::Round;
    match r {
        Round::Down => "",
        Round::Up => " (fractions rounded up)",
        Round::Nearest => " (halves rounded up)",
    }
}

fn shift_text(s: i32) -> String {
    match s.cmp(&0) {
        std::cmp::Ordering::Less => format!("{}L", -s),
        _ => format!("{s}R"),
    }
}
