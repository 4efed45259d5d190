//! Playing against the computer. Each side is played by a person at this screen or by a computer
//! player with a policy ([`Seats`]: `--axis`/`--soviet` on the command line, or the Players
//! window). When a computer side acts (its phase, or a battle's question put to it) it thinks on
//! a copy of the game in a background thread (`play::think`), so the window goes on drawing; its
//! commands then go to the applying system one at a time at the chosen pace, each brought into
//! view and described in the status line, its battles in the log. The copy rolls the game's own
//! dice, so the commands do on the game what they did on the copy. If the game changes otherwise
//! (a battle waits for a person's answer, an undo, another game, another seat) the rest is
//! dropped and the computer thinks again from where the game stands. Undo takes back none of its
//! commands (`apply::UndoFloor`).

use crate::state::{ApplySet, CurrentGame, GameChanged, SendCommand, StatusLine};
use crate::state::{Dialog, ShowHexes, Trail};
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::acting_side;
use steppe_rules::model::tables::SideId;
use steppe_rules::play::{Player, Policy, Progress, think};
use steppe_rules::state::command::Command;

pub(crate) use crate::state::{Pace, Seats};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Seats>()
        .init_resource::<Computer>()
        .init_resource::<Busy>()
        .add_systems(Update, (drive, keep_awake).chain().after(ApplySet));
}

/// Work going on in the background: the window updates often enough to show it (an idle
/// window otherwise waits for input).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Busy {
    pub computer: bool,
    pub what_if: bool,
    /// Thumbnails of the New game screen being drawn.
    pub drawing: bool,
    /// Set-up mode's balance games waiting to start or being played.
    pub balance: bool,
}

/// What a thinking thread hands back: the player (to go on with its random stream; `None` if
/// the thread failed) and the commands.
type Answer = (Option<Box<dyn Player>>, Vec<Command>);

/// A side's computer player and its policy.
type PlayerOf = (Policy, Box<dyn Player>);

/// A computer side thinking in the background.
struct Thought {
    side: SideId,
    policy: Policy,
    /// The game it thinks about: its generation and log length then.
    generation: u64,
    base_len: usize,
    answer: Arc<Mutex<Option<Answer>>>,
    /// What it says it is thinking about, and the word to play now.
    progress: Arc<Progress>,
}

/// The computer's state between frames.
#[derive(Resource, Default)]
pub(crate) struct Computer {
    /// Each side's computer player, kept from one phase to the next; `None` until first used
    /// (and while it thinks).
    players: Mutex<Vec<Option<PlayerOf>>>,
    thought: Option<Thought>,
    /// The commands still to send, the log length the next one expects, and when it may go.
    queue: VecDeque<Command>,
    expect_len: usize,
    next_at: Duration,
    /// Counts the game's changes that are not the computer's (undo, another game, seats).
    generation: u64,
    /// The log length at which the computer found nothing to do or was refused: it does not try
    /// again until the game moves on.
    stuck_at: Option<usize>,
}

impl Computer {
    /// Whether the computer is thinking (for the Players window).
    pub fn thinking(&self) -> Option<SideId> {
        self.thought.as_ref().map(|t| t.side)
    }

    /// What the computer says it is thinking about ("" if it says nothing, or is not thinking).
    pub fn thinking_about(&self) -> String {
        self.thought
            .as_ref()
            .map(|t| t.progress.about())
            .unwrap_or_default()
    }

    /// Tells the computer to play the best it has found so far (the Play now button, Ctrl+E
    /// while it thinks).
    pub fn play_now(&self) {
        if let Some(t) = &self.thought {
            t.progress.hurry();
        }
    }

    /// Whether it was told to play now and is finishing.
    pub fn hurried(&self) -> bool {
        self.thought.as_ref().is_some_and(|t| t.progress.hurried())
    }

    fn forget(&mut self) {
        self.generation += 1;
        self.queue.clear();
        self.stuck_at = None;
    }

    /// The side's player, made if it has none of this policy yet.
    fn take_player(&self, g: &Game, side: SideId, policy: Policy) -> Box<dyn Player> {
        let mut players = self.players.lock().expect("not poisoned");
        match players.get_mut(side as usize).and_then(Option::take) {
            Some((p, player)) if p == policy => player,
            _ => policy.player(g.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (u64::from(side) + 1)),
        }
    }

    fn give_back(&self, side: SideId, policy: Policy, player: Box<dyn Player>) {
        let mut players = self.players.lock().expect("not poisoned");
        let i = side as usize;
        if players.len() <= i {
            players.resize_with(i + 1, || None);
        }
        players[i] = Some((policy, player));
    }

