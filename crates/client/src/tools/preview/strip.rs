//! `steppe preview --turns`: one game's course as a strip of small maps, one per game turn (the
//! position at the turn's end), so that a designer sees where it left history. A trace panel
//! comes first: every turn's front line on one map in a colour ramp from the first turn to the
//! last. Each map rings the scenario's milestones in their standing's colour at that turn (as
//! history, off history, not due yet) with their numbers, and its caption gives the turn, its
//! date and each milestone's standing against history ("3 Minsk falls: taken T5 (hist T1)").
//! A heading names the game and keys the marks.
//!
//! Everything is drawn in one app run and one capture: the board is built once (by the board
//! plugin) and its meshes placed again at each tile's place under one camera; each tile's marks
//! are one merged mesh. Where tiles are small the terrain loses its patterns (the coarse ones,
//! then the flat colours alone), and units are squares of their colours, not counters.

use super::strip_draw::{
    AS_HISTORY, FRONT, OFF, PENDING, ramp, side_colour, standing_colour, trace_tile, turn_tile,
};
use super::strip_layout::{CAPTION_PX, CHAR, HEADING_PX, KEY_PX, LINE, Layout, TITLE_PX};
use super::{INK, Picture, finish, headless_app};
use crate::drawing::board::BoardPart;
use crate::drawing::mesh::MeshBuilder;
use crate::drawing::zoom_detail::{Coarse, DETAIL_PX, Detail};
use crate::state::{BoardLayout, CurrentGame, HEX_SIZE};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::{LineBreak, TextBackgroundColor};
use std::path::Path;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;
use steppe_rules::play::course::{Course, Standing, standing, standing_words};

/// Hexes at least this big (circumradius, pixels) keep their coarse patterns; smaller ones are
/// flat colour.
const COARSE_PX: f32 = 5.0;
/// The trace draws at most about this many turns' fronts.
const TRACED: usize = 8;
/// A milestone's short name in a caption, at most this many characters.
const SHORT: usize = 26;
/// Over the board's layers (which end at 0.4), under the text.
const Z_MARKS: f32 = 0.45;
const Z_TEXT: f32 = 2.0;
/// Behind the milestones' numbers on the map.
const NUMBER_BACKGROUND: Color = Color::srgba(1.0, 1.0, 1.0, 0.8);

/// What the strip draws: the game (its rules and scenario), its course, what it is (the run,
/// line and seed it was picked from), and the layout.
#[derive(Resource)]
struct Strip {
    game: Game,
    course: Course,
    what: String,
    layout: Layout,
    /// Whether a trace panel comes first.
    trace: bool,
}

/// Writes the strip of `game`'s course (`what` says which game it is) to `out`, its longest
/// side at most `max_side` pixels; the exit code.
pub fn run(game: Game, course: Course, what: &str, out: &Path, max_side: u32) -> i32 {
    if course.turns.is_empty() {
        eprintln!("steppe preview: {what}: no turn was played: nothing to draw");
        return 1;
    }
    let board = BoardLayout::new(&game.scenario.map);
    let map = board.bounds.inflate(HEX_SIZE);
    let trace = course.turns.len() > 1;
    let tiles = course.turns.len() + usize::from(trace);
    let chars = course
        .milestones
        .iter()
        // "12 Name: lost T32 (hist held to T32)"
        .map(|m| short(&m.name).chars().count() + 32)
        .max()
        .unwrap_or(0);
    let layout = Layout::new(map, tiles, course.milestones.len(), chars, max_side);
    let picture = Picture::new(out, layout.world, layout.scale);
    let size = picture.size;
    let said = format!(
        "{} turns of {} ({what}); {}",
        course.turns.len(),
        game.scenario.name,
        layout.words()
    );
    let mut app = headless_app(picture);
    app.insert_resource(board)
        .insert_resource(CurrentGame(game.clone()))
        .insert_resource(Strip {
            game,
            course,
            what: what.to_string(),
            layout,
            trace,
        })
        .add_plugins(crate::drawing::board::plugin)
        .add_systems(Startup, (tiles_marks, captions, heading))
        .add_systems(Update, copy_board);
    finish(app, out, size, &said)
}

/// A milestone's name, shortened at its first comma or bracket and to `SHORT` characters.
fn short(name: &str) -> String {
    let cut = name.split([',', '(']).next().unwrap_or(name).trim();
    if cut.chars().count() <= SHORT {
        cut.to_string()
    } else {
        let s: String = cut.chars().take(SHORT - 1).collect();
        format!("{}.", s.trim_end())
    }
}

/// Text `px` pixels high whatever the scale, hanging from its top left corner at `at`.
fn label(content: String, px: f32, colour: Color, at: Vec2, scale: f32) -> impl Bundle {
    anchored(content, px, colour, at, scale, Anchor::TOP_LEFT)
}

