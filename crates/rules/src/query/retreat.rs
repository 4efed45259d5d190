//! Retreat paths: the legal ways a defender can be retreated `n` hexes, each hex farther from where
//! it stood, never into enemy units, prohibited terrain or across prohibited hexsides, and never
//! ending on a full friendly hex: it goes farther (up to three more hexes) to find room. The
//! ruleset's `combat.retreat` may also keep it out of enemy ZOCs (unless a friendly unit not in
//! the battle is there), never let it come closer to the attackers, and let it go farther only
//! where no shorter path finds room (`only_as_far_as_needed`: the shortest paths alone).

use crate::data::combat::RetreatZoc;
use crate::data::ruleset::Cost;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::UnitId;
use crate::state::Setup;
use crate::state::{State, UnitStatus};

/// How far past the required distance a retreat may go to find an empty hex.
const EXTRA: u32 = 3;

/// Every legal retreat path (start excluded), shortest first.
pub fn retreat_options(
    setup: &Setup,
    st: &State,
    unit: UnitId,
    hexes: u32,
    attackers: &[UnitId],
) -> Vec<Vec<HexIdx>> {
    let mut out = Vec::new();
    each_retreat(setup, st, unit, hexes, attackers, &mut |p| {
        out.push(p.to_vec());
        true
    });
    out.sort_by_key(Vec::len);
    out
}

/// Whether the unit has any legal retreat of `hexes` hexes (`retreat_options` not empty), found
/// without listing them: what "surrounded" asks of every defender of every battle judged.
pub fn may_retreat(
    setup: &Setup,
    st: &State,
    unit: UnitId,
    hexes: u32,
    attackers: &[UnitId],
) -> bool {
    let mut any = false;
    each_retreat(setup, st, unit, hexes, attackers, &mut |_| {
        any = true;
        false
    });
    any
}

