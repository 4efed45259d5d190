//! A run's course against history in words: for each of the scenario's milestones, the share
//! of games it happened in and the median turn with its quartiles against the historical turn
//! (`rules::play::milestones`), and the share of milestones whose median is within the band.

use super::Summary;
use steppe_rules::data::milestones::MilestoneKind;

/// The milestones in words (nothing for a scenario without them).
pub fn words(s: &Summary) -> String {
    let Some(h) = &s.milestones else {
        return String::new();
    };
    let mut out = format!(
        "course against history: {} of {} milestones ({:.0}%) where history has them, the \
         median game's turn within the band of the historical turn",
        h.within,
        h.milestones.len(),
        100.0 * h.within_share
    );
    if h.games < s.games {
        out.push_str(&format!(
            ", over the {} of the {} games whose lines measure them",
            h.games, s.games
        ));
    }
    out.push_str(":\n");
    let turn = |t: Option<u32>| t.map_or("never".to_string(), |t| t.to_string());
    for m in &h.milestones {
        let side = s.sides.get(m.side).map_or("?", |x| x.side.as_str());
        let [q1, q2, q3] = m.quartiles.map(turn);
        let verdict = if m.within { "as history" } else { "off" };
        let what = match m.kind {
            MilestoneKind::Taken | MilestoneKind::Retaken => format!(
                "{side} took it{} in {:.0}% of games, turn {q2} ({q1}-{q3}) against {} (±{})",
                if m.kind == MilestoneKind::Retaken {
                    " back"
                } else {
                    ""
                },
                100.0 * m.share,
                m.history,
                m.band
            ),
            MilestoneKind::Held => format!(
                "{side} held it through turn {} in {:.0}% of games, lost turn {q2} ({q1}-{q3})",
                m.history,
                100.0 * m.share
            ),
        };
        out.push_str(&format!("  {} ({}): {what}: {verdict}\n", m.name, m.id));
    }
    out
}
