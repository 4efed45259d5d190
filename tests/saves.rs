//! Saves: scenario + seed + command log, written atomically; replaying reaches the same state
//! hash; a truncated, edited or out-of-date save is refused with a clear, located error.

mod common;
use common::*;
use steppe::files::{load_save, write_atomic, write_save};
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::state::command::Command;

/// A seeded random legal game: every unit of the phasing side moves to a random reachable hex.
fn random_game(path: &str, seed: u64, max_turn: u32) -> Game {
    let mut g = game(path, seed);
    let mut x = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    let mut next = |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    while !g.state.over && g.state.turn <= max_turn {
        for u in 0..g.scenario.units.len() as u16 {
            let Ok(m) = Mover::new(&g, &g.state, u) else {
                continue;
            };
            let r = m.reach();
            if r.dests.is_empty() || next(4) == 0 {
                continue;
            }
            let to = r.dests[next(r.dests.len())];
            let path = r.path_to(to).unwrap();
            g.apply(Command::Move { unit: u, path })
                .unwrap_or_else(|e| panic!("reach offered an illegal move: {e}"));
        }
        g.apply(Command::EndPhase).unwrap();
    }
    g
}

fn tmp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("steppe-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn a_whole_random_game_replays_to_the_same_hash() {
    let l = load("scenarios/gpw_barbarossa.ron");
    let g = random_game("scenarios/gpw_barbarossa.ron", 11, 99);
    assert!(g.state.over);
    assert!(
        g.state.dice.rolls > 0,
        "autumn and winter turns roll for weather"
    );
    let again = Game::replay(l.ruleset.clone(), l.scenario.clone(), 11, &g.log).unwrap();
    assert_eq!(again.state_hash(), g.state_hash());
    assert_eq!(again.state, g.state);
    let other_seed = Game::replay(l.ruleset, l.scenario, 12, &g.log);
    assert!(other_seed.is_err() || other_seed.unwrap().state_hash() != g.state_hash());
}

#[test]
fn save_and_load_round_trip() {
    let l = load("tests/fixtures/rules_test.ron");
    let g = random_game("tests/fixtures/rules_test.ron", 5, 2);
    let dir = tmp("roundtrip");
    let path = dir.join("game.ron");
    write_save(&path, &g, &l, &[]).unwrap();
    write_save(&path, &g, &l, &[]).unwrap(); // overwriting is atomic too
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "temporary files left behind: {names:?}");
    let s = load_save(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.game.state_hash(), g.state_hash());
    assert_eq!(s.game.log, g.log);
}

/// A save's path and text, in a folder of the test's own (`dir`): tests run in parallel, and
/// two writing the same file at once made each other's read fail now and then.
fn saved_text(dir: &str) -> (std::path::PathBuf, String) {
    let l = load("tests/fixtures/rules_test.ron");
    let mut g = game("tests/fixtures/rules_test.ron", 3);
    to_phase(&mut g, "axis_general");
    let u = unit(&g, "a_inf1");
    g.apply(Command::Move {
        unit: u,
        path: hexes(&g, &["0102", "0202"]),
    })
    .unwrap();
    g.apply(Command::EndPhase).unwrap();
    let dir = tmp(dir);
    let path = dir.join("game.ron");
    write_save(&path, &g, &l, &[]).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    (path, text)
}

#[test]
fn truncated_save_fails_with_a_position() {
    let (path, text) = saved_text("edits-truncated_save_fails_with_a_position");
    let cut = path.with_file_name("cut.ron");
    write_atomic(&cut, &text[..text.len() * 2 / 3]).unwrap();
    let e = load_save(&cut).err().expect("truncated save must fail");
    let d = &e.0[0];
    assert!(d.file.ends_with("cut.ron") && d.line > 1, "{d}");
}

