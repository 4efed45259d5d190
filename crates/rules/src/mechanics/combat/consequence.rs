//! What each answer to a pending battle's question would do, worked out by applying it to a copy
//! of the state: the words a player reads ("retreat to 1409 via 1509: 1 step lost"), the steps
//! and units it costs, answers that come to the same thing merged (every path to one hex is one
//! choice: the cheapest), and the cheapest and costliest marked when the costs differ.

use crate::mechanics::combat::answer::answer;
use crate::mechanics::combat::choices::choices;
use crate::model::tables::UnitId;
use crate::model::words::counted;
use crate::state::Stage;
use crate::state::UnitStatus;
use crate::state::command::{Command, Event};
use crate::state::{Setup, State};

/// One answer a player may give, with what it would do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The answer, as the command that gives it.
    pub command: Command,
    /// In words: "retreat to 1409 via 1509: 1 step lost, s_13a eliminated".
    pub text: String,
    /// Steps it costs: lost on the way (enemy ZOCs, no room) and owed by the question it leads
    /// to; an eliminated unit's last step counts.
    pub steps: u32,
    /// Units it eliminates.
    pub eliminated: u32,
    /// Other answers that come to the same hex or the same thing, at no lower cost, left out.
    pub merged: usize,
    /// Whether it is the cheapest or the costliest of the answers (when their costs differ).
    pub mark: Option<Mark>,
}

/// The cheapest or the costliest answer, in units eliminated, then steps lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// It costs the least.
    Cheapest,
    /// It costs the most.
    Costliest,
}

impl Choice {
    /// What the cost is compared by: units eliminated first, then steps.
    fn cost(&self) -> (u32, u32) {
        (self.eliminated, self.steps)
    }
}

/// What an answer to the pending battle's question would do, in words (see [`Choice`]).
pub fn consequence(setup: &Setup, st: &State, cmd: &Command) -> String {
    choice(setup, st, cmd).text
}

/// An answer with its consequence, worked out on a copy of the state.
pub fn choice(setup: &Setup, now: &State, cmd: &Command) -> Choice {
    let mut out = Choice {
        command: cmd.clone(),
        text: String::new(),
        steps: 0,
        eliminated: 0,
        merged: 0,
        mark: None,
    };
    let mut st = now.clone();
    let mut events = Vec::new();
    if !matches!(
        cmd,
        Command::Retreat { .. }
            | Command::TakeLoss { .. }
            | Command::Advance { .. }
            | Command::DefenderChoice { .. }
            | Command::Choose { .. }
    ) {
        return out;
    }
    if let Err(e) = answer(setup, &mut st, cmd, &mut events) {
        out.text = format!("not possible: {e}");
        return out;
    }
    if now.pending.as_ref().is_some_and(|p| p.reaction.is_some()) {
        out.text = crate::mechanics::reaction::consequence(setup, now, &st, &events);
        return out;
    }
    let what = answer_text(setup, now, &st, cmd);
    // The cost beyond the choice itself: steps lost on the way (enemy ZOC) or no path at all.
    let mut steps = 0;
    let mut gone = Vec::new();
    for e in &events {
        match e {
            Event::StepLost { .. } => steps += 1,
            Event::Eliminated { unit } => {
                steps += 1;
                gone.push(setup.scenario.units[*unit as usize].id.clone());
            }
            _ => {}
        }
    }
    out.steps = steps;
    out.eliminated = gone.len() as u32;
    // What the battle asks next, when the answer leads to another question.
    let then = question_after(&st, &mut out.steps);
    out.text = match (cmd, steps, gone.is_empty()) {
        (Command::TakeLoss { .. }, _, _) => format!("{what}{then}"),
        (_, 0, _) if !then.is_empty() => format!("{what}{then}"),
        (_, 0, _) => format!("{what}: no loss"),
        (_, n, true) => format!("{what}: {} lost{then}", counted(n, "step", "steps")),
        (_, n, false) => format!(
            "{what}: {} lost, {} eliminated{then}",
            counted(n, "step", "steps"),
            gone.join(", ")
        ),
    };
    out
}

