//! Positions with a known answer (issue 56): the suite in tests/fixtures/puzzles played by every
//! policy, "policy: solved K of N" printed for each (`cargo test --release --no-default-features
//! --test puzzles -- --nocapture` shows the table docs/strength.md keeps).

mod common;
use common::*;
use steppe::cli::puzzles::report::{rows, table};
use steppe::cli::puzzles::{Check, Made, Mover, Until, load, make_saves, play};
use steppe::rules::data::sequence::PhaseKind;
use steppe::rules::play::Policy;

const SUITE: &str = "tests/fixtures/puzzles/suite.ron";

/// What to run when a scenario or ruleset changed and the saves no longer open.
const REMAKE: &str = "cargo run --release --no-default-features -- puzzles --make";

fn suite() -> steppe::cli::puzzles::Loaded {
    load(&repo(SUITE)).unwrap_or_else(|e| panic!("{e}\n(after a scenario change: {REMAKE})"))
}

#[test]
fn every_policy_plays_the_suite() {
    let suite = suite();
    let n = suite.puzzles.len();
    assert!(n >= 20, "the suite has {n} puzzles");
    let rows = rows(&suite, &Policy::ALL, 1);
    println!("{}", table(&suite, &rows, false));
    let pass = &rows[0];
    let answers = rows.iter().find(|r| r.name == "answer");
    let policies: Vec<_> = rows[1..].iter().filter(|r| r.name != "answer").collect();
    for (i, p) in suite.puzzles.iter().enumerate() {
        // Solved by a policy, or by its known answer, played again here against greedy.
        let answered = p.answer.is_some() && answers.is_some_and(|a| a.solved[i].solved);
        if p.answer.is_some() {
            let played = play(p, Mover::Answer, 1);
            assert!(
                played.as_ref().is_ok_and(|(s, _)| s.solved),
                "{}'s answer: {:?}",
                p.puzzle.file,
                played.map(|(s, _)| s.checks)
            );
        }
        assert!(
            answered || policies.iter().any(|r| r.solved[i].solved),
            "no policy solves {}: {:?}",
            p.puzzle.file,
            policies
                .iter()
                .map(|r| &r.solved[i].checks)
                .collect::<Vec<_>>()
        );
        // Doing nothing never solves one: each asks for play.
        assert!(
            !pass.solved[i].solved,
            "ending the phase solves {}",
            p.puzzle.file
        );
    }
    let count = |name: &str| policies.iter().find(|r| r.name == name).unwrap().count();
    assert!(count("greedy") >= count("random"));
    assert!(
        count("random") * 2 < n,
        "random solves {} of {n}: the suite is too easy",
        count("random")
    );
}

/// The suite covers the four games, both sides to move, movement and combat phases, each way of
/// judging and each kind of check.
#[test]
fn the_suite_covers_games_sides_and_phases() {
    let suite = suite();
    let mut rulesets: Vec<String> = suite
        .puzzles
        .iter()
        .map(|p| p.game.rules.name.clone())
        .collect();
    rulesets.sort();
    rulesets.dedup();
    assert_eq!(rulesets.len(), 4, "{rulesets:?}");
    for side in 0..2u8 {
        for combat in [false, true] {
            assert!(
                suite.puzzles.iter().any(|p| {
                    let ph = &p.game.rules.phases[p.game.state.phase];
                    ph.side == side && (ph.kind == PhaseKind::Combat) == combat
                }),
                "no puzzle for side {side} in a {} phase",
                if combat { "combat" } else { "movement" }
            );
        }
    }
    for until in [Until::Phase, Until::OwnCombat, Until::EnemyCombat] {
        assert!(
            suite.puzzles.iter().any(|p| p.puzzle.until == until),
            "no puzzle judged at {until:?}"
        );
    }
    let kinds: Vec<std::mem::Discriminant<Check>> = suite
        .puzzles
        .iter()
        .flat_map(|p| p.puzzle.checks.iter().map(std::mem::discriminant))
        .collect();
    for c in [
        Check::OutOfSupply {
            side: String::new(),
            at_least: 0,
        },
        Check::Controls {
            side: String::new(),
            hex: String::new(),
        },
        Check::StepsLost {
            side: String::new(),
            at_most: 0,
        },
        Check::LoneNextToEnemy {
            side: String::new(),
            at_most: 0,
        },
        Check::EnemyEliminated { at_least: 0 },
        Check::EnemyStepsLost { at_least: 0 },
        Check::ObjectivesHeld {
            side: String::new(),
            at_least: 0,
        },
    ] {
        assert!(kinds.contains(&std::mem::discriminant(&c)), "no {c:?}");
    }
}

/// Each save is the game its recipe makes: the scenario played by greedy from the seed to the
/// phase (so `puzzles --make` writes the same saves while the scenarios stay as they are).
#[test]
fn each_save_is_its_recipe() {
    let suite = suite();
    for p in &suite.puzzles {
        let m: &Made = &p.puzzle.made;
        let l = load_scenario_at(&repo("tests/fixtures/puzzles").join(&m.scenario));
        let g = m
            .play(steppe::rules::engine::game::Game::new(
                l.ruleset, l.scenario, m.seed,
            ))
            .unwrap();
        assert_eq!(g.state_hash(), p.game.state_hash(), "{}", p.puzzle.file);
        assert_eq!(g.log.len(), p.game.log.len(), "{}", p.puzzle.file);
    }
}

fn load_scenario_at(p: &std::path::Path) -> steppe::files::Loaded {
    steppe::files::load_scenario(p).unwrap_or_else(|e| panic!("{e}"))
}

