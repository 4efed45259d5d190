//! Set-up edits of a scenario file on disk (`rules::load::edit` makes them in its text): the
//! file is read, edited, checked and written back safely (`files::write_text`: permissions,
//! links, its byte-order mark and line endings kept), and never over a text that changed
//! underneath (another editor or another steppe saved it meanwhile); with the edits that undo
//! them.

use crate::{Expect, WriteError, read, write_text};
use std::path::Path;
use steppe_rules::load::edit::{Edit, apply, undo};
use steppe_rules::load::ruleset::ruleset_from_str;
use steppe_rules::load::scenario::scenario_ruleset_path;
use steppe_rules::load::source::{Diagnostic, Diagnostics};

/// Makes `edits` in the scenario at `path` and writes it back, returning the new text (plain,
/// as [`read`] gives it). With `expected`, the text the caller last saw: if the file now holds
/// anything else the edit is refused (the caller reloads first). Nothing is written unless
/// every edit applies, the result passes the checks, and the file still holds the text the
/// edits were made in when it is replaced.
pub fn edit_scenario(
    path: &Path,
    edits: &[Edit],
    expected: Option<&str>,
) -> Result<String, Diagnostics> {
    edit(path, edits, expected, false).map(|(text, _)| text)
}

/// As [`edit_scenario`], with the edits that undo the edits made: made on the file as written,
/// they give back the file as it was, byte for byte.
pub fn edit_scenario_with_undo(
    path: &Path,
    edits: &[Edit],
    expected: Option<&str>,
) -> Result<(String, Vec<Edit>), Diagnostics> {
    edit(path, edits, expected, true)
}

fn edit(
    path: &Path,
    edits: &[Edit],
    expected: Option<&str>,
    with_undo: bool,
) -> Result<(String, Vec<Edit>), Diagnostics> {
    let name = path.display().to_string();
    let text = read(path)?;
    if let Some(seen) = expected
        && seen != text
    {
        return Err(changed(&name));
    }
    let rel = scenario_ruleset_path(&name, &text)?;
    let ruleset_path = path.parent().unwrap_or(Path::new(".")).join(&rel);
    let rules = ruleset_from_str(&ruleset_path.display().to_string(), &read(&ruleset_path)?)?;
    let edited = apply(&name, &text, &rules, edits)?;
    let back = if with_undo {
        undo(&name, &text, &rules, edits)?
    } else {
        Vec::new()
    };
    if edited != text {
        // Edited from the text read above: if the file changed since, that text is stale.
        write_text(path, &edited, Expect::Text(&text)).map_err(|e| match e {
            WriteError::Changed => changed(&name),
            e => Diagnostics(vec![Diagnostic {
                file: name.clone(),
                line: 1,
                col: 1,
                message: format!("cannot write the file: {e}"),
            }]),
        })?;
    }
    Ok((edited, back))
}

fn changed(name: &str) -> Diagnostics {
    Diagnostics(vec![Diagnostic {
        file: name.to_string(),
        line: 1,
        col: 1,
        message: "the file changed on disk since it was read: nothing written; reload it and \
                  edit again"
            .into(),
    }])
}
