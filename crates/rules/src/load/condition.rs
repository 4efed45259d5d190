//! Compiles the condition language (`data::condition`) against a ruleset: every id becomes an
//! index, unknown ids and misplaced `Each` are reported at their place in the file.

use crate::data::condition::*;
use crate::data::ruleset::RawRuleset;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::condition::*;
use crate::model::tables::SideId;

/// The names a condition may use, from the ruleset being checked.
/// A calendar date ("Nov 1942", "T10 1941") as the calendar counts turns: the year times the
/// turns of a year, plus the turn's place in the year; a problem at `p` (and 0) if it is not one.
pub(crate) fn date(
    c: &mut Checker,
    p: Path,
    calendar: &crate::data::ruleset::RawCalendar,
    s: &str,
) -> u32 {
    let n = calendar.turns.len() as u32;
    let parsed = s.rsplit_once(' ').and_then(|(name, y)| {
        let slot = calendar.turns.iter().position(|t| t.name == name)?;
        Some(y.trim().parse::<u32>().ok()? * n + slot as u32)
    });
    parsed.unwrap_or_else(|| {
        let names: Vec<&str> = calendar.turns.iter().map(|t| t.name.as_str()).collect();
        c.err(
            p,
            format!(
                "\"{s}\" is not a date like \"{} 1942\" (turn names: {})",
                names.first().unwrap_or(&"Jul"),
                names.join(", ")
            ),
        );
        0
    })
}

pub(crate) struct Names<'a> {
    pub raw: &'a RawRuleset,
    /// Modifier groups, in order of first use.
    pub groups: Vec<String>,
}

impl<'a> Names<'a> {
    pub fn new(raw: &'a RawRuleset) -> Self {
        let mut groups: Vec<String> = Vec::new();
        for m in &raw.combat.modifiers {
            for g in &m.groups {
                if !groups.contains(g) {
                    groups.push(g.clone());
                }
            }
        }
        Names { raw, groups }
    }

