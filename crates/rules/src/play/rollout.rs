//! Rollouts: a position judged by what games from it come to. The game is played on by greedy
//! players for every side until the turn `HORIZON` turns on begins, or the phase the plan was
//! made in has come round `HORIZON` times (where formations take turns, as Typhoon's do, a phase
//! comes round at every activation of the side), or to its end; its dice and
//! players seeded from the rollout's seed, and where it got to is scored for one side: a win or
//! a loss counts most, then how far each side still is from its victory
//! (`aims::distance_to_victory`), so games that end alike are told apart by how near they came.

use crate::engine::game::Game;
use crate::model::tables::SideId;
use crate::play::aims::distance_to_victory;
use crate::play::battle::answer_all;
use crate::play::greedy::GreedyPlayer;
use crate::state::Dice;
use crate::state::command::Command;

/// What a won (or lost) game is worth, in hexes of distance to victory.
pub const WIN: f64 = 100.0;

/// How far a rollout plays: until the turn this many turns on begins (or the game ends, if
/// sooner); from the middle of a turn, the rest of it and two more. On Barbarossa (eight turns)
/// the Axis planner won 25.5% of 200 games against greedy with 3, 24.0% playing every game to
/// its end, at two thirds of the time (both measured before a rollout's first weather roll came
/// from its own dice); on Typhoon (fifteen turns, its greedy games ten times Barbarossa's work)
/// a game to the end from every plan took the planner minutes a phase.
pub const HORIZON: u32 = 3;

/// At most this many phases a rollout (a safety net, as `outcome::play`'s).
const MAX_PHASES: usize = 20_000;

/// `end_value` for `side` of one game played on from `game` after the phasing side ends its
/// phase, its dice and players seeded from `seed`.
pub fn value_of_rollout(game: &Game, side: SideId, seed: u64) -> f64 {
    let mut g = game.scratch();
    let phase = g.state.phase;
    // The rollout's dice from the end of the phase on: what ending it rolls (the weather of
    // the next phase) is the rollout's luck, the same for every plan.
    g.state.dice = Dice::new(seed);
    if !g.state.over {
        let _ = g.apply(Command::EndPhase);
    }
    play_out(&mut g, seed, Some(phase));
    end_value(&g, side)
}

/// Plays `game` on with a greedy player for every side, its players seeded from `seed` (its
/// dice are the game's own), until the turn `HORIZON` turns on begins, or `phase` (if given) has
/// begun `HORIZON` times, or the game ends.
pub fn play_out(game: &mut Game, seed: u64, phase: Option<usize>) {
    let mut players: Vec<GreedyPlayer> = (0..game.rules.sides.len() as u64)
        .map(|s| GreedyPlayer::new(seed ^ (s + 1)))
        .collect();
    let mut apply = |g: &mut Game, c| g.apply(c);
    answer_all(game, &mut apply, &mut Vec::new());
    let end = game.state.turn + HORIZON;
    let mut rounds = 0;
    for _ in 0..MAX_PHASES {
        if Some(game.state.phase) == phase {
            rounds += 1;
        }
        if game.state.over || game.state.turn >= end || rounds >= HORIZON {
            break;
        }
        let s = game.phasing_side(&game.state) as usize;
        players[s].play_phase(game, &mut apply);
    }
}

/// What the position is worth to `side`: `WIN` for a win, `-WIN` for a loss (a game that is not
/// over, or that every side or no side won, neither), plus the enemy's distance to its victory
/// less the side's own.
pub fn end_value(game: &Game, side: SideId) -> f64 {
    let st = &game.state;
    let mut v = 0.0;
    if st.over {
        let won = st.winners.iter().any(|(s, _)| *s == side);
        let lost = st.winners.iter().any(|(s, _)| *s != side);
        if won && !lost {
            v += WIN;
        } else if lost && !won {
            v -= WIN;
        }
    }
    for s in 0..game.rules.sides.len() as SideId {
        let d = distance_to_victory(game, st, s) as f64;
        v += if s == side { -d } else { d };
    }
    v
}
