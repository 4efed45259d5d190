//! Where steppe's files are: the shipped data (the `scenarios/` folder with its `rulesets/`, and
//! `assets/`) and the user's own folder (saves, autosaves, thumbnails, the user's scenarios).
//!
//! The shipped data folder is the first of these that is named or holds `scenarios/` with at
//! least one scenario and one ruleset in `scenarios/rulesets/`:
//!
//! 1. `--data-dir DIR` on the command line ([`init`]);
//! 2. `$STEPPE_SHARE_DIR`;
//! 3. `<exe dir>/../share/steppe` (an install: `/usr/bin/steppe` reads `/usr/share/steppe`);
//! 4. the executable's own folder (an unpacked archive: `steppe` beside `scenarios/`);
//! 5. the working directory (a developer's `cargo run` in the clone).
//!
//! Never the folder steppe was built in. A flag or variable naming a folder that does not hold
//! what is needed is an error, not a reason to look elsewhere. The user's folder is
//! `$STEPPE_DATA_DIR`, else the platform's data folder for steppe (`~/.local/share/steppe`).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The variable naming the shipped data folder (a flag `--data-dir` overrides it).
pub const ENV_SHARE_DIR: &str = "STEPPE_SHARE_DIR";
/// The variable naming the user's folder (saves, autosaves, the user's scenarios).
pub const ENV_DATA_DIR: &str = "STEPPE_DATA_DIR";

/// Which rule found the shipped data folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// `--data-dir DIR`.
    Flag,
    /// `$STEPPE_SHARE_DIR`.
    Env,
    /// `<exe dir>/../share/steppe`.
    Installed,
    /// The executable's own folder.
    BesideExe,
    /// The working directory.
    WorkingDir,
}

impl How {
    /// The rule in words, for `--version`, `--help` and the New game screen.
    pub fn words(self) -> &'static str {
        match self {
            How::Flag => "named by --data-dir",
            How::Env => "named by $STEPPE_SHARE_DIR",
            How::Installed => "installed: share/steppe beside the program's bin/",
            How::BesideExe => "beside the program",
            How::WorkingDir => "the working directory",
        }
    }
}

/// The shipped data folder found, and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shipped {
    /// The folder holding `scenarios/` (absolute).
    pub dir: PathBuf,
    pub how: How,
}

impl Shipped {
    /// The shipped scenarios (`<dir>/scenarios`).
    pub fn scenarios(&self) -> PathBuf {
        self.dir.join("scenarios")
    }

    /// The shipped rulesets (`<dir>/scenarios/rulesets`).
    pub fn rulesets(&self) -> PathBuf {
        self.scenarios().join("rulesets")
    }

    /// The window's assets (`<dir>/assets`: the icon; Bevy's asset folder).
    pub fn assets(&self) -> PathBuf {
        self.dir.join("assets")
    }
}

/// The search for the shipped data folder: what it found, where it looked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Search {
    pub found: Option<Shipped>,
    /// Every folder looked at, in order (up to the one found).
    pub looked: Vec<PathBuf>,
}

impl Search {
    /// One line: the folder and why, or where it was looked for.
    pub fn words(&self) -> String {
        match &self.found {
            Some(s) => format!("{} ({})", s.dir.display(), s.how.words()),
            None => format!(
                "not found (looked in {}; name it with --data-dir DIR or ${ENV_SHARE_DIR})",
                list(&self.looked)
            ),
        }
    }
}

