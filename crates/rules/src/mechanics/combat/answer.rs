//! The players' answers to a pending battle's questions: a step loss or a retreat, the retreat
//! path, which unit of a stack loses a step, the advance, the attacker's picks in an exchange of
//! some defenders (the list of legal answers is `choices`).

use crate::mechanics::combat::choices::{check_pick, choices};
use crate::mechanics::combat::{
    alive, alive_of, choice_target, do_retreat, lose_step, settle, waiting_for,
};
use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use crate::model::words;
use crate::query::retreat::retreat_options;
use crate::state::Setup;
use crate::state::command;
use crate::state::command::{Event, RuleError};
use crate::state::{Pending, Stage};
use crate::state::{State, UnitStatus};

/// Whether the question waiting is a reaction's (a halted move), not a battle's.
pub fn is_reaction(st: &State) -> bool {
    st.pending.as_ref().is_some_and(|p| p.reaction.is_some())
}

fn pending_stage(st: &State, want: fn(&Stage) -> bool, what: &str) -> Result<Pending, RuleError> {
    match &st.pending {
        Some(p) if want(&p.stage) => Ok(p.clone()),
        Some(_) => Err(RuleError::BattleUnfinished {
            waiting: waiting_for(st),
        }),
        None => Err(RuleError::NoBattlePending { what: what.into() }),
    }
}

/// Answers a step-or-retreat question: a step lost instead of the retreat, or the retreat.
pub fn defender_choice(
    setup: &Setup,
    st: &mut State,
    step_instead: bool,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = pending_stage(
        st,
        |s| *s == Stage::StepOrRetreat,
        "a step-or-retreat choice",
    )?;
    let next = if step_instead {
        let d = alive_of(st, &p.defenders)[0];
        lose_step(setup, st, d, false, events);
        events.push(Event::StoodFast { unit: d });
        Stage::Run
    } else {
        Stage::Retreat
    };
    go_on(setup, st, next, events);
    Ok(())
}

/// Moves the pending battle to its next stage, then on through any stage that needs no choice.
fn go_on(setup: &Setup, st: &mut State, next: Stage, events: &mut Vec<Event>) {
    st.pending.as_mut().expect("a battle is pending").stage = next;
    settle(setup, st, events);
}

fn path_text(setup: &Setup, path: &[HexIdx]) -> String {
    path.iter()
        .map(|&h| setup.label(h))
        .collect::<Vec<_>>()
        .join("-")
}

/// Retreats the defenders along `path`, if it is one of the legal retreats.
pub fn retreat(
    setup: &Setup,
    st: &mut State,
    path: &[HexIdx],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if is_reaction(st) {
        return crate::mechanics::reaction::withdraw(setup, st, path, events);
    }
    let p = check_retreat(setup, st, path)?;
    let defenders = alive_of(st, &p.defenders);
    for &d in &defenders {
        do_retreat(setup, st, d, path, events);
    }
    go_on(setup, st, Stage::Run, events);
    Ok(())
}

/// The waiting battle, or why `path` is not one of its legal retreats (`retreat`'s checks: the
/// state is only read).
fn check_retreat(setup: &Setup, st: &State, path: &[HexIdx]) -> Result<Pending, RuleError> {
    let p = pending_stage(st, |s| *s == Stage::Retreat, "a retreat")?;
    let defenders = alive_of(st, &p.defenders);
    let opts = retreat_options(setup, st, defenders[0], p.retreat, &p.attackers);
    if !opts.iter().any(|o| o == path) {
        let shown: Vec<String> = opts.iter().take(6).map(|o| path_text(setup, o)).collect();
        return Err(RuleError::BadRetreat {
            path: path_text(setup, path),
            options: shown.join(", "),
        });
    }
    Ok(p)
}

/// The waiting battle, or why `unit` may not lose the step asked for (`take_loss`'s checks:
/// the state is only read).
fn check_take_loss(setup: &Setup, st: &State, unit: UnitId) -> Result<Pending, RuleError> {
    let p = pending_stage(
        st,
        |s| matches!(s, Stage::AttackerLoss { .. } | Stage::DefenderLoss { .. }),
        "a step loss",
    )?;
    let name = || setup.unit_name(unit);
    match p.stage {
        Stage::DefenderLoss { .. } if !p.defenders.contains(&unit) || !alive(st, unit) => {
            Err(RuleError::NotADefender { unit: name() })
        }
        Stage::AttackerLoss { .. }
            if !p.payers.as_deref().unwrap_or(&p.attackers).contains(&unit) || !alive(st, unit) =>
        {
            Err(RuleError::NotAnAttacker { unit: name() })
        }
        _ => Ok(p),
    }
}

/// The owning side picks which unit of a stack loses a step: a defender while the defender's
/// losses are taken, an attacker while the attacker's are.
pub fn take_loss(
    setup: &Setup,
    st: &mut State,
    unit: UnitId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = check_take_loss(setup, st, unit)?;
    let next = match p.stage {
        Stage::DefenderLoss {
            steps,
            strength,
            lost,
        } => {
            let l = lose_step(setup, st, unit, false, events);
            Stage::DefenderLoss {
                steps: steps.saturating_sub(1),
                strength: strength.saturating_sub(l),
                lost: lost + l,
            }
        }
        Stage::AttackerLoss { steps, strength } => {
            let l = lose_step(setup, st, unit, true, events);
            Stage::AttackerLoss {
                steps: steps.saturating_sub(1),
                strength: strength.saturating_sub(l),
            }
        }
        _ => unreachable!("checked by check_take_loss"),
    };
    go_on(setup, st, next, events);
    Ok(())
}

