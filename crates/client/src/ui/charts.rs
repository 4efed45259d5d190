//! The terrain effects chart, drawn from the loaded ruleset (movement cost per movement class and
//! combat effect of every terrain, hexside and map feature, roads, and the weather's effects);
//! the combat results table is in `crt`. Another ruleset file gives other charts.

use crate::state::{CurrentGame, UiSet, Windows};
use crate::ui::titles::TERRAIN;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::data::ruleset::Cost;
use steppe_rules::engine::game::Game;
use steppe_rules::model::tables::Ruleset;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_terrain.in_set(UiSet::Windows));
}

use steppe_rules::data::condition::Mention;
use steppe_rules::model::words::effect_text;

/// A hexside's extra cost: one number, or one per movement class where they differ
/// ("mechanized 2, non-mechanized 1").
fn extra_text(g: &Game, per_class: &[u32]) -> String {
    if per_class.windows(2).all(|w| w[0] == w[1]) {
        return per_class.first().copied().unwrap_or(0).to_string();
    }
    // The commonest value for "others", the exceptions by name: "mechanized 2, others 1".
    let common = *per_class
        .iter()
        .max_by_key(|&&v| per_class.iter().filter(|&&x| x == v).count())
        .expect("classes");
    let mut parts: Vec<String> = per_class
        .iter()
        .zip(&g.rules.classes)
        .filter(|(n, _)| **n != common)
        .map(|(n, c)| format!("{} {n}", c.name))
        .collect();
    parts.push(format!("others {common}"));
    parts.join(", ")
}

/// A chart's combat cell: wrapped, so the chart stays on screen.
fn effects_cell(ui: &mut egui::Ui, text: String) {
    ui.scope(|ui| {
        ui.set_max_width(330.0);
        ui.add(egui::Label::new(text).wrap());
    });
}

/// The costs that change with the calendar, in words: "turn 5 (000 terrain effects chart):
/// Marsh mechanized 1, ...; River extra: mechanized 0, ...".
fn cost_change_lines(g: &Game) -> Vec<String> {
    let rules = &g.rules;
    rules
        .cost_changes
        .iter()
        .map(|ch| {
            // One entry a terrain or hexside: "Marsh 1 for all", "River +0 for all".
            let mut parts: Vec<String> = Vec::new();
            let group = |name: &str, costs: Vec<(usize, String)>| {
                if costs.len() == rules.classes.len() && costs.windows(2).all(|w| w[0].1 == w[1].1)
                {
                    format!("{name} {} for all", costs[0].1)
                } else {
                    let each: Vec<String> = costs
                        .iter()
                        .map(|(k, c)| format!("{} {c}", rules.classes[*k].name))
                        .collect();
                    format!("{name} {}", each.join(", "))
                }
            };
            let mut terrains: Vec<usize> = ch.terrain.iter().map(|x| x.0).collect();
            terrains.dedup();
            for t in terrains {
                let costs = ch
                    .terrain
                    .iter()
                    .filter(|x| x.0 == t)
                    .map(|&(_, k, c)| (k, cost_text(c)))
                    .collect();
                parts.push(group(&rules.terrain[t].name, costs));
            }
            let mut sides: Vec<usize> = ch.hexsides.iter().map(|x| x.0).collect();
            sides.dedup();
            for h in sides {
                let costs = ch
                    .hexsides
                    .iter()
                    .filter(|x| x.0 == h)
                    .map(|&(_, k, n)| (k, format!("+{n}")))
                    .collect();
                parts.push(group(&rules.hexsides[h].name, costs));
            }
            format!("{} ({}): {}", ch.name, ch.source, parts.join(", "))
        })
        .collect()
}

/// Cost of entering, in a chart cell.
fn cost_text(c: Cost) -> String {
    match c {
        Cost::Mp(n) => format!("{n}"),
        Cost::Stop => "stop".into(),
        Cost::Prohibited => "—".into(),
    }
}

/// The combat effects that name this terrain, hexside or feature id.
/// The effects of the modifiers whose condition names this terrain, hexside or feature.
fn combat_effects(g: &Game, what: Mention, id: &str) -> String {
    let effects: Vec<String> = g
        .rules
        .combat
        .modifiers
        .iter()
        .filter(|m| m.when.mentions(what, id))
        .map(|m| match each_units(&m.when) {
            // "tank: attacks with its defense factor"
            Some(u) => format!(
                "{}: {}",
                steppe_rules::model::words::unit_text(&g.rules, u),
                effect_text(&m.effect)
            ),
            None => effect_text(&m.effect),
        })
        .collect();
    if effects.is_empty() {
        "none".into()
    } else {
        effects.join("; ")
    }
}

/// The units a condition's `Each` picks, if it has one.
fn each_units(
    c: &steppe_rules::data::condition::Cond,
) -> Option<&steppe_rules::data::condition::Unit> {
    use steppe_rules::data::condition::{Cond, Quant};
    match c {
        Cond::Attackers(Quant::Each, u) | Cond::Defenders(Quant::Each, u) => Some(u),
        Cond::All(v) => v.iter().find_map(each_units),
        _ => None,
    }
}

fn draw_terrain(
    mut contexts: EguiContexts,
    cover: Res<crate::state::PanelCover>,
    game: Res<CurrentGame>,
    mut windows: ResMut<Windows>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let rules = &g.rules;
    crate::ui::placed(TERRAIN, &cover, ctx)
        .open(&mut windows.terrain)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled_both(ui, TERRAIN, |ui| {
                terrain_grid(ui, g);
                ui.separator();
                hexside_grid(ui, g);
                road_and_cost_changes(ui, g);
                ui.separator();
                weather_grid(ui, rules);
            });
        });
    Ok(())
}

