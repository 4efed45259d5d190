//! Watching a game back (the replay viewer): any game (the one on screen, a save, an autosave, a
//! game of a what-if or a Balance run, an opponent's turn file) replayed once into
//! `engine::replay::Replay`, then shown at any of its positions: forward and back by command,
//! phase and turn, or played at a pace. The game shown is the position itself (the board, the
//! battle log with every die as it stood, the CRT's last roll), put in place through the applying
//! system like any other game; while watching, no command is taken, the computer waits and the
//! map takes no orders. "Take over from here" makes the position shown a new game (a new save;
//! the watched file is untouched); Close puts back the game that was on screen.

use crate::services::save_names::{slug, stamp};
use crate::services::saves::{LastSave, Source, save_to};
use crate::state::Pace;
use crate::state::{ApplySet, CurrentGame, Dialog, Seats, SendCommand, StatusLine, Trail};
use bevy::prelude::*;
use std::time::{Duration, Instant, SystemTime};
use steppe_files::Loaded;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::replay::Replay;
use steppe_rules::mechanics::combat::acting_side;
use steppe_rules::play::Policy;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Watching>()
        .init_resource::<crate::state::Mail>()
        .init_resource::<crate::state::Viewing>()
        .add_systems(Update, (keys, drive, publish).chain().before(ApplySet))
        .add_systems(Update, (let_go, forget_mail).after(ApplySet));
}

/// Watches made so far (each its own id).
static WATCHES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The game being watched back, if one is.
#[derive(Resource, Default)]
pub(crate) struct Watching(pub Option<Box<Watch>>);

impl Watching {
    /// Whether a game is being watched (the map and the computer wait).
    pub fn on(&self) -> bool {
        self.0.is_some()
    }
}

/// What the viewer's buttons and keys ask for, done by [`drive`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum WatchRequest {
    /// A new game from the position shown.
    TakeOver,
    /// Back to the game that was on screen.
    Close,
}

/// The game that was on screen before watching began, put back on Close.
pub(crate) struct Back {
    game: Game,
    loaded: Loaded,
    seats: Vec<Option<Policy>>,
    last: LastSave,
}

/// A game watched back and where the viewer stands in it.
pub(crate) struct Watch {
    pub replay: Replay,
    /// What is watched: "your game", a save's file name, "what-if game 12 (seed 7)".
    pub title: String,
    /// The position to show: after this many commands.
    pub at: usize,
    /// The position on screen (`None` before the first is shown), and its state hash.
    shown: Option<usize>,
    shown_hash: u64,
    /// Playing forward a command at a time at `pace`.
    pub playing: bool,
    pub pace: Pace,
    next_at: Option<Instant>,
    /// The watched game's files and seats (a game taken over keeps them).
    loaded: Loaded,
    seats: Vec<Option<Policy>>,
    back: Option<Back>,
    /// How long making the last position shown took.
    pub step: Duration,
    /// Which watch this is (the battle log keeps its own record of each game watched).
    pub id: u64,
    /// Where the watched game's file is, if it has one (said when taking over).
    pub file: Option<String>,
    /// An opponent's turn file (a game by e-mail): Close hands the game, as the file ends, to
    /// this player (there is no game to go back to, and nothing to take over midway).
    pub hand_over: bool,
    pub request: Option<WatchRequest>,
}

impl Watch {
    /// Watches `game` (its whole log) from its start; the game on screen (with its files, seats
    /// and last save) is put back on Close. Why not, if its commands do not replay.
    pub fn new(
        game: &Game,
        loaded: Loaded,
        seats: Vec<Option<Policy>>,
        title: String,
        back: Option<(&Game, &Source, &Seats, &LastSave)>,
    ) -> Result<Watch, String> {
        let replay = Replay::of(game)
            .map_err(|(i, e)| format!("{title} does not replay: command {} refused: {e}", i + 1))?;
        Ok(Watch {
            id: WATCHES.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            at: 0,
            shown: None,
            shown_hash: 0,
            playing: false,
            pace: Pace::Normal,
            next_at: None,
            loaded,
            seats,
            back: back.map(|(g, source, seats, last)| Back {
                game: g.clone(),
                loaded: source.loaded.clone(),
                seats: seats.sides.clone(),
                last: last.clone(),
            }),
            step: Duration::ZERO,
            file: None,
            hand_over: false,
            request: None,
            title,
            replay,
        })
    }

    /// The position on screen (the one asked for, before it is shown).
    pub fn shown(&self) -> usize {
        self.shown.unwrap_or(self.at).min(self.replay.len())
    }

    /// Goes to position `i` (clamped), stopping play if it was asked by hand.
    pub fn go(&mut self, i: usize) {
        self.at = i.min(self.replay.len());
    }
}

