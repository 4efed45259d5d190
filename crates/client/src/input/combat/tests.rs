//! The combat systems together: planning, fighting and what is brought into view.

use crate::barbarossa_in;
use crate::input::combat::*;
use crate::input::selection::plugin as selection_plugin;
use crate::services::apply::plugin as apply_plugin;
use crate::state::HoverFrozen;
use crate::state::SendCommand;
use crate::state::plugin as state_plugin;
use steppe_rules::engine::game::Game;
use steppe_rules::state::command::Command;

/// The combat systems with what they need around them, on `game`, its seats `seats`, updated once.
fn app_with(game: Game, seats: Seats) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<ButtonInput<KeyCode>>()
        .insert_resource(crate::state::BoardLayout::new(&game.scenario.map))
        .insert_resource(CurrentGame(game))
        .insert_resource(HoverFrozen(true))
        .insert_resource(seats)
        .add_plugins((apply_plugin, state_plugin, selection_plugin, plugin));
    app.update();
    app
}

fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}

/// Through the systems: a click on an enemy hex plans the attack, Enter makes it (the die is
/// rolled by the rules), and the key 1 answers every question the battle asks until it is
/// over; the plan is dropped once the defender has been attacked.
#[test]
fn click_enter_and_keys_fight_a_battle() {
    let game = barbarossa_in(|k| *k == PhaseKind::Combat);
    let target = attackable(&game)[0];
    let mut app = app_with(game, Seats::default());
    // Enter or a digit with nothing planned and no battle waiting: a reason, not silence.
    press(&mut app, KeyCode::Enter);
    let status = app.world().resource::<StatusLine>().clone();
    assert!(
        status.error && status.text.contains("plan an attack"),
        "{status:?}"
    );
    press(&mut app, KeyCode::Digit1);
    let status = app.world().resource::<StatusLine>().clone();
    assert!(
        status.error && status.text.contains("no battle"),
        "{status:?}"
    );
    app.world_mut().resource_mut::<Hovered>().0 = Some(target);
    app.world_mut()
        .resource_mut::<ButtonInput<MouseButton>>()
        .press(MouseButton::Left);
    app.update();
    let mut buttons = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
    buttons.release(MouseButton::Left);
    buttons.clear();
    assert_eq!(app.world().resource::<CombatPlan>().defender, Some(target));
    press(&mut app, KeyCode::Enter);
    let g = &app.world().resource::<CurrentGame>().0;
    assert!(
        matches!(g.log.last(), Some(Command::Attack { defender, .. }) if *defender == target),
        "{:?} / {:?}",
        g.log.last(),
        app.world().resource::<StatusLine>()
    );
    for _ in 0..20 {
        if app
            .world()
            .resource::<CurrentGame>()
            .0
            .state
            .pending
            .is_none()
        {
            break;
        }
        press(&mut app, KeyCode::Digit1);
    }
    let g = &app.world().resource::<CurrentGame>().0;
    assert!(g.state.pending.is_none(), "{:?}", g.state.pending);
    app.update();
    assert_eq!(app.world().resource::<CombatPlan>().defender, None);
}

/// Entering a person's combat phase asks for its targets to be brought into view, once;
/// the computer's does not.
#[test]
fn a_combat_phase_shows_its_targets() {
    let asked = |computer: bool| {
        let game = barbarossa_in(|k| matches!(k, PhaseKind::Movement { .. }));
        let side = game.phasing_side(&game.state);
        let mut seats = Seats::default();
        if computer {
            seats.set(side, Some(steppe_rules::play::Policy::Greedy));
        }
        let mut app = app_with(game, seats);
        let mut asks = Vec::new();
        let mut cursor = app.world().resource::<Messages<ShowHexes>>().get_cursor();
        for _ in 0..4 {
            let combat = {
                let g = &app.world().resource::<CurrentGame>().0;
                g.rules.phases[g.state.phase].kind == PhaseKind::Combat
            };
            if !combat {
                app.world_mut()
                    .resource_mut::<CurrentGame>()
                    .0
                    .apply(Command::EndPhase)
                    .expect("the phase ends");
            }
            app.update();
            let messages = app.world().resource::<Messages<ShowHexes>>();
            asks.extend(cursor.read(messages).cloned());
        }
        let g = &app.world().resource::<CurrentGame>().0;
        assert_eq!(g.rules.phases[g.state.phase].kind, PhaseKind::Combat);
        let targets = attackable(g);
        // Another game opened in a combat phase (continued from the list): asked again.
        app.world_mut().write_message(SendCommand::Replace(
            Box::new(barbarossa_in(|k| *k == PhaseKind::Combat)),
            "another game".into(),
        ));
        app.update();
        app.update();
        let messages = app.world().resource::<Messages<ShowHexes>>();
        let again: Vec<ShowHexes> = cursor.read(messages).cloned().collect();
        (asks, again, targets)
    };
    let (asks, again, targets) = asked(false);
    assert!(!targets.is_empty());
    assert_eq!(asks.len(), 1, "once: {asks:?}");
    assert_eq!(asks[0].hexes, targets);
    assert!(asks[0].all);
    assert_eq!(again.len(), 1, "a game opened in combat: {again:?}");
    let (asks, _, _) = asked(true);
    assert!(asks.is_empty(), "{asks:?}");
}

/// Operation Blue, turn 1: the 88th Infantry's move 1406 -> 1407 halts for the panic of the
/// Soviet stack in 1408 (a movement phase, no battle): the key 2 picks the Reaction window's
/// second answer, as the digits do a battle's choices, and an answer past the list is refused.
#[test]
fn digit_keys_answer_a_reaction() {
    let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("scenarios/zw_blue.ron");
    let l = steppe_files::load_scenario(&path).unwrap();
    let mut game = Game::new(l.ruleset, l.scenario, 1);
    game.apply(Command::EndPhase).unwrap();
    game.apply(Command::EndPhase).unwrap();
    let to = game.scenario.map.parse_hex("1407").unwrap();
    let inf = game.scenario.unit_by_id("g_88").unwrap();
    game.apply(Command::Move {
        unit: inf,
        path: vec![to],
    })
    .unwrap();
    assert!(
        game.state
            .pending
            .as_ref()
            .is_some_and(|p| p.reaction.is_some())
    );
    let mut app = app_with(game, Seats::default());
    let answers = app.world().resource::<CombatView>().answers.clone();
    assert!(answers.len() >= 2, "{answers:?}");
    press(&mut app, KeyCode::Digit9);
    if answers.len() < 9 {
        let status = app.world().resource::<StatusLine>().clone();
        assert!(status.error && status.text.contains("only"), "{status:?}");
    }
    press(&mut app, KeyCode::Digit2);
    let g = &app.world().resource::<CurrentGame>().0;
    assert_eq!(
        g.log.last(),
        Some(&answers[1].command),
        "{:?}",
        app.world().resource::<StatusLine>()
    );
}
