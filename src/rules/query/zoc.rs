//! Zones of control: the six hexes around a unit, except across hexsides that block them.

use crate::rules::engine::game::{Game, State, UnitStatus};
use crate::rules::model::tables::SideId;

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
