//! The bars around the map: the top bar (turn N of M, phase and phasing side, weather, the
//! overlay toggles and window buttons, "End phase" and "Undo"; below them the sequence-of-play
//! strip, the replacement points and the victory progress, `progress`) and the bottom bar
//! (the status line, and what is under the pointer: hex number, terrain, units, the path cost
//! to a destination). Ctrl+Z undoes, Ctrl+E ends the phase.
//!
//! Buttons only send [`SendCommand`] messages; the game is changed by the applying system alone.
//! The bars' heights and the dock's width go to [`PanelCover`] so that clicks on them never reach
//! the map. The bars' words (heading, points, weather, the hovered hex) are in `bar_words`.

use crate::services::apply::UndoFloor;
use crate::services::computer::Computer;
use crate::services::watching::Watching;
use crate::state::Blocked;
use crate::state::{
    ApplySet, CurrentGame, MapToggles, Seats, Selection, SendCommand, StatusLine, UiSet, Windows,
};
use crate::state::{Dialog, Hovered, PanelCover};
use crate::ui::ERROR;
use crate::ui::bar_words::{hover_text, phase_summary, points_text};
use crate::ui::confirm::end_phase;
use crate::ui::spots::Spots;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::engine::game::Game;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_bars.in_set(UiSet::Bars))
        .add_systems(
            Update,
            command_keys.run_if(|b: Res<Blocked>| !b.0).before(ApplySet),
        );
}

/// Ctrl+Z undoes, Ctrl+E ends the phase (or asks first, see `confirm::end_phase`); while the
/// computer thinks, Ctrl+E tells it to play now.
fn command_keys(
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<CurrentGame>,
    computer: Res<Computer>,
    mut dialog: ResMut<Dialog>,
    mut send: MessageWriter<SendCommand>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        send.write(SendCommand::Undo);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyE) {
        if computer.thinking().is_some() {
            computer.play_now();
        } else {
            end_phase(&game.0, &mut dialog, &mut send);
        }
    }
}

/// The top bar's width (logical pixels) below which the heading's next part is not begun.
const ROOM_FOR_A_PART: f32 = 48.0;

/// What the top bar's buttons show and touch: the toggles and windows, the dialog (the menu),
/// the commands, the seats and the computer, how far back undo may go, the probe's spots.
#[derive(SystemParam)]
struct TopBar<'w> {
    toggles: ResMut<'w, MapToggles>,
    windows: ResMut<'w, Windows>,
    dialog: ResMut<'w, Dialog>,
    send: MessageWriter<'w, SendCommand>,
    seats: Res<'w, Seats>,
    floor: Res<'w, UndoFloor>,
    spots: ResMut<'w, Spots>,
    thinker: Res<'w, Computer>,
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw_bars(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    status: Res<StatusLine>,
    hovered: Res<Hovered>,
    selection: Res<Selection>,
    mut cover: ResMut<PanelCover>,
    mut watching: ResMut<Watching>,
    mut bar: TopBar,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "steppe panels".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let narrow = ctx.viewport_rect().width() < NARROW;
    let top = turn_bar(&mut root, g, narrow, &mut bar);
    let mut bottom = status_bar(&mut root, g, &status, &hovered, &selection);
    if let Some(w) = watching.0.as_mut() {
        bottom = crate::ui::replay_bar::replay_bar(&mut root, g, w, &mut bar.spots);
    }
    // The dock of windows at the right, between the bars, while any window is in it: a plain
    // panel under the windows, so the map never shows between them.
    let right = if crate::ui::layout::dock_in_use(ctx) {
        let width = crate::ui::dock::dock_width(ctx.viewport_rect().width());
        egui::Panel::right("dock")
            .exact_size(width)
            .resizable(false)
            .show(&mut root, |_| {});
        width
    } else {
        0.0
    };
    // egui points are the window's logical pixels (bevy_egui's default scale).
    cover.set_if_neq(PanelCover {
        top: top.bottom(),
        bottom: ctx.viewport_rect().bottom() - bottom.top(),
        right,
    });
    Ok(())
}

