//! What the map's clicks mean depends on the phase: moving in movement and rail phases
//! (selection), fighting in combat phases (combat), placing units in reinforcement phases
//! (placement). Each of those plugins runs its click system under [`in_phase_kind`]. A dialog
//! that must be answered first (the hand-over screen, the offer to continue, the end of the
//! game) sets [`Blocked`], and the map takes no clicks or keys until it is answered.
use crate::client::state::CurrentGame;
use crate::rules::data::ruleset::PhaseKind;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Blocked>();
}

/// A dialog is open: the map takes no input.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Blocked(pub bool);

/// A run condition: the current phase's kind passes `test`.
pub(crate) fn in_phase_kind(
    test: impl Fn(&PhaseKind) -> bool + Send + Sync + 'static,
) -> impl FnMut(Res<CurrentGame>) -> bool + Clone {
    let test = std::sync::Arc::new(test);
    move |game: Res<CurrentGame>| {
        let g = &game.0;
        !g.state.over && test(&g.rules.phases[g.state.phase].kind)
    }
}

/// Movement and rail phases: units are selected and moved.
pub(crate) fn is_movement(kind: &PhaseKind) -> bool {
    matches!(kind, PhaseKind::Movement { .. } | PhaseKind::Rail)
}
