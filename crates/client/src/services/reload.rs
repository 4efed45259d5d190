//! Reload on save, for designers: the scenario and ruleset files the game comes from are looked
//! at twice a second by a thread that wakes the window when one changes (and once a second by
//! the window itself whenever it draws); a changed file is loaded and checked again. A file with
//! problems leaves the game as it was, shows the first problem as `file:line:col: message` on
//! the status line and keeps them all listed until a reload succeeds (`ReloadProblems`). Good files replace the game: its commands are replayed on the
//! new files, as far as they are still legal, so the position on screen stays where it was; the
//! board, the counters and every panel (the CRT, the terrain chart) are drawn from the new files.

use crate::services::saves::Source;
use crate::state::{
    ApplySet, CurrentGame, Problem, ReloadNow, ReloadProblems, SendCommand, StatusLine,
};
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};
use steppe_files::load_scenario;
use steppe_rules::engine::game::Game;
use steppe_rules::state::command::Command;

/// How often the files are looked at.
const EVERY: Duration = Duration::from_secs(1);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_watcher)
        .add_systems(Update, watch.in_set(Reloading).before(ApplySet));
}

/// The system set of the reload: what writes the files runs before it, so that a file written
/// shows in the same frame.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Reloading;

/// The files a background thread looks at twice a second, and what it found: when one changes it
/// wakes the window (which otherwise sleeps until input), so a reload shows at once.
#[derive(Resource, Clone, Default)]
struct Watcher {
    paths: Arc<Mutex<Vec<PathBuf>>>,
    changed: Arc<AtomicBool>,
}

/// The modification times of the files, as the thread compares them.
fn times_of(paths: &[PathBuf]) -> Vec<Option<SystemTime>> {
    paths.iter().map(|p| modified(p)).collect()
}

fn start_watcher(mut commands: Commands, proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    let Some(proxy) = proxy else {
        return;
    };
    let proxy = (**proxy).clone();
    let watcher = Watcher::default();
    let (paths, changed) = (watcher.paths.clone(), watcher.changed.clone());
    let spawned = std::thread::Builder::new()
        .name("steppe-reload-watch".into())
        .spawn(move || {
            let mut last: Option<(Vec<PathBuf>, Vec<Option<SystemTime>>)> = None;
            loop {
                std::thread::sleep(Duration::from_millis(500));
                let now_paths = paths.lock().map(|p| p.clone()).unwrap_or_default();
                let now = times_of(&now_paths);
                if let Some((p, t)) = &last
                    && *p == now_paths
                    && *t != now
                {
                    changed.store(true, Ordering::Release);
                    if proxy
                        .send_event(bevy::winit::WinitUserEvent::WakeUp)
                        .is_err()
                    {
                        return; // the window is gone
                    }
                }
                last = Some((now_paths, now));
            }
        });
    if spawned.is_ok() {
        commands.insert_resource(watcher);
    }
}

/// Which files, and when each was last modified.
type Times = (std::path::PathBuf, Option<SystemTime>, Option<SystemTime>);

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The files last looked at with their modification times, and when they were looked at.
#[derive(Default)]
struct Seen {
    times: Option<Times>,
    last_look: Option<Duration>,
}

