//! The state of a battle being resolved and of the turn's air units: the parts of a position
//! that belong to one battle or one turn (`State::pending`, `State::air`; the turn's formations
//! are in `formations`).

use crate::data::condition::BattleSide;
use crate::model::map::HexIdx;
use crate::model::tables::UnitId;

/// What a battle waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    /// The result's program runs on from `Pending::pc` (never waited on).
    Run,
    /// A side picks one of the result's options, by number (`Choose`).
    Choice {
        /// The side that picks.
        by: BattleSide,
        /// The options' names, in the result's order.
        options: Vec<String>,
    },
    /// The defending side picks which of its units loses a step (`TakeLoss`), until `steps` more
    /// steps and `strength` more defense factors are gone; `lost` is the strength lost so far (an
    /// exchange costs the attacker as much).
    DefenderLoss {
        /// Steps still to lose.
        steps: u32,
        /// Defense factors still to lose.
        strength: u32,
        /// Defense factors lost so far.
        lost: u32,
    },
    /// The defending side chooses: a step loss instead of the retreat (`DefenderChoice`).
    StepOrRetreat,
    /// The attacking side picks the retreat path (`Retreat`).
    Retreat,
    /// The attacking side picks which attacker loses a step (`TakeLoss`), until `strength` more
    /// strength (exchange) or `steps` more steps (attacker loss) are gone.
    AttackerLoss {
        /// Steps still to lose.
        steps: u32,
        /// Attack factors still to lose.
        strength: u32,
    },
    /// The attacking side may move one attacker into the vacated hex (`Advance`).
    Advance,
    /// A reacting unit's withdrawal: its side picks the path (`Retreat`), see `Reaction`.
    Withdraw,
    /// An exchange where the attacker picks which defenders go ("some or all"): `Choose(k)`
    /// eliminates the k-th of `shares` (from 1) for its share, `Choose(0)` ends the picking once
    /// one has gone; then the attackers that may pay (`Pending::payers`) give up `bill`.
    TradePick {
        /// The defenders still to be picked from, each with what it costs.
        shares: Vec<(UnitId, u32)>,
        /// What the picked ones cost so far.
        bill: u32,
        /// What the attackers that may pay can give.
        can: u32,
    },
}

/// A move halted for a reaction (`Pending::reaction`): the moving unit stands before the hex it
/// was about to enter, the reacting side is asked (`Stage::Choice`: no reaction, or which unit
/// reacts; then `Stage::Withdraw`: where it goes), and the move goes on or ends by what it did.
/// The pending battle's `attackers` is the moving unit, `defenders` the units that may react
/// and `hex` the hex the mover was about to enter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reaction {
    /// The ruleset's reaction (index into `Duties::reactions`).
    pub reaction: u8,
    /// The moving unit.
    pub mover: UnitId,
    /// Where its move began.
    pub start: HexIdx,
    /// The whole path it was given (start excluded).
    pub path: Vec<HexIdx>,
    /// The index in `path` of the hex it was about to enter.
    pub at: usize,
    /// Units that may react and have said they will not, during this move.
    pub declined: Vec<UnitId>,
    /// The unit withdrawing (in `Stage::Withdraw`).
    pub reacting: Option<UnitId>,
}

