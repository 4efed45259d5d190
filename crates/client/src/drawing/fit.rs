//! Fitting the view to a set of hexes (a formation just activated, `LookAt::Fit`): the world
//! rectangle they cover, at least a neighbourhood's, and the camera centre and zoom that show
//! it inside a part of the window no window or bar covers.

use crate::state::{BoardLayout, HEX_SIZE};
use bevy::prelude::*;

/// The smallest extent (world units) a fitted set of hexes is shown at, either way: a lone
/// unit is shown with its neighbourhood, not blown up to fill the window.
const FIT_LEAST: f32 = 16.0 * HEX_SIZE;

/// Room left around fitted hexes, as a share of their extent.
const FIT_ROOM: f32 = 1.15;

/// The world rectangle the hexes cover (their corners), at least [`FIT_LEAST`] each way.
pub(crate) fn hexes_bounds(board: &BoardLayout, hexes: &[u32]) -> Option<Rect> {
    let mut points = hexes.iter().flat_map(|&h| board.corners(h));
    let first = points.next()?;
    let r = points.fold(Rect::from_corners(first, first), |r, p| r.union_point(p));
    let size = r.size().max(Vec2::splat(FIT_LEAST));
    Some(Rect::from_center_size(r.center(), size))
}

/// The camera now: the window's size (logical pixels), the camera's centre (world) and scale.
#[derive(Debug, Clone, Copy)]
pub(crate) struct View {
    pub size: Vec2,
    pub cam: Vec2,
    pub scale: f32,
}

impl View {
    /// Where a world point is on screen (logical pixels, y down).
    fn to_screen(self, w: Vec2) -> Vec2 {
        let d = (w - self.cam) / self.scale;
        self.size / 2.0 + Vec2::new(d.x, -d.y)
    }
}

/// The camera centre and scale that show `world` (world units) inside `into` (logical pixels,
/// y down), within the zoom `limits`; `None` if it is in there already at a zoom not much
/// farther out than it needs. The zoom is kept when the rectangle fits at it and is not lost
/// in it; otherwise it becomes the one that just fits.
pub(crate) fn fit_view(
    world: Rect,
    into: Rect,
    view: View,
    limits: (f32, f32),
) -> Option<(Vec2, f32)> {
    let room = into.size().max(Vec2::ONE);
    let need = (world.size().x / room.x).max(world.size().y / room.y) * FIT_ROOM;
    let inside = [
        world.min,
        world.max,
        Vec2::new(world.min.x, world.max.y),
        Vec2::new(world.max.x, world.min.y),
    ]
    .into_iter()
    .all(|p| into.contains(view.to_screen(p)));
    let far = view.scale > 2.0 * need;
    if inside && !far {
        return None;
    }
    let scale = if view.scale >= need && !far {
        view.scale
    } else {
        need
    }
    .clamp(limits.0, limits.1);
    // The world's centre at the centre of `into`: the camera is the window's centre.
    let off = into.center() - view.size / 2.0;
    Some((world.center() - Vec2::new(off.x, -off.y) * scale, scale))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The closest zoom the tests fit with (the camera's own limit is its business: `fit_view`
    /// takes the limits it is given).
    const MIN_SCALE: f32 = 0.25;

    /// A formation far off, or tiny in the whole map's view, is fitted into the part of the
    /// window asked for (right of a 300-pixel column of windows); one in view is left alone.
    #[test]
    fn a_set_of_hexes_is_fitted_into_the_clear_part_of_the_window() {
        let size = Vec2::new(1280.0, 800.0);
        let into = Rect::new(300.0, 60.0, 1280.0, 760.0);
        let world = Rect::new(1000.0, -200.0, 1600.0, 200.0);
        let limits = (MIN_SCALE, 10.0);
        // The whole map's view, 4 world units a pixel: the formation is a speck.
        let far = View {
            size,
            cam: Vec2::ZERO,
            scale: 4.0,
        };
        let (cam, scale) = fit_view(world, into, far, limits).expect("moves");
        let now = View { size, cam, scale };
        for p in [world.min, world.max] {
            let s = now.to_screen(p);
            assert!(into.contains(s), "{p} at {s}");
        }
        // Just fits: 600 world units in 980 pixels, 400 in 700, with room around.
        assert!((scale - 600.0 / 980.0 * FIT_ROOM).abs() < 1e-4, "{scale}");
        // Asked again, nothing moves.
        assert_eq!(fit_view(world, into, now, limits), None);
        // Under the column of windows at a good zoom: moved, not zoomed.
        // The formation's centre at x = 150, under the column.
        let s = scale * 1.2;
        let under = View {
            size,
            cam: Vec2::new(world.center().x + (640.0 - 150.0) * s, 0.0),
            scale: s,
        };
        let (cam2, scale2) = fit_view(world, into, under, limits).expect("moves");
        assert_eq!(scale2, s);
        let moved = View {
            size,
            cam: cam2,
            scale: scale2,
        };
        assert!(into.contains(moved.to_screen(world.min)));
        assert!(into.contains(moved.to_screen(world.max)));
        // Too close in to fit: zoomed out to fit.
        let close = View {
            size,
            cam: world.center(),
            scale: MIN_SCALE,
        };
        let (_, s) = fit_view(world, into, close, limits).expect("moves");
        assert!((s - scale).abs() < 1e-4);
    }

    /// A lone hex is shown with its neighbourhood, not blown up to the window.
    #[test]
    fn a_lone_hex_keeps_its_neighbourhood() {
        let map = crate::test_game().scenario.map.clone();
        let board = BoardLayout::new(&map);
        let r = hexes_bounds(&board, &[0]).expect("a hex");
        assert_eq!(r.size(), Vec2::splat(FIT_LEAST));
        assert!(r.contains(board.centre(0)));
        assert_eq!(hexes_bounds(&board, &[]), None);
    }
}
