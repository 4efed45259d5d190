//! Checks of a scenario's map: size and sheets, terrain rows and legend, hexsides, rail lines and
//! links, places. Builds the dense `Map`.

use crate::data::scenario::RawMap;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::map::{HexIdx, Map, NONE8, Place, Sheet};
use crate::model::tables::Ruleset;
use std::collections::HashMap;

pub(crate) fn check_map(c: &mut Checker, raw: &RawMap, rules: &Ruleset) -> Map {
    let p = Path::root().field("map");
    let (w, h) = (raw.width, raw.height);
    if w == 0 || h == 0 || w > 1000 || h > 1000 {
        c.err(
            p.field("width"),
            format!("a map of {w}x{h} hexes is not allowed (1 to 1000 each way)"),
        );
    }
    let n = (w * h) as usize;
    let sheets = check_sheets(c, raw, &p);
    let mut map = Map {
        width: w,
        height: h,
        shifted: raw.shifted_columns,
        sheets,
        terrain: vec![0; n],
        features: vec![0; n],
        hexsides: vec![[NONE8; 6]; n],
        neighbours: Vec::new(),
        rail_dirs: vec![0; n],
        road_dirs: vec![0; n],
        rail_links: Vec::new(),
        places: Vec::new(),
        place_at: vec![None; n],
    };
    map.compute_neighbours();
    let letters = terrain_letters(c, raw, rules, &p);
    fill_terrain(c, &mut map, raw, &letters, &p);
    check_hexsides(c, &mut map, raw, rules, &p);
    for (field, lines) in [("rails", &raw.rails), ("roads", &raw.roads)] {
        for (li, line) in lines.iter().enumerate() {
            let lp = p.field(field).index(li);
            join_path(c, &mut map, &lp, line, field == "roads");
        }
    }
    for (i, (a, b)) in raw.rail_links.iter().enumerate() {
        let lp = p.field("rail_links").index(i);
        if let (Some(ha), Some(hb)) = (
            hex_at(c, &map, lp.clone(), a),
            hex_at(c, &map, lp.clone(), b),
        ) {
            map.rail_links.push((ha, hb));
        }
    }
    check_places(c, &mut map, raw, rules, &p);
    map
}

/// The map's sheets, or one sheet covering the whole map, numbered from 0101, when none is given.
fn check_sheets(c: &mut Checker, raw: &RawMap, p: &Path) -> Vec<Sheet> {
    let (w, h) = (raw.width, raw.height);
    if raw.sheets.is_empty() {
        vec![Sheet {
            prefix: None,
            origin: (0, 0),
            size: (w, h),
            first: (1, 1),
        }]
    } else {
        raw.sheets
            .iter()
            .enumerate()
            .map(|(i, s)| {
                if s.origin.0 + s.size.0 > w || s.origin.1 + s.size.1 > h {
                    c.err(p.field("sheets").index(i), "sheet runs off the map");
                }
                Sheet {
                    prefix: s.prefix.clone(),
                    origin: s.origin,
                    size: s.size,
                    first: s.first,
                }
            })
            .collect()
    }
}

/// Each terrain's letter, overridden by the scenario's legend.
fn terrain_letters(c: &mut Checker, raw: &RawMap, rules: &Ruleset, p: &Path) -> HashMap<char, u8> {
    let mut letters: HashMap<char, u8> = rules
        .terrain
        .iter()
        .enumerate()
        .map(|(i, t)| (t.letter, i as u8))
        .collect();
    for (ch, id) in &raw.legend {
        match rules.terrain.iter().position(|t| &t.id == id) {
            Some(i) => {
                letters.insert(*ch, i as u8);
            }
            None => c.err(
                p.field("legend").key(&ch.to_string()),
                format!("unknown terrain \"{id}\" for letter '{ch}'"),
            ),
        }
    }
    letters
}

