//! The Players window (P): who plays each side, a person at this screen or the computer with a
//! policy, and how fast the computer's commands are shown. A side may be handed to the computer
//! or taken back at any point; the computer takes up the game where it stands.
use crate::services::computer::Computer;
use crate::state::PanelCover;
use crate::state::{CurrentGame, Pace, Seats, UiSet, Windows};
use crate::ui::placed;
use crate::ui::titles::PLAYERS;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::play::Policy;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// A seat's name in the list.
pub(crate) fn seat_name(seat: Option<Policy>) -> String {
    match seat {
        None => "a person".into(),
        Some(p) => format!("the computer: {}", p.name()),
    }
}

/// What each policy is, for its tooltip.
pub(crate) fn policy_help(p: Policy) -> &'static str {
    match p {
        Policy::Random => "plays any legal move, attack and answer at random: a baseline",
        Policy::Greedy => {
            "attacks at the best exact odds, moves towards the objectives keeping the front \
             closed and in supply: quick, fair"
        }
        Policy::Planner => {
            "tries several whole-phase plans and plays each on with greedy players: the \
             strongest, and slower"
        }
        Policy::General => {
            "draws up plans that differ in intent (a main effort, a pocket, a line held) and \
             plays each out to your reply: the most operational"
        }
    }
}

fn draw(
    mut contexts: EguiContexts,
    game: Res<CurrentGame>,
    computer: Res<Computer>,
    cover: Res<PanelCover>,
    mut seats: ResMut<Seats>,
    mut windows: ResMut<Windows>,
) -> Result {
    if !windows.players {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let mut now = seats.clone();
    let mut open = true;
    // First in the dock: the phases' windows coming and going below it never move it.
    placed(PLAYERS, &cover, ctx)
        .open(&mut open)
        .resizable(false)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled(ui, PLAYERS, |ui| {
                egui::Grid::new("seats").num_columns(2).show(ui, |ui| {
                    for (side, def) in g.rules.sides.iter().enumerate() {
                        let side = side as u8;
                        ui.label(egui::RichText::new(&def.name).strong());
                        let current = now.of(side);
                        egui::ComboBox::from_id_salt(("seat", side))
                            .selected_text(seat_name(current))
                            .width(190.0)
                            .show_ui(ui, |ui| {
                                let mut pick = current;
                                ui.selectable_value(&mut pick, None, seat_name(None));
                                for p in Policy::ALL {
                                    ui.selectable_value(&mut pick, Some(p), seat_name(Some(p)))
                                        .on_hover_text(policy_help(p));
                                }
                                if pick != current {
                                    now.set(side, pick);
                                }
                            });
                        ui.end_row();
                    }
                    ui.label("Pace");
                    egui::ComboBox::from_id_salt("pace")
                        .selected_text(now.pace.name())
                        .width(190.0)
                        .show_ui(ui, |ui| {
                            for p in Pace::ALL {
                                ui.selectable_value(&mut now.pace, p, p.name());
                            }
                        });
                    ui.end_row();
                });
                if let Some(side) = computer.thinking() {
                    let about = computer.thinking_about();
                    ui.label(format!(
                        "The computer is thinking for the {}{}",
                        g.rules.sides[side as usize].name,
                        if about.is_empty() {
                            "...".to_string()
                        } else {
                            format!(": {about}")
                        }
                    ));
                    play_now_button(ui, &computer, 0.0);
                } else if let Some(name) = now.computer_acting(g) {
                    ui.label(format!("The computer is playing the {name}."));
                }
                ui.label(
                    egui::RichText::new("Undo does not take back the computer's commands.")
                        .small()
                        .weak(),
                );
            });
        });
    seats.set_if_neq(now);
    windows.players &= open;
    Ok(())
}

/// "Play now" while the computer thinks: it plays the best it has found so far. At least
/// `min_width` wide (the bar puts it where "End phase" was).
pub(crate) fn play_now_button(ui: &mut egui::Ui, computer: &Computer, min_width: f32) {
    let hurried = computer.hurried();
    let b = ui.add_enabled(
        !hurried,
        egui::Button::new("Play now").min_size(egui::vec2(min_width, 0.0)),
    );
    if b.on_hover_text(
        "Tell the computer to stop weighing plans and play the best it has found so far (Ctrl+E)",
    )
    .on_disabled_hover_text("Told: it is finishing")
    .clicked()
    {
        computer.play_now();
    }
}
