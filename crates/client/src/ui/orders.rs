//! The orders window: the orders the phasing side may give now (a whole-side order as one button,
//! a unit order as a list of the units it may go to, the selected one first) and the side markers
//! in force (No Retreat! for the turn, control of a sea). Open in a phase of the `Orders` kind,
//! folded otherwise.

use crate::state::PanelCover;
use crate::state::{CurrentGame, Selection, SendCommand, UiSet};
use crate::ui::titles::ORDERS;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::data::ruleset::PhaseKind;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::orders::orders_now;
use steppe_rules::model::tables::UnitId;
use steppe_rules::state::UnitStatus;
use steppe_rules::state::command::Command;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OrderButton>()
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// Where the first whole-side order's button is on screen (logical pixels), for the test probe.
#[derive(Resource, Default, PartialEq)]
pub(crate) struct OrderButton(pub Option<[f32; 2]>);

/// The side markers in force, in words: "Soviet: No Retreat! orders for the whole turn".
pub(crate) fn in_force(g: &Game) -> Vec<String> {
    let mut out = Vec::new();
    for (s, side) in g.rules.sides.iter().enumerate() {
        for (m, marker) in g.rules.side_markers.iter().enumerate() {
            if g.state.side_marks[s] & (1 << m) != 0 {
                out.push(format!("{}: {}", side.name, marker.name));
            }
        }
    }
    out
}

fn draw(
    mut contexts: EguiContexts,
    cover: Res<PanelCover>,
    game: Res<CurrentGame>,
    selection: Res<Selection>,
    mut send: MessageWriter<SendCommand>,
    mut button: ResMut<OrderButton>,
) -> Result {
    let g = &game.0;
    let mut at = None;
    let shown = draw_window(&mut contexts, &cover, g, &selection, &mut send, &mut at);
    // Touched only on a change, so that the probe is not rewritten every frame.
    let at = OrderButton(at);
    if *button != at {
        *button = at;
    }
    shown
}

fn draw_window(
    contexts: &mut EguiContexts,
    cover: &PanelCover,
    g: &Game,
    selection: &Selection,
    send: &mut MessageWriter<SendCommand>,
    button_at: &mut Option<[f32; 2]>,
) -> Result {
    if g.state.over || g.rules.duties.orders.is_empty() {
        return Ok(());
    }
    let now = orders_now(g, &g.state);
    let marks = in_force(g);
    let orders_phase = g.rules.phases[g.state.phase].kind == PhaseKind::Orders;
    if now.is_empty() && marks.is_empty() && !orders_phase {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let selected = selection.0.as_ref().map(|s| s.unit);
    let mut give: Option<Command> = None;
    crate::ui::placed(ORDERS, cover, ctx)
        .default_open(orders_phase)
        .default_width(300.0)
        .resizable(false)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled(ui, ORDERS, |ui| {
                for line in &marks {
                    ui.label(format!("In force — {line}"));
                }
                if !marks.is_empty() && !now.is_empty() {
                    ui.separator();
                }
                if now.is_empty() && orders_phase {
                    ui.label("No order left to give. End the phase to go on.");
                }
                for (k, units) in &now {
                    let o = &g.rules.duties.orders[*k];
                    if units.is_empty() {
                        let r = ui
                            .button(&o.name)
                            .on_hover_text(format!("{} ({})", o.name, o.source));
                        // What it does, before it is given.
                        if !o.raw.text.is_empty() {
                            ui.label(egui::RichText::new(&o.raw.text).small());
                        }
                        button_at.get_or_insert([r.rect.center().x, r.rect.center().y]);
                        if r.clicked() {
                            give = Some(Command::Order {
                                order: o.id.clone(),
                                unit: None,
                            });
                        }
                        continue;
                    }
                    ui.label(egui::RichText::new(&o.name).strong())
                        .on_hover_text(o.source.as_str());
                    if !o.raw.text.is_empty() {
                        ui.label(egui::RichText::new(&o.raw.text).small());
                    }
                    egui::ScrollArea::vertical()
                        .id_salt(&o.id)
                        .max_height(150.0)
                        .show(ui, |ui| {
                            for u in ordered(units, selected) {
                                let text = format!("{} ({})", g.unit_name(u), hex_of(g, u));
                                if ui
                                    .selectable_label(Some(u) == selected, text)
                                    .on_hover_text("give this unit the order")
                                    .clicked()
                                {
                                    give = Some(Command::Order {
                                        order: o.id.clone(),
                                        unit: Some(u),
                                    });
                                }
                            }
                        });
                }
            });
        });
    if let Some(c) = give {
        send.write(SendCommand::Apply(c));
    }
    Ok(())
}

/// The selected unit first, then the rest in order.
fn ordered(units: &[UnitId], selected: Option<UnitId>) -> Vec<UnitId> {
    let mut v = units.to_vec();
    if let Some(s) = selected
        && let Some(i) = v.iter().position(|&u| u == s)
    {
        v.remove(i);
        v.insert(0, s);
    }
    v
}

fn hex_of(g: &Game, u: UnitId) -> String {
    match g.state.units[u as usize].status() {
        UnitStatus::OnMap(h) => g.label(h),
        _ => "-".into(),
    }
}
