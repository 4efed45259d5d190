//! The battles of computer-played games, as `steppe sim` counts them (`rules::play::battles`),
//! in a folded grid: the what-if window's games and set-up mode's balance games show it.

use crate::ui::side_colours::{line_colour, palette_of};
use bevy_egui::egui;
use steppe_rules::engine::game::Game;
use steppe_rules::play::outcome::Summary;

/// The games' battles as `steppe sim` counts them, folded: for each side as the attacker, a game
/// on average, in all and at each final odds column, with the steps each side lost a battle
/// (`salt` tells this window's apart from another's).
pub(crate) fn grid(ui: &mut egui::Ui, g: &Game, summary: &Summary, salt: &str) {
    let rows = steppe_rules::play::battles::rows(
        &summary.battles,
        summary.battle_games,
        g.rules.sides.len(),
    );
    if rows.is_empty() {
        return;
    }
    egui::CollapsingHeader::new("Battles by final odds column")
        .id_salt((salt, "battles"))
        .show(ui, |ui| {
            egui::Grid::new((salt, "battles grid"))
                .striped(true)
                .num_columns(4)
                .show(ui, |ui| {
                    for h in [
                        "attacker, odds",
                        "a game",
                        "attacker's steps",
                        "defender's steps",
                    ] {
                        ui.label(egui::RichText::new(h).small().strong());
                    }
                    ui.end_row();
                    for r in rows {
                        let first = match &r.column {
                            None => egui::RichText::new(&g.rules.sides[r.side].name)
                                .color(line_colour(palette_of(ui), g, r.side))
                                .strong(),
                            Some(c) => egui::RichText::new(format!("   {c}")),
                        };
                        ui.label(first);
                        ui.label(format!("{:.1}", r.per_game));
                        ui.label(format!("{:.2}", r.attacker_steps));
                        ui.label(format!("{:.2}", r.defender_steps));
                        ui.end_row();
                    }
                });
            ui.label(
                egui::RichText::new(
                    "Steps lost a battle, each side: every step the battle took, retreats too.",
                )
                .small(),
            );
        });
}
