//! The egui panels, all drawn from the loaded ruleset and the game: the bars around the map
//! (`bars`), the combat panel (`combat_panel`), the combat results table and the terrain effects
//! chart (`charts`), the battle log (`log`), the reinforcement panel (`reinforce`), the unit
//! details and keyboard help (`info`), the activations where formations take turns
//! (`activation`), who plays each side (`players`), games played out from the position
//! (`what_if`, with `battles`; `side_colours` colours each side), and the dialogs that must be
//! answered (`dialogs`, and the questions before something is lost, `confirm`); the New game
//! screen (`new_game`, with `thumbnails` of the set-ups) and the game menu (`menu`); the windows
//! stand in the dock (`layout`, `dock`, by their `titles`); `spots` says where named widgets are
//! for the test probe.
//!
//! Panels read the game and send commands; they never change it. Bars are drawn first, then the
//! windows, then the dialogs on top ([`UiSet`]).

mod activation;
mod activation_words;
pub(crate) mod balance;
mod bar_words;
mod bars;
mod battles;
mod charts;
mod combat_panel;
mod confirm;
mod crt;
pub(crate) mod designer;
mod dialogs;
pub(crate) mod dock;
mod game_list;
mod history;
mod info;
pub(crate) mod layout;
pub(crate) mod legend;
pub(crate) mod log;
pub(crate) mod mail;
pub(crate) mod menu;
pub(crate) mod new_game;
mod odds_view;
pub(crate) mod orders;
mod players;
mod problems;
mod progress;
mod reaction;
mod reinforce;
mod replay_bar;
mod save_list;
mod side_colours;
pub(crate) mod spots;
mod thumbnails;
pub(crate) mod titles;
pub(crate) mod what_if;
use crate::state::Blocked;
use crate::state::{CurrentGame, Dialog, MapToggles, UiSet, Windows};
use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPrimaryContextPass, egui};
use steppe_rules::data::ruleset::PhaseKind;

use layout::placed;

pub(super) const ERROR: egui::Color32 = egui::Color32::from_rgb(0xff, 0x70, 0x60);
/// The planned attack's column, and the cells of a hovered plan.
pub(super) const PLANNED: egui::Color32 = egui::Color32::from_rgb(0x2c, 0x5a, 0x8c);
/// The cell the last die roll hit.
pub(super) const ROLLED: egui::Color32 = egui::Color32::from_rgb(0xc0, 0x6a, 0x10);

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<Windows>()
        // The bar's overlay buttons need the toggles even in the bench's empty scene.
        .init_resource::<MapToggles>()
        .init_resource::<crate::state::Palette>()
        .configure_sets(
            EguiPrimaryContextPass,
            (UiSet::Bars, UiSet::Windows, UiSet::Dialogs).chain(),
        )
        .add_systems(
            Update,
            (
                window_keys.run_if(|b: Res<Blocked>| !b.0),
                open_for_combat.run_if(resource_changed::<CurrentGame>),
            ),
        )
        .add_systems(
            PreUpdate,
            (quiet_modifiers, keys_stay_on_the_map)
                .after(bevy_egui::EguiInputSet::WriteEguiEvents)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            EguiPrimaryContextPass,
            side_colours::share_palette.before(UiSet::Bars),
        )
        .add_systems(
            EguiPrimaryContextPass,
            log_repaint_causes
                .after(UiSet::Dialogs)
                .run_if(|| std::env::var_os("STEPPE_DEBUG_REPAINT").is_some()),
        )
        .add_plugins((designer::plugin, balance::plugin))
        .add_plugins((
            activation::plugin,
            bars::plugin,
            charts::plugin,
            combat_panel::plugin,
            problems::plugin,
            confirm::plugin,
            crt::plugin,
            dialogs::plugin,
            info::plugin,
            log::plugin,
            orders::plugin,
            players::plugin,
            progress::plugin,
            reinforce::plugin,
            what_if::plugin,
        ))
        .add_plugins((
            menu::plugin,
            new_game::plugin,
            reaction::plugin,
            spots::plugin,
            thumbnails::plugin,
        ));
}

