//! The strip's words: each tile's caption (the turn and its date, each milestone's standing
//! against history; under the trace, its ramp's key) and the heading (the scenario, which game,
//! the key to the marks). Text is sized in pixels, whatever the scale.

use super::INK;
use super::strip_draw::{AS_HISTORY, FRONT, OFF, PENDING, ramp, side_colour, standing_colour};
use super::strip_layout::{CAPTION_PX, CHAR, HEADING_PX, KEY_PX, LINE, TITLE_PX};
use super::strip_model::{Strip, Z_MARKS, Z_TEXT};
use crate::drawing::mesh::MeshBuilder;
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::LineBreak;
use steppe_rules::play::course::{standing, standing_words};

/// A milestone's short name in a caption, at most this many characters.
const SHORT: usize = 26;

/// A milestone's name, shortened at its first comma or bracket and to `SHORT` characters.
pub(super) fn short(name: &str) -> String {
    let cut = name.split([',', '(']).next().unwrap_or(name).trim();
    if cut.chars().count() <= SHORT {
        cut.to_string()
    } else {
        let s: String = cut.chars().take(SHORT - 1).collect();
        format!("{}.", s.trim_end())
    }
}

/// Text `px` pixels high whatever the scale, hanging from its top left corner at `at`.
pub(super) fn label(content: String, px: f32, colour: Color, at: Vec2, scale: f32) -> impl Bundle {
    anchored(content, px, colour, at, scale, Anchor::TOP_LEFT)
}

/// Text `px` pixels high whatever the scale, its `anchor` at `at`.
pub(super) fn anchored(
    content: String,
    px: f32,
    colour: Color,
    at: Vec2,
    scale: f32,
    anchor: Anchor,
) -> impl Bundle {
    (
        Text2d::new(content),
        TextFont::from_font_size(px),
        TextColor(colour),
        TextLayout::new(Justify::Left, LineBreak::NoWrap),
        anchor,
        Transform::from_translation(at.extend(Z_TEXT)).with_scale(Vec3::splat(scale)),
    )
}

/// Under each map: the turn and its date, then each milestone's standing at the turn's end;
/// under the trace, its key.
pub(super) fn captions(
    mut commands: Commands,
    strip: Res<Strip>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (g, l) = (&strip.game, &strip.layout);
    let s = l.scale;
    let line = |px: f32| px * LINE * s;
    if strip.trace {
        let at = l.caption_corner(0);
        let traced = strip.traced();
        let n = traced.len();
        let turn = |k: usize| strip.course.turns[k].turn;
        let every = if n == strip.course.turns.len() {
            String::new()
        } else {
            format!(" (every {} turns)", turn(traced[1]) - turn(traced[0]))
        };
        commands.spawn(label(
            format!(
                "The front at turn ends, T{} to T{}{every}",
                turn(traced[0]),
                turn(traced[n - 1])
            ),
            TITLE_PX,
            INK,
            at,
            s,
        ));
        // The ramp: a box a turn drawn, each named under it.
        let mut m = MeshBuilder::default();
        let step = ((l.map.width() * 0.8) / n as f32).min(3.0 * CAPTION_PX * s);
        let y = at.y - line(TITLE_PX) - 0.5 * step;
        for (i, &k) in traced.iter().enumerate() {
            let x = at.x + i as f32 * step;
            m.square(Vec2::new(x + step / 2.0, y), step * 0.42, ramp(i, n));
            let under = Vec2::new(x + 0.1 * step, y - step * 0.5);
            commands.spawn(label(format!("T{}", turn(k)), CAPTION_PX, INK, under, s));
        }
        commands.spawn((
            Mesh2d(meshes.add(m.build())),
            MeshMaterial2d(materials.add(ColorMaterial::default())),
            Transform::from_xyz(0.0, 0.0, Z_MARKS),
        ));
    }
    let per_column = strip
        .course
        .milestones
        .len()
        .div_ceil(l.caption_cols)
        .max(1);
    let column_width = l.cell / l.caption_cols as f32;
    for (k, t) in strip.course.turns.iter().enumerate() {
        let at = l.caption_corner(strip.tile(k));
        let off = strip
            .course
            .milestones
            .iter()
            .filter(|m| standing(m, t.turn).off())
            .count();
        let title = format!(
            "T{} {}{}: {} of {} off history",
            t.turn,
            g.scenario.turn_name(&g.rules, t.turn),
            if t.ended {
                ""
            } else {
                " (as saved, not ended)"
            },
            off,
            strip.course.milestones.len()
        );
        commands.spawn(label(title, TITLE_PX, INK, at, s));
        for (n, m) in strip.course.milestones.iter().enumerate() {
            let (c, r) = (n / per_column, n % per_column);
            let p = at
                + Vec2::new(
                    c as f32 * column_width,
                    -line(TITLE_PX) - r as f32 * line(CAPTION_PX),
                );
            let text = format!(
                "{} {}: {}",
                n + 1,
                short(&m.name),
                standing_words(m, t.turn)
            );
            let ink = standing_colour(standing(m, t.turn));
            commands.spawn(label(text, CAPTION_PX, ink, p, s));
        }
    }
}

