//! The players' answers to a pending battle's questions: a step loss or a retreat, the retreat
//! path, which unit of a stack loses a step, the advance; and the list of legal answers.

use crate::rules::engine::command::{Event, RuleError};
use crate::rules::engine::game::{Game, State, UnitStatus};
use crate::rules::mechanics::combat::retreat::retreat_options;
use crate::rules::mechanics::combat::{
    Pending, Stage, alive, alive_of, do_retreat, lose_step, settle, waiting_for,
};
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;

fn pending_stage(st: &State, want: fn(&Stage) -> bool, what: &str) -> Result<Pending, RuleError> {
    match &st.pending {
        Some(p) if want(&p.stage) => Ok(p.clone()),
        Some(_) => Err(RuleError::BattleUnfinished {
            waiting: waiting_for(st),
        }),
        None => Err(RuleError::NoBattlePending { what: what.into() }),
    }
}

pub fn defender_choice(
    game: &Game,
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
        lose_step(game, st, d, false, events);
        events.push(Event::StoodFast { unit: d });
        Stage::Advance
    } else {
        Stage::Retreat
    };
    go_on(game, st, next, events);
    Ok(())
}

/// Moves the pending battle to its next stage, then on through any stage that needs no choice.
fn go_on(game: &Game, st: &mut State, next: Stage, events: &mut Vec<Event>) {
    st.pending.as_mut().expect("a battle is pending").stage = next;
    settle(game, st, events);
}

fn path_text(game: &Game, path: &[HexIdx]) -> String {
    path.iter()
        .map(|&h| game.label(h))
        .collect::<Vec<_>>()
        .join("-")
}

pub fn retreat(
    game: &Game,
    st: &mut State,
    path: &[HexIdx],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = pending_stage(st, |s| *s == Stage::Retreat, "a retreat")?;
    let r = &game.rules.combat.results[p.result];
    let defenders = alive_of(st, &p.defenders);
    let opts = retreat_options(game, st, defenders[0], r.defender_retreat);
    if !opts.iter().any(|o| o == path) {
        let shown: Vec<String> = opts.iter().take(6).map(|o| path_text(game, o)).collect();
        return Err(RuleError::BadRetreat {
            path: path_text(game, path),
            options: shown.join(", "),
        });
    }
    for &d in &defenders {
        do_retreat(game, st, d, path, events);
    }
    go_on(game, st, Stage::Advance, events);
    Ok(())
}

/// The owning side picks which unit of a stack loses a step: a defender while the defender's
/// losses are taken, an attacker while the attacker's are.
pub fn take_loss(
    game: &Game,
    st: &mut State,
    unit: UnitId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = pending_stage(
        st,
        |s| matches!(s, Stage::AttackerLoss { .. } | Stage::DefenderLoss { .. }),
        "a step loss",
    )?;
    let next = match p.stage {
        Stage::DefenderLoss { steps, lost } => {
            if !p.defenders.contains(&unit) || !alive(st, unit) {
                return Err(RuleError::NotADefender {
                    unit: game.unit_name(unit),
                });
            }
            let l = lose_step(game, st, unit, false, events);
            Stage::DefenderLoss {
                steps: steps - 1,
                lost: lost + l,
            }
        }
        Stage::AttackerLoss { steps, strength } => {
            if !p.attackers.contains(&unit) || !alive(st, unit) {
                return Err(RuleError::NotAnAttacker {
                    unit: game.unit_name(unit),
                });
            }
            let l = lose_step(game, st, unit, true, events);
            Stage::AttackerLoss {
                steps: steps.saturating_sub(1),
                strength: strength.saturating_sub(l),
            }
        }
        _ => unreachable!("checked by pending_stage"),
    };
    go_on(game, st, next, events);
    Ok(())
}

pub fn advance(
    game: &Game,
    st: &mut State,
    unit: Option<UnitId>,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = pending_stage(st, |s| *s == Stage::Advance, "an advance")?;
    if let Some(u) = unit {
        if !p.attackers.contains(&u) || !alive(st, u) {
            return Err(RuleError::NotAnAttacker {
                unit: game.unit_name(u),
            });
        }
        st.units[u as usize].status = UnitStatus::OnMap(p.hex);
        st.control[p.hex as usize] = game.scenario.units[u as usize].side;
        events.push(Event::Advanced { unit: u, to: p.hex });
    }
    st.pending = None;
    Ok(())
}

/// Every legal answer to the pending battle's question (empty when no battle waits).
pub fn choices(game: &Game) -> Vec<crate::rules::engine::command::Command> {
    use crate::rules::engine::command::Command;
    let Some(p) = game.state.pending.as_ref() else {
        return Vec::new();
    };
    let st = &game.state;
    let living: Vec<UnitId> = p
        .attackers
        .iter()
        .copied()
        .filter(|&a| alive(st, a))
        .collect();
    match p.stage {
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
        Stage::Retreat => {
            let r = &game.rules.combat.results[p.result];
            retreat_options(game, st, alive_of(st, &p.defenders)[0], r.defender_retreat)
                .into_iter()
                .map(|path| Command::Retreat { path })
                .collect()
        }
        Stage::AttackerLoss { .. } => living
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
