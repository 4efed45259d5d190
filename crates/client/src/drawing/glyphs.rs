//! The small drawings on the board, as mesh shapes: each terrain's pattern (trees, marsh, peaks,
//! hills, waves), rail lines with their ties, and the city and fortress markers. Sizes are in
//! fractions of a hex; colours are the ruleset's or the board's.

use crate::drawing::mesh::MeshBuilder;
use crate::state::HEX_SIZE;
use bevy::prelude::*;
use steppe_rules::data::ruleset::{FeatureMarker, Pattern};

pub(crate) const RAIL: Color = Color::srgb(0.13, 0.12, 0.11);
pub(crate) const CITY_FILL: Color = Color::srgb(0.78, 0.16, 0.13);
const CITY_EDGE: Color = Color::srgb(0.08, 0.08, 0.08);

/// The ink of a terrain's pattern: a darker shade of its colour (a lighter one on water).
fn pattern_ink(pattern: Pattern, colour: Color) -> Color {
    match pattern {
        Pattern::Waves => colour.mix(&Color::WHITE, 0.35),
        _ => colour.mix(&Color::BLACK, 0.35),
    }
}

/// The pattern as one bold glyph in the middle of the hex, a few triangles each: what the
/// whole-map view shows, where the fine pattern would be specks (and most of the triangles).
pub(crate) fn draw_coarse_pattern(
    mesh: &mut MeshBuilder,
    centre: Vec2,
    pattern: Pattern,
    colour: Color,
) {
    let s = HEX_SIZE;
    let ink = pattern_ink(pattern, colour);
    let w = 0.12 * s;
    let at = |x: f32, y: f32| centre + Vec2::new(x, y) * s;
    match pattern {
        Pattern::Plain => {}
        Pattern::Trees => {
            mesh.polygon(
                centre,
                &[at(-0.3, -0.25), at(0.3, -0.25), at(0.0, 0.35)],
                ink,
            );
        }
        Pattern::Marsh => {
            mesh.segment(at(-0.35, -0.1), at(0.35, -0.1), w, 0.0, ink);
            mesh.segment(at(0.0, -0.1), at(0.0, 0.25), w, 0.0, ink);
        }
        Pattern::Peaks => {
            mesh.segment(at(-0.4, -0.2), at(0.0, 0.3), w, 0.0, ink);
            mesh.segment(at(0.0, 0.3), at(0.4, -0.2), w, 0.0, ink);
        }
        Pattern::Hills => {
            mesh.segment(at(-0.35, -0.15), at(-0.15, 0.1), w, 0.0, ink);
            mesh.segment(at(-0.15, 0.1), at(0.05, -0.15), w, 0.0, ink);
            mesh.segment(at(0.05, -0.15), at(0.25, 0.1), w, 0.0, ink);
        }
        Pattern::Waves => {
            mesh.segment(at(-0.4, 0.0), at(-0.15, 0.15), w * 0.8, 0.0, ink);
            mesh.segment(at(-0.15, 0.15), at(0.1, 0.0), w * 0.8, 0.0, ink);
            mesh.segment(at(0.1, 0.0), at(0.35, 0.15), w * 0.8, 0.0, ink);
        }
    }
}

/// The terrain's pattern over a hex's colour, in a darker (on water, lighter) shade of it, kept
/// inside the hex and mostly clear of its centre, where counters and city markers go.
pub(crate) fn draw_pattern(mesh: &mut MeshBuilder, centre: Vec2, pattern: Pattern, colour: Color) {
    let s = HEX_SIZE;
    let ink = pattern_ink(pattern, colour);
    let w = 0.05 * s;
    // Three spots around the centre: upper left, upper right, bottom.
    let spots = [
        Vec2::new(-0.42, 0.3),
        Vec2::new(0.42, 0.3),
        Vec2::new(0.0, -0.55),
    ]
    .map(|p| centre + p * s);
    for p in spots {
        match pattern {
            Pattern::Plain => return,
            Pattern::Trees => {
                mesh.disc(p + Vec2::new(0.0, 0.05 * s), 0.11 * s, 10, ink);
                mesh.segment(p, p - Vec2::new(0.0, 0.14 * s), w, 0.0, ink);
            }
            Pattern::Marsh => {
                mesh.segment(
                    p - Vec2::new(0.14 * s, 0.0),
                    p + Vec2::new(0.14 * s, 0.0),
                    w,
                    0.0,
                    ink,
                );
                for dx in [-0.08, 0.0, 0.08] {
                    let b = p + Vec2::new(dx * s, 0.0);
                    mesh.segment(b, b + Vec2::new(dx * 0.5 * s, 0.12 * s), w * 0.8, 0.0, ink);
                }
            }
            Pattern::Peaks => {
                let (l, t, r) = (
                    p + Vec2::new(-0.16 * s, -0.08 * s),
                    p + Vec2::new(0.0, 0.12 * s),
                    p + Vec2::new(0.16 * s, -0.08 * s),
                );
                mesh.polygon(p, &[l, t, r], ink);
            }
            Pattern::Hills => {
                for (k, dx) in [-0.09f32, 0.09].into_iter().enumerate() {
                    let c = p + Vec2::new(dx * s, -0.02 * s * k as f32);
                    let pts: Vec<Vec2> = (0..=6)
                        .map(|j| {
                            let a = std::f32::consts::PI * j as f32 / 6.0;
                            c + Vec2::new(-0.09 * s * a.cos(), 0.08 * s * a.sin())
                        })
                        .collect();
                    for pair in pts.windows(2) {
                        mesh.segment(pair[0], pair[1], w * 0.8, 0.0, ink);
                    }
                }
            }
            Pattern::Waves => {
                for dy in [0.0, -0.1] {
                    let pts = [-0.15, -0.075, 0.0, 0.075, 0.15].map(|x| {
                        p + Vec2::new(
                            x * s,
                            dy * s
                                + if (x * 40.0) as i32 % 2 == 0 {
                                    0.0
                                } else {
                                    0.03 * s
                                },
                        )
                    });
                    for pair in pts.windows(2) {
                        mesh.segment(pair[0], pair[1], w * 0.7, 0.0, ink);
                    }
                }
            }
        }
    }
}

