//! The set-up window, for designers (F2, or the game menu): set-up mode's tools (move counters,
//! paint terrain, toggle hexsides), the terrain letters and hexside kinds of the ruleset, the
//! units off the map to put on it, and the edits made with undo and redo. Every edit goes into
//! the scenario's own file (`services::designer`).

use crate::client::services::saves::Source;
use crate::client::state::{
    CurrentGame, DesignRequest, Designer, Dialog, PanelCover, StatusLine, Tool, UiSet,
};
use crate::client::ui::placed;
use crate::client::ui::spots::Spots;
use crate::rules::engine::game::Game;
use crate::rules::load::edit::Edit;
use crate::rules::model::tables::UnitId;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewScenarioForm>()
        .add_systems(Update, toggle_key)
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// Turns set-up mode on or off: on only for a scenario before its first command.
pub(crate) fn toggle(game: &Game, designer: &mut Designer, status: &mut StatusLine) {
    if designer.on {
        designer.on = false;
        designer.picked = None;
        designer.first = None;
        *status = StatusLine::info("set-up mode off: the map plays the game again");
    } else if !game.log.is_empty() {
        *status = StatusLine::error(
            "set-up mode edits a scenario before its first command: start a new game of it (Menu, New game)",
        );
    } else {
        designer.on = true;
        *status = StatusLine::info(
            "set-up mode: drag counters, paint terrain, click two hexes for a hexside; every edit is written into the scenario file (Ctrl+Z undoes)",
        );
    }
}

