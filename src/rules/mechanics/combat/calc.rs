//! The odds of a battle: attack and defense totals, the ruleset's modifiers with their conditions
//! (each reported as a line of the breakdown), the final column, and the CRT row for every die.
//! Pure: used to resolve an attack, to show it before committing, and by `steppe odds`.

use crate::rules::data::ruleset::{BelowFirst, Condition, Effect, Resolver};
use crate::rules::engine::command::RuleError;
use crate::rules::engine::game::{Game, UnitStatus};
use crate::rules::load::ruleset::parse_ratio;
use crate::rules::model::map::HexIdx;
use crate::rules::model::tables::UnitId;

/// One line of the odds breakdown: "forest (terrain chart): 1L".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub name: String,
    pub source: String,
    pub effect: String,
}

impl std::fmt::Display for Applied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}): {}", self.name, self.source, self.effect)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Odds {
    pub attackers: Vec<UnitId>,
    pub defenders: Vec<UnitId>,
    pub hex: HexIdx,
    /// Attack before any modifier, and after all of them.
    pub raw_attack: u32,
    pub attack: u32,
    pub defense: u32,
    /// The column the ratio gives, before shifts (capped at the last column).
    pub base_column: usize,
    pub shift: i32,
    pub column: usize,
    pub breakdown: Vec<Applied>,
    /// Result id of the CRT for die 1..=6.
    pub results: Vec<String>,
    /// The defender may take a step instead of retreating.
    pub step_instead: bool,
}

impl Odds {
    pub fn column_name<'a>(&self, game: &'a Game) -> &'a str {
        let Resolver::OddsTable { columns, .. } = &game.rules.combat.resolver;
        &columns[self.column]
    }
}

fn shift_text(s: i32) -> String {
    match s.cmp(&0) {
        std::cmp::Ordering::Less => format!("{}L", -s),
        _ => format!("{s}R"),
    }
}

/// The hexside type between two adjacent hexes, if any.
fn across(game: &Game, from: HexIdx, to: HexIdx) -> Option<&str> {
    game.scenario
        .map
        .hexside(from, to)
        .map(|k| game.rules.hexsides[k as usize].id.as_str())
}

/// The combat weather of the current turn (what the calendar says it may bring), or an override.
pub fn turn_weather(game: &Game) -> Option<u8> {
    if let Some(w) = game.state.combat_weather_override {
        return Some(w);
    }
    let (slot, _) = game.scenario.turn_date(&game.rules, game.state.turn);
    game.rules.calendar[slot].possible_weather
}

/// Works out a battle's odds, or why the attack may not be made (state untouched either way).
/// Why this unit may not take part in an attack on `hex` now, if it may not: not the phasing
/// side's, not on the map, not adjacent, or across a hexside no attack may cross. (Whether it has
/// already attacked is judged when the attack is made.)
pub fn attacker_problem(game: &Game, a: UnitId, hex: HexIdx) -> Option<RuleError> {
    let rules = &game.rules;
    let map = &game.scenario.map;
    if a as usize >= game.scenario.units.len() {
        return Some(RuleError::NoSuchUnit(a));
    }
    let name = game.unit_name(a);
    let side = game.phasing_side();
    if game.scenario.units[a as usize].side != side {
        return Some(RuleError::NotYourUnit {
            unit: name,
            owner: rules.sides[game.scenario.units[a as usize].side as usize]
                .name
                .clone(),
            phasing: rules.phases[game.state.phase].name.clone(),
        });
    }
    let UnitStatus::OnMap(from) = game.state.units[a as usize].status else {
        return Some(RuleError::NotOnMap { unit: name });
    };
    if map.direction(from, hex).is_none() {
        return Some(RuleError::NotAdjacent {
            from: game.label(from),
            to: game.label(hex),
        });
    }
    let hs = &rules.hexsides[map.hexside(from, hex)? as usize];
    (hs.prohibited || hs.rail_only).then(|| RuleError::ProhibitedHexside {
        from: game.label(from),
        to: game.label(hex),
        hexside: hs.name.to_lowercase(),
        why: "no attack may cross it".into(),
    })
}

