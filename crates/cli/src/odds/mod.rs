//! `steppe odds FILE --attackers ID,ID --defender HEX`: the odds breakdown, the final column, and the
//! exact probability of every CRT result and outcome, by enumerating the die.

use std::collections::BTreeMap;
use std::path::Path;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::rule_choices::RuleChoices;
use steppe_rules::mechanics::air;
use steppe_rules::mechanics::combat::calc::{Odds, column_heading, odds};
use steppe_rules::mechanics::combat::forecast::{DieOutcome, forecast};
use steppe_rules::mechanics::combat::{fought_already, opposed};
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;
use steppe_rules::model::words::counted;

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
    pub rules: &'a RuleChoices,
}

pub fn run(path: &Path, attackers: &str, defender: &str, what_if: WhatIf, json: bool) -> i32 {
    let g = match super::open_with(path, what_if.rules) {
        Ok(g) => g,
        Err(code) => return code,
    };
    let b = match battle(g, attackers, defender, &what_if) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    if let Some(f) = opposed::forecast(&b.g, &b.o) {
        return opposed_report(&b.g, &b.o, &f, &b.when, json);
    }
    let f = forecast(&b.g, &b.g.state, &b.o);
    let t = Tally::of(&f);
    if json {
        println!("{}", b.json(&f, &t));
    } else {
        b.print(&f, &t);
    }
    0
}

/// A battle as play would fight it: the game played on to it, the attackers, the hex attacked,
/// the odds.
struct Battle {
    g: Game,
    ids: Vec<UnitId>,
    hex: HexIdx,
    o: Odds,
    when: When,
}

/// The battle the command asks for, or why play would refuse it (the message to print).
fn battle(
    mut g: Game,
    attackers: &str,
    defender: &str,
    what_if: &WhatIf,
) -> Result<Battle, String> {
    let ids = attacker_ids(&g, attackers)?;
    let Some(hex) = g.scenario.map.parse_hex(defender) else {
        return Err(format!("{defender} is not a hex on this map"));
    };
    if let Some(w) = what_if.weather {
        match g.rules.weather_by_id(w) {
            Some(k) => g.setup.combat_weather = Some(k),
            None => {
                let known: Vec<&str> = g.rules.weather.iter().map(|w| w.id.as_str()).collect();
                return Err(format!(
                    "no weather \"{w}\" (weather: {})",
                    known.join(", ")
                ));
            }
        }
    }
    // The battle as play will fight it: the file's position played on to the attackers' next
    // combat phase (their formation activated where formations take turns), every phase's
    // start run by play's own steps (supply, weather, markers).
    let from = (g.state.turn, g.state.phase);
    if let Some(&first) = ids.first() {
        g = to_combat(&g, first)?;
    }
    let played_on = from != (g.state.turn, g.state.phase);
    if what_if.air > 0 {
        commit_air(&mut g, what_if.air)?;
    }
    // Refused as play refuses it: the odds, then a battle already fought this phase.
    let o = odds(&g, &g.state, &ids, hex)
        .and_then(|o| fought_already(&g, &g.state, &ids, &o.defenders, hex).map_or(Ok(o), Err))
        .map_err(|e| e.to_string())?;
    let when = When {
        turn: g.state.turn,
        phase: g.state.phase,
        played_on,
    };
    Ok(Battle {
        g,
        ids,
        hex,
        o,
        when,
    })
}

/// The attacking units, from a list of ids separated by commas.
fn attacker_ids(g: &Game, attackers: &str) -> Result<Vec<UnitId>, String> {
    let mut ids = Vec::new();
    for a in attackers
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        match g.scenario.unit_by_id(a) {
            Some(u) => ids.push(u),
            None => {
                return Err(format!(
                    "no unit \"{a}\" in scenario \"{}\"",
                    g.scenario.name
                ));
            }
        }
    }
    Ok(ids)
}

/// The game played on to the next combat phase of the first attacker's side, its formation
/// activated if it is on the map.
fn to_combat(g: &Game, first: UnitId) -> Result<Game, String> {
    let side = g.scenario.units[first as usize].side;
    let acting = g.state.unit_hex(first).map(|_| first);
    steppe_rules::engine::coming::to_combat(g, side, acting).map_err(|e| {
        format!(
            "{}'s next combat phase: {e}",
            g.rules.sides[side as usize].name
        )
    })
}

/// Commits `n` of the phasing side's air units, if the rules have air support and it has them.
fn commit_air(g: &mut Game, n: u32) -> Result<(), String> {
    let side = g.phasing_side(&g.state);
    let (all, left) = air::available(g, &g.state, side);
    if !air::has_air_support(g) {
        return Err("--air: these rules have no air support".to_string());
    }
    if n > left {
        return Err(format!(
            "--air: the side has {} left this turn, of {all}",
            counted(left, "air unit", "air units")
        ));
    }
    g.state.air.committed = n;
    Ok(())
}

/// The die's faces counted by what they bring.
struct Tally<'a> {
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
    fn of(f: &'a [DieOutcome]) -> Self {
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
    fn json(&self, f: &[DieOutcome], t: &Tally) -> serde_json::Value {
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
    fn print(&self, f: &[DieOutcome], t: &Tally) {
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

/// Where the battle is judged: the phase and turn the file's position was played on to.
struct When {
    turn: u32,
    phase: usize,
    /// Whether phases were ended to get there (the file is in another phase).
    played_on: bool,
}

impl When {
    /// A line saying so, where the file's position was played on.
    fn say(&self, g: &Game) {
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
fn opposed_report(g: &Game, o: &Odds, f: &opposed::Forecast, when: &When, json: bool) -> i32 {
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
