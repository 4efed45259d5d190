//! A game's optional rules, scenario choices and seats: set over the scenario file's own
//! (`RuleChoices`), written in the save and restored from it, older saves still loading, and the
//! headless commands taking `--option` and `--choice`.

mod common;
use common::*;
use steppe::files::{load_save, write_save};
use steppe::rules::engine::game::Game;
use steppe::rules::engine::rule_choices::RuleChoices;
use steppe::rules::play::Policy;
use steppe::rules::state::command::Command;

const ZW: &str = "scenarios/zw_blue.ron";

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("steppe-rc-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn options_and_choices_are_set_over_the_scenario_and_refused_when_unknown() {
    let l = load(ZW);
    let base = RuleChoices::of(&l.ruleset, &l.scenario);
    assert_eq!(base.options.get("don_river"), Some(&false), "{base:?}");
    assert_eq!(
        base.choices.get("leningrad_pocket").map(String::as_str),
        Some("original")
    );
    let asked =
        RuleChoices::parse(&["don_river".into()], &["leningrad_pocket=variant".into()]).unwrap();
    let sc = asked.apply(&l.ruleset, &l.scenario).unwrap();
    let now = RuleChoices::of(&l.ruleset, &sc);
    assert!(now.options["don_river"]);
    assert_eq!(now.choices["leningrad_pocket"], "variant");
    assert_eq!(
        now.describe(&l.ruleset),
        "The Don River on; Leningrad pocket: variant"
    );
    // Off again, by any of the words a player might type.
    for off in ["don_river=off", "don_river=false", "don_river=no"] {
        let rc = RuleChoices::parse(&[off.into()], &[]).unwrap();
        let sc = rc.apply(&l.ruleset, &sc).unwrap();
        assert!(
            !RuleChoices::of(&l.ruleset, &sc).options["don_river"],
            "{off}"
        );
    }
    let e = RuleChoices::parse(&["don_river=maybe".into()], &[]).unwrap_err();
    assert!(e.contains("ID=on or ID=off"), "{e}");
    let e = RuleChoices::parse(&[], &["leningrad_pocket".into()]).unwrap_err();
    assert!(e.contains("ID=VALUE"), "{e}");
    let e = RuleChoices::parse(&["mud_everywhere".into()], &[])
        .unwrap()
        .apply(&l.ruleset, &l.scenario)
        .unwrap_err();
    assert!(
        e.contains("no optional rule \"mud_everywhere\"") && e.contains("don_river"),
        "{e}"
    );
    let e = RuleChoices::parse(&[], &["leningrad_pocket=closed".into()])
        .unwrap()
        .apply(&l.ruleset, &l.scenario)
        .unwrap_err();
    assert!(e.contains("original, variant"), "{e}");
    // A ruleset without optional rules says so.
    let gpw = load("scenarios/gpw_barbarossa.ron");
    let e = asked.apply(&gpw.ruleset, &gpw.scenario).unwrap_err();
    assert!(e.contains("it has none"), "{e}");
}

