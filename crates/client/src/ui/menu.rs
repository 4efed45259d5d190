//! The game menu (Esc when nothing is selected, or the bar's Menu button): New game…, Open saved
//! game…, Open a file… (a path, with the last ten opened), Save (Ctrl+S), Save as… (a name),
//! Continue a game… (the unfinished games in the autosaves), Players, Colours (the palette, kept
//! in the user's settings: `services::settings`), Help, Quit. New, Open and Quit ask first when
//! commands were given since the last save (`confirm`).

use crate::services::autosave::offers;
use crate::state::{Ask, Dialog, UiSet, asking};
use crate::state::{CombatPlan, CurrentGame, Seats, Selection, SendCommand, StatusLine, Windows};

use crate::services::saves::{LastSave, Source, WATCHING_NO_SAVE, open_into, save_now, save_to};
use crate::services::watching::{Watch, WatchRequest, Watching};

use crate::ui::ERROR;
use crate::ui::new_game::{NewGame, open_new_game};
use crate::ui::spots::Spots;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::{Path, PathBuf};
use steppe_files::{FileKind, file_kind, read};
use steppe_rules::engine::game::Game;

/// How many files "Open a file…" remembers.
const RECENT: usize = 10;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, escape_opens.after(bevy::input::InputSystems))
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Dialogs));
}

/// Esc with nothing selected, no attack planned and no dialog up opens the menu (checked before
/// the frame's own Esc handling drops a selection or a plan).
fn escape_opens(
    keys: Res<ButtonInput<KeyCode>>,
    selection: Option<Res<Selection>>,
    plan: Option<Res<CombatPlan>>,
    mut dialog: ResMut<Dialog>,
) {
    if keys.just_pressed(KeyCode::Escape)
        && *dialog == Dialog::None
        && selection.is_none_or(|s| s.0.is_none())
        && plan.is_none_or(|p| *p == CombatPlan::default())
    {
        *dialog = Dialog::Menu;
    }
}

/// The files opened by path, newest first, kept in `<data dir>/recent.ron`.
pub(crate) fn recent(source: &Source) -> Vec<PathBuf> {
    read(&recent_file(source))
        .ok()
        .and_then(|t| ron::from_str::<Vec<PathBuf>>(&t).ok())
        .unwrap_or_default()
}

fn recent_file(source: &Source) -> PathBuf {
    source.saves.with_file_name("recent.ron")
}

fn remember(source: &Source, path: &Path) {
    let path = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    let mut list = recent(source);
    list.retain(|p| *p != path);
    list.insert(0, path);
    list.truncate(RECENT);
    if let Ok(text) = ron::ser::to_string_pretty(&list, ron::ser::PrettyConfig::new()) {
        let _ = steppe_files::write_atomic(&recent_file(source), &text);
    }
}

/// A save's file name from what the player typed: `.ron` added; no folders.
pub(crate) fn save_as_name(typed: &str) -> Result<String, String> {
    let t = typed.trim();
    if t.is_empty() {
        return Err("type a name for the save".into());
    }
    if t.contains(['/', '\\']) || t.starts_with('.') {
        return Err(format!(
            "\"{t}\" is not a plain name: saves go in the saves folder"
        ));
    }
    Ok(if t.ends_with(".ron") {
        t.to_string()
    } else {
        format!("{t}.ron")
    })
}

/// What the menu's actions touch.
#[derive(bevy::ecs::system::SystemParam)]
struct Touch<'w> {
    source: ResMut<'w, Source>,
    seats: ResMut<'w, Seats>,
    last: ResMut<'w, LastSave>,
    status: ResMut<'w, StatusLine>,
    windows: ResMut<'w, Windows>,
    screen: ResMut<'w, NewGame>,
    spots: ResMut<'w, Spots>,
    designer: ResMut<'w, crate::state::Designer>,
    watching: ResMut<'w, Watching>,
    mail: ResMut<'w, crate::state::Mail>,
    floor: ResMut<'w, crate::services::apply::UndoFloor>,
    palette: ResMut<'w, crate::state::Palette>,
}

