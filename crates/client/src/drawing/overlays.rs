//! What the selection looks like on the map: every hex the selected unit can reach lightened
//! inside a thin rim, hexes where it would have to stop in orange inside a rim twice as thick (so
//! that they differ by more than colour), its own hex ringed, and, when the pointer is over a
//! destination, the path through the hex centres with its MP cost. The colours are the
//! palette's (`palette::Shading`).
//!
//! The overlays are rebuilt only when the selection, the hovered hex or the palette changes.

use crate::drawing::board::Z_LABELS;
use crate::drawing::mesh::MeshBuilder;
use crate::drawing::mesh::layer;
use crate::drawing::palette::Shading;
use crate::state::Hovered;
use crate::state::Palette;
use crate::state::Selection;
use crate::state::{BoardLayout, HEX_SIZE};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBackgroundColor;

/// Shading under the counters, over the place names' halos; the path over the counters.
const Z_REACH: f32 = Z_LABELS - 0.02;
const Z_PATH: f32 = Z_LABELS + 1.0;

/// Where a reachable hex's rim ends inside, and a must-stop hex's thicker one.
pub(crate) const REACH_INNER: f32 = 0.84;
pub(crate) const MUST_STOP_INNER: f32 = 0.74;
const COST_TEXT: Color = Color::srgb(1.0, 1.0, 1.0);
const COST_BACKGROUND: Color = Color::srgba(0.55, 0.05, 0.05, 0.9);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, setup).add_systems(
        Update,
        (
            draw_reach.run_if(
                resource_changed::<Selection>.or_else(resource_exists_and_changed::<Palette>),
            ),
            draw_path.run_if(
                resource_changed::<Selection>
                    .or_else(resource_changed::<Hovered>)
                    .or_else(resource_exists_and_changed::<Palette>),
            ),
        ),
    );
}

/// The overlay meshes, rewritten in place.
#[derive(Resource)]
struct OverlayMeshes {
    reach: Handle<Mesh>,
    path: Handle<Mesh>,
}

/// The text showing the hovered path's cost.
#[derive(Component)]
struct CostLabel;

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    // The reach changes on clicks and goes into the board's picture; the path follows the
    // pointer and is drawn live.
    let (drawn, reach) = layer(&mut meshes, &mut materials, Z_REACH);
    commands.spawn((drawn, crate::drawing::board_cache::InPicture));
    let (drawn, path) = layer(&mut meshes, &mut materials, Z_PATH);
    commands.spawn(drawn);
    commands.spawn((
        CostLabel,
        crate::drawing::board::map_text(String::new(), 12.0, COST_TEXT, Vec3::Z * (Z_PATH + 0.01)),
        TextBackgroundColor(COST_BACKGROUND),
        Anchor::BOTTOM_CENTER,
    ));
    commands.insert_resource(OverlayMeshes { reach, path });
}

fn draw_reach(
    selection: Res<Selection>,
    board: Res<BoardLayout>,
    handles: Res<OverlayMeshes>,
    palette: Option<Res<Palette>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let mut m = MeshBuilder::default();
    let c = Shading::of(palette.map_or(Palette::Standard, |p| *p));
    if let Some(sel) = &selection.0 {
        for &h in &sel.reach.dests {
            let (fill, rim, inset) = if sel.reach.must_stop(h) {
                (c.must_stop, c.must_stop_rim, MUST_STOP_INNER)
            } else {
                (c.reach, c.reach_rim, REACH_INNER)
            };
            let (outer, inner) = (board.inset(h, 0.94), board.inset(h, inset));
            m.polygon(board.centre(h), &inner, fill);
            m.ring6(outer, inner, rim);
        }
        let start = sel.reach.start;
        m.ring6(
            board.inset(start, 0.97),
            board.inset(start, 0.72),
            c.selected,
        );
    }
    if let Some(mut mesh) = meshes.get_mut(&handles.reach) {
        *mesh = m.build_nonempty();
    }
}

fn draw_path(
    selection: Res<Selection>,
    hovered: Res<Hovered>,
    board: Res<BoardLayout>,
    handles: Res<OverlayMeshes>,
    palette: Option<Res<Palette>>,
    mut meshes: ResMut<Assets<Mesh>>,
    label: Single<(&mut Text2d, &mut Transform), With<CostLabel>>,
) {
    let mut m = MeshBuilder::default();
    let path_colour = Shading::of(palette.map_or(Palette::Standard, |p| *p)).path;
    let (mut text, mut transform) = label.into_inner();
    // Emptied rather than hidden: the camera shows and hides texts by their size on screen.
    text.0.clear();
    if let (Some(sel), Some(h)) = (&selection.0, hovered.0)
        && sel.reach.dests.contains(&h)
        && let Some(path) = sel.reach.path_to(h)
    {
        let s = HEX_SIZE;
        let mut from = board.centre(sel.reach.start);
        m.disc(from, 0.1 * s, 12, path_colour);
        for &p in &path {
            let to = board.centre(p);
            m.segment(from, to, 0.12 * s, 0.0, path_colour);
            m.disc(to, 0.06 * s, 12, path_colour);
            from = to;
        }
        m.disc(from, 0.16 * s, 16, path_colour);
        let cost = sel.reach.mp_text(sel.reach.cost(h).unwrap_or(0));
        let stop = if sel.reach.must_stop(h) { ", stop" } else { "" };
        text.0 = format!(" {cost} MP{stop} ");
        transform.translation = (from + Vec2::new(0.0, 0.25 * s)).extend(Z_PATH + 0.01);
    }
    if let Some(mut mesh) = meshes.get_mut(&handles.path) {
        *mesh = m.build_nonempty();
    }
}
