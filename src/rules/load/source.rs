//! Where things are in a RON file: diagnostics as `file:line:col: message`, the data paths that
//! validation reports problems at (`units[3].at`), and parsing with located syntax errors.
//! `outline` turns a path back into a line and column.

use std::fmt;

/// One problem in one file, with a 1-based line and column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.line, self.col, self.message
        )
    }
}

/// Every problem found in a file (validation does not stop at the first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

/// One step of a path into a RON document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seg {
    Field(&'static str),
    Index(usize),
    Key(String),
}

/// A path into a RON document, built by validation: `path!["units", 3, "at"]`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Path(pub Vec<Seg>);

impl Path {
    pub fn root() -> Self {
        Path(Vec::new())
    }
    pub fn field(&self, name: &'static str) -> Self {
        let mut p = self.clone();
        p.0.push(Seg::Field(name));
        p
    }
    pub fn index(&self, i: usize) -> Self {
        let mut p = self.clone();
        p.0.push(Seg::Index(i));
        p
    }
    pub fn key(&self, k: &str) -> Self {
        let mut p = self.clone();
        p.0.push(Seg::Key(k.to_string()));
        p
    }
}

/// A problem found by validation, not yet placed in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub path: Path,
    /// For problems inside a string (a map row), the character index in it.
    pub char_in_string: Option<usize>,
    pub message: String,
}

impl Problem {
    pub fn at(path: Path, message: impl Into<String>) -> Self {
        Problem {
            path,
            char_in_string: None,
            message: message.into(),
        }
    }
}

pub use crate::rules::load::outline::Outline;

/// Parses RON into `T`, turning a syntax or type error into a located diagnostic.
pub fn parse_ron<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> Result<T, Diagnostic> {
    let opts =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    opts.from_str(text).map_err(|e| Diagnostic {
        file: file.to_string(),
        line: e.span.start.line.max(1),
        col: e.span.start.col.max(1),
        message: e.code.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn syntax_error_has_position() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct S {
            a: u32,
        }
        let e = parse_ron::<S>("f.ron", "(\n  a: x,\n)").unwrap_err();
        assert_eq!((e.file.as_str(), e.line), ("f.ron", 2));
    }
}
