//! The legal answers to a pending battle's question, and why an attacker's pick in an exchange
//! of some defenders is not one: what the players list and `answer`'s mechanics check.

use crate::mechanics::combat::alive_of;
use crate::model::words;
use crate::query::retreat::retreat_options;
use crate::state::command::RuleError;
use crate::state::{Setup, Stage, State, command};

/// Every legal answer to the pending battle's question (empty when no battle waits).
pub fn choices(setup: &Setup, st: &State) -> Vec<command::Command> {
    use crate::state::command::Command;
    let Some(p) = st.pending.as_ref() else {
        return Vec::new();
    };
    if let Some(r) = &p.reaction {
        return match (&p.stage, r.reacting) {
            (Stage::Withdraw, Some(u)) => crate::mechanics::reaction::withdrawals(
                setup,
                st,
                &setup.rules.duties.reactions[r.reaction as usize],
                u,
                p.hex,
            )
            .into_iter()
            .map(|path| Command::Retreat { path })
            .collect(),
            _ => (0..=p.defenders.len() as u32)
                .map(|option| Command::Choose { option })
                .collect(),
        };
    }
    let living = alive_of(st, &p.attackers);
    match &p.stage {
        Stage::Run | Stage::Withdraw => Vec::new(),
        Stage::TradePick { shares, .. } => (0..=shares.len() as u32)
            .filter(|&option| check_pick(setup, st, option).is_ok())
            .map(|option| Command::Choose { option })
            .collect(),
        Stage::Choice { options, .. } => (0..options.len() as u32)
            .map(|option| Command::Choose { option })
            .collect(),
        Stage::DefenderLoss { .. } => alive_of(st, &p.defenders)
            .into_iter()
            .map(|unit| Command::TakeLoss { unit })
            .collect(),
        Stage::StepOrRetreat => vec![
            Command::DefenderChoice { step_instead: true },
            Command::DefenderChoice {
                step_instead: false,
            },
        ],
        Stage::Retreat => retreat_options(
            setup,
            st,
            alive_of(st, &p.defenders)[0],
            p.retreat,
            &p.attackers,
        )
        .into_iter()
        .map(|path| Command::Retreat { path })
        .collect(),
        Stage::AttackerLoss { .. } => alive_of(st, p.payers.as_deref().unwrap_or(&p.attackers))
            .into_iter()
            .map(|unit| Command::TakeLoss { unit })
            .collect(),
        Stage::Advance => std::iter::once(Command::Advance { unit: None })
            .chain(
                living
                    .into_iter()
                    .map(|u| Command::Advance { unit: Some(u) }),
            )
            .collect(),
    }
}

/// Why `option` may not be picked, if it may not (`pick`'s checks: the state is only read).
pub(crate) fn check_pick(setup: &Setup, st: &State, option: u32) -> Result<(), RuleError> {
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
            words::counted(shares.len(), "defender", "defenders")
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
