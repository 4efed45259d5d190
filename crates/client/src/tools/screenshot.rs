//! The screenshot mode for tests: with `STEPPE_SCREENSHOT=/path/file.png` set, the app lets the
//! board draw for a few frames, captures the primary window to that file and exits, with
//! success only if the file was written.
//!
//! Three more variables set the scene first: `STEPPE_SCREENSHOT_PHASE=<phase id>` ends phases
//! until that one begins, `STEPPE_SCREENSHOT_SELECT=<unit id>` selects a unit (its reach is
//! shaded, the camera centred on it) and `STEPPE_SCREENSHOT_HOVER=<hex>` pins the pointer on a
//! hex (the path to it shows; by default the selected unit's costliest destination).
//! `STEPPE_SCREENSHOT_ATTACK=<hex>` (or `any`: the first hex that can be attacked) plans an
//! attack on that hex in a combat phase, as a click there would: the combat panel shows its
//! odds and the camera is centred on it.
use crate::input::combat::{CombatClick, on_click};
use crate::state::BoardLayout;
use crate::state::attackable;
use crate::state::select;
use crate::state::{CombatPlan, CurrentGame, Selection};
use crate::state::{HoverFrozen, Hovered};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;
use steppe_rules::engine::game::Game;
use steppe_rules::state::command::Command;

/// The environment variable naming the PNG to write.
pub(crate) const ENV: &str = "STEPPE_SCREENSHOT";
const ENV_PHASE: &str = "STEPPE_SCREENSHOT_PHASE";
const ENV_SELECT: &str = "STEPPE_SCREENSHOT_SELECT";
const ENV_HOVER: &str = "STEPPE_SCREENSHOT_HOVER";
const ENV_ATTACK: &str = "STEPPE_SCREENSHOT_ATTACK";
/// Phases ended at most while looking for `STEPPE_SCREENSHOT_PHASE`.
const MAX_PHASES: usize = 1000;
/// Frames drawn before the capture (pipelines compile synchronously in this mode).
const WAIT_FRAMES: u32 = 30;
/// The frame at which the camera is centred on the selected unit (after the startup fit).
const FOCUS_FRAME: u32 = 5;
/// The camera's scale when centred on the selected unit.
const FOCUS_SCALE: f32 = 0.9;
/// Frames drawn after the file is written, before exiting.
const EXIT_AFTER: u32 = 3;
/// Frames to wait for a requested capture before giving up.
const GIVE_UP_AFTER: u32 = 600;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, (prepare, set_scene))
        .add_systems(Update, drive);
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
    phase: Option<String>,
    select: Option<String>,
    hover: Option<String>,
    attack: Option<String>,
}

impl ScreenshotRequest {
    /// The request named by `STEPPE_SCREENSHOT`, if set and not empty.
    pub fn from_env() -> Option<Self> {
        let path = std::env::var_os(ENV).filter(|p| !p.is_empty())?;
        let var = |name| std::env::var(name).ok().filter(|v| !v.is_empty());
        Some(ScreenshotRequest {
            path: PathBuf::from(path),
            frame: 0,
            stage: Stage::Drawing,
            phase: var(ENV_PHASE),
            select: var(ENV_SELECT),
            hover: var(ENV_HOVER),
            attack: var(ENV_ATTACK),
        })
    }

    /// Ends phases until the requested one begins (through `Game::apply`, as a player would).
    pub fn advance(&self, game: &mut Game) -> Result<(), String> {
        let Some(id) = &self.phase else { return Ok(()) };
        if !game.rules.phases.iter().any(|p| &p.id == id) {
            return Err(format!("{ENV_PHASE}: no phase {id:?} in the ruleset"));
        }
        for _ in 0..MAX_PHASES {
            if &game.rules.phases[game.state.phase].id == id {
                return Ok(());
            }
            game.apply(Command::EndPhase)
                .map_err(|e| format!("{ENV_PHASE}: cannot end a phase: {e}"))?;
        }
        Err(format!("{ENV_PHASE}: phase {id:?} never began"))
    }
}

/// Selects the requested unit and pins the pointer on the requested hex.
fn set_scene(
    shot: Res<ScreenshotRequest>,
    game: Res<CurrentGame>,
    mut selection: ResMut<Selection>,
    mut hovered: ResMut<Hovered>,
    mut frozen: ResMut<HoverFrozen>,
    mut plan: ResMut<CombatPlan>,
    mut exit: MessageWriter<AppExit>,
) {
    hovered.0 = None;
    let g = &game.0;
    let mut fail = |text: String| {
        eprintln!("steppe: {text}");
        exit.write(AppExit::error());
    };
    if let Some(id) = &shot.select {
        match g.scenario.unit_by_id(id) {
            None => fail(format!("{ENV_SELECT}: no unit {id:?} in the scenario")),
            Some(u) => match select(g, u) {
                Ok(s) => {
                    // The costliest destination, to show a long path.
                    let far = s.reach.dests.iter().copied().max_by_key(|&h| {
                        (!s.reach.must_stop(h), s.reach.cost(h), std::cmp::Reverse(h))
                    });
                    hovered.0 = far;
                    selection.0 = Some(s);
                }
                Err(e) => fail(format!("{ENV_SELECT}: {e}")),
            },
        }
    }
    if let Some(text) = &shot.attack {
        let hex = if text == "any" {
            attackable(g).first().copied()
        } else {
            g.scenario.map.parse_hex(text)
        };
        match hex.map(|h| on_click(g, &plan, h)) {
            Some(CombatClick::Plan(p, _)) => *plan = p,
            Some(CombatClick::Explain(e)) => fail(format!("{ENV_ATTACK}: {e}")),
            _ => fail(format!("{ENV_ATTACK}: no attack on {text:?} to plan")),
        }
    }
    // Without a real pointer the hover is pinned, so the picture is the same on every run.
    frozen.0 = true;
    if let Some(text) = &shot.hover {
        match g.scenario.map.parse_hex(text) {
            Some(h) => hovered.0 = Some(h),
            None => fail(format!("{ENV_HOVER}: no hex {text:?} on the map")),
        }
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
    selection: Res<Selection>,
    plan: Res<CombatPlan>,
    board: Res<BoardLayout>,
    camera: Option<Single<(&mut Transform, &mut Projection), With<crate::state::MainCamera>>>,
) {
    shot.frame += 1;
    let frame = shot.frame;
    let focus = selection
        .0
        .as_ref()
        .map(|s| s.reach.start)
        .or(plan.defender);
    if frame == FOCUS_FRAME
        && let (Some(hex), Some(camera)) = (focus, camera)
    {
        let (mut transform, mut projection) = camera.into_inner();
        let at = board.centre(hex);
        transform.translation = at.extend(transform.translation.z);
        if let Projection::Orthographic(o) = &mut *projection {
            o.scale = FOCUS_SCALE;
        }
    }
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

#[cfg(test)]
mod tests {
    use crate::tools::screenshot::*;

    #[test]
    fn the_phase_variable_ends_phases_until_that_one() {
        let mut game = crate::test_game();
        let target = game.rules.phases.last().expect("phases").id.clone();
        let shot = ScreenshotRequest {
            path: PathBuf::from("unused.png"),
            frame: 0,
            stage: Stage::Drawing,
            phase: Some(target.clone()),
            select: None,
            hover: None,
            attack: None,
        };
        shot.advance(&mut game).expect("reached");
        assert_eq!(game.rules.phases[game.state.phase].id, target);
        let bad = ScreenshotRequest {
            phase: Some("no_such_phase".into()),
            ..shot
        };
        assert!(bad.advance(&mut game).is_err());
    }
}
