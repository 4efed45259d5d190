//! What may still act this phase, and Tab to go to the next of it: in a movement or rail phase
//! the units that can still move somewhere (ringed on the map, `marks`; Tab selects the next and
//! brings it into view), in a combat phase the enemy hexes that can still be attacked (Tab plans
//! an attack on the next, as a click would), in a reinforcement phase the units still to place
//! (Tab picks the next, its hexes shaded).

use crate::input::combat::{CombatClick, on_click};
use crate::state::Blocked;
use crate::state::ShowHexes;
use crate::state::attackable;
use crate::state::is_movement;
use crate::state::select;
use crate::state::{candidates, start_placing};

use crate::state::may_move;
use crate::state::{
    ApplySet, CombatPlan, CurrentGame, Follow, MayAct, Placing, Selection, StatusLine,
};
use bevy::prelude::*;
use steppe_rules::data::ruleset::PhaseKind;
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MayAct>()
        .add_message::<ShowHexes>()
        .add_systems(
            Update,
            (
                follow_game
                    .in_set(Follow)
                    .run_if(resource_changed::<CurrentGame>),
                next.run_if(|b: Res<Blocked>| !b.0).before(ApplySet),
            ),
        );
}

fn follow_game(game: Res<CurrentGame>, mut may: ResMut<MayAct>) {
    may.set_if_neq(MayAct(may_move(&game.0)));
}

/// The one after `last` in `list` (wrapping), or the first.
fn after<T: Copy + PartialEq>(list: &[T], last: Option<T>) -> Option<T> {
    let i = last
        .and_then(|l| list.iter().position(|&x| x == l))
        .map_or(0, |i| (i + 1) % list.len().max(1));
    list.get(i).copied()
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn next(
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<CurrentGame>,
    may: Res<MayAct>,
    mut selection: ResMut<Selection>,
    mut plan: ResMut<CombatPlan>,
    mut placing: ResMut<Placing>,
    mut status: ResMut<StatusLine>,
    mut show: MessageWriter<ShowHexes>,
) {
    if !keys.just_pressed(KeyCode::Tab) {
        return;
    }
    let g = &game.0;
    let kind = &g.rules.phases[g.state.phase].kind;
    let mut focus = |h: HexIdx| {
        show.write(ShowHexes {
            hexes: vec![h],
            all: true,
        });
    };
    if is_movement(kind) {
        let last = selection.0.as_ref().map(|s| s.unit);
        let Some(u) = after(&may.0, last) else {
            *status = StatusLine::info("No unit can move any more this phase: End phase (Ctrl+E).");
            return;
        };
        if let Ok(s) = select(g, u) {
            let i = may.0.iter().position(|&x| x == u).unwrap_or(0);
            *status = StatusLine::info(format!(
                "{} ({} of {} that can still move; Tab: the next)",
                g.unit_name(u),
                i + 1,
                may.0.len()
            ));
            selection.0 = Some(s);
            if let Some(h) = g.state.unit_hex(u) {
                focus(h);
            }
        }
    } else if *kind == PhaseKind::Combat && g.state.pending.is_none() {
        let targets = attackable(g);
        let Some(h) = after(&targets, plan.defender) else {
            *status = StatusLine::info("Nothing left to attack this phase: End phase (Ctrl+E).");
            return;
        };
        match on_click(g, &CombatPlan::default(), h) {
            CombatClick::Plan(p, text) => {
                *plan = p;
                *status = StatusLine::info(format!("{text} (Tab: the next target)"));
            }
            CombatClick::Explain(text) => *status = StatusLine::error(text),
            CombatClick::Send(_) => {}
        }
        focus(h);
    } else if *kind == PhaseKind::Reinforcement {
        let list: Vec<_> = candidates(g)
            .into_iter()
            .filter(|c| c.problem.is_none())
            .collect();
        let units: Vec<UnitId> = list.iter().map(|c| c.unit).collect();
        let last = placing.0.as_ref().map(|(u, _, _)| *u);
        let Some(u) = after(&units, last) else {
            *status = StatusLine::info("Nothing to place or rebuild: End phase (Ctrl+E).");
            return;
        };
        let c = list.iter().find(|c| c.unit == u).expect("listed");
        match start_placing(g, c) {
            Ok(p) => {
                *status = StatusLine::info(format!(
                    "{}: click one of the green hexes (Tab: the next)",
                    g.unit_name(u)
                ));
                *placing = p;
            }
            Err(why) => *status = StatusLine::error(why),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::input::may_act::*;

    #[test]
    fn tab_goes_round() {
        assert_eq!(after(&[3, 5, 9], None), Some(3));
        assert_eq!(after(&[3, 5, 9], Some(5)), Some(9));
        assert_eq!(after(&[3, 5, 9], Some(9)), Some(3));
        assert_eq!(
            after(&[3, 5, 9], Some(4)),
            Some(3),
            "not in the list: the first"
        );
        assert_eq!(after::<u16>(&[], Some(4)), None);
    }

    /// In the opening panzer phase the panzers may move; once one has moved it is no longer
    /// among them.
    #[test]
    fn a_unit_that_moved_may_no_longer_act() {
        use steppe_rules::state::command::Command;
        let mut game = crate::barbarossa_in(|k| is_movement(k) && *k != PhaseKind::Rail);
        let before = may_move(&game);
        assert!(!before.is_empty());
        let u = before[0];
        let s = select(&game, u).unwrap();
        let to = s.reach.dests[0];
        let path = s.reach.path_to(to).expect("a path");
        game.apply(Command::Move { unit: u, path }).expect("moves");
        assert!(!may_move(&game).contains(&u));
    }
}
