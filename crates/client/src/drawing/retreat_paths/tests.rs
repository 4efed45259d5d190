//! The retreat paths on the map against the answers the battle offers.

use crate::drawing::retreat_paths::*;
use crate::state::{BoardLayout, HoverFrozen};
use steppe_rules::data::ruleset::PhaseKind;
use steppe_rules::mechanics::combat::{choices, distinct_choices};

/// Barbarossa's first Axis combat phase played from a fixed seed until a battle asks the Axis
/// player for a retreat with several paths of differing costs.
fn retreat_asked() -> Game {
    let start = crate::barbarossa_in(|k| *k == PhaseKind::Combat);
    for seed in 1..80 {
        for target in crate::state::attackable(&start) {
            let mut game = start.clone();
            game.state.dice = steppe_rules::state::Dice::new(seed);
            let attackers = crate::state::eligible_attackers(&game, target);
            if game
                .apply(Command::Attack {
                    attackers,
                    defender: target,
                })
                .is_err()
            {
                continue;
            }
            while let Some(p) = &game.state.pending {
                let cmd = match p.stage {
                    Stage::StepOrRetreat => Command::DefenderChoice {
                        step_instead: false,
                    },
                    Stage::AttackerLoss { .. } => choices(&game, &game.state)[0].clone(),
                    _ => break,
                };
                game.apply(cmd).expect("a legal choice");
            }
            let asked = game.state.pending.as_ref().map(|p| &p.stage) == Some(&Stage::Retreat);
            let answers = distinct_choices(&game, &game.state);
            if asked && answers.len() >= 3 && answers.iter().any(|c| c.mark.is_some()) {
                return game;
            }
        }
    }
    panic!("no seed gave a retreat with choices of differing costs");
}

/// The map's systems with the combat input (which works out the answers) around them.
fn app_with(game: Game, seats: Seats) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .init_resource::<ButtonInput<MouseButton>>()
        .init_resource::<ButtonInput<KeyCode>>()
        .init_resource::<Assets<Mesh>>()
        .init_resource::<Assets<ColorMaterial>>()
        .insert_resource(BoardLayout::new(&game.scenario.map))
        .insert_resource(CurrentGame(game))
        .insert_resource(HoverFrozen(true))
        .insert_resource(seats)
        .add_plugins((
            crate::services::apply::plugin,
            crate::state::plugin,
            crate::input::selection::plugin,
            crate::input::combat::plugin,
            plugin,
        ));
    app.update();
    app.update();
    app
}

/// The labels on the map: (answer, text, z), in the answers' order.
fn labels(app: &mut App) -> Vec<(usize, String, f32)> {
    let world = app.world_mut();
    let mut out: Vec<(usize, String, f32)> = world
        .query::<(&RetreatLabel, &Text2d, &Transform)>()
        .iter(world)
        .map(|(l, t, at)| (l.choice, t.0.clone(), at.translation.z))
        .collect();
    out.sort_by_key(|l| l.0);
    out
}

fn vertices(app: &App) -> usize {
    let handle = &app.world().resource::<RetreatMesh>().0;
    app.world()
        .resource::<Assets<Mesh>>()
        .get(handle)
        .map_or(0, Mesh::count_vertices)
}