/// Each terrain's swatch and name, its cost for each movement class, its combat effects.
fn terrain_grid(ui: &mut egui::Ui, g: &Game) {
    let rules = &g.rules;
    egui::Grid::new("terrain").striped(true).show(ui, |ui| {
        ui.label(egui::RichText::new("Terrain").strong());
        for class in &rules.classes {
            ui.label(egui::RichText::new(&class.name).strong());
        }
        ui.label(egui::RichText::new("Combat").strong());
        ui.end_row();
        for t in &rules.terrain {
            let swatch = crate::ui::egui_colour(crate::drawing::colour(&t.colour));
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new("    ").background_color(swatch));
                ui.label(&t.name);
            });
            for c in &t.cost {
                ui.label(cost_text(*c));
            }
            effects_cell(ui, combat_effects(g, Mention::Terrain, &t.id));
            ui.end_row();
        }
    });
}

/// Each hexside's extra cost, how it may be crossed and its combat effects; then the
/// features'.
fn hexside_grid(ui: &mut egui::Ui, g: &Game) {
    let rules = &g.rules;
    egui::Grid::new("hexsides").striped(true).show(ui, |ui| {
        for h in ["Hexside", "Extra MP", "Crossing", "Combat"] {
            ui.label(egui::RichText::new(h).strong());
        }
        ui.end_row();
        for (k, h) in rules.hexsides.iter().enumerate() {
            ui.label(&h.name);
            ui.label(extra_text(g, &h.class_extra));
            ui.label(crossing_text(g, k));
            effects_cell(ui, combat_effects(g, Mention::Hexside, &h.id));
            ui.end_row();
        }
        for f in &rules.features {
            ui.label(&f.name);
            ui.label(f.extra_cost.to_string());
            ui.label(if f.city { "city" } else { "—" });
            effects_cell(ui, combat_effects(g, Mention::Feature, &f.id));
            ui.end_row();
        }
    });
}

/// How hexside `k` may be crossed: prohibited (for whom), by rail only, how often, whether it
/// blocks ZOC or supply, whether a crossing takes a whole move (and does now); "—" for freely.
fn crossing_text(g: &Game, k: usize) -> String {
    let rules = &g.rules;
    let h = &rules.hexsides[k];
    let mut how = Vec::new();
    if h.prohibited {
        how.push("prohibited".to_string());
    }
    if h.rail_only {
        how.push("by rail only".into());
    }
    for (c, p) in h.prohibited_for.iter().enumerate() {
        if *p && !h.prohibited {
            how.push(format!("not for {}", rules.classes[c].name));
        }
    }
    if let Some(n) = h.crossings_per_side_per_turn {
        how.push(format!("{n} per side per turn"));
    }
    if h.blocks_zoc {
        how.push("blocks ZOC".into());
    }
    if let Some(when) = rules.duties.whole_move[k].as_ref() {
        let now = steppe_rules::query::condition::holds_now(g, &g.state, when);
        how.push(format!(
            "a whole move (now: {})",
            if now { "yes" } else { "no" }
        ));
    }
    if h.blocks_supply {
        how.push("blocks supply".into());
    }
    if how.is_empty() {
        "—".into()
    } else {
        how.join(", ")
    }
}

/// What roads do for each movement class, and the ruleset's changes of costs (turn, weather).
fn road_and_cost_changes(ui: &mut egui::Ui, g: &Game) {
    let rules = &g.rules;
    let road = &rules.duties.road;
    let road_words: Vec<String> = rules
        .classes
        .iter()
        .enumerate()
        .filter_map(|(c, class)| {
            let per = road.hexes_per_mp.get(c).copied().unwrap_or(0);
            let bonus = road.bonus_mp.get(c).copied().unwrap_or(0);
            match (per, bonus) {
                (0, 0) => None,
                (0, b) => Some(format!("{}: +{b} MP along the road", class.name)),
                (p, _) => Some(format!("{}: {p} road hexes a point", class.name)),
            }
        })
        .collect();
    if !road_words.is_empty() {
        ui.separator();
        ui.add(egui::Label::new(format!("Road — {}", road_words.join("; "))).wrap());
    }
    if !rules.cost_changes.is_empty() {
        ui.separator();
        for line in cost_change_lines(g) {
            ui.add(egui::Label::new(line).wrap());
        }
    }
}

/// Each weather's extra cost per hex and what it does to movement.
fn weather_grid(ui: &mut egui::Ui, rules: &Ruleset) {
    egui::Grid::new("weather").striped(true).show(ui, |ui| {
        for h in ["Weather", "Extra MP per hex", "Movement"] {
            ui.label(egui::RichText::new(h).strong());
        }
        ui.end_row();
        for w in &rules.weather {
            ui.label(&w.name);
            ui.label(w.extra_cost_per_hex.to_string());
            ui.label(if w.movement_divisor > 1 {
                format!("÷{}", w.movement_divisor)
            } else {
                "full".into()
            });
            ui.end_row();
        }
    });
}

#[cfg(test)]
mod tests {
    use crate::ui::charts::*;
    use steppe_rules::model::words::condition_text;

    #[test]
    fn the_chart_reads_the_ruleset_words() {
        let g = crate::test_game();
        let forest = g.rules.terrain.iter().find(|t| t.id == "forest").unwrap();
        let text = combat_effects(&g, Mention::Terrain, &forest.id);
        assert_eq!(text, "1 column left");
        assert_eq!(
            effect_text(&steppe_rules::data::condition::Effect::DivideAttack {
                by: 2,
                round: steppe_rules::data::condition::Round::default()
            }),
            "attack ÷2"
        );
        let c = condition_text(
            &g.rules,
            &steppe_rules::data::condition::Cond::DefenderTerrain(vec!["forest".into()]),
        );
        assert_eq!(c, "defender in Forest");
    }
}
