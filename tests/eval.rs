//! The fitted position evaluation (issue 56): its features on every shipped scenario, the
//! weights files shipped beside the rulesets, their errors located in the file, and the fit's
//! worth on games it was not fitted to.

mod common;
use common::*;
use steppe::rules::play::eval::fit::auc;
use steppe::rules::play::eval::{self, Evaluation, FEATURES, features, selfplay};

use common::SHIPPED as SCENARIOS;

const RULESETS: &[&str] = &["gpw", "typhoon", "war_against_russia", "zhukovs_war"];

/// Every feature of every side is a finite number of about -1..1, as many as `FEATURES`, at the
/// start of every shipped scenario and after a few turns of greedy play; each side's are the
/// other's mirrored where they compare the two. The time a call takes is printed.
#[test]
fn features_are_finite_and_as_many_as_named_on_every_shipped_scenario() {
    use steppe::rules::play::greedy::GreedyPlayer;
    for path in SCENARIOS {
        let mut g = game(path, 3);
        g.without_undo();
        let mut players = [GreedyPlayer::new(1), GreedyPlayer::new(2)];
        let mut apply = |g: &mut steppe::rules::engine::game::Game, c| g.apply(c);
        let (mut fresh, mut asked) = (0.0, 0);
        for turn in 0..3 {
            for side in 0..2u8 {
                let clock = std::time::Instant::now();
                let f = features(&g, side);
                fresh += clock.elapsed().as_secs_f64();
                asked += 1;
                assert_eq!(f.len(), FEATURES.len(), "{path}");
                for (name, x) in FEATURES.iter().zip(&f) {
                    assert!(x.is_finite() && x.abs() <= 1.0, "{path}: {name} = {x}");
                }
                let other = features(&g, 1 - side);
                // objectives, strength, steps, losses, to_come: the side's less the enemy's.
                for k in 2..=6 {
                    assert!((f[k] + other[k]).abs() < 1e-9, "{path}: {}", FEATURES[k]);
                }
            }
            if turn < 2 {
                let start = g.state.turn;
                while g.state.turn == start && !g.state.over {
                    let side = g.phasing_side(&g.state) as usize;
                    players[side].play_phase(&mut g, &mut apply);
                }
            }
        }
        let clock = std::time::Instant::now();
        let calls = 50;
        for _ in 0..calls {
            std::hint::black_box(features(&g, 0));
        }
        println!(
            "{path}: features {:.0} µs a call on a position first seen, {:.0} µs asked again",
            fresh * 1e6 / f64::from(asked),
            clock.elapsed().as_secs_f64() * 1e6 / f64::from(calls)
        );
    }
}

/// Each shipped ruleset has its fitted evaluation beside it, read with it: of that ruleset,
/// naming `FEATURES` in order, a finite weight each, fitted to games of fitting seeds (never the
/// measuring seeds 1-10,000) by the command it names.
#[test]
fn the_shipped_weights_files_load_with_their_rulesets_and_name_the_features() {
    for name in RULESETS {
        let path = repo(&format!("scenarios/rulesets/{name}.ron"));
        let rules = steppe::files::load_ruleset(&path).unwrap_or_else(|e| panic!("{e}"));
        let e = rules
            .evaluation
            .as_deref()
            .unwrap_or_else(|| panic!("{name}: no evaluation beside the ruleset"));
        assert_eq!(e.ruleset, *name);
        assert_eq!(e.features, FEATURES, "{name}");
        assert_eq!(e.weights.len(), FEATURES.len());
        assert!(e.weights.iter().all(|w| w.is_finite()));
        assert!(e.fitted_by.starts_with("steppe fit "), "{}", e.fitted_by);
        assert!(e.seeds.0 > 10_000, "{name}: fitted on measuring seeds");
        assert!(
            e.fit.log_loss_after < e.fit.log_loss_before,
            "{name}: {:?}",
            e.fit
        );
        println!(
            "{name}: {} games, {} positions, log-loss {:.3} -> {:.3}, held out {:.3} -> {:.3}, accuracy {:.1}%",
            e.games,
            e.fit.positions,
            e.fit.log_loss_before,
            e.fit.log_loss_after,
            e.fit.held_out_log_loss_before,
            e.fit.held_out_log_loss_after,
            100.0 * e.fit.held_out_accuracy
        );
    }
    // A scenario opened reads its ruleset's; a ruleset read without its file gets the default.
    let g = game("scenarios/typhoon_1941.ron", 1);
    assert_eq!(Evaluation::of(&g).ruleset, "typhoon");
    let text = std::fs::read_to_string(repo("scenarios/rulesets/gpw.ron")).unwrap();
    let bare = steppe::rules::load::ruleset::ruleset_from_str("gpw.ron", &text).unwrap();
    assert!(bare.evaluation.is_none());
    let d = Evaluation::default_one();
    assert_eq!(
        (d.ruleset.as_str(), d.features.len()),
        ("default", FEATURES.len())
    );
    assert!(d.games > 0 && d.fitted_by.starts_with("steppe fit "));
}

