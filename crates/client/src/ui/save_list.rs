//! The list of saves in the Open dialog: one row per save with its game, scenario, turn and date,
//! and a note where its files changed since or it no longer loads. A row is worked out once (a
//! save is loaded to know its turn) and kept while the dialog stays open.

use crate::services::saves::{SaveRow, list_saves, save_row};
use bevy_egui::egui;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The rows worked out so far, by file and its modification time.
#[derive(Default)]
pub(super) struct SaveRows(HashMap<PathBuf, (SystemTime, SaveRow)>);

impl SaveRows {
    /// The saves in `dir`, newest first, each row loaded once (again if the file changed).
    pub fn of(&mut self, dir: &Path) -> Vec<SaveRow> {
        let listed = list_saves(dir);
        self.0.retain(|p, _| listed.iter().any(|(l, _)| l == p));
        listed
            .into_iter()
            .map(|(path, t)| {
                let fresh = self.0.get(&path).is_some_and(|(seen, _)| *seen == t);
                if !fresh {
                    let row = save_row(&path, t);
                    self.0.insert(path.clone(), (t, row));
                }
                self.0[&path].1.clone()
            })
            .collect()
    }

    /// Forgets every row: the next opening loads them again (a scenario may have changed).
    pub fn clear(&mut self) {
        self.0.clear();
    }
}

/// The saves as a table: Open and Watch, game, scenario, turn, date, and the file with its note
/// beneath; the save whose Open (false) or Watch (true: watch it back) was clicked.
pub(super) fn save_table(ui: &mut egui::Ui, rows: &[SaveRow]) -> Option<(PathBuf, bool)> {
    let mut clicked = None;
    egui::Grid::new("saves")
        .striped(true)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            for h in ["", "", "game", "scenario", "turn", "saved"] {
                ui.label(egui::RichText::new(h).strong());
            }
            ui.end_row();
            for r in rows {
                let open = ui
                    .button("Open")
                    .on_hover_text(r.path.display().to_string());
                if open.clicked() {
                    clicked = Some((r.path.clone(), false));
                }
                let watch = ui
                    .button("Watch")
                    .on_hover_text("watch it back from its start, command by command");
                if watch.clicked() {
                    clicked = Some((r.path.clone(), true));
                }
                ui.label(&r.game);
                ui.label(&r.scenario);
                ui.label(&r.turn);
                ui.label(&r.date);
                ui.end_row();
                ui.label("");
                ui.label("");
                let file = egui::RichText::new(&r.name).small().weak();
                match &r.note {
                    Some(note) => ui.label(
                        egui::RichText::new(format!("{} — {note}", r.name))
                            .small()
                            .color(crate::ui::ERROR),
                    ),
                    None => ui.label(file),
                };
                ui.end_row();
            }
        });
    clicked
}
