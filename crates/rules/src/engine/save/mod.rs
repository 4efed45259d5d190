//! Saved games as text: the scenario, the seed and the command log (units by id, hexes by printed
//! number), with the hash of the scenario files and of the final state so that a save made from
//! other files, or edited by hand, is refused with a clear reason instead of replaying wrongly.

use crate::engine::game::{Game, Reseed};
use crate::engine::rule_choices::RuleChoices;
use crate::load::outline::Outline;
use crate::load::source::{Diagnostic, Diagnostics, Path, Problem, parse_ron};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

mod command;
pub mod mail;
mod v1;
pub use command::{SavedCommand, commands, to_saved};
pub use mail::{MailChain, MailLink};
pub use v1::version_1_hash;

/// The version new saves are written as.
pub const SAVE_VERSION: u32 = 2;

/// The versions this steppe opens: 1 differs from 2 only in its state hash
/// (`version_1_hash`).
pub const SAVE_VERSIONS: [u32; 2] = [1, 2];
/// A side played by a person, as a save names its seat.
pub const HUMAN: &str = "human";

/// A save file as written: enough to replay the game and check it is the same game.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "Save")]
pub struct SaveFile {
    /// The save format's version (`SAVE_VERSIONS`).
    pub version: u32,
    /// The scenario file, as it was opened.
    pub scenario: String,
    /// Hash of the scenario and ruleset text, hexadecimal.
    pub content_hash: String,
    /// The dice's seed.
    pub seed: u64,
    /// The optional rules in force, by id (every one the ruleset declares; older saves have none
    /// and play with the scenario file's).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, bool>,
    /// The value of each scenario choice, by id (as `options`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub choices: BTreeMap<String, String>,
    /// Who plays each side, by side id: `human` or a computer policy (older saves: all human).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub seats: BTreeMap<String, String>,
    /// Every command played, in order.
    pub commands: Vec<SavedCommand>,
    /// Where the dice were rolled afresh from another seed (`Game::reseeds`: a computer game
    /// played on from a saved position); older saves and every other game have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reseeds: Vec<Reseed>,
    /// Hash of the state after the last command, hexadecimal.
    pub state_hash: String,
    /// A turn file of a game played by e-mail: its hash chain (`mail`); ordinary saves have
    /// none and are written without it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mail: Option<MailChain>,
}

/// The save text of a game; `seats` names who plays each side, in the ruleset's order (`human`
/// or a computer policy's name; sides past the end are people).
pub fn save_text(game: &Game, scenario_path: &str, content_hash: u64, seats: &[&str]) -> String {
    save_file(game, scenario_path, content_hash, seats).text(
        "// A steppe saved game: scenario, seed and every command. Replaying it must give state_hash.\n",
    )
}

/// The save of a game as `save_text` writes it, before it is turned into text (a turn file adds
/// its `mail` chain).
pub fn save_file(game: &Game, scenario_path: &str, content_hash: u64, seats: &[&str]) -> SaveFile {
    let settings = RuleChoices::of(&game.rules, &game.scenario);
    SaveFile {
        version: SAVE_VERSION,
        scenario: scenario_path.to_string(),
        content_hash: format!("{content_hash:016x}"),
        seed: game.seed,
        options: settings.options,
        choices: settings.choices,
        seats: game
            .rules
            .sides
            .iter()
            .enumerate()
            .map(|(i, s)| {
                (
                    s.id.clone(),
                    seats.get(i).copied().unwrap_or(HUMAN).to_string(),
                )
            })
            .collect(),
        commands: game.log.iter().map(|c| to_saved(game, c)).collect(),
        reseeds: game.reseeds.clone(),
        state_hash: format!("{:016x}", game.state_hash()),
        mail: None,
    }
}

/// Reads a save's text; a version this steppe does not open is an error at its line.
pub fn parse_save(file: &str, text: &str) -> Result<SaveFile, Diagnostics> {
    let s: SaveFile = parse_ron(file, text).map_err(|d| Diagnostics(vec![d]))?;
    if !SAVE_VERSIONS.contains(&s.version) {
        let o = Outline::new(text);
        return Err(Diagnostics(vec![o.diagnostic(
            file,
            &Problem::at(
                Path::root().field("version"),
                format!(
                    "save version {} is not one this steppe opens ({})",
                    s.version,
                    SAVE_VERSIONS.map(|v| v.to_string()).join(" or ")
                ),
            ),
        )]));
    }
    Ok(s)
}

/// A located error about a whole save.
pub fn save_error(file: &str, text: &str, path: Path, message: String) -> Diagnostics {
    let o = Outline::new(text);
    let d: Diagnostic = o.diagnostic(file, &Problem::at(path, message));
    Diagnostics(vec![d])
}

impl SaveFile {
    /// The file's text: `header` (comment lines), then the save as pretty RON.
    pub fn text(&self, header: &str) -> String {
        let pretty = ron::ser::PrettyConfig::new()
            .depth_limit(3)
            .struct_names(true);
        let mut text = String::from(header);
        text.push_str(&ron::ser::to_string_pretty(self, pretty).expect("a save always serialises"));
        text.push('\n');
        text
    }

    /// The reseeds, checked: in order, each after at most the commands there are (an error
    /// at `reseeds` otherwise).
    pub fn checked_reseeds(&self, file: &str, text: &str) -> Result<&[Reseed], Diagnostics> {
        let n = self.commands.len();
        let mut last = 0;
        for (i, r) in self.reseeds.iter().enumerate() {
            if r.after < last || r.after > n {
                return Err(save_error(
                    file,
                    text,
                    Path::root().field("reseeds").index(i),
                    format!(
                        "a reseed after {} commands: the reseeds go in order, each after at \
                         most the {n} commands saved",
                        r.after
                    ),
                ));
            }
            last = r.after;
        }
        Ok(&self.reseeds)
    }

    /// The optional rules and choices the saved game is played with (empty for older saves: the
    /// scenario file's own).
    pub fn rule_choices(&self) -> RuleChoices {
        RuleChoices {
            options: self.options.clone(),
            choices: self.choices.clone(),
        }
    }

    /// Who plays each side, in the ruleset's order (`None`: a person), each seat read by `parse`
    /// (the layers above know the computer's policies); an unknown side or seat is refused with
    /// where it is.
    pub fn seats<T: Clone>(
        &self,
        file: &str,
        text: &str,
        game: &Game,
        parse: impl Fn(&str) -> Result<T, String>,
    ) -> Result<Vec<Option<T>>, Diagnostics> {
        let mut out = vec![None; game.rules.sides.len()];
        let mut problems = Vec::new();
        for (side, seat) in &self.seats {
            let p = Path::root().field("seats").key(side);
            let Some(k) = game.rules.sides.iter().position(|s| s.id == *side) else {
                problems.push(Problem::at(
                    p,
                    format!("no side \"{side}\" in {}", game.rules.name),
                ));
                continue;
            };
            if seat == HUMAN {
                continue;
            }
            match parse(seat) {
                Ok(policy) => out[k] = Some(policy),
                Err(e) => problems.push(Problem::at(p, format!("{e}, or human"))),
            }
        }
        if problems.is_empty() {
            return Ok(out);
        }
        let o = Outline::new(text);
        Err(Diagnostics(
            problems.iter().map(|p| o.diagnostic(file, p)).collect(),
        ))
    }
}

/// The state hash a save of `version` carries for this game.
pub fn saved_hash(version: u32, game: &Game) -> u64 {
    match version {
        1 => version_1_hash(game),
        _ => game.state_hash(),
    }
}
