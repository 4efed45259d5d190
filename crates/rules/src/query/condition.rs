//! Evaluates compiled conditions (`model::condition`) against one battle in one state.

use crate::data::condition::{Factor, Owner, Quant, Who};
use crate::model::condition::{Compiled, SumC, Test, UnitTest};
use crate::model::map::HexIdx;
use crate::model::tables::{Factors, UnitId};
use crate::query::unit_filter::unit_passes;
use crate::state::Setup;
use crate::state::{State, UnitStatus};

/// The units an `Each` picked (by position among attackers or defenders), if the condition has
/// one.
pub type Picked = Option<(Who, Vec<bool>)>;

/// A battle as conditions see it: who attacks, who defends, where, and in which state.
pub struct Battle<'a> {
    /// The ruleset and scenario.
    pub setup: &'a Setup,
    /// The state the battle is judged in.
    pub st: &'a State,
    /// The attacking units.
    pub attackers: &'a [UnitId],
    /// The units in the attacked hex.
    pub defenders: &'a [UnitId],
    /// The attacked hex.
    pub hex: HexIdx,
    /// The hexside type each attacker attacks across (none, or negated by a feature).
    pub across: Vec<Option<u8>>,
    /// The factors each attacker and defender has now.
    pub att_factors: Vec<Factors>,
    /// The factors each defender has now.
    pub def_factors: Vec<Factors>,
    /// Whether every defender is surrounded (no retreat), once asked (several modifiers ask).
    surrounded: std::cell::OnceCell<bool>,
}

impl<'a> Battle<'a> {
    /// The battle of these attackers against these defenders in `hex`, as `st` has them.
    pub fn new(
        setup: &'a Setup,
        st: &'a State,
        attackers: &'a [UnitId],
        defenders: &'a [UnitId],
        hex: HexIdx,
    ) -> Self {
        let across = attackers
            .iter()
            .map(|&a| match st.units[a as usize].status() {
                UnitStatus::OnMap(from) => setup.effective_hexside(from, hex),
                _ => None,
            })
            .collect();
        Battle {
            setup,
            st,
            attackers,
            defenders,
            hex,
            across,
            att_factors: attackers.iter().map(|&a| setup.factors(st, a)).collect(),
            def_factors: defenders.iter().map(|&d| setup.factors(st, d)).collect(),
            surrounded: std::cell::OnceCell::new(),
        }
    }

