//! How the general judges a plan: the plan's turn played out on a copy by greedy players (its
//! own combat phase making the attacks the plan prepared and advancing carefully, then the
//! enemy's whole turn), to the side's next movement phase, or some turns on, or the game's end;
//! the position it comes to scored for the side by the ruleset's fitted evaluation (its log-odds
//! of winning, `play::eval`, fitted to self-play games by `steppe fit`) plus a hand-made score:
//! a win or a loss most, then each side's distance to its victory, the steps each side has left
//! and the enemy's units cut off from supply. Together they did better than either alone (Axis
//! against greedy Soviets, 40 games each: Barbarossa 20% of games won, 15% fitted only, 7.5% by
//! hand only; Typhoon 1941 55%, 45%, 27.5%).

use crate::engine::game::Game;
use crate::model::tables::SideId;
use crate::play::battle::answer_all;
use crate::play::eval::{Evaluation, features};
use crate::play::greedy::{GreedyPlayer, Intent};
use crate::play::rollout::end_value;
use crate::query::supply::supply_map;
use crate::state::command::Command;
use crate::state::{Dice, UnitStatus};

/// At most this many phases a playing out (a safety net).
const MAX_PHASES: usize = 2_000;

/// What a step left on the map (or to come) is worth, in hexes of distance to victory.
const STEP: f64 = 0.5;

/// What an enemy unit out of supply is worth, in hexes of distance to victory.
const CUT_OFF: f64 = 1.0;

/// What one unit of the fitted evaluation's log-odds is worth, in hexes of distance to victory.
const FITTED: f64 = 10.0;

/// The value for `side` of the position `after` (the side's movement phase played, not ended)
/// played on by greedy players until the phase it was played in has come round `rounds` times
/// (the side's next movement phase, for 1) or `rounds` turns have begun, or the game ends; its
/// dice and players seeded from `seed`, the side's combat phase making the plan's attacks.
pub fn played_out(after: &Game, side: SideId, intent: &Intent, seed: u64, rounds: u32) -> f64 {
    let mut g = after.scratch();
    g.state.dice = Dice::new(seed);
    let start = g.state.phase;
    let end = g.state.turn + rounds;
    let mut players: Vec<GreedyPlayer> = (0..g.rules.sides.len() as u64)
        .map(|s| GreedyPlayer::new(seed ^ (s + 1)))
        .collect();
    players[side as usize].weights.careful = true;
    players[side as usize].adopt(intent.clone());
    let mut apply = |g: &mut Game, c| g.apply(c);
    if !g.state.over {
        let _ = g.apply(Command::EndPhase);
    }
    answer_all(&mut g, &mut apply, &mut Vec::new());
    let mut seen = 0;
    for _ in 0..MAX_PHASES {
        if g.state.over || g.state.turn >= end {
            break;
        }
        // (Each phase played is ended, so the phase the plan was made in is here again when it
        // comes round; where formations take turns, at each activation of the side.)
        if g.state.phase == start {
            seen += 1;
            if seen >= rounds {
                break;
            }
        }
        let mover = g.phasing_side(&g.state);
        players[mover as usize].play_phase(&mut g, &mut apply);
    }
    value(&g, side)
}

/// What the position is worth to `side`.
pub fn value(g: &Game, side: SideId) -> f64 {
    let fitted = if g.state.over {
        end_value(g, side)
    } else {
        FITTED * Evaluation::of(g).score(&features(g, side))
    };
    fitted + hand_value(g, side)
}

/// What the position is worth to `side`, by hand.
pub fn hand_value(g: &Game, side: SideId) -> f64 {
    let mut v = end_value(g, side);
    let st = &g.state;
    let sides = g.rules.sides.len();
    let mut steps = vec![0u32; sides];
    for (i, u) in st.units.iter().enumerate() {
        let d = &g.scenario.units[i];
        if !matches!(u.status(), UnitStatus::Eliminated) {
            steps[d.side as usize] += (d.steps.len() as u32).saturating_sub(u.losses);
        }
    }
    for (s, &n) in steps.iter().enumerate() {
        let sign = if s == side as usize { 1.0 } else { -1.0 };
        v += sign * STEP * n as f64;
    }
    for enemy in (0..sides as SideId).filter(|&s| s != side) {
        let supplied = supply_map(g, st, enemy);
        let cut = st
            .units
            .iter()
            .enumerate()
            .filter(|(i, _)| g.scenario.units[*i].side == enemy)
            .filter(|(_, u)| matches!(u.status(), UnitStatus::OnMap(h) if !supplied[h as usize]))
            .count();
        v += CUT_OFF * cut as f64;
    }
    v
}
