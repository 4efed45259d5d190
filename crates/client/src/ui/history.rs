//! A run's course against history (issue 58), for the what-if and Balance windows: for each of
//! the scenario's milestones, the share of games it happened in, the median game's turn with
//! its quartiles against the historical turn, and whether the median is within the band; the
//! share of milestones that are, on top (`play::milestones`, what `steppe sim` prints).

use bevy_egui::egui;
use steppe_rules::data::milestones::MilestoneKind;
use steppe_rules::engine::game::Game;
use steppe_rules::play::outcome::Summary;

/// "turn 5", or "never" (after the last turn).
fn turn(t: Option<u32>) -> String {
    t.map_or_else(|| "never".into(), |t| t.to_string())
}

/// The table, folded under its overall figure (nothing for a scenario without milestones).
pub(super) fn history_table(ui: &mut egui::Ui, g: &Game, s: &Summary, id: &str) {
    let Some(h) = &s.milestones else {
        return;
    };
    let head = format!(
        "Against history: {} of {} milestones as history ({:.0}%)",
        h.within,
        h.milestones.len(),
        100.0 * h.within_share
    );
    egui::CollapsingHeader::new(head)
        .id_salt((id, "history"))
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(
                    "the median game's turn (quartiles) against the historical turn; taken or \
                     retaken: when; held: when lost",
                )
                .small(),
            );
            // A long milestone name or a narrow dock: the table scrolls sideways.
            egui::ScrollArea::horizontal()
                .id_salt((id, "history scroll"))
                .show(ui, |ui| grid(ui, g, h, id));
        });
}

/// The rows: whether it is as history, the share of games, the median turn (quartiles)
/// against history, the milestone.
fn grid(
    ui: &mut egui::Ui,
    g: &Game,
    h: &steppe_rules::play::milestones::MilestonesSummary,
    id: &str,
) {
    egui::Grid::new((id, "history grid"))
        .striped(true)
        .show(ui, |ui| {
            for h in ["", "games", "median (quartiles) / history", "milestone"] {
                ui.label(egui::RichText::new(h).strong());
            }
            ui.end_row();
            // (The numbers first: a long name is the one part a narrow dock cuts.)
            for m in &h.milestones {
                if m.within {
                    ui.label("ok");
                } else {
                    ui.colored_label(crate::ui::ERROR, "off");
                }
                ui.label(format!("{:.0}%", 100.0 * m.share));
                let [q1, med, q3] = m.quartiles;
                ui.label(format!(
                    "{} ({}-{}) / {} ±{}",
                    turn(med),
                    turn(q1),
                    turn(q3),
                    m.history,
                    m.band
                ));
                let side = g.rules.sides.get(m.side).map_or("", |d| d.name.as_str());
                ui.label(m.name.as_str()).on_hover_text(format!(
                    "{side}, {}",
                    match m.kind {
                        MilestoneKind::Held => "held",
                        MilestoneKind::Taken => "taken",
                        MilestoneKind::Retaken => "retaken",
                    }
                ));
                ui.end_row();
            }
        });
}
