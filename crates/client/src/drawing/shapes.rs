//! Marks told apart by shape or pattern, not by colour alone, in every palette: the badges down
//! a counter's edge (a unit that moved carries an arrow, one that attacked a burst, one that may
//! not move an octagon, the out-of-supply marker a square with a U: `glyphs::no_supply_badge`),
//! the zones of control as a dashed ring, the hexes out of supply hatched, and, in set-up mode,
//! the objectives starred and the entry hexes' rings with arrowheads pointing in.
//!
//! Which badge a unit marker gets is read from the ruleset, never from a game's name: the
//! engine's "moved" and "attacked" markers (`roles`) the arrow and the burst, the first marker
//! that forbids moving the octagon, the others a circle, a triangle, a diamond in their order
//! (a fourth other would be a plain tag).

use crate::drawing::mesh::MeshBuilder;
use bevy::prelude::*;
use steppe_rules::engine::game::Game;

/// A badge's outline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum BadgeShape {
    /// A rectangle (a marker no rule below shapes).
    Tag,
    /// A rectangle pointed at its right end: the unit moved.
    Arrow,
    /// An eight-pointed burst: the unit attacked.
    Burst,
    /// An octagon, as a stop sign: the unit may not move.
    Octagon,
    Circle,
    Triangle,
    Diamond,
}

/// The shapes given to the markers no role shapes, in the ruleset's order.
const OTHERS: [BadgeShape; 3] = [
    BadgeShape::Circle,
    BadgeShape::Triangle,
    BadgeShape::Diamond,
];

/// The badge of unit marker `marker` of the game's ruleset.
pub(crate) fn badge_shape(g: &Game, marker: usize) -> BadgeShape {
    let r = &g.rules;
    let role = |m: usize| m == r.roles.moved as usize || m == r.roles.attacked as usize;
    if marker == r.roles.moved as usize {
        return BadgeShape::Arrow;
    }
    if marker == r.roles.attacked as usize {
        return BadgeShape::Burst;
    }
    // The first marker with a badge that forbids moving: the octagon.
    let stop = (0..r.unit_markers.len())
        .find(|&m| !role(m) && r.unit_markers[m].badge.is_some() && r.unit_markers[m].forbids_move);
    if stop == Some(marker) {
        return BadgeShape::Octagon;
    }
    // The others with a badge before this one.
    let before = (0..marker)
        .filter(|&m| !role(m) && Some(m) != stop && r.unit_markers[m].badge.is_some())
        .count();
    OTHERS.get(before).copied().unwrap_or(BadgeShape::Tag)
}

/// The outline of a badge `w` by `h` around the origin, as a ring of corners seen from its
/// centre (every shape is star-shaped from there, so a fan from the centre fills it).
pub(crate) fn outline(shape: BadgeShape, w: f32, h: f32) -> Vec<Vec2> {
    let (x, y) = (w / 2.0, h / 2.0);
    let round = |n: u32, r: f32, turn: f32| -> Vec<Vec2> {
        (0..n)
            .map(|k| Vec2::from_angle(turn + k as f32 * std::f32::consts::TAU / n as f32) * r)
            .collect()
    };
    let r = x.max(y);
    match shape {
        BadgeShape::Tag => {
            vec![
                Vec2::new(-x, -y),
                Vec2::new(x, -y),
                Vec2::new(x, y),
                Vec2::new(-x, y),
            ]
        }
        BadgeShape::Arrow => vec![
            Vec2::new(-x, -y),
            Vec2::new(x - 0.45 * h, -y),
            Vec2::new(x + 0.45 * h, 0.0),
            Vec2::new(x - 0.45 * h, y),
            Vec2::new(-x, y),
        ],
        BadgeShape::Burst => (0..16)
            .map(|k| {
                let a = std::f32::consts::PI / 16.0 + k as f32 * std::f32::consts::TAU / 16.0;
                Vec2::from_angle(a) * if k % 2 == 0 { 1.35 * r } else { 0.95 * r }
            })
            .collect(),
        BadgeShape::Octagon => round(8, 1.12 * r, std::f32::consts::PI / 8.0),
        BadgeShape::Circle => round(20, 0.95 * r, 0.0),
        BadgeShape::Triangle => vec![
            Vec2::new(-1.25 * r, 0.85 * r),
            Vec2::new(0.0, -1.35 * r),
            Vec2::new(1.25 * r, 0.85 * r),
        ],
        BadgeShape::Diamond => vec![
            Vec2::new(0.0, 1.3 * r),
            Vec2::new(-1.3 * r, 0.0),
            Vec2::new(0.0, -1.3 * r),
            Vec2::new(1.3 * r, 0.0),
        ],
    }
}

