//! Set-up mode's clicks on the map (`state::Designer`): with the move tool a counter is pressed
//! on and released over another hex (a unit picked from the set-up window's list is released
//! the same way, or, in entry mode, its clicks toggle its group's entry hexes); the terrain tool
//! paints the hexes clicked or dragged over; the hexside tool takes two neighbouring hexes; the
//! objectives tool an objective and the hex it moves to; the places tool the hex whose place
//! the window edits; the new-unit tool the hex the unit of its form starts in. Ctrl+Z and Ctrl+Y undo and redo. Each edit is a
//! [`DesignRequest`] for the file; the game's own clicks are off meanwhile (`Blocked`).

use crate::state::{CurrentGame, DesignRequest, Designer, Dialog, Hovered, StatusLine, Tool};
use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::load::edit::{Edit, Start};
use steppe_rules::model::map::{HexIdx, NO_HEX};

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
        Tool::Move => Ok(move_unit(game, designer, hex, (pressed, released))),
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
        Tool::Hexside => hexside(game, designer, hex, pressed),
        Tool::Objectives => {
            if !pressed {
                return Ok(None);
            }
            let objective = |h| game.scenario.victory.iter().any(|v| v.hexes.contains(&h));
            match designer.first.take() {
                Some(first) if first == hex => Ok(None),
                Some(first) => Ok(Some(Edit::Objective {
                    from: map.label(first),
                    to: label,
                })),
                None if objective(hex) => {
                    designer.first = Some(hex);
                    Ok(None)
                }
                None => Err(format!(
                    "{label} is not an objective: click one of the hexes ringed in gold"
                )),
            }
        }
        Tool::NewUnit => {
            if !pressed {
                return Ok(None);
            }
            let unit = designer.unit.unit(game, Start::Hex(label))?;
            Ok(Some(Edit::Add(Box::new(unit))))
        }
        Tool::Places => {
            if pressed {
                // The form starts from the place as it is.
                let place = map.place(hex);
                designer.first = Some(hex);
                designer.place_name = place.and_then(|p| p.name.clone()).unwrap_or_default();
                designer.place_features = place.map_or_else(Vec::new, |p| {
                    p.features
                        .iter()
                        .map(|&f| game.rules.features[f as usize].id.clone())
                        .collect()
                });
            }
            Ok(None)
        }
    }
}

/// The move tool: a counter pressed on and released over another hex moves there (one released
/// where it was pressed is offered for taking off the map); a reinforcement picked from the
/// list, in entry mode, toggles its group's entry hexes. The edit, if any.
fn move_unit(
    game: &Game,
    designer: &mut Designer,
    hex: HexIdx,
    (pressed, released): (bool, bool),
) -> Option<Edit> {
    let label = game.scenario.map.label(hex);
    // A reinforcement picked from the list, in entry mode: each click toggles an entry
    // hex of its group.
    if designer.entry_mode
        && let Some(unit) = designer.picked
        && game.state.unit_hex(unit).is_none()
    {
        return pressed.then(|| Edit::Entry {
            unit: game.scenario.units[unit as usize].id.clone(),
            hex: label,
        });
    }
    if pressed && designer.picked.is_none() {
        designer.picked = game.state.units_at(hex).last();
    }
    // A quick click presses and releases in one frame: both are seen here.
    if !released {
        return None;
    }
    let unit = designer.picked.take()?;
    if game.state.unit_hex(unit) == Some(hex) {
        // Clicked, not moved: the set-up window offers to take it off the map.
        designer.focus = Some(unit);
        return None;
    }
    designer.focus = None;
    Some(Edit::Move {
        unit: game.scenario.units[unit as usize].id.clone(),
        hex: label,
    })
}

