//! Orders a player gives (No Retreat!), the attacks a combat phase owes before it may end, and
//! the markers a hex gets when it first changes hands.

use crate::mechanics::combat::calc;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::orders::OrderMark;
use crate::model::tables::UnitId;
use crate::query::unit_filter::unit_passes;
use crate::state::Setup;
use crate::state::command::{Event, RuleError, side_name};
use crate::state::{State, UnitStatus};

/// Gives an order: a side marker on the phasing side, or a unit marker on one of its units.
pub(crate) fn give_order(
    setup: &Setup,
    st: &mut State,
    id: &str,
    unit: Option<UnitId>,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let k = check_order(setup, st, id, unit)?;
    let o = &setup.rules.duties.orders[k];
    match (&o.marks, unit) {
        (OrderMark::Side(m), _) => st.side_marks[o.side as usize] |= 1 << m,
        (OrderMark::Unit(m, _), Some(u)) => st.units[u as usize].set(*m, true),
        (OrderMark::Unit(..), None) => unreachable!("checked: a unit's order names its unit"),
    }
    events.push(Event::Ordered { order: k, unit });
    Ok(())
}

/// The order's index, or why it may not be given now (`give_order`'s checks: the state is only
/// read).
pub(crate) fn check_order(
    setup: &Setup,
    st: &State,
    id: &str,
    unit: Option<UnitId>,
) -> Result<usize, RuleError> {
    let rules = &setup.rules;
    let Some(k) = rules.duties.orders.iter().position(|o| o.id == id) else {
        return Err(RuleError::NoSuchOrder { order: id.into() });
    };
    let o = &rules.duties.orders[k];
    let phase = &rules.phases[st.phase];
    if o.side != phase.side || !o.phases[st.phase] {
        return Err(RuleError::OrderNotNow {
            order: o.name.clone(),
            phase: phase.name.clone(),
        });
    }
    if st.pending.is_some() {
        return Err(RuleError::BattleUnfinished {
            waiting: crate::mechanics::combat::waiting_for(st),
        });
    }
    match (&o.marks, unit) {
        (OrderMark::Side(m), None) => {
            if st.side_marks[o.side as usize] & (1 << m) != 0 {
                return Err(RuleError::OrderGiven {
                    order: o.name.clone(),
                    to: side_name(rules, o.side),
                });
            }
        }
        (OrderMark::Unit(m, test), Some(u)) => {
            let def = setup
                .scenario
                .units
                .get(u as usize)
                .ok_or(RuleError::NoSuchUnit(u))?;
            let why = if def.side != o.side {
                Some("it is not the ordering side's unit".to_string())
            } else if !matches!(st.units[u as usize].status(), UnitStatus::OnMap(_)) {
                Some("it is not on the map".into())
            } else if !unit_passes(setup, st, test, u, None) {
                Some(format!(
                    "the order is for {} units only",
                    crate::model::words::order_units(rules, &o.id)
                ))
            } else if st.units[u as usize].has(*m) {
                Some("it has the order already".into())
            } else {
                None
            };
            if let Some(why) = why {
                return Err(RuleError::OrderNotForUnit {
                    order: o.name.clone(),
                    unit: setup.unit_name(u),
                    why,
                });
            }
        }
        (OrderMark::Side(_), Some(u)) => {
            return Err(RuleError::OrderNotForUnit {
                order: o.name.clone(),
                unit: setup.unit_name(u),
                why: "it is given to the whole side, not to one unit".into(),
            });
        }
        (OrderMark::Unit(..), None) => {
            return Err(RuleError::OrderNeedsUnit {
                order: o.name.clone(),
            });
        }
    }
    Ok(k)
}

/// The orders the phasing side may give now: (order index, units it may go to; empty for a
/// whole-side order not yet given).
pub fn orders_now(setup: &Setup, st: &State) -> Vec<(usize, Vec<UnitId>)> {
    let side = setup.rules.phases[st.phase].side;
    let mut out = Vec::new();
    for (k, o) in setup.rules.duties.orders.iter().enumerate() {
        if o.side != side || !o.phases[st.phase] {
            continue;
        }
        match &o.marks {
            OrderMark::Side(m) => {
                if st.side_marks[side as usize] & (1 << m) == 0 {
                    out.push((k, Vec::new()));
                }
            }
            OrderMark::Unit(m, test) => {
                let units: Vec<UnitId> = (0..st.units.len() as UnitId)
                    .filter(|&u| {
                        setup.scenario.units[u as usize].side == side
                            && matches!(st.units[u as usize].status(), UnitStatus::OnMap(_))
                            && !st.units[u as usize].has(*m)
                            && unit_passes(setup, st, test, u, None)
                    })
                    .collect();
                if !units.is_empty() {
                    out.push((k, units));
                }
            }
        }
    }
    out
}