/// A badge: its outline filled with `fill` inside an `edge` `rim` world units wide.
pub(crate) fn badge(
    m: &mut MeshBuilder,
    shape: BadgeShape,
    size: Vec2,
    rim: f32,
    edge: Color,
    fill: Color,
) {
    let inner = outline(shape, size.x, size.y);
    let reach = inner.iter().map(|p| p.length()).fold(1.0, f32::max);
    let outer: Vec<Vec2> = inner.iter().map(|p| *p * (1.0 + rim / reach)).collect();
    m.polygon(Vec2::ZERO, &outer, edge);
    m.polygon(Vec2::ZERO, &inner, fill);
}

/// The band between two hexagons, `outer` around `inner`, in dashes: three a side, the
/// corners drawn, so that a zone of control reads as a broken ring beside the solid ones.
pub(crate) fn dashed_ring6(m: &mut MeshBuilder, outer: [Vec2; 6], inner: [Vec2; 6], c: Color) {
    for k in 0..6 {
        let j = (k + 1) % 6;
        for (a, b) in [(0.0, 0.22), (0.39, 0.61), (0.78, 1.0)] {
            m.quad(
                [
                    inner[k].lerp(inner[j], a),
                    outer[k].lerp(outer[j], a),
                    outer[k].lerp(outer[j], b),
                    inner[k].lerp(inner[j], b),
                ],
                c,
            );
        }
    }
}

/// Diagonal stripes `spacing` apart and `width` wide across the convex polygon `ring`: a hex
/// out of supply, hatched where a fill would read like a retreat's or a placement's hexes.
pub(crate) fn hatch(m: &mut MeshBuilder, ring: &[Vec2], spacing: f32, width: f32, c: Color) {
    let dir = Vec2::new(1.0, 1.0).normalize();
    let across = dir.perp();
    let (lo, hi) = ring.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
        let d = p.dot(across);
        (lo.min(d), hi.max(d))
    });
    let mut d = lo + spacing / 2.0;
    while d < hi {
        if let Some((a, b)) = clip(ring, across * d, dir) {
            m.segment(a, b, width, 0.0, c);
        }
        d += spacing;
    }
}

/// The part of the line `from + t * dir` inside the convex polygon `ring` (corners
/// anticlockwise or clockwise), if any (Cyrus-Beck).
fn clip(ring: &[Vec2], from: Vec2, dir: Vec2) -> Option<(Vec2, Vec2)> {
    let n = ring.len();
    let centre = ring.iter().copied().sum::<Vec2>() / n as f32;
    let (mut t0, mut t1) = (f32::MIN, f32::MAX);
    for k in 0..n {
        let (a, b) = (ring[k], ring[(k + 1) % n]);
        // The edge's normal pointing inside.
        let mut normal = (b - a).perp();
        if normal.dot(centre - a) < 0.0 {
            normal = -normal;
        }
        let denom = normal.dot(dir);
        let num = normal.dot(from - a);
        if denom.abs() < 1e-9 {
            if num < 0.0 {
                return None;
            }
            continue;
        }
        let t = -num / denom;
        if denom > 0.0 {
            t0 = t0.max(t);
        } else {
            t1 = t1.min(t);
        }
    }
    (t0 < t1).then(|| (from + dir * t0, from + dir * t1))
}

/// A five-pointed star of outer radius `r` at `centre`: an objective.
pub(crate) fn star(m: &mut MeshBuilder, centre: Vec2, r: f32, c: Color) {
    let ring: Vec<Vec2> = (0..10)
        .map(|k| {
            let a = std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::TAU / 10.0;
            centre + Vec2::from_angle(a) * if k % 2 == 0 { r } else { 0.42 * r }
        })
        .collect();
    m.polygon(centre, &ring, c);
}

