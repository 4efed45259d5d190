//! The combat section of a ruleset as written: how a battle is resolved, the results, and the
//! modifiers (in the condition language of `data::condition`).

use crate::data::condition::BattleSide;
use crate::data::condition::Cond;
use crate::data::condition::Unit;
use crate::data::limits;
use serde::{Deserialize, Serialize};

/// How a battle is resolved.
#[derive(Debug, Clone, Deserialize, Serialize)]
pub enum Resolver {
    /// Attack/defense ratio picks a column, one die picks a row.
    OddsTable {
        /// Column headings, lowest first, as ratios "1:2", "3:2", "1:1".
        columns: Vec<String>,
        /// Odds below the first column.
        below: Below,
        /// Odds above the last column.
        #[serde(default)]
        above: Above,
        /// `rows[die - 1][column]`: a result id. The die has as many faces as there are rows.
        rows: Vec<Vec<String>>,
    },
    /// Each side rolls a die and adds its modifiers; the higher total wins. The odds ratio gives
    /// the attacker's first modifier; the casualties are combat factors (see `Casualties`).
    OpposedRolls {
        /// Ratio columns, lowest first, each with the attacker's die modifier: ("1:3", -2).
        /// Odds above the last column use the last.
        #[serde(deserialize_with = "limits::ratios")]
        ratios: Vec<(String, i32)>,
        /// Odds below the first column: `NotAllowed` or `UseFirst`.
        below: Below,
        /// Faces of each die (all three: attacker, defender, casualties).
        #[serde(default = "six", deserialize_with = "limits::one::<_, limits::Faces>")]
        faces: u32,
        /// Who wins equal totals.
        tie: Tie,
        /// The result run when the attacker wins, and when the defender wins (result ids).
        attacker_wins: String,
        /// The result id run when the defender wins.
        defender_wins: String,
        /// The combat factors each side loses, by the casualty die.
        casualties: Casualties,
    },
}

fn six() -> u32 {
    6
}

impl Resolver {
    /// The column headings, lowest first.
    pub fn columns(&self) -> Vec<String> {
        match self {
            Resolver::OddsTable { columns, .. } => columns.clone(),
            Resolver::OpposedRolls { ratios, .. } => {
                ratios.iter().map(|(r, _)| r.clone()).collect()
            }
        }
    }
    /// What odds below the first column do.
    pub fn below(&self) -> &Below {
        match self {
            Resolver::OddsTable { below, .. } | Resolver::OpposedRolls { below, .. } => below,
        }
    }
    /// What odds above the last column do.
    pub fn above(&self) -> Above {
        match self {
            Resolver::OddsTable { above, .. } => above.clone(),
            Resolver::OpposedRolls { .. } => Above::UseLast,
        }
    }
}

/// Who wins when both totals are equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum Tie {
    /// The attacker wins equal totals.
    Attacker,
    /// The defender wins equal totals.
    Defender,
}

/// Casualties of an opposed-rolls battle, in combat factors.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Casualties {
    /// Factors the winner loses by the face of its casualty die (face 1 first).
    #[serde(deserialize_with = "limits::list::<_, limits::Factor>")]
    pub winner: Vec<u32>,
    /// The loser loses the winner's factors plus `loser_base` (003: "Attackers casualties + 1").
    #[serde(default, deserialize_with = "limits::one::<_, limits::Factor>")]
    pub loser_base: u32,
    /// The loser loses `extra` more when the winner's total is at least `times` times the
    /// loser's (the largest that applies): [(2, 1), (3, 2)].
    #[serde(default, deserialize_with = "limits::times_factors")]
    pub loser_extra: Vec<(u32, u32)>,
    /// Both sides lose `extra` more when the side with fewer combat factors has from `from` to
    /// `to` of them: [(8, 15, 1), (16, 20, 2)].
    #[serde(default, deserialize_with = "limits::factor_triples")]
    pub size_extra: Vec<(u32, u32, u32)>,
}

/// What odds below an odds table's first column do.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Below {
    /// The attack may not be made.
    NotAllowed,
    /// Resolved on the first column.
    UseFirst,
    /// Every die gives this result (a column of its own, below the first, that shifts reach).
    Automatic(String),
}

/// What odds above an odds table's last column do.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize, Serialize)]
pub enum Above {
    /// Resolved on the last column.
    #[default]
    UseLast,
    /// From this ratio up ("8:1"), every die gives this result (a column of its own, above the
    /// last, that shifts reach).
    Automatic {
        /// The lowest ratio that gives the automatic result ("8:1").
        from: String,
        /// The result id every die gives from `from` up.
        result: String,
    },
}

/// A combat result of the ruleset ("DRL", "EX"): its losses, retreat and exchange, or a program of
/// its own.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawCombatResult {
    /// The result's id, as the table cells and programs name it ("DRL").
    pub id: String,
    /// The result's name in words ("Defender loss and retreat").
    pub name: String,
    /// Steps the attacker loses.
    #[serde(default, deserialize_with = "limits::one::<_, limits::Count>")]
    pub attacker_steps: u32,
    /// Steps the defender loses.
    #[serde(default, deserialize_with = "limits::one::<_, limits::Count>")]
    pub defender_steps: u32,
    /// Hexes the defender retreats (0: no retreat).
    #[serde(default, deserialize_with = "limits::one::<_, limits::Retreat>")]
    pub defender_retreat: u32,
    /// Every defending unit is eliminated.
    #[serde(default)]
    pub defender_eliminated: bool,
    /// The attacker loses at least the strength the defender lost.
    #[serde(default)]
    pub exchange: bool,
    /// What the result does, as a small program run in order. Without it, the fields above make
    /// one: the defender eliminated, or its steps lost; the exchange, or the attacker's steps; the
    /// retreat; the advance into a vacated hex.
    #[serde(default)]
    pub does: Vec<Do>,
}

