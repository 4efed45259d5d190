//! The problems a reload found in the game's files, listed as `file:line:col: message` in red at
//! the top of the map until the files are fixed (the next good reload clears them). A problem
//! with a place on the map (outlined in red there by `drawing::problems`) is a link: a click
//! moves the view to it; the pointer over an outlined hex shows its problems. The game on
//! screen is the last good one meanwhile.

use crate::state::{Hovered, LookAt, PanelCover, ReloadProblems, UiSet};
use crate::ui::spots::Spots;
use crate::ui::titles::PROBLEMS;
use crate::ui::{ERROR, placed};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// At most this many problems are listed (the log has them all).
const SHOWN: usize = 12;

fn draw(
    mut contexts: EguiContexts,
    problems: Res<ReloadProblems>,
    cover: Res<PanelCover>,
    hovered: Res<Hovered>,
    mut look: MessageWriter<LookAt>,
    mut spots: ResMut<Spots>,
) -> Result {
    if problems.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    placed(PROBLEMS, &cover, ctx)
        .collapsible(true)
        .resizable(false)
        .default_width(520.0)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled(ui, PROBLEMS, |ui| {
                ui.label(
                    "Not reloaded: the game stays on the last good files until these are fixed.",
                );
                for (i, p) in problems.0.iter().take(SHOWN).enumerate() {
                    let text = egui::RichText::new(&p.text).color(ERROR);
                    match p.hex() {
                        Some(h) => {
                            let r = ui
                                .add(egui::Label::new(text.underline()).sense(egui::Sense::click()))
                                .on_hover_text("Click to see it on the map (outlined in red)");
                            spots.note(&format!("problem.{i}"), r.rect);
                            if r.clicked() {
                                look.write(LookAt::Hex(h));
                            }
                        }
                        None => {
                            ui.label(text);
                        }
                    }
                }
                if problems.0.len() > SHOWN {
                    ui.label(format!(
                        "and {} more (every one is in the log)",
                        problems.0.len() - SHOWN
                    ));
                }
            });
        });
    // The pointer over an outlined hex: its problems beside it.
    if let Some(h) = hovered.0
        && let Some(pos) = ctx.pointer_hover_pos()
    {
        let here: Vec<&str> = problems
            .0
            .iter()
            .filter(|p| p.is_at(h))
            .map(|p| p.text.as_str())
            .collect();
        if !here.is_empty() {
            egui::Area::new(egui::Id::new("problem at the pointer"))
                .order(egui::Order::Tooltip)
                .interactable(false)
                .fixed_pos(pos + egui::vec2(16.0, 16.0))
                .show(ctx, |ui| {
                    egui::Frame::popup(ui.style()).show(ui, |ui| {
                        ui.set_max_width(420.0);
                        for text in here {
                            ui.colored_label(ERROR, text);
                        }
                    });
                });
        }
    }
    Ok(())
}
