//! `steppe preview SCENARIO -o setup.png`: a picture of a scenario's set-up for a designer (or a
//! README), drawn by the same board and counter code as the window but into an image, with no
//! window opened: the map with every unit on it and the place names, and to its right a legend
//! (`legend`: the scenario's name, dates and objectives, each side's colour, the terrain, lines
//! and places, the counters' markings). A save shows the position it reached. `steppe preview
//! --turns` draws one game's course instead, a small map per turn (`strip`).
//!
//! The app runs without winit: one camera renders into an image the size of the picture; once the
//! pipelines are ready the image is captured (Bevy's screenshot of an image target) to the file
//! and the app exits, with 0 only if the file was written.
use crate::drawing::zoom_detail::{Coarse, Detail};
use crate::state::{BoardLayout, HEX_SIZE};
use crate::state::{CurrentGame, MapToggles};
use bevy::camera::RenderTarget;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::render_resource::{TextureFormat, TextureUsages};
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::window::ExitCondition;
use std::path::{Path, PathBuf};

mod legend;
pub mod strip;
mod strip_draw;
mod strip_layout;
mod strip_model;
mod strip_text;

/// The legend's width, world units.
const LEGEND: f32 = 520.0;
/// Room around the map and the legend.
const MARGIN: f32 = 24.0;
/// Frames drawn before the capture (pipelines compile synchronously here).
const WAIT_FRAMES: u32 = 8;
/// Frames to wait for the file before giving up.
const GIVE_UP: u32 = 600;
/// The longest side of the picture by default, pixels: bigger maps are drawn smaller.
pub const MAX_SIDE: u32 = 4096;
const PAPER: Color = Color::srgb(0.94, 0.92, 0.86);
const INK: Color = Color::srgb(0.1, 0.1, 0.1);

/// How the set-up picture is drawn.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Its longest side at most, pixels (never bigger than one pixel per world unit).
    pub max_side: u32,
    /// Every hex's number on the map.
    pub hex_numbers: bool,
    /// Its colours.
    pub palette: crate::state::Palette,
}

/// Writes the picture drawn as `options` say; the process exit code (problems with the file as
/// `file:line:col`).
pub fn run(path: &Path, out: &Path, options: Options) -> i32 {
    let Options {
        max_side,
        hex_numbers,
        palette,
    } = options;
    let game = match steppe_files::open(
        path,
        1,
        &steppe_rules::engine::rule_choices::RuleChoices::default(),
        steppe_files::ChangedFiles::Refuse,
    ) {
        Ok(o) => o.game,
        Err(e) => return e.report(),
    };
    let board = BoardLayout::new(&game.scenario.map);
    let map = board.bounds.inflate(HEX_SIZE);
    let height = map.height().max(legend::legend_height(&game));
    let world = Rect::from_corners(
        map.min - Vec2::splat(MARGIN),
        Vec2::new(map.max.x + LEGEND, map.min.y + height) + Vec2::splat(MARGIN),
    );
    let scale = (world.width().max(world.height()) / max_side.max(64) as f32).max(1.0);
    let picture = Picture::new(out, world, scale);
    let size = picture.size;
    let mut app = headless_app(picture);
    app.insert_resource(board)
        .insert_resource(CurrentGame(game))
        .insert_resource(palette)
        .insert_resource(MapToggles {
            numbers: hex_numbers,
            ..default()
        })
        .add_plugins((
            crate::drawing::board::plugin,
            crate::drawing::counters::plugin,
            crate::drawing::hex_numbers::plugin,
        ))
        .add_systems(Startup, legend::legend_entities)
        .add_systems(Update, detail);
    finish(app, out, size, &format!("the set-up of {}", path.display()))
}

