//! A side's colours in the windows: its counter colour at an opacity (the phase strip, the
//! objectives), and lightened for lines and names (the what-if charts, the battles grid).

use crate::drawing::colour;
use crate::ui::egui_colour;
use bevy::prelude::*;
use bevy_egui::egui;
use steppe_rules::engine::game::Game;

/// A side's `#rrggbb` colour at this opacity (0-255).
pub(super) fn side_colour(hex: &str, alpha: u8) -> egui::Color32 {
    egui_colour(colour(hex).with_alpha(f32::from(alpha) / 255.0))
}

/// A side's line colour: its counter colour, lightened so that a dark one shows on the window.
pub(crate) fn line_colour(g: &Game, side: usize) -> egui::Color32 {
    let c = side_colour(&g.rules.sides[side].colour, 255);
    let lift = |v: u8| v.max(90).saturating_add(40);
    egui::Color32::from_rgb(lift(c.r()), lift(c.g()), lift(c.b()))
}
