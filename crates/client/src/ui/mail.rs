//! Play by e-mail in the window (docs/pbem.md): "Send turn" writes the turn file of the side
//! whose turn just ended into the data folder's `turns` folder, to send to the opponent; "Open
//! turn…" checks the opponent's file against this player's record (`steppe_files::turns`),
//! shows the opponent's commands since this player's last turn in the replay viewer, and hands
//! over the game as the file ends ("Play your turn").

use crate::services::saves::{LastSave, Source};
use crate::services::watching::{Watch, Watching};
use crate::state::{Dialog, Mail, Seats, StatusLine};
use crate::ui::ERROR;
use bevy_egui::egui;
use std::path::{Path, PathBuf};
use steppe_files::turns::{TURN_SUFFIX, open_turn, record_folder, send_turn};
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::acting_side;
use steppe_rules::model::tables::SideId;

/// What sending and opening turns touch.
pub(crate) struct MailPart<'a> {
    pub source: &'a mut Source,
    pub seats: &'a mut Seats,
    pub last: &'a mut LastSave,
    pub watching: &'a mut Watching,
    pub mail: &'a mut Mail,
    pub status: &'a mut StatusLine,
    pub floor: &'a mut crate::services::apply::UndoFloor,
}

/// The data folder (the saves folder's parent).
fn data_dir(source: &Source) -> PathBuf {
    source
        .saves
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// Where turn files are written and looked for: `<data dir>/turns`.
pub(crate) fn turns_dir(source: &Source) -> PathBuf {
    data_dir(source).join("turns")
}

/// The side whose turn is sent: this player's in a game by e-mail, else the side that is not
/// to act now (the one whose turn just ended).
fn sending_side(g: &Game, mail: &Mail) -> SideId {
    if let (Some(side), true) = (mail.side, mail.is(g)) {
        return side;
    }
    let sides = g.rules.sides.len().max(1) as SideId;
    (acting_side(g, &g.state) + 1) % sides
}

/// Send turn: the turn file written, or why not; the status line.
pub(crate) fn send_turn_now(g: &Game, p: &mut MailPart) -> StatusLine {
    if p.watching.on() {
        return StatusLine::error("watching a game back: close the viewer first");
    }
    let side = sending_side(g, p.mail);
    let record = record_folder(&data_dir(p.source));
    match send_turn(
        g,
        &p.source.loaded,
        &p.seats.sides,
        side,
        &turns_dir(p.source),
        &record,
    ) {
        Ok(path) => {
            *p.mail = Mail::playing(g, side);
            // What is sent is sent: undo stops here (the next file must follow this one).
            p.floor.0 = g.log.len();
            // The player's own copy too, as Ctrl+S saves it.
            let saved = crate::services::saves::save_now(g, p.source, p.seats, p.last);
            let also = if saved.error {
                format!(" ({})", saved.text)
            } else {
                " (and saved)".to_string()
            };
            StatusLine::info(format!(
                "the {} turn is written: send {} to your opponent{also}",
                g.rules.sides[side as usize].name,
                path.display()
            ))
        }
        Err(e) => StatusLine::error(e),
    }
}

/// Opens a turn file: checked against the record, watched from this player's last turn, then
/// handed over. Why not, if it is refused.
fn open_turn_file(path: &Path, p: &mut MailPart) -> Result<(), String> {
    let record = record_folder(&data_dir(p.source));
    let t = open_turn(path, &record)?;
    let game = &t.save.game;
    let sides = game.rules.sides.len().max(1) as SideId;
    let mine = (t.from_side + 1) % sides;
    let title = format!(
        "the {} turn {} ({})",
        game.rules.sides[t.from_side as usize].name,
        t.turn,
        path.file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
    );
    let mut w = Watch::new(
        game,
        t.save.loaded.clone(),
        t.save.seats.clone(),
        title,
        None,
    )?;
    w.go(t.since);
    w.hand_over = true;
    w.file = Some(path.display().to_string());
    *p.mail = Mail::playing(game, mine);
    p.watching.0 = Some(Box::new(w));
    *p.status = StatusLine::info(t.summary);
    Ok(())
}

/// The turn files in the turns folder, newest first.
fn turn_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(TURN_SUFFIX))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    files.sort_by_key(|f| std::cmp::Reverse(f.0));
    files.into_iter().map(|(_, p)| p).collect()
}

/// The Open turn dialog: a path typed or a turn file of the turns folder picked; the refusal
/// of the last one, in full.
pub(crate) fn open_turn_dialog(
    ui: &mut egui::Ui,
    p: &mut MailPart,
    mut text: String,
    error: Option<String>,
    next: &mut Option<Dialog>,
) {
    ui.set_min_width(560.0);
    ui.heading("Open your opponent's turn");
    let dir = turns_dir(p.source);
    ui.label(format!(
        "A turn file ({TURN_SUFFIX}) your opponent sent you: put it in {} or type its path.",
        dir.display()
    ));
    let r = ui.add(
        egui::TextEdit::singleline(&mut text)
            .hint_text("/path/to/file.steppe-turn.ron")
            .desired_width(540.0),
    );
    r.request_focus();
    if let Some(e) = &error {
        ui.add(egui::Label::new(egui::RichText::new(e).color(ERROR)).wrap());
    }
    let mut pick: Option<PathBuf> = None;
    let files = turn_files(&dir);
    if !files.is_empty() {
        ui.label(egui::RichText::new("In the turns folder").strong());
        for f in files.iter().take(12) {
            let name = f
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            if ui.button(name).clicked() {
                pick = Some(f.clone());
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
    if next.is_some() {
        return;
    }
    *next = Some(match pick {
        None => Dialog::OpenTurn { text, error },
        Some(path) if path.as_os_str().is_empty() => Dialog::OpenTurn {
            text,
            error: Some("type the path of a turn file, or pick one above".into()),
        },
        Some(path) => match open_turn_file(&path, p) {
            Ok(()) => Dialog::None,
            Err(e) => Dialog::OpenTurn {
                text: path.display().to_string(),
                error: Some(e),
            },
        },
    });
}
