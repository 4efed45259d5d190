//! Zones of control: the six hexes around a unit, except across hexsides that block them.

use crate::rules::engine::game::{Game, State, UnitStatus};
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::{SideId, UnitId};

/// For each hex, whether it lies in a zone of control of a unit of `enemy_of`'s enemies.
pub fn enemy_zoc(game: &Game, side: SideId) -> Vec<bool> {
    enemy_zoc_in(game, &game.state, side)
}

/// `enemy_zoc` for a state being changed.
pub fn enemy_zoc_in(
    game: &Game,
    st: &crate::rules::engine::game::State,
    side: SideId,
) -> Vec<bool> {
    let map = &game.scenario.map;
    let mut zoc = vec![false; map.len()];
    for (i, u) in st.units.iter().enumerate() {
        let UnitStatus::OnMap(h) = u.status else {
            continue;
        };
        if game.scenario.units[i].side == side {
            continue;
        }
        for (d, &n) in map.neighbours[h as usize].iter().enumerate() {
            if n == crate::rules::model::map::NO_HEX {
                continue;
            }
            let kind = map.hexsides[h as usize][d];
            if kind != crate::rules::model::map::NONE8
                && game.rules.hexsides[kind as usize].blocks_zoc
            {
                continue;
            }
            zoc[n as usize] = true;
        }
    }
    zoc
}

/// Who occupies each hex: the side and the stacking points there.
pub fn occupancy(game: &Game) -> Vec<Option<(SideId, u32)>> {
    occupancy_in(game, &game.state)
}

/// `occupancy` in a state being changed.
pub fn occupancy_in(game: &Game, st: &State) -> Vec<Option<(SideId, u32)>> {
    let mut occ = vec![None; game.scenario.map.len()];
    for (i, u) in st.units.iter().enumerate() {
        let UnitStatus::OnMap(h) = u.status else {
            continue;
        };
        let d = &game.scenario.units[i];
        let pts = game.rules.unit_types[d.unit_type as usize].stack_points;
        let e: &mut Option<(SideId, u32)> = &mut occ[h as usize];
        match e {
            Some((_, p)) => *p += pts,
            None => *e = Some((d.side, pts)),
        }
    }
    occ
}

/// What every move of one side in one position is judged against, built once and shared by all
/// of that side's units (a search per unit would otherwise rebuild both tables each time): the
/// enemy's zones of control and who occupies each hex.
#[derive(Debug, Clone)]
pub struct SideTables {
    pub side: SideId,
    /// Per hex: in a zone of control of `side`'s enemies.
    pub zoc: Vec<bool>,
    /// Per hex: the side there and its stacking points.
    pub occ: Vec<Option<(SideId, u32)>>,
}

impl SideTables {
    /// The tables for `side` in `st`. After a move of one of `side`'s units, call `moved` or
    /// build them again.
    pub fn new(game: &Game, st: &State, side: SideId) -> Self {
        SideTables {
            side,
            zoc: enemy_zoc_in(game, st, side),
            occ: occupancy_in(game, st),
        }
    }

    /// The tables after `unit`, one of this side's own, moved from `from` to `to`: only its
    /// stacking points move (its own moves change no enemy zone of control).
    pub fn moved(&mut self, game: &Game, unit: UnitId, from: HexIdx, to: HexIdx) {
        let def = &game.scenario.units[unit as usize];
        debug_assert_eq!(def.side, self.side, "only the side's own units");
        let pts = game.rules.unit_types[def.unit_type as usize].stack_points;
        if let Some((_, p)) = &mut self.occ[from as usize] {
            *p = p.saturating_sub(pts);
        }
        match &mut self.occ[to as usize] {
            Some((_, p)) => *p += pts,
            e => *e = Some((def.side, pts)),
        }
    }
}
