//! The dialogs that must be answered before the map takes input again ([`Blocked`]):
//! - the hotseat hand-over: whenever the side to act changes between people (a new phase of the other side, or
//!   the defender's choice of a step loss instead of a retreat, and back), a screen names the
//!   side whose player should now sit down; a tick turns it off for solo play;
//! - the offer, on start, to continue the game in the autosave;
//! - the list of saves to open (Ctrl+O);
//! - the end of the game: every victory condition, how far each side got, who met which;
//! - a question before something is lost or skipped (`confirm`).

use crate::services::saves::{LastSave, Source, open_into};
use crate::services::watching::{Watch, Watching, watch_file};
use crate::state::Blocked;
use crate::state::{ApplySet, CurrentGame, GameChanged, Seats, SendCommand, StatusLine};
use crate::state::{Ask, Dialog, Hotseat, Offer, UiSet, asking};
use crate::ui::ERROR;
use crate::ui::save_list::{SaveRows, save_table};
use crate::ui::spots::Spots;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::activation::{needs_activation, waiting};
use steppe_rules::mechanics::combat::{acting_side, waiting_in_words};
use steppe_rules::mechanics::victory::progress;
use steppe_rules::model::tables::SideId;
use steppe_rules::model::words::counted;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dialog>()
        .init_resource::<Hotseat>()
        .add_systems(
            Update,
            (hand_over, end_of_game, keys, block)
                .chain()
                .after(ApplySet),
        )
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Dialogs));
}

impl Dialog {
    /// Drawn by this module (the others have their own).
    fn is_mine(&self) -> bool {
        matches!(
            self,
            Dialog::HandOver { .. } | Dialog::Continue { .. } | Dialog::Open { .. } | Dialog::End
        )
    }
}

/// A hand-over screen whenever the side to act is a person's, and not the last person's to act
/// in this game (the computer's sides need none: with one person against the computer there are
/// none, nor after a side the last person played was given to the computer).
fn hand_over(
    mut changes: MessageReader<GameChanged>,
    game: Res<CurrentGame>,
    hotseat: Res<Hotseat>,
    seats: Option<Res<Seats>>,
    mut last: Local<Option<SideId>>,
    mut dialog: ResMut<Dialog>,
) {
    let now = acting_side(&game.0, &game.0.state);
    let mut applied = false;
    for c in changes.read() {
        match c {
            GameChanged::Applied { .. } => applied = true,
            // Another game (or the same one reloaded): nobody has acted in it yet.
            GameChanged::Replaced => *last = None,
            GameChanged::Undone => {}
        }
    }
    let computer = |side: SideId| seats.as_ref().is_some_and(|s| s.of(side).is_some());
    if computer(now) {
        return;
    }
    let before = last.replace(now);
    if applied
        && hotseat.0
        && !game.0.state.over
        && before.is_some_and(|b| b != now && !computer(b))
        && matches!(*dialog, Dialog::None | Dialog::HandOver { .. })
    {
        *dialog = Dialog::HandOver { side: now };
    }
}

fn end_of_game(
    game: Res<CurrentGame>,
    watching: Option<Res<crate::services::watching::Watching>>,
    mut dialog: ResMut<Dialog>,
    mut shown: Local<bool>,
) {
    if !game.is_changed() {
        return;
    }
    // A game watched back reaches its end without a dialog: the viewer's bar says so.
    if watching.is_some_and(|w| w.on()) {
        *shown = game.0.state.over;
        return;
    }
    if game.0.state.over && !*shown {
        *dialog = Dialog::End;
    }
    *shown = game.0.state.over;
}

/// Enter or Space answers the hand-over; Esc closes the list of saves and the end screen.
fn keys(keys: Res<ButtonInput<KeyCode>>, mut dialog: ResMut<Dialog>) {
    let go = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]);
    match *dialog {
        Dialog::HandOver { .. } if go => *dialog = Dialog::None,
        Dialog::Open { .. } | Dialog::End | Dialog::Continue { .. }
            if keys.just_pressed(KeyCode::Escape) =>
        {
            *dialog = Dialog::None;
        }
        _ => {}
    }
}

/// The map takes no game input while a dialog waits or set-up mode edits the file instead.
fn block(
    dialog: Res<Dialog>,
    designer: Res<crate::state::Designer>,
    watching: Option<Res<crate::services::watching::Watching>>,
    mut blocked: ResMut<Blocked>,
) {
    let watching = watching.is_some_and(|w| w.on());
    blocked.set_if_neq(Blocked(*dialog != Dialog::None || designer.on || watching));
}

