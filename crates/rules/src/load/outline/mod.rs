//! The outline of a RON document: the line and column of every value by its data path, so that
//! validation, which sees values without positions, can point at `units[3].at` in the text.
//! It only has to understand files that ron already parsed.

mod anchor;
mod scanner;

use crate::load::source::{Diagnostic, Path, Problem, Seg};
use scanner::Scanner;

#[derive(Debug, Clone)]
enum Kind {
    Leaf,
    Items(Vec<Node>),
    Fields(Vec<(String, Node)>),
}

#[derive(Debug, Clone)]
struct Node {
    line: usize,
    col: usize,
    /// Byte offsets of the value's text: its first byte and one past its last.
    start: usize,
    end: usize,
    /// Written `Some(..)`: a one-item group behind a name.
    some: bool,
    /// For a field's value, the byte offset of the field's key (`at` in `at: "1211"`).
    key: Option<usize>,
    kind: Kind,
}

/// The outline of a RON document: the position of every value, by path.
pub struct Outline {
    root: Option<Node>,
}

impl Outline {
    /// The outline of a RON text: where each of its values begins.
    pub fn new(text: &str) -> Self {
        let mut s = Scanner {
            chars: text.chars().collect(),
            i: 0,
            byte: 0,
            line: 1,
            col: 1,
        };
        s.skip_ws();
        // Leading `#![enable(...)]` attributes.
        while s.peek() == Some('#') {
            while let Some(c) = s.bump() {
                if c == ']' {
                    break;
                }
            }
            s.skip_ws();
        }
        let root = s.value();
        Outline { root }
    }

    /// Line and column of the value at `path`, or of the deepest ancestor that exists.
    pub fn locate(&self, path: &Path, char_in_string: Option<usize>) -> (usize, usize) {
        let Some(mut node) = self.root.as_ref() else {
            return (1, 1);
        };
        let mut exact = true;
        for seg in &path.0 {
            match descend(node, seg) {
                Some(n) => node = n,
                None => {
                    exact = false;
                    break;
                }
            }
        }
        match (char_in_string, exact) {
            // +1 for the opening quote.
            (Some(c), true) => (node.line, node.col + 1 + c),
            _ => (node.line, node.col),
        }
    }

    /// The byte range of the value at exactly `path` (a `Some(..)` around it looked through),
    /// or `None` if the text has no value there. Strings include their quotes.
    pub fn span(&self, path: &Path) -> Option<std::ops::Range<usize>> {
        let mut node = self.root.as_ref()?;
        for seg in &path.0 {
            node = descend(node, seg)?;
        }
        Some(unwrap_some(node).range())
    }

    /// The byte ranges of the items of the list at `path`, in order (`None` if it is not a
    /// list).
    pub fn item_spans(&self, path: &Path) -> Option<Vec<std::ops::Range<usize>>> {
        let mut node = self.root.as_ref()?;
        for seg in &path.0 {
            node = descend(node, seg)?;
        }
        match &node.kind {
            Kind::Items(items) => Some(items.iter().map(Node::range).collect()),
            Kind::Fields(_) | Kind::Leaf => None,
        }
    }

    /// The byte range of the list or struct at `path` (a `Some(..)` around it looked through)
    /// and of each of its children in order: an item's value, or a field from its key to the
    /// end of its value. `None` if there is no list or struct there.
    pub fn children(
        &self,
        path: &Path,
    ) -> Option<(std::ops::Range<usize>, Vec<std::ops::Range<usize>>)> {
        let mut node = self.root.as_ref()?;
        for seg in &path.0 {
            node = descend(node, seg)?;
        }
        let node = unwrap_some(node);
        let children = match &node.kind {
            Kind::Items(items) => items.iter().map(Node::range).collect(),
            Kind::Fields(fs) => fs
                .iter()
                .map(|(_, n)| n.key.unwrap_or(n.start)..n.end)
                .collect(),
            Kind::Leaf => return None,
        };
        Some((node.range(), children))
    }

    /// The byte range of the innermost value whose text holds byte `offset` (`None` if no
    /// value does: a comment between them, or past the end).
    pub fn innermost(&self, offset: usize) -> Option<std::ops::Range<usize>> {
        let mut node = self.root.as_ref()?;
        if !node.range().contains(&offset) {
            return None;
        }
        loop {
            let inner = match &node.kind {
                Kind::Items(items) => items.iter().find(|n| n.range().contains(&offset)),
                Kind::Fields(fs) => fs
                    .iter()
                    .map(|(_, n)| n)
                    .find(|n| n.range().contains(&offset)),
                Kind::Leaf => None,
            };
            match inner {
                Some(n) => node = n,
                None => return Some(node.range()),
            }
        }
    }

