//! `steppe odds FILE --attackers ID,ID --defender HEX`: the odds breakdown, the final column, and the
//! exact probability of every CRT result and outcome, by enumerating the die.

use std::collections::BTreeMap;
use std::path::Path;
use steppe_rules::mechanics::combat::calc::{column_heading, odds};
use steppe_rules::mechanics::combat::forecast::forecast;
use steppe_rules::mechanics::combat::fought_already;

fn frac(n: usize, faces: usize) -> String {
    format!("{n}/{faces} ({:.1}%)", n as f64 * 100.0 / faces as f64)
}

/// What the odds suppose beyond the file's position.
pub struct WhatIf<'a> {
    /// The combat weather (a weather id).
    pub weather: Option<&'a str>,
    /// Air units committed.
    pub air: u32,
    /// Optional rules and choices (`--option`, `--choice`).
    pub rules: &'a steppe_rules::engine::rule_choices::RuleChoices,
}

pub fn run(path: &Path, attackers: &str, defender: &str, what_if: WhatIf, json: bool) -> i32 {
    let weather = what_if.weather;
    let mut g = match super::open_with(path, what_if.rules) {
        Ok(g) => g,
        Err(code) => return code,
    };
    let mut ids = Vec::new();
    for a in attackers
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        match g.scenario.unit_by_id(a) {
            Some(u) => ids.push(u),
            None => {
                eprintln!("no unit \"{a}\" in scenario \"{}\"", g.scenario.name);
                return 1;
            }
        }
    }
    let Some(hex) = g.scenario.map.parse_hex(defender) else {
        eprintln!("{defender} is not a hex on this map");
        return 1;
    };
    if let Some(w) = weather {
        match g.rules.weather_by_id(w) {
            Some(k) => g.setup.combat_weather = Some(k),
            None => {
                let known: Vec<&str> = g.rules.weather.iter().map(|w| w.id.as_str()).collect();
                eprintln!("no weather \"{w}\" (weather: {})", known.join(", "));
                return 1;
            }
        }
    }
    // The battle as play will fight it: the file's position played on to the attackers' next
    // combat phase (their formation activated where formations take turns), every phase's
    // start run by play's own steps (supply, weather, markers).
    let from = (g.state.turn, g.state.phase);
    if let Some(&first) = ids.first() {
        let side = g.scenario.units[first as usize].side;
        let acting = g.state.unit_hex(first).map(|_| first);
        match steppe_rules::engine::coming::to_combat(&g, side, acting) {
            Ok(c) => g = c,
            Err(e) => {
                eprintln!(
                    "{}'s next combat phase: {e}",
                    g.rules.sides[side as usize].name
                );
                return 1;
            }
        }
    }
    let played_on = from != (g.state.turn, g.state.phase);
    if what_if.air > 0 {
        let side = g.phasing_side(&g.state);
        let (all, left) = steppe_rules::mechanics::air::available(&g, &g.state, side);
        if !steppe_rules::mechanics::air::has_air_support(&g) {
            eprintln!("--air: these rules have no air support");
            return 1;
        }
        if what_if.air > left {
            eprintln!(
                "--air: the side has {} left this turn, of {all}",
                steppe_rules::model::words::counted(left, "air unit", "air units")
            );
            return 1;
        }
        g.state.air.committed = what_if.air;
    }
    // Refused as play refuses it: the odds, then a battle already fought this phase.
    let o = match odds(&g, &g.state, &ids, hex)
        .and_then(|o| fought_already(&g, &g.state, &ids, &o.defenders, hex).map_or(Ok(o), Err))
    {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let when = When {
        turn: g.state.turn,
        phase: g.state.phase,
        played_on,
    };
    if let Some(f) = steppe_rules::mechanics::combat::opposed::forecast(&g, &o) {
        return opposed_report(&g, &o, &f, &when, json);
    }
    let f = forecast(&g, &g.state, &o);
    let faces = f.len() as f64;
    let mut by_result: BTreeMap<&str, usize> = BTreeMap::new();
    for x in &f {
        *by_result.entry(x.result.as_str()).or_default() += 1;
    }
    let count = |p: &dyn Fn(&steppe_rules::mechanics::combat::forecast::DieOutcome) -> bool| {
        f.iter().filter(|x| p(x)).count()
    };
    let mut def_steps: BTreeMap<u32, usize> = BTreeMap::new();
    let mut att_steps: BTreeMap<u32, usize> = BTreeMap::new();
    for x in &f {
        *def_steps.entry(x.defender_steps).or_default() += 1;
        *att_steps.entry(x.attacker_steps).or_default() += 1;
    }
    let eliminated_at_cheapest = count(&|x| {
        x.cheapest_retreat
            .map_or(x.defender_eliminated, |c| c.defender_eliminated)
    });
    let ranged = f.iter().any(|x| x.cheapest_retreat.is_some());
    if json {
        let v = serde_json::json!({
            "attackers": ids.iter().map(|&u| g.scenario.units[u as usize].id.clone()).collect::<Vec<_>>(),
            "defender": g.label(hex),
            "turn": when.turn, "phase": g.rules.phases[when.phase].id, "played_on": when.played_on,
            "attack": o.attack, "raw_attack": o.raw_attack, "defense": o.defense,
            "base_column": column_heading(&g, o.base_column),
            "shift": o.shift,
            "column": o.column_name(&g),
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
                "results": by_result.iter().map(|(k, n)| (k.to_string(), *n as f64 / faces)).collect::<BTreeMap<_, _>>(),
                "defender_eliminated": count(&|x| x.defender_eliminated) as f64 / faces,
                "defender_eliminated_at_cheapest_retreats": eliminated_at_cheapest as f64 / faces,
                "defender_retreats": count(&|x| x.defender_retreats) as f64 / faces,
                "defender_steps": def_steps.iter().map(|(k, n)| (k.to_string(), *n as f64 / faces)).collect::<BTreeMap<_, _>>(),
                "attacker_steps": att_steps.iter().map(|(k, n)| (k.to_string(), *n as f64 / faces)).collect::<BTreeMap<_, _>>(),
            },
        });
        println!("{v}");
        return 0;
    }
    let names: Vec<String> = ids.iter().map(|&u| g.unit_name(u)).collect();
    println!(
        "{} attack {} ({})",
        names.join(" + "),
        g.label(hex),
        o.defenders
            .iter()
            .map(|&d| g.unit_name(d))
            .collect::<Vec<_>>()
            .join(" + ")
    );
    when.say(&g);
    println!(
        "attack {} (before modifiers {}) against defense {}: {}",
        o.attack,
        o.raw_attack,
        o.defense,
        column_heading(&g, o.base_column)
    );
    for a in &o.breakdown {
        println!("  {a}");
    }
    println!("final column {}", o.column_name(&g));
    println!(
        "{:>3}  {:<6}  {:<50}  attacker",
        "die", "result", "defender (at the costliest retreat / cheapest)"
    );
    for x in &f {
        let d = if x.defender_eliminated {
            "eliminated".to_string()
        } else if x.defender_retreats {
            format!(
                "retreats, {} lost{}",
                steppe_rules::model::words::counted(x.defender_steps, "step", "steps"),
                if x.may_stand {
                    " (or stands: 1 step)"
                } else {
                    ""
                }
            )
        } else {
            format!(
                "holds, {} lost",
                steppe_rules::model::words::counted(x.defender_steps, "step", "steps")
            )
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
        println!(
            "{:>3}  {:<6}  {:<50}  {} lost{a}{also}",
            x.die,
            x.result,
            d,
            steppe_rules::model::words::counted(x.attacker_steps, "step", "steps")
        );
    }
    println!(
        "results: {}",
        by_result
            .iter()
            .map(|(k, n)| format!("{k} {}", frac(*n, f.len())))
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!(
        "defender eliminated {}{}, retreats {}",
        frac(count(&|x| x.defender_eliminated), f.len()),
        if ranged {
            format!(
                " ({} at the cheapest retreats)",
                frac(eliminated_at_cheapest, f.len())
            )
        } else {
            String::new()
        },
        frac(count(&|x| x.defender_retreats), f.len())
    );
    if ranged {
        println!(
            "where a retreat is the attacker's pick, each line counts the costliest for the \
             defender; \"cheapest:\" gives the loss at the cheapest"
        );
    }
    println!(
        "defender steps lost: {}",
        def_steps
            .iter()
            .map(|(k, n)| format!("{k}: {}", frac(*n, f.len())))
            .collect::<Vec<_>>()
            .join(", ")
    );
    println!(
        "attacker steps lost: {}",
        att_steps
            .iter()
            .map(|(k, n)| format!("{k}: {}", frac(*n, f.len())))
            .collect::<Vec<_>>()
            .join(", ")
    );
    0
}

/// Where the battle is judged: the phase and turn the file's position was played on to.
struct When {
    turn: u32,
    phase: usize,
    /// Whether phases were ended to get there (the file is in another phase).
    played_on: bool,
}

impl When {
    /// A line saying so, where the file's position was played on.
    fn say(&self, g: &steppe_rules::engine::game::Game) {
        if self.played_on {
            println!(
                "judged as play fights it in the {} phase of turn {}: the file's position played \
                 on to it, no unit moved",
                g.rules.phases[self.phase].name, self.turn
            );
        }
    }
}

/// An opposed-rolls battle: the modifiers of both rolls, the chance of winning and of every loss
/// in combat factors, counted over every combination of the three dice.
fn opposed_report(
    g: &steppe_rules::engine::game::Game,
    o: &steppe_rules::mechanics::combat::calc::Odds,
    f: &steppe_rules::mechanics::combat::opposed::Forecast,
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
