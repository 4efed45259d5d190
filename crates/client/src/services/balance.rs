//! Balance as you go, for designers: in set-up mode, every change to the scenario's set-up
//! (an edit here, its undo or redo, or the file saved from a text editor) starts K games from
//! the new set-up between the chosen computer players (greedy by default), in the background.
//! A change waits [`SETTLE`] for the next (a drag of terrain is many edits); a run under way is
//! dropped by the next change. Each finished run becomes a row of the history: the change in
//! words, each side's win rate with its 95% interval, and each side's difference from the row
//! before with the difference's 95% interval (`interval::Difference`): a change only where that
//! interval leaves 0 out. K is [`default_games`] unless the designer picks another: the least
//! that keeps the difference's interval within 5 points either side whatever the win rates.
//! The games are `steppe sim`'s for seeds 1..=K, so
//! `steppe sim FILE --games K --axis P --soviet Q` prints the same figures on a terminal.

use crate::services::computer::Busy;
use crate::services::saves::Source;
use crate::services::what_if::Run;
use crate::state::{ApplySet, CurrentGame, DesignHistory, Designer};
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use steppe_rules::model::tables::Scenario;
use steppe_rules::play::Policy;
use steppe_rules::play::interval::{Difference, games_for};
use steppe_rules::play::outcome::{GameResult, Summary, summarise};

/// How long a change waits for the next before its games start.
pub(crate) const SETTLE: Duration = Duration::from_millis(800);

/// At most this many rows are kept.
const ROWS: usize = 12;

/// The half-width (a fraction) the default K keeps the interval of a row's difference from
/// the row before within, whatever the win rates: 5 points.
pub(crate) const HALF_WIDTH: f64 = 0.05;

/// Games a run plays unless the designer picks another number: the fewest that keep the 95%
/// interval of the difference of two runs' win rates within [`HALF_WIDTH`] either side in the
/// worst case, both win rates at one half (`interval::games_for`: 765; a normal approximation
/// says 2 z^2 (1/2)(1/2) / 0.05^2 = 768.3). Two runs of 100 games could hide a change of 13.6
/// points either way.
pub(crate) fn default_games() -> u32 {
    games_for(HALF_WIDTH) as u32
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Balance>()
        .add_systems(Update, (notice, start, finish).chain().after(ApplySet));
}

/// The panel's choices, the run under way and the rows of runs finished.
#[derive(Resource, Debug)]
pub(crate) struct Balance {
    /// Each side's policy, in the ruleset's order.
    pub policies: Vec<Policy>,
    /// Games a run plays (K).
    pub games: u32,
    /// A change waiting to settle: when its games start, and the change in words.
    pending: Option<(Duration, String)>,
    /// The run under way (or finished and not yet a row), with the change it measures.
    pub run: Option<(Run, String)>,
    /// Finished runs, oldest first.
    pub rows: Vec<Row>,
    /// The last finished run and its games, to watch any one back.
    pub last_games: Option<(Run, Vec<GameResult>)>,
    /// The set-up the last change was noticed on, and the file it came from.
    seen: Option<(Arc<Scenario>, PathBuf)>,
    /// The designer's writes counted when last noticed.
    writes: u64,
}

impl Default for Balance {
    fn default() -> Self {
        Balance {
            policies: vec![Policy::Greedy, Policy::Greedy],
            games: default_games(),
            pending: None,
            run: None,
            rows: Vec::new(),
            last_games: None,
            seen: None,
            writes: 0,
        }
    }
}

/// One finished run.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    /// The change measured ("set-up: g_56pz to 1612", "the file saved in another editor").
    pub change: String,
    pub summary: Summary,
    /// Each side's win rate less its rate in the row before, with the difference's 95%
    /// interval (`None`: the first row).
    pub differences: Option<Vec<Difference>>,
}

impl Balance {
    /// Asks for games after a change, `change` in words: they start once changes settle.
    pub fn ask(&mut self, now: Duration, change: impl Into<String>) {
        self.run = None; // a run of the old set-up is of no use: it stops
        self.pending = Some((now + SETTLE, change.into()));
    }

    /// Whether games are waiting to start or being played.
    pub fn busy(&self) -> bool {
        self.pending.is_some() || self.run.is_some()
    }

    /// The command that plays the same games on a terminal.
    pub fn command(&self, file: &Path) -> String {
        let name = |i: usize| self.policies.get(i).map_or("greedy", |p| p.name());
        format!(
            "steppe sim {} --games {} --axis {} --soviet {}",
            file.display(),
            self.games,
            name(0),
            name(1)
        )
    }

    /// A finished run's summary becomes a row, compared with the row before (other players or
    /// another K than the row before's too: the difference is then what that change did).
    fn record(&mut self, change: String, summary: Summary) {
        let differences = self.rows.last().map(|r| summary.differences(&r.summary));
        self.rows.push(Row {
            change,
            summary,
            differences,
        });
        if self.rows.len() > ROWS {
            self.rows.remove(0);
        }
    }
}