/// bevy_egui 0.42 sends egui a `ModifiersChanged` event every frame, changed or not; egui takes
/// any event as a reason to paint again at once, and bevy_egui then asks Bevy for another frame:
/// an idle window drew ~16 frames a second. egui keeps the modifiers from one pass to the next,
/// so only a change is passed on.
fn quiet_modifiers(
    mut inputs: Query<(Entity, &mut bevy_egui::EguiInput)>,
    mut last: Local<std::collections::HashMap<Entity, egui::Modifiers>>,
) {
    for (entity, mut input) in &mut inputs {
        let before = last.get(&entity).copied();
        let mut now = before;
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) => {
                let changed = now != Some(*m);
                now = Some(*m);
                changed
            }
            _ => true,
        });
        if let Some(m) = now {
            last.insert(entity, m);
        }
    }
}

/// Tab, Enter and the arrows are the map's keys while no dialog is up (the next target, the
/// attack, panning): egui must not also move its keyboard focus with them to a button (the
/// Menu) and press it with the next Enter. Then no button keeps egui's focus, and Tab and the
/// arrows do not reach egui; a text field being typed in keeps its focus and every key.
fn keys_stay_on_the_map(
    dialog: Option<Res<Dialog>>,
    mut inputs: Query<(&mut bevy_egui::EguiInput, &mut bevy_egui::EguiContext)>,
) {
    if dialog.is_some_and(|d| *d != Dialog::None) {
        return;
    }
    for (mut input, mut context) in &mut inputs {
        let ctx = context.get_mut();
        if ctx.text_edit_focused() {
            continue;
        }
        if let Some(id) = ctx.memory(egui::Memory::focused) {
            ctx.memory_mut(|m| m.surrender_focus(id));
        }
        input.0.events.retain(|e| !map_key(e));
    }
}

/// A key press or release egui would move its keyboard focus with.
fn map_key(event: &egui::Event) -> bool {
    matches!(
        event,
        egui::Event::Key {
            key: egui::Key::Tab
                | egui::Key::ArrowUp
                | egui::Key::ArrowDown
                | egui::Key::ArrowLeft
                | egui::Key::ArrowRight,
            ..
        }
    )
}

/// With `STEPPE_DEBUG_REPAINT` set: why egui asked for another frame, each frame it did.
fn log_repaint_causes(mut contexts: bevy_egui::EguiContexts, mut frame: Local<u64>) -> Result {
    let ctx = contexts.ctx_mut()?;
    *frame += 1;
    if ctx.has_requested_repaint() {
        let (events, pointer) = ctx.input(|i| (i.events.clone(), i.pointer.latest_pos()));
        info!(
            "frame {}: egui repaint: {:?}; events {:?}; pointer {:?}",
            *frame,
            ctx.repaint_causes(),
            events,
            pointer
        );
    } else {
        info!("frame {}: no egui repaint", *frame);
    }
    Ok(())
}

/// A Bevy colour for egui.
pub(super) fn egui_colour(c: Color) -> egui::Color32 {
    let [r, g, b, a] = c.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// C, T, L, I, O and F1 open and close the windows (not with Ctrl held, which is for commands).
fn window_keys(keys: Res<ButtonInput<KeyCode>>, mut windows: ResMut<Windows>) {
    if keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    let w: &mut Windows = &mut windows;
    for (key, open) in [
        (KeyCode::KeyC, &mut w.crt),
        (KeyCode::KeyT, &mut w.terrain),
        (KeyCode::KeyL, &mut w.log),
        (KeyCode::KeyI, &mut w.unit),
        (KeyCode::KeyO, &mut w.objectives),
        (KeyCode::KeyP, &mut w.players),
        (KeyCode::KeyG, &mut w.what_if),
        (KeyCode::F1, &mut w.help),
    ] {
        if keys.just_pressed(key) {
            *open = !*open;
        }
    }
}

/// Entering a combat phase opens the battle log (the combat results table is part of the combat
/// panel then); leaving it closes the log again if it was opened that way. The log has a slot
/// of its own at the dock's foot, so this moves no other window.
fn open_for_combat(
    game: Res<CurrentGame>,
    mut windows: ResMut<Windows>,
    mut opened: Local<Option<bool>>,
) {
    let g = &game.0;
    let combat = !g.state.over && g.rules.phases[g.state.phase].kind == PhaseKind::Combat;
    match (combat, *opened) {
        (true, None) => {
            *opened = Some(!windows.log);
            windows.log = true;
        }
        (false, Some(log)) => {
            windows.log &= !log;
            *opened = None;
        }
        _ => {}
    }
}
