//! The problems the last reload found in the game's files, each with the hex or hexside it
//! points at when it names one (`rules::load::locate`): listed by `ui::problems`, outlined on
//! the map by `drawing::problems`, until a reload succeeds. And [`LookAt`], which moves the view
//! to a hex (a problem clicked in the list).

use bevy::prelude::*;
use steppe_rules::load::locate::MapSpot;
use steppe_rules::model::map::HexIdx;

/// The problems of the last reload, in the files' order; empty once the files are good (or
/// another game's files are on screen).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct ReloadProblems(pub Vec<Problem>);

/// One problem: `file:line:col: message`, and where on the map it is, if anywhere.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Problem {
    pub text: String,
    pub at: Option<MapSpot>,
}

impl Problem {
    /// The hex the view goes to for this problem (a hexside's first hex).
    pub fn hex(&self) -> Option<HexIdx> {
        match self.at? {
            MapSpot::Hex(h) | MapSpot::Hexside(h, _) => Some(h),
        }
    }

    /// Whether the problem is at `h` (a hexside: at either of its hexes).
    pub fn is_at(&self, h: HexIdx) -> bool {
        match self.at {
            Some(MapSpot::Hex(x)) => x == h,
            Some(MapSpot::Hexside(a, b)) => a == h || b == h,
            None => false,
        }
    }
}

/// Move the view to hexes asked for.
#[derive(Message, Debug, Clone, PartialEq)]
pub(crate) enum LookAt {
    /// This hex in the middle of the map area (closer in if the whole map is in view).
    Hex(HexIdx),
    /// All these hexes inside `into`, a rectangle of the window in logical pixels (y down from
    /// the top left) that no window or bar covers: zoomed so that they fit, and centred there.
    Fit {
        hexes: Vec<HexIdx>,
        into: bevy::math::Rect,
    },
}
