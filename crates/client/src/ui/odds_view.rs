//! What a planned attack would do, for the combat panel: the odds breakdown and the chance of
//! every die roll's outcome (an odds table), or both sides' modifiers and the chances of winning
//! and of each loss in combat factors (opposed rolls); the orders and marks on the defenders;
//! the hexes the rules still require to be attacked.

use crate::ui::{ERROR, PLANNED};
use bevy_egui::egui;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::calc::{Odds, column_heading};
use steppe_rules::mechanics::combat::forecast::DieOutcome;

/// The attacks the rules still require this phase, if any (War Against Russia's compulsory
/// attacks on German units next to attacking Soviet units).
pub(super) fn owed_line(ui: &mut egui::Ui, g: &Game, owed: &[u32]) {
    if let (Some(rule), false) = (g.rules.duties.must_attack.first(), owed.is_empty()) {
        let hexes: Vec<String> = owed.iter().map(|&h| g.label(h)).collect();
        ui.colored_label(
            ERROR,
            format!("Still to attack ({}): {}", rule.name, hexes.join(", ")),
        );
    }
}

/// The orders and marks on the defenders that change the battle: "11th Army: dispersed",
/// "Soviet: No Retreat! orders for the whole turn".
pub(super) fn defender_orders(g: &steppe_rules::engine::game::Game, hex: u32) -> Vec<String> {
    let roles = g.rules.roles;
    let mut out = Vec::new();
    let mut sides = Vec::new();
    for u in g.state.units_at(hex) {
        let marks: Vec<&str> = g
            .rules
            .unit_markers
            .iter()
            .enumerate()
            .filter(|(i, _)| {
                let i = *i as u8;
                i != roles.moved
                    && i != roles.attacked
                    && i != roles.defended
                    && g.state.units[u as usize].has(i)
            })
            .map(|(_, m)| m.name.as_str())
            .collect();
        if !marks.is_empty() {
            out.push(format!("{}: {}", g.unit_name(u), marks.join(", ")));
        }
        let side = g.scenario.units[u as usize].side;
        if !sides.contains(&side) {
            sides.push(side);
        }
    }
    for side in sides {
        for (m, marker) in g.rules.side_markers.iter().enumerate() {
            if g.state.side_marks[side as usize] & (1 << m) != 0 {
                out.push(format!(
                    "{}: {}",
                    g.rules.sides[side as usize].name, marker.name
                ));
            }
        }
    }
    out
}

pub(crate) use steppe_rules::mechanics::combat::forecast::words::outcome_text;

/// Chances that matter before committing, in sixths: the defender eliminated (and, where the
/// attacker's pick of retreat changes it, how often at the cheapest retreats), the defender gone
/// from the hex (eliminated or retreated), the attacker losing anything.
pub(crate) fn summary(outcomes: &[DieOutcome]) -> [(String, usize, Option<usize>); 3] {
    let count = |f: &dyn Fn(&DieOutcome) -> bool| outcomes.iter().filter(|o| f(o)).count();
    let ranged = outcomes.iter().any(|o| o.cheapest_retreat.is_some());
    let eliminated_at_cheapest = count(&|o| {
        o.cheapest_retreat
            .map_or(o.defender_eliminated, |s| s.defender_eliminated)
    });
    [
        (
            "defender eliminated".into(),
            count(&|o| o.defender_eliminated),
            ranged.then_some(eliminated_at_cheapest),
        ),
        (
            "hex taken (eliminated or retreated)".into(),
            count(&|o| o.defender_eliminated || o.defender_retreats),
            None,
        ),
        (
            "attacker loses steps".into(),
            count(&|o| o.attacker_steps > 0),
            None,
        ),
    ]
}

pub(super) fn percent(sixths: usize, of: usize) -> String {
    format!(
        "{sixths}/{of} = {:.1}%",
        100.0 * sixths as f64 / of.max(1) as f64
    )
}

pub(super) fn odds_view(ui: &mut egui::Ui, g: &Game, o: &Odds, outcomes: &[DieOutcome]) {
    ui.label(format!(
        "Attack {} (before modifiers {})",
        o.attack, o.raw_attack
    ));
    for line in &o.breakdown {
        ui.label(format!("  • {line}"));
    }
    ui.label(
        egui::RichText::new(format!(
            "{} : {} is {}, shift {:+}: column {}",
            o.attack,
            o.defense,
            column_heading(g, o.base_column),
            o.shift,
            o.column_name(g)
        ))
        .strong()
        .background_color(PLANNED)
        .color(egui::Color32::WHITE),
    );
    // Every face is as likely: said once, and the outcomes wrapped, so that the table keeps
    // to the dock's width.
    ui.label(format!("each face {}:", percent(1, outcomes.len())));
    let outcome_width = (ui.available_width() - 90.0).max(120.0);
    egui::Grid::new("forecast")
        .striped(true)
        .max_col_width(outcome_width)
        .show(ui, |ui| {
            for h in ["die", "result", "outcome"] {
                ui.label(egui::RichText::new(h).strong());
            }
            ui.end_row();
            for out in outcomes {
                ui.label(out.die.to_string());
                ui.label(&out.result);
                ui.add(egui::Label::new(outcome_text(out)).wrap());
                ui.end_row();
            }
        });
    for (what, n, cheapest) in summary(outcomes) {
        let range = cheapest.map_or_else(String::new, |c| {
            format!(" ({} at the cheapest retreats)", percent(c, outcomes.len()))
        });
        ui.label(format!("{what}: {}{range}", percent(n, outcomes.len())));
    }
    let retreats = g
        .rules
        .outcomes
        .iter()
        .flatten()
        .any(|i| matches!(i, steppe_rules::model::outcome::Instr::Retreat(_)));
    if retreats {
        // What the forecast assumes, as `steppe odds` says it too.
        ui.label(
            egui::RichText::new(
                "Where a result makes the defender retreat, each line counts the retreat the \
                 attacker may pick that costs the defender most; where a cheaper one changes the \
                 loss, it is given in brackets.",
            )
            .small()
            .weak(),
        );
    }
}