/// Calls `f` with every legal retreat path (start excluded), in the order a depth-first search
/// that takes a hex's neighbours last first finds them (where the rules go only as far as needed,
/// the shortest paths alone), until `f` says stop (false). One path buffer for the whole search:
/// nothing is allocated per path tried.
pub fn each_retreat(
    setup: &Setup,
    st: &State,
    unit: UnitId,
    hexes: u32,
    attackers: &[UnitId],
    f: &mut dyn FnMut(&[HexIdx]) -> bool,
) {
    let UnitStatus::OnMap(start) = st.units[unit as usize].status() else {
        return;
    };
    if hexes == 0 {
        return;
    }
    let rules = &setup.rules;
    let map = &setup.scenario.map;
    let def = &setup.scenario.units[unit as usize];
    let ut = &rules.unit_types[def.unit_type as usize];
    let class = ut.class as usize;
    let limit = rules.stacking[def.side as usize];
    let origin = map.hex(start);
    // Who holds each hex and the enemy's zones of control: the side's tables the thread keeps
    // (forecasts ask this for every attack a player weighs, in one position; a hex's side and
    // points are all a path reads of them, and the start, where the unit stands, is never on
    // a path).
    let tables = crate::query::zoc::SideTables::shared(setup, st, def.side);
    let occ = &tables.occ;
    let enterable = |from: HexIdx, to: HexIdx| -> bool {
        if to == NO_HEX {
            return false;
        }
        if occ[to as usize].is_some_and(|(s, _)| s != def.side) {
            return false;
        }
        if rules.terrain[map.terrain[to as usize] as usize].cost[class] == Cost::Prohibited {
            return false;
        }
        match map.hexside(from, to) {
            Some(k) => {
                let hs = &rules.hexsides[k as usize];
                !(hs.prohibited || hs.rail_only || hs.prohibited_for[class])
            }
            None => true,
        }
    };
    // The whole stack retreats along the path: it needs room for all of it.
    let mut movers: Vec<UnitId> = Vec::new();
    let mut points = 0u32;
    for u in st.units_at(start) {
        let d = &setup.scenario.units[u as usize];
        if d.side == def.side {
            movers.push(u);
            points += rules.unit_types[d.unit_type as usize].stack_points;
        }
    }
    let points = points.max(ut.stack_points);
    let room = |h: HexIdx| {
        occ[h as usize].map_or(0, |x| x.1) + points <= limit
            && (rules.stack_rules.is_empty() || {
                use crate::query::stacking::{stack_after, stack_problem};
                let units = stack_after(st, h, None, &movers);
                stack_problem(setup, st, h, &units).is_none()
            })
    };
    let rule = &rules.combat.retreat;
    // Enemy ZOC hexes a retreat may not enter: no friendly unit outside the battle stands there.
    let zoc_closed = |h: HexIdx| {
        rule.enemy_zoc == RetreatZoc::UnlessFriendly
            && tables.zoc[h as usize]
            && (h == start || occ[h as usize].is_none_or(|(s, _)| s != def.side))
    };
    let nearest = |h: HexIdx| {
        let to = map.hex(h);
        attackers
            .iter()
            .filter_map(|&a| match st.units[a as usize].status() {
                UnitStatus::OnMap(x) => Some(map.hex(x).unsigned_distance_to(to)),
                _ => None,
            })
            .min()
            .unwrap_or(u32::MAX)
    };
    let step_ok = |from: HexIdx, to: HexIdx, depth: u32| -> bool {
        enterable(from, to)
            && origin.unsigned_distance_to(map.hex(to)) == depth
            && !zoc_closed(to)
            && (!rule.never_closer_to_attackers || nearest(to) >= nearest(from))
    };
    // Depth-first over paths whose every hex is one farther from the start than the last, a
    // hex's neighbours taken last first (the order the paths were always listed in).
    let mut walk = Walk {
        start,
        hexes,
        extra: EXTRA,
        neighbours: &map.neighbours,
        step_ok: &step_ok,
        room: &room,
    };
    let mut path = Vec::with_capacity((hexes + EXTRA) as usize);
    if !rule.only_as_far_as_needed {
        walk.from(&mut path, f);
        return;
    }
    // Only as far as needed: the paths of `hexes` hexes if any finds room, else those of one
    // more, and so on (a search allowed `k` extra hexes finds every path of up to `hexes + k`,
    // so once the shorter searches found none, it tells only paths of exactly that length).
    for extra in 0..=EXTRA {
        walk.extra = extra;
        let mut found = false;
        let go = walk.from(&mut path, &mut |p| {
            found = true;
            f(p)
        });
        if found || !go {
            return;
        }
    }
}

/// A retreat search: from `start`, `hexes` hexes or up to `extra` more to find room, each step
/// one `step_ok` takes (from, to, depth), ending where there is `room`.
struct Walk<'a> {
    start: HexIdx,
    hexes: u32,
    extra: u32,
    neighbours: &'a [[HexIdx; 6]],
    step_ok: &'a dyn Fn(HexIdx, HexIdx, u32) -> bool,
    room: &'a dyn Fn(HexIdx) -> bool,
}

impl Walk<'_> {
    /// Tells `f` every retreat path that goes on from `path`, until `f` answers false (then so
    /// does this).
    fn from(&self, path: &mut Vec<HexIdx>, f: &mut dyn FnMut(&[HexIdx]) -> bool) -> bool {
        let depth = path.len() as u32;
        let h = path.last().copied().unwrap_or(self.start);
        if depth >= self.hexes && (self.room)(h) {
            return f(path);
        }
        if depth >= self.hexes + self.extra {
            return true;
        }
        for &to in self.neighbours[h as usize].iter().rev() {
            if (self.step_ok)(h, to, depth + 1) {
                path.push(to);
                let go = self.from(path, f);
                path.pop();
                if !go {
                    return false;
                }
            }
        }
        true
    }
}
