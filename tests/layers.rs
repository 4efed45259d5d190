//! The layers the compiler does not keep by itself, checked by reading the source with `syn`.
//!
//! Every crate of the workspace is parsed from its root file: its module tree (`mod x;` files,
//! `#[path]`, inline `mod x { }`, `#[cfg(test)]` modules included) and every path its code
//! writes, each resolved as rustc would (`use` trees with their groups, `self`, `super`,
//! `crate`, aliases, globs, re-exports followed to where an item is defined). See
//! `layers/tree.rs` for what is read (macro calls are read as expressions when they parse so,
//! otherwise scanned for `a::b` paths; a single name inside such a macro is not seen).
//!
//! - `crates/rules`: a module of layer L names nothing of a later layer (data < model < load <
//!   state < query < mechanics < engine < play); lib.rs may name them all. Tests included.
//! - `crates/client`: state uses no other folder; services, input and drawing use only state;
//!   ui uses state, services and drawing; tools any; lib.rs wires them. Test code is exempt:
//!   a test of a system builds an app from the plugins of several folders (a drawing test runs
//!   the applying service and the selection input to have something to draw). Only code under
//!   `#[cfg(test)]` (a module or an item so marked, and what is inside it) is exempt; the code
//!   after a test module in the same file is not.
//! - every crate: no circle between the modules of one folder, a module counting with the
//!   modules inside it (a -> b -> a, or longer). Tests count, except the client's (exempt as
//!   above: a test of a drawing system that runs the ui's helpers is no circle of the app).
//!
//! And the rules read no clock (`std::time`), and every `.rs` file is in its crate's module tree.
//! Each problem is printed as `file:line: what`. The `tricks` module feeds the checker small
//! crates written to get past a grep, each caught, and a clean one that must pass.

#[path = "layers/checks.rs"]
mod checks;
#[path = "layers/code.rs"]
mod code;
#[path = "layers/resolve.rs"]
mod resolve;
#[path = "layers/tree.rs"]
mod tree;
#[path = "layers/tricks.rs"]
mod tricks;

use std::collections::BTreeMap;
use std::path::Path;

use checks::{circle_problems, folder_problems, layer_problems, uses};
use tree::build;

/// The rules crate's layers, in order (crates/rules/src/lib.rs).
const LAYERS: &[&str] = &[
    "data",
    "model",
    "load",
    "state",
    "query",
    "mechanics",
    "engine",
    "play",
];

/// The client's folders and the folders each may use besides itself (crates/client/src/lib.rs).
const CLIENT_FOLDERS: &[(&str, &[&str])] = &[
    ("state", &[]),
    ("services", &["state"]),
    ("input", &["state"]),
    ("drawing", &["state"]),
    ("ui", &["state", "services", "drawing"]),
    ("tools", &["state", "services", "input", "drawing", "ui"]),
];

/// Whether the client's test code is left out of the folder rules.
const CLIENT_TESTS_EXEMPT: bool = true;

/// Every `.rs` file under `dir` (relative to the workspace), keyed by its path from there.
fn read_sources(dir: &str) -> BTreeMap<String, String> {
    fn walk(root: &Path, rel: &str, files: &mut BTreeMap<String, String>) {
        let mut entries: Vec<_> = std::fs::read_dir(root.join(rel))
            .unwrap()
            .map(|e| e.unwrap())
            .collect();
        entries.sort_by_key(std::fs::DirEntry::file_name);
        for entry in entries {
            let name = format!("{rel}/{}", entry.file_name().to_string_lossy());
            if entry.file_type().unwrap().is_dir() {
                walk(root, &name, files);
            } else if name.ends_with(".rs") {
                files.insert(name, std::fs::read_to_string(entry.path()).unwrap());
            }
        }
    }
    let mut files = BTreeMap::new();
    walk(Path::new(env!("CARGO_MANIFEST_DIR")), dir, &mut files);
    files
}

/// Prints the problems and fails if there are any.
fn assert_none(what: &str, problems: &[String]) {
    for p in problems {
        println!("{p}");
    }
    assert!(
        problems.is_empty(),
        "{what}: {} problems (printed above)",
        problems.len()
    );
}

