//! The reaction window: a move halted for the other side's reaction (`mechanics::reaction`, Zhukov's
//! War's Soviet turn-1 panic). It says which move halted before which hex, what the rule is and who
//! decides, and offers the rules' own answers (no reaction, or which unit reacts; then where it
//! withdraws), each with what it would do. A person's answer is a click; the computer answers its
//! own (`services::computer`), and the hotseat hand-over comes first where the seats need one.

use crate::state::{CombatView, CurrentGame, SendCommand};
use crate::ui::UiSet;
use crate::ui::combat_panel::{CHOICES_HEIGHT, choice_row};
use crate::ui::titles::REACTION;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

fn draw(
    mut contexts: EguiContexts,
    cover: Res<crate::state::PanelCover>,
    game: Res<CurrentGame>,
    view: Res<CombatView>,
    mut send: MessageWriter<SendCommand>,
    mut spots: ResMut<crate::ui::spots::Spots>,
) -> Result {
    let g = &game.0;
    let Some(p) = g.state.pending.as_ref() else {
        return Ok(());
    };
    let Some(r) = p.reaction.as_ref() else {
        return Ok(());
    };
    let rule = &g.rules.duties.reactions[r.reaction as usize];
    let ctx = contexts.ctx_mut()?;
    crate::ui::placed(REACTION, &cover, ctx)
        .order(egui::Order::Foreground)
        .default_width(400.0)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled(ui, REACTION, |ui| {
                let halted = if r.at == 0 { r.start } else { r.path[r.at - 1] };
                ui.label(
                    egui::RichText::new(format!(
                        "{} halts in {} before entering {}",
                        g.unit_name(r.mover),
                        g.label(halted),
                        g.label(p.hex)
                    ))
                    .strong(),
                );
                ui.label(format!("{} ({})", rule.name, rule.source));
                if !rule.text.is_empty() {
                    ui.label(egui::RichText::new(&rule.text).weak());
                }
                ui.separator();
                // "The Soviet player to say whether a unit reacts ...": who decides, and what.
                let mut waiting = steppe_rules::mechanics::combat::waiting_in_words(g, &g.state);
                if let Some(first) = waiting.get(..1) {
                    waiting = first.to_uppercase() + &waiting[1..];
                }
                ui.label(egui::RichText::new(format!("{waiting}:")).strong());
                ui.label(if r.reacting.is_some() {
                    "Click a shaded hex on the map, or pick a withdrawal here:"
                } else {
                    "Click a ringed unit on the map to make it react, or pick here:"
                });
                egui::ScrollArea::vertical()
                    .max_height(CHOICES_HEIGHT)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        for (i, c) in view.answers.iter().enumerate() {
                            let row = ui.scope(|ui| choice_row(ui, g, i, c));
                            // The probe's "spot.reaction.N": the N-th answer (from 0).
                            spots.note(&format!("reaction.{i}"), row.response.rect);
                            if row.inner {
                                send.write(SendCommand::Apply(c.command.clone()));
                            }
                        }
                    });
            });
        });
    Ok(())
}