/// Opens a saved game, or first asks (back to `from` if cancelled) when commands were given
/// since the player last saved; the dialog that follows.
fn open_or_ask(
    path: &std::path::Path,
    from: &Dialog,
    unsaved: bool,
    (source, last, seats): (&mut Source, &mut LastSave, &mut Seats),
    send: &mut MessageWriter<SendCommand>,
) -> Dialog {
    if unsaved {
        return asking(Ask::Open(path.to_path_buf()), from);
    }
    match open_into(path, source, last, seats, send) {
        Ok(()) => Dialog::None,
        Err(e) => Dialog::Open { error: Some(e) },
    }
}

/// The end screen's lines: one per victory condition.
pub(crate) fn victory_lines(g: &Game) -> Vec<String> {
    g.scenario
        .victory
        .iter()
        .map(|v| {
            let met = steppe_rules::mechanics::victory::met(&g.state, v);
            let when = steppe_rules::mechanics::victory::when_checked(&v.check);
            let total: u32 = v.points.iter().sum();
            let what = if total as usize == v.hexes.len() {
                format!("{} named", counted(v.hexes.len(), "hex", "hexes"))
            } else {
                format!(
                    "points; {total} in {}",
                    counted(v.hexes.len(), "hex", "hexes")
                )
            };
            format!(
                "{} — {}: holds {} of the {} needed ({what}, {when}){}",
                g.rules.sides[v.side as usize].name,
                v.name,
                progress(&g.state, v),
                v.count,
                if met { " — MET" } else { "" }
            )
        })
        .collect()
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    mut files: SaveFiles,
    mut dialog: ResMut<Dialog>,
    mut hotseat: ResMut<Hotseat>,
    mut status: ResMut<StatusLine>,
    mut send: MessageWriter<SendCommand>,
    mut spots: ResMut<Spots>,
    mut rows: Local<SaveRows>,
) -> Result {
    if !matches!(*dialog, Dialog::Open { .. }) {
        rows.clear();
    }
    if !dialog.is_mine() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let next = egui::Modal::new(egui::Id::new("dialog")).show(ctx, |ui| {
        ui.set_min_width(420.0);
        match &*dialog {
            Dialog::HandOver { side } => hand_over_screen(ui, g, *side, &mut hotseat),
            Dialog::Continue { offers } => {
                continue_offers(ui, g, offers, &dialog, &mut files, &mut send, &mut spots)
            }
            Dialog::Open { error } => {
                open_saved(ui, g, error.as_deref(), &mut rows, &mut files, &mut send)
            }
            Dialog::None
            | Dialog::Confirm { .. }
            | Dialog::NewGame
            | Dialog::Menu
            | Dialog::SaveAs { .. }
            | Dialog::OpenFile { .. }
            | Dialog::OpenTurn { .. } => None,
            Dialog::End => game_over(ui, g, &mut files),
        }
    });
    if let Some(n) = next.inner {
        if let Dialog::Open { error: Some(e) } = &n {
            *status = StatusLine::error(e.lines().next().unwrap_or_default().to_string());
        }
        *dialog = n;
    }
    Ok(())
}

/// The files, save and seats that opening a save replaces.
#[derive(bevy::ecs::system::SystemParam)]
struct SaveFiles<'w> {
    source: ResMut<'w, Source>,
    last: ResMut<'w, LastSave>,
    seats: ResMut<'w, Seats>,
    watching: ResMut<'w, Watching>,
}

/// The hand-over screen: whose player should sit down now; the tick for solo play.
fn hand_over_screen(
    ui: &mut egui::Ui,
    g: &Game,
    side: SideId,
    hotseat: &mut ResMut<Hotseat>,
) -> Option<Dialog> {
    let mut next = None;
    let name = &g.rules.sides[side as usize].name;
    ui.heading(format!("{name} player"));
    ui.label(format!(
        "{} — {}",
        g.turn_name(&g.state),
        g.rules.phases[g.state.phase].name
    ));
    if g.state.pending.is_some() {
        ui.label(waiting_in_words(g, &g.state));
    } else if needs_activation(g, &g.state) {
        let n = waiting(g, &g.state, side).len();
        ui.label(format!(
            "Your turn to activate a formation: {n} still to act."
        ));
    }
    ui.add_space(8.0);
    if ui
        .button(format!("I am the {name} player: go on (Enter)"))
        .clicked()
    {
        next = Some(Dialog::None);
    }
    let mut solo = !hotseat.0;
    if ui
        .checkbox(&mut solo, "Solo play: no hand-over screens")
        .changed()
    {
        hotseat.0 = !solo;
    }
    next
}