/// Arrowheads at the middle of each of a hex's sides (`ring`, its corners), pointing in, `size`
/// world units long: the hexes a reinforcement enters by.
pub(crate) fn arrows_in(m: &mut MeshBuilder, ring: [Vec2; 6], size: f32, c: Color) {
    let centre = ring.iter().copied().sum::<Vec2>() / 6.0;
    for k in 0..6 {
        let mid = (ring[k] + ring[(k + 1) % 6]) / 2.0;
        let inward = (centre - mid).normalize_or_zero();
        let side = inward.perp() * (0.6 * size);
        let tip = mid + inward * size;
        m.polygon((mid + tip) / 2.0, &[mid - side, tip, mid + side], c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A shape's mask on a grid of `n` by `n` cells over [-2, 2] squared (a point is inside if
    /// it is in a triangle of the fan from the centre).
    fn mask(shape: BadgeShape, n: usize) -> Vec<bool> {
        let ring = outline(shape, 1.6, 1.0);
        let inside = |p: Vec2| {
            (0..ring.len()).any(|k| {
                let (a, b) = (ring[k], ring[(k + 1) % ring.len()]);
                let s = |u: Vec2, v: Vec2| (v - u).perp_dot(p - u);
                let (x, y, z) = (s(Vec2::ZERO, a), s(a, b), s(b, Vec2::ZERO));
                (x >= 0.0 && y >= 0.0 && z >= 0.0) || (x <= 0.0 && y <= 0.0 && z <= 0.0)
            })
        };
        (0..n * n)
            .map(|i| {
                let at = |v: usize| -2.0 + 4.0 * (v as f32 + 0.5) / n as f32;
                inside(Vec2::new(at(i % n), at(i / n)))
            })
            .collect()
    }

    /// Every two badges differ in at least a tenth of the area either covers: told apart by
    /// their outline with no colour at all.
    #[test]
    fn every_badge_has_its_own_outline() {
        use BadgeShape::*;
        let all = [Tag, Arrow, Burst, Octagon, Circle, Triangle, Diamond];
        let n = 64;
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                let (ma, mb) = (mask(*a, n), mask(*b, n));
                let differ = ma.iter().zip(&mb).filter(|(x, y)| x != y).count();
                let covered = ma.iter().zip(&mb).filter(|(x, y)| **x || **y).count();
                assert!(
                    differ * 10 >= covered,
                    "{a:?} and {b:?}: {differ} of {covered} cells differ"
                );
            }
        }
    }

    /// In every shipped ruleset, every marker with a badge has a shape of its own (none the
    /// out-of-supply marker's square, `Tag`), and "moved" and "attacked" are the arrow and the
    /// burst.
    #[test]
    fn every_ruleset_gives_its_badges_distinct_shapes() {
        let dir =
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("scenarios");
        let mut rulesets = 0;
        for entry in std::fs::read_dir(dir).expect("scenarios").flatten() {
            let path = entry.path();
            if path.extension().is_none_or(|x| x != "ron") {
                continue;
            }
            let l = steppe_files::load_scenario(&path).expect("loads");
            let g = Game::new(l.ruleset, l.scenario, 1);
            let mut shapes: Vec<BadgeShape> = (0..g.rules.unit_markers.len())
                .filter(|&m| g.rules.unit_markers[m].badge.is_some())
                .map(|m| badge_shape(&g, m))
                .collect();
            assert_eq!(
                badge_shape(&g, g.rules.roles.moved as usize),
                BadgeShape::Arrow
            );
            assert_eq!(
                badge_shape(&g, g.rules.roles.attacked as usize),
                BadgeShape::Burst
            );
            shapes.push(BadgeShape::Tag);
            let n = shapes.len();
            shapes.sort_by_key(|s| *s as u8);
            shapes.dedup();
            assert_eq!(shapes.len(), n, "{}", path.display());
            rulesets += 1;
        }
        assert!(rulesets >= 4);
    }

    /// The hatching stays inside its hex and covers it with stripes.
    #[test]
    fn hatching_is_clipped_to_the_hex() {
        let ring: Vec<Vec2> = (0..6)
            .map(|k| Vec2::from_angle(k as f32 * std::f32::consts::TAU / 6.0) * 10.0)
            .collect();
        assert!(clip(&ring, Vec2::new(0.0, 20.0), Vec2::X).is_none());
        let (a, b) = clip(&ring, Vec2::ZERO, Vec2::X).expect("through the middle");
        assert!(
            (a.x + 10.0).abs() < 1e-4 && (b.x - 10.0).abs() < 1e-4,
            "{a} {b}"
        );
        let mut m = MeshBuilder::default();
        hatch(&mut m, &ring, 4.0, 1.0, Color::BLACK);
        assert!(m.vertex_count() >= 4 * 4, "{} vertices", m.vertex_count());
    }
}
