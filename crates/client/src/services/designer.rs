//! Set-up mode's edits carried out on the scenario file: each request is made in the file's own
//! text (`files::edit`: only the edited values change, the result checked first, never over a
//! file changed underneath), then the reload path shows it at once ([`ReloadNow`]). Undo and
//! redo write back the file's text from before or after an edit, byte for byte. A new
//! scenario is written into the user's scenarios folder (`files::blank`) and opened in its
//! place, every side played by hand, set-up mode on.

use crate::services::saves::{LastSave, Source};
use crate::state::{
    CurrentGame, DesignHistory, DesignRequest, Designer, ReloadNow, Seats, SendCommand, StatusLine,
};
use bevy::prelude::*;
use std::path::Path;
use steppe_files::Loaded;
use steppe_files::edit::edit_scenario;
use steppe_files::{Expect, read, write_text};
use steppe_rules::engine::game::Game;
use steppe_rules::engine::rule_choices::RuleChoices;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        carry_out
            .run_if(on_message::<DesignRequest>)
            .before(crate::services::reload::Reloading),
    );
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn carry_out(
    mut requests: MessageReader<DesignRequest>,
    game: Res<CurrentGame>,
    mut source: ResMut<Source>,
    mut designer: ResMut<Designer>,
    mut history: ResMut<DesignHistory>,
    mut status: ResMut<StatusLine>,
    mut reload: MessageWriter<ReloadNow>,
    mut send: MessageWriter<SendCommand>,
    mut opened: (ResMut<Seats>, ResMut<LastSave>),
    viewing: Option<Res<crate::state::Viewing>>,
) {
    let watching = viewing.is_some_and(|v| v.on);
    for request in requests.read() {
        // A game watched back is on screen, not the set-up: nothing is written.
        if watching {
            *status = StatusLine::error(
                "watching a game back: close the viewer (Close) to edit the set-up again",
            );
            continue;
        }
        if let DesignRequest::NewScenario {
            ruleset,
            name,
            width,
            height,
        } = request
        {
            let dir = source.user_scenarios();
            match create(&dir, ruleset, name, *width, *height) {
                Ok((g, loaded)) => {
                    let what = format!(
                        "new scenario {}: paint the map, add units (New unit), move the objective; every edit is written into it",
                        loaded.scenario_path.display()
                    );
                    source.loaded = loaded;
                    opened.0.sides = vec![None; g.rules.sides.len()];
                    *opened.1 = LastSave::of(&g);
                    designer.on = true;
                    *status = StatusLine::info(what.clone());
                    send.write(SendCommand::Replace(Box::new(g), what));
                }
                Err(why) => *status = StatusLine::error(format!("no new scenario: {why}")),
            }
            continue;
        }
        if !game.0.log.is_empty() {
            *status = StatusLine::error(
                "set-up mode edits a scenario before its first command: start a new game of it",
            );
            continue;
        }
        let path = source.loaded.scenario_path.clone();
        let before = history.written.clone();
        match carry_out_one(&path, request, &mut history) {
            Ok(said) => {
                if history.written != before {
                    history.writes += 1;
                    history.last_write = said
                        .split(" (written to ")
                        .next()
                        .unwrap_or(&said)
                        .to_string();
                }
                *status = StatusLine::info(said);
                reload.write(ReloadNow);
            }
            Err(why) => *status = StatusLine::error(why),
        }
    }
}

/// A new scenario written into `dir` and opened: the game of it and its files.
fn create(
    dir: &Path,
    ruleset: &Path,
    name: &str,
    width: u32,
    height: u32,
) -> Result<(Game, Loaded), String> {
    let path = steppe_files::blank::new_scenario(dir, ruleset, name, width, height)?;
    let o = steppe_files::open(
        &path,
        crate::services::new_seed(),
        &RuleChoices::default(),
        steppe_files::ChangedFiles::Refuse,
    )
    .map_err(|e| e.to_string())?;
    Ok((o.game, o.loaded))
}

