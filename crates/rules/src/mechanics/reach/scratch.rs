//! The movement search's working arrays, kept between searches on one thread (nothing the size
//! of the map is cleared or allocated per search: a search puts back only the hexes it reached),
//! and what a search found.

use crate::mechanics::movement::STOP_NONE;
use crate::model::map::{HexIdx, NO_HEX};
use std::cell::RefCell;

// A cache: why thread-local, what it holds and what invalidates it: crate-level docs (lib.rs, "Caches").
thread_local! {
    pub(super) static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// A search's working arrays, kept between searches on one thread. Between searches every hex
/// is unreached (`found` puts back the ones a search reached).
#[derive(Default)]
pub(super) struct Scratch {
    /// Per hex, its cost and parent (`u32::MAX`: not reached).
    pub(super) nodes: Vec<Node>,
    /// Per hex, its stop code (valid where reached).
    pub(super) stops: Vec<u8>,
    /// The hexes this search reached, a bit each (bit `h % 64` of word `h / 64`), in words
    /// `lo..hi` (what `found` reads in hex order, and clears, without sorting a list).
    pub(super) touched: Vec<u64>,
    pub(super) lo: usize,
    pub(super) hi: usize,
    /// How many hexes this search reached.
    pub(super) count: usize,
    /// The queue: hexes by the cost they were reached at (costs are small whole numbers of
    /// 1/scale points, so a bucket per cost beats a heap). A hex may be in several.
    pub(super) buckets: Vec<Vec<HexIdx>>,
    /// One past the costliest bucket this search pushed to (the rest are empty).
    pub(super) top: usize,
    /// The bucket being taken (a rail search's hexes at one count), kept for its buffer.
    pub(super) batch: Vec<HexIdx>,
    /// A rail search's hexes at the next count, kept for its buffer.
    pub(super) next: Vec<HexIdx>,
}

/// One hex in a search: reached at `cost` from `parent` (8 bytes: a step reads one).
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub(super) cost: u32,
    pub(super) parent: HexIdx,
}

impl Default for Node {
    fn default() -> Self {
        Node {
            cost: u32::MAX,
            parent: NO_HEX,
        }
    }
}

impl Scratch {
    /// Starts a search on a map of `n` hexes: every hex unreached.
    pub(super) fn begin(&mut self, n: usize) {
        if self.nodes.len() < n {
            self.nodes.resize(n, Node::default());
            self.stops.resize(n, STOP_NONE);
        }
        if self.touched.len() < n.div_ceil(64) {
            self.touched.resize(n.div_ceil(64), 0);
        }
        // (A search whose hexes `found` did not read: put back now.)
        self.unreach();
        (self.lo, self.hi, self.count) = (usize::MAX, 0, 0);
        for b in &mut self.buckets[..self.top] {
            b.clear();
        }
        self.top = 0;
    }

    /// Every hex this search reached made unreached again, its marks cleared.
    fn unreach(&mut self) {
        for w in self.lo..self.hi.min(self.touched.len()) {
            let mut bits = std::mem::take(&mut self.touched[w]);
            while bits != 0 {
                let h = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.nodes[h] = Node::default();
            }
        }
        (self.lo, self.hi) = (usize::MAX, 0);
    }

    pub(super) fn push(&mut self, cost: u32, h: HexIdx) {
        let c = cost as usize;
        if self.buckets.len() <= c {
            self.buckets.resize_with(c + 1, Vec::new);
        }
        self.buckets[c].push(h);
        self.top = self.top.max(c + 1);
    }

    /// Has this search reached `h`?
    #[inline]
    pub(super) fn reached(&self, h: HexIdx) -> bool {
        self.nodes[h as usize].cost != u32::MAX
    }

    #[inline]
    pub(super) fn cost(&self, h: HexIdx) -> u32 {
        self.nodes[h as usize].cost
    }

    #[inline]
    pub(super) fn set(&mut self, h: HexIdx, cost: u32, parent: HexIdx, stop: u8) {
        let x = &mut self.nodes[h as usize];
        if x.cost == u32::MAX {
            let w = h as usize / 64;
            self.touched[w] |= 1 << (h % 64);
            self.lo = self.lo.min(w);
            self.hi = self.hi.max(w + 1);
            self.count += 1;
        }
        x.cost = cost;
        x.parent = parent;
        self.stops[h as usize] = stop;
    }

    /// What the search found, in hex order (every hex made unreached again for the next
    /// search).
    pub(super) fn found(&mut self) -> Found {
        let mut v = Vec::with_capacity(self.count);
        for w in self.lo..self.hi {
            let mut bits = std::mem::take(&mut self.touched[w]);
            while bits != 0 {
                let h = (w * 64) as HexIdx + bits.trailing_zeros();
                bits &= bits - 1;
                let x = std::mem::take(&mut self.nodes[h as usize]);
                v.push(Found1 {
                    hex: h,
                    cost: x.cost,
                    parent: x.parent,
                    stop: self.stops[h as usize],
                });
            }
        }
        (self.lo, self.hi) = (usize::MAX, 0);
        Found(v)
    }
}

/// What a search found for one hex: its cost, parent and stop code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Found1 {
    pub(super) hex: HexIdx,
    pub(super) cost: u32,
    pub(super) parent: HexIdx,
    pub(super) stop: u8,
}

/// The hexes a search reached, in index order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Found(pub(super) Vec<Found1>);

impl Found {
    pub(super) fn get(&self, h: HexIdx) -> Option<&Found1> {
        self.0
            .binary_search_by_key(&h, |f| f.hex)
            .ok()
            .map(|i| &self.0[i])
    }
}
