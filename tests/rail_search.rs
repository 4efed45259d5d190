//! A rail move's search (`Mover::reach` in a rail phase) against the rules written out plainly
//! here: from the unit's hex along rail lines (`Map::rail_neighbours`), one hex a step, over hexes
//! its side controlled as the phase began and no enemy occupies, a hex in an enemy zone of
//! control entered but not left (where entering one stops a move), no further than the
//! ruleset's limit; each hex's path the first found, hexes at one distance taken lowest first.
//! Checked for every unit that may move in every rail phase of random games of the campaigns:
//! the Great Patriotic War's rail moves have no limit, War Against Russia's 15 hexes.

mod common;
use common::*;
use std::collections::BTreeMap;
use steppe::rules::data::ruleset::PhaseKind;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::model::map::HexIdx;
use steppe::rules::model::tables::UnitId;
use steppe::rules::play::random::RandomPlayer;
use steppe::rules::query::zoc::{enemy_zoc, occupancy};

/// Every hex unit `u`'s rail move reaches, by the rules above: its distance in hexes and its
/// path (start excluded).
fn by_the_rules(g: &Game, u: UnitId) -> BTreeMap<HexIdx, (u32, Vec<HexIdx>)> {
    let st = &g.state;
    let map = &g.scenario.map;
    let side = g.scenario.units[u as usize].side;
    let start = st.unit_hex(u).expect("on the map");
    let zoc = enemy_zoc(g, st, side);
    let occ = occupancy(g, st);
    let limit = g.rules.rail.max_hexes.unwrap_or(u32::MAX);
    let mut found: BTreeMap<HexIdx, (u32, HexIdx)> = BTreeMap::new();
    found.insert(start, (0, start));
    let mut level = vec![start];
    let mut d = 0;
    while !level.is_empty() && d < limit {
        level.sort_unstable();
        let mut next = Vec::new();
        for &h in &level {
            if h != start && g.rules.zoc.stop_on_entry && zoc[h as usize] {
                continue;
            }
            for n in map.rail_neighbours(h) {
                let enemy_there = occ[n as usize].is_some_and(|(s, _)| s != side);
                if found.contains_key(&n) || enemy_there || st.phase_control[n as usize] != side {
                    continue;
                }
                found.insert(n, (d + 1, h));
                next.push(n);
            }
        }
        level = next;
        d += 1;
    }
    found
        .iter()
        .map(|(&h, &(d, _))| {
            let mut path = Vec::new();
            let mut x = h;
            while x != start {
                path.push(x);
                x = found[&x].1;
            }
            path.reverse();
            (h, (d, path))
        })
        .collect()
}

/// Plays `turns` turns of random games of `file` from two seeds, checking every rail move's
/// search; returns how many searches and hexes were checked.
fn check(file: &str, turns: u32) -> (usize, usize) {
    let (mut searches, mut hexes) = (0, 0);
    for seed in [1, 2] {
        let mut g = game(file, seed);
        g.without_undo();
        let mut player = RandomPlayer::new(seed);
        while !g.state.over && g.state.turn <= turns {
            if matches!(g.rules.phases[g.state.phase].kind, PhaseKind::Rail) {
                let side = g.phasing_side(&g.state);
                for u in steppe::rules::play::mine(&g, side) {
                    let Ok(m) = Mover::new(&g, &g.state, u) else {
                        continue;
                    };
                    let r = m.reach();
                    let want = by_the_rules(&g, u);
                    let got: BTreeMap<HexIdx, u32> = r.reached().collect();
                    let name = g.unit_name(u);
                    assert_eq!(
                        got.keys().collect::<Vec<_>>(),
                        want.keys().collect::<Vec<_>>(),
                        "{file} seed {seed} turn {}: the hexes {name} reaches by rail",
                        g.state.turn
                    );
                    for (h, (d, path)) in &want {
                        assert_eq!(got[h], d * r.scale, "{name}: the cost to {h}");
                        if !path.is_empty() {
                            assert_eq!(r.path_to(*h).as_ref(), Some(path), "{name}: path to {h}");
                        }
                    }
                    searches += 1;
                    hexes += want.len();
                }
            }
            player.play_phase(&mut g, &mut |g, c| g.apply(c));
        }
    }
    (searches, hexes)
}

