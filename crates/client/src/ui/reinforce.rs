//! The reinforcement panel, open in reinforcement phases: the phasing side's replacement points,
//! its arrived units waiting to be placed, its eliminated units that can be rebuilt and its
//! reduced units that can be brought back a step, each with its cost or the reason it cannot be
//! done yet. Picking one shades the hexes it may go to (see `placement`).

use crate::state::{CurrentGame, How, Placing, StatusLine, UiSet};
use crate::state::{candidates, start_placing};
use crate::ui::ERROR;
use crate::ui::titles::REINFORCEMENTS;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::data::ruleset::PhaseKind;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

fn draw(
    mut contexts: EguiContexts,
    cover: Res<crate::state::PanelCover>,
    game: Res<CurrentGame>,
    mut placing: ResMut<Placing>,
    mut status: ResMut<StatusLine>,
) -> Result {
    let g = &game.0;
    if g.state.over || g.rules.phases[g.state.phase].kind != PhaseKind::Reinforcement {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // What a click on the list asks for; the resources are touched only then, so that they are
    // not marked changed on every frame.
    let mut picked: Option<Result<Placing, String>> = None;
    let list_of = candidates(g);
    crate::ui::placed(REINFORCEMENTS, &cover, ctx)
        .default_width(380.0)
        .resizable(false)
        .show(ctx, |ui| {
            // Taller than its room in the column, it scrolls.
            crate::ui::layout::scrolled(ui, REINFORCEMENTS, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(440.0)
                    .show(ui, |ui| list(ui, g, &list_of, &placing, &mut picked));
            });
        });
    match picked {
        Some(Ok(p)) => {
            if let Some((unit, _, hexes)) = &p.0 {
                *status = StatusLine::info(format!(
                    "{}: click one of the {} green hexes",
                    g.unit_name(*unit),
                    hexes.len()
                ));
            }
            *placing = p;
        }
        Some(Err(why)) => *status = StatusLine::error(why),
        None => {}
    }
    Ok(())
}

fn list(
    ui: &mut egui::Ui,
    g: &steppe_rules::engine::game::Game,
    list: &[crate::state::Candidate],
    placing: &Placing,
    picked: &mut Option<Result<Placing, String>>,
) {
    let side = g.phasing_side(&g.state);
    ui.label(
        egui::RichText::new(format!(
            "{}: {}",
            g.rules.sides[side as usize].name,
            steppe_rules::model::words::counted(
                g.state.points[side as usize],
                "replacement point",
                "replacement points"
            )
        ))
        .strong(),
    );
    if list.is_empty() {
        ui.label("Nothing to place or rebuild. End the phase to go on.");
    }
    for (title, how) in [
        ("Arrived: place them", How::Arrive),
        ("Eliminated: rebuild", How::Rebuild),
        ("Reduced: bring back a step", How::Restore),
    ] {
        let these: Vec<_> = list.iter().filter(|c| c.how == how).collect();
        if these.is_empty() {
            continue;
        }
        ui.separator();
        ui.label(egui::RichText::new(title).strong());
        for c in these {
            let f = g.factors(&g.state, c.unit);
            let cost = if c.cost > 0 {
                format!(", {} pt", c.cost)
            } else {
                String::new()
            };
            let text = format!(
                "{} {}-{}-{}{cost}",
                g.unit_name(c.unit),
                f.attack,
                f.defense,
                f.movement
            );
            let selected = placing.0.as_ref().is_some_and(|p| p.0 == c.unit);
            let response = ui.add_enabled(
                c.problem.is_none(),
                egui::Button::selectable(selected, text),
            );
            if let Some(why) = &c.problem {
                response.on_disabled_hover_text(why.as_str());
            } else if response.clicked() {
                *picked = Some(start_placing(g, c));
            }
        }
    }
    if let Some(c) = list.iter().find(|c| c.problem.is_some()) {
        ui.separator();
        ui.colored_label(
            ERROR,
            format!(
                "{}: {}",
                g.unit_name(c.unit),
                c.problem.as_deref().unwrap_or("")
            ),
        );
    }
}
