//! Play by e-mail, the file side: turns sent and opened both ways between two data folders
//! (greedy players make the turns), and each refusal of `open_turn` and `send_turn`.

mod common;

use common::repo;
use std::path::{Path, PathBuf};
use steppe::files::turns::{OpenedTurn, check_turn, open_turn, send_turn};
use steppe::files::{Loaded, load_scenario};
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::acting_side;
use steppe::rules::play::{Policy, think};

const SCENARIO: &str = "scenarios/gpw_barbarossa.ron";
const AXIS: u8 = 0;
const SOVIET: u8 = 1;

/// A folder of the test's own.
fn dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("steppe-pbem-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn loaded() -> Loaded {
    load_scenario(&repo(SCENARIO)).unwrap()
}

/// Plays `side`'s part with `policy` until the game passes to the other side.
fn play_turn(game: &mut Game, side: u8, policy: Policy, seed: u64) {
    let mut p = policy.player(seed);
    while !game.state.over && acting_side(game, &game.state) == side {
        let cmds = think(game, p.as_mut(), side);
        assert!(!cmds.is_empty(), "{} has nothing to play", policy.name());
        for c in cmds {
            game.apply(c).unwrap();
        }
    }
}

/// One player: their data folder (the record) and where they put the files they send.
struct Player {
    record: PathBuf,
    out: PathBuf,
}

fn player(tag: &str) -> Player {
    let d = dir(tag);
    Player {
        record: d.join("record"),
        out: d.join("out"),
    }
}

fn send(game: &Game, side: u8, p: &Player) -> PathBuf {
    send_turn(game, &loaded(), &[None, None], side, &p.out, &p.record)
        .unwrap_or_else(|e| panic!("send refused: {e}"))
}

fn open(path: &Path, p: &Player) -> OpenedTurn {
    open_turn(path, &p.record).unwrap_or_else(|e| panic!("open refused: {e}"))
}

fn refused(path: &Path, p: &Player) -> String {
    match open_turn(path, &p.record) {
        Ok(o) => panic!("{} was accepted: {}", path.display(), o.summary),
        Err(e) => e,
    }
}

/// A copy of a file with `from` replaced by `to` (once, at its first place).
fn edited(path: &Path, from: &str, to: &str, tag: &str) -> PathBuf {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{from} not in {}", path.display());
    let out = dir(tag).join(path.file_name().unwrap());
    std::fs::write(&out, text.replacen(from, to, 1)).unwrap();
    out
}

/// Copies a record folder as it is now (a player's data folder at an earlier moment).
fn snapshot(p: &Player, tag: &str) -> Player {
    let q = player(tag);
    std::fs::create_dir_all(&q.record).unwrap();
    for e in std::fs::read_dir(&p.record).unwrap().flatten() {
        std::fs::copy(e.path(), q.record.join(e.file_name())).unwrap();
    }
    q
}

