//! `steppe suggest`: what a computer player would play for the side to act, run as a user
//! would: the commands in words, each attack's forecast, --json, located errors and exit 2.

mod common;
use common::*;
use steppe::rules::mechanics::combat::acting_side;
use steppe::rules::play::{Policy, think};

/// A save in the Axis combat phase of Barbarossa's turn 2 (a puzzle's).
const COMBAT: &str = "tests/fixtures/puzzles/gpw_barbarossa_t2_axis_combat.ron";

#[test]
fn the_text_names_the_commands_and_their_forecasts() {
    let (code, out, err) = steppe(&["suggest", COMBAT, "--policy", "greedy"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("Barbarossa, turn 2")
            && lines[0].contains("greedy (seed 1) plays the Axis"),
        "{out}"
    );
    // Numbered commands in a player's words, an attack's units and forecast below it.
    assert!(out.contains(" 1. attack on "), "{out}");
    assert!(
        out.contains("against defense") && out.contains("success"),
        "{out}"
    );
    assert!(
        out.contains("defender eliminated") && out.contains("gain"),
        "{out}"
    );
    assert!(out.lines().any(|l| l.ends_with(". end of phase")), "{out}");
    assert!(out.contains("after them (on a copy"), "{out}");
    assert!(out.contains("enemy units out of supply"), "{out}");
    assert!(out.contains("Axis units alone next to the enemy"), "{out}");
}

#[test]
fn json_is_the_commands_think_plays() {
    let (code, out, err) = steppe(&["suggest", COMBAT, "--policy", "greedy", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["side"], "axis");
    assert_eq!(v["phase"], "axis_combat");
    let cmds = v["commands"].as_array().unwrap();
    // The same commands as the rules' `think` gives for the position.
    let g = steppe::files::load_save(&repo(COMBAT)).unwrap().game;
    let side = acting_side(&g, &g.state);
    let thought = think(&g, Policy::Greedy.player(1).as_mut(), side);
    assert_eq!(cmds.len(), thought.len());
    let attacks: Vec<&serde_json::Value> = cmds.iter().filter(|c| c["kind"] == "attack").collect();
    assert!(!attacks.is_empty(), "{out}");
    for a in attacks {
        let e = &a["attack"];
        for p in ["success", "risk", "eliminated", "retreats"] {
            let x = e[p].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&x), "{p} {x}");
        }
        assert!(e["attack"].as_u64().unwrap() > 0 && !e["column"].as_str().unwrap().is_empty());
        assert!(!e["defenders"].as_array().unwrap().is_empty());
    }
    // After the phase: the copy's objectives per side, and the losses it cost.
    let sides = v["after"]["sides"].as_array().unwrap();
    assert_eq!(sides.len(), 2);
    assert!(sides[1]["steps_lost"].as_u64().unwrap() > 0, "{out}");
}

#[test]
fn a_scenario_played_on_to_a_phase() {
    let (code, out, err) = steppe(&[
        "suggest",
        "scenarios/zw_blue.ron",
        "--phase",
        "axis_movement",
        "--policy",
        "random",
        "--seed",
        "3",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Operation Blue, turn 1") && out.contains("random (seed 3)"),
        "{out}"
    );
    assert!(out.contains(". move of "), "{out}");
    let (code, _, err) = steppe(&["suggest", "scenarios/zw_blue.ron", "--phase", "tea_break"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("no phase \"tea_break\"") && err.contains("axis_movement"),
        "{err}"
    );
}

#[test]
fn bad_input_is_exit_2_naming_the_file() {
    let (code, _, err) = steppe(&["suggest", "no/such/save.ron"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("no/such/save.ron") && err.contains("cannot read"),
        "{err}"
    );
    let (code, _, err) = steppe(&["suggest", COMBAT, "--policy", "clever"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown policy \"clever\""), "{err}");
    // A save that does not parse: its line and column.
    let dir = std::env::temp_dir().join(format!("steppe-suggest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "Save(\n    version: 2,\n    seed: \"x\",\n)\n").unwrap();
    let (code, _, err) = steppe(&["suggest", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("bad.ron:3:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
