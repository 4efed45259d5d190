//! The problems a reload found in the game's files, listed as `file:line:col: message` in red at
//! the top of the map until the files are fixed (the next good reload clears them). The game on
//! screen is the last good one meanwhile.

use crate::client::services::reload::ReloadProblems;
use crate::client::state::PanelCover;
use crate::client::state::UiSet;
use crate::client::ui::{ERROR, placed};
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
) -> Result {
    if problems.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    placed(
        crate::client::ui::layout::titles::PROBLEMS,
        egui::Align2::CENTER_TOP,
        &cover,
        ctx,
    )
    .collapsible(true)
    .resizable(false)
    .default_width(520.0)
    .show(ctx, |ui| {
        ui.label("Not reloaded: the game stays on the last good files until these are fixed.");
        for p in problems.0.iter().take(SHOWN) {
            ui.colored_label(ERROR, p);
        }
        if problems.0.len() > SHOWN {
            ui.label(format!(
                "and {} more (every one is in the log)",
                problems.0.len() - SHOWN
            ));
        }
    });
    Ok(())
}
