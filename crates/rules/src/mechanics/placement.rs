//! Where arriving and rebuilt units may be put on the map: a friendly city of the kinds the ruleset
//! names, in supply; the side's capital whatever its supply or ZOC; a home-edge hex whose first
//! hex is not in an enemy ZOC; or the hexes an arrival names. Computed once per question.

use crate::data::ruleset::Cost;
use crate::model::map::{HexIdx, NO_HEX};
use crate::model::tables::Entering;
use crate::model::tables::UnitId;
use crate::query::supply::supply_map;
use crate::query::zoc::SideTables;
use crate::state::Setup;
use crate::state::State;

struct Ctx<'s> {
    st: &'s State,
    side: u8,
    /// `city_mask`.
    cities: u32,
    /// The side's supply, worked out when a friendly city first asks.
    supply: std::cell::OnceCell<Vec<bool>>,
    /// The side's enemy zones of control and the occupancy.
    tables: std::rc::Rc<SideTables>,
}

impl<'s> Ctx<'s> {
    fn new(setup: &Setup, st: &'s State, unit: UnitId) -> Self {
        let side = setup.scenario.units[unit as usize].side;
        Ctx {
            st,
            side,
            cities: city_mask(setup),
            supply: std::cell::OnceCell::new(),
            tables: SideTables::shared(setup, st, side),
        }
    }

    /// `rebuilt`: the unit comes back from the eliminated pile, not as a scheduled arrival.
    fn problem(&self, setup: &Setup, unit: UnitId, hex: HexIdx, rebuilt: bool) -> Option<String> {
        let entry = self.entry(setup, unit, rebuilt);
        self.refusal(setup, unit, hex, entry)
            .map(|r| r.words(setup, hex, entry))
    }

    /// How the unit enters: the arrival's way, or a rebuilt unit's (a city or the edge).
    fn entry<'g>(&self, setup: &'g Setup, unit: UnitId, rebuilt: bool) -> &'g Entering {
        let sc = &setup.scenario;
        sc.reinforcements
            .iter()
            .chain(sc.returns.iter())
            .find(|a| !rebuilt && a.units.contains(&unit))
            .map(|a| &a.entry)
            .unwrap_or(&Entering::CityOrEdge)
    }

    /// `problem` as a code: the check of every hex of the map builds no words.
    fn refusal(
        &self,
        setup: &Setup,
        unit: UnitId,
        hex: HexIdx,
        entry: &Entering,
    ) -> Option<Refusal> {
        let sc = &setup.scenario;
        let rules = &setup.rules;
        let def = &sc.units[unit as usize];
        let side = def.side;
        let map = &sc.map;
        let ter = &rules.terrain[map.terrain[hex as usize] as usize];
        let ut = &rules.unit_types[def.unit_type as usize];
        if ter.cost[ut.class as usize] == Cost::Prohibited {
            return Some(Refusal::Terrain);
        }
        if let Some((s, pts)) = self.tables.occ[hex as usize] {
            if s != side {
                return Some(Refusal::Enemy);
            }
            if pts + ut.stack_points > rules.stacking[side as usize] {
                return Some(Refusal::Stacking(rules.stacking[side as usize]));
            }
        }
        if !rules.stack_rules.is_empty() {
            use crate::query::stacking::{stack_after, stack_problem};
            let units = stack_after(self.st, hex, None, &[unit]);
            if let Some(why) = stack_problem(setup, self.st, hex, &units) {
                return Some(Refusal::StackRule(why));
            }
        }
        let capital = sc.capitals.contains(&(side, hex));
        let on_edge = map.on_edge(hex, rules.sides[side as usize].home_edge);
        let in_zoc = self.tables.zoc[hex as usize] && !capital;
        // 002: reinforcements are placed "in the same way that replacements are brought into play":
        // a friendly major city in supply (the ruleset's `rebuild_in`), the capital, or the edge.
        let city = setup.scenario.map.features[hex as usize] & self.cities != 0;
        let friendly_city = capital
            || (self.st.control[hex as usize] == side
                && city
                && (rules.any_controlled_city[side as usize]
                    || self
                        .supply
                        .get_or_init(|| supply_map(setup, self.st, self.side))
                        [hex as usize]));
        if city && besieged(setup, self.st, hex, side) && self.st.siege_placed.contains(&hex) {
            return Some(Refusal::Besieged);
        }
        let ok = match entry {
            Entering::CityOrEdge => friendly_city || (on_edge && !in_zoc),
            Entering::HomeEdge => on_edge && !in_zoc,
            Entering::Hexes(named) => named.contains(&hex),
        };
        if ok {
            None
        } else if on_edge && in_zoc {
            Some(Refusal::EdgeInZoc)
        } else {
            Some(Refusal::NotAnEntry)
        }
    }
}

/// Why a unit may not be put in a hex.
enum Refusal {
    Terrain,
    Enemy,
    /// The side's stacking limit.
    Stacking(u32),
    StackRule(String),
    Besieged,
    EdgeInZoc,
    /// Not a hex this unit enters by.
    NotAnEntry,
}

