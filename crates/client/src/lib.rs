//! The Bevy client: opens a window on a scenario and draws its map and units.
//!
//! [`run`] opens the scenario (or a saved game) with `files::open`, puts the game in one
//! resource ([`CurrentGame`]) and the hex layout in another (`state::BoardLayout`), then adds
//! one plugin per feature from five folders around one shared state:
//!
//! - `state`: what every part reads (the game, the selection, the attack being planned, the unit
//!   being placed, what may still act, the pointer, the toggles and open windows, the seats, the
//!   layout, the status line), the questions asked of them (`attackable`, `candidates`, ...),
//!   the messages that change the game, `BoardChanged` (the one message that says the map must be
//!   drawn again) and `Act` (a system's way to send a command or say why not);
//! - `services`: what works behind the map: `apply` (the one system that changes the game),
//!   `saves` and `autosave`, `reload`, the `computer`'s sides, `what_if`, `signals`;
//! - `input`: what clicks and keys mean on the map: `selection`, `combat`, `placement`,
//!   `may_act` (Tab);
//! - `drawing`: the map: `board` (cached while zoomed out by `board_cache`), `counters`,
//!   `overlays`, `marks`, `weather`, `hex_numbers`, `trail`, `camera` and `view`;
//! - `ui`: the egui panels and dialogs, the New game screen and the game menu;
//! - `tools`: modes outside play: `preview` (`steppe preview`), `screenshot`
//!   (`STEPPE_SCREENSHOT`), `probe` (`STEPPE_PROBE`) and `fps` (`STEPPE_FPS`).
//!
//! Input, drawing and services use only `state`; the panels use `state` and the services and
//! drawing they show; tools may use any of them (`tests/layers.rs` fails otherwise).

mod drawing;
mod input;
mod services;
mod state;
mod tools;
mod ui;

pub use drawing::vision;
use drawing::{
    board, board_cache, camera, counters, hex_numbers, marks, opening, overlays, trail, view,
    weather,
};
use input::{combat, designer, may_act, placement, selection};
#[cfg(unix)]
use services::signals;
use services::{apply, autosave, computer, reload, saves, what_if};
pub use state::Palette;
pub use tools::preview;
use tools::{fps, probe, screenshot};

use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::winit::WinitSettings;
pub(crate) use state::CurrentGame;
use std::path::{Path, PathBuf};
use steppe_files::DEFAULT_SCENARIO;
#[cfg(test)]
use steppe_files::load_scenario;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::rule_choices::RuleChoices;
use steppe_rules::play::Policy;
#[cfg(test)]
use steppe_rules::state::command::Command;

/// The seed of the tests' games.
#[cfg(test)]
const DEFAULT_SEED: u64 = 1;

/// The user's settings (the palette), beside the saves folder: the settings, what was wrong with
/// a file that does not read (said on stderr; the defaults are used), and the file's path.
fn user_settings(
    source: &saves::Source,
) -> (services::settings::Settings, Option<String>, PathBuf) {
    let data_dir = source
        .saves
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    let path = services::settings::path_in(&data_dir);
    let (settings, malformed) = services::settings::load(&path);
    if let Some(said) = &malformed {
        eprintln!("steppe: {said}");
    }
    (settings, malformed, path)
}

