//! The validated map: dense per-hex storage indexed by offset coordinates, a precomputed
//! neighbour table, hexsides keyed by (hex, direction) on both sides, rail connections and the
//! printed hex numbers of each sheet in both directions.

use crate::data::ruleset::Edge;
use crate::data::scenario::Parity;
use hexx::{EdgeDirection, Hex, HexOrientation, OffsetHexMode};

/// Index of a hex in the map's dense arrays: `row * width + col`.
pub type HexIdx = u32;
/// "No hex": a neighbour off the map, a unit not on it.
pub const NO_HEX: HexIdx = u32::MAX;
/// "No hexside type" / "no feature" in the dense arrays.
pub const NONE8: u8 = u8::MAX;

/// One printed sheet (GPW has map A and map B).
#[derive(Debug, Clone)]
pub struct Sheet {
    /// The sheet's letter before printed numbers ("B" in "B-1403"), if any.
    pub prefix: Option<String>,
    /// The first internal column and row (0-based) the sheet covers.
    pub origin: (u32, u32),
    /// Columns and rows the sheet covers.
    pub size: (u32, u32),
    /// The printed number of the sheet's first column and row.
    pub first: (u32, u32),
}

/// A hex with a name or point features (a city, a fortress).
#[derive(Debug, Clone)]
pub struct Place {
    /// Where it is.
    pub hex: HexIdx,
    /// Its name on the map ("Moscow").
    pub name: Option<String>,
    /// Feature indices into the ruleset's features.
    pub features: Vec<u8>,
}

/// The checked map of a scenario.
#[derive(Debug, Clone)]
pub struct Map {
    /// Columns of hexes.
    pub width: u32,
    /// Rows of hexes.
    pub height: u32,
    /// Which internal columns sit half a hex lower.
    pub shifted: Parity,
    /// The printed sheets, each with its part of the map and its numbering.
    pub sheets: Vec<Sheet>,
    /// Terrain index per hex.
    pub terrain: Vec<u8>,
    /// Bitmask of feature indices per hex.
    pub features: Vec<u32>,
    /// Hexside type per hex and direction (hexx's `EdgeDirection` index), `NONE8` if plain.
    pub hexsides: Vec<[u8; 6]>,
    /// Neighbour per hex and direction, `NO_HEX` off the map.
    pub neighbours: Vec<[HexIdx; 6]>,
    /// Bitmask of directions a rail line leaves each hex by.
    pub rail_dirs: Vec<u8>,
    /// Bitmask of directions a road leaves each hex by.
    pub road_dirs: Vec<u8>,
    /// Off-map rail links, both ways.
    pub rail_links: Vec<(HexIdx, HexIdx)>,
    /// Named hexes and hexes with features.
    pub places: Vec<Place>,
    /// Place index per hex.
    pub place_at: Vec<Option<u16>>,
}

impl Map {
    /// The number of hexes.
    pub fn len(&self) -> usize {
        (self.width * self.height) as usize
    }
    /// Whether the map has no hex.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The hex at an internal column and row (0-based).
    pub fn idx(&self, col: u32, row: u32) -> HexIdx {
        row * self.width + col
    }
    /// The internal column and row (0-based) of a hex.
    pub fn col_row(&self, h: HexIdx) -> (u32, u32) {
        (h % self.width, h / self.width)
    }

    fn mode(&self) -> OffsetHexMode {
        // hexx's Even shoves even columns down.
        match self.shifted {
            Parity::Even => OffsetHexMode::Even,
            Parity::Odd => OffsetHexMode::Odd,
        }
    }

    /// Axial coordinate of a hex (for hexx layouts and distances).
    pub fn hex(&self, h: HexIdx) -> Hex {
        let (c, r) = self.col_row(h);
        Hex::from_offset_coordinates([c as i32, r as i32], self.mode(), HexOrientation::Flat)
    }

    /// The hex at an axial coordinate, if on the map.
    pub fn at(&self, hex: Hex) -> Option<HexIdx> {
        let [c, r] = hex.to_offset_coordinates(self.mode(), HexOrientation::Flat);
        (c >= 0 && r >= 0 && (c as u32) < self.width && (r as u32) < self.height)
            .then(|| self.idx(c as u32, r as u32))
    }

