//! `steppe odds FILE --attackers ID,ID --defender HEX`: the odds breakdown, the final column, and the
//! exact probability of every CRT result and outcome, by enumerating the die.

mod report;

use report::{Tally, opposed_report};
use std::path::Path;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::rule_choices::RuleChoices;
use steppe_rules::mechanics::air;
use steppe_rules::mechanics::combat::calc::{Odds, odds};
use steppe_rules::mechanics::combat::forecast::forecast;
use steppe_rules::mechanics::combat::{fought_already, opposed};
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;
use steppe_rules::model::words::counted;

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
