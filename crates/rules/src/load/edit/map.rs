//! Edits of the map: a hex's terrain letter, a hexside's kind.

use super::{Change, Doc, quote};
use crate::data::scenario::RawScenario;
use crate::load::source::{Diagnostics, Path};
use crate::model::map::{Map, NO_HEX};

impl Doc<'_> {
    pub(super) fn terrain(
        &self,
        map: &Map,
        hex: &str,
        letter: char,
    ) -> Result<Vec<Change>, Diagnostics> {
        let rows = Path::root().field("map").field("terrain");
        let h = self.hex(map, &rows, hex)?;
        if matches!(letter, '"' | '\\') || letter.is_control() {
            return Err(self.refuse(&rows, format!("'{letter}' cannot be a terrain letter")));
        }
        let (c, r) = map.col_row(h);
        let row = rows.index(r as usize);
        let span = self.span(&row)?;
        // Past the opening quote, the hex's character.
        let (offset, old) = self.text[span.start + 1..span.end]
            .char_indices()
            .nth(c as usize)
            .ok_or_else(|| self.refuse(&row, format!("row {} is too short", r + 1)))?;
        let start = span.start + 1 + offset;
        Ok(vec![Change {
            range: start..start + old.len_utf8(),
            text: letter.to_string(),
        }])
    }

    pub(super) fn hexside(
        &self,
        raw: &RawScenario,
        map: &Map,
        a: &str,
        b: &str,
        kind: &str,
    ) -> Result<Vec<Change>, Diagnostics> {
        let groups = Path::root().field("map").field("hexsides");
        let (ha, hb) = (self.hex(map, &groups, a)?, self.hex(map, &groups, b)?);
        if !map.neighbours[ha as usize]
            .iter()
            .any(|&n| n == hb && n != NO_HEX)
        {
            return Err(self.refuse(
                &groups,
                format!("{a} and {b} are not adjacent: a hexside lies between two neighbours"),
            ));
        }
        let same = |side: &str| {
            side.split_once('/').is_some_and(|(x, y)| {
                let (x, y) = (map.parse_hex(x), map.parse_hex(y));
                (x, y) == (Some(ha), Some(hb)) || (x, y) == (Some(hb), Some(ha))
            })
        };
        let mut out = Vec::new();
        for (g, group) in raw.map.hexsides.iter().enumerate() {
            if group.kind != kind {
                continue;
            }
            if let Some(j) = group.sides.iter().position(|s| same(s)) {
                out.extend(if group.sides.len() == 1 {
                    self.remove_child(&groups, g)?
                } else {
                    self.remove_child(&groups.index(g).field("sides"), j)?
                });
            }
        }
        if !out.is_empty() {
            return Ok(out);
        }
        // The two hexes as the request names them, in its order.
        let side = quote(&format!("{}/{}", a.trim(), b.trim()));
        match raw.map.hexsides.iter().position(|g| g.kind == kind) {
            Some(g) => {
                let sides = groups.index(g).field("sides");
                self.insert_child(&sides, raw.map.hexsides[g].sides.len(), &side)
            }
            None if self.outline.span(&groups).is_some() => {
                let group = format!("(kind: {}, sides: [{side}])", quote(kind));
                self.insert_child(&groups, raw.map.hexsides.len(), &group)
            }
            None => Err(self.refuse(
                &Path::root().field("map"),
                "the map has no `hexsides` list to add to: write `hexsides: [],` in it first",
            )),
        }
    }
}
