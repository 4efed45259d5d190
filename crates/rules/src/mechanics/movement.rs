//! Movement: the cost of each step (terrain by movement class, hexsides, features, weather), the
//! stops (enemy ZOC, must-stop terrain), the always-one-hex rule, stacking at the end, and rail
//! movement over friendly rail hexes. `reach` is one Dijkstra over movement points; `do_move`
//! checks a given path step by step with the same step function (mechanics::step), so both
//! agree. The enemy's zones of control and the occupancy are a side's `SideTables`, kept on the
//! thread and brought up to date after the side's own moves (`SideTables::shared`), so every
//! unit judged in one position, and the next move's check, share them.

use crate::data::ruleset::{Cost, PhaseKind, UnitFilter};
use crate::mechanics::class_costs::ClassCosts;
use crate::model::map::HexIdx;
use crate::model::tables::{SideId, UnitId};
use crate::query::zoc::{SideTables, TablesRef};
use crate::state::Setup;
use crate::state::command::{RuleError, StopReason, side_name};
use crate::state::{State, UnitState, UnitStatus};
use std::rc::Rc;

/// Stop codes kept per hex during a search.
pub(crate) const STOP_NONE: u8 = 0;
pub(crate) const STOP_ZOC: u8 = 1;
pub(crate) const STOP_TERRAIN: u8 = 2;
pub(crate) const STOP_ONE_HEX: u8 = 3;
pub(crate) const STOP_CROSSING: u8 = 4;

/// The always-one-hex rule, for a step that costs more than the unit has left (`stop`: the
/// step's own stop code): the move's first step over the ground ends the move there (with the
/// step's stop, or `STOP_ONE_HEX`); any other step is refused (`None`). Every search asks it.
#[inline]
pub(crate) fn over_allowance(stop: u8, first_ground_step: bool) -> Option<u8> {
    match (first_ground_step, stop) {
        (false, _) => None,
        (true, STOP_NONE) => Some(STOP_ONE_HEX),
        (true, stop) => Some(stop),
    }
}

/// Why a unit may not move now, before any search (words: `Mover::refusal`).
#[derive(Debug, Clone, Copy)]
enum Cannot {
    NoSuchUnit,
    NotOnMap,
    NotYours,
    /// Only units with the phase's tags move now.
    OnlyTagged,
    /// Units with the phase's tags do not move now.
    Untagged,
    NoMovePhase,
    /// Another formation is acting (activation games).
    NotActing,
    Moved,
    /// Carries this unit marker (index), which holds it in place.
    Marked(usize),
    /// The scenario fixes it in its hex through this turn (`fixed_until`).
    Fixed(u32),
}

/// Everything needed to judge one unit's moves this phase.
pub struct Mover<'g> {
    pub(crate) setup: &'g Setup,
    /// The state the move is judged in.
    pub(crate) st: &'g State,
    /// The unit that moves.
    pub unit: UnitId,
    /// Its side.
    pub side: SideId,
    pub(crate) class: usize,
    /// The hex it starts from.
    pub start: HexIdx,
    /// Its movement points this phase (weather and supply applied; hexes for a rail move), in
    /// 1/scale of a point (`Road::scale`).
    pub allowance: u32,
    /// It moves by rail (a rail phase).
    pub rail: bool,
    pub(crate) weather_extra: u32,
    /// What each terrain, hexside type and feature costs this unit's class now, and which
    /// crossings are a whole move (the thread's, shared with every mover of the class now).
    pub(crate) costs: Rc<ClassCosts>,
    /// The enemy's zones of control and the occupancy, the side's shared ones or the mover's own.
    pub(crate) tables: TablesRef<'g>,
    pub(crate) my_points: u32,
    /// The side's stacking limit in points.
    pub(crate) limit: u32,
    /// Whether stacking is counted in points alone (no stack rules).
    pub(crate) points_only: bool,
    /// Points are counted in 1/scale of a movement point (roads at half a point: 2).
    pub scale: u32,
    /// Cost of a road hex in 1/scale points (0: roads change nothing for this class).
    pub(crate) road_cost: u32,
    /// Extra allowance (1/scale points) for a move along the road all the way.
    pub road_bonus: u32,
}

impl<'g> Mover<'g> {
    /// The unit may move now in `st`, or why not.
    pub fn new(setup: &'g Setup, st: &'g State, unit: UnitId) -> Result<Self, RuleError> {
        Self::build(setup, st, unit, None, false)
    }

