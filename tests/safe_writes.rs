//! Writing files safely (issue 53): every write (`steppe edit`, `steppe new`, saves) keeps the
//! file's permissions, owner, byte-order mark and line endings, writes a link's target, refuses
//! a read-only file, never replaces a change another writer made since the file was read, and a
//! refused command leaves nothing behind.

mod common;
use common::*;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use steppe::files::{Expect, WriteError, read, write_text};

/// Barbarossa and its ruleset in a folder of the test's own: the scenario's path.
fn copy(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("steppe-safe-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("rulesets")).unwrap();
    std::fs::copy(
        repo("scenarios/rulesets/gpw.ron"),
        dir.join("rulesets/gpw.ron"),
    )
    .unwrap();
    let file = dir.join("gpw_barbarossa.ron");
    std::fs::copy(repo("scenarios/gpw_barbarossa.ron"), &file).unwrap();
    file
}

/// The names in a folder, sorted (a temporary file left behind would be one of them).
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn edit(file: &Path, args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["edit", file.to_str().unwrap()];
    all.extend_from_slice(args);
    steppe(&all)
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

#[test]
fn an_edit_keeps_the_files_permissions_and_owner() {
    let file = copy("mode");
    for m in [0o640, 0o604, 0o2660] {
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(m)).unwrap();
        let hex = if m == 0o640 { "1612" } else { "1613" };
        let (code, _, err) = edit(&file, &["--move", "g_56pz", hex]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(mode(&file), m, "mode {m:o} kept");
    }
    // Another owner and group: root gives the new file back to them.
    if std::os::unix::fs::chown(&file, Some(4321), Some(4322)).is_ok() {
        let (code, _, err) = edit(&file, &["--move", "g_56pz", "1612"]);
        assert_eq!(code, 0, "{err}");
        let meta = std::fs::metadata(&file).unwrap();
        assert_eq!((meta.uid(), meta.gid()), (4321, 4322));
        assert!(read(&file).unwrap().contains("at: \"1612\""));
    } else {
        eprintln!("not root: the owner half of this test needs chown");
    }
    assert_eq!(
        names(file.parent().unwrap()),
        ["gpw_barbarossa.ron", "rulesets"]
    );
}

#[test]
fn an_edit_through_a_link_writes_its_target_and_keeps_the_link() {
    let file = copy("link");
    let dir = file.parent().unwrap();
    let link = dir.join("current.ron");
    std::os::unix::fs::symlink("gpw_barbarossa.ron", &link).unwrap();
    let (code, _, err) = edit(&link, &["--move", "g_56pz", "1612"]);
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
    assert_eq!(
        std::fs::read_link(&link).unwrap(),
        Path::new("gpw_barbarossa.ron")
    );
    assert!(read(&file).unwrap().contains("at: \"1612\""));
    assert_eq!(
        names(dir),
        ["current.ron", "gpw_barbarossa.ron", "rulesets"]
    );
}

/// Root may write any file, so "cannot write" is a file with no write bit at all (as `chmod
/// a-w` leaves it): refused for root too, as an editor refuses it. Another user's file they
/// may not write is refused by the system's own answer (`access`).
#[test]
fn a_read_only_file_is_refused_with_a_clear_message() {
    let file = copy("readonly");
    let before = std::fs::read(&file).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o444)).unwrap();
    let (code, _, err) = edit(&file, &["--move", "g_56pz", "1612"]);
    assert_eq!(code, 1);
    let f = file.display().to_string();
    assert!(
        err.starts_with(&format!(
            "{f}:1:1: cannot write the file: the file is read-only (mode 0444)"
        )),
        "{err}"
    );
    assert!(err.contains("chmod u+w"), "{err}");
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert_eq!(mode(&file), 0o444);
    assert_eq!(
        names(file.parent().unwrap()),
        ["gpw_barbarossa.ron", "rulesets"]
    );
}

