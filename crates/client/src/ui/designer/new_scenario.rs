//! Set-up mode's "New scenario…" form: a ruleset (the shipped ones and the user's), a name and
//! a map size; "Create and open" asks `services::designer` to write the file into the user's
//! scenarios folder and open it for editing.

use crate::services::saves::Source;
use crate::state::DesignRequest;
use crate::ui::spots::Spots;
use bevy::prelude::*;
use bevy_egui::egui;

/// The "New scenario…" form: a ruleset, a name and a map size.
#[derive(Resource, Debug)]
pub(crate) struct NewScenarioForm {
    pub open: bool,
    /// The rulesets offered: file and game name.
    pub rulesets: Vec<(std::path::PathBuf, String)>,
    pub ruleset: usize,
    pub name: String,
    pub width: u32,
    pub height: u32,
}

impl Default for NewScenarioForm {
    fn default() -> Self {
        NewScenarioForm {
            open: false,
            rulesets: Vec::new(),
            ruleset: 0,
            name: String::new(),
            width: 30,
            height: 20,
        }
    }
}

/// The rulesets a new scenario can be of: the shipped ones and those in the user's scenarios
/// folder, each with its game's name (files that do not load are left out).
pub(super) fn rulesets(source: &Source) -> Vec<(std::path::PathBuf, String)> {
    let mut out = Vec::new();
    for dir in steppe_files::catalog::shipped_dir()
        .into_iter()
        .chain([source.user_scenarios()])
    {
        let Ok(entries) = std::fs::read_dir(dir.join("rulesets")) else {
            continue;
        };
        let mut files: Vec<std::path::PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .collect();
        files.sort();
        for f in files {
            if let Ok(r) = steppe_files::load_ruleset(&f) {
                let name = format!(
                    "{} ({})",
                    r.name,
                    f.file_name()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
                );
                if !out.iter().any(|(_, n)| *n == name) {
                    out.push((f, name));
                }
            }
        }
    }
    out
}

pub(super) fn new_scenario(
    ui: &mut egui::Ui,
    form: &mut NewScenarioForm,
    send: &mut MessageWriter<DesignRequest>,
    spots: &mut Spots,
) {
    use steppe_rules::load::blank::MOST;
    ui.label("A new scenario: all clear terrain, no units, one objective in the middle.");
    let Some((_, chosen)) = form.rulesets.get(form.ruleset) else {
        ui.label("(no ruleset loads: see the log)");
        return;
    };
    egui::ComboBox::from_label("ruleset")
        .selected_text(chosen.clone())
        .show_ui(ui, |ui| {
            for (i, (_, name)) in form.rulesets.iter().enumerate() {
                ui.selectable_value(&mut form.ruleset, i, name);
            }
        });
    ui.horizontal(|ui| {
        ui.label("name");
        let r = ui.add(
            egui::TextEdit::singleline(&mut form.name)
                .hint_text("Road to Kursk")
                .desired_width(200.0),
        );
        spots.note("designer.new.name", r.rect);
    });
    ui.horizontal(|ui| {
        ui.label("map");
        ui.add(egui::DragValue::new(&mut form.width).range(2..=MOST));
        ui.label("columns by");
        ui.add(egui::DragValue::new(&mut form.height).range(2..=MOST));
        ui.label("rows");
    });
    let ready = !form.name.trim().is_empty();
    let r = ui
        .add_enabled(ready, egui::Button::new("Create and open"))
        .on_disabled_hover_text("Give it a name first");
    spots.note("designer.new.create", r.rect);
    if r.clicked() {
        send.write(DesignRequest::NewScenario {
            ruleset: form.rulesets[form.ruleset].0.clone(),
            name: form.name.trim().to_string(),
            width: form.width,
            height: form.height,
        });
        form.open = false;
    }
}
