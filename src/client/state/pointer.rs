//! Where the map takes the pointer: the hex under it, the window edges the panels cover, and
//! whether a dialog keeps the map from taking input at all.

use crate::rules::model::map::HexIdx;
use bevy::prelude::*;

/// The map hex under the pointer, if any (none over a panel or off the map).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Hovered(pub Option<HexIdx>);

/// When set, the pointer does not move [`Hovered`] (the screenshot mode pins it).
#[derive(Resource, Debug, Default)]
pub(crate) struct HoverFrozen(pub bool);

/// How much of the window the egui panels cover, in logical pixels from the top, from the
/// bottom (the bars) and from the right (the dock of windows): the map under them takes no
/// clicks.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub(crate) struct PanelCover {
    pub top: f32,
    pub bottom: f32,
    pub right: f32,
}

impl PanelCover {
    /// Is this cursor position (y down from the top left) of a window `window` in size over a
    /// panel?
    pub fn covers(&self, window: Vec2, cursor: Vec2) -> bool {
        cursor.y < self.top || cursor.y > window.y - self.bottom || cursor.x > window.x - self.right
    }

    /// The window's rectangle the map shows (min, max), logical pixels.
    pub fn map_rect(&self, window: Vec2) -> Rect {
        Rect::new(
            0.0,
            self.top,
            (window.x - self.right).max(0.0),
            (window.y - self.bottom).max(self.top),
        )
    }
}

/// A dialog that must be answered first is open (the hand-over screen, the offer to continue,
/// the end of the game): the map takes no clicks or keys until it is answered.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Blocked(pub bool);
