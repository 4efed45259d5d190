//! What a planned attack would do, for the combat panel: the odds breakdown and the chance of
//! every die roll's outcome (an odds table), or both sides' modifiers and the chances of winning
//! and of each loss in combat factors (opposed rolls); the orders and marks on the defenders;
//! the hexes the rules still require to be attacked.

use super::combat_panel::{outcome_text, percent, summary};
use super::{ERROR, PLANNED};
use crate::rules::engine::game::Game;
use crate::rules::mechanics::combat::calc::{Odds, column_heading};
use crate::rules::mechanics::combat::forecast::DieOutcome;
use bevy_egui::egui;

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
pub(super) fn defender_orders(g: &crate::rules::engine::game::Game, hex: u32) -> Vec<String> {
    let roles = g.rules.roles;
    let mut out = Vec::new();
    let mut sides = Vec::new();
    for u in g.units_at(hex) {
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
    egui::Grid::new("forecast").striped(true).show(ui, |ui| {
        for h in ["die", "result", "outcome", "chance"] {
            ui.label(egui::RichText::new(h).strong());
        }
        ui.end_row();
        for out in outcomes {
            ui.label(out.die.to_string());
            ui.label(&out.result);
            ui.label(outcome_text(out));
            ui.label(percent(1, outcomes.len()));
            ui.end_row();
        }
    });
    for (what, n) in summary(outcomes) {
        ui.label(format!("{what}: {}", percent(n, outcomes.len())));
    }
    let retreats = g
        .rules
        .outcomes
        .iter()
        .flatten()
        .any(|i| matches!(i, crate::rules::model::outcome::Instr::Retreat(_)));
    if retreats {
        // What the forecast assumes, as `steppe odds` says it too.
        ui.label(
            egui::RichText::new(
                "Where a result makes the defender retreat, this counts the retreat the attacker \
                 may pick that costs the defender most; the attacker may pick a cheaper one.",
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
    f: &crate::rules::mechanics::combat::opposed::Forecast,
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
        for k in 0..=most {
            let p = |m: &std::collections::BTreeMap<u32, u32>| {
                percent(m.get(&k).copied().unwrap_or(0) as usize, n)
            };
            ui.label(k.to_string());
            ui.label(p(&f.attacker_losses));
            ui.label(p(&f.defender_losses));
            ui.end_row();
        }
    });
}
