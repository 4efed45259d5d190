//! Where a new item or field goes in a list or struct, and what taking one out removes. A
//! child written on lines of its own comes and goes with its lines (and the comment at their
//! end, which is about it); one among others on a line comes and goes with the comma beside
//! it. So a comment never changes lines, and taking out what was put in gives back the text
//! as it was, byte for byte.

use super::{Change, Doc};
use crate::load::source::{Diagnostics, Path};
use std::ops::Range;

impl Doc<'_> {
    /// The list or struct at `owner` and its children (a field from its key on).
    fn children(&self, owner: &Path) -> Result<(Range<usize>, Vec<Range<usize>>), Diagnostics> {
        self.outline
            .children(owner)
            .ok_or_else(|| self.refuse(owner, "expected a list or a struct here"))
    }

    /// Takes child `j` of the list or struct at `owner` out. On lines of its own, its lines go;
    /// if it was the last child and had no comma after it, so does the comma after the one
    /// before (a list without a trailing comma keeps none). Among others on a line, it goes
    /// with the comma before it (or after it, when it is first on the line).
    pub(super) fn remove_child(&self, owner: &Path, j: usize) -> Result<Vec<Change>, Diagnostics> {
        let (_, kids) = self.children(owner)?;
        let Some(c) = kids.get(j).cloned() else {
            return Err(self.refuse(owner, format!("there is no item {j} here")));
        };
        let t = self.text;
        let gone = |range: Range<usize>| Change {
            range,
            text: String::new(),
        };
        if self.owns_lines(&c) {
            let start = line_start(t, c.start);
            let mut out = vec![gone(start..line_end(t, c.end) + 1)];
            if j + 1 == kids.len()
                && j > 0
                && !self.comma_after(&c)
                && let Some(k) = find_comma(t, kids[j - 1].end, start)
            {
                out.push(gone(k..k + 1));
            }
            return Ok(out);
        }
        let one_line = |a: usize, b: usize| !t[a..b].contains('\n');
        if j > 0 && one_line(kids[j - 1].end, c.start) {
            return Ok(vec![gone(kids[j - 1].end..c.end)]);
        }
        if let Some(next) = kids.get(j + 1)
            && one_line(c.end, next.start)
        {
            return Ok(vec![gone(c.start..next.start)]);
        }
        // Alone on its line with a bracket: the child and a comma right after it.
        let rest = &t[c.end..];
        let comma = rest.trim_start();
        let end = if comma.starts_with(',') {
            c.end + (rest.len() - comma.len()) + 1
        } else {
            c.end
        };
        Ok(vec![gone(c.start..end)])
    }

    /// Takes the field `key` of the struct at `owner` out, as [`Doc::remove_child`] does.
    pub(super) fn remove_field(&self, owner: &Path, key: &str) -> Result<Vec<Change>, Diagnostics> {
        let (_, kids) = self.children(owner)?;
        let j = kids
            .iter()
            .position(|c| {
                self.text[c.start..].strip_prefix(key).is_some_and(|rest| {
                    !rest.starts_with(|ch: char| ch.is_alphanumeric() || ch == '_')
                })
            })
            .ok_or_else(|| self.refuse(owner, format!("cannot find `{key}` here")))?;
        self.remove_child(owner, j)
    }

    /// Adds `key: value` as the last field of the struct at `owner`.
    pub(super) fn add_field(
        &self,
        owner: &Path,
        key: &str,
        value: &str,
    ) -> Result<Vec<Change>, Diagnostics> {
        let (_, kids) = self.children(owner)?;
        self.insert_child(owner, kids.len(), &format!("{key}: {value}"))
    }

    /// Puts `item` in the list or struct at `owner` as its child `j`, after child `j - 1` (`j`
    /// is at least 1, or the list is empty). When that child is on lines of its own and so is
    /// the one after it (the one before it, at the end), the item gets a line of its own,
    /// indented as that child, with a comma if that child has one; else it goes after that
    /// child on its line, after a comma. An empty list written over lines takes it on a line
    /// before its closing bracket, one step further in.
    pub(super) fn insert_child(
        &self,
        owner: &Path,
        j: usize,
        item: &str,
    ) -> Result<Vec<Change>, Diagnostics> {
        let (whole, kids) = self.children(owner)?;
        let t = self.text;
        let put = |at: usize, text: String| Change {
            range: at..at,
            text,
        };
        let nl = if t.contains("\r\n") { "\r\n" } else { "\n" };
        let Some(prev) = j.checked_sub(1).and_then(|p| kids.get(p)) else {
            if !kids.is_empty() {
                return Err(self.refuse(owner, "an item goes after another here"));
            }
            let open = t[whole.start..]
                .find(['(', '['])
                .map_or(whole.start, |k| whole.start + k + 1);
            let close = whole.end - 1;
            let line = line_start(t, close);
            let close_indent = &t[line..close];
            return Ok(vec![
                if t[open..close].contains('\n') && blank(close_indent) {
                    put(line, format!("{close_indent}    {item},{nl}"))
                } else {
                    put(open, item.to_string())
                },
            ]);
        };
        let begins_line = |at: usize| blank(&t[line_start(t, at)..at]);
        let own_line = self.owns_lines(prev)
            && match kids.get(j) {
                Some(next) => begins_line(next.start),
                None => j < 2 || begins_line(kids[j - 2].start),
            };
        if !own_line {
            return Ok(vec![put(prev.end, format!(", {item}"))]);
        }
        let indent = &t[line_start(t, prev.start)..prev.start];
        let next_line = line_end(t, prev.end) + 1;
        Ok(if self.comma_after(prev) {
            vec![put(next_line, format!("{indent}{item},{nl}"))]
        } else {
            vec![
                put(prev.end, ",".into()),
                put(next_line, format!("{indent}{item}{nl}")),
            ]
        })
    }

    /// Whether the child is alone on its lines: only spaces before it on its first line, and
    /// after it on its last only a comma and a `//` comment.
    fn owns_lines(&self, c: &Range<usize>) -> bool {
        let t = self.text;
        let end = line_end(t, c.end);
        let rest = t[c.end..end].trim_start();
        let rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
        end < t.len()
            && blank(&t[line_start(t, c.start)..c.start])
            && (rest.is_empty() || rest.starts_with("//"))
    }

    /// Whether a comma follows the child on its line.
    fn comma_after(&self, c: &Range<usize>) -> bool {
        self.text[c.end..line_end(self.text, c.end)]
            .trim_start()
            .starts_with(',')
    }
}

fn blank(s: &str) -> bool {
    s.chars().all(char::is_whitespace)
}

/// The offset where the line holding `at` begins.
fn line_start(t: &str, at: usize) -> usize {
    t[..at].rfind('\n').map_or(0, |i| i + 1)
}

/// The offset of the line break ending the line that holds `at` (the text's end if none).
fn line_end(t: &str, at: usize) -> usize {
    t[at..].find('\n').map_or(t.len(), |i| at + i)
}

/// The first comma in `t[from..to]` outside comments.
fn find_comma(t: &str, from: usize, to: usize) -> Option<usize> {
    let mut i = from;
    while i < to {
        let rest = &t[i..to];
        if rest.starts_with(',') {
            return Some(i);
        }
        i = if rest.starts_with("//") {
            line_end(t, i)
        } else if rest.starts_with("/*") {
            rest.find("*/").map_or(to, |k| i + k + 2)
        } else {
            i + rest.chars().next().map_or(1, char::len_utf8)
        };
    }
    None
}
