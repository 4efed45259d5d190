//! The map board: terrain hexes with their patterns, the hex grid, hexsides (rivers, lake and
//! sea shores, straits), roads, rail lines and city markers with their names, drawn from the scenario's
//! checked map, and again whenever the game comes from other files.
//!
//! Each layer is one merged, vertex-coloured mesh; colours come from the ruleset. Hexes are
//! flat-topped and laid out by hexx; [`BoardLayout`] turns hexes into world positions for every
//! other plugin.
use crate::drawing::colour;
use crate::drawing::glyphs::{city_marker, draw_coarse_pattern, draw_pattern, rail};
use crate::drawing::mesh::MeshBuilder;
use crate::drawing::zoom_detail::{Coarse, Detail};
use crate::state::{ApplySet, BoardLayout, CurrentGame, HEX_SIZE};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBackgroundColor;
use steppe_rules::data::ruleset::{FeatureMarker, Pattern};
use steppe_rules::model::map::{HexIdx, Map, NO_HEX, NONE8};
use steppe_rules::model::tables::Ruleset;

use std::sync::Arc;

/// Text is laid out at this multiple of its size and scaled back down, so it stays sharp when
/// the camera zooms in.
pub(crate) const TEXT_OVERSAMPLE: f32 = 2.0;

/// Draw order (z) of the board's layers; counters sit above `LABELS`.
const Z_TERRAIN: f32 = 0.0;
/// Patterns and rail ties: detail drawn only when hexes are big enough on screen.
const Z_DETAIL: f32 = 0.1;
/// The coarse patterns, drawn instead of the detail when hexes are small.
const Z_COARSE: f32 = 0.11;
const Z_HEXSIDES: f32 = 0.2;
const Z_RAILS: f32 = 0.3;
const Z_CITIES: f32 = 0.4;
pub(crate) const Z_LABELS: f32 = 0.5;
/// Place names: over the counters (which sit at `Z_LABELS + 0.5` and up), under the path
/// overlay, so that no counter ever covers a city's name.
const Z_PLACE_NAMES: f32 = 1.4;
/// Place names hang from just below where a counter ends (0.4 of the hex's width down), so
/// that they cover neither their own hex's counter nor the next hex's.
/// The font size of the places' names (world units).
pub(crate) const PLACE_NAME_SIZE: f32 = 11.0;
const NAME_DROP: f32 = 0.7 * HEX_SIZE;

/// Hexes are drawn this much smaller than their outline: the dark background between them is
/// the grid, at no cost (a software rasteriser pays for every triangle of a line mesh).
const GRID_GAP: f32 = 0.975;
const LABEL: Color = Color::srgb(0.10, 0.09, 0.08);
/// A pale halo behind place names, so rail lines and rivers don't cross out the letters.
const LABEL_BACKGROUND: Color = Color::srgba(0.96, 0.94, 0.86, 0.75);

pub(crate) fn plugin(app: &mut App) {
    // The map's text is in Hack (the panels' monospace face), put in place of Bevy's default
    // font: that one is an ASCII subset, and place names such as Königsberg need more.
    let hack = Font::from_bytes(epaint_default_fonts::HACK_REGULAR.to_vec());
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() {
        fonts
            .insert(AssetId::default(), hack)
            .expect("the default font's id is always valid");
    }
    app.add_systems(
        Update,
        spawn_board
            .run_if(resource_changed::<CurrentGame>)
            .after(ApplySet),
    );
}

/// The ruleset and scenario the board on screen was drawn from.
#[derive(Default)]
struct Drawn(Option<(Arc<Ruleset>, Arc<steppe_rules::model::tables::Scenario>)>);

/// Text on the map, `size` world units high, at `at`: laid out at `TEXT_OVERSAMPLE` times that
/// size and scaled back down, so that it stays sharp when zoomed in (`camera` hides it when too
/// small to read, from the same two numbers).
pub(crate) fn map_text(
    content: impl Into<String>,
    size: f32,
    colour: Color,
    at: Vec3,
) -> impl Bundle {
    (
        Text2d::new(content),
        TextFont::from_font_size(size * TEXT_OVERSAMPLE),
        TextColor(colour),
        Transform::from_translation(at).with_scale(Vec3::splat(1.0 / TEXT_OVERSAMPLE)),
    )
}

/// Marks every entity of the drawn board.
#[derive(Component)]
pub(crate) struct BoardPart;

