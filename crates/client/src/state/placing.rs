//! The unit being brought onto the map and the hexes it may go to, and the questions the
//! reinforcement panel, the map and Tab ask: what the phasing side may bring on or back now
//! ([`candidates`]), what ending the phase would leave unplaced, where a candidate may go.

use bevy::prelude::*;
use steppe_rules::data::ruleset::PhaseKind;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::legal;
use steppe_rules::mechanics::replacement::rebuild_problem;
use steppe_rules::mechanics::replacement::rebuild_unit_problem;
use steppe_rules::mechanics::replacement::step_cost;
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;
use steppe_rules::state::UnitStatus;
use steppe_rules::state::command::Command;

/// How a unit comes onto the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum How {
    /// An arrived reinforcement or returning unit.
    Arrive,
    /// An eliminated unit rebuilt with replacement points.
    Rebuild,
    /// A reduced unit on the map brought back a step.
    Restore,
}

/// The unit being placed and the hexes it may go to.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Placing(pub Option<(UnitId, How, Vec<HexIdx>)>);

/// A unit the phasing side may bring on (or back to strength) now, or why it may not yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Candidate {
    pub unit: UnitId,
    pub how: How,
    /// Replacement points it costs (0 for an arrival).
    pub cost: u32,
    /// Why it cannot be done at the moment (not enough points, reinforcements first, ...).
    pub problem: Option<String>,
}

/// Every arrival, rebuild and restore of the phasing side in this phase.
pub(crate) fn candidates(game: &Game) -> Vec<Candidate> {
    let side = game.phasing_side(&game.state);
    let mut out = Vec::new();
    for (i, us) in game.state.units.iter().enumerate() {
        let u = i as UnitId;
        if game.scenario.units[i].side != side {
            continue;
        }
        let how = match us.status() {
            UnitStatus::Waiting => How::Arrive,
            UnitStatus::Eliminated => How::Rebuild,
            UnitStatus::OnMap(_) if us.losses > 0 => How::Restore,
            _ => continue,
        };
        let (cost, problem) = match how {
            How::Arrive => (0, None),
            How::Rebuild => (
                step_cost(game, u),
                rebuild_unit_problem(game, &game.state, u),
            ),
            How::Restore => {
                let h = game.state.unit_hex(u).expect("on the map");
                (step_cost(game, u), rebuild_problem(game, &game.state, u, h))
            }
        };
        out.push(Candidate {
            unit: u,
            how,
            cost,
            problem,
        });
    }
    out
}

/// The arrived units of the phasing side still off the map that have a hex to go to now: what
/// ending the phase would leave for the next reinforcement phase.
pub(crate) fn unplaced(game: &Game) -> Vec<UnitId> {
    let phase = &game.rules.phases[game.state.phase];
    if game.state.over || phase.kind != PhaseKind::Reinforcement {
        return Vec::new();
    }
    legal::placements(game, &game.state, game.phasing_side(&game.state))
        .into_iter()
        .map(|(u, _)| u)
        .collect()
}

/// Starts placing a candidate: where it may go, or why it may not go anywhere.
pub(crate) fn start_placing(game: &Game, c: &Candidate) -> Result<Placing, String> {
    if let Some(p) = &c.problem {
        return Err(format!("{}: {p}", game.unit_name(c.unit)));
    }
    // The rules' list: a rebuilt unit's placement hexes, a reduced unit's own hex.
    let hexes = match c.how {
        How::Arrive => legal::placement_hexes_of(game, &game.state, c.unit),
        How::Rebuild | How::Restore => legal::rebuild_hexes(game, &game.state, c.unit),
    };
    if hexes.is_empty() {
        return Err(format!(
            "{} has no hex it may be placed in now",
            game.unit_name(c.unit)
        ));
    }
    Ok(Placing(Some((c.unit, c.how, hexes))))
}

/// The command for putting a candidate in a hex.
pub(crate) fn placing_command(unit: UnitId, how: How, hex: HexIdx) -> Command {
    match how {
        How::Arrive => Command::Place { unit, hex },
        How::Rebuild | How::Restore => Command::Rebuild { unit, hex },
    }
}
