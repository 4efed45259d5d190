//! A reacting unit's withdrawal: every legal one (the cheapest path to each hex it may end in),
//! and a given path checked, with the refusal in words.

use crate::data::ruleset::Edge;
use crate::mechanics::movement::{Mover, STOP_NONE};
use crate::model::map::{HexIdx, Map, NO_HEX};
use crate::model::orders::Reaction as Rule;
use crate::model::tables::UnitId;
use crate::state::command::RuleError;
use crate::state::{Setup, State};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

use super::rear_area::rear_distance;
use crate::mechanics::movement::STOP_ONE_HEX;

/// Whether the step into `to` from `from` lets a withdrawal stop: the hex is of a terrain or
/// has a feature the reaction names, or the hexside crossed is one it names.
fn may_stop_after(setup: &Setup, rule: &Rule, from: HexIdx, to: HexIdx) -> bool {
    let map = &setup.scenario.map;
    rule.stop_terrain[map.terrain[to as usize] as usize]
        || map.features[to as usize] & rule.stop_features != 0
        || map
            .hexside(from, to)
            .is_some_and(|k| rule.stop_hexsides[k as usize])
}

/// The neighbours of `h` a withdrawal from `origin` may enter: its rear area (any distance) and
/// the hex the enemy was about to enter.
fn rear_steps(
    map: &Map,
    edge: Edge,
    origin: HexIdx,
    declared: HexIdx,
    h: HexIdx,
) -> impl Iterator<Item = HexIdx> {
    map.neighbours[h as usize]
        .iter()
        .copied()
        .filter(move |&n| {
            n != NO_HEX && (n == declared || rear_distance(map, edge, origin, n).is_some())
        })
}

/// Whether the unit, having spent `spent` of its allowance to stand in `h`, could still take a
/// step deeper into the rear area.
fn could_go_on(m: &Mover, edge: Edge, declared: HexIdx, h: HexIdx, spent: u32) -> bool {
    let map = &m.setup.scenario.map;
    let crossed = vec![0u32; m.setup.rules.hexsides.len()];
    rear_steps(map, edge, m.start, declared, h).any(|n| {
        m.step(h, n, &crossed)
            .is_ok_and(|(cost, _)| spent + cost <= m.allowance)
    })
}

/// Every withdrawal the unit may make when the enemy is about to enter `declared`: the cheapest
/// legal path to each hex it may end in, in the order of their end hexes. A path goes hex by hex
/// by the movement rules into the rear area of the unit's hex, or into `declared` (CHOICE: 001
/// lets the panicking unit end there, which is next to the rear area when the enemy's zone of
/// control set the panic off); it ends where the unit must stop, may stop (`may_stop_after`),
/// in `declared`, or where it can go no farther.
pub fn withdrawals(
    setup: &Setup,
    st: &State,
    rule: &Rule,
    unit: UnitId,
    declared: HexIdx,
) -> Vec<Vec<HexIdx>> {
    let Ok(m) = Mover::reacting(setup, st, unit) else {
        return Vec::new();
    };
    let map = &setup.scenario.map;
    let edge = setup.rules.sides[rule.side as usize].home_edge;
    let crossed = vec![0u32; setup.rules.hexsides.len()];
    // Search states: (hex, spent, stop code, may stop, parent).
    let mut states: Vec<(HexIdx, u32, u8, bool, usize)> =
        vec![(m.start, 0, STOP_NONE, false, usize::MAX)];
    let mut seen: HashSet<(HexIdx, u32)> = HashSet::new();
    let mut queue = BinaryHeap::new();
    queue.push(Reverse((0u32, m.start, 0usize)));
    let mut best: HashMap<HexIdx, usize> = HashMap::new();
    while let Some(Reverse((spent, h, i))) = queue.pop() {
        let (_, _, stop, may_stop, _) = states[i];
        if h != m.start
            && !best.contains_key(&h)
            && m.may_end(h)
            && (stop != STOP_NONE
                || may_stop
                || h == declared
                || !could_go_on(&m, edge, declared, h, spent))
        {
            best.insert(h, i);
        }
        if stop != STOP_NONE {
            continue;
        }
        for n in rear_steps(map, edge, m.start, declared, h) {
            let Ok((cost, s)) = m.step(h, n, &crossed) else {
                continue;
            };
            let first = h == m.start;
            let (total, s) = if spent + cost <= m.allowance {
                (spent + cost, s)
            } else if first {
                (m.allowance, STOP_ONE_HEX)
            } else {
                continue;
            };
            if !seen.insert((n, total)) {
                continue;
            }
            states.push((n, total, s, may_stop_after(setup, rule, h, n), i));
            queue.push(Reverse((total, n, states.len() - 1)));
        }
    }
    let mut ends: Vec<(HexIdx, usize)> = best.into_iter().collect();
    ends.sort_unstable();
    ends.into_iter()
        .map(|(_, mut i)| {
            let mut path = Vec::new();
            while states[i].4 != usize::MAX {
                path.push(states[i].0);
                i = states[i].4;
            }
            path.reverse();
            path
        })
        .collect()
}

