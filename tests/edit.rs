//! Set-up edits written back into the designer's own text (`rules::load::edit`, `files::edit`,
//! `steppe edit`): only the edited values change, byte for byte; a refused edit or a file
//! changed underneath writes nothing.

mod common;
use common::*;
use steppe::files::edit::edit_scenario;
use steppe::rules::data::scenario::RawScenario;
use steppe::rules::load::edit::{Edit, apply};
use steppe::rules::load::source::parse_ron;
use steppe::rules::model::tables::Ruleset;

const SHIPPED: [&str; 4] = [
    "scenarios/gpw_barbarossa.ron",
    "scenarios/zw_blue.ron",
    "scenarios/war_1941.ron",
    "scenarios/typhoon_1941.ron",
];

/// A scenario's text with its checked ruleset.
fn shipped(path: &str) -> (String, Ruleset) {
    let loaded = steppe::files::load_scenario(&repo(path)).expect("a shipped scenario loads");
    let text = std::fs::read_to_string(repo(path)).unwrap();
    (text, (*loaded.ruleset).clone())
}

/// Barbarossa's text, and the text with `edits` made (they must apply).
fn barbarossa_edited(edits: &[Edit]) -> (String, String) {
    let path = "scenarios/gpw_barbarossa.ron";
    let (text, rules) = shipped(path);
    let edited = apply(path, &text, &rules, edits).expect("the edits apply");
    (text, edited)
}

/// The lines that differ between two texts of the same number of lines.
fn changed_lines<'a>(a: &'a str, b: &'a str) -> Vec<(&'a str, &'a str)> {
    assert_eq!(
        a.lines().count(),
        b.lines().count(),
        "no line added or lost"
    );
    a.lines().zip(b.lines()).filter(|(x, y)| x != y).collect()
}

/// Every shipped scenario through edits that change nothing: each unit on the map moved to the
/// hex it is written in, the first row's hexes painted their own terrain, and a river added and
/// taken away again. The text comes back byte for byte.
#[test]
fn no_op_edits_leave_every_shipped_scenario_byte_identical() {
    for path in SHIPPED {
        let (text, rules) = shipped(path);
        let raw: RawScenario = parse_ron(path, &text).unwrap();
        // Each named as the file names it, a number or a place.
        let mut edits: Vec<Edit> = raw
            .units
            .iter()
            .filter_map(|u| {
                Some(Edit::Move {
                    unit: u.id.clone(),
                    hex: u.at.clone()?,
                })
            })
            .collect();
        assert!(edits.len() > 10, "{path}: units on the map");
        let loaded = steppe::files::load_scenario(&repo(path)).unwrap();
        let map = &loaded.scenario.map;
        let first_row = &raw.map.terrain[0];
        for (c, letter) in first_row.chars().enumerate() {
            edits.push(Edit::Terrain {
                hex: map.label(map.idx(c as u32, 0)),
                letter,
            });
        }
        let same = apply(path, &text, &rules, &edits).expect("the edits apply");
        assert!(same == text, "{path}: a no-op edit changed the text");
        // A hexside kind the ruleset has, toggled on and off again between two neighbours.
        let kind = rules.hexsides[0].id.clone();
        let (a, b) = (map.idx(1, 1), map.neighbours[map.idx(1, 1) as usize][0]);
        let toggle = Edit::Hexside {
            a: map.label(a),
            b: map.label(b),
            kind,
        };
        let twice = apply(path, &text, &rules, &[toggle.clone(), toggle]).expect("toggles");
        assert!(
            twice == text,
            "{path}: a hexside on and off changed the text"
        );
    }
}

/// Moving one unit changes exactly that unit's hex text: one line, and in it only the number.
#[test]
fn a_move_changes_only_that_units_hex() {
    let (text, edited) = barbarossa_edited(&[Edit::Move {
        unit: "g_56pz".into(),
        hex: "1612".into(),
    }]);
    let lines = changed_lines(&text, &edited);
    assert_eq!(lines.len(), 1, "{lines:?}");
    let (old, new) = lines[0];
    assert!(old.contains("(id: \"g_56pz\"") && old.ends_with("at: \"1512\"),"));
    assert_eq!(new, old.replace("at: \"1512\"", "at: \"1612\""));
}