/// A CRLF file with a byte-order mark, edited, is the LF file edited the same way with its
/// mark and CRLF endings put back: every line ends in CRLF, the line the edit adds too.
#[test]
fn a_byte_order_mark_and_crlf_lines_are_kept() {
    let plain = copy("lf");
    let dressed = copy("crlf");
    let lf = std::fs::read_to_string(&plain).unwrap();
    let crlf = format!("\u{feff}{}", lf.replace('\n', "\r\n"));
    std::fs::write(&dressed, &crlf).unwrap();
    let args = [
        "--move",
        "g_56pz",
        "1612",
        "--terrain",
        "2020",
        "m",
        "--place",
        "2120",
        "Testville",
        "-",
    ];
    for file in [&plain, &dressed] {
        let (code, _, err) = edit(file, &args);
        assert_eq!(code, 0, "{err}");
    }
    let lf_after = std::fs::read_to_string(&plain).unwrap();
    assert_eq!(
        lf_after.lines().count(),
        lf.lines().count() + 1,
        "a line added"
    );
    let crlf_after = std::fs::read_to_string(&dressed).unwrap();
    assert_eq!(
        crlf_after,
        format!("\u{feff}{}", lf_after.replace('\n', "\r\n"))
    );
    assert_eq!(
        crlf_after.matches('\n').count(),
        crlf_after.matches("\r\n").count()
    );
    assert!(crlf_after.contains("(hex: \"2120\", name: \"Testville\"),\r\n"));
    // A mark on an LF file stays, and the file stays LF.
    std::fs::write(&plain, format!("\u{feff}{lf}")).unwrap();
    let (code, _, err) = edit(&plain, &["--move", "g_56pz", "1613"]);
    assert_eq!(code, 0, "{err}");
    let after = std::fs::read_to_string(&plain).unwrap();
    assert!(after.starts_with('\u{feff}') && !after.contains('\r'));
    // The checker reads both as it reads the LF file.
    let (code, out, err) = steppe(&["check", dressed.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
}

/// `steppe new` refused, for any reason, leaves the folder as it was: no scenario, no ruleset
/// copied, no `rulesets/` or folder made, no temporary file.
#[test]
fn a_refused_new_leaves_nothing_behind() {
    let dir = copy("new").parent().unwrap().join("mine");
    let d = dir.to_str().unwrap();
    let scenario = repo("scenarios/gpw_barbarossa.ron");
    let s = scenario.to_str().unwrap();
    // A scenario given as the ruleset, into a folder that is not there, then one that is.
    let (code, _, err) = steppe(&["new", "Kursk", "--ruleset", s, "--dir", d]);
    assert_eq!(code, 1);
    assert!(err.contains("is a scenario, not a ruleset"), "{err}");
    assert!(!dir.exists(), "no folder made");
    std::fs::create_dir(&dir).unwrap();
    let (code, _, _) = steppe(&["new", "Kursk", "--ruleset", s, "--dir", d]);
    assert_eq!(code, 1);
    assert!(names(&dir).is_empty(), "{:?}", names(&dir));
    // A map too big, then a name taken: the ruleset is not copied.
    let gpw = repo("scenarios/rulesets/gpw.ron");
    let g = gpw.to_str().unwrap();
    let (code, _, err) = steppe(&[
        "new",
        "Huge",
        "--ruleset",
        g,
        "--size",
        "120x40",
        "--dir",
        d,
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(names(&dir).is_empty(), "{:?}", names(&dir));
    std::fs::write(dir.join("kiev.ron"), "mine\n").unwrap();
    let (code, _, err) = steppe(&["new", "Kiev", "--ruleset", g, "--dir", d]);
    assert_eq!(code, 1);
    assert!(err.contains("already exists"), "{err}");
    assert_eq!(names(&dir), ["kiev.ron"]);
    assert_eq!(
        std::fs::read_to_string(dir.join("kiev.ron")).unwrap(),
        "mine\n"
    );
    // Accepted: the ruleset copied byte for byte, the scenario beside it.
    let (code, out, err) = steppe(&["new", "Kursk", "--ruleset", g, "--dir", d]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), dir.join("kursk.ron").to_str().unwrap());
    assert_eq!(names(&dir), ["kiev.ron", "kursk.ron", "rulesets"]);
    assert_eq!(
        std::fs::read(dir.join("rulesets/gpw.ron")).unwrap(),
        std::fs::read(&gpw).unwrap()
    );
}

/// Saves and autosaves go through the same write: a save rewritten keeps its mode, and one
/// reached through a link is written at the link's target.
#[test]
fn a_save_keeps_its_mode_and_writes_through_a_link() {
    let dir = copy("save").parent().unwrap().to_path_buf();
    let loaded = load("scenarios/gpw_barbarossa.ron");
    let g =
        steppe::rules::engine::game::Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), 7);
    let save = dir.join("kept.ron");
    std::fs::write(&save, "old").unwrap();
    std::fs::set_permissions(&save, std::fs::Permissions::from_mode(0o600)).unwrap();
    std::os::unix::fs::symlink("kept.ron", dir.join("autosave.ron")).unwrap();
    steppe::files::write_save(&dir.join("autosave.ron"), &g, &loaded, &[]).unwrap();
    assert!(
        std::fs::symlink_metadata(dir.join("autosave.ron"))
            .unwrap()
            .is_symlink()
    );
    assert_eq!(mode(&save), 0o600);
    let back = steppe::files::load_save(&save).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.game.state_hash(), g.state_hash());
}

