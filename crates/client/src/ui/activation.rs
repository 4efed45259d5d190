//! The activations window, in games where formations take turns (out of combat phases, where the
//! combat results table takes its corner): who has the initiative, the formation acting now (its HQ, its units, which of its phases this is), or, while the side
//! chooses, the HQs and units out of command it may activate (a button each; a click on one of
//! their units on the map does the same), and how many formations each side has still to act.
//! What the acting formation may do now and in the phases after is read from the ruleset
//! (`activation_words`). A formation just activated is fitted into the part of the map no
//! window covers (`LookAt::Fit`).

use crate::state::PanelCover;
use crate::state::select;
use crate::state::{LookAt, ShowHexes, UiSet};

use crate::state::{ApplySet, CurrentGame, GameChanged, Selection, SendCommand, StatusLine};
use crate::ui::spots::Spots;
use crate::ui::titles::ACTIVATIONS;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::activation::{members, needs_activation, waiting};
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::{SideId, UnitId};
use steppe_rules::state::command::Command;
use steppe_rules::state::command::Event;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ShowHexes>()
        .add_message::<LookAt>()
        .init_resource::<ToFit>()
        .add_systems(Update, follow_activations.after(ApplySet))
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows))
        .add_systems(
            EguiPrimaryContextPass,
            fit_formation.after(UiSet::Windows).after(UiSet::Dialogs),
        );
}

/// The hexes of a formation just activated, to be fitted in the view once the windows of this
/// frame are laid out (`fit_formation`).
#[derive(Resource, Debug, Default)]
struct ToFit(Option<Vec<HexIdx>>);

/// A formation just activated (by a player or the computer) is to be brought into view: its HQ
/// and all its units.
fn follow_activations(
    mut changes: MessageReader<GameChanged>,
    game: Res<CurrentGame>,
    mut to_fit: ResMut<ToFit>,
) {
    for change in changes.read() {
        let GameChanged::Applied { events, .. } = change else {
            continue;
        };
        for e in events {
            if let Event::Activated { unit, units } = e {
                let mut hexes: Vec<HexIdx> = std::iter::once(unit)
                    .chain(units)
                    .filter_map(|&u| game.0.state.unit_hex(u))
                    .collect();
                hexes.sort_unstable();
                hexes.dedup();
                to_fit.0 = Some(hexes);
            }
        }
    }
}

/// Fits the formation just activated into the part of the map area no window covers (as this
/// frame laid them out: the activations window with the formation's list in it), zoomed so that
/// all its units show: the camera does it on the next frame (`LookAt::Fit`).
fn fit_formation(
    mut contexts: EguiContexts,
    cover: Res<PanelCover>,
    mut to_fit: ResMut<ToFit>,
    mut look: MessageWriter<LookAt>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) -> Result {
    let Some(hexes) = to_fit.0.take() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // The map's part of the window: less the bars and the dock.
    let view = ctx.viewport_rect();
    let map = cover.map_rect(Vec2::new(view.width(), view.height()));
    let area = egui::Rect::from_min_max(
        egui::pos2(view.left() + map.min.x, view.top() + map.min.y),
        egui::pos2(view.left() + map.max.x, view.top() + map.max.y),
    );
    let windows: Vec<egui::Rect> = ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|l| matches!(l.order, egui::Order::Middle | egui::Order::Foreground))
            .filter_map(|l| m.area_rect(l.id))
            .collect()
    });
    let r = clear_part(area, &windows);
    look.write(LookAt::Fit {
        hexes,
        into: Rect::new(r.min.x, r.min.y, r.max.x, r.max.y),
    });
    redraw.write(bevy::window::RequestRedraw);
    Ok(())
}

