//! Checked orders, compulsory attacks, road movement and the other per-game duties a ruleset
//! adds: every id an index.

use crate::model::condition::{Compiled, UnitTest};
use crate::model::ids::SideId;

/// An order a side may give (No Retreat!).
#[derive(Debug, Clone)]
pub struct Order {
    /// The order's id, as commands name it.
    pub id: String,
    /// The order's name for the player ("No Retreat!").
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// The side that may give it.
    pub side: SideId,
    /// Per phase index: may it be given then?
    pub phases: Vec<bool>,
    /// The marker it puts on the side or on a unit.
    pub marks: OrderMark,
    /// As written (for its words).
    pub raw: crate::data::ruleset::RawOrder,
}

/// What an order marks, by marker index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderMark {
    /// Side marker index.
    Side(u8),
    /// Unit marker index, and the units that may receive it.
    Unit(u8, UnitTest),
}

/// Enemy hexes that must be attacked before the combat phase ends.
#[derive(Debug, Clone)]
pub struct MustAttack {
    /// The rule in words, for the message that names the hexes still owed an attack.
    pub name: String,
    /// Where the rule comes from (the rules text and its section).
    pub source: String,
    /// The units whose attack this phase makes their enemy neighbours owe one.
    pub attackers: UnitTest,
    /// The enemy units that must then be attacked.
    pub defenders: UnitTest,
}

/// Road movement, per movement class.
#[derive(Debug, Clone, Default)]
pub struct Road {
    /// Road hexes per movement point (0: the road changes nothing for the class).
    pub hexes_per_mp: Vec<u32>,
    /// Extra movement points for a move along the road all the way.
    pub bonus_mp: Vec<u32>,
    /// Movement is counted in 1/scale of a point (the product of the distinct `hexes_per_mp`).
    pub scale: u32,
}

/// What a ruleset adds beyond the common tables.
#[derive(Debug, Clone, Default)]
pub struct Duties {
    /// Orders the sides may give.
    pub orders: Vec<Order>,
    /// Compulsory attacks.
    pub must_attack: Vec<MustAttack>,
    /// Road movement.
    pub road: Road,
    /// Per hexside type: while this holds, crossing it is a unit's whole move.
    pub whole_move: Vec<Option<Compiled>>,
    /// (hex marker, features as a bitmask like the map's): the marker goes on a hex with any of
    /// them when it first changes hands.
    pub capture_markers: Vec<(u8, u32)>,
    /// Bitset of the unit markers that forbid moving.
    pub no_move_marks: u32,
    /// Reactions the other side may make while a side moves.
    pub reactions: Vec<Reaction>,
}

/// A reaction (`data::reactions`), every id an index.
#[derive(Debug, Clone)]
pub struct Reaction {
    /// Its name for the players.
    pub name: String,
    /// Where the rule comes from.
    pub source: String,
    /// What it is, for the player asked.
    pub text: String,
    /// The side whose units react.
    pub side: SideId,
    /// While this holds, it may be made (none: always).
    pub when: Option<Compiled>,
    /// The units that may react.
    pub units: UnitTest,
    /// The farthest rear-area hex that sets it off, in hexes from the reacting unit.
    pub within: u32,
    /// The mover's zone of control entering the rear area sets it off too.
    pub zoc: bool,
    /// Per terrain type: a withdrawal may stop on entering it.
    pub stop_terrain: Vec<bool>,
    /// Features (bit mask) on entering which a withdrawal may stop.
    pub stop_features: u32,
    /// Per hexside type: a withdrawal may stop after crossing it.
    pub stop_hexsides: Vec<bool>,
    /// The unit marker a reacting unit gets, which keeps it from reacting again.
    pub marker: u8,
}
