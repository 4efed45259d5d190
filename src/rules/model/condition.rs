//! Conditions and modifiers compiled: every id an index or a set of indices, the per-unit part
//! (`Each`) taken out so that the battle part is a plain tree of tests.

use crate::rules::data::condition::{BattleSide, Factor, Op, Owner, Quant, Round, Who};
use crate::rules::model::tables::SideId;

/// A set of small indices (unit types, nationalities, terrains, features, hexside types).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Set(pub Vec<bool>);

impl Set {
    pub fn of(len: usize, members: impl IntoIterator<Item = usize>) -> Self {
        let mut v = vec![false; len];
        for m in members {
            v[m] = true;
        }
        Set(v)
    }
    pub fn has(&self, i: usize) -> bool {
        self.0.get(i).copied().unwrap_or(false)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnitTest {
    Always,
    Side(SideId),
    Nationality(Set),
    /// Tags, types and classes all become the set of unit types that match.
    Types(Set),
    OutOfSupply,
    Size(Vec<crate::rules::data::scenario::Size>),
    Marked(u8),
    Across(Set),
    All(Vec<UnitTest>),
    Any(Vec<UnitTest>),
    Not(Box<UnitTest>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumC {
    pub who: Who,
    pub units: UnitTest,
    pub factor: Factor,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Test {
    True,
    All(Vec<Test>),
    Any(Vec<Test>),
    Not(Box<Test>),
    Turns(u32, u32),
    /// Months since year 0 (`year * calendar length + slot`), both ends included.
    Dates(u32, u32),
    Weather(Set),
    Optional(usize),
    Choice(usize, usize),
    /// `Each` never appears here: it is taken out into [`Compiled::each`].
    Units(Who, Quant, UnitTest),
    Terrain(Set),
    Feature(Set),
    Marker(usize, Owner),
    Zone(usize),
    ZoneControlledBy(usize, SideId),
    SideMarked(SideId, u8),
    AttackHexes(u32),
    Compare(SumC, Op, SumC),
    Exceeds(SumC, u32, SumC),
    Surrounded,
}

/// A compiled condition: a battle test and, if the condition has an `Each`, the units it picks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Compiled {
    pub test: Test,
    pub each: Option<(Who, UnitTest)>,
}

impl Compiled {
    pub fn always() -> Self {
        Compiled {
            test: Test::True,
            each: None,
        }
    }
}

/// The stage of the combat calculation an effect belongs to, in the order they are applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CalcStage {
    Cancel,
    Unit,
    Total,
    Odds,
    Result,
}

impl CalcStage {
    pub fn name(self) -> &'static str {
        match self {
            CalcStage::Cancel => "cancel",
            CalcStage::Unit => "per unit",
            CalcStage::Total => "totals",
            CalcStage::Odds => "odds",
            CalcStage::Result => "result",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EffectC {
    AttackWithDefense,
    DivideAttack {
        by: u32,
        round: Round,
    },
    AddDefense(u32),
    MultiplyDefense(u32),
    Shift(i32),
    DieModifier(i32),
    DefenderDieModifier(i32),
    EfficiencyDifference,
    AirSupport(i32),
    /// Result indices.
    Rewrite(usize, usize),
    ScaleLosses {
        side: BattleSide,
        times: u32,
        min: u32,
    },
    StepInsteadOfRetreat,
    Cancel(usize),
}

/// At most `limit` stacking points of the units `units` picks in one hex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackRule {
    pub name: String,
    pub units: UnitTest,
    pub limit: u32,
}

/// An attack the rules do not allow: refused when `when` holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub name: String,
    pub source: String,
    pub when: Compiled,
}

/// A checked combat modifier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Modifier {
    pub name: String,
    pub source: String,
    /// Group indices (`Ruleset::modifier_groups`).
    pub groups: Vec<usize>,
    pub when: Compiled,
    pub effect: EffectC,
    /// As written, for the charts.
    pub raw: crate::rules::data::condition::RawModifier,
}

impl Modifier {
    /// The stage this modifier is applied in.
    pub fn stage(&self) -> CalcStage {
        let each = self.when.each.is_some();
        match self.effect {
            EffectC::Cancel(_) => CalcStage::Cancel,
            EffectC::AttackWithDefense => CalcStage::Unit,
            EffectC::DivideAttack { .. } | EffectC::AddDefense(_) if each => CalcStage::Unit,
            EffectC::DivideAttack { .. } | EffectC::AddDefense(_) | EffectC::MultiplyDefense(_) => {
                CalcStage::Total
            }
            EffectC::Shift(_)
            | EffectC::DieModifier(_)
            | EffectC::DefenderDieModifier(_)
            | EffectC::EfficiencyDifference
            | EffectC::AirSupport(_) => CalcStage::Odds,
            EffectC::Rewrite(..) | EffectC::ScaleLosses { .. } | EffectC::StepInsteadOfRetreat => {
                CalcStage::Result
            }
        }
    }
}
