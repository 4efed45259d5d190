//! Reactions: the other side acting inside the moving side's phase (`data::reactions`). A move
//! is walked hex by hex; at the first hex whose entry sets a reaction off (an enemy unit's rear
//! area entered by the mover or its zone of control), the mover halts before it and the move
//! waits in `State::pending` as a question to the reacting side, answered with the battle
//! commands: `Choose` (0: no reaction; k: the k-th unit that may react), then `Retreat` (the
//! withdrawal's path). When the withdrawing unit ends in the hex the mover was about to enter,
//! the move ends there; otherwise the mover enters it and goes on along its path as far as the
//! rules now let it, and a later hex may halt it again.

use crate::rules::data::condition::BattleSide;
use crate::rules::data::ruleset::Edge;
use crate::rules::mechanics::movement::{Mover, STOP_NONE};
use crate::rules::model::map::{HexIdx, Map, NO_HEX, NONE8};
use crate::rules::model::orders::Reaction as Rule;
use crate::rules::model::tables::UnitId;
use crate::rules::state::command::{Event, RuleError};
use crate::rules::state::{Pending, Reaction, Scale, Setup, Stage, State, UnitStatus};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};

/// A hex in doubled coordinates (column, twice the row plus the column's half-hex shift): on
/// flat-topped hexes a neighbour is one column and one half-row away, or two half-rows.
fn doubled(map: &Map, h: HexIdx) -> (i64, i64) {
    let (c, r) = map.col_row(h);
    let shifted = match map.shifted {
        crate::rules::data::scenario::Parity::Odd => c % 2 == 1,
        crate::rules::data::scenario::Parity::Even => c % 2 == 0,
    };
    (i64::from(c), 2 * i64::from(r) + i64::from(shifted))
}

/// How far `h` lies in the rear area of a unit at `from` whose home edge is `edge`, in hexes;
/// `None` if it is not in the rear area. The east edge's rear area is the hexes directly
/// north-east or south-east of the unit and all hexes between (001 10.24); the west's,
/// north-west and south-west; the north's and south's, the two diagonals towards that edge.
pub fn rear_distance(map: &Map, edge: Edge, from: HexIdx, h: HexIdx) -> Option<u32> {
    let ((x0, y0), (x1, y1)) = (doubled(map, from), doubled(map, h));
    let (dx, dy) = (x1 - x0, y1 - y0);
    let d = match edge {
        Edge::East if dx > 0 && dy.abs() <= dx => dx,
        Edge::West if dx < 0 && dy.abs() <= -dx => -dx,
        Edge::North if dy < 0 && dx.abs() <= -dy => (dx.abs() - dy) / 2,
        Edge::South if dy > 0 && dx.abs() <= dy => i64::midpoint(dx.abs(), dy),
        _ => return None,
    };
    Some(d as u32)
}