/// Moves one surviving attacker into the vacated hex, or none.
pub fn advance(
    setup: &Setup,
    st: &mut State,
    unit: Option<UnitId>,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = check_advance(setup, st, unit)?;
    if let Some(u) = unit {
        st.set_status(u, UnitStatus::OnMap(p.hex));
        st.control[p.hex as usize] = setup.scenario.units[u as usize].side;
        events.push(Event::Advanced { unit: u, to: p.hex });
    }
    go_on(setup, st, Stage::Run, events);
    Ok(())
}

/// The waiting battle, or why `unit` may not advance (`advance`'s checks: the state is only
/// read).
fn check_advance(setup: &Setup, st: &State, unit: Option<UnitId>) -> Result<Pending, RuleError> {
    let p = pending_stage(st, |s| *s == Stage::Advance, "an advance")?;
    match unit {
        Some(u) if !p.attackers.contains(&u) || !alive(st, u) => Err(RuleError::NotAnAttacker {
            unit: setup.unit_name(u),
        }),
        _ => Ok(p),
    }
}

/// Why `option` may not answer the waiting question, if it may not (`choose`'s checks: the
/// state is only read).
fn check_choose(setup: &Setup, st: &State, option: u32) -> Result<(), RuleError> {
    if is_reaction(st) {
        return crate::mechanics::reaction::check_choose(setup, st, option).map(drop);
    }
    if matches!(
        st.pending.as_ref().map(|p| &p.stage),
        Some(Stage::TradePick { .. })
    ) {
        return check_pick(setup, st, option);
    }
    let p = pending_stage(st, |_| true, "a choice")?;
    if let Stage::Choice { options, .. } = &p.stage {
        if option as usize >= options.len() {
            return Err(RuleError::NoSuchOption {
                option: option + 1,
                options: options.join(", "),
            });
        }
        return Ok(());
    }
    let all = choices(setup, st);
    match all.get(option as usize) {
        Some(cmd) => check_answer(setup, st, cmd),
        None => Err(RuleError::NoSuchOption {
            option: option + 1,
            options: format!(
                "{} to {}",
                words::counted(all.len(), "answer", "answers"),
                waiting_for(st)
            ),
        }),
    }
}

/// Why an answer may not be given to the waiting question, if it may not (the checks of the
/// answer's mechanic: the state is only read).
pub(crate) fn check_answer(
    setup: &Setup,
    st: &State,
    cmd: &command::Command,
) -> Result<(), RuleError> {
    use crate::state::command::Command;
    match cmd {
        Command::Retreat { path } if is_reaction(st) => {
            crate::mechanics::reaction::check_withdraw(setup, st, path)
        }
        Command::Retreat { path } => check_retreat(setup, st, path).map(drop),
        Command::TakeLoss { unit } => check_take_loss(setup, st, *unit).map(drop),
        Command::Advance { unit } => check_advance(setup, st, *unit).map(drop),
        Command::DefenderChoice { .. } => pending_stage(
            st,
            |s| *s == Stage::StepOrRetreat,
            "a step-or-retreat choice",
        )
        .map(drop),
        Command::Choose { option } => check_choose(setup, st, *option),
        _ => Err(RuleError::BattleUnfinished {
            waiting: waiting_for(st),
        }),
    }
}

/// The generic answer to whatever the pending battle asks: the `option`-th of its legal answers
/// (`choices`), counted from 0: one of a result's options, a unit to lose a step, a retreat
/// path, an advance.
pub fn choose(
    setup: &Setup,
    st: &mut State,
    option: u32,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if is_reaction(st) {
        return crate::mechanics::reaction::choose(setup, st, option, events);
    }
    if matches!(
        st.pending.as_ref().map(|p| &p.stage),
        Some(Stage::TradePick { .. })
    ) {
        return pick(setup, st, option, events);
    }
    let p = pending_stage(st, |_| true, "a choice")?;
    if let Stage::Choice { options, .. } = &p.stage {
        if option as usize >= options.len() {
            return Err(RuleError::NoSuchOption {
                option: option + 1,
                options: options.join(", "),
            });
        }
        let (name, at) = choice_target(setup, &p, option as usize);
        events.push(Event::Chose { option: name });
        st.pending.as_mut().expect("pending").pc = at;
        go_on(setup, st, Stage::Run, events);
        return Ok(());
    }
    let all = choices(setup, st);
    match all.get(option as usize) {
        Some(cmd) => answer(setup, st, cmd, events),
        None => Err(RuleError::NoSuchOption {
            option: option + 1,
            options: format!(
                "{} to {}",
                words::counted(all.len(), "answer", "answers"),
                waiting_for(st)
            ),
        }),
    }
}

/// Applies one answer to the pending battle's question.
pub(super) fn answer(
    setup: &Setup,
    st: &mut State,
    cmd: &command::Command,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    use crate::state::command::Command;
    match cmd {
        Command::Retreat { path } => retreat(setup, st, path, events),
        Command::TakeLoss { unit } => take_loss(setup, st, *unit, events),
        Command::Advance { unit } => advance(setup, st, *unit, events),
        Command::DefenderChoice { step_instead } => {
            defender_choice(setup, st, *step_instead, events)
        }
        Command::Choose { option } => choose(setup, st, *option, events),
        _ => Err(RuleError::BattleUnfinished {
            waiting: waiting_for(st),
        }),
    }
}

/// The attacker's pick in an exchange of some defenders (`Stage::TradePick`): option 0 ends the
/// picking (once one has gone), option k eliminates the k-th defender of the list for its share.
fn pick(
    setup: &Setup,
    st: &mut State,
    option: u32,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
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
