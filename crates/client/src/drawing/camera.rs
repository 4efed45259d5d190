//! The 2D camera: opened over the front at a zoom where the counters' factors and the cities'
//! names read (`opening`; the player's own zoom for the game when there is one), and opened so
//! again on a new map and on window resizes until the player moves it; panned with the arrow keys
//! or WASD and by dragging with the right or middle mouse button, zoomed with the wheel toward
//! the cursor within limits (the zoom is remembered for the game), centred on a hex asked for
//! or fitted to a set of hexes in a part of the window ([`LookAt`]). `Home` shows the whole map,
//! and pressed again goes back to the front.
//! After it moves, `zoom_detail` hides what is too small to read or see at the new zoom.

use crate::drawing::opening::{ZoomMemory, opening};
use crate::drawing::zoom_detail;
use crate::state::{BoardLayout, CurrentGame, LookAt, MainCamera, PanelCover};
use bevy::input::mouse::{AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw, WindowResized};

/// Closest zoom, as an orthographic scale (world units per screen pixel).
pub(crate) const MIN_SCALE: f32 = 0.25;
/// Keyboard panning speed in screen pixels per second.
const PAN_SPEED: f32 = 700.0;
/// Scale change per wheel line.
const ZOOM_STEP: f32 = 1.15;
/// Pixels of a pixel-based scroll that count as one line.
const PIXELS_PER_LINE: f32 = 40.0;
/// Room left around the map when fitting it.
const FIT_MARGIN: f32 = 1.04;
/// Room the egui bars take at the top and bottom of the window (logical pixels), left free
/// when fitting the map.
const PANELS: Vec2 = Vec2::new(0.0, 70.0);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CameraFit>()
        .init_resource::<ZoomMemory>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            (
                refit,
                keyboard_pan,
                drag_pan,
                wheel_zoom,
                look_at,
                keep_on_map,
                zoom_detail::hide_small_text,
                zoom_detail::show_detail,
            )
                .chain(),
        );
}

/// The scale that shows the whole map, whether the player has moved the camera since the view
/// was set, and whether it shows the whole map (`Home`) rather than the opening view.
#[derive(Resource, Debug, Default)]
struct CameraFit {
    scale: f32,
    moved: bool,
    whole: bool,
    /// The panels have been measured once (the opening view then fits what they leave).
    measured: bool,
}

/// The map's part of a window of `size` (logical pixels): less the bars.
fn map_view(size: Vec2) -> Vec2 {
    (size - PANELS).max(Vec2::ONE)
}

/// The opening view of the game in the map's part of the window, `view` logical pixels:
/// (centre, scale).
fn open_view(
    game: Option<&CurrentGame>,
    board: &BoardLayout,
    memory: &ZoomMemory,
    fit: f32,
    view: Vec2,
) -> (Vec2, f32) {
    let limits = scale_limits(fit);
    match game {
        Some(g) => {
            let zoom = memory.of(&g.0.rules.name, limits);
            let o = opening(&g.0, board, view, zoom);
            (o.centre, o.scale.clamp(limits.0, limits.1))
        }
        None => (board.bounds.center(), fit),
    }
}

/// The orthographic scale at which `map` (world units) fits in `view` (logical pixels).
fn fit_scale(map: Vec2, view: Vec2) -> f32 {
    let view = view.max(Vec2::ONE);
    (map.x / view.x).max(map.y / view.y) * FIT_MARGIN
}

/// The zoom range: from close up to a little beyond the whole map.
fn scale_limits(fit: f32) -> (f32, f32) {
    (MIN_SCALE, (fit * 1.5).max(1.0))
}

/// The world point under a cursor position (logical pixels, y down from the top left).
fn cursor_to_world(camera: Vec2, scale: f32, view: Vec2, cursor: Vec2) -> Vec2 {
    let from_centre = cursor - view / 2.0;
    camera + Vec2::new(from_centre.x, -from_centre.y) * scale
}

fn spawn_camera(
    mut commands: Commands,
    board: Res<BoardLayout>,
    game: Option<Res<CurrentGame>>,
    memory: Res<ZoomMemory>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut fit: ResMut<CameraFit>,
) {
    let size = window.map_or(Vec2::new(1280.0, 800.0), |w| w.size());
    let view = map_view(size);
    fit.scale = fit_scale(board.bounds.size(), view);
    let (centre, scale) = open_view(game.as_deref(), &board, &memory, fit.scale, view);
    commands.spawn((
        Camera2d,
        MainCamera,
        // Multisampling costs half the frame time on a software renderer.
        Msaa::Off,
        Projection::Orthographic(OrthographicProjection {
            scale,
            ..OrthographicProjection::default_2d()
        }),
        Transform::from_translation(centre.extend(0.0)),
    ));
}