/// The reactions that may be made against a move by `side`'s unit now.
fn in_force<'a>(
    setup: &'a Setup,
    st: &'a State,
    side: u8,
) -> impl Iterator<Item = (usize, &'a Rule)> + 'a {
    setup
        .rules
        .duties
        .reactions
        .iter()
        .enumerate()
        .filter(move |(_, r)| {
            r.side != side
                && r.when
                    .as_ref()
                    .is_none_or(|w| crate::rules::query::condition::holds_now(setup, st, w))
        })
}

/// The hexes a unit of the mover's side standing in `h` reaches with itself and (if the
/// reaction counts it) its zone of control.
fn reached(setup: &Setup, rule: &Rule, h: HexIdx) -> Vec<HexIdx> {
    let map = &setup.scenario.map;
    let mut out = vec![h];
    if rule.zoc {
        for (d, &n) in map.neighbours[h as usize].iter().enumerate() {
            let kind = map.hexsides[h as usize][d];
            let blocked = kind != NONE8 && setup.rules.hexsides[kind as usize].blocks_zoc;
            if n != NO_HEX && !blocked {
                out.push(n);
            }
        }
    }
    out
}

/// The units of the reaction's side that the mover entering `h` sets off: on the map, passing
/// the reaction's test, not marked as having reacted, not among `declined`, with `h` (or a hex of
/// its zone of control there) in their rear area within range, and able to withdraw.
fn set_off(setup: &Setup, st: &State, rule: &Rule, h: HexIdx, declined: &[UnitId]) -> Vec<UnitId> {
    let map = &setup.scenario.map;
    let edge = setup.rules.sides[rule.side as usize].home_edge;
    let hexes = reached(setup, rule, h);
    (0..st.units.len() as UnitId)
        .filter(|&u| {
            let us = &st.units[u as usize];
            let UnitStatus::OnMap(at) = us.status else {
                return false;
            };
            setup.scenario.units[u as usize].side == rule.side
                && !us.has(rule.marker)
                && !declined.contains(&u)
                && hexes
                    .iter()
                    .any(|&x| rear_distance(map, edge, at, x).is_some_and(|d| d <= rule.within))
                && crate::rules::query::condition::unit_passes(setup, st, &rule.units, u, None)
                && !withdrawals(setup, st, rule, u, h).is_empty()
        })
        .collect()
}

/// The first hex of `path` from index `from` whose entry sets off a reaction against `mover`:
/// its index, the reaction and the units that may react.
/// Each hex is judged with the mover standing on the hex before it (the reacting units' moves
/// meet its zone of control there).
fn first_set_off(
    setup: &Setup,
    st: &State,
    mover: UnitId,
    start: HexIdx,
    path: &[HexIdx],
    from: usize,
    declined: &[UnitId],
) -> Option<(usize, usize, Vec<UnitId>)> {
    let side = setup.scenario.units[mover as usize].side;
    let rules: Vec<(usize, &Rule)> = in_force(setup, st, side).collect();
    if rules.is_empty() {
        return None;
    }
    let mut then = st.clone();
    (from..path.len()).find_map(|i| {
        let before = if i == 0 { start } else { path[i - 1] };
        then.units[mover as usize].status = UnitStatus::OnMap(before);
        rules.iter().find_map(|&(k, rule)| {
            let units = set_off(setup, &then, rule, path[i], declined);
            (!units.is_empty()).then_some((i, k, units))
        })
    })
}

/// Where a move along `path` from `start` is halted, if a reaction in force sets one off: the
/// index of the hex the mover is about to enter, the reaction, and the units that may react.
/// Judged before any of the move is applied.
pub(crate) fn first_halt(
    setup: &Setup,
    st: &State,
    mover: UnitId,
    start: HexIdx,
    path: &[HexIdx],
) -> Option<(usize, usize, Vec<UnitId>)> {
    first_set_off(setup, st, mover, start, path, 0, &[])
}

/// Puts the question of a halted move (`first_halt`'s answer) to the reacting side; the mover
/// stands on the hex before the one it was about to enter.
pub(crate) fn halt(
    setup: &Setup,
    st: &mut State,
    mover: UnitId,
    start: HexIdx,
    path: &[HexIdx],
    (at, k, units): (usize, usize, Vec<UnitId>),
    events: &mut Vec<Event>,
) {
    let r = Reaction {
        reaction: k as u8,
        mover,
        start,
        path: path.to_vec(),
        at,
        declined: Vec::new(),
        reacting: None,
    };
    ask(setup, st, r, units, events);
}

/// Puts the question to the reacting side: no reaction, or which of `units` reacts.
fn ask(setup: &Setup, st: &mut State, r: Reaction, units: Vec<UnitId>, events: &mut Vec<Event>) {
    let rule = &setup.rules.duties.reactions[r.reaction as usize];
    let mut options = vec![format!("No {}", rule.name.to_lowercase())];
    options.extend(units.iter().map(|&u| {
        let at = st.unit_hex(u).map(|h| setup.label(h)).unwrap_or_default();
        format!("{}: {} ({at})", rule.name, setup.unit_name(u))
    }));
    let hex = r.path[r.at];
    events.push(Event::ReactionAsked {
        reaction: r.reaction,
        unit: r.mover,
        hex,
        units: units.clone(),
    });
    st.pending = Some(Pending {
        attackers: vec![r.mover],
        defender: units[0],
        defenders: units,
        hex,
        result: 0,
        stage: Stage::Choice {
            by: BattleSide::Defender,
            options,
        },
        pc: 0,
        lost: 0,
        retreat: 0,
        chooser: BattleSide::Defender,
        step_instead: false,
        scale: [Scale::NONE; 2],
        defense: 0,
        payers: None,
        casualties: [0, 0],
        reaction: Some(Box::new(r)),
    });
}

/// The reaction waiting in `st.pending`, taken out of it.
fn take(st: &mut State) -> Reaction {
    let p = st.pending.take().expect("the caller found a reaction");
    *p.reaction.expect("the caller found a reaction")
}

/// The reacting side's answer to "which unit reacts": 0 none (the move goes on), k the k-th of
/// the units that may react.
pub(crate) fn choose(
    setup: &Setup,
    st: &mut State,
    option: u32,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = st.pending.as_ref().expect("the caller found a reaction");
    let units = p.defenders.clone();
    if p.stage == Stage::Withdraw || option as usize > units.len() {
        let n = if p.stage == Stage::Withdraw {
            0
        } else {
            units.len() + 1
        };
        return Err(RuleError::NoSuchOption {
            option: option + 1,
            options: format!("{n} answer(s) to {}", waiting(setup, st)),
        });
    }
    if option == 0 {
        let mut r = take(st);
        r.declined.extend(units.iter().copied());
        events.push(Event::NoReaction {
            reaction: r.reaction,
            units,
        });
        return go_on(setup, st, r, events);
    }
    let unit = units[option as usize - 1];
    let p = st.pending.as_mut().expect("checked");
    p.stage = Stage::Withdraw;
    p.defender = unit;
    let r = p.reaction.as_mut().expect("the caller found a reaction");
    r.reacting = Some(unit);
    let rule = &setup.rules.duties.reactions[r.reaction as usize];
    let declared = p.hex;
    let paths = withdrawals(setup, st, rule, unit, declared);
    if let [only] = paths.as_slice() {
        return withdraw(setup, st, only, events);
    }
    Ok(())
}

/// The withdrawal of the unit that reacts, along `path` (start excluded).
pub(crate) fn withdraw(
    setup: &Setup,
    st: &mut State,
    path: &[HexIdx],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = st.pending.as_ref().expect("the caller found a reaction");
    let r = p.reaction.as_ref().expect("the caller found a reaction");
    let Some(unit) = r.reacting else {
        return Err(RuleError::NoBattlePending {
            what: "a withdrawal path".into(),
        });
    };
    let (k, declared) = (r.reaction, p.hex);
    let rule = &setup.rules.duties.reactions[k as usize];
    check_withdrawal(setup, st, rule, unit, declared, path)?;
    let from = st.unit_hex(unit).expect("a reacting unit is on the map");
    let side = setup.scenario.units[unit as usize].side;
    for &h in path {
        st.control[h as usize] = side;
    }
    let end = *path.last().expect("checked: not empty");
    let us = &mut st.units[unit as usize];
    us.status = UnitStatus::OnMap(end);
    us.set(rule.marker, true);
    events.push(Event::Reacted {
        reaction: k,
        unit,
        from,
        path: path.to_vec(),
    });
    let mut r = take(st);
    r.reacting = None;
    if end == declared {
        events.push(Event::MoveBlocked {
            unit: r.mover,
            hex: declared,
        });
        commit_crossings(setup, st, &r, r.at);
        return Ok(());
    }
    // Others the same entry set off may still react.
    let units = set_off(setup, st, rule, declared, &r.declined);
    if units.is_empty() {
        return go_on(setup, st, r, events);
    }
    ask(setup, st, r, units, events);
    Ok(())
}

/// The hexside crossings of the move's first `n` hexes, counted against the side's limits
/// (they are counted once, when the move ends).
fn commit_crossings(setup: &Setup, st: &mut State, r: &Reaction, n: usize) {
    let map = &setup.scenario.map;
    let side = setup.scenario.units[r.mover as usize].side as usize;
    let mut cur = r.start;
    for &h in &r.path[..n] {
        if let Some(k) = map.hexside(cur, h)
            && setup.rules.hexsides[k as usize]
                .crossings_per_side_per_turn
                .is_some()
        {
            st.crossings[side][k as usize] += 1;
        }
        cur = h;
    }
}

/// The mover enters the hex it was halted before and goes on along its path as far as the rules
/// now let it (the longest part of its path that is still a legal move from where it began), and
/// a later hex may halt it again.
fn go_on(
    setup: &Setup,
    st: &mut State,
    r: Reaction,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    // The move judged as if made from its start in the position as it is now.
    let mut then = st.clone();
    let us = &mut then.units[r.mover as usize];
    us.status = UnitStatus::OnMap(r.start);
    us.set(setup.rules.roles.moved, false);
    let m = Mover::new(setup, &then, r.mover)?;
    let halted = if r.at == 0 { r.start } else { r.path[r.at - 1] };
    let legal = |n: usize| m.check_path(&r.path[..n]).is_ok();
    // How many of the path's hexes the move now enters: all it can from the halted hex on.
    let Some(mut n) = (r.at + 1..=r.path.len()).rev().find(|&n| legal(n)) else {
        // Not even the hex it was about to enter: it stays where it halted.
        commit_crossings(setup, st, &r, r.at);
        return Ok(());
    };
    let again = first_set_off(
        setup,
        st,
        r.mover,
        r.start,
        &r.path[..n],
        r.at + 1,
        &r.declined,
    );
    if let Some((i, _, _)) = &again {
        n = *i;
    }
    let entered = &r.path[r.at..n];
    let (spent, stopped) = match m.check_path(&r.path[..n]) {
        Ok((spent, stopped)) => (m.points(spent), stopped),
        Err(_) => (m.points(m.cost_of(&r.path[..n])), None),
    };
    let side = setup.scenario.units[r.mover as usize].side;
    for &h in entered {
        st.control[h as usize] = side;
    }
    let end = r.path[n - 1];
    st.units[r.mover as usize].status = UnitStatus::OnMap(end);
    events.push(Event::Moved {
        unit: r.mover,
        from: halted,
        path: entered.to_vec(),
        mp_spent: spent,
        allowance: m.points(m.allowance_for(&r.path)),
        rail: false,
        stopped: if again.is_some() { None } else { stopped },
    });
    drop(m);
    match again {
        Some((at, k, units)) => ask(
            setup,
            st,
            Reaction {
                reaction: k as u8,
                at,
                ..r
            },
            units,
            events,
        ),
        None => commit_crossings(setup, st, &r, n),
    }
    Ok(())
}

/// What an answer to the reaction question does, in words, from the events it caused and the
/// position after it: "Panic: Rifle army (s_rifle) (0404): withdraws to 0602 via 0504, 0603;
/// German panzer (g_pz) stops in 0601".
pub fn consequence(setup: &Setup, now: &State, after: &State, events: &[Event]) -> String {
    let Some(r) = now.pending.as_ref().and_then(|p| p.reaction.as_ref()) else {
        return String::new();
    };
    let mut parts = Vec::new();
    // The unit picked to react, by the option's name.
    let picked = after
        .pending
        .as_ref()
        .and_then(|p| p.reaction.as_ref())
        .and_then(|r| r.reacting)
        .or_else(|| {
            events.iter().find_map(|e| match e {
                Event::Reacted { unit, .. } => Some(*unit),
                _ => None,
            })
        });
    if let (Some(p), Some(u)) = (&now.pending, picked)
        && let Stage::Choice { options, .. } = &p.stage
        && let Some(k) = p.defenders.iter().position(|&d| d == u)
    {
        parts.push(options[k + 1].clone());
    }
    for e in events {
        match e {
            Event::NoReaction { reaction, .. } => parts.push(format!(
                "no {}",
                setup.rules.duties.reactions[*reaction as usize]
                    .name
                    .to_lowercase()
            )),
            Event::Reacted { unit, path, .. } => {
                let to = path.last().map_or(String::new(), |&h| setup.label(h));
                let via: Vec<String> = path[..path.len() - 1]
                    .iter()
                    .map(|&h| setup.label(h))
                    .collect();
                parts.push(if via.is_empty() {
                    format!("{} withdraws to {to}", setup.unit_name(*unit))
                } else {
                    format!(
                        "{} withdraws to {to} via {}",
                        setup.unit_name(*unit),
                        via.join(", ")
                    )
                });
            }
            _ => {}
        }
    }
    let mover = setup.unit_name(r.mover);
    let at = after
        .unit_hex(r.mover)
        .map(|h| setup.label(h))
        .unwrap_or_default();
    let next = match after.pending.as_ref() {
        Some(p) if p.stage == Stage::Withdraw => {
            let u = p
                .reaction
                .as_ref()
                .and_then(|r| r.reacting)
                .unwrap_or(p.defender);
            format!("then choose where {} goes", setup.unit_name(u))
        }
        Some(p) => format!("{mover} halts again before {}", setup.label(p.hex)),
        None if events
            .iter()
            .any(|e| matches!(e, Event::MoveBlocked { .. })) =>
        {
            format!("{mover}'s move ends in {at}")
        }
        None => format!("{mover} goes on to {at}"),
    };
    parts.push(next);
    parts.join("; ")
}

/// What the reaction question waits for, in words.
pub fn waiting(setup: &Setup, st: &State) -> String {
    let Some(p) = &st.pending else {
        return "nothing".into();
    };
    let Some(r) = &p.reaction else {
        return "nothing".into();
    };
    let rule = &setup.rules.duties.reactions[r.reaction as usize];
    let side = &setup.rules.sides[rule.side as usize].name;
    match r.reacting {
        Some(u) => format!(
            "the {side} player to choose where {} withdraws ({})",
            setup.unit_name(u),
            rule.name
        ),
        None => format!(
            "the {side} player to say whether a unit reacts ({}) to {} entering {}",
            rule.name,
            setup.unit_name(r.mover),
            setup.label(p.hex)
        ),
    }
}

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
                (m.allowance, crate::rules::mechanics::movement::STOP_ONE_HEX)
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
fn check_withdrawal(
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
            (spent, stop) = (m.allowance, crate::rules::mechanics::movement::STOP_ONE_HEX);
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