/// A weights file with a syntax error, another feature list or a weight short is refused with
/// its file, line and column; so is a scenario whose ruleset has such a file beside it.
#[test]
fn a_malformed_weights_file_is_an_error_naming_file_line_and_column() {
    let scenario = copy_scenario("eval-bad", "scenarios/war_1941.ron");
    let dir = scenario.parent().unwrap();
    let good = std::fs::read_to_string(repo("scenarios/rulesets/war_against_russia.eval.ron"))
        .expect("the shipped weights file");
    let eval_path = dir.join("rulesets/war_against_russia.eval.ron");
    let cases = [
        (good.replacen("bias:", "bias", 1), "Expected colon"),
        (
            good.replacen("\"gaps\",", "\"holes\",", 1),
            "feature 14 is \"holes\"",
        ),
        (
            good.replacen("ruleset: \"war_against_russia\"", "ruleset: \"gpw\"", 1),
            "of ruleset \"gpw\"",
        ),
    ];
    for (text, says) in cases {
        std::fs::write(&eval_path, &text).unwrap();
        let err = steppe::files::load_scenario(&scenario)
            .map(|_| ())
            .expect_err("a malformed weights file is refused")
            .to_string();
        let first = err.lines().next().unwrap();
        let mut parts = first.splitn(4, ':');
        assert!(
            parts
                .next()
                .unwrap()
                .ends_with("war_against_russia.eval.ron"),
            "{err}"
        );
        let line: usize = parts.next().unwrap().parse().expect("a line");
        let col: usize = parts.next().unwrap().parse().expect("a column");
        assert!(line > 1 && col >= 1, "{err}");
        assert!(err.contains(says), "{err}");
        let (code, _, stderr) = steppe(&["check", eval_path.to_str().unwrap()]);
        assert_eq!(code, 1, "{stderr}");
        assert!(stderr.contains("war_against_russia.eval.ron:"), "{stderr}");
    }
    // One weight fewer than features: the weights list is named.
    let lines: Vec<&str> = good.lines().collect();
    let at = lines.iter().position(|l| l.contains("// gaps")).unwrap();
    let mut kept = lines.clone();
    kept.remove(at);
    let short = kept.join("\n");
    let e = eval::parse("short.eval.ron", &short, None)
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("short.eval.ron:") && e.contains("weights for"),
        "{e}"
    );
    let (code, out, err) = steppe(&["check", "scenarios/rulesets/war_against_russia.eval.ron"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("evaluation of ruleset \"war_against_russia\""),
        "{out}"
    );
}

