//! Edits of the map's places and the victory objectives: a place's name and features, and an
//! objective moved from one hex to another in every victory condition that names it.

use super::{Change, Doc};
use crate::rules::data::scenario::RawScenario;
use crate::rules::load::source::{Diagnostics, Path};
use crate::rules::model::map::Map;

impl Doc<'_> {
    pub(super) fn objective(
        &self,
        raw: &RawScenario,
        map: &Map,
        from: &str,
        to: &str,
    ) -> Result<Vec<Change>, Diagnostics> {
        let victory = Path::root().field("victory");
        let (f, t) = (self.hex(map, &victory, from)?, self.hex(map, &victory, to)?);
        let label = format!("\"{}\"", map.label(t));
        let mut out = Vec::new();
        for (i, v) in raw.victory.iter().enumerate() {
            let names = |h| v.hexes.iter().position(|x| map.parse_hex(x) == Some(h));
            let Some(j) = names(f) else {
                continue;
            };
            if f != t && names(t).is_some() {
                return Err(self.refuse(
                    &victory.index(i).field("hexes"),
                    format!("{to} is already an objective of \"{}\"", v.name),
                ));
            }
            out.push(Change {
                range: self.span(&victory.index(i).field("hexes").index(j))?,
                text: label.clone(),
            });
        }
        if out.is_empty() {
            return Err(self.refuse(
                &victory,
                format!("{from} is not an objective of any victory condition"),
            ));
        }
        Ok(out)
    }

    pub(super) fn place(
        &self,
        raw: &RawScenario,
        map: &Map,
        hex: &str,
        name: Option<&str>,
        features: &[String],
    ) -> Result<Vec<Change>, Diagnostics> {
        let places = Path::root().field("map").field("places");
        let h = self.hex(map, &places, hex)?;
        let name = name.map(str::trim).filter(|n| !n.is_empty());
        let item = (name.is_some() || !features.is_empty()).then(|| {
            let mut t = format!("(hex: \"{}\"", map.label(h));
            if let Some(n) = name {
                t.push_str(&format!(", name: {n:?}"));
            }
            if !features.is_empty() {
                let f: Vec<String> = features.iter().map(|f| format!("{f:?}")).collect();
                t.push_str(&format!(", features: [{}]", f.join(", ")));
            }
            t.push(')');
            t
        });
        let at = raw
            .map
            .places
            .iter()
            .position(|p| map.parse_hex(&p.hex) == Some(h));
        Ok(match (at, item) {
            (Some(k), Some(text)) => vec![Change {
                range: self.span(&places.index(k))?,
                text,
            }],
            (Some(k), None) => vec![self.remove_item(&places, k)?],
            (None, Some(text)) if self.outline.span(&places).is_some() => {
                vec![self.append_item(&places, &text)?]
            }
            (None, Some(_)) => {
                return Err(self.refuse(
                    &Path::root().field("map"),
                    "the map has no `places` list to add to: write `places: [],` in it first",
                ));
            }
            (None, None) => Vec::new(),
        })
    }
}
