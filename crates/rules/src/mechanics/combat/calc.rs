//! The odds of a battle, worked out in fixed stages (see `data::condition::Effect`): cancels, per
//! unit factors, totals, column shifts and die modifiers, then result rewrites and loss scaling.
//! Every modifier that applies is reported as a structured line of the breakdown.
//! Pure: used to resolve an attack, to show it before committing, and by `steppe odds`.

use crate::data::ruleset::{Above, Below, Resolver};
pub use crate::mechanics::combat::applied::Applied;
use crate::mechanics::combat::stages::Calc;
use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use crate::query::condition::Battle;
pub use crate::query::condition::turn_weather;
use crate::state::Scale;
use crate::state::Setup;
use crate::state::command::RuleError;
use crate::state::{State, UnitStatus};

/// A battle worked out before the die is rolled: who fights, the factors and column after
/// every modifier, the result of each face, and the lines of the breakdown that say why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Odds {
    /// The attacking units, in the order given.
    pub attackers: Vec<UnitId>,
    /// Every unit in the attacked hex.
    pub defenders: Vec<UnitId>,
    /// The attacked hex.
    pub hex: HexIdx,
    /// Attack before any modifier, and after all of them.
    pub raw_attack: u32,
    /// The attack after every modifier: what the ratio is taken from.
    pub attack: u32,
    /// Each attacker's attack after the per-unit stage.
    pub unit_attack: Vec<u32>,
    /// Defense before any modifier.
    pub raw_defense: u32,
    /// The defense after every modifier (terrain, hexsides, supply...).
    pub defense: u32,
    /// The column the ratio gives, before shifts: -1 is an automatic column below the table, the
    /// number of columns an automatic column above it.
    pub base_column: i32,
    /// Column shifts from the modifiers, added up (positive: in the attacker's favour).
    pub shift: i32,
    /// The column the battle is resolved on: the base column shifted, within the table.
    pub column: i32,
    /// Added to the die (an odds table's), or to the attacker's roll (opposed rolls: the
    /// column's modifier included).
    pub die_modifier: i32,
    /// Added to the defender's roll (opposed rolls).
    pub defender_modifier: i32,
    /// Every modifier that applied, in the order of its stage, as the combat panel lists them.
    pub breakdown: Vec<Applied>,
    /// Result id for each face of the die (1 first), after die modifiers and rewrites; empty for
    /// opposed rolls (see `forecast::opposed`).
    pub results: Vec<String>,
    /// The same as indices into the ruleset's results.
    pub result_idx: Vec<usize>,
    /// The defender may take a step instead of retreating.
    pub step_instead: bool,
    /// How the attacker's step losses are scaled by the modifiers.
    pub attacker_scale: Scale,
    /// How the defender's step losses are scaled by the modifiers.
    pub defender_scale: Scale,
}

impl Odds {
    /// The final column's heading, or the automatic result's range.
    pub fn column_name(&self, setup: &Setup) -> String {
        column_heading(setup, self.column)
    }
    /// The column inside the table, if the battle is not automatic.
    pub fn table_column(&self, setup: &Setup) -> Option<usize> {
        let n = setup.rules.combat_columns().len() as i32;
        (0..n)
            .contains(&self.column)
            .then_some(self.column as usize)
    }
}

/// A column's heading: "3:1", "below 1:3", "8:1 or more".
pub fn column_heading(setup: &Setup, column: i32) -> String {
    let columns = setup.rules.combat_columns();
    let above = setup.rules.combat.resolver.above();
    if column < 0 {
        format!("below {}", columns[0])
    } else if column as usize >= columns.len() {
        match above {
            Above::Automatic { from, .. } => format!("{from} or more"),
            Above::UseLast => columns[columns.len() - 1].clone(),
        }
    } else {
        columns[column as usize].clone()
    }
}

