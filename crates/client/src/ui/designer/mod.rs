//! The set-up window, for designers (F2, or the game menu): set-up mode's tools (move counters,
//! paint terrain, toggle hexsides, move objectives, edit places, add units; each tool's part is
//! in `tools`, the new unit's form in `new_unit`),
//! the edits made with undo and redo, and "New scenario…" (`new_scenario`). Every edit goes
//! into the scenario's own file (`services::designer`).

mod new_scenario;
mod new_unit;
mod tools;

pub(crate) use new_scenario::NewScenarioForm;

use crate::services::saves::Source;
use crate::state::{
    CurrentGame, DesignHistory, DesignRequest, Designer, Dialog, PanelCover, StatusLine, Tool,
    UiSet,
};
use crate::ui::placed;
use crate::ui::spots::Spots;
use crate::ui::titles::DESIGNER;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::engine::game::Game;

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
    history: Res<DesignHistory>,
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
    // A copy of the picks (no file texts in it): the resource is marked changed only when one
    // of them is.
    let mut d = designer.clone();
    let mut close = false;
    placed(DESIGNER, &cover, ctx)
        .collapsible(true)
        .resizable(false)
        .default_width(330.0)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled(ui, DESIGNER, |ui| {
                let file = source
                    .loaded
                    .scenario_path
                    .file_name()
                    .map_or_else(String::new, |f| f.to_string_lossy().into_owned());
                ui.label(format!("Editing {file}: each edit is written into it."));
                ui.horizontal_wrapped(|ui| {
                    for (tool, name, text) in [
                        (Tool::Move, "designer.move", "Counters"),
                        (Tool::Terrain, "designer.terrain", "Terrain"),
                        (Tool::Hexside, "designer.hexside", "Hexsides"),
                        (Tool::Objectives, "designer.objectives", "Objectives"),
                        (Tool::Places, "designer.places", "Places"),
                        (Tool::NewUnit, "designer.newunit", "New unit"),
                    ] {
                        let r = ui.selectable_value(&mut d.tool, tool, text);
                        spots.note(name, r.rect);
                        if r.clicked() {
                            d.first = None;
                            d.picked = None;
                            if tool == Tool::NewUnit {
                                // The form starts like the file's units of its nationality
                                // and type.
                                d.unit.like_others(g);
                            }
                        }
                    }
                });
                ui.separator();
                tools::section(ui, g, &mut d, &mut send, &mut spots);
                ui.separator();
                ui.horizontal(|ui| {
                    let undo = format!("Undo ({})  Ctrl+Z", history.undo.len());
                    if ui
                        .add_enabled(!history.undo.is_empty(), egui::Button::new(undo))
                        .clicked()
                    {
                        send.write(DesignRequest::Undo);
                    }
                    let redo = format!("Redo ({})  Ctrl+Y", history.redo.len());
                    if ui
                        .add_enabled(!history.redo.is_empty(), egui::Button::new(redo))
                        .clicked()
                    {
                        send.write(DesignRequest::Redo);
                    }
                });
                for (_, what) in history.undo.iter().rev().take(6) {
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
                            form.rulesets = new_scenario::rulesets(&source);
                        }
                    }
                });
                if form.open {
                    new_scenario::new_scenario(ui, &mut form, &mut send, &mut spots);
                }
            });
        });
    if close {
        toggle(g, &mut d, &mut status);
    }
    if d != *designer {
        *designer = d;
    }
    Ok(())
}
