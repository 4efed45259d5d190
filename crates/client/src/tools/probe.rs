//! The test probe: with `STEPPE_PROBE=/path/file` set, the app writes what a driving script
//! needs to know to click like a player, each time it changes: the phase, the side to act, the
//! battle waiting, the dialog on screen, the selection and the planned attack, the what-if run, and the window
//! position (logical pixels from the top left) of the centre of every hex the map shows (not
//! under the bars or the dock), the map's rectangle and every window's (`rect.<title>`). The
//! end-to-end test (tests/gui_e2e.sh) reads it to find where to click and to wait for the game
//! to reach a state instead of sleeping. It changes nothing in the game.

use crate::state::{BoardLayout, Dialog};
use crate::state::{CombatPlan, CurrentGame, Seats, Selection, StatusLine};

use crate::ui::log::BattleLog;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use std::fmt::Write;
use std::path::PathBuf;
use steppe_rules::model::map::HexIdx;

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

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn write_probe(
    mut probe: ResMut<Probe>,
    game: Res<CurrentGame>,
    board: Res<BoardLayout>,
    selection: Res<Selection>,
    plan: Res<CombatPlan>,
    dialog: Res<Dialog>,
    log: Res<BattleLog>,
    buttons: (
        Res<crate::ui::orders::OrderButton>,
        Res<crate::ui::spots::Spots>,
    ),
    front: (
        Res<crate::ui::new_game::NewGame>,
        Res<Seats>,
        Res<crate::state::CombatView>,
    ),
    retreat: (
        Option<Res<crate::drawing::retreat_paths::RetreatPaths>>,
        Res<crate::state::ChoiceHover>,
    ),
    what_if: (
        Res<crate::ui::what_if::PlayButton>,
        Res<crate::services::what_if::WhatIf>,
    ),
    reload: (Res<crate::state::ReloadProblems>, Res<StatusLine>),
    design: (
        Res<crate::state::Designer>,
        Res<crate::state::DesignHistory>,
        Res<crate::services::balance::Balance>,
    ),
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    camera: Option<Single<(&Camera, &GlobalTransform), With<crate::state::MainCamera>>>,
    panels: (bevy_egui::EguiContexts, Res<crate::state::PanelCover>),
) {
    let (Some(window), Some(camera)) = (window, camera) else {
        return;
    };
    let (order_button, spots) = buttons;
    let g = &game.0;
    let mut text = String::new();
    let _ = writeln!(text, "scale={}", window.scale_factor());
    let _ = writeln!(text, "phase={}", g.rules.phases[g.state.phase].id);
    let _ = writeln!(
        text,
        "side={}",
        g.rules.sides[steppe_rules::mechanics::combat::acting_side(g, &g.state) as usize].id
    );
    let _ = writeln!(text, "over={}", g.state.over);
    let (problems, status) = reload;
    let (designer, history, balance) = design;
    let _ = writeln!(text, "reload_problems={}", problems.0.len());
    // Where the problems are on the map: hex labels, hexsides as "A/B".
    let places: Vec<String> = problems
        .0
        .iter()
        .filter_map(|p| p.at)
        .map(|at| match at {
            steppe_rules::load::locate::MapSpot::Hex(h) => g.label(h),
            steppe_rules::load::locate::MapSpot::Hexside(a, b) => {
                format!("{}/{}", g.label(a), g.label(b))
            }
        })
        .collect();
    let _ = writeln!(text, "problem_places={}", places.join(","));
    let _ = writeln!(text, "status={}", status.text.replace('\n', " "));
    let _ = writeln!(
        text,
        "pending={}",
        g.state
            .pending
            .as_ref()
            .map_or("none".to_string(), |p| format!("{:?}", p.stage))
    );
    let _ = writeln!(
        text,
        "dialog={}",
        match &*dialog {
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
        }
    );
    let unit_id = |u: u16| g.scenario.units[u as usize].id.clone();
    let _ = writeln!(
        text,
        "selected={}",
        selection
            .0
            .as_ref()
            .map_or("none".into(), |s| unit_id(s.unit))
    );
    let _ = writeln!(
        text,
        "defender={}",
        plan.defender.map_or("none".into(), |h| g.label(h))
    );
    let attackers: Vec<String> = plan.attackers.iter().map(|&u| unit_id(u)).collect();
    let _ = writeln!(text, "attackers={}", attackers.join(","));
    let _ = writeln!(text, "commands={}", g.log.len());
    let _ = writeln!(text, "battles={}", log.0.len());
    // The last battle as the log shows it (lines folded), for the end-to-end test to read.
    let last = log
        .0
        .last()
        .map_or_else(Vec::new, |b| crate::services::words::fold_lines(&b.lines));
    let _ = writeln!(text, "last_battle={}", last.join(" | "));
    let marks: Vec<String> = g.state.side_marks.iter().map(ToString::to_string).collect();
    let _ = writeln!(text, "side_marks={}", marks.join(","));
    let _ = writeln!(
        text,
        "active={}",
        g.state.formations.active.map_or("none".into(), unit_id)
    );
    let (screen, seats, view) = front;
    let (retreats, choice_hover) = retreat;
    // The retreat paths drawn on the map, as their end labels read ("1 0|2 -1 step"), and the
    // answer pointed at (from 1).
    let drawn: Vec<String> = retreats.as_ref().map_or_else(Vec::new, |r| {
        r.0.iter().map(|p| p.label.replace('\n', " ")).collect()
    });
    let _ = writeln!(text, "retreat_paths={}", drawn.join("|"));
    let _ = writeln!(
        text,
        "retreat_focus={}",
        choice_hover
            .focus()
            .map_or("none".into(), |i| (i + 1).to_string())
    );
    let seat_words = |sides: &[Option<steppe_rules::play::Policy>]| {
        (0..g.rules.sides.len())
            .map(|k| crate::ui::new_game::seat_word(sides.get(k).copied().flatten()))
            .collect::<Vec<_>>()
            .join(",")
    };

    let _ = writeln!(
        text,
        "designer={} design_undo={} design_redo={}",
        if designer.on { "on" } else { "off" },
        history.undo.len(),
        history.redo.len()
    );
    // The Balance panel: its rows, the run under way, the last row's figures.
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
            .map(|i| {
                format!(
                    "{} lost {:.2}",
                    crate::ui::balance::rate(row, i),
                    s.sides[i].average_steps_lost
                )
            })
            .collect();
        let _ = writeln!(
            text,
            "balance_last={} / end turn {:.2} / {}",
            sides.join(" / "),
            s.average_end_turn,
            crate::ui::balance::moved(row)
        );
    }
    let _ = writeln!(text, "scenario={}", g.scenario.name);
    let _ = writeln!(text, "seed={}", g.seed);
    let _ = writeln!(text, "seats={}", seat_words(&seats.sides));
    let _ = writeln!(
        text,
        "options={}",
        steppe_rules::engine::rule_choices::RuleChoices::of(&g.rules, &g.scenario)
            .describe(&g.rules)
    );
    if let Some(Ok(o)) = &view.odds {
        let _ = writeln!(text, "column={}", o.column_name(g));
    }
    if *dialog == Dialog::NewGame {
        if let Some(k) = screen.chosen {
            let _ = writeln!(text, "chosen={}", screen.list[k].title());
        }
        let _ = writeln!(text, "form_seats={}", seat_words(&screen.form.seats));
        let _ = writeln!(text, "form_seed={}", screen.form.seed);
        let _ = writeln!(text, "form_options={:?}", screen.form.options);
    }
    for (name, [x, y]) in spots.shown() {
        let _ = writeln!(text, "spot.{name}={x:.0} {y:.0}");
    }
    if let Some([x, y]) = order_button.0 {
        let _ = writeln!(text, "order_button={x:.0} {y:.0}");
    }
    let (play, what_if) = what_if;
    if let Some([x, y]) = play.0 {
        let _ = writeln!(text, "what_if_button={x:.0} {y:.0}");
    }
    if let Some(run) = &what_if.run {
        let _ = writeln!(text, "what_if_games={}", run.played());
        let _ = writeln!(text, "what_if_finished={}", run.took.is_some());
    }
    // The part of the window the map shows, and every window's rectangle: the layout test
    // checks that none lies over another or over the map.
    let (mut contexts, cover) = panels;
    let size = window.size();
    let map = cover.map_rect(size);
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
        for (title, r) in crate::ui::layout::shown_windows(ctx) {
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
    let (cam, at) = *camera;
    // Only the hexes the map shows, not those under the bars or the dock (a click there is
    // the panel's).
    for h in 0..g.scenario.map.len() as HexIdx {
        let Ok(p) = cam.world_to_viewport(at, board.centre(h).extend(0.0)) else {
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