#[test]
fn turns_go_both_ways_and_each_sees_the_others_moves() {
    let (axis, soviet) = (player("both-a"), player("both-s"));
    let mut game = Game::new(loaded().ruleset, loaded().scenario, 7);
    play_turn(&mut game, AXIS, Policy::Greedy, 1);
    let a1 = send(&game, AXIS, &axis);
    assert_eq!(
        a1.file_name().unwrap().to_string_lossy(),
        "gpw_barbarossa-axis-turn01.steppe-turn.ron"
    );
    let sent_a1 = game.log.len();

    // The Soviet opens it: the whole game so far is new to them, the same position.
    let o = open(&a1, &soviet);
    assert_eq!((o.since, o.from_side, o.turn), (0, AXIS, 1));
    assert_eq!(o.save.game.state_hash(), game.state_hash());
    assert!(
        o.summary.starts_with("the Axis turn 1 opened"),
        "{}",
        o.summary
    );
    assert!(
        o.summary
            .ends_with(&format!("{sent_a1} commands since the start")),
        "{}",
        o.summary
    );
    let mut sg = o.save.game;
    play_turn(&mut sg, SOVIET, Policy::Greedy, 2);
    let s1 = send(&sg, SOVIET, &soviet);
    assert_eq!(
        s1.file_name().unwrap().to_string_lossy(),
        "gpw_barbarossa-soviet-turn01.steppe-turn.ron"
    );

    // The Axis sees the Soviet's commands from the end of its own turn on.
    let o = open(&s1, &axis);
    assert_eq!((o.since, o.from_side, o.turn), (sent_a1, SOVIET, 1));
    let new = sg.log.len() - sent_a1;
    assert!(
        o.summary
            .ends_with(&format!("{new} commands since your Axis turn 1")),
        "{}",
        o.summary
    );
    assert_eq!(o.save.game.state_hash(), sg.state_hash());
    assert_eq!(o.save.game.log[..sent_a1], game.log[..]);
    let mut ag = o.save.game;
    play_turn(&mut ag, AXIS, Policy::Greedy, 3);
    let a2 = send(&ag, AXIS, &axis);
    let o = open(&a2, &soviet);
    assert_eq!((o.since, o.turn), (sg.log.len(), 2));
    // The dice are the game's: the same commands replayed give the same rolls and state.
    let again = Game::replay(loaded().ruleset, ag.scenario.clone(), 7, &ag.log).unwrap();
    assert_eq!(again.state.dice, o.save.game.state.dice);
    assert_eq!(again.state_hash(), o.save.game.state_hash());
    // A turn file is a save: it loads as one, and a second open of the same file is allowed.
    let s = steppe::files::load_save(&a2).unwrap();
    assert_eq!(s.game.state_hash(), ag.state_hash());
    assert_eq!(open(&a2, &soviet).since, sg.log.len());
}

/// The game of the refusal tests: Axis turn 1, Soviet turn 1, Axis turn 2 sent and opened, and
/// the folders as they were at each step.
struct Played {
    axis: Player,
    soviet: Player,
    a1: PathBuf,
    s1: PathBuf,
    a2: PathBuf,
    /// The Axis's folder before it opened `s1`, and the Soviet's before it sent `s1`.
    axis_before_s1: Player,
    soviet_before_s1: Player,
    /// The Soviet's game after opening `a1`, and the Axis's after opening `s1`.
    after_a1: Game,
    after_s1: Game,
}

fn played(tag: &str) -> Played {
    let (axis, soviet) = (player(&format!("{tag}-a")), player(&format!("{tag}-s")));
    let mut game = Game::new(loaded().ruleset, loaded().scenario, 11);
    play_turn(&mut game, AXIS, Policy::Greedy, 1);
    let a1 = send(&game, AXIS, &axis);
    let after_a1 = open(&a1, &soviet).save.game;
    let soviet_before_s1 = snapshot(&soviet, &format!("{tag}-s0"));
    let mut sg = open(&a1, &soviet).save.game;
    play_turn(&mut sg, SOVIET, Policy::Greedy, 2);
    let s1 = send(&sg, SOVIET, &soviet);
    let axis_before_s1 = snapshot(&axis, &format!("{tag}-a0"));
    let after_s1 = open(&s1, &axis).save.game;
    let mut ag = open(&s1, &axis).save.game;
    play_turn(&mut ag, AXIS, Policy::Greedy, 3);
    let a2 = send(&ag, AXIS, &axis);
    open(&a2, &soviet);
    Played {
        axis,
        soviet,
        a1,
        s1,
        a2,
        axis_before_s1,
        soviet_before_s1,
        after_a1,
        after_s1,
    }
}

