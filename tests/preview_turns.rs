//! `steppe preview --turns`: the game a strip draws (a run's median game, or a line's), its
//! course turn by turn against the line's figures, refusals with their place; and (with the
//! client, on Mesa's software Vulkan) the picture: a grid of tiles, one per turn after the trace
//! panel, that are pictures and differ from one another.

mod common;
use common::*;
use std::path::{Path, PathBuf};
use steppe::cli::preview::pick;
use steppe::rules::play::course::{Standing, standing};
use steppe::rules::play::outcome::{GameResult, median_game};

/// A folder of the test's own with `games` greedy games of Barbarossa from seed 1 in run.jsonl.
fn run_of(tag: &str, games: u32) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("steppe-turns-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("run.jsonl");
    let (code, _, err) = steppe(&[
        "sim",
        "scenarios/gpw_barbarossa.ron",
        "--games",
        &games.to_string(),
        "--seed",
        "1",
        "--jobs",
        "1",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    (dir, out)
}

fn lines(out: &Path) -> Vec<GameResult> {
    std::fs::read_to_string(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// The run's median game is drawn, said so; its turns run from 1 to the turn it ended, and its
/// milestones, measured again at each turn's end, are the line's; the first turn a milestone
/// was taken is where its standing changes.
#[test]
fn the_median_game_of_a_run_and_its_course() {
    let (dir, out) = run_of("run", 5);
    let results = lines(&out);
    let seed = median_game(&results).unwrap();
    let (n, line) = results
        .iter()
        .enumerate()
        .find(|(_, r)| r.seed == seed)
        .unwrap();
    let p = pick(&out, None).unwrap_or_else(|(e, _)| panic!("{e}"));
    assert!(
        p.what.contains(&format!("line {}: seed {seed}", n + 1))
            && p.what.contains("median game by end turn of 5"),
        "{}",
        p.what
    );
    let turns: Vec<u32> = p.course.turns.iter().map(|t| t.turn).collect();
    assert_eq!(turns, (1..=line.end_turn).collect::<Vec<_>>());
    assert!(p.course.turns.iter().all(|t| t.ended));
    assert_eq!(
        p.course.turns.last().unwrap().state,
        p.game.state,
        "the last turn's end is the game's end"
    );
    assert!(!line.milestones.is_empty());
    assert_eq!(p.course.milestones, line.milestones);
    for m in &p.course.milestones {
        if let Some(t) = m.turn.filter(|&t| t > 1) {
            assert_ne!(standing(m, t - 1), standing(m, t), "{}", m.id);
        }
    }
    // The front line is where two sides' ground meets: some hexsides, not every one.
    let g = &p.game;
    let front = steppe::rules::play::course::front_line(g, &p.course.turns[0].state);
    assert!(
        !front.is_empty() && front.len() < g.scenario.map.len(),
        "{}",
        front.len()
    );
    // A hex of the other side's, alone and empty, far behind the front (Moscow on turn 1), is
    // an island: no front around it. A unit in it would make it a front (a pocket).
    let mut state = p.course.turns[0].state.clone();
    let moscow = hex(g, "3409");
    state.control[moscow as usize] = 1 - state.control[moscow as usize];
    let occupied = state
        .units
        .iter()
        .any(|u| matches!(u.status(), steppe::rules::state::UnitStatus::OnMap(h) if h == moscow));
    let flipped = steppe::rules::play::course::front_line(g, &state).len();
    if occupied {
        assert_eq!(flipped, front.len() + 6, "a unit's hex is never an island");
    } else {
        assert_eq!(flipped, front.len(), "an empty hex alone is an island");
    }
    // Another line, asked for.
    let other = pick(&out, Some(1)).unwrap_or_else(|(e, _)| panic!("{e}"));
    assert!(
        other
            .what
            .contains(&format!("line 1: seed {}", results[0].seed))
    );
    assert!(!other.what.contains("median"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Refused with the place: a line the file does not have, a line that is not a game, a
/// scenario's set-up (no turn played), --line of a save.
#[test]
fn bad_input_is_refused_with_its_place() {
    let (dir, out) = run_of("bad", 2);
    let (e, code) = pick(&out, Some(9)).err().unwrap();
    assert_eq!(code, 2);
    assert!(e.contains("no line 9: it has 2 lines"), "{e}");
    let text = std::fs::read_to_string(&out).unwrap();
    let broken = dir.join("broken.jsonl");
    let mut rows: Vec<String> = text.lines().map(str::to_string).collect();
    rows[1] = rows[1].replacen("\"seed\":", "\"seed\":\"x\",\"was\":", 1);
    std::fs::write(&broken, rows.join("\n")).unwrap();
    let (e, _) = pick(&broken, None).err().unwrap();
    assert!(e.contains("broken.jsonl:2:"), "{e}");
    let scenario = repo("scenarios/gpw_barbarossa.ron");
    let (e, code) = pick(&scenario, None).err().unwrap();
    assert_eq!(code, 1);
    assert!(e.contains("no turn has been played"), "{e}");
    let (e, code) = pick(&scenario, Some(1)).err().unwrap();
    assert_eq!(code, 2);
    assert!(
        e.contains("--line picks a game of a `steppe sim --out` file"),
        "{e}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A save of a game stopped midway: every turn ended so far, then the position as saved.
#[test]
fn a_save_midway_ends_with_its_position_as_saved() {
    let (dir, out) = run_of("save", 1);
    let games = dir.join("games");
    let (code, printed, err) = steppe(&[
        "sim",
        "--replay",
        out.to_str().unwrap(),
        "--line",
        "1",
        "--save-games",
        games.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let save = PathBuf::from(printed.lines().last().unwrap());
    let whole = pick(&save, None).unwrap_or_else(|(e, _)| panic!("{e}"));
    assert!(whole.what.contains("won on turn") || whole.what.contains("no winner"));
    // The same game cut in its third turn: two turns ended, then the third as it stands.
    let mut g = whole.game.clone();
    let cut = whole.course.turns[1].commands + 5;
    let replay = steppe::rules::engine::replay::Replay::of(&g).unwrap();
    g = replay.game_at(cut);
    let course = steppe::rules::play::course::Course::of(&g).unwrap();
    let turns: Vec<(u32, bool)> = course.turns.iter().map(|t| (t.turn, t.ended)).collect();
    assert_eq!(turns, [(1, true), (2, true), (3, false)]);
    assert_eq!(course.turns[2].state, g.state);
    // Milestones due on turn 1 stand as the whole game's did then.
    for (a, b) in course.milestones.iter().zip(&whole.course.milestones) {
        assert_eq!(standing(a, 2), standing(b, 2), "{}", a.id);
    }
    assert!(
        whole.course.milestones.iter().any(|m| matches!(
            standing(m, 1),
            Standing::Due | Standing::TakenOnTime(1) | Standing::Held
        )),
        "turn 1 has milestones due, taken or held"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The picture: its size as printed, a grid of tiles where the layout says (the trace panel,
/// then one per turn), each a picture, the first turn's and the last's different, and the
/// trace's front lines in its ramp's colours.
#[cfg(feature = "client")]
#[test]
fn the_strip_is_a_grid_of_tiles_that_differ() {
    let (dir, out) = run_of("strip", 3);
    let png = dir.join("strip.png");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_steppe"))
        .args(["preview", "--turns"])
        .arg(&out)
        .arg("-o")
        .arg(&png)
        .args(["--max-side", "1600"])
        .current_dir(repo("."))
        .env_remove("DISPLAY")
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&run.stdout).to_string();
    assert!(
        run.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let p = pick(&out, None).unwrap_or_else(|(e, _)| panic!("{e}"));
    let tiles = p.course.turns.len() + 1;
    let nums = |after: &str| -> Vec<u32> {
        let rest = &said[said
            .find(after)
            .unwrap_or_else(|| panic!("{after}: {said}"))
            + after.len()..];
        rest.split(|c: char| !c.is_ascii_digit())
            .filter(|s| !s.is_empty())
            .take(2)
            .map(|s| s.parse().unwrap())
            .collect()
    };
    let (size, grid) = (nums(": "), nums("tiles "));
    let (first, each, pitch) = (nums("first map at "), nums("each "), nums("one every "));
    let cols = (tiles as f64).sqrt().ceil() as u32;
    assert_eq!(grid, [cols, (tiles as u32).div_ceil(cols)], "{said}");
    let img = image::open(&png).unwrap().to_rgb8();
    assert_eq!([img.width(), img.height()], [size[0], size[1]]);
    assert!(size[0].max(size[1]) <= 1600);
    // Each tile's map: its pixels, sampled.
    let tile = |i: u32| -> Vec<[u8; 3]> {
        let (x0, y0) = (
            first[0] + (i % cols) * pitch[0],
            first[1] + (i / cols) * pitch[1],
        );
        let mut px = Vec::new();
        for y in (y0..y0 + each[1]).step_by(2) {
            for x in (x0..x0 + each[0]).step_by(2) {
                px.push(
                    img.get_pixel(x.min(img.width() - 1), y.min(img.height() - 1))
                        .0,
                );
            }
        }
        px
    };
    let last = tiles as u32 - 1;
    for i in 0..tiles as u32 {
        let t = tile(i);
        let mut colours: Vec<[u8; 3]> = t.clone();
        colours.sort_unstable();
        colours.dedup();
        assert!(
            colours.len() > 20,
            "tile {i} is (nearly) one colour: {}",
            colours.len()
        );
    }
    let (a, b) = (tile(1), tile(last));
    let differ = a.iter().zip(&b).filter(|(x, y)| x != y).count();
    assert!(
        differ * 50 > a.len(),
        "the first turn's tile and the last's differ in {differ} of {} pixels",
        a.len()
    );
    // The trace draws the fronts in its ramp: yellow for the first turn.
    let yellowish = tile(0)
        .iter()
        .filter(|p| p[0] > 200 && p[1] > 170 && p[2] < 90)
        .count();
    assert!(yellowish > 10, "{yellowish} yellow pixels in the trace");
    let _ = std::fs::remove_dir_all(&dir);
}
