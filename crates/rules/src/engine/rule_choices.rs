//! The optional rules and scenario choices one game is played with, by id: what the New game
//! screen, `--option`/`--choice` and a save set over the scenario file's own settings.
//!
//! A scenario file says which of its ruleset's optional rules are in force and which value each
//! choice takes; a player may change them for one game. [`RuleChoices::apply`] gives the checked
//! scenario that game is played on; [`RuleChoices::of`] lists a scenario's settings in full, as a
//! save writes them.

use crate::model::condition::{Compiled, Test, UnitTest};
use crate::model::outcome::Instr;
use crate::model::tables::{Ruleset, Scenario};
use std::collections::BTreeMap;

/// Optional rules in force (true) or out (false), and the value of each choice, by id.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleChoices {
    /// Optional rules by id: in force (true) or out (false).
    pub options: BTreeMap<String, bool>,
    /// Choices by id: the value taken.
    pub choices: BTreeMap<String, String>,
}

impl RuleChoices {
    /// Nothing changed from the scenario file.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty() && self.choices.is_empty()
    }

    /// Every optional rule and choice of the ruleset as the scenario has it.
    pub fn of(rules: &Ruleset, scenario: &Scenario) -> Self {
        RuleChoices {
            options: rules
                .options
                .iter()
                .zip(&scenario.options)
                .map(|(o, &on)| (o.id.clone(), on))
                .collect(),
            choices: rules
                .choices
                .iter()
                .zip(&scenario.choices)
                .map(|(c, &v)| (c.id.clone(), c.values[v].clone()))
                .collect(),
        }
    }

    /// Adds `--option` text: `ID` (in force), `ID=on` or `ID=off` (also true/false, yes/no).
    pub fn add_option(&mut self, text: &str) -> Result<(), String> {
        let (id, on) = match text.split_once('=') {
            None => (text, true),
            Some((id, v)) => match v.trim().to_ascii_lowercase().as_str() {
                "on" | "true" | "yes" | "1" => (id, true),
                "off" | "false" | "no" | "0" => (id, false),
                _ => {
                    return Err(format!(
                        "--option {text}: say ID, ID=on or ID=off, not \"{v}\""
                    ));
                }
            },
        };
        let id = id.trim();
        if id.is_empty() {
            return Err(format!("--option {text}: no rule id"));
        }
        self.options.insert(id.to_string(), on);
        Ok(())
    }

    /// Adds `--choice` text: `ID=VALUE`.
    pub fn add_choice(&mut self, text: &str) -> Result<(), String> {
        match text.split_once('=') {
            Some((id, v)) if !id.trim().is_empty() && !v.trim().is_empty() => {
                self.choices
                    .insert(id.trim().to_string(), v.trim().to_string());
                Ok(())
            }
            _ => Err(format!("--choice {text}: say ID=VALUE")),
        }
    }

    /// `--option` and `--choice` texts, parsed.
    pub fn parse(options: &[String], choices: &[String]) -> Result<Self, String> {
        let mut out = RuleChoices::default();
        for o in options {
            out.add_option(o)?;
        }
        for c in choices {
            out.add_choice(c)?;
        }
        Ok(out)
    }

    /// The scenario with these settings over its own; an unknown rule, choice or value is
    /// refused, naming the ones there are.
    pub fn apply(&self, rules: &Ruleset, scenario: &Scenario) -> Result<Scenario, String> {
        let mut out = scenario.clone();
        for (id, &on) in &self.options {
            let k = rules
                .options
                .iter()
                .position(|o| o.id == *id)
                .ok_or_else(|| {
                    format!(
                        "{} has no optional rule \"{id}\"; {}",
                        rules.name,
                        known(rules.options.iter().map(|o| o.id.as_str()))
                    )
                })?;
            out.options[k] = on;
        }
        for (id, value) in &self.choices {
            let k = rules
                .choices
                .iter()
                .position(|c| c.id == *id)
                .ok_or_else(|| {
                    format!(
                        "{} has no scenario choice \"{id}\"; {}",
                        rules.name,
                        known(rules.choices.iter().map(|c| c.id.as_str()))
                    )
                })?;
            let c = &rules.choices[k];
            let v = c.values.iter().position(|v| v == value).ok_or_else(|| {
                format!(
                    "\"{value}\" is not a value of {id}; it takes {}",
                    c.values.join(", ")
                )
            })?;
            out.choices[k] = v;
        }
        Ok(out)
    }

    /// One line for a status bar or a report: "The Don River on; Leningrad pocket: variant".
    pub fn describe(&self, rules: &Ruleset) -> String {
        let option_name = |id: &str| {
            rules
                .options
                .iter()
                .find(|o| o.id == id)
                .map_or(id, |o| o.name.as_str())
                .to_string()
        };
        let choice_name = |id: &str| {
            rules
                .choices
                .iter()
                .find(|o| o.id == id)
                .map_or(id, |o| o.name.as_str())
                .to_string()
        };
        let mut parts: Vec<String> = self
            .options
            .iter()
            .map(|(id, on)| format!("{} {}", option_name(id), if *on { "on" } else { "off" }))
            .collect();
        parts.extend(
            self.choices
                .iter()
                .map(|(id, v)| format!("{}: {v}", choice_name(id))),
        );
        parts.join("; ")
    }
}

