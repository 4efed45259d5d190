//! Asking before something is lost or skipped ([`Ask`]):
//! - closing the window, or opening another game, with commands given since the player last
//!   saved (the game's own autosave has them all, and is offered on the next start): save
//!   first, go on without saving, or cancel;
//! - ending a reinforcement phase with arrived units not yet placed: they would wait for the
//!   side's next reinforcement phase; Enter ends it, Esc goes back and picks the first of them
//!   for placing.
//!
//! The question replaces the dialog on screen and cancelling puts that one back.

use crate::services::saves::{LastSave, Source, open_into, save_now};
use crate::state::{Ask, Dialog, UiSet, asking};
use crate::state::{candidates, start_placing, unplaced};

use crate::state::{CurrentGame, Placing, Seats, SendCommand, StatusLine};
use crate::ui::new_game::{NewGame, open_new_game};
use crate::ui::spots::Spots;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::WindowCloseRequested;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::Path;
use steppe_rules::engine::game::Game;
use steppe_rules::model::words::counted;
use steppe_rules::state::command::Command;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, close_requested)
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Dialogs));
}

/// End phase, as the bar's button and Ctrl+E ask for it: at once, or first a question if
/// arrived units would be left off the map.
pub(crate) fn end_phase(game: &Game, dialog: &mut Dialog, send: &mut MessageWriter<SendCommand>) {
    if unplaced(game).is_empty() {
        send.write(SendCommand::Apply(Command::EndPhase));
    } else {
        *dialog = asking(Ask::EndPhase, dialog);
    }
}

/// The window's close button quits at once when nothing would be lost; otherwise it asks.
fn close_requested(
    mut closes: MessageReader<WindowCloseRequested>,
    game: Res<CurrentGame>,
    last: Option<Res<LastSave>>,
    mut dialog: ResMut<Dialog>,
    mut exit: MessageWriter<AppExit>,
) {
    if closes.read().count() == 0 {
        return;
    }
    if last.is_some_and(|l| l.unsaved(&game.0).is_some()) {
        *dialog = asking(Ask::Quit, &dialog);
    } else {
        exit.write(AppExit::Success);
    }
}

/// What would be lost, in words.
fn lost(n: usize) -> String {
    let what = match n {
        0 => "Commands were taken back since you last saved: that position is not saved.".into(),
        1 => "1 command was given since you last saved.".into(),
        n => format!("{n} commands were given since you last saved."),
    };
    format!("{what} The game's autosave keeps every command; the next start offers to continue it.")
}

/// What answering a question touches: the files, the seats, the save, the status line, the unit
/// being placed, the New game screen, the probe's spots, the commands and the app's exit.
#[derive(SystemParam)]
struct Answer<'w> {
    source: ResMut<'w, Source>,
    seats: ResMut<'w, Seats>,
    last: ResMut<'w, LastSave>,
    status: ResMut<'w, StatusLine>,
    placing: ResMut<'w, Placing>,
    screen: ResMut<'w, NewGame>,
    spots: ResMut<'w, Spots>,
    send: MessageWriter<'w, SendCommand>,
    exit: MessageWriter<'w, AppExit>,
}

fn draw(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    mut dialog: ResMut<Dialog>,
    mut a: Answer,
) -> Result {
    let Dialog::Confirm { ask, back } = &*dialog else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let unsaved = a.last.unsaved(g).unwrap_or_default();
    let (cancel, enter) = ctx.input(|i| {
        (
            i.key_pressed(egui::Key::Escape),
            i.key_pressed(egui::Key::Enter),
        )
    });
    let back: &Dialog = back;
    let mut next: Option<Dialog> = cancel.then(|| back.clone());
    egui::Modal::new(egui::Id::new("confirm")).show(ctx, |ui| {
        ui.set_min_width(420.0);
        match ask {
            Ask::Quit => quit(ui, g, unsaved, back, &mut a, &mut next),
            Ask::Open(path) => open(ui, g, path, unsaved, back, &mut a, &mut next),
            Ask::NewGame(select) => {
                new_game(ui, g, select.as_deref(), unsaved, back, &mut a, &mut next);
            }
            Ask::EndPhase => end_phase_now(ui, g, (enter, cancel), back, &mut a, &mut next),
        }
    });
    if let Some(n) = next {
        *dialog = n;
    }
    Ok(())
}