    fn units(&self, who: Who) -> &'a [UnitId] {
        match who {
            Who::Attackers => self.attackers,
            Who::Defenders => self.defenders,
        }
    }

    /// Does unit number `i` of `who` pass the test?
    pub fn unit_holds(&self, t: &UnitTest, who: Who, i: usize) -> bool {
        let across = match who {
            Who::Attackers => self.across[i],
            Who::Defenders => None,
        };
        unit_passes(self.setup, self.st, t, self.units(who)[i], across)
    }

    fn sum(&self, s: &SumC) -> u32 {
        let factors = match s.who {
            Who::Attackers => &self.att_factors,
            Who::Defenders => &self.def_factors,
        };
        (0..factors.len())
            .filter(|&i| self.unit_holds(&s.units, s.who, i))
            .map(|i| match s.factor {
                Factor::Attack => factors[i].attack,
                Factor::Defense => factors[i].defense,
            })
            .sum()
    }

    /// Whether the battle test holds.
    pub fn test(&self, t: &Test) -> bool {
        let setup = self.setup;
        let rules = &setup.rules;
        let scenario = &setup.scenario;
        match t {
            Test::True => true,
            Test::All(v) => v.iter().all(|x| self.test(x)),
            Test::Any(v) => v.iter().any(|x| self.test(x)),
            Test::Not(x) => !self.test(x),
            Test::Turns(a, b) => {
                let t = setup.rules_turn(self.st.turn);
                (i64::from(*a)..=i64::from(*b)).contains(&t)
            }
            Test::Dates(a, b) => {
                let (slot, year) = scenario.turn_date(rules, self.st.turn);
                let m = year * rules.calendar.len() as u32 + slot as u32;
                (*a..=*b).contains(&m)
            }
            Test::Weather(set) => turn_weather(setup, self.st).is_some_and(|w| set.has(w as usize)),
            Test::Optional(k) => scenario.options.get(*k).copied().unwrap_or(false),
            Test::Choice(k, v) => scenario.choices.get(*k) == Some(v),
            Test::Units(who, q, u) => {
                let n = self.units(*who).len();
                let mut hits = (0..n).map(|i| self.unit_holds(u, *who, i));
                match q {
                    Quant::All | Quant::Each => hits.all(|b| b),
                    Quant::Any => hits.any(|b| b),
                    Quant::None => !hits.any(|b| b),
                }
            }
            Test::Terrain(set) => set.has(scenario.map.terrain[self.hex as usize] as usize),
            Test::Feature(set) => (0..rules.features.len())
                .any(|f| set.has(f) && scenario.map.has_feature(self.hex, f as u8)),
            Test::Marker(m, owner) => {
                let dside = self
                    .defenders
                    .first()
                    .map(|&d| scenario.units[d as usize].side);
                self.st.hex_markers.iter().any(|&(h, k, s)| {
                    h == self.hex
                        && k as usize == *m
                        && match owner {
                            Owner::Anyone => true,
                            Owner::Defender => Some(s) == dside,
                            Owner::Attacker => Some(s) != dside,
                        }
                })
            }
            Test::Zone(z) => scenario.zones[*z].contains(&self.hex),
            Test::ZoneControlledBy(z, side) => {
                let hexes = &scenario.zones[*z];
                !hexes.is_empty() && hexes.iter().all(|&h| self.st.control[h as usize] == *side)
            }
            Test::SideMarked(side, m) => self
                .st
                .side_marks
                .get(*side as usize)
                .is_some_and(|marks| marks & (1 << m) != 0),
            Test::AttackHexes(n) => {
                let mut from: Vec<HexIdx> = self
                    .attackers
                    .iter()
                    .filter_map(|&a| match self.st.units[a as usize].status() {
                        UnitStatus::OnMap(h) => Some(h),
                        _ => None,
                    })
                    .collect();
                from.sort_unstable();
                from.dedup();
                from.len() as u32 >= *n
            }
            Test::Compare(a, op, b) => op.holds(self.sum(a), self.sum(b)),
            Test::Exceeds(a, n, b) => self.sum(a) > n * self.sum(b),
            Test::Surrounded => *self.surrounded.get_or_init(|| {
                !self.defenders.is_empty()
                    && self.defenders.iter().all(|&d| {
                        !crate::query::retreat::may_retreat(setup, self.st, d, 1, self.attackers)
                    })
            }),
        }
    }

    /// Whether a compiled condition holds, and which units (by position among attackers or
    /// defenders) it picks when it has an `Each`: none picked means it does not hold.
    pub fn eval(&self, c: &Compiled) -> Option<Picked> {
        if !self.test(&c.test) {
            return None;
        }
        match &c.each {
            None => Some(None),
            Some((who, t)) => {
                // Most such conditions pick no unit of most battles: nothing is allocated
                // until one unit passes.
                let n = self.units(*who).len();
                let first = (0..n).find(|&i| self.unit_holds(t, *who, i))?;
                let mut picked = vec![false; n];
                picked[first] = true;
                for (i, p) in picked.iter_mut().enumerate().skip(first + 1) {
                    *p = self.unit_holds(t, *who, i);
                }
                Some(Some((*who, picked)))
            }
        }
    }
}

/// Whether a condition that asks only about the calendar, weather and settings holds now.
pub fn holds_now(setup: &Setup, st: &State, c: &Compiled) -> bool {
    // (No battle: nothing to look up for its units. Movement asks this for every unit moved.)
    let none = Battle {
        setup,
        st,
        attackers: &[],
        defenders: &[],
        hex: 0,
        across: Vec::new(),
        att_factors: Vec::new(),
        def_factors: Vec::new(),
        surrounded: std::cell::OnceCell::new(),
    };
    none.eval(c).is_some()
}

/// The combat weather of the current turn (what the calendar says it may bring), or a
/// what-if's (`Setup::combat_weather`).
pub fn turn_weather(setup: &Setup, st: &State) -> Option<u8> {
    if let Some(w) = setup.combat_weather {
        return Some(w);
    }
    if setup.rules.combat_weather == crate::data::ruleset::CombatWeather::Rolled {
        return st.weather.or(setup.rules.clear_weather());
    }
    let (slot, _) = setup.scenario.turn_date(&setup.rules, st.turn);
    setup.rules.calendar[slot].possible_weather
}
