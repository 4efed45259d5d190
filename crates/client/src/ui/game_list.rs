//! The games of a run (what-if, Balance), one row each: seed, winner, the turn it ended, steps
//! each side lost, and Watch, which opens that game in the replay viewer (the run's games are
//! played again from their seeds: the same games). The median game by end turn is marked, the
//! one a designer looks at first.

use bevy_egui::egui;
use steppe_rules::engine::game::Game;
use steppe_rules::play::outcome::{GameResult, median_game};

/// Draws the list (newest seeds last, scrolling past a few rows); the seed whose Watch was
/// clicked.
pub(super) fn game_list(
    ui: &mut egui::Ui,
    g: &Game,
    results: &[GameResult],
    id: &str,
) -> Option<u64> {
    let mut clicked = None;
    egui::CollapsingHeader::new(format!("The {} games: watch any one", results.len()))
        .id_salt((id, "games"))
        .show(ui, |ui| {
            // Sorted and the median found only while the list is open (a closed list costs
            // nothing a frame).
            let mut rows: Vec<&GameResult> = results.iter().collect();
            rows.sort_by_key(|r| r.seed);
            if let Some(m) = median_game(results) {
                let watch = ui
                    .button(format!("Watch the median game (seed {m})"))
                    .on_hover_text("the game whose end turn is the median of the run's");
                if watch.clicked() {
                    clicked = Some(m);
                }
            }
            egui::ScrollArea::vertical()
                .id_salt((id, "games scroll"))
                .max_height(180.0)
                .show(ui, |ui| {
                    egui::Grid::new((id, "games grid"))
                        .striped(true)
                        .show(ui, |ui| {
                            for h in ["seed", "winner", "ended", "steps lost", ""] {
                                ui.label(egui::RichText::new(h).strong());
                            }
                            ui.end_row();
                            for r in rows {
                                ui.label(r.seed.to_string());
                                ui.label(winner(g, r));
                                ui.label(format!("turn {}", r.end_turn));
                                let lost: Vec<String> =
                                    r.steps_lost.iter().map(u32::to_string).collect();
                                ui.label(lost.join(" / "));
                                if ui.small_button("Watch").clicked() {
                                    clicked = Some(r.seed);
                                }
                                ui.end_row();
                            }
                        });
                });
        });
    clicked
}

/// "Axis", "Axis and Soviet", or "none".
fn winner(g: &Game, r: &GameResult) -> String {
    if r.winners.is_empty() {
        return "none".into();
    }
    let names: Vec<&str> = r
        .winners
        .iter()
        .filter_map(|&s| g.rules.sides.get(s).map(|d| d.name.as_str()))
        .collect();
    names.join(" and ")
}
