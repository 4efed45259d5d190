//! Greedy keeps the objectives it took (`Weights::hold`): the last unit in an objective its side
//! took stays there while an enemy unit could reach it in its next move, and goes on toward the
//! next objective when none could.

mod common;

use steppe::rules::engine::game::Game;
use steppe::rules::play::aims::Aims;
use steppe::rules::play::greedy::{GreedyPlayer, Weights};
use steppe::rules::state::UnitStatus;

/// Operation Blue in the Axis movement phase with a panzer division alone in Voronezh, which
/// the Axis holds (it still has six objectives to take); the Soviet units within `clear_within`
/// hexes of the city taken off the map (`None`: every unit kept).
fn voronezh_taken(clear_within: Option<u32>) -> (Game, u16, u32) {
    let mut g = common::game("scenarios/zw_blue.ron", 3);
    common::to_phase(&mut g, "axis_movement");
    let voronezh = common::hex(&g, "1905");
    let pz = common::unit(&g, "g_9pz");
    for u in g.state.units_at(voronezh).collect::<Vec<_>>() {
        g.state.set_status(u, UnitStatus::Eliminated);
    }
    g.state.set_status(pz, UnitStatus::OnMap(voronezh));
    g.state.control[voronezh as usize] = 0;
    if let Some(r) = clear_within {
        let d = steppe::rules::play::distance::distances(&g, &[voronezh]);
        for u in 0..g.state.units.len() {
            if g.scenario.units[u].side == 1
                && let UnitStatus::OnMap(h) = g.state.units[u].status()
                && d[h as usize] <= r
            {
                g.state.set_status(u as u16, UnitStatus::Eliminated);
            }
        }
    }
    (g, pz, voronezh)
}

/// Where the panzer division ends the Axis movement phase, greedy holding with this weight.
fn after_move(g: &Game, pz: u16, hold: f64) -> Option<u32> {
    let mut copy = g.clone();
    let w = Weights {
        noise: 0.0,
        hold,
        ..Weights::default()
    };
    GreedyPlayer::with_weights(1, w).play_phase(&mut copy, &mut |g, c| g.apply(c));
    copy.state.unit_hex(pz)
}

#[test]
fn the_last_unit_in_a_taken_objective_stays_while_the_enemy_can_reach_it() {
    let (g, pz, voronezh) = voronezh_taken(None);
    let aims = Aims::new(&g, &g.state, 0);
    assert!(aims.attacking);
    assert!(
        aims.to_enemy[voronezh as usize] <= aims.enemy_reach,
        "a Soviet unit {} hexes off, reach {}",
        aims.to_enemy[voronezh as usize],
        aims.enemy_reach
    );
    assert_eq!(after_move(&g, pz, Weights::default().hold), Some(voronezh));
    // Not told to hold, it leaves for the next objective.
    assert_ne!(after_move(&g, pz, 0.0), Some(voronezh));
}

#[test]
fn with_no_enemy_in_reach_it_goes_on() {
    let reach = {
        let (g, _, _) = voronezh_taken(None);
        Aims::new(&g, &g.state, 0).enemy_reach
    };
    let (g, pz, voronezh) = voronezh_taken(Some(reach));
    let aims = Aims::new(&g, &g.state, 0);
    assert!(aims.to_enemy[voronezh as usize] > aims.enemy_reach);
    assert_ne!(after_move(&g, pz, Weights::default().hold), Some(voronezh));
}
