//! A ruleset's fitted position evaluation as its file says it (`<ruleset>.eval.ron` beside the
//! ruleset): the weight of each feature of a position, the bias, and how the weights were
//! fitted. `play::eval` reads positions with it; `play::eval::parse` checks a file.

use serde::{Deserialize, Serialize};

/// The weights a position's features are scored with, for one ruleset: the predicted chance a
/// side wins is the logistic of `weights · features + bias`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Evaluation {
    /// The ruleset's file name without `.ron` ("gpw"), or "default".
    pub ruleset: String,
    /// The features' names, in order: they must be `play::eval::FEATURES`.
    pub features: Vec<String>,
    /// Each feature's weight, in the order of `features`.
    pub weights: Vec<f64>,
    /// Added to the weighted sum.
    pub bias: f64,
    /// The command that fitted the weights.
    pub fitted_by: String,
    /// Games played to fit them.
    pub games: u32,
    /// The first and last seed of those games.
    pub seeds: (u64, u64),
    /// How well the weights fit: positions and errors, on the games fitted and on games held out.
    pub fit: FitFigures,
}

/// How well an evaluation's weights fit the games they were fitted to, and games held out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FitFigures {
    /// Positions fitted to (one per side at the end of each turn of each game fitted).
    pub positions: u32,
    /// Their mean log-loss with every weight and the bias 0 (each side given an even chance).
    pub log_loss_before: f64,
    /// Their mean log-loss with the fitted weights.
    pub log_loss_after: f64,
    /// Positions of the games held out (not fitted to).
    pub held_out_positions: u32,
    /// Their mean log-loss with every weight 0.
    pub held_out_log_loss_before: f64,
    /// Their mean log-loss with the fitted weights.
    pub held_out_log_loss_after: f64,
    /// Of the held-out positions of games a side won or lost, the share whose predicted chance
    /// is on the right side of one half.
    pub held_out_accuracy: f64,
    /// The L2 penalty the fit used (per weight, on the mean log-loss).
    pub l2: f64,
}
