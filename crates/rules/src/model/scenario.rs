//! The checked form of a scenario: its order of battle, arrivals, victory conditions, map and
//! settings of its ruleset's rules, ids resolved to indices. Built only by `validate`.

use crate::data::milestones::MilestoneKind;
use crate::data::scenario::{Size, VictoryCheck};
use crate::model::ids::{SideId, UnitId};
use crate::model::map::{HexIdx, Map};

/// Attack, defense and movement factors of one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Factors {
    /// Attack factor.
    pub attack: u32,
    /// Defense factor.
    pub defense: u32,
    /// Movement allowance, in movement points.
    pub movement: u32,
}

/// A unit of the scenario's order of battle, as it never changes (its state is in `UnitState`).
#[derive(Debug, Clone)]
pub struct UnitDef {
    /// The unit's id in the files ("g_41pz").
    pub id: String,
    /// The unit's name on its counter ("41 Pz").
    pub name: String,
    /// Its nationality (index).
    pub nationality: u8,
    /// Its side (its nationality's).
    pub side: SideId,
    /// Its unit type (index).
    pub unit_type: u8,
    /// Its size (division, corps, army, army group).
    pub size: Size,
    /// Full strength first.
    pub steps: Vec<Factors>,
    /// Its hex at the start (none: it arrives later, or starts eliminated).
    pub start: Option<HexIdx>,
    /// Steps lost at the start (0 = full strength).
    pub start_losses: u32,
    /// Its efficiency (troop quality), for rules that compare it.
    pub efficiency: u32,
    /// It may not move (by land or rail) through the end of this turn (0: it moves freely).
    pub fixed_until: u32,
}

/// Units that arrive together in one turn.
#[derive(Debug, Clone)]
pub struct Arrival {
    /// The turn (1-based).
    pub turn: u32,
    /// The units that arrive.
    pub units: Vec<UnitId>,
    /// Where they may be placed.
    pub entry: Entering,
}

/// Where an arrival's units may be placed: the scenario's `entry`, its hexes read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entering {
    /// Any friendly city or the side's home edge.
    CityOrEdge,
    /// The side's home edge only.
    HomeEdge,
    /// Only these hexes.
    Hexes(Vec<HexIdx>),
}

/// A checked victory condition.
#[derive(Debug, Clone)]
pub struct Victory {
    /// The side that wins.
    pub side: SideId,
    /// The condition in words.
    pub name: String,
    /// When it is checked.
    pub check: VictoryCheck,
    /// The hexes the side must control.
    pub hexes: Vec<HexIdx>,
    /// How many of them it must control (or, with points, how many points).
    pub count: u32,
    /// Points of each hex (one each unless the scenario says).
    pub points: Vec<u32>,
    /// The turn from which the computer players make for the hexes (0: from the start).
    pub pursued_from: u32,
}

impl Victory {
    /// Whether the computer players make for this condition's hexes on `turn`
    /// (`pursued_from`); the rules check it whatever this says.
    pub fn pursued(&self, turn: u32) -> bool {
        turn >= self.pursued_from
    }
}

/// A checked scenario.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// The scenario's name.
    pub name: String,
    /// What the scenario covers, for the New game screen.
    pub description: String,
    /// The map: terrain, hexsides, rails, roads and places.
    pub map: Map,
    /// Calendar slot and year of turn 1.
    pub first_slot: usize,
    /// The year of turn 1.
    pub first_year: u32,
    /// Number of turns played.
    pub turns: u32,
    /// The order of battle, by `UnitId`.
    pub units: Vec<UnitDef>,
    /// Units arriving during the game.
    pub reinforcements: Vec<Arrival>,
    /// Units taken off the map during the game: (turn, units).
    pub withdrawals: Vec<(u32, Vec<UnitId>)>,
    /// Withdrawn units coming back.
    pub returns: Vec<Arrival>,
    /// (side, first turn, last turn, points).
    pub replacements: Vec<(SideId, u32, u32, u32)>,
    /// (side, first turn, last turn, air units).
    pub air_units: Vec<(SideId, u32, u32, u32)>,
    /// (side, first turn, last turn): that side's reinforcements arrive reduced in those turns.
    pub reduced_arrivals: Vec<(SideId, u32, u32)>,
    /// The victory conditions.
    pub victory: Vec<Victory>,
    /// Side controlling each hex at the start.
    pub initial_control: Vec<SideId>,
    /// (side, hex) where placing and rebuilding ignore supply and enemy ZOC.
    pub capitals: Vec<(SideId, HexIdx)>,
    /// The hexes of each zone the ruleset declares (empty: not on this map).
    pub zones: Vec<Vec<HexIdx>>,
    /// Whether each optional rule is in force.
    pub options: Vec<bool>,
    /// The value chosen for each scenario choice.
    pub choices: Vec<usize>,
    /// Hex markers at the start: (hex, marker, owning side).
    pub hex_markers: Vec<(HexIdx, u8, SideId)>,
    /// Side markers at the start, a bitset per side.
    pub side_marks: Vec<u32>,
    /// Per side: its computer players share the objectives its victory conditions still need
    /// out among its units (`play::shares`) rather than each making for the nearest.
    pub share_objectives: Vec<bool>,
    /// How near the enemy (hexes over land) a held objective with no unit of its side in it
    /// must be for the computer players to send a unit to garrison it
    /// (`play::aims::garrison_duties`; `computer: (garrison_range: N)`, else `GARRISON_RANGE`).
    pub garrison_range: u32,
    /// What happened in the war the scenario depicts (measured in games, never played by).
    pub milestones: Vec<Milestone>,
    /// The sides' operational plans, for the computer players only.
    pub plan: Vec<PlanStep>,
}

/// A step of a side's operational plan: hexes its computer players make for in a range of
/// turns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanStep {
    /// The side.
    pub side: SideId,
    /// The hexes.
    pub hexes: Vec<HexIdx>,
    /// The first turn and the last, both included.
    pub turns: (u32, u32),
}

/// A checked milestone: what a side took or held historically, on which turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Milestone {
    /// Its id in the file.
    pub id: String,
    /// What happened, in words.
    pub name: String,
    /// The side that took or held the hexes.
    pub side: SideId,
    /// Taken or held.
    pub kind: MilestoneKind,
    /// The hexes.
    pub hexes: Vec<HexIdx>,
    /// How many of them the side must control.
    pub count: u32,
    /// The turn (1-based) it happened on historically.
    pub turn: u32,
    /// The date, in words.
    pub date: String,
    /// Where the history is told.
    pub source: String,
}

/// `Scenario::garrison_range` where the scenario does not say.
pub const GARRISON_RANGE: u32 = 12;

impl Scenario {
    /// The hexes `side`'s computer players make for on `turn`: those of its victory
    /// conditions pursued then (`Victory::pursued`) and of its plan's steps in force, each
    /// once or more.
    pub fn aimed_hexes(&self, side: SideId, turn: u32) -> impl Iterator<Item = HexIdx> + '_ {
        let conditions = self
            .victory
            .iter()
            .filter(move |v| v.side == side && v.pursued(turn))
            .flat_map(|v| v.hexes.iter().copied());
        let plan = self
            .plan
            .iter()
            .filter(move |p| p.side == side && p.turns.0 <= turn && turn <= p.turns.1)
            .flat_map(|p| p.hexes.iter().copied());
        conditions.chain(plan)
    }

    /// The unit with this id (case ignored).
    pub fn unit_by_id(&self, id: &str) -> Option<UnitId> {
        self.units
            .iter()
            .position(|u| u.id.eq_ignore_ascii_case(id))
            .map(|i| i as UnitId)
    }
}
