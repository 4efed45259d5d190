//! The dialog on screen, which blocks the map and the computer while it is open.

use bevy::prelude::*;
use std::path::PathBuf;
use steppe_rules::model::tables::SideId;

/// The dialog on screen.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) enum Dialog {
    #[default]
    None,
    HandOver {
        side: SideId,
    },
    /// Unfinished games in the autosaves, to continue one.
    Continue {
        offers: Vec<Offer>,
    },
    Open {
        error: Option<String>,
    },
    End,
    /// A question (`confirm`), and the dialog to go back to if it is cancelled.
    Confirm {
        ask: Ask,
        back: Box<Dialog>,
    },
    /// The New game screen (`new_game`).
    NewGame,
    /// The game menu (`menu`).
    Menu,
    /// Save as: the name typed so far.
    SaveAs {
        name: String,
        error: Option<String>,
    },
    /// Open a file by its path.
    OpenFile {
        text: String,
        error: Option<String>,
    },
    /// Open the opponent's turn file (a game by e-mail): its path, and why the last one was
    /// refused.
    OpenTurn {
        text: String,
        error: Option<String>,
    },
}

/// The question about `ask`, on top of (and back to, if cancelled) the dialog on screen.
pub(crate) fn asking(ask: Ask, dialog: &Dialog) -> Dialog {
    let back = match dialog {
        Dialog::Confirm { back, .. } => back.clone(),
        other => Box::new(other.clone()),
    };
    Dialog::Confirm { ask, back }
}

/// What is asked about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ask {
    /// The window's close button.
    Quit,
    /// Another saved game picked in the list of saves.
    Open(PathBuf),
    /// End phase in a reinforcement phase with arrived units off the map.
    EndPhase,
    /// The New game screen (from the menu), with a scenario opened by path picked on it.
    NewGame(Option<PathBuf>),
}

/// An unfinished game in an autosave, offered for continuing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Offer {
    pub path: PathBuf,
    pub summary: String,
}
