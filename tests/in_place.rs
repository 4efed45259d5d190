//! Every command is played on the game's own state (check, then execute: a mechanic checks
//! everything before it changes anything), with no copy to go back to. A game with undo and one
//! without must reach exactly the same positions, answers and refusals, and a refused command
//! must leave the state as it was, in release too. Two copies of each shipped scenario, one with
//! undo and one without, are played side by side by the random player, with commands of every
//! kind that may be refused thrown in between.

mod common;
use common::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use steppe::rules::engine::game::Game;
use steppe::rules::model::map::{HexIdx, NO_HEX};
use steppe::rules::model::tables::UnitId;
use steppe::rules::play::battle::answer_all;
use steppe::rules::play::random::RandomPlayer;
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::{Command, Event, RuleError};

/// Plays `c` on both games: the same answer (events or refusal in words) and the same position
/// after it; a refusal leaves the game without undo as it was.
fn both(with: &mut Game, without: &mut Game, c: Command) -> Result<Vec<Event>, RuleError> {
    let before = without.state.clone();
    let a = with.apply(c.clone());
    let b = without.apply(c.clone());
    assert_eq!(
        a.as_ref().map_err(ToString::to_string),
        b.as_ref().map_err(ToString::to_string),
        "{c:?}"
    );
    if b.is_err() {
        assert!(without.state == before, "refused {c:?} changed the state");
    }
    assert!(with.state == without.state, "{c:?}: the games differ");
    assert_eq!(with.log.len(), without.log.len());
    a
}

/// A command that may well be refused: a unit of either side walked a few hexes at random
/// (now and then to a hex it is not next to), a unit activated, placed or rebuilt anywhere, a
/// stack attacking a hex next to it, an answer by number or by unit, an order, air support,
/// the phase ended.
fn doubtful(g: &Game, rng: &mut ChaCha8Rng) -> Command {
    let n = g.state.units.len() as UnitId;
    let unit = rng.random_range(0..n);
    let hex = rng.random_range(0..g.scenario.map.len() as HexIdx);
    match rng.random_range(0..16) {
        0 => Command::EndPhase,
        1 | 2 => Command::Activate { unit },
        3 => Command::Place { unit, hex },
        4 => Command::Rebuild { unit, hex },
        5 => Command::AirSupport {
            units: rng.random_range(0..3),
        },
        6 => Command::Choose {
            option: rng.random_range(0..4),
        },
        7 => Command::TakeLoss { unit },
        8 => Command::Order {
            order: g
                .rules
                .duties
                .orders
                .first()
                .map_or_else(|| "none".into(), |o| o.id.clone()),
            unit: rng.random_bool(0.5).then_some(unit),
        },
        9 => {
            // The unit and its neighbours in the stack next to a hex of its own.
            let at = g.state.unit_hex(unit).unwrap_or(hex);
            let target = g.scenario.map.neighbours[at as usize][rng.random_range(0..6)];
            Command::Attack {
                attackers: g.state.units_at(at).collect(),
                defender: if target == NO_HEX { hex } else { target },
            }
        }
        _ => {
            let map = &g.scenario.map;
            let mut at = match g.state.units[unit as usize].status() {
                UnitStatus::OnMap(h) => h,
                _ => rng.random_range(0..map.len() as HexIdx),
            };
            let mut path = Vec::new();
            for _ in 0..rng.random_range(1..6) {
                at = if rng.random_bool(0.1) {
                    rng.random_range(0..map.len() as HexIdx)
                } else {
                    let next = map.neighbours[at as usize][rng.random_range(0..6)];
                    if next == NO_HEX { at } else { next }
                };
                path.push(at);
            }
            Command::Move { unit, path }
        }
    }
}

#[test]
fn a_game_without_undo_plays_and_refuses_as_one_with_undo() {
    for (name, seed) in [
        ("scenarios/typhoon_1941.ron", 3),
        ("scenarios/gpw_barbarossa.ron", 4),
        ("scenarios/war_1941.ron", 5),
        ("scenarios/zw_blue.ron", 6),
    ] {
        let mut with = game(name, seed);
        let mut without = game(name, seed);
        without.without_undo();
        let mut player = RandomPlayer::new(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (mut refused, mut taken) = (0, 0);
        for _ in 0..120 {
            if with.state.over {
                break;
            }
            // Doubtful commands first (those taken change the game for both alike), then the
            // random player's phase, each of its commands played on both.
            for _ in 0..6 {
                if with.state.pending.is_some() {
                    break;
                }
                let c = doubtful(&with, &mut rng);
                match both(&mut with, &mut without, c) {
                    Ok(_) => taken += 1,
                    Err(_) => refused += 1,
                }
            }
            // A battle a doubtful attack began is answered as a computer player answers it.
            answer_all(
                &mut with,
                &mut |g, c| both(g, &mut without, c),
                &mut Vec::new(),
            );
            if with.state.over {
                break;
            }
            player.play_phase(&mut with, &mut |g, c| both(g, &mut without, c));
        }
        assert!(
            refused > 100 && taken > 10,
            "{name}: {refused} refused, {taken} taken"
        );
    }
}
