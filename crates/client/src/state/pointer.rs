//! Where the map takes the pointer: the hex under it, the window edges the panels cover, and
//! whether a dialog keeps the map from taking input at all.

use bevy::prelude::*;
use steppe_rules::model::map::HexIdx;

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

#[cfg(test)]
mod tests {
    use crate::state::pointer::*;

    /// The bars and the dock take the clicks over them; the map keeps the rest.
    #[test]
    fn the_dock_and_the_bars_cover_their_edges() {
        let cover = PanelCover {
            top: 57.0,
            bottom: 35.0,
            right: 287.0,
        };
        let window = Vec2::new(1024.0, 640.0);
        assert!(cover.covers(window, Vec2::new(900.0, 300.0)), "the dock");
        assert!(cover.covers(window, Vec2::new(100.0, 20.0)), "the top bar");
        assert!(
            cover.covers(window, Vec2::new(100.0, 620.0)),
            "the status bar"
        );
        assert!(!cover.covers(window, Vec2::new(700.0, 300.0)), "the map");
        let map = cover.map_rect(window);
        assert_eq!(map, Rect::new(0.0, 57.0, 737.0, 605.0));
        assert!(!cover.covers(window, map.center()));
    }
}
