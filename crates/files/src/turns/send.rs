//! Sending a turn: the checks that the game is at a point where it passes to the other side,
//! the new link of the chain, the turn file written atomically and the sender's record updated.

use crate::Loaded;
use crate::turns::chain::{agreeing, parting, side_name, start, turn_words, value};
use crate::turns::record::{self, Record, TURN_SUFFIX};
use crate::turns::walk::Walk;
use crate::write_atomic;
use std::path::{Path, PathBuf};
use steppe_rules::engine::game::Game;
use steppe_rules::engine::save::mail::{MailChain, MailLink, hex, link_hash};
use steppe_rules::engine::save::{HUMAN, SavedCommand, parse_save, save_file, to_saved};
use steppe_rules::engine::words::describe_command;
use steppe_rules::mechanics::combat::acting_side;
use steppe_rules::model::tables::SideId;
use steppe_rules::play::Policy;

/// A turn file's name: the scenario's, the side's and the game turn's, with `-2`, `-3`... for
/// a side's second and later files of one turn (a battle that waited on the other side):
/// `gpw_campaign-soviet-turn03.steppe-turn.ron`.
pub fn turn_file_name(scenario: &str, side: &str, turn: u32, part: usize) -> String {
    let part = if part > 1 {
        format!("-{part}")
    } else {
        String::new()
    };
    format!("{scenario}-{side}-turn{turn:02}{part}{TURN_SUFFIX}")
}

/// Writes the turn file of `side` for `game` (its whole command log) into `out_dir`, named
/// after the scenario, the side and the turn, and records it in `record_dir` (the sender's
/// data folder). Refused, with the reason and nothing written, when the game does not pass to
/// another side now (the sender's turn is not over and no battle waits on the other side's
/// answer), when a command since the last file was another side's to play (other than the
/// rules' standing answer to a battle's question), when nothing was played since, or when the
/// game parts from what this folder's record says was sent and opened.
pub fn send_turn(
    game: &Game,
    loaded: &Loaded,
    seats: &[Option<Policy>],
    side: SideId,
    out_dir: &Path,
    record_dir: &Path,
) -> Result<PathBuf, String> {
    let side_id = game
        .rules
        .sides
        .get(side as usize)
        .ok_or_else(|| format!("no side {side} in {}", game.rules.name))?
        .id
        .clone();
    let walk = Walk::replay(
        game.rules.clone(),
        game.scenario.clone(),
        game.seed,
        &game.log,
        false,
    )
    .map_err(|(i, e)| format!("this game's command {} does not replay: {e}", i + 1))?;
    let saved: Vec<SavedCommand> = game.log.iter().map(|c| to_saved(game, c)).collect();
    let stem = loaded
        .scenario_path
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let scenario = format!("{stem}.ron");
    let content = hex(loaded.content_hash);
    let mut rec = find_record(
        game, &scenario, &content, &side_id, &saved, &walk, record_dir,
    )?;
    if rec.side != side_id {
        return Err(format!(
            "in this game played by e-mail (id {}) you play the {}, not the {}",
            rec.game,
            side_name(game, &rec.side),
            side_name(game, &side_id)
        ));
    }
    let chain = rec.chain();
    let n = game.log.len();
    let from = chain.links.last().map_or(0, |l| l.commands);
    if n == from {
        return resend(game, &rec, record_dir, out_dir, &stem);
    }
    check_new(game, &walk, from, side)?;
    let turn = walk.turn[n - 1];
    let prev = chain
        .links
        .last()
        .map_or_else(|| start(&chain, &content, game.seed), value);
    let hash = game.state_hash();
    let mut links = chain.links;
    links.push(MailLink {
        side: side_id.clone(),
        turn,
        commands: n,
        state_hash: hex(hash),
        chain: hex(link_hash(prev, &side_id, turn, &saved[from..], n, hash)),
    });
    let mut file = save_file(
        game,
        &loaded.scenario_path.display().to_string(),
        loaded.content_hash,
        &seat_names(seats),
    );
    let mail = MailChain {
        game: rec.game.clone(),
        links,
    };
    let name = file_name(&stem, &mail);
    file.mail = Some(mail.clone());
    let text = file.text(&header(game, &side_id, turn, &rec.game));
    let path = out_dir.join(name);
    write_atomic(&path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    rec.learn(&mail, &record::now());
    record::store(record_dir, &rec, &text)?;
    Ok(path)
}

fn seat_names(seats: &[Option<Policy>]) -> Vec<&'static str> {
    seats
        .iter()
        .map(|s| s.map_or(HUMAN, Policy::name))
        .collect()
}

fn header(game: &Game, side: &str, turn: u32, id: &str) -> String {
    format!(
        "// A steppe turn file, played by e-mail: {} of {} (game {id}). Open it with Open turn… \
         (or watch it with Open…); its commands must replay to every hash it carries.\n",
        turn_words(game, side, turn),
        game.scenario.name
    )
}

