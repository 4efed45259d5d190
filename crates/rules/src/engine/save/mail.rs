//! The hash chain a turn file of a game played by e-mail carries (`SaveFile::mail`): for each turn
//! sent so far, who sent it, at which game turn, how many commands the game held then, the state
//! hash there, and a chain hash over the previous one, those commands' saved text and that state.
//! A file edited by hand, an older file or one from another branch of the game is caught by
//! recomputing the chain (`steppe_files::turns`); this module only says what is hashed.

use super::SavedCommand;
use crate::state::hash::Fnv;
use serde::{Deserialize, Serialize};

/// The chain of one game played by e-mail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailChain {
    /// The game's id, hexadecimal: drawn at random at the first send, carried by every file
    /// after it, so two games of one scenario and seed do not mix.
    pub game: String,
    /// Every turn sent so far, in order.
    pub links: Vec<MailLink>,
}

/// One turn sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailLink {
    /// The side that sent it, by id.
    pub side: String,
    /// The game turn its last command was played in.
    pub turn: u32,
    /// How many commands the game held when it was sent.
    pub commands: usize,
    /// The state hash after those commands, hexadecimal.
    pub state_hash: String,
    /// `link_hash` of the previous link's chain hash (`chain_start` for the first), this
    /// link's commands and its state, hexadecimal.
    pub chain: String,
}

/// The chain hash before the first link: the game's id, the scenario files' hash and the seed,
/// so a chain copied onto another game does not recompute.
pub fn chain_start(game: &str, content_hash: u64, seed: u64) -> u64 {
    let mut h = Fnv::new();
    h.write(b"steppe mail chain");
    h.u64(game.len() as u64);
    h.write(game.as_bytes());
    h.u64(content_hash);
    h.u64(seed);
    h.finish()
}

/// The chain hash of a link: the previous chain hash, who sent it at which turn, the saved text
/// of the commands it adds (each as compact RON), the number of commands in the game after them
/// and the state hash there.
pub fn link_hash(
    previous: u64,
    side: &str,
    turn: u32,
    added: &[SavedCommand],
    commands: usize,
    state_hash: u64,
) -> u64 {
    let mut h = Fnv::new();
    h.u64(previous);
    h.u64(side.len() as u64);
    h.write(side.as_bytes());
    h.u64(u64::from(turn));
    h.u64(added.len() as u64);
    for c in added {
        let text = ron::ser::to_string(c).expect("a saved command always serialises");
        h.u64(text.len() as u64);
        h.write(text.as_bytes());
    }
    h.u64(commands as u64);
    h.u64(state_hash);
    h.finish()
}

/// A hash written as the files write it: 16 hexadecimal digits.
pub fn hex(h: u64) -> String {
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_of_a_link_changes_its_hash() {
        let cmds = [SavedCommand::EndPhase];
        let base = link_hash(1, "axis", 3, &cmds, 10, 7);
        assert_eq!(base, link_hash(1, "axis", 3, &cmds, 10, 7));
        for other in [
            link_hash(2, "axis", 3, &cmds, 10, 7),
            link_hash(1, "soviet", 3, &cmds, 10, 7),
            link_hash(1, "axis", 4, &cmds, 10, 7),
            link_hash(1, "axis", 3, &[], 10, 7),
            link_hash(1, "axis", 3, &cmds, 11, 7),
            link_hash(1, "axis", 3, &cmds, 10, 8),
        ] {
            assert_ne!(base, other);
        }
        assert_ne!(chain_start("a1", 5, 6), chain_start("a2", 5, 6));
        assert_ne!(chain_start("a1", 5, 6), chain_start("a1", 5, 7));
        assert_ne!(chain_start("a1", 5, 6), chain_start("a1", 4, 6));
    }
}
