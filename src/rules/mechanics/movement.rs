//! Movement: the cost of each step (terrain by movement class, hexsides, features, weather), the
//! stops (enemy ZOC, must-stop terrain), the always-one-hex rule, stacking at the end, and rail
//! movement over friendly rail hexes. `reach` is one Dijkstra over movement points; `do_move`
//! checks a given path step by step with the same `step` function (mechanics::path), so both
//! agree.

use crate::rules::data::ruleset::{Cost, PhaseKind, UnitFilter};
use crate::rules::engine::command::{RuleError, StopReason, side_name};
use crate::rules::engine::game::{Game, State, UnitStatus};
use crate::rules::model::map::{HexIdx, NONE8};
use crate::rules::model::tables::{SideId, UnitId};
use crate::rules::query::zoc::{enemy_zoc_in, occupancy_in};

pub use crate::rules::mechanics::reach::Reach;

/// Stop codes kept per hex during a search.
pub(crate) const STOP_NONE: u8 = 0;
pub(crate) const STOP_ZOC: u8 = 1;
pub(crate) const STOP_TERRAIN: u8 = 2;
pub(crate) const STOP_ONE_HEX: u8 = 3;
pub(crate) const STOP_CROSSING: u8 = 4;

/// Everything needed to judge one unit's moves this phase.
pub struct Mover<'g> {
    pub(crate) game: &'g Game,
    /// The state the move is judged in.
    st: &'g State,
    pub unit: UnitId,
    pub side: SideId,
    pub(crate) class: usize,
    pub start: HexIdx,
    pub allowance: u32,
    pub rail: bool,
    weather_extra: u32,
    /// Cost of each terrain and extra cost of each hexside type for this unit's class now (cost
    /// changes in force applied).
    terrain_cost: Vec<Cost>,
    hexside_extra: Vec<u32>,
    zoc: Vec<bool>,
    occ: Vec<Option<(SideId, u32)>>,
    my_points: u32,
    /// Points are counted in 1/scale of a movement point (roads at half a point: 2).
    pub scale: u32,
    /// Cost of a road hex in 1/scale points (0: roads change nothing for this class).
    road_cost: u32,
    /// Extra allowance (1/scale points) for a move along the road all the way.
    pub road_bonus: u32,
    /// Per hexside type: is crossing it a whole move now?
    whole_move: Vec<bool>,
}

impl<'g> Mover<'g> {
    /// The unit may move now, or why not.
    pub fn new(game: &'g Game, unit: UnitId) -> Result<Self, RuleError> {
        Self::new_in(game, &game.state, unit)
    }

