//! The planner: for each movement phase, several whole plans (the greedy player's moves under
//! differently weighted scores, `base` first, which judges by the exact forecast each hex's
//! exposure to the enemy's next attacks and what a unit there adds to its side's coming attacks,
//! see `exposure` and `setup`, and sends garrisons to held objectives the enemy nears), each
//! played on a copy of the game and the position it leaves scored; the best plan is then played
//! for real. The score counts each side's distance to its victory, objectives held, steps on the
//! map, units out of supply, objectives left open to the enemy, and the attacks each side could
//! then make (the exact forecast of the best disjoint ones: the losses each side can expect to
//! trade). Other phases are played as the greedy player plays them.
//!
//! The position is scored as the phase leaves it, not after playing the rest of the turn out:
//! its expected attacks are what the next combat phases would bring, where a played-out turn
//! rolls them once and judges a plan by that roll's luck (on Barbarossa the Axis planner won
//! 8.5% of 200 games against greedy scoring played-out turns, 15.0% scoring the phase's end).
//! README, "Strength", has what each side wins.
//!
//! Copies never see the game's own dice (nothing in a movement phase rolls, and a copy's dice
//! are reseeded from the planner's anyway). If a plan's command is refused on the real game, the
//! greedy player finishes the phase.

use crate::rules::data::ruleset::PhaseKind;
use crate::rules::engine::command::Command;
use crate::rules::engine::game::{Dice, Game, UnitStatus};
use crate::rules::model::map::{HexIdx, NO_HEX};
use crate::rules::model::tables::{SideId, UnitId};
use crate::rules::play::ApplyFn;
use crate::rules::play::ahead::copy_in_phase;
use crate::rules::play::aims::{Aims, distance_to_victory};
use crate::rules::play::battle::{enemy_hexes_next_to, expected_gain, may_attack};
use crate::rules::play::greedy::{GreedyPlayer, Weights};
use crate::rules::play::run;
use crate::rules::query::supply::supply_map;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plans tried per movement phase.
const PLANS: usize = 8;

pub struct Planner {
    rng: ChaCha8Rng,
    greedy: GreedyPlayer,
}

impl Planner {
    pub fn new(seed: u64) -> Self {
        Planner {
            rng: ChaCha8Rng::seed_from_u64(seed),
            greedy: GreedyPlayer::new(seed ^ 0x5bd1_e995),
        }
    }

    /// The commands of one whole phase (ending it), applied one at a time through `apply`.
    pub fn play_phase(&mut self, game: &mut Game, apply: &mut ApplyFn) -> Vec<Command> {
        let kind = &game.rules.phases[game.state.phase].kind;
        if !matches!(kind, PhaseKind::Movement { .. } | PhaseKind::Rail) {
            return self.greedy.play_phase(game, apply);
        }
        let side = game.phasing_side();
        let mut best: Option<(f64, Vec<Command>)> = None;
        for k in 0..PLANS {
            let weights = if k == 0 { base() } else { self.varied() };
            let mut copy = game.clone();
            copy.without_undo();
            copy.state.dice = Dice::new(self.rng.random());
            let mut player = GreedyPlayer::with_weights(self.rng.random(), weights);
            let plan = player.act(&mut copy, &mut |g, c| g.apply(c));
            let value = position_value(&copy, side);
            if best.as_ref().is_none_or(|(b, _)| value > *b) {
                best = Some((value, plan));
            }
        }
        let mut done = Vec::new();
        let plan = best.map(|(_, p)| p).unwrap_or_default();
        let mut followed = true;
        for c in plan {
            if !run(game, apply, c, &mut done) {
                followed = false;
                break;
            }
        }
        if !followed {
            done.extend(self.greedy.act(game, apply));
        }
        run(game, apply, Command::EndPhase, &mut done);
        done
    }

    /// Greedy weights varied at random around the planner's own (`base`).
    fn varied(&mut self) -> Weights {
        let d = base();
        let mut f = |lo: f64, hi: f64| self.rng.random_range(lo..hi);
        Weights {
            goal: d.goal * f(0.7, 1.4),
            front: d.front * f(0.3, 2.0),
            danger: d.danger * f(0.5, 2.0),
            supply: d.supply,
            garrison: d.garrison * f(0.5, 2.0),
            noise: d.noise * f(0.5, 3.0),
            min_success: d.min_success,
            exposure: d.exposure * f(0.3, 2.0),
            duty: d.duty * f(0.5, 1.5),
            setup: d.setup * f(0.3, 2.5),
        }
    }
}

