//! Battles: declaring an attack rolls the die on the odds column, then the result's program
//! (`model::outcome`: losses, eliminations, exchanges, retreats, advances, attacks again, ifs and
//! choices) runs on every unit in the attacked hex. Where the rules give a player a choice (which
//! unit of a stack loses a step, the retreat path, an option of the result), the battle waits in
//! `State::pending` for a command; where there is only one legal option it is taken at once.

use crate::data::ruleset::PhaseKind;
use crate::mechanics::combat::calc::{Odds, odds};
use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use crate::state::Setup;
use crate::state::command::{Event, RuleError};
use crate::state::{Pending, Stage, State, UnitStatus};

/// Rolls the battle's dice: the die (the attacker's, for opposed rolls), the result index and
/// the casualties of opposed rolls (zero for an odds table).
fn roll(
    setup: &Setup,
    st: &mut State,
    o: &Odds,
    events: &mut Vec<Event>,
) -> (u32, usize, [u32; 2]) {
    use crate::data::combat::Resolver;
    let results = &setup.rules.combat.results;
    let index = |id: &str| results.iter().position(|r| r.id == id).expect("validated");
    match &setup.rules.combat.resolver {
        Resolver::OddsTable { .. } => {
            let die = st.dice.roll(o.result_idx.len() as u32);
            (die, o.result_idx[die as usize - 1], [0, 0])
        }
        Resolver::OpposedRolls {
            faces,
            tie,
            casualties,
            attacker_wins,
            defender_wins,
            ..
        } => {
            let (a, d, k) = (
                st.dice.roll(*faces),
                st.dice.roll(*faces),
                st.dice.roll(*faces),
            );
            let out = opposed::outcome(*tie, casualties, o, (a, d, k));
            events.push(Event::OpposedRolls {
                attacker_roll: a,
                attacker_total: out.attacker_total,
                defender_roll: d,
                defender_total: out.defender_total,
                casualty_die: k,
                losses: out.losses,
            });
            let id = if out.attacker_wins {
                attacker_wins
            } else {
                defender_wins
            };
            (a, index(id), out.losses)
        }
    }
}

fn combat_phase(setup: &Setup, st: &State) -> Result<(), RuleError> {
    let phase = &setup.rules.phases[st.phase];
    if phase.kind != PhaseKind::Combat {
        return Err(RuleError::NotCombatPhase {
            phase: phase.name.clone(),
        });
    }
    if st.pending.is_some() {
        return Err(RuleError::BattleUnfinished {
            waiting: waiting_in_words(setup, st),
        });
    }
    Ok(())
}

/// What the pending question waits for, in words: `waiting_for`, with the names a reaction's
/// question needs.
pub fn waiting_in_words(setup: &Setup, st: &State) -> String {
    if answer::is_reaction(st) {
        crate::mechanics::reaction::waiting(setup, st)
    } else {
        waiting_for(st)
    }
}

/// What the pending battle waits for, in words.
pub fn waiting_for(st: &State) -> String {
    use crate::data::condition::BattleSide;
    if answer::is_reaction(st) {
        return match st.pending.as_ref().map(|p| &p.stage) {
            Some(Stage::Withdraw) => "the reacting side to choose the withdrawal path".into(),
            _ => "the reacting side to say whether a unit reacts".into(),
        };
    }
    let chooser = match st.pending.as_ref().map(|p| p.chooser) {
        Some(BattleSide::Attacker) => "attacker",
        _ => "defender",
    };
    match st.pending.as_ref().map(|p| &p.stage) {
        Some(Stage::Run) => "nothing (the result is being applied)".into(),
        Some(Stage::Choice { by, .. }) => format!(
            "the {} to choose one of the result's options",
            match by {
                crate::data::condition::BattleSide::Attacker => "attacker",
                Defender => "defender",
            }
        ),
        Some(Stage::DefenderLoss { .. }) => {
            format!("the {chooser} to choose which defending unit loses a step")
        }
        Some(Stage::StepOrRetreat) => "the defender to choose a step loss or a retreat".into(),
        Some(Stage::Retreat) => "the attacker to choose the retreat path".into(),
        Some(Stage::AttackerLoss { .. }) => {
            format!("the {chooser} to choose which attacking unit loses a step")
        }
        Some(Stage::Advance) => "the attacker to advance or not".into(),
        Some(Stage::TradePick { .. }) => {
            "the attacker to pick the defenders the exchange eliminates".into()
        }
        Some(Stage::Withdraw) => "the reacting side to choose the withdrawal path".into(),
        None => "nothing".into(),
    }
}

/// Loses one step of a unit; returns the strength (defense for a defender, attack for an attacker)
/// it cost. A unit with no steps left is eliminated.
pub(super) fn lose_step(
    setup: &Setup,
    st: &mut State,
    u: UnitId,
    attacker: bool,
    events: &mut Vec<Event>,
) -> u32 {
    let def = &setup.scenario.units[u as usize];
    let us = &mut st.units[u as usize];
    let step = us.losses as usize;
    let before = if attacker {
        def.steps[step].attack
    } else {
        def.steps[step].defense
    };
    us.losses += 1;
    if us.losses as usize >= def.steps.len() {
        us.losses = 0;
        st.set_status(u, UnitStatus::Eliminated);
        events.push(Event::Eliminated { unit: u });
        before
    } else {
        events.push(Event::StepLost { unit: u });
        let s = &def.steps[us.losses as usize];
        before.saturating_sub(if attacker { s.attack } else { s.defense })
    }
}

pub(super) fn alive(st: &State, u: UnitId) -> bool {
    matches!(st.units[u as usize].status(), UnitStatus::OnMap(_))
}

