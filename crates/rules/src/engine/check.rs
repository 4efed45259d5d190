//! Check, then execute (Zemeroth's `check` before `execute`): whether the rules take a command
//! now, and if not why, with the state only read. Each command's mechanic makes these same
//! checks before its first change, so `Game::apply` plays a command on the state itself and a
//! refused one never touches it; `Game::check` asks them alone, for a caller that wants to
//! know before it sends a command.

use crate::data::ruleset::PhaseKind;
use crate::mechanics::movement::Mover;
use crate::mechanics::{activation, air, combat, orders, replacement, sequence};
use crate::state::command::{Command, RuleError};
use crate::state::{Setup, State};

/// Whether the rules take `cmd` now in this position: the refusal `apply` would give, with
/// nothing changed and no die rolled (`Game::check` for a setup and a position).
pub fn check(setup: &Setup, st: &State, cmd: &Command) -> Result<(), RuleError> {
    if st.over {
        return Err(RuleError::GameOver);
    }
    match cmd {
        Command::Move { unit, path } => {
            if st.pending.is_some() {
                return Err(RuleError::BattleUnfinished {
                    waiting: combat::waiting_in_words(setup, st),
                });
            }
            Mover::new(setup, st, *unit)?.check_path(path).map(drop)
        }
        Command::Place { unit, hex } => sequence::check_place(setup, st, *unit, *hex),
        Command::Attack {
            attackers,
            defender,
        } => combat::check_attack(setup, st, attackers, *defender).map(drop),
        Command::DefenderChoice { .. }
        | Command::Retreat { .. }
        | Command::TakeLoss { .. }
        | Command::Choose { .. }
        | Command::Advance { .. } => combat::answer::check_answer(setup, st, cmd),
        Command::Rebuild { unit, hex } => replacement::check_rebuild(setup, st, *unit, *hex),
        Command::Order { order, unit } => orders::check_order(setup, st, order, *unit).map(drop),
        Command::AirSupport { units } => air::check_commit(setup, st, *units),
        Command::Activate { unit } => activation::check_activate(setup, st, *unit),
        Command::EndPhase => check_end_phase(setup, st),
    }
}

/// Why the phase may not end now, if it may not: a formation must be activated first, a battle
/// waits, or a combat phase still owes an attack.
pub(crate) fn check_end_phase(setup: &Setup, st: &State) -> Result<(), RuleError> {
    if let Some(e) = activation::end_problem(setup, st) {
        return Err(e);
    }
    if st.pending.is_some() {
        return Err(RuleError::BattleUnfinished {
            waiting: combat::waiting_in_words(setup, st),
        });
    }
    if setup.rules.phases[st.phase].kind == PhaseKind::Combat {
        orders::check_owed(setup, st)?;
    }
    Ok(())
}
