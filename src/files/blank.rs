//! A new scenario written into a folder (the user's scenarios folder, for set-up mode's "New
//! scenario…" and `steppe new`): the ruleset copied beside it into `rulesets/` unless a file of
//! that name is there already (a designer's own edited ruleset is kept and used), the scenario
//! made by `rules::load::blank`, written atomically, never over a file, and loaded back to be
//! sure the checker accepts it.

use crate::files::{load_ruleset, load_scenario, write_atomic};
use crate::rules::load::blank::{Blank, blank_scenario};
use std::path::{Path, PathBuf};

/// A file name from a scenario's name: lower case letters and digits, `_` between words
/// ("Kursk, July 1943" -> "kursk_july_1943").
pub fn file_stem(name: &str) -> String {
    let mut out = String::new();
    for c in name.trim().chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
    }
    let out = out.trim_end_matches('_').to_string();
    if out.is_empty() {
        "scenario".into()
    } else {
        out
    }
}

/// Writes a new scenario named `name` for the ruleset file `ruleset` into `dir`, with a map of
/// `width` by `height` hexes: its path, or why nothing was written.
pub fn new_scenario(
    dir: &Path,
    ruleset: &Path,
    name: &str,
    width: u32,
    height: u32,
) -> Result<PathBuf, String> {
    let file_name = ruleset
        .file_name()
        .ok_or_else(|| format!("{} is not a ruleset file", ruleset.display()))?;
    let beside = dir.join("rulesets").join(file_name);
    if !beside.exists() {
        std::fs::create_dir_all(dir.join("rulesets"))
            .and_then(|()| std::fs::read_to_string(ruleset))
            .and_then(|text| write_atomic(&beside, &text))
            .map_err(|e| {
                format!(
                    "cannot copy {} to {}: {e}",
                    ruleset.display(),
                    beside.display()
                )
            })?;
    }
    let rules = load_ruleset(&beside).map_err(|d| d.to_string())?;
    let text = blank_scenario(
        &rules,
        &Blank {
            name: name.to_string(),
            ruleset: format!("rulesets/{}", file_name.to_string_lossy()),
            width,
            height,
        },
    )?;
    let path = dir.join(format!("{}.ron", file_stem(name)));
    if path.exists() {
        return Err(format!(
            "{} already exists: give the new scenario another name",
            path.display()
        ));
    }
    write_atomic(&path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    if let Err(problems) = load_scenario(&path) {
        // Never leave a file that does not load.
        let _ = std::fs::remove_file(&path);
        return Err(problems.to_string());
    }
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_make_plain_file_names() {
        assert_eq!(file_stem("Kursk, July 1943"), "kursk_july_1943");
        assert_eq!(file_stem("  Road to Moscow!  "), "road_to_moscow");
        assert_eq!(file_stem("???"), "scenario");
    }
}