type CameraQuery<'w, 's> =
    Single<'w, 's, (&'static mut Transform, &'static mut Projection), With<MainCamera>>;

fn ortho(projection: &mut Projection) -> Option<&mut OrthographicProjection> {
    match projection {
        Projection::Orthographic(o) => Some(o),
        _ => None,
    }
}

/// `Home` shows the whole map, and again the opening view; a new map (another scenario), the
/// panels' first measure and a window resized before the player moved the camera get the opening
/// view, in the part of the window the panels leave. Later changes of the panels (the dock
/// opened or closed with its windows) leave the view where it is: it never jumps by itself.
#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn refit(
    mut resized: MessageReader<WindowResized>,
    keys: Res<ButtonInput<KeyCode>>,
    window: Single<&Window, With<PrimaryWindow>>,
    board: Res<BoardLayout>,
    game: Option<Res<CurrentGame>>,
    memory: Res<ZoomMemory>,
    cover: Res<PanelCover>,
    mut fit: ResMut<CameraFit>,
    camera: CameraQuery,
) {
    let home = keys.just_pressed(KeyCode::Home);
    let measured = cover.top > 0.0 && !fit.measured;
    fit.measured |= measured;
    let resized = resized.read().count() > 0 || measured;
    let new_map = board.is_changed() && !board.is_added();
    if !(home || new_map || resized && !fit.moved) {
        return;
    }
    let size = window.size();
    let (view, offset) = map_part(&cover, size);
    fit.scale = fit_scale(board.bounds.size(), view);
    // Home from the whole map, untouched since, goes back; from anywhere else, to the whole map.
    let whole = home && (fit.moved || !fit.whole);
    let (centre, scale) = if whole {
        (board.bounds.center(), fit.scale)
    } else {
        open_view(game.as_deref(), &board, &memory, fit.scale, view)
    };
    fit.whole = whole;
    fit.moved = false;
    let (mut transform, mut projection) = camera.into_inner();
    if let Some(o) = ortho(&mut projection) {
        o.scale = scale;
    }
    // The view's centre at the centre of the part the panels leave (screen y runs down).
    let shift = Vec2::new(-offset.x, offset.y) * scale;
    transform.translation = (centre + shift).extend(transform.translation.z);
}

/// The part of a window of `size` the map shows (its size, and its centre's offset from the
/// window's centre, logical pixels): less the bars and the dock as last measured; before the
/// panels are first drawn, less the bars' usual room.
fn map_part(cover: &PanelCover, size: Vec2) -> (Vec2, Vec2) {
    if cover.top > 0.0 {
        let map = cover.map_rect(size);
        (map.size().max(Vec2::ONE), map.center() - size / 2.0)
    } else {
        (map_view(size), Vec2::ZERO)
    }
}

fn keyboard_pan(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    mut fit: ResMut<CameraFit>,
    camera: CameraQuery,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // Ctrl+S, Ctrl+D... are commands, not pans.
    if keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    let pressed = |a, b| keys.any_pressed([a, b]);
    let mut dir = Vec2::ZERO;
    if pressed(KeyCode::ArrowLeft, KeyCode::KeyA) {
        dir.x -= 1.0;
    }
    if pressed(KeyCode::ArrowRight, KeyCode::KeyD) {
        dir.x += 1.0;
    }
    if pressed(KeyCode::ArrowUp, KeyCode::KeyW) {
        dir.y += 1.0;
    }
    if pressed(KeyCode::ArrowDown, KeyCode::KeyS) {
        dir.y -= 1.0;
    }
    if dir == Vec2::ZERO {
        return;
    }
    let (mut transform, mut projection) = camera.into_inner();
    let Some(o) = ortho(&mut projection) else {
        return;
    };
    // After an idle spell a reactive app's first delta is long; don't jump.
    let dt = time.delta_secs().min(0.05);
    let step = dir.normalize() * PAN_SPEED * o.scale * dt;
    transform.translation += step.extend(0.0);
    fit.moved = true;
    // A held key sends no new window events; keep frames coming while it is down.
    redraw.write(RequestRedraw);
}

fn drag_pan(
    buttons: Res<ButtonInput<MouseButton>>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut last: Local<Option<Vec2>>,
    mut fit: ResMut<CameraFit>,
    camera: CameraQuery,
) {
    let dragging = buttons.any_pressed([MouseButton::Right, MouseButton::Middle]);
    let cursor = window.cursor_position();
    let (Some(cursor), true) = (cursor, dragging) else {
        *last = None;
        return;
    };
    if let Some(prev) = last.replace(cursor) {
        let delta = cursor - prev;
        if delta == Vec2::ZERO {
            return;
        }
        let (mut transform, mut projection) = camera.into_inner();
        let Some(o) = ortho(&mut projection) else {
            return;
        };
        transform.translation.x -= delta.x * o.scale;
        transform.translation.y += delta.y * o.scale;
        fit.moved = true;
    }
}