/// The hexside tool: two neighbouring hexes clicked one after the other take the kind picked.
fn hexside(
    game: &Game,
    designer: &mut Designer,
    hex: HexIdx,
    pressed: bool,
) -> Result<Option<Edit>, String> {
    let map = &game.scenario.map;
    let label = map.label(hex);
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

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn clicks(
    buttons: Res<ButtonInput<MouseButton>>,
    hovered: Res<Hovered>,
    game: Res<CurrentGame>,
    mut designer: ResMut<Designer>,
    mut status: ResMut<StatusLine>,
    mut send: MessageWriter<DesignRequest>,
    mut last_painted: Local<Option<HexIdx>>,
    mut from_map: Local<bool>,
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
    if pressed {
        *from_map = hovered.0.is_some();
    }
    let Some(hex) = hovered.0 else {
        // A drag from the map released off it (over a panel) is dropped; a click in the panels
        // (a unit picked from the list, a box ticked) leaves the pick alone.
        if released && std::mem::take(&mut *from_map) {
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
    // every frame); the copy holds picks only, no file texts.
    let mut d = designer.clone();
    let asked = on_pointer(&game.0, &mut d, hex, pressed, held, released);
    if d != *designer {
        *designer = d;
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
    use crate::barbarossa_in;

    /// Press on a counter, release over another hex: a move of that unit there; the terrain
    /// tool paints only hexes of another letter; the hexside tool takes two neighbours.
    #[test]
    fn pointer_gestures_ask_for_edits() {
        let game = barbarossa_in(|_| true);
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

    /// The objectives tool takes an objective then a hex; the places tool fills the form from
    /// the place clicked; entry mode toggles a picked reinforcement's entry hexes.
    #[test]
    fn objectives_places_and_entry_hexes() {
        let game = barbarossa_in(|_| true);
        let map = &game.scenario.map;
        let mut d = Designer {
            on: true,
            tool: Tool::Objectives,
            ..Designer::default()
        };
        let moscow = map.parse_hex("Moscow").unwrap();
        let east = map.parse_hex("3410").unwrap();
        assert!(on_pointer(&game, &mut d, east, true, true, false).is_err());
        assert_eq!(
            on_pointer(&game, &mut d, moscow, true, true, false),
            Ok(None)
        );
        assert_eq!(
            on_pointer(&game, &mut d, east, true, true, false),
            Ok(Some(Edit::Objective {
                from: "3409".into(),
                to: "3410".into()
            }))
        );
        d.tool = Tool::Places;
        assert_eq!(
            on_pointer(&game, &mut d, moscow, true, true, false),
            Ok(None)
        );
        assert_eq!(d.place_name, "Moscow");
        assert_eq!(d.place_features, vec!["major_city", "fortress"]);
        d.tool = Tool::Move;
        d.picked = game.scenario.unit_by_id("g_34");
        d.entry_mode = true;
        assert_eq!(
            on_pointer(&game, &mut d, east, true, true, false),
            Ok(Some(Edit::Entry {
                unit: "g_34".into(),
                hex: "3410".into()
            }))
        );
        assert_eq!(
            on_pointer(&game, &mut d, east, false, false, true),
            Ok(None)
        );
        assert_eq!(d.picked, game.scenario.unit_by_id("g_34"), "still picked");
    }

    /// The new-unit tool: a click without a name says what is missing; with one, a press on a
    /// hex asks for the form's unit there.
    #[test]
    fn the_new_unit_tool_puts_the_forms_unit_in_the_hex_clicked() {
        let game = barbarossa_in(|_| true);
        let hex = game.scenario.map.parse_hex("1612").unwrap();
        let mut d = Designer {
            on: true,
            tool: Tool::NewUnit,
            ..Designer::default()
        };
        assert!(on_pointer(&game, &mut d, hex, true, true, false).is_err());
        d.unit.name = "Gruppe Nord".into();
        let Ok(Some(Edit::Add(u))) = on_pointer(&game, &mut d, hex, true, true, false) else {
            panic!("no unit asked for");
        };
        assert_eq!(u.start, Start::Hex("1612".into()));
        assert_eq!(u.nationality, game.rules.nationalities[0].id);
        assert_eq!(on_pointer(&game, &mut d, hex, false, false, true), Ok(None));
    }
}
