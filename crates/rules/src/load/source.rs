//! Where things are in a RON file: diagnostics as `file:line:col: message`, the data paths that
//! validation reports problems at (`units[3].at`), and parsing with located syntax errors.
//! `outline` turns a path back into a line and column.

use std::fmt;

/// One problem in one file, with a 1-based line and column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file, as it was opened.
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub col: usize,
    /// What is wrong, in words.
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
    /// A field of a struct (`at`).
    Field(&'static str),
    /// An item of a list, from 0 (`[3]`).
    Index(usize),
    /// An entry of a map, by its key (`{"forest": ...}`).
    Key(String),
}

/// A path into a RON document, built by validation: `path!["units", 3, "at"]`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Path(pub Vec<Seg>);

impl Path {
    /// The document itself.
    pub fn root() -> Self {
        Path(Vec::new())
    }
    /// This path, then a field.
    #[must_use]
    pub fn field(&self, name: &'static str) -> Self {
        let mut p = self.clone();
        p.0.push(Seg::Field(name));
        p
    }
    /// This path, then an item of a list.
    #[must_use]
    pub fn index(&self, i: usize) -> Self {
        let mut p = self.clone();
        p.0.push(Seg::Index(i));
        p
    }
    /// This path, then an entry of a map.
    #[must_use]
    pub fn key(&self, k: &str) -> Self {
        let mut p = self.clone();
        p.0.push(Seg::Key(k.to_string()));
        p
    }
}

/// A problem found by validation, not yet placed in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Where, in the document.
    pub path: Path,
    /// For problems inside a string (a map row), the character index in it.
    pub char_in_string: Option<usize>,
    /// What is wrong, in words.
    pub message: String,
}

impl Problem {
    /// A problem at this path.
    pub fn at(path: Path, message: impl Into<String>) -> Self {
        Problem {
            path,
            char_in_string: None,
            message: message.into(),
        }
    }
}

/// Parses RON into `T`, turning a syntax or type error into a located diagnostic.
pub fn parse_ron<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> Result<T, Diagnostic> {
    let opts =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    opts.from_str(text).map_err(|e| {
        let (line, col) = (e.span.start.line.max(1), e.span.start.col.max(1));
        // A comma missing at a line's end is noticed at the next line's start: say where it
        // belongs.
        if e.code == ron::error::Error::ExpectedComma
            && let Some((line, col)) = end_of_line_before(text, line, col)
        {
            return Diagnostic {
                file: file.to_string(),
                line,
                col,
                message: "a comma is missing at the end of this line".into(),
            };
        }
        Diagnostic {
            file: file.to_string(),
            line,
            col,
            message: match &e.code {
                // ron's own advice (raise `recursion_limit`, use serde_stacker) is for programmers.
                ron::error::Error::ExceededRecursionLimit => {
                    "brackets nest too deeply here: close some of the open ( [ {".into()
                }
                code => code.to_string(),
            },
        }
    })
}

/// Where the last line with something on it before `line` ends, when nothing but blanks comes
/// before `col` on `line` (1-based lines and columns).
fn end_of_line_before(text: &str, line: usize, col: usize) -> Option<(usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let here = lines.get(line - 1)?;
    if !here.chars().take(col - 1).all(char::is_whitespace) {
        return None;
    }
    (0..line - 1).rev().find_map(|k| {
        let t = lines[k].trim_end();
        let blank = t.trim_start().is_empty() || t.trim_start().starts_with("//");
        (!blank).then(|| (k + 1, t.chars().count() + 1))
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

    #[test]
    fn a_missing_comma_is_reported_at_the_line_that_lacks_it() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct S {
            a: u32,
            b: u32,
        }
        let e = parse_ron::<S>("f.ron", "(\n  a: 1\n\n  // b next\n  b: 2,\n)").unwrap_err();
        assert_eq!((e.line, e.col), (2, 7), "{e}");
        assert_eq!(e.message, "a comma is missing at the end of this line");
    }

    #[test]
    fn too_deep_a_nesting_is_said_in_a_designers_words() {
        let deep = format!("(a: {}1{})", "[".repeat(200), "]".repeat(200));
        let e = parse_ron::<serde::de::IgnoredAny>("f.ron", &deep).unwrap_err();
        assert!(e.message.contains("nest too deeply"), "{}", e.message);
        assert!(!e.message.contains("serde_stacker"), "{}", e.message);
    }
}
