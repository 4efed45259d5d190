//! Putting units on the map in a reinforcement phase: arrived reinforcements (`Place`),
//! eliminated units rebuilt with replacement points and reduced units brought back to strength
//! (`Rebuild`). The reinforcement panel lists them ([`candidates`]); picking one shades every
//! hex it may go to ([`Placing`]) and a click on one of those places it. A click on a reduced
//! unit of your own on the map rebuilds a step of it. Anything else says why not.

use crate::state::Blocked;
use crate::state::Hovered;
use crate::state::ShowHexes;
use crate::state::candidates;
use crate::state::in_phase_kind;
use crate::state::placing_command;
use crate::state::start_placing;
use crate::state::{Act, ApplySet, CurrentGame, Follow, How, Placing};
use bevy::prelude::*;
use steppe_rules::data::ruleset::PhaseKind;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::placement::placement_problem;
use steppe_rules::mechanics::replacement::rebuild_problem;
use steppe_rules::model::map::HexIdx;
use steppe_rules::state::command::Command;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Placing>()
        .add_message::<ShowHexes>()
        .add_systems(
            Update,
            (
                click
                    .run_if(in_phase_kind(|k| *k == PhaseKind::Reinforcement))
                    .run_if(|b: Res<Blocked>| !b.0)
                    .before(ApplySet),
                follow_game
                    .in_set(Follow)
                    .run_if(resource_changed::<CurrentGame>),
                bring_into_view
                    .after(follow_game)
                    .run_if(resource_changed::<Placing>),
            ),
        );
}

/// Picking a unit to place brings one of its hexes into view, if none shows.
fn bring_into_view(placing: Res<Placing>, mut show: MessageWriter<ShowHexes>) {
    if let Some((_, _, hexes)) = &placing.0 {
        show.write(ShowHexes {
            hexes: hexes.clone(),
            all: false,
        });
    }
}

/// What a click on a hex does while placing (or not).
pub(crate) fn on_click(game: &Game, placing: &Placing, hex: HexIdx) -> Result<Command, String> {
    if let Some((unit, how, hexes)) = &placing.0 {
        if hexes.contains(&hex) {
            return Ok(placing_command(*unit, *how, hex));
        }
        return Err(match how {
            How::Arrive => placement_problem(game, &game.state, *unit, hex),
            _ => rebuild_problem(game, &game.state, *unit, hex),
        }
        .map_or_else(
            || format!("{} cannot go to {}", game.unit_name(*unit), game.label(hex)),
            |why| {
                format!(
                    "{} cannot go to {}: {why}",
                    game.unit_name(*unit),
                    game.label(hex)
                )
            },
        ));
    }
    // Nothing picked: a reduced unit of ours here is brought back a step.
    let side = game.phasing_side(&game.state);
    let reduced = game
        .state
        .units_at(hex)
        .find(|&u| game.scenario.units[u as usize].side == side);
    match reduced {
        Some(u) if game.state.units[u as usize].losses > 0 => Ok(Command::Rebuild { unit: u, hex }),
        _ => Err(
            "pick a unit in the reinforcement panel to place it, or click one of your reduced \
             units to rebuild a step"
                .into(),
        ),
    }
}

fn click(
    buttons: Res<ButtonInput<MouseButton>>,
    hovered: Res<Hovered>,
    game: Res<CurrentGame>,
    placing: Res<Placing>,
    mut act: Act,
) {
    if !buttons.just_pressed(MouseButton::Left) {
        return;
    }
    let Some(hex) = hovered.0 else { return };
    match on_click(&game.0, &placing, hex) {
        Ok(cmd) => act.command(cmd),
        Err(text) => act.refuse(text),
    }
}

/// After a change the unit being placed is picked again (its hexes may have changed), or
/// dropped once it is on the map or the phase is over.
fn follow_game(game: Res<CurrentGame>, mut placing: ResMut<Placing>) {
    let Some((unit, how, _)) = &placing.0 else {
        return;
    };
    let again = candidates(&game.0)
        .into_iter()
        .find(|c| c.unit == *unit && c.how == *how)
        .and_then(|c| start_placing(&game.0, &c).ok());
    *placing = again.unwrap_or_default();
}

#[cfg(test)]
mod tests {
    use crate::input::placement::*;
    use crate::state::unplaced;
    use steppe_rules::model::tables::UnitId;

    /// Barbarossa, in the first reinforcement phase that has a unit to place.
    fn placing_game() -> Game {
        let mut game = crate::barbarossa_in(|_| true);
        for _ in 0..200 {
            if candidates(&game).iter().any(|c| c.how == How::Arrive) {
                return game;
            }
            game.apply(Command::EndPhase).expect("phases end");
        }
        panic!("Barbarossa has reinforcements");
    }

    #[test]
    fn an_arrival_is_placed_on_one_of_its_shaded_hexes() {
        let mut game = placing_game();
        let c = candidates(&game)
            .into_iter()
            .find(|c| c.how == How::Arrive)
            .unwrap();
        let placing = start_placing(&game, &c).expect("somewhere to go");
        let (_, _, hexes) = placing.0.clone().unwrap();
        let cmd = on_click(&game, &placing, hexes[0]).expect("a legal hex");
        game.apply(cmd).expect("the rules agree");
        assert_eq!(game.state.unit_hex(c.unit), Some(hexes[0]));
    }

    /// Ending a reinforcement phase with an arrival unplaced is what `unplaced` warns about;
    /// once it is placed nothing is.
    #[test]
    fn arrivals_off_the_map_are_unplaced() {
        let mut game = placing_game();
        let waiting = unplaced(&game);
        assert!(!waiting.is_empty());
        for u in waiting {
            let c = candidates(&game).into_iter().find(|c| c.unit == u).unwrap();
            let Placing(Some((_, how, hexes))) = start_placing(&game, &c).unwrap() else {
                panic!("somewhere to go")
            };
            game.apply(placing_command(u, how, hexes[0]))
                .expect("placed");
        }
        assert_eq!(unplaced(&game), Vec::<UnitId>::new());
        game.apply(Command::EndPhase).expect("ends");
        assert!(unplaced(&game).is_empty(), "not a reinforcement phase");
    }

    #[test]
    fn a_hex_outside_the_shading_says_why() {
        let game = crate::test_game();
        let Some(unit) = (0..game.scenario.units.len() as UnitId).next() else {
            return;
        };
        let placing = Placing(Some((unit, How::Arrive, vec![0])));
        let err = on_click(&game, &placing, 1).expect_err("not shaded");
        assert!(err.contains("cannot go to"), "{err}");
        let err = on_click(&game, &Placing::default(), 1).expect_err("nothing picked");
        assert!(err.contains("pick a unit"), "{err}");
    }
}
