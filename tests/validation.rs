//! Validation reports every problem in a file, each as file:line:col: message, at the right place.

mod common;
use common::*;
use steppe::rules::load::ruleset::ruleset_from_str;
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::load::source::Diagnostic;

fn scenario_errors(text: &str) -> Vec<Diagnostic> {
    let rtext = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let rules = ruleset_from_str("gpw.ron", &rtext).unwrap();
    scenario_from_str("bad.ron", text, &rules)
        .expect_err("should be invalid")
        .0
}

/// The fixture with some lines replaced.
fn broken(replacements: &[(&str, &str)]) -> String {
    let mut t = std::fs::read_to_string(repo("tests/fixtures/rules_test.ron")).unwrap();
    for (a, b) in replacements {
        assert!(t.contains(a), "fixture lacks {a}");
        t = t.replacen(a, b, 1);
    }
    t
}

#[test]
fn syntax_error_names_line_and_column() {
    let t = broken(&[("turns: 2,", "turns: 2,,")]);
    let ds = scenario_errors(&t);
    assert_eq!(ds.len(), 1);
    assert_eq!(ds[0].file, "bad.ron");
    assert_eq!(ds[0].line, pos(&t, "turns: 2,,", 0).0);
    assert!(
        ds[0]
            .to_string()
            .starts_with(&format!("bad.ron:{}:", ds[0].line))
    );
}

#[test]
fn unknown_field_is_refused() {
    let t = broken(&[("turns: 2,", "turns: 2,\n    colour: \"red\",")]);
    let ds = scenario_errors(&t);
    assert!(ds[0].message.contains("colour"), "{}", ds[0]);
    assert_eq!(ds[0].line, pos(&t, "colour:", 0).0);
}

#[test]
fn an_unknown_side_told_to_share_its_objectives_is_refused_at_its_place() {
    let t = broken(&[(
        "turns: 2,",
        "turns: 2,\n    computer: (share_objectives: [\"axis\", \"axsi\"]),",
    )]);
    let ds = scenario_errors(&t);
    has(&ds, pos(&t, "\"axsi\"", 0), "unknown side \"axsi\"");
    assert_eq!(ds.len(), 1, "{ds:#?}");
}

/// The computer's garrison range is read from the scenario (12 if not given); one that is not a
/// whole number of hexes is refused at its place.
#[test]
fn a_garrison_range_is_read_and_a_bad_one_refused_at_its_place() {
    let rtext = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let rules = ruleset_from_str("gpw.ron", &rtext).unwrap();
    let load = |t: &str| scenario_from_str("s.ron", t, &rules).map(|s| s.garrison_range);
    assert_eq!(load(&broken(&[])).ok(), Some(12));
    let t = broken(&[("turns: 2,", "turns: 2,\n    computer: (garrison_range: 7),")]);
    assert_eq!(load(&t).ok(), Some(7));
    let t = broken(&[(
        "turns: 2,",
        "turns: 2,\n    computer: (garrison_range: -3),",
    )]);
    let ds = scenario_errors(&t);
    assert_eq!(ds.len(), 1, "{ds:#?}");
    assert_eq!(ds[0].line, pos(&t, "garrison_range", 0).0, "{}", ds[0]);
    assert!(ds[0].message.contains("out of bounds"), "{}", ds[0]);
}

#[test]
fn every_problem_is_reported_at_its_place() {
    let t = broken(&[
        ("\"...s......\", // 04", "\"...s..X...\", // 04"),
        ("at: \"0303\"", "at: \"1203\""),
        (
            "type: \"armor\", size: Corps, steps: [(8, 8, 8), (4, 4, 8)], at: \"0206\"",
            "type: \"armor\", size: Corps, steps: [(8, 8, 8), (4, 4, 8)], at: \"0205\"",
        ),
        ("at: \"0504\"", "at: \"0103\""),
        (
            "(turn: 2, units: [\"a_new\"])",
            "(turn: 3, units: [\"a_new\"])",
        ),
        (
            "type: \"infantry\", size: Army, steps: [(6, 6, 5), (3, 3, 5)], at: \"0807\"",
            "type: \"rocket\", size: Army, steps: [(6, 6, 5), (3, 3, 5)], at: \"0807\"",
        ),
        ("\"0303/0304\"", "\"0303/0306\""),
    ]);
    let ds = scenario_errors(&t);
    // Unknown terrain letter: the column of the letter itself.
    has(
        &ds,
        pos(&t, "\"...s..X...\"", 7),
        "unknown terrain letter 'X'",
    );
    has(&ds, pos(&t, "\"1203\"", 0), "1203 is not a hex on this map");
    has(
        &ds,
        pos(&t, "at: \"0205\"", 4),
        "lake: prohibited for armor",
    );
    // a_inf3 moved onto a_inf1's hex: the second unit there is overstacked.
    let second = t.match_indices("at: \"0103\"").nth(1).unwrap().0;
    let line = t[..second].matches('\n').count() + 1;
    assert!(
        ds.iter()
            .any(|d| d.line == line && d.message.contains("overstacked")),
        "{ds:?}"
    );
    has(
        &ds,
        pos(&t, "turn: 3, units: [\"a_new\"]", 6),
        "turn 3 is outside the scenario's turns 1 to 2",
    );
    has(
        &ds,
        pos(&t, "\"rocket\"", 0),
        "unknown unit type \"rocket\"",
    );
    has(&ds, pos(&t, "\"0303/0306\"", 0), "not adjacent");
    assert_eq!(ds.len(), 7, "{ds:#?}");
}

