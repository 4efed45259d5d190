//! The game as a whole: a setup and a position (`Game`), `Game::apply` the one way a position
//! changes, undo and replay, a game watched back (`replay`), saves, and the words that describe commands.

pub mod check;
pub mod coming;
pub mod game;
pub mod legal;
pub mod replay;
pub mod rule_choices;
pub mod save;
pub mod words;
