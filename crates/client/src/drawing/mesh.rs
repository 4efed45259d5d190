//! Building flat, vertex-coloured 2D meshes: filled polygons, thick line segments, rings and
//! squares merged into one mesh per layer, so a whole map is a handful of draw calls.
//!
//! Colours are given as bevy [`Color`]s (usually sRGB from the ruleset) and stored as linear
//! RGBA, which is what the vertex colour attribute means to the renderer.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// A map layer whose mesh is rewritten in place as what it shows changes: the components of an
/// entity drawing an empty mesh at depth `z` with a plain vertex-coloured material, and the
/// mesh's handle to rewrite it through.
pub(crate) fn layer(
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    z: f32,
) -> (
    (Mesh2d, MeshMaterial2d<ColorMaterial>, Transform),
    Handle<Mesh>,
) {
    let mesh = meshes.add(MeshBuilder::default().build_nonempty());
    (
        (
            Mesh2d(mesh.clone()),
            MeshMaterial2d(materials.add(ColorMaterial::default())),
            Transform::from_xyz(0.0, 0.0, z),
        ),
        mesh,
    )
}

#[derive(Default)]
pub(crate) struct MeshBuilder {
    positions: Vec<[f32; 3]>,
    colours: Vec<[f32; 4]>,
    indices: Vec<u32>,
}

impl MeshBuilder {
    pub fn vertex_count(&self) -> usize {
        self.positions.len()
    }

    fn vertex(&mut self, p: Vec2, colour: [f32; 4]) -> u32 {
        let i = self.positions.len() as u32;
        self.positions.push([p.x, p.y, 0.0]);
        self.colours.push(colour);
        i
    }

    /// A convex polygon, filled as a fan from its first corner: two triangles fewer than from
    /// the centre, which counts on a software rasteriser.
    pub fn convex(&mut self, ring: &[Vec2], colour: Color) {
        let c = linear(colour);
        let first = self.positions.len() as u32;
        for &p in ring {
            self.vertex(p, c);
        }
        for k in 1..ring.len().saturating_sub(1) as u32 {
            self.indices.extend([first, first + k, first + k + 1]);
        }
    }

    /// A convex polygon, filled as a fan from its centre.
    pub fn polygon(&mut self, centre: Vec2, ring: &[Vec2], colour: Color) {
        let c = linear(colour);
        let mid = self.vertex(centre, c);
        let first = mid + 1;
        for &p in ring {
            self.vertex(p, c);
        }
        let n = ring.len() as u32;
        for k in 0..n {
            self.indices.extend([mid, first + k, first + (k + 1) % n]);
        }
    }

    /// A quadrilateral given by its corners in order around it.
    pub fn quad(&mut self, corners: [Vec2; 4], colour: Color) {
        let c = linear(colour);
        let i = corners.map(|p| self.vertex(p, c));
        self.indices.extend([i[0], i[1], i[2], i[0], i[2], i[3]]);
    }

    /// A straight line of the given width from `a` to `b`, lengthened by `extend` at both ends.
    pub fn segment(&mut self, a: Vec2, b: Vec2, width: f32, extend: f32, colour: Color) {
        let Some(dir) = (b - a).try_normalize() else {
            return;
        };
        let (a, b) = (a - dir * extend, b + dir * extend);
        let side = dir.perp() * (width / 2.0);
        self.quad([a - side, b - side, b + side, a + side], colour);
    }

    /// An axis-aligned square.
    pub fn square(&mut self, centre: Vec2, half: f32, colour: Color) {
        let (x, y) = (Vec2::X * half, Vec2::Y * half);
        self.quad(
            [
                centre - x - y,
                centre + x - y,
                centre + x + y,
                centre - x + y,
            ],
            colour,
        );
    }

    /// A filled disc approximated by `sides` straight sides.
    pub fn disc(&mut self, centre: Vec2, radius: f32, sides: u32, colour: Color) {
        let ring: Vec<Vec2> = (0..sides)
            .map(|k| {
                centre + Vec2::from_angle(k as f32 * std::f32::consts::TAU / sides as f32) * radius
            })
            .collect();
        self.polygon(centre, &ring, colour);
    }

    /// A circular outline between two radii.
    pub fn ring(&mut self, centre: Vec2, outer: f32, inner: f32, sides: u32, colour: Color) {
        let at = |k: u32, r: f32| {
            centre + Vec2::from_angle(k as f32 * std::f32::consts::TAU / sides as f32) * r
        };
        for k in 0..sides {
            self.quad(
                [
                    at(k, inner),
                    at(k, outer),
                    at(k + 1, outer),
                    at(k + 1, inner),
                ],
                colour,
            );
        }
    }

    /// The band between two hexagons (or any rings of six corners), `outer` around `inner`.
    pub fn ring6(&mut self, outer: [Vec2; 6], inner: [Vec2; 6], colour: Color) {
        for k in 0..6 {
            let j = (k + 1) % 6;
            self.quad([inner[k], outer[k], outer[j], inner[j]], colour);
        }
    }

    /// The mesh, never empty: an empty vertex buffer is not something to hand the renderer.
    pub fn build_nonempty(mut self) -> Mesh {
        if self.vertex_count() == 0 {
            self.polygon(Vec2::ZERO, &[Vec2::ZERO; 3], Color::NONE);
        }
        self.build()
    }

    pub fn build(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colours)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// The linear RGBA a vertex colour attribute wants.
pub(crate) fn linear(colour: Color) -> [f32; 4] {
    colour.to_linear().to_f32_array()
}

#[cfg(test)]
mod tests {
    use crate::drawing::mesh::*;

    #[test]
    fn vertex_colours_are_linear() {
        // sRGB 0.5 is about 0.214 in linear light.
        let [r, g, b, a] = linear(Color::srgb(0.5, 0.5, 0.5));
        assert!((r - 0.214).abs() < 0.001 && r == g && g == b && a == 1.0);
    }

    #[test]
    fn shapes_add_vertices_and_triangles() {
        let mut m = MeshBuilder::default();
        m.polygon(Vec2::ZERO, &[Vec2::X, Vec2::Y, Vec2::NEG_X], Color::WHITE);
        m.segment(Vec2::ZERO, Vec2::X, 0.1, 0.0, Color::BLACK);
        m.segment(Vec2::ZERO, Vec2::ZERO, 0.1, 0.0, Color::BLACK); // degenerate: skipped
        assert_eq!(m.vertex_count(), 4 + 4);
        assert_eq!(m.indices.len(), 3 * 3 + 6);
        let mesh = m.build();
        assert_eq!(mesh.count_vertices(), 8);
    }
}
