//! The map's legend, in the help window (F1): what every colour and symbol on the board means,
//! drawn with the colours the board uses, from the ruleset (terrain, hexsides, the units'
//! markers, the weather's tints) and from the client's overlays (reach, path, attack rings, retreat
//! and placement hexes, zones of control, supply, formations).

use crate::drawing::glyphs::{CITY_FILL, NO_SUPPLY_FILL, NO_SUPPLY_INK, RAIL};
use crate::drawing::marks as m;
use crate::drawing::overlays as o;
use crate::ui::egui_colour;
use bevy::prelude::*;
use bevy_egui::egui;
use steppe_rules::engine::game::Game;

/// How a legend entry is drawn.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Swatch {
    Fill(Color),
    Ring(Color),
    Line(Color),
    Dot(Color),
    Badge(String, Color),
    /// The out-of-supply badge (`glyphs::no_supply_badge`).
    NoSupply,
}

/// The legend's sections: a heading and its entries.
pub(crate) fn legend(g: &Game) -> Vec<(&'static str, Vec<(Swatch, String)>)> {
    let rules = &g.rules;
    let colour = crate::drawing::colour;
    let terrain = rules
        .terrain
        .iter()
        .map(|t| (Swatch::Fill(colour(&t.colour)), t.name.clone()))
        .collect();
    let mut lines: Vec<(Swatch, String)> = rules
        .hexsides
        .iter()
        .map(|h| (Swatch::Line(colour(&h.colour)), h.name.clone()))
        .collect();
    lines.push((Swatch::Line(RAIL), "rail line".into()));
    lines.push((
        Swatch::Dot(CITY_FILL),
        "city or town (its name below the hex's counter)".into(),
    ));
    let mut counters: Vec<(Swatch, String)> = vec![
        (
            Swatch::Badge("XXXX".into(), Color::BLACK),
            "size: XX division, XXX corps, XXXX army".into(),
        ),
        (
            Swatch::Badge("6-6-6".into(), Color::BLACK),
            "attack-defense-movement, under the name".into(),
        ),
    ];
    counters.push((
        Swatch::Badge("2".into(), Color::srgb(0.08, 0.08, 0.08)),
        "units in the stack (top left)".into(),
    ));
    for mk in &rules.unit_markers {
        if let Some(b) = &mk.badge {
            counters.push((
                Swatch::Badge(b.clone(), colour(&mk.colour)),
                mk.name.clone(),
            ));
        }
    }
    counters.push((Swatch::NoSupply, "out of supply (U: unsupplied)".into()));
    let mut overlays = vec![
        (
            Swatch::Fill(o::REACH),
            "the selected unit can go there".into(),
        ),
        (
            Swatch::Fill(o::MUST_STOP),
            "it can go there and must stop".into(),
        ),
        (
            Swatch::Line(o::PATH),
            "its path to the hex under the pointer".into(),
        ),
        (Swatch::Ring(m::ATTACKABLE), "can be attacked".into()),
        (
            Swatch::Ring(m::DEFENDER),
            "the planned attack's defender".into(),
        ),
        (Swatch::Ring(m::ATTACKER), "an attacker in the plan".into()),
        (Swatch::Ring(m::MAY_JOIN), "could join the attack".into()),
        (
            Swatch::Fill(m::LEGAL),
            "a retreat or a placement may go there".into(),
        ),
        (
            Swatch::Ring(m::MAY_ACT),
            "can still move this phase (Tab: the next)".into(),
        ),
        (Swatch::Ring(m::ZOC), "enemy zone of control (Z)".into()),
        (Swatch::Fill(m::NO_SUPPLY), "out of supply (U)".into()),
    ];
    if rules.activations.is_some() {
        overlays.push((Swatch::Ring(m::FORMATION), "the active formation".into()));
        overlays.push((Swatch::Ring(m::MAY_ACTIVATE), "may be activated now".into()));
    }
    let weather = rules
        .weather
        .iter()
        .filter_map(|w| {
            let [r, gr, b, a] = w.tint?;
            Some((
                Swatch::Fill(Color::srgba_u8(r, gr, b, a)),
                format!("{} is in force", w.name),
            ))
        })
        .collect();
    vec![
        ("Terrain", terrain),
        ("Lines and places", lines),
        ("Counters", counters),
        ("Shading", overlays),
        ("Weather (the whole map tinted)", weather),
    ]
}

