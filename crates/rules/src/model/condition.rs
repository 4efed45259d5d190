//! Conditions and modifiers compiled: every id an index or a set of indices, the per-unit part
//! (`Each`) taken out so that the battle part is a plain tree of tests.

use crate::data::condition::{BattleSide, Factor, Op, Owner, Quant, Round, Who};
use crate::model::ids::SideId;

/// A set of small indices (unit types, nationalities, terrains, features, hexside types).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Set(pub Vec<bool>);

impl Set {
    /// The set of `len` indices holding `members`.
    pub fn of(len: usize, members: impl IntoIterator<Item = usize>) -> Self {
        let mut v = vec![false; len];
        for m in members {
            v[m] = true;
        }
        Set(v)
    }
    /// Whether index `i` is in the set (false beyond its length).
    pub fn has(&self, i: usize) -> bool {
        self.0.get(i).copied().unwrap_or(false)
    }
}

/// A compiled question about one unit (`data::condition::Unit`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnitTest {
    /// Every unit.
    Always,
    /// It belongs to this side.
    Side(SideId),
    /// Its nationality is in the set.
    Nationality(Set),
    /// Tags, types and classes all become the set of unit types that match.
    Types(Set),
    /// It was out of supply when its side's supply was last judged.
    OutOfSupply,
    /// Its size is one of these.
    Size(Vec<crate::data::scenario::Size>),
    /// It carries this unit marker (index).
    Marked(u8),
    /// It stands in this zone (index).
    InZone(usize),
    /// An attacker attacking across a hexside type in the set.
    Across(Set),
    /// Every one of these holds of the unit.
    All(Vec<UnitTest>),
    /// At least one of these holds of the unit.
    Any(Vec<UnitTest>),
    /// This does not hold of the unit.
    Not(Box<UnitTest>),
}

/// A compiled sum: one factor added up over the attackers or defenders that pass a test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumC {
    /// The attackers or the defenders.
    pub who: Who,
    /// The units of those that count.
    pub units: UnitTest,
    /// The factor added up (attack or defense).
    pub factor: Factor,
}

/// A compiled condition on a battle or a moment of the game (`data::condition::Cond`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Test {
    /// Always holds (a modifier without a condition).
    True,
    /// Every one of these holds.
    All(Vec<Test>),
    /// At least one of these holds.
    Any(Vec<Test>),
    /// This does not hold.
    Not(Box<Test>),
    /// The turn is in this range (1-based, both ends included).
    Turns(u32, u32),
    /// Months since year 0 (`year * calendar length + slot`), both ends included.
    Dates(u32, u32),
    /// The turn's combat weather is in the set.
    Weather(Set),
    /// This optional rule (index) is in force.
    Optional(usize),
    /// This choice (index) has this value (index).
    Choice(usize, usize),
    /// `Each` never appears here: it is taken out into [`Compiled::each`].
    Units(Who, Quant, UnitTest),
    /// The defender's hex has a terrain in the set.
    Terrain(Set),
    /// The defender's hex has a feature in the set.
    Feature(Set),
    /// The defender's hex carries this hex marker (index), owned as said.
    Marker(usize, Owner),
    /// The defender's hex lies in this zone (index).
    Zone(usize),
    /// Every hex of this zone (index) is controlled by this side.
    ZoneControlledBy(usize, SideId),
    /// This side carries this side marker (index).
    SideMarked(SideId, u8),
    /// The attackers stand in at least this many hexes.
    AttackHexes(u32),
    /// Two sums compared.
    Compare(SumC, Op, SumC),
    /// The first sum is more than this many times the second.
    Exceeds(SumC, u32, SumC),
    /// No defender could retreat one hex.
    Surrounded,
}

/// A compiled condition: a battle test and, if the condition has an `Each`, the units it picks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Compiled {
    /// The test on the battle.
    pub test: Test,
    /// The units an `Each` picks (attackers or defenders, and the test): the modifier applies to
    /// those only.
    pub each: Option<(Who, UnitTest)>,
}

impl Compiled {
    /// A condition that always holds, picking no units.
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
    /// Cancels remove modifier groups.
    Cancel,
    /// Per-unit changes to attack and defense.
    Unit,
    /// Changes to the attack and defense totals.
    Total,
    /// Column shifts and die modifiers.
    Odds,
    /// Changes to the result the die gives.
    Result,
}

impl CalcStage {
    /// The stage's name in the odds breakdown ("per unit").
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

/// A compiled modifier effect (`data::condition::Effect`), ids turned into indices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EffectC {
    /// The units picked attack with their defense factor.
    AttackWithDefense,
    /// Attack divided (of the units picked, or the total).
    DivideAttack {
        /// The divisor.
        by: u32,
        /// How the division rounds.
        round: Round,
    },
    /// Defense factors added (to each defender picked, or once to the total).
    AddDefense(u32),
    /// The defenders' total defense multiplied.
    MultiplyDefense(u32),
    /// Columns to the left (negative) or right (positive).
    Shift(i32),
    /// Added to the die roll (the attacker's, in opposed rolls).
    DieModifier(i32),
    /// Added to the defender's roll of an opposed-rolls battle.
    DefenderDieModifier(i32),
    /// The efficiency difference of the two sides' largest units, as a die modifier.
    EfficiencyDifference,
    /// Per air unit committed, added to the attacker's roll.
    AirSupport(i32),
    /// Result indices.
    Rewrite(usize, usize),
    /// One side's step losses multiplied, with a minimum.
    ScaleLosses {
        /// The side whose losses are scaled.
        side: BattleSide,
        /// The multiplier.
        times: u32,
        /// The fewest steps the side loses.
        min: u32,
    },
    /// The defender may take a step loss instead of retreating.
    StepInsteadOfRetreat,
    /// Removes the modifiers of this group (index into `Ruleset::modifier_groups`).
    Cancel(usize),
}

/// At most `limit` stacking points of the units `units` picks in one hex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackRule {
    /// The rule in words, for the message that refuses a move.
    pub name: String,
    /// The units the limit counts.
    pub units: UnitTest,
    /// The most stacking points those units may have in one hex.
    pub limit: u32,
}

/// An attack the rules do not allow: refused when `when` holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// Why, in words ("dispersed units may not attack").
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// The condition that refuses the attack.
    pub when: Compiled,
}

/// A checked combat modifier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Modifier {
    /// The modifier in words, as the odds breakdown lists it.
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// Group indices (`Ruleset::modifier_groups`).
    pub groups: Vec<usize>,
    /// When it applies, and to which units.
    pub when: Compiled,
    /// What it does.
    pub effect: EffectC,
    /// As written, for the charts.
    pub raw: crate::data::condition::RawModifier,
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
