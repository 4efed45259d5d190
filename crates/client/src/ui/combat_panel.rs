//! The combat panel, open in combat phases. Before an attack: the defender, the attackers (each
//! can be taken out), the odds breakdown (every modifier with its source), and the exact chance
//! of every result (`odds_view`), then "Attack" (Enter). While a battle waits: what it waits
//! for, who decides (the defender's choice is the other player's), and every legal answer from
//! `combat::choices`, numbered for the keys 1 to 9.

use crate::services::apply::{describe_command, result_name};
use crate::services::words::fold_lines;
use crate::state::ChoiceHover;
use crate::state::CombatView;
use crate::state::PanelCover;
use crate::state::{CombatPlan, CurrentGame, SendCommand, UiSet};
use crate::ui::log::{Battle, BattleLog, this_phase};
use crate::ui::odds_view::{defender_orders, odds_view, opposed_view, owed_line};
use crate::ui::titles::COMBAT;
use crate::ui::{ERROR, ROLLED};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::data::combat::Resolver;
use steppe_rules::data::ruleset::PhaseKind;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::Choice;
use steppe_rules::mechanics::combat::waiting_for;
use steppe_rules::model::words::counted;
use steppe_rules::state::Stage;
use steppe_rules::state::command::Command;

/// The cheapest answer's mark.
const CHEAPEST: egui::Color32 = egui::Color32::from_rgb(0x70, 0xd0, 0x70);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw(
    mut contexts: EguiContexts,
    cover: Res<PanelCover>,
    game: Res<CurrentGame>,
    mut plan: ResMut<CombatPlan>,
    view: Res<CombatView>,
    log: Res<BattleLog>,
    mut send: MessageWriter<SendCommand>,
    mut hover: ResMut<ChoiceHover>,
) -> Result {
    let g = &game.0;
    // The answer whose row the pointer is on: its retreat path is lifted on the map.
    let mut pointed = None;
    let shown = !g.state.over && g.rules.phases[g.state.phase].kind == PhaseKind::Combat;
    let result = if shown {
        panel(
            &mut contexts,
            &cover,
            g,
            &mut plan,
            &view,
            &log,
            &mut send,
            hover.map,
            &mut pointed,
        )
    } else {
        Ok(())
    };
    // Written only on a change: the map redraws its paths on it.
    if hover.panel != pointed {
        hover.panel = pointed;
    }
    result
}

#[allow(clippy::too_many_arguments, reason = "the panel's inputs")]
fn panel(
    contexts: &mut EguiContexts,
    cover: &PanelCover,
    g: &Game,
    plan: &mut ResMut<CombatPlan>,
    view: &CombatView,
    log: &BattleLog,
    send: &mut MessageWriter<SendCommand>,
    lit: Option<usize>,
    pointed: &mut Option<usize>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut changed = None;
    crate::ui::placed(COMBAT, cover, ctx)
        // While a battle waits for an answer, no other window may hide it.
        .order(if g.state.pending.is_some() {
            egui::Order::Foreground
        } else {
            egui::Order::Middle
        })
        .default_width(400.0)
        .resizable(false)
        .collapsible(true)
        .show(ctx, |ui| {
            // Taller than its room in the column, it scrolls.
            crate::ui::layout::scrolled(ui, COMBAT, |ui| {
                if g.state.pending.is_some() {
                    *pointed = waiting(ui, g, log, view, send, lit);
                } else {
                    changed = planning(ui, g, plan, view, log, send);
                }
            });
        });
    // Only a real change touches the plan: a mutable borrow every frame would mark it changed
    // and redraw everything that follows it.
    if let Some(next) = changed {
        **plan = next;
    }
    Ok(())
}

