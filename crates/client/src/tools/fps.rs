//! The frame-rate mode for the frame-budget bench (scripts/frame_bench.sh): with
//! `STEPPE_FPS=<seconds>` the app draws continuously, skips the first frames (pipelines compile,
//! the window settles), counts the frames drawn in that many seconds of wall time, prints
//! `fps: <frames per second> (<frames> frames in <seconds> s)` and exits. With
//! `STEPPE_EMPTY_SCENE=1` as well, `run` leaves out everything drawn on the map (board,
//! counters, overlays), keeping the camera and the same egui panels: the baseline the scenario is
//! compared with. `STEPPE_FPS_VIEW=whole` presses `Home` before the count starts, so the whole
//! map is measured rather than the opening view. What the window holds in memory is printed as
//! it ends (`tools::memory`).

use bevy::prelude::*;
use std::time::{Duration, Instant};

/// Seconds to measure for.
pub(crate) const ENV: &str = "STEPPE_FPS";
/// Leave the map out.
pub(crate) const ENV_EMPTY: &str = "STEPPE_EMPTY_SCENE";
/// `whole`: measure the whole map's view (`Home` pressed), not the opening view.
const ENV_VIEW: &str = "STEPPE_FPS_VIEW";
/// The frame `Home` is pressed on, once the panels have been measured and the opening view set.
const HOME_FRAME: u32 = 20;
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
    /// When the count started, the frames drawn by then and the process's CPU time then.
    started: Option<(Instant, u32, Duration)>,
}

/// The CPU time (user and system, every thread) the process has used: with the frames drawn, the
/// CPU a frame costs, which another program on the machine changes less than the frame rate.
fn cpu_time() -> Duration {
    // SAFETY: getrusage writes the struct it is given and reads nothing else.
    let usage = unsafe {
        let mut u: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &raw mut u);
        u
    };
    let tv = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    tv(usage.ru_utime) + tv(usage.ru_stime)
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
    match std::env::var(ENV_VIEW).as_deref() {
        Ok("whole") => {
            app.add_systems(PreUpdate, press_home.after(bevy::input::InputSystems));
        }
        Ok("opening") | Err(_) => {}
        Ok(other) => eprintln!(
            "steppe: {ENV_VIEW}={other} is not a view (whole or opening): the opening view is measured"
        ),
    }
}

/// Presses `Home` once and lets it go the next frame, as a player would: the camera shows the
/// whole map.
fn press_home(m: Res<Measure>, mut keys: ResMut<ButtonInput<KeyCode>>) {
    if m.frames == HOME_FRAME {
        keys.press(KeyCode::Home);
    } else if m.frames == HOME_FRAME + 1 {
        keys.release(KeyCode::Home);
    }
}

fn count(
    mut m: ResMut<Measure>,
    mut exit: MessageWriter<AppExit>,
    meshes: Res<Assets<Mesh>>,
    images: Res<Assets<Image>>,
) {
    m.frames += 1;
    let frames = m.frames;
    match m.started {
        None if frames >= WARM_UP_FRAMES => {
            m.started = Some((Instant::now(), frames, cpu_time()));
        }
        Some((at, first, cpu)) if at.elapsed() >= m.length => {
            let secs = at.elapsed().as_secs_f64();
            let n = frames - first;
            let cpu_ms =
                cpu_time().saturating_sub(cpu).as_secs_f64() * 1000.0 / f64::from(n.max(1));
            println!(
                "fps: {:.1} ({n} frames in {secs:.1} s; {cpu_ms:.1} ms of CPU a frame)",
                f64::from(n) / secs
            );
            print!("{}", crate::tools::memory::report(&meshes, &images));
            exit.write(AppExit::Success);
        }
        _ => {}
    }
}
