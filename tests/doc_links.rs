//! The README and every `docs/*.md` page: each link and picture that points inside the clone
//! names a file that exists, each `#anchor` names a heading of the page it points to, and the
//! README stays a front door (at most 160 lines). Web links (http, https, mailto) are not
//! followed. Every failure is listed as `file:line: target`.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The README's length limit, in lines.
const README_MAX_LINES: usize = 160;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every markdown file directly under docs/, sorted.
fn pages() -> Vec<PathBuf> {
    let root = root();
    let mut pages = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .map(|dir| {
            dir.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "md"))
                .collect()
        })
        .unwrap_or_default();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The page's lines outside fenced code blocks, with their 1-based numbers.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fence: Option<&str> = None;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = if trimmed.starts_with("```") {
            Some("```")
        } else if trimmed.starts_with("~~~") {
            Some("~~~")
        } else {
            None
        };
        match (fence, marker) {
            (None, Some(m)) => fence = Some(m),
            (Some(f), Some(m)) if f == m => fence = None,
            (None, None) => out.push((i + 1, line)),
            _ => {}
        }
    }
    out
}

/// The line with its inline code spans blanked out (a link written inside backticks is text).
fn without_code_spans(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(start) = rest.find('`') {
        out.push_str(&rest[..start]);
        let ticks = rest[start..].chars().take_while(|&c| c == '`').count();
        let opener = &rest[start..start + ticks];
        let after = &rest[start + ticks..];
        match after.find(opener) {
            Some(end) => {
                out.push_str(&" ".repeat(ticks + end + ticks));
                rest = &after[end + ticks..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// Every link and picture target on a line: `[text](target)`, `![alt](target "title")`,
/// `[text](<target>)`, and reference definitions `[name]: target`.
fn targets(line: &str) -> Vec<String> {
    let line = without_code_spans(line);
    let mut found = Vec::new();
    let trimmed = line.trim_start();
    if trimmed.starts_with('[')
        && let Some(close) = trimmed.find(']')
        && trimmed[close..].starts_with("]:")
    {
        let target = trimmed[close + 2..].split_whitespace().next().unwrap_or("");
        if !target.is_empty() {
            found.push(target.trim_matches(['<', '>']).to_string());
        }
    }
    let mut rest = line.as_str();
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let target = if let Some(inner) = after.strip_prefix('<') {
            inner.split('>').next().unwrap_or("")
        } else {
            // Up to the closing parenthesis, balanced, and before any title.
            let mut depth = 0usize;
            let mut end = after.len();
            for (i, c) in after.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' if depth == 0 => {
                        end = i;
                        break;
                    }
                    ')' => depth -= 1,
                    ' ' | '\t' => {
                        end = i;
                        break;
                    }
                    _ => {}
                }
            }
            &after[..end]
        };
        found.push(target.to_string());
        rest = after;
    }
    found
}

fn is_external(target: &str) -> bool {
    let lower = target.to_ascii_lowercase();
    lower.starts_with("http://") || lower.starts_with("https://") || lower.starts_with("mailto:")
}

/// A heading's anchor as GitHub makes it: the text without its markdown, lowercase, spaces to
/// '-', every character that is not alphanumeric, '-' or '_' dropped.
fn slug(heading: &str) -> String {
    // A link in a heading counts by its text: "[text](target)" -> "text".
    let mut text = String::new();
    let mut rest = heading;
    while let Some(open) = rest.find('[') {
        match rest[open..].find("](") {
            Some(mid) => {
                let mid = open + mid;
                text.push_str(&rest[..open]);
                text.push_str(&rest[open + 1..mid]);
                let after = &rest[mid + 2..];
                rest = after.find(')').map_or("", |close| &after[close + 1..]);
            }
            None => {
                text.push_str(&rest[..=open]);
                rest = &rest[open + 1..];
            }
        }
    }
    text.push_str(rest);
    text.trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// Every anchor a page's headings make, with GitHub's "-1", "-2"... for repeated headings.
fn anchors(text: &str) -> HashSet<String> {
    let mut seen = HashSet::new();
    for (_, line) in prose_lines(text) {
        let trimmed = line.trim_start();
        let hashes = trimmed.chars().take_while(|&c| c == '#').count();
        if hashes == 0 || hashes > 6 || line.len() - trimmed.len() > 3 {
            continue;
        }
        let title = &trimmed[hashes..];
        if !(title.is_empty() || title.starts_with(' ') || title.starts_with('\t')) {
            continue;
        }
        let title = title.trim().trim_end_matches('#').trim();
        let base = slug(title);
        let mut anchor = base.clone();
        let mut n = 0;
        while seen.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        seen.insert(anchor);
    }
    seen
}

/// Every broken link of one page, as `file:line: target` (and why, when it is the anchor).
fn check_page(root: &Path, page: &Path, failures: &mut Vec<String>) {
    let shown = page
        .strip_prefix(root)
        .unwrap_or(page)
        .display()
        .to_string();
    let text = match fs::read_to_string(page) {
        Ok(text) => text,
        Err(e) => {
            failures.push(format!("{shown}:0: cannot be read ({e})"));
            return;
        }
    };
    let folder = page.parent().unwrap_or(root);
    for (number, line) in prose_lines(&text) {
        for target in targets(line) {
            if target.is_empty() {
                failures.push(format!("{shown}:{number}: (empty link)"));
                continue;
            }
            if is_external(&target) {
                continue;
            }
            let (path_part, anchor) = match target.split_once('#') {
                Some((p, a)) => (p, Some(a)),
                None => (target.as_str(), None),
            };
            let file = if path_part.is_empty() {
                page.to_path_buf()
            } else {
                folder.join(path_part)
            };
            if !file.exists() {
                failures.push(format!("{shown}:{number}: {target}"));
                continue;
            }
            let Some(anchor) = anchor else { continue };
            if file.extension().is_none_or(|x| x != "md") {
                continue;
            }
            let headings = if file == page {
                anchors(&text)
            } else {
                anchors(&fs::read_to_string(&file).unwrap_or_default())
            };
            if !headings.contains(&anchor.to_lowercase()) {
                failures.push(format!(
                    "{shown}:{number}: {target} (no heading makes #{anchor})"
                ));
            }
        }
    }
}

#[test]
fn every_link_in_the_readme_and_docs_resolves() {
    let root = root();
    let mut failures = Vec::new();
    let pages = pages();
    assert!(pages.len() > 1, "no docs/*.md pages found");
    for page in &pages {
        check_page(&root, page, &mut failures);
    }
    let readme = fs::read_to_string(root.join("README.md")).unwrap_or_default();
    let lines = readme.lines().count();
    if lines > README_MAX_LINES {
        failures.push(format!(
            "README.md:{lines}: the README has {lines} lines, more than {README_MAX_LINES}"
        ));
    }
    assert!(
        failures.is_empty(),
        "{} broken link(s) or limit(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_link_reader_finds_what_it_should() {
    assert_eq!(
        targets("see [a](docs/a.md) and ![b](b.png \"t\")"),
        ["docs/a.md", "b.png"]
    );
    assert_eq!(targets("`[not](a link)` but [x](y.md#z)"), ["y.md#z"]);
    assert_eq!(targets("[ref]: docs/x.md"), ["docs/x.md"]);
    assert_eq!(
        slug("The designer's set-up picture"),
        "the-designers-set-up-picture"
    );
    assert_eq!(slug("Many games: `steppe sim`"), "many-games-steppe-sim");
    let page = "# A\n\n## A\n\n```\n# not a heading\n```\n";
    let found = anchors(page);
    assert!(found.contains("a") && found.contains("a-1") && !found.contains("not-a-heading"));
    assert_eq!(prose_lines("a\n```\n[x](y)\n```\nb").len(), 2);
}
