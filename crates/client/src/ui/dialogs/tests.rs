//! The dialogs' words, and the hand-over screen in a headless app: between two people, and none
//! for the one person left against the computer.

use crate::barbarossa_in;
use crate::services::apply::plugin as apply_plugin;
use crate::state::plugin as state_plugin;
use crate::test_game;
use crate::ui::dialogs::*;
use steppe_rules::play::Policy;
use steppe_rules::state::command::Command;

#[test]
fn every_victory_condition_has_a_line() {
    let g = test_game();
    let lines = victory_lines(&g);
    assert_eq!(lines.len(), g.scenario.victory.len());
    for (line, v) in lines.iter().zip(&g.scenario.victory) {
        assert!(line.contains(&v.name), "{line}");
    }
}

#[test]
fn the_defender_acts_while_choosing_to_stand() {
    let g = test_game();
    assert_eq!(acting_side(&g, &g.state), g.phasing_side(&g.state));
}

/// An app on `game` with the dialogs, updated once (the side first to act is the last person to
/// act); with the computer's plugin and people at both seats if `computer`.
fn app_on(game: Game, computer: bool) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .init_resource::<ButtonInput<KeyCode>>()
        .insert_resource(CurrentGame(game))
        .add_plugins((apply_plugin, state_plugin, plugin));
    if computer {
        app.insert_resource(Seats::default())
            .add_message::<crate::state::ShowHexes>()
            .add_plugins(crate::services::computer::plugin);
    }
    app.update();
    app
}

fn game(app: &App) -> &Game {
    &app.world().resource::<CurrentGame>().0
}

/// Ending phases until the other side's first phase: the hand-over names that side and
/// blocks the map until it is answered with Enter.
#[test]
fn the_hand_over_names_the_side_that_now_plays() {
    let mut app = app_on(test_game(), false);
    let first = game(&app).phasing_side(&game(&app).state);
    for _ in 0..50 {
        app.world_mut()
            .write_message(SendCommand::Apply(Command::EndPhase));
        app.update();
        if game(&app).phasing_side(&game(&app).state) != first {
            break;
        }
        assert_eq!(*app.world().resource::<Dialog>(), Dialog::None);
    }
    let side = game(&app).phasing_side(&game(&app).state);
    assert_ne!(side, first);
    assert_eq!(*app.world().resource::<Dialog>(), Dialog::HandOver { side });
    assert!(app.world().resource::<Blocked>().0);
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.press(KeyCode::Enter);
    app.update();
    assert_eq!(*app.world().resource::<Dialog>(), Dialog::None);
    assert!(!app.world().resource::<Blocked>().0);
}

/// The Axis's seat to a random computer player at Instant pace.
fn axis_to_the_computer(seats: &mut Seats) {
    seats.set(0, Some(Policy::Random));
    seats.pace = crate::state::Pace::Instant;
}

/// Updates until the computer has played the Axis's first turn; then the dialog shown.
fn after_the_computers_turn(app: &mut App) -> Dialog {
    let start = std::time::Instant::now();
    while game(app).state.turn == 1 && game(app).phasing_side(&game(app).state) == 0 {
        assert!(start.elapsed().as_secs() < 60, "the computer never played");
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    for _ in 0..5 {
        app.update();
    }
    app.world().resource::<Dialog>().clone()
}

/// A game started against the computer after another was on screen (the New game screen
/// holds one): the person meets no hand-over after the computer's turn.
#[test]
fn no_hand_over_to_the_one_person_in_a_new_game_against_the_computer() {
    let mut app = app_on(barbarossa_in(|_| true), true);
    let mut seats = Seats::default();
    axis_to_the_computer(&mut seats);
    app.insert_resource(seats);
    app.world_mut().write_message(SendCommand::Replace(
        Box::new(barbarossa_in(|_| true)),
        "new game".into(),
    ));
    assert_eq!(after_the_computers_turn(&mut app), Dialog::None);
}

/// The side the person played last given to the computer: after its turn, the other side's
/// person (the only one left) meets no hand-over.
#[test]
fn no_hand_over_after_the_last_persons_side_went_to_the_computer() {
    let mut app = app_on(barbarossa_in(|_| true), true);
    axis_to_the_computer(&mut app.world_mut().resource_mut::<Seats>());
    assert_eq!(after_the_computers_turn(&mut app), Dialog::None);
}