fn list(dirs: &[PathBuf]) -> String {
    dirs.iter()
        .map(|d| d.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why `dir` is not a shipped data folder, if it is not: it must hold `scenarios/` with at
/// least one scenario file and one ruleset in `scenarios/rulesets/`.
pub fn not_data(dir: &Path) -> Option<String> {
    let has_ron = |d: &Path| {
        std::fs::read_dir(d).is_ok_and(|l| {
            l.flatten().any(|e| {
                let p = e.path();
                p.is_file() && p.extension().is_some_and(|x| x == "ron")
            })
        })
    };
    if !dir.is_dir() {
        return Some(format!("{} is not a folder", dir.display()));
    }
    let scenarios = dir.join("scenarios");
    if !scenarios.is_dir() {
        return Some(format!("{} has no scenarios/ folder", dir.display()));
    }
    if !has_ron(&scenarios.join("rulesets")) {
        return Some(format!(
            "{} holds no ruleset (.ron)",
            scenarios.join("rulesets").display()
        ));
    }
    if !has_ron(&scenarios) {
        return Some(format!("{} holds no scenario (.ron)", scenarios.display()));
    }
    None
}

/// Where the process stands: the flag, the variable, the executable and the working directory
/// the search starts from (apart, so that tests can give their own).
#[derive(Debug, Clone, Default)]
pub struct Start {
    pub flag: Option<PathBuf>,
    pub env: Option<OsString>,
    pub exe: Option<PathBuf>,
    pub cwd: Option<PathBuf>,
}

impl Start {
    /// This process's: `flag` and `$STEPPE_SHARE_DIR`, `current_exe`, `current_dir`.
    pub fn here(flag: Option<&Path>) -> Start {
        Start {
            flag: flag.map(Path::to_path_buf),
            env: std::env::var_os(ENV_SHARE_DIR).filter(|v| !v.is_empty()),
            exe: std::env::current_exe().ok(),
            cwd: std::env::current_dir().ok(),
        }
    }
}

/// Finds the shipped data folder from `start`, in the module's order; a flag or variable that
/// names a folder without the data is an error saying what is missing.
pub fn find(start: &Start) -> Result<Search, String> {
    let absolute = |p: &Path| match &start.cwd {
        Some(cwd) if p.is_relative() => cwd.join(p),
        _ => p.to_path_buf(),
    };
    let named = [
        (start.flag.clone(), How::Flag, "--data-dir".to_string()),
        (
            start.env.as_ref().map(PathBuf::from),
            How::Env,
            format!("${ENV_SHARE_DIR}"),
        ),
    ];
    for (dir, how, name) in named {
        if let Some(dir) = dir {
            let dir = absolute(&dir);
            if let Some(why) = not_data(&dir) {
                return Err(format!(
                    "{name} names {}, which is not a steppe data folder: {why}",
                    dir.display()
                ));
            }
            return Ok(Search {
                found: Some(Shipped { dir, how }),
                looked: Vec::new(),
            });
        }
    }
    let mut looked = Vec::new();
    let exe_dir = start.exe.as_deref().and_then(Path::parent);
    let candidates = [
        exe_dir
            .and_then(Path::parent)
            .map(|p| (p.join("share").join("steppe"), How::Installed)),
        exe_dir.map(|d| (d.to_path_buf(), How::BesideExe)),
        start.cwd.clone().map(|d| (d, How::WorkingDir)),
    ];
    for (dir, how) in candidates.into_iter().flatten() {
        if looked.contains(&dir) {
            continue;
        }
        looked.push(dir.clone());
        if not_data(&dir).is_none() {
            return Ok(Search {
                found: Some(Shipped { dir, how }),
                looked,
            });
        }
    }
    Ok(Search {
        found: None,
        looked,
    })
}

static SHIPPED: OnceLock<Result<Search, String>> = OnceLock::new();

/// Finds the shipped data folder once for the process, with the command line's `--data-dir`
/// (the binary calls this before anything else); later calls return the first answer.
pub fn init(flag: Option<&Path>) -> &'static Result<Search, String> {
    SHIPPED.get_or_init(|| find(&Start::here(flag)))
}

/// The process's search for the shipped data folder ([`init`] without a flag if nothing
/// called it yet).
pub fn search() -> &'static Result<Search, String> {
    init(None)
}

/// The shipped data folder, if one was found.
pub fn shipped() -> Option<&'static Shipped> {
    search().as_ref().ok().and_then(|s| s.found.as_ref())
}

/// A file named on the command line: as given when it is there, else (a relative name) the
/// shipped file of that name, in the data folder or its `scenarios/` (so `gpw_barbarossa.ron`
/// and `scenarios/gpw_barbarossa.ron` open the shipped scenario from any working directory);
/// as given otherwise, for the error to name it.
pub fn given_or_shipped(path: &Path) -> PathBuf {
    if path.exists() || path.is_absolute() {
        return path.to_path_buf();
    }
    shipped()
        .and_then(|s| {
            [s.dir.join(path), s.scenarios().join(path)]
                .into_iter()
                .find(|p| p.is_file())
        })
        .unwrap_or_else(|| path.to_path_buf())
}

/// Which rule found the user's folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserHow {
    /// `$STEPPE_DATA_DIR`.
    Env,
    /// The platform's data folder for steppe.
    Platform,
    /// `.steppe` in the working directory: the platform has no home folder.
    NoHome,
}

/// The user's own folder and how it was found: saves go in `saves/`, the user's scenarios in
/// `scenarios/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub dir: PathBuf,
    pub how: UserHow,
}

impl User {
    /// This process's: `$STEPPE_DATA_DIR`, else the platform's data folder for steppe.
    pub fn here() -> User {
        if let Some(d) = std::env::var_os(ENV_DATA_DIR).filter(|d| !d.is_empty()) {
            return User {
                dir: PathBuf::from(d),
                how: UserHow::Env,
            };
        }
        match directories::ProjectDirs::from("", "", "steppe") {
            Some(d) => User {
                dir: d.data_dir().to_path_buf(),
                how: UserHow::Platform,
            },
            None => User {
                dir: PathBuf::from(".steppe"),
                how: UserHow::NoHome,
            },
        }
    }

    /// The folder and why, in words.
    pub fn words(&self) -> String {
        format!("{} ({})", self.dir.display(), self.words_why())
    }

    /// Why this folder, in words.
    pub fn words_why(&self) -> String {
        match self.how {
            UserHow::Env => format!("named by ${ENV_DATA_DIR}"),
            UserHow::Platform => {
                format!("the platform's data folder; ${ENV_DATA_DIR} overrides it")
            }
            UserHow::NoHome => "no home folder: in the working directory".to_string(),
        }
    }

