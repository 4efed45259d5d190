//! Supply: one multi-source search per side from its home map edge over the hexes a supply line
//! may use (not enemy units, not empty enemy-ZOC hexes, not water or hexsides that block supply),
//! plus the ruleset's sea lines between friendly coastal cities. Units are then judged by a lookup.

use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::SideId;
use crate::query::recent::Recent;
use crate::query::zoc::{SideTables, zoc_hexes};
use crate::state::Setup;
use crate::state::command::Event;
use crate::state::{State, UnitStatus};
use flood::{flood, ground, trace_by_land};

mod flood;
use std::cell::RefCell;
use std::collections::VecDeque;

/// What a supply line meets in a hex, one bit each.
const FRIEND: u8 = 1;
const ENEMY: u8 = 2;
const ZOC: u8 = 4;

/// What a supply map kept on this thread depends on besides the ruleset and scenario: the side,
/// the hexes the units close to its lines (each with how: an enemy unit in it, or an enemy ZOC
/// no friendly unit cancels), and hex control where the side has sea lines (traced from
/// controlled cities). A unit placed or moved where it closes nothing asks the same question.
struct Asked {
    side: SideId,
    /// Per hex, `CLOSED_ENEMY`, `CLOSED_ZOC` or 0.
    closed: Vec<u8>,
    /// How many hexes `closed` closes.
    count: usize,
    control: Vec<SideId>,
}

/// How the units close a hex to a supply line.
const CLOSED_ZOC: u8 = 1;
const CLOSED_ENEMY: u8 = 2;

/// How many recent supply maps each thread keeps.
const RECENT: usize = 4;

/// The units' marks on the map for one side's supply: per hex, `FRIEND`, `ENEMY` and `ZOC` bits
/// (all zero between uses), and the hexes marked.
#[derive(Default)]
struct Marks {
    bits: Vec<u8>,
    marked: Vec<HexIdx>,
}

// A cache: why thread-local, what it holds and what invalidates it: crate-level docs (lib.rs, "Caches").
thread_local! {
    static RECENTLY: RefCell<Recent<Asked, Vec<bool>>> = const { RefCell::new(Recent::new(RECENT)) };
    static MARKS: RefCell<Marks> = RefCell::new(Marks::default());
    static SEEN: RefCell<Recent<Seen, Vec<bool>>> = const { RefCell::new(Recent::new(RECENT)) };
}

impl Marks {
    /// Marks `side`'s units, the enemy's, and the enemy's zones of control (nothing scans the
    /// map: hex by hex from the units).
    fn mark(&mut self, setup: &Setup, st: &State, side: SideId) {
        let n = setup.scenario.map.len();
        if self.bits.len() < n {
            self.bits.resize(n, 0);
        }
        let (bits, marked) = (&mut self.bits, &mut self.marked);
        let mut mark = |h: HexIdx, bit: u8| {
            if bits[h as usize] == 0 {
                marked.push(h);
            }
            bits[h as usize] |= bit;
        };
        for (i, u) in st.units.iter().enumerate() {
            let UnitStatus::OnMap(h) = u.status() else {
                continue;
            };
            if setup.scenario.units[i].side == side {
                mark(h, FRIEND);
                continue;
            }
            mark(h, ENEMY);
            for x in zoc_hexes(setup, h) {
                mark(x, ZOC);
            }
        }
    }

    /// How the marks close a hex to a supply line: an enemy unit always, an enemy ZOC unless a
    /// friendly unit is in it (where the rules say so).
    fn closed(&self, setup: &Setup, h: HexIdx) -> u8 {
        let m = self.bits[h as usize];
        if m & ENEMY != 0 {
            CLOSED_ENEMY
        } else if setup.rules.supply.zoc_blocks_unless_occupied && m & (ZOC | FRIEND) == ZOC {
            CLOSED_ZOC
        } else {
            0
        }
    }

    /// Every mark cleared, for the next use.
    fn clear(&mut self) {
        for &h in &self.marked {
            self.bits[h as usize] = 0;
        }
        self.marked.clear();
    }
}

