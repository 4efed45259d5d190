//! The screenshot mode for tests: with `STEPPE_SCREENSHOT=/path/file.png` set, the app lets the
//! board draw for a few frames, captures the primary window to that file and exits, with
//! success only if the file was written.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

/// The environment variable naming the PNG to write.
pub(crate) const ENV: &str = "STEPPE_SCREENSHOT";
/// Frames drawn before the capture (pipelines compile synchronously in this mode).
const WAIT_FRAMES: u32 = 30;
/// Frames drawn after the file is written, before exiting.
const EXIT_AFTER: u32 = 3;
/// Frames to wait for a requested capture before giving up.
const GIVE_UP_AFTER: u32 = 600;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, prepare).add_systems(Update, drive);
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Drawing,
    Requested { at: u32 },
    Saved { at: u32 },
    Done,
}

/// Where to write the screenshot and how far along it is.
#[derive(Resource, Debug)]
pub(crate) struct ScreenshotRequest {
    path: PathBuf,
    frame: u32,
    stage: Stage,
}

impl ScreenshotRequest {
    /// The request named by `STEPPE_SCREENSHOT`, if set and not empty.
    pub fn from_env() -> Option<Self> {
        let path = std::env::var_os(ENV).filter(|p| !p.is_empty())?;
        Some(ScreenshotRequest {
            path: PathBuf::from(path),
            frame: 0,
            stage: Stage::Drawing,
        })
    }
}

/// Makes the folder, and removes an old file so that a stale picture can't pass for a new one.
fn prepare(shot: Res<ScreenshotRequest>) {
    if let Some(dir) = shot.path.parent().filter(|d| !d.as_os_str().is_empty())
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        error!("cannot create {}: {e}", dir.display());
    }
    if shot.path.exists()
        && let Err(e) = std::fs::remove_file(&shot.path)
    {
        error!("cannot remove the old {}: {e}", shot.path.display());
    }
}

fn drive(
    mut commands: Commands,
    mut shot: ResMut<ScreenshotRequest>,
    mut exit: MessageWriter<AppExit>,
) {
    shot.frame += 1;
    let frame = shot.frame;
    match shot.stage {
        Stage::Drawing if frame >= WAIT_FRAMES => {
            let mut save = save_to_disk(shot.path.clone());
            commands.spawn(Screenshot::primary_window()).observe(
                move |captured: On<ScreenshotCaptured>, mut shot: ResMut<ScreenshotRequest>| {
                    save(captured);
                    shot.stage = Stage::Saved { at: shot.frame };
                },
            );
            shot.stage = Stage::Requested { at: frame };
        }
        Stage::Requested { at } if frame > at + GIVE_UP_AFTER => {
            eprintln!("steppe: no screenshot after {GIVE_UP_AFTER} frames");
            shot.stage = Stage::Done;
            exit.write(AppExit::error());
        }
        Stage::Saved { at } if frame >= at + EXIT_AFTER => {
            shot.stage = Stage::Done;
            if shot.path.is_file() {
                eprintln!("steppe: screenshot written to {}", shot.path.display());
                exit.write(AppExit::Success);
            } else {
                eprintln!(
                    "steppe: the screenshot {} was not written",
                    shot.path.display()
                );
                exit.write(AppExit::error());
            }
        }
        _ => {}
    }
}
