//! `steppe sim --replay OUT --line N [--save-games DIR]`: the game of one `--out` line played
//! again exactly ([`steppe_files::replay_line`]), its final state checked against the line's,
//! and written as a save (the same name `--save-games` gives it).

use super::GameResult;
use std::path::Path;
use steppe_rules::play::outcome::RESULT_FORMAT;

/// Line `n` (from 1, as `--merge` numbers lines) of a `--out` file, read.
pub fn read_line(file: &Path, n: usize) -> Result<GameResult, String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let count = text.lines().count();
    let line = n
        .checked_sub(1)
        .and_then(|i| text.lines().nth(i))
        .ok_or_else(|| {
            format!(
                "{}: no line {n}: it has {count} line{} (numbered from 1)",
                file.display(),
                if count == 1 { "" } else { "s" }
            )
        })?;
    let r: GameResult = serde_json::from_str(line)
        .map_err(|e| format!("{}:{n}:{}: {e}", file.display(), e.column()))?;
    if r.format > RESULT_FORMAT {
        return Err(format!(
            "{}:{n}:1: format {} is newer than this steppe reads ({RESULT_FORMAT})",
            file.display(),
            r.format
        ));
    }
    Ok(r)
}

/// Runs it; the exit code (1: the line cannot be replayed, 2: no such line).
pub fn run(file: &Path, n: usize, save_games: Option<&Path>) -> i32 {
    let line = match read_line(file, n) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("steppe sim: {e}");
            return 2;
        }
    };
    let game = match steppe_files::replay_line(&line) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("steppe sim: {}:{n}: {e}", file.display());
            return 1;
        }
    };
    let g = &game.game;
    let winners: Vec<&str> = line
        .winners
        .iter()
        .filter_map(|&s| g.rules.sides.get(s).map(|d| d.name.as_str()))
        .collect();
    println!(
        "{}:{n}: {} seed {} ({}): {} commands, {} on turn {}, state {:016x} as the line says",
        file.display(),
        line.scenario,
        line.seed,
        line.policies.join(" v "),
        g.log.len(),
        if winners.is_empty() {
            "no winner".to_string()
        } else {
            format!("{} won", winners.join(" and "))
        },
        line.end_turn,
        g.state_hash()
    );
    if let Some(dir) = save_games {
        let written = steppe_files::regame::write_game(dir, &line, g, &game.loaded);
        // (Checked as the window will open it.)
        let checked = written.and_then(|p| match steppe_files::load_save(&p) {
            Ok(_) => Ok(p),
            Err(d) => {
                let _ = std::fs::remove_file(&p);
                Err(format!("the save written does not replay to the game: {d}"))
            }
        });
        match checked {
            Ok(p) => println!("{}", p.display()),
            Err(e) => {
                eprintln!("steppe sim: {e}");
                return 1;
            }
        }
    }
    0
}
