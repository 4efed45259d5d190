//! A run's course against history (issue 58), for the what-if and Balance windows: for each of
//! the scenario's milestones, the share of games it happened in, the median game's turn with
//! its quartiles against the historical turn, and whether the median is within the band; the
//! share of milestones that are, on top (`play::milestones`, what `steppe sim` prints). Shown as
//! a chart (`chart`: turn against milestone, the historical turn marked) or as a table, the
//! reader's choice; a row of the chart says on hover the words of the table's row.

mod chart;
mod layout;

use bevy_egui::egui;
use steppe_rules::data::milestones::MilestoneKind;
use steppe_rules::engine::game::Game;
use steppe_rules::play::milestones::{MilestoneSummary, MilestonesSummary};
use steppe_rules::play::outcome::Summary;

/// "turn 5", or "never" (after the last turn).
fn turn(t: Option<u32>) -> String {
    t.map_or_else(|| "never".into(), |t| t.to_string())
}

/// "ok" where the median game is as history, else "off".
fn status(m: &MilestoneSummary) -> &'static str {
    if m.within { "ok" } else { "off" }
}

/// A table row's words: the status, the share of games, the median turn (quartiles) against
/// history and its band (held: the turn lost against the turn held through), the milestone.
fn cells(m: &MilestoneSummary) -> [String; 4] {
    let [q1, med, q3] = m.quartiles;
    [
        status(m).into(),
        format!("{:.0}%", 100.0 * m.share),
        match m.kind {
            MilestoneKind::Taken | MilestoneKind::Retaken => format!(
                "{} ({}-{}) / {} ±{}",
                turn(med),
                turn(q1),
                turn(q3),
                m.history,
                m.band
            ),
            // Lost after the turn it was held through, or never, is as history: no band.
            MilestoneKind::Held => format!(
                "lost {} ({}-{}) / held to {}",
                turn(med),
                turn(q1),
                turn(q3),
                m.history
            ),
        },
        m.name.clone(),
    ]
}

/// The side that took or held it, and how ("Axis, taken").
fn side_kind(g: &Game, m: &MilestoneSummary) -> String {
    let side = g.rules.sides.get(m.side).map_or("", |d| d.name.as_str());
    format!("{side}, {}", kind(m.kind))
}

/// "taken", "retaken", "held".
fn kind(k: MilestoneKind) -> &'static str {
    match k {
        MilestoneKind::Held => "held",
        MilestoneKind::Taken => "taken",
        MilestoneKind::Retaken => "retaken",
    }
}

/// A row's words, as the table has them under its headings (the chart's hover); `side_kind`
/// as [`side_kind`] says it.
fn row_words(side_kind: &str, m: &MilestoneSummary) -> String {
    let [ok, share, turns, name] = cells(m);
    format!("{name} ({side_kind})\n{ok} · games {share} · median (quartiles) / history: {turns}")
}

/// How the course is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum View {
    #[default]
    Chart,
    Table,
}

/// The chart or the table, folded under the overall figure (nothing for a scenario without
/// milestones).
pub(super) fn against_history(ui: &mut egui::Ui, g: &Game, s: &Summary, id: &str) {
    let Some(h) = &s.milestones else {
        return;
    };
    // Short enough for the narrowest dock (a 1024-pixel window's): a header does not wrap.
    let head = format!(
        "Against history: {} of {} as history ({:.0}%)",
        h.within,
        h.milestones.len(),
        100.0 * h.within_share
    );
    let shown = egui::CollapsingHeader::new(head)
        .id_salt((id, "history"))
        .show(ui, |ui| {
            let key = egui::Id::new((id, "history view"));
            let mut view: View = ui.data(|d| d.get_temp(key)).unwrap_or_default();
            ui.horizontal(|ui| {
                ui.selectable_value(&mut view, View::Chart, "Chart");
                ui.selectable_value(&mut view, View::Table, "Table");
            });
            ui.data_mut(|d| d.insert_temp(key, view));
            ui.label(
                egui::RichText::new(
                    "the median game's turn (quartiles) against the historical turn; taken or \
                     retaken: when; held: when lost",
                )
                .small(),
            );
            match view {
                View::Chart => chart::chart(ui, g, h, id),
                // A long milestone name or a narrow dock: the table scrolls sideways.
                View::Table => {
                    egui::ScrollArea::horizontal()
                        .id_salt((id, "history scroll"))
                        .show(ui, |ui| grid(ui, g, h, id));
                }
            }
        });
    shown.header_response.on_hover_text(format!(
        "{} of the scenario's {} milestones are as history in this run: the median game's \
         turn within the band of the historical turn (taken, retaken), or held through it",
        h.within,
        h.milestones.len()
    ));
}

/// The rows: whether it is as history, the share of games, the median turn (quartiles)
/// against history, the milestone.
fn grid(ui: &mut egui::Ui, g: &Game, h: &MilestonesSummary, id: &str) {
    egui::Grid::new((id, "history grid"))
        .striped(true)
        .show(ui, |ui| {
            for h in ["", "games", "median (quartiles) / history", "milestone"] {
                ui.label(egui::RichText::new(h).strong());
            }
            ui.end_row();
            // (The numbers first: a long name is the one part a narrow dock cuts.)
            for m in &h.milestones {
                let [ok, share, turns, name] = cells(m);
                if m.within {
                    ui.label(ok);
                } else {
                    ui.colored_label(crate::ui::ERROR, ok);
                }
                ui.label(share);
                ui.label(turns);
                ui.label(name).on_hover_text(side_kind(g, m));
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chart's hover says what the table's row says, under the table's headings.
    #[test]
    fn a_row_on_hover_has_the_table_rows_words() {
        let m = MilestoneSummary {
            id: "leningrad".into(),
            name: "Leningrad never taken".into(),
            side: 1,
            kind: MilestoneKind::Held,
            history: 8,
            band: 1,
            happened: 35,
            share: 0.7,
            quartiles: [Some(8), None, None],
            within: true,
        };
        assert_eq!(
            cells(&m),
            [
                "ok",
                "70%",
                "lost never (8-never) / held to 8",
                "Leningrad never taken"
            ]
            .map(String::from)
        );
        assert_eq!(
            row_words("Soviet, held", &m),
            "Leningrad never taken (Soviet, held)\n\
             ok · games 70% · median (quartiles) / history: lost never (8-never) / held to 8"
        );
        let off = MilestoneSummary {
            quartiles: [Some(5), None, None],
            within: false,
            kind: MilestoneKind::Taken,
            ..m
        };
        assert_eq!(cells(&off)[..3], ["off", "70%", "never (5-never) / 8 ±1"]);
    }
}