/// On games played from seeds no fit used (3,000,000 on), by the same mix of players as the
/// fitting games, each shipped ruleset's evaluation scores the end positions a side won above
/// those it lost (the area under the ROC curve above 0.7). How often it foretells the winner
/// from every position, the first turns' too, is printed (Typhoon's, a game of victory points
/// decided at the end, is the hardest: some two thirds).
#[test]
fn the_fitted_evaluation_ranks_won_end_positions_above_lost_ones_on_held_out_games() {
    let games = 8;
    for path in [
        "scenarios/gpw_barbarossa.ron",
        "scenarios/typhoon_1941.ron",
        "scenarios/war_1941.ron",
        "scenarios/zw_blue.ron",
    ] {
        let start = game(path, 1);
        let e = Evaluation::of(&start);
        let (mut won, mut lost) = (Vec::new(), Vec::new());
        let (mut mid_won, mut mid_lost) = (Vec::new(), Vec::new());
        let (mut right, mut decided) = (0, 0);
        for i in 0..games {
            let r = selfplay::play(&start, 3_000_000 + i);
            for side in &r.samples {
                for s in side {
                    if s.y != 0.5 {
                        decided += 1;
                        right += usize::from((e.score(&s.x) > 0.0) == (s.y > 0.5));
                    }
                }
                if let Some(mid) = side.get(side.len() / 2) {
                    if mid.y == 1.0 {
                        mid_won.push(e.score(&mid.x));
                    } else if mid.y == 0.0 {
                        mid_lost.push(e.score(&mid.x));
                    }
                }
                if let Some(last) = side.last() {
                    if last.y == 1.0 {
                        won.push(e.score(&last.x));
                    } else if last.y == 0.0 {
                        lost.push(e.score(&last.x));
                    }
                }
            }
        }
        let a = auc(&won, &lost);
        let accuracy = right as f64 / decided.max(1) as f64;
        println!(
            "{path}: {games} held-out games, end positions won above lost (AUC) {a:.3}, halfway {:.3}, every position's winner {:.1}% of {decided}",
            auc(&mid_won, &mid_lost),
            100.0 * accuracy
        );
        assert!(a > 0.7, "{path}: AUC {a}");
    }
}

/// `value` is the logistic of the score, 0..1, the two sides' chances summing to one (the
/// features mirror each other); a game that is over is its result.
#[test]
fn the_value_is_a_chance_and_a_finished_game_is_its_result() {
    let mut g = game("scenarios/gpw_barbarossa.ron", 1);
    let e = Evaluation::of(&g).clone();
    let (a, s) = (e.value(&g, 0), e.value(&g, 1));
    assert!(a > 0.0 && a < 1.0 && (a + s - 1.0).abs() < 1e-9, "{a} {s}");
    g.state.over = true;
    g.state.winners = vec![(1, "Soviet".into())];
    assert_eq!((e.value(&g, 0), e.value(&g, 1)), (0.0, 1.0));
    g.state.winners.clear();
    assert_eq!(e.value(&g, 0), 0.5);
}

/// `steppe fit` refuses the measuring seeds, and a short run prints what it did and writes a
/// file that reads back with its ruleset's name and the command that made it.
#[test]
fn steppe_fit_writes_a_weights_file_and_refuses_the_measuring_seeds() {
    let (code, _, err) = steppe(&[
        "fit",
        "scenarios/zw_blue.ron",
        "--games",
        "5",
        "--seed",
        "9999",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("measuring seeds"), "{err}");
    let out_file = std::env::temp_dir().join(format!("steppe-fit-{}.eval.ron", std::process::id()));
    let o = out_file.to_str().unwrap();
    let (code, out, err) = steppe(&[
        "fit",
        "scenarios/zw_blue.ron",
        "--games",
        "5",
        "--seed",
        "4000000",
        "--out",
        o,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("5 games (seeds 4000000-4000004") && out.contains("log-loss"),
        "{out}"
    );
    let text = std::fs::read_to_string(&out_file).unwrap();
    let e = eval::parse(o, &text, Some("zhukovs_war")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(e.games, 5);
    assert_eq!(e.seeds, (4_000_000, 4_000_004));
    assert!(
        e.fitted_by.contains("--games 5 --seed 4000000"),
        "{}",
        e.fitted_by
    );
    let _ = std::fs::remove_file(&out_file);
}
