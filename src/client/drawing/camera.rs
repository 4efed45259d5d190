//! The 2D camera: fitted to the whole map at startup (and on window resizes until the player
//! moves it), panned with the arrow keys or WASD and by dragging with the right or middle mouse
//! button, zoomed with the wheel toward the cursor within limits, centred on a hex asked for
//! ([`LookAt`]). `Home` fits the map again.
//! Text too small to read at the current zoom is hidden.

use crate::client::state::{BoardLayout, HEX_SIZE, LookAt, MainCamera, PanelCover};
use bevy::input::mouse::{AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw, WindowResized};

/// Closest zoom, as an orthographic scale (world units per screen pixel).
const MIN_SCALE: f32 = 0.25;
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
/// Text smaller than this on screen (logical pixels) is hidden: unreadable, it is only noise.
const MIN_TEXT_PX: f32 = 6.0;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CameraFit>()
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
                hide_small_text,
                show_detail,
            )
                .chain(),
        );
}

/// The scale that shows the whole map, and whether the player has moved the camera since.
#[derive(Resource, Debug, Default)]
struct CameraFit {
    scale: f32,
    moved: bool,
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
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut fit: ResMut<CameraFit>,
) {
    let view = window.map_or(Vec2::new(1280.0, 800.0), |w| w.size());
    fit.scale = fit_scale(board.bounds.size(), view - PANELS);
    commands.spawn((
        Camera2d,
        MainCamera,
        // Multisampling costs half the frame time on a software renderer.
        Msaa::Off,
        Projection::Orthographic(OrthographicProjection {
            scale: fit.scale,
            ..OrthographicProjection::default_2d()
        }),
        Transform::from_translation(board.bounds.center().extend(0.0)),
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

/// Fits the map again on `Home`, and on window resizes or a change of the panels' cover (the
/// bars measured, the dock opened or closed) until the player has moved the camera: into the
/// part of the window the panels leave.
fn refit(
    mut resized: MessageReader<WindowResized>,
    keys: Res<ButtonInput<KeyCode>>,
    window: Single<&Window, With<PrimaryWindow>>,
    board: Res<BoardLayout>,
    cover: Res<PanelCover>,
    mut fit: ResMut<CameraFit>,
    camera: CameraQuery,
) {
    let home = keys.just_pressed(KeyCode::Home);
    let resized = resized.read().count() > 0 || cover.is_changed();
    // A new map (another scenario opened) is fitted as at start.
    let new_map = board.is_changed() && !board.is_added();
    if !(home || new_map || resized && !fit.moved) {
        return;
    }
    fit.moved = false;
    let size = window.size();
    // Before the panels are first drawn, the bars' usual room.
    let (view, offset) = if cover.top > 0.0 {
        let map = cover.map_rect(size);
        (map.size(), map.center() - size / 2.0)
    } else {
        (size - PANELS, Vec2::ZERO)
    };
    fit.scale = fit_scale(board.bounds.size(), view);
    let (mut transform, mut projection) = camera.into_inner();
    if let Some(o) = ortho(&mut projection) {
        o.scale = fit.scale;
    }
    // The map's centre at the centre of the part the panels leave (screen y runs down).
    let shift = Vec2::new(-offset.x, offset.y) * fit.scale;
    transform.translation = (board.bounds.center() + shift).extend(transform.translation.z);
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
}

/// Centres the view on a hex asked for (a problem clicked in the list), closer in if the
/// whole map is in view.
fn look_at(
    mut asked: MessageReader<LookAt>,
    board: Res<BoardLayout>,
    mut fit: ResMut<CameraFit>,
    camera: CameraQuery,
) {
    let Some(&LookAt(h)) = asked.read().last() else {
        return;
    };
    let (mut transform, mut projection) = camera.into_inner();
    if let Some(o) = ortho(&mut projection) {
        o.scale = o.scale.min(fit.scale * 0.5).max(MIN_SCALE);
    }
    transform.translation = board.centre(h).extend(transform.translation.z);
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

/// Hexes smaller than this on screen (circumradius, logical pixels) are drawn without their
/// detail (patterns, rail ties).
pub(crate) const DETAIL_PX: f32 = 16.0;

/// Fine detail when hexes are big on screen, the coarse patterns when they are small.
fn show_detail(
    camera: Single<&Projection, With<MainCamera>>,
    mut detail: Query<
        &mut Visibility,
        (
            With<crate::client::drawing::board::Detail>,
            Without<crate::client::drawing::board::Coarse>,
        ),
    >,
    mut coarse: Query<
        &mut Visibility,
        (
            With<crate::client::drawing::board::Coarse>,
            Without<crate::client::drawing::board::Detail>,
        ),
    >,
) {
    let Projection::Orthographic(o) = *camera else {
        return;
    };
    let big = HEX_SIZE >= DETAIL_PX * o.scale;
    for mut v in &mut detail {
        v.set_if_neq(crate::client::drawing::shown_if(big));
    }
    for mut v in &mut coarse {
        v.set_if_neq(crate::client::drawing::shown_if(!big));
    }
}

/// Whether text of `size` world units is big enough to read at an orthographic `scale`.
fn legible(size: f32, scale: f32) -> bool {
    size >= MIN_TEXT_PX * scale
}

fn hide_small_text(
    camera: Single<&Projection, With<MainCamera>>,
    mut texts: Query<(&TextFont, &Transform, &mut Visibility), With<Text2d>>,
) {
    let Projection::Orthographic(o) = *camera else {
        return;
    };
    for (font, transform, mut visibility) in &mut texts {
        let FontSize::Px(px) = font.font_size else {
            continue;
        };
        // The board's and counters' texts are scaled by their own transform only.
        visibility.set_if_neq(crate::client::drawing::shown_if(legible(
            px * transform.scale.y,
            o.scale,
        )));
    }
}

#[cfg(test)]
mod tests {
    use crate::client::drawing::camera::*;

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
    fn small_text_is_hidden_when_zoomed_out() {
        assert!(legible(11.0, 1.0));
        assert!(!legible(11.0, 2.5));
        assert!(legible(11.0, 0.25));
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

    /// Zoomed out, the coarse patterns show and the detail is hidden; zoomed in, the reverse.
    #[test]
    fn detail_and_coarse_patterns_swap_with_the_zoom() {
        use crate::client::drawing::board::{Coarse, Detail};
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_systems(Update, show_detail);
        let camera = app
            .world_mut()
            .spawn((
                Camera2d,
                MainCamera,
                Projection::Orthographic(OrthographicProjection::default_2d()),
            ))
            .id();
        let detail = app.world_mut().spawn((Detail, Visibility::Inherited)).id();
        let coarse = app.world_mut().spawn((Coarse, Visibility::Inherited)).id();
        let shown =
            |app: &App, e: Entity| app.world().get::<Visibility>(e) != Some(&Visibility::Hidden);
        for (scale, big) in [(4.0, false), (0.5, true)] {
            if let Some(mut p) = app.world_mut().get_mut::<Projection>(camera)
                && let Projection::Orthographic(o) = &mut *p
            {
                o.scale = scale;
            }
            app.update();
            assert_eq!(shown(&app, detail), big, "scale {scale}");
            assert_eq!(shown(&app, coarse), !big, "scale {scale}");
        }
    }
}
