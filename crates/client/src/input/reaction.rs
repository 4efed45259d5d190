//! Answering a reaction on the map (`mechanics::reaction`): while a move waits for the other
//! side, a click on a unit that may react makes it react, and a click on a shaded hex withdraws
//! the reacting unit there. The selection's click (`selection::on_click`) hands such clicks here.

use crate::input::selection::ClickOutcome;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;
use steppe_rules::state::command::Command;

/// A click while a move waits for the other side's reaction: on a unit that may react, that it
/// does; on a shaded hex, the reacting unit withdraws there (by the cheapest way the rules offer).
pub(crate) fn on_click(game: &Game, p: &steppe_rules::state::Pending, hex: HexIdx) -> ClickOutcome {
    let answers = steppe_rules::mechanics::combat::choices(game, &game.state);
    if p.stage == steppe_rules::state::Stage::Withdraw {
        return answers
            .into_iter()
            .find(|c| matches!(c, Command::Retreat { path } if path.last() == Some(&hex)))
            .map_or_else(
                || {
                    ClickOutcome::Explain(format!(
                        "the reacting unit cannot end its withdrawal in {}: click a shaded hex, \
                         or pick in the Reaction window",
                        game.label(hex)
                    ))
                },
                ClickOutcome::Send,
            );
    }
    match p
        .defenders
        .iter()
        .position(|&u| game.state.unit_hex(u) == Some(hex))
    {
        Some(k) => ClickOutcome::Send(Command::Choose {
            option: k as u32 + 1,
        }),
        None => ClickOutcome::Explain(format!(
            "{}: click a ringed unit to make it react, or answer in the Reaction window",
            steppe_rules::mechanics::combat::waiting_in_words(game, &game.state)
        )),
    }
}

#[cfg(test)]
mod tests {
    use crate::input::selection::ClickOutcome;
    use steppe_rules::engine::game::Game;
    use steppe_rules::model::map::HexIdx;
    use steppe_rules::state::command::Command;

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
        let ClickOutcome::Send(c) = crate::input::selection::on_click(&game, None, stack) else {
            panic!("a click on the stack answers")
        };
        assert_eq!(c, Command::Choose { option: 1 });
        assert!(matches!(
            crate::input::selection::on_click(&game, None, from),
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
        let ClickOutcome::Send(Command::Retreat { path }) =
            crate::input::selection::on_click(&game, None, ends[0])
        else {
            panic!("a shaded hex answers")
        };
        assert_eq!(path.last(), Some(&ends[0]));
        assert!(matches!(
            crate::input::selection::on_click(&game, None, from),
            ClickOutcome::Explain(_)
        ));
    }
}