/// The waiting battle's question and answers, the row `lit` highlighted (its path's end is
/// under the pointer on the map); the answer whose row the pointer is on.
fn waiting(
    ui: &mut egui::Ui,
    g: &Game,
    log: &BattleLog,
    view: &CombatView,
    send: &mut MessageWriter<SendCommand>,
    lit: Option<usize>,
) -> Option<usize> {
    let Some(p) = &g.state.pending else {
        return None;
    };
    if let Some(b) = log.0.last() {
        battle_lines(ui, g, b);
    }
    ui.separator();
    let decides = steppe_rules::mechanics::combat::acting_side(g, &g.state);
    ui.label(
        egui::RichText::new(format!(
            "The {} player decides: {}",
            g.rules.sides[decides as usize].name,
            waiting_for(&g.state)
        ))
        .strong(),
    );
    match p.stage {
        Stage::Retreat => {
            ui.label("Click the shaded hexes on the map to draw the retreat, or pick a path:");
        }
        Stage::AttackerLoss { .. } => {
            ui.label("Click an attacker on the map, or pick here:");
        }
        Stage::Advance => {
            ui.label("Click an attacker on the map to advance it, or pick here:");
        }
        Stage::DefenderLoss { .. } => {
            ui.label("Pick the unit of the attacked stack that loses the next step:");
        }
        Stage::Choice { .. } => {
            ui.label("The result offers a choice:");
        }
        Stage::TradePick { bill, can, .. } => {
            ui.label(format!(
                "The exchange eliminates some or all defenders, each for its share of the \
                 defense: {bill} of the {} the attackers may give {} spent.",
                counted(can, "factor", "factors"),
                if bill == 1 { "is" } else { "are" }
            ));
        }
        Stage::StepOrRetreat | Stage::Run | Stage::Withdraw => {}
    }
    // Each choice with what it would cost (retreats to one hex shown once, by the cheapest
    // path), the cheapest and the costliest marked; a long list scrolls inside the panel.
    let mut pointed = None;
    egui::ScrollArea::vertical()
        .max_height(CHOICES_HEIGHT)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for (i, c) in view.answers.iter().enumerate() {
                let row = choice_button(ui, g, i, c, lit == Some(i));
                if lit == Some(i) {
                    row.scroll_to_me(None);
                }
                if row.hovered() {
                    pointed = Some(i);
                }
                if row.clicked() {
                    send.write(SendCommand::Apply(c.command.clone()));
                }
            }
        });
    pointed
}

/// A battle's roll and what followed: "Rolled 4 at 3:1: DR", or for opposed rolls the result
/// with both dice, both totals and the casualty die on the next line; identical lines folded.
fn battle_lines(ui: &mut egui::Ui, g: &Game, b: &Battle) {
    let roll = match g.rules.combat.resolver {
        Resolver::OddsTable { .. } => format!("Rolled {} at {}", b.die, b.column),
        Resolver::OpposedRolls { .. } => format!("Battle at {}", b.column),
    };
    ui.label(
        egui::RichText::new(format!("{roll}: {}", result_name(g, &b.result)))
            .strong()
            .color(ROLLED),
    );
    for line in fold_lines(b.lines.get(1..).unwrap_or_default()) {
        ui.label(line);
    }
}

/// The most room the list of answers takes before it scrolls (logical pixels): the panel then
/// stays clear of the battle log below it in a 1280x800 window.
pub(super) const CHOICES_HEIGHT: f32 = 300.0;

/// One answer: "3. retreat to 1409 (forest, 2 hexes SW of Minsk) via 1509: no loss", its mark, and how many other paths to
/// the same hex it stands for; whether it was clicked.
pub(super) fn choice_row(ui: &mut egui::Ui, g: &Game, i: usize, c: &Choice) -> bool {
    choice_button(ui, g, i, c, false).clicked()
}

/// [`choice_row`]'s button, drawn as selected when `lit`.
pub(super) fn choice_button(
    ui: &mut egui::Ui,
    g: &Game,
    i: usize,
    c: &Choice,
    lit: bool,
) -> egui::Response {
    use steppe_rules::mechanics::combat::Mark;
    let text = if c.text.is_empty() {
        describe_command(g, &c.command)
    } else {
        c.text.clone()
    };
    let label = if i < 9 {
        format!("{}. {text}", i + 1)
    } else {
        text
    };
    // One button: the answer, its mark in colour, the other paths it stands for, wrapped to
    // the panel's width.
    let font = egui::TextStyle::Button.resolve(ui.style());
    let part = |color: egui::Color32| egui::TextFormat {
        font_id: font.clone(),
        color,
        ..Default::default()
    };
    let mut job = egui::text::LayoutJob::default();
    job.append(
        &label,
        0.0,
        part(ui.visuals().widgets.inactive.text_color()),
    );
    match c.mark {
        Some(Mark::Cheapest) => job.append("  cheapest", 0.0, part(CHEAPEST)),
        Some(Mark::Costliest) => job.append("  costliest", 0.0, part(ERROR)),
        None => {}
    }
    if c.merged > 0 && matches!(c.command, Command::Retreat { .. }) {
        let note = format!(
            "  (+{} there, at no lower cost)",
            counted(c.merged, "other path", "other paths")
        );
        job.append(&note, 0.0, part(ui.visuals().weak_text_color()));
    }
    job.wrap.max_width = ui.available_width();
    ui.add(egui::Button::new(job).selected(lit))
}

