//! What happened and what was asked, in a player's words: commands, events and result names,
//! for the status line, the battle log and the panels.

use crate::rules::engine::command::{Event, StopReason};
use crate::rules::engine::game::Game;
pub(crate) use crate::rules::engine::words::describe_command;

/// An event in a player's words; `None` for the ones not worth a line.
pub(crate) fn describe(g: &Game, e: &Event) -> Option<String> {
    Some(match e {
        Event::Moved {
            unit,
            path,
            mp_spent,
            allowance,
            rail,
            stopped,
            ..
        } => {
            let to = path.last().map_or(String::from("?"), |&h| g.label(h));
            let how = if *rail { "by rail " } else { "" };
            let stop = match stopped {
                Some(StopReason::NoMpLeft) | None => String::new(),
                Some(r) => format!(", stopped: {r}"),
            };
            format!(
                "{} moved {how}to {to} ({mp_spent} of {allowance} MP){stop}",
                g.unit_name(*unit)
            )
        }
        Event::PhaseBegan { turn, phase } => format!(
            "{}: {} phase",
            g.scenario.turn_name(&g.rules, *turn),
            g.rules.phases[*phase].name
        ),
        Event::WeatherRolled { die, weather } => format!(
            "weather roll {die}: {}",
            g.rules.weather[*weather as usize].name
        ),
        Event::Placed { unit, hex } => {
            format!("{} placed in {}", g.unit_name(*unit), g.label(*hex))
        }
        Event::Arrived { unit, .. } => format!("{} arrives", g.unit_name(*unit)),
        Event::Withdrawn { unit } => format!("{} withdrawn", g.unit_name(*unit)),
        Event::SupplyJudged { out_of_supply, .. } if out_of_supply.is_empty() => return None,
        Event::SupplyJudged {
            side,
            out_of_supply,
        } => format!(
            "{} out of supply: {}",
            g.rules.sides[*side as usize].name,
            out_of_supply.len()
        ),
        Event::ReplacementsRolled { side, die, points } => format!(
            "{} replacement table: die {die}, {points} point(s)",
            g.rules.sides[*side as usize].name
        ),
        Event::ReplacementPoints { side, points } => format!(
            "{} receives {points} replacement points",
            g.rules.sides[*side as usize].name
        ),
        Event::Victory { side, condition } => {
            format!("{} wins: {condition}", g.rules.sides[*side as usize].name)
        }
        Event::GameEnded => "the game is over".into(),
        Event::Initiative { rolls, side } => format!(
            "initiative: {}; the {} activate first",
            rolls
                .iter()
                .enumerate()
                .map(|(s, r)| format!("{} {r}", g.rules.sides[s].name))
                .collect::<Vec<_>>()
                .join(", "),
            g.rules.sides[*side as usize].name
        ),
        Event::AirCommitted { side, units } => format!(
            "{}: {units} air unit(s) committed to the next attack",
            g.rules.sides[*side as usize].name
        ),
        Event::Activated { unit, units } => format!(
            "{} activated{}",
            g.unit_name(*unit),
            match units.len() {
                0 | 1 => String::new(),
                n => format!(" with {} unit(s)", n - 1),
            }
        ),
        Event::BattleResolved {
            attackers,
            hex,
            column,
            die,
            result,
        } => format!(
            "attack on {} by {} unit(s) at {column}: die {die}, {}",
            g.label(*hex),
            attackers.len(),
            result_name(g, result)
        ),
        Event::StepLost { unit } => format!("{} loses a step", g.unit_name(*unit)),
        Event::Eliminated { unit } => format!("{} eliminated", g.unit_name(*unit)),
        Event::Retreated {
            unit,
            path,
            zoc_steps,
        } => format!(
            "{} retreats to {}{}",
            g.unit_name(*unit),
            path.last().map_or(String::from("?"), |&h| g.label(h)),
            match zoc_steps {
                0 => String::new(),
                n => format!(" (loses {n} step(s) in enemy ZOC)"),
            }
        ),
        Event::NoRetreat { unit } => {
            format!("{} has no retreat and is eliminated", g.unit_name(*unit))
        }
        Event::Chose { option } => format!("chose: {option}"),
        Event::Marked { units, marker } => format!(
            "{}: {}",
            units
                .iter()
                .map(|&u| g.unit_name(u))
                .collect::<Vec<_>>()
                .join(", "),
            g.rules.unit_markers[*marker as usize].name
        ),
        Event::OpposedRolls {
            attacker_roll,
            attacker_total,
            defender_roll,
            defender_total,
            casualty_die,
            losses,
        } => format!(
            "attacker rolls {attacker_roll} (total {attacker_total}), defender {defender_roll} (total {defender_total}); casualty die {casualty_die}: attacker loses {} CF, defender {} CF",
            losses[0], losses[1]
        ),
        Event::ExchangeImpossible { need, can } => format!(
            "the exchange needs {need} attack factors, the attackers that may pay have {can}"
        ),
        Event::Ordered { order, unit } => match unit {
            Some(u) => format!(
                "{}: {}",
                g.rules.duties.orders[*order].name,
                g.unit_name(*u)
            ),
            None => g.rules.duties.orders[*order].name.clone(),
        },
        Event::MayAttackAgain { units } => format!(
            "{} may attack again",
            units
                .iter()
                .map(|&u| g.unit_name(u))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::StoodFast { unit } => {
            format!(
                "{} takes a step loss instead of retreating",
                g.unit_name(*unit)
            )
        }
        Event::Advanced { unit, to } => {
            format!("{} advances into {}", g.unit_name(*unit), g.label(*to))
        }
        Event::Rebuilt { unit, hex, points } => format!(
            "{} rebuilt in {} for {points} point(s)",
            g.unit_name(*unit),
            g.label(*hex)
        ),
    })
}

/// A combat result's name from the ruleset ("DR: defender retreats"), or its id if unknown.
pub(crate) fn result_name(g: &Game, id: &str) -> String {
    g.rules
        .combat
        .results
        .iter()
        .find(|r| r.id == id)
        .map_or_else(|| id.to_string(), |r| format!("{} ({})", r.id, r.name))
}