#[test]
fn a_file_changed_by_hand_is_refused() {
    let p = played("edit");
    let soviet = snapshot(&p.soviet, "edit-s1");
    let text = std::fs::read_to_string(&p.a2).unwrap();
    // A chain hash changed.
    let chain = text.split("chain: \"").last().unwrap()[..16].to_string();
    let flipped = format!(
        "{}{}",
        &chain[..15],
        if chain.ends_with('0') { "1" } else { "0" }
    );
    let e = refused(&edited(&p.a2, &chain, &flipped, "edit-chain"), &soviet);
    assert!(e.contains("was changed after it was written"), "{e}");
    assert!(e.contains("Axis turn 2's commands"), "{e}");
    assert!(e.contains("do not give the hashes it carries"), "{e}");
    // The last state hash changed.
    let state = text.split("state_hash: \"").nth(1).unwrap()[..16].to_string();
    let e = refused(
        &edited(&p.a2, &state, &"0".repeat(16), "edit-state"),
        &soviet,
    );
    assert!(e.contains("was changed after it was written"), "{e}");
    // A command of the Axis turn 2 taken out (its last: the end of its last phase).
    let cut = text.rfind("EndPhase,").unwrap();
    let out = dir("edit-cmd").join("cut.steppe-turn.ron");
    std::fs::write(&out, format!("{}{}", &text[..cut], &text[cut + 9..])).unwrap();
    let e = refused(&out, &soviet);
    assert!(e.contains("was changed after it was written"), "{e}");
    // The refusals lost nothing: the file as sent still opens.
    assert!(open_turn(&p.a2, &soviet.record).is_ok());
}

#[test]
fn a_stale_file_is_refused() {
    let p = played("stale");
    // The Soviet answered the Axis turn 1 with its turn 1: the Axis turn 1 file is stale.
    let e = refused(&p.a1, &p.soviet);
    assert!(e.contains("this is the Axis turn 1 file"), "{e}");
    assert!(
        e.contains("you have already answered it with your Soviet turn 1 sent on"),
        "{e}"
    );
    // And the Axis has answered the Soviet turn 1.
    let e = refused(&p.s1, &p.axis);
    assert!(
        e.contains("already answered it with your Axis turn 2"),
        "{e}"
    );
    // The same as `steppe turn check` says it, exit 2.
    let check = |file: &std::path::Path| {
        common::steppe(&[
            "turn",
            "check",
            file.to_str().unwrap(),
            "--record",
            p.soviet.record.to_str().unwrap(),
        ])
    };
    let (code, out, err) = check(&p.a1);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("already answered"), "{err}");
    // The last file, opened already, would be accepted again (exit 0), and says what it holds.
    let (code, out, err) = check(&p.a2);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("from the Axis, turn 2"), "{out}");
    assert!(out.contains("accepted"), "{out}");
}

#[test]
fn a_file_from_another_branch_is_refused() {
    let p = played("branch");
    // The Soviet plays its turn 1 again, differently, from its folder before it sent s1, and the
    // Axis (from its folder before it opened s1) plays on from that: a branch of the game.
    let mut sg = p.after_a1;
    play_turn(&mut sg, SOVIET, Policy::Random, 5);
    let s1b = send(&sg, SOVIET, &p.soviet_before_s1);
    let axis_b = snapshot(&p.axis_before_s1, "branch-a1");
    let mut ag = open(&s1b, &axis_b).save.game;
    play_turn(&mut ag, AXIS, Policy::Greedy, 3);
    let a2b = send(&ag, AXIS, &axis_b);
    let e = refused(&a2b, &p.soviet);
    assert!(
        e.contains("this file's game parts from yours at command"),
        "{e}"
    );
    assert!(
        e.contains("the opponent did not play on from your last turn"),
        "{e}"
    );
    assert!(e.contains("Soviet turn 1 sent on"), "{e}");

    // The Axis plays its turn 2 again from its folder before it sent a2: the Soviet, who opened
    // the first a2, refuses the second.
    let axis_c = snapshot(&p.axis_before_s1, "branch-a2");
    let mut ag = open(&p.s1, &axis_c).save.game;
    play_turn(&mut ag, AXIS, Policy::Random, 9);
    let a2c = send(&ag, AXIS, &axis_c);
    let e = refused(&a2c, &p.soviet);
    assert!(
        e.contains("its Axis turn 2 is not the one you opened on"),
        "{e}"
    );
    assert!(e.contains("the opponent played that turn again"), "{e}");
    // Nor may the Axis send a game that parts from what its own folder sent.
    let mut other = p.after_s1;
    play_turn(&mut other, AXIS, Policy::Random, 13);
    let e = send_turn(
        &other,
        &loaded(),
        &[None, None],
        AXIS,
        &p.axis.out,
        &p.axis.record,
    )
    .unwrap_err();
    assert!(
        e.contains("this game parts from your game by e-mail"),
        "{e}"
    );
    assert!(e.contains("Axis turn 2 you sent on"), "{e}");
}

