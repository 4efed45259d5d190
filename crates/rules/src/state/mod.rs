//! What a game is made of, below everything that changes it: the position (`State`: units,
//! control, dice, the battle being resolved, the turn's counts), the commands a player gives and
//! the events and refusals they produce, and the `Setup` a position is read against (the checked
//! ruleset and scenario). Queries and mechanics are functions of `(&Setup, &State)` or
//! `(&Setup, &mut State)`; the `engine`'s `Game` puts a setup and a state together.

pub mod battle;
pub mod command;
mod copy;
pub mod formations;
pub mod hash;
pub mod position;
pub mod setup;

pub use battle::{Air, Pending, Reaction, Scale, Stage};
pub use formations::{Formations, Leaders};
pub use position::{Dice, State, StatusSerial, UnitState, UnitStatus};
pub use setup::Setup;