    /// The problem as a diagnostic in `file`, at the line and column its path leads to.
    pub fn diagnostic(&self, file: &str, p: &Problem) -> Diagnostic {
        let (line, col) = self.locate(&p.path, p.char_in_string);
        Diagnostic {
            file: file.to_string(),
            line,
            col,
            message: p.message.clone(),
        }
    }
}

impl Node {
    fn range(&self) -> std::ops::Range<usize> {
        self.start..self.end
    }
}

/// `Some(x)` as written in a file: the `x` inside.
fn unwrap_some(node: &Node) -> &Node {
    match &node.kind {
        Kind::Items(items) if node.some && items.len() == 1 => &items[0],
        _ => node,
    }
}

fn descend<'a>(node: &'a Node, seg: &Seg) -> Option<&'a Node> {
    match (&node.kind, seg) {
        (Kind::Fields(fs), Seg::Field(name)) => fs.iter().find(|(k, _)| k == name).map(|(_, n)| n),
        (Kind::Fields(fs), Seg::Key(name)) => fs.iter().find(|(k, _)| k == name).map(|(_, n)| n),
        (Kind::Items(items), Seg::Index(i)) => items.get(*i),
        // `Some(x)` and newtype variants: look through a one-item group.
        (Kind::Items(items), _) if items.len() == 1 => descend(&items[0], seg),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = r#"Scenario(
    // a comment with "quotes" and (parens)
    name: "x",
    units: [
        (id: "a", at: "0101"),
        (id: "b", at: Some("0203")),
    ],
    legend: { 'f': "forest", "k": "k" },
    rows: [
        "..f.",
    ],
)"#;

    #[test]
    fn locates_nested_values() {
        let o = Outline::new(DOC);
        assert_eq!(o.locate(&Path::root().field("name"), None), (3, 11));
        assert_eq!(
            o.locate(&Path::root().field("units").index(1).field("at"), None),
            (6, 23)
        );
        assert_eq!(
            o.locate(&Path::root().field("units").index(0).field("id"), None),
            (5, 14)
        );
        assert_eq!(
            o.locate(&Path::root().field("legend").key("f"), None),
            (8, 20)
        );
        assert_eq!(
            o.locate(&Path::root().field("rows").index(0), Some(2)),
            (10, 12)
        );
    }

    #[test]
    fn spans_cover_each_value_text() {
        let o = Outline::new(DOC);
        let text = |p: &Path| &DOC[o.span(p).expect("a value there")];
        assert_eq!(text(&Path::root().field("name")), "\"x\"");
        // `Some(..)` is looked through to the value inside.
        assert_eq!(
            text(&Path::root().field("units").index(1).field("at")),
            "\"0203\""
        );
        assert_eq!(
            text(&Path::root().field("units").index(0)),
            "(id: \"a\", at: \"0101\")"
        );
        assert_eq!(text(&Path::root().field("legend").key("f")), "\"forest\"");
        let rows = o.item_spans(&Path::root().field("rows")).expect("a list");
        assert_eq!(rows.len(), 1);
        assert_eq!(&DOC[rows[0].clone()], "\"..f.\"");
        assert!(o.span(&Path::root().field("nothing")).is_none());
    }

    #[test]
    fn the_innermost_value_at_an_offset() {
        let o = Outline::new(DOC);
        let at = |needle: &str, plus: usize| {
            let i = DOC.find(needle).expect("in the text") + plus;
            o.innermost(i).map(|r| &DOC[r])
        };
        assert_eq!(at("\"0203\"", 2), Some("\"0203\""));
        assert_eq!(at("(id: \"a\"", 0), Some("(id: \"a\", at: \"0101\")"));
        assert_eq!(at("..f.", 2), Some("\"..f.\""));
        // A comment is in the outer value's text, not in any of its values'.
        assert!(at("a comment", 0).is_some_and(|t| t.starts_with("Scenario(")));
        assert_eq!(o.innermost(DOC.len() + 5), None);
    }

    #[test]
    fn missing_path_falls_back_to_ancestor() {
        let o = Outline::new(DOC);
        assert_eq!(
            o.locate(&Path::root().field("units").index(7), None),
            (4, 12)
        );
    }
}
