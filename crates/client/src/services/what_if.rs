//! What-if: many games played out by computer players from the position on screen, in the
//! background, so a solo player sees how an opening tends to go without leaving the game. A run
//! is a copy of the position and a thread that plays its games on every core at a lower priority than the window
//! (`play::outcome::play`, the same games as `steppe sim` for the same seeds); results arrive
//! as games finish, and the window (ui/what_if) shows them while the run goes on. Stopping keeps
//! the games already played.

use crate::services::computer::Busy;
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use steppe_rules::engine::game::Game;
use steppe_rules::play::Policy;
use steppe_rules::play::outcome::{GameResult, Summary, play, summarise};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<WhatIf>().add_systems(Update, keep_busy);
}

/// The window's choices and the run under way or last finished.
#[derive(Resource, Debug)]
pub(crate) struct WhatIf {
    /// Each side's policy, in the ruleset's order.
    pub policies: Vec<Policy>,
    pub games: u32,
    pub run: Option<Run>,
}

impl Default for WhatIf {
    fn default() -> Self {
        WhatIf {
            policies: vec![Policy::Greedy, Policy::Greedy],
            games: 100,
            run: None,
        }
    }
}

/// What a run shares with its thread.
#[derive(Debug, Default)]
struct Shared {
    /// Results in the order the games finished.
    results: Mutex<Vec<GameResult>>,
    stop: AtomicBool,
    finished: AtomicBool,
}

/// A run: its position and choices, and its results so far.
#[derive(Debug)]
pub(crate) struct Run {
    /// "Turn 3 of 8: Aug 1941, Axis Combat phase": where the games start.
    pub position: String,
    /// The game turn the games start on: the objectives chart's first point is its end.
    pub start_turn: u32,
    /// How many objective hexes the victory conditions name (the objectives chart's scale).
    pub objective_hexes: usize,
    pub policies: Vec<Policy>,
    pub games: u32,
    /// The seeds of the games: `first_seed..first_seed + games`.
    pub first_seed: u64,
    pub started: Instant,
    /// Set when the last game finished (or the run was stopped).
    pub took: Option<Duration>,
    /// The same games from the command line (`steppe sim --from FILE ...`, `Run::command_for`),
    /// or why the position could not be saved for it; none until the window saved it.
    pub command: Option<Result<String, String>>,
    shared: Arc<Shared>,
    /// The position the games start from, and the name results carry: to play one again.
    start: Arc<Game>,
    name: String,
    /// The results the window has taken so far, in the order they finished, and their summary:
    /// brought up to date by `Run::take_new` only when games finished since (the window's
    /// frames read them, not a copy of every result a frame).
    seen: Vec<GameResult>,
    summary: Option<Summary>,
}

impl Run {
    /// Starts `games` games from `game`'s position on a background thread.
    pub fn start(game: &Game, policies: Vec<Policy>, games: u32) -> Run {
        let shared = Arc::new(Shared::default());
        let first_seed = 1;
        let position = format!(
            "{}, {}",
            game.turn_name(&game.state),
            game.rules.phases[game.state.phase].name
        );
        let start = Arc::new(game.clone());
        let name = game.scenario.name.clone();
        let (s, p) = (shared.clone(), policies.clone());
        let (kept, kept_name) = (start.clone(), name.clone());
        // Every core plays (a Balance row of 100 greedy Typhoon games: 3.5 s on two cores, 6.7 s
        // on one), each worker at a lower priority than the window, which the kernel so serves
        // first whenever it has a frame to draw.
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        let spawned = std::thread::Builder::new()
            .name("steppe-what-if".into())
            .spawn(move || {
                use rayon::prelude::*;
                let work = || {
                    (0..u64::from(games)).into_par_iter().for_each(|i| {
                        if s.stop.load(Ordering::Relaxed) {
                            return;
                        }
                        let r = play(&start, &name, &p, first_seed + i);
                        s.results.lock().expect("not poisoned").push(r);
                    });
                };
                match rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .start_handler(|_| lower_priority())
                    .build()
                {
                    Ok(pool) => pool.install(work),
                    Err(_) => work(),
                }
                s.finished.store(true, Ordering::Release);
            });
        if spawned.is_err() {
            shared.finished.store(true, Ordering::Release);
        }
        Run {
            position,
            start_turn: game.state.turn,
            objective_hexes: steppe_rules::play::outcome::objective_hexes(&game.scenario).len(),
            policies,
            games,
            first_seed,
            started: Instant::now(),
            took: None,
            command: None,
            shared,
            start: kept,
            name: kept_name,
            seen: Vec::new(),
            summary: None,
        }
    }