/// Roads: a tan band with a brown edge.
const ROAD: Color = Color::srgb(0.85, 0.72, 0.45);
const ROAD_EDGE: Color = Color::srgb(0.45, 0.32, 0.18);

/// The merged meshes of the board, one per layer.
struct BoardMeshes {
    terrain: MeshBuilder,
    /// Terrain patterns and rail ties.
    detail: MeshBuilder,
    /// One bold pattern glyph per hex, for the whole-map view.
    coarse: MeshBuilder,
    hexsides: MeshBuilder,
    rails: MeshBuilder,
    cities: MeshBuilder,
}

fn build_meshes(rules: &Ruleset, map: &Map, board: &BoardLayout) -> BoardMeshes {
    let terrain_colour: Vec<Color> = rules.terrain.iter().map(|t| colour(&t.colour)).collect();
    let hexside_colour: Vec<Color> = rules.hexsides.iter().map(|t| colour(&t.colour)).collect();
    let markers: Vec<FeatureMarker> = rules.features.iter().map(|f| f.marker).collect();
    let mut m = BoardMeshes {
        terrain: MeshBuilder::default(),
        detail: MeshBuilder::default(),
        coarse: MeshBuilder::default(),
        hexsides: MeshBuilder::default(),
        rails: MeshBuilder::default(),
        cities: MeshBuilder::default(),
    };
    let s = HEX_SIZE;
    for h in 0..map.len() as HexIdx {
        let i = h as usize;
        let centre = board.centre(h);
        let colour = terrain_colour
            .get(map.terrain[i] as usize)
            .copied()
            .unwrap_or(Color::BLACK);
        m.terrain.convex(&board.inset(h, GRID_GAP), colour);
        let pattern = rules
            .terrain
            .get(map.terrain[i] as usize)
            .map_or(Pattern::Plain, |t| t.pattern);
        draw_pattern(&mut m.detail, centre, pattern, colour);
        draw_coarse_pattern(&mut m.coarse, centre, pattern, colour);

        for d in 0..6 {
            let n = map.neighbours[i][d];
            // Each shared edge once, from its lower-numbered hex; map edges always.
            let once = n == NO_HEX || n > h;
            let [a, b] = board.edge(h, d);
            let kind = map.hexsides[i][d];
            if once && kind != NONE8 {
                let colour = hexside_colour
                    .get(kind as usize)
                    .copied()
                    .unwrap_or(Color::BLACK);
                // Lengthened by half its width so consecutive sides join at the corners.
                m.hexsides.segment(a, b, 0.16 * s, 0.08 * s, colour);
            }
            if map.road_dirs[i] & (1 << d) != 0 {
                // A road: a broad tan band with a dark edge, under any rail line.
                let mid = (a + b) / 2.0;
                m.rails.segment(centre, mid, 0.13 * s, 0.065 * s, ROAD_EDGE);
                m.rails.segment(centre, mid, 0.08 * s, 0.04 * s, ROAD);
            }
            if map.rail_dirs[i] & (1 << d) != 0 {
                // Half a line to the edge's midpoint; the neighbour draws the other half.
                rail(&mut m.rails, &mut m.detail, centre, (a + b) / 2.0);
            }
        }

        let features = map.features[i];
        if features != 0 {
            let mut marks: Vec<FeatureMarker> = (0..markers.len())
                .filter(|&f| features & (1 << f) != 0)
                .map(|f| markers[f])
                .collect();
            marks.sort_by_key(|k| *k as u8);
            marks.dedup();
            // Rings first, so a city inside a fortress sits on top of it.
            for mark in marks.iter().rev() {
                city_marker(&mut m.cities, centre, *mark);
            }
        }
    }
    m
}