/// Enemy hexes the phasing side still owes an attack (a `must_attack` rule), each with the units
/// that could still attack it: only hexes some of those units can attack at legal odds.
pub fn owed_attacks(setup: &Setup, st: &State) -> Vec<(HexIdx, Vec<UnitId>)> {
    let rules = &setup.rules;
    if rules.duties.must_attack.is_empty() {
        return Vec::new();
    }
    let side = rules.phases[st.phase].side;
    let map = &setup.scenario.map;
    let mut owed: Vec<HexIdx> = Vec::new();
    for (i, u) in st.units.iter().enumerate() {
        let UnitStatus::OnMap(h) = u.status() else {
            continue;
        };
        if setup.scenario.units[i].side != side || !st.attacked_this_phase.contains(&(i as UnitId))
        {
            continue;
        }
        for rule in &rules.duties.must_attack {
            if !unit_passes(setup, st, &rule.attackers, i as UnitId, None) {
                continue;
            }
            for &n in &map.neighbours[h as usize] {
                if n == NO_HEX || owed.contains(&n) {
                    continue;
                }
                let mut there = st.units_at(n).peekable();
                if there.peek().is_none() {
                    continue;
                }
                let units: Vec<UnitId> = there.collect();
                let enemy = units
                    .iter()
                    .all(|&e| setup.scenario.units[e as usize].side != side);
                let attacked = units
                    .iter()
                    .any(|&e| st.units[e as usize].has(rules.roles.defended));
                if enemy
                    && !attacked
                    && units
                        .iter()
                        .any(|&e| unit_passes(setup, st, &rule.defenders, e, None))
                {
                    owed.push(n);
                }
            }
        }
    }
    owed.into_iter()
        .filter_map(|hex| {
            let free: Vec<UnitId> = (0..st.units.len() as UnitId)
                .filter(|&u| {
                    setup.scenario.units[u as usize].side == side
                        && !st.units[u as usize].has(rules.roles.attacked)
                        && match st.units[u as usize].status() {
                            UnitStatus::OnMap(h) => map.direction(h, hex).is_some(),
                            _ => false,
                        }
                })
                .collect();
            // The units that can attack it together: those whose attack the rules allow.
            let able: Vec<UnitId> = free
                .iter()
                .copied()
                .filter(|&u| {
                    matches!(
                        calc::odds(setup, st, &[u], hex),
                        Ok(_) | Err(RuleError::OddsTooLow { .. })
                    )
                })
                .collect();
            (!able.is_empty() && calc::odds(setup, st, &able, hex).is_ok()).then_some((hex, able))
        })
        .collect()
}

/// Refuses the end of a combat phase while attacks are owed.
pub(crate) fn check_owed(setup: &Setup, st: &State) -> Result<(), RuleError> {
    let owed = owed_attacks(setup, st);
    if owed.is_empty() {
        return Ok(());
    }
    let rule = &setup.rules.duties.must_attack[0];
    Err(RuleError::AttacksOwed {
        rule: rule.name.clone(),
        source_: rule.source.clone(),
        hexes: owed
            .iter()
            .map(|(h, _)| setup.label(*h))
            .collect::<Vec<_>>()
            .join(", "),
    })
}

/// Puts the capture markers on hexes that have changed hands since the start.
pub(crate) fn mark_captures(setup: &Setup, st: &mut State) {
    // Only places that carry a capture marker's features (`Setup::captures`), not every hex of
    // the map, after every command; in map order (as the markers have always been put).
    let owed = |st: &State, h: HexIdx, m: u8| {
        st.control[h as usize] != setup.scenario.initial_control[h as usize]
            && !st.hex_markers.iter().any(|&(x, k, _)| x == h && k == m)
    };
    if !setup.captures.iter().any(|&(m, h)| owed(st, h, m)) {
        return;
    }
    for &(m, h) in setup.captures.iter() {
        if owed(st, h, m) {
            st.hex_markers.push((h, m, st.control[h as usize]));
        }
    }
}
