//! Hexes named by place, as the retreat choices name their ends: on the Barbarossa map, Minsk
//! (2114) and the hexes around it, with the compass point from Minsk; a retreat choice of a
//! real battle (War Against Russia) reads its end's terrain and place.

mod common;
use common::*;
use steppe::rules::query::whereabouts::{compass, whereabouts};

#[test]
fn hexes_are_named_by_terrain_and_the_nearest_place() {
    let g = game("scenarios/gpw_barbarossa.ron", 1);
    let (map, rules) = (&g.scenario.map, &g.rules);
    let minsk = hex(&g, "2114");
    let w = whereabouts(rules, map, minsk);
    assert!(w.starts_with("2114 (") && w.ends_with(", Minsk)"), "{w}");
    // The six neighbours, each one hex from Minsk, clockwise from north (flat-topped hexes:
    // N, NE, SE, S, SW, NW).
    let mut points = Vec::new();
    for &n in &map.neighbours[minsk as usize] {
        if n == steppe::rules::model::map::NO_HEX
            || map.place(n).and_then(|p| p.name.as_ref()).is_some()
        {
            continue;
        }
        let w = whereabouts(rules, map, n);
        let point = compass(map, minsk, n);
        assert!(w.ends_with(&format!(", 1 hex {point} of Minsk)")), "{w}");
        points.push(point);
    }
    points.sort_unstable();
    points.dedup();
    assert!(points.len() >= 4, "{points:?}");
    for p in &points {
        assert!(["N", "NE", "SE", "S", "SW", "NW"].contains(p), "{points:?}");
    }
    // Straight north and south of Minsk in the same column.
    let (c, r) = map.col_row(minsk);
    assert_eq!(compass(map, minsk, map.idx(c, r - 3)), "N");
    assert_eq!(compass(map, minsk, map.idx(c, r + 2)), "S");
    assert_eq!(compass(map, minsk, map.idx(c + 4, r)), "E");
    assert_eq!(compass(map, minsk, map.idx(c - 4, r)), "W");
    let far = whereabouts(rules, map, map.idx(c, r + 2));
    assert!(far.ends_with(", 2 hexes S of Minsk)"), "{far}");
}

/// Zhukov's War's turn-1 panic (Operation Blue: the 88th Infantry's move 1406 -> 1407 halts
/// for the Soviet stack in 1408): the 23rd Tank Corps' withdrawals name their ends by place.
#[test]
fn a_panic_withdrawal_is_named_by_place() {
    use steppe::rules::mechanics::combat::distinct_choices;
    use steppe::rules::state::command::Command;
    let mut g = game("scenarios/zw_blue.ron", 1);
    g.apply(Command::EndPhase).unwrap();
    g.apply(Command::EndPhase).unwrap();
    let inf = unit(&g, "g_88");
    g.apply(Command::Move {
        unit: inf,
        path: vec![hex(&g, "1407")],
    })
    .unwrap();
    // The 23rd Tank Corps panics: where it may withdraw.
    g.apply(Command::Choose { option: 1 }).unwrap();
    let texts: Vec<String> = distinct_choices(&g, &g.state)
        .into_iter()
        .map(|c| c.text)
        .collect();
    assert!(texts.len() > 3, "{texts:?}");
    for t in &texts {
        let to = t
            .split("withdraws to ")
            .nth(1)
            .unwrap_or_else(|| panic!("{t}"));
        // "1807 (clear, 3 hexes N of Voronezh) via ...": a number, then its terrain and place.
        assert!(
            to.chars().take(4).all(|c| c.is_ascii_digit()) && to[4..].starts_with(" ("),
            "{t}"
        );
    }
    assert!(texts.iter().any(|t| t.contains(" of ")), "{texts:?}");
}
