//! The chart of a run's course against history: a row per milestone (its status and name at
//! the left), the game's turns across, a "never" column after the last turn (a game in which
//! the milestone never happened: never taken, never lost). In each row the band around the
//! historical turn is shaded and the turn marked with a diamond; for a held milestone the
//! turn it was held through historically is marked with a bar, and the turns after it (lost
//! later, or never) are shaded. The middle half of the run's games (first to third quartile)
//! is a bar, the median game a dot where it is as history and a cross where it is off, drawn
//! in two colours too; the status is written at the left ("ok", "off"). Under the rows, the
//! turns are numbered and a few of them dated from the scenario's calendar.

use super::layout::{Axis, HistoryMark, TICK_GAP, marks};
use super::{row_words, side_kind, status};
use bevy_egui::egui::{self, Color32, Pos2, Rect, Stroke, pos2, vec2};
use steppe_rules::engine::game::Game;
use steppe_rules::play::milestones::{MilestoneSummary, MilestonesSummary};

/// The marks of a milestone whose median game is as history.
const AS_HISTORY: Color32 = Color32::from_rgb(0x4c, 0xb0, 0x50);
/// The marks of one that is off.
const OFF: Color32 = crate::ui::ERROR;
/// A row's height, logical pixels.
const ROW: f32 = 18.0;

/// The fonts and colours the chart is drawn in, from the window's style.
struct Ink {
    /// The names and the statuses.
    body: egui::FontId,
    /// The axis.
    small: egui::FontId,
    text: Color32,
    weak: Color32,
    /// Every other row, and the never column.
    faint: Color32,
    /// The row under the pointer.
    hovered: Color32,
}

impl Ink {
    fn of(ui: &egui::Ui) -> Self {
        let v = ui.visuals();
        Ink {
            body: egui::TextStyle::Body.resolve(ui.style()),
            small: egui::TextStyle::Small.resolve(ui.style()),
            text: v.text_color(),
            weak: v.weak_text_color(),
            faint: v.faint_bg_color,
            hovered: v.widgets.hovered.weak_bg_fill,
        }
    }

    /// A text's size in `font`.
    fn size(&self, ui: &egui::Ui, s: &str, font: &egui::FontId) -> egui::Vec2 {
        ui.painter()
            .layout_no_wrap(s.to_string(), font.clone(), self.text)
            .size()
    }
}

/// The chart, as wide as the room it is given.
pub(super) fn chart(ui: &mut egui::Ui, g: &Game, h: &MilestonesSummary, id: &str) {
    let ink = Ink::of(ui);
    let width = ui.available_width();
    // Columns: the status, the name (at most two fifths of the width), the turns, never.
    let status_w = ink.size(ui, "off", &ink.body).x + 8.0;
    let widest = h
        .milestones
        .iter()
        .map(|m| ink.size(ui, &m.name, &ink.body).x)
        .fold(0.0, f32::max);
    let name_w = (widest + 8.0).min(0.4 * width).max(60.0);
    let never_w = ink.size(ui, "never", &ink.small).x + 8.0;
    let last = g.scenario.turns.max(1);
    let number_w = ink.size(ui, &last.to_string(), &ink.small).x;
    // A line of the axis's text: the numbers, then the dates.
    let line = ink.size(ui, "0", &ink.small).y + 2.0;
    let rows_h = h.milestones.len() as f32 * ROW;
    let (rect, _) =
        ui.allocate_exact_size(vec2(width, rows_h + 4.0 + 2.0 * line), egui::Sense::hover());
    let axis = Axis {
        first: 1,
        last,
        left: rect.left() + status_w + name_w,
        right: rect.right() - never_w,
        never_width: never_w,
    };
    let painter = ui.painter_at(rect.expand(2.0));
    let numbered = axis.numbered(number_w);
    let rows = rect.top()..=rect.top() + rows_h;
    // The never column, and a faint line down each numbered turn.
    painter.rect_filled(
        Rect::from_x_y_ranges(axis.right..=axis.end(), rows.clone()),
        0.0,
        ink.faint,
    );
    for &t in &numbered {
        let x = axis.x(Some(t));
        painter.line_segment(
            [pos2(x, *rows.start()), pos2(x, *rows.end())],
            Stroke::new(1.0, ink.weak.gamma_multiply(0.25)),
        );
    }
    for (i, m) in h.milestones.iter().enumerate() {
        let top = rect.top() + i as f32 * ROW;
        let row = Rect::from_x_y_ranges(rect.left()..=rect.right(), top..=top + ROW);
        let hover = ui
            .interact(
                row,
                ui.id().with((id, "history row", i)),
                egui::Sense::hover(),
            )
            .on_hover_text(row_words(&side_kind(g, m), m));
        if hover.hovered() {
            painter.rect_filled(row, 0.0, ink.hovered);
        } else if i % 2 == 1 {
            painter.rect_filled(row, 0.0, ink.faint);
        }
        draw_row(&painter, m, &axis, row, [name_w, status_w], &ink);
    }
    scale(&painter, g, &axis, &numbered, (*rows.end(), line), &ink);
    legend(ui);
}

