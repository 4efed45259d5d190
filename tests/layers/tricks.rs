//! Small crates, written as strings, with each way of getting past a grep that issue 55 lists:
//! the checker must catch every one, and pass a clean crate.

use std::collections::BTreeMap;

use super::checks::{circle_problems, folder_problems, layer_problems, uses};
use super::tree::build;
use super::{CLIENT_FOLDERS, CLIENT_TESTS_EXEMPT, LAYERS};

fn sources(files: &[(&str, &str)]) -> BTreeMap<String, String> {
    files
        .iter()
        .map(|(path, text)| ((*path).to_string(), (*text).to_string()))
        .collect()
}

/// Every problem of a rules-shaped crate: reading, layers, circles.
fn rules_problems(files: &[(&str, &str)]) -> Vec<String> {
    let krate = build(&sources(files), "src/lib.rs");
    let (uses, read) = uses(&krate);
    [
        read,
        layer_problems(&krate, &uses, LAYERS),
        circle_problems(&krate, &uses, false),
    ]
    .concat()
}

/// Every problem of a client-shaped crate: reading, folders, circles.
fn client_problems(files: &[(&str, &str)]) -> Vec<String> {
    let krate = build(&sources(files), "src/lib.rs");
    let (uses, read) = uses(&krate);
    let folders = folder_problems(&krate, &uses, CLIENT_FOLDERS, CLIENT_TESTS_EXEMPT);
    [
        read,
        folders,
        circle_problems(&krate, &uses, CLIENT_TESTS_EXEMPT),
    ]
    .concat()
}

fn assert_caught(problems: &[String], expected: &str) {
    assert!(
        problems.iter().any(|p| p.starts_with(expected)),
        "expected `{expected}...` among {problems:#?}"
    );
}

const RULES_LIB: &str = "pub mod data;\npub mod model;\npub mod query;\npub mod engine;\n";
const ENGINE: (&str, &str) = (
    "src/engine.rs",
    "pub struct Game;\npub fn new() -> Game { Game }\n",
);
const DATA: (&str, &str) = ("src/data.rs", "pub struct Raw;\n");
const MODEL: (&str, &str) = ("src/model.rs", "pub use crate::data::Raw as Checked;\n");

fn rules_with_query(query: &str) -> Vec<String> {
    rules_problems(&[
        ("src/lib.rs", RULES_LIB),
        DATA,
        MODEL,
        ENGINE,
        ("src/query.rs", query),
    ])
}

#[test]
fn a_group_split_over_lines_is_caught() {
    let problems = rules_with_query(
        "use crate::{\n    data::Raw,\n    engine::Game,\n};\npub fn f(_: &Game, _: Raw) {}\n",
    );
    assert_caught(
        &problems,
        "src/query.rs:3: layer query names the later layer crate::engine",
    );
    assert_caught(
        &problems,
        "src/query.rs:5: layer query names the later layer crate::engine (Game)",
    );
}

#[test]
fn super_super_is_caught() {
    let problems = rules_problems(&[
        ("src/lib.rs", RULES_LIB),
        DATA,
        MODEL,
        ENGINE,
        ("src/query/mod.rs", "pub mod stack;\n"),
        (
            "src/query/stack.rs",
            "pub fn f() {\n    let _ = super::super::engine::new();\n}\n",
        ),
    ]);
    assert_caught(
        &problems,
        "src/query/stack.rs:2: layer query names the later layer crate::engine",
    );
}

#[test]
fn aliases_of_the_crate_and_of_a_layer_are_caught() {
    let problems = rules_with_query("use crate as r;\n\npub fn f(_: &r::engine::Game) {}\n");
    assert_caught(
        &problems,
        "src/query.rs:3: layer query names the later layer crate::engine (r::engine::Game)",
    );
    let problems = rules_with_query("use crate::engine as e;\n\npub fn f(_: &e::Game) {}\n");
    assert_caught(
        &problems,
        "src/query.rs:1: layer query names the later layer crate::engine",
    );
    assert_caught(
        &problems,
        "src/query.rs:3: layer query names the later layer crate::engine (e::Game)",
    );
}

#[test]
fn globs_and_uses_inside_functions_are_caught() {
    let problems =
        rules_with_query("pub fn f() {\n    use crate::engine::*;\n    let _ = new();\n}\n");
    assert_caught(
        &problems,
        "src/query.rs:2: layer query names the later layer crate::engine",
    );
    assert_caught(
        &problems,
        "src/query.rs:3: layer query names the later layer crate::engine (new)",
    );
}

#[test]
fn code_in_and_after_a_test_module_is_caught() {
    let problems = rules_with_query(
        "#[cfg(test)]\nmod tests {\n    use crate::engine::Game;\n}\n\npub fn f(_: &crate::engine::Game) {}\n",
    );
    assert_caught(
        &problems,
        "src/query.rs:3: layer query names the later layer crate::engine",
    );
    assert_caught(
        &problems,
        "src/query.rs:6: layer query names the later layer crate::engine",
    );
}

