//! Where the side windows go, so that none opens over another: each column of the map area (left
//! and right) stacks its top windows downwards in a fixed order, and keeps its bottom window (the
//! unit panel, the battle log) below them, at most a third of the map area tall. Each window's
//! place is worked out from the sizes the others had when egui last laid them out; a window's
//! content taller than its [`room`] scrolls. The centre windows (objectives, players, problems)
//! go between the columns' windows, no wider than the room there.

use super::super::selection::PanelCover;
use super::map_area;
use bevy_egui::egui;

/// The top windows of the left and right columns, top to bottom.
const LEFT_TOP: [&str; 3] = ["Combat results table", "Activations", "Orders"];
const RIGHT_TOP: [&str; 3] = [
    "Combat",
    "Reinforcements and replacements",
    "What-if: games from here",
];
/// The bottom window of each column.
const LEFT_BOTTOM: &str = "Unit";
const RIGHT_BOTTOM: &str = "Battle log";
/// Between windows and from the map area's edges, logical pixels.
const GAP: f32 = 6.0;
/// A window never gets less room than this (it scrolls inside).
const LEAST: f32 = 80.0;

/// The outer rectangle of a window if it was shown last frame (or already this frame).
fn shown(ctx: &egui::Context, title: &str) -> Option<egui::Rect> {
    let id = egui::Id::new(title);
    ctx.memory(|m| {
        let visible = [egui::Order::Middle, egui::Order::Foreground]
            .iter()
            .any(|&o| m.areas().is_visible(&egui::LayerId::new(o, id)));
        if visible { m.area_rect(id) } else { None }
    })
}

/// Where a window goes: its anchor's offset and its greatest height.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Place {
    offset: [f32; 2],
    max_height: f32,
}

/// The place of `title` in its column, given the heights of the windows shown (`height`): top
/// windows under the ones before them, leaving the bottom window its room; the bottom window
/// under the top ones and at most a third of the area. `None` for a window of no column.
fn place(
    title: &str,
    align: egui::Align2,
    area_height: f32,
    height: impl Fn(&str) -> Option<f32>,
) -> Option<Place> {
    let (tops, bottom, x) = match align.x() {
        egui::Align::Min => (&LEFT_TOP, LEFT_BOTTOM, 8.0),
        egui::Align::Max => (&RIGHT_TOP, RIGHT_BOTTOM, -8.0),
        egui::Align::Center => return None,
    };
    let third = area_height / 3.0;
    match align.y() {
        egui::Align::Min => {
            let above: f32 = tops
                .iter()
                .take_while(|t| **t != title)
                .filter_map(|t| height(t))
                .map(|h| h + GAP)
                .sum();
            let reserve = height(bottom).map_or(0.0, |h| h.min(third) + GAP);
            Some(Place {
                offset: [x, GAP + above],
                max_height: (area_height - 2.0 * GAP - above - reserve).max(LEAST),
            })
        }
        egui::Align::Max => {
            let tops_height: f32 = tops
                .iter()
                .filter(|t| **t != title)
                .filter_map(|t| height(t))
                .map(|h| h + GAP)
                .sum();
            Some(Place {
                offset: [x, -GAP],
                max_height: (area_height - 2.0 * GAP - tops_height)
                    .min(third)
                    .max(LEAST),
            })
        }
        egui::Align::Center => None,
    }
}

fn layout_id(title: &str) -> egui::Id {
    egui::Id::new(("layout", title))
}

/// The title bar and margins of a window, logical pixels.
const CHROME: f32 = 44.0;

/// The height the content of a window placed by [`placed`] may take before it must scroll
/// (egui's windows cannot shrink their own scrolling to their content): for a
/// `ScrollArea::max_height` around what may grow.
pub(in crate::client) fn room(ctx: &egui::Context, title: &str) -> f32 {
    ctx.data(|d| d.get_temp::<(f32, f32)>(layout_id(title)))
        .map_or(400.0, |(_, max)| (max - CHROME).max(LEAST - CHROME))
}

