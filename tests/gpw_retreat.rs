//! GPW's retreats as 002 words them (DR): "The defending unit must end up two hexes away from its
//! starting hex", "may not end its retreat in a hex occupied by another friendly unit, and may
//! retreat farther than two hexes in order to reach an empty hex" (only then, and no farther than
//! the nearest empty hex), and "must lose a step for every zone of control it retreats through".
//! On tests/fixtures/movement_example.ron (gpw.ron), cleared of its units but the ones placed.

mod common;
use common::*;
use std::sync::Arc;
use steppe::rules::engine::game::Game;
use steppe::rules::model::map::HexIdx;
use steppe::rules::query::retreat::retreat_options;
use steppe::rules::state::command::{Command, Event};

const FIXTURE: &str = "tests/fixtures/movement_example.ron";
/// The defender, and the Soviet army that attacks it from the hex north of it.
const DEFENDER: &str = "B-1304";
const ATTACKER: &str = "B-1303";

/// The fixture with only the German corps `axis1603` at `DEFENDER`, the Soviet `sov1703` at
/// `ATTACKER`, and a German corps of its own in each of `full` (the hexes a retreat may not end
/// in), in the Soviet combat phase.
fn board(full: &[HexIdx]) -> Game {
    let l = load(FIXTURE);
    let mut sc = (*l.scenario).clone();
    for u in &mut sc.units {
        u.start = None;
    }
    let at = |id: &str| sc.map.parse_hex(id).unwrap();
    let (d, a) = (at(DEFENDER), at(ATTACKER));
    let i = sc.unit_by_id("axis1603").unwrap() as usize;
    sc.units[i].start = Some(d);
    let j = sc.unit_by_id("sov1703").unwrap() as usize;
    sc.units[j].start = Some(a);
    for (k, &h) in full.iter().enumerate() {
        let mut u = sc.units[i].clone();
        u.id = format!("axis_full{k}");
        u.start = Some(h);
        sc.units.push(u);
    }
    let mut g = Game::new(l.ruleset, Arc::new(sc), 1);
    to_phase(&mut g, "soviet_combat");
    g
}

/// The map's hexes `n` hexes from `DEFENDER`, in index order.
fn ring(g: &Game, n: u32) -> Vec<HexIdx> {
    let map = &g.scenario.map;
    let o = map.hex(hex(g, DEFENDER));
    (0..map.terrain.len() as HexIdx)
        .filter(|&h| o.unsigned_distance_to(map.hex(h)) == n)
        .collect()
}

/// The retreats of two hexes the attacker may choose, under gpw.ron's rule or (`as_before`)
/// with any path allowed on past a full hex, as before issue 54.
fn paths(g: &Game, as_before: bool) -> Vec<Vec<HexIdx>> {
    let mut g = g.clone();
    if as_before {
        let mut r = (*g.setup.rules).clone();
        r.combat.retreat.only_as_far_as_needed = false;
        g.setup.rules = Arc::new(r);
    }
    let d = unit(&g, "axis1603");
    retreat_options(&g, &g.state, d, 2, &[unit(&g, "sov1703")])
}

#[test]
fn gpw_retreats_only_as_far_as_needed() {
    assert!(load(FIXTURE).ruleset.combat.retreat.only_as_far_as_needed);
}

#[test]
fn an_empty_hex_two_away_means_no_longer_path() {
    // One hex two away is full (straight south); the others are empty.
    let full = hex(&load_game(), "B-1306");
    let g = board(&[full]);
    let p = paths(&g, false);
    assert!(!p.is_empty());
    assert!(p.iter().all(|p| p.len() == 2), "{p:?}");
    assert!(p.iter().all(|p| !p.contains(&full)), "{p:?}");
    // Every empty hex two away that a path of two reaches is offered: 002's choice is the
    // attacker's among all of them (all but the full one and B-1302, behind the attacker).
    let ends: std::collections::BTreeSet<HexIdx> = p.iter().map(|p| p[1]).collect();
    let mut want = ring(&g, 2);
    want.retain(|&h| h != full && h != hex(&g, "B-1302"));
    assert_eq!(ends, want.into_iter().collect(), "{p:?}");
    // Before issue 54 the paths also went on past the full hex, to the empty hexes beyond it.
    let before = paths(&g, true);
    assert!(
        before.iter().any(|p| p.len() == 3 && p[1] == full),
        "{before:?}"
    );
}

#[test]
fn with_no_empty_hex_two_away_the_shortest_way_on() {
    // Every hex two away is full, and one hex three away: the retreat goes one hex farther, to an
    // empty hex three away, and never farther.
    let g0 = load_game();
    let mut full = ring(&g0, 2);
    let three = hex(&g0, "B-1307");
    full.push(three);
    let g = board(&full);
    let p = paths(&g, false);
    assert!(!p.is_empty());
    assert!(p.iter().all(|p| p.len() == 3), "{p:?}");
    assert!(p.iter().all(|p| p[2] != three), "{p:?}");
    // Every empty hex three away reached past a full one (all but B-1307 and B-1301, behind
    // the attacker).
    let ends: std::collections::BTreeSet<HexIdx> = p.iter().map(|p| p[2]).collect();
    let mut want = ring(&g, 3);
    want.retain(|&h| h != three && h != hex(&g, "B-1301"));
    assert_eq!(ends, want.into_iter().collect(), "{p:?}");
    // Before: on past the full hex three away too.
    let before = paths(&g, true);
    assert!(
        before.iter().any(|p| p.len() == 4 && p[2] == three),
        "{before:?}"
    );
}

