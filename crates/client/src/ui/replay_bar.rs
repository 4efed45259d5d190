//! The replay viewer's bar, above the status line while a game is watched back
//! (`services::watching`): what is watched and where (command, turn, phase, the side to act),
//! buttons to step back and forward by command, phase and turn, to the start and the end, Play
//! at a chosen pace, a slider over the turns, "Take over from here" and Close. The keys are the
//! viewer's own (`,` `.` a command, `[` `]` a phase, Page Up/Down a turn, Space plays).

use crate::services::computer::Pace;
use crate::services::watching::{Watch, WatchRequest};
use crate::ui::spots::Spots;
use bevy_egui::egui;
use steppe_rules::engine::game::Game;

/// Draws the bar (a bottom panel, above the status bar drawn before it); its rectangle.
pub(super) fn replay_bar(
    root: &mut egui::Ui,
    g: &Game,
    w: &mut Watch,
    spots: &mut Spots,
) -> egui::Rect {
    egui::Panel::bottom("replay bar")
        .show(root, |ui| {
            ui.add_space(2.0);
            where_it_stands(ui, g, w);
            ui.horizontal_wrapped(|ui| steps(ui, w, spots));
            turn_slider(ui, g, w, spots);
            ui.add_space(2.0);
        })
        .response
        .rect
}

/// "Watching x.ron — command 212 of 1830 · Turn 4 (Aug I 1941), Axis Movement · Axis to act".
fn where_it_stands(ui: &mut egui::Ui, g: &Game, w: &Watch) {
    let r = &w.replay;
    let m = r.mark(w.at);
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(format!("Watching {}", w.title)).strong());
        ui.label(format!(
            "command {} of {} · turn {} ({}), {} · {}",
            w.at,
            r.len(),
            g.state.turn,
            g.turn_name(&g.state),
            g.rules.phases[g.state.phase].name,
            if m.over {
                "the game is over".to_string()
            } else {
                format!("{} to act", g.rules.sides[m.side as usize].name)
            }
        ));
        ui.label(
            egui::RichText::new(format!("shown in {:.2} ms", w.step.as_secs_f64() * 1000.0)).weak(),
        )
        .on_hover_text(
            "how long making this position took: from the nearest position kept (one every 32 \
             commands)",
        );
    });
}

/// The step buttons and Play, then the `actions`.
fn steps(ui: &mut egui::Ui, w: &mut Watch, spots: &mut Spots) {
    let at = w.at;
    let len = w.replay.len();
    let mut to: Option<usize> = None;
    let mut button = |ui: &mut egui::Ui, id: &str, text: &str, tip: &str, enabled: bool| {
        let r = ui.add_enabled(enabled, egui::Button::new(text));
        spots.note(id, r.rect);
        r.on_hover_text(tip).clicked()
    };
    let r = &w.replay;
    let (turn_back, phase_back) = (r.previous_turn(at), r.previous_phase(at));
    let (phase_on, turn_on) = (r.next_phase(at), r.next_turn(at));
    if button(ui, "replay.start", "|< Start", "the first position", at > 0) {
        to = Some(0);
    }
    if button(
        ui,
        "replay.turn_back",
        "<< Turn",
        "back a turn (Page Up)",
        at > 0,
    ) {
        to = Some(turn_back);
    }
    if button(
        ui,
        "replay.phase_back",
        "< Phase",
        "back a phase ([)",
        at > 0,
    ) {
        to = Some(phase_back);
    }
    if button(ui, "replay.back", "< 1", "back a command (,)", at > 0) {
        to = Some(at - 1);
    }
    let play = if w.playing { "Pause" } else { "Play" };
    if button(
        ui,
        "replay.play",
        play,
        "play forward at the pace (Space)",
        at < len,
    ) {
        w.playing = !w.playing;
    }
    if button(
        ui,
        "replay.forward",
        "1 >",
        "a command forward (.)",
        at < len,
    ) {
        to = Some(at + 1);
    }
    if button(
        ui,
        "replay.phase_forward",
        "Phase >",
        "a phase forward (])",
        at < len,
    ) {
        to = Some(phase_on);
    }
    if button(
        ui,
        "replay.turn_forward",
        "Turn >>",
        "a turn forward (Page Down)",
        at < len,
    ) {
        to = Some(turn_on);
    }
    if button(ui, "replay.end", "End >|", "the last position", at < len) {
        to = Some(len);
    }
    if let Some(i) = to {
        w.playing = false;
        w.go(i);
    }
    actions(ui, w, spots);
}

/// The pace, Take over from here and Close.
fn actions(ui: &mut egui::Ui, w: &mut Watch, spots: &mut Spots) {
    egui::ComboBox::from_id_salt("replay pace")
        .selected_text(w.pace.name())
        .show_ui(ui, |ui| {
            for p in Pace::ALL {
                ui.selectable_value(&mut w.pace, p, p.name());
            }
        });
    ui.separator();
    if w.hand_over {
        let play = ui
            .button("Play your turn")
            .on_hover_text("the game as the opponent's turn file ends: your turn to play");
        spots.note("replay.close", play.rect);
        if play.clicked() {
            w.request = Some(WatchRequest::Close);
        }
        return;
    }
    let take = ui.button("Take over from here").on_hover_text(
        "a new game from the position shown, saved under a new name (the game watched is \
         left as it is)",
    );
    spots.note("replay.take_over", take.rect);
    if take.clicked() {
        w.request = Some(WatchRequest::TakeOver);
    }
    let close = ui
        .button("Close")
        .on_hover_text("stop watching: back to the game you were playing");
    spots.note("replay.close", close.rect);
    if close.clicked() {
        w.request = Some(WatchRequest::Close);
    }
}

/// A slider over the game's turns: the turn shown, dragged to another turn's first position.
fn turn_slider(ui: &mut egui::Ui, g: &Game, w: &mut Watch, spots: &mut Spots) {
    let turns = w.replay.turns();
    if turns.len() < 2 {
        return;
    }
    let now = turns.iter().rposition(|&(_, j)| j <= w.at).unwrap_or(0);
    let mut k = now;
    ui.horizontal(|ui| {
        ui.label("Turn");
        ui.spacing_mut().slider_width = (ui.available_width() - 220.0).max(120.0);
        let r = ui.add(
            egui::Slider::new(&mut k, 0..=turns.len() - 1)
                .show_value(false)
                .step_by(1.0),
        );
        spots.note("replay.slider", r.rect);
        let t = turns[k].0;
        ui.label(format!("turn {t}, {}", g.scenario.turn_name(&g.rules, t)));
    });
    if k != now {
        w.playing = false;
        w.go(turns[k].1);
    }
}