/// Opens the window on a scenario or a saved game and returns the process exit code when it
/// closes: 0 on a normal exit, 1 if the file does not load (each diagnostic is printed to stderr
/// as `file:line:col: message`). `computer` names the policy of each side the computer plays
/// (`None`: a person), in the ruleset's order.
pub fn run(
    path: Option<&Path>,
    seed: Option<u64>,
    computer: &[Option<Policy>],
    pace: &str,
    rules: &RuleChoices,
) -> i32 {
    // Without a scenario the window opens on the New game screen, the default scenario behind it.
    let front_door = path.is_none();
    let default_path = match path {
        Some(p) => p.to_path_buf(),
        None => match default_scenario() {
            Ok(p) => p,
            Err(e) => {
                eprintln!("steppe: {e}");
                return 2;
            }
        },
    };
    let opened = steppe_files::open(
        &default_path,
        seed.unwrap_or_else(services::new_seed),
        rules,
        steppe_files::ChangedFiles::Refuse,
    );
    let (loaded, mut game, saved_seats) = match opened {
        Ok(o) => (o.loaded, o.game, o.seats),
        Err(e) => return e.report(),
    };
    let seats = match seat(game.rules.sides.len(), computer, saved_seats, pace) {
        Ok(seats) => seats,
        Err(e) => {
            eprintln!("steppe: {e}");
            return 2;
        }
    };
    let opening = opening_line(&game, front_door);
    let shot = screenshot::ScreenshotRequest::from_env();
    if let Some(shot) = &shot
        && let Err(e) = shot.advance(&mut game)
    {
        eprintln!("steppe: {e}");
        return 1;
    }

    tools::plain_startup_errors("steppe");
    // Before any thread starts: the signals that close the window go to one thread (`signals`).
    #[cfg(unix)]
    signals::block();
    let fps = fps::from_env();
    let continuous = shot.is_some() || fps.is_some();
    let source = saves::Source {
        loaded,
        saves: saves::saves_dir(),
    };
    let (settings, malformed, settings_path) = user_settings(&source);
    let mut screen = ui::new_game::NewGame::default();
    if front_door {
        screen.open(ui::new_game::folders(&source), None, false);
        screen.front_door = true;
    }
    let mut app = App::new();
    app.add_plugins(window_plugins(&game, shot.is_some()))
        // A turn-based board need not redraw when nothing happens; the screenshot and
        // frame-rate modes must keep frames coming to count them.
        .insert_resource(if continuous {
            WinitSettings::continuous()
        } else {
            WinitSettings::desktop_app()
        })
        .insert_resource(ClearColor(Color::srgb_u8(0x30, 0x33, 0x38)))
        .insert_resource(state::BoardLayout::new(&game.scenario.map))
        .insert_resource(CurrentGame(game))
        .insert_resource(seats)
        .insert_resource(match &malformed {
            Some(said) => state::StatusLine::error(said.clone()),
            None => opening.unwrap_or_default(),
        })
        .insert_resource(settings.palette)
        .insert_resource(services::settings::SettingsFile {
            path: Some(settings_path),
            malformed: malformed.is_some(),
        })
        .insert_resource(screen)
        .insert_resource(state::FrontDoor(front_door))
        // The zooms the player chose, kept next to the saves (drawing::opening).
        .insert_resource(opening::ZoomMemory::load(
            source
                .saves
                .parent()
                .map_or_else(|| PathBuf::from("view.ron"), |d| d.join("view.ron")),
        ))
        .insert_resource(source);
    add_play_plugins(&mut app);
    // The map itself; the frame-budget bench leaves it out to measure the panels alone.
    if !(fps.is_some() && fps::empty_scene()) {
        add_map_plugins(&mut app);
    }
    if fps.is_some() {
        app.add_plugins(fps::plugin);
    }
    if let Some(shot) = shot {
        app.insert_resource(shot).add_plugins(screenshot::plugin);
    }
    match app.run() {
        AppExit::Success => 0,
        AppExit::Error(code) => i32::from(code.get()),
    }
}

/// The scenario the window opens on when none is named: the shipped default; why there is
/// none when the shipped data folder was not found.
fn default_scenario() -> Result<PathBuf, String> {
    let Some(dir) = steppe_files::catalog::shipped_dir() else {
        return Err(match steppe_files::folders::search() {
            Ok(s) => format!(
                "no scenario named and no shipped scenarios: the shipped data folder was {}",
                s.words()
            ),
            Err(e) => e.clone(),
        });
    };
    Ok(dir.join(Path::new(DEFAULT_SCENARIO).file_name().unwrap_or_default()))
}

/// Who plays each of the ruleset's `sides`: the command line's `computer` if it seats the
/// computer anywhere, else a save's seats as they come back with it; the computer's `pace`.
/// Why not, for a bad pace or more policies than sides.
fn seat(
    sides: usize,
    computer: &[Option<Policy>],
    saved_seats: Vec<Option<Policy>>,
    pace: &str,
) -> Result<computer::Seats, String> {
    if computer.len() > sides {
        return Err(format!(
            "the ruleset has {sides} sides; the computer was given {}",
            computer.len()
        ));
    }
    let pace = computer::Pace::parse(pace)?;
    Ok(computer::Seats {
        sides: if computer.iter().any(Option::is_some) {
            computer.to_vec()
        } else {
            saved_seats
        },
        pace,
    })
}

/// A new game says its seed, so that its dice can be had again.
fn opening_line(game: &Game, front_door: bool) -> Option<state::StatusLine> {
    (game.log.is_empty() && !front_door).then(|| {
        state::StatusLine::info(format!(
            "New game, dice seed {} (steppe --seed {} --scenario ... plays the same dice). \
             Click a unit of the phasing side to select it; End phase when done.",
            game.seed, game.seed
        ))
    })
}