/// Notices a change of the set-up in set-up mode (a new scenario on screen, from a reload or a
/// new game) and asks for games; leaving set-up mode stops them.
fn notice(
    time: Res<Time<Real>>,
    game: Res<CurrentGame>,
    source: Res<Source>,
    designer: Res<Designer>,
    history: Res<DesignHistory>,
    viewing: Option<Res<crate::state::Viewing>>,
    mut balance: ResMut<Balance>,
) {
    // A game watched back (one of the Balance's own, say) is not a change of the set-up: the
    // rows stay as they are until the viewer is closed.
    if viewing.is_some_and(|v| v.on) {
        return;
    }
    let g = &game.0;
    if !designer.on || !g.log.is_empty() {
        if balance.busy() {
            balance.pending = None;
            balance.run = None;
        }
        // Back in set-up mode, the set-up is measured afresh.
        if balance.seen.is_some() {
            balance.seen = None;
        }
        return;
    }
    let path = &source.loaded.scenario_path;
    let change = match &balance.seen {
        Some((sc, p)) if Arc::ptr_eq(sc, &g.scenario) && p == path => return,
        Some((_, p)) if p != path => {
            balance.rows.clear();
            "another scenario opened".to_string()
        }
        None => "the set-up as it is".to_string(),
        Some(_) if history.writes != balance.writes => history.last_write.replace("set-up: ", ""),
        Some(_) => "the file saved in another editor".to_string(),
    };
    balance.writes = history.writes;
    balance.seen = Some((g.scenario.clone(), path.clone()));
    balance.ask(time.elapsed(), change);
}

/// Starts the games of a change that has settled.
fn start(time: Res<Time<Real>>, game: Res<CurrentGame>, mut balance: ResMut<Balance>) {
    let Some((due, _)) = &balance.pending else {
        return;
    };
    if time.elapsed() < *due {
        return;
    }
    let (_, change) = balance.pending.take().expect("pending");
    let g = &game.0;
    balance.policies.resize(g.rules.sides.len(), Policy::Greedy);
    let run = Run::start(g, balance.policies.clone(), balance.games);
    balance.run = Some((run, change));
}

/// A run with every game played becomes a row; the window stays awake while games are due.
fn finish(mut balance: ResMut<Balance>, mut busy: ResMut<Busy>) {
    let done = balance.run.as_ref().is_some_and(|(run, _)| run.finished());
    if done && let Some((run, change)) = balance.run.take() {
        let results = run.results();
        if results.len() == run.games as usize
            && let Ok(summary) = summarise(&results)
        {
            balance.record(change, summary);
            balance.last_games = Some((run, results));
        }
    }
    let busy_now = balance.busy();
    if busy.balance != busy_now {
        busy.balance = busy_now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::barbarossa_in;
    use bevy::ecs::system::RunSystemOnce;
    use std::time::Instant;
    use steppe_rules::play::outcome::play;

    /// A run's row holds the figures of `steppe sim`'s games for seeds 1..=K, and a second run
    /// is compared with it.
    #[test]
    fn a_finished_run_is_a_row_with_sims_figures() {
        let g = barbarossa_in(|_| true);
        let mut b = Balance {
            games: 4,
            policies: vec![Policy::Random, Policy::Random],
            ..Balance::default()
        };
        for change in ["the set-up as it is", "set-up: nothing really"] {
            let run = Run::start(&g, b.policies.clone(), b.games);
            let t = Instant::now();
            while !run.finished() {
                assert!(t.elapsed().as_secs() < 120, "the games end");
                std::thread::sleep(Duration::from_millis(20));
            }
            b.run = Some((run, change.to_string()));
            let mut busy = Busy::default();
            let mut world = World::new();
            world.insert_resource(b);
            world.insert_resource(busy);
            world.run_system_once(finish).expect("runs");
            b = world.remove_resource::<Balance>().expect("there");
            busy = world.remove_resource::<Busy>().expect("there");
            assert!(!busy.balance && b.run.is_none());
        }
        assert_eq!(b.rows.len(), 2);
        let names = [Policy::Random, Policy::Random];
        let sim: Vec<_> = (1..=4)
            .map(|s| play(&g, &g.scenario.name, &names, s))
            .collect();
        assert_eq!(b.rows[0].summary, summarise(&sim).expect("games"));
        assert_eq!(b.rows[0].differences, None);
        let d = b.rows[1].differences.as_ref().expect("compared");
        assert_eq!(d.len(), 2);
        assert!(
            d.iter().all(|d| d.diff == 0.0 && !d.shown()),
            "the same games, the same figures: {d:?}"
        );
        assert_eq!(
            b.command(Path::new("my.ron")),
            "steppe sim my.ron --games 4 --axis random --soviet random"
        );
    }

    /// A change asked for while games run drops them and waits to settle.
    #[test]
    fn a_new_change_drops_the_run_and_waits() {
        let g = barbarossa_in(|_| true);
        let mut b = Balance {
            run: Some((
                Run::start(&g, vec![Policy::Random, Policy::Random], 10_000),
                "first".into(),
            )),
            ..Balance::default()
        };
        b.ask(Duration::from_secs(5), "second");
        assert!(b.run.is_none());
        assert_eq!(
            b.pending,
            Some((Duration::from_secs(5) + SETTLE, "second".into()))
        );
    }
}