fn draw(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    mut t: Touch,
    mut dialog: ResMut<Dialog>,
    mut send: MessageWriter<SendCommand>,
    mut exit: MessageWriter<AppExit>,
    mut shown: Local<bool>,
) -> Result {
    let mine = matches!(
        *dialog,
        Dialog::Menu | Dialog::SaveAs { .. } | Dialog::OpenFile { .. } | Dialog::OpenTurn { .. }
    );
    // The Esc that opened the menu is still pressed in egui's input of that frame: only one
    // pressed while the menu is up closes it.
    let was_shown = std::mem::replace(&mut *shown, mine);
    if !mine {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let unsaved = t.last.unsaved(g).is_some();
    let esc = was_shown && ctx.input(|i| i.key_pressed(egui::Key::Escape));
    let mut next: Option<Dialog> = esc.then_some(Dialog::None);
    let current = dialog.clone();
    egui::Modal::new(egui::Id::new("menu")).show(ctx, |ui| match current {
        Dialog::Menu => menu(ui, g, unsaved, &mut t, &mut exit, &mut next),
        Dialog::SaveAs { name, error } => save_as(ui, g, &mut t, name, error, &mut next),
        Dialog::OpenFile { text, error } => {
            open_a_file(ui, unsaved, &mut t, &mut send, text, error, &mut next);
        }
        Dialog::OpenTurn { text, error } => {
            crate::ui::mail::open_turn_dialog(ui, &mut t.mail_part(), text, error, &mut next);
        }
        _ => {}
    });
    if let Some(n) = next {
        *dialog = n;
    }
    Ok(())
}

/// The menu's items; the dialog that follows the one clicked.
fn menu(
    ui: &mut egui::Ui,
    g: &Game,
    unsaved: bool,
    t: &mut Touch,
    exit: &mut MessageWriter<AppExit>,
    next: &mut Option<Dialog>,
) {
    ui.set_min_width(280.0);
    ui.heading("steppe");
    ui.label(
        egui::RichText::new(format!("{} — {}", g.scenario.name, g.turn_name(&g.state))).weak(),
    );
    ui.add_space(6.0);
    let item = |ui: &mut egui::Ui, spots: &mut Spots, id: &str, text: &str| {
        let r = ui.add_sized([260.0, 26.0], egui::Button::new(text));
        spots.note(id, r.rect);
        r.clicked()
    };
    if item(ui, &mut t.spots, "menu.new", "New game…") {
        *next = Some(if unsaved {
            asking(Ask::NewGame(None), &Dialog::Menu)
        } else {
            open_new_game(&mut t.screen, &t.source, None)
        });
    }
    if item(ui, &mut t.spots, "menu.open", "Open saved game…  (Ctrl+O)") {
        *next = Some(Dialog::Open { error: None });
    }
    if item(ui, &mut t.spots, "menu.open_file", "Open a file…") {
        *next = Some(Dialog::OpenFile {
            text: String::new(),
            error: None,
        });
    }
    if item(ui, &mut t.spots, "menu.save", "Save  (Ctrl+S)") {
        *t.status = if t.watching.on() {
            StatusLine::error(WATCHING_NO_SAVE)
        } else {
            save_now(g, &t.source, &t.seats, &mut t.last)
        };
        *next = Some(Dialog::None);
    }
    if item(ui, &mut t.spots, "menu.save_as", "Save as…") {
        *next = Some(Dialog::SaveAs {
            name: String::new(),
            error: None,
        });
    }
    if item(ui, &mut t.spots, "menu.continue", "Continue a game…") {
        // Loading every autosave replays it: only when asked.
        let list = offers(&t.source.saves, None);
        if list.is_empty() {
            *t.status = StatusLine::info("no unfinished game in the autosaves");
            *next = Some(Dialog::None);
        } else {
            *next = Some(Dialog::Continue { offers: list });
        }
    }
    if let Some(w) = t.watching.0.as_mut() {
        if item(
            ui,
            &mut t.spots,
            "menu.watch",
            "Stop watching: back to your game",
        ) {
            w.request = Some(WatchRequest::Close);
            *next = Some(Dialog::None);
        }
    } else if item(ui, &mut t.spots, "menu.watch", "Watch this game back") {
        *t.status = watch_this_game(g, t);
        *next = Some(Dialog::None);
    }
    mail_items(ui, g, unsaved, t, next);
    if item(ui, &mut t.spots, "menu.players", "Players  (P)") {
        t.windows.players = true;
        *next = Some(Dialog::None);
    }
    colours(ui, &mut t.palette, &mut t.spots);
    if item(
        ui,
        &mut t.spots,
        "menu.designer",
        "Set-up mode, for designers  (F2)",
    ) {
        crate::ui::designer::toggle(g, &mut t.designer, &mut t.status);
        *next = Some(Dialog::None);
    }
    if item(ui, &mut t.spots, "menu.help", "Help  (F1)") {
        t.windows.help = true;
        *next = Some(Dialog::None);
    }
    if item(ui, &mut t.spots, "menu.quit", "Quit") {
        if unsaved {
            *next = Some(asking(Ask::Quit, &Dialog::None));
        } else {
            exit.write(AppExit::Success);
        }
    }
    ui.add_space(4.0);
    if ui.button("Back to the game (Esc)").clicked() {
        *next = Some(Dialog::None);
    }
}

/// The palette, one button each; the board and the panels are drawn again in it at once, and
/// the choice is written to the user's settings.
fn colours(ui: &mut egui::Ui, palette: &mut ResMut<crate::state::Palette>, spots: &mut Spots) {
    ui.horizontal(|ui| {
        ui.label("Colours:");
        for p in crate::state::Palette::ALL {
            let r = ui.selectable_label(**palette == p, p.label());
            spots.note(&format!("menu.palette.{}", p.id()), r.rect);
            // Changed only when it changes: a change redraws the map and writes the settings.
            if r.clicked() && palette.set_if_neq(p) {
                ui.ctx().request_repaint();
            }
        }
    });
}

/// Send turn and Open turn…, for a game by e-mail.
fn mail_items(
    ui: &mut egui::Ui,
    g: &Game,
    unsaved: bool,
    t: &mut Touch,
    next: &mut Option<Dialog>,
) {
    let item = |ui: &mut egui::Ui, spots: &mut Spots, id: &str, text: &str| {
        let r = ui.add_sized([260.0, 26.0], egui::Button::new(text));
        spots.note(id, r.rect);
        r.clicked()
    };
    if item(ui, &mut t.spots, "menu.send_turn", "Send turn (by e-mail)") {
        *t.status = crate::ui::mail::send_turn_now(g, &mut t.mail_part());
        *next = Some(Dialog::None);
    }
    if item(ui, &mut t.spots, "menu.open_turn", "Open turn… (by e-mail)") {
        *next = Some(if unsaved {
            Dialog::OpenTurn {
                text: String::new(),
                error: Some(
                    "this game has moves not saved: save it first (Ctrl+S), then open the turn"
                        .into(),
                ),
            }
        } else {
            Dialog::OpenTurn {
                text: String::new(),
                error: None,
            }
        });
    }
}

impl Touch<'_> {
    /// What the e-mail items touch.
    fn mail_part(&mut self) -> crate::ui::mail::MailPart<'_> {
        crate::ui::mail::MailPart {
            source: &mut self.source,
            seats: &mut self.seats,
            last: &mut self.last,
            watching: &mut self.watching,
            mail: &mut self.mail,
            status: &mut self.status,
            floor: &mut self.floor,
        }
    }
}