#[test]
fn edited_save_is_refused() {
    let (path, text) = saved_text("edits-edited_save_is_refused");
    // Moving the unit elsewhere: still legal, but not the game that was saved.
    let edited = text.replacen("\"0202\"", "\"0201\"", 1);
    assert_ne!(edited, text);
    let p = path.with_file_name("edited.ron");
    write_atomic(&p, &edited).unwrap();
    let e = load_save(&p).err().expect("edited save must fail");
    assert!(e.0[0].message.contains("edited or damaged"), "{e}");
    // An illegal edit names the command.
    let illegal = text.replacen("\"0202\"", "\"0205\"", 1);
    write_atomic(&p, &illegal).unwrap();
    let e = load_save(&p).err().expect("illegal save must fail");
    assert!(
        e.0[0]
            .message
            .contains("illegal when replayed: 0102 and 0205 are not adjacent"),
        "{e}"
    );
    // An unknown unit.
    let unknown = text.replacen("\"a_inf1\"", "\"zz_9\"", 1);
    write_atomic(&p, &unknown).unwrap();
    let e = load_save(&p).err().expect("unknown unit must fail");
    assert!(e.0[0].message.contains("no unit \"zz_9\""), "{e}");
}

#[test]
fn save_of_other_scenario_text_is_refused() {
    let (path, text) = saved_text("edits-save_of_other_scenario_text_is_refused");
    let p = path.with_file_name("other.ron");
    // As if the scenario or ruleset had been edited after saving: the recorded hash differs.
    let mut chars: Vec<char> = text.chars().collect();
    let i = text.find("content_hash: \"").unwrap() + "content_hash: \"".len();
    chars[i] = if chars[i] == '0' { '1' } else { '0' };
    write_atomic(&p, &chars.into_iter().collect::<String>()).unwrap();
    let e = load_save(&p).err().expect("must fail");
    assert!(
        e.0[0].message.contains("changed since this game was saved"),
        "{e}"
    );
}

/// A save whose scenario changed since is not dropped: opened on the new files its commands are
/// replayed as far as they are still legal, and it says so and where it stopped.
#[test]
fn a_save_of_changed_files_opens_on_the_new_files_as_far_as_legal() {
    let (path, text) =
        saved_text("edits-a_save_of_changed_files_opens_on_the_new_files_as_far_as_legal");
    let mut chars: Vec<char> = text.chars().collect();
    let i = text.find("content_hash: \"").unwrap() + "content_hash: \"".len();
    chars[i] = if chars[i] == '0' { '1' } else { '0' };
    let changed: String = chars.into_iter().collect();
    let p = path.with_file_name("changed.ron");
    write_atomic(&p, &changed).unwrap();
    let s = steppe::files::load_save_on_new_files(&p).unwrap_or_else(|e| panic!("{e}"));
    let why = s.changed.expect("says the files changed");
    let same = load_save(&path).unwrap();
    let n = same.game.log.len();
    assert!(
        why.contains("changed since this game was saved")
            && why.contains(&format!("all {n} commands replayed")),
        "{why}"
    );
    assert_eq!(s.game.state_hash(), same.game.state_hash());
    // A command the new files no longer allow: replayed up to it, and it is named.
    let illegal = changed.replacen("\"0202\"", "\"0205\"", 1);
    write_atomic(&p, &illegal).unwrap();
    let s = steppe::files::load_save_on_new_files(&p).unwrap_or_else(|e| panic!("{e}"));
    let why = s.changed.expect("says the files changed");
    let k = s.game.log.len();
    assert!(k < n, "{why}");
    assert!(
        why.contains(&format!(
            "{k} of {n} commands replayed; command {} is no longer legal: 0102 and 0205 are not adjacent",
            k + 1
        )),
        "{why}"
    );
    // Unchanged files: the save as it was, nothing said.
    let s = steppe::files::load_save_on_new_files(&path).unwrap();
    assert!(s.changed.is_none());
}

