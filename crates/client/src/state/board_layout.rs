//! Where the map's hexes are in the world: what input picks hexes with, drawing draws them at,
//! and the view moves to.

use bevy::prelude::*;
use hexx::{HexLayout, HexOrientation};
use steppe_rules::model::map::{HexIdx, Map};

/// Circumradius of a hex in world units.
pub(crate) const HEX_SIZE: f32 = 40.0;

/// Where hexes are in the world: hexx's flat layout with y pointing up (north row on top), and
/// the rectangle the whole map covers.
#[derive(Resource, Debug, Clone)]
pub(crate) struct BoardLayout {
    pub layout: HexLayout,
    pub bounds: Rect,
    /// Axial coordinate of every hex index, cached from the map.
    hexes: Vec<hexx::Hex>,
}

impl BoardLayout {
    pub fn new(map: &Map) -> Self {
        let mut layout = HexLayout::new(HexOrientation::Flat).with_hex_size(HEX_SIZE);
        // The map's rows grow southward, as on paper; bevy's y grows upward.
        layout.invert_y();
        let hexes: Vec<hexx::Hex> = (0..map.len() as HexIdx).map(|h| map.hex(h)).collect();
        let mut bounds = Rect::EMPTY;
        for &hex in &hexes {
            for c in layout.hex_corners(hex) {
                bounds = bounds.union_point(c);
            }
        }
        if hexes.is_empty() {
            bounds = Rect::from_center_size(Vec2::ZERO, Vec2::splat(HEX_SIZE));
        }
        BoardLayout {
            layout,
            bounds,
            hexes,
        }
    }

    /// Whether this layout is the one of `map` (the same hexes at the same places).
    pub fn fits(&self, map: &Map) -> bool {
        self.hexes.len() == map.len()
            && self
                .hexes
                .iter()
                .enumerate()
                .all(|(h, x)| map.hex(h as HexIdx) == *x)
    }

    /// World position of a hex's centre.
    pub fn centre(&self, h: HexIdx) -> Vec2 {
        self.layout.hex_to_world_pos(self.hexes[h as usize])
    }

    /// The six corners of a hex.
    pub fn corners(&self, h: HexIdx) -> [Vec2; 6] {
        self.layout.hex_corners(self.hexes[h as usize])
    }

    /// The corners of a hex shrunk toward its centre by `by` (1 is the hex itself).
    pub fn inset(&self, h: HexIdx, by: f32) -> [Vec2; 6] {
        let c = self.centre(h);
        self.corners(h).map(|p| c + (p - c) * by)
    }

    /// The two ends of a hex's edge in direction `d` (hexx's `EdgeDirection` index, as the map's
    /// hexsides and neighbours use).
    pub fn edge(&self, h: HexIdx, d: usize) -> [Vec2; 2] {
        self.layout.hex_edge_corners(self.hexes[h as usize])[d]
    }
}
