//! Selecting and moving units with the mouse. The hex under the pointer is [`Hovered`]; a left
//! click on a unit of the phasing side selects it ([`Selection`], with the hexes it can reach
//! from `Mover::reach`); a click on one of those hexes sends the move. A click that cannot do
//! anything says why in the status line. Esc deselects. Clicks over an egui panel are egui's.
//!
//! The selection follows the game: after every change it is searched again, and dropped when the
//! unit may no longer move.

use crate::input::reaction;
use crate::state::BoardLayout;
#[cfg(test)]
use crate::state::StatusLine;
use crate::state::select;
use crate::state::{Act, ApplySet, CurrentGame, Follow, Selected, Selection};
use crate::state::{Blocked, HoverFrozen, Hovered, PanelCover};
use crate::state::{in_phase_kind, is_movement};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::movement::Mover;
use steppe_rules::mechanics::reach::Reach;
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;
use steppe_rules::state::command::Command;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>().add_systems(
        Update,
        (
            track_hover.run_if(|f: Res<HoverFrozen>| !f.0),
            (click, deselect_on_escape)
                .run_if(in_phase_kind(is_movement))
                .run_if(|b: Res<Blocked>| !b.0)
                .before(ApplySet),
            follow_game
                .in_set(Follow)
                .run_if(resource_changed::<CurrentGame>),
        )
            .chain(),
    );
}

/// What a left click on a hex does.
#[derive(Debug, Clone)]
pub(crate) enum ClickOutcome {
    Select(Selected),
    Deselect(String),
    Send(Command),
    Explain(String),
}

/// Decides what a left click on `hex` does, given the current selection.
pub(crate) fn on_click(game: &Game, selection: Option<&Selected>, hex: HexIdx) -> ClickOutcome {
    if let Some(p) = &game.state.pending
        && p.reaction.is_some()
    {
        return reaction::on_click(game, p, hex)
            .map_or_else(ClickOutcome::Explain, ClickOutcome::Send);
    }
    let side = game.phasing_side(&game.state);
    let own: Vec<UnitId> = game
        .state
        .units_at(hex)
        .filter(|&u| game.scenario.units[u as usize].side == side)
        .collect();
    if let Some(sel) = selection {
        if sel.reach.dests.contains(&hex)
            && let Some(path) = sel.reach.path_to(hex)
        {
            return ClickOutcome::Send(Command::Move {
                unit: sel.unit,
                path,
            });
        }
        if hex == sel.reach.start {
            // The selected unit's own hex: the next unit of the stack that may move, or none.
            let at = own.iter().position(|&u| u == sel.unit).unwrap_or(0);
            let next = own[at + 1..]
                .iter()
                .chain(&own[..at])
                .find_map(|&u| select(game, u).ok());
            return match next {
                Some(s) => ClickOutcome::Select(s),
                None => ClickOutcome::Deselect("deselected".into()),
            };
        }
        // Not a destination, and no friendly unit there to select instead: ask the rules why
        // the selected unit cannot go, along the nearest reachable way there.
        if own.iter().all(|&u| select(game, u).is_err()) {
            return ClickOutcome::Send(Command::Move {
                unit: sel.unit,
                path: attempted_path(game, &sel.reach, hex),
            });
        }
    }
    // Where the side must first choose a formation: a click on one of its units activates it.
    if steppe_rules::mechanics::activation::needs_activation(game, &game.state) {
        use steppe_rules::mechanics::activation::{leader_of, waiting};
        let may = waiting(game, &game.state, side);
        return match own
            .iter()
            .map(|&u| leader_of(game, &game.state, u))
            .find(|l| may.contains(l))
        {
            Some(unit) => ClickOutcome::Send(Command::Activate { unit }),
            None => ClickOutcome::Explain(if own.is_empty() {
                "activate an HQ or a unit out of command first: click one of its units".into()
            } else {
                format!(
                    "{}: its formation has acted this turn",
                    game.unit_name(own[0])
                )
            }),
        };
    }
    let Some(&first) = own.first() else {
        return match game.state.units_at(hex).next() {
            Some(u) => ClickOutcome::Explain(
                Mover::new(game, &game.state, u)
                    .err()
                    .map_or_else(|| "select a unit first".into(), |e| e.to_string()),
            ),
            None => ClickOutcome::Explain(format!(
                "no {} unit in {}",
                game.rules.sides[side as usize].name,
                game.label(hex)
            )),
        };
    };
    match own.iter().find_map(|&u| select(game, u).ok()) {
        Some(s) => ClickOutcome::Select(s),
        None => ClickOutcome::Explain(select(game, first).err().unwrap_or_default()),
    }
}