/// Checks a withdrawal path the reacting side gave: hex by hex into the rear area by the
/// movement rules, ending where the unit must stop, may stop, or can go no farther.
pub(super) fn check_withdrawal(
    setup: &Setup,
    st: &State,
    rule: &Rule,
    unit: UnitId,
    declared: HexIdx,
    path: &[HexIdx],
) -> Result<(), RuleError> {
    let m = Mover::reacting(setup, st, unit)?;
    let map = &setup.scenario.map;
    let edge = setup.rules.sides[rule.side as usize].home_edge;
    let name = || setup.unit_name(unit);
    let crossed = vec![0u32; setup.rules.hexsides.len()];
    let Some(&end) = path.last() else {
        return Err(RuleError::EmptyPath);
    };
    let (mut cur, mut spent, mut stop, mut may_stop) = (m.start, 0u32, STOP_NONE, false);
    for (i, &h) in path.iter().enumerate() {
        if stop != STOP_NONE {
            return Err(RuleError::Withdrawal {
                unit: name(),
                why: format!("it must stop in {}", setup.label(cur)),
            });
        }
        if h as usize >= map.len()
            || (h != declared && rear_distance(map, edge, m.start, h).is_none())
        {
            return Err(RuleError::Withdrawal {
                unit: name(),
                why: format!(
                    "{} is not in its rear area (towards the {edge:?} edge)",
                    setup.label(h)
                ),
            });
        }
        let (cost, s) = m.step(cur, h, &crossed)?;
        if spent + cost <= m.allowance {
            (spent, stop) = (spent + cost, s);
        } else if i == 0 {
            (spent, stop) = (m.allowance, STOP_ONE_HEX);
        } else {
            return Err(RuleError::Withdrawal {
                unit: name(),
                why: format!("it has not the movement points to enter {}", setup.label(h)),
            });
        }
        may_stop = may_stop_after(setup, rule, cur, h);
        cur = h;
    }
    m.can_end(end)?;
    if stop == STOP_NONE
        && !may_stop
        && end != declared
        && could_go_on(&m, edge, declared, end, spent)
    {
        return Err(RuleError::Withdrawal {
            unit: name(),
            why: format!(
                "it may not stop in {}: it goes on while it can, unless it enters {} or \
                 crosses {}",
                setup.label(end),
                stop_words(setup, rule),
                hexside_words(setup, rule)
            ),
        });
    }
    Ok(())
}

fn stop_words(setup: &Setup, rule: &Rule) -> String {
    let r = &setup.rules;
    let mut names: Vec<String> = r
        .terrain
        .iter()
        .enumerate()
        .filter(|(i, _)| rule.stop_terrain[*i])
        .map(|(_, t)| t.name.to_lowercase())
        .collect();
    names.extend(
        r.features
            .iter()
            .enumerate()
            .filter(|(i, _)| rule.stop_features & (1 << i) != 0)
            .map(|(_, f)| f.name.to_lowercase()),
    );
    if names.is_empty() {
        "no hex that lets it stop".into()
    } else {
        format!("a {} hex", names.join(" or "))
    }
}

fn hexside_words(setup: &Setup, rule: &Rule) -> String {
    let names: Vec<String> = setup
        .rules
        .hexsides
        .iter()
        .enumerate()
        .filter(|(i, _)| rule.stop_hexsides[*i])
        .map(|(_, h)| format!("a {}", h.name.to_lowercase()))
        .collect();
    if names.is_empty() {
        "no hexside that lets it stop".into()
    } else {
        names.join(" or ")
    }
}
