//! NATO unit symbols (APP-6 style, as printed on wargame counters), drawn as vertex-coloured
//! meshes: a frame with the type's mark inside, chosen by the ruleset's `symbol` for the unit
//! type. Infantry is a cross, armor an oval, mechanized both, cavalry one diagonal, mountain a
//! cross with a peak, airborne a cross with a canopy, artillery a dot, headquarters a staff on
//! the left, garrison a cross over a base bar.

use crate::drawing::mesh::MeshBuilder;
use bevy::prelude::*;
use steppe_rules::data::ruleset::Symbol;

/// The mark of a symbol in a frame `size` wide and high, centred on the origin, in `ink`.
pub(crate) fn symbol_mesh(symbol: Symbol, size: Vec2, ink: Color) -> MeshBuilder {
    let mut m = MeshBuilder::default();
    let (hw, hh) = (size.x / 2.0, size.y / 2.0);
    let line = (size.y * 0.09).max(1.0);
    let tl = Vec2::new(-hw, hh);
    let tr = Vec2::new(hw, hh);
    let bl = Vec2::new(-hw, -hh);
    let br = Vec2::new(hw, -hh);
    // The frame.
    for (a, b) in [(tl, tr), (tr, br), (br, bl), (bl, tl)] {
        m.segment(a, b, line, line / 2.0, ink);
    }
    let cross = |m: &mut MeshBuilder| {
        m.segment(tl, br, line, 0.0, ink);
        m.segment(bl, tr, line, 0.0, ink);
    };
    let oval = |m: &mut MeshBuilder| ellipse(m, Vec2::new(hw * 0.62, hh * 0.55), line, ink);
    match symbol {
        Symbol::Infantry => cross(&mut m),
        Symbol::Armor => oval(&mut m),
        Symbol::Mechanized => {
            cross(&mut m);
            oval(&mut m);
        }
        Symbol::Cavalry => m.segment(bl, tr, line, 0.0, ink),
        Symbol::Mountain => {
            cross(&mut m);
            let w = hw * 0.35;
            m.polygon(
                Vec2::new(0.0, -hh + hh * 0.2),
                &[
                    Vec2::new(-w, -hh),
                    Vec2::new(w, -hh),
                    Vec2::new(0.0, -hh + hh * 0.6),
                ],
                ink,
            );
        }
        Symbol::Airborne => {
            cross(&mut m);
            // A canopy: an arc under the cross's lower half.
            let (r, c) = (hw * 0.3, Vec2::new(0.0, -hh * 0.55));
            let steps = 10;
            for k in 0..steps {
                let a0 = std::f32::consts::PI * k as f32 / steps as f32;
                let a1 = std::f32::consts::PI * (k + 1) as f32 / steps as f32;
                m.segment(
                    c + Vec2::new(r * a0.cos(), r * 0.8 * a0.sin()),
                    c + Vec2::new(r * a1.cos(), r * 0.8 * a1.sin()),
                    line,
                    0.0,
                    ink,
                );
            }
        }
        Symbol::Artillery => m.disc(Vec2::ZERO, hh * 0.32, 16, ink),
        Symbol::Headquarters => {
            m.segment(tl, Vec2::new(-hw, -hh * 2.2), line, 0.0, ink);
        }
        Symbol::Garrison => {
            cross(&mut m);
            m.segment(
                Vec2::new(-hw, -hh * 0.7),
                Vec2::new(hw, -hh * 0.7),
                line * 1.6,
                0.0,
                ink,
            );
        }
    }
    m
}

/// An ellipse outline with half-axes `r`, `width` thick.
fn ellipse(m: &mut MeshBuilder, r: Vec2, width: f32, ink: Color) {
    let steps = 28;
    let at = |k: u32, grow: f32| {
        let a = std::f32::consts::TAU * k as f32 / steps as f32;
        Vec2::new((r.x + grow) * a.cos(), (r.y + grow) * a.sin())
    };
    for k in 0..steps {
        let (o0, o1) = (at(k, width / 2.0), at(k + 1, width / 2.0));
        let (i0, i1) = (at(k, -width / 2.0), at(k + 1, -width / 2.0));
        m.quad([i0, o0, o1, i1], ink);
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing::symbols::*;

    #[test]
    fn every_symbol_draws_something_different() {
        let all = [
            Symbol::Infantry,
            Symbol::Armor,
            Symbol::Mechanized,
            Symbol::Cavalry,
            Symbol::Mountain,
            Symbol::Airborne,
            Symbol::Artillery,
            Symbol::Headquarters,
            Symbol::Garrison,
        ];
        let counts: Vec<usize> = all
            .iter()
            .map(|&s| symbol_mesh(s, Vec2::new(30.0, 18.0), Color::BLACK).vertex_count())
            .collect();
        let frame =
            symbol_mesh(Symbol::Cavalry, Vec2::new(30.0, 18.0), Color::BLACK).vertex_count();
        assert!(counts.iter().all(|&c| c >= frame), "{counts:?}");
        // Mechanized is infantry's cross plus armor's oval.
        let frame_only = frame - 4;
        assert_eq!(counts[2], counts[0] + counts[1] - frame_only);
    }
}