/// Under the rows: the turns' numbers ("never" after them), then a few of them dated.
fn scale(
    painter: &egui::Painter,
    g: &Game,
    axis: &Axis,
    numbered: &[u32],
    (bottom, line): (f32, f32),
    ink: &Ink,
) {
    let y = bottom + 4.0;
    painter.line_segment(
        [pos2(axis.left, bottom), pos2(axis.end(), bottom)],
        Stroke::new(1.0, ink.weak),
    );
    let label = |x: f32, words: &str, align: egui::Align2, colour: Color32| {
        painter.text(pos2(x, y), align, words, ink.small.clone(), colour);
    };
    for &t in numbered {
        let x = axis.x(Some(t));
        painter.line_segment([pos2(x, bottom), pos2(x, y)], Stroke::new(1.0, ink.weak));
        label(x, &t.to_string(), egui::Align2::CENTER_TOP, ink.text);
    }
    label(axis.x(None), "never", egui::Align2::CENTER_TOP, ink.text);
    label(axis.left - 6.0, "turn", egui::Align2::RIGHT_TOP, ink.weak);
    dates(painter, g, axis, numbered, y + line, (&ink.small, ink.weak));
}

/// A row: its status and name at the left, its marks over the turns.
fn draw_row(
    painter: &egui::Painter,
    m: &MilestoneSummary,
    axis: &Axis,
    row: Rect,
    [name_w, status_w]: [f32; 2],
    ink: &Ink,
) {
    let (font, text) = (&ink.body, ink.text);
    let k = marks(m, axis);
    let colour = if k.as_history { AS_HISTORY } else { OFF };
    let y = row.center().y;
    painter.text(
        pos2(row.left() + 2.0, y),
        egui::Align2::LEFT_CENTER,
        status(m),
        font.clone(),
        colour,
    );
    let mut job = egui::text::LayoutJob::simple_singleline(m.name.clone(), font.clone(), text);
    job.wrap = egui::text::TextWrapping::truncate_at_width(name_w - 8.0);
    let galley = painter.layout_job(job);
    let at = pos2(row.left() + status_w, y - galley.size().y / 2.0);
    painter.galley(at, galley, text);
    // The band a median within is as history.
    painter.rect_filled(
        Rect::from_x_y_ranges(k.band.0..=k.band.1, row.top() + 2.0..=row.bottom() - 2.0),
        2.0,
        band_fill(text),
    );
    // The middle half of the games, then the median game.
    painter.line_segment(
        [pos2(k.spread.0, y), pos2(k.spread.1, y)],
        Stroke::new(4.0, colour.gamma_multiply(0.7)),
    );
    let history_ink = Stroke::new(1.5, text);
    match k.history {
        HistoryMark::Diamond(x) => diamond(painter, pos2(x, y), 5.0, history_ink),
        HistoryMark::HeldThrough(x) => {
            painter.line_segment(
                [pos2(x, row.top() + 1.0), pos2(x, row.bottom() - 1.0)],
                Stroke::new(2.5, text),
            );
        }
    }
    median(painter, pos2(k.median, y), k.as_history, colour);
}