/// A battle that is being resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    /// The attacking units.
    pub attackers: Vec<UnitId>,
    /// The first unit of the attacked stack (the one a single-unit game's messages name).
    pub defender: UnitId,
    /// Every unit in the attacked hex when the attack was made.
    pub defenders: Vec<UnitId>,
    /// The attacked hex.
    pub hex: HexIdx,
    /// The result the die gave (index into the ruleset's results).
    pub result: usize,
    /// What the battle waits for now.
    pub stage: Stage,
    /// The next instruction of the result's program.
    pub pc: usize,
    /// Defense strength the defenders have lost so far (what an exchange costs the attacker).
    pub lost: u32,
    /// Hexes of the retreat being resolved.
    pub retreat: u32,
    /// The side that picks which units take the loss being resolved.
    pub chooser: BattleSide,
    /// A modifier lets the defender take a step loss instead of retreating.
    pub step_instead: bool,
    /// Loss scaling from the modifiers (attacker, defender).
    pub scale: [Scale; 2],
    /// The defense in the odds (factor-modified), what a `Trade` is measured against.
    pub defense: u32,
    /// While an exchange is paid: the attackers that may pay it (None: any attacker).
    pub payers: Option<Vec<UnitId>>,
    /// Combat factors an opposed-rolls battle costs the attacker and the defender.
    pub casualties: [u32; 2],
    /// Not a battle: a move halted for the other side's reaction.
    pub reaction: Option<Box<Reaction>>,
}

/// Loss scaling of one side: losses × times, never fewer than min.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scale {
    /// The multiplier.
    pub times: u32,
    /// The fewest steps the side loses.
    pub min: u32,
}

impl Scale {
    /// No scaling: losses as the result says.
    pub const NONE: Scale = Scale { times: 1, min: 0 };
    /// The steps a loss of `steps` becomes.
    pub fn apply(self, steps: u32) -> u32 {
        (steps * self.times).max(self.min)
    }
}

/// Air units committed to the next attack, and used this turn.
#[derive(Debug, PartialEq, Eq, Default)]
pub struct Air {
    /// Committed by the acting side to its next attack.
    pub committed: u32,
    /// Used this turn, per side (empty: none yet).
    pub used: Vec<u32>,
}

crate::state::copy::clone_into_own_buffers!(Air { committed, used });

use crate::state::hash::{Fnv, Hashed, fields};

impl Hashed for BattleSide {
    fn hash_into(&self, h: &mut Fnv) {
        u8::from(*self == BattleSide::Defender).hash_into(h);
    }
}

impl Hashed for Stage {
    fn hash_into(&self, h: &mut Fnv) {
        match self {
            Stage::Run => fields!(h; 0u8),
            Stage::Choice { by, options } => fields!(h; 1u8, by, options),
            Stage::DefenderLoss {
                steps,
                strength,
                lost,
            } => fields!(h; 2u8, steps, strength, lost),
            Stage::StepOrRetreat => fields!(h; 3u8),
            Stage::Retreat => fields!(h; 4u8),
            Stage::AttackerLoss { steps, strength } => fields!(h; 5u8, steps, strength),
            Stage::Advance => fields!(h; 6u8),
            Stage::Withdraw => fields!(h; 7u8),
            Stage::TradePick { shares, bill, can } => fields!(h; 9u8, shares, bill, can),
        }
    }
}

impl Hashed for Scale {
    fn hash_into(&self, h: &mut Fnv) {
        fields!(h; self.times, self.min);
    }
}

impl Hashed for Pending {
    fn hash_into(&self, h: &mut Fnv) {
        // Every field named, so one added to `Pending` and left out here does not compile.
        let Pending {
            attackers,
            defender,
            defenders,
            hex,
            result,
            stage,
            pc,
            lost,
            retreat,
            chooser,
            step_instead,
            scale,
            defense,
            payers,
            casualties,
            reaction,
        } = self;
        fields!(h; attackers, defender, defenders, hex, result, stage, pc, lost, retreat, chooser,
            step_instead, scale, defense, payers, casualties);
        // Only a reaction adds to the hash: a battle's hash is what it was before reactions.
        if let Some(r) = reaction {
            let Reaction {
                reaction,
                mover,
                start,
                path,
                at,
                declined,
                reacting,
            } = &**r;
            fields!(h; 8u8, reaction, mover, start, path, at, declined, reacting);
        }
    }
}

impl Hashed for Air {
    fn hash_into(&self, h: &mut Fnv) {
        let Air { committed, used } = self;
        fields!(h; committed, used);
    }
}