/// Bevy's plugins for the window, titled with the game's scenario; `shot` for a screenshot run.
fn window_plugins(game: &Game, shot: bool) -> impl PluginGroup {
    let title = format!("steppe — {}", game.scenario.name);
    // Bevy's asset folder is the shipped data's `assets/`, wherever that was found (Bevy's own
    // guess is the build folder under `cargo run`, else beside the program).
    let assets = steppe_files::folders::shipped().map_or_else(
        || AssetPlugin::default().file_path,
        |s| s.assets().to_string_lossy().into_owned(),
    );
    DefaultPlugins
        .set(AssetPlugin {
            file_path: assets,
            ..default()
        })
        .set(WindowPlugin {
            primary_window: Some(Window {
                title,
                resolution: window_size().into(),
                ..default()
            }),
            // The close button asks first when commands would be lost (ui::confirm).
            close_when_requested: false,
            ..default()
        })
        .set(RenderPlugin {
            // A screenshot must not catch meshes whose pipelines are still compiling.
            synchronous_pipeline_compilation: shot,
            ..default()
        })
}

/// The plugins of play: the state, the camera, the services behind the map, what clicks and
/// keys mean, the panels, set-up mode and the window's title.
fn add_play_plugins(app: &mut App) {
    app.add_plugins(state::plugin).add_plugins((
        camera::plugin,
        apply::plugin,
        selection::plugin,
        combat::plugin,
        placement::plugin,
        ui::plugin,
        saves::plugin,
        autosave::plugin,
        reload::plugin,
        probe::plugin,
        view::plugin,
        may_act::plugin,
        computer::plugin,
        what_if::plugin,
    ));
    // Set-up mode, for designers: its clicks, its edits of the file.
    app.add_plugins((
        designer::plugin,
        services::designer::plugin,
        services::balance::plugin,
        services::watching::plugin,
        services::settings::plugin,
    ));
    #[cfg(unix)]
    app.add_plugins(signals::plugin);
    app.add_systems(Update, retitle);
}

/// The map: the board, the counters and everything drawn on them.
fn add_map_plugins(app: &mut App) {
    app.add_plugins((
        board::plugin,
        board_cache::plugin,
        counters::plugin,
        overlays::plugin,
        marks::plugin,
        weather::plugin,
        hex_numbers::plugin,
        trail::plugin,
        drawing::retreat_paths::plugin,
        drawing::problems::plugin,
        drawing::setup_marks::plugin,
    ));
}

/// The window's title names the scenario on screen (another one started or opened).
fn retitle(
    game: Res<CurrentGame>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    if !game.is_changed() {
        return;
    }
    let title = format!("steppe — {}", game.0.scenario.name);
    for mut w in &mut windows {
        if w.title != title {
            w.title = title.clone();
        }
    }
}

/// The test scenario shared by the client's tests.
#[cfg(test)]
pub(crate) fn test_game() -> Game {
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("tests/fixtures/movement_example.ron");
    let loaded = load_scenario(&path).expect("fixture loads");
    Game::new(loaded.ruleset, loaded.scenario, DEFAULT_SEED)
}

/// The default scenario (Barbarossa), in its first phase whose kind passes `test`.
#[cfg(test)]
pub(crate) fn barbarossa_in(
    test: impl Fn(&steppe_rules::data::ruleset::PhaseKind) -> bool,
) -> Game {
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join(DEFAULT_SCENARIO);
    let loaded = load_scenario(&path).expect("the scenario loads");
    let mut game = Game::new(loaded.ruleset, loaded.scenario, DEFAULT_SEED);
    while !test(&game.rules.phases[game.state.phase].kind) {
        game.apply(Command::EndPhase).expect("phases end");
    }
    game
}

/// The test scenario, advanced to the first phase in which its Soviet tank army may move.
#[cfg(test)]
pub(crate) fn test_game_tank_moves() -> Game {
    let mut game = test_game();
    let tank = game.scenario.unit_by_id("tank1203").expect("fixture unit");
    for _ in 0..100 {
        if steppe_rules::mechanics::movement::Mover::new(&game, &game.state, tank).is_ok() {
            return game;
        }
        game.apply(Command::EndPhase).expect("phases end");
    }
    panic!("the tank never may move");
}

/// The window's size in logical pixels: 1280x800, or `STEPPE_WINDOW=WIDTHxHEIGHT` (the layout
/// tests open 1024x640 too). A value that does not read as two sizes is said and ignored.
fn window_size() -> (u32, u32) {
    let Ok(text) = std::env::var("STEPPE_WINDOW") else {
        return (1280, 800);
    };
    let parsed = text
        .split_once('x')
        .and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)))
        .filter(|&(w, h): &(u32, u32)| (320..=8192).contains(&w) && (240..=8192).contains(&h));
    parsed.unwrap_or_else(|| {
        eprintln!("steppe: STEPPE_WINDOW={text:?} is not WIDTHxHEIGHT (e.g. 1024x640): 1280x800");
        (1280, 800)
    })
}

#[cfg(test)]
mod tests {
    use crate::*;

    #[test]
    fn a_missing_scenario_is_exit_code_1() {
        assert_eq!(
            run(
                Some(Path::new("/nonexistent/scenario.ron")),
                None,
                &[],
                "normal",
                &RuleChoices::default()
            ),
            1
        );
    }
}