/// Quit with commands unsaved: save and quit, quit, or go back.
fn quit(
    ui: &mut egui::Ui,
    g: &Game,
    unsaved: usize,
    back: &Dialog,
    a: &mut Answer,
    next: &mut Option<Dialog>,
) {
    ui.heading("Quit steppe?");
    ui.label(lost(unsaved));
    ui.horizontal(|ui| {
        if ui.button("Save and quit").clicked() {
            let line = save_now(g, &a.source, &a.seats, &mut a.last);
            if line.error {
                *a.status = line;
                *next = Some(back.clone());
            } else {
                a.exit.write(AppExit::Success);
            }
        }
        let quit = ui.button("Quit without saving");
        a.spots.note("confirm.quit", quit.rect);
        if quit.clicked() {
            a.exit.write(AppExit::Success);
        }
        if ui.button("Cancel (Esc)").clicked() {
            *next = Some(back.clone());
        }
    });
}

/// Open another saved game with commands unsaved: save first, open, or go back.
fn open(
    ui: &mut egui::Ui,
    g: &Game,
    path: &Path,
    unsaved: usize,
    back: &Dialog,
    a: &mut Answer,
    next: &mut Option<Dialog>,
) {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    ui.heading(format!("Open {name}?"));
    ui.label(lost(unsaved));
    ui.horizontal(|ui| {
        let save = ui.button("Save, then open").clicked();
        let open = ui.button("Open without saving").clicked();
        if save {
            *a.status = save_now(g, &a.source, &a.seats, &mut a.last);
        }
        if (save && !a.status.error) || open {
            *next = Some(
                match open_into(path, &mut a.source, &mut a.last, &mut a.seats, &mut a.send) {
                    Ok(()) => Dialog::None,
                    Err(e) => Dialog::Open { error: Some(e) },
                },
            );
        }
        if ui.button("Cancel (Esc)").clicked() {
            *next = Some(back.clone());
        }
    });
}

/// The New game screen with commands unsaved: save first, choose, or go back.
fn new_game(
    ui: &mut egui::Ui,
    g: &Game,
    select: Option<&Path>,
    unsaved: usize,
    back: &Dialog,
    a: &mut Answer,
    next: &mut Option<Dialog>,
) {
    ui.heading("Start a new game?");
    ui.label(lost(unsaved));
    ui.horizontal(|ui| {
        let save = ui.button("Save, then choose").clicked();
        let go = ui.button("Choose without saving").clicked();
        if save {
            *a.status = save_now(g, &a.source, &a.seats, &mut a.last);
        }
        if (save && !a.status.error) || go {
            *next = Some(open_new_game(&mut a.screen, &a.source, select));
        }
        if ui.button("Cancel (Esc)").clicked() {
            *next = Some(back.clone());
        }
    });
}

/// End a reinforcement phase with arrived units off the map: end it (Enter), or place them
/// (Esc: the first of them picked).
fn end_phase_now(
    ui: &mut egui::Ui,
    g: &Game,
    (enter, cancel): (bool, bool),
    back: &Dialog,
    a: &mut Answer,
    next: &mut Option<Dialog>,
) {
    let waiting = unplaced(g);
    let names: Vec<String> = waiting.iter().take(6).map(|&u| g.unit_name(u)).collect();
    let more = waiting.len().saturating_sub(names.len());
    ui.heading(format!(
        "End the {} phase?",
        g.rules.phases[g.state.phase].name
    ));
    ui.label(format!(
        "{} not on the map: {}{}.",
        counted(waiting.len(), "arrived unit is", "arrived units are"),
        names.join(", "),
        if more > 0 {
            format!(" and {more} more")
        } else {
            String::new()
        }
    ));
    ui.label("If the phase ends now they wait for your next reinforcement phase.");
    ui.horizontal(|ui| {
        if ui.button("End the phase (Enter)").clicked() || enter {
            a.send.write(SendCommand::Apply(Command::EndPhase));
            *next = Some(back.clone());
        }
        if ui.button("Place them (Esc)").clicked() || cancel {
            // The first of them picked, its hexes shaded (and brought into view).
            if let Some(p) = candidates(g)
                .iter()
                .find(|c| waiting.first() == Some(&c.unit))
                .and_then(|c| start_placing(g, c).ok())
            {
                *a.placing = p;
            }
            *next = Some(back.clone());
        }
    });
}

#[cfg(test)]
mod tests {
    use crate::barbarossa_in;
    use crate::test_game;
    use crate::ui::confirm::*;