#[test]
fn another_game_and_ones_own_file_are_refused() {
    let p = played("other");
    // The Axis opens its own file.
    let e = refused(&p.a2, &p.axis);
    assert!(e.contains("this is your own turn file"), "{e}");
    // A folder with no record of the game, where the Soviet already sent a turn.
    let e = refused(&p.a2, &player("other-new"));
    assert!(e.contains("no record of that game"), "{e}");
    // A file of another game (another seed) carrying this game's id.
    let q = player("other-q");
    let mut game = Game::new(loaded().ruleset, loaded().scenario, 12);
    play_turn(&mut game, AXIS, Policy::Greedy, 1);
    let other = send(&game, AXIS, &q);
    let id_of = |f: &Path| {
        let t = std::fs::read_to_string(f).unwrap();
        format!("game: \"{}\"", &t.split("game: \"").nth(1).unwrap()[..16])
    };
    let forged = edited(&other, &id_of(&other), &id_of(&p.a2), "other-forged");
    let e = refused(&forged, &p.soviet);
    assert!(e.contains("this file is of another game"), "{e}");
    assert!(e.contains("seed 12"), "{e}");
    // A plain save is not a turn file.
    let save = dir("other-save").join("plain.ron");
    steppe::files::write_save(&save, &game, &loaded(), &[None, None]).unwrap();
    let e = refused(&save, &p.soviet);
    assert!(e.contains("is a saved game, not a turn file"), "{e}");
    // None of it changed the Soviet's record: the next real file still opens.
    assert!(check_turn(&p.a2, Some(&p.soviet.record)).is_ok());
}

#[test]
fn a_turn_is_sent_only_when_the_game_passes_to_the_other_side() {
    let axis = player("mid-a");
    let mut game = Game::new(loaded().ruleset, loaded().scenario, 3);
    let nothing = send_turn(
        &game,
        &loaded(),
        &[None, None],
        AXIS,
        &axis.out,
        &axis.record,
    );
    assert!(nothing.unwrap_err().contains("nothing to send"));
    // Mid-turn: the Axis's first phase ended, its turn not.
    game.apply(steppe::rules::state::command::Command::EndPhase)
        .unwrap();
    let e = send_turn(
        &game,
        &loaded(),
        &[None, None],
        AXIS,
        &axis.out,
        &axis.record,
    )
    .unwrap_err();
    assert!(e.contains("the Axis still has to play"), "{e}");
    assert!(
        !axis.out.exists() && !axis.record.exists(),
        "nothing written"
    );
    play_turn(&mut game, AXIS, Policy::Greedy, 1);
    // Sent as the wrong side.
    let e = send_turn(
        &game,
        &loaded(),
        &[None, None],
        SOVIET,
        &axis.out,
        &axis.record,
    )
    .unwrap_err();
    assert!(
        e.contains("was the Axis's to play, not the Soviet's"),
        "{e}"
    );
    // The Soviet opens, and sends before it plays anything.
    let a1 = send(&game, AXIS, &axis);
    let soviet = player("mid-s");
    let o = open(&a1, &soviet);
    let e = send_turn(
        &o.save.game,
        &loaded(),
        &[None, None],
        SOVIET,
        &soviet.out,
        &soviet.record,
    )
    .unwrap_err();
    assert!(
        e.contains("nothing to send: no command played since the Axis turn 1"),
        "{e}"
    );
    // Sending the same turn again writes the same file (one lost on the way).
    let text = std::fs::read_to_string(&a1).unwrap();
    std::fs::remove_file(&a1).unwrap();
    assert_eq!(send(&game, AXIS, &axis), a1);
    assert_eq!(std::fs::read_to_string(&a1).unwrap(), text);
}