/// A saved game (a save, an autosave, a turn file) watched back from its start; the game on
/// screen is put back on Close.
pub(crate) fn watch_file(
    path: &std::path::Path,
    back: (&Game, &Source, &Seats, &LastSave),
) -> Result<Watch, String> {
    let o = crate::services::saves::open(path)?;
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into(),
    );
    let mut w = Watch::new(&o.game, o.loaded, o.seats, name, Some(back))?;
    w.file = Some(path.display().to_string());
    Ok(w)
}

/// Says whether a game watched back is on screen (`state::Viewing`), for the parts that must not
/// act on it.
fn publish(watching: Res<Watching>, mut viewing: ResMut<crate::state::Viewing>) {
    let now = crate::state::Viewing {
        on: watching.on(),
        playing: watching
            .0
            .as_ref()
            .filter(|w| w.playing)
            .map(|w| w.pace.delay()),
    };
    viewing.set_if_neq(now);
}

/// Game `seed` of a run of computer games (what-if, Balance: `run.game(seed)` plays it again)
/// watched back from its start, its seats the run's players; the game on screen is put back on
/// Close. The status line says what happened.
pub(crate) fn watch_run_game(
    run: &crate::services::what_if::Run,
    seed: u64,
    what: &str,
    loaded: Loaded,
    back: (&Game, &Source, &Seats, &LastSave),
) -> Result<Watch, String> {
    let game = run.game(seed);
    let seats = run.policies.iter().map(|&p| Some(p)).collect();
    let title = format!("{what} game of seed {seed}");
    Watch::new(&game, loaded, seats, title, Some(back))
}

/// The position the viewer asks for is put on screen; play goes on at its pace; a take-over or
/// a close is done.
#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn drive(
    mut watching: ResMut<Watching>,
    mut send: MessageWriter<SendCommand>,
    mut source: ResMut<Source>,
    mut seats: ResMut<Seats>,
    mut last: ResMut<LastSave>,
    mut status: ResMut<StatusLine>,
    trail: Option<ResMut<Trail>>,
    mut show: MessageWriter<crate::state::ShowHexes>,
    game: Res<CurrentGame>,
) {
    let Some(w) = watching.0.as_mut() else {
        return;
    };
    match w.request.take() {
        Some(WatchRequest::Close) => {
            let w = watching.0.take().expect("watching");
            if w.hand_over {
                let g = w.replay.game_at(w.replay.len());
                source.loaded = w.loaded;
                seats.sides = w.seats;
                *last = LastSave::of(&g);
                let side = g.rules.sides[acting_side(&g, &g.state) as usize]
                    .name
                    .clone();
                send.write(SendCommand::Replace(
                    Box::new(g),
                    format!(
                        "{}: your turn ({side}); Send turn in the menu when it is done",
                        w.title
                    ),
                ));
            } else if let Some(back) = w.back {
                source.loaded = back.loaded;
                seats.sides = back.seats;
                *last = back.last;
                send.write(SendCommand::Replace(
                    Box::new(back.game),
                    format!("stopped watching {}: back to your game", w.title),
                ));
            } else {
                *status = StatusLine::info(format!("stopped watching {}", w.title));
            }
            return;
        }
        Some(WatchRequest::TakeOver) => {
            let w = watching.0.take().expect("watching");
            take_over(*w, &game.0, &mut source, &mut seats, &mut last, &mut send);
            return;
        }
        None => {}
    }
    if w.playing {
        let now = Instant::now();
        match w.next_at {
            Some(t) if now < t => {}
            _ => {
                if w.at >= w.replay.len() {
                    w.playing = false;
                } else {
                    w.at += 1;
                }
                w.next_at = Some(now + w.pace.delay());
            }
        }
    } else {
        w.next_at = None;
    }
    if w.shown == Some(w.at) {
        return;
    }
    let started = Instant::now();
    let g = w.replay.game_at(w.at);
    w.step = started.elapsed();
    // One command forward: its moves and attacks drawn on the map, as the computer's are.
    if let (Some(prev), Some(mut trail)) = (w.shown, trail) {
        let drawn = if w.at == prev + 1 {
            Trail::of(&w.replay.game_at(prev), &w.replay.commands()[prev])
        } else {
            Trail::default()
        };
        // Brought into view, as the computer's commands are.
        let hexes: Vec<_> = drawn
            .lines
            .iter()
            .filter_map(|l| l.last().copied())
            .collect();
        if !hexes.is_empty() {
            show.write(crate::state::ShowHexes { hexes, all: false });
        }
        trail.set_if_neq(drawn);
    }
    w.shown = Some(w.at);
    w.shown_hash = g.state_hash();
    let what = position_words(w, &g);
    send.write(SendCommand::Replace(Box::new(g), what));
}

