//! Where the windows go, so that none opens over another. Three columns share the map area: the
//! left one (the CRT, the activations, the orders, and the unit panel at the bottom), the right
//! one (the combat panel, the reinforcements, the what-if, and the battle log at the bottom) and,
//! between them, the centre one (problems, objectives, the terrain chart, help, and the players
//! at the bottom). Each column stacks its top windows downwards in that order and keeps its
//! bottom window below them, at most a third of the map area tall; the centre column is as wide
//! as the room between the side windows. Each window's place is worked out from the sizes the
//! others had when egui last laid them out; a window's content taller than its [`room`] scrolls.

use crate::client::state::PanelCover;
use crate::client::ui::map_area;
use bevy_egui::egui;

/// The windows' titles (their egui ids too): the columns below and each window's own code use
/// these, so that a renamed window keeps its place.
pub(in crate::client) mod titles {
    pub const ACTIVATIONS: &str = "Activations";
    pub const BALANCE: &str = "Balance: games after each change";
    pub const BATTLE_LOG: &str = "Battle log";
    pub const CRT: &str = "Combat results table";
    pub const DESIGNER: &str = "Set-up (designer)";
    pub const COMBAT: &str = "Combat";
    pub const HELP: &str = "Help: keys, mouse and the map's symbols";
    pub const OBJECTIVES: &str = "Objectives";
    pub const ORDERS: &str = "Orders";
    pub const PLAYERS: &str = "Players";
    pub const PROBLEMS: &str = "Problems in the files";
    pub const REACTION: &str = "Reaction: the other side acts";
    pub const REINFORCEMENTS: &str = "Reinforcements and replacements";
    pub const TERRAIN: &str = "Terrain effects chart";
    pub const UNIT: &str = "Unit";
    pub const WHAT_IF: &str = "What-if: games from here";
}
use titles::*;

/// The top windows of each column, top to bottom.
const LEFT_TOP: [&str; 3] = [CRT, ACTIVATIONS, ORDERS];
const RIGHT_TOP: [&str; 6] = [DESIGNER, BALANCE, COMBAT, REACTION, REINFORCEMENTS, WHAT_IF];
const CENTRE_TOP: [&str; 4] = [PROBLEMS, OBJECTIVES, TERRAIN, HELP];
/// The bottom window of each column.
const LEFT_BOTTOM: &str = UNIT;
const RIGHT_BOTTOM: &str = BATTLE_LOG;
const CENTRE_BOTTOM: &str = PLAYERS;
/// Between windows and from the map area's edges, logical pixels.
const GAP: f32 = 6.0;
/// A window never gets less room than this (it scrolls inside).
const LEAST: f32 = 80.0;
/// The title bar and margins of a window, logical pixels.
const CHROME: f32 = 44.0;

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

/// Where a window goes in its column: its anchor's offset and its greatest height.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Place {
    offset: [f32; 2],
    max_height: f32,
}

/// The place of `title` in its column, given the heights of the windows shown (`height`): top
/// windows under the ones before them, leaving the bottom window its room; the bottom window
/// under the top ones and at most a third of the area. A window centred vertically goes with
/// the top ones.
fn place(
    title: &str,
    align: egui::Align2,
    area_height: f32,
    height: impl Fn(&str) -> Option<f32>,
) -> Place {
    let (tops, bottom, x): (&[&str], &str, f32) = match align.x() {
        egui::Align::Min => (&LEFT_TOP, LEFT_BOTTOM, 8.0),
        egui::Align::Max => (&RIGHT_TOP, RIGHT_BOTTOM, -8.0),
        egui::Align::Center => (&CENTRE_TOP, CENTRE_BOTTOM, 0.0),
    };
    let third = area_height / 3.0;
    if align.y() == egui::Align::Max {
        let tops_height: f32 = tops
            .iter()
            .filter(|t| **t != title)
            .filter_map(|t| height(t))
            .map(|h| h + GAP)
            .sum();
        let room = area_height - 2.0 * GAP - tops_height;
        return Place {
            offset: [x, -GAP],
            max_height: room.min(third).max(LEAST),
        };
    }
    let above: f32 = tops
        .iter()
        .take_while(|t| **t != title)
        .filter_map(|t| height(t))
        .map(|h| h + GAP)
        .sum();
    let reserve = height(bottom).map_or(0.0, |h| h.min(third) + GAP);
    Place {
        offset: [x, GAP + above],
        max_height: (area_height - 2.0 * GAP - above - reserve).max(LEAST),
    }
}

