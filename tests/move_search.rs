//! The movement search as the game runs it (`Mover::reach`: the fast search's own loop over the
//! kept steps, the rail search) against the same Dijkstra taking every step by the step function
//! (`Mover::reach_stepwise`): the same hexes, costs, stops and paths, the same hexes to end in.
//! Checked for every unit that may move at the start of every phase of random games of every
//! shipped scenario, and after each of the phase's moves for the units that move next.

mod common;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::model::tables::UnitId;
use steppe::rules::play::random::RandomPlayer;
use steppe::rules::state::command::Command;

/// `u`'s search both ways, compared hex by hex; the hexes it reached (none if it may not move).
fn compare(g: &Game, u: UnitId, what: &str) -> usize {
    let Ok(m) = Mover::new(g, &g.state, u) else {
        return 0;
    };
    let (got, want) = (m.reach(), m.reach_stepwise());
    let name = g.unit_name(u);
    let at = format!("{what}, turn {}: {name}", g.state.turn);
    assert_eq!(
        got.reached().collect::<Vec<_>>(),
        want.reached().collect::<Vec<_>>(),
        "{at}: the hexes reached and their costs"
    );
    assert_eq!(got.dests, want.dests, "{at}: the hexes it may end in");
    for (h, _) in want.reached() {
        assert_eq!(got.path_to(h), want.path_to(h), "{at}: the path to {h}");
        assert_eq!(got.must_stop(h), want.must_stop(h), "{at}: a stop in {h}");
        assert_eq!(
            m.reason(&got, h),
            m.reason(&want, h),
            "{at}: why it stops in {h}"
        );
    }
    want.reached().count()
}

/// Plays `turns` turns of random games of `file` (two seeds), checking every search; returns
/// how many searches and hexes were checked.
fn check(file: &str, turns: u32) -> (usize, usize) {
    let (mut searches, mut hexes) = (0, 0);
    for seed in [1, 2] {
        let mut g = game(file, seed);
        g.without_undo();
        let mut player = RandomPlayer::new(seed);
        let what = format!("{file} seed {seed}");
        while !g.state.over && g.state.turn <= turns {
            let side = g.phasing_side(&g.state);
            for u in steppe::rules::play::mine(&g, side) {
                let n = compare(&g, u, &what);
                searches += usize::from(n > 0);
                hexes += n;
            }
            // The phase's moves, each followed by a search of the next unit of the side that
            // may still move (the side's other units now stand elsewhere).
            player.play_phase(&mut g, &mut |g, c| {
                let moved = matches!(c, Command::Move { .. });
                let r = g.apply(c);
                if moved && r.is_ok() {
                    let side = g.phasing_side(&g.state);
                    if let Some(u) = steppe::rules::play::mine(g, side)
                        .into_iter()
                        .find(|&u| Mover::may_move(g, &g.state, u))
                    {
                        let n = compare(g, u, &what);
                        searches += usize::from(n > 0);
                        hexes += n;
                    }
                }
                r
            });
        }
    }
    (searches, hexes)
}

fn enough((searches, hexes): (usize, usize)) {
    assert!(searches > 200, "{searches} searches checked");
    assert!(hexes > 5 * searches, "{hexes} hexes in {searches} searches");
}

#[test]
fn the_searches_agree_gpw_barbarossa() {
    enough(check("scenarios/gpw_barbarossa.ron", 4));
}

#[test]
fn the_searches_agree_typhoon_1941() {
    enough(check("scenarios/typhoon_1941.ron", 2));
}

#[test]
fn the_searches_agree_war_1941() {
    enough(check("scenarios/war_1941.ron", 4));
}

#[test]
fn the_searches_agree_zw_blue() {
    enough(check("scenarios/zw_blue.ron", 4));
}

#[test]
fn the_searches_agree_war_campaign() {
    enough(check("scenarios/war_campaign.ron", 4));
}

#[test]
fn the_searches_agree_gpw_campaign() {
    enough(check("scenarios/gpw_campaign.ron", 4));
}

#[test]
fn the_searches_agree_zw_campaign() {
    enough(check("scenarios/zw_campaign.ron", 4));
}
