//! The computer playing its sides in a headless app.

use crate::services::apply::UndoFloor;
use crate::services::computer::*;
use crate::state::StatusLine;

fn app(seats: Seats) -> App {
    app_on(crate::barbarossa_in(|_| true), seats)
}

fn app_on(g: Game, seats: Seats) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(CurrentGame(g))
        .insert_resource(seats)
        .add_message::<ShowHexes>()
        .add_plugins((crate::services::apply::plugin, plugin));
    app.update();
    app
}

fn game(app: &App) -> &Game {
    &app.world().resource::<CurrentGame>().0
}

/// Updates until `done` or a minute has passed.
fn until(app: &mut App, done: impl Fn(&Game) -> bool) {
    let start = std::time::Instant::now();
    while !done(game(app)) {
        assert!(
            start.elapsed().as_secs() < 60,
            "the computer never got there"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn the_computer_plays_its_side_and_hands_the_game_over() {
    let mut app = app(Seats {
        sides: vec![Some(Policy::Greedy), None],
        pace: Pace::Instant,
    });
    let axis = game(&app).phasing_side(&game(&app).state);
    assert_eq!(axis, 0);
    // A person's command for the computer's side is refused, and says why.
    app.world_mut()
        .write_message(SendCommand::Apply(Command::EndPhase));
    app.update();
    let status = app.world().resource::<StatusLine>().clone();
    assert!(
        status.error && status.text.contains("the computer is playing the Axis"),
        "{status:?}"
    );
    until(&mut app, |g| g.phasing_side(&g.state) != axis);
    let g = game(&app);
    assert!(g.log.len() > 10, "the computer did things: {:?}", g.log);
    assert!(
        g.log.iter().any(|c| matches!(c, Command::Attack { .. })),
        "and attacked"
    );
    assert_eq!(app.world().resource::<UndoFloor>().0, g.log.len());
    // It waits for the person now: nothing more is sent.
    let len = g.log.len();
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(game(&app).log.len(), len);
    assert!(!app.world().resource::<Busy>().computer);
    // Undo does not take back its commands.
    app.world_mut().write_message(SendCommand::Undo);
    app.update();
    let status = app.world().resource::<StatusLine>();
    assert!(status.error, "{status:?}");
    assert_eq!(game(&app).log.len(), len);
}

#[test]
fn a_side_taken_over_by_the_computer_is_played_from_where_it_stands() {
    let mut app = app(Seats::default());
    // A person plays two phases, then hands the side to the computer.
    for _ in 0..2 {
        app.world_mut()
            .write_message(SendCommand::Apply(Command::EndPhase));
        app.update();
    }
    let len = game(&app).log.len();
    assert_eq!(len, 2);
    app.world_mut()
        .resource_mut::<Seats>()
        .set(0, Some(Policy::Random));
    app.world_mut().resource_mut::<Seats>().pace = Pace::Instant;
    until(&mut app, |g| g.phasing_side(&g.state) == 1);
    assert!(game(&app).log.len() > len);
    // Undo stops at the computer's last command.
    assert!(!app.world().resource::<UndoFloor>().may_undo(game(&app)));
}

/// In Typhoon the defender chooses between a step loss and a retreat: when the computer's
/// attack asks the person that, the computer waits for the answer, then plays on.
#[test]
fn the_computer_waits_for_a_persons_answer_in_its_battle() {
    let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("scenarios/typhoon_1941.ron");
    let loaded = steppe_files::load_scenario(&path).expect("the scenario loads");
    let g = Game::new(loaded.ruleset, loaded.scenario, 3);
    let computer = g.phasing_side(&g.state);
    let person = 1 - computer;
    let mut seats = Seats {
        sides: vec![None, None],
        pace: Pace::Instant,
    };
    seats.set(computer, Some(Policy::Greedy));
    let mut app = app_on(g, seats);
    let waits = |g: &Game| g.state.pending.is_some() && acting_side(g, &g.state) == person;
    // The person only ends phases, until a computer's battle asks them something.
    let start = std::time::Instant::now();
    while !waits(game(&app)) {
        assert!(
            start.elapsed().as_secs() < 60 && !game(&app).state.over,
            "turn {} phase {} log {}: {:?}",
            game(&app).state.turn,
            game(&app).state.phase,
            game(&app).log.len(),
            app.world().resource::<StatusLine>()
        );
        if acting_side(game(&app), &game(&app).state) == person {
            app.world_mut()
                .write_message(SendCommand::Apply(Command::EndPhase));
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let len = game(&app).log.len();
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(game(&app).log.len(), len, "the computer waits");
    // The person answers (as many questions as the battle asks); the computer plays on.
    let start = std::time::Instant::now();
    while app.world().resource::<UndoFloor>().0 <= len {
        assert!(start.elapsed().as_secs() < 60, "the computer plays on");
        if waits(game(&app)) {
            let answer = steppe_rules::play::battle::answer(game(&app)).expect("an answer");
            app.world_mut().write_message(SendCommand::Apply(answer));
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}
