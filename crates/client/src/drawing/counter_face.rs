//! A counter's face, shared by the counter (`counters`) and the badges down its edge
//! (`badges`): its size on the map, the colour of its edge, and the text written on it.

use crate::drawing::board::map_text;
use crate::state::HEX_SIZE;
use bevy::prelude::*;

/// Side of a counter in world units: most of a hex's height.
pub(crate) const COUNTER: f32 = 0.8 * 1.732_050_8 * HEX_SIZE;
/// A counter's edge, and the edge of the badges on it.
pub(crate) const EDGE: Color = Color::srgb(0.05, 0.05, 0.05);

/// Width of a character of the default (monospaced) font, per unit of font size.
pub(crate) const CHAR_WIDTH: f32 = 0.6;

/// A counter's text, over its face.
pub(crate) fn text(content: String, size: f32, colour: Color, at: Vec2) -> impl Bundle {
    map_text(content, size, colour, at.extend(0.002))
}
