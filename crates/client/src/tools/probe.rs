//! The test probe: with `STEPPE_PROBE=/path/file` set, the app writes what a driving script
//! needs to know to click like a player, each time it changes: the phase, the side to act, the
//! battle waiting, the dialog on screen, the selection and the planned attack, the what-if run, and the window
//! position (logical pixels from the top left) of the centre of every hex the map shows (not
//! under the bars or the dock), the map's rectangle and every window's (`rect.<title>`). The
//! end-to-end test (tests/gui_e2e.sh) reads it to find where to click and to wait for the game
//! to reach a state instead of sleeping. It changes nothing in the game.

use crate::drawing::retreat_paths::RetreatPaths;
use crate::services::balance::Balance;
use crate::services::what_if::WhatIf;
use crate::services::words::fold_lines;
use crate::state::{BoardLayout, Dialog};
use crate::state::{ChoiceHover, CombatView, DesignHistory, Designer, ReloadProblems};
use crate::state::{CombatPlan, CurrentGame, Seats, Selection, StatusLine};
use crate::state::{MainCamera, PanelCover};
use crate::ui::balance::{moved, rate};
use crate::ui::layout::shown_windows;
use crate::ui::log::BattleLog;
use crate::ui::new_game::{NewGame, seat_word};
use crate::ui::orders::OrderButton;
use crate::ui::spots::Spots;
use crate::ui::what_if::PlayButton;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::EguiContexts;
use std::fmt::Write;
use std::path::PathBuf;
use steppe_files::catalog::Entry;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::rule_choices::RuleChoices;
use steppe_rules::load::locate::MapSpot;
use steppe_rules::mechanics::combat::acting_side;
use steppe_rules::model::map::HexIdx;
use steppe_rules::play::Policy;

/// The environment variable naming the file to write.
pub(crate) const ENV: &str = "STEPPE_PROBE";

pub(crate) fn plugin(app: &mut App) {
    if let Some(path) = std::env::var_os(ENV).filter(|p| !p.is_empty()) {
        app.insert_resource(Probe {
            path: PathBuf::from(path),
            last: String::new(),
        })
        .add_systems(PostUpdate, write_probe);
    }
}

#[derive(Resource)]
struct Probe {
    path: PathBuf,
    /// What was written last: the file is rewritten only when this changes.
    last: String,
}

/// The game and what the player is doing in it: the selection, the attack planned, the
/// battles, the retreat paths offered, the dialog, the problems in the files.
#[derive(SystemParam)]
struct Play<'w> {
    game: Res<'w, CurrentGame>,
    selection: Res<'w, Selection>,
    plan: Res<'w, CombatPlan>,
    dialog: Res<'w, Dialog>,
    log: Res<'w, BattleLog>,
    view: Res<'w, CombatView>,
    retreats: Option<Res<'w, RetreatPaths>>,
    choice_hover: Res<'w, ChoiceHover>,
    problems: Res<'w, ReloadProblems>,
    status: Res<'w, StatusLine>,
}

/// The panels' state: the seats, the New game screen, set-up mode and its Balance games, the
/// what-if run, and where the buttons a script clicks are.
#[derive(SystemParam)]
struct Panels<'w> {
    seats: Res<'w, Seats>,
    screen: Res<'w, NewGame>,
    designer: Res<'w, Designer>,
    history: Res<'w, DesignHistory>,
    balance: Res<'w, Balance>,
    what_if: Res<'w, WhatIf>,
    play_button: Res<'w, PlayButton>,
    order_button: Res<'w, OrderButton>,
    spots: Res<'w, Spots>,
}

/// The window, the map's camera and the windows egui shows over it.
#[derive(SystemParam)]
struct Screen<'w, 's> {
    window: Option<Single<'w, 's, &'static Window, With<PrimaryWindow>>>,
    camera: Option<Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>>,
    contexts: EguiContexts<'w, 's>,
    cover: Res<'w, PanelCover>,
    board: Res<'w, BoardLayout>,
}

/// Writes the probe when what it says changed: the game's lines, the panels', then the
/// window's.
fn write_probe(mut probe: ResMut<Probe>, play: Play, panels: Panels, mut screen: Screen) {
    let (Some(window), Some(camera)) = (&screen.window, &screen.camera) else {
        return;
    };
    let g = &play.game.0;
    let mut text = String::new();
    let _ = writeln!(text, "scale={}", window.scale_factor());
    game_lines(&mut text, g, &play);
    play_lines(&mut text, g, &play);
    design_lines(&mut text, &panels);
    setup_lines(&mut text, g, &play, &panels);
    button_lines(&mut text, &panels);
    let size = window.size();
    let (cam, at) = **camera;
    let map = screen.cover.map_rect(size);
    window_lines(&mut text, map, size, &mut screen.contexts);
    // Only the hexes the map shows, not those under the bars or the dock (a click there is
    // the panel's).
    for h in 0..g.scenario.map.len() as HexIdx {
        let Ok(p) = cam.world_to_viewport(at, screen.board.centre(h).extend(0.0)) else {
            continue;
        };
        if map.contains(p) {
            let _ = writeln!(text, "hex {} {:.0} {:.0}", g.label(h), p.x, p.y);
        }
    }
    if text != probe.last {
        if let Err(e) = steppe_files::write_atomic(&probe.path, &text) {
            error!("cannot write the probe {}: {e}", probe.path.display());
        }
        probe.last = text;
    }
}