    /// The user's scenarios (`<dir>/scenarios`).
    pub fn scenarios(&self) -> PathBuf {
        self.dir.join("scenarios")
    }
}

/// What `steppe --version` and `--help` say of the folders: the shipped data's and the user's,
/// each with the rule that found it, and the order the shipped data is looked for in.
pub fn report(search: &Result<Search, String>, user: &User) -> String {
    let shipped = match search {
        Ok(s) => s.words(),
        Err(e) => format!("ERROR: {e}"),
    };
    format!(
        "Folders:\n  shipped data: {shipped}\n  your files:   {}: saves, autosaves and your \
         scenarios (scenarios/) ({})\n\nThe shipped data (scenarios/ with its rulesets/) is looked \
         for in this order: --data-dir DIR, ${ENV_SHARE_DIR}, <program's folder>/../share/steppe, \
         the program's folder, the working directory.",
        user.dir.display(),
        user.words_why()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder made for one test, removed after.
    struct Temp(PathBuf);
    impl Temp {
        fn new(name: &str) -> Temp {
            let dir =
                std::env::temp_dir().join(format!("steppe-folders-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            Temp(dir)
        }
        /// `rel/scenarios/` with a scenario and `rulesets/` with a ruleset.
        fn data(&self, rel: &str) -> PathBuf {
            let d = self.0.join(rel);
            std::fs::create_dir_all(d.join("scenarios/rulesets")).unwrap();
            std::fs::write(d.join("scenarios/a.ron"), "()").unwrap();
            std::fs::write(d.join("scenarios/rulesets/r.ron"), "()").unwrap();
            d
        }
    }
    impl Drop for Temp {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn found(s: &Result<Search, String>) -> (PathBuf, How) {
        let f = s.as_ref().unwrap().found.as_ref().unwrap();
        (f.dir.clone(), f.how)
    }

    /// The order: flag, variable, installed, beside the program, working directory; each one
    /// only taken when the ones before it are missing.
    #[test]
    fn the_first_rule_that_holds_wins() {
        let t = Temp::new("order");
        let installed = t.data("usr/share/steppe");
        let beside = t.data("usr/bin");
        let cwd = t.data("clone");
        let flag = t.data("flag");
        let env = t.data("env");
        let mut start = Start {
            flag: Some(flag.clone()),
            env: Some(env.clone().into_os_string()),
            exe: Some(t.0.join("usr/bin/steppe")),
            cwd: Some(cwd.clone()),
        };
        assert_eq!(found(&find(&start)), (flag, How::Flag));
        start.flag = None;
        assert_eq!(found(&find(&start)), (env, How::Env));
        start.env = None;
        assert_eq!(
            found(&find(&start)),
            (t.0.join("usr/share/steppe"), How::Installed)
        );
        std::fs::remove_dir_all(&installed).unwrap();
        assert_eq!(found(&find(&start)), (beside.clone(), How::BesideExe));
        std::fs::remove_dir_all(beside.join("scenarios")).unwrap();
        assert_eq!(found(&find(&start)), (cwd, How::WorkingDir));
        // The working directory is not searched upward, nor the build folder.
        start.cwd = Some(t.0.join("usr"));
        let s = find(&start).unwrap();
        assert_eq!(s.found, None);
        assert_eq!(
            s.looked,
            [
                t.0.join("usr/share/steppe"),
                t.0.join("usr/bin"),
                t.0.join("usr")
            ]
        );
        assert!(s.words().contains("not found"), "{}", s.words());
    }

    /// A flag or variable naming a folder without the data is an error saying what is
    /// missing, even when another folder would do.
    #[test]
    fn a_bad_named_folder_is_an_error() {
        let t = Temp::new("bad");
        let good = t.data("clone");
        let no_rulesets = t.0.join("half");
        std::fs::create_dir_all(no_rulesets.join("scenarios")).unwrap();
        std::fs::write(no_rulesets.join("scenarios/a.ron"), "()").unwrap();
        let start = Start {
            flag: Some(t.0.join("missing")),
            env: None,
            exe: None,
            cwd: Some(good.clone()),
        };
        let e = find(&start).unwrap_err();
        assert!(
            e.starts_with("--data-dir names ") && e.contains("is not a folder"),
            "{e}"
        );
        let start = Start {
            flag: None,
            env: Some(no_rulesets.clone().into_os_string()),
            ..start
        };
        let e = find(&start).unwrap_err();
        assert!(
            e.contains(ENV_SHARE_DIR) && e.contains("holds no ruleset"),
            "{e}"
        );
        // A relative name is read from the working directory and said in full.
        let start = Start {
            env: Some("clone".into()),
            cwd: Some(t.0.clone()),
            ..start
        };
        assert_eq!(found(&find(&start)), (good, How::Env));
        assert!(not_data(&no_rulesets.join("scenarios")).is_some());
    }
}
