//! The headless `steppe` commands, run as a user would: exit codes, located errors, --json.

mod common;
use common::*;
use steppe::rules::state::command::Command;

#[test]
fn check_valid_files() {
    let (code, out, _) = steppe(&[
        "check",
        "scenarios/rulesets/gpw.ron",
        "scenarios/gpw_barbarossa.ron",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(
        lines[1].contains("scenario \"Barbarossa\"") && lines[1].contains("44x32"),
        "{out}"
    );
}

#[test]
fn check_reports_every_error_with_position() {
    let dir = std::env::temp_dir().join(format!("steppe-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(repo("tests/fixtures/rules_test.ron"))
        .unwrap()
        .replace(
            "../../scenarios/rulesets/gpw.ron",
            &repo("scenarios/rulesets/gpw.ron").display().to_string(),
        )
        .replacen("\"...s......\"", "\"...s..Q...\"", 1)
        .replacen("at: \"0303\"", "at: \"9999\"", 1);
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, text).unwrap();
    let (code, out, err) = steppe(&["check", bad.to_str().unwrap(), "scenarios/rulesets/gpw.ron"]);
    assert_eq!(code, 1);
    let errs: Vec<&str> = err.lines().collect();
    assert_eq!(errs.len(), 2, "{err}");
    for e in &errs {
        let mut parts = e.splitn(4, ':');
        assert!(parts.next().unwrap().ends_with("bad.ron"));
        assert!(parts.next().unwrap().parse::<u32>().is_ok(), "{e}");
        assert!(parts.next().unwrap().parse::<u32>().is_ok(), "{e}");
    }
    assert!(
        err.contains("unknown terrain letter 'Q'") && err.contains("9999 is not a hex"),
        "{err}"
    );
    assert!(
        out.contains("gpw.ron: ruleset"),
        "valid files still get their line: {out}"
    );
}

#[test]
fn reach_lists_costs_and_stops() {
    let (code, out, err) = steppe(&[
        "reach",
        "tests/fixtures/rules_test.ron",
        "--unit",
        "a_inf2",
        "--phase",
        "axis_general",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.lines().any(|l| l.trim_start().starts_with("0503")
            && l.contains("2 MP")
            && l.contains("stop: enemy ZOC")),
        "{out}"
    );
    let (code, out, _) = steppe(&[
        "reach",
        "tests/fixtures/rules_test.ron",
        "--unit",
        "a_inf2",
        "--phase",
        "axis_general",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let hexes = v["hexes"].as_array().unwrap();
    let h0503 = hexes.iter().find(|h| h["hex"] == "0503").unwrap();
    assert_eq!(h0503["mp"], 2);
    assert_eq!(h0503["must_stop"], "enemy ZOC");
    let path = h0503["path"].as_array().unwrap();
    assert_eq!(path.len(), 2);
    assert_eq!(path[1], "0503");
    // Snow: +1 a hex.
    let (_, out, _) = steppe(&[
        "reach",
        "tests/fixtures/rules_test.ron",
        "--unit",
        "a_inf2",
        "--phase",
        "axis_general",
        "--weather",
        "snow",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let h = v["hexes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["hex"] == "0503")
        .unwrap()
        .clone();
    assert_eq!(h["mp"], 4);
    // Not this unit's phase: a reason, exit 1.
    let (code, _, err) = steppe(&["reach", "tests/fixtures/rules_test.ron", "--unit", "s_inf1"]);
    assert_eq!(code, 1);
    assert!(err.contains("belongs to the Soviet"), "{err}");
}

#[test]
fn replay_prints_turn_phase_and_hash() {
    let l = load("tests/fixtures/rules_test.ron");
    let mut g = game("tests/fixtures/rules_test.ron", 9);
    to_phase(&mut g, "axis_general");
    g.apply(Command::Move {
        unit: unit(&g, "a_inf1"),
        path: hexes(&g, &["0102"]),
    })
    .unwrap();
    let dir = std::env::temp_dir().join(format!("steppe-cli-replay-{}", std::process::id()));
    let save = dir.join("s.ron");
    steppe::files::write_save(&save, &g, &l, &[]).unwrap();
    let (code, out, err) = steppe(&["replay", save.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Axis General Movement") && out.contains(&format!("{:016x}", g.state_hash())),
        "{out}"
    );
    let (_, out, _) = steppe(&["replay", save.to_str().unwrap(), "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["turn"], 1);
    assert_eq!(v["phase"], "axis_general");
    assert_eq!(v["state_hash"], format!("{:016x}", g.state_hash()));
    // check accepts saves too.
    let (code, out, _) = steppe(&["check", save.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(out.contains("save of \"Rules test\""), "{out}");
}

#[test]
fn odds_enumerates_the_die_exactly() {
    let args = [
        "odds",
        "tests/fixtures/movement_example.ron",
        "--attackers",
        "sov1503,sov1602,sov1703,sov1704",
        "--defender",
        "B-1603",
    ];
    let (code, out, err) = steppe(&args);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("forest/rough (terrain chart): 1L") && out.contains("final column 4:1"),
        "{out}"
    );
    let mut json = args.to_vec();
    json.push("--json");
    let (_, out, _) = steppe(&json);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["column"], "4:1");
    assert_eq!(v["base_column"], "5:1");
    assert_eq!(v["attack"], 34);
    // The 4:1 column: DR DR EX DRL DRL DE.
    let p = &v["probability"]["results"];
    assert_eq!(p["DR"], 2.0 / 6.0);
    assert_eq!(p["DRL"], 2.0 / 6.0);
    assert_eq!(p["EX"], 1.0 / 6.0);
    assert_eq!(p["DE"], 1.0 / 6.0);
    assert_eq!(v["dice"].as_array().unwrap().len(), 6);
    // Snow turn: one more column left.
    let mut snow = args.to_vec();
    snow.extend(["--weather", "snow", "--json"]);
    let (_, out, _) = steppe(&snow);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["column"], "3:1");
    // Below 1:1: refused with the reason.
    let (code, _, err) = steppe(&[
        "odds",
        "tests/fixtures/movement_example.ron",
        "--attackers",
        "sov1503",
        "--defender",
        "B-1603",
        "--weather",
        "mud",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("below 1:1"), "{err}");
}

#[test]
fn odds_of_an_opposed_battle_with_air_support() {
    // The Typhoon opening: three 4th Army divisions against the rifle divisions in the wood of
    // 0821, their HQ supposed active; then with three of the four German air units.
    let args = [
        "odds",
        "scenarios/typhoon_1941.ron",
        "--attackers",
        "g_7,g_23,g_15",
        "--defender",
        "0821",
    ];
    let (code, out, err) = steppe(&args);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("attacker wins 156/216 (72.2%)"), "{out}");
    let mut air = args.to_vec();
    air.extend(["--air", "3"]);
    let (code, out, err) = steppe(&air);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("die +3: 3 air units committed")
            && out.contains("attacker wins 210/216 (97.2%)"),
        "{out}"
    );
    let mut too_many = args.to_vec();
    too_many.extend(["--air", "5"]);
    let (code, _, err) = steppe(&too_many);
    assert_eq!(code, 1);
    assert!(err.contains("4 air units left this turn, of 4"), "{err}");
}

/// `steppe preview` of a broken scenario: exit 1, the problem located, no picture written.
/// (The picture itself is drawn and checked by tests/gui_screenshot.sh: it needs Vulkan.)
#[cfg(feature = "client")]
#[test]
fn preview_of_a_broken_scenario_says_where() {
    let dir = std::env::temp_dir().join(format!("steppe-preview-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(repo("scenarios/gpw_barbarossa.ron"))
        .unwrap()
        .replace(
            "rulesets/gpw.ron",
            &repo("scenarios/rulesets/gpw.ron").display().to_string(),
        )
        .replacen("turns: 8,", "turns: eight,", 1);
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, text).unwrap();
    let png = dir.join("setup.png");
    let (code, _, err) = steppe(&[
        "preview",
        bad.to_str().unwrap(),
        "-o",
        png.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("bad.ron:21:"), "{err}");
    assert!(!png.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `steppe sim`: the same seeds give the same games whatever the threads; runs merged from
/// their --out files come to the run of all their games; a policy it does not know is refused.
#[test]
fn sim_is_reproducible_and_merges() {
    let dir = std::env::temp_dir().join(format!("steppe-sim-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = "scenarios/gpw_barbarossa.ron";
    let run = |extra: &[&str]| {
        let mut args = vec!["sim", file, "--json"];
        args.extend_from_slice(extra);
        let (code, out, err) = steppe(&args);
        assert_eq!(code, 0, "{err}");
        let mut v = serde_json::from_str::<serde_json::Value>(&out).unwrap();
        // (How long the games took differs run to run, and a merge has none.)
        v.as_object_mut().unwrap().remove("timing");
        v
    };
    let all = run(&["--games", "6", "--seed", "3", "--jobs", "1"]);
    assert_eq!(run(&["--games", "6", "--seed", "3", "--jobs", "3"]), all);
    assert_eq!(all["games"], 6);
    assert_eq!(all["seeds"], serde_json::json!([3, 8]));
    let wins: u64 = (0..2)
        .map(|s| all["sides"][s]["wins"].as_u64().unwrap())
        .sum();
    assert_eq!(wins + all["no_winner"].as_u64().unwrap(), 6);
    let ci = &all["sides"][1]["ci95"];
    let rate = all["sides"][1]["win_rate"].as_f64().unwrap();
    assert!(ci[0].as_f64().unwrap() <= rate && rate <= ci[1].as_f64().unwrap());
    assert_eq!(all["objectives_by_turn"].as_array().unwrap().len(), 8);
    let (a, b) = (dir.join("a.jsonl"), dir.join("b.jsonl"));
    run(&["--games", "2", "--seed", "3", "--out", a.to_str().unwrap()]);
    run(&["--games", "4", "--seed", "5", "--out", b.to_str().unwrap()]);
    assert_eq!(std::fs::read_to_string(&b).unwrap().lines().count(), 4);
    let (code, out, err) = steppe(&[
        "sim",
        "--json",
        "--merge",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).unwrap(),
        all
    );
    // In words, the battles by the attacker and the final odds column.
    let (code, out, err) = steppe(&["sim", file, "--games", "2", "--seed", "3", "--jobs", "1"]);
    assert_eq!(code, 0, "{err}");
    let words = out
        .split("battles a game, by the attacker and the final odds column")
        .nth(1)
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        words.contains("\n  Axis: ") && words.contains("\n    1:1 "),
        "{out}"
    );
    let (code, _, err) = steppe(&["sim", file, "--axis", "clever"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown policy \"clever\" (known: random, greedy, planner, general)"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `steppe sim --shard I/N`: four shards of a run (as four Slurm array tasks or Kubernetes
/// indexed pods would play them), merged, come to exactly the run on one machine; each line of
/// --out carries its format's version; a game merged twice is refused, naming the file and line.
#[test]
fn four_shards_merged_are_the_single_run() {
    let dir = std::env::temp_dir().join(format!("steppe-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = "scenarios/zw_blue.ron";
    let sim = |extra: &[&str]| {
        let mut args = vec!["sim", file, "--json", "--games", "10", "--seed", "40"];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["--axis", "greedy", "--jobs", "1"]);
        let (code, out, err) = steppe(&args);
        assert_eq!(code, 0, "{err}");
        let mut v = serde_json::from_str::<serde_json::Value>(&out).unwrap();
        // How long the games took is the run's, not the results': a merge has none.
        let timing = v
            .as_object_mut()
            .unwrap()
            .remove("timing")
            .expect("a run is timed");
        let sides = timing["sides"].as_array().unwrap();
        assert_eq!(sides.len(), 2);
        assert!(sides[0]["decisions"].as_u64().unwrap() > 0, "{timing}");
        assert!(sides[0]["worst"].as_f64().unwrap() >= sides[0]["median"].as_f64().unwrap());
        v
    };
    let whole = sim(&[]);
    // Each game's battles travel in its --out line and are summed by the merge.
    let battles = whole["battles"].as_array().unwrap();
    assert!(
        battles.iter().any(|b| b["side"] == 0) && battles.iter().any(|b| b["side"] == 1),
        "{whole}"
    );
    let mut parts = Vec::new();
    let mut games = 0;
    for i in 0..4 {
        let out = dir.join(format!("shard-{i}.jsonl"));
        let part = sim(&["--shard", &format!("{i}/4"), "--out", out.to_str().unwrap()]);
        games += part["games"].as_u64().unwrap();
        let text = std::fs::read_to_string(&out).unwrap();
        let first: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
        assert_eq!(
            first["format"],
            steppe::rules::play::outcome::RESULT_FORMAT,
            "{first}"
        );
        assert_eq!(first["replay"]["state_hash"].as_str().unwrap().len(), 16);
        parts.push(out);
    }
    assert_eq!(games, 10, "the shards play each game once");
    // A line written before battles were counted has none: the battles are those of the other
    // games, a game on average over those.
    let old = dir.join("old.jsonl");
    let text = std::fs::read_to_string(&parts[0]).unwrap();
    let old_lines: Vec<String> = text
        .lines()
        .map(|l| {
            let mut v: serde_json::Value = serde_json::from_str(l).unwrap();
            let o = v.as_object_mut().unwrap();
            o.remove("battles").expect("counted");
            // Nor the front-line craft (lone_best, pocketed, front, front_lone): per side each.
            for k in ["lone_best", "pocketed", "front", "front_lone"] {
                assert_eq!(o.remove(k).expect("counted").as_array().unwrap().len(), 2);
            }
            v.to_string()
        })
        .collect();
    std::fs::write(&old, old_lines.join("\n")).unwrap();
    let mut args = vec!["sim", "--merge", old.to_str().unwrap()];
    args.extend(parts[1..].iter().map(|p| p.to_str().unwrap()));
    let (code, out, err) = steppe(&args);
    assert_eq!(code, 0, "{err}");
    let counted = 10 - old_lines.len();
    assert!(
        out.contains(&format!(
            "attacker / defender), over the {counted} of the 10 games whose lines count them:\n"
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "(held by one unit alone), over the {counted} of the 10 games whose lines count \
             them:\n  Axis: lone at the best columns "
        )),
        "{out}"
    );
    let mut args = vec!["sim", "--json", "--merge"];
    args.extend(parts.iter().map(|p| p.to_str().unwrap()));
    let (code, out, err) = steppe(&args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).unwrap(),
        whole
    );
    // The same shard twice: refused at the repeated game's line.
    let (code, _, err) = steppe(&[
        "sim",
        "--merge",
        parts[1].to_str().unwrap(),
        parts[1].to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains("shard-1.jsonl:1:1: seed 42 was played already"),
        "{err}"
    );
    let (code, _, err) = steppe(&["sim", file, "--shard", "4/4"]);
    assert_eq!(code, 2);
    assert!(err.contains("shards 0 to 3 of 4"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The window's seats (`steppe --axis human --soviet greedy`): a person or a policy, and what is
/// known when the name is not.
#[test]
fn a_seat_is_human_or_a_policy() {
    use steppe::rules::play::Policy;
    assert_eq!(steppe::cli::seat("human"), Ok(None));
    assert_eq!(steppe::cli::seat("planner"), Ok(Some(Policy::Planner)));
    let e = steppe::cli::seat("clever").unwrap_err();
    assert!(
        e.contains("\"clever\"") && e.contains("greedy") && e.ends_with("or human"),
        "{e}"
    );
}

/// `scripts/league.sh`: every pair of the policies asked for, sides swapped, on the scenarios
/// asked for; its table holds each pair's wins both ways round, and every run's command is
/// printed above it.
#[test]
fn the_league_plays_each_pair_both_ways_round() {
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        panic!("scripts/league.sh needs python3 (scripts/install-deps.sh installs it)");
    }
    let out = std::process::Command::new("bash")
        .args([
            "scripts/league.sh",
            "--games",
            "3",
            "--scenarios",
            "zw_blue",
            "--policies",
            "random greedy",
            "--jobs",
            "1",
        ])
        .env("STEPPE", env!("CARGO_BIN_EXE_steppe"))
        .current_dir(repo("."))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for cmd in [
        "steppe sim scenarios/zw_blue.ron --games 3 --seed 1 --axis greedy --soviet random --jobs 1 --json",
        "steppe sim scenarios/zw_blue.ron --games 3 --seed 1 --axis random --soviet greedy --jobs 1 --json",
    ] {
        assert!(text.contains(cmd), "{cmd} not in\n{text}");
    }
    let row = text
        .lines()
        .find(|l| l.starts_with("| zw_blue | greedy vs random |"))
        .unwrap_or_else(|| panic!("no row in\n{text}"));
    assert!(
        row.contains("/3 (Axis)") && row.contains("/3 (Soviet)"),
        "{row}"
    );
    // The score counts a game no side won half to each: A's wins both ways round and the
    // games no side won give it.
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    let wins = |c: &str| -> f64 { c.split('/').next().unwrap().parse().unwrap() };
    let none: f64 = cells[7].parse().unwrap();
    let score = (wins(cells[3]) + wins(cells[4]) + none / 2.0) / 6.0;
    assert!(
        cells[8].starts_with(&format!("{:.1}% (", 100.0 * score)),
        "score {score} in {row}"
    );
}

/// The what-if window's games are `steppe sim`'s: a position saved as the window saves it (no
/// seats), played from the command line with the window's players and seeds, gives exactly the
/// results the window's `play::outcome::play` gives from the position itself.
#[test]
fn the_what_if_games_are_the_command_lines() {
    use steppe::rules::play::{Policy, outcome};
    let loaded = load("scenarios/zw_blue.ron");
    let mut g =
        steppe::rules::engine::game::Game::new(loaded.ruleset.clone(), loaded.scenario.clone(), 11);
    let mut greedy = Policy::Greedy.player(2);
    for _ in 0..3 {
        greedy.play_phase(&mut g, &mut |g, c| g.apply(c));
    }
    let dir = std::env::temp_dir().join(format!("steppe-what-if-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("what-if.ron");
    steppe::files::write_save(&file, &g, &loaded, &[]).unwrap();
    let policies = [Policy::Greedy, Policy::Random];
    let name = file.to_str().unwrap();
    // (The window stamps its results with the files' hash and the position played from, as
    // the command line does, so that a game of either can be replayed.)
    let window: Vec<serde_json::Value> = (1..=4)
        .map(|seed| {
            let mut r = outcome::play(&g, name, &policies, seed);
            steppe::files::regame::stamp(&mut r, &loaded, Some((name, &g)));
            serde_json::to_value(r).unwrap()
        })
        .collect();
    let out = dir.join("games.jsonl");
    let (code, _, err) = steppe(&[
        "sim",
        "--from",
        name,
        "--games",
        "4",
        "--seed",
        "1",
        "--axis",
        "greedy",
        "--soviet",
        "random",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let cli: Vec<serde_json::Value> = std::fs::read_to_string(&out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(cli, window);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A scenario and its broken ruleset named together: each of the ruleset's problems is printed
/// once (the scenario's check reports them too), every file's problems in line order, and a
/// column heading that is not a ratio is a problem, not a crash.
#[test]
fn check_prints_each_problem_once_in_file_order() {
    let dir = std::env::temp_dir().join(format!("steppe-check-once-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("rulesets")).unwrap();
    let rules = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron"))
        .unwrap()
        .replacen("\"1:1\", \"2:1\"", "\"1:1\", \"x:1\"", 1)
        .replacen("letter: 'f'", "letter: '.'", 1);
    std::fs::write(dir.join("rulesets/gpw.ron"), rules).unwrap();
    std::fs::copy(
        repo("scenarios/gpw_barbarossa.ron"),
        dir.join("barbarossa.ron"),
    )
    .unwrap();
    let ruleset = dir.join("rulesets/gpw.ron");
    let scenario = dir.join("barbarossa.ron");
    let (code, _, alone) = steppe(&["check", ruleset.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(alone.contains("\"x:1\" is not an odds ratio"), "{alone}");
    assert!(!alone.contains("panicked"), "{alone}");
    let (code, _, both) = steppe(&[
        "check",
        scenario.to_str().unwrap(),
        ruleset.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert_eq!(
        both, alone,
        "the ruleset's problems, once each, whichever file reached them"
    );
    let places: Vec<(u32, u32)> = both
        .lines()
        .map(|l| {
            // file:line:col: message (the temporary folder's path holds no colon)
            let mut q = l.splitn(4, ':').skip(1);
            (
                q.next().unwrap().parse().unwrap(),
                q.next().unwrap().parse().unwrap(),
            )
        })
        .collect();
    assert!(places.len() >= 2, "{both}");
    assert!(places.is_sorted(), "in file order: {both}");
}
