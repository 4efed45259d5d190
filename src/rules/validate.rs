//! Turns a ruleset file's text into a checked [`Ruleset`], reporting every problem with its place
//! in the file. The scenario's checks are in `validate_scenario`.

use super::ruleset::*;
use super::source::{Diagnostic, Diagnostics, Outline, Path, Problem, parse_ron};
use super::tables::*;
use std::collections::HashSet;

/// Collects problems while checking one file.
pub(crate) struct Checker {
    pub problems: Vec<Problem>,
}

impl Checker {
    pub fn new() -> Self {
        Checker {
            problems: Vec::new(),
        }
    }
    pub fn err(&mut self, path: Path, msg: impl Into<String>) {
        self.problems.push(Problem::at(path, msg));
    }
    pub fn err_in_string(&mut self, path: Path, ch: usize, msg: impl Into<String>) {
        self.problems.push(Problem {
            path,
            char_in_string: Some(ch),
            message: msg.into(),
        });
    }
    /// Index of `id` in `ids`, or a problem naming what was expected.
    pub fn lookup<'a, I: IntoIterator<Item = &'a str>>(
        &mut self,
        path: Path,
        what: &str,
        id: &str,
        ids: I,
    ) -> Option<usize> {
        let ids: Vec<&str> = ids.into_iter().collect();
        match ids.iter().position(|x| *x == id) {
            Some(i) => Some(i),
            None => {
                self.err(
                    path,
                    format!("unknown {what} \"{id}\" (known: {})", ids.join(", ")),
                );
                None
            }
        }
    }
    pub fn unique<'a>(&mut self, path: Path, what: &str, ids: impl Iterator<Item = &'a str>) {
        let mut seen = HashSet::new();
        for (i, id) in ids.enumerate() {
            if !seen.insert(id) {
                self.err(
                    path.index(i).field("id"),
                    format!("duplicate {what} id \"{id}\""),
                );
            }
        }
    }
    pub fn finish<T>(self, file: &str, text: &str, value: T) -> Result<T, Diagnostics> {
        if self.problems.is_empty() {
            return Ok(value);
        }
        let outline = Outline::new(text);
        let mut ds: Vec<Diagnostic> = self
            .problems
            .iter()
            .map(|p| outline.diagnostic(file, p))
            .collect();
        ds.sort_by_key(|d| (d.line, d.col));
        Err(Diagnostics(ds))
    }
}

pub(crate) fn parse_colour(s: &str) -> Option<[u8; 3]> {
    let h = s.strip_prefix('#')?;
    if h.len() != 6 {
        return None;
    }
    let v = u32::from_str_radix(h, 16).ok()?;
    Some([(v >> 16) as u8, (v >> 8) as u8, v as u8])
}

/// Parses and checks a ruleset file.
pub fn ruleset_from_str(file: &str, text: &str) -> Result<Ruleset, Diagnostics> {
    let raw: RawRuleset = parse_ron(file, text).map_err(|d| Diagnostics(vec![d]))?;
    let mut c = Checker::new();
    let rules = check_ruleset(&mut c, raw);
    c.finish(file, text, rules)
}

