//! Computer players that only make legal moves, each a policy a side can be given: `random`
//! (any legal move), `greedy` (the best-scored decision, one at a time, attacks judged by the
//! exact forecast) and `planner` (several whole-phase plans tried on copies of the game, each
//! judged by greedy games played on from it, the best kept). Deterministic for a seed: the same
//! seed, the same commands.

pub mod ahead;
pub mod aims;
pub mod battle;
pub mod battles;
pub mod course;
pub mod distance;
pub mod efforts;
pub mod eval;
pub mod exposure;
pub mod front;
pub mod general;
pub mod greedy;
pub mod interval;
pub mod judges;
pub mod milestones;
pub mod outcome;
pub mod planner;
pub mod random;
pub mod replayable;
pub mod results;
pub mod rollout;
pub mod setup;
pub mod shares;
pub mod strikes;
pub mod weights;

use crate::engine::game::Game;
use crate::model::tables::{SideId, UnitId};
use crate::state::command::{Command, Event, RuleError};

/// How a player applies a command: `Game::apply`, or a wrapper that checks invariants.
pub type ApplyFn<'a> = dyn FnMut(&mut Game, Command) -> Result<Vec<Event>, RuleError> + 'a;

/// A computer player.
pub trait Player: Send {
    /// The commands of one whole phase (ending it), applied one at a time through `apply`.
    fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command>;

    /// From now on, says what it is thinking about in `progress` and plays the best it has
    /// found so far when told to hurry (a player that thinks quickly may ignore it).
    fn watch(&mut self, progress: std::sync::Arc<Progress>) {
        let _ = progress;
    }
}

/// What a computer player is thinking about, for a window to show while it thinks, and a word
/// to it to play now (the best it has found so far). Shared between the thinking thread and
/// the window.
#[derive(Debug, Default)]
pub struct Progress {
    about: std::sync::Mutex<String>,
    hurry: std::sync::atomic::AtomicBool,
}

impl Progress {
    /// What the player says it is thinking about ("" before it says anything).
    pub fn about(&self) -> String {
        self.about.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// The player says what it is thinking about.
    pub fn say(&self, what: String) {
        if let Ok(mut s) = self.about.lock() {
            *s = what;
        }
    }

    /// Tells the player to play now.
    pub fn hurry(&self) {
        self.hurry.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether the player was told to play now.
    pub fn hurried(&self) -> bool {
        self.hurry.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// The window watching a computer player think, if one does: what it says it is thinking about
/// goes there, and its word to play now is read from there.
#[derive(Debug, Default)]
pub struct Watcher(Option<std::sync::Arc<Progress>>);

impl Watcher {
    /// Watched from now on through `progress`.
    pub fn watch(&mut self, progress: std::sync::Arc<Progress>) {
        self.0 = Some(progress);
    }

    /// Whether the window told the player to play now.
    pub fn hurried(&self) -> bool {
        self.0.as_ref().is_some_and(|p| p.hurried())
    }

    /// Says what the player is thinking about, if a window watches.
    pub fn say(&self, what: String) {
        if let Some(p) = &self.0 {
            p.say(what);
        }
    }
}

impl Player for random::RandomPlayer {
    fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        random::RandomPlayer::play_phase(self, game, apply)
    }
}

impl Player for greedy::GreedyPlayer {
    fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        greedy::GreedyPlayer::play_phase(self, game, apply)
    }
}

impl Player for general::General {
    fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        general::General::play_phase(self, game, apply)
    }

    fn watch(&mut self, progress: std::sync::Arc<Progress>) {
        self.watcher.watch(progress);
    }
}

impl Player for planner::Planner {
    fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        planner::Planner::play_phase(self, game, apply)
    }

    fn watch(&mut self, progress: std::sync::Arc<Progress>) {
        self.watcher.watch(progress);
    }
}

/// How a computer player chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// Any legal move, attack and answer, at random.
    Random,
    /// The best-scored decision, one at a time.
    Greedy,
    /// The best of several whole-phase plans, each tried on a copy of the game and judged by
    /// greedy games played on from it.
    Planner,
    /// Plans that differ in intent (where the main effort goes, which enemy units to cut off,
    /// a line held), each played out to the enemy's reply, the best kept.
    General,
}

impl Policy {
    /// Every policy, in the order the menus list them.
    pub const ALL: [Policy; 4] = [
        Policy::Random,
        Policy::Greedy,
        Policy::Planner,
        Policy::General,
    ];

    /// The policy's name, as the command line, saves and results write it ("greedy").
    pub fn name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::Greedy => "greedy",
            Policy::Planner => "planner",
            Policy::General => "general",
        }
    }

    /// A player of this policy, its choices drawn from `seed`.
    pub fn player(self, seed: u64) -> Box<dyn Player> {
        match self {
            Policy::Random => Box::new(random::RandomPlayer::new(seed)),
            Policy::Greedy => Box::new(greedy::GreedyPlayer::new(seed)),
            Policy::Planner => Box::new(planner::Planner::new(seed)),
            Policy::General => Box::new(general::General::new(seed)),
        }
    }

    /// A player of this policy as it played the games of `--out` lines of `format`, to play
    /// them again: the random player's draw changed with format 4 (`random::Draw`); the other
    /// policies play as they did.
    pub fn player_of_format(self, seed: u64, format: u32) -> Box<dyn Player> {
        match self {
            Policy::Random => Box::new(random::RandomPlayer::with_draw(
                seed,
                random::Draw::of_format(format),
            )),
            p => p.player(seed),
        }
    }
}

impl std::str::FromStr for Policy {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Policy::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| {
                let known: Vec<&str> = Policy::ALL.iter().map(|p| p.name()).collect();
                format!("unknown policy \"{s}\" (known: {})", known.join(", "))
            })
    }
}

/// What a computer player playing `side` does next from `game`'s position, worked out on a copy
/// (the game is not touched): the answers it owes to a battle waiting for `side`, then, if `side`
/// is phasing, its whole phase (ending it). Every command was taken by the rules on the copy, in
/// order; the copy rolls the game's own dice, so the same commands applied to the game have the
/// same results. Empty if `side` has nothing to do (the game is over, or another side acts).
pub fn think(game: &Game, player: &mut dyn Player, side: SideId) -> Vec<Command> {
    use crate::mechanics::combat::acting_side;
    let mut copy = game.scratch();
    let mut done = Vec::new();
    if copy.state.over || acting_side(&copy, &copy.state) != side {
        return done;
    }
    let mut apply = |g: &mut Game, c| g.apply(c);
    while copy.state.pending.is_some() && acting_side(&copy, &copy.state) == side {
        let Some(c) = battle::answer(&copy) else {
            break;
        };
        if !run(&mut copy, &mut apply, c, &mut done) {
            break;
        }
    }
    if !copy.state.over && copy.state.pending.is_none() && copy.phasing_side(&copy.state) == side {
        done.extend(player.play_phase(&mut copy, &mut apply));
    }
    done
}

/// Applies a command the player chose; whether the rules took it.
pub fn run(game: &mut Game, apply: &mut ApplyFn, c: Command, done: &mut Vec<Command>) -> bool {
    let ok = apply(game, c.clone()).is_ok();
    if ok {
        done.push(c);
    }
    ok
}

/// The side's units that may act now (in an activation, only the active formation's).
pub fn mine(game: &Game, side: SideId) -> Vec<UnitId> {
    crate::mechanics::activation::acting(game, &game.state).units(game, &game.state, side)
}
