//! The outline of a RON document: the line and column of every value by its data path, so that
//! validation, which sees values without positions, can point at `units[3].at` in the text.
//! It only has to understand files that ron already parsed.

use crate::rules::load::source::{Diagnostic, Path, Problem, Seg};

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

struct Scanner {
    chars: Vec<char>,
    i: usize,
    /// The byte offset of `chars[i]` in the text.
    byte: usize,
    line: usize,
    col: usize,
}

impl Scanner {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }
    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.i + k).copied()
    }
    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += 1;
        self.byte += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }
    fn skip_ws(&mut self) {
        loop {
            match (self.peek(), self.peek_at(1)) {
                (Some(c), _) if c.is_whitespace() => {
                    self.bump();
                }
                (Some('/'), Some('/')) => {
                    while let Some(c) = self.bump() {
                        if c == '\n' {
                            break;
                        }
                    }
                }
                (Some('/'), Some('*')) => {
                    self.bump();
                    self.bump();
                    let mut depth = 1;
                    while depth > 0 {
                        match (self.bump(), self.peek()) {
                            (None, _) => return,
                            (Some('*'), Some('/')) => {
                                self.bump();
                                depth -= 1;
                            }
                            (Some('/'), Some('*')) => {
                                self.bump();
                                depth += 1;
                            }
                            _ => {}
                        }
                    }
                }
                _ => return,
            }
        }
    }

    fn string(&mut self) {
        // At a '"'.
        self.bump();
        while let Some(c) = self.bump() {
            match c {
                '\\' => {
                    self.bump();
                }
                '"' => return,
                _ => {}
            }
        }
    }

    fn raw_string(&mut self) {
        // At 'r', then hashes, then '"'.
        self.bump();
        let mut hashes = 0;
        while self.peek() == Some('#') {
            self.bump();
            hashes += 1;
        }
        self.bump();
        while let Some(c) = self.bump() {
            if c == '"' {
                let mut n = 0;
                while n < hashes && self.peek() == Some('#') {
                    self.bump();
                    n += 1;
                }
                if n == hashes {
                    return;
                }
            }
        }
    }

    fn ident(&mut self) -> String {
        let mut s = String::new();
        while let Some(c) = self.peek() {
            if c.is_alphanumeric() || c == '_' {
                s.push(c);
                self.bump();
            } else {
                break;
            }
        }
        s
    }

    /// The text of a key: a string's content or a bare token.
    fn key_text(&mut self) -> String {
        match self.peek() {
            Some('"') => {
                let start = self.i + 1;
                self.string();
                self.chars[start..self.i.saturating_sub(1)].iter().collect()
            }
            Some('\'') => {
                self.bump();
                let mut s = String::new();
                while let Some(c) = self.bump() {
                    match c {
                        '\\' => s.extend(self.bump()),
                        '\'' => break,
                        c => s.push(c),
                    }
                }
                s
            }
            _ => {
                let mut s = String::new();
                while let Some(c) = self.peek() {
                    if c == ':' || c == ',' || c.is_whitespace() || c == '}' {
                        break;
                    }
                    s.push(c);
                    self.bump();
                }
                s
            }
        }
    }

    fn value(&mut self) -> Option<Node> {
        self.skip_ws();
        let (line, col, start) = (self.line, self.col, self.byte);
        let c = self.peek()?;
        let mut some = false;
        let kind = match c {
            '"' => {
                self.string();
                Kind::Leaf
            }
            'r' if matches!(self.peek_at(1), Some('#' | '"')) => {
                self.raw_string();
                Kind::Leaf
            }
            '\'' => {
                self.bump();
                if self.bump() == Some('\\') {
                    self.bump();
                }
                self.bump();
                Kind::Leaf
            }
            '(' => self.group(')'),
            '[' => self.group(']'),
            '{' => self.map(),
            c if c.is_alphabetic() || c == '_' => {
                some = self.ident() == "Some";
                let after_name = (self.i, self.byte, self.line, self.col);
                self.skip_ws();
                if self.peek() == Some('(') {
                    self.group(')')
                } else {
                    // A bare name (`Corps`, `true`): the value ends with it, not after the
                    // space that follows.
                    (self.i, self.byte, self.line, self.col) = after_name;
                    some = false;
                    Kind::Leaf
                }
            }
            _ => {
                // Numbers, signs and anything else up to a delimiter.
                while let Some(c) = self.peek() {
                    if matches!(c, ',' | ')' | ']' | '}') || c.is_whitespace() {
                        break;
                    }
                    self.bump();
                }
                Kind::Leaf
            }
        };
        Some(Node {
            line,
            col,
            start,
            end: self.byte,
            some,
            kind,
        })
    }

    /// `(` or `[` group: named fields if it starts with `ident:`, else items.
    fn group(&mut self, close: char) -> Kind {
        self.bump();
        let mut items = Vec::new();
        let mut fields = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                None => break,
                Some(c) if c == close => {
                    self.bump();
                    break;
                }
                Some(',') => {
                    self.bump();
                    continue;
                }
                _ => {}
            }
            // Field name?
            let save = (self.i, self.byte, self.line, self.col);
            if close == ')' && self.peek().is_some_and(|c| c.is_alphabetic() || c == '_') {
                let name = self.ident();
                self.skip_ws();
                if self.peek() == Some(':') {
                    self.bump();
                    if let Some(v) = self.value() {
                        fields.push((name, v));
                    }
                    continue;
                }
                (self.i, self.byte, self.line, self.col) = save;
            }
            let before = self.i;
            if let Some(v) = self.value() {
                items.push(v);
            }
            if self.i == before {
                self.bump();
            }
        }
        if fields.is_empty() {
            Kind::Items(items)
        } else {
            Kind::Fields(fields)
        }
    }

    fn map(&mut self) -> Kind {
        self.bump();
        let mut fields = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                None => break,
                Some('}') => {
                    self.bump();
                    break;
                }
                Some(',') => {
                    self.bump();
                    continue;
                }
                _ => {}
            }
            let key = self.key_text();
            self.skip_ws();
            if self.peek() == Some(':') {
                self.bump();
            }
            if let Some(v) = self.value() {
                fields.push((key, v));
            } else {
                break;
            }
        }
        Kind::Fields(fields)
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
    fn missing_path_falls_back_to_ancestor() {
        let o = Outline::new(DOC);
        assert_eq!(
            o.locate(&Path::root().field("units").index(7), None),
            (4, 12)
        );
    }
}
