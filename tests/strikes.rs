//! Attacks prepared in the movement phase (`play::strikes`): the units each attack needs are
//! picked before anyone moves, sent to hexes they can reach next to the enemy, and the attack
//! they make clears the side's least chance of success by the exact forecast; greedy, told to
//! prepare its attacks, makes them first in its combat phase.

mod common;

use common::{game, to_phase};
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::odds;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::model::tables::UnitId;
use steppe::rules::play::aims::Aims;
use steppe::rules::play::battle::prospect;
use steppe::rules::play::greedy::{GreedyPlayer, Weights};
use steppe::rules::play::strikes::Strikes;
use steppe::rules::query::stacking::stack_problem;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::Command;

const BARBAROSSA: &str = "scenarios/gpw_barbarossa.ron";
const LEAST: f64 = 0.4;

/// Barbarossa's set-up in the Axis panzer movement of turn 1, with the attacks the Axis prepares.
fn prepared() -> (Game, Aims, Strikes) {
    let mut g = game(BARBAROSSA, 1);
    to_phase(&mut g, "axis_panzer");
    let aims = Aims::new(&g, &g.state, 0);
    let strikes = Strikes::new(&g, &aims, 0, LEAST, |_| &aims.to_goal);
    (g, aims, strikes)
}

#[test]
fn every_attack_prepared_is_made_from_hexes_its_units_reach_and_clears_the_least_chance() {
    let (g, aims, strikes) = prepared();
    assert!(!strikes.strikes().is_empty(), "no attack prepared");
    let sent: Vec<(UnitId, u32)> = strikes.sent().collect();
    for (i, &(u, _)) in sent.iter().enumerate() {
        assert!(
            !sent[..i].iter().any(|&(x, _)| x == u),
            "unit {u} sent twice"
        );
    }
    // Where each unit is sent: where it stands or a hex it can end its move in, next to its
    // target.
    let mut moved = 0;
    for s in strikes.strikes() {
        for &(u, h) in &s.party {
            let start = g.state.unit_hex(u).expect("on the map");
            if h != start {
                moved += 1;
                let reach = Mover::new(&g, &g.state, u).expect("may move").reach();
                assert!(reach.dests.contains(&h), "{u} cannot end in {h}");
            }
            assert!(g.scenario.map.direction(h, s.target).is_some());
        }
    }
    assert!(moved > 0, "every attack made by units already in place");
    // As the combat phase will find them: every hex within the stacking limits, every attack
    // promising at least the least chance of success and some gain.
    let mut copy = g.scratch();
    common::set_phase(&mut copy, "axis_combat");
    for &(u, h) in &sent {
        copy.state.set_status(u, UnitStatus::OnMap(h));
    }
    for &(_, h) in &sent {
        let stack: Vec<UnitId> = copy.state.units_at(h).collect();
        assert_eq!(stack_problem(&copy, &copy.state, h, &stack), None);
    }
    let mut joint = 0;
    for s in strikes.strikes() {
        let units: Vec<UnitId> = s.party.iter().map(|&(u, _)| u).collect();
        let o = odds(&copy, &copy.state, &units, s.target).expect("odds");
        let p = prospect(&copy, &o, &aims);
        assert!(
            p.success >= LEAST,
            "{}: {p:?}",
            g.scenario.map.label(s.target)
        );
        assert!(p.value > 0.0);
        if units.len() > 1 {
            joint += 1;
        }
    }
    assert!(joint > 0, "no attack needed more than one unit");
}

#[test]
fn a_side_on_the_attack_sends_a_unit_no_further_from_its_goal_than_it_could_get() {
    let (g, aims, strikes) = prepared();
    assert!(aims.attacking);
    for (u, h) in strikes.sent() {
        let start = g.state.unit_hex(u).expect("on the map");
        if h == start {
            continue;
        }
        let reach = Mover::new(&g, &g.state, u).expect("may move").reach();
        let best = reach
            .dests
            .iter()
            .chain([&start])
            .map(|&x| aims.to_goal[x as usize])
            .min()
            .expect("some hex");
        assert_eq!(aims.to_goal[h as usize], best, "unit {u} held back");
    }
}

