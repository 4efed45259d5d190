//! The unit details window (the units under the pointer, else the selected unit: type, size,
//! nationality, every step's factors with the current one marked, and what it did this phase)
//! and the keyboard help overlay (F1).
use crate::state::Hovered;
use crate::state::PanelCover;
use crate::state::{CurrentGame, Selection, UiSet, Windows};
use crate::ui::ERROR;
use crate::ui::layout::{placed, scrolled};
use crate::ui::titles::{HELP, UNIT};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::engine::game::Game;
use steppe_rules::model::tables::UnitId;
use steppe_rules::state::UnitStatus;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (draw_unit, draw_help).in_set(UiSet::Windows),
    );
}

/// The keys and mouse actions, as the help overlay lists them.
pub(crate) const KEYS: &[(&str, &str)] = &[
    (
        "Left click",
        "select a unit / move it / plan an attack / place a unit",
    ),
    ("Right drag, middle drag", "pan the map"),
    ("Arrow keys, W A S D", "pan the map"),
    ("Mouse wheel", "zoom toward the pointer"),
    ("Home", "the whole map; again: back to the front"),
    (
        "Esc",
        "drop the selection or the planned attack; close the save list, the end screen",
    ),
    (
        "Enter",
        "make the planned attack; answer the hand-over screen (Space too)",
    ),
    ("1 to 9", "pick the numbered choice of a battle"),
    (
        "Tab",
        "the next unit that can move / target to attack / unit to place",
    ),
    (
        "Ctrl+E",
        "end the phase (while the computer thinks: play now)",
    ),
    (
        "Ctrl+Z",
        "undo one command (never past a die roll or the computer's command)",
    ),
    ("Ctrl+S", "save the game"),
    ("Ctrl+O", "open a saved game"),
    ("Z", "show or hide the enemy's zones of control"),
    ("U", "show or hide the hexes out of supply"),
    ("N", "show or hide the hex numbers"),
    (
        "C / T / L / I",
        "combat results table / terrain chart / battle log / unit details",
    ),
    (
        "O",
        "the objectives: every victory condition and who holds its hexes",
    ),
    ("P", "who plays each side: a person or the computer"),
    (
        "G",
        "what-if: games played out from here, win rates and charts",
    ),
    (
        "F2",
        "set-up mode, for designers: edit the scenario's set-up in its file",
    ),
    (
        ", and .",
        "watching a game back: a command back and forward ([ and ] a phase, Page Up and Page \
         Down a turn, Space plays)",
    ),
    ("F1", "this help"),
    ("F12", "save a screenshot"),
];

/// The lines describing a unit.
pub(crate) fn unit_lines(g: &Game, u: UnitId) -> Vec<String> {
    let def = &g.scenario.units[u as usize];
    let st = &g.state.units[u as usize];
    let ut = &g.rules.unit_types[def.unit_type as usize];
    let nat = &g.rules.nationalities[def.nationality as usize];
    let mut lines = vec![
        format!(
            "{} — {} {:?}, {}",
            g.unit_name(u),
            ut.name,
            def.size,
            nat.name
        ),
        format!(
            "moves as {}",
            g.rules.classes[ut.class as usize].name.to_lowercase()
        ),
    ];
    for (k, f) in def.steps.iter().enumerate() {
        let here = k as u32 == st.losses;
        let name = if k == 0 {
            "full strength".to_string()
        } else {
            format!(
                "after {}",
                steppe_rules::model::words::counted(k, "step loss", "step losses")
            )
        };
        lines.push(format!(
            "{} {}-{}-{} {name}",
            if here { ">" } else { "  " },
            f.attack,
            f.defense,
            f.movement
        ));
    }
    let status = match st.status() {
        UnitStatus::OnMap(h) => format!("in {}", g.label(h)),
        UnitStatus::NotArrived => "not arrived yet".into(),
        UnitStatus::Waiting => "waiting to be placed".into(),
        UnitStatus::Eliminated => "eliminated".into(),
        UnitStatus::Withdrawn => "withdrawn".into(),
    };
    let mut did = vec![status];
    for (i, m) in g.rules.unit_markers.iter().enumerate() {
        if st.has(i as u8) {
            did.push(m.name.clone());
        }
    }
    if st.out_of_supply {
        did.push("OUT OF SUPPLY".into());
    }
    lines.push(did.join(", "));
    lines
}

