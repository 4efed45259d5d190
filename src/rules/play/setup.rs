//! What a unit adds to the attacks its side can make in its coming combat phase by ending its
//! move in a hex: for each enemy hex next to it, the exact forecast of the battle with every
//! unit of the side that may attack it, with the unit and without, and the best gain. Its zone of
//! control there counts too (it may close the defender's retreat). Judged on a copy of the game
//! set in that combat phase, the side's moves followed.

use crate::rules::data::ruleset::PhaseKind;
use crate::rules::engine::game::{Game, UnitStatus};
use crate::rules::mechanics::combat::calc::odds;
use crate::rules::model::map::{HexIdx, NO_HEX};
use crate::rules::model::tables::{SideId, UnitId};
use crate::rules::play::aims::Aims;
use crate::rules::play::battle::{may_attack, prospect};

pub struct Setup {
    /// The game set in the side's coming combat phase.
    copy: Game,
    /// The side's aims there.
    aims: Aims,
    side: SideId,
}

impl Setup {
    /// For `side`'s units moving now. None unless the side's next phase of combat comes before
    /// any phase of another side.
    pub fn new(game: &Game, side: SideId) -> Option<Self> {
        let phases = &game.rules.phases;
        let n = phases.len();
        let now = game.state.phase;
        let combat = (1..n)
            .map(|i| (now + i) % n)
            .take_while(|&p| phases[p].side == side)
            .find(|&p| phases[p].kind == PhaseKind::Combat)?;
        let mut copy = game.clone();
        copy.without_undo();
        copy.state.phase = combat;
        copy.state.pending = None;
        let aims = Aims::new(&copy, &copy.state, side);
        Some(Setup { copy, aims, side })
    }

    /// One of the side's units has moved: the copy follows.
    pub fn moved(&mut self, u: UnitId, to: HexIdx) {
        self.copy.state.units[u as usize].status = UnitStatus::OnMap(to);
    }

    /// The most `u` standing in `h` would add to one attack on an enemy hex next to `h` (the
    /// attack's expected value with it less without it; 0 if no enemy is next to `h`).
    pub fn of(&mut self, u: UnitId, h: HexIdx) -> f64 {
        let was = self.copy.state.units[u as usize].status;
        self.copy.state.units[u as usize].status = UnitStatus::OnMap(h);
        let copy = &self.copy;
        let map = &copy.scenario.map;
        let value = |attackers: &[UnitId], t: HexIdx| {
            if attackers.is_empty() {
                return 0.0;
            }
            odds(copy, attackers, t)
                .map(|o| prospect(copy, &o, &self.aims).value.max(0.0))
                .unwrap_or(0.0)
        };
        let mut best = 0.0f64;
        for &t in &map.neighbours[h as usize] {
            if t == NO_HEX
                || !copy
                    .units_at(t)
                    .any(|e| copy.scenario.units[e as usize].side != self.side)
            {
                continue;
            }
            let with: Vec<UnitId> = map.neighbours[t as usize]
                .iter()
                .filter(|&&x| x != NO_HEX)
                .flat_map(|&x| copy.units_at(x))
                .filter(|&a| {
                    copy.scenario.units[a as usize].side == self.side && may_attack(copy, a, t)
                })
                .collect();
            if !with.contains(&u) {
                continue;
            }
            let without: Vec<UnitId> = with.iter().copied().filter(|&a| a != u).collect();
            best = best.max(value(&with, t) - value(&without, t));
        }
        self.copy.state.units[u as usize].status = was;
        best
    }
}
