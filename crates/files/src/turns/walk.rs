//! A turn file's game replayed command by command, with what the checks need of each command:
//! the side that was to act before it, the game turn it was played in, the state hash after it,
//! and whether it was the rules' standing answer to a battle's question (`play::battle::answer`).

use std::sync::Arc;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::acting_side;
use steppe_rules::model::tables::{Ruleset, Scenario, SideId};
use steppe_rules::state::command::{Command, RuleError};

/// The game replayed and a trace of every command.
pub(crate) struct Walk {
    pub game: Game,
    /// Per command: the side whose player was to act before it.
    pub acting: Vec<SideId>,
    /// Per command: the game turn before it.
    pub turn: Vec<u32>,
    /// Per command: the state hash after it.
    pub hash_after: Vec<u64>,
    /// Per command: whether a battle was waiting and the command is the answer the computer's
    /// standing rule gives (the cheapest for the side that suffers it).
    pub standing: Vec<bool>,
}

impl Walk {
    /// Replays `cmds` from the start (with undo, for a game handed to a player, or without);
    /// the first illegal command stops it, with its index.
    pub fn replay(
        rules: Arc<Ruleset>,
        scenario: Arc<Scenario>,
        seed: u64,
        cmds: &[Command],
        undo: bool,
    ) -> Result<Walk, (usize, RuleError)> {
        let mut game = Game::new(rules, scenario, seed);
        if !undo {
            game.without_undo();
        }
        let n = cmds.len();
        let mut w = Walk {
            game,
            acting: Vec::with_capacity(n),
            turn: Vec::with_capacity(n),
            hash_after: Vec::with_capacity(n),
            standing: Vec::with_capacity(n),
        };
        for (i, c) in cmds.iter().enumerate() {
            let g = &w.game;
            w.acting.push(acting_side(g, &g.state));
            w.turn.push(g.state.turn);
            w.standing.push(
                g.state.pending.is_some()
                    && steppe_rules::play::battle::answer(g).as_ref() == Some(c),
            );
            w.game.apply(c.clone()).map_err(|e| (i, e))?;
            w.hash_after.push(w.game.state_hash());
        }
        Ok(w)
    }

    /// The first command of `from..to` that `side` may not have played: one that was another
    /// side's to play and is not the standing answer to a battle's question.
    pub fn out_of_turn(&self, from: usize, to: usize, side: SideId) -> Option<usize> {
        (from..to).find(|&i| self.acting[i] != side && !self.standing[i])
    }
}