/// Why this unit may not take part in an attack on `hex` now, if it may not: not the phasing
/// side's, not on the map, not adjacent, or across a hexside no attack may cross. (Whether it has
/// already attacked is judged when the attack is made.)
pub fn attacker_problem(setup: &Setup, st: &State, a: UnitId, hex: HexIdx) -> Option<RuleError> {
    let rules = &setup.rules;
    let map = &setup.scenario.map;
    if a as usize >= setup.scenario.units.len() {
        return Some(RuleError::NoSuchUnit(a));
    }
    // (Named only when refused: players ask this of every unit next to every enemy.)
    let name = || setup.unit_name(a);
    let side = setup.rules.phases[st.phase].side;
    if setup.scenario.units[a as usize].side != side {
        return Some(RuleError::NotYourUnit {
            unit: name(),
            owner: rules.sides[setup.scenario.units[a as usize].side as usize]
                .name
                .clone(),
            phasing: rules.phases[st.phase].name.clone(),
        });
    }
    let UnitStatus::OnMap(from) = st.units[a as usize].status() else {
        return Some(RuleError::NotOnMap { unit: name() });
    };
    if !crate::mechanics::activation::may_act(setup, st, a) {
        return crate::mechanics::activation::acting_problem(setup, st, a);
    }
    if map.direction(from, hex).is_none() {
        return Some(RuleError::NotAdjacent {
            from: setup.label(from),
            to: setup.label(hex),
        });
    }
    let hs = &rules.hexsides[map.hexside(from, hex)? as usize];
    (hs.prohibited || hs.rail_only).then(|| RuleError::ProhibitedHexside {
        from: setup.label(from),
        to: setup.label(hex),
        hexside: hs.name.to_lowercase(),
        why: "no attack may cross it".into(),
    })
}

/// Works out a battle's odds, or why the attack may not be made (state untouched either way).
pub fn odds(
    setup: &Setup,
    st: &State,
    attackers: &[UnitId],
    hex: HexIdx,
) -> Result<Odds, RuleError> {
    odds_in(setup, st, attackers, hex, true)
}

/// `odds` with no words: an empty breakdown (no modifier's line put in words) and no result ids
/// (`results` empty; `result_idx` has them), for a computer player weighing attacks, which reads
/// the numbers only. Everything else is `odds`'s.
pub fn odds_unworded(
    setup: &Setup,
    st: &State,
    attackers: &[UnitId],
    hex: HexIdx,
) -> Result<Odds, RuleError> {
    odds_in(setup, st, attackers, hex, false)
}

fn odds_in(
    setup: &Setup,
    st: &State,
    attackers: &[UnitId],
    hex: HexIdx,
    words: bool,
) -> Result<Odds, RuleError> {
    let defenders = defenders(setup, st, attackers, hex)?;
    let battle = Battle::new(setup, st, attackers, &defenders, hex);
    refused(setup, &battle)?;
    let calc = Calc::run(&battle, words);
    let (base_column, column) = column(setup, &calc)?;
    let (result_idx, die_modifier) = results(setup, &calc, column);
    Ok(Odds {
        attackers: attackers.to_vec(),
        hex,
        raw_attack: battle.att_factors.iter().map(|f| f.attack).sum(),
        attack: calc.attack,
        unit_attack: calc.unit_attack,
        raw_defense: battle.def_factors.iter().map(|f| f.defense).sum(),
        defense: calc.defense,
        base_column,
        shift: calc.shift,
        column,
        die_modifier,
        defender_modifier: calc.defender_modifier,
        breakdown: calc.breakdown,
        results: if words {
            result_idx
                .iter()
                .map(|&r| setup.rules.combat.results[r].id.clone())
                .collect()
        } else {
            Vec::new()
        },
        result_idx,
        step_instead: calc.step_instead,
        attacker_scale: calc.scale[0],
        defender_scale: calc.scale[1],
        defenders,
    })
}

/// The units in the attacked hex, or why the attack may not be made: no such hex, no
/// attackers, no enemy there, an own unit there, an attacker named twice or one that may not
/// attack it.
fn defenders(
    setup: &Setup,
    st: &State,
    attackers: &[UnitId],
    hex: HexIdx,
) -> Result<Vec<UnitId>, RuleError> {
    let rules = &setup.rules;
    let map = &setup.scenario.map;
    if hex as usize >= map.len() {
        return Err(RuleError::NoSuchHex(hex));
    }
    if attackers.is_empty() {
        return Err(RuleError::NoAttackers);
    }
    let side = rules.phases[st.phase].side;
    let defenders: Vec<UnitId> = st.units_at(hex).collect();
    if defenders.is_empty() {
        return Err(RuleError::NoEnemyThere {
            hex: setup.label(hex),
        });
    }
    if defenders
        .iter()
        .any(|&d| setup.scenario.units[d as usize].side == side)
    {
        return Err(RuleError::OwnUnitThere {
            hex: setup.label(hex),
            side: rules.sides[side as usize].name.clone(),
        });
    }
    let mut seen = Vec::new();
    for &a in attackers {
        if seen.contains(&a) {
            return Err(RuleError::AttackerTwice {
                unit: setup.unit_name(a),
            });
        }
        seen.push(a);
        if let Some(e) = attacker_problem(setup, st, a, hex) {
            return Err(e);
        }
    }
    Ok(defenders)
}

