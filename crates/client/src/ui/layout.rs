//! Where the windows go: every window is a section of the dock at the right of the window
//! ([`dock`](crate::ui::dock) does the arithmetic), at a fixed place in its order, as
//! wide as the dock, as tall as its content or its share of the column, and scrolling inside
//! when its content is taller. Nothing lies over the map left of the dock or over another
//! window; the bars' [`PanelCover`] includes the dock so that clicks on it never reach the map.
//! Each window's slot is worked out from the heights the windows wanted when egui last laid
//! them out ([`scrolled`] measures them); a change draws one more frame so that it settles.

use crate::state::PanelCover;
use crate::ui::dock::{GAP, ORDER, Slot, arrange, dock_width};
use bevy_egui::egui;

/// The title bar and margins of a window before one was measured, logical pixels.
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

/// Every window of the dock shown, with its outer rectangle (logical pixels), top to bottom:
/// for the test probe.
pub(crate) fn shown_windows(ctx: &egui::Context) -> Vec<(&'static str, egui::Rect)> {
    ORDER
        .iter()
        .filter_map(|t| shown(ctx, t).map(|r| (*t, r)))
        .collect()
}

/// Whether any window of the dock was shown last frame: the dock takes its room only then.
pub(crate) fn dock_in_use(ctx: &egui::Context) -> bool {
    ORDER.iter().any(|t| shown(ctx, t).is_some())
}

/// The dock's column: the right edge of the window between the bars.
fn dock_rect(ctx: &egui::Context, cover: &PanelCover) -> egui::Rect {
    let view = ctx.viewport_rect();
    let top = view.top() + cover.top;
    egui::Rect::from_min_max(
        egui::pos2(view.right() - dock_width(view.width()), top),
        egui::pos2(view.right(), (view.bottom() - cover.bottom).max(top)),
    )
}

fn measured_id(title: &str) -> egui::Id {
    egui::Id::new(("layout measured", title))
}

fn slot_id(title: &str) -> egui::Id {
    egui::Id::new(("layout slot", title))
}

fn folded_id(title: &str) -> egui::Id {
    egui::Id::new(("layout folded", title))
}

fn collapsing_id(title: &str) -> egui::Id {
    egui::Id::new(title).with("collapsing")
}

/// The title bar and margins of a window as last drawn: its outer height less its scrolling
/// content's view.
fn chrome(ctx: &egui::Context, title: &str) -> f32 {
    let measured = ctx.data(|d| d.get_temp::<(f32, f32)>(measured_id(title)));
    match (shown(ctx, title), measured) {
        (Some(r), Some((_, view))) if r.height() > view => (r.height() - view).ceil(),
        _ => CHROME,
    }
}

/// The height a window wants: its content's measured height and its chrome; its title bar
/// where the player folded it; as much as there is where it is not known yet or the layout
/// folded it.
fn wanted(ctx: &egui::Context, title: &str) -> f32 {
    if ctx.data(|d| d.get_temp::<bool>(folded_id(title))) == Some(true) {
        return f32::INFINITY;
    }
    let Some(r) = shown(ctx, title) else {
        return f32::INFINITY;
    };
    let open = egui::collapsing_header::CollapsingState::load(ctx, collapsing_id(title))
        .is_none_or(|c| c.is_open());
    if !open {
        return r.height();
    }
    match ctx.data(|d| d.get_temp::<(f32, f32)>(measured_id(title))) {
        Some((content, _)) => content + chrome(ctx, title),
        None => f32::INFINITY,
    }
}

/// The slot of `title` (shown this frame) among the windows shown.
fn slot_of(ctx: &egui::Context, title: &str, height: f32) -> Slot {
    let shown_now: Vec<(&str, f32)> = ORDER
        .iter()
        .filter(|t| **t == title || shown(ctx, t).is_some())
        .map(|t| (*t, wanted(ctx, t)))
        .collect();
    arrange(height, &shown_now)
        .into_iter()
        .find(|s| s.title == title)
        .unwrap_or(Slot {
            title: ORDER[0],
            top: GAP,
            height,
            folded: false,
        })
}

