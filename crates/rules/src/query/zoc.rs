//! Zones of control: the six hexes around a unit, except across hexsides that block them.

use crate::model::map::{HexIdx, NO_HEX, NONE8};
use crate::model::tables::{Ruleset, Scenario, SideId};
use crate::state::Setup;
use crate::state::{State, UnitState, UnitStatus};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, Weak};

/// For each hex, whether it lies in a zone of control of a unit of `enemy_of`'s enemies.
pub fn enemy_zoc(setup: &Setup, st: &crate::state::State, side: SideId) -> Vec<bool> {
    let map = &setup.scenario.map;
    let mut zoc = vec![false; map.len()];
    for (i, u) in st.units.iter().enumerate() {
        let UnitStatus::OnMap(h) = u.status() else {
            continue;
        };
        if setup.scenario.units[i].side == side {
            continue;
        }
        for n in zoc_hexes(setup, h) {
            zoc[n as usize] = true;
        }
    }
    zoc
}

/// Who occupies each hex: the side and the stacking points there.
pub fn occupancy(setup: &Setup, st: &State) -> Vec<Option<(SideId, u32)>> {
    let mut occ = vec![None; setup.scenario.map.len()];
    for (i, u) in st.units.iter().enumerate() {
        let UnitStatus::OnMap(h) = u.status() else {
            continue;
        };
        let d = &setup.scenario.units[i];
        let pts = setup.rules.unit_types[d.unit_type as usize].stack_points;
        let e: &mut Option<(SideId, u32)> = &mut occ[h as usize];
        match e {
            Some((_, p)) => *p += pts,
            None => *e = Some((d.side, pts)),
        }
    }
    occ
}

/// What every move of one side in one position is judged against, built once and shared by all
/// of that side's units (a search per unit would otherwise rebuild both tables each time): the
/// enemy's zones of control and who occupies each hex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SideTables {
    /// The moving side.
    pub side: SideId,
    /// Per hex: in a zone of control of `side`'s enemies.
    pub zoc: Vec<bool>,
    /// Per hex: the side there and its stacking points.
    pub occ: Vec<Option<(SideId, u32)>>,
}

impl SideTables {
    /// The tables for `side` in `st`, built anew (`shared` keeps them up to date across moves).
    pub fn new(setup: &Setup, st: &State, side: SideId) -> Self {
        SideTables {
            side,
            zoc: enemy_zoc(setup, st, side),
            occ: occupancy(setup, st),
        }
    }
}

/// A side's tables as a mover holds them: the caller's, or the thread's shared ones.
#[derive(Debug, Clone)]
pub enum TablesRef<'a> {
    /// Tables the caller built.
    Borrowed(&'a SideTables),
    /// The thread's shared tables.
    Shared(Rc<SideTables>),
}

impl std::ops::Deref for TablesRef<'_> {
    type Target = SideTables;
    #[inline]
    fn deref(&self) -> &SideTables {
        match self {
            TablesRef::Borrowed(t) => t,
            TablesRef::Shared(t) => t,
        }
    }
}

/// The last tables built on this thread for one side of one game, with the unit statuses they
/// were built from.
struct Kept {
    rules: Weak<Ruleset>,
    scenario: Weak<Scenario>,
    side: SideId,
    statuses: Vec<UnitStatus>,
    /// The serial of the statuses they were last brought up to date with: a state with the same
    /// serial has the same statuses, so nothing need be compared.
    serial: u64,
    /// Per hex: how many units stand there.
    count: Vec<u16>,
    /// Per hex: how many enemy units exert a zone of control into it.
    zoc_count: Vec<u16>,
    /// Some hex holds units of both sides.
    mixed: bool,
    tables: Rc<SideTables>,
}

// A cache: why thread-local, what it holds and what invalidates it: crate-level docs (lib.rs, "Caches").
thread_local! {
    /// One entry per side of the game last asked about (a player moving unit after unit asks
    /// for the same side's tables with one more unit moved each time).
    static KEPT: RefCell<Vec<Kept>> = const { RefCell::new(Vec::new()) };
}

