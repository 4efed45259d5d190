//! A scenario's milestones as written: what happened in the war the scenario depicts (a city
//! taken, a pocket closed, a line reached, a city never taken), on which turn and after whom.
//! They measure how a game's course compares with history (`play::milestones`); they never
//! enter the rules or the players.

use crate::data::limits;
use serde::{Deserialize, Serialize};

/// What a milestone says happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
pub enum MilestoneKind {
    /// The side took the hexes: it controlled them at the end of the milestone's turn (a game
    /// measures the first turn at whose end it did).
    Taken,
    /// The side took the hexes back: it controlled them at the end of the milestone's turn,
    /// having lost them before (a counter-offensive's city retaken).
    Retaken,
    /// The side still held the hexes at the end of the milestone's turn (the last turn: to the
    /// end), having held them from the start.
    Held,
}

/// One milestone of the history a scenario depicts.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct RawMilestone {
    /// Its id ("minsk"), unique in the scenario.
    pub id: String,
    /// What happened, in words ("Minsk falls").
    pub name: String,
    /// The side (its id) that took or held the hexes.
    pub side: String,
    /// Taken or held.
    pub kind: MilestoneKind,
    /// The hexes (printed numbers or place names).
    pub hexes: Vec<String>,
    /// How many of the hexes the side must control (none: all of them); one of a line of hexes
    /// is the line reached.
    #[serde(default, deserialize_with = "limits::opt::<_, limits::Count>")]
    pub count: Option<u32>,
    /// The game turn (1-based) it happened on historically: the turn whose dates hold the date.
    #[serde(deserialize_with = "limits::one::<_, limits::Turn>")]
    pub turn: u32,
    /// The date it happened, in words ("28 June 1941").
    #[serde(default)]
    pub date: String,
    /// Where the history is told ("Glantz & House, When Titans Clashed, ch. 4").
    pub source: String,
}
