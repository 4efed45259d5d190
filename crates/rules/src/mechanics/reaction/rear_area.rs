//! A unit's rear area: the wedge of hexes towards its home edge, and how far into it a hex lies.
//! Read by where reactions are set off (`rear`) and by the withdrawals they allow.

use crate::data::ruleset::Edge;
use crate::model::map::{HexIdx, Map};

/// A hex in doubled coordinates (column, twice the row plus the column's half-hex shift): on
/// flat-topped hexes a neighbour is one column and one half-row away, or two half-rows.
fn doubled(map: &Map, h: HexIdx) -> (i64, i64) {
    let (c, r) = map.col_row(h);
    let shifted = match map.shifted {
        crate::data::scenario::Parity::Odd => c % 2 == 1,
        crate::data::scenario::Parity::Even => c % 2 == 0,
    };
    (i64::from(c), 2 * i64::from(r) + i64::from(shifted))
}

/// How far `h` lies in the rear area of a unit at `from` whose home edge is `edge`, in hexes;
/// `None` if it is not in the rear area. The east edge's rear area is the hexes directly
/// north-east or south-east of the unit and all hexes between (001 10.24); the west's,
/// north-west and south-west; the north's and south's, the two diagonals towards that edge.
pub fn rear_distance(map: &Map, edge: Edge, from: HexIdx, h: HexIdx) -> Option<u32> {
    let ((x0, y0), (x1, y1)) = (doubled(map, from), doubled(map, h));
    let (dx, dy) = (x1 - x0, y1 - y0);
    let d = match edge {
        Edge::East if dx > 0 && dy.abs() <= dx => dx,
        Edge::West if dx < 0 && dy.abs() <= -dx => -dx,
        Edge::North if dy < 0 && dx.abs() <= -dy => (dx.abs() - dy) / 2,
        Edge::South if dy > 0 && dx.abs() <= dy => i64::midpoint(dx.abs(), dy),
        _ => return None,
    };
    Some(d as u32)
}
