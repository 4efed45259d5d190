//! Objectives shared out among a side's units (`play::shares`): the objectives its victory
//! conditions still need each get units enough, the far ones the fast units that reach them
//! soonest; a side that holds what it needs sends none.

mod common;

use common::{game, hex};
use steppe::rules::engine::game::Game;
use steppe::rules::model::tables::UnitId;
use steppe::rules::play::aims::Aims;
use steppe::rules::play::distance::distances;
use steppe::rules::play::shares::Shares;

const BLUE: &str = "scenarios/zw_blue.ron";

/// The side's units sent to the objective at `at`.
fn sent_to(g: &Game, sh: &Shares, side: u8, at: &str) -> Vec<UnitId> {
    let h = hex(g, at);
    (0..g.scenario.units.len() as UnitId)
        .filter(|&u| g.scenario.units[u as usize].side == side)
        .filter(|&u| sh.field(u).is_some_and(|f| f[h as usize] == 0))
        .collect()
}

/// Operation Blue's set-up, in the Axis movement phase of turn 1 (units are shared out among
/// those that may move).
fn at_axis_move() -> Game {
    let mut g = game(BLUE, 1);
    common::to_phase(&mut g, "axis_movement");
    g
}

#[test]
fn the_fast_units_are_sent_to_the_far_objective_and_the_near_one_gets_the_rest() {
    let g = at_axis_move();
    let aims = Aims::new(&g, &g.state, 0);
    let sh = Shares::new(&g, &aims, 0, &[]);
    let stalingrad = sent_to(&g, &sh, 0, "3315");
    assert!(!stalingrad.is_empty(), "nobody sent to Stalingrad");
    for &u in &stalingrad {
        let ma = g.factors(&g.state, u).movement;
        assert!(
            ma >= 7,
            "{} (movement {ma}) sent to Stalingrad",
            g.scenario.units[u as usize].id
        );
    }
    // The near objective gets slow units too, and more of them.
    let voronezh = sent_to(&g, &sh, 0, "1905");
    assert!(voronezh.len() > stalingrad.len());
    assert!(
        voronezh
            .iter()
            .any(|&u| g.factors(&g.state, u).movement == 4)
    );
    // Nobody is sent where they cannot be by the last turn.
    for u in 0..g.scenario.units.len() as UnitId {
        if let Some(f) = sh.field(u) {
            let at = g.state.unit_hex(u).expect("on the map");
            let ma = g.factors(&g.state, u).movement;
            assert!(f[at as usize].div_ceil(ma) <= g.scenario.turns);
        }
    }
}

#[test]
fn an_objective_held_is_no_longer_shared_out() {
    let mut g = at_axis_move();
    let voronezh = hex(&g, "1905");
    g.state.control[voronezh as usize] = 0;
    let aims = Aims::new(&g, &g.state, 0);
    let sh = Shares::new(&g, &aims, 0, &[]);
    assert!(sent_to(&g, &sh, 0, "1905").is_empty());
    assert!(!sent_to(&g, &sh, 0, "3315").is_empty());
}

#[test]
fn a_side_holding_what_it_needs_sends_nobody() {
    let g = game(BLUE, 1);
    let aims = Aims::new(&g, &g.state, 1);
    assert!(!aims.attacking);
    let sh = Shares::new(&g, &aims, 1, &[]);
    assert!((0..g.scenario.units.len() as UnitId).all(|u| sh.field(u).is_none()));
}

#[test]
fn the_greedy_axis_sends_its_panzers_towards_stalingrad_from_the_first_move() {
    use steppe::rules::play::greedy::GreedyPlayer;
    use steppe::rules::state::UnitStatus;
    // An open road: every Soviet unit gone but Voronezh's garrison, so units go as far as their
    // movement takes them and the nearest objective (Voronezh, Rostov) is not Stalingrad's way.
    let mut g = at_axis_move();
    let keep = g.scenario.unit_by_id("s_voronezh").unwrap();
    for i in 0..g.state.units.len() {
        if g.scenario.units[i].side == 1 && i as UnitId != keep {
            g.state.set_status(i as u16, UnitStatus::Eliminated);
        }
    }
    let aims = Aims::new(&g, &g.state, 0);
    let sh = Shares::new(&g, &aims, 0, &[]);
    let sent = sent_to(&g, &sh, 0, "3315");
    assert!(!sent.is_empty());
    let to = distances(&g, &[hex(&g, "3315")]);
    let far = |g: &Game| -> Vec<u32> {
        sent.iter()
            .map(|&u| to[g.state.unit_hex(u).unwrap() as usize])
            .collect()
    };
    let before = far(&g);
    let mut apply = |g: &mut Game, c| g.apply(c);
    GreedyPlayer::new(1).play_phase(&mut g, &mut apply);
    // Each went most of its movement allowance straight at Stalingrad.
    for (i, (b, a)) in before.iter().zip(far(&g)).enumerate() {
        let ma = g.factors(&g.state, sent[i]).movement;
        assert!(
            a + ma / 2 <= *b,
            "{}: {b} -> {a}",
            g.scenario.units[sent[i] as usize].id
        );
    }
}

