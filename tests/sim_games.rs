//! Every computer game can be replayed: `steppe sim --save-games DIR` writes each game played
//! as an ordinary save that replays to the state its `--out` line carries (with --jobs and
//! --shard too); `steppe_files::replay_line` plays the game of a line again to the same state;
//! a line whose scenario changed since is refused, naming the scenario; `--replay OUT --line N`
//! writes the same save the run wrote.

mod common;
use common::*;
use steppe::files::{load_save, replay_line};
use steppe::rules::play::outcome::GameResult;

fn lines(path: &std::path::Path) -> Vec<GameResult> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Each save in `dir` replays (`load_save`) to the final state of exactly one of `results`, and
/// each result has its save.
fn saves_match(dir: &std::path::Path, results: &[GameResult]) {
    let mut saves: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    saves.sort();
    assert_eq!(saves.len(), results.len(), "{saves:?}");
    for r in results {
        let replay = r.replay.as_ref().expect("format 2 carries replay fields");
        let stem = format!("gpw_barbarossa-seed{}-greedy-v-greedy-", r.seed);
        let save = saves
            .iter()
            .find(|p| p.file_name().unwrap().to_str().unwrap().starts_with(&stem))
            .unwrap_or_else(|| panic!("no save of seed {} in {saves:?}", r.seed));
        let name = save.file_name().unwrap().to_str().unwrap();
        assert!(
            name.ends_with(&format!("-t{}.ron", r.end_turn)),
            "{name} of {r:?}"
        );
        let loaded = load_save(save).unwrap_or_else(|e| panic!("{}: {e}", save.display()));
        assert_eq!(
            format!("{:016x}", loaded.game.state_hash()),
            replay.state_hash,
            "{name}"
        );
        assert_eq!(loaded.game.seed, r.seed);
        let seats: Vec<&str> = loaded.seats.iter().map(|s| s.unwrap().name()).collect();
        assert_eq!(seats, ["greedy", "greedy"]);
    }
}

