//! Every game's own autosave (`autosave-<scenario>-<seed>.ron` beside the saves), rewritten
//! after every command and every undo so that a killed window loses nothing and no game
//! overwrites another's; on start, the unfinished games in the autosaves are offered for
//! continuing ([`offers`], also the menu's "Continue a game…").

use crate::services::save_names::{AUTOSAVE, autosave_name};
use crate::services::saves::{Source, list_saves, save_to};
use crate::state::{Dialog, FrontDoor, Offer};

use crate::state::{ApplySet, CurrentGame, GameChanged, Seats, StatusLine};
use bevy::prelude::*;
use std::path::Path;
use steppe_files::load_save_on_new_files;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, offer_to_continue)
        .add_systems(Update, autosave.after(ApplySet));
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
                g.turn_name(&g.state),
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
    front_door: Option<Res<FrontDoor>>,
    mut dialog: ResMut<Dialog>,
) {
    if !game.0.log.is_empty() {
        return;
    }
    let front_door = front_door.is_some_and(|f| f.0);
    let list = offers(
        &source.saves,
        (!front_door).then_some(source.loaded.scenario_path.as_path()),
    );
    if !list.is_empty() {
        *dialog = Dialog::Continue { offers: list };
    }
}

#[cfg(test)]
mod tests {
    use crate::services::autosave::*;
    use crate::test_game;
    use steppe_files::{Loaded, load_scenario};
    use steppe_rules::engine::game::Game;
    use steppe_rules::state::command::Command;

    /// On start, the unfinished games in the autosaves are offered, each game in its own file:
    /// with a scenario asked for, only that scenario's; a new game is not offered.
    #[test]
    fn each_games_autosave_is_its_own_and_offered_on_start() {
        let fixture = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("tests/fixtures/movement_example.ron");
        let loaded = load_scenario(&fixture).unwrap();
        let dir = std::env::temp_dir().join(format!("steppe-continue-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let offer = |dir: &Path, loaded: &Loaded| {
            let mut app = App::new();
            app.add_plugins(MinimalPlugins)
                .init_resource::<Dialog>()
                .insert_resource(CurrentGame(test_game()))
                .insert_resource(Source {
                    loaded: loaded.clone(),
                    saves: dir.to_path_buf(),
                })
                .add_systems(Startup, offer_to_continue);
            app.update();
            app.world().resource::<Dialog>().clone()
        };
        assert_eq!(offer(&dir, &loaded), Dialog::None, "no autosave yet");
        let mut game = test_game();
        game.apply(Command::EndPhase).expect("a phase ends");
        // Another game of the same scenario (another seed) and a game of another scenario.
        let other_seed = Game::replay(game.rules.clone(), game.scenario.clone(), 99, &game.log)
            .expect("replays");
        let gpw = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join(steppe_files::DEFAULT_SCENARIO);
        let gpw_loaded = load_scenario(&gpw).unwrap();
        let mut barbarossa = Game::new(gpw_loaded.ruleset.clone(), gpw_loaded.scenario.clone(), 5);
        barbarossa.apply(Command::EndPhase).expect("a phase ends");
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
            steppe_files::load_save(&dir.join(autosave_name(&game)))
                .unwrap()
                .game
                .seed,
            1
        );
        // The newest of the asked scenario only.
        match offer(&dir, &loaded) {
            Dialog::Continue { offers } => {
                assert_eq!(offers.len(), 1, "{offers:?}");
                assert!(
                    offers[0].summary.contains(&game.turn_name(&game.state)),
                    "{offers:?}"
                );
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