/// The top bar: Menu, the turn, phase and weather, the toggles and windows, Undo and End
/// phase; below them the sequence of play and the victory conditions' progress. Its rectangle.
fn turn_bar(root: &mut egui::Ui, g: &Game, narrow: bool, bar: &mut TopBar) -> egui::Rect {
    egui::Panel::top("turn bar")
        .show(root, |ui| {
            ui.horizontal(|ui| {
                let menu = ui.button("Menu").on_hover_text(
                    "New game, open, save, save as, players, help, quit (Esc with nothing selected)",
                );
                bar.spots.note("menu", menu.rect);
                if menu.clicked() && *bar.dialog == Dialog::None {
                    *bar.dialog = Dialog::Menu;
                }
                ui.separator();
                // The buttons on the right first; the turn, phase and weather get the room
                // left between, each cut short with "…" (its whole text on hover) rather than
                // drawn under the buttons.
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    end_phase_or_play_now(ui, g, bar);
                    let undo = ui.add_enabled(bar.floor.may_undo(g), egui::Button::new("Undo"));
                    if undo
                        .on_hover_text("Take back the last command (Ctrl+Z)")
                        .on_disabled_hover_text(
                            "Nothing to undo since the last die roll or the computer's last command",
                        )
                        .clicked()
                    {
                        bar.send.write(SendCommand::Undo);
                    }
                    if !narrow {
                        ui.separator();
                        toggles_row(ui, &mut bar.windows, &mut bar.toggles);
                    }
                    ui.separator();
                    ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                        heading(ui, g);
                    });
                });
            });
            // The sequence of play and the victory conditions' progress, always in view; in a
            // narrow window the buttons come beside the sequence and the progress goes below,
            // so that the turn, phase and weather above read in full.
            ui.horizontal(|ui| {
                crate::ui::progress::strip(ui, g);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if narrow {
                        toggles_row(ui, &mut bar.windows, &mut bar.toggles);
                    } else {
                        progress_row(ui, g, &mut bar.windows);
                    }
                });
            });
            if narrow {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    progress_row(ui, g, &mut bar.windows);
                });
            }
        })
        .response
        .rect
}

/// "End phase", or "Play now" in its place while the computer thinks (the same width: nothing
/// on the bar moves under the pointer).
fn end_phase_or_play_now(ui: &mut egui::Ui, g: &Game, bar: &mut TopBar) {
    if bar.thinker.thinking().is_some() {
        crate::ui::players::play_now_button(ui, &bar.thinker, END_WIDTH);
        return;
    }
    let computer = bar.seats.computer_acting(g);
    // Where the rules would refuse the end (Typhoon's activation phases before a formation is
    // activated), the button is off and says why, rather than a click that seems lost and a
    // refusal down in the status bar.
    let refused = steppe_rules::mechanics::activation::end_problem(g, &g.state);
    let end = ui.add_enabled(
        !g.state.over && computer.is_none() && refused.is_none(),
        egui::Button::new("End phase").min_size(egui::vec2(END_WIDTH, 0.0)),
    );
    bar.spots.note("end_phase", end.rect);
    if end
        .on_hover_text("End this phase (Ctrl+E)")
        .on_disabled_hover_text(match (&computer, &refused) {
            (Some(side), _) => format!("The computer is playing the {side}"),
            (None, Some(why)) => format!(
                "Not yet: {why} (click one of its units, or pick it in the Activations window)"
            ),
            (None, None) => "The game is over".into(),
        })
        .clicked()
    {
        end_phase(g, &mut bar.dialog, &mut bar.send);
    }
}

