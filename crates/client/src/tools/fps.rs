//! The frame-rate mode for the frame-budget bench (scripts/frame_bench.sh): with
//! `STEPPE_FPS=<seconds>` the app draws continuously, skips the first frames (pipelines compile,
//! the window settles), counts the frames drawn in that many seconds of wall time, prints
//! `fps: <frames per second> (<frames> frames in <seconds> s)` and exits. With
//! `STEPPE_EMPTY_SCENE=1` as well, `run` leaves out everything drawn on the map (board,
//! counters, overlays), keeping the camera and the same egui panels: the baseline the scenario is
//! compared with.

use bevy::prelude::*;
use std::time::{Duration, Instant};

/// Seconds to measure for.
pub(crate) const ENV: &str = "STEPPE_FPS";
/// Leave the map out.
pub(crate) const ENV_EMPTY: &str = "STEPPE_EMPTY_SCENE";
/// Frames drawn before the count starts.
const WARM_UP_FRAMES: u32 = 60;

/// The measuring request, if `STEPPE_FPS` is set to a number of seconds.
pub(crate) fn from_env() -> Option<Duration> {
    let s: f64 = std::env::var(ENV).ok()?.parse().ok()?;
    (s > 0.0).then(|| Duration::from_secs_f64(s))
}

/// Is the map to be left out?
pub(crate) fn empty_scene() -> bool {
    std::env::var(ENV_EMPTY).is_ok_and(|v| v == "1")
}

#[derive(Resource)]
struct Measure {
    length: Duration,
    frames: u32,
    started: Option<(Instant, u32)>,
}

/// Measures for as long as `STEPPE_FPS` says (nothing if it is not set).
pub(crate) fn plugin(app: &mut App) {
    let Some(length) = from_env() else { return };
    app.insert_resource(Measure {
        length,
        frames: 0,
        started: None,
    })
    .add_systems(Last, count);
}

fn count(mut m: ResMut<Measure>, mut exit: MessageWriter<AppExit>) {
    m.frames += 1;
    let frames = m.frames;
    match m.started {
        None if frames >= WARM_UP_FRAMES => m.started = Some((Instant::now(), frames)),
        Some((at, first)) if at.elapsed() >= m.length => {
            let secs = at.elapsed().as_secs_f64();
            let n = frames - first;
            println!(
                "fps: {:.1} ({n} frames in {secs:.1} s)",
                f64::from(n) / secs
            );
            exit.write(AppExit::Success);
        }
        _ => {}
    }
}
