//! `steppe check FILE...`: a summary line per valid file (exit 0), every problem as
//! `file:line:col: message` (exit 1).

use std::path::{Path, PathBuf};
use steppe_files::{FileKind, file_kind, is_evaluation, load_ruleset, load_scenario, read};
use steppe_rules::load::source::{Diagnostic, Diagnostics};

/// One file's summary, or all its problems.
pub fn check_file(path: &Path) -> Result<String, Diagnostics> {
    let text = read(path)?;
    match file_kind(&text) {
        Some(FileKind::Ruleset) => {
            let r = load_ruleset(path)?;
            Ok(format!(
                "{}: ruleset \"{}\": {} sides, {} unit types, {} terrain types, {} hexside types, {} phases",
                path.display(),
                r.name,
                r.sides.len(),
                r.unit_types.len(),
                r.terrain.len(),
                r.hexsides.len(),
                r.phases.len()
            ))
        }
        Some(FileKind::Scenario) => {
            let l = load_scenario(path)?;
            let s = &l.scenario;
            let r = &l.ruleset;
            let per_side: Vec<String> = r
                .sides
                .iter()
                .enumerate()
                .map(|(i, side)| {
                    let n = s.units.iter().filter(|u| u.side as usize == i).count();
                    format!("{n} {}", side.name)
                })
                .collect();
            // Milestones of history, if the scenario has any (docs/history.md).
            let milestones = match s.milestones.len() {
                0 => String::new(),
                n => format!(", {n} milestones of history"),
            };
            Ok(format!(
                "{}: scenario \"{}\" ({}): {}x{} map, units {}, {} turns from {}{milestones}",
                path.display(),
                s.name,
                r.name,
                s.map.width,
                s.map.height,
                per_side.join(", "),
                s.turns,
                s.turn_name(r, 1)
            ))
        }
        Some(FileKind::Save) => crate::replay_summary(path),
        None if is_evaluation(&text) => evaluation_summary(path, &text),
        None => Err(Diagnostics(vec![Diagnostic {
            file: path.display().to_string(),
            line: 1,
            col: 1,
            message: "not a steppe file: expected Ruleset(...), Scenario(...) or Save(...)".into(),
        }])),
    }
}

/// A ruleset's fitted evaluation (`gpw.eval.ron`, read with `gpw.ron`): its summary line.
fn evaluation_summary(path: &Path, text: &str) -> Result<String, Diagnostics> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    let ruleset = name.as_deref().and_then(|n| n.strip_suffix(".eval.ron"));
    let e = steppe_rules::play::eval::parse(&path.display().to_string(), text, ruleset)?;
    Ok(format!(
        "{}: evaluation of ruleset \"{}\": {} features, fitted to {} games (seeds {}-{}), held-out accuracy {:.1}%",
        path.display(),
        e.ruleset,
        e.features.len(),
        e.games,
        e.seeds.0,
        e.seeds.1,
        100.0 * e.fit.held_out_accuracy
    ))
}

/// Checks every file: a summary line on standard output for each valid one, then every problem
/// on standard error, each once (a scenario's check reports its ruleset's problems too, and
/// that ruleset may be named on the same command line) and in file order: the files in the
/// order they first have a problem, each file's problems by line and column.
pub fn run(files: &[PathBuf]) -> i32 {
    let mut problems: Vec<(PathBuf, Diagnostic)> = Vec::new();
    let mut code = 0;
    for f in files {
        match check_file(f) {
            Ok(line) => println!("{line}"),
            Err(ds) => {
                code = 1;
                for d in ds.0 {
                    // The same file may be reached by two spellings ("a/../b.ron", "./b.ron").
                    let key =
                        std::fs::canonicalize(&d.file).unwrap_or_else(|_| d.file.clone().into());
                    let seen = problems.iter().any(|(k, p)| {
                        *k == key && (p.line, p.col, &p.message) == (d.line, d.col, &d.message)
                    });
                    if !seen {
                        problems.push((key, d));
                    }
                }
            }
        }
    }
    let mut files_order: Vec<PathBuf> = Vec::new();
    for (k, _) in &problems {
        if !files_order.contains(k) {
            files_order.push(k.clone());
        }
    }
    // A stable sort: two problems at one place keep the order the checks found them in.
    problems.sort_by_key(|(k, d)| (files_order.iter().position(|f| f == k), d.line, d.col));
    for (_, d) in problems {
        eprintln!("{d}");
    }
    code
}