/// A path to an unreachable hex for the rules to judge: the cheapest way to the reachable
/// neighbour nearest to it, then on in a straight line.
fn attempted_path(game: &Game, reach: &Reach, hex: HexIdx) -> Vec<HexIdx> {
    let map = &game.scenario.map;
    let target = map.hex(hex);
    let via = reach
        .reached()
        .min_by_key(|&(h, cost)| (map.hex(h).unsigned_distance_to(target), cost))
        .map_or(reach.start, |(h, _)| h);
    let mut path = reach.path_to(via).unwrap_or_default();
    path.extend(
        map.hex(via)
            .line_to(target)
            .skip(1)
            .filter_map(|x| map.at(x)),
    );
    path
}

fn cursor_hex(
    window: &Window,
    camera: (&Camera, &GlobalTransform),
    board: &BoardLayout,
    game: &Game,
) -> Option<HexIdx> {
    let cursor = window.cursor_position()?;
    let world = camera.0.viewport_to_world_2d(camera.1, cursor).ok()?;
    game.scenario.map.at(board.layout.world_pos_to_hex(world))
}

/// Over an egui panel or popup the pointer is egui's (`EguiWantsInput` exists only with the
/// panels).
fn pointer_on_panel(
    egui: &Option<Res<bevy_egui::input::EguiWantsInput>>,
    cover: &PanelCover,
    window: &Window,
) -> bool {
    egui.as_ref().is_some_and(|e| e.wants_any_pointer_input())
        || window
            .cursor_position()
            .is_some_and(|c| cover.covers(window.size(), c))
}

fn track_hover(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    camera: Option<Single<(&Camera, &GlobalTransform), With<crate::state::MainCamera>>>,
    board: Res<BoardLayout>,
    game: Res<CurrentGame>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    cover: Res<PanelCover>,
    mut hovered: ResMut<Hovered>,
) {
    let hex = match (window, camera) {
        (Some(w), Some(c)) if !pointer_on_panel(&egui, &cover, &w) => {
            cursor_hex(&w, *c, &board, &game.0)
        }
        _ => None,
    };
    hovered.set_if_neq(Hovered(hex));
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn click(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    cover: Res<PanelCover>,
    hovered: Res<Hovered>,
    game: Res<CurrentGame>,
    mut selection: ResMut<Selection>,
    mut act: Act,
) {
    if !buttons.just_pressed(MouseButton::Left) {
        return;
    }
    if let Some(w) = &window
        && pointer_on_panel(&egui, &cover, w)
    {
        return;
    }
    let Some(hex) = hovered.0 else { return };
    match on_click(&game.0, selection.0.as_ref(), hex) {
        ClickOutcome::Select(s) => {
            let (r, stops) = (&s.reach, s.reach.dests.iter());
            let stops = stops.filter(|&&h| r.must_stop(h)).count();
            act.say(format!(
                "{} selected: {}, {} hexes in reach ({stops} where it must stop); \
                 click one to move, Esc to deselect",
                game.0.unit_name(s.unit),
                r.allowance_words(),
                r.dests.len()
            ));
            selection.0 = Some(s);
        }
        ClickOutcome::Deselect(text) => {
            selection.0 = None;
            act.say(text);
        }
        ClickOutcome::Send(cmd) => act.command(cmd),
        ClickOutcome::Explain(text) => act.refuse(text),
    }
}

fn deselect_on_escape(
    keys: Res<ButtonInput<KeyCode>>,
    mut selection: ResMut<Selection>,
    mut act: Act,
) {
    if keys.just_pressed(KeyCode::Escape) && selection.0.is_some() {
        selection.0 = None;
        act.say("deselected");
    }
}

/// Searches the selected unit's reach again after the game changed; drops it if it may not
/// move any more (it has moved, or the phase is over).
fn follow_game(game: Res<CurrentGame>, mut selection: ResMut<Selection>) {
    let Some(sel) = &selection.0 else { return };
    selection.0 = select(&game.0, sel.unit).ok();
}

#[cfg(test)]
mod tests;