    /// Fills the neighbour table from the map's size and shifted columns.
    pub fn compute_neighbours(&mut self) {
        self.neighbours = (0..self.len() as HexIdx)
            .map(|h| {
                let hex = self.hex(h);
                let mut n = [NO_HEX; 6];
                for (d, dir) in EdgeDirection::ALL_DIRECTIONS.iter().enumerate() {
                    n[d] = self.at(hex.neighbor(*dir)).unwrap_or(NO_HEX);
                }
                n
            })
            .collect();
    }

    /// Direction index from `a` to its neighbour `b`.
    pub fn direction(&self, a: HexIdx, b: HexIdx) -> Option<usize> {
        self.neighbours[a as usize].iter().position(|&n| n == b)
    }

    /// The hexside type between `a` and its neighbour `b`, if the hexside has one.
    pub fn hexside(&self, a: HexIdx, b: HexIdx) -> Option<u8> {
        let d = self.direction(a, b)?;
        let t = self.hexsides[a as usize][d];
        (t != NONE8).then_some(t)
    }

    /// Sets the hexside type between two neighbours, on both sides; false if they are not adjacent.
    pub fn set_hexside(&mut self, a: HexIdx, b: HexIdx, kind: u8) -> bool {
        match (self.direction(a, b), self.direction(b, a)) {
            (Some(da), Some(db)) => {
                self.hexsides[a as usize][da] = kind;
                self.hexsides[b as usize][db] = kind;
                true
            }
            _ => false,
        }
    }

    /// Whether a road joins `from` to its neighbour `to`.
    pub fn road_between(&self, from: HexIdx, to: HexIdx) -> bool {
        self.direction(from, to)
            .is_some_and(|d| self.road_dirs[from as usize] & (1 << d) != 0)
    }

    /// Whether a rail line runs through the hex (or an off-map link ends there).
    pub fn is_rail(&self, h: HexIdx) -> bool {
        self.rail_dirs[h as usize] != 0 || self.rail_links.iter().any(|&(a, b)| a == h || b == h)
    }

