//! Checks of a ruleset's combat section: the odds table's columns and cells, the results it names,
//! and the references of every modifier's condition.

use crate::data::ruleset::*;
use crate::load::checker::Checker;
use crate::load::source::Path;

/// Parses an odds column heading "3:2" into (attack, defense).
pub fn parse_ratio(s: &str) -> Option<(u32, u32)> {
    let (a, d) = s.split_once(':')?;
    let (a, d): (u32, u32) = (a.trim().parse().ok()?, d.trim().parse().ok()?);
    (a > 0 && d > 0).then_some((a, d))
}

pub(crate) fn check_combat(c: &mut Checker, raw: &RawRuleset) {
    let p = Path::root().field("combat");
    c.unique(
        p.field("results"),
        "combat result",
        raw.combat.results.iter().map(|r| r.id.as_str()),
    );
    let result_ids: Vec<&str> = raw.combat.results.iter().map(|r| r.id.as_str()).collect();
    check_odds_table(c, raw, &p, &result_ids);
    check_opposed_rolls(c, raw, &p, &result_ids);
    check_unique_ids(c, raw);
}

/// An odds table: its automatic results below and above, its columns, and a known result in each
/// cell of each row.
fn check_odds_table(c: &mut Checker, raw: &RawRuleset, p: &Path, result_ids: &[&str]) {
    let Resolver::OddsTable {
        columns,
        rows,
        below,
        above,
    } = &raw.combat.resolver
    else {
        return;
    };
    let rp = p.field("resolver");
    if let Below::Automatic(r) = below {
        c.lookup(
            rp.field("below").index(0),
            "combat result",
            r,
            result_ids.iter().copied(),
        );
    }
    if let Above::Automatic { from, result } = above {
        c.lookup(
            rp.field("above").field("result"),
            "combat result",
            result,
            result_ids.iter().copied(),
        );
        let last = columns.last().and_then(|x| parse_ratio(x));
        match (parse_ratio(from), last) {
            (None, _) => c.err(
                rp.field("above").field("from"),
                format!("\"{from}\" is not an odds ratio like \"8:1\""),
            ),
            (Some((a, d)), Some((la, ld)))
                if u64::from(a) * u64::from(ld) <= u64::from(la) * u64::from(d) =>
            {
                c.err(
                    rp.field("above").field("from"),
                    format!("\"{from}\" is not above the last column"),
                );
            }
            _ => {}
        }
    }
    for (i, col) in columns.iter().enumerate() {
        check_column(c, rp.field("columns").index(i), columns, i, col);
    }
    if rows.is_empty() {
        c.err(rp.field("rows"), "no rows: one row per face of the die");
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

/// Opposed rolls: the ratios, the die, the results for each winner and a casualty result per face.
fn check_opposed_rolls(c: &mut Checker, raw: &RawRuleset, p: &Path, result_ids: &[&str]) {
    let Resolver::OpposedRolls {
        ratios,
        below,
        faces,
        attacker_wins,
        defender_wins,
        casualties,
        ..
    } = &raw.combat.resolver
    else {
        return;
    };
    let rp = p.field("resolver");
    let columns: Vec<String> = ratios.iter().map(|(r, _)| r.clone()).collect();
    if columns.is_empty() {
        c.err(rp.field("ratios"), "no ratios");
    }
    for (i, col) in columns.iter().enumerate() {
        check_column(c, rp.field("ratios").index(i).index(0), &columns, i, col);
    }
    if matches!(below, Below::Automatic(_)) {
        c.err(
            rp.field("below"),
            "opposed rolls have no automatic results: NotAllowed or UseFirst",
        );
    }
    if *faces < 2 {
        c.err(rp.field("faces"), "a die needs at least 2 faces");
    }
    for (field, id) in [
        ("attacker_wins", attacker_wins),
        ("defender_wins", defender_wins),
    ] {
        c.lookup(
            rp.field(field),
            "combat result",
            id,
            result_ids.iter().copied(),
        );
    }
    if casualties.winner.len() != *faces as usize {
        c.err(
            rp.field("casualties").field("winner"),
            format!(
                "{} casualty results for a die of {faces} faces",
                casualties.winner.len()
            ),
        );
    }
}

/// The ids of optional rules, scenario choices (each with a value), zones and hex markers are
/// unique.
fn check_unique_ids(c: &mut Checker, raw: &RawRuleset) {
    c.unique(
        Path::root().field("options"),
        "optional rule",
        raw.options.iter().map(|o| o.id.as_str()),
    );
    c.unique(
        Path::root().field("choices"),
        "scenario choice",
        raw.choices.iter().map(|o| o.id.as_str()),
    );
    for (i, ch) in raw.choices.iter().enumerate() {
        if ch.values.is_empty() {
            c.err(
                Path::root().field("choices").index(i).field("values"),
                "a choice needs at least one value",
            );
        }
    }
    c.unique(
        Path::root().field("zones"),
        "zone",
        raw.zones.iter().map(|o| o.id.as_str()),
    );
    c.unique(
        Path::root().field("hex_markers"),
        "hex marker",
        raw.hex_markers.iter().map(|o| o.id.as_str()),
    );
}

/// One odds column heading: a ratio, higher than the one before.
fn check_column(c: &mut Checker, at: Path, columns: &[String], i: usize, col: &str) {
    let value = |s: &str| parse_ratio(s).map(|(a, d)| a as f64 / d as f64);
    match value(col) {
        Some(v) => {
            if i > 0 && value(&columns[i - 1]).is_some_and(|before| v <= before) {
                c.err(
                    at,
                    format!("column \"{col}\" is not higher than the one before"),
                );
            }
        }
        None => c.err(at, format!("\"{col}\" is not an odds ratio like \"3:2\"")),
    }
}