#[test]
fn greedy_told_to_prepare_its_attacks_makes_them_first() {
    let (mut g, _, strikes) = prepared();
    let weights = Weights {
        strikes: true,
        noise: 0.0,
        ..Weights::default()
    };
    let mut greedy = GreedyPlayer::with_weights(7, weights);
    let mut apply = |g: &mut Game, c| g.apply(c);
    greedy.play_phase(&mut g, &mut apply);
    // (Its own preparation, on the same position, is the one worked out above.)
    for (u, h) in strikes.sent() {
        assert_eq!(
            g.state.unit_hex(u),
            Some(h),
            "unit {u} not where it was sent"
        );
    }
    assert_eq!(g.rules.phases[g.state.phase].id, "axis_combat");
    let done = greedy.play_phase(&mut g, &mut apply);
    let attacks: Vec<(Vec<UnitId>, u32)> = done
        .iter()
        .filter_map(|c| match c {
            Command::Attack {
                attackers,
                defender,
            } => Some((attackers.clone(), *defender)),
            _ => None,
        })
        .collect();
    // The first attacks made are those prepared, in their order, each with the units sent to
    // make it.
    assert!(attacks.len() >= strikes.strikes().len());
    for (s, (units, hex)) in strikes.strikes().iter().zip(&attacks) {
        assert_eq!(*hex, s.target);
        let mut planned: Vec<UnitId> = s.party.iter().map(|&(u, _)| u).collect();
        let mut made = units.clone();
        planned.sort_unstable();
        made.sort_unstable();
        assert_eq!(made, planned, "{}", g.scenario.map.label(s.target));
    }
    // Every target prepared for was attacked.
    for s in strikes.strikes() {
        assert!(
            attacks.iter().any(|&(_, t)| t == s.target),
            "{} not attacked",
            g.scenario.map.label(s.target)
        );
    }
}

/// Every hex a search reached with its cost, where the unit may end, and the way to each.
type Seen = (Vec<(u32, u32)>, Vec<u32>, Vec<Vec<u32>>);

fn seen(r: &steppe::rules::mechanics::reach::Reach) -> Seen {
    let paths = r
        .dests
        .iter()
        .map(|&h| r.path_to(h).expect("a way"))
        .collect();
    (r.reached().collect(), r.dests.clone(), paths)
}

#[test]
fn a_search_made_while_preparing_serves_the_move_after_only_while_nothing_it_read_changed() {
    for (file, phase) in [
        (BARBAROSSA, "axis_panzer"),
        ("scenarios/war_1941.ron", "axis_movement"),
    ] {
        let mut g = game(file, 1);
        to_phase(&mut g, phase);
        let aims = Aims::new(&g, &g.state, 0);
        let mut strikes = Strikes::new(&g, &aims, 0, LEAST, |_| &aims.to_goal);
        let mine: Vec<UnitId> = (0..g.scenario.units.len() as UnitId)
            .filter(|&u| g.scenario.units[u as usize].side == 0)
            .filter(|&u| Mover::may_move(&g, &g.state, u))
            .collect();
        // Half the side's units move, each to the last hex it may end in: stacking changes
        // where the others may end, not what their searches reached.
        let (moving, staying) = mine.split_at(mine.len() / 2);
        for &u in moving {
            let r = Mover::new(&g, &g.state, u).expect("may move").reach();
            if let Some(&h) = r.dests.last() {
                g.apply(Command::Move {
                    unit: u,
                    path: r.path_to(h).expect("a way"),
                })
                .expect("a legal move");
                assert!(strikes.search_of(&g, u).is_none(), "{file}: {u} moved");
            }
        }
        let mut served = 0;
        for &u in staying {
            let m = Mover::new(&g, &g.state, u).expect("may move");
            let old = strikes.search_of(&g, u).expect("searched while preparing");
            let again = m.refresh(old).expect("the same unit, nothing changed");
            assert_eq!(seen(&again), seen(&m.reach()), "{file}: unit {u}");
            served += 1;
        }
        assert!(served >= 5, "{file}: {served}");
        // Another unit's search is not this one's.
        let (a, b) = (staying[0], staying[1]);
        let other = Mover::new(&g, &g.state, b).expect("may move").reach();
        assert!(
            Mover::new(&g, &g.state, a)
                .unwrap()
                .refresh(other)
                .is_none()
        );
        // Once an enemy unit has moved, no search made before serves.
        let mut strikes =
            Strikes::new(&g, &Aims::new(&g, &g.state, 0), 0, LEAST, |_| &aims.to_goal);
        let enemy = (0..g.scenario.units.len() as UnitId)
            .find(|&u| g.scenario.units[u as usize].side == 1 && g.state.unit_hex(u).is_some())
            .expect("an enemy unit");
        g.state.set_status(enemy, UnitStatus::Eliminated);
        let left: Vec<UnitId> = staying
            .iter()
            .copied()
            .filter(|&u| Mover::may_move(&g, &g.state, u))
            .collect();
        assert!(!left.is_empty());
        for u in left {
            assert!(
                strikes.search_of(&g, u).is_none(),
                "{file}: {u} after the enemy moved"
            );
        }
    }
}
