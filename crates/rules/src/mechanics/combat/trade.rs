//! An exchange of some or all defenders (`Trade { some: true }`, War Against Russia's "some or
//! all defending units eliminated"): each defender's share of the bill, which the outcome
//! program and the forecast read. The attacker's picks (`Stage::TradePick`) are answers to the
//! battle's question, in `answer`.

use crate::mechanics::combat::alive_of;
use crate::model::tables::UnitId;
use crate::state::{Setup, State};

/// Each defender still on the map with its share of an exchange of `need`: its defense
/// factors' part of the stack's, rounded up (READING of 004's "their factor-modified defense
/// factors": the stack's modified defense shared out by the units' own factors).
pub(crate) fn shares(
    setup: &Setup,
    st: &State,
    defenders: &[UnitId],
    need: u32,
) -> Vec<(UnitId, u32)> {
    let living = alive_of(st, defenders);
    let def = |u| setup.factors(st, u).defense;
    let total: u32 = living.iter().map(|&u| def(u)).sum();
    living
        .into_iter()
        .map(|u| {
            let share = if total == 0 {
                0
            } else {
                (need * def(u)).div_ceil(total)
            };
            (u, share)
        })
        .collect()
}