    /// The `steppe sim` command that plays this run's games from `file`, a save of its
    /// position: the same players, seeds and games (`play::outcome::play` both).
    pub fn command_for(&self, file: &std::path::Path) -> String {
        let name = |i: usize| self.policies.get(i).map_or("greedy", |p| p.name());
        format!(
            "steppe sim --from {} --games {} --seed {} --axis {} --soviet {}",
            file.display(),
            self.games,
            self.first_seed,
            name(0),
            name(1)
        )
    }

    /// The run's game of `seed` played again, whole (the same game: `play::outcome::play_game`
    /// plays what `play` does), to watch it.
    pub fn game(&self, seed: u64) -> Game {
        let (_, _, game) = steppe_rules::play::outcome::play_game(
            &self.start,
            &self.name,
            &self.policies,
            seed,
            &mut || 0.0,
        );
        game
    }

    /// Asks the run to stop after the games under way.
    pub fn stop(&self) {
        self.shared.stop.store(true, Ordering::Relaxed);
    }

    pub fn stopping(&self) -> bool {
        self.shared.stop.load(Ordering::Relaxed)
    }

    pub fn finished(&self) -> bool {
        self.shared.finished.load(Ordering::Acquire)
    }

    /// How many games are played so far (no copy of their results).
    pub fn played(&self) -> usize {
        self.shared.results.lock().expect("not poisoned").len()
    }

    /// The games played so far, in the order they finished.
    pub fn results(&self) -> Vec<GameResult> {
        self.shared.results.lock().expect("not poisoned").clone()
    }

    /// Takes the games finished since the last call into `seen` and sums them up again (nothing
    /// to do if none did: results are only ever added).
    pub fn take_new(&mut self) {
        let all = self.shared.results.lock().expect("not poisoned");
        if all.len() > self.seen.len() {
            self.seen.extend_from_slice(&all[self.seen.len()..]);
            drop(all);
            self.summary = summarise(&self.seen).ok();
        }
    }

    /// The games taken so far (`take_new`), in the order they finished.
    pub fn seen(&self) -> &[GameResult] {
        &self.seen
    }

    /// The summary of the games taken so far (none before the first).
    pub fn summary(&self) -> Option<&Summary> {
        self.summary.as_ref()
    }
}

impl Drop for Run {
    /// A run replaced or closed stops: its thread must not go on using the cores.
    fn drop(&mut self) {
        self.stop();
    }
}

/// A run under way keeps the window updating to show it; its end time is noted once.
fn keep_busy(mut what_if: ResMut<WhatIf>, mut busy: ResMut<Busy>) {
    let running = what_if.run.as_ref().is_some_and(|r| r.took.is_none());
    if running
        && let Some(run) = what_if.run.as_mut()
        && run.finished()
    {
        run.took = Some(run.started.elapsed());
    }
    let running = what_if.run.as_ref().is_some_and(|r| r.took.is_none());
    busy.set_if_neq(Busy {
        what_if: running,
        ..*busy
    });
}

/// Lowers the calling thread's priority (nice 10): a what-if or Balance worker, so that the
/// window, at its normal priority, is served first on a machine whose every core plays. On
/// Linux a thread's niceness is its own (`setpriority` on its thread id).
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid has no preconditions; setpriority only reads its arguments, and a refusal
    // (an error return) leaves the thread at its priority, which is fine.
    unsafe {
        let tid = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, 10);
    }
}

#[cfg(test)]
mod tests {
    use crate::services::what_if::*;

    #[test]
    fn a_run_plays_its_games_in_the_background_and_can_be_stopped() {
        let g = crate::barbarossa_in(|_| true);
        let run = Run::start(&g, vec![Policy::Random, Policy::Random], 6);
        let t = Instant::now();
        while !run.finished() {
            assert!(t.elapsed().as_secs() < 120, "the games end");
            std::thread::sleep(Duration::from_millis(20));
        }
        let s = steppe_rules::play::outcome::summarise(&run.results()).expect("games played");
        assert_eq!(s.games, 6);
        assert_eq!(s.seeds, (1, 6));
        // The same games as `steppe sim` plays for those seeds.
        let again = play(&g, &g.scenario.name, &[Policy::Random, Policy::Random], 3);
        assert!(run.results().contains(&again));

        // What the window reads: the games taken as they finish, summed up as a whole.
        let mut run = run;
        assert!(run.summary().is_none() && run.seen().is_empty());
        run.take_new();
        assert_eq!(run.seen(), run.results());
        assert_eq!(run.summary(), Some(&s));
        run.take_new();
        assert_eq!(run.seen().len(), 6, "games taken once");

        let big = Run::start(&g, vec![Policy::Random, Policy::Random], 10_000);
        big.stop();
        let t = Instant::now();
        while !big.finished() {
            assert!(t.elapsed().as_secs() < 120, "a stopped run ends");
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(big.results().len() < 10_000);
    }
}
