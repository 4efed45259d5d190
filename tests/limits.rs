//! Numbers beyond what the engine handles are refused where the file says them, with the limit:
//! a movement cost that would make the movement search allocate gigabytes, a retreat whose paths
//! could not be enumerated in a forecast's time; requests the commands cannot serve (no threads, a
//! seed range past the last seed, an empty path); a byte-order mark; a save whose scenario is gone.

mod common;
use common::*;

/// The shipped scenario `scenario` with its ruleset's text changed by `edit`, checked.
fn check_edited(scenario: &str, ruleset: &str, edit: impl Fn(&str) -> String) -> String {
    check_both_edited(scenario, ruleset, edit, str::to_string)
}

/// The shipped scenario `scenario` (of the ruleset `ruleset`) with its own text changed by
/// `edit`, checked.
fn check_scenario_edited(scenario: &str, ruleset: &str, edit: impl Fn(&str) -> String) -> String {
    check_both_edited(scenario, ruleset, str::to_string, edit)
}

/// A shipped scenario and its ruleset, each changed by its edit, checked: refused, with what
/// `steppe check` printed.
fn check_both_edited(
    scenario: &str,
    ruleset: &str,
    edit_ruleset: impl Fn(&str) -> String,
    edit_scenario: impl Fn(&str) -> String,
) -> String {
    static RUN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("steppe-limits-{}-{run}", std::process::id()));
    std::fs::create_dir_all(dir.join("rulesets")).unwrap();
    let rules = std::fs::read_to_string(repo(&format!("scenarios/rulesets/{ruleset}"))).unwrap();
    let text = std::fs::read_to_string(repo(&format!("scenarios/{scenario}"))).unwrap();
    let (rules_edited, text_edited) = (edit_ruleset(&rules), edit_scenario(&text));
    assert!(
        rules_edited != rules || text_edited != text,
        "the edit changed nothing"
    );
    std::fs::write(dir.join("rulesets").join(ruleset), rules_edited).unwrap();
    let path = dir.join(scenario);
    std::fs::write(&path, text_edited).unwrap();
    let (code, _, err) = steppe(&["check", path.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 1, "accepted: {err}");
    err
}

/// `file:line:col: message` on the ruleset, the message containing `says`.
fn located(err: &str, says: &str) {
    let line = err.lines().next().unwrap_or_default();
    let mut parts = line.splitn(4, ':');
    assert!(parts.next().unwrap().ends_with(".ron"), "{err}");
    assert!(parts.next().unwrap().parse::<u32>().is_ok(), "{err}");
    assert!(parts.next().unwrap().parse::<u32>().is_ok(), "{err}");
    assert!(line.contains(says), "{err}");
}

