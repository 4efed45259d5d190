//! Saves: loaded and replayed (checked against the files they were made from, or replayed as far
//! as they go on changed files), and written atomically.

use crate::{Loaded, load_scenario, read, write_atomic};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use steppe_rules::engine::game::Game;
use steppe_rules::load::source::Diagnostics;
use steppe_rules::play::Policy;

/// A saved game loaded and replayed: its scenario files and the game at the saved point.
pub struct LoadedSave {
    pub loaded: Loaded,
    pub game: Game,
    /// Who played each side, in the ruleset's order (`None`: a person).
    pub seats: Vec<Option<Policy>>,
    /// Opened on files that changed since it was saved: what changed and how far its commands
    /// were replayed ([`load_save_on_new_files`]).
    pub changed: Option<String>,
}

/// Finds the scenario a save names: as written, else relative to the save's folder.
fn resolve_scenario(save_path: &Path, named: &str) -> PathBuf {
    let p = PathBuf::from(named);
    if named.is_empty() || p.is_absolute() || p.exists() {
        return p;
    }
    save_path.parent().unwrap_or(Path::new(".")).join(named)
}

/// Loads a save, checks it was made from the same scenario files, replays it and checks that the
/// replay reaches the recorded state.
pub fn load_save(path: &Path) -> Result<LoadedSave, Diagnostics> {
    use steppe_rules::engine::save::{commands, parse_save, save_error};
    use steppe_rules::load::source::Path as DPath;
    let name = path.display().to_string();
    let text = read(path)?;
    let save = parse_save(&name, &text)?;
    let loaded = load_scenario(&resolve_scenario(path, &save.scenario)).map_err(|mut d| {
        if let Some(first) = d.0.first_mut()
            && first.message.starts_with("cannot read the file")
        {
            first.message = format!("{} (the scenario named by {name})", first.message);
        }
        d
    })?;
    if format!("{:016x}", loaded.content_hash) != save.content_hash {
        return Err(save_error(
            &name,
            &text,
            DPath::root().field("content_hash"),
            format!(
                "the scenario or ruleset changed since this game was saved ({} / {})",
                loaded.scenario_path.display(),
                loaded.ruleset_path.display()
            ),
        ));
    }
    let scenario = save
        .rule_choices()
        .apply(&loaded.ruleset, &loaded.scenario)
        .map_err(|e| {
            let field = if save.options.is_empty() {
                "choices"
            } else {
                "options"
            };
            save_error(&name, &text, DPath::root().field(field), e)
        })?;
    let cmds = commands(&name, &text, &save, &scenario)?;
    let reseeds = save.checked_reseeds(&name, &text)?;
    let game = steppe_rules::engine::game::Game::replay_reseeded(
        loaded.ruleset.clone(),
        Arc::new(scenario),
        save.seed,
        reseeds,
        &cmds,
    )
    .map_err(|(i, e)| {
        save_error(
            &name,
            &text,
            DPath::root().field("commands").index(i),
            format!("this command is illegal when replayed: {e}"),
        )
    })?;
    let replayed = steppe_rules::engine::save::saved_hash(save.version, &game);
    if format!("{replayed:016x}") != save.state_hash {
        return Err(save_error(
            &name,
            &text,
            DPath::root().field("state_hash"),
            format!(
                "replaying the commands gives state {replayed:016x}, not the saved {}: the save was edited or damaged",
                save.state_hash
            ),
        ));
    }
    let seats = save.seats(&name, &text, &game, str::parse::<Policy>)?;
    Ok(LoadedSave {
        loaded,
        game,
        seats,
        changed: None,
    })
}

/// Loads a save as [`load_save`] does; but if its scenario or ruleset changed since it was saved,
/// its commands are replayed on the files as they are now, as far as they are still legal (as
/// reload on save does), and `changed` says so and where the replay stopped. A save that does
/// not parse, or names files that no longer load, is refused as before.
pub fn load_save_on_new_files(path: &Path) -> Result<LoadedSave, Diagnostics> {
    use steppe_rules::engine::save::{commands, parse_save};
    let name = path.display().to_string();
    let text = read(path)?;
    let save = parse_save(&name, &text)?;
    let loaded = load_scenario(&resolve_scenario(path, &save.scenario))?;
    if format!("{:016x}", loaded.content_hash) == save.content_hash {
        return load_save(path);
    }
    // The options it was played with, where the new files still have them.
    let scenario = save
        .rule_choices()
        .apply(&loaded.ruleset, &loaded.scenario)
        .unwrap_or_else(|_| (*loaded.scenario).clone());
    let mut game = steppe_rules::engine::game::Game::new(
        loaded.ruleset.clone(),
        Arc::new(scenario),
        save.seed,
    );
    let total = save.commands.len();
    let reseeds = save.checked_reseeds(&name, &text)?;
    let mut stopped = None;
    for (i, saved) in save.commands.iter().enumerate() {
        for r in reseeds.iter().filter(|r| r.after == i) {
            game.reseed(r.seed);
        }
        // One command at a time: a unit or hex the new files lack stops the replay there.
        let one = steppe_rules::engine::save::SaveFile {
            commands: vec![saved.clone()],
            ..save.clone()
        };
        let cmd = match commands(&name, &text, &one, &game.scenario) {
            Ok(mut c) => c.remove(0),
            Err(d) => {
                let why = d.0.first().map_or_else(String::new, |d| d.message.clone());
                stopped = Some((i, why));
                break;
            }
        };
        if let Err(e) = game.apply(cmd) {
            stopped = Some((i, e.to_string()));
            break;
        }
    }
    if stopped.is_none() {
        for r in reseeds.iter().filter(|r| r.after == total) {
            game.reseed(r.seed);
        }
    }
    let seats = save
        .seats(&name, &text, &game, str::parse::<Policy>)
        .unwrap_or_default();
    let changed = format!(
        "{} or its ruleset changed since this game was saved: {}",
        loaded.scenario_path.display(),
        match &stopped {
            None => format!("all {total} commands replayed on the files as they are now"),
            Some((i, why)) => format!(
                "{i} of {total} commands replayed; command {} is no longer legal: {why}",
                i + 1
            ),
        }
    );
    Ok(LoadedSave {
        loaded,
        game,
        seats,
        changed: Some(changed),
    })
}

/// Writes a game's save atomically, with who plays each side (`None`: a person).
pub fn write_save(
    path: &Path,
    game: &Game,
    loaded: &Loaded,
    seats: &[Option<Policy>],
) -> std::io::Result<()> {
    use steppe_rules::engine::save::{HUMAN, save_text};
    let names: Vec<&str> = seats
        .iter()
        .map(|s| s.map_or(HUMAN, steppe_rules::play::Policy::name))
        .collect();
    let text = save_text(
        game,
        &loaded.scenario_path.display().to_string(),
        loaded.content_hash,
        &names,
    );
    write_atomic(path, &text)
}