    /// `new` in a state being changed: the mover reads that state, never `game.state`.
    pub fn new_in(game: &'g Game, st: &'g State, unit: UnitId) -> Result<Self, RuleError> {
        let rules = &game.rules;
        let us = st
            .units
            .get(unit as usize)
            .ok_or(RuleError::NoSuchUnit(unit))?;
        let def = &game.scenario.units[unit as usize];
        let name = game.unit_name(unit);
        let UnitStatus::OnMap(start) = us.status else {
            return Err(RuleError::NotOnMap { unit: name });
        };
        let phase = &rules.phases[st.phase];
        if def.side != phase.side {
            return Err(RuleError::NotYourUnit {
                unit: name,
                owner: side_name(rules, def.side),
                phasing: phase.name.clone(),
            });
        }
        let ut = &rules.unit_types[def.unit_type as usize];
        let rail = match &phase.kind {
            PhaseKind::Movement {
                units: UnitFilter::All,
            } => false,
            PhaseKind::Movement {
                units: UnitFilter::Tagged(tags),
            } => {
                if !tags.iter().any(|t| ut.has_tag(t)) {
                    return Err(RuleError::CannotMoveThisPhase {
                        unit: name,
                        phase: phase.name.clone(),
                        why: format!(": only {} units move now", tags.join("/")),
                    });
                }
                false
            }
            PhaseKind::Movement {
                units: UnitFilter::Untagged(tags),
            } => {
                if tags.iter().any(|t| ut.has_tag(t)) {
                    return Err(RuleError::CannotMoveThisPhase {
                        unit: name,
                        phase: phase.name.clone(),
                        why: format!(": {} units do not move now", tags.join("/")),
                    });
                }
                false
            }
            PhaseKind::Rail => true,
            _ => {
                return Err(RuleError::CannotMoveThisPhase {
                    unit: name,
                    phase: phase.name.clone(),
                    why: String::new(),
                });
            }
        };
        if let Some(e) = crate::rules::mechanics::activation::acting_problem(game, st, unit) {
            return Err(e);
        }
        if us.has(rules.roles.moved) {
            return Err(RuleError::AlreadyMoved { unit: name });
        }
        let held = us.marks & rules.duties.no_move_marks;
        if held != 0 {
            let m = held.trailing_zeros() as usize;
            return Err(RuleError::MarkedCannotMove {
                unit: name,
                marker: rules.unit_markers[m].name.clone(),
            });
        }
        let zoc = enemy_zoc_in(game, st, def.side);
        if !rules.zoc.may_leave && zoc[start as usize] {
            return Err(RuleError::CannotMoveThisPhase {
                unit: name,
                phase: phase.name.clone(),
                why: ": it starts in an enemy ZOC".into(),
            });
        }
        if rail
            && rules.rail.must_start_on_rail
            && (!game.scenario.map.is_rail(start) || st.phase_control[start as usize] != def.side)
        {
            return Err(RuleError::NotOnFriendlyRail {
                unit: name,
                side: side_name(rules, def.side),
            });
        }
        let weather = st.weather.map(|w| &rules.weather[w as usize]);
        let mut allowance = game.factors(unit).movement;
        if let Some(w) = weather {
            allowance /= w.movement_divisor;
        }
        if us.out_of_supply {
            allowance /= rules.supply.movement_divisor.max(1);
        }
        if rail {
            allowance = rules.rail.max_hexes.unwrap_or(u32::MAX);
        }
        let class = ut.class as usize;
        let road = &rules.duties.road;
        let scale = road.scale.max(1);
        allowance = allowance.saturating_mul(scale);
        let mut terrain_cost: Vec<Cost> = rules.terrain.iter().map(|t| t.cost[class]).collect();
        let mut hexside_extra: Vec<u32> = rules
            .hexsides
            .iter()
            .map(|h| h.class_extra[class])
            .collect();
        for ch in &rules.cost_changes {
            if crate::rules::query::condition::holds_now(game, st, &ch.when) {
                for &(t, k, c) in &ch.terrain {
                    if k == class {
                        terrain_cost[t] = c;
                    }
                }
                for &(h, k, c) in &ch.hexsides {
                    if k == class {
                        hexside_extra[h] = c;
                    }
                }
            }
        }
        let whole_move = rules
            .duties
            .whole_move
            .iter()
            .map(|w| {
                w.as_ref()
                    .is_some_and(|c| crate::rules::query::condition::holds_now(game, st, c))
            })
            .collect();
        Ok(Mover {
            scale,
            road_cost: match road.hexes_per_mp.get(class) {
                Some(&k) if k > 0 => scale / k,
                _ => 0,
            },
            road_bonus: if rail {
                0
            } else {
                road.bonus_mp.get(class).copied().unwrap_or(0) * scale
            },
            whole_move,
            terrain_cost,
            hexside_extra,
            game,
            unit,
            side: def.side,
            class: ut.class as usize,
            start,
            allowance,
            rail,
            weather_extra: weather.map_or(0, |w| w.extra_cost_per_hex) * scale,
            zoc,
            occ: occupancy_in(game, st),
            st,
            my_points: ut.stack_points,
        })
    }