#[test]
fn every_enemy_zoc_hex_retreated_through_costs_a_step() {
    // Every hex two away full: the attacker retreats the corps three hexes, by a path whose
    // first two hexes are next to the attacker (its ZOC) and whose third is not.
    let g0 = load_game();
    let g = board(&ring(&g0, 2));
    let map = &g.scenario.map;
    let a = map.hex(hex(&g, ATTACKER));
    let zoc = |h: HexIdx| a.unsigned_distance_to(map.hex(h)) == 1;
    let p = paths(&g, false);
    let path = p
        .iter()
        .find(|p| zoc(p[0]) && zoc(p[1]) && !zoc(p[2]))
        .expect("a path through the attacker's ZOC")
        .clone();
    let mut g = g;
    g.state.dice.script([1]);
    let d = unit(&g, "axis1603");
    let ev = g
        .apply(Command::Attack {
            attackers: vec![unit(&g, "sov1703")],
            defender: hex(&g, DEFENDER),
        })
        .unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::BattleResolved { result, .. } if result == "DR")),
        "{ev:?}"
    );
    let ev = g.apply(Command::Retreat { path: path.clone() }).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Retreated { zoc_steps: 2, .. })),
        "{ev:?}"
    );
    // "If a full strength unit is forced to retreat through two consecutive zones of control,
    // then the unit is eliminated".
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Eliminated { unit } if *unit == d)),
        "{ev:?}"
    );
}

#[test]
fn a_retreat_by_one_zoc_hex_costs_one_step() {
    // Nothing full: of the two-hex retreats, one through one ZOC hex flips the corps.
    let g = board(&[]);
    let map = &g.scenario.map;
    let a = map.hex(hex(&g, ATTACKER));
    let zoc = |h: HexIdx| a.unsigned_distance_to(map.hex(h)) == 1;
    let path = paths(&g, false)
        .into_iter()
        .find(|p| zoc(p[0]) && !zoc(p[1]))
        .expect("a path through one ZOC hex");
    let mut g = g;
    g.state.dice.script([1]);
    let d = unit(&g, "axis1603");
    g.apply(Command::Attack {
        attackers: vec![unit(&g, "sov1703")],
        defender: hex(&g, DEFENDER),
    })
    .unwrap();
    let ev = g.apply(Command::Retreat { path }).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Retreated { zoc_steps: 1, .. })),
        "{ev:?}"
    );
    assert_eq!(g.state.units[d as usize].losses, 1);
}

/// The fixture as a game, to read hexes from.
fn load_game() -> Game {
    game(FIXTURE, 1)
}

/// A save made before issue 54 opens: on the files it was made from (tests/fixtures/saves_v1
/// keeps them) it replays under the old rule to its hash; on today's gpw.ron its files have
/// changed, so it replays as far as its commands are still legal and says where it stopped.
#[test]
fn a_save_from_before_opens_on_the_new_rule_as_far_as_legal() {
    let from = repo("tests/fixtures/saves_v1");
    let dir = std::env::temp_dir().join(format!("steppe-gpw-retreat-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("rulesets")).unwrap();
    for f in ["gpw_barbarossa-greedy-400.ron", "v1_gpw_barbarossa.ron"] {
        std::fs::copy(from.join(f), dir.join(f)).unwrap();
    }
    let save = from.join("gpw_barbarossa-greedy-400.ron");
    assert!(
        steppe::files::load_save(&save).is_ok(),
        "the old rule replays it"
    );
    std::fs::copy(
        repo("scenarios/rulesets/gpw.ron"),
        dir.join("rulesets/gpw.ron"),
    )
    .unwrap();
    let path = dir.join("gpw_barbarossa-greedy-400.ron");
    let strict = steppe::files::load_save(&path)
        .err()
        .expect("refused as it is");
    assert!(
        strict.0[0]
            .message
            .contains("changed since this game was saved"),
        "{strict}"
    );
    let s = steppe::files::load_save_on_new_files(&path).unwrap_or_else(|e| panic!("{e}"));
    let why = s.changed.expect("says the files changed");
    // Its 24th command retreated a corps five hexes (1610-1510-1509-1408-1407) where empty
    // hexes two away could be reached: no longer legal, and the message lists what is.
    let k = s.game.log.len();
    assert_eq!(k, 23, "{why}");
    assert!(
        why.contains("23 of 400 commands replayed; command 24 is no longer legal")
            && why.contains("1610-1510-1509-1408-1407 is not a legal retreat; legal: "),
        "{why}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
