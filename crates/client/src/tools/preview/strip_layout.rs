//! Where the strip's tiles go: a grid of `ceil(sqrt(n))` columns, each tile one map with its
//! caption under it, a heading band over them, all sized so that the picture's longest side is
//! at most the `--max-side` asked (never more than a pixel per world unit). Text is sized in
//! pixels, so the captions' height in world units follows the scale: the layout settles it by
//! a few rounds of fitting.

use bevy::math::{Rect, Vec2};

/// The captions' text, pixels.
pub(super) const CAPTION_PX: f32 = 12.0;
/// A tile's title (turn and date), pixels.
pub(super) const TITLE_PX: f32 = 15.0;
/// The heading's first line and its other lines, pixels.
pub(super) const HEADING_PX: f32 = 22.0;
pub(super) const KEY_PX: f32 = 14.0;
/// A line's height, as a multiple of its text's size.
pub(super) const LINE: f32 = 1.3;
/// Width of a character of the monospaced map font, per unit of its size.
pub(super) const CHAR: f32 = 0.6;
/// Room between tiles and around the picture, pixels.
const GAP_PX: f32 = 16.0;
/// The lines of the heading band (the title, what was drawn, the key).
const HEADING_LINES_PX: f32 = (HEADING_PX + 2.0 * KEY_PX + 2.0 * KEY_PX) * LINE;

/// The strip's geometry, in world units (the board's) and pixels.
#[derive(Debug, Clone)]
pub(super) struct Layout {
    /// Tiles across and down.
    pub cols: usize,
    pub rows: usize,
    /// One map, in the board's world units.
    pub map: Rect,
    /// A tile's width: the map's, or its caption's where that is wider, world units.
    pub cell: f32,
    /// World units per pixel.
    pub scale: f32,
    /// The whole picture, world units (its top left at the origin, y up).
    pub world: Rect,
    /// A caption's height under its map, world units.
    pub caption: f32,
    /// Milestone lines side by side in a caption.
    pub caption_cols: usize,
    /// Room between tiles, world units.
    pub gap: f32,
    /// The heading band's height, world units.
    pub heading: f32,
}

impl Layout {
    /// The layout of `tiles` maps of `map` (world units), each with a caption of a title and
    /// `lines` milestone lines of at most `chars` characters, the picture's longest side at most
    /// `max_side` pixels (unless the captions alone are wider: a tile is never narrower than
    /// its caption's lines).
    pub fn new(map: Rect, tiles: usize, lines: usize, chars: usize, max_side: u32) -> Layout {
        let tiles = tiles.max(1);
        let cols = (tiles as f64).sqrt().ceil() as usize;
        let rows = tiles.div_ceil(cols);
        let max_side = max_side.max(64) as f32;
        let mut l = Layout {
            cols,
            rows,
            map,
            cell: map.width(),
            scale: 1.0,
            world: Rect::default(),
            caption: 0.0,
            caption_cols: 1,
            gap: 0.0,
            heading: 0.0,
        };
        // The scale sets the captions' height in world units and the captions the scale:
        // starting from no captions, a few rounds settle it (each round's scale is at least
        // the last one's, and it stops growing once the caption's columns stop changing).
        for _ in 0..8 {
            let column_px = (chars + 3) as f32 * CHAR * CAPTION_PX;
            let tile_px = (map.width() / l.scale).max(column_px);
            l.caption_cols = ((tile_px / column_px) as usize).clamp(1, 3);
            let caption_px =
                TITLE_PX * LINE + lines.div_ceil(l.caption_cols) as f32 * CAPTION_PX * LINE;
            // In pixels, the captions and the gaps; in world units, the maps.
            let px_w = (cols + 1) as f32 * GAP_PX;
            let px_h = (rows + 1) as f32 * GAP_PX + rows as f32 * caption_px + HEADING_LINES_PX;
            let (w, h) = (cols as f32 * map.width(), rows as f32 * map.height());
            // The longest side at max_side: (w / s + px_w) or (h / s + px_h) equal to it.
            let fit = |world: f32, px: f32| world / (max_side - px).max(max_side / 4.0);
            l.scale = fit(w, px_w).max(fit(h, px_h)).max(1.0);
            l.cell = map.width().max(column_px * l.scale);
            l.caption = caption_px * l.scale;
            l.gap = GAP_PX * l.scale;
            l.heading = HEADING_LINES_PX * l.scale;
        }
        let width = cols as f32 * (l.cell + l.gap) + l.gap;
        let height = l.heading + rows as f32 * (map.height() + l.caption + l.gap) + l.gap;
        l.world = Rect::from_corners(Vec2::new(0.0, -height), Vec2::new(width, 0.0));
        // (Rounding: a pixel over is a pixel over; the text is a hair smaller for it. Where the
        // captions alone are wider than `max_side`, the picture is wider.)
        let fit = width.max(height) / max_side * (1.0 + 1e-5);
        if fit > l.scale && fit < l.scale * 1.01 {
            l.scale = fit;
        }
        l
    }

