//! Clicks on the map: selecting, moving, and answering a reaction.

use crate::input::selection::*;
use crate::test_game_tank_moves;

fn tank(game: &Game) -> UnitId {
    game.scenario.unit_by_id("tank1203").expect("fixture unit")
}

#[test]
fn clicking_a_unit_selects_it_and_clicking_a_destination_moves_it() {
    let game = test_game_tank_moves();
    let t = tank(&game);
    let start = game.state.unit_hex(t).unwrap();
    let ClickOutcome::Select(sel) = on_click(&game, None, start) else {
        panic!("the tank is selected");
    };
    assert_eq!(sel.unit, t);
    let to = *sel.reach.dests.last().unwrap();
    match on_click(&game, Some(&sel), to) {
        ClickOutcome::Send(Command::Move { unit, path }) => {
            assert_eq!(unit, t);
            assert_eq!(path.last(), Some(&to));
        }
        other => panic!("{other:?}"),
    }
    // Its own hex again: nothing else there to select, so deselect.
    assert!(matches!(
        on_click(&game, Some(&sel), start),
        ClickOutcome::Deselect(_)
    ));
}

#[test]
fn a_click_out_of_reach_is_sent_for_the_rules_to_refuse() {
    let game = test_game_tank_moves();
    let Ok(sel) = select(&game, tank(&game)) else {
        panic!("selectable")
    };
    let map = &game.scenario.map;
    let far = (0..map.len() as HexIdx)
        .filter(|&h| sel.reach.cost(h).is_none() && game.state.units_at(h).next().is_none())
        .max_by_key(|&h| map.hex(h).unsigned_distance_to(map.hex(sel.reach.start)));
    let Some(far) = far else { return };
    let ClickOutcome::Send(cmd) = on_click(&game, Some(&sel), far) else {
        panic!("sent")
    };
    assert!(game.clone().apply(cmd).is_err());
}

#[test]
fn a_click_on_a_friendly_unit_that_cannot_move_explains_the_selected_one() {
    // Another unit of the tank's side that may not move now, in a hex out of the tank's
    // reach: the click asks the rules about the tank, not about that unit.
    let mut game = test_game_tank_moves();
    let t = tank(&game);
    let side = game.scenario.units[t as usize].side;
    let sel = select(&game, t).expect("selectable");
    let other = (0..game.scenario.units.len() as UnitId).find(|&u| {
        u != t
            && game.scenario.units[u as usize].side == side
            && game
                .state
                .unit_hex(u)
                .is_some_and(|h| sel.reach.cost(h).is_none())
    });
    let Some(other) = other else { return };
    let moved = game.rules.roles.moved;
    let h = game.state.unit_hex(other).unwrap();
    for u in game.state.units_at(h).collect::<Vec<_>>() {
        game.state.units[u as usize].set(moved, true);
    }
    match on_click(&game, Some(&sel), h) {
        ClickOutcome::Send(Command::Move { unit, .. }) => assert_eq!(unit, t),
        o => panic!("{o:?}"),
    }
}

#[test]
fn clicking_an_empty_hex_with_nothing_selected_says_so() {
    let game = crate::test_game();
    let empty = (0..game.scenario.map.len() as HexIdx)
        .find(|&h| game.state.units_at(h).next().is_none())
        .unwrap();
    let ClickOutcome::Explain(text) = on_click(&game, None, empty) else {
        panic!("explained")
    };
    assert!(text.starts_with("no "), "{text}");
}

/// The whole flow through the systems: a click selects, a click on a destination moves
/// (through the applying system), and the selection is dropped once the unit has moved.
#[test]
fn clicks_select_and_move_through_the_systems() {
    let game = test_game_tank_moves();
    let t = tank(&game);
    let start = game.state.unit_hex(t).unwrap();
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<ButtonInput<KeyCode>>()
        .insert_resource(BoardLayout::new(&game.scenario.map))
        .insert_resource(CurrentGame(game))
        .insert_resource(HoverFrozen(true))
        .add_plugins((crate::services::apply::plugin, crate::state::plugin, plugin));
    let click_on = |app: &mut App, hex: HexIdx| {
        app.world_mut().resource_mut::<Hovered>().0 = Some(hex);
        let mut buttons = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
        buttons.press(MouseButton::Left);
        app.update();
        let mut buttons = app.world_mut().resource_mut::<ButtonInput<MouseButton>>();
        buttons.release(MouseButton::Left);
        buttons.clear();
    };
    click_on(&mut app, start);
    let sel = app
        .world()
        .resource::<Selection>()
        .0
        .clone()
        .expect("selected");
    assert_eq!(sel.unit, t);
    let to = *sel.reach.dests.last().unwrap();
    click_on(&mut app, to);
    app.update();
    assert_eq!(
        app.world().resource::<CurrentGame>().0.state.unit_hex(t),
        Some(to)
    );
    assert!(app.world().resource::<Selection>().0.is_none());
    assert!(!app.world().resource::<StatusLine>().error);
}

/// While a move waits for the other side's reaction, clicks on the map answer it
/// (`reaction::on_click`, which the selection's click hands them to).
#[test]
fn while_a_reaction_waits_clicks_answer_it() {
    // Operation Blue, turn 1: the 88th Infantry's move 1406 -> 1407 halts for the panic of
    // the Soviet stack in 1408.
    let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("scenarios/zw_blue.ron");
    let l = steppe_files::load_scenario(&path).unwrap();
    let mut game = Game::new(l.ruleset, l.scenario, 1);
    game.apply(Command::EndPhase).unwrap();
    game.apply(Command::EndPhase).unwrap();
    let hex = |s: &str| game.scenario.map.parse_hex(s).unwrap();
    let (from, to, stack) = (hex("1406"), hex("1407"), hex("1408"));
    let inf = game.scenario.unit_by_id("g_88").unwrap();
    assert_eq!(game.state.unit_hex(inf), Some(from));
    game.apply(Command::Move {
        unit: inf,
        path: vec![to],
    })
    .unwrap();
    // A click on the stack: its first unit panics.
    let ClickOutcome::Send(c) = on_click(&game, None, stack) else {
        panic!("a click on the stack answers")
    };
    assert_eq!(c, Command::Choose { option: 1 });
    assert!(matches!(
        on_click(&game, None, from),
        ClickOutcome::Explain(t) if t.contains("click a ringed unit")
    ));
    game.apply(c).unwrap();
    // Then a shaded hex: the withdrawal that ends there.
    let ends: Vec<HexIdx> = steppe_rules::mechanics::combat::choices(&game, &game.state)
        .into_iter()
        .filter_map(|c| match c {
            Command::Retreat { path } => path.last().copied(),
            _ => None,
        })
        .collect();
    let ClickOutcome::Send(Command::Retreat { path }) = on_click(&game, None, ends[0]) else {
        panic!("a shaded hex answers")
    };
    assert_eq!(path.last(), Some(&ends[0]));
    assert!(matches!(
        on_click(&game, None, from),
        ClickOutcome::Explain(_)
    ));
}