pub fn odds(game: &Game, attackers: &[UnitId], hex: HexIdx) -> Result<Odds, RuleError> {
    let rules = &game.rules;
    let map = &game.scenario.map;
    if hex as usize >= map.len() {
        return Err(RuleError::NoSuchHex(hex));
    }
    if attackers.is_empty() {
        return Err(RuleError::NoAttackers);
    }
    let side = game.phasing_side();
    let defenders: Vec<UnitId> = game.units_at(hex).collect();
    if defenders.is_empty() {
        return Err(RuleError::NoEnemyThere {
            hex: game.label(hex),
        });
    }
    if defenders
        .iter()
        .any(|&d| game.scenario.units[d as usize].side == side)
    {
        return Err(RuleError::OwnUnitThere {
            hex: game.label(hex),
            side: rules.sides[side as usize].name.clone(),
        });
    }
    let mut seen = Vec::new();
    for &a in attackers {
        if seen.contains(&a) {
            return Err(RuleError::AttackerTwice {
                unit: game.unit_name(a),
            });
        }
        seen.push(a);
        if let Some(e) = attacker_problem(game, a, hex) {
            return Err(e);
        }
    }
    let from_of = |a: UnitId| game.unit_hex(a).expect("checked on map");
    let terrain = &rules.terrain[map.terrain[hex as usize] as usize];
    let weather = turn_weather(game);
    let mut breakdown = Vec::new();
    let mut shift = 0;
    let mut step_instead = false;
    let mut unit_attack: Vec<u32> = attackers.iter().map(|&a| game.factors(a).attack).collect();
    let raw_attack: u32 = unit_attack.iter().sum();
    let mut total_divisors = Vec::new();
    for m in &rules.combat.modifiers {
        // Which attackers a per-unit condition picks, or whether a battle condition holds.
        let per_unit: Option<Vec<bool>> = match &m.when {
            Condition::AttackerAcross(ids) => Some(
                attackers
                    .iter()
                    .map(|&a| {
                        across(game, from_of(a), hex).is_some_and(|t| ids.iter().any(|i| i == t))
                    })
                    .collect(),
            ),
            Condition::AttackerOutOfSupply => Some(
                attackers
                    .iter()
                    .map(|&a| game.state.units[a as usize].out_of_supply)
                    .collect(),
            ),
            Condition::TurnWeather(w) if matches!(m.effect, Effect::DivideAttack(_)) => {
                let on = weather.is_some_and(|x| rules.weather[x as usize].id == *w);
                Some(vec![on; attackers.len()])
            }
            _ => None,
        };
        let holds = match (&per_unit, &m.when) {
            (Some(v), _) => v.iter().any(|&b| b),
            (None, Condition::DefenderTerrain(ids)) => ids.contains(&terrain.id),
            (None, Condition::DefenderFeature(ids)) => ids.iter().any(|i| {
                rules
                    .feature_by_id(i)
                    .is_some_and(|f| map.has_feature(hex, f))
            }),
            (None, Condition::AllAttackersAcross(ids)) => attackers.iter().all(|&a| {
                across(game, from_of(a), hex).is_some_and(|t| ids.iter().any(|i| i == t))
            }),
            (None, Condition::AnyAttackerAcross(ids)) => attackers.iter().any(|&a| {
                across(game, from_of(a), hex).is_some_and(|t| ids.iter().any(|i| i == t))
            }),
            (None, Condition::TurnWeather(w)) => {
                weather.is_some_and(|x| rules.weather[x as usize].id == *w)
            }
            (None, _) => false,
        };
        if !holds {
            continue;
        }
        let effect = match &m.effect {
            Effect::Shift(s) => {
                shift += s;
                shift_text(*s)
            }
            Effect::DivideAttack(d) => match &per_unit {
                Some(which) => {
                    let names: Vec<String> = attackers
                        .iter()
                        .zip(which)
                        .zip(unit_attack.iter_mut())
                        .filter(|((_, w), _)| **w)
                        .map(|((&a, _), att)| {
                            *att /= d;
                            game.scenario.units[a as usize].id.clone()
                        })
                        .collect();
                    format!("attack of {} divided by {d}", names.join(", "))
                }
                None => {
                    total_divisors.push(*d);
                    format!("attack divided by {d}")
                }
            },
            Effect::StepInsteadOfRetreat => {
                step_instead = true;
                "defender may take a step loss instead of retreating".into()
            }
        };
        breakdown.push(Applied {
            name: m.name.clone(),
            source: m.source.clone(),
            effect,
        });
    }
    let mut attack: u32 = unit_attack.iter().sum();
    for d in total_divisors {
        attack /= d;
    }
    let defense: u32 = defenders
        .iter()
        .map(|&d| game.factors(d).defense)
        .sum::<u32>()
        .max(1);
    let Resolver::OddsTable {
        columns,
        below_first,
        rows,
    } = &rules.combat.resolver;
    let ratios: Vec<(u32, u32)> = columns
        .iter()
        .map(|c| parse_ratio(c).expect("validated"))
        .collect();
    // The highest column whose ratio the attack reaches (fractions dropped).
    let reached = ratios
        .iter()
        .rposition(|&(a, d)| u64::from(attack) * u64::from(d) >= u64::from(defense) * u64::from(a));
    let base_column = match (reached, below_first) {
        (Some(c), _) => c,
        (None, BelowFirst::UseFirst) => 0,
        (None, BelowFirst::NotAllowed) => {
            return Err(RuleError::OddsTooLow {
                attack,
                defense,
                lowest: columns[0].clone(),
            });
        }
    };
    let column = (base_column as i32 + shift).clamp(0, columns.len() as i32 - 1) as usize;
    Ok(Odds {
        attackers: attackers.to_vec(),
        defenders,
        hex,
        raw_attack,
        attack,
        defense,
        base_column,
        shift,
        column,
        breakdown,
        results: rows.iter().map(|r| r[column].clone()).collect(),
        step_instead,
    })
}
