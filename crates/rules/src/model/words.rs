//! Conditions and effects in words, with the ruleset's names for ids, for charts and help:
//! "defender in Forest and each attacker that is Armor: attacks with its defense factor"; and a
//! count with its noun, singular or plural (`counted`).

use crate::data::condition::{
    BattleSide, Cond, Effect, Factor, Owner, Quant, Round, Sum, Unit, Who,
};
use crate::data::ruleset::OrderMarks;
use crate::model::tables::Ruleset;

fn name_of<'a>(id: &'a str, list: impl Iterator<Item = (&'a str, &'a str)>) -> &'a str {
    let mut list = list;
    list.find(|(i, _)| *i == id).map_or(id, |(_, n)| n)
}

fn names<'a>(ids: &'a [String], list: impl Iterator<Item = (&'a str, &'a str)> + Clone) -> String {
    ids.iter()
        .map(|id| name_of(id, list.clone()))
        .collect::<Vec<_>>()
        .join(" or ")
}

/// `n` things in words, singular or plural: `counted(1, "step", "steps")` is "1 step",
/// `counted(2, "step", "steps")` "2 steps", `counted(0, ...)` "0 steps".
pub fn counted<N>(n: N, one: &str, many: &str) -> String
where
    N: std::fmt::Display + PartialEq + From<u8>,
{
    let word = if n == N::from(1) { one } else { many };
    format!("{n} {word}")
}

/// What a move cost of what it had, in words: "3 of 4 MP"; a rail move counts rail hexes, "7 of
/// 20 rail hexes", or "12 rail hexes (no limit)" where the ruleset sets none (its allowance is
/// then `u32::MAX`, never shown). `spent` and `allowance` are in whole points (rail: hexes).
pub fn move_cost(spent: &str, allowance: u32, allowance_text: &str, rail: bool) -> String {
    match (rail, allowance) {
        (true, u32::MAX) => format!(
            "{} (no limit)",
            if spent == "1" {
                "1 rail hex".to_string()
            } else {
                format!("{spent} rail hexes")
            }
        ),
        (true, _) => format!("{spent} of {allowance_text} rail hexes"),
        (false, u32::MAX) => format!("{spent} MP (no limit)"),
        (false, _) => format!("{spent} of {allowance_text} MP"),
    }
}

/// A unit test in words: "Armor", "out of supply", "across River".
pub fn unit_text(r: &Ruleset, u: &Unit) -> String {
    match u {
        Unit::Always => "any unit".into(),
        Unit::Side(s) => {
            name_of(s, r.sides.iter().map(|x| (x.id.as_str(), x.name.as_str()))).into()
        }
        Unit::Nationality(ids) => names(
            ids,
            r.nationalities
                .iter()
                .map(|x| (x.id.as_str(), x.name.as_str())),
        ),
        Unit::Tag(ids) => ids.join(" or "),
        Unit::Type(ids) => names(
            ids,
            r.unit_types
                .iter()
                .map(|x| (x.id.as_str(), x.name.as_str())),
        ),
        Unit::Class(ids) => names(
            ids,
            r.classes.iter().map(|x| (x.id.as_str(), x.name.as_str())),
        ),
        Unit::OutOfSupply => "out of supply".into(),
        Unit::Size(v) => v
            .iter()
            .map(|s| format!("{s:?}").to_lowercase())
            .collect::<Vec<_>>()
            .join(" or "),
        Unit::Marked(id) => format!(
            "marked {}",
            name_of(
                id,
                r.unit_markers
                    .iter()
                    .map(|x| (x.id.as_str(), x.name.as_str()))
            )
        ),
        Unit::InZone(id) => format!(
            "in {}",
            name_of(id, r.zones.iter().map(|x| (x.id.as_str(), x.name.as_str())))
        ),
        Unit::Across(ids) => format!(
            "across {}",
            names(
                ids,
                r.hexsides.iter().map(|x| (x.id.as_str(), x.name.as_str()))
            )
        ),
        Unit::All(v) => v
            .iter()
            .map(|x| unit_text(r, x))
            .collect::<Vec<_>>()
            .join(", "),
        Unit::Any(v) => v
            .iter()
            .map(|x| unit_text(r, x))
            .collect::<Vec<_>>()
            .join(" or "),
        Unit::Not(x) => format!("not {}", unit_text(r, x)),
    }
}

