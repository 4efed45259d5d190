//! Set-up mode's clicks on the map (`state::Designer`): with the move tool a counter is pressed
//! on and released over another hex (a unit picked from the set-up window's list is released
//! the same way); the terrain tool paints the hexes clicked or dragged over; the hexside tool
//! takes two neighbouring hexes. Ctrl+Z and Ctrl+Y undo and redo. Each edit is a
//! [`DesignRequest`] for the file; the game's own clicks are off meanwhile (`Blocked`).

use crate::client::state::{
    CurrentGame, DesignRequest, Designer, Dialog, Hovered, StatusLine, Tool,
};
use crate::rules::engine::game::Game;
use crate::rules::load::edit::Edit;
use crate::rules::model::map::{HexIdx, NO_HEX};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (clicks, keys)
            .run_if(|d: Res<Designer>, dialog: Res<Dialog>| d.on && *dialog == Dialog::None),
    );
}

/// What pressing, holding and releasing the left button over `hex` asks for with `tool`.
pub(crate) fn on_pointer(
    game: &Game,
    designer: &mut Designer,
    hex: HexIdx,
    pressed: bool,
    held: bool,
    released: bool,
) -> Result<Option<Edit>, String> {
    let map = &game.scenario.map;
    let label = map.label(hex);
    match designer.tool {
        Tool::Move => {
            if pressed && designer.picked.is_none() {
                designer.picked = game.state.units_at(hex).last();
            }
            // A quick click presses and releases in one frame: both are seen here.
            if !released {
                return Ok(None);
            }
            let Some(unit) = designer.picked.take() else {
                return Ok(None);
            };
            if game.state.unit_hex(unit) == Some(hex) {
                // Clicked, not moved: the set-up window offers to take it off the map.
                designer.focus = Some(unit);
                return Ok(None);
            }
            designer.focus = None;
            Ok(Some(Edit::Move {
                unit: game.scenario.units[unit as usize].id.clone(),
                hex: label,
            }))
        }
        Tool::Terrain => {
            if !(pressed || held) {
                return Ok(None);
            }
            let letter = designer
                .letter
                .ok_or("pick a terrain in the set-up window first")?;
            let now = game.rules.terrain[map.terrain[hex as usize] as usize].letter;
            Ok((now != letter).then_some(Edit::Terrain { hex: label, letter }))
        }
        Tool::Hexside => {
            if !pressed {
                return Ok(None);
            }
            let kind = designer
                .kind
                .clone()
                .ok_or("pick a hexside kind in the set-up window first")?;
            match designer.first.take() {
                Some(first) if first == hex => Ok(None),
                Some(first)
                    if map.neighbours[first as usize]
                        .iter()
                        .any(|&n| n == hex && n != NO_HEX) =>
                {
                    Ok(Some(Edit::Hexside {
                        a: map.label(first),
                        b: label,
                        kind,
                    }))
                }
                _ => {
                    designer.first = Some(hex);
                    Ok(None)
                }
            }
        }
    }
}

fn clicks(
    buttons: Res<ButtonInput<MouseButton>>,
    hovered: Res<Hovered>,
    game: Res<CurrentGame>,
    mut designer: ResMut<Designer>,
    mut status: ResMut<StatusLine>,
    mut send: MessageWriter<DesignRequest>,
    mut last_painted: Local<Option<HexIdx>>,
) {
    let (pressed, held, released) = (
        buttons.just_pressed(MouseButton::Left),
        buttons.pressed(MouseButton::Left),
        buttons.just_released(MouseButton::Left),
    );
    if !(pressed || held || released) {
        return;
    }
    if !held {
        *last_painted = None;
    }
    let Some(hex) = hovered.0 else {
        // Released off the map (over a panel): the drag is dropped.
        if released {
            designer.bypass_change_detection().picked = None;
        }
        return;
    };
    // A held button paints each hex once, not once a frame.
    if designer.tool == Tool::Terrain && !pressed && *last_painted == Some(hex) {
        return;
    }
    if designer.tool == Tool::Terrain {
        *last_painted = Some(hex);
    }
    // Only a change of what is picked marks the resource changed (a held button runs this
    // every frame).
    let mut d = designer.clone();
    let asked = on_pointer(&game.0, &mut d, hex, pressed, held, released);
    if d.picked != designer.picked || d.first != designer.first || d.focus != designer.focus {
        designer.picked = d.picked;
        designer.first = d.first;
        designer.focus = d.focus;
    }
    match asked {
        Ok(Some(edit)) => {
            send.write(DesignRequest::Edit(edit));
        }
        Ok(None) => {}
        Err(why) => *status = StatusLine::error(why),
    }
}

fn keys(keys: Res<ButtonInput<KeyCode>>, mut send: MessageWriter<DesignRequest>) {
    if !keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyZ) {
        send.write(DesignRequest::Undo);
    }
    if keys.just_pressed(KeyCode::KeyY) {
        send.write(DesignRequest::Redo);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Press on a counter, release over another hex: a move of that unit there; the terrain
    /// tool paints only hexes of another letter; the hexside tool takes two neighbours.
    #[test]
    fn pointer_gestures_ask_for_edits() {
        let game = crate::client::barbarossa_in(|_| true);
        let map = &game.scenario.map;
        let mut d = Designer {
            on: true,
            ..Designer::default()
        };
        let from = map.parse_hex("1512").unwrap();
        let to = map.parse_hex("1612").unwrap();
        assert_eq!(on_pointer(&game, &mut d, from, true, true, false), Ok(None));
        assert!(d.picked.is_some());
        assert_eq!(
            on_pointer(&game, &mut d, to, false, false, true),
            Ok(Some(Edit::Move {
                unit: "g_56pz".into(),
                hex: "1612".into()
            }))
        );
        assert!(d.picked.is_none());
        // Pressed and released on its own hex: picked for the window, not moved.
        assert_eq!(on_pointer(&game, &mut d, from, true, true, false), Ok(None));
        assert_eq!(
            on_pointer(&game, &mut d, from, false, false, true),
            Ok(None)
        );
        assert_eq!(d.focus, game.scenario.unit_by_id("g_56pz"));
        // Pressed and released in one frame (a quick click): the same.
        d.focus = None;
        assert_eq!(on_pointer(&game, &mut d, from, true, false, true), Ok(None));
        assert_eq!(
            (d.focus, d.picked),
            (game.scenario.unit_by_id("g_56pz"), None)
        );
        d.tool = Tool::Terrain;
        assert!(on_pointer(&game, &mut d, to, true, true, false).is_err());
        let here = game.rules.terrain[map.terrain[to as usize] as usize].letter;
        d.letter = Some(here);
        assert_eq!(on_pointer(&game, &mut d, to, true, true, false), Ok(None));
        d.letter = Some('m');
        assert!(matches!(
            on_pointer(&game, &mut d, to, false, true, false),
            Ok(Some(Edit::Terrain { letter: 'm', .. }))
        ));
        d.tool = Tool::Hexside;
        d.kind = Some("river".into());
        assert_eq!(on_pointer(&game, &mut d, from, true, true, false), Ok(None));
        assert!(matches!(
            on_pointer(&game, &mut d, to, true, true, false),
            Ok(Some(Edit::Hexside { .. }))
        ));
    }
}
