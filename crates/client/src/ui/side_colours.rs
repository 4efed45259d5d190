//! A side's colours in the windows, in the palette chosen (`state::Palette`): its counter colour
//! at an opacity (the phase strip, the objectives), and lightened for lines and names (the
//! what-if charts, the battles grid). The panels read the palette from egui's memory, where
//! [`share_palette`] puts it before they are drawn, so that no panel needs it passed down.

use crate::drawing::palette;
use crate::state::Palette;
use crate::ui::egui_colour;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use steppe_rules::engine::game::Game;

/// Where the palette is kept in egui's memory.
fn key() -> egui::Id {
    egui::Id::new("steppe.palette")
}

/// Puts the palette where the panels read it, before they are drawn.
pub(super) fn share_palette(mut contexts: EguiContexts, palette: Option<Res<Palette>>) -> Result {
    let p = palette.map_or(Palette::Standard, |p| *p);
    let ctx = contexts.ctx_mut()?;
    if ctx.data(|d| d.get_temp::<Palette>(key())) != Some(p) {
        ctx.data_mut(|d| d.insert_temp(key(), p));
    }
    Ok(())
}

/// The palette the panels are drawn in.
pub(crate) fn palette_of(ui: &egui::Ui) -> Palette {
    ui.ctx()
        .data(|d| d.get_temp::<Palette>(key()))
        .unwrap_or_default()
}

/// A side's colour at this opacity (0-255).
pub(super) fn side_colour(ui: &egui::Ui, g: &Game, side: usize, alpha: u8) -> egui::Color32 {
    let c = palette::side_colour(g, palette_of(ui), side);
    egui_colour(c.with_alpha(f32::from(alpha) / 255.0))
}

/// A side's line colour in `palette` (`palette_of` the panel): its counter colour, lightened
/// so that a dark one shows on the window.
pub(crate) fn line_colour(palette: Palette, g: &Game, side: usize) -> egui::Color32 {
    let c = egui_colour(palette::side_colour(g, palette, side));
    let lift = |v: u8| v.max(90).saturating_add(40);
    egui::Color32::from_rgb(lift(c.r()), lift(c.g()), lift(c.b()))
}