/// The weights the planner's plans vary around: the greedy player's, with what the forecast
/// judges of each hex (the enemy's attacks on it, the side's own attacks from it) and garrisons
/// sent to held objectives the enemy nears.
pub fn base() -> Weights {
    Weights {
        exposure: 1.0,
        duty: 4.0,
        setup: 1.0,
        ..Weights::default()
    }
}

/// What a position is worth to `side`, in steps: each side's distance to its victory (half a step
/// a hex, see `aims::distance_to_victory`), objectives held (three steps a victory point),
/// steps on the map (the side's less the enemy's), units out of supply (half a step each, either
/// way), the side's objectives an enemy unit is within two hexes of and no friendly unit holds or
/// guards (a step per point), and the attacks each side could make now (the best disjoint ones,
/// by the exact forecast).
pub fn position_value(game: &Game, side: SideId) -> f64 {
    let st = &game.state;
    if st.over {
        let won = st.winners.iter().any(|(s, _)| *s == side);
        let lost = st.winners.iter().any(|(s, _)| *s != side);
        return if won && !lost {
            1e6
        } else if lost {
            -1e6
        } else {
            0.0
        };
    }
    let map = &game.scenario.map;
    let aims = Aims::new(game, st, side);
    let mut v = 0.0;
    // How far each side is from its victory: half a step a hex.
    for s in 0..game.rules.sides.len() as SideId {
        let sign = if s == side { -0.5 } else { 0.5 };
        v += sign * distance_to_victory(game, st, s) as f64;
    }
    for h in 0..map.len() {
        if aims.worth[h] > 0 {
            let sign = if st.control[h] == side { 1.0 } else { -1.0 };
            v += 3.0 * sign * aims.worth[h] as f64;
            let guarded = st.control[h] == side
                && std::iter::once(h as HexIdx)
                    .chain(map.neighbours[h].iter().copied())
                    .filter(|&x| x != NO_HEX)
                    .any(|x| {
                        game.units_at(x)
                            .any(|u| game.scenario.units[u as usize].side == side)
                    });
            if st.control[h] == side && aims.to_enemy[h] <= 2 && !guarded {
                v -= aims.worth[h] as f64;
            }
        }
    }
    let sides = game.rules.sides.len() as SideId;
    for s in 0..sides {
        let sign = if s == side { 1.0 } else { -1.0 };
        let supplied = supply_map(game, st, s);
        for (i, u) in st.units.iter().enumerate() {
            let def = &game.scenario.units[i];
            if def.side != s {
                continue;
            }
            if let UnitStatus::OnMap(h) = u.status {
                v += sign * (def.steps.len() as u32 - u.losses) as f64;
                if !supplied[h as usize] {
                    v -= sign * 0.5;
                }
            }
        }
        // Battles are judged as in the side's own combat phase.
        let Some(combat) = game
            .rules
            .phases
            .iter()
            .position(|p| p.side == s && p.kind == PhaseKind::Combat)
        else {
            continue;
        };
        let g = copy_in_phase(game, combat);
        let aims_s = Aims::new(&g, &g.state, s);
        v += sign * attack_potential(&g, &aims_s, s);
    }
    v
}

/// The attacks `side` could make in `game` (in one of its combat phases): each enemy hex next to
/// its units judged with every unit that may attack it, then the best taken first, each unit
/// counted once.
pub fn attack_potential(game: &Game, aims: &Aims, side: SideId) -> f64 {
    let units: Vec<UnitId> = (0..game.scenario.units.len() as UnitId)
        .filter(|&u| game.scenario.units[u as usize].side == side && game.unit_hex(u).is_some())
        .collect();
    let mut targets = enemy_hexes_next_to(game, &units, side);
    targets.sort_unstable();
    let mut judged: Vec<(f64, Vec<UnitId>)> = Vec::new();
    for t in targets {
        // In unit order, as the battle would be given: with stacks (opposed rolls) the order the
        // attackers come in can change the forecast.
        let attackers: Vec<UnitId> = units
            .iter()
            .copied()
            .filter(|&u| may_attack(game, u, t))
            .collect();
        let value = expected_gain(game, &attackers, t, aims);
        if value > 0.0 {
            judged.push((value, attackers));
        }
    }
    judged.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut used: Vec<UnitId> = Vec::new();
    let mut total = 0.0;
    for (value, attackers) in judged {
        if attackers.iter().all(|u| !used.contains(u)) {
            total += value;
            used.extend(attackers);
        }
    }
    total
}
