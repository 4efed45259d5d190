//! The map's legend, in the help window (F1): what every colour and symbol on the board means,
//! drawn with the colours the board uses in the palette chosen, from the ruleset (the sides,
//! terrain, hexsides, the units' markers in their shapes, the weather's tints) and from the
//! client's overlays (reach, path, attack rings, retreat and placement hexes, zones of control
//! dashed, supply hatched, formations).

use crate::drawing::glyphs::{CITY_FILL, NO_SUPPLY_FILL, NO_SUPPLY_INK, RAIL};
use crate::drawing::palette::{Shading, side_colour};
use crate::drawing::shapes::{BadgeShape, badge_shape, outline};
use crate::state::Palette;
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
    /// A unit marker's badge: its letters, colour and shape (`shapes`).
    Marker(String, Color, BadgeShape),
    /// A dashed ring (the zones of control).
    Dashed(Color),
    /// Stripes (the hexes out of supply).
    Hatched(Color),
    /// The out-of-supply badge (`glyphs::no_supply_badge`).
    NoSupply,
}

/// The legend's sections in `palette`: a heading and its entries.
pub(crate) fn legend(g: &Game, palette: Palette) -> Vec<(&'static str, Vec<(Swatch, String)>)> {
    let rules = &g.rules;
    let colour = crate::drawing::colour;
    let c = Shading::of(palette);
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
    for (i, mk) in rules.unit_markers.iter().enumerate() {
        if let Some(b) = &mk.badge {
            counters.push((
                Swatch::Marker(b.clone(), colour(&mk.colour), badge_shape(g, i)),
                mk.name.clone(),
            ));
        }
    }
    counters.push((Swatch::NoSupply, "out of supply (U: unsupplied)".into()));
    let overlays = shading(g, &c);
    let sides = (0..rules.sides.len())
        .map(|s| {
            (
                Swatch::Fill(side_colour(g, palette, s)),
                rules.sides[s].name.clone(),
            )
        })
        .collect();
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
        ("Sides", sides),
        ("Terrain", terrain),
        ("Lines and places", lines),
        ("Counters", counters),
        ("Shading", overlays),
        ("Weather (the whole map tinted)", weather),
    ]
}

/// The shading's entries: the overlays' colours in the palette, with their patterns.
fn shading(g: &Game, c: &Shading) -> Vec<(Swatch, String)> {
    let mut overlays = vec![
        (
            Swatch::Fill(c.reach),
            "the selected unit can go there".into(),
        ),
        (
            Swatch::Fill(c.must_stop),
            "it can go there and must stop (a thicker rim)".into(),
        ),
        (
            Swatch::Line(c.path),
            "its path to the hex under the pointer".into(),
        ),
        (Swatch::Ring(c.attackable), "can be attacked".into()),
        (
            Swatch::Ring(c.defender),
            "the planned attack's defender".into(),
        ),
        (Swatch::Ring(c.attacker), "an attacker in the plan".into()),
        (Swatch::Ring(c.may_join), "could join the attack".into()),
        (
            Swatch::Fill(c.legal),
            "a retreat or a placement may go there".into(),
        ),
        (
            Swatch::Ring(c.may_act),
            "can still move this phase (Tab: the next)".into(),
        ),
        (Swatch::Dashed(c.zoc), "enemy zone of control (Z)".into()),
        (Swatch::Hatched(c.no_supply), "out of supply (U)".into()),
    ];
    if g.rules.activations.is_some() {
        overlays.push((Swatch::Ring(c.formation), "the active formation".into()));
        overlays.push((Swatch::Ring(c.may_activate), "may be activated now".into()));
    }
    overlays
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
        Swatch::Marker(text, c, shape) => {
            p.rect_filled(rect, 2.0, ground);
            let size = Vec2::new(12.0 + 7.0 * text.chars().count() as f32, 11.0);
            let edge = outline(*shape, size.x + 2.0, size.y + 2.0);
            let fill = outline(*shape, size.x, size.y);
            fan(p, rect.center(), &edge, egui::Color32::from_gray(13));
            fan(p, rect.center(), &fill, egui_colour(*c));
            p.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::monospace(10.0),
                egui::Color32::WHITE,
            );
        }
        Swatch::Dashed(c) => {
            p.rect_filled(rect, 2.0, ground);
            let r = rect.shrink(2.0);
            let stroke = egui::Stroke::new(3.0, egui_colour(*c));
            let corners = [
                r.left_top(),
                r.right_top(),
                r.right_bottom(),
                r.left_bottom(),
            ];
            for k in 0..4 {
                let (a, b) = (corners[k], corners[(k + 1) % 4]);
                for (t0, t1) in [(0.0, 0.22), (0.39, 0.61), (0.78, 1.0)] {
                    p.line_segment([a.lerp(b, t0), a.lerp(b, t1)], stroke);
                }
            }
        }
        Swatch::Hatched(c) => {
            p.rect_filled(rect, 2.0, ground);
            let stroke = egui::Stroke::new(2.5, egui_colour(*c));
            let clip = p.with_clip_rect(rect);
            let mut x = rect.left() - rect.height();
            while x < rect.right() {
                clip.line_segment(
                    [
                        egui::pos2(x, rect.bottom()),
                        egui::pos2(x + rect.height(), rect.top()),
                    ],
                    stroke,
                );
                x += 6.0;
            }
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

/// A shape given as corners around `centre` (y up), filled as a fan from it.
fn fan(p: &egui::Painter, centre: egui::Pos2, ring: &[Vec2], colour: egui::Color32) {
    let at = |v: Vec2| centre + egui::vec2(v.x, -v.y);
    for k in 0..ring.len() {
        let (a, b) = (ring[k], ring[(k + 1) % ring.len()]);
        p.add(egui::Shape::convex_polygon(
            vec![centre, at(a), at(b)],
            colour,
            egui::Stroke::NONE,
        ));
    }
}

/// The legend, section by section, in the palette the panels are drawn in.
pub(crate) fn show(ui: &mut egui::Ui, g: &Game) {
    let palette = crate::ui::side_colours::palette_of(ui);
    for (heading, entries) in legend(g, palette) {
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
        let sections = legend(&g, Palette::Standard);
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
        assert_eq!(sections[5].1.len(), tinted);
        assert!(tinted >= 2, "GPW tints snow and mud");
        assert!(find("enemy zone of control (Z)").is_some());
        // The markers in their shapes, the sides in the palette's colours.
        assert!(matches!(
            find("has moved"),
            Some(Swatch::Marker(_, _, BadgeShape::Arrow))
        ));
        assert!(matches!(
            find("has attacked"),
            Some(Swatch::Marker(_, _, BadgeShape::Burst))
        ));
        let blue = legend(&g, Palette::OkabeIto);
        assert_eq!(
            blue[0].1[0].0,
            Swatch::Fill(side_colour(&g, Palette::OkabeIto, 0))
        );
        assert_ne!(blue[0].1[0].0, sections[0].1[0].0);
    }
}