    fn app(game: Game) -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<WindowCloseRequested>()
            .init_resource::<Dialog>()
            .insert_resource(LastSave::of(&game))
            .insert_resource(CurrentGame(game))
            .add_systems(Update, close_requested);
        app
    }

    fn close(app: &mut App) -> bool {
        app.world_mut().write_message(WindowCloseRequested {
            window: Entity::PLACEHOLDER,
        });
        app.update();
        let exits = app.world().resource::<Messages<AppExit>>();
        !exits.is_empty()
    }

    /// Nothing given since the last save: the close button quits. A command since: it asks,
    /// and cancelling goes back to the dialog that was on screen.
    #[test]
    fn closing_asks_only_when_commands_would_be_lost() {
        let mut a = app(test_game());
        assert!(close(&mut a), "quits at once");

        let mut a = app(test_game());
        a.world_mut()
            .resource_mut::<CurrentGame>()
            .0
            .apply(Command::EndPhase)
            .expect("a phase ends");
        *a.world_mut().resource_mut::<Dialog>() = Dialog::End;
        assert!(!close(&mut a), "does not quit");
        let g = &a.world().resource::<CurrentGame>().0;
        assert_eq!(a.world().resource::<LastSave>().unsaved(g), Some(1));
        assert_eq!(
            *a.world().resource::<Dialog>(),
            Dialog::Confirm {
                ask: Ask::Quit,
                back: Box::new(Dialog::End)
            }
        );
        assert!(
            lost(1).starts_with("1 command was given since you last saved.")
                && lost(1).contains("autosave keeps every command"),
            "{}",
            lost(1)
        );
    }

    /// A new game with no command yet, and a game whose scenario file was reloaded under the
    /// same commands (set-up mode writes every edit), lose nothing: no "taken back" question.
    /// Commands really taken back since the save are said so; new ones after that, counted.
    #[test]
    fn taken_back_only_when_commands_were_taken_back() {
        let mut saved = test_game();
        saved.apply(Command::EndPhase).unwrap();
        let last = LastSave::of(&saved);
        // Another scenario, new: nothing to lose.
        let other = barbarossa_in(|_| true);
        assert!(other.log.is_empty());
        assert_eq!(last.unsaved(&other), None);
        let mut a = app(test_game());
        *a.world_mut().resource_mut::<LastSave>() = last;
        assert!(close(&mut a), "a new game quits at once");
        // The tank's move saved, then taken back: taken back; made again: nothing lost; then
        // one more command: 1 given.
        let mut g = crate::test_game_tank_moves();
        let tank = g.scenario.unit_by_id("tank1203").unwrap();
        let r = steppe_rules::mechanics::movement::Mover::new(&g, &g.state, tank)
            .unwrap()
            .reach();
        let to = *r.dests.first().expect("the tank may move");
        let path = r.path_to(to).unwrap();
        g.apply(Command::Move {
            unit: tank,
            path: path.clone(),
        })
        .unwrap();
        let last = LastSave::of(&g);
        assert_eq!(last.unsaved(&g), None);
        g.undo().expect("a move is taken back");
        assert_eq!(last.unsaved(&g), Some(0));
        assert!(lost(0).starts_with("Commands were taken back"));
        g.apply(Command::Move { unit: tank, path }).unwrap();
        assert_eq!(last.unsaved(&g), None, "the same commands again");
        g.apply(Command::EndPhase).unwrap();
        assert_eq!(last.unsaved(&g), Some(1));
    }

    /// End phase asks in a reinforcement phase with arrivals off the map, and not elsewhere.
    #[test]
    fn ending_a_phase_with_arrivals_unplaced_asks() {
        use bevy::ecs::system::RunSystemOnce;
        let ask = |game: Game| -> (Dialog, usize) {
            let mut app = App::new();
            app.add_message::<SendCommand>();
            let dialog = app
                .world_mut()
                .run_system_once(move |mut send: MessageWriter<SendCommand>| {
                    let mut d = Dialog::None;
                    end_phase(&game, &mut d, &mut send);
                    d
                })
                .expect("runs");
            (
                dialog,
                app.world().resource::<Messages<SendCommand>>().len(),
            )
        };
        let mut game = barbarossa_in(|_| true);
        assert_eq!(ask(game.clone()), (Dialog::None, 1), "the first phase ends");
        for _ in 0..200 {
            if !unplaced(&game).is_empty() {
                break;
            }
            game.apply(Command::EndPhase).expect("phases end");
        }
        assert!(!unplaced(&game).is_empty(), "Barbarossa has arrivals");
        assert_eq!(
            ask(game),
            (
                Dialog::Confirm {
                    ask: Ask::EndPhase,
                    back: Box::new(Dialog::None)
                },
                0
            )
        );
    }
}
