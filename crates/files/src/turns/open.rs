//! Opening a turn file: the file checked against itself (its commands replay to every hash its
//! chain carries) and against the receiver's record (the same game, not their own file, not
//! older than what they sent, not from another branch), then the game handed over.

use crate::turns::against::{against_record, new_record, same_game};
use crate::turns::chain::{agreeing, side_name, start, turn_words};
use crate::turns::record::{self, Record};
use crate::turns::walk::Walk;
use crate::{Loaded, LoadedSave, catalog, load_scenario, read};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use steppe_rules::engine::save::mail::{MailChain, hex};
use steppe_rules::engine::save::{SaveFile, commands, parse_save};
use steppe_rules::engine::words::describe_command;
use steppe_rules::mechanics::combat::acting_side;
use steppe_rules::model::tables::SideId;
use steppe_rules::play::Policy;

/// A turn file opened: the game replayed to its end, and what the receiver has not seen.
pub struct OpenedTurn {
    /// The game replayed to the file's end (with undo), its files and seats.
    pub save: LoadedSave,
    /// Index in `save.game.log` of the first command the receiver has not seen: the end of the
    /// last turn the receiver sent (0 if none).
    pub since: usize,
    /// Who sent it.
    pub from_side: SideId,
    /// The game turn it was sent at.
    pub turn: u32,
    /// One line for the status bar.
    pub summary: String,
}

/// Checks a turn file as [`open_turn`] does, writing nothing: whether it would be accepted by
/// the player whose record is in `record_dir`; with none, the file against itself only (it was
/// not changed after it was written).
pub fn check_turn(path: &Path, record_dir: Option<&Path>) -> Result<OpenedTurn, String> {
    inspect(path, record_dir).map(|(o, _, _)| o)
}

/// Opens a turn file sent by the opponent: checks it (see the module) and records it in
/// `record_dir` as the last file opened in its game; every refusal says what happened and
/// leaves the record as it was.
pub fn open_turn(path: &Path, record_dir: &Path) -> Result<OpenedTurn, String> {
    let (opened, rec, text) = inspect(path, Some(record_dir))?;
    record::store(record_dir, &rec, &text)?;
    Ok(opened)
}

/// The checks, the game opened, the record as it will be and the file's text.
fn inspect(path: &Path, record_dir: Option<&Path>) -> Result<(OpenedTurn, Record, String), String> {
    let name = path.display().to_string();
    let text = read(path).map_err(|d| d.to_string())?;
    let save = parse_save(&name, &text).map_err(|d| d.to_string())?;
    let Some(mail) = save.mail.clone() else {
        return Err(format!(
            "{name} is a saved game, not a turn file: it carries no hash chain (turn files are \
             written by Send turn…); open it with Open… to watch it"
        ));
    };
    let Some(last) = mail.links.last().cloned() else {
        return Err(changed(&name, "its chain holds no turn"));
    };
    let scenario_name = file_name(&save.scenario);
    let rec = match record_dir {
        Some(d) => record::load(d, &mail.game)?,
        None => None,
    };
    if let Some(r) = &rec {
        same_game(r, &save, &scenario_name, &last.side)?;
    }
    let loaded = scenario_of(path, &save, rec.as_ref())?;
    let game_walk = replay(&name, &text, &save, &loaded)?;
    let walk = &game_walk;
    let g = &walk.game;
    let sides = sides_of(&name, g, &mail)?;
    verify(&name, &save, &mail, walk, &sides)?;
    let from = *sides.last().expect("a link");
    let me = receiver(&name, g, from, rec.as_ref(), record_dir)?;
    let me_id = g.rules.sides[me as usize].id.clone();
    let on = record::now();
    let mut r = match rec {
        Some(r) => {
            against_record(&r, &mail, &save, walk, record_dir.unwrap_or(Path::new(".")))?;
            r
        }
        None => new_record(
            &mail,
            &save,
            &scenario_name,
            &me_id,
            g,
            record_dir.is_some(),
        )?,
    };
    let since = r.last_sent().map_or(0, |i| r.links[i].commands);
    let since_words = r.last_sent().map_or_else(
        || "the start".to_string(),
        |i| {
            let k = &r.links[i];
            format!(
                "your {}",
                turn_words(g, &k.side, k.turn).trim_start_matches("the ")
            )
        },
    );
    r.learn(&mail, &on);
    let n = g.log.len();
    let summary = format!(
        "{} opened ({}, game {}): {} command{} since {since_words}",
        turn_words(g, &last.side, last.turn),
        g.scenario.name,
        mail.game,
        n - since,
        if n - since == 1 { "" } else { "s" },
    );
    let seats = save
        .seats(&name, &text, g, str::parse::<Policy>)
        .map_err(|d| d.to_string())?;
    let opened = OpenedTurn {
        save: LoadedSave {
            loaded,
            game: game_walk.game,
            seats,
            changed: None,
        },
        since,
        from_side: from,
        turn: last.turn,
        summary,
    };
    Ok((opened, r, text))
}

fn changed(name: &str, what: &str) -> String {
    format!("{name} was changed after it was written: {what}")
}

fn file_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map_or_else(|| path.to_string(), |s| s.to_string_lossy().into_owned())
}

fn side_index(g: &steppe_rules::engine::game::Game, id: &str) -> Option<SideId> {
    g.rules
        .sides
        .iter()
        .position(|s| s.id == id)
        .map(|i| i as SideId)
}

