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

/// How much of the window the egui panels cover, in logical pixels from the top and from the
/// bottom: the map under them takes no clicks.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub(crate) struct PanelCover {
    pub top: f32,
    pub bottom: f32,
}

impl PanelCover {
    /// Is this cursor position (y down from the top) over a panel?
    pub fn covers(&self, window_height: f32, cursor: Vec2) -> bool {
        cursor.y < self.top || cursor.y > window_height - self.bottom
    }
}

/// A dialog that must be answered first is open (the hand-over screen, the offer to continue,
/// the end of the game): the map takes no clicks or keys until it is answered.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Blocked(pub bool);
