//! `steppe preview SCENARIO -o setup.png`: a picture of a scenario's set-up for a designer (or a
//! README), drawn by the same board and counter code as the window but into an image, with no
//! window opened: the map with every unit on it and the place names, and to its right a legend
//! (the scenario's name, dates and objectives, each side's colour, the terrain, lines and places,
//! the counters' markings). A save shows the position it reached.
//!
//! The app runs without winit: one camera renders into an image the size of the picture; once the
//! pipelines are ready the image is captured (Bevy's screenshot of an image target) to the file
//! and the app exits, with 0 only if the file was written.
use crate::drawing::board::{TEXT_OVERSAMPLE, map_text};
use crate::drawing::zoom_detail::{Coarse, Detail};
use crate::state::{BoardLayout, HEX_SIZE};
use crate::state::{CurrentGame, MapToggles};
use crate::ui::legend::{Swatch, legend};
use bevy::camera::RenderTarget;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::render_resource::{TextureFormat, TextureUsages};
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::sprite::Anchor;
use bevy::window::ExitCondition;
use std::path::{Path, PathBuf};
use steppe_rules::engine::game::Game;

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

/// Writes the picture, its longest side at most `max_side` pixels (never bigger than one pixel per
/// world unit), with every hex's number if `hex_numbers`; the process exit code (problems with
/// the file as `file:line:col`).
pub fn run(path: &Path, out: &Path, max_side: u32, hex_numbers: bool) -> i32 {
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
    let height = map.height().max(legend_height(&game));
    let world = Rect::from_corners(
        map.min - Vec2::splat(MARGIN),
        Vec2::new(map.max.x + LEGEND, map.min.y + height) + Vec2::splat(MARGIN),
    );
    let scale = (world.width().max(world.height()) / max_side.max(64) as f32).max(1.0);
    let size = (world.size() / scale).ceil().as_uvec2();
    let _ = std::fs::remove_file(out);
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
    .insert_resource(board)
    .insert_resource(CurrentGame(game))
    .insert_resource(Picture {
        out: out.to_path_buf(),
        world,
        scale,
        size,
        frame: 0,
        requested: false,
    })
    .insert_resource(MapToggles {
        numbers: hex_numbers,
        ..default()
    })
    .add_plugins((
        crate::drawing::board::plugin,
        crate::drawing::counters::plugin,
        crate::drawing::hex_numbers::plugin,
    ))
    .add_systems(Startup, (camera, legend_entities))
    .add_systems(Update, (detail, capture));
    match app.run() {
        AppExit::Success if out.exists() => {
            println!(
                "{}: {}x{} pixels, the set-up of {}",
                out.display(),
                size.x,
                size.y,
                path.display()
            );
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

/// The legend's lines: (text size, text) for the heading part, then the swatch sections.
fn heading_lines(g: &Game) -> Vec<(f32, String)> {
    let sc = &g.scenario;
    let mut out = vec![
        (24.0, sc.name.clone()),
        (
            14.0,
            format!(
                "{}, {} turns from {} ({})",
                g.rules.name,
                sc.turns,
                g.scenario.turn_name(&g.rules, 1),
                if g.log.is_empty() {
                    "the set-up".to_string()
                } else {
                    format!("as saved: {}", g.turn_name(&g.state))
                }
            ),
        ),
    ];
    if !sc.description.is_empty() {
        out.push((13.0, sc.description.clone()));
    }
    out.push((16.0, "Objectives".into()));
    for v in &sc.victory {
        out.push((13.0, format!("- {}", v.name)));
    }
    out
}

/// Lines of about this many characters at 13 world units (the description wraps).
const WRAP_CHARS: usize = 60;

/// How many lines a text takes in the legend's width.
fn wrapped_lines(size: f32, text: &str) -> usize {
    let per_line = ((WRAP_CHARS as f32) * 13.0 / size) as usize;
    text.chars().count().div_ceil(per_line.max(1)).max(1)
}

/// The legend's sections drawn: terrain, lines and places, counters (the shading and weather
/// entries are for the window).
fn swatch_sections(g: &Game) -> Vec<(&'static str, Vec<(Swatch, String)>)> {
    let mut sections = legend(g);
    sections.truncate(3);
    let sides = g
        .rules
        .sides
        .iter()
        .map(|s| {
            (
                Swatch::Fill(crate::drawing::colour(&s.colour)),
                s.name.clone(),
            )
        })
        .collect();
    sections.insert(0, ("Sides", sides));
    sections
}

const ROW: f32 = 24.0;

fn legend_height(g: &Game) -> f32 {
    let head: f32 = heading_lines(g)
        .iter()
        .map(|(s, t)| (*s + 8.0) * wrapped_lines(*s, t) as f32)
        .sum();
    let rows: f32 = swatch_sections(g)
        .iter()
        .map(|(_, e)| ROW * (e.len() as f32 + 1.5))
        .sum();
    head + rows + 2.0 * MARGIN
}

/// The legend's text, hanging from its top left corner.
fn text(content: String, size: f32, at: Vec2) -> impl Bundle {
    (
        map_text(content, size, INK, at.extend(5.0)),
        Anchor::TOP_LEFT,
    )
}

/// The legend, in the world to the right of the map, top aligned with it.
fn legend_entities(
    mut commands: Commands,
    game: Res<CurrentGame>,
    board: Res<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let g = &game.0;
    let map = board.bounds.inflate(HEX_SIZE);
    let left = map.max.x + MARGIN;
    let mut y = map.max.y;
    for (size, line) in heading_lines(g) {
        commands.spawn((
            text(line.clone(), size, Vec2::new(left, y)),
            bevy::text::TextLayout::new(Justify::Left, bevy::text::LineBreak::WordBoundary),
            bevy::text::TextBounds::new_horizontal((LEGEND - 2.0 * MARGIN) * TEXT_OVERSAMPLE),
        ));
        y -= (size + 8.0) * wrapped_lines(size, &line) as f32;
    }
    let dot = meshes.add(Circle::new(6.0));
    for (heading, entries) in swatch_sections(g) {
        y -= ROW * 0.5;
        commands.spawn(text(heading.to_string(), 16.0, Vec2::new(left, y)));
        y -= ROW;
        for (swatch, what) in entries {
            let centre = Vec2::new(left + 22.0, y - 9.0);
            spawn_swatch(&mut commands, &swatch, centre, &dot, &mut materials);
            commands.spawn((
                text(what, 13.0, Vec2::new(left + 52.0, y - 1.0)),
                bevy::text::TextBounds::new_horizontal((LEGEND - 52.0 - MARGIN) * TEXT_OVERSAMPLE),
            ));
            y -= ROW;
        }
    }
}

fn spawn_swatch(
    commands: &mut Commands,
    swatch: &Swatch,
    centre: Vec2,
    dot: &Handle<Mesh>,
    materials: &mut Assets<ColorMaterial>,
) {
    let ground = Color::srgb_u8(0xd9, 0xd3, 0xa3);
    let box_size = Vec2::new(40.0, 18.0);
    let at = |z: f32| Transform::from_translation(centre.extend(z));
    match swatch {
        Swatch::Fill(c) => {
            commands.spawn((Sprite::from_color(*c, box_size), at(5.0)));
        }
        Swatch::Ring(c) => {
            commands.spawn((Sprite::from_color(*c, box_size), at(5.0)));
            commands.spawn((Sprite::from_color(ground, box_size - 6.0), at(5.1)));
        }
        Swatch::Line(c) => {
            commands.spawn((Sprite::from_color(ground, box_size), at(5.0)));
            commands.spawn((Sprite::from_color(*c, Vec2::new(40.0, 4.0)), at(5.1)));
        }
        Swatch::Dot(c) => {
            commands.spawn((Sprite::from_color(ground, box_size), at(5.0)));
            commands.spawn((
                Mesh2d(dot.clone()),
                MeshMaterial2d(materials.add(ColorMaterial::from_color(*c))),
                at(5.1),
            ));
        }
        Swatch::Badge(label, c) => {
            commands.spawn((Sprite::from_color(*c, box_size), at(5.0)));
            commands.spawn(map_text(
                label.clone(),
                11.0,
                Color::WHITE,
                centre.extend(5.2),
            ));
        }
        Swatch::NoSupply => {
            use crate::drawing::glyphs::{NO_SUPPLY_FILL, NO_SUPPLY_INK};
            commands.spawn((
                Sprite::from_color(NO_SUPPLY_INK, Vec2::splat(18.0)),
                at(5.0),
            ));
            commands.spawn((
                Sprite::from_color(NO_SUPPLY_FILL, Vec2::splat(14.0)),
                at(5.1),
            ));
            commands.spawn(map_text(
                "U".to_string(),
                12.0,
                NO_SUPPLY_INK,
                centre.extend(5.2),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::tools::preview::*;

    #[test]
    fn the_legend_names_the_scenario_and_its_objectives() {
        let g = crate::barbarossa_in(|_| true);
        let lines = heading_lines(&g);
        assert_eq!(lines[0].1, g.scenario.name);
        assert!(lines[1].1.contains("the set-up"), "{}", lines[1].1);
        for v in &g.scenario.victory {
            assert!(lines.iter().any(|(_, l)| l.contains(&v.name)), "{}", v.name);
        }
        let sections = swatch_sections(&g);
        assert_eq!(sections[0].0, "Sides");
        assert_eq!(sections[0].1.len(), g.rules.sides.len());
        assert_eq!(sections.len(), 4);
        assert!(legend_height(&g) > 0.0);
    }
}