/// The unfinished games in the autosaves, to continue one, or a new game instead.
fn continue_offers(
    ui: &mut egui::Ui,
    g: &Game,
    offers: &[Offer],
    dialog: &Dialog,
    files: &mut SaveFiles,
    send: &mut MessageWriter<SendCommand>,
    spots: &mut Spots,
) -> Option<Dialog> {
    let mut next = None;
    ui.heading(if offers.len() == 1 {
        "Continue the last game?"
    } else {
        "Continue a game?"
    });
    for (k, offer) in offers.iter().enumerate() {
        ui.horizontal(|ui| {
            let go = ui.button("Continue");
            if k == 0 {
                spots.note("continue.yes", go.rect);
            }
            spots.note(&format!("continue.{k}"), go.rect);
            ui.label(&offer.summary);
            if go.clicked() {
                next = Some(open_or_ask(
                    &offer.path,
                    dialog,
                    files.last.unsaved(g).is_some(),
                    (&mut files.source, &mut files.last, &mut files.seats),
                    send,
                ));
            }
        });
    }
    ui.add_space(4.0);
    let new = ui.button("A new game instead");
    spots.note("continue.no", new.rect);
    if new.clicked() {
        next = Some(Dialog::None);
    }
    next
}

/// The list of saves (Ctrl+O), and why the last one picked did not open.
fn open_saved(
    ui: &mut egui::Ui,
    g: &Game,
    error: Option<&str>,
    rows: &mut SaveRows,
    files: &mut SaveFiles,
    send: &mut MessageWriter<SendCommand>,
) -> Option<Dialog> {
    let mut next = None;
    ui.heading("Open a saved game");
    ui.label(format!("from {}", files.source.saves.display()));
    if let Some(e) = error {
        ui.colored_label(ERROR, e);
    }
    let saves = rows.of(&files.source.saves);
    if saves.is_empty() {
        ui.label("No saves yet: Ctrl+S saves the game.");
    }
    egui::ScrollArea::vertical()
        .max_height(360.0)
        .show(ui, |ui| match save_table(ui, &saves) {
            Some((path, true)) => next = Some(watch_it(&path, g, files)),
            Some((path, false)) => {
                next = Some(open_or_ask(
                    &path,
                    &Dialog::Open { error: None },
                    files.last.unsaved(g).is_some(),
                    (&mut files.source, &mut files.last, &mut files.seats),
                    send,
                ));
            }
            None => {}
        });
    if ui.button("Cancel (Esc)").clicked() {
        next = Some(Dialog::None);
    }
    next
}

/// Watches a saved game back (the game on screen is kept, to go back to): the dialog that
/// follows (the list again, with why, if it cannot).
fn watch_it(path: &std::path::Path, g: &Game, files: &mut SaveFiles) -> Dialog {
    let back = (g, &*files.source, &*files.seats, &*files.last);
    match watch_file(path, back) {
        Ok(w) => {
            files.watching.0 = Some(Box::new(w));
            Dialog::None
        }
        Err(e) => Dialog::Open { error: Some(e) },
    }
}

/// The end of the game: who won by which condition, and how far each side got.
fn game_over(ui: &mut egui::Ui, g: &Game, files: &mut SaveFiles) -> Option<Dialog> {
    ui.heading("The game is over");
    if g.state.winners.is_empty() {
        ui.label("No side met a victory condition.");
    }
    for (side, condition) in &g.state.winners {
        ui.label(
            egui::RichText::new(format!(
                "{} wins: {condition}",
                g.rules.sides[*side as usize].name
            ))
            .strong(),
        );
    }
    ui.separator();
    for line in victory_lines(g) {
        ui.label(line);
    }
    ui.add_space(8.0);
    let mut next = None;
    ui.horizontal(|ui| {
        if ui.button("Look at the map (Esc)").clicked() {
            next = Some(Dialog::None);
        }
        let watch = ui
            .button("Watch the game back")
            .on_hover_text("step through it by command, phase and turn");
        if watch.clicked() {
            let back = Some((g, &*files.source, &*files.seats, &*files.last));
            let title = format!("this game of {}", g.scenario.name);
            let seats = files.seats.sides.clone();
            if let Ok(w) = Watch::new(g, files.source.loaded.clone(), seats, title, back) {
                files.watching.0 = Some(Box::new(w));
            }
            next = Some(Dialog::None);
        }
    });
    next
}

#[cfg(test)]
mod tests;
