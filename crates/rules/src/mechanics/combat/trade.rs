//! An exchange of some or all defenders (`Trade { some: true }`, War Against Russia's "some or
//! all defending units eliminated"): each defender's share of the bill, and the attacker's picks
//! (`Stage::TradePick`).

use crate::mechanics::combat::{alive, alive_of, lose_step, settle};
use crate::state::command::Event;
use crate::state::{Setup, Stage, State};

/// Each defender still on the map with its share of an exchange of `need`: its defense
/// factors' part of the stack's, rounded up (READING of 004's "their factor-modified defense
/// factors": the stack's modified defense shared out by the units' own factors).
pub(crate) fn shares(
    setup: &Setup,
    st: &State,
    defenders: &[crate::model::tables::UnitId],
    need: u32,
) -> Vec<(crate::model::tables::UnitId, u32)> {
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

/// The attacker's pick in an exchange of some defenders (`Stage::TradePick`): option 0 ends the
/// picking (once one has gone), option k eliminates the k-th defender of the list for its share.
pub(crate) fn pick(
    setup: &Setup,
    st: &mut State,
    option: u32,
    events: &mut Vec<Event>,
) -> Result<(), crate::state::command::RuleError> {
    let p = st.pending.as_ref().expect("the caller found the stage");
    let Stage::TradePick {
        mut shares,
        mut bill,
        can,
    } = p.stage.clone()
    else {
        unreachable!("the caller found the stage")
    };
    check_pick(setup, st, option)?;
    if option == 0 {
        st.pending.as_mut().expect("pending").stage = Stage::AttackerLoss {
            steps: 0,
            strength: bill,
        };
    } else {
        let k = option as usize - 1;
        let (u, share) = shares[k];
        let mut lost = 0;
        while alive(st, u) {
            lost += lose_step(setup, st, u, false, events);
        }
        shares.remove(k);
        bill += share;
        let pending = st.pending.as_mut().expect("pending");
        pending.lost += lost;
        pending.stage = Stage::TradePick { shares, bill, can };
    }
    settle(setup, st, events);
    Ok(())
}

/// Why `option` may not be picked, if it may not (`pick`'s checks: the state is only read).
pub(crate) fn check_pick(
    setup: &Setup,
    st: &State,
    option: u32,
) -> Result<(), crate::state::command::RuleError> {
    use crate::state::command::RuleError;
    let Some(Stage::TradePick { shares, bill, can }) = st.pending.as_ref().map(|p| &p.stage) else {
        unreachable!("the caller found the stage")
    };
    let refuse = |why: String| RuleError::NoSuchOption {
        option: option + 1,
        options: why,
    };
    if option == 0 {
        if *bill == 0 {
            return Err(refuse(
                "the exchange eliminates at least one defender: pick one".into(),
            ));
        }
        return Ok(());
    }
    let Some(&(u, share)) = shares.get(option as usize - 1) else {
        return Err(refuse(format!(
            "{} to pick from",
            crate::model::words::counted(shares.len(), "defender", "defenders")
        )));
    };
    if bill + share > *can {
        return Err(refuse(format!(
            "{} costs {share}, and the attackers have {} left to give",
            setup.unit_name(u),
            can - bill
        )));
    }
    Ok(())
}
