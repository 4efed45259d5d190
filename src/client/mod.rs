//! The Bevy client: opens a window on a scenario and draws its map and units.
//!
//! [`run`] opens the scenario (or a saved game) with `files::open`, puts the game in one
//! resource ([`CurrentGame`]) and the hex layout in another ([`board::BoardLayout`]), then adds
//! `state` (what every part reads: the game, selection, plan, placing, what may act, toggles,
//! seats, the status line; the messages that change the game; `BoardChanged`, the one message
//! that says the map must be drawn again; and `Act`, a system's way to send a command or say
//! why not) and one plugin per feature: `board` (terrain, hexsides, rails, cities; `board_cache` draws them once into a picture shown
//! while zoomed out), `counters` (units, NATO
//! symbols from `symbols`), `camera` (fit, pan, zoom), `apply` (the one system that changes the
//! game), `modes` (which clicks mean what in which phase), `selection` (clicks, hover, moves),
//! `combat` (planning attacks, answering battles), `placement` (reinforcements and rebuilds),
//! `overlays` and `marks` (map shading), `view` (bringing the hexes to act on into view), `may_act` (what may still act, Tab), `computer` (the sides the computer plays; `trail` draws its last command), `what_if` (games
//! played out from the position in the background), `weather` (the map's tint in snow, mud...), `hex_numbers` (the N overlay), `ui` (the egui panels and dialogs), `saves` (save,
//! load; `autosave`, every game's own), `reload` (the files reloaded when they change on disk), `preview` (`steppe preview`: the set-up
//! drawn into a PNG without a window), and the test modes:
//! `screenshot` (`STEPPE_SCREENSHOT`), `probe` (`STEPPE_PROBE`) and `fps` (`STEPPE_FPS`).

mod apply;
mod autosave;
mod board;
mod board_cache;
mod camera;
mod combat;
pub(crate) mod computer;
mod contrast;
mod counters;
mod fps;
mod glyphs;
mod hex_numbers;
mod marks;
mod may_act;
mod mesh;
mod modes;
mod overlays;
mod placement;
pub(crate) mod preview;
mod probe;
mod reload;
mod saves;
mod screenshot;
mod selection;
#[cfg(unix)]
mod signals;
mod state;
mod symbols;
mod trail;
mod ui;
mod view;
mod weather;
mod what_if;
mod words;

#[cfg(test)]
use crate::rules::engine::game::Game;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::winit::WinitSettings;
pub(crate) use state::CurrentGame;
use std::path::Path;

/// The seed of the tests' games.
#[cfg(test)]
const DEFAULT_SEED: u64 = 1;