/// One request on the file at `path`: what was done, or why nothing was.
pub(crate) fn carry_out_one(
    path: &Path,
    request: &DesignRequest,
    history: &mut DesignHistory,
) -> Result<String, String> {
    if history.file.as_deref() != Some(path) {
        // Another file: the edits kept are of the last one.
        history.undo.clear();
        history.redo.clear();
        history.written = None;
        history.file = Some(path.to_path_buf());
    }
    let on_disk = read(path).map_err(|d| d.to_string())?;
    if history.written.as_ref().is_some_and(|w| *w != on_disk) {
        // Someone else saved it: their text is the one to edit from now on.
        history.undo.clear();
        history.redo.clear();
        history.written = Some(on_disk.clone());
        return Err(format!(
            "{} changed on disk since the last edit here: reloaded, edit again (undo starts afresh)",
            path.display()
        ));
    }
    match request {
        DesignRequest::Edit(edit) => {
            let edited = edit_scenario(path, std::slice::from_ref(edit), Some(&on_disk))
                .map_err(|d| d.to_string())?;
            let said = format!("set-up: {edit}");
            if edited == on_disk {
                return Ok(format!("{said}: already so"));
            }
            history.undo.push((on_disk, said.clone()));
            history.redo.clear();
            history.written = Some(edited);
            Ok(format!("{said} (written to {})", path.display()))
        }
        DesignRequest::Undo => {
            // Taken off the list only once written: a refused write keeps it.
            let (before, what) = history
                .undo
                .last()
                .cloned()
                .ok_or("nothing to undo in the set-up")?;
            write_text(path, &before, Expect::Text(&on_disk))
                .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
            history.undo.pop();
            history.redo.push((on_disk, what.clone()));
            history.written = Some(before);
            Ok(format!("undone: {what}"))
        }
        DesignRequest::Redo => {
            // Taken off the list only once written: a refused write keeps it.
            let (after, what) = history
                .redo
                .last()
                .cloned()
                .ok_or("nothing to redo in the set-up")?;
            write_text(path, &after, Expect::Text(&on_disk))
                .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
            history.redo.pop();
            history.undo.push((on_disk, what.clone()));
            history.written = Some(after);
            Ok(format!("redone: {what}"))
        }
        DesignRequest::NewScenario { .. } => Err("a new scenario is not an edit".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use steppe_rules::load::edit::Edit;

    fn copy(name: &str) -> std::path::PathBuf {
        let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
        let dir =
            std::env::temp_dir().join(format!("steppe-designer-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("rulesets")).unwrap();
        std::fs::copy(
            root.join("scenarios/rulesets/gpw.ron"),
            dir.join("rulesets/gpw.ron"),
        )
        .unwrap();
        let file = dir.join("gpw_barbarossa.ron");
        std::fs::copy(root.join("scenarios/gpw_barbarossa.ron"), &file).unwrap();
        file
    }

    /// An edit, its undo and its redo: the file holds the edited text, the original byte for
    /// byte, then the edited text again; a refused edit changes nothing and says why.
    #[test]
    fn edits_undo_and_redo_write_the_file() {
        let file = copy("undo");
        let original = std::fs::read_to_string(&file).unwrap();
        let mut d = DesignHistory::default();
        let mv = DesignRequest::Edit(Edit::Move {
            unit: "g_56pz".into(),
            hex: "1612".into(),
        });
        let said = carry_out_one(&file, &mv, &mut d).expect("moved");
        assert!(said.contains("g_56pz to 1612"), "{said}");
        let edited = std::fs::read_to_string(&file).unwrap();
        assert!(edited.contains("at: \"1612\""));
        carry_out_one(&file, &DesignRequest::Undo, &mut d).expect("undone");
        assert!(std::fs::read_to_string(&file).unwrap() == original);
        carry_out_one(&file, &DesignRequest::Redo, &mut d).expect("redone");
        assert!(std::fs::read_to_string(&file).unwrap() == edited);
        let sea = DesignRequest::Edit(Edit::Move {
            unit: "g_26".into(),
            hex: "1311".into(),
        });
        let why = carry_out_one(&file, &sea, &mut d).unwrap_err();
        assert!(why.contains("1311 is sea"), "{why}");
        assert!(std::fs::read_to_string(&file).unwrap() == edited);
        // Saved by another editor meanwhile: not written over, and undo starts afresh.
        std::fs::write(&file, original.replace("Barbarossa", "Taifun")).unwrap();
        let why = carry_out_one(&file, &DesignRequest::Undo, &mut d).unwrap_err();
        assert!(why.contains("changed on disk"), "{why}");
        assert!(std::fs::read_to_string(&file).unwrap().contains("Taifun"));
        assert!(d.undo.is_empty());
    }

    /// A new unit from the form on a hex and another arriving: the file passes the check with
    /// both (a German corps after the last German unit, a Soviet army in turn 3's list); undone
    /// twice, the file is the original byte for byte; a unit added is deleted again.
    #[test]
    fn units_added_from_the_form_are_written_and_undone() {
        use steppe_rules::load::edit::Start;
        let file = copy("add");
        let original = std::fs::read_to_string(&file).unwrap();
        let game = crate::barbarossa_in(|_| true);
        let nat = |id: &str| {
            game.rules
                .nationalities
                .iter()
                .position(|n| n.id == id)
                .unwrap()
        };
        let kind = |id: &str| {
            game.rules
                .unit_types
                .iter()
                .position(|t| t.id == id)
                .unwrap()
        };
        let mut form = Designer::default().unit;
        form.nationality = nat("german");
        form.unit_type = kind("armor");
        form.name = "XLVIII Panzer Corps".into();
        form.like_others(&game);
        assert_eq!(form.steps.len(), 2, "like the file's German armor");
        let mut d = DesignHistory::default();
        let german = form.unit(&game, Start::Hex("1612".into())).unwrap();
        assert_eq!(german.id, "g_xlviii_panzer_corps");
        carry_out_one(
            &file,
            &DesignRequest::Edit(Edit::Add(Box::new(german))),
            &mut d,
        )
        .expect("added");
        form.nationality = nat("soviet");
        form.unit_type = kind("infantry");
        form.name = "5th Army".into();
        form.like_others(&game);
        let soviet = form.unit(&game, Start::Turn(3)).unwrap();
        let said = carry_out_one(
            &file,
            &DesignRequest::Edit(Edit::Add(Box::new(soviet))),
            &mut d,
        )
        .expect("added");
        assert!(said.contains("arriving on turn 3"), "{said}");
        let loaded = steppe_files::load_scenario(&file).expect("the file checks");
        let s = loaded.scenario.unit_by_id("s_5th_army").expect("written");
        assert!(
            loaded
                .scenario
                .reinforcements
                .iter()
                .any(|a| a.turn == 3 && a.units.contains(&s))
        );
        assert!(
            loaded.scenario.units
                [loaded.scenario.unit_by_id("g_xlviii_panzer_corps").unwrap() as usize]
                .start
                .is_some()
        );
        let both = std::fs::read_to_string(&file).unwrap();
        carry_out_one(
            &file,
            &DesignRequest::Edit(Edit::Delete {
                unit: "s_5th_army".into(),
            }),
            &mut d,
        )
        .expect("deleted");
        carry_out_one(&file, &DesignRequest::Undo, &mut d).expect("undone");
        assert!(std::fs::read_to_string(&file).unwrap() == both);
        carry_out_one(&file, &DesignRequest::Undo, &mut d).expect("undone");
        carry_out_one(&file, &DesignRequest::Undo, &mut d).expect("undone");
        assert!(std::fs::read_to_string(&file).unwrap() == original);
        // No name yet: the form says so, and nothing is asked.
        form.name = " ".into();
        assert!(
            form.unit(&game, Start::Turn(1))
                .unwrap_err()
                .contains("name")
        );
    }
}
