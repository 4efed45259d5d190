//! What set-up mode shows on the map besides the counters: the victory objectives ringed in
//! gold with a star, the hex picked by the tool in use (a hexside's first hex, the objective
//! being moved, the place being edited) ringed in cyan, and, for a reinforcement picked from the
//! set-up window's list, its group's entry hexes ringed in green with arrowheads pointing in;
//! and the hex a counter being dragged would be dropped in, ringed in white dashes. Each differs
//! by its shape as well as its colour (`shapes`). Nothing is drawn outside set-up mode.

use crate::drawing::board::Z_LABELS;
use crate::drawing::mesh::MeshBuilder;
use crate::drawing::shapes::{arrows_in, dashed_ring6, star};
use crate::state::HEX_SIZE;
use crate::state::{BoardLayout, CurrentGame, Designer, Hovered, Tool};
use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::Entering;

/// Over the counters, under the problems.
const Z_SETUP: f32 = Z_LABELS + 1.1;
const OBJECTIVE: Color = Color::srgba(1.0, 0.78, 0.0, 0.95);
const PICKED: Color = Color::srgba(0.0, 0.9, 1.0, 0.95);
const ENTRY: Color = Color::srgba(0.1, 0.85, 0.2, 0.95);
/// Where a counter being dragged (or picked from the list) would go.
const DROP: Color = Color::srgba(1.0, 1.0, 1.0, 0.95);
const HALO: Color = Color::srgba(0.0, 0.0, 0.0, 0.6);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, setup).add_systems(
        Update,
        draw.run_if(
            resource_changed::<Designer>
                .or_else(resource_changed::<CurrentGame>)
                .or_else(resource_changed::<Hovered>)
                .or_else(resource_changed::<BoardLayout>),
        ),
    );
}

#[derive(Resource)]
struct SetupMesh(Handle<Mesh>);

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (drawn, mesh) = crate::drawing::mesh::layer(&mut meshes, &mut materials, Z_SETUP);
    commands.spawn(drawn);
    commands.insert_resource(SetupMesh(mesh));
}

/// The hexes to ring, each with its colour, for the designer's picks on `g` with the pointer
/// over `hovered`.
pub(crate) fn rings(g: &Game, d: &Designer, hovered: Option<HexIdx>) -> Vec<(HexIdx, Color)> {
    if !d.on {
        return Vec::new();
    }
    let mut out: Vec<(HexIdx, Color)> = Vec::new();
    for v in &g.scenario.victory {
        for &h in &v.hexes {
            if !out.contains(&(h, OBJECTIVE)) {
                out.push((h, OBJECTIVE));
            }
        }
    }
    if let Some(u) = d.picked.filter(|&u| g.state.unit_hex(u).is_none())
        && let Some(a) = g
            .scenario
            .reinforcements
            .iter()
            .find(|a| a.units.contains(&u))
        && let Entering::Hexes(hexes) = &a.entry
    {
        out.extend(hexes.iter().map(|&h| (h, ENTRY)));
    }
    if let Some(h) = d.first {
        out.push((h, PICKED));
    }
    // A counter on its way, or a new unit to put on the map: the hex it would go in.
    if (d.tool == Tool::Move && d.picked.is_some() && !d.entry_mode || d.tool == Tool::NewUnit)
        && let Some(h) = hovered
    {
        out.push((h, DROP));
    }
    out
}

/// How a ring of colour `colour` is drawn besides the ring: its shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RingShape {
    /// A star on the ring's top: an objective.
    Star,
    /// Arrowheads pointing in: an entry hex.
    ArrowsIn,
    /// A plain ring: the pick.
    Plain,
    /// Dashes: where a counter would go.
    Dashed,
}

/// The shape of the ring of colour `c`.
pub(crate) fn ring_shape(c: Color) -> RingShape {
    if c == OBJECTIVE {
        RingShape::Star
    } else if c == ENTRY {
        RingShape::ArrowsIn
    } else if c == DROP {
        RingShape::Dashed
    } else {
        RingShape::Plain
    }
}

fn draw(
    game: Res<CurrentGame>,
    designer: Res<Designer>,
    hovered: Res<Hovered>,
    board: Res<BoardLayout>,
    handle: Res<SetupMesh>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let mut m = MeshBuilder::default();
    let len = game.0.scenario.map.len();
    for (h, colour) in rings(&game.0, &designer, hovered.0) {
        if (h as usize) >= len {
            continue;
        }
        let s = HEX_SIZE;
        match ring_shape(colour) {
            RingShape::Dashed => {
                dashed_ring6(&mut m, board.inset(h, 0.98), board.inset(h, 0.76), HALO);
                dashed_ring6(&mut m, board.inset(h, 0.95), board.inset(h, 0.80), colour);
            }
            shape => {
                m.ring6(board.inset(h, 0.98), board.inset(h, 0.76), HALO);
                m.ring6(board.inset(h, 0.95), board.inset(h, 0.80), colour);
                if shape == RingShape::Star {
                    // On the ring's left corner, where the counter leaves most room.
                    let at = board.centre(h) - Vec2::new(0.82 * s, 0.0);
                    star(&mut m, at, 0.27 * s, HALO);
                    star(&mut m, at, 0.21 * s, colour);
                }
                if shape == RingShape::ArrowsIn {
                    arrows_in(&mut m, board.inset(h, 0.8), 0.2 * s, colour);
                }
            }
        }
    }
    if let Some(mut mesh) = meshes.get_mut(&handle.0) {
        *mesh = m.build_nonempty();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objectives_picks_and_entry_hexes_are_ringed_in_set_up_mode_only() {
        let g = crate::barbarossa_in(|_| true);
        let mut d = Designer::default();
        assert!(rings(&g, &d, None).is_empty());
        d.on = true;
        let moscow = g.scenario.map.parse_hex("Moscow").unwrap();
        let r = rings(&g, &d, None);
        assert!(r.contains(&(moscow, OBJECTIVE)));
        assert_eq!(
            r.len(),
            4,
            "Moscow, Leningrad, Rostov, Sevastopol once each"
        );
        let shapes: Vec<RingShape> = [OBJECTIVE, PICKED, ENTRY, DROP]
            .into_iter()
            .map(ring_shape)
            .collect();
        assert_eq!(
            shapes,
            [
                RingShape::Star,
                RingShape::Plain,
                RingShape::ArrowsIn,
                RingShape::Dashed
            ],
            "each ring its own shape"
        );
        d.first = Some(moscow);
        assert!(rings(&g, &d, None).contains(&(moscow, PICKED)));
        d.picked = g.scenario.unit_by_id("g_56pz");
        assert!(rings(&g, &d, Some(moscow)).contains(&(moscow, DROP)));
    }
}
