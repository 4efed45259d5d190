//! A new scenario written into a folder (the user's scenarios folder, for set-up mode's "New
//! scenario…" and `steppe new`): the ruleset copied beside it into `rulesets/`, byte for byte,
//! unless a file of that name is there already (a designer's own edited ruleset is kept and
//! used), and the scenario made by `rules::load::blank`. Everything is read and checked before
//! anything is written, nothing is written over a file, and a refusal or a failed write leaves
//! the folder as it was: no copied ruleset, no folder made, no temporary file.

use crate::write::NewDirs;
use crate::{Expect, FileKind, file_kind, write_text};
use std::path::{Path, PathBuf};
use steppe_rules::load::blank::{Blank, blank_scenario};
use steppe_rules::load::ruleset::ruleset_from_str;
use steppe_rules::load::scenario::scenario_from_str;
use steppe_rules::model::tables::Ruleset;

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
    let copy = !beside.exists();
    // The ruleset the scenario will be played with: the one beside it if there is one.
    let (raw, rules) = checked_ruleset(if copy { ruleset } else { &beside })?;
    let path = dir.join(format!("{}.ron", file_stem(name)));
    let text = blank_scenario(
        &rules,
        &Blank {
            name: name.to_string(),
            ruleset: format!("rulesets/{}", file_name.to_string_lossy()),
            width,
            height,
        },
    )?;
    // Never a file that does not load: checked as `load_scenario` will check it.
    scenario_from_str(&path.display().to_string(), &text, &rules).map_err(|d| d.to_string())?;
    if path.exists() {
        return Err(format!(
            "{} already exists: give the new scenario another name",
            path.display()
        ));
    }
    let dirs = NewDirs::make(&dir.join("rulesets")).map_err(|e| {
        format!(
            "cannot make the folder {}: {e}",
            dir.join("rulesets").display()
        )
    })?;
    if copy {
        write_text(&beside, &raw, Expect::Absent).map_err(|e| {
            format!(
                "cannot copy {} to {}: {e}",
                ruleset.display(),
                beside.display()
            )
        })?;
    }
    if let Err(e) = write_text(&path, &text, Expect::Absent) {
        if copy {
            let _ = std::fs::remove_file(&beside);
        }
        return Err(match e {
            crate::WriteError::Exists => format!(
                "{} already exists: give the new scenario another name",
                path.display()
            ),
            e => format!("cannot write {}: {e}", path.display()),
        });
    }
    dirs.keep();
    Ok(path)
}

/// A ruleset file's text exactly as it is (to copy) and the ruleset checked, or why not.
fn checked_ruleset(path: &Path) -> Result<(String, Ruleset), String> {
    let raw = std::fs::read_to_string(path)
        .map_err(|e| format!("{}: cannot read the file: {e}", path.display()))?;
    let plain = crate::form::Form::split(&raw).1;
    if let Some(kind @ (FileKind::Scenario | FileKind::Save)) = file_kind(&plain) {
        return Err(format!(
            "{} is a {}, not a ruleset: name a ruleset file (a scenario's `ruleset:` names the \
             one it is played with)",
            path.display(),
            if kind == FileKind::Scenario {
                "scenario"
            } else {
                "saved game"
            }
        ));
    }
    let rules = ruleset_from_str(&path.display().to_string(), &plain).map_err(|d| d.to_string())?;
    Ok((raw, rules))
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
