//! Recomputing a chain over a game's commands, and the words the checks' messages use.

use crate::turns::walk::Walk;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::save::SavedCommand;
use steppe_rules::engine::save::mail::{MailChain, MailLink, chain_start, hex, link_hash};

/// The chain hash before the first link of `chain`'s game.
pub fn start(chain: &MailChain, content_hash: &str, seed: u64) -> u64 {
    let content = u64::from_str_radix(content_hash, 16).unwrap_or(0);
    chain_start(&chain.game, content, seed)
}

/// How many of `links`, from the first, recompute on these commands: each adds at least one
/// command, holds no more than there are, and carries the state hash and chain hash they give.
pub fn agreeing(links: &[MailLink], start: u64, saved: &[SavedCommand], walk: &Walk) -> usize {
    let mut prev = start;
    let mut from = 0;
    for (k, l) in links.iter().enumerate() {
        if l.commands <= from || l.commands > saved.len() || l.commands > walk.hash_after.len() {
            return k;
        }
        let h = walk.hash_after[l.commands - 1];
        let c = link_hash(
            prev,
            &l.side,
            l.turn,
            &saved[from..l.commands],
            l.commands,
            h,
        );
        if hex(h) != l.state_hash || hex(c) != l.chain {
            return k;
        }
        prev = c;
        from = l.commands;
    }
    links.len()
}

/// The chain hash of a link as written (0 if it is not hexadecimal: it then recomputes to
/// nothing).
pub fn value(l: &MailLink) -> u64 {
    u64::from_str_radix(&l.chain, 16).unwrap_or(0)
}

/// "the Axis turn 3", for a link's side id.
pub fn turn_words(game: &Game, side: &str, turn: u32) -> String {
    format!("the {} turn {turn}", side_name(game, side))
}

/// A side's name for the player, from its id (the id if the ruleset has no such side).
pub fn side_name(game: &Game, side: &str) -> String {
    game.rules
        .sides
        .iter()
        .find(|s| s.id == side)
        .map_or_else(|| side.to_string(), |s| s.name.clone())
}

/// The first command where two command lists differ (the shorter one's length if one begins
/// the other).
pub fn parting(a: &[SavedCommand], b: &[SavedCommand]) -> usize {
    a.iter()
        .zip(b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()))
}
