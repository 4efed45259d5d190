//! `steppe odds` and `steppe reach` on a file in another phase than the battle's or the move's
//! judge it as play will: the file's position played on to that phase by play's own steps
//! (supply judged, formations activated), not set in it.

mod common;
use common::*;
use steppe::rules::state::command::Command;

/// Operation Blue with the 9th Panzer Division set up at 1605, behind the Soviet front (next to
/// the 40th and 48th Armies in 1505), in a folder of its own; the folder.
fn cut_off() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("steppe-odds-as-played-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(repo("scenarios/zw_blue.ron"))
        .unwrap()
        .replace(
            "rulesets/zhukovs_war.ron",
            &repo("scenarios/rulesets/zhukovs_war.ron")
                .display()
                .to_string(),
        );
    let at = text.find("(id: \"g_9pz\"").unwrap();
    let line = &text[at..at + text[at..].find('\n').unwrap()];
    let moved = line.replace("at: \"1404\"", "at: \"1605\"");
    assert_ne!(line, moved, "the unit's line names its hex");
    std::fs::write(dir.join("cut_off.ron"), text.replace(line, &moved)).unwrap();
    dir
}

/// The finding of issue 53: the file opens in the Axis Reinforcement phase, where no supply is
/// judged; the Axis Combat phase judges it, and the panzers, cut off, attack at half strength
/// and without their mechanized superiority. The forecast says so.
#[test]
fn a_cut_off_stack_is_forecast_out_of_supply() {
    let dir = cut_off();
    let file = dir.join("cut_off.ron");
    let args = [
        "odds",
        file.to_str().unwrap(),
        "--attackers",
        "g_9pz",
        "--defender",
        "1505",
    ];
    let (code, out, err) = steppe(&args);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("judged as play fights it in the Axis Combat phase of turn 1")
            && out.contains("out of supply (supply (our choice)): attack of g_9pz divided by 2")
            && !out.contains("mechanized superiority")
            && out.contains("final column below 1:3"),
        "{out}"
    );
    let mut json = args.to_vec();
    json.push("--json");
    let (_, out, _) = steppe(&json);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["phase"], "axis_combat");
    assert_eq!(v["turn"], 1);
    assert_eq!(v["played_on"], true);
    assert_eq!(v["attack"], 3);
    assert_eq!(v["column"], "below 1:3");
    // Its move in the Axis Movement phase: out of supply, half its 8 MP.
    let (code, out, err) = steppe(&[
        "reach",
        file.to_str().unwrap(),
        "--unit",
        "g_9pz",
        "--phase",
        "axis_movement",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Axis Movement phase, clear weather: 4 MP"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A save is judged as a scenario file is: played on to the attackers' combat phase from the
/// phase it was saved in, or as it stands if it was saved in that phase; the same battle.
#[test]
fn a_save_in_the_attackers_combat_phase_is_judged_as_it_stands() {
    let file = "tests/fixtures/movement_example.ron";
    let dir = std::env::temp_dir().join(format!("steppe-odds-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut g = game(file, 1);
    to_phase(&mut g, "soviet_combat");
    let save = dir.join("combat.ron");
    steppe::files::write_save(&save, &g, &load(file), &[]).unwrap();
    let odds_of = |f: &str| {
        let (code, out, err) = steppe(&[
            "odds",
            f,
            "--attackers",
            "sov1503,sov1602,sov1703,sov1704",
            "--defender",
            "B-1603",
            "--json",
        ]);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let (opening, saved) = (odds_of(file), odds_of(save.to_str().unwrap()));
    assert_eq!(opening["played_on"], true);
    assert_eq!(saved["played_on"], false);
    assert_eq!(saved["phase"], "soviet_combat");
    for k in ["column", "breakdown", "dice"] {
        assert_eq!(opening[k], saved[k], "{k}");
    }
    // Once the hex is attacked, play refuses another attack on it this phase, and so do the
    // odds.
    g.apply(Command::Attack {
        attackers: vec![unit(&g, "sov1503")],
        defender: hex(&g, "B-1603"),
    })
    .unwrap();
    steppe::files::write_save(&save, &g, &load(file), &[]).unwrap();
    let (code, _, err) = steppe(&[
        "odds",
        save.to_str().unwrap(),
        "--attackers",
        "sov1602",
        "--defender",
        "B-1603",
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("has already been attacked this phase"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where formations take turns (Typhoon), play goes to a phase through the activations: the
/// unit's own formation is activated, so it may move or attack there.
#[test]
fn through_the_activations_the_units_formation_acts() {
    let (code, out, err) = steppe(&[
        "reach",
        "scenarios/typhoon_1941.ron",
        "--unit",
        "g_7",
        "--phase",
        "german_movement",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("7th Infantry Division (g_7) from 0722 in the German Movement phase"),
        "{out}"
    );
    let (code, out, err) = steppe(&[
        "odds",
        "scenarios/typhoon_1941.ron",
        "--attackers",
        "g_7,g_23,g_15",
        "--defender",
        "0821",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("judged as play fights it in the German Combat phase of turn 1"),
        "{out}"
    );
}
