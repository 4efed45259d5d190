//! `steppe preview --turns FILE`: which game the strip draws, and its course. FILE is a save (a
//! finished game, or one saved midway: a save keeps its commands) or a `steppe sim --out` file,
//! whose median game by end turn is drawn (`play::results::median_game`, the game the what-if
//! and Balance lists mark), or the game of `--line N`, played again exactly from its line
//! (`steppe_files::replay_line`). The course's milestones, measured again turn by turn, must be
//! the line's: a strip that disagreed with the run's figures would mislead.

use crate::sim::{GameResult, read_line, read_results};
use std::path::Path;
use steppe_rules::engine::game::Game;
use steppe_rules::play::course::Course;
use steppe_rules::play::outcome::median_game;

/// `steppe preview`'s arguments.
#[cfg(feature = "client")]
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A scenario or a save.
    file: std::path::PathBuf,
    /// The PNG to write.
    #[arg(short, long)]
    out: std::path::PathBuf,
    /// The picture's longest side at most, in pixels (a big map is drawn smaller).
    #[arg(long, default_value_t = steppe_client::preview::MAX_SIDE)]
    max_side: u32,
    /// Print every hex's number on the map (as a unit's `at` names it).
    #[arg(long)]
    hex_numbers: bool,
    /// The colours: `standard` (the rulesets' own) or `okabe-ito` (colour-blind safe: the
    /// sides blue and vermillion), as the window's menu offers.
    #[arg(long, value_name = "NAME", default_value = "standard",
          value_parser = steppe_client::Palette::parse, conflicts_with = "turns")]
    palette: steppe_client::Palette,
    /// One game's course instead: a small map per game turn (the position at its end, the
    /// milestones of history ringed, each caption saying which happened by then against
    /// history) after a trace of every turn's front line. FILE is then a save or a
    /// `steppe sim --out` file, whose median game by end turn is drawn.
    #[arg(long, conflicts_with = "hex_numbers")]
    turns: bool,
    /// With --turns and a `--out` file: the game of this line (from 1) instead of the
    /// median game.
    #[arg(long, value_name = "N", requires = "turns")]
    line: Option<usize>,
}

/// `steppe preview`: the set-up (or a save's position), or with `--turns` the strip of a game's
/// course; the exit code.
#[cfg(feature = "client")]
pub fn run(a: &Args) -> i32 {
    if !a.turns {
        let picture = steppe_client::preview::Options {
            max_side: a.max_side,
            hex_numbers: a.hex_numbers,
            palette: a.palette,
        };
        return steppe_client::preview::run(&a.file, &a.out, picture);
    }
    match pick(&a.file, a.line) {
        Ok(p) => steppe_client::preview::strip::run(p.game, p.course, &p.what, &a.out, a.max_side),
        Err((e, code)) => {
            if !e.is_empty() {
                eprintln!("steppe preview: {e}");
            }
            code
        }
    }
}

/// The game picked, its course, and what it is in words.
pub struct Picked {
    /// The game, with its whole log.
    pub game: Game,
    /// Its course turn by turn.
    pub course: Course,
    /// Which game it is: the file, the line and seed, how it was picked, how it ended.
    pub what: String,
}

/// Whether the file's text is `--out` lines (JSON objects) rather than RON.
fn is_run(text: &str) -> bool {
    text.trim_start().starts_with('{')
}