/// One swatch, the size of a line of text.
fn swatch(ui: &mut egui::Ui, s: &Swatch) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(40.0, 16.0), egui::Sense::hover());
    let p = ui.painter();
    // The board's ground under what is drawn over it.
    let ground = egui::Color32::from_rgb(0xd9, 0xd3, 0xa3);
    match s {
        Swatch::Fill(c) => {
            p.rect_filled(rect, 2.0, ground);
            p.rect_filled(rect, 2.0, egui_colour(*c));
        }
        Swatch::Ring(c) => {
            p.rect_filled(rect, 2.0, ground);
            p.rect_stroke(
                rect.shrink(2.0),
                2.0,
                egui::Stroke::new(3.0, egui_colour(*c)),
                egui::StrokeKind::Inside,
            );
        }
        Swatch::Line(c) => {
            p.rect_filled(rect, 2.0, ground);
            p.line_segment(
                [rect.left_center(), rect.right_center()],
                egui::Stroke::new(3.0, egui_colour(*c)),
            );
        }
        Swatch::Dot(c) => {
            p.rect_filled(rect, 2.0, ground);
            p.circle_filled(rect.center(), 5.0, egui_colour(*c));
        }
        Swatch::Badge(text, c) => {
            p.rect_filled(rect, 2.0, egui_colour(*c));
            p.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::monospace(11.0),
                egui::Color32::WHITE,
            );
        }
        Swatch::NoSupply => {
            let badge = egui::Rect::from_center_size(rect.center(), egui::vec2(16.0, 16.0));
            p.rect_filled(badge, 0.0, egui_colour(NO_SUPPLY_INK));
            p.rect_filled(badge.shrink(2.0), 0.0, egui_colour(NO_SUPPLY_FILL));
            p.text(
                badge.center(),
                egui::Align2::CENTER_CENTER,
                "U",
                egui::FontId::monospace(12.0),
                egui_colour(NO_SUPPLY_INK),
            );
        }
    }
}

/// The legend, section by section.
pub(crate) fn show(ui: &mut egui::Ui, g: &Game) {
    for (heading, entries) in legend(g) {
        if entries.is_empty() {
            continue;
        }
        ui.label(egui::RichText::new(heading).strong());
        egui::Grid::new(heading).show(ui, |ui| {
            for (s, what) in &entries {
                swatch(ui, s);
                ui.label(what);
                ui.end_row();
            }
        });
        ui.add_space(4.0);
    }
}

#[cfg(test)]
mod tests {
    use crate::ui::legend::*;

    /// Every terrain and hexside of the ruleset has its entry, in the colour the board uses,
    /// and every weather with a tint.
    #[test]
    fn the_legend_follows_the_ruleset() {
        let g = crate::barbarossa_in(|_| true);
        let sections = legend(&g);
        let find = |name: &str| {
            sections
                .iter()
                .flat_map(|(_, e)| e)
                .find(|(_, w)| w == name)
                .map(|(s, _)| s.clone())
        };
        for t in &g.rules.terrain {
            assert_eq!(
                find(&t.name),
                Some(Swatch::Fill(crate::drawing::colour(&t.colour)))
            );
        }
        for h in &g.rules.hexsides {
            assert!(matches!(find(&h.name), Some(Swatch::Line(_))), "{}", h.name);
        }
        let tinted = g.rules.weather.iter().filter(|w| w.tint.is_some()).count();
        assert_eq!(sections[4].1.len(), tinted);
        assert!(tinted >= 2, "GPW tints snow and mud");
        assert!(find("enemy zone of control (Z)").is_some());
    }
}
