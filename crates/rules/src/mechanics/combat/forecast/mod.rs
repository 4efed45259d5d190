//! What each die roll of a planned battle would do, computed exactly from the CRT column (every
//! face of the resolver's die, automatic columns included), the units' steps (the whole attacked
//! stack's) and the legal retreat paths, without rolling: the solo player's "exact odds".
//! Where the rules leave a choice, the forecast assumes the attacker picks the retreat path that
//! costs the defender most (and gives the cheapest's loss as the other end of the range) and loses as few attacker steps as the exchange allows, and that the
//! defender retreats rather than taking a step instead (the report says when it could), and that a
//! result offering options is answered with its first.

mod face;
pub mod words;

use crate::mechanics::combat::calc::Odds;
use crate::model::tables::SideId;
use crate::query::condition::Battle;
use crate::query::retreat::each_retreat;
use crate::query::zoc::SideTables;
use crate::state::{Setup, State};
use std::cell::OnceCell;
use std::rc::Rc;

/// What one face of the die does to the battle, worked out exactly (at the retreat that costs
/// the defender most, where the attacker picks one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DieOutcome {
    /// The face (1 first).
    pub die: u32,
    /// The result id the face gives ("DR", "EX").
    pub result: String,
    /// Every defending unit is eliminated.
    pub defender_eliminated: bool,
    /// The defending stack retreats (and survives).
    pub defender_retreats: bool,
    /// Steps the defenders lose.
    pub defender_steps: u32,
    /// Steps the attackers lose.
    pub attacker_steps: u32,
    /// The defender could take a step instead of this retreat.
    pub may_stand: bool,
    /// Marks the result leaves and what else it does, in words ("defender dispersed",
    /// "attackers may attack again", "the attacker may choose: ...").
    pub also: Vec<String>,
    /// The other end of the range: what the defender loses if the attacker picks the retreat
    /// that costs it least, when that differs from the costliest (the figures above).
    pub cheapest_retreat: Option<Spared>,
}

/// The losses at the cheapest retreat the attacker may pick (an exchange's attacker loss
/// follows the defender's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spared {
    /// Steps the defenders lose.
    pub defender_steps: u32,
    /// Every defending unit is eliminated all the same.
    pub defender_eliminated: bool,
    /// Steps the attackers lose.
    pub attacker_steps: u32,
}

/// The outcome of every face of the die.
pub fn forecast(setup: &Setup, st: &State, o: &Odds) -> Vec<DieOutcome> {
    forecast_in(setup, st, o, true)
}

/// `forecast` with no words: every face's figures as `forecast` gives them, its `result` id and
/// `also` left empty (for a computer player weighing attacks, which reads the figures only).
pub fn forecast_unworded(setup: &Setup, st: &State, o: &Odds) -> Vec<DieOutcome> {
    forecast_in(setup, st, o, false)
}

fn forecast_in(setup: &Setup, st: &State, o: &Odds, words: bool) -> Vec<DieOutcome> {
    let f = Forecaster::new(setup, st, o, words);
    o.result_idx
        .iter()
        .enumerate()
        .map(|(i, &ri)| f.face_with_range(i, ri))
        .collect()
}

/// What every face's forecast reads: the battle, the defender's enemy ZOCs, and the strength
/// each step of either side would cost.
struct Forecaster<'a> {
    setup: &'a Setup,
    st: &'a State,
    o: &'a Odds,
    /// The defender's side.
    side: SideId,
    /// The defender side's tables (its enemies' ZOCs), asked for when a retreat's cost is first
    /// worked out where retreating into an enemy ZOC costs steps.
    zoc: OnceCell<Rc<SideTables>>,
    /// Whether a retreat into an enemy ZOC costs steps.
    pays: bool,
    /// Strength each defender step would cost, in the order the stack loses them (first unit
    /// first).
    def_steps: Vec<u32>,
    steps_left: u32,
    /// Strength each attacker step would cost, largest first, for exchanges.
    att_steps: Vec<u32>,
    att_left: u32,
    battle: Battle<'a>,
    /// Each retreat length's paths worked out so far, as the fewest and most enemy-ZOC hexes
    /// one costs, none without a path (the faces that retreat as far share them: paths depend
    /// on where units stand, not on steps lost).
    retreats: std::cell::RefCell<Vec<(u32, Option<ZocRange>)>>,
    /// Whether the faces get their result ids and words (`forecast_unworded`: none).
    words: bool,
}

