//! Combat results as programs: each result's `does` list compiled to flat instructions with jumps,
//! which one interpreter (`mechanics::combat`) runs, stopping where a player must choose.

use crate::data::condition::BattleSide;
use crate::model::condition::Compiled;

/// One instruction of a compiled combat result (`data::combat::Do`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Instr {
    /// Side, steps, the side that picks the units.
    Lose(BattleSide, u32, BattleSide),
    /// A side loses steps until at least this many combat factors are gone.
    LoseFactors(BattleSide, u32),
    /// Every unit of a side is eliminated.
    Eliminate(BattleSide),
    /// The attacker loses at least the defense strength the defender has lost.
    Exchange,
    /// The casualties an opposed-rolls battle gave this side.
    LoseCasualties(BattleSide),
    /// The defenders retreat this many hexes.
    Retreat(u32),
    /// One attacker may move into the attacked hex if it is empty.
    Advance,
    /// The attackers may attack again this phase.
    AttackAgain,
    /// Unit marker index.
    Mark(BattleSide, u8),
    /// Side marker index.
    MarkSide(BattleSide, u8),
    /// Exchange against the modified defense: percent, the attackers that may pay, where the
    /// instructions for "cannot pay" start, and whether the attacker picks some of the defenders.
    Trade(u32, crate::model::condition::UnitTest, usize, bool),
    /// Goes on at the target unless the condition holds.
    JumpUnless(Compiled, usize),
    /// Goes on at the target.
    Jump(usize),
    /// A side picks an option: (name, where its instructions start).
    Choose(BattleSide, Vec<(String, usize)>),
    /// The battle is over.
    End,
}
