//! The state of a game in play: where each unit is and what it carries, control of each hex, the
//! dice, the battle being resolved, and the turn's counts; copied per command by `Game::apply`.

use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};
use crate::state::Pending;
use crate::state::hash::{Fnv, Hashed, fields};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Where a unit is in the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnitStatus {
    /// On the map, in this hex.
    OnMap(HexIdx),
    /// Scheduled to arrive later.
    NotArrived,
    /// Arrived and waiting to be placed in a reinforcement phase.
    Waiting,
    /// Eliminated (it may be rebuilt with replacement points).
    Eliminated,
    /// Withdrawn from the map as the scenario schedules (it may return later).
    Withdrawn,
}

/// What changes about a unit during a game (what never changes is its `UnitDef`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnitState {
    /// Where it is: read with `status`, changed only with `State::set_status` (which draws the
    /// state a new `StatusSerial`).
    status: UnitStatus,
    /// Steps lost (0 = full strength).
    pub losses: u32,
    /// The unit markers it carries, one bit per marker of the ruleset.
    pub marks: u32,
    /// It was out of supply when its side's supply was last judged.
    pub out_of_supply: bool,
}

impl UnitState {
    /// A unit at full strength, carrying nothing, in supply, where `status` says.
    pub fn new(status: UnitStatus) -> Self {
        UnitState {
            status,
            losses: 0,
            marks: 0,
            out_of_supply: false,
        }
    }
    /// Where it is.
    #[inline]
    pub fn status(&self) -> UnitStatus {
        self.status
    }
    /// Whether it carries this unit marker (index).
    pub fn has(&self, marker: u8) -> bool {
        self.marks & (1 << marker) != 0
    }
    /// Puts this unit marker (index) on the unit, or takes it off.
    pub fn set(&mut self, marker: u8, on: bool) {
        if on {
            self.marks |= 1 << marker;
        } else {
            self.marks &= !(1 << marker);
        }
    }
}

/// A number that names the units' statuses of a state: two states with the same serial have
/// the same statuses (where every unit is), so a table built from one serves the other
/// (`SideTables::shared` asks no more than this). Every change of a status draws a new serial
/// from one counter for the whole program; a copy keeps its original's. The last few changes
/// are remembered (the serial before each and the unit), so a table built at one of those
/// serials follows the units named rather than comparing them all. It says nothing about the
/// game (two states may have the same statuses and different serials), so it is not part of a
/// state's equality or hash.
#[derive(Debug, Clone, Copy)]
pub struct StatusSerial {
    now: u64,
    /// The last changes, oldest first: the serial before each and the unit it moved.
    recent: [(u64, UnitId); RECENT],
    len: u8,
}

/// How many of its last status changes a state remembers.
const RECENT: usize = 8;

impl StatusSerial {
    /// A serial no state had before, with no change remembered.
    pub fn fresh() -> Self {
        StatusSerial {
            now: next_serial(),
            recent: [(0, 0); RECENT],
            len: 0,
        }
    }
    /// The number.
    pub fn get(&self) -> u64 {
        self.now
    }
    /// A new serial: unit `u`'s status changed.
    fn changed(&mut self, u: UnitId) {
        if self.len as usize == RECENT {
            self.recent.copy_within(1.., 0);
            self.len -= 1;
        }
        self.recent[self.len as usize] = (self.now, u);
        self.len += 1;
        self.now = next_serial();
    }
    /// The units whose statuses changed since the state's serial was `then` (a unit may be named
    /// twice), if it remembers that far back: none if `then` is its serial now.
    pub fn changed_since(&self, then: u64) -> Option<impl Iterator<Item = UnitId> + '_> {
        let recent = &self.recent[..self.len as usize];
        let from = if then == self.now {
            recent.len()
        } else {
            recent.iter().position(|&(s, _)| s == then)?
        };
        Some(recent[from..].iter().map(|&(_, u)| u))
    }
}

/// The next serial of the one counter.
fn next_serial() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl PartialEq for StatusSerial {
    /// Always: the serial is not part of what a state is.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for StatusSerial {}

/// The reproducible dice: a ChaCha stream from the game's seed, after any rolls a test scripted
/// ([`Dice::script`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dice {
    rng: ChaCha8Rng,
    /// Dice rolled so far in the game.
    pub rolls: u64,
    /// The next rolls, given by a test: each is taken before the stream is drawn from (and does
    /// not advance it).
    scripted: std::collections::VecDeque<u32>,
}