/// A supply map kept on this thread by the units' statuses it was asked of (their
/// `StatusSerial`: the same serial, the same statuses), with the side and hex control where it
/// counts: asked again before any unit moved (a rebuild checked by the player, then by the
/// rules), it is given without marking the units again; asked after some of the side's own
/// units moved, none into an enemy zone of control nor out of one it alone held (`held`), it is
/// the same map too (a unit of the side closes nothing to its own lines, only opens a zone of
/// control it stands in): a phase's placements, one after another.
struct Seen {
    side: SideId,
    serial: u64,
    control: Vec<SideId>,
    /// The hexes in an enemy zone of control that the side's units held open (where the rules
    /// say a friendly unit cancels a zone of control for supply).
    held: Vec<HexIdx>,
}

/// Whether the supply map kept as `k` is still `side`'s in `st`: only units of the side moved
/// since (the state remembers which), none now in an enemy zone of control, and every hex of
/// such a zone the side held still holds one of its units.
fn still_holds(setup: &Setup, st: &State, side: SideId, k: &Seen) -> bool {
    let Some(mut moved) = st.statuses.changed_since(k.serial) else {
        return false;
    };
    let cancels = setup.rules.supply.zoc_blocks_unless_occupied;
    let tables = SideTables::shared(setup, st, side);
    let mine = |h: HexIdx| tables.occ[h as usize].is_some_and(|(s, _)| s == side);
    moved.all(|u| {
        setup.scenario.units[u as usize].side == side
            && match st.units[u as usize].status() {
                UnitStatus::OnMap(h) => !cancels || !tables.zoc[h as usize],
                _ => true,
            }
    }) && k.held.iter().all(|&h| mine(h))
}

/// For each hex, whether a unit of `side` there is in supply. The same question in the same
/// position (the same hexes closed by units, the same control where it counts) is answered from
/// the last few on this thread: a player's checks ask it many times between moves.
pub fn supply_map(setup: &Setup, st: &State, side: SideId) -> Vec<bool> {
    let sea = setup
        .rules
        .supply
        .sea_lines
        .iter()
        .any(|l| setup.rules.side_by_id(&l.side) == Some(side));
    let serial = st.statuses.get();
    let key = |held: Vec<HexIdx>| Seen {
        side,
        serial,
        control: if sea { st.control.clone() } else { Vec::new() },
        held,
    };
    // Kept for these statuses, or for the side before only its own units moved in ways that
    // change nothing (`still_holds`: then kept again for these).
    let kept = SEEN.with_borrow_mut(|r| {
        let ((held, again), map) = r.find_with(setup, |k| {
            (k.side == side
                && (!sea || k.control == st.control)
                && (k.serial == serial || still_holds(setup, st, side, k)))
            .then(|| (k.held.clone(), k.serial == serial))
        })?;
        if !again {
            r.keep(setup, key(held), map.clone());
        }
        Some(map)
    });
    if let Some(hit) = kept {
        debug_assert_eq!(hit, trace_supply(setup, st, side), "a supply map kept");
        return hit;
    }
    let mut held = Vec::new();
    let supplied = MARKS.with_borrow_mut(|marks| {
        marks.mark(setup, st, side);
        let closing = || {
            marks
                .marked
                .iter()
                .map(|&h| (h, marks.closed(setup, h)))
                .filter(|&(_, c)| c != 0)
        };
        let count = closing().count();
        let same = |a: &Asked| {
            a.side == side
                && a.count == count
                && closing().all(|(h, c)| a.closed[h as usize] == c)
                && (!sea || a.control == st.control)
        };
        let supplied = match RECENTLY.with_borrow_mut(|r| r.find(setup, same)) {
            Some(hit) => hit,
            None => {
                let supplied = trace_marked(setup, st, side, marks);
                let mut closed = vec![0u8; setup.scenario.map.len()];
                for (h, c) in closing() {
                    closed[h as usize] = c;
                }
                let asked = Asked {
                    side,
                    closed,
                    count,
                    control: if sea { st.control.clone() } else { Vec::new() },
                };
                RECENTLY.with_borrow_mut(|r| r.keep(setup, asked, supplied.clone()));
                supplied
            }
        };
        if setup.rules.supply.zoc_blocks_unless_occupied {
            held.extend(
                marks
                    .marked
                    .iter()
                    .filter(|&&h| marks.bits[h as usize] & (ZOC | FRIEND) == ZOC | FRIEND),
            );
        }
        marks.clear();
        supplied
    });
    SEEN.with_borrow_mut(|r| r.keep(setup, key(held), supplied.clone()));
    supplied
}