/// Text `px` pixels high whatever the scale, its `anchor` at `at`.
fn anchored(
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

impl Strip {
    /// The tile of turn `k` (an index into the course's turns).
    fn tile(&self, k: usize) -> usize {
        k + usize::from(self.trace)
    }

    /// The turns the trace draws (indices into the course's turns): every one up to
    /// `TRACED`, else evenly spaced ones from the first to the last, so the lines stay apart.
    fn traced(&self) -> Vec<usize> {
        let n = self.course.turns.len();
        let stride = n.div_ceil(TRACED).max(1);
        let mut out: Vec<usize> = (0..n).step_by(stride).collect();
        if out.last() != Some(&(n - 1)) {
            out.push(n - 1);
        }
        out
    }

    /// Each milestone's hexes and its standing at the end of `turn`.
    fn rings(&self, turn: u32) -> Vec<(Vec<HexIdx>, Standing)> {
        self.game
            .scenario
            .milestones
            .iter()
            .zip(&self.course.milestones)
            .map(|(m, met)| (m.hexes.clone(), standing(met, turn)))
            .collect()
    }
}

/// Each tile's marks (one mesh a tile) and the milestones' numbers on its map.
fn tiles_marks(
    mut commands: Commands,
    strip: Res<Strip>,
    board: Res<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (g, l) = (&strip.game, &strip.layout);
    let material = materials.add(ColorMaterial::default());
    let mut spawn = |commands: &mut Commands, m: MeshBuilder| {
        if m.vertex_count() > 0 {
            commands.spawn((
                Mesh2d(meshes.add(m.build())),
                MeshMaterial2d(material.clone()),
                Transform::from_xyz(0.0, 0.0, Z_MARKS),
            ));
        }
    };
    let last = strip.course.turns.last().map_or(1, |t| t.turn);
    if strip.trace {
        let states: Vec<_> = strip
            .traced()
            .into_iter()
            .map(|k| &strip.course.turns[k].state)
            .collect();
        let m = trace_tile(g, &board, &states, l.offset(0), &strip.rings(last), l.scale);
        spawn(&mut commands, m);
        numbers(&mut commands, &strip, &board, 0, last);
    }
    for (k, t) in strip.course.turns.iter().enumerate() {
        let i = strip.tile(k);
        let rings = strip.rings(t.turn);
        spawn(
            &mut commands,
            turn_tile(g, &board, &t.state, l.offset(i), &rings, l.scale),
        );
        numbers(&mut commands, &strip, &board, i, t.turn);
    }
}

/// The milestones' numbers beside their first hex on tile `i`, as they stand at `turn`.
fn numbers(commands: &mut Commands, strip: &Strip, board: &BoardLayout, i: usize, turn: u32) {
    let l = &strip.layout;
    // Only where a number is no bigger than a few hexes.
    if HEX_SIZE / l.scale < 3.0 {
        return;
    }
    let px = CAPTION_PX * 0.9;
    for (n, (m, met)) in strip
        .game
        .scenario
        .milestones
        .iter()
        .zip(&strip.course.milestones)
        .enumerate()
    {
        let Some(&h) = m.hexes.first() else { continue };
        let at = board.centre(h) + l.offset(i) + Vec2::new(1.1, 1.1) * HEX_SIZE;
        commands.spawn((
            anchored(
                (n + 1).to_string(),
                px,
                standing_colour(standing(met, turn)),
                at,
                l.scale,
                Anchor::BOTTOM_LEFT,
            ),
            TextBackgroundColor(NUMBER_BACKGROUND),
        ));
    }
}

/// Under each map: the turn and its date, then each milestone's standing at the turn's end;
/// under the trace, its key.
fn captions(
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
fn heading(
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
        )
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

/// Once the board plugin has built the board's meshes: the same meshes again at each tile's
/// place, with the detail the tiles' size allows; the board itself hidden.
#[allow(clippy::type_complexity, reason = "a system's query")]
fn copy_board(
    mut commands: Commands,
    strip: Res<Strip>,
    parts: Query<
        (
            Entity,
            Option<&Mesh2d>,
            Option<&MeshMaterial2d<ColorMaterial>>,
            &Transform,
            Has<Detail>,
            Has<Coarse>,
        ),
        With<BoardPart>,
    >,
    mut done: Local<bool>,
) {
    if *done || parts.is_empty() {
        return;
    }
    *done = true;
    let l = &strip.layout;
    let hex_px = HEX_SIZE / l.scale;
    let tiles = strip.course.turns.len() + usize::from(strip.trace);
    for (e, mesh, material, transform, detail, coarse) in &parts {
        commands.entity(e).insert(Visibility::Hidden);
        let (Some(mesh), Some(material)) = (mesh, material) else {
            // (The place names: too many to write on every tile.)
            continue;
        };
        let shown = if detail {
            hex_px >= DETAIL_PX
        } else if coarse {
            (COARSE_PX..DETAIL_PX).contains(&hex_px)
        } else {
            true
        };
        if !shown {
            continue;
        }
        for i in 0..tiles {
            commands.spawn((
                mesh.clone(),
                material.clone(),
                Transform::from_translation(transform.translation + l.offset(i).extend(0.0)),
            ));
        }
    }
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
