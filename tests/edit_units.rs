//! New units written into a scenario's own file (`Edit::Add`, `steppe edit --add`): on a hex or
//! arriving on a turn, each a line after the last unit of its nationality (so the file's groups
//! and comments stay), in a file `steppe check` accepts; the undo gives back the file byte for
//! byte, and a unit added can be deleted again.

mod common;
use common::*;
use steppe::files::edit::edit_scenario_with_undo;
use steppe::rules::data::scenario::Size;
use steppe::rules::load::edit::{Edit, NewUnit, Start, apply};

fn unit(id: &str, nationality: &str, unit_type: &str, start: Start) -> Edit {
    Edit::Add(Box::new(NewUnit {
        id: id.into(),
        name: format!("{id} Corps"),
        nationality: nationality.into(),
        unit_type: unit_type.into(),
        size: Size::Corps,
        steps: vec![(6, 6, 5), (3, 3, 5)],
        start,
    }))
}

/// The lines of `before` that `after` lacks and those `after` has that `before` lacks, each in
/// its order (a line counted as often as it is written).
fn line_diff(before: &str, after: &str) -> (Vec<String>, Vec<String>) {
    let mut count = std::collections::HashMap::<&str, i64>::new();
    for l in before.lines() {
        *count.entry(l).or_default() += 1;
    }
    for l in after.lines() {
        *count.entry(l).or_default() -= 1;
    }
    let pick = |text: &str, sign: i64| -> Vec<String> {
        let mut left = count.clone();
        text.lines()
            .filter(|l| {
                let n = left.get_mut(l).expect("counted");
                let keep = *n * sign > 0;
                if keep {
                    *n -= sign;
                }
                keep
            })
            .map(str::to_string)
            .collect()
    };
    (pick(before, 1), pick(after, -1))
}