/// "Stack of 3 in 1504: 3 of 10 stacking points", for two or more units in one hex.
pub(crate) fn stack_line(g: &Game, units: &[UnitId]) -> Option<String> {
    if units.len() < 2 {
        return None;
    }
    let first = &g.scenario.units[units[0] as usize];
    let hex = g.state.unit_hex(units[0])?;
    let points: u32 = units
        .iter()
        .map(|&u| g.rules.unit_types[g.scenario.units[u as usize].unit_type as usize].stack_points)
        .sum();
    Some(format!(
        "Stack of {} in {}: {points} of {} stacking points",
        units.len(),
        g.label(hex),
        g.rules.stacking[first.side as usize]
    ))
}

fn draw_unit(
    mut contexts: EguiContexts,
    cover: Res<PanelCover>,
    game: Res<CurrentGame>,
    hovered: Res<Hovered>,
    selection: Res<Selection>,
    mut windows: ResMut<Windows>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let g = &game.0;
    let mut units: Vec<UnitId> = hovered
        .0
        .map_or_else(Vec::new, |h| g.state.units_at(h).collect());
    if units.is_empty()
        && let Some(s) = &selection.0
    {
        units.push(s.unit);
    }
    placed(UNIT, &cover, ctx)
        .open(&mut windows.unit)
        .default_width(300.0)
        .resizable(false)
        .show(ctx, |ui| {
            // Taller than its room in the column, it scrolls.
            scrolled(ui, UNIT, |ui| {
                if units.is_empty() {
                    ui.label("Point at a unit to see it here.");
                }
                if let Some(line) = stack_line(g, &units) {
                    ui.label(egui::RichText::new(line).strong());
                    ui.separator();
                }
                // The window scrolls (`layout`): at most a third of the map area tall.
                for u in units {
                    for (i, line) in unit_lines(g, u).into_iter().enumerate() {
                        if i == 0 {
                            ui.label(egui::RichText::new(line).strong());
                        } else if line.contains("OUT OF SUPPLY") {
                            ui.colored_label(ERROR, line);
                        } else {
                            ui.label(egui::RichText::new(line).monospace());
                        }
                    }
                    ui.separator();
                }
            });
        });
    Ok(())
}

fn draw_help(
    mut contexts: EguiContexts,
    cover: Res<PanelCover>,
    game: Res<CurrentGame>,
    mut windows: ResMut<Windows>,
) -> Result {
    if !windows.help {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    placed(HELP, &cover, ctx)
        .open(&mut open)
        .resizable(false)
        .show(ctx, |ui| {
            // The keys, then the map's symbols, one under the other in the dock's width.
            scrolled(ui, HELP, |ui| {
                for (key, what) in KEYS {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(egui::RichText::new(*key).strong());
                        ui.label(*what);
                    });
                }
                ui.separator();
                crate::ui::legend::show(ui, &game.0);
            });
        });
    if !open {
        windows.help = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::ui::info::*;

    #[test]
    fn a_unit_is_described_with_every_step() {
        let g = crate::test_game();
        let tank = g.scenario.unit_by_id("tank1203").unwrap();
        let lines = unit_lines(&g, tank);
        assert!(lines[0].contains("Tank Army"), "{lines:?}");
        let steps = g.scenario.units[tank as usize].steps.len();
        assert_eq!(lines.len(), 2 + steps + 1);
        assert!(lines[2].starts_with("> 8-8-8"), "{lines:?}");
    }
}
