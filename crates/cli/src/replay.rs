//! `steppe replay SAVE`: replays a save and prints the final turn, phase and state hash.

use std::path::Path;
use steppe_files::load_save;
use steppe_rules::load::source::Diagnostics;

pub fn replay_summary(path: &Path) -> Result<String, Diagnostics> {
    let s = load_save(path)?;
    let g = &s.game;
    Ok(format!(
        "{}: save of \"{}\": {} commands, turn {} ({}), phase {}, state {:016x}{}",
        path.display(),
        g.scenario.name,
        g.log.len(),
        g.state.turn,
        g.turn_name(&g.state),
        g.rules.phases[g.state.phase].name,
        g.state_hash(),
        if g.state.over { ", game over" } else { "" }
    ))
}

pub fn run(path: &Path, json: bool) -> i32 {
    let s = match load_save(path) {
        Ok(s) => s,
        Err(ds) => return super::report(&ds),
    };
    let g = &s.game;
    if json {
        let v = serde_json::json!({
            "save": path.display().to_string(),
            "scenario": g.scenario.name,
            "commands": g.log.len(),
            "turn": g.state.turn,
            "turn_name": g.turn_name(&g.state),
            "phase": g.rules.phases[g.state.phase].id,
            "phase_name": g.rules.phases[g.state.phase].name,
            "state_hash": format!("{:016x}", g.state_hash()),
            "over": g.state.over,
        });
        println!("{v}");
    } else {
        println!(
            "turn {} ({}), phase {}",
            g.state.turn,
            g.turn_name(&g.state),
            g.rules.phases[g.state.phase].name
        );
        println!("state hash {:016x}", g.state_hash());
        if g.state.over {
            println!("game over");
        }
    }
    0
}
