//! The movement search of a rail move. Every rail step costs the same (a hex), so the search is
//! a breadth-first walk, one hex-count at a time, where the general search keeps a queue by cost
//! and asks the step function of every step: in the Great Patriotic War a rail move has no limit
//! and crosses the whole network, the most hexes any search takes. It finds what the general
//! search finds, hex for hex (debug builds compare the two).

use crate::mechanics::movement::{Mover, STOP_NONE, STOP_ZOC};
use crate::model::map::NO_HEX;

use super::scratch::Scratch;

impl Mover<'_> {
    /// The search of a rail move: from the unit's hex along rail lines (`Map::rail_neighbours`'s
    /// order) over friendly hexes no enemy occupies, no further than `allowance`; a hex in an
    /// enemy zone of control (where the rules stop a move entering one) is entered, not left.
    /// Each hex-count's hexes are taken lowest hex first, and a hex's parent is the first to
    /// reach it, as in the general search (the same paths).
    pub(super) fn rail_search(&self, s: &mut Scratch, allowance: u32) {
        let map = &self.setup.scenario.map;
        s.begin(map.len());
        let (occ, zoc, control) = (&self.tables.occ, &self.tables.zoc, &self.st.phase_control);
        let stop_on_entry = self.setup.rules.zoc.stop_on_entry;
        let side = self.side;
        let start = self.start;
        s.set(start, 0, NO_HEX, STOP_NONE);
        let mut level = std::mem::take(&mut s.batch);
        let mut next = std::mem::take(&mut s.next);
        level.clear();
        next.clear();
        level.push(start);
        let mut c = 0u32;
        while !level.is_empty() {
            let nc = c.saturating_add(self.scale);
            if nc > allowance {
                break;
            }
            level.sort_unstable();
            for &h in &level {
                if h != start && s.stops[h as usize] != STOP_NONE {
                    continue;
                }
                // Its rail neighbours, in `Map::rail_neighbours`'s order.
                let (dirs, around) = (map.rail_dirs[h as usize], &map.neighbours[h as usize]);
                let mut ahead = [NO_HEX; 6];
                let mut n = 0;
                for (d, &to) in around.iter().enumerate() {
                    if dirs & (1 << d) != 0 {
                        ahead[n] = to;
                        n += 1;
                    }
                }
                let links = map
                    .rail_links
                    .iter()
                    .filter_map(|&(a, b)| (a == h).then_some(b).or_else(|| (b == h).then_some(a)));
                for to in ahead[..n].iter().copied().chain(links) {
                    let t = to as usize;
                    if s.reached(to) || occ[t].is_some_and(|(x, _)| x != side) || control[t] != side
                    {
                        continue;
                    }
                    let stop = if stop_on_entry && zoc[t] {
                        STOP_ZOC
                    } else {
                        STOP_NONE
                    };
                    s.set(to, nc, h, stop);
                    next.push(to);
                }
            }
            std::mem::swap(&mut level, &mut next);
            next.clear();
            c = nc;
        }
        level.clear();
        s.batch = level;
        s.next = next;
    }
}
