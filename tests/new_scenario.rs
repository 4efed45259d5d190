//! A new scenario from nothing (`steppe new`, set-up mode's "New scenario…"): for every
//! shipped ruleset, the file written is one `steppe check` accepts, with the map asked for, no
//! units and one objective; a second scenario of the same name is refused, and nothing is
//! written for a map too big.

mod common;
use common::*;

const RULESETS: [&str; 4] = [
    "scenarios/rulesets/gpw.ron",
    "scenarios/rulesets/zhukovs_war.ron",
    "scenarios/rulesets/war_against_russia.ron",
    "scenarios/rulesets/typhoon.ron",
];

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("steppe-new-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn a_new_scenario_of_every_ruleset_passes_the_check() {
    for (i, ruleset) in RULESETS.iter().enumerate() {
        let dir = folder(&format!("every-{i}"));
        let d = dir.to_string_lossy().to_string();
        let (code, out, err) = steppe(&[
            "new",
            "Road to Kursk",
            "--ruleset",
            ruleset,
            "--size",
            "24x17",
            "--dir",
            &d,
        ]);
        assert_eq!(code, 0, "{ruleset}: {err}");
        let path = std::path::PathBuf::from(out.trim());
        assert_eq!(path, dir.join("road_to_kursk.ron"));
        let (code, out, err) = steppe(&["check", out.trim()]);
        assert_eq!(code, 0, "{ruleset}: {out}{err}");
        let loaded = steppe::files::load_scenario(&path).expect("loads");
        let sc = &loaded.scenario;
        assert_eq!((sc.map.width, sc.map.height), (24, 17));
        assert!(sc.units.is_empty());
        assert_eq!(sc.victory.len(), 1);
        assert_eq!(sc.victory[0].hexes, vec![sc.map.parse_hex("1309").unwrap()]);
        // The ruleset beside it is the shipped one, byte for byte.
        let copied = dir
            .join("rulesets")
            .join(std::path::Path::new(ruleset).file_name().unwrap());
        assert_eq!(
            std::fs::read_to_string(copied).unwrap(),
            std::fs::read_to_string(repo(ruleset)).unwrap()
        );
        // A game of it starts and its phases end.
        let mut g = steppe::rules::engine::game::Game::new(loaded.ruleset, loaded.scenario, 1);
        for _ in 0..5 {
            g.apply(steppe::rules::state::command::Command::EndPhase)
                .expect("a phase ends");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A new scenario opens on a date its ruleset reads as settled weather: the rules' own turn 1
/// when they count from a date (Typhoon, Zhukov's War), else the first turn of the year's
/// longest run of turns with nothing but clear weather (May, for GPW and War Against Russia),
/// never a turn where snow or mud may come; the opening turns are settled too.
#[test]
fn a_new_scenario_opens_without_snow_or_mud() {
    for (ruleset, want) in RULESETS
        .iter()
        .zip(["May 1941", "Jul 1942", "May 1941", "T1 1941"])
    {
        let rules = steppe::files::load_ruleset(&repo(ruleset)).expect("loads");
        let text = steppe::rules::load::blank::blank_scenario(
            &rules,
            &steppe::rules::load::blank::Blank {
                name: "Opening".into(),
                ruleset: format!(
                    "rulesets/{}",
                    std::path::Path::new(ruleset).file_name().unwrap().display()
                ),
                width: 10,
                height: 8,
            },
        )
        .expect("written");
        assert!(
            text.contains(&format!("first_turn: \"{want}\"")),
            "{ruleset}: {text}"
        );
        let sc = steppe::rules::load::scenario::scenario_from_str("x.ron", &text, &rules)
            .expect("checks");
        // Turn 1 settled; where the rules do not fix the date, turn 2 as well.
        let opening = if rules.turn_one.is_some() { 1 } else { 2 };
        for turn in 1..=opening {
            let (slot, _) = sc.turn_date(&rules, turn);
            assert!(
                steppe::rules::load::blank::settled(&rules, slot),
                "{ruleset}: turn {turn} ({}) may bring other weather than clear",
                sc.turn_name(&rules, turn)
            );
        }
    }
}

#[test]
fn a_name_taken_or_a_map_too_big_writes_nothing() {
    let dir = folder("refused");
    let d = dir.to_string_lossy().to_string();
    let args = ["new", "Kiev", "--ruleset", RULESETS[0], "--dir", &d];
    assert_eq!(steppe(&args).0, 0);
    let first = std::fs::read_to_string(dir.join("kiev.ron")).unwrap();
    let (code, _, err) = steppe(&args);
    assert_eq!(code, 1);
    assert!(err.contains("already exists"), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.join("kiev.ron")).unwrap(),
        first
    );
    let (code, _, err) = steppe(&[
        "new",
        "Huge",
        "--ruleset",
        RULESETS[0],
        "--size",
        "120x40",
        "--dir",
        &d,
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("2 to 99"), "{err}");
    assert!(!dir.join("huge.ron").exists());
    let (code, _, _) = steppe(&[
        "new",
        "Odd",
        "--ruleset",
        RULESETS[0],
        "--size",
        "big",
        "--dir",
        &d,
    ]);
    assert_eq!(code, 2);
    let _ = std::fs::remove_dir_all(&dir);
}