/// The answer in words: the retreat's end and way, the step lost and the factors after, the
/// option picked.
fn answer_text(setup: &Setup, now: &State, st: &State, cmd: &Command) -> String {
    let factors = |losses: u32, u: UnitId| {
        let d = &setup.scenario.units[u as usize];
        let f = d.steps[(losses as usize).min(d.steps.len() - 1)];
        format!("{}-{}-{}", f.attack, f.defense, f.movement)
    };
    match cmd {
        Command::Retreat { path } => {
            // The end named by place (its terrain, the nearest town), the way there by number.
            let to = path.last().map_or(String::new(), |&h| {
                crate::query::whereabouts::whereabouts(&setup.rules, &setup.scenario.map, h)
            });
            let via: Vec<String> = path[..path.len().saturating_sub(1)]
                .iter()
                .map(|&h| setup.label(h))
                .collect();
            if via.is_empty() {
                format!("retreat to {to}")
            } else {
                format!("retreat to {to} via {}", via.join(", "))
            }
        }
        Command::TakeLoss { unit } => {
            let before = now.units[*unit as usize].losses;
            match st.units[*unit as usize].status() {
                UnitStatus::Eliminated => format!("{} is eliminated", setup.unit_name(*unit)),
                _ => format!(
                    "{} loses a step: {} to {}",
                    setup.unit_name(*unit),
                    factors(before, *unit),
                    factors(st.units[*unit as usize].losses, *unit)
                ),
            }
        }
        Command::Advance { unit: Some(u) } => format!("{} advances", setup.unit_name(*u)),
        Command::Advance { unit: None } => "no advance".into(),
        Command::DefenderChoice { step_instead: true } => "take a step loss and stay".into(),
        Command::DefenderChoice { .. } => "retreat".into(),
        Command::Choose { option } => match &now.pending.as_ref().map(|p| &p.stage) {
            Some(Stage::Choice { options, .. }) => {
                options.get(*option as usize).cloned().unwrap_or_default()
            }
            Some(Stage::TradePick { shares, bill, .. }) => match option {
                0 => format!(
                    "no more: the attackers give up {}",
                    counted(*bill, "factor", "factors")
                ),
                k => shares
                    .get(*k as usize - 1)
                    .map(|&(u, c)| {
                        format!(
                            "eliminate {} for {}",
                            setup.unit_name(u),
                            counted(c, "factor", "factors")
                        )
                    })
                    .unwrap_or_default(),
            },
            _ => String::new(),
        },
        _ => String::new(),
    }
}

/// What the battle asks next when the answer leads to another question, in words; the steps
/// it owes added to `steps`.
fn question_after(st: &State, steps: &mut u32) -> String {
    match st.pending.as_ref().map(|p| &p.stage) {
        Some(Stage::DefenderLoss { steps: n, .. }) if *n > 0 => {
            *steps += n;
            format!(
                "; then the defender spreads {}",
                counted(*n, "step loss", "step losses")
            )
        }
        Some(Stage::DefenderLoss { strength: n, .. }) => {
            format!(
                "; then the defender loses {} more",
                counted(*n, "defense factor", "defense factors")
            )
        }
        Some(Stage::AttackerLoss { steps: n, .. }) if *n > 0 => {
            *steps += n;
            format!(
                "; then the attacker spreads {}",
                counted(*n, "step loss", "step losses")
            )
        }
        Some(Stage::AttackerLoss { strength: n, .. }) => {
            format!(
                "; then the attacker loses {} more",
                counted(*n, "attack factor", "attack factors")
            )
        }
        Some(Stage::Retreat) => "; then the attacker picks the retreat".into(),
        Some(Stage::StepOrRetreat) => "; then the defender may take a step instead".into(),
        Some(Stage::Choice { options, .. }) => format!("; then a choice: {}", options.join(", ")),
        _ => String::new(),
    }
}

/// The legal answers to the pending battle's question, each with its consequence: what a player
/// picks from. Retreats to one hex are one choice (the cheapest path, then the shortest); other
/// answers with the same words are listed once. When the costs differ the cheapest and the
/// costliest are marked.
pub fn distinct_choices(setup: &Setup, st: &State) -> Vec<Choice> {
    let mut out: Vec<Choice> = Vec::new();
    let to = |c: &Command| match c {
        Command::Retreat { path } => path.last().copied(),
        _ => None,
    };
    for cmd in choices(setup, st) {
        let c = choice(setup, st, &cmd);
        let same = out
            .iter()
            .position(|o| match (to(&o.command), to(&c.command)) {
                (Some(a), Some(b)) => a == b,
                _ => o.text == c.text,
            });
        match same {
            Some(i) => {
                let merged = out[i].merged + 1;
                // Retreat options come shortest first: a later path replaces only if cheaper.
                if c.cost() < out[i].cost() {
                    out[i] = c;
                }
                out[i].merged = merged;
            }
            None => out.push(c),
        }
    }
    let costs = out.iter().map(Choice::cost);
    if let (Some(low), Some(high)) = (costs.clone().min(), costs.max())
        && low != high
    {
        for c in &mut out {
            c.mark = if c.cost() == low {
                Some(Mark::Cheapest)
            } else if c.cost() == high {
                Some(Mark::Costliest)
            } else {
                None
            };
        }
    }
    out
}