/// The shade of the span a median within is as history: the text's colour, faint (light on
/// a dark theme, dark on a light one).
fn band_fill(text: Color32) -> Color32 {
    text.gamma_multiply(0.18)
}

/// A diamond's outline around `c`.
fn diamond(painter: &egui::Painter, c: Pos2, r: f32, stroke: Stroke) {
    let points = vec![
        pos2(c.x, c.y - r),
        pos2(c.x + r, c.y),
        pos2(c.x, c.y + r),
        pos2(c.x - r, c.y),
    ];
    painter.add(egui::Shape::convex_polygon(
        points,
        Color32::TRANSPARENT,
        stroke,
    ));
}

/// The median game: a dot where it is as history, a cross where it is off.
fn median(painter: &egui::Painter, c: Pos2, as_history: bool, colour: Color32) {
    if as_history {
        painter.circle_filled(c, 4.0, colour);
    } else {
        let r = 4.0;
        let stroke = Stroke::new(2.5, colour);
        painter.line_segment([c + vec2(-r, -r), c + vec2(r, r)], stroke);
        painter.line_segment([c + vec2(-r, r), c + vec2(r, -r)], stroke);
    }
}

/// A few of the numbered turns dated from the scenario's calendar ("Jun 1941"), each where it
/// leaves room beside the one before.
fn dates(
    painter: &egui::Painter,
    g: &Game,
    axis: &Axis,
    numbered: &[u32],
    y: f32,
    (font, colour): (&egui::FontId, Color32),
) {
    let mut free = axis.left;
    for &t in numbered {
        let galley =
            painter.layout_no_wrap(g.scenario.turn_name(&g.rules, t), font.clone(), colour);
        let w = galley.size().x;
        // Centred under its turn, kept inside the turns.
        let left = (axis.x(Some(t)) - w / 2.0).clamp(axis.left, (axis.right - w).max(axis.left));
        if left < free {
            continue;
        }
        free = left + w + 2.0 * TICK_GAP;
        painter.galley(pos2(left, y), galley, colour);
    }
}

/// What the marks mean, in a line that wraps between (never within) its items.
fn legend(ui: &mut egui::Ui) {
    let text = ui.visuals().text_color();
    let small = egui::TextStyle::Small.resolve(ui.style());
    // A mark and its words, one widget: the line wraps before it, not between them.
    let item = |ui: &mut egui::Ui, draw: &dyn Fn(&egui::Painter, Rect), words: &str| {
        let galley = ui
            .painter()
            .layout_no_wrap(words.to_string(), small.clone(), text);
        let size = vec2(18.0 + galley.size().x, galley.size().y.max(14.0));
        let (r, _) = ui.allocate_exact_size(size, egui::Sense::hover());
        let mark = Rect::from_min_size(pos2(r.left(), r.center().y - 7.0), vec2(14.0, 14.0));
        draw(ui.painter(), mark);
        let at = pos2(r.left() + 18.0, r.center().y - galley.size().y / 2.0);
        ui.painter().galley(at, galley, text);
    };
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 10.0;
        item(
            ui,
            &|p, r| diamond(p, r.center(), 5.0, Stroke::new(1.5, text)),
            "historical turn",
        );
        item(
            ui,
            &|p, r| {
                p.line_segment([r.center_top(), r.center_bottom()], Stroke::new(2.5, text));
            },
            "held through (history)",
        );
        item(
            ui,
            &|p, r| {
                p.rect_filled(r.shrink2(vec2(0.0, 2.0)), 2.0, band_fill(text));
            },
            "as history",
        );
        item(
            ui,
            &|p, r| {
                p.line_segment(
                    [r.left_center(), r.right_center()],
                    Stroke::new(4.0, AS_HISTORY.gamma_multiply(0.7)),
                );
            },
            "quartiles of the games",
        );
        item(
            ui,
            &|p, r| median(p, r.center(), true, AS_HISTORY),
            "median: ok",
        );
        item(ui, &|p, r| median(p, r.center(), false, OFF), "median: off");
    });
}