fn toggle_key(
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<CurrentGame>,
    dialog: Res<Dialog>,
    mut designer: ResMut<Designer>,
    mut status: ResMut<StatusLine>,
) {
    if keys.just_pressed(KeyCode::F2) && *dialog == Dialog::None {
        toggle(&game.0, &mut designer, &mut status);
    }
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    source: Res<Source>,
    cover: Res<PanelCover>,
    mut designer: ResMut<Designer>,
    mut status: ResMut<StatusLine>,
    mut send: MessageWriter<DesignRequest>,
    mut spots: ResMut<Spots>,
    mut form: ResMut<NewScenarioForm>,
) -> Result {
    if !designer.on {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let mut d = designer.clone();
    let mut close = false;
    placed(
        crate::client::ui::layout::titles::DESIGNER,
        egui::Align2::RIGHT_TOP,
        &cover,
        ctx,
    )
    .collapsible(true)
    .resizable(false)
    .default_width(330.0)
    .show(ctx, |ui| {
        let file = source
            .loaded
            .scenario_path
            .file_name()
            .map_or_else(String::new, |f| f.to_string_lossy().into_owned());
        ui.label(format!("Editing {file}: each edit is written into it."));
        ui.horizontal(|ui| {
            for (tool, name, text) in [
                (Tool::Move, "designer.move", "Move counters"),
                (Tool::Terrain, "designer.terrain", "Paint terrain"),
                (Tool::Hexside, "designer.hexside", "Hexsides"),
            ] {
                let r = ui.selectable_value(&mut d.tool, tool, text);
                spots.note(name, r.rect);
            }
        });
        ui.separator();
        match d.tool {
            Tool::Move => {
                ui.label("Drag a counter to another hex; click one to take it off the map.");
                if let Some(u) = d.focus.filter(|&u| g.state.unit_hex(u).is_some()) {
                    take_off(ui, g, u, &mut d, &mut send);
                }
                ui.label("Off the map at the start: click one, then a hex:");
                off_map(ui, g, &mut d);
            }
            Tool::Terrain => {
                ui.label("Click or drag over hexes to paint them:");
                ui.horizontal_wrapped(|ui| {
                    for t in &g.rules.terrain {
                        let text = format!("{} {}", t.letter, t.name);
                        let r = ui.selectable_label(d.letter == Some(t.letter), text);
                        spots.note(&format!("designer.terrain.{}", t.id), r.rect);
                        if r.clicked() {
                            d.letter = Some(t.letter);
                        }
                    }
                });
            }
            Tool::Hexside => {
                ui.label("Click two neighbouring hexes: the side between them gets the kind, or loses it:");
                ui.horizontal_wrapped(|ui| {
                    for k in &g.rules.hexsides {
                        let r = ui
                            .selectable_label(d.kind.as_deref() == Some(k.id.as_str()), &k.name);
                        spots.note(&format!("designer.kind.{}", k.id), r.rect);
                        if r.clicked() {
                            d.kind = Some(k.id.clone());
                        }
                    }
                });
                if let Some(first) = d.first {
                    ui.label(format!("first hex: {}", g.scenario.map.label(first)));
                }
            }
        }
        ui.separator();
        ui.horizontal(|ui| {
            let undo = format!("Undo ({})  Ctrl+Z", d.undo.len());
            if ui.add_enabled(!d.undo.is_empty(), egui::Button::new(undo)).clicked() {
                send.write(DesignRequest::Undo);
            }
            let redo = format!("Redo ({})  Ctrl+Y", d.redo.len());
            if ui.add_enabled(!d.redo.is_empty(), egui::Button::new(redo)).clicked() {
                send.write(DesignRequest::Redo);
            }
        });
        for (_, what) in d.undo.iter().rev().take(6) {
            ui.label(what);
        }
        ui.separator();
        ui.horizontal(|ui| {
            if ui.button("Leave set-up mode  (F2)").clicked() {
                close = true;
            }
            let r = ui.selectable_label(form.open, "New scenario…");
            spots.note("designer.new", r.rect);
            if r.clicked() {
                form.open = !form.open;
                if form.open && form.rulesets.is_empty() {
                    form.rulesets = rulesets(&source);
                }
            }
        });
        if form.open {
            new_scenario(ui, &mut form, &mut send, &mut spots);
        }
    });
    if close {
        toggle(g, &mut d, &mut status);
    }
    // Marked changed only when something was picked or switched.
    if d.tool != designer.tool
        || d.letter != designer.letter
        || d.kind != designer.kind
        || d.picked != designer.picked
        || d.focus != designer.focus
        || d.turn != designer.turn
        || d.on != designer.on
    {
        *designer = d;
    }
    Ok(())
}

/// The unit clicked on the map, with its way off it: arriving on a turn, or out of the game.
fn take_off(
    ui: &mut egui::Ui,
    g: &Game,
    u: UnitId,
    d: &mut Designer,
    send: &mut MessageWriter<DesignRequest>,
) {
    let unit = &g.scenario.units[u as usize];
    let hex = g.state.unit_hex(u).map_or_else(String::new, |h| g.label(h));
    ui.label(format!("{} ({}) in {hex}:", unit.name, unit.id));
    d.turn = d.turn.clamp(1, g.scenario.turns.max(1));
    ui.horizontal(|ui| {
        ui.label("arrives on turn");
        ui.add(egui::DragValue::new(&mut d.turn).range(1..=g.scenario.turns.max(1)));
        if ui.button("Take off").clicked() {
            send.write(DesignRequest::Edit(Edit::Arrive {
                unit: unit.id.clone(),
                turn: d.turn,
            }));
            d.focus = None;
        }
        if ui.button("Out of the game").clicked() {
            send.write(DesignRequest::Edit(Edit::Remove {
                unit: unit.id.clone(),
            }));
            d.focus = None;
        }
    });
}

/// The units not on the map at the start (reinforcements, units starting eliminated): one
/// clicked is picked, and the next hex clicked puts it there.
fn off_map(ui: &mut egui::Ui, g: &Game, d: &mut Designer) {
    let waiting: Vec<UnitId> = (0..g.scenario.units.len() as UnitId)
        .filter(|&u| g.state.unit_hex(u).is_none())
        .collect();
    if waiting.is_empty() {
        ui.label("(every unit starts on the map)");
        return;
    }
    egui::ScrollArea::vertical()
        .max_height(160.0)
        .show(ui, |ui| {
            for u in waiting {
                let unit = &g.scenario.units[u as usize];
                let text = format!("{} ({})", unit.name, unit.id);
                if ui.selectable_label(d.picked == Some(u), text).clicked() {
                    d.picked = Some(u);
                }
            }
        });
}

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
fn rulesets(source: &Source) -> Vec<(std::path::PathBuf, String)> {
    let mut out = Vec::new();
    for dir in [crate::catalog::shipped_dir(), source.user_scenarios()] {
        let Ok(entries) = std::fs::read_dir(dir.join("rulesets")) else {
            continue;
        };
        let mut files: Vec<std::path::PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .collect();
        files.sort();
        for f in files {
            if let Ok(r) = crate::files::load_ruleset(&f) {
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

fn new_scenario(
    ui: &mut egui::Ui,
    form: &mut NewScenarioForm,
    send: &mut MessageWriter<DesignRequest>,
    spots: &mut Spots,
) {
    use crate::rules::load::blank::MOST;
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
