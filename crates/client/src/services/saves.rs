//! Saving and loading in the window. Saves go to a `saves` folder under the user's data
//! directory (the directories crate's `data_dir` for steppe, or `$STEPPE_DATA_DIR` when set, as
//! the tests do), always written atomically (`files::write_save`). Ctrl+S saves under a name
//! made of the scenario, turn, phase and time; every command and every undo rewrites the game's
//! own autosave, `autosave-<scenario>-<seed>.ron` (no game overwrites another's);
//! Ctrl+O opens the list of saves (dialogs). On start, the unfinished games in the autosaves are
//! offered for continuing. F12 writes a screenshot next to the saves.
//!
//! Loading a save replaces the game through the applying system; the board is drawn again if
//! the save is of another scenario.

use crate::services::save_names::{autosave_name, save_name, stamp};
use crate::state::Dialog;
use crate::state::{ApplySet, CurrentGame, Seats, SendCommand, StatusLine};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};
use steppe_files::{Loaded, load_save_on_new_files, write_save};
use steppe_rules::engine::game::Game;
use steppe_rules::state::command::Command;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, remember_start)
        .add_systems(Update, keys.before(ApplySet));
}

/// What the last save written (or the file opened) holds, so that closing the window or opening
/// another game can ask first when commands would be lost.
///
/// The commands are compared, not the state: a game whose scenario file was edited and reloaded
/// (set-up mode writes every edit) has the same commands and loses nothing, and a new game with
/// no command yet has nothing to lose.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub(crate) struct LastSave {
    log: Vec<Command>,
}

impl LastSave {
    /// The game as it is now, saved.
    pub fn of(game: &Game) -> Self {
        LastSave {
            log: game.log.clone(),
        }
    }

    /// `None` if nothing given since the last save would be lost; else how many commands were
    /// given since (0 when commands were only taken back).
    pub fn unsaved(&self, game: &Game) -> Option<usize> {
        if game.log.is_empty() || game.log == self.log {
            return None;
        }
        let same = game
            .log
            .iter()
            .zip(&self.log)
            .take_while(|(a, b)| a == b)
            .count();
        Some(game.log.len() - same)
    }
}

/// The game on screen when the window opens is the file it was opened from (or a new game with
/// nothing to lose).
fn remember_start(game: Res<CurrentGame>, mut commands: Commands) {
    commands.insert_resource(LastSave::of(&game.0));
}

/// Ctrl+S: the game under a name of its scenario, turn, phase and time, and the autosave; the
/// line for the status bar.
pub(crate) fn save_now(
    game: &Game,
    source: &Source,
    seats: &Seats,
    last: &mut LastSave,
) -> StatusLine {
    let name = save_name(game, SystemTime::now());
    let auto = autosave_name(game);
    match save_to(&source.saves, &name, game, &source.loaded, seats)
        .and_then(|p| save_to(&source.saves, &auto, game, &source.loaded, seats).map(|_| p))
    {
        Ok(p) => {
            *last = LastSave::of(game);
            StatusLine::info(format!("saved {}", p.display()))
        }
        Err(e) => StatusLine::error(e),
    }
}

/// The files the game on screen comes from (for the saves' header) and where saves go.
#[derive(Resource, Debug, Clone)]
pub(crate) struct Source {
    pub loaded: Loaded,
    pub saves: PathBuf,
}

impl Source {
    /// The user's own scenarios folder (`<data dir>/scenarios`): the New game screen lists it,
    /// and set-up mode writes new scenarios into it.
    pub fn user_scenarios(&self) -> PathBuf {
        self.saves
            .parent()
            .map_or_else(|| PathBuf::from("scenarios"), |d| d.join("scenarios"))
    }
}

/// Why Save does nothing while a game is watched back.
pub(crate) const WATCHING_NO_SAVE: &str =
    "watching a game back: \"Take over from here\" saves the position shown as a new game";

/// The folder saves go to: `saves/` in the user's folder (`$STEPPE_DATA_DIR`, else the
/// platform's data folder for steppe: `files::folders::User`).
pub(crate) fn saves_dir() -> PathBuf {
    steppe_files::folders::User::here().dir.join("saves")
}

/// Writes the game to `dir/name`, with who plays each side, creating the folder; the path
/// written.
pub(crate) fn save_to(
    dir: &Path,
    name: &str,
    game: &Game,
    source: &Loaded,
    seats: &Seats,
) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let path = dir.join(name);
    write_save(&path, game, source, &seats.sides)
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path)
}

/// Saved games in the folder, newest first: (path, modified).
pub(crate) fn list_saves(dir: &Path) -> Vec<(PathBuf, SystemTime)> {
    let mut out: Vec<(PathBuf, SystemTime)> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "ron"))
        .map(|e| {
            let t = e
                .metadata()
                .and_then(|m| m.modified())
                .unwrap_or(UNIX_EPOCH);
            (e.path(), t)
        })
        .collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    out
}

/// One row of the list of saves: its file, game (the ruleset), scenario, where it stands, when it
/// was written, and what the player should know before opening it (its files changed since, or
/// it no longer loads).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SaveRow {
    pub path: PathBuf,
    pub name: String,
    pub game: String,
    pub scenario: String,
    pub turn: String,
    pub date: String,
    pub note: Option<String>,
}