/// The GPW campaign by mail, two whole turns each way, and what a send and an open cost there.
#[test]
fn the_campaign_goes_by_mail() {
    let l = load_scenario(&repo("scenarios/gpw_campaign.ron")).unwrap();
    let (axis, soviet) = (player("camp-a"), player("camp-s"));
    let mut game = Game::new(l.ruleset.clone(), l.scenario.clone(), 5);
    let mut holder = [&axis, &soviet];
    let mut names = Vec::new();
    for k in 0..4u8 {
        let side = k % 2;
        play_turn(&mut game, side, Policy::Greedy, u64::from(k) + 1);
        let t = std::time::Instant::now();
        let f = send_turn(
            &game,
            &l,
            &[None, None],
            side,
            &holder[0].out,
            &holder[0].record,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let sent = t.elapsed();
        let t = std::time::Instant::now();
        let o = open_turn(&f, &holder[1].record).unwrap_or_else(|e| panic!("{e}"));
        eprintln!(
            "{}: {} commands; send {:.0} ms, open {:.0} ms",
            f.file_name().unwrap().to_string_lossy(),
            game.log.len(),
            sent.as_secs_f64() * 1e3,
            t.elapsed().as_secs_f64() * 1e3
        );
        assert_eq!(o.save.game.state_hash(), game.state_hash());
        names.push(f.file_name().unwrap().to_string_lossy().into_owned());
        game = o.save.game;
        holder.swap(0, 1);
    }
    assert_eq!(
        names,
        [
            "gpw_campaign-axis-turn01.steppe-turn.ron",
            "gpw_campaign-soviet-turn01.steppe-turn.ron",
            "gpw_campaign-axis-turn02.steppe-turn.ron",
            "gpw_campaign-soviet-turn02.steppe-turn.ron",
        ]
    );
}

/// A battle's question the other side was to answer: the side playing may answer it with the
/// standing rule (the computer's answer, the cheapest for the side that suffers it), not with
/// one of its own choosing.
#[test]
fn only_the_standing_answer_may_be_given_for_the_opponent() {
    use steppe::rules::mechanics::combat::distinct_choices;
    use steppe::rules::play::battle::answer;
    let l = loaded();
    // Greedy turns by mail until one leaves the other side a question with more than one answer.
    let players = [player("answer-a"), player("answer-s")];
    let mut game = Game::new(l.ruleset.clone(), l.scenario.clone(), 2);
    let mut last_file = None;
    for k in 0..12u64 {
        let side = acting_side(&game, &game.state);
        let mut p = Policy::Greedy.player(k);
        let mut other = None;
        'turn: while !game.state.over && acting_side(&game, &game.state) == side {
            for c in think(&game, p.as_mut(), side) {
                if game.state.pending.is_some() && acting_side(&game, &game.state) != side {
                    let standing = answer(&game).unwrap();
                    assert_eq!(
                        c, standing,
                        "greedy answers for the other side by the standing rule"
                    );
                    if let Some(o) = distinct_choices(&game, &game.state)
                        .into_iter()
                        .map(|x| x.command)
                        .find(|x| *x != standing)
                    {
                        other = Some((o, acting_side(&game, &game.state)));
                        break 'turn;
                    }
                }
                game.apply(c).unwrap();
            }
        }
        let me = &players[side as usize];
        let Some((o, them)) = other else {
            let f = send(&game, side, me);
            game = open(&f, &players[1 - side as usize]).save.game;
            last_file = Some(f);
            continue;
        };
        handover(
            &game,
            side,
            &o,
            [
                &snapshot(me, "answer-h1"),
                &snapshot(&players[1 - side as usize], "answer-h2"),
            ],
        );
        // The standing answer goes in a file; another answer does not.
        let mut fair = game.clone();
        fair.apply(answer(&game).unwrap()).unwrap();
        game.apply(o).unwrap();
        let n = game.log.len();
        for g in [&mut fair, &mut game] {
            play_turn(g, side, Policy::Greedy, 99);
        }
        let e = send_turn(&game, &l, &[None, None], side, &me.out, &me.record).unwrap_err();
        let name = |s: u8| game.rules.sides[s as usize].name.clone();
        assert!(e.contains(&format!("command {n} (")), "{e}");
        assert!(
            e.contains(&format!(
                "was the {}'s to play, not the {}'s",
                name(them),
                name(side)
            )),
            "{e}"
        );
        // Nor does a file made by hand with every hash recomputed, as a forger would make it.
        let forged = forge(&game, &l, side, last_file.as_deref().unwrap(), &me.out);
        let e = refused(&forged, &players[1 - side as usize]);
        eprintln!("the forged file: {e}");
        assert!(e.contains(&format!("command {n} (")), "{e}");
        assert!(
            e.contains(&format!(
                "was the {}'s to play: the {} played it for them",
                name(them),
                name(side)
            )),
            "{e}"
        );
        let f = send(&fair, side, me);
        assert!(open(&f, &players[1 - side as usize]).since > 0);
        return;
    }
    panic!("no greedy turn in 12 left the other side a choice");
}

