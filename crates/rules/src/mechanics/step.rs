//! One step of a move as both the search and the path check take it: its cost in 1/scale points
//! and whether the unit must stop there, or a `Refusal`. A refusal is a small code, so the search
//! (thousands of steps for one unit) builds no words; `Mover::step` puts it in words for a path a
//! player gave.

use crate::data::ruleset::Cost;
use crate::mechanics::class_costs::{HexsideRefusal, STEP_UNKNOWN};
use crate::mechanics::movement::{Mover, STOP_CROSSING, STOP_NONE, STOP_TERRAIN, STOP_ZOC};
use crate::model::map::{HexIdx, NONE8};
use crate::state::command::{RuleError, side_name};

/// Why a step may not be taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    EnemyOccupied,
    /// A rail move along no rail line (the search only follows rail lines).
    NoRailLink,
    RailNotFriendly,
    Terrain,
    /// A hexside of this type (index) may not be crossed.
    Hexside(u8, HexsideRefusal),
}

/// What the map and a class's costs alone decide of a step: its cost before hex markers, roads
/// and weather, whether its terrain stops the unit, whether it goes along a road this class
/// uses, and the hexside type crossed if crossing it has a limit or may be a whole move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Base {
    cost: u32,
    terrain_stop: bool,
    on_road: bool,
    /// The hexside type whose crossings are counted or may be a whole move (`NONE8`: none).
    counted: u8,
}

// `ClassCosts::steps` holds a step's `Base` in 16 bits (12 for the cost, then the terrain-stop,
// road and counted-hexside bits: the hexside type is the map's) or that the map refuses it
// (the top bit; the reason is worked out again when one is wanted).
pub(crate) const REFUSED: u16 = 1 << 15;
pub(crate) const TERRAIN_STOP: u16 = 1 << 12;
pub(crate) const ON_ROAD: u16 = 1 << 13;
pub(crate) const COUNTED: u16 = 1 << 14;

impl Base {
    /// The base in 16 bits; none if its cost does not fit in 12.
    fn code(self) -> Option<u16> {
        (self.cost < 1 << 12).then_some({
            self.cost as u16
                | if self.terrain_stop { TERRAIN_STOP } else { 0 }
                | if self.on_road { ON_ROAD } else { 0 }
                | if self.counted == NONE8 { 0 } else { COUNTED }
        })
    }

    /// The base a code says, its counted hexside type `kind` (the map's, when `COUNTED`).
    fn from_code(c: u16, kind: u8) -> Self {
        Base {
            cost: (c & 0xfff) as u32,
            terrain_stop: c & TERRAIN_STOP != 0,
            on_road: c & ON_ROAD != 0,
            counted: kind,
        }
    }
}