/// The game on screen watched back from where it stands (step back from here); the status line.
fn watch_this_game(g: &Game, t: &mut Touch) -> StatusLine {
    let back = Some((g, &*t.source, &*t.seats, &*t.last));
    let title = format!("this game of {}", g.scenario.name);
    match Watch::new(
        g,
        t.source.loaded.clone(),
        t.seats.sides.clone(),
        title,
        back,
    ) {
        Ok(mut w) => {
            w.go(g.log.len());
            t.watching.0 = Some(Box::new(w));
            StatusLine::info(
                "watching this game back: , and . a command, [ and ] a phase, Page Up and Page Down a turn, Space plays",
            )
        }
        Err(e) => StatusLine::error(e),
    }
}

/// Save as: the name typed so far and why the last one did not do.
fn save_as(
    ui: &mut egui::Ui,
    g: &Game,
    t: &mut Touch,
    mut name: String,
    error: Option<String>,
    next: &mut Option<Dialog>,
) {
    ui.set_min_width(420.0);
    ui.heading("Save as");
    ui.label(format!("in {}", t.source.saves.display()));
    let r = ui.add(
        egui::TextEdit::singleline(&mut name)
            .hint_text("a name")
            .desired_width(380.0),
    );
    t.spots.note("save_as.name", r.rect);
    r.request_focus();
    if let Some(e) = &error {
        ui.colored_label(ERROR, e);
    }
    let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
    let mut error = error;
    ui.horizontal(|ui| {
        let save = ui.button("Save (Enter)");
        t.spots.note("save_as.save", save.rect);
        if save.clicked() || enter {
            match save_as_name(&name)
                .and_then(|file| save_to(&t.source.saves, &file, g, &t.source.loaded, &t.seats))
            {
                Ok(p) => {
                    *t.last = LastSave::of(g);
                    *t.status = StatusLine::info(format!("saved {}", p.display()));
                    *next = Some(Dialog::None);
                }
                Err(e) => error = Some(e),
            }
        }
        if ui.button("Cancel (Esc)").clicked() {
            *next = Some(Dialog::None);
        }
    });
    if next.is_none() {
        *next = Some(Dialog::SaveAs { name, error });
    }
}