#[test]
fn ruleset_errors_are_located_too() {
    let mut t = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    t = t.replacen(
        "movement_class: \"armor\", symbol: Armor",
        "movement_class: \"tracks\", symbol: Armor",
        1,
    );
    t = t.replacen(
        "[\"EX\",  \"DR\",  \"DR\",  \"DR\",  \"DRL\", \"DRL\"]",
        "[\"EX\",  \"DR\",  \"DR\",  \"DR\",  \"DRL\", \"XX\"]",
        1,
    );
    t = t.replacen("tint: Some(\"#6b4a2266\")", "tint: Some(\"brown\")", 1);
    let ds = ruleset_from_str("gpw.ron", &t).unwrap_err().0;
    has(
        &ds,
        pos(&t, "\"tracks\"", 0),
        "unknown movement class \"tracks\"",
    );
    has(&ds, pos(&t, "\"XX\"", 0), "unknown combat result \"XX\"");
    has(&ds, pos(&t, "Some(\"brown\")", 0), "not a #rrggbbaa colour");
    assert_eq!(ds.len(), 3, "{ds:#?}");
}

#[test]
fn shipped_files_are_valid() {
    for f in [
        "scenarios/gpw_barbarossa.ron",
        "tests/fixtures/movement_example.ron",
        "tests/fixtures/rules_test.ron",
    ] {
        load(f);
    }
}

#[test]
fn default_scenario_has_what_the_issue_asks_for() {
    let l = load("scenarios/gpw_barbarossa.ron");
    let (r, s) = (&l.ruleset, &l.scenario);
    assert!(s.map.width >= 40 && s.map.height >= 30);
    for t in 0..r.terrain.len() {
        assert!(
            s.map.terrain.iter().any(|&x| x as usize == t),
            "terrain {} unused",
            r.terrain[t].id
        );
    }
    for k in 0..r.hexsides.len() {
        assert!(
            s.map.hexsides.iter().any(|h| h.contains(&(k as u8))),
            "hexside {} unused",
            r.hexsides[k].id
        );
    }
    let fortress = r.feature_by_id("fortress").unwrap();
    for city in ["Moscow", "Berlin"] {
        let h = s.map.parse_hex(city).unwrap_or_else(|| panic!("no {city}"));
        assert!(s.map.has_feature(h, fortress), "{city} is not a fortress");
    }
    assert!(!s.map.rail_links.is_empty());
    let axis = s.units.iter().filter(|u| u.side == 0).count();
    let soviet = s.units.iter().filter(|u| u.side == 1).count();
    assert!(
        axis >= 40 && soviet >= 60,
        "{axis} Axis, {soviet} Soviet units"
    );
}

#[test]
fn a_held_pocket_gives_its_hexes_to_its_side_or_says_where_it_is_wrong() {
    // Good: 0202 lies west of the border (axis) but the Soviets hold it.
    let t = broken(&[(
        "border: [4, 4, 4, 4, 4, 4, 4, 4])",
        "border: [4, 4, 4, 4, 4, 4, 4, 4], held: [(side: \"soviet\", hexes: [\"0202\"])])",
    )]);
    let rtext = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let rules = ruleset_from_str("gpw.ron", &rtext).unwrap();
    let s = scenario_from_str("good.ron", &t, &rules).unwrap();
    let soviet = rules.sides.iter().position(|x| x.id == "soviet").unwrap();
    let h = s.map.parse_hex("0202").unwrap() as usize;
    assert_eq!(s.initial_control[h] as usize, soviet);
    let west = s.map.parse_hex("0102").unwrap() as usize;
    assert_ne!(s.initial_control[west] as usize, soviet);
    // Bad: an unknown side and a hex off the map, each at its place.
    let t = broken(&[(
        "border: [4, 4, 4, 4, 4, 4, 4, 4])",
        "border: [4, 4, 4, 4, 4, 4, 4, 4], held: [(side: \"finns\", hexes: [\"0202\", \"4040\"])])",
    )]);
    let ds = scenario_errors(&t);
    has(&ds, pos(&t, "\"finns\"", 0), "finns");
    has(
        &ds,
        pos(&t, "\"4040\"", 0),
        "4040 is not a hex or place on this map",
    );
}
