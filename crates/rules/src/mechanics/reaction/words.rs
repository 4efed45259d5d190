//! A reaction's question and answers in words.

use crate::state::command::Event;
use crate::state::{Setup, Stage, State};

/// What an answer to the reaction question does, in words, from the events it caused and the
/// position after it: "Panic: Rifle army (s_rifle) (0404): withdraws to 0602 via 0504, 0603;
/// German panzer (g_pz) stops in 0601".
pub fn consequence(setup: &Setup, now: &State, after: &State, events: &[Event]) -> String {
    let Some(r) = now.pending.as_ref().and_then(|p| p.reaction.as_ref()) else {
        return String::new();
    };
    let mut parts = Vec::new();
    // The unit picked to react, by the option's name.
    let picked = after
        .pending
        .as_ref()
        .and_then(|p| p.reaction.as_ref())
        .and_then(|r| r.reacting)
        .or_else(|| {
            events.iter().find_map(|e| match e {
                Event::Reacted { unit, .. } => Some(*unit),
                _ => None,
            })
        });
    if let (Some(p), Some(u)) = (&now.pending, picked)
        && let Stage::Choice { options, .. } = &p.stage
        && let Some(k) = p.defenders.iter().position(|&d| d == u)
    {
        parts.push(options[k + 1].clone());
    }
    for e in events {
        match e {
            Event::NoReaction { reaction, .. } => parts.push(format!(
                "no {}",
                setup.rules.duties.reactions[*reaction as usize]
                    .name
                    .to_lowercase()
            )),
            Event::Reacted { unit, path, .. } => {
                // The end named by place (its terrain, the nearest town), the way by number.
                let to = path.last().map_or(String::new(), |&h| {
                    crate::query::whereabouts::whereabouts(&setup.rules, &setup.scenario.map, h)
                });
                let via: Vec<String> = path[..path.len() - 1]
                    .iter()
                    .map(|&h| setup.label(h))
                    .collect();
                parts.push(if via.is_empty() {
                    format!("{} withdraws to {to}", setup.unit_name(*unit))
                } else {
                    format!(
                        "{} withdraws to {to} via {}",
                        setup.unit_name(*unit),
                        via.join(", ")
                    )
                });
            }
            _ => {}
        }
    }
    let mover = setup.unit_name(r.mover);
    let at = after
        .unit_hex(r.mover)
        .map(|h| setup.label(h))
        .unwrap_or_default();
    let next = match after.pending.as_ref() {
        Some(p) if p.stage == Stage::Withdraw => {
            let u = p
                .reaction
                .as_ref()
                .and_then(|r| r.reacting)
                .unwrap_or(p.defender);
            format!("then choose where {} goes", setup.unit_name(u))
        }
        Some(p) => format!("{mover} halts again before {}", setup.label(p.hex)),
        None if events
            .iter()
            .any(|e| matches!(e, Event::MoveBlocked { .. })) =>
        {
            format!("{mover}'s move ends in {at}")
        }
        None => format!("{mover} goes on to {at}"),
    };
    parts.push(next);
    parts.join("; ")
}

/// What the reaction question waits for, in words.
pub fn waiting(setup: &Setup, st: &State) -> String {
    let Some(p) = &st.pending else {
        return "nothing".into();
    };
    let Some(r) = &p.reaction else {
        return "nothing".into();
    };
    let rule = &setup.rules.duties.reactions[r.reaction as usize];
    let side = &setup.rules.sides[rule.side as usize].name;
    match r.reacting {
        Some(u) => format!(
            "the {side} player to choose where {} withdraws ({})",
            setup.unit_name(u),
            rule.name
        ),
        None => format!(
            "the {side} player to say whether a unit reacts ({}) to {} entering {}",
            rule.name,
            setup.unit_name(r.mover),
            setup.label(p.hex)
        ),
    }
}