/// A reinforcement put on the map gets its `at` after its last field, in its own line, and
/// leaves its turn's arrival list; the other units of that turn stay.
#[test]
fn a_reinforcement_put_on_the_map_leaves_its_arrival_list() {
    let (text, edited) = barbarossa_edited(&[Edit::Move {
        unit: "g_34".into(),
        hex: "2424".into(),
    }]);
    let lines = changed_lines(&text, &edited);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0]
            .1
            .ends_with("steps: [(4, 4, 5), (2, 2, 5)], at: \"2424\"),")
    );
    assert_eq!(lines[1].1.trim(), "(turn: 2, units: [\"g_35\"]),");
    let (_, rules) = shipped("scenarios/gpw_barbarossa.ron");
    let loaded =
        steppe::rules::load::scenario::scenario_from_str("edited", &edited, &rules).unwrap();
    let g34 = loaded.unit_by_id("g_34").unwrap();
    assert_eq!(
        loaded.units[g34 as usize]
            .start
            .map(|h| loaded.map.label(h)),
        Some("2424".into())
    );
}

/// Terrain and hexsides: one letter of one row, one side added to the first group of its kind.
#[test]
fn terrain_and_hexsides_change_one_value_each() {
    let (text, edited) = barbarossa_edited(&[
        Edit::Terrain {
            hex: "2020".into(),
            letter: 'm',
        },
        Edit::Hexside {
            a: "2020".into(),
            b: "2021".into(),
            kind: "river".into(),
        },
    ]);
    let lines = changed_lines(&text, &edited);
    assert_eq!(lines.len(), 2, "{lines:?}");
    let (old_row, new_row) = lines[0];
    let diff: Vec<usize> = old_row
        .chars()
        .zip(new_row.chars())
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(diff.len(), 1, "one letter: {old_row} / {new_row}");
    assert_eq!(new_row.chars().nth(diff[0]), Some('m'));
    assert_eq!(
        lines[1].1,
        format!("{}, \"2020/2021\",", lines[1].0.trim_end_matches(','))
    );
}

/// Refused edits say why at their place in the file, and change nothing: a hex the unit's
/// terrain forbids, an overstacked hex, a hex off the map, a unit that does not exist, a
/// letter no terrain has, two hexes that are not neighbours.
#[test]
fn refused_edits_say_why_where_and_write_nothing() {
    let file = copy_scenario("edit-refused", "scenarios/gpw_barbarossa.ron");
    let before = std::fs::read_to_string(&file).unwrap();
    let name = file.display().to_string();
    let cases: [(Edit, &str); 6] = [
        (
            Edit::Move {
                unit: "g_26".into(),
                hex: "1311".into(),
            },
            "1311 is sea: prohibited",
        ),
        (
            Edit::Move {
                unit: "g_26".into(),
                hex: "1411".into(),
            },
            "1411 is overstacked",
        ),
        (
            Edit::Move {
                unit: "g_26".into(),
                hex: "9999".into(),
            },
            "there is no hex 9999 on this map",
        ),
        (
            Edit::Move {
                unit: "nobody".into(),
                hex: "1612".into(),
            },
            "there is no unit nobody",
        ),
        (
            Edit::Terrain {
                hex: "2020".into(),
                letter: 'Q',
            },
            "unknown terrain letter 'Q'",
        ),
        (
            Edit::Hexside {
                a: "2020".into(),
                b: "2030".into(),
                kind: "river".into(),
            },
            "are not adjacent",
        ),
    ];
    for (edit, why) in cases {
        let err = edit_scenario(&file, std::slice::from_ref(&edit), None)
            .expect_err("refused")
            .to_string();
        assert!(err.contains(why), "{edit}: {err}");
        // file:line:col: message
        let mut parts = err.splitn(4, ':');
        assert_eq!(parts.next(), Some(name.as_str()), "{err}");
        assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{err}");
        assert!(parts.next().unwrap().parse::<usize>().is_ok(), "{err}");
        assert!(std::fs::read_to_string(&file).unwrap() == before, "{edit}");
    }
}

/// The editor compares the file with the text it last saw: a file saved by another editor in
/// between is never overwritten with stale text.
#[test]
fn a_file_changed_underneath_is_not_overwritten() {
    let file = copy_scenario("edit-stale", "scenarios/gpw_barbarossa.ron");
    let seen = std::fs::read_to_string(&file).unwrap();
    let theirs = seen.replacen("name: \"Barbarossa\"", "name: \"Barbarossa, edited\"", 1);
    std::fs::write(&file, &theirs).unwrap();
    let mv = Edit::Move {
        unit: "g_56pz".into(),
        hex: "1612".into(),
    };
    let err = edit_scenario(&file, std::slice::from_ref(&mv), Some(&seen)).unwrap_err();
    assert!(err.to_string().contains("changed on disk"), "{err}");
    assert!(std::fs::read_to_string(&file).unwrap() == theirs);
    // With the text now on disk, the same edit goes through and keeps their change.
    let mine = edit_scenario(&file, &[mv], Some(&theirs)).expect("edited");
    assert!(mine.contains("Barbarossa, edited") && mine.contains("at: \"1612\""));
    assert!(std::fs::read_to_string(&file).unwrap() == mine);
}

