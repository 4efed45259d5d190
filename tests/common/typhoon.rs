//! The Typhoon test board (tests/fixtures/typhoon_test.ron): the combat and movement tests set
//! the board by hand, every unit under its side's HQ and that HQ active, as one activation
//! would have it.
#![allow(dead_code)]

use super::*;
use steppe::rules::engine::game::Game;
use steppe::rules::state::UnitStatus;

pub const BOARD: &str = "tests/fixtures/typhoon_test.ron";

/// Where the HQs wait while the tests play elsewhere on the board.
const HQ_HEXES: [(&str, &str); 2] = [("g_hq", "0101"), ("s_hq", "0801")];

/// Puts a unit on the map by hand, under its side's HQ.
pub fn put(g: &mut Game, id: &str, at: &str) {
    let (u, h) = (unit(g, id), hex(g, at));
    g.state.set_status(u, UnitStatus::OnMap(h));
    command_all(g);
}

/// Makes a phase current by hand (not by playing the ones before it), the phase's side's HQ
/// active.
pub fn jump_to(g: &mut Game, id: &str) {
    set_phase(g, id);
    command_all(g);
}

/// Every unit on the map answers to its side's HQ (put on the map at its corner), and the
/// acting side's HQ is the active formation.
fn command_all(g: &mut Game) {
    let hqs: Vec<u16> = HQ_HEXES
        .iter()
        .map(|(id, at)| {
            let (u, h) = (unit(g, id), hex(g, at));
            g.state.set_status(u, UnitStatus::OnMap(h));
            u
        })
        .collect();
    let n = g.scenario.units.len();
    let side_hq = |g: &Game, side: u8| {
        *hqs.iter()
            .find(|&&h| g.scenario.units[h as usize].side == side)
            .unwrap()
    };
    let command = (0..n)
        .map(|u| {
            let side = g.scenario.units[u].side;
            (!hqs.contains(&(u as u16))).then(|| side_hq(g, side))
        })
        .collect();
    g.state
        .formations
        .set_command(&g.setup.rules, &g.setup.scenario, command);
    let active = side_hq(g, g.phasing_side(&g.state));
    g.state.formations.active = Some(active);
    if !g.state.formations.has_acted(active) {
        g.state.formations.mark_done(active);
    }
}
