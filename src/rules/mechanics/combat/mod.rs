//! Battles: declaring an attack rolls the die on the odds column, then the result is applied in
//! order (defender loss, attacker loss, retreat or step instead, advance). Where the rules give a
//! player a choice, the battle waits in `State::pending` for a command; where there is only one
//! legal option it is taken at once.

use crate::rules::data::ruleset::PhaseKind;
use crate::rules::engine::command::{Event, RuleError};
use crate::rules::engine::game::{Game, State, UnitStatus};
use crate::rules::mechanics::combat::calc::odds;
use crate::rules::mechanics::combat::retreat::retreat_options;
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;

/// What a battle waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    /// The defending side chooses: a step loss instead of the retreat (`DefenderChoice`).
    StepOrRetreat,
    /// The attacking side picks the retreat path (`Retreat`).
    Retreat,
    /// The attacking side picks which attacker loses a step (`TakeLoss`), until `strength` more
    /// strength (exchange) or `steps` more steps (attacker loss) are gone.
    AttackerLoss { steps: u32, strength: u32 },
    /// The attacking side may move one attacker into the vacated hex (`Advance`).
    Advance,
}

/// A battle that is being resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    pub attackers: Vec<UnitId>,
    pub defender: UnitId,
    pub hex: HexIdx,
    pub result: usize,
    pub stage: Stage,
    pub step_instead: bool,
}

fn combat_phase(game: &Game, st: &State) -> Result<(), RuleError> {
    let phase = &game.rules.phases[st.phase];
    if phase.kind != PhaseKind::Combat {
        return Err(RuleError::NotCombatPhase {
            phase: phase.name.clone(),
        });
    }
    if st.pending.is_some() {
        return Err(RuleError::BattleUnfinished {
            waiting: waiting_for(st),
        });
    }
    Ok(())
}

/// What the pending battle waits for, in words.
pub fn waiting_for(st: &State) -> String {
    match st.pending.as_ref().map(|p| &p.stage) {
        Some(Stage::StepOrRetreat) => "the defender to choose a step loss or a retreat".into(),
        Some(Stage::Retreat) => "the attacker to choose the retreat path".into(),
        Some(Stage::AttackerLoss { .. }) => "the attacker to choose which unit loses a step".into(),
        Some(Stage::Advance) => "the attacker to advance or not".into(),
        None => "nothing".into(),
    }
}

/// Loses one step of a unit; returns the strength (defense for a defender, attack for an attacker)
/// it cost. A unit with no steps left is eliminated.
fn lose_step(
    game: &Game,
    st: &mut State,
    u: UnitId,
    attacker: bool,
    events: &mut Vec<Event>,
) -> u32 {
    let def = &game.scenario.units[u as usize];
    let us = &mut st.units[u as usize];
    let step = us.losses as usize;
    let before = if attacker {
        def.steps[step].attack
    } else {
        def.steps[step].defense
    };
    us.losses += 1;
    if us.losses as usize >= def.steps.len() {
        us.status = UnitStatus::Eliminated;
        us.losses = 0;
        events.push(Event::Eliminated { unit: u });
        before
    } else {
        events.push(Event::StepLost { unit: u });
        let s = &def.steps[us.losses as usize];
        before - if attacker { s.attack } else { s.defense }
    }
}

fn alive(st: &State, u: UnitId) -> bool {
    matches!(st.units[u as usize].status, UnitStatus::OnMap(_))
}

pub(crate) fn attack(
    game: &Game,
    st: &mut State,
    attackers: &[UnitId],
    hex: HexIdx,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    combat_phase(game, st)?;
    let o = odds(game, attackers, hex)?;
    for &a in attackers {
        if st.units[a as usize].attacked {
            return Err(RuleError::AlreadyAttacked {
                unit: game.unit_name(a),
            });
        }
    }
    if o.defenders.iter().any(|&d| st.units[d as usize].defended) {
        return Err(RuleError::AlreadyDefended {
            hex: game.label(hex),
        });
    }
    for &a in attackers {
        st.units[a as usize].attacked = true;
    }
    for &d in &o.defenders {
        st.units[d as usize].defended = true;
    }
    let die = st.dice.d6();
    let result_id = &o.results[die as usize - 1];
    let result = game
        .rules
        .combat
        .results
        .iter()
        .position(|r| &r.id == result_id)
        .expect("validated");
    events.push(Event::BattleResolved {
        attackers: attackers.to_vec(),
        hex,
        column: o.column_name(game).to_string(),
        die,
        result: result_id.clone(),
    });
    let r = &game.rules.combat.results[result];
    // One defender a hex in the games so far; a stack would resolve each the same way.
    let defender = o.defenders[0];
    let mut exchange_due = 0;
    if r.defender_eliminated {
        for &d in &o.defenders {
            while alive(st, d) {
                lose_step(game, st, d, false, events);
            }
        }
    } else {
        for _ in 0..r.defender_steps {
            if alive(st, defender) {
                exchange_due += lose_step(game, st, defender, false, events);
            }
        }
    }
    let stage = if r.exchange && exchange_due > 0 {
        Stage::AttackerLoss {
            steps: 0,
            strength: exchange_due,
        }
    } else if r.attacker_steps > 0 {
        Stage::AttackerLoss {
            steps: r.attacker_steps,
            strength: 0,
        }
    } else {
        Stage::StepOrRetreat
    };
    st.pending = Some(Pending {
        attackers: attackers.to_vec(),
        defender,
        hex,
        result,
        stage,
        step_instead: o.step_instead,
    });
    settle(game, st, events);
    Ok(())
}

