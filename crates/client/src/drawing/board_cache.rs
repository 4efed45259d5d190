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
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;

/// The layer the board's meshes are on; only the cache's camera, and the main camera when
/// zoomed in, see it.
const BOARD_LAYER: usize = 1;
/// The finest the picture is drawn: world units per texel.
const TEXEL_MIN: f32 = 2.0;
/// The coarsest.
const TEXEL_MAX: f32 = 16.0;
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
    app.init_resource::<Picture>().add_systems(
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

/// The picture as it stands: its texel (world units; 0 before the first) and size, and whether
/// the map changed since it was drawn. It is drawn only while it is shown: a game played zoomed
/// in draws no picture after each move.
#[derive(Resource, Debug, Default)]
struct Picture {
    texel: f32,
    size: UVec2,
    stale: bool,
}

/// Whether the main camera is zoomed out enough for the picture (a texel no bigger than a
/// screen pixel, and hexes small enough that the window would draw the coarse patterns).
pub(crate) fn use_picture(scale: f32) -> bool {
    scale >= TEXEL_MIN && HEX_SIZE < DETAIL_PX * scale
}

/// The texel the picture is drawn at for the camera's `scale` (world units per screen pixel):
/// the scale itself, within the limits, so that a texel is a screen pixel and the picture is
/// shown as it was drawn, read texel for texel ([`ImageSampler::nearest`]). A software renderer
/// pays for every texel it reads: shrinking a finer picture on screen cost the whole view of
/// Zhukov's War 1942-1943 a fifth of its frame rate (docs/performance.md). A zoom draws the
/// picture again at the new scale.
fn texel_for(scale: f32) -> f32 {
    scale.clamp(TEXEL_MIN, TEXEL_MAX)
}

/// New parts go on the picture's layer (with their children), and the picture must be drawn
/// again.
fn take_new_parts(
    mut commands: Commands,
    new: Query<Entity, (With<InPicture>, Without<RenderLayers>)>,
    children: Query<&Children>,
    mut picture: ResMut<Picture>,
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
    picture.stale = true;
}

/// Something drawn in the picture may have changed: it is drawn again when next shown.
fn redraw(mut picture: ResMut<Picture>) {
    picture.stale = true;
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

/// What `switch` changes of the picture: its camera and rectangle, and the assets they use.
#[derive(bevy::ecs::system::SystemParam)]
struct PictureParts<'w, 's> {
    commands: Commands<'w, 's>,
    picture: ResMut<'w, Picture>,
    board: Res<'w, BoardLayout>,
    images: ResMut<'w, Assets<Image>>,
    meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<ColorMaterial>>,
    clear: Option<Res<'w, ClearColor>>,
    cameras: Query<'w, 's, (Entity, &'static mut CacheCamera, &'static mut Camera)>,
    sprites: Query<'w, 's, (Entity, &'static mut Visibility), With<CacheSprite>>,
    parts: Query<'w, 's, (), With<InPicture>>,
}

impl PictureParts<'_, '_> {
    /// A new image of the map at `texel`, its camera and its rectangle (hidden), in place of
    /// the ones before.
    fn make(&mut self, texel: f32) {
        for (e, _, _) in &self.cameras {
            self.commands.entity(e).despawn();
        }
        for (e, _) in &self.sprites {
            self.commands.entity(e).despawn();
        }
        let area = self.board.bounds.inflate(HEX_SIZE);
        let texels = (area.size() / texel).ceil().as_uvec2();
        let mut image =
            Image::new_target_texture(texels.x, texels.y, TextureFormat::Rgba8UnormSrgb, None);
        // Only the renderer needs it: the zeros it starts as are not kept in the app's memory
        // too (13.6 MB for the largest map at the finest texel).
        image.asset_usage = bevy::asset::RenderAssetUsages::RENDER_WORLD;
        // A texel a screen pixel: read as it is, not blended with its neighbours.
        image.sampler = ImageSampler::nearest();
        let image = self.images.add(image);
        self.commands.spawn((
            CacheCamera(RENDER_FRAMES),
            Name::new("map picture camera"),
            Camera2d,
            Camera {
                order: -1,
                // The window's own background, so that the picture is opaque and drawn without
                // blending (cheaper on a software renderer).
                clear_color: ClearColorConfig::Custom(
                    self.clear.as_ref().map_or(Color::BLACK, |c| c.0),
                ),
                ..default()
            },
            RenderTarget::from(image.clone()),
            Msaa::Off,
            RenderLayers::layer(BOARD_LAYER),
            Projection::Orthographic(OrthographicProjection {
                scale: texel,
                ..OrthographicProjection::default_2d()
            }),
            Transform::from_translation(area.center().extend(0.0)),
        ));
        self.commands.spawn((
            CacheSprite,
            Name::new("map picture"),
            Mesh2d(
                self.meshes
                    .add(Rectangle::from_size(texels.as_vec2() * texel)),
            ),
            MeshMaterial2d(self.materials.add(ColorMaterial {
                texture: Some(image),
                alpha_mode: bevy::sprite_render::AlphaMode2d::Opaque,
                ..default()
            })),
            Transform::from_translation(area.center().extend(Z_PICTURE)),
            Visibility::Hidden,
        ));
        self.picture.texel = texel;
        self.picture.size = texels;
    }

    /// Draws the picture again over the next few frames.
    fn draw(&mut self) {
        for (_, mut left, mut camera) in &mut self.cameras {
            left.0 = RENDER_FRAMES;
            camera.is_active = true;
        }
        self.picture.stale = false;
    }
}

/// Zoomed out: the picture, not the meshes, drawn (again) at the texel this zoom wants when it
/// is new, stale or of another texel; zoomed in: the meshes.
#[allow(clippy::type_complexity, reason = "a query's filter")]
fn switch(
    mut main: Query<(&Projection, &mut RenderLayers), With<MainCamera>>,
    plain: Query<Entity, (With<MainCamera>, Without<RenderLayers>)>,
    mut p: PictureParts,
) {
    // The main camera sees the default layer only until this gives it its layers.
    for e in &plain {
        p.commands
            .entity(e)
            .insert(RenderLayers::from_layers(&[0, BOARD_LAYER]));
    }
    let Some((projection, mut layers)) = main.iter_mut().next() else {
        return;
    };
    let Projection::Orthographic(o) = projection else {
        return;
    };
    let picture = use_picture(o.scale) && !p.parts.is_empty();
    if picture {
        let texel = texel_for(o.scale);
        let area = p.board.bounds.inflate(HEX_SIZE);
        let size = (area.size() / texel).ceil().as_uvec2();
        if p.cameras.is_empty() || p.picture.texel != texel || p.picture.size != size {
            // Made this frame, shown from the next once its camera has drawn it: this frame the
            // meshes themselves, so that the map does not blink out.
            p.make(texel);
            layers.set_if_neq(RenderLayers::from_layers(&[0, BOARD_LAYER]));
            return;
        }
    }
    let want = if picture {
        RenderLayers::layer(0)
    } else {
        RenderLayers::from_layers(&[0, BOARD_LAYER])
    };
    // Zoomed out again: text hidden or shown since, and changes of the map, drawn as they now are.
    if picture && (*layers != want || p.picture.stale) {
        p.draw();
    }
    layers.set_if_neq(want);
    for (_, mut v) in &mut p.sprites {
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
            .init_resource::<Picture>()
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
        // The main camera's layers, the picture made, then shown.
        for _ in 0..3 {
            app.update();
        }
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
        // Zoomed in, a change of the map draws no picture; zoomed out again, it is drawn.
        app.world_mut().resource_mut::<Picture>().stale = true;
        app.update();
        assert_eq!(cache_active(app.world_mut()), [false]);
        zoom(app.world_mut(), main, 3.2);
        app.update();
        assert_eq!(cache_active(app.world_mut()), [true]);
        assert!(!app.world().resource::<Picture>().stale);
        // Zoomed out further: a new picture, coarser, in place of the old.
        zoom(app.world_mut(), main, 9.0);
        app.update();
        app.update();
        let world = app.world_mut();
        assert_eq!(world.resource::<Picture>().texel, 9.0);
        assert_eq!(world.query::<&CacheCamera>().iter(world).count(), 1);
        assert_eq!(
            world
                .query_filtered::<Entity, With<CacheSprite>>()
                .iter(world)
                .count(),
            1
        );
    }

    fn zoom(world: &mut World, main: Entity, scale: f32) {
        if let Some(mut p) = world.get_mut::<Projection>(main)
            && let Projection::Orthographic(o) = &mut *p
        {
            o.scale = scale;
        }
    }

    fn cache_active(world: &mut World) -> Vec<bool> {
        world
            .query_filtered::<&Camera, With<CacheCamera>>()
            .iter(world)
            .map(|c| c.is_active)
            .collect()
    }

    /// The picture's texel is a screen pixel, within the limits.
    #[test]
    fn the_texel_follows_the_zoom() {
        assert_eq!(texel_for(2.5), 2.5);
        assert_eq!(texel_for(6.1), 6.1, "the whole of a large map");
        assert_eq!(texel_for(100.0), TEXEL_MAX);
        assert_eq!(texel_for(0.5), TEXEL_MIN);
    }

    #[test]
    fn the_picture_is_used_only_zoomed_out() {
        assert!(!use_picture(1.0), "close: the meshes");
        assert!(!use_picture(2.2), "fine patterns still drawn");
        assert!(use_picture(3.2), "the whole map");
    }
}
