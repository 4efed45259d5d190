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

use super::CurrentGame;
use super::apply::{ApplySet, GameChanged, SendCommand, StatusLine};
use super::computer::Seats;
use super::ui::Dialog;
use crate::files::{Loaded, load_save_on_new_files, write_save};
use crate::rules::engine::game::Game;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// What every game's autosave file name starts with (`autosave-<scenario>-<seed>.ron`; older
/// steppes wrote one `autosave.ron` for every game).
pub(crate) const AUTOSAVE: &str = "autosave";
/// Overrides the data directory (tests, portable installs).
pub(crate) const ENV_DATA_DIR: &str = "STEPPE_DATA_DIR";

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, (remember_start, offer_to_continue))
        .add_systems(Update, (keys.before(ApplySet), autosave.after(ApplySet)));
}

/// What the last save written (or the file opened) holds, so that closing the window or opening
/// another game can ask first when commands would be lost.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LastSave {
    log_len: usize,
    hash: u64,
}

impl LastSave {
    /// The game as it is now, saved.
    pub fn of(game: &Game) -> Self {
        LastSave {
            log_len: game.log.len(),
            hash: game.state_hash(),
        }
    }

    /// `None` if the game on screen is the one last saved; else how many commands were given
    /// since (0 when commands were only taken back).
    pub fn unsaved(&self, game: &Game) -> Option<usize> {
        (game.log.len() != self.log_len || game.state_hash() != self.hash)
            .then(|| game.log.len().saturating_sub(self.log_len))
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

/// The folder saves go to.
pub(crate) fn saves_dir() -> PathBuf {
    let base = std::env::var_os(ENV_DATA_DIR)
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            directories::ProjectDirs::from("", "", "steppe").map(|d| d.data_dir().to_path_buf())
        })
        .unwrap_or_else(|| PathBuf::from(".steppe"));
    base.join("saves")
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (Howard Hinnant's method).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// "20261122-031805" (UTC) for a time.
pub(crate) fn stamp(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()) as i64;
    let (y, m, d) = civil(secs.div_euclid(86_400));
    let s = secs.rem_euclid(86_400);
    format!(
        "{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        s / 3600,
        s / 60 % 60,
        s % 60
    )
}

/// A scenario's name for a file name: "operation-blue".
fn slug(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

/// A game's own autosave: its scenario and its seed, so that no game overwrites another's.
pub(crate) fn autosave_name(game: &Game) -> String {
    format!("{AUTOSAVE}-{}-{}.ron", slug(&game.scenario.name), game.seed)
}

/// A save's file name: scenario, turn, phase, time.
pub(crate) fn save_name(game: &Game, at: SystemTime) -> String {
    let scenario = slug(&game.scenario.name);
    format!(
        "{scenario}-t{:02}-{}-{}.ron",
        game.state.turn,
        game.rules.phases[game.state.phase].id,
        stamp(at)
    )
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

/// A save opened for the window: the game at its saved point, its files, who played each side,
/// and a line saying what was loaded.
pub(crate) struct Opened {
    pub game: Game,
    pub loaded: Loaded,
    pub seats: Vec<Option<crate::rules::play::Policy>>,
    pub what: String,
}

/// Loads a save for the window (one whose files changed since is replayed on them as far as
/// its commands are still legal, and says so); every problem as `file:line:col: message` lines.
pub(crate) fn open(path: &Path) -> Result<Opened, String> {
    let l = load_save_on_new_files(path).map_err(|d| {
        d.0.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let what = format!(
        "loaded {} ({}, {}){}",
        path.display(),
        l.game.turn_name(),
        l.game.rules.phases[l.game.state.phase].name,
        l.changed
            .as_ref()
            .map_or_else(String::new, |c| format!(": {c}"))
    );
    let mut loaded = l.loaded;
    if let Ok(abs) = loaded.scenario_path.canonicalize() {
        loaded.scenario_path = abs;
    }
    Ok(Opened {
        game: l.game,
        loaded,
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
    mut commands: Commands,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyS) {
        *status = save_now(&game.0, &source, &seats, &mut last);
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

/// Brings the game's own autosave up to date after every command and every undo, so that no
/// command is lost if the window is killed (the whole file, written atomically). It does not
/// count as the player's save: closing still asks about commands given since the player last
/// saved.
fn autosave(
    mut changes: MessageReader<GameChanged>,
    game: Res<CurrentGame>,
    source: Res<Source>,
    seats: Res<Seats>,
    mut status: ResMut<StatusLine>,
) {
    let due = changes
        .read()
        .any(|c| matches!(c, GameChanged::Applied { .. } | GameChanged::Undone));
    if due
        && let Err(e) = save_to(
            &source.saves,
            &autosave_name(&game.0),
            &game.0,
            &source.loaded,
            &seats,
        )
    {
        *status = StatusLine::error(format!("autosave failed: {e}"));
    }
}

/// An unfinished game in an autosave, offered for continuing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Offer {
    pub path: PathBuf,
    pub summary: String,
}

/// The unfinished games in the autosaves, newest first, the newest of each scenario only; with
/// `only`, the games of that scenario file.
pub(crate) fn offers(dir: &Path, only: Option<&Path>) -> Vec<Offer> {
    let only = only.map(|p| p.canonicalize().unwrap_or_else(|_| p.to_path_buf()));
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for (path, _) in list_saves(dir) {
        let is_auto = path
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with(AUTOSAVE));
        if !is_auto {
            continue;
        }
        // A finished game, or one that no longer loads: nothing to offer. One whose files
        // changed is offered, saying so.
        let Ok(l) = load_save_on_new_files(&path) else {
            continue;
        };
        if l.game.state.over || l.game.log.is_empty() {
            continue;
        }
        let scenario = l
            .loaded
            .scenario_path
            .canonicalize()
            .unwrap_or(l.loaded.scenario_path.clone());
        if only.as_ref().is_some_and(|o| *o != scenario) || seen.contains(&scenario) {
            continue;
        }
        seen.push(scenario);
        let g = &l.game;
        out.push(Offer {
            path,
            summary: format!(
                "{}: {}, {} (seed {}){}",
                g.scenario.name,
                g.turn_name(),
                g.rules.phases[g.state.phase].name,
                g.seed,
                l.changed.map_or_else(String::new, |c| format!(" — {c}"))
            ),
        });
    }
    out
}

/// On start: the unfinished games in the autosaves are offered for continuing (the newest of
/// each scenario; with `--scenario`, only that scenario's), unless the game on screen is already
/// further on (opened from a save).
fn offer_to_continue(
    source: Res<Source>,
    game: Res<CurrentGame>,
    screen: Option<Res<super::ui::new_game::NewGame>>,
    mut dialog: ResMut<Dialog>,
) {
    if !game.0.log.is_empty() {
        return;
    }
    let front_door = screen.is_some_and(|s| s.front_door);
    let list = offers(
        &source.saves,
        (!front_door).then_some(source.loaded.scenario_path.as_path()),
    );
    if !list.is_empty() {
        *dialog = Dialog::Continue { offers: list };
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
    use super::*;

    #[test]
    fn stamps_are_utc_calendar_times() {
        let t = UNIX_EPOCH + std::time::Duration::from_secs(1_795_317_485);
        assert_eq!(stamp(t), "20261122-031805");
        assert_eq!(stamp(UNIX_EPOCH), "19700101-000000");
        assert_eq!(civil(-1), (1969, 12, 31));
        assert_eq!(civil(11_016), (2000, 2, 29));
    }

    #[test]
    fn a_save_is_written_listed_and_opened_again() {
        let game = super::super::test_game();
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/movement_example.ron");
        let loaded = crate::files::load_scenario(&path).unwrap();
        let dir = std::env::temp_dir().join(format!("steppe-saves-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let name = save_name(&game, UNIX_EPOCH);
        assert!(name.ends_with("-19700101-000000.ron"), "{name}");
        let written = save_to(&dir, &name, &game, &loaded, &Seats::default()).expect("written");
        let listed = list_saves(&dir);
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].0, written);
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

    /// On start, the unfinished games in the autosaves are offered, each game in its own file:
    /// with a scenario asked for, only that scenario's; a new game is not offered.
    #[test]
    fn each_games_autosave_is_its_own_and_offered_on_start() {
        let fixture =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/movement_example.ron");
        let loaded = crate::files::load_scenario(&fixture).unwrap();
        let dir = std::env::temp_dir().join(format!("steppe-continue-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let offer = |dir: &Path, loaded: &Loaded| {
            let mut app = App::new();
            app.add_plugins(MinimalPlugins)
                .init_resource::<Dialog>()
                .insert_resource(CurrentGame(super::super::test_game()))
                .insert_resource(Source {
                    loaded: loaded.clone(),
                    saves: dir.to_path_buf(),
                })
                .add_systems(Startup, offer_to_continue);
            app.update();
            app.world().resource::<Dialog>().clone()
        };
        assert_eq!(offer(&dir, &loaded), Dialog::None, "no autosave yet");
        let mut game = super::super::test_game();
        game.apply(crate::rules::engine::command::Command::EndPhase)
            .expect("a phase ends");
        // Another game of the same scenario (another seed) and a game of another scenario.
        let other_seed = Game::replay(game.rules.clone(), game.scenario.clone(), 99, &game.log)
            .expect("replays");
        let gpw = Path::new(env!("CARGO_MANIFEST_DIR")).join(crate::files::DEFAULT_SCENARIO);
        let gpw_loaded = crate::files::load_scenario(&gpw).unwrap();
        let mut barbarossa = Game::new(gpw_loaded.ruleset.clone(), gpw_loaded.scenario.clone(), 5);
        barbarossa
            .apply(crate::rules::engine::command::Command::EndPhase)
            .expect("a phase ends");
        let seats = Seats::default();
        for (g, l) in [
            (&game, &loaded),
            (&other_seed, &loaded),
            (&barbarossa, &gpw_loaded),
        ] {
            save_to(&dir, &autosave_name(g), g, l, &seats).expect("written");
        }
        assert_ne!(autosave_name(&game), autosave_name(&other_seed));
        assert_eq!(
            crate::files::load_save(&dir.join(autosave_name(&game)))
                .unwrap()
                .game
                .seed,
            1
        );
        // The newest of the asked scenario only.
        match offer(&dir, &loaded) {
            Dialog::Continue { offers } => {
                assert_eq!(offers.len(), 1, "{offers:?}");
                assert!(offers[0].summary.contains(&game.turn_name()), "{offers:?}");
                assert!(!offers[0].summary.contains("Barbarossa"), "{offers:?}");
            }
            other => panic!("{other:?}"),
        }
        // Without a scenario asked: the newest of each.
        let all = offers(&dir, None);
        assert_eq!(all.len(), 2, "{all:?}");
        assert!(
            all.iter().any(|o| o.summary.starts_with("Barbarossa")),
            "{all:?}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