/// Another game put on screen while watching (a new game, a save opened, the files reloaded)
/// ends the watching; the game put there stays.
fn let_go(
    mut changes: MessageReader<crate::state::GameChanged>,
    game: Res<CurrentGame>,
    mut watching: ResMut<Watching>,
) {
    let replaced = changes
        .read()
        .any(|c| matches!(c, crate::state::GameChanged::Replaced));
    if replaced
        && let Some(w) = watching.0.as_ref()
        && w.shown.is_some()
        && game.0.state_hash() != w.shown_hash
    {
        watching.0 = None;
    }
}

/// Another game on screen than the game by e-mail (a new game, a save opened) is not played by
/// e-mail.
fn forget_mail(
    game: Res<CurrentGame>,
    watching: Res<Watching>,
    mut mail: ResMut<crate::state::Mail>,
) {
    if game.is_changed() && !watching.on() && mail.side.is_some() && !mail.is(&game.0) {
        *mail = crate::state::Mail::default();
    }
}

/// The status line at a position: the command that led there ("Axis: LVI Panzer Corps moved
/// to 1612"), or the start; the bar above says where the position stands.
fn position_words(w: &Watch, g: &Game) -> String {
    match w.at.checked_sub(1) {
        None => format!("{}: the start of the game", w.title),
        Some(i) => format!(
            "{}: {}",
            g.rules.sides[w.replay.mark(i).side as usize].name,
            crate::services::words::describe_command(g, &w.replay.commands()[i])
        ),
    }
}

/// The position shown made a new game: saved under a new name in the saves folder (the watched
/// file untouched), its files and seats those of the watched game.
fn take_over(
    w: Watch,
    shown: &Game,
    source: &mut Source,
    seats: &mut Seats,
    last: &mut LastSave,
    send: &mut MessageWriter<SendCommand>,
) {
    let g = w.replay.game_at(w.at);
    debug_assert_eq!(g.state_hash(), shown.state_hash());
    source.loaded = w.loaded;
    seats.sides = w.seats;
    let name = format!(
        "{}-taken-over-t{:02}-{}.ron",
        slug(&g.scenario.name),
        g.state.turn,
        stamp(SystemTime::now())
    );
    let what = match save_to(&source.saves, &name, &g, &source.loaded, seats) {
        Ok(p) => {
            *last = LastSave::of(&g);
            format!(
                "took over {} at command {} ({}): a new game, saved as {}",
                w.title,
                w.at,
                g.turn_name(&g.state),
                p.display()
            )
        }
        Err(e) => format!("took over {} at command {}; not saved: {e}", w.title, w.at),
    };
    send.write(SendCommand::Replace(Box::new(g), what));
}

/// The viewer's keys, while no dialog is up: `,` and `.` a command back and forward, `[` and `]`
/// a phase, Page Up and Page Down a turn, Space plays or pauses.
fn keys(keys: Res<ButtonInput<KeyCode>>, dialog: Res<Dialog>, mut watching: ResMut<Watching>) {
    let Some(w) = watching.0.as_mut() else {
        return;
    };
    if *dialog != Dialog::None {
        return;
    }
    let at = w.at;
    let r = &w.replay;
    let to = if keys.just_pressed(KeyCode::Comma) {
        Some(at.saturating_sub(1))
    } else if keys.just_pressed(KeyCode::Period) {
        Some(at + 1)
    } else if keys.just_pressed(KeyCode::BracketLeft) {
        Some(r.previous_phase(at))
    } else if keys.just_pressed(KeyCode::BracketRight) {
        Some(r.next_phase(at))
    } else if keys.just_pressed(KeyCode::PageUp) {
        Some(r.previous_turn(at))
    } else if keys.just_pressed(KeyCode::PageDown) {
        Some(r.next_turn(at))
    } else {
        None
    };
    if let Some(i) = to {
        w.playing = false;
        w.go(i);
    }
    if keys.just_pressed(KeyCode::Space) {
        w.playing = !w.playing;
    }
}

#[cfg(test)]
mod tests {
    use crate::services::watching::*;
    use std::path::Path;
    use steppe_rules::play::Policy;
    use steppe_rules::state::command::Command;