#[test]
fn movement_costs_beyond_the_engine_are_refused_where_they_are() {
    let e = check_edited("gpw_barbarossa.ron", "gpw.ron", |t| {
        t.replacen("Mp(2)", "Mp(2147483648)", 1)
    });
    located(
        &e,
        "2147483648 movement points is more than the engine handles (99 at most",
    );
    let e = check_edited("gpw_barbarossa.ron", "gpw.ron", |t| {
        t.replacen("extra_cost_per_hex: 1", "extra_cost_per_hex: 100000000", 1)
    });
    located(&e, "100000000 movement points");
    // The limit itself is accepted: only beyond it is refused.
    let dir = std::env::temp_dir().join(format!("steppe-limits-ok-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("rulesets")).unwrap();
    let text = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    std::fs::write(
        dir.join("rulesets/gpw.ron"),
        text.replacen("Mp(2)", "Mp(99)", 1),
    )
    .unwrap();
    std::fs::copy(repo("scenarios/gpw_barbarossa.ron"), dir.join("s.ron")).unwrap();
    let (code, _, err) = steppe(&["check", dir.join("s.ron").to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn retreats_beyond_the_engine_are_refused_where_they_are() {
    let e = check_edited("gpw_barbarossa.ron", "gpw.ron", |t| {
        t.replacen("defender_retreat: 2", "defender_retreat: 24", 1)
    });
    located(
        &e,
        "a retreat of 24 hexes is more than the engine handles (6 at most)",
    );
    let e = check_edited("war_1941.ron", "war_against_russia.ron", |t| {
        t.replacen("Retreat(2)", "Retreat(30)", 1)
    });
    located(&e, "a retreat of 30 hexes");
}

/// Every number a file holds is bounded where it is read: those that size a search (a
/// movement allowance, a road speed), a sum (combat factors) or a division (a divisor of 0)
/// were accepted before and crashed or exhausted `steppe sim` (tests/fuzz_files.rs found them).
#[test]
fn numbers_that_size_searches_sums_or_divisions_are_refused_where_they_are() {
    let e = check_scenario_edited("zw_campaign.ron", "zhukovs_war.ron", |t| {
        t.replacen(
            "steps: [(3, 4, 4), (2, 2, 4)]",
            "steps: [(3, 4, 4294967295), (2, 2, 4)]",
            1,
        )
    });
    located(
        &e,
        "4294967295 movement points is more than the engine handles (99 at most)",
    );
    let e = check_scenario_edited("zw_blue.ron", "zhukovs_war.ron", |t| {
        t.replacen(
            "steps: [(3, 4, 4), (2, 2, 4)]",
            "steps: [(4294967295, 4, 4), (2, 2, 4)]",
            1,
        )
    });
    located(
        &e,
        "a combat factor of 4294967295 is more than the engine handles (999 at most)",
    );
    let e = check_edited("typhoon_1941.ron", "typhoon.ron", |t| {
        t.replacen("\"tanks\": 2", "\"tanks\": 4294967295", 1)
    });
    located(
        &e,
        "a multiplier of 4294967295 is more than the engine handles",
    );
    // Road speeds each allowed, whose product is too fine a fraction of a point.
    let e = check_edited("typhoon_1941.ron", "typhoon.ron", |t| {
        t.replacen("\"tanks\": 2", "\"tanks\": 7", 1).replacen(
            "\"cavalry\": 2",
            "\"cavalry\": 9",
            1,
        )
    });
    located(&e, "road movement would count in 1/126 of a movement point");
    let e = check_edited("gpw_barbarossa.ron", "gpw.ron", |t| {
        t.replacen("movement_divisor: 2", "movement_divisor: 0", 1)
    });
    located(&e, "a divisor of 0 is less than allowed (1 at least)");
    let e = check_edited("gpw_barbarossa.ron", "gpw.ron", |t| {
        t.replacen("\"2:1\"", "\"1.5:1\"", 1)
    });
    located(&e, "\"1.5:1\" is not an odds ratio like \"3:2\"");
}

#[test]
fn requests_the_commands_cannot_serve_are_refused_with_why() {
    let (code, _, err) = steppe(&[
        "sim",
        "tests/fixtures/rules_test.ron",
        "--games",
        "1",
        "--jobs",
        "0",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--jobs 0 plays no game"), "{err}");
    let (code, _, err) = steppe(&[
        "sim",
        "tests/fixtures/rules_test.ron",
        "--games",
        "2",
        "--seed",
        "18446744073709551615",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("runs past the last seed"), "{err}");
    // More threads than cores: the same games, on the cores there are.
    let (code, out, err) = steppe(&[
        "sim",
        "tests/fixtures/rules_test.ron",
        "--games",
        "2",
        "--jobs",
        "1000",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 games"), "{out}");
    // An empty path: the command line says which argument lacks a value.
    let (code, _, err) = steppe(&["check", ""]);
    assert_eq!(code, 2);
    assert!(
        err.contains("a value is required for '<FILES>...'"),
        "{err}"
    );
}

#[test]
fn a_byte_order_mark_is_accepted_and_a_saves_missing_scenario_named() {
    let dir = std::env::temp_dir().join(format!("steppe-bom-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let bom = dir.join("gpw.ron");
    std::fs::write(&bom, format!("\u{feff}{text}")).unwrap();
    let (code, out, err) = steppe(&["check", bom.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("ruleset"), "{out}");
    // A save naming a scenario that is gone.
    let l = load("tests/fixtures/rules_test.ron");
    let g = game("tests/fixtures/rules_test.ron", 1);
    let save = dir.join("s.ron");
    steppe::files::write_save(&save, &g, &l, &[]).unwrap();
    let text = std::fs::read_to_string(&save).unwrap();
    let gone = text.replace(&l.scenario_path.display().to_string(), "/nowhere/gone.ron");
    assert_ne!(gone, text);
    std::fs::write(&save, gone).unwrap();
    let (code, _, err) = steppe(&["replay", save.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(
        err.contains("/nowhere/gone.ron") && err.contains("the scenario named by"),
        "{err}"
    );
    // A save naming no scenario at all.
    std::fs::write(
        &save,
        text.replace(&l.scenario_path.display().to_string(), ""),
    )
    .unwrap();
    let (code, _, err) = steppe(&["replay", save.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("the path is empty"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