/// Draws the board, the first time and whenever the game comes from other files (a save of
/// another scenario, a ruleset or scenario edited and reloaded). A new map size gets a new
/// [`BoardLayout`] (the camera fits it again); the same size keeps the view.
#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn spawn_board(
    mut commands: Commands,
    game: Res<CurrentGame>,
    mut board: ResMut<BoardLayout>,
    old: Query<Entity, With<BoardPart>>,
    mut drawn: Local<Drawn>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (rules, scenario) = (&game.0.rules, &game.0.scenario);
    if let Some((r, s)) = &drawn.0
        && Arc::ptr_eq(r, rules)
        && Arc::ptr_eq(s, scenario)
    {
        return;
    }
    drawn.0 = Some((rules.clone(), scenario.clone()));
    for e in &old {
        commands.entity(e).despawn();
    }
    let map = &scenario.map;
    if !board.fits(map) {
        *board = BoardLayout::new(map);
    }
    let built = build_meshes(rules, map, &board);
    // White, so the vertex colours show as they are; alpha-blended for the shading's edges.
    let material = materials.add(ColorMaterial::default());
    for (mesh, z) in [
        (built.terrain, Z_TERRAIN),
        (built.detail, Z_DETAIL),
        (built.coarse, Z_COARSE),
        (built.hexsides, Z_HEXSIDES),
        (built.rails, Z_RAILS),
        (built.cities, Z_CITIES),
    ] {
        if mesh.vertex_count() == 0 {
            continue;
        }
        let mut part = commands.spawn((
            BoardPart,
            crate::drawing::board_cache::InPicture,
            Mesh2d(meshes.add(mesh.build())),
            MeshMaterial2d(material.clone()),
            Transform::from_xyz(0.0, 0.0, z),
        ));
        if z == Z_DETAIL {
            part.insert(Detail);
        }
        if z == Z_COARSE {
            part.insert(Coarse);
        }
    }

    for place in &map.places {
        let Some(name) = &place.name else { continue };
        let at = board.centre(place.hex) - Vec2::new(0.0, NAME_DROP);
        commands.spawn((
            BoardPart,
            Name::new(format!("label {name}")),
            map_text(
                name.clone(),
                PLACE_NAME_SIZE,
                LABEL,
                at.extend(Z_PLACE_NAMES),
            ),
            TextBackgroundColor(LABEL_BACKGROUND),
            Anchor::TOP_CENTER,
        ));
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing::board::*;
    use crate::test_game;

    #[test]
    fn north_is_up_and_columns_go_east() {
        let game = test_game();
        let map = &game.scenario.map;
        let board = BoardLayout::new(map);
        let (a, b, below) = (map.idx(0, 0), map.idx(1, 0), map.idx(0, 1));
        assert!(board.centre(b).x > board.centre(a).x);
        assert!(board.centre(below).y < board.centre(a).y);
        for h in 0..map.len() as HexIdx {
            assert!(board.bounds.contains(board.centre(h)));
        }
    }

    /// The edge drawn for (hex, direction) is the one shared with the neighbour in that
    /// direction: its midpoint is halfway between the two centres.
    #[test]
    fn edges_are_shared_with_the_neighbour_in_that_direction() {
        let game = test_game();
        let map = &game.scenario.map;
        let board = BoardLayout::new(map);
        let mut checked = 0;
        for h in 0..map.len() as HexIdx {
            for d in 0..6 {
                let n = map.neighbours[h as usize][d];
                if n == NO_HEX {
                    continue;
                }
                let [a, b] = board.edge(h, d);
                let mid = (board.centre(h) + board.centre(n)) / 2.0;
                assert!(((a + b) / 2.0).distance(mid) < 1e-3, "hex {h} dir {d}");
                checked += 1;
            }
        }
        assert!(checked > 0);
    }

    #[test]
    fn city_features_pick_their_marker() {
        let game = test_game();
        let by_id = |id: &str| {
            game.rules
                .features
                .iter()
                .find(|f| f.id == id)
                .map(|f| f.marker)
        };
        assert_eq!(by_id("major_city"), Some(FeatureMarker::MajorCity));
        assert_eq!(by_id("minor_city"), Some(FeatureMarker::MinorCity));
        assert_eq!(by_id("fortress"), Some(FeatureMarker::Ring));
    }

    #[test]
    fn the_board_spawns_its_layers_and_place_names() {
        let game = test_game();
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()))
            .init_asset::<Mesh>()
            .init_asset::<ColorMaterial>()
            .insert_resource(BoardLayout::new(&game.scenario.map))
            .insert_resource(CurrentGame(game))
            .add_plugins(plugin);
        app.update();
        let world = app.world_mut();
        let layers = world
            .query_filtered::<&Mesh2d, With<BoardPart>>()
            .iter(world)
            .count();
        // Terrain, its fine and its coarse patterns, the river and the city; the fixture has no
        // rail (and the grid is the gap between hexes).
        assert_eq!(layers, 5);
        let labels: Vec<String> = world
            .query_filtered::<&Text2d, With<BoardPart>>()
            .iter(world)
            .map(|t| t.0.clone())
            .collect();
        assert_eq!(labels, ["Example City"]);
    }
}