/// The largest part of `area` that none of `windows` covers, found one window at a time (the
/// biggest first): of the parts left, right, above and below the window, the largest is kept.
/// Windows stand in columns along the sides, so this leaves the map between the columns.
fn clear_part(area: egui::Rect, windows: &[egui::Rect]) -> egui::Rect {
    let mut windows: Vec<egui::Rect> = windows.to_vec();
    windows.sort_by(|a, b| b.area().total_cmp(&a.area()));
    let mut r = area;
    for w in windows {
        // (Touching is not covering.)
        if !r.intersect(w).is_positive() {
            continue;
        }
        let parts = [
            egui::Rect::from_min_max(r.min, egui::pos2(w.min.x.min(r.max.x), r.max.y)),
            egui::Rect::from_min_max(egui::pos2(w.max.x.max(r.min.x), r.min.y), r.max),
            egui::Rect::from_min_max(r.min, egui::pos2(r.max.x, w.min.y.min(r.max.y))),
            egui::Rect::from_min_max(egui::pos2(r.min.x, w.max.y.max(r.min.y)), r.max),
        ];
        if let Some(best) = parts
            .into_iter()
            .filter(egui::Rect::is_positive)
            .max_by(|a, b| a.area().total_cmp(&b.area()))
        {
            r = best;
        }
    }
    r
}