/// In Barbarossa (groups of units under comments, arrivals by turn and side): a German corps
/// on a hex goes after the last German unit, a Soviet one arriving on turn 2 joins turn 2's
/// Soviet list; every other line stays, `steppe check` accepts the file, and the undo gives
/// back the file byte for byte.
#[test]
fn units_added_on_a_hex_and_on_a_turn_round_trip() {
    let file = copy_scenario("add-units", "scenarios/gpw_barbarossa.ron");
    let before = std::fs::read_to_string(&file).unwrap();
    let edits = [
        unit("g_new", "german", "infantry", Start::Hex("1612".into())),
        unit("s_new", "soviet", "infantry", Start::Turn(2)),
    ];
    let (after, undo) = edit_scenario_with_undo(&file, &edits, None).expect("added");
    std::fs::write(&file, &after).unwrap();
    let (code, out, err) = steppe(&["check", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    let (gone, added) = line_diff(&before, &after);
    assert_eq!(
        gone.len(),
        1,
        "only turn 2's Soviet arrival line changes: {gone:?}"
    );
    assert_eq!(added.len(), 3, "two units and turn 2's list: {added:?}");
    assert!(
        added[0].trim_start().starts_with(
            "(id: \"g_new\", name: \"g_new Corps\", nationality: \"german\", type: \"infantry\", size: Corps, steps: [(6, 6, 5), (3, 3, 5)], at: \"1612\"),"
        ),
        "{added:?}"
    );
    // The Soviet one has no `at`, and is last in turn 2's Soviet list.
    assert!(added[1].contains("\"s_new\"") && !added[1].contains("at:"));
    assert!(added[2].contains("(turn: 2, units: [") && added[2].ends_with(", \"s_new\"]),"));
    // After the last German unit in the file: the next line is not German.
    let lines: Vec<&str> = after.lines().collect();
    let at = lines.iter().position(|l| l.contains("g_new")).unwrap();
    assert!(lines[at - 1].contains("nationality: \"german\""));
    assert!(!lines[at + 1].contains("nationality: \"german\""));
    let loaded = steppe::files::load_scenario(&file).expect("loads");
    let s = loaded.scenario.unit_by_id("s_new").expect("added");
    assert!(
        loaded
            .scenario
            .reinforcements
            .iter()
            .any(|a| a.turn == 2 && a.units.contains(&s))
    );
    // The undo: the file as it was, byte for byte.
    let rules = (*loaded.ruleset).clone();
    let back = apply("x.ron", &after, &rules, &undo).expect("undone");
    assert!(back == before, "the undo changed other bytes");
    // Deleting the units added gives the file back too.
    let deleted = apply(
        "x.ron",
        &after,
        &rules,
        &[
            Edit::Delete {
                unit: "s_new".into(),
            },
            Edit::Delete {
                unit: "g_new".into(),
            },
        ],
    )
    .expect("deleted");
    assert!(deleted == before);
    let _ = std::fs::remove_dir_all(file.parent().unwrap());
}

/// `steppe new`, then `steppe edit --add` units of both sides (one arriving): the file passes
/// `steppe check`, keeps its comments, and the printed undo is the deletions.
#[test]
fn a_new_scenario_gets_units_from_the_command_line() {
    let dir = std::env::temp_dir().join(format!("steppe-add-new-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    let (code, out, err) = steppe(&[
        "new",
        "Road to Kursk",
        "--ruleset",
        "scenarios/rulesets/gpw.ron",
        "--dir",
        d,
    ]);
    assert_eq!(code, 0, "{err}");
    let file = out.trim().to_string();
    let before = std::fs::read_to_string(&file).unwrap();
    let (code, out, err) = steppe(&[
        "edit",
        &file,
        "--add",
        "g_48pz",
        "XLVIII Panzer Corps",
        "german",
        "armor",
        "Corps",
        "10-10-8,5-5-8",
        "0505",
        "--add",
        "s_5a",
        "5th Army",
        "soviet",
        "infantry",
        "Army",
        "4-4-4,2-2-4",
        "2505",
        "--add",
        "s_6a",
        "6th Army",
        "soviet",
        "infantry",
        "Army",
        "4-4-4,2-2-4",
        "turn:3",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("undo with: steppe edit ")
            && out.contains("--delete s_6a --delete s_5a --delete g_48pz"),
        "{out}"
    );
    let (code, out2, err) = steppe(&["check", &file]);
    assert_eq!(code, 0, "{out2}{err}");
    let after = std::fs::read_to_string(&file).unwrap();
    let (gone, added) = line_diff(&before, &after);
    assert!(gone.is_empty(), "{gone:?}");
    assert_eq!(added.len(), 4, "three units and one arrival: {added:?}");
    assert!(
        after.contains("        (turn: 3, units: [\"s_6a\"]),\n"),
        "{after}"
    );
    let loaded = steppe::files::load_scenario(std::path::Path::new(&file)).expect("loads");
    let sc = &loaded.scenario;
    assert_eq!(sc.units.len(), 3);
    let g = sc.unit_by_id("g_48pz").unwrap();
    assert_eq!(sc.units[g as usize].steps.len(), 2);
    // Bad input: an unknown type, a turn past the end, steps that are not numbers; nothing
    // written.
    for (args, says) in [
        (
            ["x", "X", "german", "tank", "Corps", "1-1-1", "0505"],
            "no unit type tank",
        ),
        (
            ["x", "X", "german", "armor", "Corps", "1-1-1", "turn:99"],
            "turn 99 is not a turn",
        ),
        (
            ["x", "X", "german", "armor", "Corps", "1-1", "0505"],
            "attack-defense-movement",
        ),
        (
            ["g_48pz", "X", "german", "armor", "Corps", "1-1-1", "0505"],
            "already a unit g_48pz",
        ),
    ] {
        let mut all = vec!["edit", file.as_str(), "--add"];
        all.extend(args);
        let (code, _, err) = steppe(&all);
        assert_ne!(code, 0);
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(std::fs::read_to_string(&file).unwrap() == after);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