    fn set<'b>(
        &self,
        c: &mut Checker,
        p: &Path,
        what: &str,
        ids: &[String],
        known: impl Iterator<Item = &'b str> + Clone,
    ) -> Set {
        let n = known.clone().count();
        let members: Vec<usize> = ids
            .iter()
            .enumerate()
            .filter_map(|(j, id)| c.lookup(p.index(0).index(j), what, id, known.clone()))
            .collect();
        Set::of(n, members)
    }

    fn side(&self, c: &mut Checker, p: Path, id: &str) -> SideId {
        c.lookup(p, "side", id, self.raw.sides.iter().map(|s| s.id.as_str()))
            .unwrap_or(0) as SideId
    }

    pub fn unit_marker(&self, c: &mut Checker, p: Path, id: &str) -> u8 {
        let ids = self.raw.unit_markers.iter().map(|m| m.id.as_str());
        c.lookup(p, "unit marker", id, ids).unwrap_or(0) as u8
    }

    pub fn side_marker(&self, c: &mut Checker, p: Path, id: &str) -> u8 {
        let ids = self.raw.side_markers.iter().map(|m| m.id.as_str());
        c.lookup(p, "side marker", id, ids).unwrap_or(0) as u8
    }

    fn zone(&self, c: &mut Checker, p: Path, id: &str) -> usize {
        c.lookup(p, "zone", id, self.raw.zones.iter().map(|z| z.id.as_str()))
            .unwrap_or(0)
    }

    /// A month number (`year * calendar length + slot`) from "Nov 1942".
    fn date(&self, c: &mut Checker, p: Path, s: &str) -> u32 {
        date(c, p, &self.raw.calendar, s)
    }

    pub fn unit(&self, c: &mut Checker, p: &Path, u: &Unit, who: Option<Who>) -> UnitTest {
        let r = self.raw;
        let types = |c: &mut Checker, what: &str, ids: &[String]| -> UnitTest {
            let mut set = vec![false; r.unit_types.len()];
            for (j, id) in ids.iter().enumerate() {
                let here = p.index(0).index(j);
                let hit: Vec<usize> = match what {
                    "unit type" => c
                        .lookup(here, what, id, r.unit_types.iter().map(|t| t.id.as_str()))
                        .into_iter()
                        .collect(),
                    "movement class" => {
                        match c.lookup(
                            here,
                            what,
                            id,
                            r.movement_classes.iter().map(|t| t.id.as_str()),
                        ) {
                            Some(k) => r
                                .unit_types
                                .iter()
                                .enumerate()
                                .filter(|(_, t)| t.movement_class == r.movement_classes[k].id)
                                .map(|(i, _)| i)
                                .collect(),
                            None => Vec::new(),
                        }
                    }
                    _ => {
                        let hit: Vec<usize> = r
                            .unit_types
                            .iter()
                            .enumerate()
                            .filter(|(_, t)| t.tags.contains(id))
                            .map(|(i, _)| i)
                            .collect();
                        if hit.is_empty() {
                            c.err(here, format!("no unit type carries the tag \"{id}\""));
                        }
                        hit
                    }
                };
                for h in hit {
                    set[h] = true;
                }
            }
            UnitTest::Types(Set(set))
        };
        match u {
            Unit::Always => UnitTest::Always,
            Unit::Side(s) => UnitTest::Side(self.side(c, p.index(0), s)),
            Unit::Nationality(ids) => UnitTest::Nationality(self.set(
                c,
                p,
                "nationality",
                ids,
                r.nationalities.iter().map(|n| n.id.as_str()),
            )),
            Unit::Tag(ids) => types(c, "tag", ids),
            Unit::Type(ids) => types(c, "unit type", ids),
            Unit::Class(ids) => types(c, "movement class", ids),
            Unit::OutOfSupply => UnitTest::OutOfSupply,
            Unit::Size(v) => UnitTest::Size(v.clone()),
            Unit::Marked(id) => UnitTest::Marked(self.unit_marker(c, p.index(0), id)),
            Unit::InZone(id) => UnitTest::InZone(self.zone(c, p.index(0), id)),
            Unit::Across(ids) => {
                if who == Some(Who::Defenders) {
                    c.err(p.clone(), "only an attacker attacks across a hexside");
                }
                UnitTest::Across(self.set(
                    c,
                    p,
                    "hexside",
                    ids,
                    r.hexsides.iter().map(|h| h.id.as_str()),
                ))
            }
            Unit::All(v) => UnitTest::All(
                v.iter()
                    .enumerate()
                    .map(|(i, x)| self.unit(c, &p.index(0).index(i), x, who))
                    .collect(),
            ),
            Unit::Any(v) => UnitTest::Any(
                v.iter()
                    .enumerate()
                    .map(|(i, x)| self.unit(c, &p.index(0).index(i), x, who))
                    .collect(),
            ),
            Unit::Not(x) => UnitTest::Not(Box::new(self.unit(c, &p.index(0), x, who))),
        }
    }

    /// Compiles a sum of factors (`p` is its place in the file).
    fn sum(&self, c: &mut Checker, p: &Path, s: &Sum) -> SumC {
        SumC {
            who: s.0,
            units: self.unit(c, &p.index(1), &s.1, Some(s.0)),
            factor: s.2,
        }
    }

    /// Compiles a condition; `Each` is accepted at the top or in a top-level `All`.
    pub fn compile(&self, c: &mut Checker, p: &Path, cond: &Cond) -> Compiled {
        let mut each = None;
        let test = match cond {
            Cond::Attackers(Quant::Each, u) => {
                each = Some((
                    Who::Attackers,
                    self.unit(c, &p.index(1), u, Some(Who::Attackers)),
                ));
                Test::True
            }
            Cond::Defenders(Quant::Each, u) => {
                each = Some((
                    Who::Defenders,
                    self.unit(c, &p.index(1), u, Some(Who::Defenders)),
                ));
                Test::True
            }
            Cond::All(v) => {
                let mut tests = Vec::new();
                for (i, x) in v.iter().enumerate() {
                    let here = p.index(0).index(i);
                    match x {
                        Cond::Attackers(Quant::Each, u) | Cond::Defenders(Quant::Each, u) => {
                            let who = if matches!(x, Cond::Attackers(..)) {
                                Who::Attackers
                            } else {
                                Who::Defenders
                            };
                            if each.is_some() {
                                c.err(here.clone(), "only one Each in a condition");
                            }
                            each = Some((who, self.unit(c, &here.index(1), u, Some(who))));
                        }
                        _ => tests.push(self.test(c, &here, x)),
                    }
                }
                Test::All(tests)
            }
            _ => self.test(c, p, cond),
        };
        Compiled { test, each }
    }

    fn test(&self, c: &mut Checker, p: &Path, cond: &Cond) -> Test {
        let r = self.raw;
        match cond {
            Cond::All(v) => Test::All(
                v.iter()
                    .enumerate()
                    .map(|(i, x)| self.test(c, &p.index(0).index(i), x))
                    .collect(),
            ),
            Cond::Any(v) => Test::Any(
                v.iter()
                    .enumerate()
                    .map(|(i, x)| self.test(c, &p.index(0).index(i), x))
                    .collect(),
            ),
            Cond::Not(x) => Test::Not(Box::new(self.test(c, &p.index(0), x))),
            Cond::Turns(a, b) => turns(c, p, *a, *b),
            Cond::Dates(a, b) => self.dates(c, p, a, b),
            Cond::Weather(ids) => Test::Weather(self.set(
                c,
                p,
                "weather",
                ids,
                r.weather.iter().map(|w| w.id.as_str()),
            )),
            Cond::Optional(id) => Test::Optional(
                c.lookup(
                    p.index(0),
                    "optional rule",
                    id,
                    r.options.iter().map(|o| o.id.as_str()),
                )
                .unwrap_or(0),
            ),
            Cond::Choice(id, value) => self.choice(c, p, id, value),
            Cond::Attackers(Quant::Each, _) | Cond::Defenders(Quant::Each, _) => {
                c.err(
                    p.clone(),
                    "Each may only stand at the top of a condition or in its top-level All",
                );
                Test::True
            }
            Cond::Attackers(q, u) => Test::Units(
                Who::Attackers,
                *q,
                self.unit(c, &p.index(1), u, Some(Who::Attackers)),
            ),
            Cond::Defenders(q, u) => Test::Units(
                Who::Defenders,
                *q,
                self.unit(c, &p.index(1), u, Some(Who::Defenders)),
            ),
            Cond::DefenderTerrain(ids) => Test::Terrain(self.set(
                c,
                p,
                "terrain",
                ids,
                r.terrain.iter().map(|t| t.id.as_str()),
            )),
            Cond::DefenderFeature(ids) => Test::Feature(self.set(
                c,
                p,
                "feature",
                ids,
                r.features.iter().map(|t| t.id.as_str()),
            )),
            Cond::DefenderMarker(id, owner) => Test::Marker(
                c.lookup(
                    p.index(0),
                    "hex marker",
                    id,
                    r.hex_markers.iter().map(|m| m.id.as_str()),
                )
                .unwrap_or(0),
                *owner,
            ),
            Cond::DefenderZone(id) => Test::Zone(self.zone(c, p.index(0), id)),
            Cond::ZoneControlledBy(id, side) => {
                Test::ZoneControlledBy(self.zone(c, p.index(0), id), self.side(c, p.index(1), side))
            }
            Cond::SideMarked(side, id) => Test::SideMarked(
                self.side(c, p.index(0), side),
                self.side_marker(c, p.index(1), id),
            ),
            Cond::AttackHexes(n) => Test::AttackHexes(*n),
            Cond::Compare(a, op, b) => Test::Compare(
                self.sum(c, &p.index(0), a),
                *op,
                self.sum(c, &p.index(2), b),
            ),
            Cond::Exceeds(a, n, b) => {
                Test::Exceeds(self.sum(c, &p.index(0), a), *n, self.sum(c, &p.index(2), b))
            }
            Cond::DefenderSurrounded => Test::Surrounded,
        }
    }

    /// A run of turns, dates turned into turn numbers.
    fn dates(&self, c: &mut Checker, p: &Path, a: &str, b: &str) -> Test {
        let (x, y) = (self.date(c, p.index(0), a), self.date(c, p.index(1), b));
        if x > y {
            c.err(p.clone(), format!("{a} comes after {b}"));
        }
        Test::Dates(x, y)
    }

    /// A scenario choice and one of its values.
    fn choice(&self, c: &mut Checker, p: &Path, id: &str, value: &str) -> Test {
        let r = self.raw;
        let k = c.lookup(
            p.index(0),
            "scenario choice",
            id,
            r.choices.iter().map(|o| o.id.as_str()),
        );
        let v = k.and_then(|k| {
            c.lookup(
                p.index(1),
                "value",
                value,
                r.choices[k].values.iter().map(String::as_str),
            )
        });
        Test::Choice(k.unwrap_or(0), v.unwrap_or(0))
    }
}

/// A run of turns, from the first (1 or later) to the last.
fn turns(c: &mut Checker, p: &Path, a: u32, b: u32) -> Test {
    if a > b || a == 0 {
        c.err(
            p.clone(),
            format!("turns {a} to {b} is not a range of turns"),
        );
    }
    Test::Turns(a, b)
}
