//! The bounded movement search the random player draws its moves from (`Mover::nearest`,
//! `--out` format 4 on) against the full one (`Mover::reach`): every hex it reaches the full
//! search reaches, and the rules take a move along its path to each hex the unit may end in;
//! given room for every hex, it reaches every hex the full search does (so every destination
//! keeps a chance). Checked for every unit that may move at the start of every movement and rail
//! phase of random games of the campaigns (rail moves, War Against Russia's road bonus) and
//! Typhoon 1941 (activations).

mod common;
use common::*;
use std::collections::BTreeSet;
use steppe::rules::data::ruleset::PhaseKind;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::model::map::HexIdx;
use steppe::rules::play::random::RandomPlayer;
use steppe::rules::state::command::Command;

/// Plays `turns` turns of a random game of `file`, checking every unit's bounded searches at
/// the start of each movement and rail phase; the searches and moves checked.
fn check(file: &str, seed: u64, turns: u32) -> (usize, usize) {
    let (mut searches, mut moves) = (0, 0);
    let mut g = game(file, seed);
    g.without_undo();
    let mut player = RandomPlayer::new(seed);
    let rooms = [1, 2, 7, 30, 200, g.scenario.map.len()];
    while !g.state.over && g.state.turn <= turns {
        if matches!(
            g.rules.phases[g.state.phase].kind,
            PhaseKind::Rail | PhaseKind::Movement { .. }
        ) && g.state.pending.is_none()
        {
            let side = g.phasing_side(&g.state);
            for u in steppe::rules::play::mine(&g, side) {
                let Ok(m) = Mover::new(&g, &g.state, u) else {
                    continue;
                };
                let reach = m.reach();
                let all: BTreeSet<HexIdx> = reach
                    .reached()
                    .map(|(h, _)| h)
                    .filter(|&h| h != m.start)
                    .collect();
                let dests: BTreeSet<HexIdx> = reach.dests.iter().copied().collect();
                for room in rooms {
                    let near = m.nearest(room);
                    searches += 1;
                    let got: BTreeSet<HexIdx> = near.hexes().iter().copied().collect();
                    assert_eq!(got.len(), near.hexes().len(), "each hex once");
                    assert!(got.is_subset(&all), "{file} unit {u}: reached beyond reach");
                    // (The hexes only a road bonus reaches are `reach`'s alone: the random
                    // player asks it for them.)
                    assert!(
                        m.road_bonus > 0 || near.hexes().len() >= room.min(all.len()),
                        "{file} unit {u}: room {room}, {} of {}",
                        near.hexes().len(),
                        all.len()
                    );
                    if room >= g.scenario.map.len() {
                        assert!(near.complete());
                        if m.road_bonus == 0 {
                            assert_eq!(got, all, "{file} unit {u}: given room, every hex");
                        }
                    }
                    // Each hex it may end in, moved to along the path found: the rules take it.
                    for (i, &h) in near.hexes().iter().enumerate() {
                        if !dests.contains(&h) || (room > 7 && i % 5 != 0) {
                            continue;
                        }
                        let path = near.path_to(i);
                        assert_eq!(path.last(), Some(&h));
                        let mut copy = g.scratch();
                        copy.apply(Command::Move { unit: u, path })
                            .unwrap_or_else(|e| panic!("{file} unit {u} to {h}: {e}"));
                        moves += 1;
                    }
                }
            }
        }
        player.play_phase(&mut g, &mut |g, c| g.apply(c));
    }
    (searches, moves)
}

#[test]
fn the_bounded_search_reaches_only_what_the_full_one_does_by_legal_paths() {
    for (file, turns) in [
        ("scenarios/gpw_campaign.ron", 4),
        ("scenarios/war_campaign.ron", 3),
        ("scenarios/typhoon_1941.ron", 2),
    ] {
        let (searches, moves) = check(file, 3, turns);
        assert!(searches > 200 && moves > 500, "{file}: {searches} {moves}");
    }
}
