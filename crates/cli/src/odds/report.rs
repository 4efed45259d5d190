//! The odds reported: a line per face of the die and the chances of each result and loss, as
//! text or JSON; for opposed rolls, the chances over every combination of the dice.

use super::{Battle, When};
use std::collections::BTreeMap;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::calc::{Odds, column_heading};
use steppe_rules::mechanics::combat::forecast::DieOutcome;
use steppe_rules::mechanics::combat::opposed;
use steppe_rules::model::words::counted;

/// `n` faces of `faces`, as a fraction and a percentage.
fn frac(n: usize, faces: usize) -> String {
    format!("{n}/{faces} ({:.1}%)", n as f64 * 100.0 / faces as f64)
}

/// The die's faces counted by what they bring.
pub(super) struct Tally<'a> {
    /// Faces per combat result.
    by_result: BTreeMap<&'a str, usize>,
    /// Faces per number of steps the defender loses.
    def_steps: BTreeMap<u32, usize>,
    /// Faces per number of steps the attacker loses.
    att_steps: BTreeMap<u32, usize>,
    /// Faces that eliminate the defender.
    eliminated: usize,
    /// Faces that eliminate the defender at the cheapest retreats.
    eliminated_at_cheapest: usize,
    /// Faces on which the defender retreats.
    retreats: usize,
    /// Some retreat is the attacker's pick (a face has a cheapest retreat).
    ranged: bool,
}

impl<'a> Tally<'a> {
    /// The faces `f` counted.
    pub(super) fn of(f: &'a [DieOutcome]) -> Self {
        let mut by_result: BTreeMap<&str, usize> = BTreeMap::new();
        for x in f {
            *by_result.entry(x.result.as_str()).or_default() += 1;
        }
        let count = |p: &dyn Fn(&DieOutcome) -> bool| f.iter().filter(|x| p(x)).count();
        let mut def_steps: BTreeMap<u32, usize> = BTreeMap::new();
        let mut att_steps: BTreeMap<u32, usize> = BTreeMap::new();
        for x in f {
            *def_steps.entry(x.defender_steps).or_default() += 1;
            *att_steps.entry(x.attacker_steps).or_default() += 1;
        }
        Tally {
            by_result,
            def_steps,
            att_steps,
            eliminated: count(&|x| x.defender_eliminated),
            eliminated_at_cheapest: count(&|x| {
                x.cheapest_retreat
                    .map_or(x.defender_eliminated, |c| c.defender_eliminated)
            }),
            retreats: count(&|x| x.defender_retreats),
            ranged: f.iter().any(|x| x.cheapest_retreat.is_some()),
        }
    }
}

impl Battle {
    /// The odds and every face of the die, as JSON.
    pub(super) fn json(&self, f: &[DieOutcome], t: &Tally) -> serde_json::Value {
        let (g, o, when) = (&self.g, &self.o, &self.when);
        let faces = f.len() as f64;
        serde_json::json!({
            "attackers": self.ids.iter().map(|&u| g.scenario.units[u as usize].id.clone()).collect::<Vec<_>>(),
            "defender": g.label(self.hex),
            "turn": when.turn, "phase": g.rules.phases[when.phase].id, "played_on": when.played_on,
            "attack": o.attack, "raw_attack": o.raw_attack, "defense": o.defense,
            "base_column": column_heading(g, o.base_column),
            "shift": o.shift,
            "column": o.column_name(g),
            "breakdown": o.breakdown.iter().map(|a| serde_json::json!({"modifier": a.name, "source": a.source, "stage": a.stage.name(), "effect": a.text, "units": a.units.iter().map(|&u| g.scenario.units[u as usize].id.clone()).collect::<Vec<_>>()})).collect::<Vec<_>>(),
            "dice": f.iter().map(|x| serde_json::json!({
                "die": x.die, "result": x.result, "defender_eliminated": x.defender_eliminated,
                "defender_retreats": x.defender_retreats, "defender_steps": x.defender_steps,
                "attacker_steps": x.attacker_steps, "defender_may_stand": x.may_stand, "also": x.also,
                "cheapest_retreat": x.cheapest_retreat.map(|c| serde_json::json!({
                    "defender_steps": c.defender_steps, "defender_eliminated": c.defender_eliminated,
                    "attacker_steps": c.attacker_steps,
                })),
            })).collect::<Vec<_>>(),
            "probability": {
                "results": t.by_result.iter().map(|(k, n)| (k.to_string(), *n as f64 / faces)).collect::<BTreeMap<_, _>>(),
                "defender_eliminated": t.eliminated as f64 / faces,
                "defender_eliminated_at_cheapest_retreats": t.eliminated_at_cheapest as f64 / faces,
                "defender_retreats": t.retreats as f64 / faces,
                "defender_steps": t.def_steps.iter().map(|(k, n)| (k.to_string(), *n as f64 / faces)).collect::<BTreeMap<_, _>>(),
                "attacker_steps": t.att_steps.iter().map(|(k, n)| (k.to_string(), *n as f64 / faces)).collect::<BTreeMap<_, _>>(),
            },
        })
    }

