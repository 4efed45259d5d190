//! The War Against Russia test board (tests/fixtures/war_test.ron) and its helpers.
#![allow(dead_code)]

use super::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::{Odds, odds};
use steppe::rules::model::tables::Scenario;
use steppe::rules::state::command::{Command, Event};
use steppe::rules::state::{Dice, UnitStatus};

pub const BOARD: &str = "tests/fixtures/war_test.ron";

/// The cells of 004-crt-cells.md, `ROWS[die - 1][column]`, columns 1:4 to 10:1.
pub const ROWS: [[&str; 11]; 6] = [
    [
        "AE", "AE", "AE", "AE", "X", "X", "D", "dw", "DR", "DR", "DE",
    ],
    [
        "AE", "AE", "AE", "X", "-", "D", "dw", "DW", "DR", "DE", "DE",
    ],
    [
        "AE", "AE", "-", "-", "D", "dw", "DW", "DR", "DE", "DE", "BR",
    ],
    [
        "AE", "D/AE", "-", "D", "dw", "DW", "DR", "DR", "DE", "BR", "BR",
    ],
    [
        "AE", "-", "D", "dw", "DW", "DR", "DR", "DE", "BR", "BR", "BR",
    ],
    [
        "D/AE", "D", "DR", "DR", "DR", "DR", "DE", "BR", "BR", "BR", "BR",
    ],
];

/// The test board with the scenario changed by `f`, at the start of the named phase.
pub fn board(phase: &str, f: impl FnOnce(&mut Scenario)) -> Game {
    let l = load(BOARD);
    let mut sc = (*l.scenario).clone();
    f(&mut sc);
    let mut g = Game::new(l.ruleset, std::sync::Arc::new(sc), 1);
    to_phase(&mut g, phase);
    g
}

pub fn put(g: &mut Game, id: &str, at: &str) {
    let (u, h) = (unit(g, id), hex(g, at));
    g.state.set_status(u, UnitStatus::OnMap(h));
}

pub fn set_attack(sc: &mut Scenario, id: &str, attack: u32) {
    let u = sc.unit_by_id(id).unwrap() as usize;
    sc.units[u].steps[0].attack = attack;
}

pub fn ids(g: &Game, v: &[&str]) -> Vec<u16> {
    v.iter().map(|i| unit(g, i)).collect()
}

pub fn odds_of(g: &Game, attackers: &[&str], at: &str) -> Odds {
    odds(g, &g.state, &ids(g, attackers), hex(g, at)).unwrap_or_else(|e| panic!("{e}"))
}

pub fn lines(o: &Odds) -> Vec<String> {
    o.breakdown.iter().map(ToString::to_string).collect()
}

/// The combat weather from now on.
pub fn weather(g: &mut Game, id: &str) {
    g.setup.combat_weather = Some(g.rules.weather_by_id(id).expect("a weather id"));
}

/// Makes the next die show `die`.
pub fn next_die(g: &mut Game, die: u32) {
    let seed = (0..1000u64)
        .find(|&s| Dice::new(s).d6() == die)
        .expect("a seed rolls it");
    g.state.dice = Dice::new(seed);
}

/// Attacks `at` with the named units after fixing the die.
pub fn fight(g: &mut Game, attackers: &[&str], at: &str, die: u32) -> Vec<Event> {
    next_die(g, die);
    let c = Command::Attack {
        attackers: ids(g, attackers),
        defender: hex(g, at),
    };
    g.apply(c).unwrap_or_else(|e| panic!("{e}"))
}

pub fn marker(g: &Game, id: &str) -> u8 {
    g.rules
        .unit_markers
        .iter()
        .position(|m| m.id == id)
        .expect("a unit marker") as u8
}

pub fn marked(g: &Game, unit_id: &str, m: &str) -> bool {
    g.state.units[unit(g, unit_id) as usize].has(marker(g, m))
}

pub fn status(g: &Game, id: &str) -> UnitStatus {
    g.state.units[unit(g, id) as usize].status()
}