/// The game replayed on reloaded files, with the optional rules and choices it was played
/// with: as many of its commands as are still legal, and the first one that is not (its number
/// and the rules' reason).
pub(crate) fn replay_on(
    game: &Game,
    rules: std::sync::Arc<steppe_rules::model::tables::Ruleset>,
    scenario: std::sync::Arc<steppe_rules::model::tables::Scenario>,
) -> (Game, Option<(usize, String)>) {
    let settings = steppe_rules::engine::rule_choices::RuleChoices::of(&game.rules, &game.scenario);
    // A rule or choice the new files no longer have is left as they say.
    let scenario = match settings.apply(&rules, &scenario) {
        Ok(sc) => std::sync::Arc::new(sc),
        Err(_) => scenario,
    };
    let mut g = Game::new(rules, scenario, game.seed);
    for (i, cmd) in game.log.iter().enumerate() {
        g.reseed_here(&game.reseeds);
        if let Err(e) = g.apply(cmd.clone()) {
            return (g, Some((i, e.to_string())));
        }
    }
    g.reseed_here(&game.reseeds);
    (g, None)
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn watch(
    time: Res<Time<Real>>,
    game: Res<CurrentGame>,
    mut source: ResMut<Source>,
    mut seen: Local<Seen>,
    mut status: ResMut<StatusLine>,
    mut send: MessageWriter<SendCommand>,
    mut problems: ResMut<ReloadProblems>,
    watcher: Option<Res<Watcher>>,
    mut now_please: MessageReader<ReloadNow>,
) {
    let now = time.elapsed();
    let asked = now_please.read().count() > 0;
    // The files the thread watches follow the game's.
    if let Some(w) = &watcher
        && let Ok(mut paths) = w.paths.lock()
    {
        let wanted = [
            source.loaded.scenario_path.clone(),
            source.loaded.ruleset_path.clone(),
        ];
        if paths.as_slice() != wanted {
            *paths = wanted.to_vec();
        }
    }
    let woken = watcher
        .as_ref()
        .is_some_and(|w| w.changed.swap(false, Ordering::AcqRel))
        || asked;
    if !woken && seen.last_look.is_some_and(|t| now < t + EVERY) {
        return;
    }
    seen.last_look = Some(now);
    let times = (
        source.loaded.scenario_path.clone(),
        modified(&source.loaded.scenario_path),
        modified(&source.loaded.ruleset_path),
    );
    let before = seen.times.replace(times.clone());
    // Another game's files (one started or opened) are only noted.
    if before.as_ref().is_some_and(|b| b.0 != times.0) {
        problems.set_if_neq(ReloadProblems::default());
    }
    if before.is_none_or(|b| b == times || b.0 != times.0) {
        return;
    }
    match load_scenario(&source.loaded.scenario_path) {
        Err(problems_of) => {
            for p in &problems_of.0 {
                warn!("{p}");
            }
            let first = problems_of
                .0
                .first()
                .map_or(String::new(), ToString::to_string);
            let more = match problems_of.0.len() {
                0 | 1 => String::new(),
                n => format!(" (and {} more problems)", n - 1),
            };
            *status = StatusLine::error(format!("not reloaded: {first}{more}"));
            let listed = located(&problems_of.0, &source.loaded.scenario_path, &game.0);
            problems.set_if_neq(ReloadProblems(listed));
        }
        Ok(mut loaded) => {
            let (g, stopped) = replay_on(&game.0, loaded.ruleset.clone(), loaded.scenario.clone());
            let what = match stopped {
                None => format!(
                    "reloaded {}: {} commands replayed",
                    loaded.scenario_path.display(),
                    g.log.len()
                ),
                Some((i, why)) => format!(
                    "reloaded {}: replayed up to command {} ({}), which is no longer legal: {why}",
                    loaded.scenario_path.display(),
                    i + 1,
                    describe(&game.0, &game.0.log[i])
                ),
            };
            if let Ok(abs) = loaded.scenario_path.canonicalize() {
                loaded.scenario_path = abs;
            }
            source.loaded = loaded;
            problems.set_if_neq(ReloadProblems::default());
            // A file written by set-up mode: its own words say what changed.
            let what = if asked && !status.error {
                status.text.clone()
            } else {
                what
            };
            send.write(SendCommand::Replace(Box::new(g), what));
        }
    }
}

/// The problems, each with the hex or hexside it points at in the scenario file (on the map on
/// screen, the last good one's): problems in the ruleset have no place on the map.
fn located(
    found: &[steppe_rules::load::source::Diagnostic],
    scenario: &Path,
    game: &Game,
) -> Vec<Problem> {
    let same = |file: &str| {
        let file = Path::new(file);
        file == scenario || file.canonicalize().ok() == scenario.canonicalize().ok()
    };
    let text = std::fs::read_to_string(scenario).ok();
    let locator = text
        .as_deref()
        .map(steppe_rules::load::locate::Locator::new);
    found
        .iter()
        .map(|d| Problem {
            text: d.to_string(),
            at: locator
                .as_ref()
                .filter(|_| same(&d.file))
                .and_then(|l| l.locate(d.line, d.col, &game.scenario.map)),
        })
        .collect()
}

fn describe(g: &Game, cmd: &Command) -> String {
    crate::services::apply::describe_command(g, cmd)
}

#[cfg(test)]
mod tests {
    use crate::services::reload::*;

    #[test]
    fn a_replay_on_the_same_files_keeps_every_command() {
        let mut game = crate::test_game();
        for _ in 0..3 {
            game.apply(Command::EndPhase).expect("phases end");
        }
        let (g, stopped) = replay_on(&game, game.rules.clone(), game.scenario.clone());
        assert_eq!(stopped, None);
        assert_eq!(g.state_hash(), game.state_hash());
    }

    /// A game played with an optional rule keeps it when its files are reloaded.
    #[test]
    fn a_reload_keeps_the_games_optional_rules_and_choices() {
        use steppe_rules::engine::rule_choices::RuleChoices;
        let path =
            Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("scenarios/zw_blue.ron");
        let l = load_scenario(&path).expect("loads");
        let asked = RuleChoices::parse(&["don_river".into()], &["leningrad_pocket=variant".into()])
            .expect("parses");
        let sc = asked.apply(&l.ruleset, &l.scenario).expect("applies");
        let mut game = Game::new(l.ruleset.clone(), std::sync::Arc::new(sc), 3);
        game.apply(Command::EndPhase).expect("a phase ends");
        let (g, stopped) = replay_on(&game, l.ruleset.clone(), l.scenario.clone());
        assert_eq!(stopped, None);
        assert_eq!(
            RuleChoices::of(&g.rules, &g.scenario),
            RuleChoices::of(&game.rules, &game.scenario)
        );
        assert_eq!(g.state_hash(), game.state_hash());
    }
}