impl Dice {
    /// The dice of a game played with this seed.
    pub fn new(seed: u64) -> Self {
        Dice {
            rng: ChaCha8Rng::seed_from_u64(seed),
            rolls: 0,
            scripted: std::collections::VecDeque::new(),
        }
    }
    /// One six-sided die.
    pub fn d6(&mut self) -> u32 {
        self.roll(6)
    }
    /// One die of `faces` faces.
    pub fn roll(&mut self, faces: u32) -> u32 {
        self.rolls += 1;
        match self.scripted.pop_front() {
            Some(face) => face.clamp(1, faces.max(1)),
            None => self.rng.random_range(1..=faces.max(1)),
        }
    }
    /// The next rolls come out as `faces` says, in order (each within the die rolled), then
    /// the seed's stream goes on: for tests that mean a roll ("a 2 is a DR") rather than
    /// searching for a seed that happens to roll it.
    pub fn script(&mut self, faces: impl IntoIterator<Item = u32>) {
        self.scripted.extend(faces);
    }
    /// The dice as version 1 saves hashed them (see `engine::save::version_1_hash`).
    pub(crate) fn hash_v1(&self, h: &mut Fnv) {
        h.write(&self.rng.get_word_pos().to_le_bytes());
        h.u64(self.rolls);
    }
}

/// Everything that changes in a game. Cloned per command (`Game::apply` changes a copy): see
/// the `Clone` impl below.
#[derive(Debug, PartialEq, Eq)]
pub struct State {
    /// 1-based turn.
    pub turn: u32,
    /// Index into the ruleset's phases.
    pub phase: usize,
    /// Each unit's state, by `UnitId`. A status changes only with `set_status` (never copy a
    /// whole `UnitState` over another: its status would change and `statuses` not).
    pub units: Vec<UnitState>,
    /// Names the units' statuses (see `StatusSerial`).
    pub(crate) statuses: StatusSerial,
    /// Side controlling each hex: the last to move through or occupy it.
    pub control: Vec<SideId>,
    /// Control when the current phase began (rail lines are judged by it).
    pub phase_control: Vec<SideId>,
    /// Weather of the current phase (index into the ruleset's weather), none = clear.
    pub weather: Option<u8>,
    /// Crossings this turn of hexsides with a per-turn limit: `[side][hexside type]`.
    pub crossings: Vec<Vec<u32>>,
    /// The game is over.
    pub over: bool,
    /// The game's dice.
    pub dice: Dice,
    /// The battle being resolved, waiting for a player's choice.
    pub pending: Option<Pending>,
    /// Replacement points left this turn, per side.
    pub points: Vec<u32>,
    /// Sides that met a victory condition, with its name.
    pub winners: Vec<(SideId, String)>,
    /// Hex markers in play: (hex, marker, owning side).
    pub hex_markers: Vec<(HexIdx, u8, SideId)>,
    /// The side markers each side carries, one bit per marker of the ruleset.
    pub side_marks: Vec<u32>,
    /// Besieged cities a unit was placed or rebuilt in this phase.
    pub siege_placed: Vec<HexIdx>,
    /// Units that have attacked in this phase (a breakthrough's second attack included): what
    /// compulsory attacks are judged from.
    pub attacked_this_phase: Vec<UnitId>,
    /// HQ assignments and this turn's activations (games with activations only).
    pub formations: crate::state::Formations,
    /// Air units committed to the next attack and used this turn.
    pub air: crate::state::Air,
}

impl Clone for State {
    fn clone(&self) -> Self {
        let mut st = State {
            turn: 0,
            phase: 0,
            units: Vec::new(),
            statuses: self.statuses,
            control: Vec::new(),
            phase_control: Vec::new(),
            weather: None,
            crossings: Vec::new(),
            over: false,
            dice: self.dice.clone(),
            pending: None,
            points: Vec::new(),
            winners: Vec::new(),
            hex_markers: Vec::new(),
            side_marks: Vec::new(),
            siege_placed: Vec::new(),
            attacked_this_phase: Vec::new(),
            formations: crate::state::Formations::default(),
            air: crate::state::Air::default(),
        };
        st.clone_from(self);
        st
    }