/// The lost-update race, many times over: four threads each add 1 to their own counter in one
/// file, 50 times, each reading the file, changing its line and writing it back on condition
/// that it still holds what was read (retrying when refused). Every increment must be in the
/// file at the end: a write that replaced another's change would lose one.
#[test]
fn racing_writers_lose_no_change() {
    const WRITERS: usize = 4;
    const TIMES: usize = 50;
    let file = copy("race").with_file_name("counters.txt");
    let counters = |n: usize| -> String {
        (0..WRITERS)
            .map(|i| format!("w{i}={n}\n"))
            .collect::<Vec<_>>()
            .concat()
    };
    let start = counters(0);
    std::fs::write(&file, start).unwrap();
    let refused = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for i in 0..WRITERS {
            let (file, refused) = (&file, &refused);
            s.spawn(move || {
                for n in 0..TIMES {
                    loop {
                        let text = read(file).unwrap();
                        let line = format!("w{i}={n}\n");
                        // My last increment is there: none of mine was lost so far.
                        assert!(text.contains(&line), "w{i} lost an increment: {text}");
                        let next = text.replace(&line, &format!("w{i}={}\n", n + 1));
                        match write_text(file, &next, Expect::Text(&text)) {
                            Ok(()) => break,
                            Err(WriteError::Changed) => {
                                refused.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            }
                            Err(e) => panic!("{e}"),
                        }
                    }
                }
            });
        }
    });
    assert_eq!(std::fs::read_to_string(&file).unwrap(), counters(TIMES));
    // The writers did race: some writes were refused and made again.
    let refused = refused.into_inner();
    assert!(refused > 0, "no write was refused: the writers never raced");
    eprintln!("{refused} writes refused and made again");
    assert_eq!(
        names(file.parent().unwrap()),
        ["counters.txt", "gpw_barbarossa.ron", "rulesets"]
    );
}

/// The tester's race: `steppe edit` processes started together on one file, each adding its
/// own place. Each either writes (exit 0) or is refused because the file changed (exit 1):
/// every edit reported written is in the file at the end.
#[test]
fn racing_steppe_edits_lose_no_change() {
    let file = copy("race-cli");
    let base = std::fs::read(&file).unwrap();
    let hexes = ["2020", "2120", "2220"];
    let (mut written, mut refused) = (0, 0);
    for round in 0..20 {
        std::fs::write(&file, &base).unwrap();
        // All started before any is waited for.
        let children: Vec<_> = hexes
            .iter()
            .enumerate()
            .map(|(i, hex)| {
                let child = std::process::Command::new(env!("CARGO_BIN_EXE_steppe"))
                    .args(["edit", file.to_str().unwrap(), "--place", hex])
                    .arg(format!("P{round}x{i}"))
                    .arg("-")
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .unwrap();
                (format!("name: \"P{round}x{i}\""), child)
            })
            .collect();
        let end: Vec<_> = children
            .into_iter()
            .map(|(name, child)| (name, child.wait_with_output().unwrap()))
            .collect();
        let text = read(&file).unwrap();
        let mut any = false;
        for (name, out) in end {
            let err = String::from_utf8_lossy(&out.stderr);
            match out.status.code() {
                Some(0) => {
                    assert!(text.contains(&name), "round {round}: {name} lost");
                    written += 1;
                    any = true;
                }
                Some(1) => {
                    assert!(err.contains("changed on disk"), "{err}");
                    assert!(
                        !text.contains(&name),
                        "round {round}: {name} refused yet written"
                    );
                    refused += 1;
                }
                c => panic!("exit {c:?}: {err}"),
            }
        }
        assert!(any, "round {round}: no edit was written");
    }
    eprintln!("{written} edits written, {refused} refused as the file had changed");
    assert_eq!(
        names(file.parent().unwrap()),
        ["gpw_barbarossa.ron", "rulesets"]
    );
}
