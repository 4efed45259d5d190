//! The position evaluation a computer player scores plans with: a side's chance of winning from
//! a position, the logistic of a weighted sum of the position's features (`features`), the
//! weights fitted to self-play games of the ruleset (`steppe fit`: `fit` and `selfplay`, Texel
//! tuning as chess engines fit theirs) and kept as data, one file per ruleset
//! (`scenarios/rulesets/<ruleset>.eval.ron`, read by the files crate into
//! `Ruleset::evaluation`). A ruleset with no file of its own is scored with the default
//! (`default.eval.ron` beside this file: the same fit over the shipped scenarios of every
//! ruleset together).

pub mod features;
pub mod fit;
pub mod selfplay;

pub use crate::data::evaluation::{Evaluation, FitFigures};
pub use features::{FEATURES, features};

use crate::engine::game::Game;
use crate::load::checker::Checker;
use crate::load::source::{Diagnostics, Path, parse_ron};
use crate::model::tables::SideId;
use std::sync::LazyLock;

/// The default evaluation's file, fitted by the command it names.
const DEFAULT_FILE: &str = include_str!("default.eval.ron");

/// The default evaluation, for a ruleset with none of its own.
static DEFAULT: LazyLock<Evaluation> = LazyLock::new(|| {
    parse("play/eval/default.eval.ron", DEFAULT_FILE, Some("default"))
        .unwrap_or_else(|e| panic!("the built-in default evaluation: {e}"))
});

impl Evaluation {
    /// The evaluation `game` is scored with: its ruleset's fitted one, else the default (fitted
    /// over every shipped ruleset's scenarios together).
    pub fn of(game: &Game) -> &Evaluation {
        game.rules.evaluation.as_deref().unwrap_or(&DEFAULT)
    }

    /// The default evaluation (`default.eval.ron`).
    pub fn default_one() -> &'static Evaluation {
        &DEFAULT
    }

    /// The weighted sum of the features plus the bias: the log-odds that the side wins.
    pub fn score(&self, features: &[f64]) -> f64 {
        self.bias
            + self
                .weights
                .iter()
                .zip(features)
                .map(|(w, f)| w * f)
                .sum::<f64>()
    }

    /// The predicted chance, 0 to 1, that `side` wins from `game`'s position. A game that is
    /// over is not predicted: 1 if the side won alone, 0 if another side did, one half if no
    /// side or several did.
    pub fn value(&self, game: &Game, side: SideId) -> f64 {
        if game.state.over {
            let won = game.state.winners.iter().any(|(s, _)| *s == side);
            let lost = game.state.winners.iter().any(|(s, _)| *s != side);
            return match (won, lost) {
                (true, false) => 1.0,
                (false, true) => 0.0,
                _ => 0.5,
            };
        }
        logistic(self.score(&features(game, side)))
    }
}

/// 1 / (1 + e^-x).
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Reads an evaluation file: every problem with its line and column. Its features must be
/// `FEATURES`, in order, with a finite weight each; with `ruleset`, its `ruleset` must say so.
pub fn parse(file: &str, text: &str, ruleset: Option<&str>) -> Result<Evaluation, Diagnostics> {
    let e: Evaluation = parse_ron(file, text).map_err(|d| Diagnostics(vec![d]))?;
    let mut c = Checker::new();
    let root = Path::root();
    if let Some(name) = ruleset
        && e.ruleset != name
    {
        c.err(
            root.field("ruleset"),
            format!(
                "this evaluation is of ruleset \"{}\"; this file is read for \"{name}\"",
                e.ruleset
            ),
        );
    }
    for (i, want) in FEATURES.iter().enumerate() {
        match e.features.get(i) {
            Some(f) if f == want => {}
            Some(f) => c.err(
                root.field("features").index(i),
                format!(
                    "feature {} is \"{f}\"; this steppe's features are, in order: {} (fit the weights again: steppe fit)",
                    i + 1,
                    FEATURES.join(", ")
                ),
            ),
            None => c.err(
                root.field("features"),
                format!(
                    "{} features named; this steppe has {}: {} (fit the weights again: steppe fit)",
                    e.features.len(),
                    FEATURES.len(),
                    FEATURES.join(", ")
                ),
            ),
        }
    }
    if e.features.len() > FEATURES.len() {
        c.err(
            root.field("features").index(FEATURES.len()),
            format!(
                "{} features named; this steppe has {}: {}",
                e.features.len(),
                FEATURES.len(),
                FEATURES.join(", ")
            ),
        );
    }
    if e.weights.len() != e.features.len() {
        c.err(
            root.field("weights"),
            format!(
                "{} weights for {} features: one each",
                e.weights.len(),
                e.features.len()
            ),
        );
    }
    for (i, w) in e.weights.iter().enumerate() {
        if !w.is_finite() {
            c.err(root.field("weights").index(i), "a weight must be a number");
        }
    }
    if !e.bias.is_finite() {
        c.err(root.field("bias"), "the bias must be a number");
    }
    c.finish(file, text, e)
}

/// The text of an evaluation file: a comment saying what it is and how it was made, then the
/// evaluation in RON, one feature and its weight a line.
pub fn write(e: &Evaluation) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "// The position evaluation fitted to games of ruleset \"{}\" (docs/computer-players.md,\n\
         // \"The fitted evaluation\"). Made by: {}\n// Do not edit by hand: fit again.\n",
        e.ruleset, e.fitted_by
    ));
    out.push_str("Evaluation(\n");
    out.push_str(&format!("    ruleset: {:?},\n", e.ruleset));
    out.push_str("    features: [\n");
    for f in &e.features {
        out.push_str(&format!("        {f:?},\n"));
    }
    out.push_str("    ],\n    weights: [\n");
    for (w, f) in e.weights.iter().zip(&e.features) {
        out.push_str(&format!("        {w:?}, // {f}\n"));
    }
    out.push_str("    ],\n");
    out.push_str(&format!("    bias: {:?},\n", e.bias));
    out.push_str(&format!("    fitted_by: {:?},\n", e.fitted_by));
    out.push_str(&format!("    games: {},\n", e.games));
    out.push_str(&format!("    seeds: ({}, {}),\n", e.seeds.0, e.seeds.1));
    let f = &e.fit;
    out.push_str("    fit: (\n");
    out.push_str(&format!("        positions: {},\n", f.positions));
    out.push_str(&format!(
        "        log_loss_before: {:?},\n",
        f.log_loss_before
    ));
    out.push_str(&format!(
        "        log_loss_after: {:?},\n",
        f.log_loss_after
    ));
    out.push_str(&format!(
        "        held_out_positions: {},\n",
        f.held_out_positions
    ));
    out.push_str(&format!(
        "        held_out_log_loss_before: {:?},\n",
        f.held_out_log_loss_before
    ));
    out.push_str(&format!(
        "        held_out_log_loss_after: {:?},\n",
        f.held_out_log_loss_after
    ));
    out.push_str(&format!(
        "        held_out_accuracy: {:?},\n",
        f.held_out_accuracy
    ));
    out.push_str(&format!("        l2: {:?},\n", f.l2));
    out.push_str("    ),\n)\n");
    out
}
