//! Where the editor puts a new item or field and what taking one out removes, on small texts in
//! each layout: each comment stays on its line, and taking out what was put in gives back the
//! text byte for byte.

use super::{Doc, splice};
use crate::load::outline::Outline;
use crate::load::source::Path;

fn doc(text: &str) -> Doc<'_> {
    Doc {
        file: "t.ron",
        text,
        outline: Outline::new(text),
    }
}

fn list(name: &'static str) -> Path {
    Path::root().field(name)
}

/// The text with child `j` of `owner` taken out.
fn removed(text: &str, owner: &Path, j: usize) -> String {
    splice(text, doc(text).remove_child(owner, j).expect("taken out"))
}

/// The text with `item` put in `owner` as its child `j`.
fn inserted(text: &str, owner: &Path, j: usize, item: &str) -> String {
    splice(
        text,
        doc(text).insert_child(owner, j, item).expect("put in"),
    )
}

/// An item on a line of its own goes with its line and the comment at its end; the comment
/// lines above and below it stay where they are (the one above the next group stays above it).
#[test]
fn an_item_on_its_own_line_goes_with_its_line_and_no_other() {
    let text = "(\n    groups: [\n        // Oder\n        (kind: \"river\", sides: [\"a\"]), // first\n        // Warta\n        (kind: \"river\", sides: [\"b\"]),\n    ],\n)";
    assert_eq!(
        removed(text, &list("groups"), 0),
        "(\n    groups: [\n        // Oder\n        // Warta\n        (kind: \"river\", sides: [\"b\"]),\n    ],\n)"
    );
    // A group over several lines goes with all of them, the comments inside it too.
    let text = "(\n    groups: [\n        (kind: \"river\", sides: [\n            // north\n            \"a\",\n        ]),\n        // Warta\n        (kind: \"lake\", sides: []),\n    ],\n)";
    assert_eq!(
        removed(text, &list("groups"), 0),
        "(\n    groups: [\n        // Warta\n        (kind: \"lake\", sides: []),\n    ],\n)"
    );
}

/// In a list written one item a line, a new item gets a line of its own after the last, so the
/// comment at the end of the last line stays there; taken out again, the text is as it was.
#[test]
fn a_new_last_item_does_not_take_the_comment_of_the_line_before() {
    let text = "(\n    sides: [\n        \"a\", // one\n        \"b\", // two\n    ],\n)";
    let more = inserted(text, &list("sides"), 2, "\"c\"");
    assert_eq!(
        more,
        "(\n    sides: [\n        \"a\", // one\n        \"b\", // two\n        \"c\",\n    ],\n)"
    );
    assert_eq!(removed(&more, &list("sides"), 2), text);
    // Without a trailing comma: the comma goes after the item before, which keeps its comment.
    let text = "(\n    sides: [\n        \"a\",\n        \"b\" // two\n    ],\n)";
    let more = inserted(text, &list("sides"), 2, "\"c\"");
    assert_eq!(
        more,
        "(\n    sides: [\n        \"a\",\n        \"b\", // two\n        \"c\"\n    ],\n)"
    );
    assert_eq!(removed(&more, &list("sides"), 2), text);
    assert_eq!(
        removed(text, &list("sides"), 1),
        "(\n    sides: [\n        \"a\"\n    ],\n)"
    );
}

/// Items several to a line: one goes with the comma before it (after it, when it is first);
/// a new one follows the last on its line.
#[test]
fn items_several_to_a_line_go_with_a_comma() {
    let text = "(sides: [\"a\", \"b\", \"c\"])";
    let sides = list("sides");
    assert_eq!(removed(text, &sides, 0), "(sides: [\"b\", \"c\"])");
    assert_eq!(removed(text, &sides, 1), "(sides: [\"a\", \"c\"])");
    assert_eq!(removed(text, &sides, 2), "(sides: [\"a\", \"b\"])");
    let more = inserted(text, &sides, 3, "\"d\"");
    assert_eq!(more, "(sides: [\"a\", \"b\", \"c\", \"d\"])");
    assert_eq!(removed(&more, &sides, 3), text);
    // Wrapped over lines: the new item goes on the last line, after its last item, before the
    // comment there.
    let text = "(\n    sides: [\n        \"a\", \"b\", // first\n        \"c\", // last\n    ],\n)";
    let more = inserted(text, &sides, 3, "\"d\"");
    assert_eq!(
        more,
        "(\n    sides: [\n        \"a\", \"b\", // first\n        \"c\", \"d\", // last\n    ],\n)"
    );
    assert_eq!(removed(&more, &sides, 3), text);
    assert_eq!(
        removed(text, &sides, 1),
        "(\n    sides: [\n        \"a\", // first\n        \"c\", // last\n    ],\n)"
    );
    // The only item: it and its comma.
    assert_eq!(removed("(sides: [\"a\",])", &sides, 0), "(sides: [])");
}

/// An empty list takes an item between its brackets, or on a line of its own before the
/// closing one when it is written over lines (after a comment in it).
#[test]
fn an_empty_list_takes_its_first_item() {
    let sides = list("sides");
    for (text, want) in [
        ("(sides: [])", "(sides: [\"a\"])"),
        (
            "(\n    sides: [\n    ],\n)",
            "(\n    sides: [\n        \"a\",\n    ],\n)",
        ),
        (
            "(\n    sides: [ // none yet\n    ],\n)",
            "(\n    sides: [ // none yet\n        \"a\",\n    ],\n)",
        ),
    ] {
        let one = inserted(text, &sides, 0, "\"a\"");
        assert_eq!(one, want);
        assert_eq!(removed(&one, &sides, 0), text);
    }
}

/// A field among others on its line goes with the comma before it; on a line of its own, with
/// its line. A new field goes after the last.
#[test]
fn fields_go_and_come_like_items() {
    let text = "(units: [(id: \"a\", at: \"0101\", steps: [])])";
    let unit = list("units").index(0);
    let d = doc(text);
    let gone = splice(text, d.remove_field(&unit, "at").expect("taken out"));
    assert_eq!(gone, "(units: [(id: \"a\", steps: [])])");
    let back = splice(
        &gone,
        doc(&gone)
            .add_field(&unit, "at", "\"0101\"")
            .expect("added"),
    );
    assert_eq!(back, "(units: [(id: \"a\", steps: [], at: \"0101\")])");
    let text = "(\n    id: \"a\", // id\n    at: \"0101\", // where\n    steps: [], // steps\n)";
    let gone = splice(
        text,
        doc(text).remove_field(&Path::root(), "at").expect("gone"),
    );
    assert_eq!(gone, "(\n    id: \"a\", // id\n    steps: [], // steps\n)");
    let more = splice(
        &gone,
        doc(&gone)
            .add_field(&Path::root(), "x", "1")
            .expect("added"),
    );
    assert_eq!(
        more,
        "(\n    id: \"a\", // id\n    steps: [], // steps\n    x: 1,\n)"
    );
}

/// A text with CRLF line ends gets CRLF in the lines the editor writes.
#[test]
fn new_lines_end_as_the_texts_lines_do() {
    let text = "(\r\n    sides: [\r\n        \"a\", // one\r\n    ],\r\n)\r\n";
    let more = inserted(text, &list("sides"), 1, "\"b\"");
    assert_eq!(
        more,
        "(\r\n    sides: [\r\n        \"a\", // one\r\n        \"b\",\r\n    ],\r\n)\r\n"
    );
    assert_eq!(removed(&more, &list("sides"), 1), text);
}
