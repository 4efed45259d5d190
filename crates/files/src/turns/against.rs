//! The checks of a turn file against the receiver's record: the same game, not their own
//! file, not older than what they sent, not from another branch; and the record a first file
//! of a game begins.

use crate::read;
use crate::turns::chain::{parting, side_name, turn_words};
use crate::turns::record::{self, Known, Record};
use crate::turns::walk::Walk;
use std::path::Path;
use steppe_rules::engine::save::mail::MailChain;
use steppe_rules::engine::save::{SaveFile, parse_save};

/// The record's game is the file's: the same scenario, files and seed, and not the receiver's
/// own side's file.
pub fn same_game(r: &Record, save: &SaveFile, scenario: &str, from: &str) -> Result<(), String> {
    if r.scenario != scenario || r.seed != save.seed || r.content_hash != save.content_hash {
        return Err(format!(
            "this file is of another game: it carries the id of your game {} ({}, seed {}), but \
             is of {scenario}, seed {}{}",
            r.game,
            r.scenario,
            r.seed,
            save.seed,
            if r.content_hash == save.content_hash {
                ""
            } else {
                ", made from other scenario files"
            }
        ));
    }
    if r.side == from {
        let sent = r.last_sent().map(|i| &r.links[i]);
        return Err(format!(
            "this is your own turn file: your side ({from}) sent it{}; it goes to your opponent",
            sent.map(|k| format!(" (your last was turn {}, sent on {})", k.turn, k.on))
                .unwrap_or_default()
        ));
    }
    Ok(())
}

/// A first file of a game this folder has no record of: refused if the receiver's side has
/// sent turns in it (it is another game, or was not sent to them), unless no folder is asked.
pub fn new_record(
    mail: &MailChain,
    save: &SaveFile,
    scenario: &str,
    me: &str,
    g: &steppe_rules::engine::game::Game,
    folder: bool,
) -> Result<Record, String> {
    if let Some(l) = mail.links.iter().find(|l| folder && l.side == me) {
        return Err(format!(
            "this file is of game {} ({scenario}, seed {}), in which the {} sent {} already, but \
             this data folder has no record of that game: it is another game, or your record of \
             it is in another folder",
            mail.game,
            save.seed,
            side_name(g, me),
            turn_words(g, &l.side, l.turn)
        ));
    }
    Ok(Record {
        game: mail.game.clone(),
        scenario: scenario.to_string(),
        content_hash: save.content_hash.clone(),
        seed: save.seed,
        side: me.to_string(),
        links: Vec::new(),
    })
}

/// The file against the receiver's record: it holds every turn the receiver knows (else it is
/// older than their last turn, or from another branch), and the turns it adds are the sender's.
pub fn against_record(
    r: &Record,
    mail: &MailChain,
    save: &SaveFile,
    walk: &Walk,
    dir: &Path,
) -> Result<(), String> {
    let g = &walk.game;
    let known = &r.links;
    let f = &mail.links;
    if let Some(d) = (0..known.len().min(f.len())).find(|&d| !known[d].is(&f[d])) {
        return Err(branch(r, &known[d], save, walk, dir));
    }
    if f.len() < known.len() {
        let i = f.len() - 1;
        let answer = known[i + 1..].iter().find(|k| k.side == r.side);
        return Err(match answer {
            Some(a) => format!(
                "this is {} file, which you opened on {}; you have already answered it with your \
                 {} sent on {}: this file is older than your last turn",
                turn_words(g, &f[i].side, f[i].turn),
                known[i].on,
                turn_words(g, &a.side, a.turn).trim_start_matches("the "),
                a.on
            ),
            None => format!(
                "this is {} file, older than the {} file you opened on {}",
                turn_words(g, &f[i].side, f[i].turn),
                turn_words(g, &known[known.len() - 1].side, known[known.len() - 1].turn),
                known[known.len() - 1].on
            ),
        });
    }
    if let Some(l) = f[known.len()..].iter().find(|l| l.side == r.side) {
        return Err(format!(
            "this file holds {} that this data folder did not send: it was not sent from here, or \
             was made by someone else",
            turn_words(g, &l.side, l.turn)
        ));
    }
    Ok(())
}

/// Why a file that parts from the receiver's known chain at `known` is refused: where it parts
/// (the command, from the copy of the last file sent or opened) and whose turn it changes.
fn branch(r: &Record, known: &Known, save: &SaveFile, walk: &Walk, dir: &Path) -> String {
    let g = &walk.game;
    let at = read(&record::last_copy_path(dir, &r.game))
        .ok()
        .and_then(|t| parse_save("copy", &t).ok())
        .map(|copy| parting(&save.commands, &copy.commands))
        .map(|i| {
            let turn = walk.turn.get(i).copied().unwrap_or(g.state.turn);
            format!(" at command {}, turn {turn}", i + 1)
        })
        .unwrap_or_default();
    if known.side == r.side {
        format!(
            "this file's game parts from yours{at}: the opponent did not play on from your last \
             turn ({} sent on {}), but from another branch of the game",
            turn_words(g, &known.side, known.turn).trim_start_matches("the "),
            known.on
        )
    } else {
        format!(
            "this file's game parts from yours{at}: its {} is not the one you opened on {}; the \
             opponent played that turn again",
            turn_words(g, &known.side, known.turn).trim_start_matches("the "),
            known.on
        )
    }
}
