//! Rollouts (`rules::play::rollout`), the planner's judge of a plan: greedy games played on from a
//! position for a few turns and scored by where they got to.

mod common;

use steppe::rules::play::greedy::GreedyPlayer;
use steppe::rules::play::rollout::{HORIZON, WIN, end_value, play_out, value_of_rollout};
use steppe::rules::state::UnitStatus;

const BARBAROSSA: &str = "scenarios/gpw_barbarossa.ron";

#[test]
fn a_rollout_plays_on_until_the_turn_the_horizon_away_begins() {
    let mut g = common::game(BARBAROSSA, 1);
    g.without_undo();
    let turn = g.state.turn;
    let mut again = g.clone();
    play_out(&mut g, 7, None);
    assert_eq!((g.state.turn, g.state.phase), (turn + HORIZON, 0));
    assert!(!g.state.over);
    assert!(!g.log.is_empty(), "the greedy players moved and fought");
    play_out(&mut again, 7, None);
    assert_eq!(g.log, again.log, "the same seed, the same game");
}

/// Where formations take turns (Typhoon: a German movement phase at every German activation,
/// some eight a turn) a rollout from a plan ends when the phase it was made in has come round
/// `HORIZON` times: three activations of the side on, not three turns of them.
#[test]
fn a_rollout_where_formations_take_turns_stops_when_the_phase_came_round() {
    let mut g = common::game("scenarios/typhoon_1941.ron", 1);
    g.without_undo();
    common::to_phase(&mut g, "german_movement");
    let movement = g.state.phase;
    let turn = g.state.turn;
    let mut rounds = 0;
    let mut seen = g.clone();
    play_out(&mut g, 7, Some(movement));
    assert!(!g.state.over);
    assert_eq!(g.state.phase, movement, "it stops as the phase begins");
    assert!(
        g.state.turn < turn + HORIZON,
        "turn {} of {turn}",
        g.state.turn
    );
    // The phases it played, counted again from its log: the phase began HORIZON - 1 times
    // between (the stop is the HORIZON-th).
    let mut players = [GreedyPlayer::new(7 ^ 1), GreedyPlayer::new(7 ^ 2)];
    steppe::rules::play::battle::answer_all(&mut seen, &mut |g, c| g.apply(c), &mut Vec::new());
    while (seen.state.turn, seen.state.phase, seen.log.len())
        != (g.state.turn, g.state.phase, g.log.len())
    {
        if seen.state.phase == movement {
            rounds += 1;
        }
        let s = seen.phasing_side(&seen.state) as usize;
        players[s].play_phase(&mut seen, &mut |g, c| g.apply(c));
    }
    assert_eq!(
        rounds,
        HORIZON - 1,
        "the phase came round as often as the horizon says"
    );
}

/// The mean of a side's rollouts from `game`, one per seed (as the planner averages a plan's).
fn value_after_phase(game: &steppe::rules::engine::game::Game, side: u8, seeds: &[u64]) -> f64 {
    seeds
        .iter()
        .map(|&s| value_of_rollout(game, side, s))
        .sum::<f64>()
        / seeds.len() as f64
}

#[test]
fn rollouts_judge_a_stronger_position_better_for_its_side_and_worse_for_the_enemy() {
    let g = common::game(BARBAROSSA, 1);
    let seeds = [1, 2, 3, 4];
    let axis = value_after_phase(&g, 0, &seeds);
    let soviet = value_after_phase(&g, 1, &seeds);
    assert_eq!(
        axis,
        value_after_phase(&g, 0, &seeds),
        "the same seeds, the same value"
    );
    // Every other Soviet unit on the map gone.
    let mut weak = g.clone();
    let soviets: Vec<usize> = (0..g.scenario.units.len())
        .filter(|&u| g.scenario.units[u].side == 1 && g.state.unit_hex(u as u16).is_some())
        .collect();
    for u in soviets.iter().step_by(2) {
        weak.state.set_status(*u as u16, UnitStatus::Eliminated);
    }
    let axis_weak = value_after_phase(&weak, 0, &seeds);
    let soviet_weak = value_after_phase(&weak, 1, &seeds);
    assert!(
        axis_weak > axis && soviet_weak < soviet,
        "Axis {axis} -> {axis_weak}, Soviet {soviet} -> {soviet_weak}"
    );
}

#[test]
fn a_won_game_is_worth_more_than_any_distance() {
    let mut g = common::game(BARBAROSSA, 1);
    let (axis, soviet) = (end_value(&g, 0), end_value(&g, 1));
    // Four cities to take: the Axis far from its victory, the Soviets at theirs.
    assert!(axis < 0.0 && soviet > 0.0, "Axis {axis}, Soviet {soviet}");
    assert_eq!(axis, -soviet);
    g.state.over = true;
    g.state.winners = vec![(0, g.scenario.victory[0].name.clone())];
    let (axis_won, soviet_lost) = (end_value(&g, 0), end_value(&g, 1));
    assert!(
        axis_won > 0.0 && soviet_lost < 0.0,
        "won {axis_won}, lost {soviet_lost}"
    );
    assert_eq!(
        axis_won - axis,
        WIN,
        "a win is worth WIN on top of the distances"
    );
    g.state.winners.clear();
    assert_eq!(
        end_value(&g, 0),
        axis,
        "a game no side won: the distances alone"
    );
}