/// `steppe edit` from a terminal: edits in one call, checked, written; a refused one exits 1
/// with `file:line:col: message` and leaves the file as it was.
#[test]
fn steppe_edit_from_the_command_line() {
    let file = copy_scenario("edit-cli", "scenarios/gpw_barbarossa.ron");
    let f = file.to_str().unwrap();
    let before = std::fs::read_to_string(&file).unwrap();
    let (code, out, err) = steppe(&[
        "edit",
        f,
        "--move",
        "g_56pz",
        "1612",
        "--terrain",
        "2020",
        "m",
        "--hexside",
        "2020/2021",
        "river",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("g_56pz to 1612"), "{out}");
    let after = std::fs::read_to_string(&file).unwrap();
    assert_eq!(changed_lines(&before, &after).len(), 3);
    let (code, _, err) = steppe(&["edit", f, "--move", "g_26", "1311"]);
    assert_eq!(code, 1);
    assert!(
        err.starts_with(&format!("{f}:")) && err.contains("1311 is sea"),
        "{err}"
    );
    assert!(std::fs::read_to_string(&file).unwrap() == after);
    let (code, _, err) = steppe(&["edit", f, "--terrain", "2020", "mm"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = steppe(&["edit", f, "--arrive", "g_26", "soon"]);
    assert_eq!(code, 2, "{err}");
    let (code, out, err) = steppe(&["edit", f, "--arrive", "g_26", "3", "--remove", "g_38"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("g_26 arrives on turn 3; g_38 out of the game"),
        "{out}"
    );
    let (code, _, err) = steppe(&["edit", f, "--arrive", "g_26", "99"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("turn 99 is not a turn of this scenario"),
        "{err}"
    );
}

/// A unit taken off the map to arrive later, another out of the game, a reinforcement moved to
/// another turn; then each put back: the text comes back byte for byte.
#[test]
fn arrivals_and_removals_change_only_their_lines_and_come_back() {
    let (text, edited) = barbarossa_edited(&[
        Edit::Arrive {
            unit: "g_26".into(),
            turn: 3,
        },
        Edit::Remove {
            unit: "g_38".into(),
        },
        Edit::Arrive {
            unit: "g_35".into(),
            turn: 4,
        },
    ]);
    let lines = changed_lines(&text, &edited);
    let new: Vec<&str> = lines.iter().map(|(_, n)| n.trim()).collect();
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert!(new[0].starts_with("(id: \"g_26\"") && new[0].ends_with("(3, 3, 5)]),"));
    assert!(new[1].starts_with("(id: \"g_38\"") && new[1].ends_with("(2, 2, 5)]),"));
    assert_eq!(new[2], "(turn: 2, units: [\"g_34\"]),");
    assert_eq!(
        new[3],
        "(turn: 3, units: [\"g_50\", \"i_csir\", \"r_6\", \"g_26\"]),"
    );
    assert_eq!(new[4], "(turn: 4, units: [\"g_40pz\", \"g_35\"]),");
    let path = "scenarios/gpw_barbarossa.ron";
    let (_, rules) = shipped(path);
    let back = apply(
        path,
        &edited,
        &rules,
        &[
            Edit::Move {
                unit: "g_26".into(),
                hex: "1211".into(),
            },
            Edit::Move {
                unit: "g_38".into(),
                hex: "1411".into(),
            },
        ],
    )
    .expect("back on the map");
    let back = apply(
        path,
        &back,
        &rules,
        &[Edit::Arrive {
            unit: "g_35".into(),
            turn: 2,
        }],
    )
    .expect("back to turn 2");
    // g_35 goes back at the end of turn 2's list, after g_34, where it was.
    assert!(back == text, "{:?}", changed_lines(&text, &back));
    // A turn with no arrivals of the unit's side: a new list, on a line of its own indented as
    // the lists before it.
    let (_, alone) = barbarossa_edited(&[Edit::Arrive {
        unit: "g_56pz".into(),
        turn: 1,
    }]);
    let at = alone
        .find("(turn: 6, units: [\"s_2sh\", \"s_3sh\", \"s_4sh\"]),")
        .unwrap();
    let next: Vec<&str> = alone[at..].lines().take(2).collect();
    assert_eq!(next[1], "        (turn: 1, units: [\"g_56pz\"]),");
}
