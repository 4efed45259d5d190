//! `steppe edit` prints the command that undoes it, and that command gives the file back.

use super::common::{copy_scenario, steppe};

/// The words of shell commands joined by `&&`, as `steppe edit` prints its undo: words split at
/// spaces, single quotes keeping what is inside them, `\` keeping the next character.
fn shell_commands(line: &str) -> Vec<Vec<String>> {
    let mut commands = vec![Vec::new()];
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' => {
                if let Some(w) = word.take() {
                    if w == "&&" {
                        commands.push(Vec::new());
                    } else {
                        commands.last_mut().unwrap().push(w);
                    }
                }
            }
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                for q in chars.by_ref() {
                    if q == '\'' {
                        break;
                    }
                    w.push(q);
                }
            }
            '\\' => word.get_or_insert_with(String::new).extend(chars.next()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    commands.last_mut().unwrap().extend(word);
    commands
}

/// `steppe edit` prints the command that undoes it; run, it gives back the file byte for byte,
/// and so does the undo of an edit that needs splices (a reinforcement first in its list put on
/// the map, a side taken out of the middle of its group).
#[test]
fn steppe_edit_prints_an_undo_that_gives_the_file_back() {
    let file = copy_scenario("edit-undo", "scenarios/gpw_barbarossa.ron");
    let f = file.to_str().unwrap();
    let before = std::fs::read_to_string(&file).unwrap();
    for args in [
        vec!["--move", "g_56pz", "1612", "--objective", "Moscow", "3410"],
        vec!["--move", "g_34", "2424", "--hexside", "0413/0314", "river"],
        vec![
            "--arrive", "g_26", "3", "--remove", "g_38", "--place", "Riga", "Riga", "fortress",
        ],
    ] {
        let mut all = vec!["edit", f];
        all.extend(&args);
        let (code, out, err) = steppe(&all);
        assert_eq!(code, 0, "{err}");
        assert!(std::fs::read_to_string(&file).unwrap() != before);
        let undo = out
            .split_once("undo with: ")
            .map(|(_, u)| u.trim_end_matches('\n'))
            .unwrap_or_else(|| panic!("no undo in {out}"));
        for command in shell_commands(undo) {
            assert_eq!(&command[..3], ["steppe", "edit", f], "{undo}");
            let words: Vec<&str> = command[1..].iter().map(String::as_str).collect();
            let (code, _, err) = steppe(&words);
            assert_eq!(code, 0, "{undo}: {err}");
        }
        let after = std::fs::read_to_string(&file).unwrap();
        assert!(after == before, "{args:?}: {undo}");
    }
    // The undo of an objective moved from a place names the place.
    let (_, out, _) = steppe(&["edit", f, "--objective", "Moscow", "3410"]);
    assert!(
        out.contains("undo with: steppe edit ") && out.ends_with("--objective 3410 Moscow\n"),
        "{out}"
    );
}
