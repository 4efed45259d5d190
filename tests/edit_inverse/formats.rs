//! The shipped scenarios written in unusual but valid ways, as a designer might keep them:
//! a comment at the end of every line, lists one item a line or all on one line, with and
//! without trailing commas, CRLF line ends, places named instead of numbered.

use std::ops::Range;
use steppe::rules::data::scenario::{Entry, RawScenario};
use steppe::rules::load::outline::Outline;
use steppe::rules::load::source::{Path, parse_ron};

/// A way of writing a scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// As shipped.
    Shipped,
    /// A comment line above each arrival group, place and hexside group, and `// L<n>` at
    /// the end of every line (blank ones too), each a different comment.
    Commented,
    /// The lists of sides, arrivals, entry hexes and objectives one item a line, no list
    /// with a trailing comma.
    OneALine,
    /// The places, arrival groups and hexside groups each on one line, every list with a
    /// trailing comma, units' hexes written `Some("1211")`.
    OneLine,
    /// Units and entry hexes name the place in their hex instead of its number (objectives
    /// already do; hexsides may not).
    Named,
    /// Named, one item a line, a comment on every line, CRLF line ends.
    Everything,
}

pub const FORMATS: [Format; 6] = [
    Format::Shipped,
    Format::Commented,
    Format::OneALine,
    Format::OneLine,
    Format::Named,
    Format::Everything,
];

impl Format {
    /// The scenario text written this way.
    pub fn write(self, text: &str) -> String {
        match self {
            Format::Shipped => text.to_string(),
            Format::Commented => commented(text),
            Format::OneALine => trailing_commas(&one_a_line(text), false),
            Format::OneLine => trailing_commas(&one_line(&some(text)), true),
            Format::Named => named(text),
            Format::Everything => {
                commented(&trailing_commas(&one_a_line(&named(text)), false)).replace('\n', "\r\n")
            }
        }
    }

    /// Whether each line ends with a comment of its own.
    pub fn commented(self) -> bool {
        matches!(self, Format::Commented | Format::Everything)
    }
}

fn raw(text: &str) -> RawScenario {
    parse_ron("x", text).expect("a scenario")
}

/// The text with each range replaced (ranges that do not overlap).
fn replace(text: &str, mut changes: Vec<(Range<usize>, String)>) -> String {
    changes.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
    let mut out = text.to_string();
    for (r, t) in changes {
        out.replace_range(r, &t);
    }
    out
}

/// A comment line above each arrival group, place and hexside group, then a comment at the
/// end of every line.
fn commented(text: &str) -> String {
    let mut lines = Vec::new();
    for line in text.split('\n') {
        let code = line.trim_start();
        if ["(turn:", "(hex:", "(kind:"]
            .iter()
            .any(|s| code.starts_with(s))
        {
            let indent = &line[..line.len() - code.len()];
            lines.push(format!("{indent}// about the next one"));
        }
        lines.push(line.to_string());
    }
    lines
        .iter()
        .enumerate()
        .map(|(i, line)| format!("{line} // L{}", i + 1))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The leaf lists: each hexside group's sides, each arrival group's units and entry hexes, each
/// victory condition's hexes.
fn leaf_lists(raw: &RawScenario) -> Vec<Path> {
    let mut out = Vec::new();
    let groups = Path::root().field("map").field("hexsides");
    for g in 0..raw.map.hexsides.len() {
        out.push(groups.index(g).field("sides"));
    }
    let arrivals = Path::root().field("reinforcements");
    for (k, a) in raw.reinforcements.iter().enumerate() {
        out.push(arrivals.index(k).field("units"));
        if matches!(a.entry, Entry::Hexes(_)) {
            out.push(arrivals.index(k).field("entry").index(0));
        }
    }
    for v in 0..raw.victory.len() {
        out.push(Path::root().field("victory").index(v).field("hexes"));
    }
    out
}

/// The items of the list at `path`, and the range of the whole list.
fn items<'a>(text: &'a str, o: &Outline, path: &Path) -> (Range<usize>, Vec<&'a str>) {
    let whole = o.span(path).expect("a list");
    let spans = o.item_spans(path).expect("a list");
    (whole, spans.into_iter().map(|s| &text[s]).collect())
}

