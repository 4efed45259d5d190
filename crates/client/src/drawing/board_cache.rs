//! The map drawn once into a picture: on a software renderer a frame's cost is mostly filling
//! pixels and the map is many layers of triangles and sprites (terrain, patterns, hexsides,
//! rails, cities, the weather's tint, the marks, a selected unit's reach, the counters) that do
//! not change while the view is panned and zoomed. Everything marked [`InPicture`] (and its
//! children) goes on a layer of its own; a second camera draws that layer into an image (two
//! world units a texel) whenever it may have changed (new parts, a change of the game, the plan,
//! the placing, the selection, the toggles), then rests. While the view is zoomed out (hexes too
//! small on screen for the fine patterns, where a texel is no bigger than a screen pixel) the main
//! camera shows that image as one sprite instead of the layer; zoomed in it draws the layer
//! itself, crisp. What follows the pointer (the path to the hovered hex) and the text stay live.
//!
//! `STEPPE_BOARD_CACHE=0` turns it off, so the frame bench can measure both ways in one build.

use crate::drawing::zoom_detail::DETAIL_PX;
use crate::state::BoardChanged;
use crate::state::MainCamera;
use crate::state::{BoardLayout, HEX_SIZE};
use bevy::camera::RenderTarget;
use bevy::camera::visibility::RenderLayers;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;

/// The layer the board's meshes are on; only the cache's camera, and the main camera when
/// zoomed in, see it.
const BOARD_LAYER: usize = 1;
/// World units per texel of the picture.
const TEXEL: f32 = 2.0;
/// Frames the cache's camera stays on after the board is (re)built.
const RENDER_FRAMES: u8 = 3;
/// Under the counters and overlays, where the terrain is.
const Z_PICTURE: f32 = 0.0;

pub(crate) fn plugin(app: &mut App) {
    if std::env::var("STEPPE_BOARD_CACHE").is_ok_and(|v| v == "0") {
        return;
    }
    // After Update, whose systems rebuild the map's parts (their commands applied by then), so
    // that a change is in the picture drawn at the end of the same frame.
    app.add_systems(
        PostUpdate,
        (
            take_new_parts,
            redraw.run_if(on_message::<BoardChanged>),
            switch,
            rest,
        )
            .chain(),
    );
}

/// Drawn into the picture, with its children.
#[derive(Component)]
pub(crate) struct InPicture;

/// The picture's camera, and how many more frames it draws.
#[derive(Component)]
struct CacheCamera(u8);

/// The rectangle showing the picture.
#[derive(Component)]
struct CacheSprite;

/// Whether the main camera is zoomed out enough for the picture (a texel no bigger than a
/// screen pixel, and hexes small enough that the window would draw the coarse patterns).
pub(crate) fn use_picture(scale: f32) -> bool {
    scale >= TEXEL && HEX_SIZE < DETAIL_PX * scale
}

/// New parts go on the picture's layer (with their children), and the picture is drawn again
/// (into a new image, with a new camera, when the map's size changed).
#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn take_new_parts(
    mut commands: Commands,
    new: Query<Entity, (With<InPicture>, Without<RenderLayers>)>,
    children: Query<&Children>,
    board: Res<BoardLayout>,
    mut images: ResMut<Assets<Image>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    clear: Option<Res<ClearColor>>,
    mut cameras: Query<(Entity, &mut CacheCamera, &mut Camera)>,
    sprites: Query<Entity, With<CacheSprite>>,
    mut size: Local<UVec2>,
) {
    if new.is_empty() {
        return;
    }
    for e in &new {
        commands.entity(e).insert(RenderLayers::layer(BOARD_LAYER));
        for c in children.iter_descendants(e) {
            commands.entity(c).insert(RenderLayers::layer(BOARD_LAYER));
        }
    }
    let area = board.bounds.inflate(HEX_SIZE);
    let texels = (area.size() / TEXEL).ceil().as_uvec2();
    if texels == *size && !cameras.is_empty() {
        for (_, mut left, mut camera) in &mut cameras {
            left.0 = RENDER_FRAMES;
            camera.is_active = true;
        }
        return;
    }
    *size = texels;
    for (e, _, _) in &cameras {
        commands.entity(e).despawn();
    }
    for e in &sprites {
        commands.entity(e).despawn();
    }
    let image = images.add(Image::new_target_texture(
        texels.x,
        texels.y,
        TextureFormat::Rgba8UnormSrgb,
        None,
    ));
    commands.spawn((
        CacheCamera(RENDER_FRAMES),
        Name::new("map picture camera"),
        Camera2d,
        Camera {
            order: -1,
            // The window's own background, so that the picture is opaque and drawn without
            // blending (cheaper on a software renderer).
            clear_color: ClearColorConfig::Custom(clear.map_or(Color::BLACK, |c| c.0)),
            ..default()
        },
        RenderTarget::from(image.clone()),
        Msaa::Off,
        RenderLayers::layer(BOARD_LAYER),
        Projection::Orthographic(OrthographicProjection {
            scale: TEXEL,
            ..OrthographicProjection::default_2d()
        }),
        Transform::from_translation(area.center().extend(0.0)),
    ));
    commands.spawn((
        CacheSprite,
        Name::new("map picture"),
        Mesh2d(meshes.add(Rectangle::from_size(texels.as_vec2() * TEXEL))),
        MeshMaterial2d(materials.add(ColorMaterial {
            texture: Some(image),
            alpha_mode: bevy::sprite_render::AlphaMode2d::Opaque,
            ..default()
        })),
        Transform::from_translation(area.center().extend(Z_PICTURE)),
        Visibility::Hidden,
    ));
}

