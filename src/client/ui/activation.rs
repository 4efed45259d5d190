//! The activations window, in games where formations take turns (out of combat phases, where the
//! combat results table takes its corner): who has the initiative, the formation acting now (its HQ, its units, which of its phases this is), or, while the side
//! chooses, the HQs and units out of command it may activate (a button each; a click on one of
//! their units on the map does the same), and how many formations each side has still to act.

use super::super::CurrentGame;
use super::super::apply::SendCommand;
use super::UiSet;
use crate::rules::engine::command::Command;
use crate::rules::engine::game::Game;
use crate::rules::mechanics::activation::{members, needs_activation, waiting};
use crate::rules::model::tables::UnitId;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// A formation in a line: "4th Army HQ in 0621: 11 unit(s)" / "... out of command".
pub(crate) fn formation_line(g: &Game, leader: UnitId) -> String {
    let name = &g.scenario.units[leader as usize].name;
    let at = g
        .unit_hex(leader)
        .map_or(String::new(), |h| format!(" in {}", g.label(h)));
    let n = members(g, &g.state, leader).len() - 1;
    if crate::rules::mechanics::activation::is_hq(g, leader) {
        format!("{name}{at}: {n} unit(s)")
    } else {
        format!("{name}{at}: out of command")
    }
}

fn draw(
    mut contexts: EguiContexts,
    cover: Res<super::super::selection::PanelCover>,
    game: Res<CurrentGame>,
    mut send: MessageWriter<SendCommand>,
) -> Result {
    let g = &game.0;
    let Some(a) = &g.rules.activations else {
        return Ok(());
    };
    // In a combat phase the combat results table has this corner; the top bar names the
    // formation acting.
    if g.state.over
        || a.run_of(g.state.phase).is_none()
        || g.rules.phases[g.state.phase].kind == crate::rules::data::ruleset::PhaseKind::Combat
    {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let side = g.phasing_side();
    let mut activate = None;
    super::placed(
        egui::Window::new("Activations"),
        egui::Align2::LEFT_TOP,
        &cover,
        ctx,
    )
    .default_width(260.0)
    .resizable(false)
    .show(ctx, |ui| {
        if let Some(s) = g.state.formations.initiative {
            ui.label(format!(
                "Initiative this turn: {}",
                g.rules.sides[s as usize].name
            ));
        }
        let left: Vec<String> = (0..g.rules.sides.len())
            .map(|s| {
                format!(
                    "{} {}",
                    g.rules.sides[s].name,
                    waiting(g, &g.state, s as u8).len()
                )
            })
            .collect();
        ui.label(format!("Still to act: {}", left.join(", ")));
        ui.separator();
        if needs_activation(g, &g.state) {
            ui.strong(format!(
                "{}: choose a formation to activate",
                g.rules.sides[side as usize].name
            ));
            ui.label("Click one of its units on the map (ringed in white), or:");
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .show(ui, |ui| {
                    for u in waiting(g, &g.state, side) {
                        ui.horizontal(|ui| {
                            if ui.button("Activate").clicked() {
                                activate = Some(u);
                            }
                            ui.label(formation_line(g, u));
                        });
                    }
                });
        } else if let Some(active) = g.state.formations.active {
            ui.strong(format!(
                "Acting: {} ({})",
                formation_line(g, active),
                g.rules.phases[g.state.phase].name
            ));
            ui.label("Only its units (ringed in blue) move and attack now.");
            egui::CollapsingHeader::new("Its units")
                .default_open(false)
                .show(ui, |ui| {
                    for u in members(g, &g.state, active).into_iter().skip(1) {
                        let at = g.unit_hex(u).map_or(String::new(), |h| g.label(h));
                        ui.label(format!("{at} {}", g.unit_name(u)));
                    }
                });
        }
    });
    if let Some(unit) = activate {
        send.write(SendCommand::Apply(Command::Activate { unit }));
    }
    Ok(())
}
