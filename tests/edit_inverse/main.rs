//! Every set-up edit has an exact inverse (`rules::load::edit::inverse`): made on the text the
//! edit left, it gives back the text before byte for byte, so an edit and its undo leave
//! `git diff` empty. On every shipped scenario, written as shipped and in unusual but valid
//! ways (`formats`), for every kind of edit, drawn at random by proptest and in a fixed sweep.

mod cli;
#[path = "../common/mod.rs"]
mod common;
mod draw;
mod formats;

use common::repo;
use draw::{KINDS, Outcome, check, draw};
use formats::{FORMATS, Format};
use proptest::prelude::*;
use rayon::prelude::*;
use steppe::rules::load::edit::{Edit, apply, inverse, undo};
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::model::tables::Ruleset;

use common::SHIPPED;

/// A shipped scenario's text written in `format`, and its ruleset.
fn sample(path: &str, format: Format) -> (String, String, Ruleset) {
    let loaded = steppe::files::load_scenario(&repo(path)).expect("a shipped scenario loads");
    let text = std::fs::read_to_string(repo(path)).expect("read");
    (
        format!("{path} ({format:?})"),
        format.write(&text),
        (*loaded.ruleset).clone(),
    )
}

/// Each shipped scenario in each format is a valid scenario with the same units and places.
#[test]
fn every_format_of_every_shipped_scenario_is_a_valid_scenario() {
    for path in SHIPPED {
        let (_, shipped, rules) = sample(path, Format::Shipped);
        let want = scenario_from_str(path, &shipped, &rules).expect("valid");
        for format in FORMATS {
            let (name, text, _) = sample(path, format);
            if format != Format::Shipped {
                assert!(text != shipped, "{name}: written another way");
            }
            let got = scenario_from_str(&name, &text, &rules).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(got.units.len(), want.units.len(), "{name}");
            assert_eq!(got.map.places.len(), want.map.places.len(), "{name}");
            assert_eq!(
                got.units.iter().map(|u| u.start).collect::<Vec<_>>(),
                want.units.iter().map(|u| u.start).collect::<Vec<_>>(),
                "{name}"
            );
        }
    }
}

/// A fixed sweep: on every shipped scenario in every format, edits of every kind drawn from
/// fixed numbers. Each kind is made (not refused) at least once on each, and every edit made
/// comes back byte for byte. (The inverses' own inverses are the random test's.)
#[test]
fn every_kind_of_edit_has_an_exact_inverse_on_every_scenario_and_format() {
    let samples: Vec<(&str, Format)> = SHIPPED
        .iter()
        .flat_map(|&p| FORMATS.map(|f| (p, f)))
        .collect();
    // Per sample: edits made by kind, and how many were undone by set-up edits.
    let counts: Vec<([usize; KINDS as usize], usize)> = samples
        .par_iter()
        .map(|&(path, format)| {
            let (name, text, rules) = sample(path, format);
            let mut made = [0; KINDS as usize];
            let mut set_up = 0;
            for kind in 0..KINDS {
                for i in 0..3u32 {
                    let n = [i * 7919 + 13, i * 104_729 + 1, i, i / 2];
                    let edit = draw(&name, &text, &rules, kind, n);
                    match check(&name, &text, &rules, format, &edit, false) {
                        Ok((Outcome::Refused, _)) => {}
                        Ok((outcome, _)) => {
                            made[kind as usize] += 1;
                            set_up += usize::from(outcome == Outcome::SetUp);
                        }
                        Err(e) => panic!("{name}: {e}"),
                    }
                }
                assert!(
                    made[kind as usize] > 0,
                    "{name}: no edit of kind {kind} was made"
                );
            }
            (made, set_up)
        })
        .collect();
    let mut made = [0; KINDS as usize];
    for (m, _) in &counts {
        for (total, n) in made.iter_mut().zip(m) {
            *total += n;
        }
    }
    let set_up: usize = counts.iter().map(|(_, s)| s).sum();
    eprintln!(
        "edits made by kind (move, terrain, hexside, arrive, remove, objective, place, entry, \
         add, delete): \
         {made:?}; undone by set-up edits {set_up}, by splices {}",
        made.iter().sum::<usize>() - set_up
    );
}

proptest! {
    // A fixed seed, so CI runs the same cases every time (PROPTEST_RNG_SEED draws others).
    #![proptest_config(ProptestConfig {
        cases: 120,
        rng_seed: proptest::test_runner::RngSeed::Fixed(
            std::env::var("PROPTEST_RNG_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(53),
        ),
        ..ProptestConfig::default()
    })]

    /// Random edits, one after another, on a random shipped scenario in a random format: each
    /// edit made comes back byte for byte (and its inverse too), and the undo of the whole
    /// sequence gives back the text it started from.
    #[test]
    fn random_edits_and_their_inverses_give_the_text_back(
        scenario in 0..SHIPPED.len(),
        format in 0..FORMATS.len(),
        edits in prop::collection::vec((0..KINDS, any::<[u32; 4]>()), 1..4),
    ) {
        let format = FORMATS[format];
        let (name, start, rules) = sample(SHIPPED[scenario], format);
        let mut text = start.clone();
        let mut made = Vec::new();
        for (kind, n) in edits {
            let edit = draw(&name, &text, &rules, kind, n);
            let (outcome, after) = check(&name, &text, &rules, format, &edit, true)
                .map_err(|e| TestCaseError::fail(format!("{name}: {e}")))?;
            if outcome != Outcome::Refused {
                made.push(edit);
                text = after;
            }
        }
        let back = undo(&name, &start, &rules, &made).expect("an undo");
        let undone = apply(&name, &text, &rules, &back).expect("the undo applies");
        prop_assert!(undone == start, "{}", draw::first_difference(&start, &undone));
    }
}

