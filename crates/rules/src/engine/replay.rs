//! A game watched back: its commands replayed once from the start, the position before every
//! `every`-th command kept, so that any point of the game (forward or back, by command, phase or
//! turn) is a kept position and fewer than `every` commands away. What each command did (its
//! events: the dice of every battle) is kept with it, so the battle log stands as it stood.

use crate::engine::game::{Game, Reseed};
use crate::model::tables::SideId;
use crate::state::State;
use crate::state::command::{Command, Event, RuleError};

/// Commands between two kept positions, at most: stepping anywhere replays fewer than this many.
pub const KEEP_EVERY: usize = 32;

/// Where a position stands in the game: after some commands, in a turn and phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    /// The game turn.
    pub turn: u32,
    /// The phase (index in the ruleset's sequence).
    pub phase: usize,
    /// The side to act (the phasing side, or the side answering a battle).
    pub side: SideId,
    /// Whether the game is over here.
    pub over: bool,
}

/// A game to watch back: the start, its commands, kept positions and what each command did.
pub struct Replay {
    /// The game as it started (its setup, seed, first position), never played on.
    start: Game,
    /// Every command of the game, in order.
    commands: Vec<Command>,
    /// Where the dice were rolled afresh from another seed (`Game::reseeds`).
    reseeds: Vec<Reseed>,
    /// What each command did.
    events: Vec<Vec<Event>>,
    /// The position after `k * KEEP_EVERY` commands, for every k that fits.
    kept: Vec<State>,
    /// For each position (after 0, 1, ... `len` commands): where it stands.
    marks: Vec<Mark>,
    /// The game turns played, each with its first position (read off `marks` once).
    turns: Vec<(u32, usize)>,
}

fn mark_of(g: &Game) -> Mark {
    Mark {
        turn: g.state.turn,
        phase: g.state.phase,
        side: crate::mechanics::combat::acting_side(g, &g.state),
        over: g.state.over,
    }
}

impl Replay {
    /// Replays `game`'s commands from its start (the same setup and seed), keeping positions as
    /// it goes; refused (with the command's index) if a command does not replay.
    pub fn of(game: &Game) -> Result<Replay, (usize, RuleError)> {
        let start = Game::new(game.rules.clone(), game.scenario.clone(), game.seed);
        Replay::from_start(start, &game.log, &game.reseeds)
    }

    /// Replays `commands` on `start` (a new game: `Game::new`), the dice rolled afresh where
    /// `reseeds` say.
    pub fn from_start(
        start: Game,
        commands: &[Command],
        reseeds: &[Reseed],
    ) -> Result<Replay, (usize, RuleError)> {
        let mut g = start.scratch();
        let mut events = Vec::with_capacity(commands.len());
        let mut kept = vec![g.state.clone()];
        let mut marks = vec![mark_of(&g)];
        for (i, c) in commands.iter().enumerate() {
            g.reseed_here(reseeds);
            events.push(g.apply(c.clone()).map_err(|e| (i, e))?);
            if (i + 1) % KEEP_EVERY == 0 {
                kept.push(g.state.clone());
            }
            marks.push(mark_of(&g));
        }
        let mut turns: Vec<(u32, usize)> = Vec::new();
        for (j, m) in marks.iter().enumerate() {
            if turns.last().is_none_or(|&(t, _)| t != m.turn) {
                turns.push((m.turn, j));
            }
        }
        Ok(Replay {
            start,
            commands: commands.to_vec(),
            reseeds: reseeds.to_vec(),
            events,
            kept,
            marks,
            turns,
        })
    }

    /// How many commands the game has (positions run from 0 to this).
    pub fn len(&self) -> usize {
        self.commands.len()
    }

    /// Whether the game has no command.
    pub fn is_empty(&self) -> bool {
        self.commands.is_empty()
    }

    /// The game's commands.
    pub fn commands(&self) -> &[Command] {
        &self.commands
    }

    /// What the command at `i` did (`i < len`).
    pub fn events(&self, i: usize) -> &[Event] {
        &self.events[i]
    }

    /// Where the position after `i` commands stands.
    pub fn mark(&self, i: usize) -> Mark {
        self.marks[i.min(self.len())]
    }

    /// The game after its first `i` commands (at most `len`): the position, with the log that
    /// led there, undo starting from here; made from the nearest kept position at or before it.
    pub fn game_at(&self, i: usize) -> Game {
        let i = i.min(self.len());
        let base = i / KEEP_EVERY * KEEP_EVERY;
        let mut g = self.start.scratch();
        g.state.clone_from(&self.kept[base / KEEP_EVERY]);
        // The seeds given before the kept position, then those due on the way.
        g.reseeds = self
            .reseeds
            .iter()
            .copied()
            .filter(|r| r.after < base)
            .collect();
        // (The log as it stood there: a seed given is placed by the log's length.)
        g.log = self.commands[..base].to_vec();
        for c in &self.commands[base..i] {
            g.reseed_here(&self.reseeds);
            g.apply(c.clone())
                .expect("the commands replayed once already");
        }
        g.reseed_here(&self.reseeds);
        let log = std::mem::take(&mut g.log);
        Game::resumed(g, log)
    }

    /// The first position of the phase the position after `i` commands is in: where it was
    /// entered (0 for the first).
    pub fn phase_start(&self, i: usize) -> usize {
        let i = i.min(self.len());
        let here = self.marks[i];
        let mut j = i;
        while j > 0 && same_phase(&self.marks[j - 1], &here) {
            j -= 1;
        }
        j
    }

    /// The next phase's first position after `i` (the end, if none).
    pub fn next_phase(&self, i: usize) -> usize {
        let here = self.marks[i.min(self.len())];
        (i + 1..=self.len())
            .find(|&j| !same_phase(&self.marks[j], &here))
            .unwrap_or(self.len())
    }

    /// Back a phase: to the start of the phase `i` is in, or of the one before if `i` is at
    /// its start.
    pub fn previous_phase(&self, i: usize) -> usize {
        let s = self.phase_start(i);
        if s < i.min(self.len()) || s == 0 {
            s
        } else {
            self.phase_start(s - 1)
        }
    }

    /// The game turns played, each with its first position.
    pub fn turns(&self) -> &[(u32, usize)] {
        &self.turns
    }

    /// The first position of turn `turn` (the nearest turn played, if that one was not).
    pub fn turn_start(&self, turn: u32) -> usize {
        let turns = self.turns();
        turns
            .iter()
            .find(|&&(t, _)| t >= turn)
            .or(turns.last())
            .map_or(0, |&(_, j)| j)
    }

    /// The next turn's first position after `i` (the end, if none).
    pub fn next_turn(&self, i: usize) -> usize {
        let t = self.mark(i).turn;
        (i + 1..=self.len())
            .find(|&j| self.marks[j].turn != t)
            .unwrap_or(self.len())
    }

    /// Back a turn: to the start of the turn `i` is in, or of the one before if `i` is at its
    /// start.
    pub fn previous_turn(&self, i: usize) -> usize {
        let i = i.min(self.len());
        let t = self.marks[i].turn;
        let s = self.turn_start(t);
        if s < i || s == 0 {
            s
        } else {
            self.turn_start(self.marks[s - 1].turn)
        }
    }

    /// Positions kept (for the figures: memory goes with them).
    pub fn kept(&self) -> usize {
        self.kept.len()
    }
}

fn same_phase(a: &Mark, b: &Mark) -> bool {
    a.turn == b.turn && a.phase == b.phase
}
