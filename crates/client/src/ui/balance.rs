//! The Balance window, in set-up mode: the games played from the set-up after each change
//! (`services::balance`): who plays each side and how many games, the run under way, the last
//! run's win rates with their 95% intervals, the objective hexes each side held by turn and its
//! battles by final odds column (as the what-if window shows them), a table of the last changes
//! with the win rates after each, each side's difference from the row before with that
//! difference's 95% interval, and "within the noise" only where every side's interval holds 0
//! (the change is not shown), and the `steppe sim` command that prints the same figures.

use crate::services::balance::default_games;
use crate::services::balance::{Balance, Row};
use crate::services::saves::Source;
use crate::state::{CurrentGame, Designer, PanelCover, UiSet};
use crate::ui::placed;
use crate::ui::spots::Spots;
use crate::ui::titles::BALANCE;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::engine::game::Game;
use steppe_rules::play::Policy;
use steppe_rules::play::interval::{Difference, worst_half_width};

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

/// "+11.0 (+2.8 to +19.6)": a difference of win rates and its 95% interval, in points.
pub(crate) fn difference(d: &Difference) -> String {
    format!(
        "{:+.1} ({:+.1} to {:+.1})",
        100.0 * d.diff,
        100.0 * d.low,
        100.0 * d.high
    )
}

/// The words for a row's comparison with the one before: "within the noise" only where no
/// side's difference is shown (every interval holds 0).
pub(crate) fn moved(row: &Row) -> &'static str {
    match &row.differences {
        None => "-",
        Some(d) if d.iter().any(Difference::shown) => "a change",
        Some(_) => "within the noise",
    }
}

/// A side's difference from the row before in a sentence, with what it comes to.
pub(crate) fn change_line(side: &str, d: &Difference) -> String {
    let interval = format!(
        "95% interval {:+.1} to {:+.1}",
        100.0 * d.low,
        100.0 * d.high
    );
    if d.shown() {
        format!(
            "{side}: {:+.1} points on the row before ({interval}): a change",
            100.0 * d.diff
        )
    } else {
        format!(
            "{side}: {:+.1} points on the row before ({interval}, which holds 0): within the noise",
            100.0 * d.diff
        )
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
    mut watch: crate::ui::what_if::WatchFrom,
) -> Result {
    if !designer.on || !game.0.log.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let mut picked = None;
    placed(BALANCE, &cover, ctx)
        .collapsible(true)
        .resizable(false)
        .default_width(330.0)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled(ui, BALANCE, |ui| {
                choices(ui, g, &mut balance, time.elapsed());
                progress(ui, &balance);
                if let Some(last) = balance.rows.last() {
                    ui.separator();
                    last_run(ui, g, last);
                }
                if let Some((_, results)) = &balance.last_games {
                    picked = crate::ui::game_list::game_list(ui, g, results, "balance");
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
            });
        });
    if let (Some(seed), Some((run, _))) = (picked, balance.last_games.as_ref()) {
        watch.start(run, seed, "Balance", g, &source);
    }
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
                            .on_hover_text(crate::ui::players::policy_help(p));
                    }
                });
        }
        ui.label("games");
        ui.add(egui::DragValue::new(&mut balance.games).range(10..=10_000))
            .on_hover_text(games_help(balance.games));
    });
    ui.label(egui::RichText::new(games_help(balance.games)).small());
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

/// What K games tell apart: the worst case of a difference's interval, and the default K's.
pub(crate) fn games_help(games: u32) -> String {
    let default = default_games();
    let half = 100.0 * crate::services::balance::HALF_WIDTH;
    let within = format!(
        "{games} games a run: a change of win rate is known to within {:.1} points either way \
         at worst (both rates at 50%)",
        100.0 * worst_half_width(games as usize)
    );
    if games == default {
        format!("{within}; the default, the fewest that keep it within {half:.0}")
    } else {
        format!("{within}; {default} games keep that within {half:.0}")
    }
}