/// The height the content of a window placed by [`placed`] may take before it must scroll
/// (egui's windows cannot shrink their own scrolling to their content): for a
/// `ScrollArea::max_height` around what may grow.
pub(crate) fn room(ctx: &egui::Context, title: &str) -> f32 {
    ctx.data(|d| d.get_temp::<(f32, f32)>(slot_id(title)))
        .map_or(400.0, |(_, height)| (height - chrome(ctx, title)).max(20.0))
}

/// A placed window's content, scrolling where it is taller than the window's [`room`]; its
/// height is measured for the next layout.
pub(crate) fn scrolled<R>(
    ui: &mut egui::Ui,
    title: &str,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    measure(ui, title, egui::ScrollArea::vertical(), add)
}

/// As [`scrolled`], for content wider than the dock too (a chart): it scrolls both ways.
pub(crate) fn scrolled_both<R>(
    ui: &mut egui::Ui,
    title: &str,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    measure(ui, title, egui::ScrollArea::both(), add)
}

fn measure<R>(
    ui: &mut egui::Ui,
    title: &str,
    area: egui::ScrollArea,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let room = room(ui.ctx(), title);
    // A window in a slot of fixed height fills it, whatever its content.
    let fill = crate::ui::dock::fills_its_slot(title);
    let out = area
        .id_salt((title, "scroll"))
        .max_height(room)
        // Scrolling at any height: egui's least (64) would push the window out of its slot.
        .min_scrolled_height(0.0)
        .auto_shrink([false, !fill])
        .show(ui, add);
    // In whole pixels: a fraction's drift from frame to frame must not keep drawing frames.
    let now = (out.content_size.y.round(), out.inner_rect.height().round());
    let ctx = ui.ctx();
    if ctx.data(|d| d.get_temp::<(f32, f32)>(measured_id(title))) != Some(now) {
        ctx.data_mut(|d| d.insert_temp(measured_id(title), now));
        ctx.request_repaint();
    }
    out.inner
}

/// A window titled `title` in its slot of the dock: as wide as the dock, fixed in place, its
/// content to be drawn with [`scrolled`] (or [`scrolled_both`]) so that it keeps to its room.
pub(crate) fn placed<'a>(title: &str, cover: &PanelCover, ctx: &egui::Context) -> egui::Window<'a> {
    let dock = dock_rect(ctx, cover);
    let slot = slot_of(ctx, title, dock.height());
    // A neighbour that appeared or changed size moves this one: draw again so it settles
    // without waiting for input.
    let now = (slot.top.round(), slot.height.round());
    if ctx.data(|d| d.get_temp::<(f32, f32)>(slot_id(title))) != Some(now) {
        ctx.data_mut(|d| d.insert_temp(slot_id(title), now));
        ctx.request_repaint();
    }
    fold(ctx, title, slot.folded);
    let gap = GAP;
    let rect = egui::Rect::from_min_size(
        egui::pos2(dock.left() + gap, dock.top() + slot.top),
        egui::vec2(dock.width() - 2.0 * gap, slot.height),
    );
    // Named by its title, so that the others find its size (`shown`).
    egui::Window::new(title.to_string())
        .id(egui::Id::new(title))
        .fixed_pos(rect.min)
        .constrain_to(rect)
        .min_width(rect.width())
        .max_width(rect.width())
        .default_width(rect.width())
        .resizable(false)
        // The content may use all of its room (egui otherwise keeps a window's first height
        // as the most its scrolling content may take); the frame still fits the content.
        .min_height(rect.height())
        .max_height(rect.height())
}

/// Folds a window to its title bar when the layout has no room for more, and opens it again
/// when it has (a window the player folded stays folded).
fn fold(ctx: &egui::Context, title: &str, folded: bool) {
    let by_layout = ctx.data(|d| d.get_temp::<bool>(folded_id(title))) == Some(true);
    if folded == by_layout {
        return;
    }
    let mut state = egui::collapsing_header::CollapsingState::load_with_default_open(
        ctx,
        collapsing_id(title),
        true,
    );
    if folded && !state.is_open() {
        // The player folded it already.
        return;
    }
    state.set_open(!folded);
    state.store(ctx);
    ctx.data_mut(|d| d.insert_temp(folded_id(title), folded));
    ctx.request_repaint();
}
