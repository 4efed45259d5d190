//! Set-up edits of the victory objectives, the map's places and the reinforcements' entry
//! hexes (`rules::load::edit`, set-up mode): each changes only its values, in the designer's
//! own text, and comes back byte for byte when undone by the opposite edit.

mod common;
use common::*;
use steppe::rules::load::edit::{Edit, apply};
use steppe::rules::model::tables::Ruleset;

fn shipped(path: &str) -> (String, Ruleset) {
    let loaded = steppe::files::load_scenario(&repo(path)).expect("a shipped scenario loads");
    (
        std::fs::read_to_string(repo(path)).unwrap(),
        (*loaded.ruleset).clone(),
    )
}

fn changed<'a>(a: &'a str, b: &'a str) -> Vec<(&'a str, &'a str)> {
    assert_eq!(
        a.lines().count(),
        b.lines().count(),
        "no line added or lost"
    );
    a.lines().zip(b.lines()).filter(|(x, y)| x != y).collect()
}

const BARBAROSSA: &str = "scenarios/gpw_barbarossa.ron";

/// Moscow's objective moved to 3410: every condition naming it names 3410 instead, only those
/// lines change, and the scenario's objectives follow; moved back by number, the conditions
/// name "3409" (the text says where it is, not what it was called).
#[test]
fn an_objective_moves_in_every_condition_that_names_it() {
    let (text, rules) = shipped(BARBAROSSA);
    let mv = |from: &str, to: &str| Edit::Objective {
        from: from.into(),
        to: to.into(),
    };
    let moved = apply(BARBAROSSA, &text, &rules, &[mv("Moscow", "3410")]).expect("moves");
    let lines = changed(&text, &moved);
    assert_eq!(lines.len(), 3, "{lines:?}");
    for (before, after) in &lines {
        assert_eq!(before.replace("\"Moscow\"", "\"3410\""), *after);
    }
    let sc = steppe::rules::load::scenario::scenario_from_str(BARBAROSSA, &moved, &rules)
        .expect("loads");
    let (moscow, to) = (
        sc.map.parse_hex("Moscow").unwrap(),
        sc.map.parse_hex("3410").unwrap(),
    );
    assert!(sc.victory.iter().all(|v| !v.hexes.contains(&moscow)));
    assert_eq!(
        sc.victory.iter().filter(|v| v.hexes.contains(&to)).count(),
        3
    );
    // Onto another objective of the same condition: refused, nothing changes.
    let e = apply(BARBAROSSA, &text, &rules, &[mv("Moscow", "Leningrad")]).unwrap_err();
    assert!(e.to_string().contains("already an objective"), "{e}");
    let e = apply(BARBAROSSA, &text, &rules, &[mv("2424", "2425")]).unwrap_err();
    assert!(e.to_string().contains("not an objective"), "{e}");
}

/// A place added to an empty hex lands in the places list with the list's indentation; it is
/// renamed and given a feature in its own line; taken away, the text is the original byte for
/// byte. A place the victory conditions name cannot go.
#[test]
fn places_are_added_changed_and_taken_away_in_their_list() {
    let (text, rules) = shipped(BARBAROSSA);
    let place = |name: Option<&str>, features: &[&str]| Edit::Place {
        hex: "2424".into(),
        name: name.map(Into::into),
        features: features.iter().map(|f| (*f).to_string()).collect(),
    };
    let added = apply(BARBAROSSA, &text, &rules, &[place(Some("Novo"), &[])]).expect("adds");
    let new_line = "            (hex: \"2424\", name: \"Novo\"),";
    assert!(
        added.contains(&format!("\n{new_line}\n")),
        "one line of its own"
    );
    assert_eq!(added.lines().count(), text.lines().count() + 1);
    let changed_again = apply(
        BARBAROSSA,
        &added,
        &rules,
        &[place(Some("Novgorod-Seversky"), &["fortress"])],
    )
    .expect("changes");
    let lines = changed(&added, &changed_again);
    assert_eq!(
        lines,
        vec![(
            new_line,
            "            (hex: \"2424\", name: \"Novgorod-Seversky\", features: [\"fortress\"]),"
        )]
    );
    let gone = apply(BARBAROSSA, &changed_again, &rules, &[place(None, &[])]).expect("goes");
    assert!(gone == text, "back to the original byte for byte");
    // Moscow is an objective by name: without its name the conditions name nothing.
    let e = apply(
        BARBAROSSA,
        &text,
        &rules,
        &[Edit::Place {
            hex: "Moscow".into(),
            name: None,
            features: vec!["major_city".into()],
        }],
    )
    .unwrap_err();
    assert!(e.to_string().contains("Moscow"), "{e}");
    let e = apply(BARBAROSSA, &text, &rules, &[place(Some("X"), &["castle"])]).unwrap_err();
    assert!(e.to_string().contains("castle"), "{e}");
}

