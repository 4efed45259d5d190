//! Zones of control: the six hexes around a unit, except across hexsides that block them.

use crate::rules::model::tables::{Ruleset, Scenario, SideId};
use crate::rules::state::Setup;
use crate::rules::state::{State, UnitStatus};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, Weak};

/// For each hex, whether it lies in a zone of control of a unit of `enemy_of`'s enemies.
pub fn enemy_zoc(setup: &Setup, st: &crate::rules::state::State, side: SideId) -> Vec<bool> {
    let map = &setup.scenario.map;
    let mut zoc = vec![false; map.len()];
    for (i, u) in st.units.iter().enumerate() {
        let UnitStatus::OnMap(h) = u.status else {
            continue;
        };
        if setup.scenario.units[i].side == side {
            continue;
        }
        for (d, &n) in map.neighbours[h as usize].iter().enumerate() {
            if n == crate::rules::model::map::NO_HEX {
                continue;
            }
            let kind = map.hexsides[h as usize][d];
            if kind != crate::rules::model::map::NONE8
                && setup.rules.hexsides[kind as usize].blocks_zoc
            {
                continue;
            }
            zoc[n as usize] = true;
        }
    }
    zoc
}

/// Who occupies each hex: the side and the stacking points there.
pub fn occupancy(setup: &Setup, st: &State) -> Vec<Option<(SideId, u32)>> {
    let mut occ = vec![None; setup.scenario.map.len()];
    for (i, u) in st.units.iter().enumerate() {
        let UnitStatus::OnMap(h) = u.status else {
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
    /// Per hex: how many units stand there.
    count: Vec<u16>,
    /// Some hex holds units of both sides.
    mixed: bool,
    tables: Rc<SideTables>,
}

thread_local! {
    /// One entry per side of the game last asked about (a player moving unit after unit asks
    /// for the same side's tables with one more unit moved each time).
    static KEPT: RefCell<Vec<Kept>> = const { RefCell::new(Vec::new()) };
}

impl SideTables {
    /// `new`, shared: the thread's last tables for this side of this game when its units stand
    /// where they stood then, or brought up to date when only the side's own units moved on the
    /// map since (the enemy's zones of control stay; the occupancy of the hexes they left and
    /// entered is counted again); built anew otherwise. What moves and placements judged one
    /// after another use, so a phase of moves does not rebuild both tables per move.
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
            if let Some(k) = kept.iter_mut().find(|k| k.side == side)
                && k.bring_up_to_date(setup, st)
            {
                return k.tables.clone();
            }
            kept.retain(|k| k.side != side);
            let tables = Rc::new(SideTables::new(setup, st, side));
            kept.push(Kept {
                rules: Arc::downgrade(&setup.rules),
                scenario: Arc::downgrade(&setup.scenario),
                side,
                statuses: st.units.iter().map(|u| u.status).collect(),
                count: {
                    let mut count = vec![0u16; setup.scenario.map.len()];
                    for u in &st.units {
                        if let UnitStatus::OnMap(h) = u.status {
                            count[h as usize] += 1;
                        }
                    }
                    count
                },
                // Both sides in one hex (a position a search set up): its side would not
                // follow a unit leaving it, so such tables are not followed, only reused.
                mixed: st.units.iter().enumerate().any(|(i, u)| match u.status {
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
    /// Makes the kept tables those of `st`, if only the side's own units moved on the map since
    /// they were built (each takes its stacking points from the hex it left to the one it
    /// entered); false (and nothing changed) otherwise.
    fn bring_up_to_date(&mut self, setup: &Setup, st: &State) -> bool {
        // First whether the kept tables can follow (nothing changed yet), then they follow. A
        // unit entering a hex the enemy holds, or leaving one both sides stand in (positions a
        // search set up), would leave the hex's side wrong: the tables are built anew then.
        let mut moved = 0;
        for (i, (was, now)) in self.statuses.iter().zip(&st.units).enumerate() {
            if *was == now.status {
                continue;
            }
            match (*was, now.status) {
                (UnitStatus::OnMap(_), UnitStatus::OnMap(to))
                    if setup.scenario.units[i].side == self.side
                        && self.tables.occ[to as usize].is_none_or(|(s, _)| s == self.side) =>
                {
                    moved += 1;
                }
                _ => return false,
            }
        }
        if moved == 0 {
            return true;
        }
        if self.mixed {
            return false;
        }
        let t = Rc::make_mut(&mut self.tables);
        for (i, (was, now)) in self.statuses.iter_mut().zip(&st.units).enumerate() {
            let (UnitStatus::OnMap(from), UnitStatus::OnMap(to)) = (*was, now.status) else {
                continue;
            };
            if from == to {
                continue;
            }
            let d = &setup.scenario.units[i];
            let pts = setup.rules.unit_types[d.unit_type as usize].stack_points;
            self.count[from as usize] -= 1;
            t.occ[from as usize] = match t.occ[from as usize] {
                Some((s, p)) if self.count[from as usize] > 0 => Some((s, p - pts)),
                _ => None,
            };
            t.occ[to as usize] = match t.occ[to as usize] {
                Some((s, p)) => Some((s, p + pts)),
                None => Some((d.side, pts)),
            };
            self.count[to as usize] += 1;
            *was = now.status;
        }
        true
    }
}
