//! Commands as a save writes them (units by id, hexes by printed number, options from 1), and
//! back: the one translation between a game's commands and a save's, each way.

use super::SaveFile;
use crate::engine::game::Game;
use crate::load::outline::Outline;
use crate::load::source::{Diagnostics, Path, Problem};
use crate::model::tables::Scenario;
use crate::state::command::Command;
use serde::{Deserialize, Serialize};

/// A command as written in a save.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedCommand {
    /// `Command::Move`.
    Move {
        /// The unit's id.
        unit: String,
        /// The hexes entered, by printed number.
        path: Vec<String>,
    },
    /// `Command::Place`.
    Place {
        /// The unit's id.
        unit: String,
        /// The hex, by printed number.
        hex: String,
    },
    /// `Command::Attack`.
    Attack {
        /// The attackers' ids.
        attackers: Vec<String>,
        /// The attacked hex, by printed number.
        defender: String,
    },
    /// `Command::DefenderChoice`.
    DefenderChoice {
        /// True: a step loss instead of the retreat.
        step_instead: bool,
    },
    /// `Command::Retreat`.
    Retreat {
        /// The hexes of the retreat, by printed number.
        path: Vec<String>,
    },
    /// `Command::TakeLoss`.
    TakeLoss {
        /// The id of the unit that loses the step.
        unit: String,
    },
    /// `Command::Advance`.
    Advance {
        /// The id of the attacker that advances (none: no advance).
        unit: Option<String>,
    },
    /// An order (its id), to one unit or to the whole side.
    Order {
        /// The order's id.
        order: String,
        /// The unit's id (none: the whole side).
        unit: Option<String>,
    },
    /// The option a result offered, counted from 1 as the player saw it.
    Choose {
        /// The option's number, from 1.
        option: u32,
    },
    /// `Command::Rebuild`.
    Rebuild {
        /// The unit's id.
        unit: String,
        /// Where it is rebuilt, by printed number.
        hex: String,
    },
    /// Air units committed to the next attack.
    AirSupport {
        /// How many.
        units: u32,
    },
    /// The HQ or unit out of command activated.
    Activate {
        /// Its id.
        unit: String,
    },
    /// `Command::EndPhase`.
    EndPhase,
}

/// A command as a save writes it: units by id, hexes by printed number, options from 1.
pub fn to_saved(game: &Game, cmd: &Command) -> SavedCommand {
    let unit = |u: u16| game.scenario.units[u as usize].id.clone();
    match cmd {
        Command::Move { unit: u, path } => SavedCommand::Move {
            unit: unit(*u),
            path: path.iter().map(|&h| game.label(h)).collect(),
        },
        Command::Place { unit: u, hex } => SavedCommand::Place {
            unit: unit(*u),
            hex: game.label(*hex),
        },
        Command::Attack {
            attackers,
            defender,
        } => SavedCommand::Attack {
            attackers: attackers.iter().map(|&a| unit(a)).collect(),
            defender: game.label(*defender),
        },
        Command::DefenderChoice { step_instead } => SavedCommand::DefenderChoice {
            step_instead: *step_instead,
        },
        Command::Retreat { path } => SavedCommand::Retreat {
            path: path.iter().map(|&h| game.label(h)).collect(),
        },
        Command::TakeLoss { unit: u } => SavedCommand::TakeLoss { unit: unit(*u) },
        Command::Advance { unit: u } => SavedCommand::Advance { unit: u.map(unit) },
        Command::Choose { option } => SavedCommand::Choose { option: option + 1 },
        Command::Rebuild { unit: u, hex } => SavedCommand::Rebuild {
            unit: unit(*u),
            hex: game.label(*hex),
        },
        Command::Order { order, unit: u } => SavedCommand::Order {
            order: order.clone(),
            unit: u.map(unit),
        },
        Command::Activate { unit: u } => SavedCommand::Activate { unit: unit(*u) },
        Command::AirSupport { units } => SavedCommand::AirSupport { units: *units },
        Command::EndPhase => SavedCommand::EndPhase,
    }
}

