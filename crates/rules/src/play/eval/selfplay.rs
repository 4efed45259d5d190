//! The games an evaluation is fitted to: computer players playing a scenario out, each side's
//! features recorded at the end of every turn with the result that side came to. The players
//! differ from game to game so that the positions do: greedy against greedy, each with a noise
//! of its own (a noisier greedy player is a weaker one, so either side sometimes wins), and one
//! game in four the planner against a greedy player, the planner's side taking turns.

use crate::engine::game::Game;
use crate::play::eval::features;
use crate::play::eval::fit::Sample;
use crate::play::greedy::{GreedyPlayer, Weights};
use crate::play::{Player, Policy};
use crate::state::Dice;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// At most this many phases a game (every shipped game ends long before).
const MAX_PHASES: usize = 20_000;

/// The least and most noise a fitting game's greedy player adds to its scores (the greedy
/// player's own is 0.3).
const NOISE: (f64, f64) = (0.05, 3.0);

/// One game played for fitting: who played, each side's positions, and who won.
#[derive(Debug, Clone)]
pub struct Recorded {
    /// The game's seed.
    pub seed: u64,
    /// Each side's player, as words ("greedy (noise 0.42)", "planner").
    pub players: Vec<String>,
    /// Per side, its positions' features at the end of every turn, with the result it came to.
    pub samples: Vec<Vec<Sample>>,
    /// The sides that won.
    pub winners: Vec<usize>,
}

/// The players of fitting game `seed`: for sides of a game with `sides` sides, drawn from the
/// seed. One game in four (by the seed) has a planner on one side, the first side for one seed
/// in eight and the second for another.
pub fn players(seed: u64, sides: usize) -> Vec<(Box<dyn Player>, String)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x6a09_e667_f3bc_c908);
    let planner_side = match seed % 8 {
        2 => Some(0),
        6 => Some(1),
        _ => None,
    };
    (0..sides)
        .map(|s| {
            let player_seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (s as u64 + 1);
            if planner_side == Some(s) {
                return (Policy::Planner.player(player_seed), "planner".to_string());
            }
            // Log-uniform between the least and most noise.
            let u: f64 = rng.random_range(0.0..1.0);
            let noise = NOISE.0 * (NOISE.1 / NOISE.0).powf(u);
            let weights = Weights {
                noise,
                ..Weights::default()
            };
            let p: Box<dyn Player> = Box::new(GreedyPlayer::with_weights(player_seed, weights));
            (p, format!("greedy (noise {noise:.2})"))
        })
        .collect()
}

/// Plays fitting game `seed` from `start` (its dice rolled from the seed, its players
/// `players(seed)`), recording each side's features at the end of every turn.
pub fn play(start: &Game, seed: u64) -> Recorded {
    let mut g = start.clone();
    g.without_undo();
    g.seed = seed;
    g.state.dice = Dice::new(seed);
    let sides = g.rules.sides.len();
    let (mut players, names): (Vec<Box<dyn Player>>, Vec<String>) =
        players(seed, sides).into_iter().unzip();
    let mut positions: Vec<Vec<Vec<f64>>> = vec![Vec::new(); sides];
    let mut apply = |g: &mut Game, c| g.apply(c);
    crate::play::battle::answer_all(&mut g, &mut apply, &mut Vec::new());
    let mut turn = g.state.turn;
    for _ in 0..MAX_PHASES {
        if g.state.over {
            break;
        }
        let side = g.phasing_side(&g.state) as usize;
        players[side].play_phase(&mut g, &mut apply);
        if g.state.turn != turn || g.state.over {
            for (s, p) in positions.iter_mut().enumerate() {
                p.push(features(&g, s as u8));
            }
            turn = g.state.turn;
        }
    }
    let mut winners: Vec<usize> = g.state.winners.iter().map(|(s, _)| *s as usize).collect();
    winners.sort_unstable();
    winners.dedup();
    let samples = positions
        .into_iter()
        .enumerate()
        .map(|(s, p)| {
            let y = result(&winners, s);
            p.into_iter().map(|x| Sample { x, y }).collect()
        })
        .collect();
    Recorded {
        seed,
        players: names,
        samples,
        winners,
    }
}

/// What a game came to for `side`: 1 it won alone, 0 another side won alone, one half no side
/// or several did.
pub fn result(winners: &[usize], side: usize) -> f64 {
    match winners {
        [] => 0.5,
        [w] if *w == side => 1.0,
        [_] => 0.0,
        _ => 0.5,
    }
}