/// A window titled `title` pinned to a corner (or edge) of the map area, kept inside it, in its
/// column's stack (`place`); the centre windows no taller than the area.
pub(in crate::client) fn placed<'a>(
    title: &str,
    align: egui::Align2,
    cover: &PanelCover,
    ctx: &egui::Context,
) -> egui::Window<'a> {
    let area = map_area(ctx, cover);
    // Named by its title, so that the others find its size (`shown`).
    let window = egui::Window::new(title.to_string())
        .id(egui::Id::new(title))
        .constrain_to(area);
    let height = |t: &str| {
        if t == title {
            return None;
        }
        shown(ctx, t).map(|r| r.height())
    };
    match place(title, align, area.height(), height) {
        Some(p) => {
            // Top windows count from the area's top, bottom ones from its bottom.
            let y = match align.y() {
                egui::Align::Max => p.offset[1] - cover.bottom,
                _ => p.offset[1] + cover.top,
            };
            // A neighbour that appeared or changed size moves this one: draw again so it
            // settles without waiting for input.
            let now = (p.offset[1], p.max_height);
            if ctx.data(|d| d.get_temp::<(f32, f32)>(layout_id(title))) != Some(now) {
                ctx.data_mut(|d| d.insert_temp(layout_id(title), now));
                ctx.request_repaint();
            }
            // The content may use all of its room (egui otherwise keeps a window's first
            // height as the most its scrolling content may take); the frame still fits the
            // content.
            window
                .anchor(align, [p.offset[0], y])
                .min_height(p.max_height)
                .max_height(p.max_height)
        }
        None => {
            let y = match align.y() {
                egui::Align::Min => cover.top + GAP,
                egui::Align::Max => -(cover.bottom + GAP),
                egui::Align::Center => (cover.top - cover.bottom) / 2.0,
            };
            // Between the columns' windows, as wide as the room there allows.
            let edge = |titles: &[&str], pick: fn(egui::Rect) -> f32| -> Vec<f32> {
                titles
                    .iter()
                    .filter(|t| **t != title)
                    .filter_map(|t| shown(ctx, t))
                    .map(pick)
                    .collect()
            };
            let left_titles: Vec<&str> = LEFT_TOP.iter().copied().chain([LEFT_BOTTOM]).collect();
            let right_titles: Vec<&str> = RIGHT_TOP.iter().copied().chain([RIGHT_BOTTOM]).collect();
            let left = edge(&left_titles, |r| r.right())
                .into_iter()
                .fold(area.left(), f32::max);
            let right = edge(&right_titles, |r| r.left())
                .into_iter()
                .fold(area.right(), f32::min);
            let (left, right) = if right - left > 2.0 * LEAST + 2.0 * GAP {
                (left + GAP, right - GAP)
            } else {
                (area.left() + GAP, area.right() - GAP)
            };
            window
                .anchor(align, [(left + right) / 2.0 - area.center().x, y])
                .max_width(right - left)
                .max_height((area.height() - 2.0 * GAP).max(100.0))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At 1280x800 (a map area of about 720): the CRT and the activations stack on the left
    /// above the unit panel, which stays within a third; nothing overlaps.
    #[test]
    fn a_column_stacks_its_windows_without_overlap() {
        let area = 720.0;
        let heights = |t: &str| match t {
            "Combat results table" => Some(300.0),
            "Activations" => Some(500.0),
            "Unit" => Some(400.0),
            _ => None,
        };
        let crt = place(
            "Combat results table",
            egui::Align2::LEFT_TOP,
            area,
            heights,
        )
        .unwrap();
        let act = place("Activations", egui::Align2::LEFT_TOP, area, heights).unwrap();
        let unit = place("Unit", egui::Align2::LEFT_BOTTOM, area, heights).unwrap();
        assert_eq!(crt.offset[1], GAP);
        assert_eq!(act.offset[1], GAP + 300.0 + GAP);
        assert!(unit.max_height <= area / 3.0);
        // The activations end above the unit panel's room.
        let act_bottom = act.offset[1] + act.max_height;
        assert!(act_bottom + GAP <= area - GAP - (400.0f32).min(area / 3.0) + 0.01);
        // Without the CRT the activations go to the top.
        let alone = |t: &str| {
            if t == "Activations" {
                Some(500.0)
            } else {
                None
            }
        };
        let act = place("Activations", egui::Align2::LEFT_TOP, area, alone).unwrap();
        assert_eq!(act.offset[1], GAP);
        assert_eq!(
            place("Objectives", egui::Align2::CENTER_TOP, area, alone),
            None
        );
    }

    /// The bottom window gives way to the top ones: never over them, never under its least room.
    #[test]
    fn the_bottom_window_gives_way() {
        let area = 720.0;
        let tall = |t: &str| if t == "Combat" { Some(560.0) } else { None };
        let log = place("Battle log", egui::Align2::RIGHT_BOTTOM, area, tall).unwrap();
        assert_eq!(log.max_height, area - 2.0 * GAP - 560.0 - GAP);
        let none = |_: &str| None;
        let log = place("Battle log", egui::Align2::RIGHT_BOTTOM, area, none).unwrap();
        assert_eq!(log.max_height, area / 3.0);
    }
}
