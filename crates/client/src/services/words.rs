//! What happened and what was asked, in a player's words: commands, events and result names,
//! for the status line, the battle log and the panels.

use steppe_rules::data::combat::{Resolver, Tie};
use steppe_rules::engine::game::Game;
pub(crate) use steppe_rules::engine::words::describe_command;
use steppe_rules::model::words::counted;
use steppe_rules::state::command::{Event, StopReason};

/// An event in a player's words; `None` for the ones not worth a line.
pub(crate) fn describe(g: &Game, e: &Event) -> Option<String> {
    match e {
        Event::Moved { .. }
        | Event::Placed { .. }
        | Event::Arrived { .. }
        | Event::Withdrawn { .. }
        | Event::Advanced { .. }
        | Event::Rebuilt { .. } => Some(movement(g, e)),
        Event::AirCommitted { .. }
        | Event::BattleResolved { .. }
        | Event::StepLost { .. }
        | Event::Eliminated { .. }
        | Event::Retreated { .. }
        | Event::NoRetreat { .. }
        | Event::Chose { .. }
        | Event::Marked { .. }
        | Event::OpposedRolls { .. }
        | Event::ExchangeImpossible { .. }
        | Event::MayAttackAgain { .. }
        | Event::StoodFast { .. } => Some(battle(g, e)),
        Event::PhaseBegan { .. }
        | Event::WeatherRolled { .. }
        | Event::SupplyJudged { .. }
        | Event::ReplacementsRolled { .. }
        | Event::ReplacementPoints { .. }
        | Event::Victory { .. }
        | Event::GameEnded
        | Event::Initiative { .. }
        | Event::Activated { .. }
        | Event::Ordered { .. } => turn(g, e),
        Event::ReactionAsked { .. }
        | Event::NoReaction { .. }
        | Event::Reacted { .. }
        | Event::MoveBlocked { .. } => Some(reaction(g, e)),
    }
}

/// A move halted for the other side's reaction and what came of it, in words.
fn reaction(g: &Game, e: &Event) -> String {
    let name = |k: &u8| g.rules.duties.reactions[*k as usize].name.clone();
    let units = |us: &[steppe_rules::model::tables::UnitId]| {
        us.iter()
            .map(|&u| g.unit_name(u))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match e {
        Event::ReactionAsked {
            reaction,
            unit,
            hex,
            units: who,
        } => format!(
            "{} halts before {}: {} may react ({})",
            g.unit_name(*unit),
            g.label(*hex),
            units(who),
            name(reaction)
        ),
        Event::NoReaction {
            reaction,
            units: who,
        } => format!("no {} of {}", name(reaction).to_lowercase(), units(who)),
        Event::Reacted {
            reaction,
            unit,
            path,
            ..
        } => format!(
            "{}: {} withdraws to {}",
            name(reaction),
            g.unit_name(*unit),
            path.last().map_or(String::from("?"), |&h| g.label(h))
        ),
        Event::MoveBlocked { unit, hex } => format!(
            "{} stops: {} is held against it",
            g.unit_name(*unit),
            g.label(*hex)
        ),
        _ => unreachable!("describe sends only reaction events here"),
    }
}

/// A unit moving, arriving, leaving or coming back, in words.
fn movement(g: &Game, e: &Event) -> String {
    match e {
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
            let cost = steppe_rules::model::words::move_cost(
                &mp_spent.to_string(),
                *allowance,
                &allowance.to_string(),
                *rail,
            );
            format!("{} moved {how}to {to} ({cost}){stop}", g.unit_name(*unit))
        }
        Event::Placed { unit, hex } => {
            format!("{} placed in {}", g.unit_name(*unit), g.label(*hex))
        }
        Event::Arrived { unit, .. } => format!("{} arrives", g.unit_name(*unit)),
        Event::Withdrawn { unit } => format!("{} withdrawn", g.unit_name(*unit)),
        Event::Advanced { unit, to } => {
            format!("{} advances into {}", g.unit_name(*unit), g.label(*to))
        }
        Event::Rebuilt { unit, hex, points } => format!(
            "{} rebuilt in {} for {}",
            g.unit_name(*unit),
            g.label(*hex),
            counted(*points, "point", "points")
        ),
        _ => unreachable!("describe sends only movement events here"),
    }
}

