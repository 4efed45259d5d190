//! A given path checked step by step with the same `Mover::step` the search uses (so the hexes
//! offered and the moves accepted agree), the road bonus for a path along the road, and the move
//! applied.

use crate::mechanics::movement::{Mover, STOP_NONE, STOP_ONE_HEX};
use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use crate::state::Setup;
use crate::state::command::{Event, RuleError, StopReason};
use crate::state::{State, UnitStatus};

impl Mover<'_> {
    /// The allowance for this path: the road bonus when it follows the road all the way.
    pub fn allowance_for(&self, path: &[HexIdx]) -> u32 {
        let map = &self.setup.scenario.map;
        let on_road = !path.is_empty()
            && std::iter::once(self.start)
                .chain(path.iter().copied())
                .zip(path.iter().copied())
                .all(|(a, b)| map.road_between(a, b));
        if on_road && !self.rail {
            self.allowance.saturating_add(self.road_bonus)
        } else {
            self.allowance
        }
    }

    /// Whole movement points in `ticks` (1/scale points), a fraction counting as a point.
    pub fn points(&self, ticks: u32) -> u32 {
        if ticks == u32::MAX {
            ticks
        } else {
            ticks.div_ceil(self.scale)
        }
    }

    /// The cost of a path (1/scale points), its steps' refusals and the end's checks aside.
    pub(crate) fn cost_of(&self, path: &[HexIdx]) -> u32 {
        let crossed = vec![0u32; self.setup.rules.hexsides.len()];
        let mut cur = self.start;
        let mut spent = 0u32;
        for &h in path {
            spent += self.step(cur, h, &crossed).map_or(0, |(c, _)| c);
            cur = h;
        }
        spent
    }

    /// Checks a path (start excluded): movement points spent and why the unit stopped, if it must.
    pub fn check_path(&self, path: &[HexIdx]) -> Result<(u32, Option<StopReason>), RuleError> {
        let g = self.setup;
        let n = g.scenario.map.len() as HexIdx;
        if path.is_empty() {
            return Err(RuleError::EmptyPath);
        }
        let mut crossed = vec![0u32; g.rules.hexsides.len()];
        let (mut cur, mut spent, mut stop) = (self.start, 0u32, STOP_NONE);
        let allowance = self.allowance_for(path);
        for (i, &to) in path.iter().enumerate() {
            if to >= n {
                return Err(RuleError::NoSuchHex(to));
            }
            if stop != STOP_NONE {
                return Err(RuleError::MustStop {
                    unit: g.unit_name(self.unit),
                    hex: g.label(cur),
                    reason: self
                        .stop_reason(stop, cur)
                        .map(|r| r.to_string())
                        .unwrap_or_default(),
                    next: g.label(to),
                });
            }
            let (cost, s) = self.step(cur, to, &crossed)?;
            let left = allowance.saturating_sub(spent);
            stop = s;
            if cost > left {
                if i > 0 || self.rail {
                    if self.rail {
                        return Err(RuleError::RailTooFar {
                            max: self.allowance / self.scale,
                        });
                    }
                    let ter = &g.rules.terrain[g.scenario.map.terrain[to as usize] as usize];
                    return Err(RuleError::NotEnoughMp {
                        hex: g.label(to),
                        terrain: ter.name.to_lowercase(),
                        class: g.rules.classes[self.class].name.clone(),
                        cost: self.points(cost),
                        left: self.points(left),
                    });
                }
                if stop == STOP_NONE {
                    stop = STOP_ONE_HEX;
                }
            }
            if let Some(k) = g.scenario.map.hexside(cur, to)
                && !self.rail
                && g.rules.hexsides[k as usize]
                    .crossings_per_side_per_turn
                    .is_some()
            {
                crossed[k as usize] += 1;
            }
            spent += cost;
            cur = to;
        }
        self.can_end(cur)?;
        Ok((spent, self.stop_reason(stop, cur)))
    }
}

/// Applies a move to `st` after checking it. A reaction in force may halt it before a hex: the
/// mover stops short of it and the rest waits for the reacting side (`mechanics::reaction`).
/// Every check comes before the first change: a refused move leaves `st` as it was (a game
/// without undo plays moves on its own state, `Game::apply`).
pub(crate) fn do_move(
    setup: &Setup,
    st: &mut State,
    unit: UnitId,
    path: &[HexIdx],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    use crate::mechanics::reaction;
    if st.pending.is_some() {
        return Err(RuleError::BattleUnfinished {
            waiting: crate::mechanics::combat::waiting_in_words(setup, st),
        });
    }
    let m = Mover::new(setup, st, unit)?;
    let (spent, stopped) = m.check_path(path)?;
    let (start, side, rail) = (m.start, m.side, m.rail);
    let allowance = m.points(m.allowance_for(path));
    let halt = if rail {
        None
    } else {
        reaction::first_halt(setup, st, unit, start, path)
    };
    let (entered, spent, stopped) = match &halt {
        Some((at, _, _)) => (&path[..*at], m.points(m.cost_of(&path[..*at])), None),
        None => (path, m.points(spent), stopped),
    };
    drop(m);
    let map = &setup.scenario.map;
    let mut cur = start;
    for &h in entered {
        // A halted move's crossings are counted when it ends.
        if !rail
            && halt.is_none()
            && let Some(k) = map.hexside(cur, h)
            && setup.rules.hexsides[k as usize]
                .crossings_per_side_per_turn
                .is_some()
        {
            st.crossings[side as usize][k as usize] += 1;
        }
        st.control[h as usize] = side;
        cur = h;
    }
    st.set_status(unit, UnitStatus::OnMap(cur));
    st.units[unit as usize].set(setup.rules.roles.moved, true);
    if !entered.is_empty() {
        events.push(Event::Moved {
            unit,
            from: start,
            path: entered.to_vec(),
            mp_spent: spent,
            allowance,
            rail,
            stopped,
        });
    }
    if let Some((at, k, units)) = halt {
        reaction::halt(setup, st, unit, start, path, (at, k, units), events);
    }
    Ok(())
}
