//! The one place the game changes: players' actions arrive as [`SendCommand`] messages and the
//! single system [`apply_commands`] hands them to [`Game::apply`] (or [`Game::undo`]), then puts
//! what happened, or the rules' reason for refusing, in the [`StatusLine`]. Every other system
//! only reads [`CurrentGame`].

use super::CurrentGame;
use crate::rules::engine::command::{Command, Event, StopReason};
use crate::rules::engine::game::Game;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SendCommand>()
        .add_message::<GameChanged>()
        .init_resource::<StatusLine>()
        .add_systems(Update, apply_commands.in_set(ApplySet));
}

/// The system set of the applying system: readers of the game's changes run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct ApplySet;

/// A player's request to change the game.
#[derive(Message, Debug, Clone)]
pub(crate) enum SendCommand {
    /// A rules command, judged by `Game::apply`.
    Apply(Command),
    /// Take back the last command (not past a die roll).
    Undo,
    /// Put another game in place of this one (a loaded save, a new game), saying what it is.
    Replace(Box<Game>, String),
}

/// What the applying system did to the game, for the readers that keep a history (the battle
/// log, the last roll on the CRT, the autosave, the hand-over screen).
#[derive(Message, Debug, Clone)]
pub(crate) enum GameChanged {
    /// A command was applied (it is now the last of `game.log`), with what it caused.
    Applied {
        command: Command,
        events: Vec<Event>,
    },
    /// The last command was taken back.
    Undone,
    /// A different game is shown.
    Replaced,
}

/// The line at the bottom of the window: what the last action did, or why it was refused.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub(crate) struct StatusLine {
    pub text: String,
    /// The text is a refusal, shown as an error.
    pub error: bool,
}

impl Default for StatusLine {
    fn default() -> Self {
        StatusLine::info("Click a unit of the phasing side to select it; End phase when done.")
    }
}

impl StatusLine {
    pub fn info(text: impl Into<String>) -> Self {
        StatusLine {
            text: text.into(),
            error: false,
        }
    }

    pub fn error(text: impl Into<String>) -> Self {
        StatusLine {
            text: text.into(),
            error: true,
        }
    }
}

/// The only system that changes the game.
fn apply_commands(
    mut messages: MessageReader<SendCommand>,
    mut game: ResMut<CurrentGame>,
    mut status: ResMut<StatusLine>,
    mut changed: MessageWriter<GameChanged>,
) {
    for message in messages.read() {
        // `bypass_change_detection` so a refused command does not rebuild everything that
        // draws the game; a change is marked only when the game really changed.
        let g = &mut game.bypass_change_detection().0;
        let line = match message {
            SendCommand::Apply(cmd) => match g.apply(cmd.clone()) {
                Ok(events) => {
                    let text = events
                        .iter()
                        .filter_map(|e| describe(g, e))
                        .collect::<Vec<_>>()
                        .join("; ");
                    changed.write(GameChanged::Applied {
                        command: cmd.clone(),
                        events,
                    });
                    game.set_changed();
                    StatusLine::info(if text.is_empty() {
                        "done".to_string()
                    } else {
                        text
                    })
                }
                Err(e) => StatusLine::error(e.to_string()),
            },
            SendCommand::Undo => match g.undo() {
                Ok(cmd) => {
                    let text = format!("undone: {}", describe_command(g, &cmd));
                    changed.write(GameChanged::Undone);
                    game.set_changed();
                    StatusLine::info(text)
                }
                Err(e) => StatusLine::error(e.to_string()),
            },
            SendCommand::Replace(new, what) => {
                *g = (**new).clone();
                game.set_changed();
                changed.write(GameChanged::Replaced);
                StatusLine::info(what.clone())
            }
        };
        *status = line;
    }
}