/// Turns the saved commands into commands for this scenario; every unknown id or hex is reported.
pub fn commands(
    file: &str,
    text: &str,
    save: &SaveFile,
    sc: &Scenario,
) -> Result<Vec<Command>, Diagnostics> {
    let mut problems = Vec::new();
    let mut out = Vec::new();
    for (i, c) in save.commands.iter().enumerate() {
        let p = Path::root().field("commands").index(i);
        if let Some(c) = command(sc, &p, c, &mut problems) {
            out.push(c);
        }
    }
    if problems.is_empty() {
        return Ok(out);
    }
    let o = Outline::new(text);
    Err(Diagnostics(
        problems.iter().map(|p| o.diagnostic(file, p)).collect(),
    ))
}

/// One saved command for this scenario (none if it names an unknown unit or hex: reported).
fn command(
    sc: &Scenario,
    p: &Path,
    c: &SavedCommand,
    problems: &mut Vec<Problem>,
) -> Option<Command> {
    let unit = |id: &str, problems: &mut Vec<Problem>| {
        let u = sc.unit_by_id(id);
        if u.is_none() {
            problems.push(Problem::at(
                p.clone(),
                format!("no unit \"{id}\" in the scenario"),
            ));
        }
        u
    };
    let hex = |s: &str, k: Path, problems: &mut Vec<Problem>| {
        let h = sc.map.parse_hex(s);
        if h.is_none() {
            problems.push(Problem::at(k, format!("{s} is not a hex on this map")));
        }
        h
    };
    match c {
        SavedCommand::Move { unit: u, path } => {
            let u = unit(u, problems);
            let hs: Vec<_> = path
                .iter()
                .enumerate()
                .map(|(k, s)| hex(s, p.field("path").index(k), problems))
                .collect();
            let hs = hs.into_iter().collect::<Option<Vec<_>>>();
            Some(Command::Move {
                unit: u?,
                path: hs?,
            })
        }
        SavedCommand::Place { unit: u, hex: h } => {
            let u = unit(u, problems);
            let h = hex(h, p.field("hex"), problems);
            Some(Command::Place { unit: u?, hex: h? })
        }
        SavedCommand::Attack {
            attackers,
            defender,
        } => {
            let us: Vec<_> = attackers.iter().map(|a| unit(a, problems)).collect();
            let us = us.into_iter().collect::<Option<Vec<_>>>();
            let h = hex(defender, p.field("defender"), problems);
            Some(Command::Attack {
                attackers: us?,
                defender: h?,
            })
        }
        SavedCommand::DefenderChoice { step_instead } => Some(Command::DefenderChoice {
            step_instead: *step_instead,
        }),
        SavedCommand::Retreat { path } => {
            let hs: Vec<_> = path
                .iter()
                .enumerate()
                .map(|(k, s)| hex(s, p.field("path").index(k), problems))
                .collect();
            let hs = hs.into_iter().collect::<Option<Vec<_>>>();
            Some(Command::Retreat { path: hs? })
        }
        SavedCommand::TakeLoss { unit: u } => Some(Command::TakeLoss {
            unit: unit(u, problems)?,
        }),
        SavedCommand::Advance { unit: u } => match u {
            None => Some(Command::Advance { unit: None }),
            Some(u) => Some(Command::Advance {
                unit: Some(unit(u, problems)?),
            }),
        },
        SavedCommand::Rebuild { unit: u, hex: h } => {
            let u = unit(u, problems);
            let h = hex(h, p.field("hex"), problems);
            Some(Command::Rebuild { unit: u?, hex: h? })
        }
        SavedCommand::Choose { option } => {
            let o = option.checked_sub(1);
            if o.is_none() {
                problems.push(Problem::at(p.field("option"), "options are counted from 1"));
            }
            Some(Command::Choose { option: o? })
        }
        SavedCommand::Order { order, unit: u } => match u {
            None => Some(Command::Order {
                order: order.clone(),
                unit: None,
            }),
            Some(u) => Some(Command::Order {
                order: order.clone(),
                unit: Some(unit(u, problems)?),
            }),
        },
        SavedCommand::AirSupport { units } => Some(Command::AirSupport { units: *units }),
        SavedCommand::Activate { unit: u } => Some(Command::Activate {
            unit: unit(u, problems)?,
        }),
        SavedCommand::EndPhase => Some(Command::EndPhase),
    }
}
