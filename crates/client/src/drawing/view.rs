//! Keeping in view what the player must look at next: the hexes a picked unit may be placed in
//! (at least one of them), the hexes a retreat may be drawn through (all of them, if they fit).
//! A [`ShowHexes`] message asks; if the hexes are under a window or a bar, or off screen, the
//! camera is moved (not zoomed) to the nearest position where they are clear of every egui
//! window and bar, as egui last laid them out.
//!
//! The view must not jump under the player's hand: an ask moves it once at most (not again as
//! windows settle), never while a mouse button is down (it waits for the release), and an
//! attack moves it once at most from its planning to its last question (the defender's hex
//! names the attack): the planning asks for the defender's surroundings, so that the retreat
//! and the advance are already in view when they are asked.

use crate::state::PanelCover;
use crate::state::{BoardLayout, CombatPlan, CurrentGame, ShowHexes, UiSet};

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::model::map::HexIdx;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ShowHexes>()
        .add_systems(EguiPrimaryContextPass, show.after(UiSet::Dialogs));
}

/// Screen pixels between the camera positions tried.
const STEP: f32 = 32.0;

/// A hex on screen: its centre and its six corners (logical pixels).
type HexPoints = [Vec2; 7];

/// The screen move that shows the most of `hexes` clear (every point of a hex), nearest first;
/// `None` if the view already shows them (all, or one of them). `clear` says whether a screen
/// position is free of windows and bars; `size` is the window's.
fn best_shift(
    hexes: &[HexPoints],
    all: bool,
    size: Vec2,
    clear: impl Fn(Vec2) -> bool,
) -> Option<Vec2> {
    let points: Vec<Vec2> = hexes.iter().map(|h| h[0]).collect();
    let shown = |shift: Vec2| {
        hexes
            .iter()
            .filter(|h| h.iter().all(|&p| clear(p + shift)))
            .count()
    };
    let enough = |n: usize| if all { n == points.len() } else { n > 0 };
    if points.is_empty() || enough(shown(Vec2::ZERO)) {
        return None;
    }
    // Shifts that put the points' centre at each grid position on the screen, nearest first.
    let centre = points.iter().sum::<Vec2>() / points.len() as f32;
    let (nx, ny) = ((size.x / STEP) as i32, (size.y / STEP) as i32);
    let mut shifts: Vec<Vec2> = (0..=nx)
        .flat_map(|i| (0..=ny).map(move |j| Vec2::new(i as f32, j as f32) * STEP))
        .map(|at| at - centre)
        .collect();
    shifts.sort_by(|a, b| a.length_squared().total_cmp(&b.length_squared()));
    let mut best: Option<(usize, Vec2)> = None;
    for s in shifts {
        let n = shown(s);
        if enough(n) {
            return Some(s);
        }
        if best.is_none_or(|(m, _)| n > m) {
            best = Some((n, s));
        }
    }
    best.filter(|(n, _)| *n > shown(Vec2::ZERO)).map(|(_, s)| s)
}

/// Frames over which an ask is looked at again: egui lays windows out from the frame before, so
/// a window that opens with the ask (the combat panel with the retreat) is seen a frame late.
const FRAMES: u8 = 10;