/// Opens the window on a scenario or a saved game and returns the process exit code when it
/// closes: 0 on a normal exit, 1 if the file does not load (each diagnostic is printed to stderr
/// as `file:line:col: message`). `computer` names the policy of each side the computer plays
/// (`None`: a person), in the ruleset's order.
pub fn run(
    path: Option<&Path>,
    seed: Option<u64>,
    computer: &[Option<crate::rules::play::Policy>],
    pace: &str,
    rules: &crate::rules::engine::rule_choices::RuleChoices,
) -> i32 {
    // Without a scenario the window opens on the New game screen, the default scenario behind it.
    let front_door = path.is_none();
    let default_path = crate::catalog::shipped_dir().join(
        Path::new(crate::files::DEFAULT_SCENARIO)
            .file_name()
            .unwrap_or_default(),
    );
    let path = path.unwrap_or(&default_path);
    let opened = crate::files::open(
        path,
        seed.unwrap_or_else(new_seed),
        rules,
        crate::files::ChangedFiles::Refuse,
    );
    let (loaded, game, saved_seats) = match opened {
        Ok(o) => (o.loaded, o.game, o.seats),
        Err(e) => return e.report(),
    };
    let mut game = game;
    if computer.len() > game.rules.sides.len() {
        eprintln!(
            "steppe: the ruleset has {} sides; the computer was given {}",
            game.rules.sides.len(),
            computer.len()
        );
        return 2;
    }
    let pace = match computer::Pace::parse(pace) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("steppe: {e}");
            return 2;
        }
    };
    // A save's seats come back with it, unless the command line seats the computer.
    let seats = computer::Seats {
        sides: if computer.iter().any(Option::is_some) {
            computer.to_vec()
        } else {
            saved_seats
        },
        pace,
    };
    // A new game says its seed, so that its dice can be had again.
    let opening = (game.log.is_empty() && !front_door).then(|| {
        state::StatusLine::info(format!(
            "New game, dice seed {} (steppe --seed {} --scenario ... plays the same dice). \
             Click a unit of the phasing side to select it; End phase when done.",
            game.seed, game.seed
        ))
    });
    let shot = screenshot::ScreenshotRequest::from_env();
    if let Some(shot) = &shot
        && let Err(e) = shot.advance(&mut game)
    {
        eprintln!("steppe: {e}");
        return 1;
    }

    plain_startup_errors("steppe");
    // Before any thread starts: the signals that close the window go to one thread (`signals`).
    #[cfg(unix)]
    signals::block();
    let fps = fps::from_env();
    let continuous = shot.is_some() || fps.is_some();
    let source = saves::Source {
        loaded,
        saves: saves::saves_dir(),
    };
    let mut screen = ui::new_game::NewGame::default();
    if front_door {
        screen.open(ui::new_game::folders(&source), None, false);
        screen.front_door = true;
    }
    let mut app = App::new();
    let title = format!("steppe — {}", game.scenario.name);
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title,
                    resolution: (1280, 800).into(),
                    ..default()
                }),
                // The close button asks first when commands would be lost (ui::confirm).
                close_when_requested: false,
                ..default()
            })
            .set(RenderPlugin {
                // A screenshot must not catch meshes whose pipelines are still compiling.
                synchronous_pipeline_compilation: shot.is_some(),
                ..default()
            }),
    )
    // A turn-based board need not redraw when nothing happens; the screenshot and frame-rate
    // modes must keep frames coming to count them.
    .insert_resource(if continuous {
        WinitSettings::continuous()
    } else {
        WinitSettings::desktop_app()
    })
    .insert_resource(ClearColor(Color::srgb_u8(0x30, 0x33, 0x38)))
    .insert_resource(board::BoardLayout::new(&game.scenario.map))
    .insert_resource(CurrentGame(game))
    .insert_resource(seats)
    .insert_resource(opening.unwrap_or_default())
    .insert_resource(screen)
    .insert_resource(source)
    .add_plugins(state::plugin)
    .add_plugins((
        camera::plugin,
        apply::plugin,
        modes::plugin,
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
    #[cfg(unix)]
    app.add_plugins(signals::plugin);
    app.add_systems(Update, retitle);
    // The map itself; the frame-budget bench leaves it out to measure the panels alone.
    if !(fps.is_some() && fps::empty_scene()) {
        app.add_plugins((
            board::plugin,
            board_cache::plugin,
            counters::plugin,
            overlays::plugin,
            marks::plugin,
            weather::plugin,
            hex_numbers::plugin,
            trail::plugin,
        ));
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

/// A dice seed for a new game: the clock's nanoseconds and the process, mixed (splitmix64).
pub(crate) fn new_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut z = nanos ^ (u64::from(std::process::id()) << 32);
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Turns the renderer's and the window system's start-up failures (no graphics adapter, no
/// display) into one line that says so and names the install script, exit code 1; any other
/// panic keeps Rust's own report.
pub(crate) fn plain_startup_errors(program: &'static str) {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let msg = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let what = if msg.contains("Unable to find a GPU") || msg.contains("adapter") {
            Some("no usable Vulkan or OpenGL graphics adapter was found")
        } else if msg.contains("XOpenDisplayFailed")
            || msg.contains("event loop")
            || msg.contains("WAYLAND_DISPLAY")
        {
            Some("cannot open a window: no X11 or Wayland display")
        } else {
            None
        };
        match what {
            Some(what) => {
                eprintln!(
                    "{program}: {what}; scripts/install-deps.sh installs what the window needs \
                     (Mesa's Vulkan driver, X11 and Wayland libraries, Xvfb)"
                );
                std::process::exit(1);
            }
            None => default(info),
        }
    }));
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

/// Shown (inheriting its parent's visibility) or hidden.
pub(crate) fn shown_if(on: bool) -> Visibility {
    if on {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

/// A `#rrggbb` colour from a ruleset; magenta if malformed, so the mistake shows on screen.
pub(crate) fn colour(hex: &str) -> Color {
    Srgba::hex(hex)
        .map(Color::Srgba)
        .unwrap_or(Color::srgb(1.0, 0.0, 1.0))
}

/// The test scenario shared by the client's tests.
#[cfg(test)]
pub(crate) fn test_game() -> Game {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/movement_example.ron");
    let loaded = crate::files::load_scenario(&path).expect("fixture loads");
    Game::new(loaded.ruleset, loaded.scenario, DEFAULT_SEED)
}

/// The default scenario (Barbarossa), in its first phase whose kind passes `test`.
#[cfg(test)]
pub(crate) fn barbarossa_in(
    test: impl Fn(&crate::rules::data::ruleset::PhaseKind) -> bool,
) -> Game {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(crate::files::DEFAULT_SCENARIO);
    let loaded = crate::files::load_scenario(&path).expect("the scenario loads");
    let mut game = Game::new(loaded.ruleset, loaded.scenario, DEFAULT_SEED);
    while !test(&game.rules.phases[game.state.phase].kind) {
        game.apply(crate::rules::state::command::Command::EndPhase)
            .expect("phases end");
    }
    game
}

/// The test scenario, advanced to the first phase in which its Soviet tank army may move.
#[cfg(test)]
pub(crate) fn test_game_tank_moves() -> Game {
    let mut game = test_game();
    let tank = game.scenario.unit_by_id("tank1203").expect("fixture unit");
    for _ in 0..100 {
        if crate::rules::mechanics::movement::Mover::new(&game, &game.state, tank).is_ok() {
            return game;
        }
        game.apply(crate::rules::state::command::Command::EndPhase)
            .expect("phases end");
    }
    panic!("the tank never may move");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_are_srgb_hex() {
        let c = colour("#d9d3a3").to_srgba();
        assert_eq!(
            (c.red, c.green, c.blue),
            (217.0 / 255.0, 211.0 / 255.0, 163.0 / 255.0)
        );
        assert_eq!(colour("nonsense"), Color::srgb(1.0, 0.0, 1.0));
    }

    #[test]
    fn a_missing_scenario_is_exit_code_1() {
        assert_eq!(
            run(
                Some(Path::new("/nonexistent/scenario.ron")),
                None,
                &[],
                "normal",
                &crate::rules::engine::rule_choices::RuleChoices::default()
            ),
            1
        );
    }
}
