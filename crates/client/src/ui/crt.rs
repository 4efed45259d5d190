//! The combat results table, drawn from the loaded ruleset: an odds table's columns, die rows and
//! results, with the planned attack's column lit and, after a roll, the cell the die hit; or
//! opposed rolls' ratio modifiers and casualty rules; then the results' meanings and every
//! combat modifier. In combat phases the table is part of the combat panel (`combat_panel`), beside
//! the attack it is for; outside them it is a window of its own (C).
use crate::state::CombatView;
use crate::state::{CurrentGame, UiSet, Windows};
use crate::ui::log::BattleLog;
use crate::ui::titles::CRT;
use crate::ui::{PLANNED, ROLLED};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::data::ruleset::Resolver;
use steppe_rules::engine::game::Game;
use steppe_rules::model::words::{condition_text, effect_text};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_crt.in_set(UiSet::Windows));
}

/// What odds beyond the table's ends do, in words ("below 1:3: 2/0 on every roll").
fn automatic_note(g: &Game) -> Vec<String> {
    use steppe_rules::data::ruleset::{Above, Below};
    let resolver = &g.rules.combat.resolver;
    let columns = g.rules.combat_columns();
    let (below, above) = (resolver.below(), resolver.above());
    let first = &columns[0];
    let last = &columns[columns.len() - 1];
    vec![
        match below {
            Below::NotAllowed => format!("below {first}: no attack"),
            Below::UseFirst => format!("below {first}: use {first}"),
            Below::Automatic(r) => format!("below {first}: {r} on every roll"),
        },
        match above {
            Above::UseLast => format!("above {last}: use {last}"),
            Above::Automatic { from, result } => format!("{from} or more: {result} on every roll"),
        },
    ]
    .into_iter()
    .chain(opposed_note(resolver))
    .collect()
}

/// How an opposed-rolls battle is fought, in words (nothing for an odds table).
fn opposed_note(resolver: &Resolver) -> Vec<String> {
    let Resolver::OpposedRolls {
        faces,
        tie,
        casualties,
        ..
    } = resolver
    else {
        return Vec::new();
    };
    let mut v = vec![
        format!(
            "each side rolls 1d{faces} + its modifiers (the row above is the attacker's); the higher wins, a tie goes to the {}",
            match tie {
                steppe_rules::data::combat::Tie::Attacker => "attacker",
                steppe_rules::data::combat::Tie::Defender => "defender",
            }
        ),
        format!(
            "casualty die, the winner's loss in factors by face: {}",
            casualties
                .winner
                .iter()
                .enumerate()
                .map(|(i, n)| format!("{}: {n}", i + 1))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    ];
    v.push(if casualties.loser_base == 0 {
        "the loser loses as much".to_string()
    } else {
        format!("the loser loses as much + {}", casualties.loser_base)
    });
    for (times, extra) in &casualties.loser_extra {
        v.push(format!(
            "the loser +{extra} more when the winner's total is {times} times its own"
        ));
    }
    for (from, to, extra) in &casualties.size_extra {
        v.push(format!(
            "+{extra} to both when the smaller side has {from} to {to} factors"
        ));
    }
    v
}

/// Whether the combat panel is shown, with the table inside it (`table`): a combat phase.
pub(super) fn in_combat_panel(g: &Game) -> bool {
    !g.state.over
        && g.rules.phases[g.state.phase].kind == steppe_rules::data::ruleset::PhaseKind::Combat
}

/// The table on its own (C) outside combat phases; in them it is part of the combat panel.
fn draw_crt(
    mut contexts: EguiContexts,
    cover: Res<crate::state::PanelCover>,
    game: Res<CurrentGame>,
    view: Res<CombatView>,
    log: Res<BattleLog>,
    mut windows: ResMut<Windows>,
) -> Result {
    if !windows.crt || in_combat_panel(&game.0) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    crate::ui::placed(CRT, &cover, ctx)
        .open(&mut windows.crt)
        .resizable(false)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled(ui, CRT, |ui| {
                table(ui, &game.0, &view, &log);
            });
        });
    Ok(())
}

/// The table, with the planned attack's column lit and the cell of the last roll, what odds
/// beyond its ends do, and the results' and modifiers' lists folded.
pub(super) fn table(ui: &mut egui::Ui, g: &Game, view: &CombatView, log: &BattleLog) {
    let columns = g.rules.combat_columns();
    // An odds table's rows, one a die face; opposed rolls: one row of the attacker's modifiers.
    let (rows, labels): (Vec<Vec<String>>, Vec<String>) = match &g.rules.combat.resolver {
        Resolver::OddsTable { rows, .. } => (
            rows.clone(),
            (1..=rows.len()).map(|r| r.to_string()).collect(),
        ),
        Resolver::OpposedRolls { ratios, .. } => (
            vec![ratios.iter().map(|(_, dm)| format!("{dm:+}")).collect()],
            vec!["DM".into()],
        ),
    };
    let planned = view
        .odds
        .as_ref()
        .and_then(|r| r.as_ref().ok())
        .and_then(|o| o.table_column(g));
    let automatic = automatic_note(g);
    // The cell the last die hit, until a new attack is planned (then only its column is lit).
    let rolled = log.0.last().and_then(|b| {
        let col = columns.iter().position(|c| *c == b.column)?;
        Some((col, b.die))
    });
    let lit = rolled.filter(|_| planned.is_none());
    // Wider than the dock, the table scrolls sideways; the notes below wrap.
    egui::ScrollArea::horizontal()
        .id_salt("crt columns")
        .show(ui, |ui| {
            egui::Grid::new("crt").striped(true).show(ui, |ui| {
                ui.label(egui::RichText::new("die").strong());
                for (c, name) in columns.iter().enumerate() {
                    let mut t = egui::RichText::new(name).strong().monospace();
                    if planned == Some(c) {
                        t = t.background_color(PLANNED).color(egui::Color32::WHITE);
                    }
                    ui.label(t);
                }
                ui.end_row();
                for (r, row) in rows.iter().enumerate() {
                    ui.label(egui::RichText::new(&labels[r]).strong());
                    for (c, cell) in row.iter().enumerate() {
                        let mut t = egui::RichText::new(cell).monospace();
                        if lit == Some((c, r as u32 + 1)) {
                            t = t
                                .background_color(ROLLED)
                                .color(egui::Color32::WHITE)
                                .strong();
                        } else if planned == Some(c) {
                            t = t.background_color(PLANNED).color(egui::Color32::WHITE);
                        }
                        ui.label(t);
                    }
                    ui.end_row();
                }
            });
        });
    if let (Some(b), Some(_)) = (log.0.last(), rolled) {
        // Opposed rolls: the three dice as the log gives them (after the attack's line).
        let text = match (&g.rules.combat.resolver, b.lines.get(1)) {
            (Resolver::OpposedRolls { .. }, Some(dice)) => {
                format!("last battle at {}: {dice}", b.column)
            }
            _ => format!("last roll: {} at {}, die {}", b.result, b.column, b.die),
        };
        ui.label(egui::RichText::new(text).color(ROLLED));
    }
    for line in &automatic {
        ui.label(line);
    }
    ui.collapsing("Results", |ui| {
        for r in &g.rules.combat.results {
            ui.label(format!("{}: {}", r.id, r.name));
        }
    });
    ui.collapsing("Modifiers", |ui| {
        for m in &g.rules.combat.modifiers {
            ui.label(format!(
                "{}: {} ({}, {})",
                m.name,
                effect_text(&m.effect),
                condition_text(&g.rules, &m.when),
                m.source
            ));
        }
    });
}
