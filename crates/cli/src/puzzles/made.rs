//! How a puzzle's save is made: a shipped scenario played by greedy players on both sides from
//! a dice seed to the start of a phase of a turn, and saved as the window saves a game. The
//! suite records each puzzle's recipe, so [`make_saves`] writes every save again (after a
//! scenario or its ruleset changed, a save made from the old files no longer opens).

use super::Suite;
use serde::Deserialize;
use std::path::Path;
use steppe_rules::engine::game::Game;
use steppe_rules::load::source::{Diagnostics, parse_ron};
use steppe_rules::play::Policy;

/// A puzzle's recipe.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Made {
    /// The scenario, relative to the suite's folder (the save names it so).
    pub scenario: String,
    /// The dice seed of the game.
    pub seed: u64,
    /// The turn and phase (id) whose start the save stops at: the first time play reaches it.
    pub turn: u32,
    pub phase: String,
}

impl Made {
    /// The game played to the recipe's phase; why not, if the game ends first or never
    /// reaches it.
    pub fn play(&self, start: Game) -> Result<Game, String> {
        let target = start
            .rules
            .phases
            .iter()
            .position(|p| p.id == self.phase)
            .ok_or_else(|| format!("no phase \"{}\" in the ruleset", self.phase))?;
        let mut g = start;
        g.without_undo();
        let mut players: Vec<_> = (0..g.rules.sides.len() as u64)
            .map(|s| Policy::Greedy.player(self.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (s + 1)))
            .collect();
        let mut apply = |g: &mut Game, c| g.apply(c);
        loop {
            if g.state.over {
                return Err(format!(
                    "the game ends on turn {} before turn {}'s phase \"{}\"",
                    g.state.turn, self.turn, self.phase
                ));
            }
            if g.state.turn > self.turn {
                return Err(format!(
                    "turn {} passed without phase \"{}\"",
                    self.turn, self.phase
                ));
            }
            if g.state.turn == self.turn && g.state.phase == target && g.state.pending.is_none() {
                return Ok(g);
            }
            let side = g.phasing_side(&g.state) as usize;
            let before = (g.state.turn, g.state.phase, g.log.len());
            players[side].play_phase(&mut g, &mut apply);
            if before == (g.state.turn, g.state.phase, g.log.len()) {
                return Err(format!("play stopped on turn {}", g.state.turn));
            }
        }
    }
}

/// Writes the save of every puzzle of the suite at `suite_path` from its recipe; the files
/// written, or every problem (file:line:col, or the puzzle's file and why).
pub fn make_saves(suite_path: &Path) -> Result<Vec<String>, Diagnostics> {
    use steppe_rules::load::source::Diagnostic;
    let name = suite_path.display().to_string();
    let text = steppe_files::read(suite_path)?;
    let suite: Suite = parse_ron(&name, &text).map_err(|d| Diagnostics(vec![d]))?;
    let dir = suite_path.parent().unwrap_or(Path::new("."));
    let mut written = Vec::new();
    let mut problems = Vec::new();
    let fail = |file: &str, m: String| Diagnostic {
        file: dir.join(file).display().to_string(),
        line: 1,
        col: 1,
        message: m,
    };
    for p in &suite.puzzles {
        let m = &p.made;
        let loaded = match steppe_files::load_scenario(&dir.join(&m.scenario)) {
            Ok(l) => l,
            Err(ds) => {
                problems.extend(ds.0);
                continue;
            }
        };
        let start = Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), m.seed);
        let g = match m.play(start) {
            Ok(g) => g,
            Err(e) => {
                problems.push(fail(&p.file, e));
                continue;
            }
        };
        let save = steppe_rules::engine::save::save_text(&g, &m.scenario, loaded.content_hash, &[]);
        let path = dir.join(&p.file);
        if let Err(e) = steppe_files::write_atomic(&path, &save) {
            problems.push(fail(&p.file, format!("cannot write it: {e}")));
            continue;
        }
        written.push(path.display().to_string());
    }
    if problems.is_empty() {
        Ok(written)
    } else {
        Err(Diagnostics(problems))
    }
}

/// Looks for each puzzle's answer that the suite names (`answer: "FILE"`): the policies but
/// random (whose battle answers would choose the enemy's losses for it) with seeds 1 to
/// `seeds`, the first game that solves it written as its answer save. The files written, and
/// the puzzles no game solved.
pub fn search_answers(
    suite_path: &Path,
    seeds: u64,
) -> Result<(Vec<String>, Vec<String>), Diagnostics> {
    let suite = super::load_with(suite_path, false)?;
    let dir = suite_path.parent().unwrap_or(Path::new("."));
    let (mut written, mut unsolved) = (Vec::new(), Vec::new());
    for pos in &suite.puzzles {
        let Some(file) = &pos.puzzle.answer else {
            continue;
        };
        let found = Policy::ALL
            .into_iter()
            .filter(|&p| p != Policy::Random)
            .flat_map(|p| (1..=seeds).map(move |s| (p, s)))
            .find_map(|(p, s)| {
                let (solved, g) = super::play(pos, super::Mover::Policy(p), s).ok()?;
                solved.solved.then_some(g)
            });
        let Some(g) = found else {
            unsolved.push(pos.puzzle.file.clone());
            continue;
        };
        let m = &pos.puzzle.made;
        let loaded = steppe_files::load_scenario(&dir.join(&m.scenario))?;
        let text = steppe_rules::engine::save::save_text(&g, &m.scenario, loaded.content_hash, &[]);
        let path = dir.join(file);
        if let Err(e) = steppe_files::write_atomic(&path, &text) {
            return Err(Diagnostics(vec![steppe_rules::load::source::Diagnostic {
                file: path.display().to_string(),
                line: 1,
                col: 1,
                message: format!("cannot write it: {e}"),
            }]));
        }
        written.push(path.display().to_string());
    }
    Ok((written, unsolved))
}