/// Reads the rows of terrain letters into the map: one row per hex row, one letter per hex.
fn fill_terrain(
    c: &mut Checker,
    map: &mut Map,
    raw: &RawMap,
    letters: &HashMap<char, u8>,
    p: &Path,
) {
    let (w, h) = (raw.width, raw.height);
    if raw.terrain.len() != h as usize {
        c.err(
            p.field("terrain"),
            format!(
                "{} rows of terrain for a map {h} hexes high",
                raw.terrain.len()
            ),
        );
    }
    for (r, row) in raw.terrain.iter().enumerate().take(h as usize) {
        let rp = p.field("terrain").index(r);
        let count = row.chars().count();
        if count != w as usize {
            c.err(
                rp.clone(),
                format!("row {} has {count} hexes; the map is {w} wide", r + 1),
            );
        }
        for (col, ch) in row.chars().enumerate().take(w as usize) {
            match letters.get(&ch) {
                Some(t) => {
                    let i = map.idx(col as u32, r as u32) as usize;
                    map.terrain[i] = *t;
                }
                None => c.err_in_string(rp.clone(), col, format!("unknown terrain letter '{ch}'")),
            }
        }
    }
}

/// The hex a printed number names, or an error at `path`.
fn hex_at(c: &mut Checker, map: &Map, path: Path, s: &str) -> Option<HexIdx> {
    let r = map.parse_hex(s);
    if r.is_none() {
        c.err(path, format!("{s} is not a hex on this map"));
    }
    r
}

/// Marks each listed hexside ("1403/1404") with its kind.
fn check_hexsides(c: &mut Checker, map: &mut Map, raw: &RawMap, rules: &Ruleset, p: &Path) {
    for (gi, g) in raw.hexsides.iter().enumerate() {
        let gp = p.field("hexsides").index(gi);
        let Some(kind) = c.lookup(
            gp.field("kind"),
            "hexside type",
            &g.kind,
            rules.hexsides.iter().map(|h| h.id.as_str()),
        ) else {
            continue;
        };
        for (si, side) in g.sides.iter().enumerate() {
            let sp = gp.field("sides").index(si);
            let Some((a, b)) = side.split_once('/') else {
                c.err(
                    sp,
                    format!(
                        "\"{side}\" is not a hexside; write two adjacent hexes as \"1403/1404\""
                    ),
                );
                continue;
            };
            if let (Some(ha), Some(hb)) =
                (hex_at(c, map, sp.clone(), a), hex_at(c, map, sp.clone(), b))
                && !map.set_hexside(ha, hb, kind as u8)
            {
                c.err(sp, format!("{a} and {b} are not adjacent"));
            }
        }
    }
}

/// Names the places, one per hex, with their features (cities, fortresses...).
fn check_places(c: &mut Checker, map: &mut Map, raw: &RawMap, rules: &Ruleset, p: &Path) {
    for (i, pl) in raw.places.iter().enumerate() {
        let pp = p.field("places").index(i);
        let Some(hx) = hex_at(c, map, pp.field("hex"), &pl.hex) else {
            continue;
        };
        if map.place_at[hx as usize].is_some() {
            c.err(pp.field("hex"), format!("{} already has a place", pl.hex));
            continue;
        }
        let mut feats = Vec::new();
        for (j, f) in pl.features.iter().enumerate() {
            if let Some(k) = c.lookup(
                pp.field("features").index(j),
                "feature",
                f,
                rules.features.iter().map(|f| f.id.as_str()),
            ) {
                feats.push(k as u8);
                map.features[hx as usize] |= 1 << k;
            }
        }
        map.place_at[hx as usize] = Some(map.places.len() as u16);
        map.places.push(Place {
            hex: hx,
            name: pl.name.clone(),
            features: feats,
        });
    }
}

/// Joins each hex of a rail line or road to the next (both ways).
fn join_path(c: &mut Checker, map: &mut Map, lp: &Path, line: &[String], road: bool) {
    let mut prev: Option<HexIdx> = None;
    for (k, s) in line.iter().enumerate() {
        let Some(hx) = map.parse_hex(s) else {
            c.err(lp.index(k), format!("{s} is not a hex on this map"));
            prev = None;
            continue;
        };
        if let Some(pv) = prev {
            match (map.direction(pv, hx), map.direction(hx, pv)) {
                (Some(d1), Some(d2)) => {
                    let dirs = if road {
                        &mut map.road_dirs
                    } else {
                        &mut map.rail_dirs
                    };
                    dirs[pv as usize] |= 1 << d1;
                    dirs[hx as usize] |= 1 << d2;
                }
                _ => c.err(
                    lp.index(k),
                    format!(
                        "{} jumps from {} to {s}: not adjacent",
                        if road { "road" } else { "rail line" },
                        map.label(pv)
                    ),
                ),
            }
        }
        prev = Some(hx);
    }
}