/// Where the game stands: phase, side to act, the problems in the files and where they are,
/// the status line, the battle waiting and the dialog on screen.
fn game_lines(text: &mut String, g: &Game, play: &Play) {
    let _ = writeln!(text, "phase={}", g.rules.phases[g.state.phase].id);
    let _ = writeln!(
        text,
        "side={}",
        g.rules.sides[acting_side(g, &g.state) as usize].id
    );
    let _ = writeln!(text, "over={}", g.state.over);
    let _ = writeln!(text, "reload_problems={}", play.problems.0.len());
    // Where the problems are on the map: hex labels, hexsides as "A/B".
    let places: Vec<String> = play
        .problems
        .0
        .iter()
        .filter_map(|p| p.at)
        .map(|at| match at {
            MapSpot::Hex(h) => g.label(h),
            MapSpot::Hexside(a, b) => format!("{}/{}", g.label(a), g.label(b)),
        })
        .collect();
    let _ = writeln!(text, "problem_places={}", places.join(","));
    let _ = writeln!(text, "status={}", play.status.text.replace('\n', " "));
    let _ = writeln!(
        text,
        "pending={}",
        g.state
            .pending
            .as_ref()
            .map_or("none".to_string(), |p| format!("{:?}", p.stage))
    );
    let _ = writeln!(text, "dialog={}", dialog_name(&play.dialog));
}

/// The dialog on screen, as the probe names it.
fn dialog_name(dialog: &Dialog) -> &'static str {
    match dialog {
        Dialog::None => "none",
        Dialog::HandOver { .. } => "handover",
        Dialog::Continue { .. } => "continue",
        Dialog::Open { .. } => "open",
        Dialog::End => "end",
        Dialog::Confirm { .. } => "confirm",
        Dialog::NewGame => "newgame",
        Dialog::Menu => "menu",
        Dialog::SaveAs { .. } => "saveas",
        Dialog::OpenFile { .. } => "openfile",
        Dialog::OpenTurn { .. } => "openturn",
    }
}

/// What the player is doing: the unit selected, the attack planned, the battles fought and the
/// last one's lines, the side's marks, the formation active, the retreat paths drawn and the
/// one pointed at.
fn play_lines(text: &mut String, g: &Game, play: &Play) {
    let unit_id = |u: u16| g.scenario.units[u as usize].id.clone();
    let _ = writeln!(
        text,
        "selected={}",
        play.selection
            .0
            .as_ref()
            .map_or("none".into(), |s| unit_id(s.unit))
    );
    let _ = writeln!(
        text,
        "defender={}",
        play.plan.defender.map_or("none".into(), |h| g.label(h))
    );
    let attackers: Vec<String> = play.plan.attackers.iter().map(|&u| unit_id(u)).collect();
    let _ = writeln!(text, "attackers={}", attackers.join(","));
    let _ = writeln!(text, "commands={}", g.log.len());
    let _ = writeln!(text, "battles={}", play.log.0.len());
    // The last battle as the log shows it (lines folded), for the end-to-end test to read.
    let last = play
        .log
        .0
        .last()
        .map_or_else(Vec::new, |b| fold_lines(&b.lines));
    let _ = writeln!(text, "last_battle={}", last.join(" | "));
    let marks: Vec<String> = g.state.side_marks.iter().map(ToString::to_string).collect();
    let _ = writeln!(text, "side_marks={}", marks.join(","));
    let _ = writeln!(
        text,
        "active={}",
        g.state.formations.active.map_or("none".into(), unit_id)
    );
    // The retreat paths drawn on the map, as their end labels read ("1 0|2 -1 step"), and the
    // answer pointed at (from 1).
    let drawn: Vec<String> = play.retreats.as_ref().map_or_else(Vec::new, |r| {
        r.0.iter().map(|p| p.label.replace('\n', " ")).collect()
    });
    let _ = writeln!(text, "retreat_paths={}", drawn.join("|"));
    let _ = writeln!(
        text,
        "retreat_focus={}",
        play.choice_hover
            .focus()
            .map_or("none".into(), |i| (i + 1).to_string())
    );
}