/// Every offered path is drawn from the defender's hex through its hexes, labelled at its end
/// with its key and its cost and coloured as the panel marks it; pointing at one (in the panel
/// or at its end on the map) lifts it over the others; answering the retreat takes it all away.
#[test]
fn the_offered_retreats_are_drawn_with_their_keys_and_costs_until_answered() {
    let game = retreat_asked();
    let defender = game.state.pending.as_ref().expect("waiting").hex;
    let answers = distinct_choices(&game, &game.state);
    let mut app = app_with(game, Seats::default());
    let drawn = app.world().resource::<RetreatPaths>().0.clone();
    assert_eq!(drawn.len(), answers.len());
    for (d, c) in drawn.iter().zip(&answers) {
        let Command::Retreat { path } = &c.command else {
            panic!("a retreat: {c:?}")
        };
        assert_eq!(d.hexes[0], defender, "from the defender's hex");
        assert_eq!(&d.hexes[1..], &path[..], "through each hex of the path");
        match c.mark {
            Some(Mark::Cheapest) => assert_eq!(d.cost, Cost::Free, "{c:?}"),
            Some(Mark::Costliest) => assert_eq!(d.cost, Cost::Worst, "{c:?}"),
            None => {}
        }
    }
    let shown = labels(&mut app);
    assert_eq!(shown.len(), answers.len());
    for ((i, text, _), c) in shown.iter().zip(&answers) {
        let (key, cost) = text.split_once('\n').expect("two lines");
        assert_eq!(key, (i + 1).to_string());
        let free = c.steps == 0 && c.eliminated == 0;
        assert_eq!(cost == "0", free, "{text:?} for {c:?}");
        if c.eliminated == 0 && c.steps > 0 {
            assert_eq!(
                cost.trim_start_matches('-'),
                steppe_rules::model::words::counted(c.steps, "step", "steps")
            );
        }
        if c.eliminated > 0 {
            assert!(cost.contains("elim."), "{text:?} for {c:?}");
        }
    }
    assert!(vertices(&app) > 3 * answers.len(), "the lines are drawn");

    // The second answer pointed at in the panel: its label over the others.
    app.world_mut().resource_mut::<ChoiceHover>().panel = Some(1);
    app.update();
    let shown = labels(&mut app);
    let top = shown
        .iter()
        .max_by(|a, b| a.2.total_cmp(&b.2))
        .expect("labels");
    assert_eq!(top.0, 1);
    app.world_mut().resource_mut::<ChoiceHover>().panel = None;
    // The pointer on the third path's end hex points at the third answer.
    let end = *drawn[2].hexes.last().expect("a path");
    app.world_mut().resource_mut::<Hovered>().0 = Some(end);
    app.update();
    assert_eq!(app.world().resource::<ChoiceHover>().focus(), Some(2));

    // The key 1 answers: nothing of it stays on the map.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::Digit1);
    app.update();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(KeyCode::Digit1);
    app.update();
    let g = &app.world().resource::<CurrentGame>().0;
    assert!(
        g.state
            .pending
            .as_ref()
            .is_none_or(|p| p.stage != Stage::Retreat),
        "answered"
    );
    assert!(app.world().resource::<RetreatPaths>().0.is_empty());
    assert!(labels(&mut app).is_empty());
    let empty = MeshBuilder::default().build_nonempty().count_vertices();
    assert_eq!(vertices(&app), empty, "only the empty mesh's placeholder");
}

/// The computer's own retreat is not drawn.
#[test]
fn the_computers_retreat_is_not_drawn() {
    let game = retreat_asked();
    let side = steppe_rules::mechanics::combat::acting_side(&game, &game.state);
    let mut seats = Seats::default();
    seats.set(side, Some(steppe_rules::play::Policy::Greedy));
    let answers = distinct_choices(&game, &game.state);
    assert!(drawn_paths(&game, &answers, Some(&seats)).is_empty());
    assert_eq!(drawn_paths(&game, &answers, None).len(), answers.len());
}

/// Short words for the costs, readable at the opening zoom.
#[test]
fn costs_are_short_and_readable() {
    let c = |steps, eliminated| Choice {
        command: Command::EndPhase,
        text: String::new(),
        steps,
        eliminated,
        merged: 0,
        mark: None,
    };
    assert_eq!(cost_words(&c(0, 0), 1), "0");
    assert_eq!(cost_words(&c(1, 0), 1), "-1 step");
    assert_eq!(cost_words(&c(3, 0), 2), "-3 steps");
    assert_eq!(cost_words(&c(2, 1), 1), "elim.");
    assert_eq!(cost_words(&c(3, 1), 2), "-3 steps, 1 elim.");
    assert_eq!(cost_of(&c(0, 0), 1), Cost::Free);
    assert_eq!(cost_of(&c(1, 0), 1), Cost::Costly);
    assert_eq!(cost_of(&c(2, 1), 1), Cost::Worst);
    let px = LABEL_SIZE / crate::drawing::opening::readable_scale();
    assert!(px >= crate::drawing::opening::READABLE_PX, "{px}");
}