/// A condition in words.
#[expect(
    clippy::too_many_lines,
    reason = "a table: one arm per kind of condition, each naming its ids in words"
)]
pub fn condition_text(r: &Ruleset, c: &Cond) -> String {
    let units = |w: &str, q: Quant, u: &Unit| {
        let u = unit_text(r, u);
        match q {
            Quant::All => format!("all {w} {u}"),
            Quant::Any => format!("any of the {w} {u}"),
            Quant::None => format!("none of the {w} {u}"),
            Quant::Each => format!("each of the {w} that is {u}"),
        }
    };
    match c {
        Cond::All(v) if v.is_empty() => "always".into(),
        Cond::All(v) => v
            .iter()
            .map(|x| condition_text(r, x))
            .collect::<Vec<_>>()
            .join(" and "),
        Cond::Any(v) => format!(
            "({})",
            v.iter()
                .map(|x| condition_text(r, x))
                .collect::<Vec<_>>()
                .join(" or ")
        ),
        Cond::Not(x) => format!("not {}", condition_text(r, x)),
        Cond::Turns(a, b) if a == b => format!("turn {a}"),
        Cond::Turns(a, b) => format!("turns {a} to {b}"),
        Cond::Dates(a, b) if a == b => a.clone(),
        Cond::Dates(a, b) => format!("{a} to {b}"),
        Cond::Weather(ids) => format!(
            "{} turn",
            names(
                ids,
                r.weather.iter().map(|x| (x.id.as_str(), x.name.as_str()))
            )
        ),
        Cond::Optional(id) => format!(
            "optional rule \"{}\"",
            name_of(
                id,
                r.options.iter().map(|x| (x.id.as_str(), x.name.as_str()))
            )
        ),
        Cond::Choice(id, v) => format!(
            "{}: {v}",
            name_of(
                id,
                r.choices.iter().map(|x| (x.id.as_str(), x.name.as_str()))
            )
        ),
        Cond::Attackers(q, u) => units("attackers", *q, u),
        Cond::Defenders(q, u) => units("defenders", *q, u),
        Cond::DefenderTerrain(ids) => format!(
            "defender in {}",
            names(
                ids,
                r.terrain.iter().map(|x| (x.id.as_str(), x.name.as_str()))
            )
        ),
        Cond::DefenderFeature(ids) => format!(
            "defender in {}",
            names(
                ids,
                r.features.iter().map(|x| (x.id.as_str(), x.name.as_str()))
            )
        ),
        Cond::DefenderMarker(id, owner) => format!(
            "defender in {} {}",
            match owner {
                Owner::Defender => "its own",
                Owner::Attacker => "enemy",
                Owner::Anyone => "any",
            },
            name_of(
                id,
                r.hex_markers
                    .iter()
                    .map(|x| (x.id.as_str(), x.name.as_str()))
            )
        ),
        Cond::DefenderZone(id) => format!(
            "defender in {}",
            name_of(id, r.zones.iter().map(|x| (x.id.as_str(), x.name.as_str())))
        ),
        Cond::ZoneControlledBy(id, side) => format!(
            "{} holds {}",
            name_of(
                side,
                r.sides.iter().map(|x| (x.id.as_str(), x.name.as_str()))
            ),
            name_of(id, r.zones.iter().map(|x| (x.id.as_str(), x.name.as_str())))
        ),
        Cond::SideMarked(side, id) => format!(
            "{} {}",
            name_of(
                side,
                r.sides.iter().map(|x| (x.id.as_str(), x.name.as_str()))
            ),
            name_of(
                id,
                r.side_markers
                    .iter()
                    .map(|x| (x.id.as_str(), x.name.as_str()))
            )
        ),
        Cond::AttackHexes(n) => format!("attacking from {n} or more hexes"),
        Cond::Compare(a, op, b) => {
            format!("{} {} {}", sum_text(r, a), op.symbol(), sum_text(r, b))
        }
        Cond::Exceeds(a, n, b) => {
            format!("{} more than {n} times {}", sum_text(r, a), sum_text(r, b))
        }
        Cond::DefenderSurrounded => "the defenders cannot retreat".into(),
    }
}

/// An effect in words.
pub fn effect_text(e: &Effect) -> String {
    match e {
        Effect::AttackWithDefense => "attacks with its defense factor".into(),
        Effect::DivideAttack { by, round } => format!(
            "attack ÷{by}{}",
            match round {
                Round::Down => "",
                Round::Up => " (rounded up)",
                Round::Nearest => " (halves up)",
            }
        ),
        Effect::AddDefense(n) => format!("defense +{n}"),
        Effect::MultiplyDefense(n) => format!("defense ×{n}"),
        Effect::Shift(n) if *n < 0 => format!("{} left", counted(-n, "column", "columns")),
        Effect::Shift(n) => format!("{} right", counted(*n, "column", "columns")),
        Effect::DieModifier(n) => format!("die {n:+}"),
        Effect::DefenderDieModifier(n) => format!("defender's die {n:+}"),
        Effect::EfficiencyDifference => "efficiency difference as a die modifier".into(),
        Effect::AirSupport(n) => format!("die {n:+} per air unit committed"),
        Effect::Rewrite(a, b) => format!("{a} becomes {b}"),
        Effect::ScaleLosses { side, times, min } => format!(
            "{} losses ×{times}{}",
            match side {
                BattleSide::Attacker => "attacker",
                BattleSide::Defender => "defender",
            },
            if *min > 0 {
                format!(" (0 becomes {min})")
            } else {
                String::new()
            }
        ),
        Effect::StepInsteadOfRetreat => "may take a step loss instead of retreating".into(),
        Effect::Cancel(g) => format!("cancels {g} effects"),
    }
}

/// The units an order of this id may go to, in words ("German").
pub fn order_units(r: &Ruleset, id: &str) -> String {
    r.duties
        .orders
        .iter()
        .find(|o| o.id == id)
        .map(|o| match &o.raw.marks {
            OrderMarks::Unit(_, u) => unit_text(r, u),
            OrderMarks::Side(_) => "all".into(),
        })
        .unwrap_or_default()
}

/// A sum of factors in words: "attack of attackers Armor".
fn sum_text(r: &Ruleset, s: &Sum) -> String {
    format!(
        "{} of {} {}",
        match s.2 {
            Factor::Attack => "attack",
            Factor::Defense => "defense",
        },
        who(s.0),
        unit_text(r, &s.1)
    )
}

fn who(w: Who) -> &'static str {
    match w {
        Who::Attackers => "attackers",
        Who::Defenders => "defenders",
    }
}

#[cfg(test)]
mod tests {
    use super::counted;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(counted(1u32, "step", "steps"), "1 step");
        assert_eq!(counted(0u32, "step", "steps"), "0 steps");
        assert_eq!(counted(2usize, "unit", "units"), "2 units");
        assert_eq!(counted(11u32, "step loss", "step losses"), "11 step losses");
    }
}