/// Half a rail line from a hex centre to an edge midpoint: a dark line, with cross ties in the
/// detail mesh.
pub(crate) fn rail(mesh: &mut MeshBuilder, ties: &mut MeshBuilder, from: Vec2, to: Vec2) {
    let s = HEX_SIZE;
    mesh.segment(from, to, 0.06 * s, 0.03 * s, RAIL);
    let mesh = ties;
    let length = from.distance(to);
    let dir = (to - from) / length;
    let spacing = 0.2 * s;
    let mut t = spacing / 2.0;
    while t < length {
        let p = from + dir * t;
        let half = dir.perp() * (0.11 * s);
        mesh.segment(p - half, p + half, 0.045 * s, 0.0, RAIL);
        t += spacing;
    }
}

pub(crate) fn city_marker(mesh: &mut MeshBuilder, centre: Vec2, mark: FeatureMarker) {
    let s = HEX_SIZE;
    match mark {
        FeatureMarker::MajorCity => {
            mesh.square(centre, 0.24 * s, CITY_EDGE);
            mesh.square(centre, 0.18 * s, CITY_FILL);
        }
        FeatureMarker::MinorCity => {
            mesh.disc(centre, 0.15 * s, 16, CITY_EDGE);
            mesh.disc(centre, 0.10 * s, 16, CITY_FILL);
        }
        FeatureMarker::Ring => mesh.ring(centre, 0.46 * s, 0.38 * s, 24, CITY_EDGE),
    }
}

/// The out-of-supply badge's fill: signal yellow, which no nationality's counter uses, so that
/// it stands out on Soviet red as on German grey (its black edge does on a pale counter).
pub(crate) const NO_SUPPLY_FILL: Color = Color::srgb(1.0, 0.82, 0.0);
/// Its edge and its letter.
pub(crate) const NO_SUPPLY_INK: Color = Color::srgb(0.05, 0.05, 0.05);

/// The out-of-supply badge, `size` world units square: a yellow square in a heavy black edge
/// with a bold black "U" (unsupplied), as printed supply markers are, drawn as shapes so that
/// it shows at every zoom (text too small to read is hidden).
pub(crate) fn no_supply_badge(mesh: &mut MeshBuilder, centre: Vec2, size: f32) {
    let half = size / 2.0;
    mesh.square(centre, half, NO_SUPPLY_INK);
    mesh.square(centre, half * 0.78, NO_SUPPLY_FILL);
    let w = 0.16 * size;
    let at = |x: f32, y: f32| centre + Vec2::new(x, y) * size;
    // The U: two uprights and a bottom, the bottom's corners cut for a rounder letter.
    mesh.segment(at(-0.2, 0.27), at(-0.2, -0.12), w, 0.0, NO_SUPPLY_INK);
    mesh.segment(at(0.2, 0.27), at(0.2, -0.12), w, 0.0, NO_SUPPLY_INK);
    mesh.segment(at(-0.2, -0.12), at(-0.08, -0.24), w, w / 2.0, NO_SUPPLY_INK);
    mesh.segment(at(0.2, -0.12), at(0.08, -0.24), w, w / 2.0, NO_SUPPLY_INK);
    mesh.segment(at(-0.08, -0.24), at(0.08, -0.24), w, w / 4.0, NO_SUPPLY_INK);
}
