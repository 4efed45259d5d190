//! The What-if window (G): from the position on screen, K games played out by the chosen
//! computer players in the background (`client::services::what_if`), while the window stays in
//! use. It shows each side's wins with a 95% interval, the turn games end on, the losses, the
//! battles by final odds column (as `steppe sim` counts them), and two charts (egui_plot): each
//! side's win rate as the games come in, with its interval, and the objective hexes each side
//! holds at the end of each turn.
use crate::services::saves::Source;
use crate::services::what_if::{Run, WhatIf};
use crate::state::PanelCover;
use crate::state::{CurrentGame, UiSet, Windows};
use crate::ui::battles::grid;
use crate::ui::placed;
use crate::ui::players::policy_help;
use crate::ui::side_colours::{line_colour, palette_of};
use crate::ui::titles::WHAT_IF;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{AxisHints, FilledArea, GridMark, Legend, Line, Plot, uniform_grid_spacer};
use steppe_rules::engine::game::Game;
use steppe_rules::play::Policy;
use steppe_rules::play::outcome::{GameResult, SideSummary, Summary, wilson};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayButton>()
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// Where the Play button's centre is (window logical pixels) while it is shown, for the probe.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub(crate) struct PlayButton(pub Option<[f32; 2]>);

/// The lines saying what the games came to: one per side, then the end turn.
pub(crate) fn summary_lines(s: &Summary) -> Vec<String> {
    let mut lines: Vec<String> = s.sides.iter().map(SideSummary::line).collect();
    lines.push(format!(
        "no winner: {}; the games ended on turn {:.1} on average",
        s.no_winner, s.average_end_turn
    ));
    lines
}

/// Per side: its running win rate after each game (in the order they finished), and the 95%
/// interval's ends, as `(x, rate, low, high)` in percent.
pub(crate) fn running_rates(results: &[GameResult], side: usize) -> Vec<[f64; 4]> {
    let mut wins = 0;
    results
        .iter()
        .enumerate()
        .map(|(i, r)| {
            wins += usize::from(r.winners.contains(&side));
            let (p, lo, hi) = wilson(wins, i + 1);
            [(i + 1) as f64, 100.0 * p, 100.0 * lo, 100.0 * hi]
        })
        .collect()
}