/// A suite with problems: each named with file, line and column.
#[test]
fn a_bad_suite_says_where() {
    let dir = std::env::temp_dir().join(format!("steppe-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = "gpw_barbarossa_t2_axis_combat.ron";
    std::fs::copy(repo("tests/fixtures/puzzles").join(save), dir.join(save)).unwrap();
    // The save names its scenario relative to its folder: put the folder where that leads.
    let text = std::fs::read_to_string(dir.join(save)).unwrap().replace(
        "../../../scenarios/gpw_barbarossa.ron",
        &repo("scenarios/gpw_barbarossa.ron").display().to_string(),
    );
    std::fs::write(dir.join(save), text).unwrap();
    let suite = dir.join("suite.ron");
    std::fs::write(
        &suite,
        format!(
            "Suite(puzzles: [\n  (file: \"{save}\", description: \"x\",\n   checks: [Controls(side: \"soviet\", hex: \"Atlantis\"),\n            OutOfSupply(side: \"martians\", at_least: 1)],\n   made: (scenario: \"x.ron\", seed: 1, turn: 2, phase: \"axis_combat\")),\n])\n"
        ),
    )
    .unwrap();
    let err = load(&suite).err().expect("refused").to_string();
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(
        lines[0].contains("suite.ron:3:") && lines[0].contains("Atlantis"),
        "{err}"
    );
    assert!(
        lines[1].contains("suite.ron:4:") && lines[1].contains("no side \"martians\""),
        "{err}"
    );
    // A RON mistake: its line and column.
    std::fs::write(&suite, "Suite(puzzles: [\n  (file: 3)])\n").unwrap();
    let err = load(&suite).err().expect("refused").to_string();
    assert!(err.starts_with(&format!("{}:2:", suite.display())), "{err}");
    // A recipe that cannot be played says so.
    std::fs::write(
        &suite,
        format!(
            "Suite(puzzles: [(file: \"{save}\", description: \"x\", checks: [EnemyEliminated(at_least: 1)],\n  made: (scenario: \"{}\", seed: 1, turn: 2, phase: \"no_such_phase\"))])\n",
            repo("scenarios/gpw_barbarossa.ron").display()
        ),
    )
    .unwrap();
    let err = make_saves(&suite).expect_err("refused").to_string();
    assert!(err.contains("no phase \"no_such_phase\""), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `steppe puzzles` prints the table and a line per policy.
#[test]
fn the_command_prints_solved_counts() {
    let (code, out, err) = steppe(&["puzzles", "--policy", "greedy"]);
    assert_eq!(code, 0, "{err}");
    let n = suite().puzzles.len();
    assert!(
        out.contains("greedy: solved ") && out.contains(&format!(" of {n}\n")),
        "{out}"
    );
    assert!(
        out.lines().any(|l| l.starts_with("pass: solved 0 of")),
        "{out}"
    );
    let (code, _, err) = steppe(&["puzzles", "--policy", "clever"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown policy \"clever\""), "{err}");
}

/// An answer is the side's play against greedy: one whose enemy phases another player made is
/// refused, however well it comes out.
#[test]
fn an_answer_against_another_enemy_is_refused() {
    use steppe::rules::engine::save::save_text;
    let suite = suite();
    let pos = suite
        .puzzles
        .iter()
        .find(|p| p.puzzle.file == "war_1941_t2_axis_movement.ron")
        .unwrap();
    // The Axis moves as the answer save has it; the Soviets then pass all their phases.
    let (_, answered) = play(pos, Mover::Answer, 1).unwrap();
    let mut g = pos.game.clone();
    let side = g.phasing_side(&g.state);
    let axis_moves: Vec<_> = answered.log[pos.game.log.len()..]
        .iter()
        .take_while(|c| **c != steppe::rules::state::command::Command::EndPhase)
        .cloned()
        .collect();
    for c in axis_moves {
        g.apply(c).unwrap();
    }
    g.apply(steppe::rules::state::command::Command::EndPhase)
        .unwrap();
    while g.phasing_side(&g.state) == side {
        g.apply(steppe::rules::state::command::Command::EndPhase)
            .unwrap();
    }
    while g.phasing_side(&g.state) != side {
        g.apply(steppe::rules::state::command::Command::EndPhase)
            .unwrap();
    }
    let dir = std::env::temp_dir().join(format!("steppe-answer-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let scenario = repo("scenarios/war_1941.ron");
    let l = steppe::files::load_scenario(&scenario).unwrap();
    let save = |name: &str, game: &steppe::rules::engine::game::Game| {
        let text = save_text(game, &scenario.display().to_string(), l.content_hash, &[]);
        std::fs::write(dir.join(name), text).unwrap();
    };
    save("puzzle.ron", &pos.game);
    save("answer.ron", &g);
    std::fs::write(
        dir.join("suite.ron"),
        "Suite(puzzles: [(file: \"puzzle.ron\", description: \"x\", until: EnemyCombat,\n  checks: [StepsLost(side: \"axis\", at_most: 99)],\n  made: (scenario: \"x.ron\", seed: 1, turn: 2, phase: \"axis_movement\"),\n  answer: \"answer.ron\")])\n",
    )
    .unwrap();
    let other = load(&dir.join("suite.ron")).unwrap_or_else(|e| panic!("{e}"));
    let err = play(&other.puzzles[0], Mover::Answer, 1).expect_err("refused");
    assert!(err.contains("not what greedy plays for the enemy"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
