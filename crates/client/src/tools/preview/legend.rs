//! The set-up picture's legend, in the world to the right of the map: the scenario's name,
//! dates and objectives, each side's colour, the terrain, lines and places, the counters'
//! markings.
use super::{INK, LEGEND, MARGIN};
use crate::drawing::board::{TEXT_OVERSAMPLE, map_text};
use crate::state::{BoardLayout, CurrentGame, HEX_SIZE, Palette};
use crate::ui::legend::{Swatch, legend};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use steppe_rules::engine::game::Game;

/// The legend's lines: (text size, text) for the heading part, then the swatch sections.
fn heading_lines(g: &Game) -> Vec<(f32, String)> {
    let sc = &g.scenario;
    let mut out = vec![
        (24.0, sc.name.clone()),
        (
            14.0,
            format!(
                "{}, {} turns from {} ({})",
                g.rules.name,
                sc.turns,
                g.scenario.turn_name(&g.rules, 1),
                if g.log.is_empty() {
                    "the set-up".to_string()
                } else {
                    format!("as saved: {}", g.turn_name(&g.state))
                }
            ),
        ),
    ];
    if !sc.description.is_empty() {
        out.push((13.0, sc.description.clone()));
    }
    out.push((16.0, "Objectives".into()));
    for v in &sc.victory {
        out.push((13.0, format!("- {}", v.name)));
    }
    out
}

/// Lines of about this many characters at 13 world units (the description wraps).
const WRAP_CHARS: usize = 60;

/// How many lines a text takes in the legend's width.
fn wrapped_lines(size: f32, text: &str) -> usize {
    let per_line = ((WRAP_CHARS as f32) * 13.0 / size) as usize;
    text.chars().count().div_ceil(per_line.max(1)).max(1)
}

/// The legend's sections drawn: sides, terrain, lines and places, counters, in `palette` (the
/// shading and weather entries are for the window).
fn swatch_sections(g: &Game, palette: Palette) -> Vec<(&'static str, Vec<(Swatch, String)>)> {
    let mut sections = legend(g, palette);
    sections.truncate(4);
    sections
}

const ROW: f32 = 24.0;

pub(super) fn legend_height(g: &Game) -> f32 {
    let head: f32 = heading_lines(g)
        .iter()
        .map(|(s, t)| (*s + 8.0) * wrapped_lines(*s, t) as f32)
        .sum();
    let rows: f32 = swatch_sections(g, Palette::Standard)
        .iter()
        .map(|(_, e)| ROW * (e.len() as f32 + 1.5))
        .sum();
    head + rows + 2.0 * MARGIN
}

/// The legend's text, hanging from its top left corner.
fn text(content: String, size: f32, at: Vec2) -> impl Bundle {
    (
        map_text(content, size, INK, at.extend(5.0)),
        Anchor::TOP_LEFT,
    )
}

/// The legend, in the world to the right of the map, top aligned with it.
pub(super) fn legend_entities(
    mut commands: Commands,
    game: Res<CurrentGame>,
    board: Res<BoardLayout>,
    palette: Option<Res<Palette>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let g = &game.0;
    let palette = palette.map_or(Palette::Standard, |p| *p);
    let map = board.bounds.inflate(HEX_SIZE);
    let left = map.max.x + MARGIN;
    let mut y = map.max.y;
    for (size, line) in heading_lines(g) {
        commands.spawn((
            text(line.clone(), size, Vec2::new(left, y)),
            bevy::text::TextLayout::new(Justify::Left, bevy::text::LineBreak::WordBoundary),
            bevy::text::TextBounds::new_horizontal((LEGEND - 2.0 * MARGIN) * TEXT_OVERSAMPLE),
        ));
        y -= (size + 8.0) * wrapped_lines(size, &line) as f32;
    }
    let dot = meshes.add(Circle::new(6.0));
    let shapes = materials.add(ColorMaterial::default());
    for (heading, entries) in swatch_sections(g, palette) {
        y -= ROW * 0.5;
        commands.spawn(text(heading.to_string(), 16.0, Vec2::new(left, y)));
        y -= ROW;
        for (swatch, what) in entries {
            let centre = Vec2::new(left + 22.0, y - 9.0);
            let drawn = Drawn {
                dot: &dot,
                shapes: &shapes,
                meshes: &mut meshes,
                materials: &mut materials,
            };
            spawn_swatch(&mut commands, &swatch, centre, drawn);
            commands.spawn((
                text(what, 13.0, Vec2::new(left + 52.0, y - 1.0)),
                bevy::text::TextBounds::new_horizontal((LEGEND - 52.0 - MARGIN) * TEXT_OVERSAMPLE),
            ));
            y -= ROW;
        }
    }
}