/// Open a file: the path typed so far, the files opened lately, and why the last one did not
/// open.
fn open_a_file(
    ui: &mut egui::Ui,
    unsaved: bool,
    t: &mut Touch,
    send: &mut MessageWriter<SendCommand>,
    mut text: String,
    error: Option<String>,
    next: &mut Option<Dialog>,
) {
    ui.set_min_width(520.0);
    ui.heading("Open a file");
    ui.label("A saved game, or a scenario (it opens on the New game screen).");
    let r = ui.add(
        egui::TextEdit::singleline(&mut text)
            .hint_text("/path/to/file.ron")
            .desired_width(500.0),
    );
    t.spots.note("open_file.path", r.rect);
    r.request_focus();
    if let Some(e) = &error {
        ui.colored_label(ERROR, e);
    }
    let mut pick: Option<PathBuf> = None;
    let recent = recent(&t.source);
    if !recent.is_empty() {
        ui.label(egui::RichText::new("Opened lately").strong());
        for p in recent {
            if ui.button(p.display().to_string()).clicked() {
                pick = Some(p);
            }
        }
    }
    let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
    ui.horizontal(|ui| {
        if ui.button("Open (Enter)").clicked() || enter {
            pick = Some(PathBuf::from(text.trim()));
        }
        if ui.button("Cancel (Esc)").clicked() {
            *next = Some(Dialog::None);
        }
    });
    if next.is_none() {
        *next = Some(match pick {
            None => Dialog::OpenFile { text, error },
            Some(p) => open_file(&p, unsaved, t, send).unwrap_or_else(|e| Dialog::OpenFile {
                text: p.display().to_string(),
                error: Some(e),
            }),
        });
    }
}

/// Opens a file by path: a save is put on screen (asking first if commands would be lost), a
/// scenario on the New game screen; the dialog that follows, or why it cannot.
fn open_file(
    path: &Path,
    unsaved: bool,
    t: &mut Touch,
    send: &mut MessageWriter<SendCommand>,
) -> Result<Dialog, String> {
    if path.as_os_str().is_empty() {
        return Err("type the path of a saved game or a scenario".into());
    }
    let text = read(path).map_err(|d| d.0[0].message.clone())?;
    let kind = file_kind(&text);
    match kind {
        Some(FileKind::Save) => {
            remember(&t.source, path);
            if unsaved {
                return Ok(asking(Ask::Open(path.to_path_buf()), &Dialog::None));
            }
            open_into(path, &mut t.source, &mut t.last, &mut t.seats, send)?;
            Ok(Dialog::None)
        }
        Some(FileKind::Scenario) => {
            remember(&t.source, path);
            if unsaved {
                return Ok(asking(
                    Ask::NewGame(Some(path.to_path_buf())),
                    &Dialog::None,
                ));
            }
            Ok(open_new_game(&mut t.screen, &t.source, Some(path)))
        }
        Some(FileKind::Ruleset) => Err(format!(
            "{} is a ruleset: open a scenario that names it",
            path.display()
        )),
        None => Err(format!(
            "{} is not a steppe scenario or saved game",
            path.display()
        )),
    }
}

#[cfg(test)]
mod tests {
    use crate::ui::menu::*;

    #[test]
    fn save_names_are_plain_names_in_the_saves_folder() {
        assert_eq!(save_as_name(" my opening ").unwrap(), "my opening.ron");
        assert_eq!(save_as_name("x.ron").unwrap(), "x.ron");
        assert!(save_as_name("").is_err());
        assert!(
            save_as_name("../etc/passwd")
                .unwrap_err()
                .contains("plain name")
        );
        assert!(save_as_name(".hidden").is_err());
    }
}