#[test]
fn rail_moves_with_no_limit_reach_what_the_rules_say_gpw_campaign() {
    let (searches, hexes) = check("scenarios/gpw_campaign.ron", 6);
    // (Enough rail moves that the check means something: many units, whole networks.)
    assert!(searches > 100, "{searches} rail searches checked");
    assert!(
        hexes > 20 * searches,
        "{hexes} hexes in {searches} searches"
    );
}

#[test]
fn rail_moves_of_at_most_15_hexes_reach_what_the_rules_say_war_campaign() {
    let (searches, hexes) = check("scenarios/war_campaign.ron", 4);
    assert!(searches > 50, "{searches} rail searches checked");
    assert!(hexes > 5 * searches, "{hexes} hexes in {searches} searches");
}

/// A real rail move in each ruleset with rail moves, in the words the player reads (the hover
/// line's `Reach::cost_words`, the log's `words::move_cost` over the `Moved` event): rail hexes
/// counted against the ruleset's limit, never the "no limit" allowance's `u32::MAX`.
#[test]
fn a_real_rail_move_is_worded_in_rail_hexes() {
    use steppe::rules::model::words::move_cost;
    use steppe::rules::state::command::{Command, Event};
    for (file, limit) in [
        ("scenarios/gpw_campaign.ron", None),
        ("scenarios/war_campaign.ron", Some(15)),
    ] {
        let mut g = game(file, 1);
        let mut player = RandomPlayer::new(1);
        let mut worded = false;
        while !worded && !g.state.over && g.state.turn <= 6 {
            if matches!(g.rules.phases[g.state.phase].kind, PhaseKind::Rail) {
                let side = g.phasing_side(&g.state);
                for u in steppe::rules::play::mine(&g, side) {
                    let Ok(m) = Mover::new(&g, &g.state, u) else {
                        continue;
                    };
                    let r = m.reach();
                    // The farthest hex it may go to, as a player would pick.
                    let Some((to, ticks)) = r
                        .reached()
                        .filter(|&(h, _)| h != r.start)
                        .max_by_key(|&(_, c)| c)
                    else {
                        continue;
                    };
                    let Some(path) = r.path_to(to) else { continue };
                    let hexes = path.len();
                    let hover = r.cost_words(ticks);
                    let Ok(events) = g.apply(Command::Move { unit: u, path }) else {
                        continue;
                    };
                    let Some(Event::Moved {
                        mp_spent,
                        allowance,
                        rail,
                        ..
                    }) = events.iter().find(|e| matches!(e, Event::Moved { .. }))
                    else {
                        panic!("{file}: a move without a Moved event: {events:?}");
                    };
                    assert!(*rail, "{file}: a rail phase's move is a rail move");
                    let log = move_cost(
                        &mp_spent.to_string(),
                        *allowance,
                        &allowance.to_string(),
                        *rail,
                    );
                    let want = match limit {
                        None => format!("{hexes} rail hexes (no limit)"),
                        Some(n) => format!("{hexes} of {n} rail hexes"),
                    };
                    let want = want.replace("1 rail hexes", "1 rail hex");
                    assert_eq!(log, want, "{file}: the log's words");
                    assert_eq!(hover, want, "{file}: the hover line's words");
                    assert!(!r.allowance_words().contains(&u32::MAX.to_string()));
                    worded = true;
                    break;
                }
            }
            if !worded {
                player.play_phase(&mut g, &mut |g, c| g.apply(c));
            }
        }
        assert!(worded, "{file}: no rail move was made in 6 turns");
    }
}
