//! Collects the problems found while checking one file, each at its data path, and turns them into
//! diagnostics with line and column at the end.

use crate::load::outline::Outline;
use crate::load::source::{Diagnostic, Diagnostics, Path, Problem};
use std::collections::HashSet;

/// Collects problems while checking one file.
pub(crate) struct Checker {
    pub problems: Vec<Problem>,
}

impl Checker {
    pub fn new() -> Self {
        Checker {
            problems: Vec::new(),
        }
    }
    pub fn err(&mut self, path: Path, msg: impl Into<String>) {
        self.problems.push(Problem::at(path, msg));
    }
    pub fn err_in_string(&mut self, path: Path, ch: usize, msg: impl Into<String>) {
        self.problems.push(Problem {
            path,
            char_in_string: Some(ch),
            message: msg.into(),
        });
    }
    /// Index of `id` in `ids`, or a problem naming what was expected.
    pub fn lookup<'a, I: IntoIterator<Item = &'a str>>(
        &mut self,
        path: Path,
        what: &str,
        id: &str,
        ids: I,
    ) -> Option<usize> {
        let ids: Vec<&str> = ids.into_iter().collect();
        match ids.iter().position(|x| *x == id) {
            Some(i) => Some(i),
            None => {
                self.err(
                    path,
                    format!("unknown {what} \"{id}\" (known: {})", ids.join(", ")),
                );
                None
            }
        }
    }
    pub fn unique<'a>(&mut self, path: Path, what: &str, ids: impl Iterator<Item = &'a str>) {
        let mut seen = HashSet::new();
        for (i, id) in ids.enumerate() {
            if !seen.insert(id) {
                self.err(
                    path.index(i).field("id"),
                    format!("duplicate {what} id \"{id}\""),
                );
            }
        }
    }
    pub fn finish<T>(self, file: &str, text: &str, value: T) -> Result<T, Diagnostics> {
        if self.problems.is_empty() {
            return Ok(value);
        }
        let outline = Outline::new(text);
        let mut ds: Vec<Diagnostic> = self
            .problems
            .iter()
            .map(|p| outline.diagnostic(file, p))
            .collect();
        ds.sort_by_key(|d| (d.line, d.col));
        Err(Diagnostics(ds))
    }
}