impl SideTables {
    /// `new`, shared: the thread's last tables for this side of this game, brought up to date
    /// with the units that moved, came onto the map or left it since (the occupancy of the hexes
    /// they left and entered counted again, an enemy unit's zone of control moved with it);
    /// built anew when they cannot follow. What moves and placements judged one after another
    /// use, so a phase of moves does not rebuild both tables per move, nor an activation of the
    /// other side's formation both of this side's. Asked again of statuses they were last
    /// brought to (the same `StatusSerial`: the same position, or a copy of it no unit has moved
    /// in), they are given as they are, no unit compared.
    pub fn shared(setup: &Setup, st: &State, side: SideId) -> Rc<SideTables> {
        KEPT.with_borrow_mut(|kept| {
            let same_game = |k: &Kept| {
                // (A kept `Weak` keeps its allocation: a live `Arc` at that address is the
                // same ruleset and scenario.)
                std::ptr::eq(k.rules.as_ptr(), Arc::as_ptr(&setup.rules))
                    && std::ptr::eq(k.scenario.as_ptr(), Arc::as_ptr(&setup.scenario))
                    && k.statuses.len() == st.units.len()
            };
            kept.retain(|k| same_game(k));
            if let Some(k) = kept.iter_mut().find(|k| k.side == side) {
                if k.serial == st.statuses.get() {
                    // (A status written other than by `State::set_status`, say a whole
                    // `UnitState` copied over another, would break this.)
                    debug_assert!(
                        k.statuses
                            .iter()
                            .zip(&st.units)
                            .all(|(w, n)| *w == n.status()),
                        "a unit's status changed and the state's serial did not"
                    );
                    return k.tables.clone();
                }
                // The units moved since, if the state remembers; else every unit compared.
                let followed = match st.statuses.changed_since(k.serial) {
                    Some(moved) => k.follow(setup, st, moved.map(|u| u as usize)),
                    None => k.bring_up_to_date(setup, st),
                };
                if followed {
                    k.serial = st.statuses.get();
                    return k.tables.clone();
                }
            }
            kept.retain(|k| k.side != side);
            let tables = Rc::new(SideTables::new(setup, st, side));
            kept.push(Kept {
                rules: Arc::downgrade(&setup.rules),
                scenario: Arc::downgrade(&setup.scenario),
                side,
                statuses: st.units.iter().map(UnitState::status).collect(),
                serial: st.statuses.get(),
                count: {
                    let mut count = vec![0u16; setup.scenario.map.len()];
                    for u in &st.units {
                        if let UnitStatus::OnMap(h) = u.status() {
                            count[h as usize] += 1;
                        }
                    }
                    count
                },
                zoc_count: {
                    let mut count = vec![0u16; setup.scenario.map.len()];
                    for (i, u) in st.units.iter().enumerate() {
                        if let UnitStatus::OnMap(h) = u.status()
                            && setup.scenario.units[i].side != side
                        {
                            zoc_hexes(setup, h).for_each(|x| count[x as usize] += 1);
                        }
                    }
                    count
                },
                // Both sides in one hex (a position a search set up): its side would not
                // follow a unit leaving it, so such tables are not followed, only reused.
                mixed: st.units.iter().enumerate().any(|(i, u)| match u.status() {
                    UnitStatus::OnMap(h) => tables.occ[h as usize]
                        .is_some_and(|(s, _)| s != setup.scenario.units[i].side),
                    _ => false,
                }),
                tables: tables.clone(),
            });
            tables
        })
    }
}

impl Kept {
    /// Makes the kept tables those of `st`, following every unit that came onto the map, left
    /// it or moved on it since they were built: its stacking points taken from the hex it left
    /// and added to the one it entered, and an enemy unit's zone of control with it. False when
    /// they cannot follow (a hex would hold both sides, as in positions a search set up): the
    /// kept tables are then to be built anew.
    fn bring_up_to_date(&mut self, setup: &Setup, st: &State) -> bool {
        if self
            .statuses
            .iter()
            .zip(&st.units)
            .all(|(w, n)| *w == n.status())
        {
            return true;
        }
        self.follow(setup, st, 0..st.units.len())
    }

    /// `bring_up_to_date` where only the units `moved` (some perhaps named twice) may have
    /// moved since the tables were last brought up to date.
    fn follow(&mut self, setup: &Setup, st: &State, moved: impl Iterator<Item = usize>) -> bool {
        if self.mixed {
            return false;
        }
        let t = Rc::make_mut(&mut self.tables);
        for i in moved {
            let (was, now) = (&mut self.statuses[i], st.units[i].status());
            if *was == now {
                continue;
            }
            let d = &setup.scenario.units[i];
            let pts = setup.rules.unit_types[d.unit_type as usize].stack_points;
            let enemy = d.side != self.side;
            if let UnitStatus::OnMap(from) = *was {
                self.count[from as usize] -= 1;
                t.occ[from as usize] = match t.occ[from as usize] {
                    Some((s, p)) if self.count[from as usize] > 0 => Some((s, p - pts)),
                    _ => None,
                };
                if enemy {
                    for x in zoc_hexes(setup, from) {
                        self.zoc_count[x as usize] -= 1;
                        t.zoc[x as usize] = self.zoc_count[x as usize] > 0;
                    }
                }
            }
            if let UnitStatus::OnMap(to) = now {
                t.occ[to as usize] = match t.occ[to as usize] {
                    Some((s, p)) if s == d.side => Some((s, p + pts)),
                    Some(_) => return false,
                    None => Some((d.side, pts)),
                };
                self.count[to as usize] += 1;
                if enemy {
                    for x in zoc_hexes(setup, to) {
                        self.zoc_count[x as usize] += 1;
                        t.zoc[x as usize] = true;
                    }
                }
            }
            *was = now;
        }
        true
    }
}

/// The hexes a unit in `h` exerts its zone of control into (not across hexsides that block it).
pub fn zoc_hexes(setup: &Setup, h: HexIdx) -> impl Iterator<Item = HexIdx> + '_ {
    let map = &setup.scenario.map;
    map.neighbours[h as usize]
        .iter()
        .enumerate()
        .filter(move |&(d, &n)| {
            let kind = map.hexsides[h as usize][d];
            n != NO_HEX && (kind == NONE8 || !setup.rules.hexsides[kind as usize].blocks_zoc)
        })
        .map(|(_, &n)| n)
}
