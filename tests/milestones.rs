//! A scenario's milestones: read, refused at their place when wrong, and measured in every
//! `steppe sim` run (tests/fixtures/milestones_test.ron: one met on turn 1 by construction); the
//! printed figures are those recomputed from the run's `--out` lines and from `--merge`.

mod common;
use common::*;
use steppe::rules::data::milestones::MilestoneKind;
use steppe::rules::load::ruleset::ruleset_from_str;
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::load::source::Diagnostic;
use steppe::rules::play::milestones::Watch;

const FIXTURE: &str = "tests/fixtures/milestones_test.ron";

fn fixture() -> String {
    std::fs::read_to_string(repo(FIXTURE)).unwrap()
}

fn errors(text: &str) -> Vec<Diagnostic> {
    let rtext = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let rules = ruleset_from_str("gpw.ron", &rtext).unwrap();
    scenario_from_str("bad.ron", text, &rules)
        .expect_err("should be invalid")
        .0
}

#[test]
fn milestones_are_read_with_their_hexes_sides_and_turns() {
    let g = game(FIXTURE, 1);
    let m = &g.scenario.milestones;
    assert_eq!(m.len(), 4);
    assert_eq!(
        (m[0].id.as_str(), m[0].kind, m[0].turn, m[0].count),
        ("westburg", MilestoneKind::Taken, 1, 1)
    );
    assert_eq!(m[0].hexes, hexes(&g, &["0301"]));
    assert_eq!(m[0].side, 0);
    assert_eq!(m[0].date, "August 1941");
    assert_eq!(m[1].kind, MilestoneKind::Held);
    assert_eq!(m[2].kind, MilestoneKind::Retaken);
    assert_eq!((m[3].count, m[3].hexes.len()), (1, 2));
    assert_eq!(m[3].source, "a test's history");
    let (code, out, err) = steppe(&["check", FIXTURE]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("2 turns from Aug 1941, 4 milestones of history"),
        "{out}"
    );
    // A scenario without milestones has none.
    assert!(
        game("tests/fixtures/rules_test.ron", 1)
            .scenario
            .milestones
            .is_empty()
    );
}

/// Each wrong field of a milestone is refused at its place, every one in one go.
#[test]
fn a_wrong_milestone_is_refused_at_its_place() {
    let t = fixture()
        .replace(
            r#"hexes: ["Westburg"], turn: 1"#,
            r#"hexes: ["Westbrug"], turn: 3"#,
        )
        .replace(
            r#"side: "axis", kind: Held"#,
            r#"side: "soviet", kind: Held"#,
        )
        .replace(
            r#"turn: 2, source: "by construction""#,
            r#"turn: 0, source: " ""#,
        )
        .replace(
            r#"id: "eastgrad", name: "Eastgrad falls", side: "axis""#,
            r#"id: "westburg", name: "Eastgrad falls", side: "axsi""#,
        )
        .replace("count: 1, turn: 2", "count: 3, turn: 2");
    let ds = errors(&t);
    let has = |needle: &str, skip: usize, words: &str| has(&ds, pos(&t, needle, skip), words);
    has(
        "\"Westbrug\"",
        0,
        "Westbrug is not a hex or place on this map",
    );
    has(
        "turn: 3",
        6,
        "turn 3 is outside the scenario (turns 1 to 2)",
    );
    has(
        "kind: Held",
        6,
        "soviet holds 0 of these hexes at the start",
    );
    has("turn: 0", 6, "turn 0 is outside the scenario");
    has("source: \" \"", 8, "a milestone needs its source");
    has("\"axsi\"", 0, "unknown side \"axsi\"");
    has(
        "id: \"westburg\", name: \"Eastgrad",
        4,
        "duplicate milestone id \"westburg\"",
    );
    has("count: 3", 7, "count 3 of 2 hexes");
    assert_eq!(ds.len(), 8, "{ds:#?}");
    assert!(ds.iter().all(|d| d.file == "bad.ron"));
}