/// The room between the side columns' windows (left and right edges), for a centre window;
/// the whole area if they leave too little.
fn between_columns(ctx: &egui::Context, title: &str, area: egui::Rect) -> (f32, f32) {
    let edges = |titles: &[&str], pick: fn(egui::Rect) -> f32| -> Vec<f32> {
        titles
            .iter()
            .filter(|t| **t != title)
            .filter_map(|t| shown(ctx, t))
            .map(pick)
            .collect()
    };
    let left_titles: Vec<&str> = LEFT_TOP.iter().copied().chain([LEFT_BOTTOM]).collect();
    let right_titles: Vec<&str> = RIGHT_TOP.iter().copied().chain([RIGHT_BOTTOM]).collect();
    let left = edges(&left_titles, |r| r.right())
        .into_iter()
        .fold(area.left(), f32::max);
    let right = edges(&right_titles, |r| r.left())
        .into_iter()
        .fold(area.right(), f32::min);
    if right - left > 2.0 * LEAST + 2.0 * GAP {
        (left + GAP, right - GAP)
    } else {
        (area.left() + GAP, area.right() - GAP)
    }
}

fn layout_id(title: &str) -> egui::Id {
    egui::Id::new(("layout", title))
}

/// The height the content of a window placed by [`placed`] may take before it must scroll
/// (egui's windows cannot shrink their own scrolling to their content): for a
/// `ScrollArea::max_height` around what may grow.
pub(in crate::client) fn room(ctx: &egui::Context, title: &str) -> f32 {
    ctx.data(|d| d.get_temp::<(f32, f32)>(layout_id(title)))
        .map_or(400.0, |(_, max)| (max - CHROME).max(LEAST - CHROME))
}

/// A placed window's content, scrolling where it is taller than the window's [`room`].
pub(in crate::client) fn scrolled<R>(
    ui: &mut egui::Ui,
    title: &str,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let room = room(ui.ctx(), title);
    egui::ScrollArea::vertical()
        .id_salt((title, "scroll"))
        .max_height(room)
        .show(ui, add)
        .inner
}

/// A window titled `title` in its column (`place`), kept inside the map area.
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
    let p = place(title, align, area.height(), height);
    // egui anchors a window within the screen less its panels (the top and bottom bars): the
    // map area, so the offsets count from its edges.
    let bottom = align.y() == egui::Align::Max;
    let y = p.offset[1];
    // A neighbour that appeared or changed size moves this one: draw again so it settles
    // without waiting for input.
    let now = (p.offset[1], p.max_height);
    if ctx.data(|d| d.get_temp::<(f32, f32)>(layout_id(title))) != Some(now) {
        ctx.data_mut(|d| d.insert_temp(layout_id(title), now));
        ctx.request_repaint();
    }
    let (x, window) = if align.x() == egui::Align::Center {
        let (left, right) = between_columns(ctx, title, area);
        (
            f32::midpoint(left, right) - area.center().x,
            window.default_width(right - left).max_width(right - left),
        )
    } else {
        (p.offset[0], window)
    };
    let vertical = if bottom {
        egui::Align::Max
    } else {
        egui::Align::Min
    };
    // The content may use all of its room (egui otherwise keeps a window's first height as the
    // most its scrolling content may take); the frame still fits the content.
    window
        .anchor(egui::Align2([align.x(), vertical]), [x, y])
        .min_height(p.max_height)
        .max_height(p.max_height)
}

#[cfg(test)]
mod tests {
    use crate::client::ui::layout::*;

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
        );
        let act = place("Activations", egui::Align2::LEFT_TOP, area, heights);
        let unit = place("Unit", egui::Align2::LEFT_BOTTOM, area, heights);
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
        let act = place("Activations", egui::Align2::LEFT_TOP, area, alone);
        assert_eq!(act.offset[1], GAP);
        // The centre column: the objectives under the problems.
        let both = |t: &str| {
            if t == "Problems in the files" {
                Some(120.0)
            } else {
                None
            }
        };
        let obj = place("Objectives", egui::Align2::CENTER_TOP, area, both);
        assert_eq!(obj.offset, [0.0, GAP + 120.0 + GAP]);
    }

    /// The bottom window gives way to the top ones: never over them, never under its least room.
    #[test]
    fn the_bottom_window_gives_way() {
        let area = 720.0;
        let tall = |t: &str| if t == "Combat" { Some(560.0) } else { None };
        let log = place("Battle log", egui::Align2::RIGHT_BOTTOM, area, tall);
        assert_eq!(log.max_height, area - 2.0 * GAP - 560.0 - GAP);
        let none = |_: &str| None;
        let log = place("Battle log", egui::Align2::RIGHT_BOTTOM, area, none);
        assert_eq!(log.max_height, area / 3.0);
    }
}
