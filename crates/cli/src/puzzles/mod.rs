//! Positions with a known answer (issue 56), as chess engines keep suites of them (WAC, STS):
//! saves from the shipped scenarios, each with a description and checks written as data of what
//! the right play achieves ("after the Axis movement at least 4 Soviet units are out of
//! supply", "Rostov is still Soviet after the Axis combat phase"). A suite is one RON file
//! (`tests/fixtures/puzzles/suite.ron`) naming saves beside it; [`load`] reads it (problems as
//! file:line:col), [`solve`] plays a puzzle with a policy and judges its checks.

mod made;
pub mod report;
mod solve;

pub use made::{Made, make_saves, search_answers};
pub use solve::{Judged, Mover, Solved, play, solve};

use serde::Deserialize;
use std::path::{Path, PathBuf};
use steppe_rules::engine::game::Game;
use steppe_rules::load::outline::Outline;
use steppe_rules::load::source::{Diagnostic, Diagnostics, Path as DPath, Problem, parse_ron};
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::SideId;

/// A suite as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename = "Suite")]
pub struct Suite {
    /// The positions, in order.
    pub puzzles: Vec<Puzzle>,
}

/// One position and what the right play achieves from it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// The save, relative to the suite's folder.
    pub file: String,
    /// What the side to move must see ("Axis to move: cut off the Soviet armies west of Kiev").
    pub description: String,
    /// How far play goes before the checks are judged.
    #[serde(default)]
    pub until: Until,
    /// What must hold then; every one of them.
    pub checks: Vec<Check>,
    /// How the save was made, so that [`make_saves`] makes it again.
    pub made: Made,
    /// A known answer: a save beside the suite that goes on from the puzzle's to where it is
    /// judged, the side to move's commands found by a search (`steppe puzzles --search`), its
    /// enemy's greedy's. The test plays it again and judges it.
    #[serde(default)]
    pub answer: Option<String>,
}

/// How far a puzzle is played before its checks are judged. The side to move is played by the
/// policy being tried throughout; its enemy by greedy.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
pub enum Until {
    /// The side to move's phase (one phase, as `steppe suggest` shows it).
    #[default]
    Phase,
    /// The side to move's next combat phase, played to its end (its movement and combat).
    OwnCombat,
    /// The enemy's next combat phase, played to its end by greedy.
    EnemyCombat,
}

/// What must hold when play has gone as far as the puzzle says. Sides by id or name; hexes by
/// printed number or place name. "Lost" and "eliminated" count from the puzzle's position.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub enum Check {
    /// At least this many of the side's units on the map are out of supply (the supply search
    /// as the position stands).
    OutOfSupply { side: String, at_least: u32 },
    /// The side controls the hex.
    Controls { side: String, hex: String },
    /// The side has lost at most this many steps.
    StepsLost { side: String, at_most: u32 },
    /// At most this many of the side's units stand alone in a hex next to an enemy unit.
    LoneNextToEnemy { side: String, at_most: u32 },
    /// At least this many units of the side to move's enemies were eliminated.
    EnemyEliminated { at_least: u32 },
    /// The side to move's enemies lost at least this many steps.
    EnemyStepsLost { at_least: u32 },
    /// The side holds at least this many objective hexes (every victory condition's).
    ObjectivesHeld { side: String, at_least: u32 },
}

/// A check with its side and hex looked up in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolved {
    OutOfSupply(SideId, u32),
    Controls(SideId, HexIdx),
    StepsLost(SideId, u32),
    LoneNextToEnemy(SideId, u32),
    EnemyEliminated(u32),
    EnemyStepsLost(u32),
    ObjectivesHeld(SideId, u32),
}