fn check_ruleset(c: &mut Checker, raw: RawRuleset) -> Ruleset {
    let root = Path::root();
    c.unique(
        root.field("sides"),
        "side",
        raw.sides.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("nationalities"),
        "nationality",
        raw.nationalities.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("movement_classes"),
        "movement class",
        raw.movement_classes.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("unit_types"),
        "unit type",
        raw.unit_types.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("terrain"),
        "terrain",
        raw.terrain.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("hexsides"),
        "hexside",
        raw.hexsides.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("features"),
        "feature",
        raw.features.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("weather"),
        "weather",
        raw.weather.iter().map(|s| s.id.as_str()),
    );
    c.unique(
        root.field("phases"),
        "phase",
        raw.phases.iter().map(|s| s.id.as_str()),
    );

    let side_ids: Vec<&str> = raw.sides.iter().map(|s| s.id.as_str()).collect();
    let class_ids: Vec<&str> = raw.movement_classes.iter().map(|s| s.id.as_str()).collect();
    let all_tags: HashSet<&str> = raw
        .unit_types
        .iter()
        .flat_map(|u| u.tags.iter().map(|t| t.as_str()))
        .collect();

    for (i, s) in raw.sides.iter().enumerate() {
        if parse_colour(&s.colour).is_none() {
            c.err(
                root.field("sides").index(i).field("colour"),
                format!("\"{}\" is not a #rrggbb colour", s.colour),
            );
        }
    }
    let sides = raw
        .sides
        .iter()
        .map(|s| Side {
            id: s.id.clone(),
            name: s.name.clone(),
            home_edge: s.home_edge,
            colour: s.colour.clone(),
        })
        .collect();

    let nationalities = raw
        .nationalities
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let p = root.field("nationalities").index(i);
            let side = c
                .lookup(p.field("side"), "side", &n.side, side_ids.iter().copied())
                .unwrap_or(0) as SideId;
            for (f, v) in [("background", &n.background), ("text", &n.text)] {
                if parse_colour(v).is_none() {
                    c.err(p.field(f), format!("\"{v}\" is not a #rrggbb colour"));
                }
            }
            Nationality {
                id: n.id.clone(),
                name: n.name.clone(),
                side,
                background: n.background.clone(),
                text: n.text.clone(),
            }
        })
        .collect();

    let unit_types = raw
        .unit_types
        .iter()
        .enumerate()
        .map(|(i, u)| {
            let p = root.field("unit_types").index(i);
            let class = c
                .lookup(
                    p.field("movement_class"),
                    "movement class",
                    &u.movement_class,
                    class_ids.iter().copied(),
                )
                .unwrap_or(0) as u8;
            UnitType {
                id: u.id.clone(),
                name: u.name.clone(),
                class,
                symbol: u.symbol,
                tags: u.tags.clone(),
                stack_points: u.stack_points,
            }
        })
        .collect();

    let mut letters = HashSet::new();
    let terrain = raw
        .terrain
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let p = root.field("terrain").index(i);
            if !letters.insert(t.letter) {
                c.err(
                    p.field("letter"),
                    format!("letter '{}' is used by another terrain", t.letter),
                );
            }
            if parse_colour(&t.colour).is_none() {
                c.err(
                    p.field("colour"),
                    format!("\"{}\" is not a #rrggbb colour", t.colour),
                );
            }
            for k in t.cost.keys() {
                c.lookup(
                    p.field("cost").key(k),
                    "movement class",
                    k,
                    class_ids.iter().copied(),
                );
            }
            let cost = class_ids
                .iter()
                .map(|cl| match t.cost.get(*cl) {
                    Some(v) => *v,
                    None => {
                        c.err(
                            p.field("cost"),
                            format!(
                                "terrain \"{}\" has no cost for movement class \"{cl}\"",
                                t.id
                            ),
                        );
                        Cost::Prohibited
                    }
                })
                .collect();
            Terrain {
                id: t.id.clone(),
                name: t.name.clone(),
                letter: t.letter,
                colour: t.colour.clone(),
                cost,
                water: t.water,
            }
        })
        .collect();

    let hexsides = raw
        .hexsides
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let p = root.field("hexsides").index(i);
            let mut prohibited_for = vec![false; class_ids.len()];
            for (j, cl) in h.prohibited_for.iter().enumerate() {
                if let Some(k) = c.lookup(
                    p.field("prohibited_for").index(j),
                    "movement class",
                    cl,
                    class_ids.iter().copied(),
                ) {
                    prohibited_for[k] = true;
                }
            }
            if parse_colour(&h.colour).is_none() {
                c.err(
                    p.field("colour"),
                    format!("\"{}\" is not a #rrggbb colour", h.colour),
                );
            }
            Hexside {
                id: h.id.clone(),
                name: h.name.clone(),
                extra_cost: h.extra_cost,
                prohibited: h.prohibited,
                prohibited_for,
                rail_only: h.rail_only,
                blocks_zoc: h.blocks_zoc,
                blocks_supply: h.blocks_supply,
                crossings_per_side_per_turn: h.crossings_per_side_per_turn,
                colour: h.colour.clone(),
            }
        })
        .collect();
    if raw.features.len() > 32 {
        c.err(root.field("features"), "at most 32 features");
    }
    let features = raw
        .features
        .iter()
        .map(|f| Feature {
            id: f.id.clone(),
            name: f.name.clone(),
            extra_cost: f.extra_cost,
            city: f.city,
        })
        .collect();

    for k in raw.stacking.limit.keys() {
        c.lookup(
            root.field("stacking").field("limit").key(k),
            "side",
            k,
            side_ids.iter().copied(),
        );
    }
    let stacking = side_ids
        .iter()
        .map(|s| match raw.stacking.limit.get(*s) {
            Some(v) => *v,
            None => {
                c.err(
                    root.field("stacking").field("limit"),
                    format!("no stacking limit for side \"{s}\""),
                );
                1
            }
        })
        .collect();

    let weather_ids: Vec<&str> = raw.weather.iter().map(|w| w.id.as_str()).collect();
    let weather = raw
        .weather
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let p = root.field("weather").index(i);
            if w.movement_divisor == 0 {
                c.err(p.field("movement_divisor"), "a divisor of 0 is not allowed");
            }
            for (j, r) in w.on_rolls.iter().enumerate() {
                if !(1..=6).contains(r) {
                    c.err(
                        p.field("on_rolls").index(j),
                        format!("{r} is not a roll of one die"),
                    );
                }
            }
            Weather {
                id: w.id.clone(),
                name: w.name.clone(),
                extra_cost_per_hex: w.extra_cost_per_hex,
                movement_divisor: w.movement_divisor.max(1),
                on_rolls: w.on_rolls.clone(),
            }
        })
        .collect();

    if raw.calendar.turns.is_empty() {
        c.err(
            root.field("calendar").field("turns"),
            "the calendar needs at least one turn",
        );
    }
    let calendar = raw
        .calendar
        .turns
        .iter()
        .enumerate()
        .map(|(i, t)| TurnSlot {
            name: t.name.clone(),
            possible_weather: t.possible_weather.as_ref().and_then(|w| {
                let p = root
                    .field("calendar")
                    .field("turns")
                    .index(i)
                    .field("possible_weather");
                c.lookup(p, "weather", w, weather_ids.iter().copied())
                    .map(|x| x as u8)
            }),
        })
        .collect();

    if raw.phases.is_empty() {
        c.err(
            root.field("phases"),
            "the sequence of play needs at least one phase",
        );
    }
    let phases = raw
        .phases
        .iter()
        .enumerate()
        .map(|(i, ph)| {
            let p = root.field("phases").index(i);
            let side = c
                .lookup(p.field("side"), "side", &ph.side, side_ids.iter().copied())
                .unwrap_or(0) as SideId;
            if let PhaseKind::Movement {
                units: UnitFilter::Tagged(tags),
            } = &ph.kind
            {
                for t in tags {
                    if !all_tags.contains(t.as_str()) {
                        c.err(p.field("kind"), format!("no unit type has the tag \"{t}\""));
                    }
                }
            }
            Phase {
                id: ph.id.clone(),
                name: ph.name.clone(),
                side,
                kind: ph.kind.clone(),
                on_enter: ph.on_enter.clone(),
            }
        })
        .collect();

    check_combat(c, &raw, &weather_ids);
    if raw.supply.movement_divisor == 0 || raw.supply.attack_divisor == 0 {
        c.err(root.field("supply"), "a divisor of 0 is not allowed");
    }
    for (i, l) in raw.supply.sea_lines.iter().enumerate() {
        let lp = root.field("supply").field("sea_lines").index(i);
        c.lookup(lp.field("side"), "side", &l.side, side_ids.iter().copied());
        for (j, w) in l.water.iter().enumerate() {
            c.lookup(
                lp.field("water").index(j),
                "terrain",
                w,
                raw.terrain.iter().map(|t| t.id.as_str()),
            );
        }
    }
    for (i, f) in raw.replacements.rebuild_in.iter().enumerate() {
        c.lookup(
            root.field("replacements").field("rebuild_in").index(i),
            "feature",
            f,
            raw.features.iter().map(|t| t.id.as_str()),
        );
    }
    for t in raw.replacements.cost_by_tag.keys() {
        if !all_tags.contains(t.as_str()) {
            c.err(
                root.field("replacements").field("cost_by_tag").key(t),
                format!("no unit type has the tag \"{t}\""),
            );
        }
    }

    Ruleset {
        name: raw.name,
        source: raw.source,
        sides,
        nationalities,
        classes: raw.movement_classes,
        unit_types,
        terrain,
        hexsides,
        features,
        stacking,
        zoc: raw.zoc,
        rail: raw.rail,
        calendar,
        weather,
        phases,
        combat: raw.combat,
        supply: raw.supply,
        replacements: raw.replacements,
    }
}

/// Parses an odds column heading "3:2" into (attack, defense).
pub fn parse_ratio(s: &str) -> Option<(u32, u32)> {
    let (a, d) = s.split_once(':')?;
    let (a, d): (u32, u32) = (a.trim().parse().ok()?, d.trim().parse().ok()?);
    (a > 0 && d > 0).then_some((a, d))
}

fn check_combat(c: &mut Checker, raw: &RawRuleset, weather_ids: &[&str]) {
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
