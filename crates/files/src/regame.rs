//! Computer games as saves: each game of `steppe sim --save-games DIR` written as an ordinary
//! save named so that a person finds it, and any game of a `--out` line (format 2 on) played
//! again exactly from the line's fields ([`replay_line`]), for `steppe sim --replay` and the
//! window's viewer alike.

use crate::{ChangedFiles, Loaded, LoadedSave, open};
use std::path::{Path, PathBuf};
use steppe_rules::engine::game::Game;
use steppe_rules::play::Policy;
use steppe_rules::play::outcome::{GameResult, play_game_as};
use steppe_rules::play::replayable::{FromSave, hex};

/// Fills in what the rules cannot know of a game's replay fields: the scenario files' hash and,
/// for a game played from a save (`from`: its path as named, and its position), the save.
pub fn stamp(result: &mut GameResult, loaded: &Loaded, from: Option<(&str, &Game)>) {
    if let Some(r) = &mut result.replay {
        r.content_hash = hex(loaded.content_hash);
        r.from = from.map(|(save, start)| FromSave {
            save: save.to_string(),
            state_hash: hex(start.state_hash()),
        });
    }
}

/// The file name of a game's save: scenario file stem, seed, policies, who won and the end
/// turn, e.g. `war_1941-seed17-greedy-v-general-soviet-t9.ron` (`nobody` for no winner).
pub fn game_file_name(result: &GameResult, game: &Game) -> String {
    let stem = Path::new(&result.scenario)
        .file_stem()
        .map_or_else(|| "game".into(), |s| s.to_string_lossy().into_owned());
    let winners: Vec<&str> = result
        .winners
        .iter()
        .filter_map(|&s| game.rules.sides.get(s).map(|d| d.id.as_str()))
        .collect();
    format!(
        "{stem}-seed{}-{}-{}-t{}.ron",
        result.seed,
        result.policies.join("-v-"),
        if winners.is_empty() {
            "nobody".to_string()
        } else {
            winners.join("+")
        },
        result.end_turn
    )
}

/// Writes a game as an ordinary save in `dir` (made if missing), atomically, the seats its
/// policies: the path written.
pub fn write_game(
    dir: &Path,
    result: &GameResult,
    game: &Game,
    loaded: &Loaded,
) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let path = dir.join(game_file_name(result, game));
    let seats: Vec<Option<Policy>> = result.policies.iter().map(|p| p.parse().ok()).collect();
    crate::write_save(&path, game, loaded, &seats)
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path)
}

/// Plays the game of a `--out` line (format 2 on) again, exactly: the scenario (or the save it
/// was played from) opened as the run opened it, with the line's optional rules and choices,
/// the line's policies and seed; the finished game with its whole log, its files and its seats.
/// Refused, saying why, if the line carries no replay fields (format 1), if the scenario or
/// ruleset text changed since (its content hash), if the save played from holds another
/// position now, or if the game replayed does not end in the line's state (the players or
/// their evaluation changed since).
pub fn replay_line(line: &GameResult) -> Result<LoadedSave, String> {
    let Some(replay) = &line.replay else {
        return Err(format!(
            "the line of {} seed {} is of format {}, which carries no replay fields: play it \
             again with steppe sim of this version (format 2 on)",
            line.scenario, line.seed, line.format
        ));
    };
    let path = Path::new(&line.scenario);
    let opened = open(path, 1, &replay.rule_choices(), ChangedFiles::Refuse).map_err(|e| {
        format!(
            "{} (the scenario of the line of seed {}):\n{e}",
            line.scenario, line.seed
        )
    })?;
    let now = hex(opened.loaded.content_hash);
    if now != replay.content_hash {
        return Err(format!(
            "{}: the scenario or its ruleset changed since the game of seed {} was played \
             (content hash {now}, the line's {}): it cannot be replayed as it was",
            line.scenario, line.seed, replay.content_hash
        ));
    }
    let start = opened.game;
    match &replay.from {
        Some(from) if hex(start.state_hash()) != from.state_hash => {
            return Err(format!(
                "{}: the saved game holds position {} now, not the {} the game of seed {} was \
                 played from",
                from.save,
                hex(start.state_hash()),
                from.state_hash,
                line.seed
            ));
        }
        None if !start.log.is_empty() => {
            return Err(format!(
                "{} is a saved game, but the line of seed {} was played from a scenario's set-up",
                line.scenario, line.seed
            ));
        }
        _ => {}
    }
    let policies = line
        .policies
        .iter()
        .map(|p| p.parse::<Policy>())
        .collect::<Result<Vec<_>, _>>()?;
    if policies.len() != start.rules.sides.len() {
        return Err(format!(
            "the line of {} seed {} names {} policies for {} sides",
            line.scenario,
            line.seed,
            policies.len(),
            start.rules.sides.len()
        ));
    }
    // (Played by the players of the line's format: the random player drew otherwise before 4.)
    let (_, _, game) = play_game_as(
        line.format,
        &start,
        &line.scenario,
        &policies,
        line.seed,
        &mut || 0.0,
    );
    let end = hex(game.state_hash());
    if end != replay.state_hash {
        return Err(format!(
            "{}: the game of seed {} replayed ends in state {end}, not the line's {}: the \
             computer players or their evaluation (the ruleset's .eval.ron) changed since",
            line.scenario, line.seed, replay.state_hash
        ));
    }
    Ok(LoadedSave {
        loaded: opened.loaded,
        game,
        seats: policies.into_iter().map(Some).collect(),
        changed: None,
    })
}