impl Refusal {
    fn words(self, setup: &Setup, hex: HexIdx, entry: &Entering) -> String {
        let rules = &setup.rules;
        match self {
            Refusal::Terrain => format!(
                "{} is prohibited",
                rules.terrain[setup.scenario.map.terrain[hex as usize] as usize]
                    .name
                    .to_lowercase()
            ),
            Refusal::Enemy => "an enemy unit is there".into(),
            Refusal::Stacking(limit) => format!("stacking limit {limit} reached"),
            Refusal::StackRule(why) => why,
            Refusal::Besieged => {
                "the city is besieged: one unit a phase may be placed there".into()
            }
            Refusal::EdgeInZoc => {
                "the first hex entered from the map edge may not be in an enemy ZOC".into()
            }
            Refusal::NotAnEntry => match entry {
                Entering::CityOrEdge => format!(
                    "not a friendly {} in supply or a hex on the friendly map edge",
                    rules.replacements.rebuild_in.join("/")
                ),
                Entering::HomeEdge => "not a hex on the friendly map edge".into(),
                Entering::Hexes(hs) => {
                    format!("this unit enters only at {}", setup.scenario.map.labels(hs))
                }
            },
        }
    }
}

/// The features units are placed and rebuilt in, as a mask of feature bits.
fn city_mask(setup: &Setup) -> u32 {
    let rules = &setup.rules;
    rules
        .replacements
        .rebuild_in
        .iter()
        .filter_map(|f| rules.feature_by_id(f))
        .fold(0, |m, f| m | 1 << f)
}

/// Whether a hex has one of the features units are placed and rebuilt in.
fn is_city(setup: &Setup, hex: HexIdx) -> bool {
    setup.scenario.map.features[hex as usize] & city_mask(setup) != 0
}

/// A city of `side` under siege: the ruleset counts sieges, and a hex next to it is controlled by
/// another side.
pub fn besieged(setup: &Setup, st: &State, hex: HexIdx, side: u8) -> bool {
    setup.rules.replacements.besieged_one_step
        && is_city(setup, hex)
        && setup.scenario.map.neighbours[hex as usize]
            .iter()
            .any(|&n| n != NO_HEX && st.control[n as usize] != side)
}

/// A unit just placed or rebuilt in `hex`: in a besieged city it has one step only, and the
/// city takes no other unit this phase.
pub(crate) fn enter_siege(setup: &Setup, st: &mut State, unit: UnitId, hex: HexIdx) {
    let side = setup.scenario.units[unit as usize].side;
    if besieged(setup, st, hex, side) {
        st.units[unit as usize].losses = setup.scenario.units[unit as usize].steps.len() as u32 - 1;
        st.siege_placed.push(hex);
    }
}

/// Why an arriving unit may not be placed in a hex now, if it may not.
pub fn placement_problem(setup: &Setup, st: &State, unit: UnitId, hex: HexIdx) -> Option<String> {
    Ctx::new(setup, st, unit).problem(setup, unit, hex, false)
}

/// Why an eliminated unit may not be rebuilt in a hex now, if it may not.
pub fn rebuild_placement_problem(
    setup: &Setup,
    st: &State,
    unit: UnitId,
    hex: HexIdx,
) -> Option<String> {
    Ctx::new(setup, st, unit).problem(setup, unit, hex, true)
}

/// Every hex an arriving unit (or, with `rebuilt`, an eliminated one) may be put in now.
pub fn placement_hexes(setup: &Setup, st: &State, unit: UnitId, rebuilt: bool) -> Vec<HexIdx> {
    let placing = Placing::new(setup, st, unit, rebuilt);
    let mut hexes = placing.entries();
    hexes.retain(|&h| placing.allows(h));
    hexes
}

/// One unit's placement (an arrival, or with `rebuilt` an eliminated unit coming back) judged
/// hex by hex: the hexes it enters by, and whether it may be put in one of them now. A player
/// that draws one hex checks only the hexes it draws (`placement_hexes` checks them all).
pub struct Placing<'s> {
    setup: &'s Setup,
    ctx: Ctx<'s>,
    unit: UnitId,
    entry: &'s Entering,
}

impl<'s> Placing<'s> {
    /// The placement of `unit` in `st` (with `rebuilt`: an eliminated unit rebuilt).
    pub fn new(setup: &'s Setup, st: &'s State, unit: UnitId, rebuilt: bool) -> Self {
        let ctx = Ctx::new(setup, st, unit);
        let entry = ctx.entry(setup, unit, rebuilt);
        Placing {
            setup,
            ctx,
            unit,
            entry,
        }
    }

    /// The hexes the unit enters by (a city, the capital, the edge, or the hexes named), in
    /// index order: only these can be legal, each if `allows` says so.
    pub fn entries(&self) -> Vec<HexIdx> {
        let (ctx, sc) = (&self.ctx, &self.setup.scenario);
        let map = &sc.map;
        let edge = self.setup.rules.sides[ctx.side as usize].home_edge;
        let mut hexes: Vec<HexIdx> = match self.entry {
            // (A hex has features only as a place: the places, not every hex, are looked at.)
            Entering::CityOrEdge => (map.places.iter().map(|p| p.hex))
                .filter(|&h| map.features[h as usize] & ctx.cities != 0)
                .chain(map.edge_hexes(edge))
                .chain(
                    sc.capitals
                        .iter()
                        .filter(|&&(s, _)| s == ctx.side)
                        .map(|&(_, h)| h),
                )
                .collect(),
            Entering::HomeEdge => map.edge_hexes(edge).collect(),
            Entering::Hexes(named) => named.clone(),
        };
        hexes.sort_unstable();
        hexes.dedup();
        hexes
    }

    /// Whether the unit may be put in `hex` now.
    pub fn allows(&self, hex: HexIdx) -> bool {
        self.ctx
            .refusal(self.setup, self.unit, hex, self.entry)
            .is_none()
    }
}