/// The cases the issue names: a hexside toggled off and on again comes back where it was, its
/// hexes in their order; an objective moved back is written as the file wrote it, a place's
/// name; a reinforcement put on the map and back keeps its place in its list; a place edited
/// back keeps its `features: []` and its two lines.
#[test]
fn the_issues_cases_come_back_byte_for_byte() {
    let (name, text, rules) = sample("scenarios/gpw_barbarossa.ron", Format::Shipped);
    let back = |edit: Edit| {
        let after = apply(&name, &text, &rules, std::slice::from_ref(&edit)).expect("made");
        let inverse = inverse(&name, &text, &rules, &edit).expect("an inverse");
        let undone = apply(&name, &after, &rules, &inverse).expect("undone");
        assert!(
            undone == text,
            "{edit}: {}",
            draw::first_difference(&text, &undone)
        );
        (after, inverse)
    };
    // The second side of the Oder, written "0314/0413", taken out: the inverse puts it back
    // second, as written, not at the end as "0413/0314".
    back(Edit::Hexside {
        a: "0413".into(),
        b: "0314".into(),
        kind: "river".into(),
    });
    // Moscow's objective moved and back: the undo names Moscow, as the file does.
    let (_, objective_back) = back(Edit::Objective {
        from: "Moscow".into(),
        to: "3410".into(),
    });
    assert_eq!(
        objective_back,
        vec![Edit::Objective {
            from: "3410".into(),
            to: "Moscow".into()
        }]
    );
    // g_34 is the first of turn 2's arrivals: put on the map and back, it is first again.
    let (after, _) = back(Edit::Move {
        unit: "g_34".into(),
        hex: "2424".into(),
    });
    assert!(after.contains("(turn: 2, units: [\"g_35\"]),"));
    back(Edit::Remove {
        unit: "g_34".into(),
    });
    // A place written over two lines with `features: []`, renamed: only its name changes, and
    // the inverse gives back the name alone.
    let two_lines = text.replacen(
        "            (hex: \"1801\", name: \"Helsinki\", features: [\"minor_city\"]),",
        "            (hex: \"1801\", name: \"Helsinki\",\n             features: []),",
        1,
    );
    let edit = Edit::Place {
        hex: "1801".into(),
        name: Some("Helsingfors".into()),
        features: Vec::new(),
    };
    let after = apply(&name, &two_lines, &rules, std::slice::from_ref(&edit)).expect("made");
    assert!(after.contains("(hex: \"1801\", name: \"Helsingfors\",\n             features: []),"));
    let place_back = inverse(&name, &two_lines, &rules, &edit).expect("an inverse");
    assert!(matches!(&place_back[..], [Edit::Place { name: Some(n), .. }] if n == "Helsinki"));
    let undone = apply(&name, &after, &rules, &place_back).expect("undone");
    assert!(undone == two_lines);
}

/// Where a set-up edit gives the text back it is the inverse, so that the undo reads as an
/// edit: a unit moved back, a letter painted back, a side toggled off, a place given back its
/// name and features, an arrival moved back to its turn.
#[test]
fn the_inverse_is_a_set_up_edit_where_one_gives_the_text_back() {
    let (name, text, rules) = sample("scenarios/gpw_barbarossa.ron", Format::Shipped);
    let inverse = |edit: Edit| inverse(&name, &text, &rules, &edit).expect("an inverse");
    for (edit, want) in [
        (
            Edit::Move {
                unit: "g_56pz".into(),
                hex: "1612".into(),
            },
            Edit::Move {
                unit: "g_56pz".into(),
                hex: "1512".into(),
            },
        ),
        (
            Edit::Terrain {
                hex: "2020".into(),
                letter: 'm',
            },
            Edit::Terrain {
                hex: "2020".into(),
                letter: '.',
            },
        ),
        (
            Edit::Hexside {
                a: "2020".into(),
                b: "2021".into(),
                kind: "river".into(),
            },
            Edit::Hexside {
                a: "2020".into(),
                b: "2021".into(),
                kind: "river".into(),
            },
        ),
        (
            Edit::Place {
                hex: "Riga".into(),
                name: Some("Riga".into()),
                features: vec!["fortress".into()],
            },
            Edit::Place {
                hex: "1708".into(),
                name: Some("Riga".into()),
                features: vec!["major_city".into()],
            },
        ),
        (
            Edit::Arrive {
                unit: "g_35".into(),
                turn: 4,
            },
            Edit::Arrive {
                unit: "g_35".into(),
                turn: 2,
            },
        ),
        (
            Edit::Remove {
                unit: "g_26".into(),
            },
            Edit::Move {
                unit: "g_26".into(),
                hex: "1211".into(),
            },
        ),
    ] {
        assert_eq!(inverse(edit.clone()), vec![want], "{edit}");
    }
    // g_34 first in its list: no set-up edit puts it back first, splices do.
    let back = inverse(Edit::Move {
        unit: "g_34".into(),
        hex: "2424".into(),
    });
    assert!(
        back.iter().all(|e| matches!(e, Edit::Splice { .. })),
        "{back:?}"
    );
}