/// The turn file of `game` for `side` written by hand: the chain of the last file it opened,
/// and a new link with its hashes recomputed (what someone who reads the code can do).
fn forge(game: &Game, l: &Loaded, side: u8, opened: &Path, out: &Path) -> PathBuf {
    use steppe::rules::engine::save::mail::{hex, link_hash};
    use steppe::rules::engine::save::{parse_save, save_file, to_saved};
    let before = parse_save("x", &std::fs::read_to_string(opened).unwrap()).unwrap();
    let mut chain = before.mail.unwrap();
    let last = chain.links.last().unwrap().clone();
    let saved: Vec<_> = game.log.iter().map(|c| to_saved(game, c)).collect();
    let n = saved.len();
    let turn = game.state.turn;
    let side_id = game.rules.sides[side as usize].id.clone();
    let prev = u64::from_str_radix(&last.chain, 16).unwrap();
    let h = game.state_hash();
    chain.links.push(steppe::rules::engine::save::MailLink {
        side: side_id.clone(),
        turn,
        commands: n,
        state_hash: hex(h),
        chain: hex(link_hash(
            prev,
            &side_id,
            turn,
            &saved[last.commands..],
            n,
            h,
        )),
    });
    let mut file = save_file(
        game,
        &l.scenario_path.display().to_string(),
        l.content_hash,
        &[],
    );
    file.mail = Some(chain);
    std::fs::create_dir_all(out).unwrap();
    let path = out.join("forged.steppe-turn.ron");
    std::fs::write(&path, file.text("// forged\n")).unwrap();
    path
}