/// The heading: the scenario and the game, then the key to the marks.
pub(super) fn heading(
    mut commands: Commands,
    strip: Res<Strip>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (g, l) = (&strip.game, &strip.layout);
    let s = l.scale;
    let mut at = Vec2::new(l.gap, -0.5 * l.gap);
    commands.spawn(label(
        format!("{}: one game's course, turn by turn", g.scenario.name),
        HEADING_PX,
        INK,
        at,
        s,
    ));
    at.y -= HEADING_PX * LINE * s;
    commands.spawn(label(strip.what.clone(), KEY_PX, INK, at, s));
    at.y -= KEY_PX * LINE * s;
    // The key: a swatch, then its words, along a line, and on to the next where it is full.
    let mut m = MeshBuilder::default();
    let box_half = 0.45 * KEY_PX * s;
    let right = l.world.max.x - l.gap;
    let mut x = at.x;
    let mut entry = |m: &mut MeshBuilder, what: &str, draw: &dyn Fn(&mut MeshBuilder, Vec2)| {
        let width = 3.0 * box_half + (what.chars().count() as f32 + 3.0) * CHAR * KEY_PX * s;
        if x > l.gap && x + width > right {
            x = l.gap;
            at.y -= KEY_PX * LINE * s;
        }
        let centre = Vec2::new(x + box_half, at.y - 0.5 * KEY_PX * LINE * s);
        draw(m, centre);
        commands.spawn(label(
            what.to_string(),
            KEY_PX,
            INK,
            Vec2::new(x + 3.0 * box_half, at.y),
            s,
        ));
        x += width;
    };
    let ring =
        |c: Color| move |m: &mut MeshBuilder, p: Vec2| m.ring(p, box_half, box_half * 0.6, 24, c);
    entry(&mut m, "milestone as history", &ring(AS_HISTORY));
    entry(&mut m, "off history", &ring(OFF));
    entry(&mut m, "not due yet", &ring(PENDING));
    entry(&mut m, "front line", &|m: &mut MeshBuilder, p: Vec2| {
        m.segment(
            p - Vec2::X * box_half,
            p + Vec2::X * box_half,
            0.3 * box_half,
            0.0,
            FRONT,
        );
    });
    for (side, def) in g.rules.sides.iter().enumerate() {
        let c = side_colour(g, side, 0.45);
        entry(
            &mut m,
            &format!("ground {} took", def.name),
            &move |m: &mut MeshBuilder, p: Vec2| m.square(p, box_half, c),
        );
    }
    entry(
        &mut m,
        "a stack (its top unit's colours); yellow: out of supply",
        &|m: &mut MeshBuilder, p: Vec2| {
            m.square(p, box_half, FRONT);
            m.square(p, box_half * 0.8, Color::srgb(0.6, 0.6, 0.6));
            m.square(p, box_half * 0.35, crate::drawing::glyphs::NO_SUPPLY_FILL);
        },
    );
    commands.spawn((
        Mesh2d(meshes.add(m.build())),
        MeshMaterial2d(materials.add(ColorMaterial::default())),
        Transform::from_xyz(0.0, 0.0, Z_MARKS),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn milestone_names_are_shortened_for_captions() {
        assert_eq!(short("Minsk falls"), "Minsk falls");
        assert_eq!(short("Kiev falls, the Kiev pocket closed"), "Kiev falls");
        assert_eq!(
            short("Sevastopol holds out (it fell on 4 July 1942)"),
            "Sevastopol holds out"
        );
        let long = short("Kalach retaken and Stalingrad encircled by Uranus");
        assert_eq!(long.chars().count(), SHORT);
        assert!(long.ends_with('.'));
    }
}