    /// A game of Barbarossa, greedy against greedy for two turns, its files and an app showing
    /// another game with the applying system and the viewer.
    fn setup(test: &str) -> (App, Game, Loaded, std::path::PathBuf) {
        let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("scenarios/gpw_barbarossa.ron");
        let loaded = steppe_files::load_scenario(&path).expect("loads");
        let mut game = Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), 4);
        let mut players = [Policy::Greedy.player(1), Policy::Greedy.player(2)];
        while game.state.turn < 3 && !game.state.over {
            let side = game.phasing_side(&game.state);
            players[side as usize].play_phase(&mut game, &mut |g, c| g.apply(c));
        }
        // (Each test its own folder: the tests run at once.)
        let dir = std::env::temp_dir().join(format!("steppe-watch-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_plugins(crate::services::apply::plugin)
            .add_plugins(plugin)
            .insert_resource(CurrentGame(crate::test_game()))
            .insert_resource(Source {
                loaded: loaded.clone(),
                saves: dir.join("saves"),
            })
            .insert_resource(LastSave::of(&crate::test_game()))
            .init_resource::<Seats>()
            .init_resource::<Dialog>()
            .init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<Trail>()
            .add_message::<crate::state::ShowHexes>();
        app.update();
        (app, game, loaded, dir)
    }

    fn start_watching(app: &mut App, game: &Game, loaded: &Loaded) {
        let w = app.world();
        let back = (
            &w.resource::<CurrentGame>().0,
            w.resource::<Source>(),
            w.resource::<Seats>(),
            w.resource::<LastSave>(),
        );
        let seats = vec![Some(Policy::Greedy), None];
        let watch = Watch::new(
            game,
            loaded.clone(),
            seats,
            "a test game".into(),
            Some(back),
        )
        .expect("replays");
        app.world_mut().resource_mut::<Watching>().0 = Some(Box::new(watch));
        app.update();
    }

    fn go(app: &mut App, i: usize) {
        let mut w = app.world_mut().resource_mut::<Watching>();
        w.0.as_mut().expect("watching").go(i);
        app.update();
    }

    /// A button of the bar clicked, and the frames that follow.
    fn ask(app: &mut App, r: WatchRequest) {
        let mut w = app.world_mut().resource_mut::<Watching>();
        w.0.as_mut().expect("watching").request = Some(r);
        app.update();
        app.update();
    }

    fn shown(app: &App) -> u64 {
        app.world().resource::<CurrentGame>().0.state_hash()
    }

    #[test]
    fn the_viewer_shows_each_position_takes_no_command_and_closes_back() {
        let (mut app, game, loaded, dir) = setup("close");
        let before = shown(&app);
        start_watching(&mut app, &game, &loaded);
        let start = Game::new(game.rules.clone(), game.scenario.clone(), game.seed);
        assert_eq!(
            shown(&app),
            start.state_hash(),
            "the viewer opens at the start"
        );
        for i in [game.log.len(), 17, 16, 200, 0, game.log.len() / 2] {
            go(&mut app, i);
            let expected = Game::replay(
                game.rules.clone(),
                game.scenario.clone(),
                game.seed,
                &game.log[..i],
            )
            .expect("replays");
            assert_eq!(shown(&app), expected.state_hash(), "position {i}");
            assert_eq!(app.world().resource::<CurrentGame>().0.log, game.log[..i]);
        }
        // No command is taken while watching: the position stays as it was.
        let at = shown(&app);
        app.world_mut()
            .write_message(SendCommand::Apply(Command::EndPhase));
        app.update();
        assert_eq!(shown(&app), at);
        let status = app.world().resource::<StatusLine>();
        assert!(
            status.error && status.text.contains("Take over"),
            "{status:?}"
        );
        // Close: the game that was on screen is back.
        ask(&mut app, WatchRequest::Close);
        assert!(!app.world().resource::<Watching>().on());
        assert_eq!(shown(&app), before);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn taking_over_saves_the_position_as_a_new_game_with_the_watched_seats() {
        let (mut app, game, loaded, dir) = setup("take");
        start_watching(&mut app, &game, &loaded);
        go(&mut app, 150);
        let at = shown(&app);
        ask(&mut app, WatchRequest::TakeOver);
        assert!(!app.world().resource::<Watching>().on());
        assert_eq!(shown(&app), at);
        assert_eq!(
            app.world().resource::<Seats>().sides,
            vec![Some(Policy::Greedy), None]
        );
        let saves = crate::services::saves::list_saves(&dir.join("saves"));
        assert_eq!(saves.len(), 1, "{saves:?}");
        let opened = crate::services::saves::open(&saves[0].0).expect("the new save opens");
        assert_eq!(opened.game.state_hash(), at);
        assert_eq!(opened.game.log, game.log[..150]);
        // The game taken over takes commands again: the rules judge them, not the viewer.
        app.world_mut()
            .write_message(SendCommand::Computer(Command::EndPhase));
        app.update();
        let status = app.world().resource::<StatusLine>();
        assert!(!status.text.contains("watching"), "{status:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
