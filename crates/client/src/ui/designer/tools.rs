//! Each set-up tool's part of the set-up window: the counters off the map (to put on it, with
//! the turn a reinforcement arrives and its group's entry hexes), a counter clicked on the map
//! (to take it off), the terrain letters, the hexside kinds, the objective picked to move, and
//! the place being edited (its name and features).

use crate::state::{DesignRequest, Designer, Tool};
use crate::ui::spots::Spots;
use bevy::prelude::*;
use bevy_egui::egui;
use steppe_rules::engine::game::Game;
use steppe_rules::load::edit::Edit;
use steppe_rules::model::tables::Entering;
use steppe_rules::model::tables::UnitId;

/// The chosen tool's part of the window.
pub(super) fn section(
    ui: &mut egui::Ui,
    g: &Game,
    d: &mut Designer,
    send: &mut MessageWriter<DesignRequest>,
    spots: &mut Spots,
) {
    match d.tool {
        Tool::Move => {
            ui.label("Drag a counter to another hex; click one to take it off the map.");
            if let Some(u) = d.focus.filter(|&u| g.state.unit_hex(u).is_some()) {
                take_off(ui, g, u, d, send);
            }
            ui.label("Off the map at the start: click one, then a hex:");
            off_map(ui, g, d, send, spots);
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
            ui.label(
                "Click two neighbouring hexes: the side between them gets the kind, or loses it:",
            );
            ui.horizontal_wrapped(|ui| {
                for k in &g.rules.hexsides {
                    let r = ui.selectable_label(d.kind.as_deref() == Some(k.id.as_str()), &k.name);
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
        Tool::Objectives => {
            ui.label("Objectives are ringed in gold. Click one, then the hex it moves to.");
            for v in &g.scenario.victory {
                let hexes: Vec<String> = v.hexes.iter().map(|&h| g.label(h)).collect();
                ui.label(egui::RichText::new(format!("{}: {}", v.name, hexes.join(", "))).small());
            }
            if let Some(first) = d.first {
                ui.label(format!("moving the objective in {}", g.label(first)));
            }
        }
        Tool::Places => place(ui, g, d, send, spots),
        Tool::NewUnit => super::new_unit::form(ui, g, d, send, spots),
    }
}

/// The place tool: the hex clicked, its name and its features, written with "Write".
fn place(
    ui: &mut egui::Ui,
    g: &Game,
    d: &mut Designer,
    send: &mut MessageWriter<DesignRequest>,
    spots: &mut Spots,
) {
    let Some(h) = d.first else {
        ui.label("Click a hex to name it or give it features (a city, a fortress).");
        return;
    };
    ui.label(format!("The place in {}:", g.label(h)));
    ui.horizontal(|ui| {
        ui.label("name");
        let r = ui.add(egui::TextEdit::singleline(&mut d.place_name).desired_width(180.0));
        spots.note("designer.place.name", r.rect);
    });
    ui.horizontal_wrapped(|ui| {
        for f in &g.rules.features {
            let mut on = d.place_features.contains(&f.id);
            let r = ui.checkbox(&mut on, &f.name);
            spots.note(&format!("designer.feature.{}", f.id), r.rect);
            if r.changed() {
                if on {
                    d.place_features.push(f.id.clone());
                } else {
                    d.place_features.retain(|x| *x != f.id);
                }
            }
        }
    });
    let r = ui.button("Write");
    spots.note("designer.place.write", r.rect);
    if r.clicked() {
        // The ruleset's order, whatever order they were ticked in.
        let features: Vec<String> = g
            .rules
            .features
            .iter()
            .filter(|f| d.place_features.contains(&f.id))
            .map(|f| f.id.clone())
            .collect();
        let name = d.place_name.trim();
        send.write(DesignRequest::Edit(Edit::Place {
            hex: g.label(h),
            name: (!name.is_empty()).then(|| name.to_string()),
            features,
        }));
    }
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
        if ui
            .button("Out of the game")
            .on_hover_text(
                "No hex and no arrival: it starts eliminated, and enters play only if rebuilt",
            )
            .clicked()
        {
            send.write(DesignRequest::Edit(Edit::Remove {
                unit: unit.id.clone(),
            }));
            d.focus = None;
        }
        delete_button(ui, &unit.id, send);
    });
}

/// "Delete": the unit leaves the order of battle (its line in the file goes).
fn delete_button(ui: &mut egui::Ui, id: &str, send: &mut MessageWriter<DesignRequest>) {
    if ui
        .button("Delete")
        .on_hover_text("Take the unit out of the scenario file (Ctrl+Z puts it back)")
        .clicked()
    {
        send.write(DesignRequest::Edit(Edit::Delete {
            unit: id.to_string(),
        }));
    }
}

/// The turn a unit off the map arrives on, if it does.
fn arrival_of(g: &Game, u: UnitId) -> Option<&steppe_rules::model::tables::Arrival> {
    g.scenario
        .reinforcements
        .iter()
        .find(|a| a.units.contains(&u))
}

/// The units not on the map at the start (reinforcements, units starting eliminated): one
/// clicked is picked, and the next hex clicked puts it there; a picked reinforcement's turn and
/// its group's entry hexes can be changed.
fn off_map(
    ui: &mut egui::Ui,
    g: &Game,
    d: &mut Designer,
    send: &mut MessageWriter<DesignRequest>,
    spots: &mut Spots,
) {
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
            for (i, &u) in waiting.iter().enumerate() {
                let unit = &g.scenario.units[u as usize];
                let text = match arrival_of(g, u) {
                    Some(a) => egui::RichText::new(format!(
                        "{} ({}), arrives on turn {}",
                        unit.name, unit.id, a.turn
                    )),
                    None => egui::RichText::new(format!(
                        "{} ({}): no hex and no arrival turn, so it never enters play \
                         (unless rebuilt): give it a hex or a turn",
                        unit.name, unit.id
                    ))
                    .color(ui.visuals().warn_fg_color),
                };
                let r = ui.selectable_label(d.picked == Some(u), text);
                spots.note(&format!("designer.offmap.{i}"), r.rect);
                if r.clicked() {
                    d.picked = Some(u);
                    d.turn = arrival_of(g, u).map_or(1, |a| a.turn);
                }
            }
        });
    let Some(u) = d.picked.filter(|u| waiting.contains(u)) else {
        d.entry_mode = false;
        return;
    };
    let id = g.scenario.units[u as usize].id.clone();
    ui.horizontal(|ui| {
        ui.label(format!("{id} arrives on turn"));
        d.turn = d.turn.clamp(1, g.scenario.turns.max(1));
        ui.add(egui::DragValue::new(&mut d.turn).range(1..=g.scenario.turns.max(1)));
        let r = ui.button("Set");
        spots.note("designer.turn.set", r.rect);
        if r.clicked() {
            send.write(DesignRequest::Edit(Edit::Arrive {
                unit: id.clone(),
                turn: d.turn,
            }));
        }
        delete_button(ui, &id, send);
    });
    let Some(arrival) = arrival_of(g, u) else {
        return;
    };
    let entry = match &arrival.entry {
        Entering::CityOrEdge => "any friendly city or the home edge".to_string(),
        Entering::HomeEdge => "the home edge".to_string(),
        Entering::Hexes(h) => format!(
            "{} (ringed in green)",
            steppe_rules::model::words::counted(h.len(), "hex", "hexes")
        ),
    };
    ui.label(format!("It enters with its group: {entry}."));
    let r = ui.checkbox(
        &mut d.entry_mode,
        "Clicks on the map add or take away entry hexes",
    );
    spots.note("designer.entry", r.rect);
}