impl<'a> Forecaster<'a> {
    /// Works out what every face reads of the battle; `words`: whether faces get their words.
    fn new(setup: &'a Setup, st: &'a State, o: &'a Odds, words: bool) -> Self {
        let d = o.defenders[0];
        let side = setup.scenario.units[d as usize].side;
        let pays = rules_pay_zoc(setup);
        let mut def_steps: Vec<u32> = Vec::new();
        for &u in &o.defenders {
            def_steps.extend(steps_of(setup, st, u, false));
        }
        let steps_left = def_steps.len() as u32;
        let mut att_steps: Vec<u32> = Vec::new();
        for &a in &o.attackers {
            att_steps.extend(steps_of(setup, st, a, true));
        }
        att_steps.sort_unstable_by(|a, b| b.cmp(a));
        let att_left = att_steps.len() as u32;
        let battle = Battle::new(setup, st, &o.attackers, &o.defenders, o.hex);
        Forecaster {
            setup,
            st,
            o,
            side,
            zoc: OnceCell::new(),
            pays,
            def_steps,
            steps_left,
            att_steps,
            att_left,
            battle,
            retreats: std::cell::RefCell::new(Vec::new()),
            words,
        }
    }

    /// The fewest and the most enemy-ZOC hexes a retreat path of `n` hexes costs the defender,
    /// none without a path (worked out once for the battle).
    fn retreat_costs(&self, n: u32) -> Option<ZocRange> {
        if let Some(&(_, c)) = self.retreats.borrow().iter().find(|(k, _)| *k == n) {
            return c;
        }
        let o = self.o;
        let zoc = self.pays.then(|| {
            self.zoc
                .get_or_init(|| SideTables::shared(self.setup, self.st, self.side))
                .clone()
        });
        let mut range: Option<ZocRange> = None;
        each_retreat(
            self.setup,
            self.st,
            o.defenders[0],
            n,
            &o.attackers,
            &mut |p| {
                let z = zoc.as_ref().map_or(0, |t| {
                    p.iter().filter(|&&h| t.zoc[h as usize]).count() as u32
                });
                let (lo, hi) = range.map_or((z, z), |(lo, hi)| (lo.min(z), hi.max(z)));
                range = Some((lo, hi));
                // No path can widen the range once it runs from none to every hex (where
                // entering an enemy ZOC costs nothing, from the first path on).
                zoc.is_some() && !(lo == 0 && hi >= n)
            },
        );
        self.retreats.borrow_mut().push((n, range));
        range
    }
}

/// The fewest and the most enemy-ZOC hexes a retreat's paths cost.
type ZocRange = (u32, u32);

/// Whether a retreat into an enemy ZOC costs steps (the rules let it enter one).
fn rules_pay_zoc(setup: &Setup) -> bool {
    setup.rules.combat.retreat.enemy_zoc == crate::data::combat::RetreatZoc::Allowed
}

/// The strength each remaining step of a unit would cost it, in the order it loses them (attack
/// factors for an attacker, defense for a defender).
fn steps_of(
    setup: &Setup,
    st: &State,
    u: crate::model::tables::UnitId,
    attacker: bool,
) -> Vec<u32> {
    let def = &setup.scenario.units[u as usize];
    let l = st.units[u as usize].losses as usize;
    let f = |k: usize| {
        def.steps
            .get(k)
            .map_or(0, |s| if attacker { s.attack } else { s.defense })
    };
    (l..def.steps.len())
        .map(|k| f(k).saturating_sub(f(k + 1)))
        .collect()
}
