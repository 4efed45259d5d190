//! Checks of a ruleset's combat section: the odds table's columns and cells, the results it names,
//! and the references of every modifier's condition.

use crate::rules::data::ruleset::*;
use crate::rules::load::ruleset::Checker;
use crate::rules::load::source::Path;

/// Parses an odds column heading "3:2" into (attack, defense).
pub fn parse_ratio(s: &str) -> Option<(u32, u32)> {
    let (a, d) = s.split_once(':')?;
    let (a, d): (u32, u32) = (a.trim().parse().ok()?, d.trim().parse().ok()?);
    (a > 0 && d > 0).then_some((a, d))
}

pub(crate) fn check_combat(c: &mut Checker, raw: &RawRuleset, weather_ids: &[&str]) {
    let p = Path::root().field("combat");
    c.unique(
        p.field("results"),
        "combat result",
        raw.combat.results.iter().map(|r| r.id.as_str()),
    );
    let result_ids: Vec<&str> = raw.combat.results.iter().map(|r| r.id.as_str()).collect();
    match &raw.combat.resolver {
        Resolver::OddsTable { columns, rows, .. } => {
            let rp = p.field("resolver");
            let mut last = 0.0;
            for (i, col) in columns.iter().enumerate() {
                match parse_ratio(col) {
                    Some((a, d)) => {
                        let v = a as f64 / d as f64;
                        if v <= last {
                            c.err(
                                rp.field("columns").index(i),
                                format!("column \"{col}\" is not higher than the one before"),
                            );
                        }
                        last = v;
                    }
                    None => c.err(
                        rp.field("columns").index(i),
                        format!("\"{col}\" is not an odds ratio like \"3:2\""),
                    ),
                }
            }
            if rows.len() != 6 {
                c.err(
                    rp.field("rows"),
                    format!("{} rows; one die needs 6", rows.len()),
                );
            }
            for (r, row) in rows.iter().enumerate() {
                if row.len() != columns.len() {
                    c.err(
                        rp.field("rows").index(r),
                        format!("{} cells for {} columns", row.len(), columns.len()),
                    );
                }
                for (k, cell) in row.iter().enumerate() {
                    c.lookup(
                        rp.field("rows").index(r).index(k),
                        "combat result",
                        cell,
                        result_ids.iter().copied(),
                    );
                }
            }
        }
    }
    let terrain_ids: Vec<&str> = raw.terrain.iter().map(|t| t.id.as_str()).collect();
    let feature_ids: Vec<&str> = raw.features.iter().map(|t| t.id.as_str()).collect();
    let hexside_ids: Vec<&str> = raw.hexsides.iter().map(|t| t.id.as_str()).collect();
    for (i, m) in raw.combat.modifiers.iter().enumerate() {
        let mp = p.field("modifiers").index(i).field("when");
        match &m.when {
            Condition::DefenderTerrain(ids) => {
                for (j, id) in ids.iter().enumerate() {
                    c.lookup(mp.index(j), "terrain", id, terrain_ids.iter().copied());
                }
            }
            Condition::DefenderFeature(ids) => {
                for (j, id) in ids.iter().enumerate() {
                    c.lookup(mp.index(j), "feature", id, feature_ids.iter().copied());
                }
            }
            Condition::AllAttackersAcross(ids)
            | Condition::AnyAttackerAcross(ids)
            | Condition::AttackerAcross(ids) => {
                for (j, id) in ids.iter().enumerate() {
                    c.lookup(mp.index(j), "hexside", id, hexside_ids.iter().copied());
                }
            }
            Condition::TurnWeather(w) => {
                c.lookup(mp, "weather", w, weather_ids.iter().copied());
            }
            Condition::AttackerOutOfSupply => {}
        }
        if let Effect::DivideAttack(0) = m.effect {
            c.err(
                p.field("modifiers").index(i).field("effect"),
                "a divisor of 0 is not allowed",
            );
        }
    }
}
