//! Where a hex is, in a player's words: its number, its terrain and its name or the nearest
//! named place with the distance and direction from it, "1825 (forest, 2 hexes SW of Minsk)",
//! so that a list of hexes (a retreat's choices) can be told apart without the map's numbers.

use crate::model::map::{HexIdx, Map};
use crate::model::tables::Ruleset;

/// A named place farther than this many hexes is no help in telling where a hex is.
const NEAR: u32 = 8;

/// The eight compass points, clockwise from north.
const COMPASS: [&str; 8] = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

/// The compass point from hex `a` to hex `b` of the map (north up, flat-topped hexes).
pub fn compass(map: &Map, a: HexIdx, b: HexIdx) -> &'static str {
    let (ha, hb) = (map.hex(a), map.hex(b));
    // Flat-topped hexes: x = 3/2 q, y = sqrt(3) (r + q / 2), y growing southwards.
    let dx = 1.5 * f64::from(hb.x - ha.x);
    let dy = 3f64.sqrt() * (f64::from(hb.y - ha.y) + f64::from(hb.x - ha.x) / 2.0);
    // Angle clockwise from north.
    let angle = dx.atan2(-dy).to_degrees().rem_euclid(360.0);
    COMPASS[((angle + 22.5) / 45.0) as usize % 8]
}

/// A hex in words: "1825 (forest, 2 hexes SW of Minsk)", "1421 (city, Minsk)", or with no
/// named place within a few hexes "1930 (clear)".
pub fn whereabouts(rules: &Ruleset, map: &Map, h: HexIdx) -> String {
    let terrain = &rules.terrain[map.terrain[h as usize] as usize].name;
    let label = map.label(h);
    if let Some(name) = map.place(h).and_then(|p| p.name.as_deref()) {
        return format!("{label} ({terrain}, {name})");
    }
    let here = map.hex(h);
    let nearest = map
        .places
        .iter()
        .filter_map(|p| Some((p.name.as_deref()?, p.hex)))
        .map(|(name, at)| (here.unsigned_distance_to(map.hex(at)), at, name))
        .min_by_key(|&(d, at, _)| (d, at));
    match nearest {
        Some((d, at, name)) if d <= NEAR => {
            let hexes = if d == 1 {
                "1 hex".to_string()
            } else {
                format!("{d} hexes")
            };
            format!(
                "{label} ({terrain}, {hexes} {} of {name})",
                compass(map, at, h)
            )
        }
        _ => format!("{label} ({terrain})"),
    }
}