    /// Tile `i`'s top left corner, world units.
    pub fn tile_corner(&self, i: usize) -> Vec2 {
        let (c, r) = (i % self.cols, i / self.cols);
        Vec2::new(
            self.gap + c as f32 * (self.cell + self.gap),
            -(self.heading + self.gap + r as f32 * (self.map.height() + self.caption + self.gap)),
        )
    }

    /// What to add to a board position to draw it in tile `i`.
    pub fn offset(&self, i: usize) -> Vec2 {
        self.tile_corner(i) - Vec2::new(self.map.min.x, self.map.max.y)
    }

    /// The top left corner of tile `i`'s caption, world units.
    pub fn caption_corner(&self, i: usize) -> Vec2 {
        self.tile_corner(i) - Vec2::new(0.0, self.map.height())
    }

    /// Where the maps are in the picture, in words (for a designer's or a test's script):
    /// "tiles 3x3: the first map at 16,120 px, each 380x260 px, one every 396x412 px".
    pub fn words(&self) -> String {
        let px = |v: Vec2| (v / self.scale).round();
        let first = px(self.tile_corner(0) * Vec2::new(1.0, -1.0));
        let size = px(self.map.size());
        let pitch =
            px(self.tile_corner(self.cols + 1) - self.tile_corner(0)) * Vec2::new(1.0, -1.0);
        format!(
            "tiles {}x{}: the first map at {},{} px, each {}x{} px, one every {}x{} px",
            self.cols, self.rows, first.x, first.y, size.x, size.y, pitch.x, pitch.y
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 32 turns and a trace panel: 6 columns of 6 rows, the longest side at most the one
    /// asked, tiles side by side without overlapping, captions under their maps.
    #[test]
    fn tiles_make_a_grid_within_the_size_asked() {
        let map = Rect::from_corners(Vec2::new(-40.0, -1200.0), Vec2::new(3300.0, 1200.0));
        let l = Layout::new(map, 33, 15, 40, 4096);
        assert_eq!((l.cols, l.rows), (6, 6));
        let size = (l.world.size() / l.scale).ceil();
        let (w, h) = (size.x as u32, size.y as u32);
        assert!(w.max(h) <= 4096 && w.max(h) >= 4000, "{w}x{h}");
        let (a, b, below) = (l.tile_corner(0), l.tile_corner(1), l.tile_corner(6));
        assert!(b.x >= a.x + map.width() && b.x >= a.x + l.cell, "{a} {b}");
        assert!(below.y <= a.y - map.height() - l.caption, "{a} {below}");
        // The last tile's caption is inside the picture.
        let last = l.caption_corner(32);
        assert!(last.y - l.caption >= l.world.min.y - 1.0 && last.x + map.width() <= l.world.max.x);
        // The board's top left corner lands on the tile's.
        let o = l.offset(7);
        assert_eq!(Vec2::new(map.min.x, map.max.y) + o, l.tile_corner(7));
        // A caption's text is 12 pixels whatever the scale.
        let lines = 15usize.div_ceil(l.caption_cols) as f32;
        let caption_px = (TITLE_PX + lines * CAPTION_PX) * LINE;
        assert!((l.caption / l.scale - caption_px).abs() < 0.01, "{l:?}");
        // A small map of few turns is drawn at a pixel a world unit, no bigger.
        let small = Rect::from_corners(Vec2::ZERO, Vec2::new(400.0, 300.0));
        let l = Layout::new(small, 4, 3, 20, 4096);
        assert_eq!((l.cols, l.rows, l.scale), (2, 2, 1.0));
    }
}