/// Which of the ruleset's optional rules and choices can change anything in this scenario, by
/// index (options, choices). One is usable when a condition of the ruleset that names it could
/// hold in the scenario: every zone such a condition needs is drawn on the scenario's map (not
/// empty) and its turn range meets the scenario's turns. A choice for the Leningrad pocket does
/// nothing in a scenario that draws no pocket, so the New game screen does not offer it.
pub fn usable(rules: &Ruleset, scenario: &Scenario) -> (Vec<bool>, Vec<bool>) {
    let mut used = (
        vec![false; rules.options.len()],
        vec![false; rules.choices.len()],
    );
    let mut tests: Vec<&Compiled> = Vec::new();
    tests.extend(rules.modifiers.iter().map(|m| &m.when));
    tests.extend(rules.refusals.iter().map(|r| &r.when));
    tests.extend(rules.cost_changes.iter().map(|c| &c.when));
    tests.extend(rules.duties.whole_move.iter().flatten());
    tests.extend(
        rules
            .duties
            .reactions
            .iter()
            .filter_map(|r| r.when.as_ref()),
    );
    for program in &rules.outcomes {
        for i in program {
            if let Instr::JumpUnless(c, _) = i {
                tests.push(c);
            }
        }
    }
    for c in tests {
        let each = c
            .each
            .as_ref()
            .is_none_or(|(_, u)| unit_may_be(u, scenario));
        if each && may_hold(&c.test, scenario) {
            mark_named(&c.test, &mut used);
        }
    }
    used
}

/// Marks the options and choices a test names.
fn mark_named(t: &Test, used: &mut (Vec<bool>, Vec<bool>)) {
    match t {
        Test::Optional(k) => {
            if let Some(u) = used.0.get_mut(*k) {
                *u = true;
            }
        }
        Test::Choice(k, _) => {
            if let Some(u) = used.1.get_mut(*k) {
                *u = true;
            }
        }
        Test::All(v) | Test::Any(v) => v.iter().for_each(|t| mark_named(t, used)),
        Test::Not(t) => mark_named(t, used),
        _ => {}
    }
}

/// Could this test hold in some battle or moment of the scenario? False only when it needs
/// what the scenario lacks: a zone it does not draw, turns it does not have.
fn may_hold(t: &Test, sc: &Scenario) -> bool {
    let zone = |z: &usize| sc.zones.get(*z).is_some_and(|h| !h.is_empty());
    match t {
        Test::All(v) => v.iter().all(|t| may_hold(t, sc)),
        Test::Any(v) => v.iter().any(|t| may_hold(t, sc)),
        Test::Turns(a, b) => *a <= sc.turns.max(1) && *b >= 1,
        Test::Zone(z) => zone(z),
        Test::Units(_, _, u) => unit_may_be(u, sc),
        _ => true,
    }
}

/// Could a unit of the scenario pass this test? False only for a zone the scenario does not draw.
fn unit_may_be(u: &UnitTest, sc: &Scenario) -> bool {
    match u {
        UnitTest::InZone(z) => sc.zones.get(*z).is_some_and(|h| !h.is_empty()),
        UnitTest::All(v) => v.iter().all(|u| unit_may_be(u, sc)),
        UnitTest::Any(v) => v.iter().any(|u| unit_may_be(u, sc)),
        _ => true,
    }
}

fn known<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    let ids: Vec<&str> = ids.collect();
    if ids.is_empty() {
        "it has none".into()
    } else {
        format!("it has {}", ids.join(", "))
    }
}