/// The file name of the chain's last link.
fn file_name(stem: &str, chain: &MailChain) -> String {
    let last = chain.links.last().expect("a chain sent has a link");
    let part = chain
        .links
        .iter()
        .filter(|l| l.side == last.side && l.turn == last.turn)
        .count();
    turn_file_name(stem, &last.side, last.turn, part)
}

/// Nothing played since the chain's last link: the same file again if that link is the
/// sender's own (a file lost on the way), else nothing to send.
fn resend(
    game: &Game,
    rec: &Record,
    record_dir: &Path,
    out_dir: &Path,
    stem: &str,
) -> Result<PathBuf, String> {
    let Some(last) = rec.links.last() else {
        return Err("nothing to send: no command has been played in this game".into());
    };
    if last.side != rec.side {
        return Err(format!(
            "nothing to send: no command played since {} you opened on {}",
            turn_words(game, &last.side, last.turn),
            last.on
        ));
    }
    let copy = record::last_copy_path(record_dir, &rec.game);
    let text = crate::read(&copy).map_err(|d| d.to_string())?;
    let path = out_dir.join(file_name(stem, &rec.chain()));
    write_atomic(&path, &text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path)
}

/// The commands since the last link are the sender's to send: each was theirs to play (or the
/// standing answer to the other side's battle question), and the game now waits on another side
/// (or is over).
fn check_new(game: &Game, walk: &Walk, from: usize, side: SideId) -> Result<(), String> {
    let n = game.log.len();
    let name = |s: SideId| game.rules.sides[s as usize].name.clone();
    if let Some(i) = walk.out_of_turn(from, n, side) {
        return Err(format!(
            "command {} ({}) was the {}'s to play, not the {}'s: a turn file holds only its sender's commands",
            i + 1,
            describe_command(game, &game.log[i]),
            name(walk.acting[i]),
            name(side)
        ));
    }
    let st = &game.state;
    if !st.over && acting_side(game, st) == side {
        return Err(format!(
            "the {} still has to play: {}, turn {}; send the turn when it is over (or when a \
             battle waits on the other side's answer)",
            name(side),
            game.rules.phases[st.phase].name,
            st.turn
        ));
    }
    Ok(())
}

/// The record of this game in the sender's folder: the one whose chain this game holds; a new
/// one (a new id) if none does. A game that holds only the start of a recorded chain parts from
/// it, and is refused.
fn find_record(
    game: &Game,
    scenario: &str,
    content: &str,
    side: &str,
    saved: &[SavedCommand],
    walk: &Walk,
    dir: &Path,
) -> Result<Record, String> {
    let mut best: Option<Record> = None;
    for r in record::all(dir)? {
        if r.scenario != scenario || r.content_hash != content || r.seed != game.seed {
            continue;
        }
        let chain = r.chain();
        let k = agreeing(&chain.links, start(&chain, content, game.seed), saved, walk);
        if k == chain.links.len() {
            if best.as_ref().is_none_or(|b| b.links.len() < r.links.len()) {
                best = Some(r);
            }
        } else if k > 0 {
            return Err(parted(game, &r, k, saved, dir));
        } else if r.side == side && r.links[0].side == side {
            return Err(format!(
                "you sent the first turn of game {} ({scenario}, seed {}) on {}, and this game's \
                 first turn is not that one: a turn once sent stands (start a new game with \
                 another seed)",
                r.game, game.seed, r.links[0].on
            ));
        }
    }
    Ok(best.unwrap_or_else(|| Record {
        game: hex(rand::random::<u64>()),
        scenario: scenario.to_string(),
        content_hash: content.to_string(),
        seed: game.seed,
        side: side.to_string(),
        links: Vec::new(),
    }))
}

/// Why a game that parts from a recorded chain at link `k` is not sent.
fn parted(game: &Game, r: &Record, k: usize, saved: &[SavedCommand], dir: &Path) -> String {
    let l = &r.links[k];
    let whose = if l.side == r.side {
        format!("{} you sent on {}", turn_words(game, &l.side, l.turn), l.on)
    } else {
        format!(
            "{} you opened on {}",
            turn_words(game, &l.side, l.turn),
            l.on
        )
    };
    let at = crate::read(&record::last_copy_path(dir, &r.game))
        .ok()
        .and_then(|t| parse_save("copy", &t).ok())
        .map(|copy| format!(" at command {}", parting(saved, &copy.commands) + 1))
        .unwrap_or_default();
    format!(
        "this game parts from your game by e-mail {}{at}: it does not hold {whose}; open the last \
         turn file again (Open turn…) and play on from it",
        r.game
    )
}