fn wheel_zoom(
    scroll: Res<AccumulatedMouseScroll>,
    window: Single<&Window, With<PrimaryWindow>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    game: Option<Res<CurrentGame>>,
    mut memory: ResMut<ZoomMemory>,
    mut fit: ResMut<CameraFit>,
    camera: CameraQuery,
) {
    // The wheel over a window scrolls the window (the battle log), not the map.
    if egui.is_some_and(|e| e.wants_any_pointer_input()) {
        return;
    }
    let lines = match scroll.unit {
        MouseScrollUnit::Line => scroll.delta.y,
        MouseScrollUnit::Pixel => scroll.delta.y / PIXELS_PER_LINE,
    };
    if lines == 0.0 {
        return;
    }
    let (mut transform, mut projection) = camera.into_inner();
    let Some(o) = ortho(&mut projection) else {
        return;
    };
    let (min, max) = scale_limits(fit.scale);
    let old = o.scale;
    let new = (old * ZOOM_STEP.powf(-lines)).clamp(min, max);
    if new == old {
        return;
    }
    o.scale = new;
    // Keep the point under the cursor where it is.
    if let Some(cursor) = window.cursor_position() {
        let view = window.size();
        let camera = transform.translation.truncate();
        let target = cursor_to_world(camera, old, view, cursor);
        let moved = target - (cursor_to_world(camera, new, view, cursor) - camera);
        transform.translation = moved.extend(transform.translation.z);
    }
    fit.moved = true;
    // The player's zoom is the one the next game of this ruleset opens at.
    if let Some(g) = game {
        memory.remember(&g.0.rules.name, new);
    }
}

/// Centres the view on a hex asked for (a problem clicked in the list), closer in if the
/// whole map is in view; or fits a set of hexes (a formation just activated) in the part of
/// the window asked for.
fn look_at(
    mut asked: MessageReader<LookAt>,
    board: Res<BoardLayout>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut fit: ResMut<CameraFit>,
    camera: CameraQuery,
) {
    let Some(ask) = asked.read().last() else {
        return;
    };
    let (mut transform, mut projection) = camera.into_inner();
    let Some(o) = ortho(&mut projection) else {
        return;
    };
    let cam = transform.translation.truncate();
    let (centre, scale) = match ask {
        LookAt::Hex(h) => (
            board.centre(*h),
            o.scale.min(fit.scale * 0.5).max(MIN_SCALE),
        ),
        LookAt::Fit { hexes, into } => {
            use crate::drawing::fit::{View, fit_view, hexes_bounds};
            let Some(world) = hexes_bounds(&board, hexes) else {
                return;
            };
            let view = View {
                size: window.size(),
                cam,
                scale: o.scale,
            };
            match fit_view(world, *into, view, scale_limits(fit.scale)) {
                Some(v) => v,
                None => return,
            }
        }
    };
    o.scale = scale;
    transform.translation = centre.extend(transform.translation.z);
    fit.moved = true;
}

/// Keeps the centre of the view over the map.
fn keep_on_map(board: Res<BoardLayout>, camera: CameraQuery) {
    let (mut transform, _) = camera.into_inner();
    let b = board.bounds;
    let p = transform.translation.truncate().clamp(b.min, b.max);
    if p != transform.translation.truncate() {
        transform.translation = p.extend(transform.translation.z);
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing::camera::*;

    #[test]
    fn the_fit_shows_the_whole_map_on_its_longer_side() {
        let s = fit_scale(Vec2::new(2000.0, 500.0), Vec2::new(1000.0, 800.0));
        assert!((s - 2.0 * FIT_MARGIN).abs() < 1e-5);
        let s = fit_scale(Vec2::new(500.0, 1600.0), Vec2::new(1000.0, 800.0));
        assert!((s - 2.0 * FIT_MARGIN).abs() < 1e-5);
        let (min, max) = scale_limits(s);
        assert!(min < s && s < max);
    }

    #[test]
    fn the_cursor_maps_to_the_world_through_the_camera() {
        let view = Vec2::new(800.0, 600.0);
        let cam = Vec2::new(100.0, 50.0);
        assert_eq!(cursor_to_world(cam, 2.0, view, view / 2.0), cam);
        // The top-left pixel is up and left of the camera, by half the view times the scale.
        assert_eq!(
            cursor_to_world(cam, 2.0, view, Vec2::ZERO),
            cam + Vec2::new(-800.0, 600.0)
        );
    }
}