/// One step of a combat result's program.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
pub enum Do {
    /// A side loses this many steps (scaled by `ScaleLosses`); its owner picks the units.
    Lose(
        BattleSide,
        #[serde(deserialize_with = "limits::one::<_, limits::Count>")] u32,
    ),
    /// As `Lose`, the units picked by the side named last (the attacker choosing the
    /// defender's losses).
    LoseChosenBy(
        BattleSide,
        #[serde(deserialize_with = "limits::one::<_, limits::Count>")] u32,
        BattleSide,
    ),
    /// A side loses steps until at least this many combat factors are gone (attack factors for
    /// the attacker, defense factors for the defender); its owner picks the units.
    LoseFactors(
        BattleSide,
        #[serde(deserialize_with = "limits::one::<_, limits::Factor>")] u32,
    ),
    /// Every unit of a side is eliminated.
    Eliminate(BattleSide),
    /// The attacker loses at least the defense strength the defender has lost so far.
    Exchange,
    /// The defenders retreat this many hexes, the attacker picking the path (a defender a
    /// `StepInsteadOfRetreat` modifier covers may take a step instead).
    Retreat(#[serde(deserialize_with = "limits::one::<_, limits::Retreat>")] u32),
    /// One attacker may move into the attacked hex if it is empty.
    Advance,
    /// The attackers may attack again this phase.
    AttackAgain,
    /// Every unit of a side still on the map gets this unit marker.
    Mark(BattleSide, String),
    /// A side of the battle gets this side marker.
    MarkSide(BattleSide, String),
    /// Runs the first list if the condition holds, else the second.
    If(Cond, Vec<Do>, Vec<Do>),
    /// An exchange against the defense in the odds (the factor-modified defense): if the attackers
    /// that `using` picks have attack factors of at least `percent`% of it, every defender is
    /// eliminated and the attacker gives up units of those until that much is gone; if not,
    /// `otherwise` runs instead.
    Trade {
        /// The share of the odds' defense (in percent) the picked attackers' attack factors must
        /// reach.
        #[serde(deserialize_with = "limits::one::<_, limits::Count>")]
        percent: u32,
        /// Which attackers count towards the exchange and may be given up (all of them by default).
        #[serde(default = "always")]
        using: Unit,
        /// The program run when the picked attackers fall short.
        #[serde(default)]
        otherwise: Vec<Do>,
        /// The attacker picks which defenders go ("some or all", War Against Russia): each
        /// costs its share of the exchange (its defense factors' part of the stack's, times
        /// `percent`); `otherwise` runs only when not even one can be paid for.
        #[serde(default)]
        some: bool,
    },
    /// A side loses the combat factors an opposed-rolls battle's casualties gave it; its owner
    /// picks the units.
    LoseCasualties(BattleSide),
    /// A side picks one of these, by name.
    Choose(BattleSide, Vec<(String, Vec<Do>)>),
}

fn always() -> Unit {
    crate::data::condition::Unit::Always
}

/// The ruleset's combat section: the resolver, the results, the modifiers, and the rules on refused
/// and compulsory attacks and on retreats.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawCombat {
    /// How a battle is resolved: an odds table, or opposed die rolls.
    pub resolver: Resolver,
    /// The combat results the resolver's cells and programs name.
    pub results: Vec<RawCombatResult>,
    /// What changes a battle (column shifts, die modifiers, divided or added strength), each with
    /// its condition.
    pub modifiers: Vec<crate::data::condition::RawModifier>,
    /// Attacks the rules do not allow: one is refused when its condition holds (with `Each`,
    /// naming the attackers it picks).
    #[serde(default)]
    pub refuse: Vec<RawRefusal>,
    /// Hexes that must be attacked before the combat phase may end.
    #[serde(default)]
    pub must_attack: Vec<RawMustAttack>,
    /// Where a retreating unit may go.
    #[serde(default)]
    pub retreat: RawRetreat,
}

/// Every enemy hex holding a unit that `defenders` picks, next to a unit that `attackers` picks
/// which attacked this phase, must be attacked too (while any unit can still attack it).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMustAttack {
    /// The rule in words, for the message that names the hexes still owed an attack.
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// Which attackers (having attacked this phase) make their enemy neighbours owe an attack.
    pub attackers: Unit,
    /// Which enemy units must then be attacked.
    pub defenders: Unit,
}

/// The retreat rules beyond "each hex farther from where the unit stood".
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawRetreat {
    /// Whether a retreat may enter an enemy zone of control.
    #[serde(default)]
    pub enemy_zoc: RetreatZoc,
    /// No hex of the path is closer to the attacking units than the hex before it.
    #[serde(default)]
    pub never_closer_to_attackers: bool,
    /// A retreat goes past its required distance only where it must to find room, and then no
    /// farther than the nearest room: the paths offered are the shortest legal ones (002: "may
    /// retreat farther than two hexes in order to reach an empty hex"). Without it, a path may go
    /// on past any full hex, whatever room other paths find nearer.
    #[serde(default)]
    pub only_as_far_as_needed: bool,
}

/// May a retreat enter an enemy zone of control?
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
pub enum RetreatZoc {
    /// Yes (the unit may pay for it: see the result's program).
    #[default]
    Allowed,
    /// Only where a friendly unit not in this battle stands.
    UnlessFriendly,
}

/// An attack the rules do not allow, refused when its condition holds.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawRefusal {
    /// Why, in words: "dispersed units may not attack".
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// The condition that refuses the attack.
    pub when: Cond,
}
