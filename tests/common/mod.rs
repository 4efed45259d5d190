//! Shared helpers for the rules tests: load fixtures, look up units and hexes, step phases.
#![allow(dead_code)]

pub mod play;
pub mod typhoon;
pub mod war;

use std::path::{Path, PathBuf};

/// Every shipped scenario, by its path in the clone.
pub const SHIPPED: [&str; 7] = [
    "scenarios/gpw_barbarossa.ron",
    "scenarios/gpw_campaign.ron",
    "scenarios/typhoon_1941.ron",
    "scenarios/war_1941.ron",
    "scenarios/war_campaign.ron",
    "scenarios/zw_blue.ron",
    "scenarios/zw_campaign.ron",
];
use steppe::files::{Loaded, load_scenario};
use steppe::rules::engine::game::Game;
use steppe::rules::model::map::HexIdx;
use steppe::rules::model::tables::UnitId;
use steppe::rules::state::command::Command;

/// Runs the `steppe` binary in the clone with these arguments: exit code, stdout, stderr.
pub fn steppe(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_steppe"))
        .args(args)
        .current_dir(repo("."))
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

pub fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

/// A copy of the shipped scenario `path` and its ruleset in a folder of the test's own, named
/// after `tag`: the copy's path.
pub fn copy_scenario(tag: &str, path: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("steppe-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("rulesets")).unwrap();
    let scenario = dir.join(Path::new(path).file_name().unwrap());
    std::fs::copy(repo(path), &scenario).unwrap();
    let text = std::fs::read_to_string(&scenario).unwrap();
    let raw: steppe::rules::data::scenario::RawScenario =
        steppe::rules::load::source::parse_ron("x", &text).unwrap();
    std::fs::copy(repo("scenarios").join(&raw.ruleset), dir.join(&raw.ruleset)).unwrap();
    scenario
}

pub fn load(p: &str) -> Loaded {
    load_scenario(&repo(p)).unwrap_or_else(|e| panic!("{e}"))
}

pub fn game(p: &str, seed: u64) -> Game {
    let l = load(p);
    Game::new(l.ruleset, l.scenario, seed)
}

pub fn unit(g: &Game, id: &str) -> UnitId {
    g.scenario
        .unit_by_id(id)
        .unwrap_or_else(|| panic!("no unit {id}"))
}

pub fn hex(g: &Game, s: &str) -> HexIdx {
    g.scenario
        .map
        .parse_hex(s)
        .unwrap_or_else(|| panic!("no hex {s}"))
}

pub fn hexes(g: &Game, s: &[&str]) -> Vec<HexIdx> {
    s.iter().map(|x| hex(g, x)).collect()
}

/// The named phase's index in the sequence of play.
pub fn phase(g: &Game, id: &str) -> usize {
    g.rules
        .phases
        .iter()
        .position(|p| p.id == id)
        .unwrap_or_else(|| panic!("no phase {id}"))
}

/// Makes the named phase current by hand, without playing the phases before it.
pub fn set_phase(g: &mut Game, id: &str) {
    g.state.phase = phase(g, id);
}

/// Ends phases until the named phase is current.
pub fn to_phase(g: &mut Game, id: &str) {
    let target = phase(g, id);
    while g.state.phase != target {
        g.apply(Command::EndPhase).expect("end phase");
    }
}

/// 1-based line and column of the first occurrence of `needle` in `text`, plus `skip` characters
/// (where a value after its field's name starts).
pub fn pos(text: &str, needle: &str, skip: usize) -> (usize, usize) {
    let i = text
        .find(needle)
        .unwrap_or_else(|| panic!("no {needle:?} in the text"))
        + skip;
    let line = text[..i].matches('\n').count() + 1;
    let col = i - text[..i].rfind('\n').map_or(0, |k| k + 1) + 1;
    (line, col)
}

/// Asserts one of `ds` is at `at` (line, column) and says `words`.
pub fn has(ds: &[steppe::rules::load::source::Diagnostic], at: (usize, usize), words: &str) {
    assert!(
        ds.iter()
            .any(|d| (d.line, d.col) == at && d.message.contains(words)),
        "no error at {at:?} containing {words:?} in:\n{}",
        ds.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
}
