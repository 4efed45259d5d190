//! Problems in the files, on the map: each hex a problem points at ringed in red, each hexside
//! drawn as a thick red bar along the side, over the counters, until a reload succeeds. The
//! list and the messages under the pointer are `ui::problems`.

use crate::drawing::board::Z_LABELS;
use crate::drawing::mesh::MeshBuilder;
use crate::state::{BoardLayout, CurrentGame, HEX_SIZE, ReloadProblems};
use bevy::prelude::*;
use steppe_rules::load::locate::MapSpot;

/// Over the counters and the path.
const Z_PROBLEMS: f32 = Z_LABELS + 1.2;
const RED: Color = Color::srgba(0.95, 0.05, 0.05, 0.95);
/// The pale halo under the red, so that it shows on red counters too.
const HALO: Color = Color::srgba(1.0, 1.0, 1.0, 0.85);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, setup).add_systems(
        Update,
        draw.run_if(resource_changed::<ReloadProblems>.or_else(resource_changed::<BoardLayout>)),
    );
}

#[derive(Resource)]
struct ProblemMesh(Handle<Mesh>);

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (drawn, mesh) = crate::drawing::mesh::layer(&mut meshes, &mut materials, Z_PROBLEMS);
    commands.spawn(drawn);
    commands.insert_resource(ProblemMesh(mesh));
}

/// The red marks of `spots`.
fn marks(
    spots: impl Iterator<Item = MapSpot>,
    board: &BoardLayout,
    game: &CurrentGame,
) -> MeshBuilder {
    let mut m = MeshBuilder::default();
    let map = &game.0.scenario.map;
    for spot in spots {
        match spot {
            MapSpot::Hex(h) if (h as usize) < map.len() => {
                m.ring6(board.inset(h, 1.04), board.inset(h, 0.80), HALO);
                m.ring6(board.inset(h, 1.0), board.inset(h, 0.84), RED);
            }
            MapSpot::Hexside(a, b) if (a as usize) < map.len() => {
                if let Some(d) = map.direction(a, b) {
                    let [p, q] = board.edge(a, d);
                    m.segment(p, q, 0.30 * HEX_SIZE, 0.04 * HEX_SIZE, HALO);
                    m.segment(p, q, 0.20 * HEX_SIZE, 0.0, RED);
                }
            }
            MapSpot::Hex(_) | MapSpot::Hexside(..) => {}
        }
    }
    m
}

fn draw(
    problems: Res<ReloadProblems>,
    board: Res<BoardLayout>,
    game: Res<CurrentGame>,
    handle: Res<ProblemMesh>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let m = marks(problems.0.iter().filter_map(|p| p.at), &board, &game);
    if let Some(mut mesh) = meshes.get_mut(&handle.0) {
        *mesh = m.build_nonempty();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hex is a ring (two rings of six quads: halo and red), a hexside two bars; a spot off
    /// the map draws nothing.
    #[test]
    fn each_place_gets_its_mark() {
        let game = CurrentGame(crate::barbarossa_in(|_| true));
        let board = BoardLayout::new(&game.0.scenario.map);
        let map = &game.0.scenario.map;
        let (a, b) = (
            map.parse_hex("2020").unwrap(),
            map.parse_hex("2021").unwrap(),
        );
        let count = |spots: Vec<MapSpot>| marks(spots.into_iter(), &board, &game).vertex_count();
        let hex = count(vec![MapSpot::Hex(a)]);
        let side = count(vec![MapSpot::Hexside(a, b)]);
        assert!(hex > 0 && side > 0);
        assert_eq!(
            count(vec![MapSpot::Hex(a), MapSpot::Hexside(a, b)]),
            hex + side
        );
        assert_eq!(count(vec![MapSpot::Hex(u32::MAX)]), 0);
    }
}