/// The row of one save, by loading it (a changed scenario replays it, as opening would).
pub(crate) fn save_row(path: &Path, modified: SystemTime) -> SaveRow {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let date = {
        let s = stamp(modified);
        format!(
            "{}-{}-{} {}:{}",
            &s[0..4],
            &s[4..6],
            &s[6..8],
            &s[9..11],
            &s[11..13]
        )
    };
    match load_save_on_new_files(path) {
        Ok(l) => {
            let g = &l.game;
            SaveRow {
                path: path.to_path_buf(),
                name,
                game: g.rules.name.clone(),
                scenario: g.scenario.name.clone(),
                turn: if g.state.over {
                    "over".into()
                } else {
                    format!(
                        "{}, {}",
                        g.turn_name(&g.state),
                        g.rules.phases[g.state.phase].name
                    )
                },
                date,
                note: l.changed,
            }
        }
        Err(d) => SaveRow {
            path: path.to_path_buf(),
            name,
            game: String::new(),
            scenario: String::new(),
            turn: String::new(),
            date,
            note: Some(
                d.0.first()
                    .map_or_else(|| "does not load".into(), |x| format!("does not load: {x}")),
            ),
        },
    }
}

/// A save opened for the window: the game at its saved point, its files, who played each side,
/// and a line saying what was loaded.
pub(crate) struct Opened {
    pub game: Game,
    pub loaded: Loaded,
    pub seats: Vec<Option<steppe_rules::play::Policy>>,
    pub what: String,
}

/// Loads a save for the window (one whose files changed since is replayed on them as far as
/// its commands are still legal, and says so); every problem as `file:line:col: message` lines.
pub(crate) fn open(path: &Path) -> Result<Opened, String> {
    let l = steppe_files::open(
        path,
        0,
        &steppe_rules::engine::rule_choices::RuleChoices::default(),
        steppe_files::ChangedFiles::ReplayOnNew,
    )
    .map_err(|e| e.to_string())?;
    let what = format!(
        "loaded {} ({}, {}){}",
        path.display(),
        l.game.turn_name(&l.game.state),
        l.game.rules.phases[l.game.state.phase].name,
        l.changed
            .as_ref()
            .map_or_else(String::new, |c| format!(": {c}"))
    );
    Ok(Opened {
        game: l.game,
        loaded: l.loaded,
        seats: l.seats,
        what,
    })
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<CurrentGame>,
    source: Res<Source>,
    seats: Res<Seats>,
    mut last: ResMut<LastSave>,
    mut dialog: ResMut<Dialog>,
    mut status: ResMut<StatusLine>,
    viewing: Option<Res<crate::state::Viewing>>,
    mut commands: Commands,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyS) {
        *status = if viewing.is_some_and(|v| v.on) {
            StatusLine::error(WATCHING_NO_SAVE)
        } else {
            save_now(&game.0, &source, &seats, &mut last)
        };
    }
    if ctrl && keys.just_pressed(KeyCode::KeyO) && *dialog == Dialog::None {
        *dialog = Dialog::Open { error: None };
    }
    if keys.just_pressed(KeyCode::F12) {
        let dir = source.saves.with_file_name("screenshots");
        if let Err(e) = std::fs::create_dir_all(&dir) {
            *status = StatusLine::error(format!("cannot create {}: {e}", dir.display()));
            return;
        }
        let path = dir.join(format!("steppe-{}.png", stamp(SystemTime::now())));
        *status = StatusLine::info(format!("screenshot: {}", path.display()));
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    }
}

/// Puts a loaded save on screen with its seats (the board follows if it is another scenario);
/// what to tell the player if it cannot be loaded.
pub(crate) fn open_into(
    path: &Path,
    source: &mut Source,
    last: &mut LastSave,
    seats: &mut Seats,
    send: &mut MessageWriter<SendCommand>,
) -> Result<(), String> {
    let o = open(path)?;
    source.loaded = o.loaded;
    seats.sides = o.seats;
    *last = LastSave::of(&o.game);
    send.write(SendCommand::Replace(Box::new(o.game), o.what));
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::services::saves::*;

    #[test]
    fn a_save_is_written_listed_and_opened_again() {
        let game = crate::test_game();
        let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("tests/fixtures/movement_example.ron");
        let loaded = steppe_files::load_scenario(&path).unwrap();
        let dir = std::env::temp_dir().join(format!("steppe-saves-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let name = save_name(&game, UNIX_EPOCH);
        assert!(name.ends_with("-19700101-000000.ron"), "{name}");
        let written = save_to(&dir, &name, &game, &loaded, &Seats::default()).expect("written");
        let listed = list_saves(&dir);
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].0, written);
        let row = save_row(&written, UNIX_EPOCH);
        assert_eq!(
            (row.scenario.as_str(), row.date.as_str(), &row.note),
            (game.scenario.name.as_str(), "1970-01-01 00:00", &None)
        );
        assert_eq!(row.game, game.rules.name);
        assert!(
            row.turn.starts_with(&game.turn_name(&game.state)),
            "{}",
            row.turn
        );
        let o = open(&written).expect("opens");
        assert_eq!(o.game.state_hash(), game.state_hash());
        assert_eq!(o.loaded.content_hash, loaded.content_hash);
        assert!(o.what.starts_with("loaded "), "{}", o.what);
        // A damaged save says where.
        std::fs::write(&written, "(version: 1, nonsense").unwrap();
        let Err(err) = open(&written) else {
            panic!("a damaged save is refused")
        };
        assert!(err.contains(&format!("{}:1:", written.display())), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
