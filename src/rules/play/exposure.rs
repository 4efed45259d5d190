//! What a unit risks where it ends its move: the steps (and objective worth) the enemy would be
//! expected to take from it there if the enemy units next to that hex attacked it alone in their
//! next combat phase, by the exact forecast on a copy of the game set in that phase. Sharper than
//! the greedy score's `danger` (attack strength against twice the defense): terrain, hexsides,
//! weather, supply and blocked retreats all count, as the rules count them.

use crate::rules::data::ruleset::PhaseKind;
use crate::rules::engine::game::{Game, UnitStatus};
use crate::rules::mechanics::combat::calc::odds;
use crate::rules::model::map::{HexIdx, NO_HEX};
use crate::rules::model::tables::{SideId, UnitId};
use crate::rules::play::aims::Aims;
use crate::rules::play::battle::{may_attack, prospect};

pub struct Exposure {
    /// The game set in the enemy's next combat phase, the side's moves followed.
    copy: Game,
    /// The enemy's aims there (what it would gain by taking a hex).
    enemy: Aims,
}

impl Exposure {
    /// For `side`'s units moving now. None if no other side has a combat phase. (If the side
    /// moves again first, the hexes are judged as if the enemy attacked them as they stand.)
    pub fn new(game: &Game, side: SideId) -> Option<Self> {
        let phases = &game.rules.phases;
        let n = phases.len();
        let now = game.state.phase;
        let combat = (1..n)
            .map(|i| (now + i) % n)
            .find(|&p| phases[p].side != side && phases[p].kind == PhaseKind::Combat)?;
        let mut copy = game.clone();
        copy.without_undo();
        copy.state.phase = combat;
        copy.state.pending = None;
        let enemy = Aims::new(&copy, &copy.state, phases[combat].side);
        Some(Exposure { copy, enemy })
    }

    /// One of the side's units has moved: the copy follows.
    pub fn moved(&mut self, u: UnitId, to: HexIdx) {
        self.copy.state.units[u as usize].status = UnitStatus::OnMap(to);
    }

    /// What `u` would be expected to lose standing in `h` (0 if no enemy unit could attack it).
    pub fn of(&mut self, u: UnitId, h: HexIdx) -> f64 {
        let was = self.copy.state.units[u as usize].status;
        self.copy.state.units[u as usize].status = UnitStatus::OnMap(h);
        let copy = &self.copy;
        let side = copy.scenario.units[u as usize].side;
        let attackers: Vec<UnitId> = copy.scenario.map.neighbours[h as usize]
            .iter()
            .filter(|&&x| x != NO_HEX)
            .flat_map(|&x| copy.units_at(x))
            .filter(|&e| copy.scenario.units[e as usize].side != side && may_attack(copy, e, h))
            .collect();
        let value = if attackers.is_empty() {
            0.0
        } else {
            odds(copy, &attackers, h)
                .map(|o| prospect(copy, &o, &self.enemy).value.max(0.0))
                .unwrap_or(0.0)
        };
        self.copy.state.units[u as usize].status = was;
        value
    }
}