impl Mover<'_> {
    /// Cost of stepping from `from` into `to`, its neighbour in direction `dir` (any value for a
    /// rail move, which follows rail lines only), and whether the unit must stop there. `crossed`
    /// counts this move's crossings of limited hexsides, per hexside type.
    // Inlined into the search's one call site (its rare cases are `step_rest`'s): measured, 10
    // random Typhoon games take 4% fewer instructions, Barbarossa games ~10% less time.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(crate) fn step_code(
        &self,
        from: HexIdx,
        to: HexIdx,
        dir: usize,
        crossed: &[u32],
    ) -> Result<(u32, u8), Refusal> {
        let g = self.setup;
        let rules = &g.rules;
        if let Some((s, _)) = self.tables.occ[to as usize]
            && s != self.side
        {
            return Err(Refusal::EnemyOccupied);
        }
        let mut stop = if self.tables.zoc[to as usize] && rules.zoc.stop_on_entry {
            STOP_ZOC
        } else {
            STOP_NONE
        };
        if self.rail {
            if self.st.phase_control[to as usize] != self.side {
                return Err(Refusal::RailNotFriendly);
            }
            return Ok((self.scale, stop));
        }
        // The usual step, its base kept, no hexside counted, no hex marker in the hex entered:
        // what the search takes most (no call, no `Base`); anything else below.
        if let Some(steps) = &self.costs.steps
            && (self.st.hex_markers.is_empty()
                || self.st.hex_markers.iter().all(|&(h, _, _)| h != to))
        {
            let c = steps[from as usize * 6 + dir].get();
            if c & (REFUSED | COUNTED) == 0 && c != STEP_UNKNOWN {
                debug_assert_eq!(
                    Ok(Base::from_code(c, NONE8)),
                    self.work_out_base(from, to, dir),
                    "a kept step"
                );
                if c & TERRAIN_STOP != 0 && stop == STOP_NONE {
                    stop = STOP_TERRAIN;
                }
                let cost = if c & ON_ROAD != 0 {
                    self.road_cost
                } else {
                    u32::from(c & 0xfff)
                };
                return Ok((cost + self.weather_extra, stop));
            }
        }
        self.step_rest(from, to, dir, crossed, stop)
    }

    /// `step_code` past the occupant, zone of control and rail checks, for any step.
    #[inline(never)]
    fn step_rest(
        &self,
        from: HexIdx,
        to: HexIdx,
        dir: usize,
        crossed: &[u32],
        mut stop: u8,
    ) -> Result<(u32, u8), Refusal> {
        let rules = &self.setup.rules;
        let base = self.base(from, to, dir)?;
        let mut cost = base.cost;
        if base.terrain_stop && stop == STOP_NONE {
            stop = STOP_TERRAIN;
        }
        let k = base.counted as usize;
        if base.counted != NONE8 {
            if let Some(limit) = rules.hexsides[k].crossings_per_side_per_turn
                && self.st.crossings[self.side as usize][k] + crossed[k] >= limit
            {
                return Err(Refusal::Hexside(base.counted, HexsideRefusal::Limit(limit)));
            }
            if self.costs.whole_move[k] {
                if from != self.start {
                    return Err(Refusal::Hexside(base.counted, HexsideRefusal::WholeMove));
                }
                if stop == STOP_NONE {
                    stop = STOP_CROSSING;
                }
            }
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
        if base.on_road {
            cost = self.road_cost;
        }
        cost += self.weather_extra;
        Ok((cost, stop))
    }

    /// The step's `Base`, or the refusal the map and the class's costs make: kept with the
    /// costs after the first time it is asked (a search asks each hexside of its area, and the
    /// computer players search thousands of times a game).
    #[inline]
    fn base(&self, from: HexIdx, to: HexIdx, dir: usize) -> Result<Base, Refusal> {
        let Some(steps) = &self.costs.steps else {
            return self.work_out_base(from, to, dir);
        };
        let cell = &steps[from as usize * 6 + dir];
        let c = cell.get();
        if c == STEP_UNKNOWN {
            let b = self.work_out_base(from, to, dir);
            let code = match b {
                Ok(b) => b.code(),
                Err(_) => Some(REFUSED),
            };
            if let Some(code) = code {
                cell.set(code);
            }
            return b;
        }
        if c & REFUSED != 0 {
            // (Refused steps are few: the reason is worked out again.)
            return self.work_out_base(from, to, dir);
        }
        let kind = if c & COUNTED != 0 {
            self.setup.scenario.map.hexsides[from as usize][dir]
        } else {
            NONE8
        };
        let base = Base::from_code(c, kind);
        debug_assert_eq!(Ok(base), self.work_out_base(from, to, dir), "a kept step");
        Ok(base)
    }

    /// `base` worked out from the map and the class's costs.
    fn work_out_base(&self, from: HexIdx, to: HexIdx, dir: usize) -> Result<Base, Refusal> {
        let map = &self.setup.scenario.map;
        let rules = &self.setup.rules;
        let t = map.terrain[to as usize] as usize;
        // A road this class uses replaces the terrain's cost, even terrain it may not enter off
        // the road (tanks into swamp).
        let on_road = self.road_cost > 0 && map.road_dirs[from as usize] & (1 << dir) != 0;
        let terrain_cost = match self.costs.terrain_cost[t] {
            Cost::Prohibited if on_road => Cost::Mp(1),
            c => c,
        };
        let (mut cost, terrain_stop) = match terrain_cost {
            Cost::Mp(c) => (c * self.scale, false),
            Cost::Stop => (self.scale, true),
            Cost::Prohibited => return Err(Refusal::Terrain),
        };
        let mut feats = map.features[to as usize];
        while feats != 0 {
            cost += self.costs.feature_extra[feats.trailing_zeros() as usize];
            feats &= feats - 1;
        }
        let kind = map.hexsides[from as usize][dir];
        let mut counted = NONE8;
        // A feature that negates this hexside type (a town's rivers) makes it no hexside at all.
        if kind != NONE8
            && (map.features[from as usize] | map.features[to as usize])
                & self.costs.hexside_negators[kind as usize]
                == 0
        {
            let k = kind as usize;
            if let Some(why) = self.costs.hexside_refusal[k] {
                return Err(Refusal::Hexside(kind, why));
            }
            if rules.hexsides[k].crossings_per_side_per_turn.is_some() || self.costs.whole_move[k] {
                counted = kind;
            }
            cost += self.costs.hexside_extra[k] * self.scale;
        }
        Ok(Base {
            cost,
            terrain_stop,
            on_road,
            counted,
        })
    }

    /// Cost of stepping from `from` into its neighbour `to`, and whether the unit must stop there;
    /// a refusal in words.
    pub(crate) fn step(
        &self,
        from: HexIdx,
        to: HexIdx,
        crossed: &[u32],
    ) -> Result<(u32, u8), RuleError> {
        let map = &self.setup.scenario.map;
        let words = |r| self.refusal_words(r, from, to);
        // An enemy-held hex is refused first, as before any other check.
        let enemy = matches!(self.tables.occ[to as usize], Some((s, _)) if s != self.side);
        if enemy {
            return Err(words(Refusal::EnemyOccupied));
        }
        let dir = if self.rail {
            if !map.rail_neighbours(from).any(|n| n == to) {
                return Err(words(Refusal::NoRailLink));
            }
            0
        } else {
            map.direction(from, to)
                .ok_or_else(|| RuleError::NotAdjacent {
                    from: map.label(from),
                    to: map.label(to),
                })?
        };
        self.step_code(from, to, dir, crossed).map_err(words)
    }

    /// A refusal as the player reads it.
    fn refusal_words(&self, r: Refusal, from: HexIdx, to: HexIdx) -> RuleError {
        let g = self.setup;
        let map = &g.scenario.map;
        let rules = &g.rules;
        let label = |h| map.label(h);
        let class_name = || rules.classes[self.class].name.clone();
        match r {
            Refusal::EnemyOccupied => RuleError::EnemyOccupied {
                hex: label(to),
                unit: self
                    .st
                    .units_at(to)
                    .next()
                    .map(|u| g.unit_name(u))
                    .unwrap_or_default(),
            },
            Refusal::NoRailLink => RuleError::NoRailLink {
                from: label(from),
                to: label(to),
            },
            Refusal::RailNotFriendly => RuleError::RailNotFriendly {
                hex: label(to),
                side: side_name(rules, self.side),
            },
            Refusal::Terrain => RuleError::ProhibitedTerrain {
                hex: label(to),
                terrain: rules.terrain[map.terrain[to as usize] as usize]
                    .name
                    .to_lowercase(),
                class: class_name(),
            },
            Refusal::Hexside(kind, why) => RuleError::ProhibitedHexside {
                from: label(from),
                to: label(to),
                hexside: rules.hexsides[kind as usize].name.to_lowercase(),
                why: match why {
                    HexsideRefusal::Prohibited => "no unit may cross it".into(),
                    HexsideRefusal::RailOnly => "only rail movement may cross it".into(),
                    HexsideRefusal::Class => format!("{} may not cross it", class_name()),
                    HexsideRefusal::Limit(limit) => format!(
                        "only {} per side may cross it each turn, already used",
                        crate::model::words::counted(limit, "unit", "units")
                    ),
                    HexsideRefusal::WholeMove => {
                        "crossing it is a unit's whole move, only from where it starts".into()
                    }
                },
            },
        }
    }
}