    /// A unit of either side moving out of its turn (a reaction's withdrawal): its ordinary
    /// move, whatever the phase, its marks or whose phase it is.
    pub fn reacting(setup: &'g Setup, st: &'g State, unit: UnitId) -> Result<Self, RuleError> {
        Self::build(setup, st, unit, None, true)
    }

    /// `new` with the side's tables for `st` given by the caller (`SideTables::new(setup, st,
    /// side)`) instead of the thread's shared ones (the movement bench measures both). Tables of
    /// another side are not used (the mover takes the shared ones).
    pub fn with_tables(
        setup: &'g Setup,
        st: &'g State,
        unit: UnitId,
        tables: &'g SideTables,
    ) -> Result<Self, RuleError> {
        Self::build(setup, st, unit, Some(tables), false)
    }

    /// Whether the unit may be given a move now at all (its phase, its status and marks), with
    /// no words: what a computer player asks of every unit before searching.
    pub fn may_move(setup: &Setup, st: &State, unit: UnitId) -> bool {
        Self::first_check(setup, st, unit).is_ok()
    }

    /// The checks before any search: the unit's hex and whether this is a rail move, or why it
    /// may not move (a code; `refusal` puts it in words).
    fn first_check(setup: &Setup, st: &State, unit: UnitId) -> Result<(HexIdx, bool), Cannot> {
        let rules = &setup.rules;
        let us = st.units.get(unit as usize).ok_or(Cannot::NoSuchUnit)?;
        let def = &setup.scenario.units[unit as usize];
        let UnitStatus::OnMap(start) = us.status() else {
            return Err(Cannot::NotOnMap);
        };
        let phase = &rules.phases[st.phase];
        if def.side != phase.side {
            return Err(Cannot::NotYours);
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
                    return Err(Cannot::OnlyTagged);
                }
                false
            }
            PhaseKind::Movement {
                units: UnitFilter::Untagged(tags),
            } => {
                if tags.iter().any(|t| ut.has_tag(t)) {
                    return Err(Cannot::Untagged);
                }
                false
            }
            PhaseKind::Rail => true,
            _ => return Err(Cannot::NoMovePhase),
        };
        if !crate::mechanics::activation::may_act(setup, st, unit) {
            return Err(Cannot::NotActing);
        }
        if us.has(rules.roles.moved) {
            return Err(Cannot::Moved);
        }
        let held = us.marks & rules.duties.no_move_marks;
        if held != 0 {
            return Err(Cannot::Marked(held.trailing_zeros() as usize));
        }
        if st.turn <= def.fixed_until {
            return Err(Cannot::Fixed(def.fixed_until));
        }
        Ok((start, rail))
    }

    /// `first_check`'s refusal in words.
    fn refusal(setup: &Setup, st: &State, unit: UnitId, why: Cannot) -> RuleError {
        let rules = &setup.rules;
        let name = || setup.unit_name(unit);
        let phase = &rules.phases[st.phase];
        let tags = match &phase.kind {
            PhaseKind::Movement {
                units: UnitFilter::Tagged(t) | UnitFilter::Untagged(t),
            } => t.join("/"),
            _ => String::new(),
        };
        let cannot = |why: String| RuleError::CannotMoveThisPhase {
            unit: name(),
            phase: phase.name.clone(),
            why,
        };
        match why {
            Cannot::NoSuchUnit => RuleError::NoSuchUnit(unit),
            Cannot::NotOnMap => RuleError::NotOnMap { unit: name() },
            Cannot::NotYours => RuleError::NotYourUnit {
                unit: name(),
                owner: side_name(rules, setup.scenario.units[unit as usize].side),
                phasing: phase.name.clone(),
            },
            Cannot::OnlyTagged => cannot(format!(": only {tags} units move now")),
            Cannot::Untagged => cannot(format!(": {tags} units do not move now")),
            Cannot::NoMovePhase => cannot(String::new()),
            Cannot::NotActing => crate::mechanics::activation::acting_problem(setup, st, unit)
                .expect("first_check found one"),
            Cannot::Moved => RuleError::AlreadyMoved { unit: name() },
            Cannot::Marked(m) => RuleError::MarkedCannotMove {
                unit: name(),
                marker: rules.unit_markers[m].name.clone(),
            },
            Cannot::Fixed(turn) => cannot(format!(
                ": it holds its hex through turn {turn} (the scenario fixes it there)"
            )),
        }
    }

    fn build(
        setup: &'g Setup,
        st: &'g State,
        unit: UnitId,
        tables: Option<&'g SideTables>,
        reacting: bool,
    ) -> Result<Self, RuleError> {
        let rules = &setup.rules;
        let (start, rail) = match st.units.get(unit as usize).map(UnitState::status) {
            Some(UnitStatus::OnMap(h)) if reacting => (h, false),
            _ => {
                Self::first_check(setup, st, unit).map_err(|c| Self::refusal(setup, st, unit, c))?
            }
        };
        let us = &st.units[unit as usize];
        let def = &setup.scenario.units[unit as usize];
        let ut = &rules.unit_types[def.unit_type as usize];
        let phase = &rules.phases[st.phase];
        let name = || setup.unit_name(unit);
        let tables = match tables {
            Some(t) if t.side == def.side => TablesRef::Borrowed(t),
            _ => TablesRef::Shared(SideTables::shared(setup, st, def.side)),
        };
        if !rules.zoc.may_leave && tables.zoc[start as usize] {
            return Err(RuleError::CannotMoveThisPhase {
                unit: name(),
                phase: phase.name.clone(),
                why: ": it starts in an enemy ZOC".into(),
            });
        }
        if rail
            && rules.rail.must_start_on_rail
            && (!setup.scenario.map.is_rail(start) || st.phase_control[start as usize] != def.side)
        {
            return Err(RuleError::NotOnFriendlyRail {
                unit: name(),
                side: side_name(rules, def.side),
            });
        }
        let weather = st.weather.map(|w| &rules.weather[w as usize]);
        let mut allowance = setup.factors(st, unit).movement;
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
        let costs = ClassCosts::now(setup, st, class);
        let scale = costs.scale;
        allowance = allowance.saturating_mul(scale);
        Ok(Mover {
            scale,
            road_cost: costs.road_cost,
            costs,
            tables,
            road_bonus: if rail {
                0
            } else {
                road.bonus_mp.get(class).copied().unwrap_or(0) * scale
            },
            setup,
            unit,
            side: def.side,
            class: ut.class as usize,
            start,
            allowance,
            rail,
            weather_extra: weather.map_or(0, |w| w.extra_cost_per_hex) * scale,
            st,
            my_points: ut.stack_points,
            limit: rules.stacking[def.side as usize],
            points_only: rules.stack_rules.is_empty(),
        })
    }

    pub(crate) fn stop_reason(&self, code: u8, hex: HexIdx) -> Option<StopReason> {
        let rules = &self.setup.rules;
        match code {
            STOP_ZOC => Some(StopReason::EnemyZoc),
            STOP_TERRAIN => {
                let t = &rules.terrain[self.setup.scenario.map.terrain[hex as usize] as usize];
                Some(StopReason::Terrain(t.name.clone()))
            }
            STOP_ONE_HEX => Some(StopReason::OneHexRule),
            STOP_CROSSING => Some(StopReason::Terrain("a whole-move crossing".into())),
            _ => None,
        }
    }

    /// The stacking points in `hex` with this unit there, and the side's limit.
    fn points_there(&self, hex: HexIdx) -> (u32, u32) {
        let mut have = self.tables.occ[hex as usize].map_or(0, |(_, p)| p);
        if hex == self.start {
            have -= self.my_points;
        }
        (have + self.my_points, self.limit)
    }

    /// `can_end` without the words, for the search's every hex.
    pub(crate) fn may_end(&self, hex: HexIdx) -> bool {
        if !self.points_only {
            return self.can_end(hex).is_ok();
        }
        let (have, limit) = self.points_there(hex);
        let t = self.setup.scenario.map.terrain[hex as usize] as usize;
        have <= limit
            && (self.costs.terrain_cost[t] != Cost::Prohibited
                || (self.road_cost > 0 && self.setup.scenario.map.road_dirs[hex as usize] != 0))
    }

    /// May the unit end its move in `hex`? (Stacking; terrain it may stand on.)
    pub(crate) fn can_end(&self, hex: HexIdx) -> Result<(), RuleError> {
        let g = self.setup;
        let (have, limit) = self.points_there(hex);
        if have > limit {
            return Err(RuleError::Overstacked {
                unit: g.unit_name(self.unit),
                hex: g.label(hex),
                have,
                limit,
            });
        }
        if !g.rules.stack_rules.is_empty() {
            use crate::query::stacking::{stack_after, stack_problem};
            let units = stack_after(self.st, hex, Some(self.unit), &[self.unit]);
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
        if self.costs.terrain_cost[t] == Cost::Prohibited && !road_hex {
            return Err(RuleError::ProhibitedTerrain {
                hex: g.label(hex),
                terrain: ter.name.to_lowercase(),
                class: g.rules.classes[self.class].name.clone(),
            });
        }
        Ok(())
    }
}