/// An app that draws the world `picture` shows into an image and writes it to its file, with no
/// window: Bevy's default plugins without winit, frames driven by a plain loop, the camera and
/// the capture.
fn headless_app(picture: Picture) -> App {
    let _ = std::fs::remove_file(&picture.out);
    crate::tools::plain_startup_errors("steppe preview");
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: None,
                exit_condition: ExitCondition::DontExit,
                close_when_requested: false,
                ..default()
            })
            .set(RenderPlugin {
                synchronous_pipeline_compilation: true,
                ..default()
            })
            .disable::<bevy::winit::WinitPlugin>(),
    )
    // Without winit nothing drives the frames: a plain loop does.
    .add_plugins(bevy::app::ScheduleRunnerPlugin::run_loop(
        std::time::Duration::from_millis(1),
    ))
    .insert_resource(ClearColor(PAPER))
    .insert_resource(picture)
    .add_systems(Startup, camera)
    .add_systems(Update, capture);
    app
}

/// Runs the app; the exit code, 0 only if the file was written (and then says what it holds).
fn finish(mut app: App, out: &Path, size: UVec2, what: &str) -> i32 {
    match app.run() {
        AppExit::Success if out.exists() => {
            println!("{}: {}x{} pixels, {what}", out.display(), size.x, size.y);
            0
        }
        AppExit::Success => {
            eprintln!("steppe preview: {} was not written", out.display());
            1
        }
        AppExit::Error(code) => i32::from(code.get()),
    }
}

/// Where the picture goes and how far along it is.
#[derive(Resource, Debug)]
struct Picture {
    out: PathBuf,
    /// What it shows, world units.
    world: Rect,
    /// World units per pixel.
    scale: f32,
    size: UVec2,
    frame: u32,
    requested: bool,
}

impl Picture {
    /// The picture of `world` at `scale` world units a pixel, to be written to `out`.
    fn new(out: &Path, world: Rect, scale: f32) -> Picture {
        Picture {
            out: out.to_path_buf(),
            world,
            scale,
            size: (world.size() / scale).ceil().as_uvec2(),
            frame: 0,
            requested: false,
        }
    }
}

/// The image the camera draws into.
#[derive(Resource)]
struct Target(Handle<Image>);

fn camera(mut commands: Commands, mut images: ResMut<Assets<Image>>, picture: Res<Picture>) {
    let mut image = Image::new_target_texture(
        picture.size.x,
        picture.size.y,
        TextureFormat::Rgba8UnormSrgb,
        None,
    );
    // The capture copies from the texture.
    image.texture_descriptor.usage |= TextureUsages::COPY_SRC;
    let handle = images.add(image);
    commands.spawn((
        Camera2d,
        RenderTarget::from(handle.clone()),
        Msaa::Off,
        Projection::Orthographic(OrthographicProjection {
            scale: picture.scale,
            ..OrthographicProjection::default_2d()
        }),
        Transform::from_translation(picture.world.center().extend(0.0)),
    ));
    commands.insert_resource(Target(handle));
}

/// The fine terrain patterns, not the coarse ones meant for a zoomed-out window.
fn detail(
    mut detail: Query<&mut Visibility, (With<Detail>, Without<Coarse>)>,
    mut coarse: Query<&mut Visibility, (With<Coarse>, Without<Detail>)>,
) {
    for mut v in &mut detail {
        v.set_if_neq(Visibility::Inherited);
    }
    for mut v in &mut coarse {
        v.set_if_neq(Visibility::Hidden);
    }
}

fn capture(
    mut commands: Commands,
    mut picture: ResMut<Picture>,
    target: Option<Res<Target>>,
    mut exit: MessageWriter<AppExit>,
) {
    picture.frame += 1;
    if picture.requested {
        if picture.out.exists() || picture.frame > GIVE_UP {
            exit.write(AppExit::Success);
        }
        return;
    }
    if picture.frame >= WAIT_FRAMES
        && let Some(target) = target
    {
        picture.requested = true;
        commands
            .spawn(Screenshot::image(target.0.clone()))
            .observe(save_to_disk(picture.out.clone()));
    }
}
