//! The one place the game changes: players' actions arrive as [`SendCommand`] messages and the
//! single system [`apply_commands`] hands them to [`Game::apply`] (or [`Game::undo`]), then puts
//! what happened, or the rules' reason for refusing, in the [`StatusLine`]. Every other system
//! only reads [`CurrentGame`].
pub(crate) use crate::services::words::{describe_all, describe_command, result_name};
use crate::state::{ApplySet, CurrentGame, GameChanged, Seats, SendCommand, StatusLine};
use bevy::prelude::*;
use steppe_rules::engine::game::Game;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<SendCommand>()
        .add_message::<GameChanged>()
        .init_resource::<StatusLine>()
        .init_resource::<UndoFloor>()
        .add_systems(Update, apply_commands.in_set(ApplySet));
}

/// Undo takes back no command at or before this many in the log: the computer's moves stay made
/// (its dice, and the moves it would only make again). 0 when no computer plays.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct UndoFloor(pub usize);

impl UndoFloor {
    /// Whether Undo may take back the game's last command.
    pub fn may_undo(self, g: &Game) -> bool {
        g.can_undo() && g.log.len() > self.0
    }
}

/// The only system that changes the game.
#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn apply_commands(
    mut messages: MessageReader<SendCommand>,
    mut game: ResMut<CurrentGame>,
    mut status: ResMut<StatusLine>,
    mut floor: ResMut<UndoFloor>,
    seats: Option<Res<Seats>>,
    viewing: Option<Res<crate::state::Viewing>>,
    mail: Option<Res<crate::state::Mail>>,
    mut changed: MessageWriter<GameChanged>,
) {
    let by_mail = mail.is_some_and(|m| m.side.is_some());
    let watching = viewing.is_some_and(|v| v.on);
    for message in messages.read() {
        // `bypass_change_detection` so a refused command does not rebuild everything that
        // draws the game; a change is marked only when the game really changed.
        let g = &mut game.bypass_change_detection().0;
        let computer_acts = seats.as_ref().and_then(|s| s.computer_acting(g));
        let line = match message {
            SendCommand::Apply(_) | SendCommand::Computer(_) | SendCommand::Undo if watching => {
                StatusLine::error(
                    "watching a game back: \"Take over from here\" plays on from this position",
                )
            }
            SendCommand::Apply(_) if computer_acts.is_some() => StatusLine::error(format!(
                "the computer is playing the {}: wait for it, or take the side over in Players (P)",
                computer_acts.unwrap_or_default()
            )),
            SendCommand::Undo if !floor.may_undo(g) && g.can_undo() => {
                StatusLine::error("cannot undo the computer's moves")
            }
            SendCommand::Apply(cmd) | SendCommand::Computer(cmd) => {
                let by = steppe_rules::mechanics::combat::acting_side(g, &g.state);
                match g.apply(cmd.clone()) {
                    Ok(events) => {
                        let mut prefix = String::new();
                        if matches!(message, SendCommand::Computer(_)) {
                            floor.0 = g.log.len();
                            prefix = format!("{} (computer): ", g.rules.sides[by as usize].name);
                        }
                        let text = describe_all(g, &events).join("; ");
                        changed.write(GameChanged::Applied {
                            command: cmd.clone(),
                            events,
                            by_computer: matches!(message, SendCommand::Computer(_)),
                        });
                        game.set_changed();
                        StatusLine::info(if text.is_empty() {
                            format!("{prefix}done")
                        } else {
                            format!("{prefix}{text}")
                        })
                    }
                    Err(e) => StatusLine::error(e.to_string()),
                }
            }
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
                // A game the computer plays in is taken up where it stands; so is one by
                // e-mail (the next turn file must follow the one opened).
                let any_computer = seats.as_ref().is_some_and(|s| s.any());
                floor.0 = if any_computer || by_mail {
                    g.log.len()
                } else {
                    0
                };
                game.set_changed();
                changed.write(GameChanged::Replaced);
                StatusLine::info(what.clone())
            }
        };
        *status = line;
    }
}

#[cfg(test)]
mod tests {
    use crate::services::apply::*;
    use steppe_rules::mechanics::movement::Mover;
    use steppe_rules::state::command::Command;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(CurrentGame(crate::test_game_tank_moves()))
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
        steppe_rules::model::tables::UnitId,
        Vec<steppe_rules::model::map::HexIdx>,
    ) {
        let tank = game.scenario.unit_by_id("tank1203").expect("fixture unit");
        let reach = Mover::new(game, &game.state, tank)
            .expect("may move")
            .reach();
        let to = *reach.dests.first().expect("somewhere to go");
        (tank, reach.path_to(to).expect("a path"))
    }

    #[test]
    fn a_legal_move_moves_the_unit_and_undo_takes_it_back() {
        let mut app = app();
        let (tank, path) = tank_move(&app.world().resource::<CurrentGame>().0);
        let start = app.world().resource::<CurrentGame>().0.state.unit_hex(tank);
        let to = *path.last().unwrap();
        send(
            &mut app,
            SendCommand::Apply(Command::Move { unit: tank, path }),
        );
        let game = &app.world().resource::<CurrentGame>().0;
        assert_eq!(game.state.unit_hex(tank), Some(to));
        let status = app.world().resource::<StatusLine>();
        assert!(!status.error, "{status:?}");
        assert!(status.text.contains("moved"), "{status:?}");

        send(&mut app, SendCommand::Undo);
        let game = &app.world().resource::<CurrentGame>().0;
        assert_eq!(game.state.unit_hex(tank), start);
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
        let start = game.state.unit_hex(tank).unwrap();
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