#[test]
fn a_scenario_that_does_not_ask_for_it_shares_nothing() {
    let mut g = game("scenarios/gpw_barbarossa.ron", 1);
    common::to_phase(&mut g, "axis_panzer");
    let aims = Aims::new(&g, &g.state, 0);
    assert!(aims.attacking);
    let sh = Shares::new(&g, &aims, 0, &[]);
    assert!((0..g.scenario.units.len() as UnitId).all(|u| sh.field(u).is_none()));
}

/// Each unit's orders as the shares give them, with the unit `id` ordered to `to` instead.
fn ordered(g: &Game, sh: &Shares, id: &str, to: &str) -> Vec<Option<u32>> {
    let mut orders = sh.orders();
    orders[g.scenario.unit_by_id(id).unwrap() as usize] = Some(hex(g, to));
    orders
}

#[test]
fn orders_stand_while_their_objective_is_shared_out() {
    let g = at_axis_move();
    let aims = Aims::new(&g, &g.state, 0);
    let first = Shares::new(&g, &aims, 0, &[]);
    // Given again as orders, the same units go to the same objectives.
    let again = Shares::new(&g, &aims, 0, &first.orders());
    assert_eq!(again.orders(), first.orders());
    // Astrakhan, the farthest, picks first the units that reach it soonest: one of them
    // ordered to Stalingrad goes on to Stalingrad, and Astrakhan takes another.
    let astrakhan = sent_to(&g, &first, 0, "4323");
    assert!(!astrakhan.is_empty(), "nobody sent to Astrakhan");
    let id = g.scenario.units[astrakhan[0] as usize].id.clone();
    let orders = ordered(&g, &first, &id, "3315");
    let kept = Shares::new(&g, &aims, 0, &orders);
    assert!(sent_to(&g, &kept, 0, "3315").contains(&astrakhan[0]));
    assert!(!sent_to(&g, &kept, 0, "4323").contains(&astrakhan[0]));
    assert!(!sent_to(&g, &kept, 0, "4323").is_empty());
    // Without those orders it goes to Astrakhan again: they, not the position, kept it.
    let fresh = Shares::new(&g, &aims, 0, &[]);
    assert!(sent_to(&g, &fresh, 0, "4323").contains(&astrakhan[0]));
    // A fast unit sent to Voronezh, ordered to Stalingrad, goes there before the units that
    // would reach it sooner.
    let voronezh = sent_to(&g, &first, 0, "1905");
    let fast = *voronezh
        .iter()
        .find(|&&u| g.factors(&g.state, u).movement >= 7)
        .expect("a fast unit sent to Voronezh");
    assert!(!sent_to(&g, &first, 0, "3315").contains(&fast));
    let id = g.scenario.units[fast as usize].id.clone();
    let kept = Shares::new(&g, &aims, 0, &ordered(&g, &first, &id, "3315"));
    assert!(sent_to(&g, &kept, 0, "3315").contains(&fast));
}

#[test]
fn orders_to_an_objective_taken_lapse() {
    let mut g = at_axis_move();
    let aims = Aims::new(&g, &g.state, 0);
    let first = Shares::new(&g, &aims, 0, &[]);
    let astrakhan = sent_to(&g, &first, 0, "4323");
    let id = g.scenario.units[astrakhan[0] as usize].id.clone();
    let orders = ordered(&g, &first, &id, "3315");
    // Stalingrad taken: it is shared out no more, and the unit ordered there is free again.
    let stalingrad = hex(&g, "3315");
    g.state.control[stalingrad as usize] = 0;
    let aims = Aims::new(&g, &g.state, 0);
    let sh = Shares::new(&g, &aims, 0, &orders);
    assert!(sent_to(&g, &sh, 0, "3315").is_empty());
    assert!(sent_to(&g, &sh, 0, "4323").contains(&astrakhan[0]));
}

#[test]
fn the_greedy_player_keeps_the_orders_it_gave() {
    use steppe::rules::play::greedy::GreedyPlayer;
    let mut g = at_axis_move();
    let aims = Aims::new(&g, &g.state, 0);
    let expected = Shares::new(&g, &aims, 0, &[]).orders();
    let mut player = GreedyPlayer::new(1);
    assert!(player.orders().is_empty());
    player.play_phase(&mut g, &mut |g: &mut Game, c| g.apply(c));
    assert_eq!(player.orders(), &expected);
}
