//! A command in a player's words ("attack on 0821 by 3 units"), for refusals that name one
//! (undo) and for the client's status line and panels. The words need only the setup (the
//! units' names, the hexes' labels, the orders' names), so a `&Game` is passed as its setup and
//! the game's `undo` can name a command without a circle between the two files.

use crate::model::words::counted;
use crate::state::Setup;
use crate::state::command::Command;

/// A command in a player's words.
pub fn describe_command(g: &Setup, cmd: &Command) -> String {
    match cmd {
        Command::Move { unit, path } => format!(
            "move of {} to {}",
            g.unit_name(*unit),
            path.last().map_or(String::from("?"), |&h| g.label(h))
        ),
        Command::EndPhase => "end of phase".into(),
        Command::Activate { unit } => format!("activation of {}", g.unit_name(*unit)),
        Command::AirSupport { units } => {
            format!("{} committed", counted(*units, "air unit", "air units"))
        }
        Command::Place { unit, hex } => {
            format!("placing {} in {}", g.unit_name(*unit), g.label(*hex))
        }
        Command::Rebuild { unit, hex } => {
            format!("rebuilding {} in {}", g.unit_name(*unit), g.label(*hex))
        }
        Command::Attack {
            attackers,
            defender,
        } => format!(
            "attack on {} by {}",
            g.label(*defender),
            counted(attackers.len(), "unit", "units")
        ),
        Command::DefenderChoice { step_instead: true } => "a step loss instead of a retreat".into(),
        Command::DefenderChoice {
            step_instead: false,
        } => "the choice to retreat".into(),
        Command::Retreat { path } => format!(
            "retreat to {}",
            path.last().map_or(String::from("?"), |&h| g.label(h))
        ),
        Command::TakeLoss { unit } => format!("step loss of {}", g.unit_name(*unit)),
        Command::Advance { unit: Some(u) } => format!("advance of {}", g.unit_name(*u)),
        Command::Advance { unit: None } => "no advance".into(),
        Command::Choose { option } => format!("option {}", option + 1),
        Command::Order { order, unit } => {
            let name = g
                .rules
                .duties
                .orders
                .iter()
                .find(|o| &o.id == order)
                .map_or(order.clone(), |o| o.name.clone());
            match unit {
                Some(u) => format!("{name} to {}", g.unit_name(*u)),
                None => name,
            }
        }
    }
}