/// What the swatches are drawn with: the dot's mesh, the shapes' material, and the assets.
struct Drawn<'a> {
    dot: &'a Handle<Mesh>,
    shapes: &'a Handle<ColorMaterial>,
    meshes: &'a mut Assets<Mesh>,
    materials: &'a mut Assets<ColorMaterial>,
}

fn spawn_swatch(commands: &mut Commands, swatch: &Swatch, centre: Vec2, d: Drawn) {
    use crate::drawing::mesh::MeshBuilder;
    let (dot, materials) = (d.dot, d.materials);
    let ground = Color::srgb_u8(0xd9, 0xd3, 0xa3);
    let box_size = Vec2::new(40.0, 18.0);
    let at = |z: f32| Transform::from_translation(centre.extend(z));
    match swatch {
        Swatch::Fill(c) => {
            commands.spawn((Sprite::from_color(*c, box_size), at(5.0)));
        }
        Swatch::Ring(c) => {
            commands.spawn((Sprite::from_color(*c, box_size), at(5.0)));
            commands.spawn((Sprite::from_color(ground, box_size - 6.0), at(5.1)));
        }
        Swatch::Line(c) => {
            commands.spawn((Sprite::from_color(ground, box_size), at(5.0)));
            commands.spawn((Sprite::from_color(*c, Vec2::new(40.0, 4.0)), at(5.1)));
        }
        Swatch::Dot(c) => {
            commands.spawn((Sprite::from_color(ground, box_size), at(5.0)));
            commands.spawn((
                Mesh2d(dot.clone()),
                MeshMaterial2d(materials.add(ColorMaterial::from_color(*c))),
                at(5.1),
            ));
        }
        Swatch::Badge(label, c) => {
            commands.spawn((Sprite::from_color(*c, box_size), at(5.0)));
            commands.spawn(map_text(
                label.clone(),
                11.0,
                Color::WHITE,
                centre.extend(5.2),
            ));
        }
        Swatch::Marker(label, c, shape) => {
            commands.spawn((Sprite::from_color(ground, box_size), at(5.0)));
            let size = Vec2::new(12.0 + 7.0 * label.chars().count() as f32, 12.0);
            let mut m = MeshBuilder::default();
            crate::drawing::shapes::badge(&mut m, *shape, size, 1.0, Color::BLACK, *c);
            commands.spawn((
                Mesh2d(d.meshes.add(m.build())),
                MeshMaterial2d(d.shapes.clone()),
                at(5.1),
            ));
            commands.spawn(map_text(
                label.clone(),
                10.0,
                Color::WHITE,
                centre.extend(5.2),
            ));
        }
        Swatch::Dashed(c) | Swatch::Hatched(c) => {
            commands.spawn((Sprite::from_color(ground, box_size), at(5.0)));
            let (x, y) = (box_size.x / 2.0 - 2.0, box_size.y / 2.0 - 2.0);
            let ring = [(-x, -y), (0.0, -y), (x, -y), (x, y), (0.0, y), (-x, y)]
                .map(|(a, b)| Vec2::new(a, b));
            let mut m = MeshBuilder::default();
            if matches!(swatch, Swatch::Dashed(_)) {
                let inner = ring.map(|p| p * Vec2::new((x - 3.0) / x, (y - 3.0) / y));
                crate::drawing::shapes::dashed_ring6(&mut m, ring, inner, *c);
            } else {
                crate::drawing::shapes::hatch(&mut m, &ring, 6.0, 2.5, *c);
            }
            commands.spawn((
                Mesh2d(d.meshes.add(m.build())),
                MeshMaterial2d(d.shapes.clone()),
                at(5.1),
            ));
        }
        Swatch::NoSupply => {
            use crate::drawing::glyphs::{NO_SUPPLY_FILL, NO_SUPPLY_INK};
            commands.spawn((
                Sprite::from_color(NO_SUPPLY_INK, Vec2::splat(18.0)),
                at(5.0),
            ));
            commands.spawn((
                Sprite::from_color(NO_SUPPLY_FILL, Vec2::splat(14.0)),
                at(5.1),
            ));
            commands.spawn(map_text(
                "U".to_string(),
                12.0,
                NO_SUPPLY_INK,
                centre.extend(5.2),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::tools::preview::legend::*;

    #[test]
    fn the_legend_names_the_scenario_and_its_objectives() {
        let g = crate::barbarossa_in(|_| true);
        let lines = heading_lines(&g);
        assert_eq!(lines[0].1, g.scenario.name);
        assert!(lines[1].1.contains("the set-up"), "{}", lines[1].1);
        for v in &g.scenario.victory {
            assert!(lines.iter().any(|(_, l)| l.contains(&v.name)), "{}", v.name);
        }
        let sections = swatch_sections(&g, Palette::Standard);
        assert_eq!(sections[0].0, "Sides");
        assert_eq!(sections[0].1.len(), g.rules.sides.len());
        assert_eq!(sections.len(), 4);
        assert!(legend_height(&g) > 0.0);
    }
}
