//! A player's own record of each game played by e-mail, in their data folder: one small RON file
//! per game id (`<id>.pbem.ron`) with the game's identity, the player's side and every turn of
//! the chain as the player last knew it (each with when it was sent or opened), and a copy of
//! the last turn file sent or opened (`<id>.last.steppe-turn.ron`) to find where another file
//! parts from it. Both are written atomically.

use crate::{read, write_atomic};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use steppe_rules::engine::save::{MailChain, MailLink};
use steppe_rules::load::source::parse_ron;

/// How a turn file's name ends: `gpw_campaign-soviet-turn03.steppe-turn.ron`.
pub const TURN_SUFFIX: &str = ".steppe-turn.ron";

/// What one player knows of one game played by e-mail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "MailRecord")]
pub struct Record {
    /// The game's id (`MailChain::game`).
    pub game: String,
    /// The scenario's file name.
    pub scenario: String,
    /// The scenario files' hash, hexadecimal.
    pub content_hash: String,
    /// The dice's seed.
    pub seed: u64,
    /// The side this player plays, by id.
    pub side: String,
    /// The chain as this player last knew it: the last file sent or opened.
    pub links: Vec<Known>,
}

/// A turn of the chain, and when this player sent or opened it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Known {
    pub side: String,
    pub turn: u32,
    pub commands: usize,
    pub state_hash: String,
    pub chain: String,
    /// When it was sent (a turn of this player's side) or opened, "2026-11-28 18:50 UTC".
    pub on: String,
}

impl Known {
    pub fn new(l: &MailLink, on: &str) -> Known {
        Known {
            side: l.side.clone(),
            turn: l.turn,
            commands: l.commands,
            state_hash: l.state_hash.clone(),
            chain: l.chain.clone(),
            on: on.to_string(),
        }
    }

    /// Whether it is this link of a file's chain.
    pub fn is(&self, l: &MailLink) -> bool {
        self.chain == l.chain && self.commands == l.commands && self.side == l.side
    }
}

impl Record {
    /// The chain as known, as a turn file carries it.
    pub fn chain(&self) -> MailChain {
        MailChain {
            game: self.game.clone(),
            links: self
                .links
                .iter()
                .map(|k| MailLink {
                    side: k.side.clone(),
                    turn: k.turn,
                    commands: k.commands,
                    state_hash: k.state_hash.clone(),
                    chain: k.chain.clone(),
                })
                .collect(),
        }
    }

    /// The index of the last turn this player sent.
    pub fn last_sent(&self) -> Option<usize> {
        self.links.iter().rposition(|k| k.side == self.side)
    }

    /// The chain `chain` as known now: the links already known keep their dates, new ones get
    /// `on`.
    pub fn learn(&mut self, chain: &MailChain, on: &str) {
        let mut links = Vec::with_capacity(chain.links.len());
        for (i, l) in chain.links.iter().enumerate() {
            match self.links.get(i) {
                Some(k) if k.is(l) => links.push(k.clone()),
                _ => links.push(Known::new(l, on)),
            }
        }
        self.links = links;
    }
}

/// The record file of a game.
pub fn record_path(dir: &Path, game: &str) -> PathBuf {
    dir.join(format!("{game}.pbem.ron"))
}

/// The copy of the last turn file sent or opened in a game.
pub fn last_copy_path(dir: &Path, game: &str) -> PathBuf {
    dir.join(format!("{game}.last{TURN_SUFFIX}"))
}

/// The record of a game, if this folder has one; a record that does not read is an error
/// naming its file, line and column.
pub fn load(dir: &Path, game: &str) -> Result<Option<Record>, String> {
    let path = record_path(dir, game);
    if !path.is_file() {
        return Ok(None);
    }
    load_file(&path).map(Some)
}

fn load_file(path: &Path) -> Result<Record, String> {
    let name = path.display().to_string();
    let text = read(path).map_err(|d| d.to_string())?;
    parse_ron(&name, &text).map_err(|d| format!("{d} (your record of a game played by e-mail)"))
}

/// Every record in the folder (none if it does not exist yet).
pub fn all(dir: &Path) -> Result<Vec<Record>, String> {
    let Ok(list) = std::fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut paths: Vec<PathBuf> = list
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".pbem.ron"))
        .collect();
    paths.sort();
    paths.iter().map(|p| load_file(p)).collect()
}

/// Writes the record and the copy of the turn file it was last sent or opened with, atomically.
pub fn store(dir: &Path, record: &Record, turn_text: &str) -> Result<(), String> {
    let pretty = ron::ser::PrettyConfig::new()
        .depth_limit(2)
        .struct_names(true);
    let mut text = String::from(
        "// steppe's record of a game played by e-mail: what this player last sent and opened.\n",
    );
    text.push_str(&ron::ser::to_string_pretty(record, pretty).expect("a record serialises"));
    text.push('\n');
    let copy = last_copy_path(dir, &record.game);
    write_atomic(&copy, turn_text).map_err(|e| format!("cannot write {}: {e}", copy.display()))?;
    let path = record_path(dir, &record.game);
    write_atomic(&path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The time now, as records write it: "2026-11-28 18:50 UTC".
pub fn now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    utc(secs)
}

/// Seconds since 1970 as a UTC date and time to the minute.
pub fn utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let (h, m) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let mo = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(mo <= 2);
    format!("{y:04}-{mo:02}-{d:02} {h:02}:{m:02} UTC")
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_are_utc() {
        assert_eq!(super::utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(super::utc(1_795_891_800), "2026-11-28 18:50 UTC");
        assert_eq!(super::utc(951_782_400), "2000-02-29 00:00 UTC");
    }
}