fn charts(ui: &mut egui::Ui, g: &Game, run: &Run, results: &[GameResult], summary: &Summary) {
    let palette = palette_of(ui);
    ui.label(egui::RichText::new("Win rate as the games came in (95% interval shaded)").small());
    Plot::new("what-if rates")
        .height(150.0)
        .legend(Legend::default())
        .include_y(0.0)
        .include_y(100.0)
        .include_x(1.0)
        .y_axis_label("% won")
        .x_axis_label("games played")
        .y_grid_spacer(uniform_grid_spacer(|_| [10.0, 50.0, 100.0]))
        .allow_scroll(false)
        .show(ui, |plot| {
            for (side, def) in g.rules.sides.iter().enumerate() {
                let rates = running_rates(results, side);
                let colour = line_colour(palette, g, side);
                let xs: Vec<f64> = rates.iter().map(|r| r[0]).collect();
                let lo: Vec<f64> = rates.iter().map(|r| r[2]).collect();
                let hi: Vec<f64> = rates.iter().map(|r| r[3]).collect();
                plot.add(
                    FilledArea::new(format!("{} 95%", def.name), &xs, &lo, &hi)
                        .fill_color(colour.gamma_multiply(0.25)),
                );
                plot.line(
                    Line::new(
                        def.name.clone(),
                        rates.iter().map(|r| [r[0], r[1]]).collect::<Vec<_>>(),
                    )
                    .color(colour)
                    .width(2.0),
                );
            }
        });
    ui.label(
        egui::RichText::new(format!(
            "Objective hexes held at the end of each game turn, average of the games (of {})",
            run.objective_hexes
        ))
        .small(),
    );
    let first = f64::from(run.start_turn);
    let last = first + summary.objectives_by_turn.len().saturating_sub(1) as f64;
    Plot::new("what-if objectives")
        .height(150.0)
        .legend(Legend::default())
        .include_y(0.0)
        .include_y(run.objective_hexes as f64)
        .include_x(first)
        .include_x(last.max(first + 1.0))
        // A mark on every game turn, all of one weight, so each is labelled.
        .x_grid_spacer(|i| {
            let (lo, hi) = (i.bounds.0.ceil() as i64, i.bounds.1.floor() as i64);
            (lo..=hi)
                .map(|t| GridMark {
                    value: t as f64,
                    step_size: 1.0,
                })
                .collect()
        })
        .y_grid_spacer(uniform_grid_spacer(|i| {
            let step = if i.bounds.1 - i.bounds.0 > 20.0 {
                5.0
            } else {
                1.0
            };
            [step, step * 5.0, step * 10.0]
        }))
        .y_axis_label("hexes held")
        // Turns are a few dozen pixels apart: labelled closer than egui_plot's default allows.
        .custom_x_axes(vec![
            AxisHints::new_x()
                .label("game turn")
                .label_spacing(18.0..=24.0),
        ])
        .allow_scroll(false)
        .show(ui, |plot| {
            for (side, def) in g.rules.sides.iter().enumerate() {
                let points: Vec<[f64; 2]> = summary
                    .objectives_by_turn
                    .iter()
                    .enumerate()
                    .map(|(t, held)| [first + t as f64, held.get(side).copied().unwrap_or(0.0)])
                    .collect();
                plot.line(
                    Line::new(def.name.clone(), points)
                        .color(line_colour(palette, g, side))
                        .width(2.0),
                );
            }
        });
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    cover: Res<PanelCover>,
    mut what_if: ResMut<WhatIf>,
    mut windows: ResMut<Windows>,
    mut button: ResMut<PlayButton>,
    source: Res<Source>,
    mut watch: WatchFrom,
) -> Result {
    let mut at = None;
    if !windows.what_if {
        button.set_if_neq(PlayButton(at));
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let w = &mut *what_if;
    w.policies.resize(g.rules.sides.len(), Policy::Greedy);
    let mut open = true;
    let mut picked = None;
    placed(WHAT_IF, &cover, ctx)
        .open(&mut open)
        .default_width(440.0)
        .show(ctx, |ui| {
            // Taller than its room in the column, it scrolls.
            crate::ui::layout::scrolled(ui, WHAT_IF, |ui| {
                let running = w.run.as_ref().is_some_and(|r| r.took.is_none());
                ui.label(format!(
                    "Plays games from this position ({}, {}) with computer players on both sides.",
                    g.turn_name(&g.state),
                    g.rules.phases[g.state.phase].name
                ));
                ui.add_enabled_ui(!running, |ui| choose_players(ui, g, w));
                at = ui
                    .horizontal(|ui| play_or_stop(ui, g, w, running, &source))
                    .inner;
                if let Some(run) = w.run.as_mut() {
                    ui.separator();
                    picked = report(ui, g, run);
                }
            });
        });
    windows.what_if &= open;
    button.set_if_neq(PlayButton(at));
    if let (Some(seed), Some(run)) = (picked, what_if.run.as_ref()) {
        watch.start(run, seed, "what-if", g, &source);
    }
    Ok(())
}

/// What watching a run's game back needs besides the game and its files: the seats and last
/// save to put back on Close, the viewer, the status line.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct WatchFrom<'w> {
    seats: Res<'w, crate::state::Seats>,
    last: Res<'w, crate::services::saves::LastSave>,
    watching: ResMut<'w, crate::services::watching::Watching>,
    status: ResMut<'w, crate::state::StatusLine>,
}

impl WatchFrom<'_> {
    /// Game `seed` of `run` watched back (played again first: a campaign's general takes a
    /// second or two).
    pub fn start(&mut self, run: &Run, seed: u64, what: &str, g: &Game, source: &Source) {
        let back = (g, source, &*self.seats, &*self.last);
        match crate::services::watching::watch_run_game(
            run,
            seed,
            what,
            source.loaded.clone(),
            back,
        ) {
            Ok(w) => self.watching.0 = Some(Box::new(w)),
            Err(e) => *self.status = crate::state::StatusLine::error(e),
        }
    }
}

/// The computer player of each side and the number of games.
fn choose_players(ui: &mut egui::Ui, g: &Game, w: &mut WhatIf) {
    ui.horizontal_wrapped(|ui| {
        for (side, def) in g.rules.sides.iter().enumerate() {
            ui.label(&def.name);
            egui::ComboBox::from_id_salt(("what-if", side))
                .selected_text(w.policies[side].name())
                .width(80.0)
                .show_ui(ui, |ui| {
                    for p in Policy::ALL {
                        ui.selectable_value(&mut w.policies[side], p, p.name())
                            .on_hover_text(policy_help(p));
                    }
                });
        }
        ui.label("games");
        ui.add(egui::DragValue::new(&mut w.games).range(1..=10_000));
    });
}

/// Stop while the games are played, else Play: it starts them, with the position saved beside
/// the saves so that the command line can play the same games (`steppe sim --from`). Where the
/// Play button's centre is, while it is shown.
fn play_or_stop(
    ui: &mut egui::Ui,
    g: &Game,
    w: &mut WhatIf,
    running: bool,
    source: &Source,
) -> Option<[f32; 2]> {
    if running {
        let stopping = w.run.as_ref().is_some_and(Run::stopping);
        if ui
            .add_enabled(!stopping, egui::Button::new("Stop"))
            .on_hover_text("Stop after the games under way; the games played are kept")
            .clicked()
            && let Some(run) = &w.run
        {
            run.stop();
        }
        return None;
    }
    let play = ui
        .button(format!("Play {} games", w.games))
        .on_hover_text("In the background, on every core, at a lower priority than the window");
    if play.clicked() {
        let mut run = Run::start(g, w.policies.clone(), w.games);
        let file = source.saves.join("what-if.ron");
        run.command = Some(
            std::fs::create_dir_all(&source.saves)
                .and_then(|()| steppe_files::write_save(&file, g, &source.loaded, &[]))
                .map(|()| run.command_for(&file))
                .map_err(|e| {
                    format!(
                        "No command line for these games: the position could \
                     not be saved as {}: {e}",
                        file.display()
                    )
                }),
        );
        w.run = Some(run);
    }
    Some([play.rect.center().x, play.rect.center().y])
}