#[test]
fn steppe_turn_send_writes_a_saves_turn() {
    let d = dir("cli-send");
    let mut game = Game::new(loaded().ruleset, loaded().scenario, 4);
    play_turn(&mut game, AXIS, Policy::Greedy, 1);
    let save = d.join("axis-done.ron");
    steppe::files::write_save(&save, &game, &loaded(), &[None, None]).unwrap();
    let (out, rec) = (d.join("out"), d.join("rec"));
    let args = |side: &'static str| {
        vec![
            "turn".to_string(),
            "send".into(),
            save.display().to_string(),
            "--side".into(),
            side.into(),
            "-o".into(),
            out.display().to_string(),
            "--record".into(),
            rec.display().to_string(),
        ]
    };
    let run = |side| {
        let a = args(side);
        common::steppe(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let (code, _, err) = run("soviet");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("was the Axis's to play, not the Soviet's"),
        "{err}"
    );
    let (code, stdout, err) = run("axis");
    assert_eq!(code, 0, "{err}");
    let file = PathBuf::from(stdout.trim());
    assert!(
        stdout
            .trim()
            .ends_with("gpw_barbarossa-axis-turn01.steppe-turn.ron"),
        "{stdout}"
    );
    assert_eq!(
        check_turn(&file, None).unwrap().save.game.state_hash(),
        game.state_hash()
    );
    let (code, _, err) = run("nobody");
    assert_eq!(code, 2);
    assert!(
        err.contains("no side \"nobody\" (sides: axis, soviet)"),
        "{err}"
    );
}

/// An ordinary save carries no chain: written again, a save steppe wrote before turn files
/// existed is the same text but for its version, its state hash (the version-1 hash) and the
/// scenario's path (as it was opened).
#[test]
fn ordinary_saves_are_written_as_before() {
    let path = repo("tests/fixtures/saves_v1/gpw_barbarossa-greedy-400.ron");
    let old = std::fs::read_to_string(&path).unwrap();
    let s = steppe::files::load_save(&path).unwrap();
    let out = dir("plain").join("again.ron");
    steppe::files::write_save(&out, &s.game, &s.loaded, &[None, None]).unwrap();
    let again = std::fs::read_to_string(&out).unwrap();
    assert!(!again.contains("mail"));
    let hash_of = |t: &str| t.split("state_hash: \"").nth(1).unwrap()[..16].to_string();
    let expected = old
        .replace("version: 1,", "version: 2,")
        .replace(&hash_of(&old), &hash_of(&again))
        .replace(
            "scenario: \"v1_gpw_barbarossa.ron\"",
            &format!("scenario: \"{}\"", s.loaded.scenario_path.display()),
        );
    assert_eq!(again, expected);
}

/// A battle that waits on the other side's answer: the side playing sends the game there (a
/// file mid-turn), the other side answers its own way and sends it back, and the turn goes on
/// to its end: the side's second file of the turn.
fn handover(
    game: &Game,
    side: u8,
    their_answer: &steppe::rules::state::command::Command,
    who: [&Player; 2],
) {
    let name = |s: u8| game.rules.sides[s as usize].id.clone();
    let turn = game.state.turn;
    let f = send(game, side, who[0]);
    let stem = format!("gpw_barbarossa-{}-turn{turn:02}", name(side));
    assert_eq!(
        f.file_name().unwrap().to_string_lossy(),
        format!("{stem}.steppe-turn.ron")
    );
    let mut theirs = open(&f, who[1]).save.game;
    theirs.apply(their_answer.clone()).unwrap();
    while acting_side(&theirs, &theirs.state) != side {
        let c = steppe::rules::play::battle::answer(&theirs).unwrap();
        theirs.apply(c).unwrap();
    }
    let back = send(&theirs, 1 - side, who[1]);
    let o = open(&back, who[0]);
    assert_eq!(o.since, game.log.len());
    let mut g = o.save.game;
    play_turn(&mut g, side, Policy::Greedy, 99);
    let end = send(&g, side, who[0]);
    assert_eq!(
        end.file_name().unwrap().to_string_lossy(),
        format!("{stem}-2.steppe-turn.ron")
    );
    assert!(open_turn(&end, &who[1].record).is_ok());
}