/// The attack an ask belongs to, named by its defender's hex: the battle waiting, else the
/// planned attack, in a combat phase; none outside one.
fn attack_of(game: &CurrentGame, plan: &CombatPlan) -> Option<HexIdx> {
    let g = &game.0;
    if g.rules.phases[g.state.phase].kind != steppe_rules::data::ruleset::PhaseKind::Combat {
        return None;
    }
    g.state.pending.as_ref().map(|p| p.hex).or(plan.defender)
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn show(
    mut asks: MessageReader<ShowHexes>,
    mut current: Local<Option<(ShowHexes, u8)>>,
    mut moved_for: Local<Option<HexIdx>>,
    game: Res<CurrentGame>,
    plan: Res<CombatPlan>,
    buttons: Res<ButtonInput<MouseButton>>,
    mut contexts: EguiContexts,
    board: Res<BoardLayout>,
    cover: Res<PanelCover>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&mut Transform, &Projection), With<crate::state::MainCamera>>,
    mut redraw: MessageWriter<RequestRedraw>,
) -> Result {
    let attack = attack_of(&game, &plan);
    if let Some(ask) = asks.read().last() {
        // The attack's one move is spent: its later asks (the retreat, the advance) wait for
        // the player to look, with the hexes already near.
        if attack.is_none() || attack != *moved_for {
            *current = Some((ask.clone(), FRAMES));
        }
    }
    let Some((ask, left)) = current.take() else {
        return Ok(());
    };
    // A click or a drag under way: the view keeps still until the button is up.
    if buttons.get_pressed().next().is_some() {
        *current = Some((ask, left));
        return Ok(());
    }
    if left > 1 {
        *current = Some((ask.clone(), left - 1));
        redraw.write(RequestRedraw);
    }
    let ctx = contexts.ctx_mut()?;
    let (mut transform, projection) = camera.into_inner();
    let Projection::Orthographic(o) = projection else {
        return Ok(());
    };
    let size = window.size();
    let cam = transform.translation.truncate();
    // World to screen (logical pixels, y down).
    let to_screen = |w: Vec2| {
        let d = (w - cam) / o.scale;
        size / 2.0 + Vec2::new(d.x, -d.y)
    };
    let hexes: Vec<HexPoints> = ask
        .hexes
        .iter()
        .map(|&h| {
            let k = board.corners(h);
            [board.centre(h), k[0], k[1], k[2], k[3], k[4], k[5]].map(to_screen)
        })
        .collect();
    let clear = |p: Vec2| {
        p.x >= 0.0
            && p.y >= 0.0
            && p.x <= size.x
            && p.y <= size.y
            && !cover.covers(size, p)
            && ctx
                .layer_id_at(egui::pos2(p.x, p.y))
                .is_none_or(|l| l.order == egui::Order::Background)
    };
    if let Some(shift) = best_shift(&hexes, ask.all, size, clear) {
        // Moving the points by `shift` on screen moves the camera the other way.
        let world = Vec2::new(-shift.x, shift.y) * o.scale;
        transform.translation = (cam + world).extend(transform.translation.z);
        // Once: the ask is answered, and the attack's move spent.
        *current = None;
        if attack.is_some() {
            *moved_for = attack;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::drawing::view::*;

    /// A 640x400 window whose right 200 pixels are under a panel.
    fn clear(p: Vec2) -> bool {
        p.x >= 0.0 && p.y >= 0.0 && p.x < 440.0 && p.y <= 400.0
    }

    /// A hex as a point (its seven points together).
    fn at(x: f32, y: f32) -> HexPoints {
        [Vec2::new(x, y); 7]
    }

    #[test]
    fn nothing_moves_when_the_hexes_show() {
        let size = Vec2::new(640.0, 400.0);
        let pts = [at(100.0, 100.0), at(500.0, 100.0)];
        assert_eq!(best_shift(&pts, false, size, clear), None, "one shows");
        assert!(best_shift(&pts[1..], false, size, clear).is_some());
        assert_eq!(best_shift(&[], true, size, clear), None);
    }

    #[test]
    fn the_view_moves_the_least_that_clears_them_all() {
        let size = Vec2::new(640.0, 400.0);
        // Under the panel: moved left until all are clear of it, no farther than needed.
        let pts = [at(500.0, 200.0), at(540.0, 200.0)];
        let s = best_shift(&pts, true, size, clear).expect("moves");
        assert!(pts.iter().all(|p| clear(p[0] + s)), "{s}");
        assert!(s.length() < 160.0, "{s}");
        // Off screen to the left: moved right.
        let s = best_shift(&[at(-300.0, 50.0)], true, size, clear).expect("moves");
        assert!(clear(Vec2::new(-300.0, 50.0) + s), "{s}");
        // A hex whose centre is clear but whose edge is under the panel is not in view.
        let mut edge = at(430.0, 200.0);
        edge[1].x = 450.0;
        assert!(best_shift(&[edge], true, size, clear).is_some());
    }

    #[test]
    fn too_many_to_fit_shows_as_many_as_it_can() {
        let size = Vec2::new(640.0, 400.0);
        // 600 pixels apart: never both in 440 clear pixels.
        let pts = [at(-700.0, 100.0), at(-100.0, 100.0)];
        let s = best_shift(&pts, true, size, clear).expect("moves");
        assert_eq!(pts.iter().filter(|p| clear(p[0] + s)).count(), 1);
    }
}