/// Saves of version 1 (written by steppe at face5e5, before the state hash was taken field by
/// field) still open: each replays, on the scenario files it was made from (frozen beside it in
/// tests/fixtures/saves_v1), to the version-1 hash it carries, and saving it again writes the
/// current version, which opens too.
#[test]
fn version_1_saves_replay_to_the_hashes_they_carry() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves_v1");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with("-greedy-400.ron"))
        .collect();
    names.sort();
    assert_eq!(names.len(), 4, "one save of each shipped game");
    for path in names {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("version: 1,"), "{}", path.display());
        let s = load_save(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(s.game.log.len(), 400, "{}", path.display());
        // Written again, it is a version-2 save with the field-by-field hash, and opens the same.
        let out = tmp("v1").join(path.file_name().unwrap());
        write_save(&out, &s.game, &s.loaded, &[None, None]).unwrap();
        let again = std::fs::read_to_string(&out).unwrap();
        assert!(again.contains("version: 2,"));
        assert!(again.contains(&format!("state_hash: \"{:016x}\"", s.game.state_hash())));
        let reopened = load_save(&out).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
        assert_eq!(reopened.game.state_hash(), s.game.state_hash());
    }
}

/// A game whose dice were rolled afresh partway (a computer game played on from a save's
/// position) saves its reseeds and replays through them to the same state; undo past a reseed
/// takes it back with the dice it replaced; a reseed out of order or past the commands saved is
/// refused at its place.
#[test]
fn a_reseeded_game_saves_and_replays_through_its_reseeds() {
    let l = load("scenarios/gpw_barbarossa.ron");
    let g = random_game("scenarios/gpw_barbarossa.ron", 11, 3);
    let mut on = g.clone();
    on.reseed(99);
    assert_eq!((on.seed, on.dice_seed()), (11, 99));
    let mut more = random_game_from(on, 6);
    let replayed = Game::replay_reseeded(
        l.ruleset.clone(),
        l.scenario.clone(),
        11,
        &more.reseeds,
        &more.log,
    )
    .unwrap();
    assert_eq!(replayed.state, more.state);
    let plain = Game::replay(l.ruleset.clone(), l.scenario.clone(), 11, &more.log);
    assert!(plain.is_err() || plain.unwrap().state_hash() != more.state_hash());
    let dir = tmp("reseeded");
    let path = dir.join("game.ron");
    write_save(&path, &more, &l, &[]).unwrap();
    let s = load_save(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.game.state_hash(), more.state_hash());
    assert_eq!(s.game.reseeds, more.reseeds);
    let text = std::fs::read_to_string(&path).unwrap();
    let at = format!("after: {},", g.log.len());
    assert!(text.contains(&at), "{text}");
    let bad = text.replacen(&at, &format!("after: {},", more.log.len() + 1), 1);
    write_atomic(&path, &bad).unwrap();
    let e = load_save(&path).err().expect("refused").to_string();
    assert!(
        e.contains("the reseeds go in order, each after at most the"),
        "{e}"
    );
    // Undo back to the reseed keeps it; one command further takes it back.
    while more.log.len() > g.log.len() && more.can_undo() {
        more.undo().unwrap();
    }
    assert_eq!(more.reseeds.is_empty(), more.log.len() < g.log.len());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `random_game`'s moves, on from a game, to the end of `max_turn`.
fn random_game_from(mut g: Game, max_turn: u32) -> Game {
    let mut x = 7_u64;
    while !g.state.over && g.state.turn <= max_turn {
        for u in 0..g.scenario.units.len() as u16 {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let Ok(m) = Mover::new(&g, &g.state, u) else {
                continue;
            };
            let r = m.reach();
            if r.dests.is_empty() || (x >> 33).is_multiple_of(4) {
                continue;
            }
            let to = r.dests[(x >> 35) as usize % r.dests.len()];
            g.apply(Command::Move {
                unit: u,
                path: r.path_to(to).unwrap(),
            })
            .unwrap();
        }
        g.apply(Command::EndPhase).unwrap();
    }
    g
}