/// The side the file is for: the record's; with no record yet, the side to act, else the
/// first other. The file must pass the game to it (or end it).
fn receiver(
    name: &str,
    g: &steppe_rules::engine::game::Game,
    from: SideId,
    rec: Option<&Record>,
    record_dir: Option<&Path>,
) -> Result<SideId, String> {
    let acting = acting_side(g, &g.state);
    let me = match rec {
        Some(r) => side_index(g, &r.side).ok_or_else(|| {
            format!(
                "your record of game {} ({}) names no side of the game, \"{}\": it was edited",
                r.game,
                record::record_path(record_dir.unwrap_or(Path::new(".")), &r.game).display(),
                r.side
            )
        })?,
        None if acting != from => acting,
        None => (0..g.rules.sides.len() as SideId)
            .find(|&s| s != from)
            .unwrap_or(from),
    };
    if !g.state.over && acting != me {
        return Err(changed(
            name,
            &format!(
                "it does not pass the game to the {}: the {} is to play",
                g.rules.sides[me as usize].name, g.rules.sides[acting as usize].name
            ),
        ));
    }
    Ok(me)
}

/// The receiver's copy of the scenario the file names: as written, beside the file, or the
/// shipped one of that name (the players' folders differ); refused if its text is not the
/// sender's.
fn scenario_of(path: &Path, save: &SaveFile, rec: Option<&Record>) -> Result<Loaded, String> {
    let named = PathBuf::from(&save.scenario);
    let base = file_name(&save.scenario);
    let mut tries = vec![
        named.clone(),
        path.parent().unwrap_or(Path::new(".")).join(&named),
        path.parent().unwrap_or(Path::new(".")).join(&base),
    ];
    if let Some(shipped) = catalog::shipped_dir() {
        tries.push(shipped.join(&base));
        if let Some(r) = rec {
            tries.push(shipped.join(&r.scenario));
        }
    }
    let Some(found) = tries.iter().find(|p| p.is_file()) else {
        return Err(format!(
            "the scenario this turn file is played on, {}, is not on this computer (looked for it \
             as named, beside the file and among the shipped scenarios)",
            save.scenario
        ));
    };
    let loaded = load_scenario(found).map_err(|d| d.to_string())?;
    if hex(loaded.content_hash) != save.content_hash {
        return Err(format!(
            "this turn file was played on other scenario files than yours ({} and its ruleset \
             differ from the sender's): both players need the same files",
            found.display()
        ));
    }
    Ok(loaded)
}

/// The file's commands replayed; one that does not replay means the file was changed.
fn replay(name: &str, text: &str, save: &SaveFile, loaded: &Loaded) -> Result<Walk, String> {
    let scenario = save
        .rule_choices()
        .apply(&loaded.ruleset, &loaded.scenario)
        .map_err(|e| changed(name, &e))?;
    let cmds = commands(name, text, save, &scenario).map_err(|d| changed(name, &d.to_string()))?;
    Walk::replay(
        loaded.ruleset.clone(),
        Arc::new(scenario),
        save.seed,
        &cmds,
        true,
    )
    .map_err(|(i, e)| {
        changed(
            name,
            &format!("its command {} is illegal when replayed: {e}", i + 1),
        )
    })
}

/// Each link's side, by index.
fn sides_of(
    name: &str,
    g: &steppe_rules::engine::game::Game,
    mail: &MailChain,
) -> Result<Vec<SideId>, String> {
    mail.links
        .iter()
        .map(|l| {
            side_index(g, &l.side).ok_or_else(|| {
                changed(
                    name,
                    &format!("its chain names no side of the game, {}", l.side),
                )
            })
        })
        .collect()
}

/// The file against itself: the chain recomputes on the commands, its last turn ends at the
/// last command, the final state is the one written, and no turn holds a command another side
/// was to play (but for the standing answers to battles' questions).
fn verify(
    name: &str,
    save: &SaveFile,
    mail: &MailChain,
    walk: &Walk,
    sides: &[SideId],
) -> Result<(), String> {
    let g = &walk.game;
    let k = agreeing(
        &mail.links,
        start(mail, &save.content_hash, save.seed),
        &save.commands,
        walk,
    );
    let from_of = |k: usize| {
        if k == 0 {
            0
        } else {
            mail.links[k - 1].commands
        }
    };
    if k < mail.links.len() {
        let l = &mail.links[k];
        return Err(changed(
            name,
            &format!(
                "{}'s commands ({} to {}) do not give the hashes it carries",
                turn_words(g, &l.side, l.turn),
                from_of(k) + 1,
                l.commands
            ),
        ));
    }
    let n = g.log.len();
    let last = mail.links.last().expect("a link");
    if last.commands != n || hex(g.state_hash()) != save.state_hash {
        return Err(changed(
            name,
            &format!(
                "its {n} commands do not end where its last turn ({} commands) and its state hash say",
                last.commands
            ),
        ));
    }
    for (k, l) in mail.links.iter().enumerate() {
        if let Some(i) = walk.out_of_turn(from_of(k), l.commands, sides[k]) {
            return Err(format!(
                "{}'s command {} ({}) was the {}'s to play: the {} played it for them, so the \
                 file is refused",
                turn_words(g, &l.side, l.turn),
                i + 1,
                describe_command(g, &g.log[i]),
                g.rules.sides[walk.acting[i] as usize].name,
                side_name(g, &l.side)
            ));
        }
    }
    Ok(())
}
