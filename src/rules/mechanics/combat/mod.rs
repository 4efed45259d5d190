//! Battles: declaring an attack rolls the die on the odds column, then the result is applied in
//! order (defender loss, attacker loss, retreat or step instead, advance) to every unit in the
//! attacked hex. Where the rules give a player a choice (which unit of a stack loses a step, the
//! retreat path), the battle waits in `State::pending` for a command; where there is only one
//! legal option it is taken at once.

use crate::rules::data::ruleset::PhaseKind;
use crate::rules::engine::command::{Event, RuleError};
use crate::rules::engine::game::{Game, State, UnitStatus};
use crate::rules::mechanics::combat::calc::{Scale, odds_in};
use crate::rules::mechanics::combat::retreat::retreat_options;
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;

/// What a battle waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    /// The defending side picks which of its units loses a step (`TakeLoss`), until `steps` more
    /// are gone; `lost` is the strength lost so far (an exchange costs the attacker as much).
    DefenderLoss { steps: u32, lost: u32 },
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
    /// The first unit of the attacked stack (the one a single-unit game's messages name).
    pub defender: UnitId,
    /// Every unit in the attacked hex when the attack was made.
    pub defenders: Vec<UnitId>,
    pub hex: HexIdx,
    pub result: usize,
    pub stage: Stage,
    pub step_instead: bool,
    /// Loss scaling from the modifiers (attacker, defender).
    pub scale: [Scale; 2],
}

impl Pending {
    /// The unit whose retreat paths the battle offers: the first of the stack still on the map.
    pub fn retreating(&self, st: &State) -> UnitId {
        alive_of(st, &self.defenders)
            .first()
            .copied()
            .unwrap_or(self.defender)
    }
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
        Some(Stage::DefenderLoss { .. }) => {
            "the defender to choose which unit of the stack loses a step".into()
        }
        Some(Stage::StepOrRetreat) => "the defender to choose a step loss or a retreat".into(),
        Some(Stage::Retreat) => "the attacker to choose the retreat path".into(),
        Some(Stage::AttackerLoss { .. }) => "the attacker to choose which unit loses a step".into(),
        Some(Stage::Advance) => "the attacker to advance or not".into(),
        None => "nothing".into(),
    }
}

/// Loses one step of a unit; returns the strength (defense for a defender, attack for an attacker)
/// it cost. A unit with no steps left is eliminated.
pub(super) fn lose_step(
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

pub(super) fn alive(st: &State, u: UnitId) -> bool {
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
    let o = odds_in(game, st, attackers, hex)?;
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
    let die = st.dice.roll(o.result_idx.len() as u32);
    let result = o.result_idx[die as usize - 1];
    let r = &game.rules.combat.results[result];
    events.push(Event::BattleResolved {
        attackers: attackers.to_vec(),
        hex,
        column: o.column_name(game),
        die,
        result: r.id.clone(),
    });
    let mut lost = 0;
    if r.defender_eliminated {
        for &d in &o.defenders {
            while alive(st, d) {
                lost += lose_step(game, st, d, false, events);
            }
        }
    }
    let steps = if r.defender_eliminated {
        0
    } else {
        o.defender_scale.apply(r.defender_steps)
    };
    st.pending = Some(Pending {
        attackers: attackers.to_vec(),
        defender: o.defenders[0],
        defenders: o.defenders.clone(),
        hex,
        result,
        stage: Stage::DefenderLoss { steps, lost },
        step_instead: o.step_instead,
        scale: [o.attacker_scale, o.defender_scale],
    });
    settle(game, st, events);
    Ok(())
}

pub(super) fn alive_of(st: &State, units: &[UnitId]) -> Vec<UnitId> {
    units.iter().copied().filter(|&u| alive(st, u)).collect()
}

/// The stage after the defender's step losses: the attacker's loss (an exchange's strength, or
/// the result's steps scaled).
fn after_defender_loss(game: &Game, p: &Pending, lost: u32) -> Stage {
    let r = &game.rules.combat.results[p.result];
    if r.exchange && lost > 0 {
        Stage::AttackerLoss {
            steps: 0,
            strength: lost,
        }
    } else {
        Stage::AttackerLoss {
            steps: p.scale[0].apply(r.attacker_steps),
            strength: 0,
        }
    }
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
        let defenders = alive_of(st, &p.defenders);
        let next = match p.stage {
            Stage::DefenderLoss { steps, lost } => {
                if steps == 0 || defenders.is_empty() {
                    Some(after_defender_loss(game, &p, lost))
                } else if defenders.len() == 1 {
                    let l = lose_step(game, st, defenders[0], false, events);
                    Some(Stage::DefenderLoss {
                        steps: steps - 1,
                        lost: lost + l,
                    })
                } else {
                    None
                }
            }
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
                if defenders.is_empty() || r.defender_retreat == 0 {
                    Some(Stage::Advance)
                } else if p.step_instead {
                    None
                } else {
                    Some(Stage::Retreat)
                }
            }
            Stage::Retreat => {
                let opts = retreat_options(game, st, defenders[0], r.defender_retreat);
                match opts.len() {
                    0 => {
                        for &d in &defenders {
                            events.push(Event::NoRetreat { unit: d });
                            while alive(st, d) {
                                lose_step(game, st, d, false, events);
                            }
                        }
                        Some(Stage::Advance)
                    }
                    1 => {
                        for &d in &defenders {
                            do_retreat(game, st, d, &opts[0], events);
                        }
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

pub mod answer;
pub mod applied;
pub mod calc;
pub mod forecast;
pub mod retreat;
mod stages;

pub use answer::{
    advance, choices, consequence, defender_choice, distinct_choices, retreat, take_loss,
};