/// A command in a player's words.
pub(crate) fn describe_command(g: &Game, cmd: &Command) -> String {
    match cmd {
        Command::Move { unit, path } => format!(
            "move of {} to {}",
            g.unit_name(*unit),
            path.last().map_or(String::from("?"), |&h| g.label(h))
        ),
        Command::EndPhase => "end of phase".into(),
        Command::Activate { unit } => format!("activation of {}", g.unit_name(*unit)),
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
            "attack on {} by {} unit(s)",
            g.label(*defender),
            attackers.len()
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

/// An event in a player's words; `None` for the ones not worth a line.
pub(crate) fn describe(g: &Game, e: &Event) -> Option<String> {
    Some(match e {
        Event::Moved {
            unit,
            path,
            mp_spent,
            allowance,
            rail,
            stopped,
            ..
        } => {
            let to = path.last().map_or(String::from("?"), |&h| g.label(h));
            let how = if *rail { "by rail " } else { "" };
            let stop = match stopped {
                Some(StopReason::NoMpLeft) | None => String::new(),
                Some(r) => format!(", stopped: {r}"),
            };
            format!(
                "{} moved {how}to {to} ({mp_spent} of {allowance} MP){stop}",
                g.unit_name(*unit)
            )
        }
        Event::PhaseBegan { turn, phase } => format!(
            "{}: {} phase",
            g.scenario.turn_name(&g.rules, *turn),
            g.rules.phases[*phase].name
        ),
        Event::WeatherRolled { die, weather } => format!(
            "weather roll {die}: {}",
            g.rules.weather[*weather as usize].name
        ),
        Event::Placed { unit, hex } => {
            format!("{} placed in {}", g.unit_name(*unit), g.label(*hex))
        }
        Event::Arrived { unit, .. } => format!("{} arrives", g.unit_name(*unit)),
        Event::Withdrawn { unit } => format!("{} withdrawn", g.unit_name(*unit)),
        Event::SupplyJudged { out_of_supply, .. } if out_of_supply.is_empty() => return None,
        Event::SupplyJudged {
            side,
            out_of_supply,
        } => format!(
            "{} out of supply: {}",
            g.rules.sides[*side as usize].name,
            out_of_supply.len()
        ),
        Event::ReplacementsRolled { side, die, points } => format!(
            "{} replacement table: die {die}, {points} point(s)",
            g.rules.sides[*side as usize].name
        ),
        Event::ReplacementPoints { side, points } => format!(
            "{} receives {points} replacement points",
            g.rules.sides[*side as usize].name
        ),
        Event::Victory { side, condition } => {
            format!("{} wins: {condition}", g.rules.sides[*side as usize].name)
        }
        Event::GameEnded => "the game is over".into(),
        Event::Initiative { rolls, side } => format!(
            "initiative: {}; the {} activate first",
            rolls
                .iter()
                .enumerate()
                .map(|(s, r)| format!("{} {r}", g.rules.sides[s].name))
                .collect::<Vec<_>>()
                .join(", "),
            g.rules.sides[*side as usize].name
        ),
        Event::Activated { unit, units } => format!(
            "{} activated{}",
            g.unit_name(*unit),
            match units.len() {
                0 | 1 => String::new(),
                n => format!(" with {} unit(s)", n - 1),
            }
        ),
        Event::BattleResolved {
            attackers,
            hex,
            column,
            die,
            result,
        } => format!(
            "attack on {} by {} unit(s) at {column}: die {die}, {}",
            g.label(*hex),
            attackers.len(),
            result_name(g, result)
        ),
        Event::StepLost { unit } => format!("{} loses a step", g.unit_name(*unit)),
        Event::Eliminated { unit } => format!("{} eliminated", g.unit_name(*unit)),
        Event::Retreated {
            unit,
            path,
            zoc_steps,
        } => format!(
            "{} retreats to {}{}",
            g.unit_name(*unit),
            path.last().map_or(String::from("?"), |&h| g.label(h)),
            match zoc_steps {
                0 => String::new(),
                n => format!(" (loses {n} step(s) in enemy ZOC)"),
            }
        ),
        Event::NoRetreat { unit } => {
            format!("{} has no retreat and is eliminated", g.unit_name(*unit))
        }
        Event::Chose { option } => format!("chose: {option}"),
        Event::Marked { units, marker } => format!(
            "{}: {}",
            units
                .iter()
                .map(|&u| g.unit_name(u))
                .collect::<Vec<_>>()
                .join(", "),
            g.rules.unit_markers[*marker as usize].name
        ),
        Event::OpposedRolls {
            attacker_roll,
            attacker_total,
            defender_roll,
            defender_total,
            casualty_die,
            losses,
        } => format!(
            "attacker rolls {attacker_roll} (total {attacker_total}), defender {defender_roll} (total {defender_total}); casualty die {casualty_die}: attacker loses {} CF, defender {} CF",
            losses[0], losses[1]
        ),
        Event::ExchangeImpossible { need, can } => format!(
            "the exchange needs {need} attack factors, the attackers that may pay have {can}"
        ),
        Event::Ordered { order, unit } => match unit {
            Some(u) => format!(
                "{}: {}",
                g.rules.duties.orders[*order].name,
                g.unit_name(*u)
            ),
            None => g.rules.duties.orders[*order].name.clone(),
        },
        Event::MayAttackAgain { units } => format!(
            "{} may attack again",
            units
                .iter()
                .map(|&u| g.unit_name(u))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::StoodFast { unit } => {
            format!(
                "{} takes a step loss instead of retreating",
                g.unit_name(*unit)
            )
        }
        Event::Advanced { unit, to } => {
            format!("{} advances into {}", g.unit_name(*unit), g.label(*to))
        }
        Event::Rebuilt { unit, hex, points } => format!(
            "{} rebuilt in {} for {points} point(s)",
            g.unit_name(*unit),
            g.label(*hex)
        ),
    })
}

/// A combat result's name from the ruleset ("DR: defender retreats"), or its id if unknown.
pub(crate) fn result_name(g: &Game, id: &str) -> String {
    g.rules
        .combat
        .results
        .iter()
        .find(|r| r.id == id)
        .map_or_else(|| id.to_string(), |r| format!("{} ({})", r.id, r.name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mechanics::movement::Mover;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(CurrentGame(super::super::test_game_tank_moves()))
            .add_plugins(plugin);
        app.update();
        app
    }

    fn send(app: &mut App, m: SendCommand) {
        app.world_mut().write_message(m);
        app.update();
    }

    /// The fixture's tank and its cheapest reachable destination.
    fn tank_move(
        game: &Game,
    ) -> (
        crate::rules::model::tables::UnitId,
        Vec<crate::rules::model::map::HexIdx>,
    ) {
        let tank = game.scenario.unit_by_id("tank1203").expect("fixture unit");
        let reach = Mover::new(game, tank).expect("may move").reach();
        let to = *reach.dests.first().expect("somewhere to go");
        (tank, reach.path_to(to).expect("a path"))
    }

    #[test]
    fn a_legal_move_moves_the_unit_and_undo_takes_it_back() {
        let mut app = app();
        let (tank, path) = tank_move(&app.world().resource::<CurrentGame>().0);
        let start = app.world().resource::<CurrentGame>().0.unit_hex(tank);
        let to = *path.last().unwrap();
        send(
            &mut app,
            SendCommand::Apply(Command::Move { unit: tank, path }),
        );
        let game = &app.world().resource::<CurrentGame>().0;
        assert_eq!(game.unit_hex(tank), Some(to));
        let status = app.world().resource::<StatusLine>();
        assert!(!status.error, "{status:?}");
        assert!(status.text.contains("moved"), "{status:?}");

        send(&mut app, SendCommand::Undo);
        let game = &app.world().resource::<CurrentGame>().0;
        assert_eq!(game.unit_hex(tank), start);
        assert!(
            app.world()
                .resource::<StatusLine>()
                .text
                .starts_with("undone")
        );
        // Undo goes on back through the phases ended to get here, until the rules refuse.
        for _ in 0..100 {
            send(&mut app, SendCommand::Undo);
            if app.world().resource::<StatusLine>().error {
                break;
            }
        }
        let status = app.world().resource::<StatusLine>();
        assert!(status.error);
        assert!(
            status.text == "nothing to undo" || status.text.starts_with("cannot undo past"),
            "{status:?}"
        );
    }

    #[test]
    fn an_illegal_move_shows_the_rules_reason_and_changes_nothing() {
        let mut app = app();
        let game = &app.world().resource::<CurrentGame>().0;
        let (tank, _) = tank_move(game);
        let start = game.unit_hex(tank).unwrap();
        // Two hexes away in one step: not adjacent.
        let far = (0..game.scenario.map.len() as u32)
            .find(|&h| h != start && !game.scenario.map.neighbours[start as usize].contains(&h))
            .unwrap();
        let expected = game
            .clone()
            .apply(Command::Move {
                unit: tank,
                path: vec![far],
            })
            .expect_err("illegal")
            .to_string();
        let hash = game.state_hash();
        send(
            &mut app,
            SendCommand::Apply(Command::Move {
                unit: tank,
                path: vec![far],
            }),
        );
        let status = app.world().resource::<StatusLine>();
        assert!(status.error);
        assert_eq!(status.text, expected);
        assert!(status.text.contains("not adjacent"), "{status:?}");
        assert_eq!(app.world().resource::<CurrentGame>().0.state_hash(), hash);
    }

    #[test]
    fn end_phase_goes_through_the_same_system() {
        let mut app = app();
        let phase = app.world().resource::<CurrentGame>().0.state.phase;
        send(&mut app, SendCommand::Apply(Command::EndPhase));
        assert_ne!(app.world().resource::<CurrentGame>().0.state.phase, phase);
        assert!(!app.world().resource::<StatusLine>().error);
    }
}
