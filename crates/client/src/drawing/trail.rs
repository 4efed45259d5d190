//! The computer's last command on the map, so a person watching can follow it: a move's path
//! from where the unit stood, a placed unit's hex, an attack's attackers joined to the hex they
//! attack. It stays until the computer's next command that shows on the map (ending a phase does
//! not), and goes when a person acts, undoes, or another game is shown.

use crate::drawing::board::Z_LABELS;
use crate::drawing::mesh::MeshBuilder;
use crate::state::{ApplySet, GameChanged};
use crate::state::{BoardLayout, HEX_SIZE, Trail};

use bevy::prelude::*;

/// Over the counters, under the selected unit's path.
const Z_TRAIL: f32 = Z_LABELS + 0.9;
const TRAIL: Color = Color::srgba(0.1, 0.85, 0.95, 0.9);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Trail>()
        .add_systems(Startup, setup)
        .add_systems(
            Update,
            (follow, draw.run_if(resource_changed::<Trail>))
                .chain()
                .after(ApplySet),
        );
}

#[derive(Resource)]
struct TrailMesh(Handle<Mesh>);

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (drawn, mesh) = crate::drawing::mesh::layer(&mut meshes, &mut materials, Z_TRAIL);
    commands.spawn(drawn);
    commands.insert_resource(TrailMesh(mesh));
}

/// A person's command, an undo or another game clears the trail.
fn follow(mut changes: MessageReader<GameChanged>, mut trail: ResMut<Trail>) {
    if changes.read().any(|c| {
        !matches!(
            c,
            GameChanged::Applied {
                by_computer: true,
                ..
            }
        )
    }) {
        trail.set_if_neq(Trail::default());
    }
}

fn draw(
    trail: Res<Trail>,
    board: Res<BoardLayout>,
    mesh: Res<TrailMesh>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let mut m = MeshBuilder::default();
    let s = HEX_SIZE;
    for line in &trail.lines {
        let Some((&last, rest)) = line.split_last() else {
            continue;
        };
        let mut from = None;
        for &h in rest.iter().chain(std::iter::once(&last)) {
            let to = board.centre(h);
            if let Some(f) = from {
                m.segment(f, to, 0.1 * s, 0.0, TRAIL);
            }
            m.disc(to, 0.07 * s, 12, TRAIL);
            from = Some(to);
        }
        m.ring6(board.inset(last, 0.97), board.inset(last, 0.8), TRAIL);
    }
    if let Some(mut out) = meshes.get_mut(&mesh.0) {
        *out = m.build_nonempty();
    }
}