fn one_a_line(text: &str) -> String {
    let o = Outline::new(text);
    let changes = leaf_lists(&raw(text))
        .iter()
        .map(|path| {
            let (whole, items) = items(text, &o, path);
            let line = text[..whole.start].rfind('\n').map_or(0, |i| i + 1);
            let indent: String = text[line..]
                .chars()
                .take_while(|c| c.is_whitespace())
                .collect();
            let mut body = String::new();
            for i in &items {
                body.push_str(&format!("{indent}    {i},\n"));
            }
            (whole, format!("[\n{body}{indent}]"))
        })
        .collect();
    replace(text, changes)
}

fn one_line(text: &str) -> String {
    let o = Outline::new(text);
    let map = Path::root().field("map");
    let changes = [
        map.field("places"),
        map.field("hexsides"),
        Path::root().field("reinforcements"),
    ]
    .iter()
    .filter_map(|path| {
        let (whole, items) = items(text, &o, path);
        // Items over lines become one line each; a comment in one would end the line.
        let flat: Vec<String> = items
            .iter()
            .map(|i| i.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        (!flat.iter().any(|i| i.contains("//"))).then(|| (whole, format!("[{}]", flat.join(", "))))
    })
    .collect();
    replace(text, changes)
}

/// Units' hexes written `Some("1211")`.
fn some(text: &str) -> String {
    let o = Outline::new(text);
    let changes = raw(text)
        .units
        .iter()
        .enumerate()
        .filter(|(_, u)| u.at.is_some())
        .map(|(i, _)| {
            let at = o
                .span(&Path::root().field("units").index(i).field("at"))
                .expect("written");
            let hex = &text[at.clone()];
            (at, format!("Some({hex})"))
        })
        .collect();
    replace(text, changes)
}

/// Every list of places, hexsides, units, arrivals and objectives with (or without) a comma
/// after its last item.
fn trailing_commas(text: &str, with: bool) -> String {
    let o = Outline::new(text);
    let raw = raw(text);
    let map = Path::root().field("map");
    let mut lists = leaf_lists(&raw);
    lists.extend([
        map.field("terrain"),
        map.field("places"),
        map.field("hexsides"),
        Path::root().field("units"),
        Path::root().field("reinforcements"),
        Path::root().field("victory"),
    ]);
    let changes = lists
        .iter()
        .filter_map(|path| {
            let whole = o.span(path)?;
            let last = o.item_spans(path)?.last()?.end;
            let gap = &text[last..whole.end - 1];
            // The comma, if any, before any comment.
            let comma = gap
                .find(',')
                .filter(|&c| !gap[..c].contains("//"))
                .map(|c| last + c);
            match (comma, with) {
                (Some(c), false) => Some((c..c + 1, String::new())),
                (None, true) => Some((last..last, ",".to_string())),
                _ => None,
            }
        })
        .collect();
    replace(text, changes)
}

/// Units' hexes and entry hexes that are places, written as the place's name.
fn named(text: &str) -> String {
    let o = Outline::new(text);
    let raw = raw(text);
    let name = |hex: &str| {
        raw.map
            .places
            .iter()
            .find(|p| p.hex == hex)
            .and_then(|p| p.name.clone())
    };
    let mut changes = Vec::new();
    let mut rename = |path: Path, hex: &str| {
        if let Some(n) = name(hex) {
            changes.push((o.span(&path).expect("written"), format!("{n:?}")));
        }
    };
    for (i, u) in raw.units.iter().enumerate() {
        if let Some(at) = &u.at {
            rename(Path::root().field("units").index(i).field("at"), at);
        }
    }
    for (k, a) in raw.reinforcements.iter().enumerate() {
        if let Entry::Hexes(hexes) = &a.entry {
            let list = Path::root()
                .field("reinforcements")
                .index(k)
                .field("entry")
                .index(0);
            for (j, h) in hexes.iter().enumerate() {
                rename(list.index(j), h);
            }
        }
    }
    replace(text, changes)
}