    /// The odds breakdown, a line per face of the die, and the chances.
    pub(super) fn print(&self, f: &[DieOutcome], t: &Tally) {
        let (g, o) = (&self.g, &self.o);
        let names: Vec<String> = self.ids.iter().map(|&u| g.unit_name(u)).collect();
        println!(
            "{} attack {} ({})",
            names.join(" + "),
            g.label(self.hex),
            o.defenders
                .iter()
                .map(|&d| g.unit_name(d))
                .collect::<Vec<_>>()
                .join(" + ")
        );
        self.when.say(g);
        println!(
            "attack {} (before modifiers {}) against defense {}: {}",
            o.attack,
            o.raw_attack,
            o.defense,
            column_heading(g, o.base_column)
        );
        for a in &o.breakdown {
            println!("  {a}");
        }
        println!("final column {}", o.column_name(g));
        println!(
            "{:>3}  {:<6}  {:<50}  attacker",
            "die", "result", "defender (at the costliest retreat / cheapest)"
        );
        for x in f {
            println!("{}", die_line(x));
        }
        print_chances(t, f.len());
    }
}

/// One face of the die: its result, what the defender and the attacker lose, what else happens.
fn die_line(x: &DieOutcome) -> String {
    let d = if x.defender_eliminated {
        "eliminated".to_string()
    } else if x.defender_retreats {
        format!(
            "retreats, {} lost{}",
            counted(x.defender_steps, "step", "steps"),
            if x.may_stand {
                " (or stands: 1 step)"
            } else {
                ""
            }
        )
    } else {
        format!("holds, {} lost", counted(x.defender_steps, "step", "steps"))
    };
    let (d, a) = match x.cheapest_retreat {
        Some(c) => (
            if c.defender_eliminated {
                format!("{d} / cheapest: eliminated")
            } else {
                format!("{d} / cheapest: retreats, {} lost", c.defender_steps)
            },
            if c.attacker_steps == x.attacker_steps {
                String::new()
            } else {
                format!(" / cheapest: {}", c.attacker_steps)
            },
        ),
        None => (d, String::new()),
    };
    let also = if x.also.is_empty() {
        String::new()
    } else {
        format!("; {}", x.also.join("; "))
    };
    format!(
        "{:>3}  {:<6}  {:<50}  {} lost{a}{also}",
        x.die,
        x.result,
        d,
        counted(x.attacker_steps, "step", "steps")
    )
}

/// The chance of each result, of the defender's elimination and retreat, and of each loss.
fn print_chances(t: &Tally, faces: usize) {
    println!(
        "results: {}",
        t.by_result
            .iter()
            .map(|(k, n)| format!("{k} {}", frac(*n, faces)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!(
        "defender eliminated {}{}, retreats {}",
        frac(t.eliminated, faces),
        if t.ranged {
            format!(
                " ({} at the cheapest retreats)",
                frac(t.eliminated_at_cheapest, faces)
            )
        } else {
            String::new()
        },
        frac(t.retreats, faces)
    );
    if t.ranged {
        println!(
            "where a retreat is the attacker's pick, each line counts the costliest for the \
             defender; \"cheapest:\" gives the loss at the cheapest"
        );
    }
    println!(
        "defender steps lost: {}",
        t.def_steps
            .iter()
            .map(|(k, n)| format!("{k}: {}", frac(*n, faces)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!(
        "attacker steps lost: {}",
        t.att_steps
            .iter()
            .map(|(k, n)| format!("{k}: {}", frac(*n, faces)))
            .collect::<Vec<_>>()
            .join(", ")
    );
}

/// An opposed-rolls battle: the modifiers of both rolls, the chance of winning and of every loss
/// in combat factors, counted over every combination of the three dice.
pub(super) fn opposed_report(
    g: &Game,
    o: &Odds,
    f: &opposed::Forecast,
    when: &When,
    json: bool,
) -> i32 {
    let n = f.total as usize;
    let share = |m: &BTreeMap<u32, u32>| -> BTreeMap<String, f64> {
        m.iter()
            .map(|(k, c)| (k.to_string(), f64::from(*c) / f64::from(f.total)))
            .collect()
    };
    if json {
        let v = serde_json::json!({
            "turn": when.turn, "phase": g.rules.phases[when.phase].id, "played_on": when.played_on,
            "attack": o.attack, "raw_attack": o.raw_attack, "defense": o.defense,
            "column": o.column_name(g),
            "attacker_modifier": o.die_modifier, "defender_modifier": o.defender_modifier,
            "breakdown": o.breakdown.iter().map(ToString::to_string).collect::<Vec<_>>(),
            "combinations": f.total,
            "probability": {
                "attacker_wins": f64::from(f.attacker_wins) / f64::from(f.total),
                "attacker_losses": share(&f.attacker_losses),
                "defender_losses": share(&f.defender_losses),
            },
        });
        println!("{v}");
        return 0;
    }
    when.say(g);
    println!(
        "attack {} (before modifiers {}) against defense {}: {}",
        o.attack,
        o.raw_attack,
        o.defense,
        o.column_name(g)
    );
    for a in &o.breakdown {
        println!("  {a}");
    }
    println!(
        "attacker rolls 1 die {:+}, defender 1 die {:+}; {} combinations of the three dice",
        o.die_modifier, o.defender_modifier, f.total
    );
    println!(
        "attacker wins {}, defender wins {}",
        frac(f.attacker_wins as usize, n),
        frac((f.total - f.attacker_wins) as usize, n)
    );
    let losses = |m: &BTreeMap<u32, u32>| {
        m.iter()
            .map(|(k, c)| format!("{k} CF {}", frac(*c as usize, n)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    println!("attacker loses: {}", losses(&f.attacker_losses));
    println!("defender loses: {}", losses(&f.defender_losses));
    0
}