/// An arrival group without entry hexes gets `entry: Hexes([...])` after its last field; a
/// second hex joins the list; toggled off again, the text is the original byte for byte. A unit
/// that is not a reinforcement is refused.
#[test]
fn entry_hexes_toggle_in_the_arrival_group() {
    let (text, rules) = shipped(BARBAROSSA);
    let entry = |hex: &str| Edit::Entry {
        unit: "g_34".into(),
        hex: hex.into(),
    };
    let one = apply(BARBAROSSA, &text, &rules, &[entry("0214")]).expect("adds");
    assert_eq!(
        changed(&text, &one),
        vec![(
            "        (turn: 2, units: [\"g_34\", \"g_35\"]),",
            "        (turn: 2, units: [\"g_34\", \"g_35\"], entry: Hexes([\"0214\"])),"
        )]
    );
    let two = apply(BARBAROSSA, &one, &rules, &[entry("0314")]).expect("adds");
    assert!(two.contains("entry: Hexes([\"0214\", \"0314\"])"));
    let sc =
        steppe::rules::load::scenario::scenario_from_str(BARBAROSSA, &two, &rules).expect("loads");
    assert!(format!("{:?}", sc.reinforcements[0]).contains("Hexes"));
    let back = apply(BARBAROSSA, &two, &rules, &[entry("0314"), entry("0214")]).expect("goes");
    assert!(back == text, "back to the original byte for byte");
    let e = apply(
        BARBAROSSA,
        &text,
        &rules,
        &[Edit::Entry {
            unit: "g_56pz".into(),
            hex: "0214".into(),
        }],
    )
    .unwrap_err();
    assert!(e.to_string().contains("not a reinforcement"), "{e}");
}

/// Typhoon's arrival groups have long entry lists: one hex out and back in changes that line
/// only.
#[test]
fn a_written_entry_list_loses_and_gains_one_hex() {
    let path = "scenarios/typhoon_1941.ron";
    let (text, rules) = shipped(path);
    let entry = |hex: &str| Edit::Entry {
        unit: "s_hq5".into(),
        hex: hex.into(),
    };
    let out = apply(path, &text, &rules, &[entry("4405")]).expect("takes it out");
    let lines = changed(&text, &out);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].0.replace(" \"4405\",", ""), lines[0].1);
    let back = apply(path, &out, &rules, &[entry("4405")]).expect("puts it back");
    assert_eq!(back.lines().count(), text.lines().count());
    assert!(
        back.contains("\"4442\", \"4405\"])"),
        "at the end of the list"
    );
}

/// A new scenario's empty lists take places, hexsides and arrivals on lines of their own.
#[test]
fn a_new_scenarios_empty_lists_take_items_on_lines_of_their_own() {
    let dir = std::env::temp_dir().join(format!("steppe-edit-places-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = steppe::files::blank::new_scenario(
        &dir,
        &repo("scenarios/rulesets/gpw.ron"),
        "Empty",
        10,
        8,
    )
    .expect("written");
    let text = std::fs::read_to_string(&path).unwrap();
    let rules = steppe::files::load_ruleset(&dir.join("rulesets/gpw.ron")).unwrap();
    let file = path.display().to_string();
    let edited = apply(
        &file,
        &text,
        &rules,
        &[
            Edit::Place {
                hex: "0303".into(),
                name: Some("Smolensk".into()),
                features: vec!["major_city".into()],
            },
            Edit::Hexside {
                a: "0303".into(),
                b: "0304".into(),
                kind: "river".into(),
            },
        ],
    )
    .expect("edits");
    assert!(edited.contains(
        "        places: [\n            (hex: \"0303\", name: \"Smolensk\", features: [\"major_city\"]),\n        ],"
    ), "{edited}");
    assert!(
        edited.contains("hexsides: [\n            (kind: \"river\""),
        "{edited}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