/// A battle and what it did to the units in it, in words.
fn battle(g: &Game, e: &Event) -> String {
    match e {
        Event::AirCommitted { side, units } => format!(
            "{}: {} committed to the next attack",
            g.rules.sides[*side as usize].name,
            counted(*units, "air unit", "air units")
        ),
        Event::BattleResolved {
            attackers,
            hex,
            column,
            die,
            result,
            ..
        } => {
            // Opposed rolls say their three dice in their own line (`Event::OpposedRolls`, just
            // before this one); "die" would name only the attacker's.
            let die = match g.rules.combat.resolver {
                Resolver::OpposedRolls { .. } => String::new(),
                Resolver::OddsTable { .. } => format!("die {die}, "),
            };
            format!(
                "attack on {} by {} at {column}: {die}{}",
                g.label(*hex),
                counted(attackers.len(), "unit", "units"),
                result_name(g, result)
            )
        }
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
                n => format!(" (loses {} in enemy ZOC)", counted(*n, "step", "steps")),
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
        } => opposed_rolls(
            g,
            (*attacker_roll, *attacker_total),
            (*defender_roll, *defender_total),
            *casualty_die,
            *losses,
        ),
        Event::ExchangeImpossible { need, can } => format!(
            "the exchange needs {need} attack factors, the attackers that may pay have {can}"
        ),
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
        _ => unreachable!("describe sends only battle events here"),
    }
}

/// The opposed rolls of a battle (the Typhoon game's): each side's roll and total, who wins
/// (a tie goes where the ruleset says), the casualty die and each side's loss.
fn opposed_rolls(
    g: &Game,
    (attacker_roll, attacker_total): (u32, i32),
    (defender_roll, defender_total): (u32, i32),
    casualty_die: u32,
    losses: [u32; 2],
) -> String {
    let tie_to_attacker = matches!(
        g.rules.combat.resolver,
        Resolver::OpposedRolls {
            tie: Tie::Attacker,
            ..
        }
    );
    let attacker_wins =
        attacker_total > defender_total || (attacker_total == defender_total && tie_to_attacker);
    format!(
        "attacker rolls {}, defender rolls {}: {} wins; casualty die {casualty_die}: attacker loses {} CF, defender {} CF",
        roll_total(attacker_roll, attacker_total),
        roll_total(defender_roll, defender_total),
        if attacker_wins {
            "attacker"
        } else {
            "defender"
        },
        losses[0],
        losses[1]
    )
}

/// The sequence of play: phases, weather, supply, replacements, initiative, orders and victory, in words.
fn turn(g: &Game, e: &Event) -> Option<String> {
    Some(match e {
        Event::PhaseBegan { turn, phase } => format!(
            "{}: {} phase",
            g.scenario.turn_name(&g.rules, *turn),
            g.rules.phases[*phase].name
        ),
        Event::WeatherRolled { die, weather } => format!(
            "weather roll {die}: {}",
            g.rules.weather[*weather as usize].name
        ),
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
            "{} replacement table: die {die}, {}",
            g.rules.sides[*side as usize].name,
            counted(*points, "point", "points")
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
        Event::Activated { unit, units } => format!(
            "{} activated{}",
            g.unit_name(*unit),
            match units.len() {
                0 | 1 => String::new(),
                n => format!(" with {}", counted(n - 1, "unit", "units")),
            }
        ),
        Event::Ordered { order, unit } => match unit {
            Some(u) => format!(
                "{}: {}",
                g.rules.duties.orders[*order].name,
                g.unit_name(*u)
            ),
            None => g.rules.duties.orders[*order].name.clone(),
        },
        _ => unreachable!("describe sends only turn events here"),
    })
}

/// A roll with its modifiers and total: "4 + 2 = 6", "3 - 1 = 2", or "5" unmodified.
fn roll_total(roll: u32, total: i32) -> String {
    let m = total - roll as i32;
    match m {
        0 => format!("{roll}"),
        m if m > 0 => format!("{roll} + {m} = {total}"),
        m => format!("{roll} - {} = {total}", -m),
    }
}

/// What one command's events did, in order, as one line each: an opposed-rolls battle's dice
/// after the attack they decide. The status line folds them ([`describe_all`]); the battle log
/// keeps them as they are.
pub(crate) fn describe_ordered(g: &Game, events: &[Event]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut dice = None;
    for e in events {
        let text = describe(g, e);
        match e {
            Event::OpposedRolls { .. } => dice = text,
            Event::BattleResolved { .. } => lines.extend(text.into_iter().chain(dice.take())),
            _ => lines.extend(text),
        }
    }
    lines.extend(dice);
    lines
}

/// [`describe_ordered`] with identical lines folded ([`fold_lines`]).
pub(crate) fn describe_all(g: &Game, events: &[Event]) -> Vec<String> {
    fold_lines(&describe_ordered(g, events))
}

/// Lines with the identical ones folded into the first, with a count: "X loses a step (x2)".
/// Order is that of each line's first appearance.
pub(crate) fn fold_lines(lines: &[String]) -> Vec<String> {
    let mut out: Vec<(&str, u32)> = Vec::new();
    for l in lines {
        match out.iter_mut().find(|(t, _)| *t == l.as_str()) {
            Some((_, n)) => *n += 1,
            None => out.push((l.as_str(), 1)),
        }
    }
    out.into_iter()
        .map(|(t, n)| match n {
            1 => t.to_string(),
            n => format!("{t} (x{n})"),
        })
        .collect()
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