/// Picks the game of `file` (the line `line` of a `--out` file, or its median game); the
/// problem and the exit code if it cannot (1: the files or the game; 2: what was asked).
pub fn pick(file: &Path, line: Option<usize>) -> Result<Picked, (String, i32)> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| (format!("cannot read {}: {e}", file.display()), 1))?;
    if !is_run(&text) {
        return pick_save(file, line);
    }
    let (n, result, how) = match line {
        Some(n) => (n, read_line(file, n).map_err(|e| (e, 2))?, String::new()),
        None => {
            let all = read_results(&[file.to_path_buf()]).map_err(|e| (e, 1))?;
            steppe_rules::play::outcome::summarise(&all)
                .map_err(|e| (format!("{}: {e}", file.display()), 1))?;
            let seed = median_game(&all)
                .ok_or_else(|| (format!("{}: no game in the file", file.display()), 1))?;
            // The line it is on (the lines were sorted by seed).
            let n = text
                .lines()
                .position(|l| serde_json::from_str::<GameResult>(l).is_ok_and(|r| r.seed == seed))
                .map_or(1, |i| i + 1);
            let r = read_line(file, n).map_err(|e| (e, 1))?;
            let how = format!(", the run's median game by end turn of {}", all.len());
            (n, r, how)
        }
    };
    let loaded = steppe_files::replay_line(&result)
        .map_err(|e| (format!("{}:{n}: {e}", file.display()), 1))?;
    let game = loaded.game;
    let course = Course::of(&game).map_err(|e| (format!("{}:{n}: {e}", file.display()), 1))?;
    check_milestones(file, n, &result, &course)?;
    let what = format!(
        "{} line {n}: seed {}, {}{how}; {}",
        file.display(),
        result.seed,
        result.policies.join(" v "),
        ending(&game, &result.winners, result.end_turn)
    );
    Ok(Picked { game, course, what })
}

/// A save: the game as saved.
fn pick_save(file: &Path, line: Option<usize>) -> Result<Picked, (String, i32)> {
    if line.is_some() {
        return Err((
            format!(
                "{}: --line picks a game of a `steppe sim --out` file; this is a scenario or a save",
                file.display()
            ),
            2,
        ));
    }
    let opened = steppe_files::open(
        file,
        1,
        &steppe_rules::engine::rule_choices::RuleChoices::default(),
        steppe_files::ChangedFiles::Refuse,
    )
    .map_err(|e| {
        let code = e.report();
        (String::new(), code)
    })?;
    let game = opened.game;
    if game.log.is_empty() {
        return Err((
            format!(
                "{}: no turn has been played in it: --turns draws a save's game or a \
                 `steppe sim --out` file's (`steppe preview FILE` draws a set-up)",
                file.display()
            ),
            1,
        ));
    }
    let course = Course::of(&game).map_err(|e| (format!("{}: {e}", file.display()), 1))?;
    let winners: Vec<usize> = game
        .state
        .winners
        .iter()
        .map(|(s, _)| *s as usize)
        .collect();
    let state = if game.state.over {
        ending(&game, &winners, game.state.turn)
    } else {
        format!("saved in turn {}", game.state.turn)
    };
    let what = format!(
        "{}: seed {}, {} commands; {state}",
        file.display(),
        game.seed,
        game.log.len()
    );
    Ok(Picked { game, course, what })
}

/// "Soviet won on turn 8", "no winner on turn 8".
fn ending(g: &Game, winners: &[usize], turn: u32) -> String {
    let mut names: Vec<&str> = winners
        .iter()
        .filter_map(|&s| g.rules.sides.get(s).map(|d| d.name.as_str()))
        .collect();
    names.dedup();
    if names.is_empty() {
        format!("no winner, ended on turn {turn}")
    } else {
        format!("{} won on turn {turn}", names.join(" and "))
    }
}

/// The course's milestones must be the line's (a game played from a scenario's set-up: one
/// played from a save was measured from the save's turn on).
fn check_milestones(
    file: &Path,
    n: usize,
    line: &GameResult,
    course: &Course,
) -> Result<(), (String, i32)> {
    let from_save = line.replay.as_ref().is_some_and(|r| r.from.is_some());
    if line.milestones.is_empty() || from_save || line.milestones == course.milestones {
        return Ok(());
    }
    let differ: Vec<String> = line
        .milestones
        .iter()
        .zip(&course.milestones)
        .filter(|(a, b)| a != b)
        .map(|(a, b)| {
            format!(
                "{}: the line's turn {:?}, measured {:?}",
                a.id, a.turn, b.turn
            )
        })
        .collect();
    Err((
        format!(
            "{}:{n}: the game's milestones, measured turn by turn, are not the line's ({}): \
             the scenario's milestones changed since the run",
            file.display(),
            if differ.is_empty() {
                format!(
                    "{} milestones against {}",
                    course.milestones.len(),
                    line.milestones.len()
                )
            } else {
                differ.join("; ")
            }
        ),
        1,
    ))
}
