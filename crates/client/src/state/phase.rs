//! What the map's clicks mean depends on the phase: moving in movement and rail phases
//! (`input::selection`), fighting in combat phases (`input::combat`), placing units in
//! reinforcement phases (`input::placement`). Each of those plugins runs its click system under
//! [`in_phase_kind`]; a dialog that must be answered first sets [`super::Blocked`] and the map
//! takes no clicks or keys until it is answered.

use crate::state::CurrentGame;
use bevy::prelude::*;
use steppe_rules::data::ruleset::PhaseKind;

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
