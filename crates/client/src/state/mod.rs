//! What every part of the window reads: the game being shown and the state of play around it
//! (the selection, the attack being planned, the unit being placed, what may still act, the
//! toggles and open windows, who sits at each side, the status line), the messages that change
//! the game and say so, the map's layout, the dialog on screen, the problems in the files, what the view is asked to show,
//! and [`BoardChanged`], the one message that says the map must be drawn
//! again. Input, drawing, the panels and the services depend on this module and not on each
//! other for it.

mod board_layout;
mod commands;
mod designer;
mod dialog;
mod mail;
mod may_act;
mod palette;
mod phase;
mod placing;
mod plan;
mod pointer;
mod problems;
mod seats;
mod selection;
mod status;
mod toggles;
mod view;
mod viewing;

pub(crate) use board_layout::{BoardLayout, HEX_SIZE};
pub(crate) use commands::{Act, ApplySet, GameChanged, SendCommand};
pub(crate) use designer::{DesignHistory, DesignRequest, Designer, ReloadNow, Tool};
pub(crate) use dialog::{Ask, Dialog, Offer, asking};
pub(crate) use mail::Mail;
pub(crate) use may_act::{MayAct, hexes_of, may_move};
pub use palette::Palette;
pub(crate) use phase::{in_phase_kind, is_movement};
pub(crate) use placing::{
    Candidate, How, Placing, candidates, placing_command, start_placing, unplaced,
};
pub(crate) use plan::{
    ChoiceHover, CombatPlan, CombatView, attackable, battle_attackers, eligible_attackers,
    next_retreat_hexes, retreat_paths,
};
pub(crate) use pointer::{Blocked, HoverFrozen, Hovered, PanelCover};
pub(crate) use problems::{LookAt, Problem, ReloadProblems};
pub(crate) use seats::{Hotseat, Pace, Seats};
pub(crate) use selection::{Selected, Selection, select};
pub(crate) use status::StatusLine;
pub(crate) use toggles::{MapToggles, Windows};
pub(crate) use view::{FrontDoor, MainCamera, ShowHexes, Trail, UiSet};
pub(crate) use viewing::Viewing;

use bevy::prelude::*;
use steppe_rules::engine::game::Game;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SendCommand>()
        .add_message::<GameChanged>()
        .add_message::<BoardChanged>()
        .add_message::<DesignRequest>()
        .add_message::<ReloadNow>()
        .add_message::<LookAt>()
        .init_resource::<ReloadProblems>()
        .init_resource::<Designer>()
        .init_resource::<Mail>()
        .init_resource::<Viewing>()
        .init_resource::<DesignHistory>()
        .init_resource::<StatusLine>()
        .init_resource::<Selection>()
        .init_resource::<CombatPlan>()
        .init_resource::<CombatView>()
        .init_resource::<ChoiceHover>()
        .init_resource::<Placing>()
        .init_resource::<MayAct>()
        .init_resource::<MapToggles>()
        .init_resource::<Palette>()
        .init_resource::<Windows>()
        .init_resource::<Hovered>()
        .init_resource::<HoverFrozen>()
        .init_resource::<PanelCover>()
        .init_resource::<Blocked>()
        .configure_sets(Update, (ApplySet, Follow, Announce).chain())
        .add_systems(Update, announce.in_set(Announce));
}

/// The game being shown. The only copy of the rules state in the app; everything else reads it.
#[derive(Resource)]
pub(crate) struct CurrentGame(pub Game);

/// Systems that bring the state of play in line with a game that changed (the selection's
/// reach, what may act, the plan, the unit being placed): after [`ApplySet`], before
/// [`BoardChanged`] is announced.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Follow;

/// Where [`BoardChanged`] is written: after [`Follow`]; the map's drawing runs after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Announce;

/// Something drawn on the map changed: the game, the selection, the attack being planned, the
/// unit being placed, what may still act, the map toggles or the palette. The map's marks and its cached
/// picture are redrawn on it (and only on it), so what triggers a redraw is listed once, here.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BoardChanged;

/// Writes [`BoardChanged`] in a frame where any part of what the map shows changed.
#[allow(
    clippy::too_many_arguments,
    reason = "a system's parameters: what the map shows"
)]
fn announce(
    game: Res<CurrentGame>,
    selection: Res<Selection>,
    plan: Res<CombatPlan>,
    placing: Res<Placing>,
    may_act: Res<MayAct>,
    toggles: Res<MapToggles>,
    palette: Res<Palette>,
    mut out: MessageWriter<BoardChanged>,
) {
    if game.is_changed()
        || selection.is_changed()
        || plan.is_changed()
        || placing.is_changed()
        || may_act.is_changed()
        || toggles.is_changed()
        || palette.is_changed()
    {
        out.write(BoardChanged);
    }
}