    /// A copy into this state's own buffers (the copy `Game::apply` makes per command reuses
    /// the last one's instead of allocating every vector anew). Every field is named, so a field
    /// added to `State` and left out here does not compile.
    fn clone_from(&mut self, source: &Self) {
        let State {
            turn,
            phase,
            units,
            statuses,
            control,
            phase_control,
            weather,
            crossings,
            over,
            dice,
            pending,
            points,
            winners,
            hex_markers,
            side_marks,
            siege_placed,
            attacked_this_phase,
            formations,
            air,
        } = source;
        self.turn = *turn;
        self.phase = *phase;
        self.units.clone_from(units);
        self.statuses = *statuses;
        self.control.clone_from(control);
        self.phase_control.clone_from(phase_control);
        self.weather = *weather;
        self.crossings.clone_from(crossings);
        self.over = *over;
        self.dice.clone_from(dice);
        self.pending.clone_from(pending);
        self.points.clone_from(points);
        self.winners.clone_from(winners);
        self.hex_markers.clone_from(hex_markers);
        self.side_marks.clone_from(side_marks);
        self.siege_placed.clone_from(siege_placed);
        self.attacked_this_phase.clone_from(attacked_this_phase);
        self.formations.clone_from(formations);
        self.air.clone_from(air);
    }
}

impl State {
    /// Puts a unit where `status` says (on the map in a hex, eliminated, waiting...): the one
    /// way a status changes, so that the state's `StatusSerial` changes with it.
    #[inline]
    pub fn set_status(&mut self, u: UnitId, status: UnitStatus) {
        let us = &mut self.units[u as usize];
        if us.status != status {
            us.status = status;
            self.statuses.changed(u);
        }
    }

    /// The serial of the units' statuses and their last changes (see `StatusSerial`).
    pub fn statuses(&self) -> &StatusSerial {
        &self.statuses
    }

    /// The hex a unit is in, if it is on the map.
    pub fn unit_hex(&self, u: UnitId) -> Option<HexIdx> {
        match self.units.get(u as usize)?.status {
            UnitStatus::OnMap(h) => Some(h),
            _ => None,
        }
    }

    /// Units on the map in a hex.
    pub fn units_at(&self, hex: HexIdx) -> impl Iterator<Item = UnitId> + '_ {
        self.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.status == UnitStatus::OnMap(hex))
            .map(|(i, _)| i as UnitId)
    }
}

impl Hashed for UnitStatus {
    fn hash_into(&self, h: &mut Fnv) {
        match *self {
            UnitStatus::OnMap(hex) => fields!(h; 0u8, hex),
            UnitStatus::NotArrived => fields!(h; 1u8),
            UnitStatus::Waiting => fields!(h; 2u8),
            UnitStatus::Eliminated => fields!(h; 3u8),
            UnitStatus::Withdrawn => fields!(h; 4u8),
        }
    }
}

impl Hashed for UnitState {
    fn hash_into(&self, h: &mut Fnv) {
        let UnitState {
            status,
            losses,
            marks,
            out_of_supply,
        } = self;
        fields!(h; status, losses, marks, out_of_supply);
    }
}

impl Hashed for Dice {
    fn hash_into(&self, h: &mut Fnv) {
        let Dice {
            rng,
            rolls,
            scripted,
        } = self;
        // Where the stream stands (the seed is the game's, hashed with it by its save), how many
        // dice were rolled, and any rolls a test scripted and the game has not used yet.
        fields!(h; rng.get_word_pos(), rolls);
        scripted.len().hash_into(h);
        for face in scripted {
            face.hash_into(h);
        }
    }
}

impl Hashed for State {
    fn hash_into(&self, h: &mut Fnv) {
        // Every field named, so one added to `State` and left out here does not compile.
        let State {
            turn,
            phase,
            units,
            statuses: _,
            control,
            phase_control,
            weather,
            crossings,
            over,
            dice,
            pending,
            points,
            winners,
            hex_markers,
            side_marks,
            siege_placed,
            attacked_this_phase,
            formations,
            air,
        } = self;
        fields!(h; turn, phase, units, control, phase_control, weather, crossings, over, dice,
            pending, points, winners, hex_markers, side_marks, siege_placed, attacked_this_phase,
            formations, air);
    }
}

impl State {
    /// A hash of the whole position, field by field: equal hashes, equal positions (what a save
    /// records, and what replaying it must give again).
    pub fn hash(&self) -> u64 {
        let mut h = Fnv::new();
        self.hash_into(&mut h);
        h.finish()
    }
}

// Asked of the position (which units are still on the map), so here rather than in `battle`,
// which knows nothing of the position that holds it.
impl Pending {
    /// The unit whose retreat paths the battle offers: the first of the stack still on the map.
    pub fn retreating(&self, st: &State) -> UnitId {
        self.defenders
            .iter()
            .copied()
            .find(|&u| st.unit_hex(u).is_some())
            .unwrap_or(self.defender)
    }
}
