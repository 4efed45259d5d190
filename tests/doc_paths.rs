//! docs/development.md says what is: every path it names exists in the clone (the entries of its
//! Layout tree, each under the folders above it, and every `path` in backticks that names a file
//! or folder of the clone), and the README's lines are at most 100 characters. Every failure is
//! listed as `file:line: what`.

use std::fs;
use std::path::{Path, PathBuf};

/// The README's width limit, in characters.
const README_MAX_WIDTH: usize = 100;

/// The folders at the top of the clone: a backticked word that starts with one of them, or ends
/// with one of [`EXTENSIONS`], is read as a path.
const TOP: [&str; 9] = [
    "crates/",
    "src/",
    "scripts/",
    "tests/",
    "docs/",
    "scenarios/",
    "benches/",
    "assets/",
    ".ci/",
];
const EXTENSIONS: [&str; 7] = [".rs", ".sh", ".py", ".md", ".ron", ".toml", ".png"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The entries of the tree in the fenced block after the `## Layout` heading, each with its line
/// number and its path from the clone's root. An entry is a line indented by a multiple of two
/// spaces, under 12; its first word is its name, under the entries above it with less indent. A
/// line indented further is the description of the entry above.
fn layout_entries(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut in_layout = false;
    let mut in_block = false;
    let mut stack: Vec<(usize, String)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("## ") {
            in_layout = line == "## Layout";
            continue;
        }
        if !in_layout {
            continue;
        }
        if line.trim_start().starts_with("```") {
            if in_block {
                break;
            }
            in_block = true;
            continue;
        }
        if !in_block || line.trim().is_empty() {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        if indent >= 12 || indent % 2 == 1 {
            continue;
        }
        let name = line.split_whitespace().next().unwrap_or("");
        stack.retain(|(depth, _)| *depth < indent);
        let mut path: String = stack.iter().map(|(_, n)| n.as_str()).collect();
        path.push_str(name);
        out.push((i + 1, path));
        if name.ends_with('/') {
            stack.push((indent, name.to_string()));
        }
    }
    out
}

/// The words in backticks on a line that name a path of the clone.
fn backticked_paths(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let parts: Vec<&str> = line.split('`').collect();
    for (k, part) in parts.iter().enumerate() {
        if k % 2 == 0 || k + 1 == parts.len() {
            continue;
        }
        let word = part.trim();
        let odd = |c: char| c.is_whitespace() || "$*<>{}=:|,'\"".contains(c);
        if word.is_empty() || word.contains(odd) || word.starts_with('-') {
            continue;
        }
        // Placeholders in capitals (scenarios/FILE, tests/NAME) name no one file.
        if word
            .split('/')
            .any(|seg| seg.len() > 1 && seg.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
        {
            continue;
        }
        let looks =
            TOP.iter().any(|t| word.starts_with(t)) || EXTENSIONS.iter().any(|e| word.ends_with(e));
        if looks {
            out.push(word.to_string());
        }
    }
    out
}

/// Whether a path a page names exists: from the clone's root, or beside the page (a sibling
/// page), or as a scenario named by its file name (`gpw_campaign.ron`).
fn exists(root: &Path, page_dir: &Path, path: &str) -> bool {
    root.join(path).exists()
        || page_dir.join(path).exists()
        || root.join("scenarios").join(path).exists()
        || root.join("scenarios/rulesets").join(path).exists()
}

#[test]
fn every_path_development_md_names_exists() {
    let root = root();
    let page = root.join("docs/development.md");
    let text = fs::read_to_string(&page).expect("docs/development.md");
    let mut failures = Vec::new();
    let entries = layout_entries(&text);
    assert!(
        entries.len() > 20,
        "the Layout tree was not found ({} entries)",
        entries.len()
    );
    for (line, path) in &entries {
        if !root.join(path).exists() {
            failures.push(format!(
                "docs/development.md:{line}: the Layout names {path}, which is not in the clone"
            ));
        }
    }
    let mut fence = false;
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fence = !fence;
            continue;
        }
        if fence {
            continue;
        }
        for path in backticked_paths(line) {
            if !exists(&root, &root.join("docs"), &path) {
                failures.push(format!(
                    "docs/development.md:{}: `{path}` is not in the clone",
                    i + 1
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} path(s) docs/development.md names that are not there:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_readme_lines_are_at_most_100_characters() {
    let text = fs::read_to_string(root().join("README.md")).expect("README.md");
    let long: Vec<String> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.chars().count() > README_MAX_WIDTH)
        .map(|(i, l)| format!("README.md:{}: {} characters", i + 1, l.chars().count()))
        .collect();
    assert!(
        long.is_empty(),
        "README lines over {README_MAX_WIDTH} characters:\n{}",
        long.join("\n")
    );
}

#[test]
fn the_path_readers_find_what_they_should() {
    let tree = "## Layout\n\n```\ncrates/\n  rules/      the rules\n    src/\n                see \
                above\n      lib.rs    its root\ntests/       all\n```\n## Next\n";
    let entries: Vec<String> = layout_entries(tree).into_iter().map(|e| e.1).collect();
    assert_eq!(
        entries,
        [
            "crates/",
            "crates/rules/",
            "crates/rules/src/",
            "crates/rules/src/lib.rs",
            "tests/"
        ]
    );
    assert_eq!(
        backticked_paths("run `scripts/test.sh`, `cargo test`, `scenarios/FILE`, `a.rs` and `--x`"),
        ["scripts/test.sh", "a.rs"]
    );
    // A path that is not there is caught.
    assert!(!exists(
        &root(),
        &root().join("docs"),
        "crates/rules/src/nowhere.rs"
    ));
    assert!(exists(
        &root(),
        &root().join("docs"),
        "crates/rules/src/lib.rs"
    ));
}