impl Check {
    /// The check against `g`'s sides and map; why not, if it names a side or hex `g` lacks.
    pub fn resolve(&self, g: &Game) -> Result<Resolved, String> {
        let side = |s: &str| {
            g.rules
                .sides
                .iter()
                .position(|x| x.id.eq_ignore_ascii_case(s) || x.name.eq_ignore_ascii_case(s))
                .map(|i| i as SideId)
                .ok_or_else(|| {
                    let known: Vec<&str> = g.rules.sides.iter().map(|x| x.id.as_str()).collect();
                    format!("no side \"{s}\" (sides: {})", known.join(", "))
                })
        };
        Ok(match self {
            Check::OutOfSupply { side: s, at_least } => Resolved::OutOfSupply(side(s)?, *at_least),
            Check::Controls { side: s, hex } => Resolved::Controls(
                side(s)?,
                g.scenario.map.parse_hex(hex).ok_or_else(|| {
                    format!(
                        "\"{hex}\" is neither a hex nor a place of {}'s map",
                        g.scenario.name
                    )
                })?,
            ),
            Check::StepsLost { side: s, at_most } => Resolved::StepsLost(side(s)?, *at_most),
            Check::LoneNextToEnemy { side: s, at_most } => {
                Resolved::LoneNextToEnemy(side(s)?, *at_most)
            }
            Check::EnemyEliminated { at_least } => Resolved::EnemyEliminated(*at_least),
            Check::EnemyStepsLost { at_least } => Resolved::EnemyStepsLost(*at_least),
            Check::ObjectivesHeld { side: s, at_least } => {
                Resolved::ObjectivesHeld(side(s)?, *at_least)
            }
        })
    }
}

/// A suite read, its saves opened and its checks looked up.
pub struct Loaded {
    /// The suite's file.
    pub path: PathBuf,
    /// Each puzzle with its position and checks.
    pub puzzles: Vec<Position>,
}

/// A puzzle ready to play.
pub struct Position {
    /// As written.
    pub puzzle: Puzzle,
    /// Its save's path.
    pub path: PathBuf,
    /// The position the save reached.
    pub game: Game,
    /// Its checks, looked up.
    pub checks: Vec<Resolved>,
    /// The known answer's commands after the puzzle's position, if it has one.
    pub answer: Option<Vec<steppe_rules::state::command::Command>>,
}

/// Reads a suite and opens every save it names; every problem as file:line:col (a save's own
/// problems name the save).
pub fn load(path: &Path) -> Result<Loaded, Diagnostics> {
    load_with(path, true)
}

/// `load`, the answers' saves opened too or not (a search is about to write them).
pub fn load_with(path: &Path, answers: bool) -> Result<Loaded, Diagnostics> {
    let name = path.display().to_string();
    let text = steppe_files::read(path)?;
    let suite: Suite = parse_ron(&name, &text).map_err(|d| Diagnostics(vec![d]))?;
    let dir = path.parent().unwrap_or(Path::new("."));
    let outline = Outline::new(&text);
    let at = |p: DPath, m: String| -> Diagnostic { outline.diagnostic(&name, &Problem::at(p, m)) };
    let mut problems = Vec::new();
    let mut puzzles = Vec::new();
    if suite.puzzles.is_empty() {
        problems.push(at(
            DPath::root().field("puzzles"),
            "the suite has no puzzles".into(),
        ));
    }
    for (i, p) in suite.puzzles.iter().enumerate() {
        let here = DPath::root().field("puzzles").index(i);
        let save = dir.join(&p.file);
        let game = match steppe_files::load_save(&save) {
            Ok(s) => s.game,
            Err(ds) => {
                problems.extend(ds.0);
                continue;
            }
        };
        if game.state.over || game.state.pending.is_some() {
            problems.push(at(
                here.field("file"),
                format!(
                    "{}: a puzzle starts at a phase with a side to move (this save's game is over \
                     or waits for a battle's answer)",
                    p.file
                ),
            ));
            continue;
        }
        if p.checks.is_empty() {
            problems.push(at(
                here.field("checks"),
                "a puzzle needs at least one check".into(),
            ));
        }
        let mut checks = Vec::new();
        for (j, c) in p.checks.iter().enumerate() {
            match c.resolve(&game) {
                Ok(r) => checks.push(r),
                Err(e) => problems.push(at(here.field("checks").index(j), e)),
            }
        }
        let mut answer = None;
        if let Some(a) = p.answer.as_ref().filter(|_| answers) {
            match steppe_files::load_save(&dir.join(a)) {
                Ok(s) if s.game.log.starts_with(&game.log) => {
                    answer = Some(s.game.log[game.log.len()..].to_vec());
                }
                Ok(_) => problems.push(at(
                    here.field("answer"),
                    format!("{a} does not go on from {}'s game", p.file),
                )),
                Err(ds) => problems.extend(ds.0),
            }
        }
        puzzles.push(Position {
            puzzle: p.clone(),
            path: save,
            game,
            checks,
            answer,
        });
    }
    if problems.is_empty() {
        Ok(Loaded {
            path: path.to_path_buf(),
            puzzles,
        })
    } else {
        Err(Diagnostics(problems))
    }
}
