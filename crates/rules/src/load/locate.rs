//! Where on the map a problem in a scenario file is: a diagnostic's line and column lead to the
//! value it points at, and a value that names a hex (`at: "1311"`, a place's or a rail line's
//! hex), a hexside (`"2020/2021"`) or a letter of a terrain row gives the hex or hexside to
//! outline on the map. A problem elsewhere (a unit's factors, a turn) has no place on the map.

use crate::load::outline::Outline;
use crate::load::source::Path;
use crate::model::map::{HexIdx, Map, NO_HEX};

/// A place on the map a problem points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MapSpot {
    /// A hex.
    Hex(HexIdx),
    /// The side between two neighbouring hexes.
    Hexside(HexIdx, HexIdx),
}

/// The byte offset of line `line`, column `col` (both from 1; columns count characters), or
/// `None` past the text.
fn offset_of(text: &str, line: usize, col: usize) -> Option<usize> {
    let start = if line <= 1 {
        0
    } else {
        text.match_indices('\n').nth(line - 2)?.0 + 1
    };
    let rest = &text[start..];
    let end = rest.find('\n').unwrap_or(rest.len());
    let in_line = &rest[..end];
    let at = in_line
        .char_indices()
        .nth(col.saturating_sub(1))
        .map_or(in_line.len(), |(i, _)| i);
    Some(start + at)
}

/// A scenario text with its outline, made once for all of a file's problems.
pub struct Locator<'a> {
    text: &'a str,
    outline: Outline,
}

impl<'a> Locator<'a> {
    /// The outline of `text`.
    pub fn new(text: &'a str) -> Self {
        Locator {
            text,
            outline: Outline::new(text),
        }
    }

    /// The place on `map` that the value at `line:col` names, if any.
    pub fn locate(&self, line: usize, col: usize, map: &Map) -> Option<MapSpot> {
        locate_in(self.text, &self.outline, line, col, map)
    }
}

fn locate_in(text: &str, outline: &Outline, line: usize, col: usize, map: &Map) -> Option<MapSpot> {
    let offset = offset_of(text, line, col)?;
    // A letter of a terrain row: its column is the letter's, its row the row's.
    let rows = Path::root().field("map").field("terrain");
    if let Some(spans) = outline.item_spans(&rows)
        && let Some((r, span)) = spans
            .iter()
            .enumerate()
            .find(|(_, s)| s.start < offset && offset + 1 < s.end)
    {
        let c = text[span.start + 1..offset].chars().count();
        let (c, r) = (u32::try_from(c).ok()?, u32::try_from(r).ok()?);
        return (c < map.width && r < map.height).then(|| MapSpot::Hex(map.idx(c, r)));
    }
    let span = outline.innermost(offset)?;
    let value = text[span].strip_prefix('"')?.strip_suffix('"')?;
    if let Some((a, b)) = value.split_once('/') {
        let (a, b) = (map.parse_hex(a)?, map.parse_hex(b)?);
        let neighbours = map.neighbours[a as usize].contains(&b) && b != NO_HEX;
        return Some(if neighbours {
            MapSpot::Hexside(a, b)
        } else {
            MapSpot::Hex(a)
        });
    }
    map.parse_hex(value).map(MapSpot::Hex)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::ruleset::ruleset_from_str;
    use crate::load::scenario::scenario_from_str;

    fn barbarossa() -> (String, crate::model::tables::Scenario) {
        let dir =
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("scenarios");
        let read = |p: &str| std::fs::read_to_string(dir.join(p)).expect("the file");
        let rules = ruleset_from_str("gpw.ron", &read("rulesets/gpw.ron")).expect("loads");
        let text = read("gpw_barbarossa.ron");
        let sc = scenario_from_str("gpw_barbarossa.ron", &text, &rules).expect("loads");
        (text, sc)
    }

    /// Each problem `steppe check` finds in a broken copy, located: the hex a unit was put
    /// in, the letter of a row, the two hexes of a hexside; a unit's factors have no place.
    #[test]
    fn problems_are_located_where_they_point() {
        let (good, sc) = barbarossa();
        let map = &sc.map;
        let at_offset = |text: &str, at: usize| {
            let line = text[..at].matches('\n').count() + 1;
            let col = text[..at].rsplit('\n').next().unwrap_or("").chars().count() + 1;
            Locator::new(text).locate(line, col, map)
        };
        let find = |text: &str, needle: &str, plus: usize| {
            at_offset(text, text.find(needle).expect("in the text") + plus)
        };
        let hex = |l: &str| MapSpot::Hex(map.parse_hex(l).expect("a hex"));
        // The 56th Panzer Corps's at, where a problem with its hex points.
        let unit = good.find("(id: \"g_56pz\"").expect("the unit");
        let at = unit + good[unit..].find("at: ").expect("placed") + 4;
        assert_eq!(at_offset(&good, at), Some(hex("1512")), "a unit's at");
        // The fifth letter of row 01.
        assert_eq!(find(&good, "\"f~...ffffff~", 5), Some(hex("0501")));
        // A river's hexside.
        let side = find(&good, "\"0313/0413\"", 0);
        assert_eq!(
            side,
            Some(MapSpot::Hexside(
                map.parse_hex("0313").unwrap(),
                map.parse_hex("0413").unwrap()
            ))
        );
        // Not neighbours: the first hex.
        let far = good.replacen("\"0313/0413\"", "\"0313/0415\"", 1);
        assert_eq!(find(&far, "\"0313/0415\"", 0), Some(hex("0313")));
        // A unit's factors and the scenario's name are nowhere on the map.
        assert_eq!(find(&good, "steps: [(8, 8, 8)", 9), None);
        assert_eq!(find(&good, "name: \"Barbarossa\"", 6), None);
        // Past the end of the text.
        assert_eq!(Locator::new(&good).locate(100_000, 1, map), None);
    }
}