/// The run: its players and seeds, the command line for the same games, its progress, and
/// what the games came to so far (the lines, the battles, the charts, the games themselves);
/// the seed of the game whose Watch was clicked.
fn report(ui: &mut egui::Ui, g: &Game, run: &mut Run) -> Option<u64> {
    // The games finished since the last frame taken, and summed up again if any did.
    run.take_new();
    let run = &*run;
    let (results, summary) = (run.seen(), run.summary());
    let done = summary.map_or(0, |s| s.games);
    let elapsed = run.took.unwrap_or_else(|| run.started.elapsed());
    let rate = done as f64 / elapsed.as_secs_f64().max(1e-3);
    let names: Vec<&str> = run.policies.iter().map(|p| p.name()).collect();
    ui.label(format!(
        "From {}: {} against {}, seeds {}-{}",
        run.position,
        names.first().copied().unwrap_or_default(),
        names.get(1).copied().unwrap_or_default(),
        run.first_seed,
        run.first_seed + u64::from(run.games) - 1
    ));
    match &run.command {
        Some(Ok(cmd)) => {
            ui.label(egui::RichText::new("The same games on the command line:").small());
            ui.add(egui::Label::new(egui::RichText::new(cmd).monospace().small()).selectable(true));
        }
        Some(Err(why)) => {
            ui.label(
                egui::RichText::new(why)
                    .small()
                    .color(ui.visuals().warn_fg_color),
            );
        }
        None => {}
    }
    ui.add(
        egui::ProgressBar::new(done as f32 / run.games.max(1) as f32).text(format!(
            "{done} of {} games, {rate:.1} a second{}",
            run.games,
            match (run.took, run.stopping()) {
                (Some(_), true) => ", stopped",
                (Some(_), false) => ", done",
                (None, true) => ", stopping",
                (None, false) => "",
            }
        )),
    );
    let Some(summary) = summary else {
        ui.label("The first games are being played...");
        return None;
    };
    for line in summary_lines(summary) {
        ui.label(line);
    }
    grid(ui, g, summary, "what-if");
    crate::ui::history::against_history(ui, g, summary, "what-if");
    charts(ui, g, run, results, summary);
    crate::ui::game_list::game_list(ui, g, results, "what-if")
}

#[cfg(test)]
mod tests {
    use crate::ui::what_if::*;

    fn result(winners: Vec<usize>) -> GameResult {
        GameResult {
            format: steppe_rules::play::outcome::RESULT_FORMAT,
            scenario: "s".into(),
            sides: vec!["Axis".into(), "Soviet".into()],
            policies: vec!["greedy".into(), "greedy".into()],
            seed: 1,
            winners,
            end_turn: 3,
            steps_lost: vec![1, 2],
            objectives: vec![vec![1, 3]],
            battles: Some(Vec::new()),
            lone_best: Vec::new(),
            pocketed: Vec::new(),
            front: Vec::new(),
            front_lone: Vec::new(),
            replay: None,
            milestones: Vec::new(),
        }
    }

    #[test]
    fn the_running_rate_follows_the_games_with_its_interval() {
        let results = [result(vec![0]), result(vec![1]), result(vec![0])];
        let axis = running_rates(&results, 0);
        assert_eq!(axis.len(), 3);
        assert_eq!(axis[0][1], 100.0);
        assert_eq!(axis[1][1], 50.0);
        assert!((axis[2][1] - 200.0 / 3.0).abs() < 1e-9);
        for r in &axis {
            assert!(r[2] <= r[1] && r[1] <= r[3], "{r:?}");
        }
        let soviet = running_rates(&results, 1);
        assert_eq!(soviet[0][1], 0.0);
    }

    #[test]
    fn the_summary_names_each_side_and_the_end_turn() {
        let s = steppe_rules::play::outcome::summarise(&[result(vec![0]), result(vec![])])
            .expect("a summary");
        let lines = summary_lines(&s);
        assert!(
            lines[0].starts_with("Axis (greedy): 1 wins, 50.0%"),
            "{lines:?}"
        );
        assert!(lines[1].starts_with("Soviet (greedy): 0 wins"), "{lines:?}");
        assert!(lines[2].contains("no winner: 1") && lines[2].contains("turn 3.0"));
    }
}