/// Something drawn in the picture may have changed: draw it again.
fn redraw(mut cameras: Query<(&mut CacheCamera, &mut Camera)>) {
    for (mut left, mut camera) in &mut cameras {
        left.0 = RENDER_FRAMES;
        camera.is_active = true;
    }
}

/// The picture's camera rests once it has drawn for a few frames.
fn rest(mut cameras: Query<(&mut CacheCamera, &mut Camera)>) {
    for (mut left, mut camera) in &mut cameras {
        if left.0 > 0 {
            left.0 -= 1;
        } else if camera.is_active {
            camera.is_active = false;
        }
    }
}

/// Zoomed out: the picture, not the meshes; zoomed in: the meshes.
#[allow(clippy::type_complexity, reason = "a query's filter")]
fn switch(
    mut main: Query<(&Projection, &mut RenderLayers), With<MainCamera>>,
    plain: Query<Entity, (With<MainCamera>, Without<RenderLayers>)>,
    mut sprite: Query<&mut Visibility, With<CacheSprite>>,
    mut cache: Query<(&mut CacheCamera, &mut Camera)>,
    mut commands: Commands,
) {
    // The main camera sees the default layer only until this gives it its layers.
    for e in &plain {
        commands
            .entity(e)
            .insert(RenderLayers::from_layers(&[0, BOARD_LAYER]));
    }
    let Some((projection, mut layers)) = main.iter_mut().next() else {
        return;
    };
    let Projection::Orthographic(o) = projection else {
        return;
    };
    let picture = use_picture(o.scale) && !sprite.is_empty();
    let want = if picture {
        RenderLayers::layer(0)
    } else {
        RenderLayers::from_layers(&[0, BOARD_LAYER])
    };
    if *layers != want {
        *layers = want;
        // Zoomed out again: text hidden or shown since is drawn as it now is.
        for (mut left, mut camera) in &mut cache {
            left.0 = RENDER_FRAMES;
            camera.is_active = true;
        }
    }
    for mut v in &mut sprite {
        v.set_if_neq(crate::drawing::shown_if(picture));
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing::board_cache::*;

    /// Parts marked for the picture go on its layer with their children; a camera and a sprite
    /// are made for it; zoomed out the main camera sees the sprite, not the layer, and zoomed in
    /// the reverse.
    #[test]
    fn parts_go_into_the_picture_and_the_zoom_picks_what_is_drawn() {
        let game = crate::test_game();
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Assets<Image>>()
            .init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<ColorMaterial>>()
            .insert_resource(BoardLayout::new(&game.scenario.map))
            .add_systems(Update, (take_new_parts, switch, rest).chain());
        let world = app.world_mut();
        let main = world
            .spawn((
                MainCamera,
                Projection::Orthographic(OrthographicProjection {
                    scale: 3.2,
                    ..OrthographicProjection::default_2d()
                }),
            ))
            .id();
        let child = world.spawn_empty().id();
        let part = world.spawn(InPicture).add_child(child).id();
        app.update();
        app.update();
        let world = app.world_mut();
        let layer = RenderLayers::layer(BOARD_LAYER);
        assert_eq!(world.get::<RenderLayers>(part), Some(&layer));
        assert_eq!(world.get::<RenderLayers>(child), Some(&layer));
        let sprite = world
            .query_filtered::<Entity, With<CacheSprite>>()
            .single(world)
            .expect("one picture");
        assert_eq!(world.query::<&CacheCamera>().iter(world).count(), 1);
        assert_eq!(
            world.get::<RenderLayers>(main),
            Some(&RenderLayers::layer(0))
        );
        assert_eq!(
            world.get::<Visibility>(sprite),
            Some(&Visibility::Inherited)
        );
        // Zoomed in: the layer itself.
        if let Some(mut p) = world.get_mut::<Projection>(main)
            && let Projection::Orthographic(o) = &mut *p
        {
            o.scale = 1.0;
        }
        app.update();
        let world = app.world_mut();
        assert_eq!(
            world.get::<RenderLayers>(main),
            Some(&RenderLayers::from_layers(&[0, BOARD_LAYER]))
        );
        assert_eq!(world.get::<Visibility>(sprite), Some(&Visibility::Hidden));
        // After a few frames the picture's camera rests.
        for _ in 0..=RENDER_FRAMES {
            app.update();
        }
        let world = app.world_mut();
        let active: Vec<bool> = world
            .query_filtered::<&Camera, With<CacheCamera>>()
            .iter(world)
            .map(|c| c.is_active)
            .collect();
        assert_eq!(active, [false]);
    }

    #[test]
    fn the_picture_is_used_only_zoomed_out() {
        assert!(!use_picture(1.0), "close: the meshes");
        assert!(!use_picture(2.2), "fine patterns still drawn");
        assert!(use_picture(3.2), "the whole map");
    }
}
