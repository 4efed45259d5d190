//! Where the game stands, always on screen in the top bar's second row: the sequence-of-play
//! strip (every phase of a turn in order, each in its side's colour, the current one lit) and
//! each victory condition's progress; a click there (or O) opens the Objectives window, which
//! lists every condition with its hexes and who holds each.
use crate::state::PanelCover;
use steppe_rules::model::tables::Victory;

use crate::state::{CurrentGame, UiSet, Windows};
use crate::ui::side_colours::side_colour;
use crate::ui::titles::OBJECTIVES;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::victory::progress;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// A phase's name in the strip: without its side's name, its first word ("Axis Panzer
/// Movement" is "Panzer", "Soviet Reinforcement-Replacement" is "Reinforcement").
pub(crate) fn short_name(g: &Game, phase: usize) -> String {
    let p = &g.rules.phases[phase];
    let side = &g.rules.sides[p.side as usize].name;
    let name = p.name.strip_prefix(side.as_str()).unwrap_or(&p.name).trim();
    name.split([' ', '-'])
        .find(|w| !w.is_empty())
        .unwrap_or(name)
        .to_string()
}

/// The sequence of play: one chip per phase, the current one lit.
pub(super) fn strip(ui: &mut egui::Ui, g: &Game) {
    ui.spacing_mut().item_spacing.x = 2.0;
    for (i, p) in g.rules.phases.iter().enumerate() {
        let now = i == g.state.phase && !g.state.over;
        let text = egui::RichText::new(format!(" {} ", short_name(g, i))).small();
        let text = if now {
            text.strong()
                .color(egui::Color32::WHITE)
                .background_color(side_colour(ui, g, p.side as usize, 255))
        } else {
            text.background_color(side_colour(ui, g, p.side as usize, 70))
        };
        ui.label(text)
            .on_hover_text(crate::ui::activation_words::phase_hover(g, i));
    }
}

/// A victory condition's short name for its chip: its name up to the colon ("Axis sudden
/// death"), or, where that is only the side, the side and when it is judged ("Axis at the end").
pub(crate) fn chip_name(g: &Game, v: &Victory) -> String {
    use steppe_rules::data::scenario::VictoryCheck;
    let side = &g.rules.sides[v.side as usize].name;
    let head = v.name.split(':').next().unwrap_or_default().trim();
    if !head.is_empty() && !head.eq_ignore_ascii_case(side) {
        return head.to_string();
    }
    match v.check {
        VictoryCheck::EndOfGame => format!("{side} at the end"),
        VictoryCheck::EveryTurn => format!("{side} any turn"),
    }
}

/// Each victory condition as "Axis sudden death 0/2" (hover: the condition; met ones ticked); a click opens
/// the Objectives window.
pub(super) fn victory_chips(ui: &mut egui::Ui, g: &Game, windows: &mut Windows) {
    let mut open = false;
    for v in g.scenario.victory.iter().rev() {
        let met = steppe_rules::mechanics::victory::met(&g.state, v);
        let text = format!(
            "{} {}/{}{}",
            chip_name(g, v),
            progress(&g.state, v),
            v.count,
            if met { " ✔" } else { "" }
        );
        let chip = egui::RichText::new(text)
            .small()
            .background_color(side_colour(ui, g, v.side as usize, 90));
        open |= ui
            .add(egui::Label::new(chip).sense(egui::Sense::click()))
            .on_hover_text(format!("{} (click: the objectives, O)", v.name))
            .clicked();
    }
    ui.label(egui::RichText::new("Victory:").small());
    if open {
        windows.objectives = !windows.objectives;
    }
}

/// The Objectives window's lines for one condition: what it needs, then each hex with its
/// holder (and its points where they differ).
pub(crate) fn objective_lines(g: &Game, v: &Victory) -> Vec<String> {
    let when = steppe_rules::mechanics::victory::when_checked(&v.check);
    let mut out = vec![format!(
        "{} of {} needed, {when}",
        progress(&g.state, v),
        v.count
    )];
    let weighted = v.points.iter().any(|&p| p != 1);
    let hexes: Vec<String> = v
        .hexes
        .iter()
        .zip(&v.points)
        .map(|(&h, &p)| {
            let holder = &g.rules.sides[g.state.control[h as usize] as usize].name;
            let name = g
                .scenario
                .map
                .place(h)
                .and_then(|pl| pl.name.clone())
                .unwrap_or_else(|| g.label(h));
            let points = if weighted {
                format!(", {p} pt")
            } else {
                String::new()
            };
            format!("{name} ({}{points}): {holder}", g.label(h))
        })
        .collect();
    out.push(hexes.join(" · "));
    out
}

fn draw(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    cover: Res<PanelCover>,
    mut windows: ResMut<Windows>,
) -> Result {
    if !windows.objectives {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let mut open = true;
    crate::ui::placed(OBJECTIVES, &cover, ctx)
        .open(&mut open)
        .default_width(460.0)
        .resizable(false)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled(ui, OBJECTIVES, |ui| {
                ui.label(format!(
                    "{}: turn {} of {} ({})",
                    g.scenario.name,
                    g.state.turn,
                    g.scenario.turns,
                    g.turn_name(&g.state)
                ));
                for v in &g.scenario.victory {
                    ui.separator();
                    ui.label(egui::RichText::new(&v.name).strong());
                    for line in objective_lines(g, v) {
                        ui.label(line);
                    }
                }
            });
        });
    if !open {
        windows.objectives = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::barbarossa_in;
    use crate::ui::progress::*;

    #[test]
    fn phases_are_named_short_in_the_strip() {
        let g = barbarossa_in(|_| true);
        let names: Vec<String> = (0..g.rules.phases.len())
            .map(|i| short_name(&g, i))
            .collect();
        assert_eq!(
            names[..5],
            ["Reinforcement", "Rail", "Panzer", "Combat", "General"]
        );
    }

    #[test]
    fn each_objective_names_its_hexes_and_who_holds_them() {
        let g = barbarossa_in(|_| true);
        let v = &g.scenario.victory[0];
        let lines = objective_lines(&g, v);
        assert_eq!(lines[0], "0 of 2 needed, checked after the last turn");
        let chips: Vec<String> = g
            .scenario
            .victory
            .iter()
            .map(|v| chip_name(&g, v))
            .collect();
        assert_eq!(
            chips,
            ["Axis at the end", "Soviet at the end", "Axis sudden death"]
        );
        assert!(lines[1].contains("Moscow"), "{}", lines[1]);
        assert!(lines[1].contains(": Soviet"), "{}", lines[1]);
    }
}
