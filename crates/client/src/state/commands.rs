//! The messages that change the game and say it changed: a player's or the computer's
//! [`SendCommand`], applied by the one applying system (`services::apply`, in [`ApplySet`]),
//! which then writes [`GameChanged`].

use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::state::command::{Command, Event};

/// The system set of the applying system: readers of the game's changes run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct ApplySet;

/// A player's request to change the game.
#[derive(Message, Debug, Clone)]
pub(crate) enum SendCommand {
    /// A player's rules command, judged by `Game::apply`; refused while the computer plays the
    /// side that acts.
    Apply(Command),
    /// The computer's command for the side it plays (`computer`).
    Computer(Command),
    /// Take back the last command (not past a die roll).
    Undo,
    /// Put another game in place of this one (a loaded save, a new game), saying what it is.
    Replace(Box<Game>, String),
}

/// What the applying system did to the game, for the readers that keep a history (the battle
/// log, the last roll on the CRT, the autosave, the hand-over screen).
#[derive(Message, Debug, Clone)]
pub(crate) enum GameChanged {
    /// A command was applied (it is now the last of `game.log`), with what it caused.
    Applied {
        command: Command,
        events: Vec<Event>,
        /// The computer's command (`SendCommand::Computer`), not a person's.
        by_computer: bool,
    },
    /// The last command was taken back.
    Undone,
    /// A different game is shown.
    Replaced,
}

/// What a player's action does to the game, for any system that acts on a click, a key or a
/// button: send a rules command (the applying system then says what it did, or the rules'
/// reason for refusing it) or say in the status line why nothing was sent.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Act<'w> {
    send: MessageWriter<'w, SendCommand>,
    status: ResMut<'w, crate::state::StatusLine>,
}

impl Act<'_> {
    /// Sends a player's rules command.
    pub fn command(&mut self, command: Command) {
        self.send.write(SendCommand::Apply(command));
    }

    /// Says what the action did, when it sent nothing (a plan changed, a unit picked).
    pub fn say(&mut self, text: impl Into<String>) {
        *self.status = crate::state::StatusLine::info(text);
    }

    /// Says why the action does nothing.
    pub fn refuse(&mut self, why: impl Into<String>) {
        *self.status = crate::state::StatusLine::error(why);
    }
}