#[test]
fn a_re_export_under_another_name_is_caught() {
    let problems = rules_problems(&[
        ("src/lib.rs", RULES_LIB),
        DATA,
        ENGINE,
        ("src/model.rs", "pub use crate::engine::Game as G;\n"),
        ("src/query.rs", "pub fn f(_: &crate::model::G) {}\n"),
    ]);
    assert_caught(
        &problems,
        "src/model.rs:1: layer model names the later layer crate::engine",
    );
    assert_caught(
        &problems,
        "src/query.rs:1: layer query names the later layer crate::engine (crate::model::G)",
    );
}

#[test]
fn a_path_inside_a_macro_call_is_caught() {
    let problems = rules_with_query(
        "pub fn f() {\n    assert!(matches!(crate::engine::new(), crate::engine::Game));\n}\n",
    );
    assert_caught(
        &problems,
        "src/query.rs:2: layer query names the later layer crate::engine",
    );
}

const CLIENT_LIB: &str =
    "mod state;\nmod services;\nmod input;\nmod drawing;\nmod ui;\nmod tools;\n";

fn client_with(files: &[(&str, &str)]) -> Vec<String> {
    let mut all = vec![
        ("src/lib.rs", CLIENT_LIB),
        ("src/state.rs", "pub struct Board;\n"),
        ("src/services.rs", ""),
        ("src/input.rs", ""),
        ("src/tools.rs", ""),
        ("src/ui/mod.rs", "pub mod menu;\n"),
        ("src/ui/menu.rs", "pub fn open() {}\n"),
    ];
    all.extend_from_slice(files);
    client_problems(&all)
}

#[test]
fn client_groups_and_super_super_are_caught() {
    let problems = client_with(&[
        (
            "src/drawing/mod.rs",
            "use crate::{state::Board, ui::menu};\npub mod board;\n",
        ),
        (
            "src/drawing/board.rs",
            "pub fn f() {\n    super::super::ui::menu::open();\n}\n",
        ),
    ]);
    assert_caught(
        &problems,
        "src/drawing/mod.rs:1: folder drawing may not use crate::ui (crate::ui::menu)",
    );
    assert_caught(
        &problems,
        "src/drawing/board.rs:2: folder drawing may not use crate::ui",
    );
}

#[test]
fn client_code_after_a_test_module_is_caught() {
    let problems = client_with(&[(
        "src/drawing.rs",
        "#[cfg(test)]\nmod tests {\n    use crate::ui::menu;\n}\n\npub fn f() {\n    crate::ui::menu::open();\n}\n",
    )]);
    assert_caught(
        &problems,
        "src/drawing.rs:7: folder drawing may not use crate::ui",
    );
    // The test module itself is exempt (CLIENT_TESTS_EXEMPT), and only it.
    assert_eq!(
        CLIENT_TESTS_EXEMPT,
        !problems.iter().any(|p| p.starts_with("src/drawing.rs:3:"))
    );
}

#[test]
fn a_circle_of_three_is_caught_with_a_use_per_step() {
    let problems = rules_problems(&[
        ("src/lib.rs", "pub mod model;\n"),
        (
            "src/model/mod.rs",
            "pub mod a;\npub mod b;\npub mod c;\npub use c::C;\n",
        ),
        ("src/model/a.rs", "pub struct A(pub super::b::B);\n"),
        ("src/model/b/mod.rs", "pub mod inner;\npub use inner::B;\n"),
        (
            "src/model/b/inner.rs",
            "pub struct B(pub Box<super::super::C>);\n",
        ),
        (
            "src/model/c.rs",
            "use super::a::A;\npub struct C(pub Option<Box<A>>);\n",
        ),
    ]);
    let circle = problems
        .iter()
        .find(|p| p.contains("circle"))
        .expect("a circle");
    assert!(
        circle.starts_with(
            "src/model/mod.rs: circle between the modules of crate::model: a -> b -> c -> a"
        ),
        "{circle}"
    );
    assert!(circle.contains("src/model/a.rs:1: a uses b"), "{circle}");
    assert!(
        circle.contains("src/model/b/inner.rs:1: b uses c (super::super::C)"),
        "{circle}"
    );
    assert!(circle.contains("src/model/c.rs:1: c uses a"), "{circle}");
}

#[test]
fn a_clean_crate_passes() {
    let problems = rules_problems(&[
        ("src/lib.rs", RULES_LIB),
        DATA,
        MODEL,
        (
            "src/query/mod.rs",
            "pub mod zoc;\npub mod supply;\npub use zoc::Zoc;\n",
        ),
        (
            "src/query/zoc.rs",
            "use crate::{\n    data::Raw,\n    model as m,\n};\npub struct Zoc(pub Raw, pub m::Checked);\n",
        ),
        (
            "src/query/supply.rs",
            "use super::*;\npub fn f(_: &Zoc) {\n    use crate::model::*;\n    let _ = Checked;\n}\n",
        ),
        (
            "src/engine.rs",
            "use crate as r;\npub struct Game(pub r::query::Zoc);\n#[cfg(test)]\nmod tests {\n    use super::*;\n    fn g(_: Game, _: crate::data::Raw) {}\n}\n",
        ),
    ]);
    assert!(problems.is_empty(), "{problems:#?}");
}
