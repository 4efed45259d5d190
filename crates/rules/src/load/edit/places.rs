//! Edits of the map's places and the victory objectives: a place's name and features, and an
//! objective moved from one hex to another in every victory condition that names it.

use super::{Change, Doc, quote};
use crate::data::scenario::RawScenario;
use crate::load::source::{Diagnostics, Path};
use crate::model::map::Map;

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
        // Written as the request names it: a place's name, or a number.
        let spelled = quote(to.trim());
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
                text: spelled.clone(),
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

    /// The place in `hex` gets this name and these features, each written in its own field
    /// (so a place's layout, and a `features: []` written, stay): a name that goes takes its
    /// field with it, a name that comes follows the hex; features that change are written
    /// anew, `[]` when none are left. A hex with neither is no longer a place.
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
        let listed = format!(
            "[{}]",
            features
                .iter()
                .map(|f| quote(f))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let at = raw
            .map
            .places
            .iter()
            .position(|p| map.parse_hex(&p.hex) == Some(h));
        let Some(k) = at else {
            if name.is_none() && features.is_empty() {
                return Ok(Vec::new());
            }
            if self.outline.span(&places).is_none() {
                return Err(self.refuse(
                    &Path::root().field("map"),
                    "the map has no `places` list to add to: write `places: [],` in it first",
                ));
            }
            let mut item = format!("(hex: {}", quote(hex.trim()));
            if let Some(n) = name {
                item.push_str(&format!(", name: {}", quote(n)));
            }
            if !features.is_empty() {
                item.push_str(&format!(", features: {listed}"));
            }
            item.push(')');
            return self.insert_child(&places, raw.map.places.len(), &item);
        };
        if name.is_none() && features.is_empty() {
            return self.remove_child(&places, k);
        }
        let (old, owner) = (&raw.map.places[k], places.index(k));
        let features_written = self.outline.span(&owner.field("features")).is_some();
        let mut out = Vec::new();
        match (old.name.as_deref(), name) {
            (Some(was), Some(new)) if was != new => out.push(Change {
                range: self.span(&owner.field("name"))?,
                text: quote(new),
            }),
            (Some(_), None) => out.extend(self.remove_field(&owner, "name")?),
            (None, Some(new)) => {
                // After the hex; with the features too when the place has only its hex, so
                // that the two do not go in at one place.
                let mut fields = format!("name: {}", quote(new));
                if !features_written && !features.is_empty() {
                    fields.push_str(&format!(", features: {listed}"));
                }
                let (_, kids) = self.outline.children(&owner).unwrap_or_default();
                let after_hex = 1 + kids
                    .iter()
                    .position(|c| self.text[c.start..].starts_with("hex"))
                    .unwrap_or(0);
                out.extend(self.insert_child(&owner, after_hex, &fields)?);
                if !features_written {
                    return Ok(out);
                }
            }
            _ => {}
        }
        if old.features != features {
            if features_written {
                out.push(Change {
                    range: self.span(&owner.field("features"))?,
                    text: listed,
                });
            } else {
                out.extend(self.add_field(&owner, "features", &listed)?);
            }
        }
        Ok(out)
    }
}