/// The planner's rollouts go to the plans still in the running: every plan once, the better half
/// once more, the last two four times each, and the best of those two on average is played.
#[test]
fn sequential_halving_plays_the_better_half_on_and_picks_the_best_of_the_last_two() {
    use steppe::rules::play::planner::halving;
    // Plan 5 is best on average, plan 7 best on its first rollout, plan 6 second best overall.
    let value = |k: usize, j: usize| -> f64 {
        match (k, j) {
            (7, 0) => 50.0,
            (7, _) => -50.0,
            (5, _) => 10.0,
            (6, _) => 8.0,
            _ => k as f64,
        }
    };
    let mut calls = Vec::new();
    let pick = halving(
        8,
        4,
        || false,
        |k, j, left| {
            calls.push((k, j, left));
            value(k, j)
        },
    );
    assert_eq!(pick, 5);
    assert_eq!(calls.len(), 16, "8 + 4 + 2 x 2 rollouts, not 32: {calls:?}");
    // Round one: every plan, rollout 0.
    assert_eq!(
        calls[..8].to_vec(),
        (0..8).map(|k| (k, 0, 8)).collect::<Vec<_>>()
    );
    // Round two: the best four (7, 5, 6, 4) once more, in plan order.
    assert_eq!(calls[8..12], [(4, 1, 4), (5, 1, 4), (6, 1, 4), (7, 1, 4)]);
    // The last two by their mean (5: 10, 6: 8; 7 fell to 0): rollouts 2 and 3 each.
    assert_eq!(calls[12..], [(5, 2, 2), (5, 3, 2), (6, 2, 2), (6, 3, 2)]);
}

/// Two plans are played on four times each, as before halving; a tie goes to the earlier plan;
/// a planner told to hurry takes the best on average of those played on so far.
#[test]
fn two_plans_get_every_rollout_and_a_hurried_halving_takes_the_best_so_far() {
    use std::cell::Cell;
    use steppe::rules::play::planner::halving;
    let mut calls = 0;
    let pick = halving(
        2,
        4,
        || false,
        |_, _, _| {
            calls += 1;
            1.0
        },
    );
    assert_eq!((pick, calls), (0, 8));
    // Hurried after three rollouts of round one: plan 2's 3.0 beats plans 0 and 1.
    let done = Cell::new(0);
    let pick = halving(
        6,
        4,
        || done.get() >= 3,
        |k, _, _| {
            done.set(done.get() + 1);
            [1.0, 2.0, 3.0, 9.0, 9.0, 9.0][k]
        },
    );
    assert_eq!((pick, done.get()), (2, 3));
    // Hurried before any: the first plan.
    assert_eq!(halving(6, 4, || true, |_, _, _| 1.0), 0);
}

/// Where a formation must be activated first (Typhoon), greedy activates the first of
/// `activation_choices`, and the planner's plans choose between the first few of them by
/// rollouts: over a game's German activations it picks one of those every time, and not always
/// greedy's.
#[test]
fn the_planner_chooses_which_formation_to_activate_among_greedys_best() {
    use steppe::rules::play::greedy::activation_choices;
    use steppe::rules::play::planner::Planner;
    use steppe::rules::state::command::Command;
    let mut g = common::game("scenarios/typhoon_1941.ron", 3);
    g.without_undo();
    let (mut greedy_like, mut other, mut checked) = (0, 0, 0);
    let mut planner = Planner::new(3);
    let mut soviets = GreedyPlayer::new(4);
    while checked < 12 && !g.state.over {
        let side = g.phasing_side(&g.state);
        let choices = activation_choices(&g);
        if side == 0 && !choices.is_empty() {
            // Greedy would activate the first.
            let mut copy = g.scratch();
            let greedy = GreedyPlayer::new(9).act(&mut copy, &mut |g, c| g.apply(c));
            assert_eq!(
                greedy.first(),
                Some(&Command::Activate { unit: choices[0] })
            );
            let done = planner.play_phase(&mut g, &mut |g, c| g.apply(c));
            let Some(Command::Activate { unit }) = done.first() else {
                panic!("the planner's phase opens with an activation: {done:?}");
            };
            assert!(
                choices[..3.min(choices.len())].contains(unit),
                "{unit} of {choices:?}"
            );
            if *unit == choices[0] {
                greedy_like += 1;
            } else {
                other += 1;
            }
            checked += 1;
        } else if side == 0 {
            planner.play_phase(&mut g, &mut |g, c| g.apply(c));
        } else {
            soviets.play_phase(&mut g, &mut |g, c| g.apply(c));
        }
    }
    assert_eq!(checked, 12);
    assert!(other > 0, "{greedy_like} as greedy, {other} other");
}