/// Moves the pending battle on through every stage that needs no choice.
pub(crate) fn settle(game: &Game, st: &mut State, events: &mut Vec<Event>) {
    loop {
        let Some(p) = st.pending.clone() else { return };
        let r = &game.rules.combat.results[p.result];
        let living: Vec<UnitId> = p
            .attackers
            .iter()
            .copied()
            .filter(|&a| alive(st, a))
            .collect();
        let next = match p.stage {
            Stage::AttackerLoss { steps, strength } => {
                if (steps == 0 && strength == 0) || living.is_empty() {
                    Some(Stage::StepOrRetreat)
                } else if living.len() == 1 {
                    let lost = lose_step(game, st, living[0], true, events);
                    Some(Stage::AttackerLoss {
                        steps: steps.saturating_sub(1),
                        strength: strength.saturating_sub(lost),
                    })
                } else {
                    None
                }
            }
            Stage::StepOrRetreat => {
                if !alive(st, p.defender) || r.defender_retreat == 0 {
                    Some(Stage::Advance)
                } else if p.step_instead {
                    None
                } else {
                    Some(Stage::Retreat)
                }
            }
            Stage::Retreat => {
                let opts = retreat_options(game, st, p.defender, r.defender_retreat);
                match opts.len() {
                    0 => {
                        events.push(Event::NoRetreat { unit: p.defender });
                        while alive(st, p.defender) {
                            lose_step(game, st, p.defender, false, events);
                        }
                        Some(Stage::Advance)
                    }
                    1 => {
                        do_retreat(game, st, p.defender, &opts[0], events);
                        Some(Stage::Advance)
                    }
                    _ => None,
                }
            }
            Stage::Advance => {
                let vacated = !game.units_at_in(st, p.hex).any(|_| true);
                if !vacated || living.is_empty() {
                    st.pending = None;
                    return;
                }
                None
            }
        };
        match next {
            Some(s) => st.pending.as_mut().expect("pending").stage = s,
            None => return,
        }
    }
}

/// Moves a retreating unit along a path, taking a step for every enemy-ZOC hex entered.
pub(crate) fn do_retreat(
    game: &Game,
    st: &mut State,
    unit: UnitId,
    path: &[HexIdx],
    events: &mut Vec<Event>,
) {
    let side = game.scenario.units[unit as usize].side;
    let zoc = crate::rules::query::zoc::enemy_zoc_in(game, st, side);
    let mut zoc_steps = 0;
    for &h in path {
        if zoc[h as usize] {
            zoc_steps += 1;
        }
    }
    st.units[unit as usize].status = UnitStatus::OnMap(*path.last().expect("a retreat has hexes"));
    for &h in path {
        st.control[h as usize] = side;
    }
    events.push(Event::Retreated {
        unit,
        path: path.to_vec(),
        zoc_steps,
    });
    for _ in 0..zoc_steps {
        if alive(st, unit) {
            lose_step(game, st, unit, false, events);
        }
    }
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

pub(crate) fn defender_choice(
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
        lose_step(game, st, p.defender, false, events);
        events.push(Event::StoodFast { unit: p.defender });
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

pub(crate) fn retreat(
    game: &Game,
    st: &mut State,
    path: &[HexIdx],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = pending_stage(st, |s| *s == Stage::Retreat, "a retreat")?;
    let r = &game.rules.combat.results[p.result];
    let opts = retreat_options(game, st, p.defender, r.defender_retreat);
    if !opts.iter().any(|o| o == path) {
        let shown: Vec<String> = opts.iter().take(6).map(|o| path_text(game, o)).collect();
        return Err(RuleError::BadRetreat {
            path: path_text(game, path),
            options: shown.join(", "),
        });
    }
    do_retreat(game, st, p.defender, path, events);
    go_on(game, st, Stage::Advance, events);
    Ok(())
}

pub(crate) fn take_loss(
    game: &Game,
    st: &mut State,
    unit: UnitId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let p = pending_stage(
        st,
        |s| matches!(s, Stage::AttackerLoss { .. }),
        "an attacker loss",
    )?;
    if !p.attackers.contains(&unit) || !alive(st, unit) {
        return Err(RuleError::NotAnAttacker {
            unit: game.unit_name(unit),
        });
    }
    let Stage::AttackerLoss { steps, strength } = p.stage else {
        unreachable!()
    };
    let lost = lose_step(game, st, unit, true, events);
    let next = Stage::AttackerLoss {
        steps: steps.saturating_sub(1),
        strength: strength.saturating_sub(lost),
    };
    go_on(game, st, next, events);
    Ok(())
}

pub(crate) fn advance(
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
        Stage::StepOrRetreat => vec![
            Command::DefenderChoice { step_instead: true },
            Command::DefenderChoice {
                step_instead: false,
            },
        ],
        Stage::Retreat => {
            let r = &game.rules.combat.results[p.result];
            retreat_options(game, st, p.defender, r.defender_retreat)
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

pub mod calc;
pub mod forecast;
pub mod retreat;