/// A Zhukov's War game with the Don River rule and the variant pocket, the Soviets seated as
/// greedy: the save says so, and opening it gives the same game, settings and seats back.
#[test]
fn a_save_keeps_its_options_choices_and_seats() {
    let l = load(ZW);
    let asked =
        RuleChoices::parse(&["don_river".into()], &["leningrad_pocket=variant".into()]).unwrap();
    let sc = asked.apply(&l.ruleset, &l.scenario).unwrap();
    let mut g = Game::new(l.ruleset.clone(), std::sync::Arc::new(sc), 7);
    g.apply(Command::EndPhase).unwrap();
    let dir = temp("save");
    let path = dir.join("zw.ron");
    write_save(&path, &g, &l, &[None, Some(Policy::Greedy)]).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"don_river\": true"), "{text}");
    assert!(text.contains("\"leningrad_pocket\": \"variant\""), "{text}");
    assert!(
        text.contains("\"axis\": \"human\"") && text.contains("\"soviet\": \"greedy\""),
        "{text}"
    );
    let s = load_save(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.game.state_hash(), g.state_hash());
    assert_eq!(s.seats, vec![None, Some(Policy::Greedy)]);
    let back = RuleChoices::of(&s.game.rules, &s.game.scenario);
    assert!(back.options["don_river"]);
    assert_eq!(back.choices["leningrad_pocket"], "variant");

    // A seat the program does not know is refused where it is.
    std::fs::write(&path, text.replace("\"greedy\"", "\"genius\"")).unwrap();
    let e = load_save(&path)
        .err()
        .expect("an unknown policy is refused");
    let line = e.0[0].to_string();
    assert!(
        line.contains("genius") && line.contains("zw.ron:"),
        "{line}"
    );
    // An optional rule the ruleset lacks too.
    std::fs::write(&path, text.replace("\"don_river\"", "\"don_rover\"")).unwrap();
    let e = load_save(&path).err().expect("an unknown rule is refused");
    assert!(e.0[0].message.contains("don_rover"), "{}", e.0[0]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Saves written before options and seats were kept (no such fields) load and replay: the
/// scenario file's settings, every side a person.
#[test]
fn older_saves_without_options_or_seats_still_load() {
    let l = load(ZW);
    let mut g = Game::new(l.ruleset.clone(), l.scenario.clone(), 3);
    g.apply(Command::EndPhase).unwrap();
    let dir = temp("old");
    let path = dir.join("old.ron");
    write_save(&path, &g, &l, &[]).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    // Cut the three new fields out, as an older steppe wrote it.
    let mut old = String::new();
    let mut skipping = false;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("options:") || t.starts_with("choices:") || t.starts_with("seats:") {
            skipping = !t.ends_with("},");
            continue;
        }
        if skipping {
            skipping = !t.starts_with('}');
            continue;
        }
        old.push_str(line);
        old.push('\n');
    }
    assert!(
        !old.contains("seats") && !old.contains("don_river"),
        "{old}"
    );
    std::fs::write(&path, &old).unwrap();
    let s = load_save(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.game.state_hash(), g.state_hash());
    assert_eq!(s.seats, vec![None, None]);
    assert!(!RuleChoices::of(&s.game.rules, &s.game.scenario).options["don_river"]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `steppe odds` and `steppe sim` take the options; on a save, only the save's own.
#[test]
fn the_commands_take_options_and_a_save_keeps_its_own() {
    // On the scenario: the Don River rule is on, as the summary of the game says.
    let (code, out, err) = steppe(&["sim", ZW, "--games", "1", "--option", "don_river"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1 games"), "{out}");
    let (code, _, err) = steppe(&["sim", ZW, "--games", "1", "--option", "dnieper"]);
    assert_eq!(code, 2);
    assert!(err.contains("no optional rule \"dnieper\""), "{err}");

    let l = load(ZW);
    let asked = RuleChoices::parse(&["don_river".into()], &[]).unwrap();
    let sc = asked.apply(&l.ruleset, &l.scenario).unwrap();
    let g = Game::new(l.ruleset.clone(), std::sync::Arc::new(sc), 5);
    let dir = temp("cli");
    let save = dir.join("don.ron");
    write_save(&save, &g, &l, &[]).unwrap();
    let save = save.to_str().unwrap();
    let odds = |extra: &[&str]| {
        let mut args = vec!["odds", save, "--attackers", "g_9pz", "--defender", "1504"];
        args.extend_from_slice(extra);
        steppe(&args)
    };
    let (code, with, err) = odds(&["--option", "don_river"]);
    assert_eq!(code, 0, "{err}");
    let (code, plain, err) = odds(&[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        with, plain,
        "the save's own option, asked again, changes nothing"
    );
    let (code, _, err) = odds(&["--option", "don_river=off"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("was played with The Don River on") && err.contains("its own"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Help names every policy, every option has a line, and the window's flags stay off the
/// subcommands that ignore them.
#[test]
fn help_lists_the_policies_and_leaves_the_window_flags_to_the_window() {
    let (code, out, _) = steppe(&["sim", "--help"]);
    assert_eq!(code, 0);
    for p in ["random", "greedy", "planner", "--option", "--choice"] {
        assert!(out.contains(p), "sim --help lacks {p}:\n{out}");
    }
    for sub in ["check", "reach", "odds", "replay", "sim"] {
        let (_, out, _) = steppe(&[sub, "--help"]);
        assert!(
            !out.contains("--scenario") && !out.contains("--pace"),
            "{sub} --help shows the window's flags:\n{out}"
        );
        // Every option line has words after its name.
        for line in out.lines().filter(|l| l.trim_start().starts_with("--")) {
            let words = line.split_whitespace().count();
            assert!(words >= 3, "{sub}: an option without help: {line}");
        }
    }
    let (_, out, _) = steppe(&["--help"]);
    for flag in [
        "--scenario",
        "--seed",
        "--axis",
        "--soviet",
        "--pace",
        "--option",
    ] {
        assert!(out.contains(flag), "steppe --help lacks {flag}:\n{out}");
    }
}

/// The optional rules and choices each shipped scenario is offered: those a condition of its
/// ruleset could use there. Operation Blue draws the Don line but no Leningrad pocket, so its
/// New game screen offers the Don River and not the pocket; the campaign draws both; the other
/// games have none.
#[test]
fn only_the_rules_a_scenario_can_use_are_offered() {
    use steppe::rules::engine::rule_choices::usable;
    let offered = |file: &str| {
        let l = load(file);
        let (o, c) = usable(&l.ruleset, &l.scenario);
        let mut ids: Vec<&str> = l
            .ruleset
            .options
            .iter()
            .zip(&o)
            .filter(|(_, u)| **u)
            .map(|(x, _)| x.id.as_str())
            .collect();
        ids.extend(
            l.ruleset
                .choices
                .iter()
                .zip(&c)
                .filter(|(_, u)| **u)
                .map(|(x, _)| x.id.as_str()),
        );
        ids.iter().map(ToString::to_string).collect::<Vec<_>>()
    };
    assert_eq!(offered("scenarios/zw_blue.ron"), ["don_river"]);
    assert_eq!(
        offered("scenarios/zw_campaign.ron"),
        ["don_river", "leningrad_pocket"]
    );
    for f in [
        "scenarios/gpw_barbarossa.ron",
        "scenarios/gpw_campaign.ron",
        "scenarios/typhoon_1941.ron",
        "scenarios/war_1941.ron",
        "scenarios/war_campaign.ron",
    ] {
        assert!(offered(f).is_empty(), "{f}: {:?}", offered(f));
    }
    // Without its zones drawn, Operation Blue would have nothing to offer.
    let l = load("scenarios/zw_blue.ron");
    let mut sc = (*l.scenario).clone();
    sc.zones.iter_mut().for_each(Vec::clear);
    let (o, c) = usable(&l.ruleset, &sc);
    assert!(
        !o.iter().any(|&u| u) && !c.iter().any(|&u| u),
        "{o:?} {c:?}"
    );
}

/// Every optional rule's and choice's text in the shipped rulesets reads as words, not the
/// chart's shorthand: no "2L" or "1R" for column shifts (a player asked "receive 2L?").
#[test]
fn option_texts_say_column_shifts_in_words() {
    for file in [
        "scenarios/gpw_campaign.ron",
        "scenarios/typhoon_1941.ron",
        "scenarios/war_campaign.ron",
        "scenarios/zw_campaign.ron",
    ] {
        let l = load(file);
        let texts = l.ruleset.options.iter().map(|o| &o.text);
        for text in texts.chain(l.ruleset.choices.iter().map(|c| &c.text)) {
            let shorthand = text.split(|c: char| !c.is_ascii_alphanumeric()).find(|w| {
                w.len() >= 2
                    && (w.ends_with('L') || w.ends_with('R'))
                    && w[..w.len() - 1].chars().all(|c| c.is_ascii_digit())
            });
            assert_eq!(shorthand, None, "{file}: {text}");
        }
    }
}
