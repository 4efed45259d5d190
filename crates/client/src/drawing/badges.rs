//! The badges down a counter's right edge: the ruleset's unit markers that carry a letter
//! (moved M, attacked A...), in the marker's colour and in a shape of its own (`shapes`: an
//! arrow for moved, a burst for attacked, an octagon for a marker that forbids moving...), so
//! that they are told apart with no colour and at zooms where the letters are too small and
//! hidden; and under them the out-of-supply marker (`glyphs::no_supply_badge`: a black "U" on
//! signal yellow in a black edge, drawn as shapes so that it shows at every zoom and on every
//! side's colours). They stand half out of the counter's edge, over the gap between hexes.

use crate::drawing::colour;
use crate::drawing::counter_face::{CHAR_WIDTH, COUNTER, EDGE, text};
use crate::drawing::mesh::MeshBuilder;
use crate::drawing::shapes::{badge, badge_shape};
use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::model::tables::UnitId;

/// The letters' ink.
const BADGE_INK: Color = Color::srgb(1.0, 1.0, 1.0);
/// The font size of the letter badges (moved, attacked...).
const BADGE_SIZE: f32 = 9.0;
/// The dark edge around a badge, world units.
const RIM: f32 = 0.75;

/// What a counter shows besides its unit: the markers' badges, as (marker, letters) (the
/// out-of-supply badge is drawn after them, `out_of_supply`).
pub(crate) fn badges(game: &Game, u: UnitId) -> Vec<(usize, String)> {
    let s = &game.state.units[u as usize];
    let mut out = Vec::new();
    for (i, m) in game.rules.unit_markers.iter().enumerate() {
        if let Some(b) = &m.badge
            && s.has(i as u8)
        {
            out.push((i, b.clone()));
        }
    }
    out
}

/// Whether the counter carries the out-of-supply badge.
pub(crate) fn out_of_supply(game: &Game, u: UnitId) -> bool {
    game.state.units[u as usize].out_of_supply
}

/// The out-of-supply badge's side, world units: a little larger than a letter badge, so that
/// the "U" in it reads where the letters are too small and hidden.
pub(crate) const NO_SUPPLY_BADGE: f32 = 0.36 * COUNTER;

/// The out-of-supply badge on a counter.
#[derive(Component, Debug)]
pub(crate) struct NoSupplyBadge;

/// A unit marker's badge on a counter.
#[derive(Component, Debug)]
pub(crate) struct MarkerBadge;

/// A badge's box on a counter: as wide as its letters, and at least a square.
fn badge_size(letters: &str) -> Vec2 {
    let c = COUNTER;
    let chars = letters.chars().count() as f32;
    Vec2::new(
        (chars * CHAR_WIDTH * BADGE_SIZE + 4.0).max(0.28 * c),
        0.28 * c,
    )
}

/// The mesh of unit marker `marker`'s badge, in its shape and colour; none if it has no badge.
pub(crate) fn badge_mesh(game: &Game, marker: usize) -> Option<Mesh> {
    let mk = &game.rules.unit_markers[marker];
    let letters = mk.badge.as_ref()?;
    let mut m = MeshBuilder::default();
    let shape = badge_shape(game, marker);
    badge(
        &mut m,
        shape,
        badge_size(letters),
        RIM,
        EDGE,
        colour(&mk.colour),
    );
    Some(m.build())
}

/// The meshes a counter's badges are drawn with: each unit marker's badge (by marker; none
/// without a badge), the out-of-supply badge's, and the material they share.
pub(crate) struct BadgeMeshes {
    pub markers: Vec<Option<Handle<Mesh>>>,
    pub no_supply: Handle<Mesh>,
    pub material: Handle<ColorMaterial>,
}

/// Spawns unit `u`'s badges under its counter (`parent`, a counter `c` world units square).
pub(crate) fn spawn_badges(
    parent: &mut ChildSpawnerCommands,
    game: &Game,
    u: UnitId,
    c: f32,
    meshes: &BadgeMeshes,
) {
    // Badges down the right edge: what the unit did this phase, and supply.
    // They stand half out of the counter's edge, over the gap between hexes, so that they
    // are big enough to read at the usual zoom without hiding the symbol.
    let letters = badges(game, u);
    let shown = letters.len();
    for (k, (marker, badge)) in letters.into_iter().enumerate() {
        let w = badge_size(&badge).x;
        let pos = Vec2::new(0.5 * c - w / 2.0 + 0.1 * c, 0.36 * c - k as f32 * 0.3 * c);
        if let Some(Some(mesh)) = meshes.markers.get(marker) {
            parent.spawn((
                MarkerBadge,
                Mesh2d(mesh.clone()),
                MeshMaterial2d(meshes.material.clone()),
                Transform::from_translation(pos.extend(0.0018)),
            ));
        }
        parent.spawn(text(badge, BADGE_SIZE, BADGE_INK, pos));
    }
    if out_of_supply(game, u) {
        // Under the letters, its top edge where the next letter's would be.
        let top = 0.36 * c + 0.14 * c - shown as f32 * 0.3 * c;
        let pos = Vec2::new(0.5 * c, top - NO_SUPPLY_BADGE / 2.0);
        parent.spawn((
            NoSupplyBadge,
            Mesh2d(meshes.no_supply.clone()),
            MeshMaterial2d(meshes.material.clone()),
            Transform::from_translation(pos.extend(0.0019)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The out-of-supply badge shows on every nationality's counter of every shipped ruleset:
    /// its fill or its black edge contrasts with the counter by WCAG's 3:1 for shapes, and its
    /// "U" with its fill. (The old badge, red, was 1.1:1 on Soviet red: a square that vanished.)
    #[test]
    fn the_out_of_supply_badge_shows_on_every_side() {
        use crate::drawing::contrast::contrast;
        use crate::drawing::glyphs::{NO_SUPPLY_FILL, NO_SUPPLY_INK};
        assert!(contrast(NO_SUPPLY_INK, NO_SUPPLY_FILL) >= 7.0);
        let old_red = Color::srgb(0.8, 0.0, 0.0);
        let soviet = colour("#b8281f");
        assert!(contrast(old_red, soviet) < 1.5, "the complaint");
        assert!(contrast(NO_SUPPLY_FILL, soviet) >= 3.0);
        let dir =
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("scenarios");
        let mut seen = 0;
        for entry in std::fs::read_dir(&dir).expect("scenarios").flatten() {
            let path = entry.path();
            if path.extension().is_none_or(|x| x != "ron") {
                continue;
            }
            let loaded = steppe_files::load_scenario(&path).expect("shipped scenarios load");
            for n in &loaded.ruleset.nationalities {
                let bg = colour(&n.background);
                let shows = contrast(NO_SUPPLY_FILL, bg).max(contrast(NO_SUPPLY_INK, bg));
                assert!(shows >= 3.0, "{}: {} {shows:.2}", path.display(), n.id);
                seen += 1;
            }
        }
        assert!(seen >= 15, "{seen} nationalities");
    }
}
