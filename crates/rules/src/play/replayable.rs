//! What a computer game's result (`--out` line, [`GameResult::replay`](super::outcome::GameResult))
//! carries so that the very game can be played again: the scenario files' hash, the optional
//! rules and scenario choices in force, the saved position it started from (if any), and the
//! hash of the position it ended in. The seed and the policies are the result's own fields.

use crate::engine::game::Game;
use crate::engine::rule_choices::RuleChoices;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Enough, with the result's scenario, seed and policies, to replay a game exactly (lines of
/// format 2 on).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replay {
    /// Hash of the scenario's and its ruleset's text, hexadecimal, as saves carry it (the
    /// files' layer knows it: empty where the caller did not say).
    pub content_hash: String,
    /// Every optional rule the ruleset declares, in force or not, by id (as saves carry them).
    pub options: BTreeMap<String, bool>,
    /// The value of each scenario choice, by id.
    pub choices: BTreeMap<String, String>,
    /// The saved game whose position the game was played from (`steppe sim --from`); `None`:
    /// the scenario's set-up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<FromSave>,
    /// Hash of the position the game ended in (`Game::state_hash`), hexadecimal.
    pub state_hash: String,
}

/// The saved game a run was played from: its file as the run named it (the result's scenario
/// names the same file) and the hash of its position, so that a changed file is noticed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FromSave {
    /// The save's path, as the run named it.
    pub save: String,
    /// Hash of the save's position (`Game::state_hash`), hexadecimal.
    pub state_hash: String,
}

impl Replay {
    /// What the rules know of a game that ended as `end`: its optional rules and choices and
    /// its final position (the content hash and the start are the caller's to add).
    pub fn of(end: &Game) -> Self {
        let RuleChoices { options, choices } = RuleChoices::of(&end.rules, &end.scenario);
        Replay {
            content_hash: String::new(),
            options,
            choices,
            from: None,
            state_hash: hex(end.state_hash()),
        }
    }

    /// The optional rules and choices, as the files' layer applies them.
    pub fn rule_choices(&self) -> RuleChoices {
        RuleChoices {
            options: self.options.clone(),
            choices: self.choices.clone(),
        }
    }
}

/// A hash as results and saves write it: 16 hexadecimal digits.
pub fn hex(hash: u64) -> String {
    format!("{hash:016x}")
}