/// The odds of an attack, or why it may not be made (`attack`'s checks: the state is only
/// read).
pub(crate) fn check_attack(
    setup: &Setup,
    st: &State,
    attackers: &[UnitId],
    hex: HexIdx,
) -> Result<Odds, RuleError> {
    combat_phase(setup, st)?;
    let o = odds(setup, st, attackers, hex)?;
    match fought_already(setup, st, attackers, &o.defenders, hex) {
        Some(e) => Err(e),
        None => Ok(o),
    }
}

pub(crate) fn attack(
    setup: &Setup,
    st: &mut State,
    attackers: &[UnitId],
    hex: HexIdx,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let o = check_attack(setup, st, attackers, hex)?;
    for &a in attackers {
        st.units[a as usize].set(setup.rules.roles.attacked, true);
        if !st.attacked_this_phase.contains(&a) {
            st.attacked_this_phase.push(a);
        }
    }
    for &d in &o.defenders {
        st.units[d as usize].set(setup.rules.roles.defended, true);
    }
    crate::mechanics::air::spend(setup, st);
    let (die, result, casualties) = roll(setup, st, &o, events);
    let r = &setup.rules.combat.results[result];
    events.push(Event::BattleResolved {
        attackers: attackers.to_vec(),
        hex,
        column: o.column_name(setup),
        die,
        result: r.id.clone(),
        modifiers: o.breakdown.iter().map(ToString::to_string).collect(),
    });
    st.pending = Some(Pending {
        attackers: attackers.to_vec(),
        defender: o.defenders[0],
        defenders: o.defenders.clone(),
        hex,
        result,
        stage: Stage::Run,
        pc: 0,
        lost: 0,
        retreat: 0,
        chooser: Defender,
        step_instead: o.step_instead,
        scale: [o.attacker_scale, o.defender_scale],
        defense: o.defense,
        payers: None,
        casualties,
        reaction: None,
    });
    settle(setup, st, events);
    Ok(())
}

/// Why an attack may not be made again this phase, if it may not: an attacker has attacked, or a
/// unit in the attacked hex has been attacked (what `attack` refuses once the odds are known).
pub fn fought_already(
    setup: &Setup,
    st: &State,
    attackers: &[UnitId],
    defenders: &[UnitId],
    hex: HexIdx,
) -> Option<RuleError> {
    if let Some(&a) = attackers
        .iter()
        .find(|&&a| st.units[a as usize].has(setup.rules.roles.attacked))
    {
        return Some(RuleError::AlreadyAttacked {
            unit: setup.unit_name(a),
        });
    }
    defenders
        .iter()
        .any(|&d| st.units[d as usize].has(setup.rules.roles.defended))
        .then(|| RuleError::AlreadyDefended {
            hex: setup.label(hex),
        })
}

pub(super) fn alive_of(st: &State, units: &[UnitId]) -> Vec<UnitId> {
    units.iter().copied().filter(|&u| alive(st, u)).collect()
}

/// Moves a retreating unit along a path, taking a step for every enemy-ZOC hex entered (where
/// the rules let a retreat enter one).
pub(crate) fn do_retreat(
    setup: &Setup,
    st: &mut State,
    unit: UnitId,
    path: &[HexIdx],
    events: &mut Vec<Event>,
) {
    let side = setup.scenario.units[unit as usize].side;
    // Where the rules keep a retreat out of enemy ZOCs, the hexes it may enter cost nothing;
    // else each enemy-ZOC hex of the path costs a step (the side's shared tables say which).
    let pays = setup.rules.combat.retreat.enemy_zoc == crate::data::combat::RetreatZoc::Allowed;
    let zoc_steps = if pays {
        let t = crate::query::zoc::SideTables::shared(setup, st, side);
        path.iter().filter(|&&h| t.zoc[h as usize]).count() as u32
    } else {
        0
    };
    st.set_status(
        unit,
        UnitStatus::OnMap(*path.last().expect("a retreat has hexes")),
    );
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
            lose_step(setup, st, unit, false, events);
        }
    }
}

pub mod answer;
pub mod applied;
pub mod calc;
pub mod choices;
pub mod consequence;
pub mod forecast;
pub mod opposed;
mod program;
mod trade;
pub(crate) use program::{choice_target, settle};
mod stages;

use crate::data::condition::BattleSide::Defender;
pub use answer::{advance, choose, defender_choice, retreat, take_loss};
pub use choices::choices;
pub use consequence::{Choice, Mark, consequence, distinct_choices};

/// The side whose player acts now: the defender while it chooses between a step loss and a
/// retreat, the side that picks the units of a loss while it does, the side a result's options
/// are for, else the phasing side.
pub fn acting_side(g: &Setup, st: &State) -> crate::model::tables::SideId {
    use crate::data::condition::BattleSide;
    let side_of = |p: &crate::state::Pending, b: BattleSide| match b {
        BattleSide::Defender => g.scenario.units[p.defender as usize].side,
        BattleSide::Attacker => g.phasing_side(st),
    };
    match &st.pending {
        Some(p) if p.stage == Stage::StepOrRetreat => side_of(p, BattleSide::Defender),
        Some(p)
            if matches!(
                p.stage,
                Stage::DefenderLoss { .. } | Stage::AttackerLoss { .. }
            ) =>
        {
            side_of(p, p.chooser)
        }
        Some(p) => match &p.stage {
            Stage::Choice { by, .. } => side_of(p, *by),
            Stage::Withdraw => side_of(p, BattleSide::Defender),
            _ => g.phasing_side(st),
        },
        None => g.phasing_side(st),
    }
}
