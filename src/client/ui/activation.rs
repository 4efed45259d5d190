//! The activations window, in games where formations take turns (out of combat phases, where the
//! combat results table takes its corner): who has the initiative, the formation acting now (its HQ, its units, which of its phases this is), or, while the side
//! chooses, the HQs and units out of command it may activate (a button each; a click on one of
//! their units on the map does the same), and how many formations each side has still to act.

use crate::client::state::select;
use crate::client::state::{ShowHexes, UiSet};

use crate::client::state::{
    ApplySet, CurrentGame, GameChanged, Selection, SendCommand, StatusLine,
};
use crate::rules::engine::game::Game;
use crate::rules::mechanics::activation::{members, needs_activation, waiting};
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;
use crate::rules::state::command::Command;
use crate::rules::state::command::Event;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ShowHexes>()
        .add_systems(Update, follow_activations.after(ApplySet))
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// A formation just activated (by a player or the computer) is brought into view: its HQ and
/// its units, as many as fit clear of the windows.
fn follow_activations(
    mut changes: MessageReader<GameChanged>,
    game: Res<CurrentGame>,
    mut show: MessageWriter<ShowHexes>,
) {
    for change in changes.read() {
        let GameChanged::Applied { events, .. } = change else {
            continue;
        };
        for e in events {
            if let Event::Activated { unit, units } = e {
                let mut hexes: Vec<HexIdx> = std::iter::once(unit)
                    .chain(units)
                    .filter_map(|&u| game.0.state.unit_hex(u))
                    .collect();
                hexes.dedup();
                show.write(ShowHexes { hexes, all: true });
            }
        }
    }
}

/// A formation in a line: "4th Army HQ in 0621: 11 units" / "... out of command".
pub(crate) fn formation_line(g: &Game, leader: UnitId) -> String {
    let name = &g.scenario.units[leader as usize].name;
    let at = g
        .state
        .unit_hex(leader)
        .map_or(String::new(), |h| format!(" in {}", g.label(h)));
    let n = members(g, &g.state, leader).len() - 1;
    if crate::rules::mechanics::activation::is_hq(g, leader) {
        format!(
            "{name}{at}: {}",
            crate::rules::model::words::counted(n, "unit", "units")
        )
    } else {
        format!("{name}{at}: out of command")
    }
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw(
    mut contexts: EguiContexts,
    cover: Res<crate::client::state::PanelCover>,
    game: Res<CurrentGame>,
    mut send: MessageWriter<SendCommand>,
    mut selection: ResMut<Selection>,
    mut status: ResMut<StatusLine>,
    mut show: MessageWriter<ShowHexes>,
    mut spots: ResMut<crate::client::ui::spots::Spots>,
) -> Result {
    let g = &game.0;
    let picked = selection.0.as_ref().map(|s| s.unit);
    let mut clicked = None;
    let Some(a) = &g.rules.activations else {
        return Ok(());
    };
    // In a combat phase the combat results table has this corner; the top bar names the
    // formation acting.
    if g.state.over
        || a.run_of(g.state.phase).is_none()
        || g.rules.phases[g.state.phase].kind == crate::rules::data::ruleset::PhaseKind::Combat
    {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let side = g.phasing_side(&g.state);
    let mut activate = None;
    crate::client::ui::placed(crate::client::ui::layout::titles::ACTIVATIONS, &cover, ctx)
        .default_width(260.0)
        .resizable(false)
        .show(ctx, |ui| {
            // Taller than its room in the column, it scrolls.
            crate::client::ui::layout::scrolled(
                ui,
                crate::client::ui::layout::titles::ACTIVATIONS,
                |ui| {
                    if let Some(s) = g.state.formations.initiative {
                        ui.label(format!(
                            "Initiative this turn: {}",
                            g.rules.sides[s as usize].name
                        ));
                    }
                    let left: Vec<String> = (0..g.rules.sides.len())
                        .map(|s| {
                            format!(
                                "{} {}",
                                g.rules.sides[s].name,
                                waiting(g, &g.state, s as u8).len()
                            )
                        })
                        .collect();
                    ui.label(format!("Still to act: {}", left.join(", ")));
                    ui.separator();
                    if needs_activation(g, &g.state) {
                        ui.strong(format!(
                            "{}: choose a formation to activate",
                            g.rules.sides[side as usize].name
                        ));
                        ui.label("Click one of its units on the map (ringed in white), or:");
                        egui::ScrollArea::vertical()
                            .max_height(260.0)
                            .show(ui, |ui| {
                                for u in waiting(g, &g.state, side) {
                                    ui.horizontal(|ui| {
                                        if ui.button("Activate").clicked() {
                                            activate = Some(u);
                                        }
                                        // Wrapped: a long formation's name would otherwise
                                        // widen the window for good, over the map's left.
                                        ui.add(egui::Label::new(formation_line(g, u)).wrap());
                                    });
                                }
                            });
                    } else if let Some(active) = g.state.formations.active {
                        ui.strong(format!(
                            "Acting: {} ({})",
                            formation_line(g, active),
                            g.rules.phases[g.state.phase].name
                        ));
                        ui.label("Only its units (ringed in magenta) move and attack now.");
                        ui.label("Its units, HQ first (click: select and show it):");
                        egui::ScrollArea::vertical()
                            .max_height(220.0)
                            .show(ui, |ui| {
                                for (k, u) in members(g, &g.state, active).into_iter().enumerate() {
                                    let at =
                                        g.state.unit_hex(u).map_or(String::new(), |h| g.label(h));
                                    let text = format!("{at} {}", g.unit_name(u));
                                    let row = ui.selectable_label(picked == Some(u), text);
                                    spots.note(&format!("formation.{k}"), row.rect);
                                    if row.clicked() {
                                        clicked = Some(u);
                                    }
                                }
                            });
                    }
                },
            );
        });
    if let Some(unit) = activate {
        send.write(SendCommand::Apply(Command::Activate { unit }));
    }
    if let Some(u) = clicked {
        // Selected where it may move now; in any case shown, and named on the status line.
        match select(g, u) {
            Ok(s) => {
                selection.0 = Some(s);
                *status = StatusLine::info(format!("{} selected", g.unit_name(u)));
            }
            Err(why) => *status = StatusLine::info(why),
        }
        if let Some(h) = g.state.unit_hex(u) {
            show.write(ShowHexes {
                hexes: vec![h],
                all: true,
            });
        }
    }
    Ok(())
}