    /// Hexes joined to `h` by rail, on the map or by an off-map link.
    pub fn rail_neighbours(&self, h: HexIdx) -> impl Iterator<Item = HexIdx> + '_ {
        let dirs = self.rail_dirs[h as usize];
        (0..6)
            .filter(move |d| dirs & (1 << d) != 0)
            .map(move |d| self.neighbours[h as usize][d])
            .chain(self.rail_links.iter().filter_map(move |&(a, b)| {
                if a == h {
                    Some(b)
                } else if b == h {
                    Some(a)
                } else {
                    None
                }
            }))
    }

    /// Whether the hex has this point feature (index).
    pub fn has_feature(&self, h: HexIdx, feature: u8) -> bool {
        self.features[h as usize] & (1 << feature) != 0
    }

    /// The hex's place (name and features), if it has one.
    pub fn place(&self, h: HexIdx) -> Option<&Place> {
        self.place_at[h as usize].map(|i| &self.places[i as usize])
    }

    /// Is the hex on the given map edge?
    pub fn on_edge(&self, h: HexIdx, edge: Edge) -> bool {
        use crate::data::ruleset::Edge::{East, North, South, West};
        let (c, r) = self.col_row(h);
        match edge {
            West => c == 0,
            East => c + 1 == self.width,
            North => r == 0,
            South => r + 1 == self.height,
        }
    }

    /// The hexes along one edge of the map, in index order.
    pub fn edge_hexes(&self, edge: Edge) -> impl Iterator<Item = HexIdx> + '_ {
        use crate::data::ruleset::Edge::{East, North, South, West};
        let (w, h) = (self.width, self.height);
        let (count, first, stride) = match edge {
            West => (h, 0, w),
            East => (h, w - 1, w),
            North => (w, 0, 1),
            South => (w, (h - 1) * w, 1),
        };
        (0..count).map(move |i| first + i * stride)
    }

    /// The printed number of a hex: `B-1403`, or `1403` on a map without sheet prefixes.
    pub fn label(&self, h: HexIdx) -> String {
        let (c, r) = self.col_row(h);
        for s in &self.sheets {
            if c >= s.origin.0
                && c < s.origin.0 + s.size.0
                && r >= s.origin.1
                && r < s.origin.1 + s.size.1
            {
                let pc = c - s.origin.0 + s.first.0;
                let pr = r - s.origin.1 + s.first.1;
                // Columns and rows get the same number of digits (at least two), so that a
                // number splits in the middle: 100 columns print as "100005".
                let last = (s.first.0 + s.size.0 - 1).max(s.first.1 + s.size.1 - 1);
                let w = last.to_string().len().max(2);
                return match &s.prefix {
                    Some(p) => format!("{p}-{pc:0w$}{pr:0w$}"),
                    None => format!("{pc:0w$}{pr:0w$}"),
                };
            }
        }
        format!("({c},{r})")
    }

    /// Hexes as the map prints them, each with its place's name where it has one, and three or
    /// more without names one after another down a column or along a row as one range: "Moscow
    /// (3613), 4401-4442".
    pub fn labels(&self, hs: &[HexIdx]) -> String {
        let name = |h: HexIdx| self.place(h).and_then(|p| p.name.as_deref());
        // Whether `b` follows `a` down a column or along a row (as `dir` says: 0 column, 1 row).
        let follows = |a: HexIdx, b: HexIdx, dir: usize| {
            let ((ac, ar), (bc, br)) = (self.col_row(a), self.col_row(b));
            match dir {
                0 => ac == bc && br == ar + 1,
                _ => ar == br && bc == ac + 1,
            }
        };
        let mut out: Vec<String> = Vec::new();
        let mut i = 0;
        while i < hs.len() {
            let h = hs[i];
            if let Some(n) = name(h) {
                out.push(format!("{n} ({})", self.label(h)));
                i += 1;
                continue;
            }
            // The longest run of unnamed hexes from here, either way.
            let run = |dir: usize| {
                let mut j = i;
                while j + 1 < hs.len()
                    && name(hs[j + 1]).is_none()
                    && follows(hs[j], hs[j + 1], dir)
                {
                    j += 1;
                }
                j
            };
            let end = run(0).max(run(1));
            if end >= i + 2 {
                out.push(format!("{}-{}", self.label(h), self.label(hs[end])));
                i = end + 1;
            } else {
                out.push(self.label(h));
                i += 1;
            }
        }
        out.join(", ")
    }

    /// A hex by printed number (`B-1403`, `1403`) or by place name (`Moscow`).
    pub fn parse_hex(&self, text: &str) -> Option<HexIdx> {
        let text = text.trim();
        if let Some(h) = self.parse_number(text) {
            return Some(h);
        }
        self.places
            .iter()
            .find(|p| {
                p.name
                    .as_deref()
                    .is_some_and(|n| n.eq_ignore_ascii_case(text))
            })
            .map(|p| p.hex)
    }

    fn parse_number(&self, text: &str) -> Option<HexIdx> {
        let (prefix, digits) = match text.rsplit_once('-') {
            Some((p, d)) => (Some(p), d),
            None => (None, text),
        };
        if digits.len() < 4 || digits.len() % 2 != 0 || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let half = digits.len() / 2;
        let pc: u32 = digits[..half].parse().ok()?;
        let pr: u32 = digits[half..].parse().ok()?;
        let mut found = None;
        for s in &self.sheets {
            let prefix_ok = match (prefix, &s.prefix) {
                (Some(p), Some(sp)) => p.eq_ignore_ascii_case(sp),
                (Some(_), None) => false,
                (None, _) => true,
            };
            if !prefix_ok || pc < s.first.0 || pr < s.first.1 {
                continue;
            }
            let (dc, dr) = (pc - s.first.0, pr - s.first.1);
            if dc < s.size.0 && dr < s.size.1 {
                if found.is_some() {
                    return None; // ambiguous without a prefix
                }
                found = Some(self.idx(s.origin.0 + dc, s.origin.1 + dr));
            }
        }
        found
    }
}