/// The first of the ruleset's refusals that holds for the battle, as the error (naming the
/// attackers it picks, if it picks some).
fn refused(setup: &Setup, battle: &Battle) -> Result<(), RuleError> {
    for r in &setup.rules.refusals {
        if let Some(picked) = battle.eval(&r.when) {
            let units = match picked {
                Some((crate::data::condition::Who::Attackers, v)) => {
                    let names: Vec<String> = battle
                        .attackers
                        .iter()
                        .zip(v)
                        .filter(|(_, p)| *p)
                        .map(|(&a, _)| setup.unit_name(a))
                        .collect();
                    format!(": {}", names.join(", "))
                }
                _ => String::new(),
            };
            return Err(RuleError::AttackRefused {
                why: r.name.clone(),
                source_: r.source.clone(),
                units,
            });
        }
    }
    Ok(())
}

/// The column the attack's ratio reaches (automatic columns included) and the column after the
/// shifts, within the table; or, where the table allows no lower odds, the error.
fn column(setup: &Setup, calc: &Calc) -> Result<(i32, i32), RuleError> {
    let rules = &setup.rules;
    let resolver = &rules.combat.resolver;
    let columns = rules.combat_columns();
    let (below, above) = (resolver.below(), &resolver.above());
    let reaches = |(a, d): (u32, u32)| {
        u64::from(calc.attack) * u64::from(d) >= u64::from(calc.defense) * u64::from(a)
    };
    let n = columns.len() as i32;
    let (lo, hi) = (
        if matches!(below, Below::Automatic(_)) {
            -1
        } else {
            0
        },
        if matches!(above, Above::Automatic { .. }) {
            n
        } else {
            n - 1
        },
    );
    // The highest column whose ratio the attack reaches (fractions dropped).
    let reached = rules.ratios.iter().rposition(|&r| reaches(r));
    let base_column = match (reached, below) {
        _ if rules.automatic_from.is_some_and(reaches) => n,
        (Some(c), _) => c as i32,
        (None, Below::UseFirst) => 0,
        (None, Below::Automatic(_)) => -1,
        (None, Below::NotAllowed) => {
            return Err(RuleError::OddsTooLow {
                attack: calc.attack,
                defense: calc.defense,
                lowest: columns[0].clone(),
            });
        }
    };
    Ok((base_column, (base_column + calc.shift).clamp(lo, hi)))
}

/// The result of each face of the die on the column (die modifiers and rewrites applied) and
/// the die modifier: an odds table gives a result for each face; opposed rolls give none and
/// take the column's die modifier.
fn results(setup: &Setup, calc: &Calc, column: i32) -> (Vec<usize>, i32) {
    let rules = &setup.rules;
    let resolver = &rules.combat.resolver;
    let n = rules.combat_columns().len() as i32;
    let (below, above) = (resolver.below(), &resolver.above());
    let result_index = |id: &str| {
        rules
            .combat
            .results
            .iter()
            .position(|r| r.id == id)
            .expect("validated")
    };
    let (mut result_idx, die_modifier): (Vec<usize>, i32) = match resolver {
        Resolver::OddsTable { rows, .. } => {
            let faces = rows.len() as i32;
            let idx = (1..=faces)
                .map(|die| {
                    let row = (die + calc.die_modifier).clamp(1, faces) as usize - 1;
                    match (column, below, above) {
                        (c, Below::Automatic(r), _) if c < 0 => result_index(r),
                        (c, _, Above::Automatic { result, .. }) if c >= n => result_index(result),
                        (c, _, _) => result_index(&rows[row][c as usize]),
                    }
                })
                .collect();
            (idx, calc.die_modifier)
        }
        Resolver::OpposedRolls { ratios, .. } => (
            Vec::new(),
            ratios[column.clamp(0, n - 1) as usize].1 + calc.die_modifier,
        ),
    };
    // Each face is rewritten once, by the first rewrite of the result the die gave (a
    // surrounded DR becomes DE, not DE and then BR).
    for r in &mut result_idx {
        if let Some(&(_, to)) = calc.rewrites.iter().find(|(from, _)| from == r) {
            *r = to;
        }
    }
    (result_idx, die_modifier)
}