/// A formation in a line: "4th Army HQ in 0621: 11 units" / "... out of command".
pub(crate) fn formation_line(g: &Game, leader: UnitId) -> String {
    let name = &g.scenario.units[leader as usize].name;
    let at = g
        .state
        .unit_hex(leader)
        .map_or(String::new(), |h| format!(" in {}", g.label(h)));
    let n = members(g, &g.state, leader).len() - 1;
    if steppe_rules::mechanics::activation::is_hq(g, leader) {
        format!(
            "{name}{at}: {}",
            steppe_rules::model::words::counted(n, "unit", "units")
        )
    } else {
        format!("{name}{at}: out of command")
    }
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw(
    mut contexts: EguiContexts,
    cover: Res<PanelCover>,
    game: Res<CurrentGame>,
    mut send: MessageWriter<SendCommand>,
    mut selection: ResMut<Selection>,
    mut status: ResMut<StatusLine>,
    mut show: MessageWriter<ShowHexes>,
    mut spots: ResMut<Spots>,
) -> Result {
    let g = &game.0;
    let picked = selection.0.as_ref().map(|s| s.unit);
    let mut clicked = None;
    let Some(a) = &g.rules.activations else {
        return Ok(());
    };
    // In a combat phase the combat results table has this corner; the top bar names the
    // formation acting.
    if g.state.over
        || a.run_of(g.state.phase).is_none()
        || g.rules.phases[g.state.phase].kind == steppe_rules::data::ruleset::PhaseKind::Combat
    {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let side = g.phasing_side(&g.state);
    let mut activate = None;
    crate::ui::placed(ACTIVATIONS, &cover, ctx)
        .default_width(260.0)
        .resizable(false)
        .show(ctx, |ui| {
            // Taller than its room in the column, it scrolls.
            crate::ui::layout::scrolled(ui, ACTIVATIONS, |ui| {
                still_to_act(ui, g);
                ui.separator();
                if needs_activation(g, &g.state) {
                    activate = choose_formation(ui, g, side);
                } else if let Some(active) = g.state.formations.active {
                    clicked = acting_formation(ui, g, active, picked, &mut spots);
                }
            });
        });
    if let Some(unit) = activate {
        send.write(SendCommand::Apply(Command::Activate { unit }));
    }
    if let Some(u) = clicked {
        // Selected where it may move now; in any case shown, and named on the status line.
        match select(g, u) {
            Ok(s) => {
                selection.0 = Some(s);
                *status = StatusLine::info(format!("{} selected", g.unit_name(u)));
            }
            Err(why) => *status = StatusLine::info(why),
        }
        if let Some(h) = g.state.unit_hex(u) {
            show.write(ShowHexes {
                hexes: vec![h],
                all: true,
            });
        }
    }
    Ok(())
}

/// The side with the initiative this turn, and how many formations each side has still to act.
fn still_to_act(ui: &mut egui::Ui, g: &Game) {
    if let Some(s) = g.state.formations.initiative {
        ui.label(format!(
            "Initiative this turn: {}",
            g.rules.sides[s as usize].name
        ));
    }
    let left: Vec<String> = (0..g.rules.sides.len())
        .map(|s| {
            format!(
                "{} {}",
                g.rules.sides[s].name,
                waiting(g, &g.state, s as u8).len()
            )
        })
        .collect();
    ui.label(format!("Still to act: {}", left.join(", ")));
}

/// The formations `side` may activate, each with its Activate button; the one clicked.
fn choose_formation(ui: &mut egui::Ui, g: &Game, side: SideId) -> Option<UnitId> {
    let mut activate = None;
    ui.strong(format!(
        "{}: choose a formation to activate",
        g.rules.sides[side as usize].name
    ));
    ui.label("Click one of its units on the map (ringed in white), or:");
    if let Some(run) = crate::ui::activation_words::run_line(g) {
        ui.label(egui::RichText::new(run).italics());
    }
    egui::ScrollArea::vertical()
        .max_height(260.0)
        .show(ui, |ui| {
            for u in waiting(g, &g.state, side) {
                ui.horizontal(|ui| {
                    if ui.button("Activate").clicked() {
                        activate = Some(u);
                    }
                    // Wrapped: a long formation's name would otherwise
                    // widen the window for good, over the map's left.
                    ui.add(egui::Label::new(formation_line(g, u)).wrap());
                });
            }
        });
    activate
}

/// The formation acting: what it may do now and in the phases to come (from the ruleset), and
/// its units, HQ first; the unit clicked (`picked`: the one selected).
fn acting_formation(
    ui: &mut egui::Ui,
    g: &Game,
    active: UnitId,
    picked: Option<UnitId>,
    spots: &mut Spots,
) -> Option<UnitId> {
    let mut clicked = None;
    ui.strong(format!(
        "Acting: {} ({})",
        formation_line(g, active),
        g.rules.phases[g.state.phase].name
    ));
    // What it may do now and in the phases to come, from the ruleset.
    let lines = crate::ui::activation_words::acting_lines(g, active);
    for (k, line) in lines.into_iter().enumerate() {
        if k == 0 {
            ui.label(egui::RichText::new(line).strong());
        } else {
            ui.label(line);
        }
    }
    if let Some(help) = crate::ui::activation_words::hq_phase_help(g) {
        ui.label(egui::RichText::new(help).italics());
    }
    ui.label("Its units are ringed in magenta; no other unit acts now.");
    ui.label("Its units, HQ first (click: select and show it):");
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .show(ui, |ui| {
            for (k, u) in members(g, &g.state, active).into_iter().enumerate() {
                let at = g.state.unit_hex(u).map_or(String::new(), |h| g.label(h));
                let text = format!("{at} {}", g.unit_name(u));
                let row = ui.selectable_label(picked == Some(u), text);
                spots.note(&format!("formation.{k}"), row.rect);
                if row.clicked() {
                    clicked = Some(u);
                }
            }
        });
    clicked
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> egui::Rect {
        egui::Rect::from_min_max(egui::pos2(x0, y0), egui::pos2(x1, y1))
    }

    /// The map area of a 1280x800 window under a 40-pixel bar: the activations window and the
    /// unit panel in the left column, the battle log in the right one. What is left is the
    /// map between them; a window elsewhere (off the area) changes nothing.
    #[test]
    fn the_clear_part_is_the_map_between_the_columns() {
        let area = rect(0.0, 40.0, 1280.0, 770.0);
        let activations = rect(8.0, 46.0, 280.0, 500.0);
        let unit = rect(8.0, 520.0, 270.0, 764.0);
        let log = rect(980.0, 520.0, 1272.0, 764.0);
        let r = clear_part(area, &[activations, unit, log]);
        for w in [activations, unit, log] {
            assert!(!r.intersect(w).is_positive(), "{r:?} over {w:?}");
        }
        assert_eq!(r.min.x, 280.0);
        assert!(r.width() >= 700.0 && r.height() >= 470.0, "{r:?}");
        assert_eq!(clear_part(area, &[]), area);
        assert_eq!(clear_part(area, &[rect(0.0, 0.0, 1280.0, 30.0)]), area);
    }
}