/// The last run: each side's wins with the interval and its difference from the run before,
/// and the objectives held by turn.
fn last_run(ui: &mut egui::Ui, g: &Game, row: &Row) {
    let s = &row.summary;
    ui.label(format!("After {}: {} games", row.change, s.games));
    // The same lines as the what-if window's.
    for line in crate::ui::what_if::summary_lines(s) {
        ui.label(line);
    }
    if let Some(d) = &row.differences {
        for (def, d) in g.rules.sides.iter().zip(d) {
            let line = ui.label(change_line(&def.name, d));
            if d.shown() {
                line.highlight();
            }
        }
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
    crate::ui::battles::grid(ui, g, s, "balance");
    crate::ui::history::against_history(ui, g, s, "balance");
}

/// The last changes, newest first, with the win rates after each.
fn history(ui: &mut egui::Ui, g: &Game, balance: &Balance) {
    ui.label(
        egui::RichText::new(
            "Win rates (95% interval) after each change, and under each the difference from \
             the row before (its 95% interval, in points): within the noise where every \
             interval holds 0.",
        )
        .small(),
    );
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
                    let d = row.differences.as_ref().and_then(|d| d.get(side));
                    ui.vertical(|ui| {
                        ui.label(rate(row, side));
                        if let Some(d) = d {
                            let text = egui::RichText::new(difference(d)).small();
                            ui.label(if d.shown() { text.strong() } else { text });
                        }
                    });
                }
                ui.label(moved(row));
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::services::balance::Row;
    use steppe_rules::play::outcome::{GameResult, summarise};

    /// A row of `axis` Axis wins in `n` games (the Soviet winning the rest), compared with
    /// `before` as the service compares it.
    fn row(axis: usize, n: usize, before: Option<&Row>) -> Row {
        let results: Vec<GameResult> = (0..n)
            .map(|i| GameResult {
                format: 1,
                scenario: "s".into(),
                sides: vec!["Axis".into(), "Soviet".into()],
                policies: vec!["greedy".into(), "greedy".into()],
                seed: i as u64 + 1,
                winners: vec![usize::from(i >= axis)],
                end_turn: 5,
                steps_lost: vec![0, 0],
                objectives: Vec::new(),
                battles: None,
                lone_best: Vec::new(),
                pocketed: Vec::new(),
                front: Vec::new(),
                front_lone: Vec::new(),
                replay: None,
                milestones: Vec::new(),
            })
            .collect();
        let summary = summarise(&results).expect("games");
        Row {
            change: "set-up".into(),
            differences: before.map(|b| summary.differences(&b.summary)),
            summary,
        }
    }

    /// The complaint: three mountain hexes moved the Axis from 4% to 15% of 100 games, and
    /// the window called it "within the noise". The difference's interval leaves 0 out.
    #[test]
    fn four_to_fifteen_percent_is_a_change_not_noise() {
        let first = row(4, 100, None);
        assert_eq!(moved(&first), "-");
        let second = row(15, 100, Some(&first));
        assert_eq!(moved(&second), "a change");
        let d = &second.differences.as_ref().expect("compared")[0];
        assert_eq!(difference(d), "+11.0 (+2.8 to +19.6)");
        assert_eq!(
            change_line("Axis", d),
            "Axis: +11.0 points on the row before (95% interval +2.8 to +19.6): a change"
        );
        // 4% to 9%: the interval holds 0, and only then is it noise.
        let third = row(9, 100, Some(&first));
        assert_eq!(moved(&third), "within the noise");
        let d = &third.differences.as_ref().expect("compared")[0];
        assert!(d.low < 0.0 && d.high > 0.0, "{d:?}");
        assert!(
            change_line("Axis", d).ends_with("which holds 0): within the noise"),
            "{}",
            change_line("Axis", d)
        );
    }

    /// The games a run plays by default keep the difference within 5 points; 100 do not.
    #[test]
    fn the_default_games_are_said_to_keep_five_points() {
        let k = default_games();
        assert_eq!(k, 765);
        assert_eq!(
            games_help(k),
            "765 games a run: a change of win rate is known to within 5.0 points either way at \
             worst (both rates at 50%); the default, the fewest that keep it within 5"
        );
        assert_eq!(
            games_help(100),
            "100 games a run: a change of win rate is known to within 13.6 points either way at \
             worst (both rates at 50%); 765 games keep that within 5"
        );
    }
}
