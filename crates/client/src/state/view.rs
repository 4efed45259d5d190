//! What the map view is asked to show: hexes to bring into view, the computer's last command as
//! lines on the map, the camera the player looks through, and the order the panels are drawn in.

use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;
use steppe_rules::state::command::Command;

/// Hexes to bring into view.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub(crate) struct ShowHexes {
    pub hexes: Vec<HexIdx>,
    /// All of them (a retreat's hexes), or one is enough (the hexes a unit may be placed in).
    pub all: bool,
}

/// Lines through hex centres (each a move's path or an attacker's line to its target), and the
/// hexes ringed at their ends.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Trail {
    pub lines: Vec<Vec<HexIdx>>,
}

impl Trail {
    /// What the computer's `command` looks like on the map, worked out before it is applied
    /// (a move's unit still where it started).
    pub fn of(g: &Game, command: &Command) -> Trail {
        let lines = match command {
            Command::Move { unit, path } => g
                .state
                .unit_hex(*unit)
                .map(|from| std::iter::once(from).chain(path.iter().copied()).collect())
                .into_iter()
                .collect(),
            Command::Place { hex, .. } | Command::Rebuild { hex, .. } => vec![vec![*hex]],
            Command::Attack {
                attackers,
                defender,
            } => attackers
                .iter()
                .filter_map(|&u| g.state.unit_hex(u))
                .map(|h| vec![h, *defender])
                .collect(),
            Command::Retreat { path } => vec![path.clone()],
            _ => Vec::new(),
        };
        Trail { lines }
    }
}

/// The order panels are drawn in.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum UiSet {
    Bars,
    Windows,
    Dialogs,
}

/// The camera the player looks through (the map's picture has a camera of its own,
/// `board_cache`).
#[derive(Component, Debug, Default)]
pub(crate) struct MainCamera;

/// The window opened on the New game screen: no scenario was named on the command line (a fact
/// of the start, which the continue offers read).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FrontDoor(pub bool);