#[test]
fn every_sim_game_is_saved_and_replays_to_its_line() {
    let dir = std::env::temp_dir().join(format!("steppe-sim-games-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let sim = |extra: &[&str]| {
        let mut args = vec![
            "sim",
            "scenarios/gpw_barbarossa.ron",
            "--games",
            "3",
            "--seed",
            "7",
            "--axis",
            "greedy",
            "--soviet",
            "greedy",
        ];
        args.extend_from_slice(extra);
        let (code, out, err) = steppe(&args);
        assert_eq!(code, 0, "{err}");
        out
    };
    // Two threads, into a folder not there yet; the summary is the run's without saving.
    let (games, out) = (dir.join("games"), dir.join("all.jsonl"));
    let words = sim(&[
        "--jobs",
        "2",
        "--out",
        out.to_str().unwrap(),
        "--save-games",
        games.to_str().unwrap(),
    ]);
    let plain = sim(&["--jobs", "1"]);
    let cut = |s: &str| s.split("time a game").next().unwrap().to_string();
    assert_eq!(cut(&words), cut(&plain), "saving changes no game");
    let all = lines(&out);
    assert_eq!(all.len(), 3);
    saves_match(&games, &all);
    // A shard saves its own games only.
    let (part, part_out) = (dir.join("part"), dir.join("part.jsonl"));
    sim(&[
        "--shard",
        "1/3",
        "--out",
        part_out.to_str().unwrap(),
        "--save-games",
        part.to_str().unwrap(),
    ]);
    let shard = lines(&part_out);
    assert_eq!(shard, all[1..2]);
    saves_match(&part, &shard);
    // The game of a line played again: the same end, the same commands as the save's.
    let again = replay_line(&all[2]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        Some(format!("{:016x}", again.game.state_hash())),
        all[2].replay.as_ref().map(|r| r.state_hash.clone())
    );
    // From the command line: the same save, byte for byte, as the run wrote.
    let one = dir.join("one");
    let (code, said, err) = steppe(&[
        "sim",
        "--replay",
        out.to_str().unwrap(),
        "--line",
        "3",
        "--save-games",
        one.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        said.contains(":3: scenarios/gpw_barbarossa.ron seed 9 (greedy v greedy): "),
        "{said}"
    );
    let name = std::fs::read_dir(&one)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .file_name();
    assert_eq!(
        std::fs::read_to_string(one.join(&name)).unwrap(),
        std::fs::read_to_string(games.join(&name)).unwrap()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A line whose scenario or ruleset text changed since its game was played, a line of format
/// 1 and a line whose game ends elsewhere now are refused, each saying what happened; so is
/// --save-games with --merge.
#[test]
fn a_line_that_cannot_be_replayed_is_refused_with_why() {
    let dir = std::env::temp_dir().join(format!("steppe-sim-refused-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("one.jsonl");
    let (code, _, err) = steppe(&[
        "sim",
        "scenarios/zw_blue.ron",
        "--games",
        "1",
        "--seed",
        "40",
        "--axis",
        "greedy",
        "--jobs",
        "1",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let line = lines(&out).remove(0);
    let mut changed = line.clone();
    changed.replay.as_mut().unwrap().content_hash = "0123456789abcdef".into();
    let e = replay_line(&changed).err().expect("refused");
    assert!(
        e.starts_with(
            "scenarios/zw_blue.ron: the scenario or its ruleset changed since the game of seed 40"
        ) && e.contains("the line's 0123456789abcdef"),
        "{e}"
    );
    let mut old = line.clone();
    (old.format, old.replay) = (1, None);
    let e = replay_line(&old).err().expect("refused");
    assert!(
        e.contains("is of format 1, which carries no replay fields"),
        "{e}"
    );
    let mut elsewhere = line.clone();
    elsewhere.replay.as_mut().unwrap().state_hash = "00000000000000ff".into();
    let e = replay_line(&elsewhere).err().expect("refused");
    assert!(
        e.contains("ends in state ") && e.contains("not the line's 00000000000000ff"),
        "{e}"
    );
    // The same refusal from the command line, at the line.
    let edited = dir.join("edited.jsonl");
    std::fs::write(&edited, serde_json::to_string(&changed).unwrap() + "\n").unwrap();
    let (code, _, err) = steppe(&["sim", "--replay", edited.to_str().unwrap(), "--line", "1"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("edited.jsonl:1: scenarios/zw_blue.ron: the scenario or its ruleset changed"),
        "{err}"
    );
    let (code, _, err) = steppe(&["sim", "--merge", out.to_str().unwrap(), "--save-games", "x"]);
    assert_eq!(code, 2);
    assert!(err.contains("a merge plays none"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Games played on from a save's position: each saved with the save's commands, then the
/// game's own with its dice rolled afresh from its seed (`reseeds`), replaying to its line's
/// state; and a line's game replayed in memory, from the position the line names by its hash.
#[test]
fn games_played_on_from_a_save_are_saved_and_replay() {
    let dir = std::env::temp_dir().join(format!("steppe-sim-from-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let loaded = load("scenarios/zw_blue.ron");
    let mut g =
        steppe::rules::engine::game::Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), 3);
    steppe::rules::play::Policy::Greedy
        .player(1)
        .play_phase(&mut g, &mut |g, c| g.apply(c));
    let save = dir.join("position.ron");
    steppe::files::write_save(&save, &g, &loaded, &[]).unwrap();
    let (games, from) = (dir.join("games"), dir.join("from.jsonl"));
    let (code, _, err) = steppe(&[
        "sim",
        "--from",
        save.to_str().unwrap(),
        "--games",
        "2",
        "--axis",
        "greedy",
        "--out",
        from.to_str().unwrap(),
        "--save-games",
        games.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    for r in lines(&from) {
        let name = format!("position-seed{}-greedy-v-random-", r.seed);
        let saved = std::fs::read_dir(&games)
            .unwrap()
            .map(|e| e.unwrap().path())
            .find(|p| p.file_name().unwrap().to_str().unwrap().starts_with(&name))
            .unwrap_or_else(|| panic!("no {name}"));
        let text = std::fs::read_to_string(&saved).unwrap();
        let reseed = format!(
            "    reseeds: [\n        Reseed(\n            after: {},\n            seed: {},\n",
            g.log.len(),
            r.seed
        );
        assert!(text.contains(&reseed), "{reseed} in {text}");
        let opened = load_save(&saved).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            Some(format!("{:016x}", opened.game.state_hash())),
            r.replay.as_ref().map(|x| x.state_hash.clone())
        );
        assert_eq!((opened.game.seed, opened.game.dice_seed()), (3, r.seed));
    }
    let line = lines(&from).remove(0);
    let replay = line.replay.clone().unwrap();
    assert_eq!(
        replay.from.as_ref().map(|f| f.state_hash.clone()),
        Some(format!("{:016x}", g.state_hash()))
    );
    let again = replay_line(&line).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        format!("{:016x}", again.game.state_hash()),
        replay.state_hash
    );
    assert!(again.game.log.len() > g.log.len());
    assert_eq!(again.game.log[..g.log.len()], g.log[..]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The replay viewer's model (`engine::replay`, what the window steps through) on a sim game:
/// the game of each `--out` line, played again, replays to the line's end state, forward from
/// the start and back from the end, including one played on from a save with other dice.
#[test]
fn the_viewer_replays_sim_games_to_their_lines() {
    use steppe::rules::engine::replay::Replay;
    let dir = std::env::temp_dir().join(format!("steppe-sim-viewer-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let from = repo("tests/fixtures/puzzles").join("gpw_barbarossa_t2_axis_panzer.ron");
    let mut runs = vec![vec![
        "sim",
        "scenarios/zw_blue.ron",
        "--games",
        "2",
        "--axis",
        "greedy",
        "--soviet",
        "greedy",
        "--jobs",
        "1",
    ]];
    let from_s = from.display().to_string();
    runs.push(vec![
        "sim", "--from", &from_s, "--games", "1", "--axis", "greedy", "--soviet", "greedy",
        "--jobs", "1",
    ]);
    let mut checked = 0;
    for (k, args) in runs.iter().enumerate() {
        let file = dir.join(format!("out{k}.jsonl"));
        let mut args = args.clone();
        let f = file.display().to_string();
        args.extend(["--out", &f]);
        let (code, _, err) = steppe(&args);
        assert_eq!(code, 0, "{err}");
        for line in lines(&file) {
            let want = line.replay.as_ref().expect("format 2").state_hash.clone();
            let played = replay_line(&line).unwrap_or_else(|e| panic!("{e}"));
            let replay = Replay::of(&played.game).expect("the viewer replays it");
            let end = replay.game_at(replay.len());
            assert_eq!(
                format!("{:016x}", end.state_hash()),
                want,
                "seed {}",
                line.seed
            );
            let back = replay.game_at(replay.previous_turn(replay.len()));
            assert!(back.log.len() < replay.len());
            checked += 1;
        }
    }
    assert_eq!(checked, 3);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The random player drew its hexes otherwise before `--out` format 4 (`Draw::Every`, the list
/// of every legal hex): a line of format 3 is played again with that draw, one of format 4 with
/// this one, each to the state it carries; the two draws play other games from one seed (or
/// replaying by the line's format would not be tested).
#[test]
fn random_games_replay_with_the_draw_of_their_lines_format() {
    use steppe::rules::play::Policy;
    use steppe::rules::play::outcome::{RESULT_FORMAT, play_game, play_game_as};
    let name = "scenarios/zw_blue.ron";
    let loaded = load(name);
    let start =
        steppe::rules::engine::game::Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), 1);
    let sides = [Policy::Random, Policy::Random];
    let (mut old, _, old_game) = play_game_as(3, &start, name, &sides, 5, &mut || 0.0);
    let (mut new, _, new_game) = play_game(&start, name, &sides, 5, &mut || 0.0);
    assert_eq!((old.format, new.format), (3, RESULT_FORMAT));
    assert_ne!(
        old_game.state_hash(),
        new_game.state_hash(),
        "the two draws play other games"
    );
    for line in [&mut old, &mut new] {
        steppe::files::regame::stamp(line, &loaded, None);
        let again = replay_line(line).unwrap_or_else(|e| panic!("format {}: {e}", line.format));
        assert_eq!(
            Some(format!("{:016x}", again.game.state_hash())),
            line.replay.as_ref().map(|r| r.state_hash.clone()),
            "format {}",
            line.format
        );
    }
}