    /// Cost of stepping from `from` into its neighbour `to`, and whether the unit must stop there.
    /// `crossed` counts this move's crossings of limited hexsides, per hexside type.
    pub(crate) fn step(
        &self,
        from: HexIdx,
        to: HexIdx,
        crossed: &[u32],
    ) -> Result<(u32, u8), RuleError> {
        let g = self.game;
        let map = &g.scenario.map;
        let rules = &g.rules;
        let label = |h| map.label(h);
        if let Some((s, _)) = self.occ[to as usize]
            && s != self.side
        {
            let unit = g
                .units_at_in(self.st, to)
                .next()
                .map(|u| g.unit_name(u))
                .unwrap_or_default();
            return Err(RuleError::EnemyOccupied {
                hex: label(to),
                unit,
            });
        }
        let stop = if self.zoc[to as usize] && self.game.rules.zoc.stop_on_entry {
            STOP_ZOC
        } else {
            STOP_NONE
        };
        if self.rail {
            if !map.rail_neighbours(from).any(|n| n == to) {
                return Err(RuleError::NoRailLink {
                    from: label(from),
                    to: label(to),
                });
            }
            if self.st.phase_control[to as usize] != self.side {
                return Err(RuleError::RailNotFriendly {
                    hex: label(to),
                    side: side_name(rules, self.side),
                });
            }
            return Ok((self.scale, stop));
        }
        let Some(dir) = map.direction(from, to) else {
            return Err(RuleError::NotAdjacent {
                from: label(from),
                to: label(to),
            });
        };
        let ter = &rules.terrain[map.terrain[to as usize] as usize];
        let class_name = || rules.classes[self.class].name.clone();
        // A road this class uses replaces the terrain's cost, even terrain it may not enter off
        // the road (tanks into swamp).
        let on_road = self.road_cost > 0 && map.road_between(from, to);
        let terrain_cost = match self.terrain_cost[map.terrain[to as usize] as usize] {
            Cost::Prohibited if on_road => Cost::Mp(1),
            c => c,
        };
        let (mut cost, mut stop) = match terrain_cost {
            Cost::Mp(c) => (c * self.scale, stop),
            Cost::Stop => (
                self.scale,
                if stop == STOP_NONE {
                    STOP_TERRAIN
                } else {
                    stop
                },
            ),
            Cost::Prohibited => {
                return Err(RuleError::ProhibitedTerrain {
                    hex: label(to),
                    terrain: ter.name.to_lowercase(),
                    class: class_name(),
                });
            }
        };
        let feats = map.features[to as usize];
        if feats != 0 {
            for (i, f) in rules.features.iter().enumerate() {
                if feats & (1 << i) != 0 {
                    cost += f.extra_cost * self.scale;
                }
            }
        }
        let kind = map.hexsides[from as usize][dir];
        // A feature that negates this hexside type (a town's rivers) makes it no hexside at all.
        if kind != NONE8 && g.effective_hexside(from, to).is_some() {
            let hs = &rules.hexsides[kind as usize];
            let refuse = |why: String| RuleError::ProhibitedHexside {
                from: label(from),
                to: label(to),
                hexside: hs.name.to_lowercase(),
                why,
            };
            if hs.prohibited {
                return Err(refuse("no unit may cross it".into()));
            }
            if hs.rail_only {
                return Err(refuse("only rail movement may cross it".into()));
            }
            if hs.prohibited_for[self.class] {
                return Err(refuse(format!("{} may not cross it", class_name())));
            }
            if let Some(limit) = hs.crossings_per_side_per_turn {
                let used =
                    self.st.crossings[self.side as usize][kind as usize] + crossed[kind as usize];
                if used >= limit {
                    return Err(refuse(format!(
                        "only {limit} unit(s) per side may cross it each turn, already used"
                    )));
                }
            }
            if self.whole_move[kind as usize] {
                if from != self.start {
                    return Err(refuse(
                        "crossing it is a unit's whole move, only from where it starts".into(),
                    ));
                }
                if stop == STOP_NONE {
                    stop = STOP_CROSSING;
                }
            }
            cost += self.hexside_extra[kind as usize] * self.scale;
        }
        // A hex marker with a cost (fieldworks) replaces the terrain's and hexside's costs.
        for &(h, m, owner) in &self.st.hex_markers {
            let mk = &rules.hex_markers[m as usize];
            let fixed = if owner == self.side {
                mk.friendly_cost
            } else {
                mk.enemy_cost
            };
            if h == to
                && let Some(c) = fixed
            {
                cost = c * self.scale;
            }
        }
        // A road replaces the terrain's and hexside's costs for the classes it speeds.
        if on_road {
            cost = self.road_cost;
        }
        cost += self.weather_extra;
        Ok((cost, stop))
    }

    pub(crate) fn stop_reason(&self, code: u8, hex: HexIdx) -> Option<StopReason> {
        let rules = &self.game.rules;
        match code {
            STOP_ZOC => Some(StopReason::EnemyZoc),
            STOP_TERRAIN => {
                let t = &rules.terrain[self.game.scenario.map.terrain[hex as usize] as usize];
                Some(StopReason::Terrain(t.name.clone()))
            }
            STOP_ONE_HEX => Some(StopReason::OneHexRule),
            STOP_CROSSING => Some(StopReason::Terrain("a whole-move crossing".into())),
            _ => None,
        }
    }

    /// May the unit end its move in `hex`? (Stacking; terrain it may stand on.)
    pub(crate) fn can_end(&self, hex: HexIdx) -> Result<(), RuleError> {
        let g = self.game;
        let mut have = self.occ[hex as usize].map_or(0, |(_, p)| p);
        if hex == self.start {
            have -= self.my_points;
        }
        let limit = g.rules.stacking[self.side as usize];
        if have + self.my_points > limit {
            return Err(RuleError::Overstacked {
                unit: g.unit_name(self.unit),
                hex: g.label(hex),
                have: have + self.my_points,
                limit,
            });
        }
        if !g.rules.stack_rules.is_empty() {
            use crate::rules::query::stacking::{stack_after, stack_problem};
            let units = stack_after(g, self.st, hex, Some(self.unit), &[self.unit]);
            if let Some(why) = stack_problem(g, self.st, hex, &units) {
                return Err(RuleError::StackRule {
                    unit: g.unit_name(self.unit),
                    why,
                });
            }
        }
        let ter = &g.rules.terrain[g.scenario.map.terrain[hex as usize] as usize];
        let road_hex = self.road_cost > 0 && g.scenario.map.road_dirs[hex as usize] != 0;
        let t = g.scenario.map.terrain[hex as usize] as usize;
        if self.terrain_cost[t] == Cost::Prohibited && !road_hex {
            return Err(RuleError::ProhibitedTerrain {
                hex: g.label(hex),
                terrain: ter.name.to_lowercase(),
                class: g.rules.classes[self.class].name.clone(),
            });
        }
        Ok(())
    }
}
