//! The scanner that walks a RON text once and builds the outline's nodes: where each value
//! starts and ends, and its fields or items.

use super::{Kind, Node};

pub(super) struct Scanner {
    pub(super) chars: Vec<char>,
    pub(super) i: usize,
    /// The byte offset of `chars[i]` in the text.
    pub(super) byte: usize,
    pub(super) line: usize,
    pub(super) col: usize,
}

impl Scanner {
    pub(super) fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }
    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.i + k).copied()
    }
    pub(super) fn bump(&mut self) -> Option<char> {
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
    pub(super) fn skip_ws(&mut self) {
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

    pub(super) fn value(&mut self) -> Option<Node> {
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
            key: None,
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
                    if let Some(mut v) = self.value() {
                        v.key = Some(save.1);
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
            let key_start = self.byte;
            let key = self.key_text();
            self.skip_ws();
            if self.peek() == Some(':') {
                self.bump();
            }
            if let Some(mut v) = self.value() {
                v.key = Some(key_start);
                fields.push((key, v));
            } else {
                break;
            }
        }
        Kind::Fields(fields)
    }
}
