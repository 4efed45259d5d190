//! The Balance window, in set-up mode: the games played from the set-up after each change
//! (`services::balance`): who plays each side and how many games, the run under way, the last
//! run's win rates with their 95% intervals, the objective hexes each side held by turn and its
//! battles by final odds column (as the what-if window shows them), a table of the last changes
//! with the win rates after each and whether the change moved them beyond the intervals, and
//! the `steppe sim` command that prints the same figures.

use crate::client::services::balance::{Balance, Row};
use crate::client::services::saves::Source;
use crate::client::state::{CurrentGame, Designer, PanelCover, UiSet};
use crate::client::ui::placed;
use crate::client::ui::spots::Spots;
use crate::rules::engine::game::Game;
use crate::rules::play::Policy;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// "41.0% (31.9-50.8)": a side's win rate and its interval, in percent.
pub(crate) fn rate(row: &Row, side: usize) -> String {
    row.summary.sides.get(side).map_or_else(String::new, |s| {
        format!(
            "{:.1}% ({:.1}-{:.1})",
            100.0 * s.win_rate,
            100.0 * s.ci95.0,
            100.0 * s.ci95.1
        )
    })
}

/// The words for a row's comparison with the one before.
pub(crate) fn moved(row: &Row) -> &'static str {
    match row.beyond {
        None => "-",
        Some(true) => "beyond the intervals",
        Some(false) => "within the noise",
    }
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw(
    mut contexts: EguiContexts,
    time: Res<Time<Real>>,
    game: Res<CurrentGame>,
    source: Res<Source>,
    designer: Res<Designer>,
    cover: Res<PanelCover>,
    mut balance: ResMut<Balance>,
    mut spots: ResMut<Spots>,
) -> Result {
    if !designer.on || !game.0.log.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    placed(crate::client::ui::layout::titles::BALANCE, &cover, ctx)
        .collapsible(true)
        .resizable(false)
        .default_width(330.0)
        .show(ctx, |ui| {
            crate::client::ui::layout::scrolled(
                ui,
                crate::client::ui::layout::titles::BALANCE,
                |ui| {
                    choices(ui, g, &mut balance, time.elapsed());
                    progress(ui, &balance);
                    if let Some(last) = balance.rows.last() {
                        ui.separator();
                        last_run(ui, g, last);
                    }
                    if balance.rows.len() > 1 {
                        ui.separator();
                        history(ui, g, &balance);
                    }
                    ui.separator();
                    ui.label(egui::RichText::new("The same games on a terminal:").small());
                    let command = balance.command(&source.loaded.scenario_path);
                    let r = ui.add(
                        egui::Label::new(egui::RichText::new(&command).monospace().small())
                            .sense(egui::Sense::click()),
                    );
                    spots.note("balance.command", r.rect);
                    if r.on_hover_text("Click to copy").clicked() {
                        ui.ctx().copy_text(command);
                    }
                },
            );
        });
    Ok(())
}

/// Who plays each side, and K: a change of either measures the set-up again.
fn choices(ui: &mut egui::Ui, g: &Game, balance: &mut Balance, now: std::time::Duration) {
    balance.policies.resize(g.rules.sides.len(), Policy::Greedy);
    let (before, games) = (balance.policies.clone(), balance.games);
    ui.horizontal_wrapped(|ui| {
        for (side, def) in g.rules.sides.iter().enumerate() {
            ui.label(&def.name);
            egui::ComboBox::from_id_salt(("balance", side))
                .selected_text(balance.policies[side].name())
                .width(70.0)
                .show_ui(ui, |ui| {
                    for p in Policy::ALL {
                        ui.selectable_value(&mut balance.policies[side], p, p.name())
                            .on_hover_text(crate::client::ui::players::policy_help(p));
                    }
                });
        }
        ui.label("games");
        ui.add(egui::DragValue::new(&mut balance.games).range(10..=10_000));
    });
    if balance.policies != before || balance.games != games {
        let names: Vec<&str> = balance.policies.iter().map(|p| p.name()).collect();
        let change = format!("players {}, {} games", names.join(" / "), balance.games);
        balance.ask(now, change);
    }
}

/// The run under way, or the change waiting to settle.
fn progress(ui: &mut egui::Ui, balance: &Balance) {
    if let Some((run, change)) = &balance.run {
        let done = run.played();
        ui.label(format!("After {change}:"));
        ui.add(
            egui::ProgressBar::new(done as f32 / run.games.max(1) as f32)
                .text(format!("{done} of {} games", run.games)),
        );
    } else if balance.busy() {
        ui.label("Games start when the edits pause...");
    } else if balance.rows.is_empty() {
        ui.label("Games are played after each change.");
    }
}

/// The last run: each side's wins with the interval, and the objectives held by turn.
fn last_run(ui: &mut egui::Ui, g: &Game, row: &Row) {
    let s = &row.summary;
    ui.label(format!("After {}: {} games", row.change, s.games));
    // The same lines as the what-if window's.
    for line in crate::client::ui::what_if::summary_lines(s) {
        ui.label(line);
    }
    ui.label(egui::RichText::new("Objective hexes held at the end of each turn:").small());
    // A row per side, a column per turn: a long campaign scrolls sideways.
    egui::ScrollArea::horizontal()
        .id_salt("balance objectives")
        .show(ui, |ui| {
            egui::Grid::new("balance objectives")
                .striped(true)
                .show(ui, |ui| {
                    ui.label("turn");
                    for t in 1..=s.objectives_by_turn.len() {
                        ui.label(t.to_string());
                    }
                    ui.end_row();
                    for (side, def) in g.rules.sides.iter().enumerate() {
                        ui.label(&def.name);
                        for held in &s.objectives_by_turn {
                            ui.label(
                                held.get(side)
                                    .map_or_else(String::new, |h| format!("{h:.1}")),
                            );
                        }
                        ui.end_row();
                    }
                });
        });
    crate::client::ui::battles::grid(ui, g, s, "balance");
}

/// The last changes, newest first, with the win rates after each.
fn history(ui: &mut egui::Ui, g: &Game, balance: &Balance) {
    ui.label(egui::RichText::new("Win rates (95% interval) after each change:").small());
    egui::Grid::new("balance history")
        .striped(true)
        .show(ui, |ui| {
            ui.label("change");
            for def in &g.rules.sides {
                ui.label(&def.name);
            }
            ui.label("moved");
            ui.end_row();
            for row in balance.rows.iter().rev() {
                ui.add_sized([120.0, 16.0], egui::Label::new(&row.change).truncate())
                    .on_hover_text(&row.change);
                for side in 0..g.rules.sides.len() {
                    ui.label(rate(row, side));
                }
                ui.label(moved(row));
                ui.end_row();
            }
        });
}