/// Reads a crate: the problems of reading it, of its layers or folders (if it has rules), and
/// its circles.
fn check(files: &BTreeMap<String, String>, root: &str) -> (Vec<String>, Vec<String>, Vec<String>) {
    let krate = build(files, root);
    let (uses, mut read) = uses(&krate);
    let client = root.ends_with("client/src/lib.rs");
    let circles = circle_problems(&krate, &uses, client && CLIENT_TESTS_EXEMPT);
    let rules = if root.ends_with("rules/src/lib.rs") {
        layer_problems(&krate, &uses, LAYERS)
    } else if client {
        folder_problems(&krate, &uses, CLIENT_FOLDERS, CLIENT_TESTS_EXEMPT)
    } else {
        Vec::new()
    };
    read.sort();
    (read, rules, circles)
}

#[test]
fn rules_layers_point_down() {
    let files = read_sources("crates/rules/src");
    let (read, layers, _) = check(&files, "crates/rules/src/lib.rs");
    assert_none("rules' layers", &[read, layers].concat());
}

/// The rules read no clock: no path of the rules crate names `std::time` (or `core::time`, or
/// the crate `web_time`); timing belongs to the caller (`play_timed` takes the caller's clock).
#[test]
fn rules_read_no_clock() {
    let files = read_sources("crates/rules/src");
    let krate = build(&files, "crates/rules/src/lib.rs");
    let problems: Vec<String> = krate
        .sites
        .iter()
        .filter(|s| {
            let p: Vec<&str> = s.path.iter().map(String::as_str).collect();
            matches!(
                p.as_slice(),
                ["std" | "core", "time", ..] | ["web_time", ..]
            )
        })
        .map(|s| {
            format!(
                "{}:{}: the rules read a clock ({})",
                s.file,
                s.line,
                s.path.join("::")
            )
        })
        .collect();
    assert!(krate.sites.len() > 1000, "the rules' paths were read");
    assert_none("clocks in the rules", &problems);
}

#[test]
fn rules_have_no_circle() {
    let files = read_sources("crates/rules/src");
    let (_, _, circles) = check(&files, "crates/rules/src/lib.rs");
    assert_none("rules' circles", &circles);
}

#[test]
fn client_folders_point_down() {
    let files = read_sources("crates/client/src");
    let (read, folders, _) = check(&files, "crates/client/src/lib.rs");
    assert_none("client's folders", &[read, folders].concat());
}

#[test]
fn client_has_no_circle() {
    let files = read_sources("crates/client/src");
    let (_, _, circles) = check(&files, "crates/client/src/lib.rs");
    assert_none("client's circles", &circles);
}

#[test]
fn files_cli_and_binary_have_no_circle() {
    let mut problems = Vec::new();
    for (dir, roots) in [
        ("crates/files/src", &["lib.rs"][..]),
        ("crates/cli/src", &["lib.rs"]),
        ("src", &["lib.rs", "main.rs"]),
    ] {
        let files = read_sources(dir);
        for root in roots {
            let (read, _, circles) = check(&files, &format!("{dir}/{root}"));
            problems.extend(read.into_iter().chain(circles));
        }
    }
    assert_none("files, cli, binary", &problems);
}

/// Every `.rs` file of each crate is in its module tree: a file no `mod` reaches is one the
/// checker would not see (nor would rustc compile it).
#[test]
fn every_source_file_is_read() {
    let mut problems = Vec::new();
    for (dir, roots) in [
        ("crates/rules/src", &["lib.rs"][..]),
        ("crates/files/src", &["lib.rs"]),
        ("crates/cli/src", &["lib.rs"]),
        ("crates/client/src", &["lib.rs"]),
        ("src", &["lib.rs", "main.rs"]),
    ] {
        let files = read_sources(dir);
        let mut read = std::collections::BTreeSet::new();
        for root in roots {
            let krate = build(&files, &format!("{dir}/{root}"));
            read.extend(krate.modules.iter().map(|m| m.file.clone()));
        }
        assert!(
            read.len() > 1 || files.len() <= roots.len(),
            "{dir}: no module read"
        );
        problems.extend(
            files
                .keys()
                .filter(|f| !read.contains(*f))
                .map(|f| format!("{f}:1: no `mod` reaches this file")),
        );
    }
    assert_none("files outside the module trees", &problems);
}
