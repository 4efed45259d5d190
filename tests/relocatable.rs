//! The built `steppe` finds its shipped scenarios wherever it is started from and wherever it
//! is put (issue 60): named by `$STEPPE_SHARE_DIR` or `--data-dir` from another working
//! directory; copied beside a `scenarios/` folder (an unpacked archive); copied into
//! `usr/bin/` with the data in `usr/share/steppe/` (an install); never from the folder it was
//! built in. `--version` says which folder and why; a named folder without the data is an
//! error.

mod common;

use common::{SHIPPED, repo};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A folder of the test's own, removed after.
struct Temp(PathBuf);

impl Temp {
    fn new(tag: &str) -> Temp {
        let dir = std::env::temp_dir().join(format!("steppe-reloc-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Temp(dir)
    }

    /// A new empty folder inside.
    fn dir(&self, rel: &str) -> PathBuf {
        let d = self.0.join(rel);
        std::fs::create_dir_all(&d).unwrap();
        d
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A copy of the built binary at `to`.
fn copy_binary(to: &Path) -> PathBuf {
    std::fs::create_dir_all(to.parent().unwrap()).unwrap();
    std::fs::copy(env!("CARGO_BIN_EXE_steppe"), to).unwrap();
    to.to_path_buf()
}

/// A copy of the clone's `scenarios/` (with `rulesets/`) in `dir`.
fn copy_scenarios(dir: &Path) {
    let to = dir.join("scenarios");
    std::fs::create_dir_all(to.join("rulesets")).unwrap();
    for sub in ["", "rulesets"] {
        for e in std::fs::read_dir(repo("scenarios").join(sub)).unwrap() {
            let p = e.unwrap().path();
            if p.is_file() {
                std::fs::copy(&p, to.join(sub).join(p.file_name().unwrap())).unwrap();
            }
        }
    }
}

/// Runs `bin` in `cwd` with `args`, no `$STEPPE_SHARE_DIR` unless `share` names one: exit
/// code, stdout, stderr.
fn run(bin: &Path, cwd: &Path, share: Option<&Path>, args: &[&str]) -> (i32, String, String) {
    let mut c = Command::new(bin);
    c.args(args)
        .current_dir(cwd)
        .env_remove("STEPPE_SHARE_DIR")
        .env("STEPPE_DATA_DIR", cwd.join("user"));
    if let Some(s) = share {
        c.env("STEPPE_SHARE_DIR", s);
    }
    // A copy just written may be "text file busy" for a moment: another test's thread forking
    // while the copy's file was open for writing hands the child that descriptor until it execs.
    let mut tries = 0;
    let out = loop {
        match c.output() {
            Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy && tries < 50 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            r => break r.unwrap(),
        }
    };
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// The shipped-data line of `--version`.
fn shipped_line(bin: &Path, cwd: &Path, share: Option<&Path>) -> String {
    let (code, out, err) = run(bin, cwd, share, &["--version"]);
    assert_eq!(code, 0, "{err}");
    out.lines()
        .find(|l| l.trim_start().starts_with("shipped data:"))
        .unwrap_or_else(|| panic!("no shipped data line in {out}"))
        .to_string()
}

/// From a working directory without scenarios, `$STEPPE_SHARE_DIR` naming the clone: `check`
/// and `sim` open the shipped scenarios by their names; `--version` and `--help` say where
/// the data is and why.
#[test]
fn the_variable_names_the_data_from_anywhere() {
    let t = Temp::new("env");
    let cwd = t.dir("elsewhere");
    let bin = Path::new(env!("CARGO_BIN_EXE_steppe"));
    let clone = repo(".").canonicalize().unwrap();
    let line = shipped_line(bin, &cwd, Some(&clone));
    assert!(
        line.contains(&clone.display().to_string()) && line.contains("$STEPPE_SHARE_DIR"),
        "{line}"
    );
    let (code, out, _) = run(bin, &cwd, Some(&clone), &["--help"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("shipped data:") && out.contains("your files:"),
        "{out}"
    );
    assert!(
        out.contains(&cwd.join("user").display().to_string()),
        "{out}"
    );
    // Every shipped scenario by its bare name, and one by the path the README writes.
    let names: Vec<&str> = SHIPPED
        .iter()
        .map(|p| Path::new(p).file_name().unwrap().to_str().unwrap())
        .collect();
    let mut args = vec!["check"];
    args.extend(&names);
    let (code, out, err) = run(bin, &cwd, Some(&clone), &args);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out.lines().count(), SHIPPED.len(), "{out}");
    assert!(
        out.contains(&clone.join("scenarios/zw_blue.ron").display().to_string()),
        "{out}"
    );
    let (code, out, err) = run(
        bin,
        &cwd,
        Some(&clone),
        &[
            "sim",
            "scenarios/typhoon_1941.ron",
            "--games",
            "4",
            "--jobs",
            "1",
            "--json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect(&out);
    assert_eq!(v["games"], 4, "{out}");
    // The flag overrides the variable.
    let line = run(
        bin,
        &cwd,
        Some(Path::new("/nowhere")),
        &["--data-dir", clone.to_str().unwrap(), "--version"],
    );
    assert_eq!(line.0, 0, "{}", line.2);
    assert!(line.1.contains("named by --data-dir"), "{}", line.1);
}

/// A copied binary beside a `scenarios/` folder (an unpacked archive) finds it, started from
/// elsewhere; so does one in `usr/bin/` with the data in `usr/share/steppe/`, which wins over
/// a `scenarios/` in the working directory. Alone, it finds none: not the build folder's.
#[test]
fn a_copied_binary_finds_the_data_beside_it() {
    let t = Temp::new("copy");
    let cwd = t.dir("elsewhere");
    let archive = t.dir("steppe-0.1");
    let bin = copy_binary(&archive.join("steppe"));
    let (code, _, err) = run(&bin, &cwd, None, &["check", "gpw_barbarossa.ron"]);
    assert_ne!(code, 0, "no data yet, yet it found some");
    assert!(err.contains("gpw_barbarossa.ron"), "{err}");
    let line = shipped_line(&bin, &cwd, None);
    assert!(line.contains("not found"), "{line}");
    copy_scenarios(&archive);
    let line = shipped_line(&bin, &cwd, None);
    assert!(
        line.contains(&archive.display().to_string()) && line.contains("beside the program"),
        "{line}"
    );
    let (code, out, err) = run(&bin, &cwd, None, &["check", "war_1941.ron"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&archive.join("scenarios/war_1941.ron").display().to_string()),
        "{out}"
    );

    // An install: usr/bin/steppe reads usr/share/steppe, even from a clone.
    let usr = t.dir("usr");
    let bin = copy_binary(&usr.join("bin/steppe"));
    copy_scenarios(&usr.join("share/steppe"));
    let line = shipped_line(&bin, &repo("."), None);
    assert!(
        line.contains(&usr.join("share/steppe").display().to_string())
            && line.contains("installed"),
        "{line}"
    );
    let (code, out, err) = run(
        &bin,
        &cwd,
        None,
        &["sim", "zw_blue.ron", "--games", "2", "--jobs", "1"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 games"), "{out}");
}

/// A variable or flag naming a folder without the data is an error that says what is missing,
/// exit code 2, even where the working directory holds the scenarios.
#[test]
fn a_bad_named_folder_is_said() {
    let t = Temp::new("bad");
    let empty = t.dir("empty");
    let bin = Path::new(env!("CARGO_BIN_EXE_steppe"));
    let (code, _, err) = run(
        bin,
        &repo("."),
        Some(&empty),
        &["check", "scenarios/zw_blue.ron"],
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("$STEPPE_SHARE_DIR") && err.contains("has no scenarios/ folder"),
        "{err}"
    );
    let half = t.dir("half/scenarios");
    std::fs::copy(repo("scenarios/zw_blue.ron"), half.join("zw_blue.ron")).unwrap();
    let (code, _, err) = run(
        bin,
        &repo("."),
        None,
        &[
            "--data-dir",
            t.0.join("half").to_str().unwrap(),
            "check",
            "zw_blue.ron",
        ],
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("--data-dir") && err.contains("holds no ruleset"),
        "{err}"
    );
    // --version still says it, and exits 0.
    let line = shipped_line(bin, &repo("."), Some(&empty));
    assert!(
        line.contains("ERROR") && line.contains("has no scenarios/"),
        "{line}"
    );
}