/// The planned attack; the plan as the player changed it, if they did.
fn planning(
    ui: &mut egui::Ui,
    g: &Game,
    plan: &CombatPlan,
    view: &CombatView,
    log: &BattleLog,
    send: &mut MessageWriter<SendCommand>,
) -> Option<CombatPlan> {
    let Some(hex) = plan.defender else {
        let n = view.attackable.len();
        ui.label(format!(
            "{} can be attacked (ringed in orange). Click one to plan an attack.",
            counted(n, "enemy hex", "enemy hexes")
        ));
        ui.label("End the phase when your attacks are done.");
        owed_line(ui, g, &view.owed);
        // The battle just fought stays readable until the next one is planned.
        if let Some(b) = log.0.last().filter(|b| b.when == this_phase(g)) {
            ui.separator();
            ui.label(format!("Last battle, #{}:", log.0.len()));
            battle_lines(ui, g, b);
        }
        return None;
    };
    let mut changed = None;
    let defenders: Vec<String> = g
        .state
        .units_at(hex)
        .map(|u| {
            let f = g.factors(&g.state, u);
            format!("{} (defense {})", g.unit_name(u), f.defense)
        })
        .collect();
    let terrain = &g.rules.terrain[g.scenario.map.terrain[hex as usize] as usize].name;
    ui.label(
        egui::RichText::new(format!(
            "Defender in {} ({terrain}): {}",
            g.label(hex),
            defenders.join(", ")
        ))
        .strong(),
    );
    for line in defender_orders(g, hex) {
        ui.label(line);
    }
    ui.label("Attackers (click on the map or untick to leave out):");
    let mut keep = plan.attackers.clone();
    for &a in &plan.attackers {
        let mut on = true;
        let f = g.factors(&g.state, a);
        if ui
            .checkbox(&mut on, format!("{} (attack {})", g.unit_name(a), f.attack))
            .changed()
            && !on
        {
            keep.retain(|&u| u != a);
        }
    }
    if keep != plan.attackers {
        changed = Some(CombatPlan {
            attackers: keep,
            ..plan.clone()
        });
    }
    air_row(ui, g, send);
    ui.separator();
    match &view.odds {
        Some(Ok(o)) => match &view.opposed {
            Some(f) => opposed_view(ui, g, o, f),
            None => odds_view(ui, g, o, &view.forecast),
        },
        Some(Err(why)) => {
            ui.colored_label(ERROR, why);
        }
        None => {}
    }
    ui.separator();
    ui.horizontal(|ui| {
        let ok = view.odds.as_ref().is_some_and(Result::is_ok);
        if ui
            .add_enabled(ok, egui::Button::new("Attack (Enter)"))
            .clicked()
            && let Some(cmd) = plan.command()
        {
            send.write(SendCommand::Apply(cmd));
        }
        if ui.button("Cancel (Esc)").clicked() {
            changed = Some(CombatPlan::default());
        }
    });
    changed
}

/// The air units committed to this attack, with buttons for one more or one fewer.
fn air_row(ui: &mut egui::Ui, g: &Game, send: &mut MessageWriter<SendCommand>) {
    use steppe_rules::mechanics::air::{available, has_air_support};
    if !has_air_support(g) {
        return;
    }
    let (all, left) = available(g, &g.state, g.phasing_side(&g.state));
    let now = g.state.air.committed;
    // Wrapped: the dock is narrower than the line with its buttons.
    ui.horizontal_wrapped(|ui| {
        ui.label(format!(
            "Air support: {now} committed ({left} of {all} left this turn)"
        ));
        let mut set = None;
        if ui.add_enabled(now > 0, egui::Button::new(" − ")).clicked() {
            set = Some(now - 1);
        }
        if ui
            .add_enabled(now < left, egui::Button::new(" + "))
            .clicked()
        {
            set = Some(now + 1);
        }
        if let Some(units) = set {
            send.write(SendCommand::Apply(
                steppe_rules::state::command::Command::AirSupport { units },
            ));
        }
    });
}