/// `supply_map` worked out afresh, never answered from the recent ones.
pub fn trace_supply(setup: &Setup, st: &State, side: SideId) -> Vec<bool> {
    let mut marks = Marks::default();
    marks.mark(setup, st, side);
    trace_marked(setup, st, side, &marks)
}

/// The supply map from the units' marks.
fn trace_marked(setup: &Setup, st: &State, side: SideId, marks: &Marks) -> Vec<bool> {
    let rules = &setup.rules;
    let map = &setup.scenario.map;
    let n = map.len();
    let blocks: Vec<bool> = rules.hexsides.iter().map(|k| k.blocks_supply).collect();
    let blocks = blocks.iter().any(|&b| b).then_some(&blocks[..]);
    if !rules
        .supply
        .sea_lines
        .iter()
        .any(|l| rules.side_by_id(&l.side) == Some(side))
    {
        return trace_by_land(setup, side, marks, blocks);
    }
    // Closed to a supply line: water, then the hexes the units close.
    let ground = ground(setup);
    let mut closed = ground.water.clone();
    for &h in &marks.marked {
        closed[h as usize] |= marks.closed(setup, h) != 0;
    }
    let sources: Vec<HexIdx> = map
        .edge_hexes(rules.sides[side as usize].home_edge)
        .filter(|&h| !closed[h as usize])
        .collect();
    let mut seen = vec![false; n];
    flood(map, blocks, &sources, &closed, &mut seen);
    let sea_lines = rules
        .supply
        .sea_lines
        .iter()
        .filter(|l| rules.side_by_id(&l.side) == Some(side));
    // The side's cities, the only hexes a sea line starts or ends in.
    let mut cities: Vec<usize> = Vec::new();
    for line in sea_lines {
        if cities.is_empty() {
            cities = ground
                .cities
                .iter()
                .map(|&h| h as usize)
                .filter(|&h| st.control[h] == side && marks.bits[h] & ENEMY == 0)
                .collect();
        }
        let line_water: Vec<bool> = rules
            .terrain
            .iter()
            .map(|t| line.water.contains(&t.id))
            .collect();
        let is_water = |h: usize| line_water[map.terrain[h] as usize];
        let coastal = |h: usize| {
            map.neighbours[h]
                .iter()
                .any(|&x| x != NO_HEX && is_water(x as usize))
        };
        // Water reached from coastal cities in regular supply...
        let mut water = vec![false; n];
        let mut q: VecDeque<HexIdx> = VecDeque::new();
        for &h in cities.iter().filter(|&&h| seen[h] && coastal(h)) {
            for &x in &map.neighbours[h] {
                if x != NO_HEX && is_water(x as usize) && !water[x as usize] {
                    water[x as usize] = true;
                    q.push_back(x);
                }
            }
        }
        while let Some(h) = q.pop_front() {
            for &x in &map.neighbours[h as usize] {
                if x != NO_HEX && is_water(x as usize) && !water[x as usize] {
                    water[x as usize] = true;
                    q.push_back(x);
                }
            }
        }
        // ...supplies the other friendly coastal cities on it, and lines traced to them by land.
        let ports: Vec<HexIdx> = cities
            .iter()
            .copied()
            .filter(|&h| {
                !seen[h]
                    && map.neighbours[h]
                        .iter()
                        .any(|&x| x != NO_HEX && water[x as usize])
            })
            .map(|h| h as HexIdx)
            .collect();
        flood(map, blocks, &ports, &closed, &mut seen);
    }
    seen
}

/// Marks every unit of `side` on the map in or out of supply.
pub(crate) fn judge(setup: &Setup, st: &mut State, side: SideId, events: &mut Vec<Event>) {
    let map = supply_map(setup, st, side);
    let mut out = Vec::new();
    for (i, u) in st.units.iter_mut().enumerate() {
        if setup.scenario.units[i].side != side {
            continue;
        }
        if let UnitStatus::OnMap(h) = u.status() {
            u.out_of_supply = !map[h as usize];
            if u.out_of_supply {
                out.push(i as crate::model::tables::UnitId);
            }
        }
    }
    events.push(Event::SupplyJudged {
        side,
        out_of_supply: out,
    });
}
