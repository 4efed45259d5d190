//! The scenario's milestones: each a side, hexes (or places) it took or held, a turn inside the
//! scenario and a source. Checked like every other field, though no rule reads them.

use crate::data::milestones::{MilestoneKind, RawMilestone};
use crate::data::scenario::RawScenario;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::map::Map;
use crate::model::tables::*;

/// Checks every milestone against the map, the sides and the scenario's turns, and builds them.
pub(super) fn check_milestones(
    c: &mut Checker,
    raw: &RawScenario,
    rules: &Ruleset,
    map: &Map,
    initial_control: &[SideId],
) -> Vec<Milestone> {
    let root = Path::root().field("milestones");
    c.unique(
        root.clone(),
        "milestone",
        raw.milestones.iter().map(|m| m.id.as_str()),
    );
    let side_ids = super::side_ids(rules);
    raw.milestones
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let at = Starts {
                turns: raw.turns,
                control: initial_control,
                side_ids: &side_ids,
            };
            check_milestone(c, m, root.index(i), &at, map)
        })
        .collect()
}

/// What a milestone is checked against besides the map: the scenario's turns, who holds what
/// at the start, and the sides.
struct Starts<'a> {
    turns: u32,
    control: &'a [SideId],
    side_ids: &'a [&'a str],
}

/// Checks one milestone and builds it.
fn check_milestone(
    c: &mut Checker,
    m: &RawMilestone,
    mp: Path,
    at: &Starts,
    map: &Map,
) -> Milestone {
    for (field, text) in [("id", &m.id), ("name", &m.name)] {
        if text.trim().is_empty() {
            c.err(mp.field(field), format!("a milestone needs its {field}"));
        }
    }
    if m.source.trim().is_empty() {
        c.err(
            mp.field("source"),
            "a milestone needs its source: where the history is told (a book and its chapter)",
        );
    }
    let side = c.lookup(
        mp.field("side"),
        "side",
        &m.side,
        at.side_ids.iter().copied(),
    );
    if m.turn == 0 || m.turn > at.turns {
        c.err(
            mp.field("turn"),
            format!(
                "turn {} is outside the scenario (turns 1 to {})",
                m.turn, at.turns
            ),
        );
    }
    if m.hexes.is_empty() {
        c.err(mp.field("hexes"), "a milestone needs at least one hex");
    }
    let hexes = crate::load::settings::hexes(c, map, &mp.field("hexes"), &m.hexes);
    let count = m.count.unwrap_or(m.hexes.len() as u32);
    if m.count.is_some() && (count == 0 || count as usize > m.hexes.len()) {
        c.err(
            mp.field("count"),
            format!("count {count} of {} hexes", m.hexes.len()),
        );
    }
    if let (MilestoneKind::Held, Some(side)) = (m.kind, side) {
        let held = hexes
            .iter()
            .filter(|&&h| at.control.get(h as usize) == Some(&(side as SideId)))
            .count();
        if held < count as usize {
            c.err(
                mp.field("kind"),
                format!(
                    "{} holds {held} of these hexes at the start, fewer than the {count} a \
                     milestone it held needs: write Taken for hexes it took",
                    m.side
                ),
            );
        }
    }
    Milestone {
        id: m.id.clone(),
        name: m.name.clone(),
        side: side.unwrap_or(0) as SideId,
        kind: m.kind,
        hexes,
        count,
        turn: m.turn,
        date: m.date.clone(),
        source: m.source.clone(),
    }
}