/// An opposed-rolls battle: both sides' modifiers, the chance of winning and of each loss.
pub(super) fn opposed_view(
    ui: &mut egui::Ui,
    g: &Game,
    o: &Odds,
    f: &steppe_rules::mechanics::combat::opposed::Forecast,
) {
    ui.label(format!(
        "Attack {} (before modifiers {}) against {}: {}",
        o.attack,
        o.raw_attack,
        o.defense,
        o.column_name(g)
    ));
    for line in &o.breakdown {
        ui.label(format!("  • {line}"));
    }
    ui.label(
        egui::RichText::new(format!(
            "attacker 1 die {:+}, defender 1 die {:+}",
            o.die_modifier, o.defender_modifier
        ))
        .strong()
        .background_color(PLANNED)
        .color(egui::Color32::WHITE),
    );
    let n = f.total as usize;
    ui.label(format!(
        "attacker wins {}, defender wins {}",
        percent(f.attacker_wins as usize, n),
        percent((f.total - f.attacker_wins) as usize, n)
    ));
    egui::Grid::new("opposed").striped(true).show(ui, |ui| {
        for h in ["factors lost", "attacker", "defender"] {
            ui.label(egui::RichText::new(h).strong());
        }
        ui.end_row();
        let most = f
            .attacker_losses
            .keys()
            .chain(f.defender_losses.keys())
            .max()
            .copied()
            .unwrap_or(0);
        // The chance as a percentage, its exact fraction on hover: three columns of
        // "102/216 = 47.2%" are wider than the dock of a 1024-pixel window.
        for k in 0..=most {
            let cell = |ui: &mut egui::Ui, m: &std::collections::BTreeMap<u32, u32>| {
                let ways = m.get(&k).copied().unwrap_or(0) as usize;
                ui.label(format!("{:.1}%", 100.0 * ways as f64 / n.max(1) as f64))
                    .on_hover_text(percent(ways, n));
            };
            ui.label(k.to_string());
            cell(ui, &f.attacker_losses);
            cell(ui, &f.defender_losses);
            ui.end_row();
        }
    });
}

#[cfg(test)]
mod tests {
    use crate::ui::odds_view::*;
    use steppe_rules::mechanics::combat::forecast::Spared;

    fn outcome(elim: bool, retreats: bool, d: u32, a: u32) -> DieOutcome {
        DieOutcome {
            die: 1,
            result: "X".into(),
            defender_eliminated: elim,
            defender_retreats: retreats,
            defender_steps: d,
            attacker_steps: a,
            may_stand: false,
            also: Vec::new(),
            cheapest_retreat: None,
        }
    }

    #[test]
    fn outcomes_read_in_words_and_sum_to_the_chances() {
        assert_eq!(outcome_text(&outcome(false, false, 0, 0)), "No effect");
        let all = [
            outcome(true, false, 2, 0),
            outcome(false, true, 0, 0),
            outcome(false, true, 1, 1),
            outcome(false, false, 0, 1),
            outcome(false, false, 0, 0),
            outcome(false, false, 0, 0),
        ];
        let s = summary(&all);
        assert_eq!((s[0].1, s[0].2), (1, None));
        assert_eq!(s[1].1, 3);
        assert_eq!(s[2].1, 2);
        assert_eq!(percent(2, 6), "2/6 = 33.3%");
        // GPW's DR: eliminated at the costliest retreat, free at the cheapest.
        let mut dr = outcome(true, false, 2, 0);
        dr.cheapest_retreat = Some(Spared {
            defender_steps: 0,
            defender_eliminated: false,
            attacker_steps: 0,
        });
        assert_eq!(
            outcome_text(&dr),
            "Defender retreats: eliminated on the costliest path, unhurt on the cheapest"
        );
        let s = summary(&[dr, outcome(false, false, 0, 0)]);
        assert_eq!((s[0].1, s[0].2), (1, Some(0)));
    }
}