/// Set-up mode: on or off, its undo and redo, and the Balance panel: its rows, the run under
/// way, the last row's figures.
fn design_lines(text: &mut String, panels: &Panels) {
    let (designer, history, balance) = (&panels.designer, &panels.history, &panels.balance);
    let _ = writeln!(
        text,
        "designer={} design_undo={} design_redo={}",
        if designer.on { "on" } else { "off" },
        history.undo.len(),
        history.redo.len()
    );
    let running = match &balance.run {
        Some((run, _)) => format!("{}/{}", run.played(), run.games),
        None if balance.busy() => "waiting".to_string(),
        None => "none".to_string(),
    };
    let _ = writeln!(text, "balance_rows={}", balance.rows.len());
    let _ = writeln!(text, "balance_run={running}");
    if let Some(row) = balance.rows.last() {
        let s = &row.summary;
        let sides: Vec<String> = (0..s.sides.len())
            .map(|i| format!("{} lost {:.2}", rate(row, i), s.sides[i].average_steps_lost))
            .collect();
        let _ = writeln!(
            text,
            "balance_last={} / end turn {:.2} / {}",
            sides.join(" / "),
            s.average_end_turn,
            moved(row)
        );
    }
}

/// The game's set-up: scenario, seed, seats, optional rules, the planned attack's column, and
/// on the New game screen the scenario chosen and its form.
fn setup_lines(text: &mut String, g: &Game, play: &Play, panels: &Panels) {
    let seat_words = |sides: &[Option<Policy>]| {
        (0..g.rules.sides.len())
            .map(|k| seat_word(sides.get(k).copied().flatten()))
            .collect::<Vec<_>>()
            .join(",")
    };
    let _ = writeln!(text, "scenario={}", g.scenario.name);
    let _ = writeln!(text, "seed={}", g.seed);
    let _ = writeln!(text, "seats={}", seat_words(&panels.seats.sides));
    let _ = writeln!(
        text,
        "options={}",
        RuleChoices::of(&g.rules, &g.scenario).describe(&g.rules)
    );
    if let Some(Ok(o)) = &play.view.odds {
        let _ = writeln!(text, "column={}", o.column_name(g));
    }
    if *play.dialog == Dialog::NewGame {
        let screen = &panels.screen;
        if let Some(k) = screen.chosen {
            let _ = writeln!(text, "chosen={}", screen.list[k].title());
        }
        // Every scenario listed, and the folders they were read from (the package test checks
        // an installed steppe lists the shipped ones).
        let _ = writeln!(text, "listed={}", screen.list.len());
        let titles: Vec<String> = screen.list.iter().map(Entry::title).collect();
        let _ = writeln!(text, "listed_titles={}", titles.join("|"));
        let _ = writeln!(text, "folders={}", screen.folder_lines.join(" | "));
        let _ = writeln!(text, "form_seats={}", seat_words(&screen.form.seats));
        let _ = writeln!(text, "form_seed={}", screen.form.seed);
        let _ = writeln!(text, "form_options={:?}", screen.form.options);
    }
}

/// Where the named widgets, the order button and the what-if Play button are, and the what-if
/// run's progress.
fn button_lines(text: &mut String, panels: &Panels) {
    for (name, [x, y]) in panels.spots.shown() {
        let _ = writeln!(text, "spot.{name}={x:.0} {y:.0}");
    }
    if let Some([x, y]) = panels.order_button.0 {
        let _ = writeln!(text, "order_button={x:.0} {y:.0}");
    }
    if let Some([x, y]) = panels.play_button.0 {
        let _ = writeln!(text, "what_if_button={x:.0} {y:.0}");
    }
    if let Some(run) = &panels.what_if.run {
        let _ = writeln!(text, "what_if_games={}", run.played());
        let _ = writeln!(text, "what_if_finished={}", run.took.is_some());
    }
}

/// The part of the window the map shows, and every window's rectangle: the layout test checks
/// that none lies over another or over the map.
fn window_lines(text: &mut String, map: Rect, size: Vec2, contexts: &mut EguiContexts) {
    let _ = writeln!(
        text,
        "map={:.0} {:.0} {:.0} {:.0}",
        map.min.x,
        map.min.y,
        map.width(),
        map.height()
    );
    let _ = writeln!(text, "window={:.0} {:.0}", size.x, size.y);
    if let Ok(ctx) = contexts.ctx_mut() {
        for (title, r) in shown_windows(ctx) {
            let _ = writeln!(
                text,
                "rect.{title}={:.0} {:.0} {:.0} {:.0}",
                r.min.x,
                r.min.y,
                r.width(),
                r.height()
            );
        }
    }
}
