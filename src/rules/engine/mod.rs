//! The game as a whole: `Game::apply` is the one way a state changes; commands, events and
//! refusals; undo and replay; saves.

pub mod command;
pub mod game;
pub mod hash;
pub mod rule_choices;
pub mod save;
pub mod state;
pub mod words;
