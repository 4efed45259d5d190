//! Play by e-mail, the file side: a turn file is a save of the whole game (so `steppe replay`
//! and the window's Open… read it as any save) plus a hash chain (`SaveFile::mail`), one link
//! per turn sent. [`send_turn`] writes one at the end of a side's turn (or when a battle waits
//! on the other side's answer); [`open_turn`] checks one against the receiver's own record and
//! hands over the game, refusing, with what happened, a file changed by hand, a stale file, a
//! file from another branch or another game, and the receiver's own file. docs/pbem.md says
//! what the chain guarantees and what it cannot.

mod against;
mod chain;
mod open;
mod record;
mod send;
mod walk;

pub use open::{OpenedTurn, check_turn, open_turn};
pub use record::{Known, Record, TURN_SUFFIX, last_copy_path, record_path};
pub use send::{send_turn, turn_file_name};

/// Where a player's records of games by e-mail go in their data folder: its `pbem` folder.
pub fn record_folder(data_dir: &std::path::Path) -> std::path::PathBuf {
    data_dir.join("pbem")
}
