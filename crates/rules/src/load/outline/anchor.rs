//! Places in a RON text named by the values around them, so that a change can be found again
//! in a text that others changed elsewhere: `map.hexsides[2].sides[4]+11` is eleven bytes past
//! the start of the fifth side of the third hexside group (`+11` alone: past the document's
//! start). Undo names the place of each piece of text it puts back this way.

use super::{Kind, Node, Outline};
use std::ops::Range;

impl Outline {
    /// The anchor of the bytes `range`: the innermost value whose text holds them, then in it
    /// the last child beginning at or before them (or the value itself if none does), and how
    /// far past that child's start they begin. [`Outline::resolve`] finds the place again.
    pub fn anchor(&self, range: &Range<usize>) -> String {
        let Some(mut node) = self.root.as_ref() else {
            return format!("+{}", range.start);
        };
        let mut path = String::new();
        loop {
            let kids = children(node);
            // A child holding the whole range: look inside it.
            if let Some((seg, inner)) = kids.iter().find(|(s, n)| s.is_some() && holds(n, range)) {
                push(&mut path, seg.as_deref().unwrap_or_default());
                node = inner;
                continue;
            }
            let before = kids
                .iter()
                .rev()
                .find(|(s, n)| s.is_some() && n.start <= range.start);
            let base = match before {
                Some((Some(seg), before)) => {
                    push(&mut path, seg);
                    before.start
                }
                _ => node.start,
            };
            return format!("{path}+{}", range.start - base);
        }
    }

    /// The byte offset an anchor written by [`Outline::anchor`] names, or `None` if the text
    /// has no value at its path (or it is not an anchor).
    pub fn resolve(&self, anchor: &str) -> Option<usize> {
        let (path, past) = anchor.rsplit_once('+')?;
        let past: usize = past.parse().ok()?;
        let mut node = self.root.as_ref()?;
        let mut rest = path;
        while !rest.is_empty() {
            rest = rest.strip_prefix('.').unwrap_or(rest);
            node = if let Some(r) = rest.strip_prefix('[') {
                let (digits, after) = r.split_once(']')?;
                rest = after;
                match &node.kind {
                    Kind::Items(items) => items.get(digits.parse::<usize>().ok()?)?,
                    Kind::Fields(_) | Kind::Leaf => return None,
                }
            } else {
                let len = rest.find(['.', '[']).unwrap_or(rest.len());
                let (name, after) = rest.split_at(len);
                rest = after;
                match &node.kind {
                    Kind::Fields(fs) => &fs.iter().find(|(k, _)| k == name)?.1,
                    Kind::Items(_) | Kind::Leaf => return None,
                }
            };
        }
        Some(node.start + past)
    }
}

/// The children of a value with the path segment that names each (`None` for a map key no
/// anchor can spell).
fn children(node: &Node) -> Vec<(Option<String>, &Node)> {
    match &node.kind {
        Kind::Items(items) => items
            .iter()
            .enumerate()
            .map(|(i, n)| (Some(format!("[{i}]")), n))
            .collect(),
        Kind::Fields(fs) => fs
            .iter()
            .map(|(k, n)| {
                let plain = !k.is_empty() && k.chars().all(|c| c.is_alphanumeric() || c == '_');
                (plain.then(|| k.clone()), n)
            })
            .collect(),
        Kind::Leaf => Vec::new(),
    }
}

fn push(path: &mut String, seg: &str) {
    if !path.is_empty() && !seg.starts_with('[') {
        path.push('.');
    }
    path.push_str(seg);
}

/// Whether the value's text holds the range: a non-empty range within it, or an empty one
/// strictly inside it (one at its edge lies between it and its neighbour).
fn holds(node: &Node, range: &Range<usize>) -> bool {
    node.start <= range.start
        && range.end <= node.end
        && (range.start < range.end || (node.start < range.start && range.start < node.end))
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = r#"Scenario(
    name: "x",
    units: [
        (id: "a", at: Some("0101")),
        (id: "b", at: "0203"),
    ],
    zones: {"north": ["0101"], "~": []},
)"#;

    /// Each anchor finds its place again: inside a value, between two items, past a list's
    /// last item, inside a `Some(..)`, and in a map entry whose key an anchor cannot spell.
    #[test]
    fn anchors_name_their_place_and_find_it_again() {
        let o = Outline::new(DOC);
        let at = |needle: &str, len: usize| {
            let s = DOC.find(needle).expect("in the text");
            s..s + len
        };
        for (range, want) in [
            (at("0203", 2), "units[1].at+1"),
            (at("(id: \"b\"", 0), "units[1]+0"),
            (at("\n    ],", 0), "units[1]+22"),
            (at("0101\"))", 4), "units[0].at[0]+1"),
            (at("[]}", 2), "zones.north+15"),
            (at("\"x\"", 3), "name+0"),
        ] {
            let anchor = o.anchor(&range);
            assert_eq!(anchor, want, "{:?}", &DOC[range.clone()]);
            assert_eq!(o.resolve(&anchor), Some(range.start), "{anchor}");
        }
        assert_eq!(o.resolve("units[7]+0"), None);
        assert_eq!(o.resolve("units.at+0"), None);
        assert_eq!(o.resolve("units[0]"), None);
    }
}