/// The turn, phase and weather, each cut short with "…" when the bar is short of room.
fn heading(ui: &mut egui::Ui, g: &Game) {
    let parts = phase_summary(g);
    for (i, part) in parts.iter().enumerate() {
        // No room left for even a part cut short (a narrow window): the rest as one "…",
        // their whole text on hover, not drawn over the buttons.
        if i > 0 && ui.available_width() < ROOM_FOR_A_PART {
            ui.label("…").on_hover_text(parts[i..].join(" · "));
            break;
        }
        if i > 0 {
            ui.separator();
        }
        let text = if i < 2 {
            egui::RichText::new(part).strong()
        } else {
            egui::RichText::new(part)
        };
        ui.add(egui::Label::new(text).truncate());
    }
}

/// The bottom bar: the status line on the left and what is under the pointer on the right, each
/// in its own part of the bar and wrapped there (the bar grows a line), never over the other.
/// Its rectangle.
fn status_bar(
    root: &mut egui::Ui,
    g: &Game,
    status: &StatusLine,
    hovered: &Hovered,
    selection: &Selection,
) -> egui::Rect {
    egui::Panel::bottom("status bar")
        .show(root, |ui| {
            let hover = hovered.0.map(|hex| hover_text(g, selection, hex));
            let width = ui.available_width();
            let hover_width = if hover.is_some() { width * 0.4 } else { 0.0 };
            ui.horizontal_top(|ui| {
                let text = egui::RichText::new(&status.text);
                let text = if status.error {
                    text.color(ERROR)
                } else {
                    text
                };
                ui.allocate_ui_with_layout(
                    egui::vec2(width - hover_width - 12.0, 0.0),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| ui.add(egui::Label::new(text).wrap()),
                );
                if let Some(hover) = hover {
                    ui.allocate_ui_with_layout(
                        egui::vec2(ui.available_width(), 0.0),
                        egui::Layout::top_down(egui::Align::Max),
                        |ui| ui.add(egui::Label::new(hover).wrap()),
                    );
                }
            });
        })
        .response
        .rect
}

/// The width of "End phase" and of "Play now" in its place (logical pixels).
const END_WIDTH: f32 = 80.0;

/// A window narrower than this (logical pixels) has the buttons on the bar's second row.
const NARROW: f32 = 1200.0;

/// The overlay toggles and the window buttons, right to left.
fn toggles_row(ui: &mut egui::Ui, windows: &mut Windows, toggles: &mut ResMut<MapToggles>) {
    window_toggles(ui, windows);
    ui.separator();
    // Copies, so the toggles are marked changed only when one flips.
    let mut t = **toggles;
    ui.toggle_value(&mut t.supply, "Supply")
        .on_hover_text("Shade the hexes out of the phasing side's supply (U)");
    ui.toggle_value(&mut t.zoc, "ZOC")
        .on_hover_text("Ring the enemy's zones of control (Z)");
    ui.toggle_value(&mut t.numbers, "Hex #")
        .on_hover_text("Show every hex's number (N)");
    toggles.set_if_neq(t);
}

/// The victory conditions' progress and the replacement points, right to left.
fn progress_row(ui: &mut egui::Ui, g: &Game, windows: &mut Windows) {
    crate::ui::progress::victory_chips(ui, g, windows);
    ui.separator();
    ui.label(egui::RichText::new(points_text(g)).small());
}

/// The buttons that open and close the windows, with their keys.
fn window_toggles(ui: &mut egui::Ui, windows: &mut Windows) {
    for (open, name, help) in [
        (&mut windows.help, "?", "Keys and mouse (F1)"),
        (
            &mut windows.log,
            "Log",
            "Every battle with its roll and result (L)",
        ),
        (
            &mut windows.terrain,
            "Terrain",
            "The terrain effects chart (T)",
        ),
        (&mut windows.crt, "CRT", "The combat results table (C)"),
        (
            &mut windows.players,
            "Players",
            "Who plays each side: a person or the computer (P)",
        ),
        (
            &mut windows.what_if,
            "What-if",
            "Games played out from here by the computer, in the background (G)",
        ),
        (
            &mut windows.unit,
            "Unit",
            "The unit under the pointer or selected (I)",
        ),
    ] {
        ui.toggle_value(open, name).on_hover_text(help);
    }
}