/// The run's lines at `out`, the first three made format 2 (no milestones), merged: the course
/// against history is the other five games'.
fn merges_with_format_2_lines(dir: &std::path::Path, out: &std::path::Path) {
    let mixed = dir.join("mixed.jsonl");
    let text: Vec<String> = std::fs::read_to_string(out)
        .unwrap()
        .lines()
        .enumerate()
        .map(|(i, l)| {
            let mut v: serde_json::Value = serde_json::from_str(l).unwrap();
            if i < 3 {
                let o = v.as_object_mut().unwrap();
                o.remove("milestones").expect("measured");
                o.insert("format".into(), 2.into());
            }
            v.to_string()
        })
        .collect();
    std::fs::write(&mixed, text.join("\n")).unwrap();
    let part = sim_json(&["sim", "--merge", mixed.to_str().unwrap(), "--json"]);
    assert_eq!(part["games"], 5);
    assert_eq!(
        part["milestones"][0]["quartiles"],
        serde_json::json!([1, 1, 1])
    );
    let (code, words, err) = steppe(&["sim", "--merge", mixed.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        words.contains("over the 5 of the 8 games whose lines measure them:\n"),
        "{words}"
    );
}

/// What `steppe sim --json` printed for the milestones, as JSON.
fn sim_json(args: &[&str]) -> serde_json::Value {
    let (code, out, err) = steppe(args);
    assert_eq!(code, 0, "{err}");
    let mut v: serde_json::Value = serde_json::from_str(&out).unwrap();
    v["milestones"].take()
}

/// The milestone met on turn 1 by construction is reported so (every game, median turn 1, as
/// history); the figures printed, by the run and by `--merge` of its lines, are those
/// recomputed here from the lines; the words say the same.
#[test]
fn every_run_measures_the_milestones_as_its_lines_recompute_them() {
    let dir = std::env::temp_dir().join(format!("steppe-milestones-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("run.jsonl");
    let run = [
        "sim", FIXTURE, "--games", "8", "--seed", "5", "--jobs", "1", "--axis", "greedy",
        "--soviet", "greedy",
    ];
    let mut args = run.to_vec();
    args.extend(["--json", "--out", out.to_str().unwrap()]);
    let printed = sim_json(&args);
    let merged = sim_json(&["sim", "--merge", out.to_str().unwrap(), "--json"]);
    assert_eq!(printed, merged);
    assert_eq!(printed["games"], 8);
    let first = &printed["milestones"][0];
    assert_eq!(first["id"], "westburg");
    assert_eq!(first["share"], 1.0);
    assert_eq!(first["quartiles"], serde_json::json!([1, 1, 1]));
    assert_eq!(first["within"], true);
    assert_eq!(
        printed["milestones"][1]["share"], 1.0,
        "held from the start"
    );
    assert_eq!(
        printed["milestones"][1]["quartiles"][1],
        serde_json::Value::Null
    );
    // Recomputed from the lines: each milestone's share, median (nearest rank) and the overall
    // figure.
    let lines: Vec<serde_json::Value> = std::fs::read_to_string(&out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 8);
    let mut within = 0;
    for (i, m) in printed["milestones"].as_array().unwrap().iter().enumerate() {
        let mut turns: Vec<u64> = lines
            .iter()
            .map(|l| l["milestones"][i]["turn"].as_u64().unwrap_or(u64::MAX))
            .collect();
        turns.sort_unstable();
        let history = m["history"].as_u64().unwrap();
        let happened = match m["kind"].as_str().unwrap() {
            "Taken" | "Retaken" => turns.iter().filter(|&&t| t != u64::MAX).count(),
            _ => turns.iter().filter(|&&t| t > history).count(),
        };
        assert_eq!(m["happened"].as_u64().unwrap() as usize, happened, "{m}");
        let median = turns[3];
        assert_eq!(
            m["quartiles"][1].as_u64().unwrap_or(u64::MAX),
            median,
            "{m}"
        );
        let ok = match m["kind"].as_str().unwrap() {
            "Taken" | "Retaken" => median != u64::MAX && median.abs_diff(history) <= 1,
            _ => median > history,
        };
        assert_eq!(m["within"], ok, "{m}");
        within += usize::from(ok);
    }
    assert_eq!(printed["within"].as_u64().unwrap() as usize, within);
    merges_with_format_2_lines(&dir, &out);
    // In words, the same.
    let (code, words, err) = steppe(&run);
    assert_eq!(code, 0, "{err}");
    assert!(
        words.contains(&format!(
            "course against history: {within} of 4 milestones ({:.0}%)",
            100.0 * within as f64 / 4.0
        )),
        "{words}"
    );
    assert!(
        words.contains(
            "  Westburg is the Axis's (westburg): Axis took it in 100% of games, turn 1 (1-1) \
             against 1 (±1): as history\n"
        ),
        "{words}"
    );
    assert!(
        words.contains(
            "  Westburg never lost (westburg_held): Axis held it through turn 2 in 100% of \
             games, lost turn never (never-never): as history\n"
        ),
        "{words}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A scenario without milestones: nothing of them in words, in JSON, or in the lines.
#[test]
fn a_run_without_milestones_prints_none() {
    let plain =
        std::env::temp_dir().join(format!("steppe-no-milestones-{}.jsonl", std::process::id()));
    let (code, words, _) = steppe(&[
        "sim",
        "tests/fixtures/rules_test.ron",
        "--games",
        "2",
        "--jobs",
        "1",
        "--out",
        plain.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    assert!(!words.contains("history"), "{words}");
    assert!(
        !std::fs::read_to_string(&plain)
            .unwrap()
            .contains("milestones")
    );
    let (code, json, _) = steppe(&["sim", "--merge", plain.to_str().unwrap(), "--json"]);
    assert_eq!(code, 0);
    assert!(!json.contains("milestones"), "{json}");
    let _ = std::fs::remove_file(&plain);
}

/// Taken is the first turn's end with the hexes the side's (from the start: turn 1); retaken,
/// the first after a turn's end without them; held, lost at the first turn's end without them.
#[test]
fn a_watch_dates_each_milestone_by_the_control_at_each_turn_s_end() {
    let mut g = game(FIXTURE, 1);
    let westburg = hex(&g, "Westburg");
    let mut watch = Watch::new(&g);
    watch.turn_ended(&g, 1);
    g.state.control[westburg as usize] = 1;
    watch.turn_ended(&g, 2);
    g.state.control[westburg as usize] = 0;
    watch.turn_ended(&g, 3);
    let met: Vec<(String, Option<u32>, bool)> = watch
        .met()
        .into_iter()
        .map(|m| (m.id.clone(), m.turn, m.happened()))
        .collect();
    let want = |id: &str, turn: Option<u32>, happened: bool| (id.to_string(), turn, happened);
    assert_eq!(
        met,
        [
            want("westburg", Some(1), true),
            want("westburg_held", Some(2), false),
            want("westburg_back", Some(3), true),
            want("eastgrad", None, false),
        ]
    );
}
