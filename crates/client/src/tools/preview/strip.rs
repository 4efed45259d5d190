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

use super::strip_draw::{standing_colour, trace_tile, turn_tile};
use super::strip_layout::{CAPTION_PX, Layout};
use super::strip_model::{Strip, Z_MARKS};
use super::strip_text::{anchored, captions, heading, short};
use super::{Picture, finish, headless_app};
use crate::drawing::board::BoardPart;
use crate::drawing::mesh::MeshBuilder;
use crate::drawing::zoom_detail::{Coarse, DETAIL_PX, Detail};
use crate::state::{BoardLayout, CurrentGame, HEX_SIZE};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBackgroundColor;
use std::path::Path;
use steppe_rules::engine::game::Game;
use steppe_rules::play::course::{Course, standing};

/// Hexes at least this big (circumradius, pixels) keep their coarse patterns; smaller ones are
/// flat colour.
const COARSE_PX: f32 = 5.0;
/// Behind the milestones' numbers on the map.
const NUMBER_BACKGROUND: Color = Color::srgba(1.0, 1.0, 1.0, 0.8);

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