    /// Starts thinking for `side` on a copy of `g`.
    fn think_about(&mut self, g: &Game, side: SideId, policy: Policy) {
        let mut player = self.take_player(g, side, policy);
        let progress = Arc::new(Progress::default());
        player.watch(progress.clone());
        let answer = Arc::new(Mutex::new(None));
        let slot = answer.clone();
        let copy = g.clone();
        let spawned = std::thread::Builder::new()
            .name("steppe-computer".into())
            .spawn(move || {
                let run = std::panic::AssertUnwindSafe(|| {
                    let commands = think(&copy, player.as_mut(), side);
                    (player, commands)
                });
                let answer = match std::panic::catch_unwind(run) {
                    Ok((player, commands)) => (Some(player), commands),
                    Err(_) => (None, Vec::new()),
                };
                *slot.lock().expect("not poisoned") = Some(answer);
            });
        if spawned.is_ok() {
            self.thought = Some(Thought {
                side,
                policy,
                generation: self.generation,
                base_len: g.log.len(),
                answer,
                progress,
            });
        } else {
            self.stuck_at = Some(g.log.len());
        }
    }
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn drive(
    time: Res<Time<Real>>,
    game: Res<CurrentGame>,
    seats: Res<Seats>,
    mut computer: ResMut<Computer>,
    mut changes: MessageReader<GameChanged>,
    mut send: MessageWriter<SendCommand>,
    mut show: MessageWriter<ShowHexes>,
    mut status: ResMut<StatusLine>,
    mut busy: ResMut<Busy>,
    trail: Option<ResMut<Trail>>,
    dialog: Option<Res<Dialog>>,
    viewing: Option<Res<crate::state::Viewing>>,
    mut seated: Local<Vec<Option<Policy>>>,
) {
    let c = &mut *computer;
    forget_on_change(c, &mut changes, &seats, &mut seated);
    let g = &game.0;
    let now = time.elapsed();
    take_answer(c, g, now, &mut status);
    let acting = (!g.state.over)
        .then(|| acting_side(g, &g.state))
        .and_then(|s| seats.of(s).map(|p| (s, p)));
    // A dialog on screen (the offer to continue the last game, a question before something is
    // lost) is answered first: the computer waits.
    // A game watched back is not played: the computer waits until it is closed or taken over.
    if dialog.is_some_and(|d| *d != Dialog::None) || viewing.is_some_and(|v| v.on) {
        busy.set_if_neq(Busy {
            computer: c.thought.is_some(),
            ..*busy
        });
        return;
    }
    busy.set_if_neq(Busy {
        computer: acting.is_some() || c.thought.is_some(),
        ..*busy
    });
    let Some((side, policy)) = acting else {
        // A person acts: whatever the computer meant to do next is for later.
        c.queue.clear();
        return;
    };
    if !c.queue.is_empty() && g.log.len() != c.expect_len {
        // The last command was refused (the status line says why): stop here.
        c.queue.clear();
        c.stuck_at = Some(g.log.len());
    }
    if c.queue.is_empty() {
        think_or_say(c, g, side, policy, &mut status);
        return;
    }
    if now < c.next_at {
        return;
    }
    let command = c.queue.pop_front().expect("a command");
    // What the command shows on the map is brought into view (a move's end, an attacked hex);
    // a command with nothing to show (ending a phase) leaves the last one drawn.
    let drawn = Trail::of(g, &command);
    if !drawn.lines.is_empty() {
        let hexes = drawn
            .lines
            .iter()
            .filter_map(|l| l.last().copied())
            .collect();
        show.write(ShowHexes { hexes, all: false });
        if let Some(mut trail) = trail {
            trail.set_if_neq(drawn);
        }
    }
    send.write(SendCommand::Computer(command));
    c.expect_len += 1;
    c.next_at = now + seats.pace.delay();
}

/// Who plays: "the computer (greedy) playing the Axis".
fn who(g: &Game, side: SideId, policy: Policy) -> String {
    format!(
        "the computer ({}) playing the {}",
        policy.name(),
        g.rules.sides[side as usize].name
    )
}

/// What the computer meant to do is dropped when the game changes under it (an undo, another
/// game) or the seats do (not the pace); another game gets new players, seeded from its dice.
fn forget_on_change(
    c: &mut Computer,
    changes: &mut MessageReader<GameChanged>,
    seats: &Seats,
    seated: &mut Vec<Option<Policy>>,
) {
    for change in changes.read() {
        match change {
            GameChanged::Undone => c.forget(),
            GameChanged::Replaced => {
                c.forget();
                // Another game: new players, seeded from its dice.
                c.players.lock().expect("not poisoned").clear();
            }
            GameChanged::Applied { .. } => {}
        }
    }
    // Another seat (not another pace): what the computer meant to do is dropped.
    if *seated != seats.sides {
        seated.clone_from(&seats.sides);
        c.forget();
    }
}

/// A thought finished: its commands are taken if the game is still the one it thought about;
/// none, and the status line says the side is the player's to play.
fn take_answer(c: &mut Computer, g: &Game, now: Duration, status: &mut ResMut<StatusLine>) {
    let answered = c
        .thought
        .as_ref()
        .and_then(|t| t.answer.lock().expect("not poisoned").take());
    let Some((player, commands)) = answered else {
        return;
    };
    let t = c.thought.take().expect("a thought");
    let failed = player.is_none();
    if let Some(player) = player {
        c.give_back(t.side, t.policy, player);
    }
    if t.generation == c.generation && t.base_len == g.log.len() {
        if commands.is_empty() {
            c.stuck_at = Some(g.log.len());
            **status = StatusLine::error(if failed {
                format!(
                    "{} failed: play the side yourself (Players, P)",
                    who(g, t.side, t.policy)
                )
            } else {
                format!(
                    "{} has nothing it may do here: play the side yourself (Players, P)",
                    who(g, t.side, t.policy)
                )
            });
        } else {
            c.queue = commands.into();
            c.expect_len = g.log.len();
            c.next_at = now;
        }
    }
}

/// Nothing queued for the acting side: the computer starts thinking, or says what it is
/// thinking about as it goes (the window wakes at least every 250 ms).
fn think_or_say(
    c: &mut Computer,
    g: &Game,
    side: SideId,
    policy: Policy,
    status: &mut ResMut<StatusLine>,
) {
    if c.thought.is_none() && c.stuck_at != Some(g.log.len()) {
        c.think_about(g, side, policy);
        **status = StatusLine::info(format!("{} is thinking...", who(g, side, policy)));
    } else if let Some(t) = &c.thought
        && t.side == side
    {
        let about = t.progress.about();
        if !about.is_empty() {
            let hurry = if t.progress.hurried() {
                " (told to play now)"
            } else {
                " (Play now: Ctrl+E)"
            };
            status.set_if_neq(StatusLine::info(format!(
                "{} is thinking: {about}{hurry}",
                who(g, side, policy)
            )));
        }
    }
}

/// While the computer plays or a what-if runs, the window updates as often as they need it:
/// in time for the computer's next command (at least every 250 ms while it thinks, at most every
/// 30 ms), every 250 ms for a what-if's progress; when they stop, it goes back to waiting for
/// input; a game watched back that plays, in time for its next command. Every update draws a frame, which costs a software renderer most of a core at 10 a
/// second.
fn keep_awake(
    busy: Res<Busy>,
    computer: Res<Computer>,
    time: Res<Time<Real>>,
    viewing: Option<Res<crate::state::Viewing>>,
    settings: Option<ResMut<WinitSettings>>,
    mut base: Local<Option<WinitSettings>>,
) {
    // A game watched back and playing: in time for its next command.
    let replay = viewing
        .and_then(|v| v.playing)
        .map(|d| d.clamp(Duration::from_millis(16), Duration::from_millis(250)));
    let Some(mut settings) = settings else {
        return;
    };
    if settings.focused_mode == UpdateMode::Continuous && base.is_none() {
        // The screenshot and frame-rate modes draw every frame anyway.
        return;
    }
    if busy.computer || busy.what_if || busy.drawing || busy.balance || replay.is_some() {
        let mut wait = replay.unwrap_or(Duration::from_millis(250));
        if busy.computer && !computer.queue.is_empty() {
            let due = computer.next_at.saturating_sub(time.elapsed());
            wait = wait.min(due.max(Duration::from_millis(30)));
        }
        if base.is_none() {
            *base = Some(settings.clone());
        }
        let mode = UpdateMode::reactive(wait);
        if settings.focused_mode != mode || settings.unfocused_mode != mode {
            settings.focused_mode = mode;
            settings.unfocused_mode = mode;
        }
    } else if let Some(b) = base.take() {
        *settings = b;
    }
}

#[cfg(test)]
mod tests;
