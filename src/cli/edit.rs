//! `steppe edit`: set-up edits of a scenario file from a terminal, through the same code as the
//! window's (`files::edit`), so set-up changes can be scripted.

use crate::files::edit::edit_scenario;
use crate::rules::load::edit::Edit;
use std::path::Path;

/// The edits named on the command line, in the order: moves, terrain, hexsides. Each flag gives
/// its two values in turn (`--move g_26 1311 --move g_38 1411`).
pub fn edits(
    moves: &[String],
    terrain: &[String],
    hexside: &[String],
) -> Result<Vec<Edit>, String> {
    let mut out = Vec::new();
    for pair in moves.chunks(2) {
        out.push(Edit::Move {
            unit: pair[0].clone(),
            hex: pair[1].clone(),
        });
    }
    for pair in terrain.chunks(2) {
        let mut letters = pair[1].chars();
        let (Some(letter), None) = (letters.next(), letters.next()) else {
            return Err(format!(
                "--terrain {} {}: the terrain is one letter",
                pair[0], pair[1]
            ));
        };
        out.push(Edit::Terrain {
            hex: pair[0].clone(),
            letter,
        });
    }
    for pair in hexside.chunks(2) {
        let Some((a, b)) = pair[0].split_once('/') else {
            return Err(format!(
                "--hexside {} {}: name the side as two hexes, HEX/HEX",
                pair[0], pair[1]
            ));
        };
        out.push(Edit::Hexside {
            a: a.to_string(),
            b: b.to_string(),
            kind: pair[1].clone(),
        });
    }
    Ok(out)
}

/// Runs `steppe edit`: 0 when the file was edited (or already said so), 1 with every problem as
/// `file:line:col: message` and the file untouched, 2 for a malformed command line.
pub fn run(file: &Path, moves: &[String], terrain: &[String], hexside: &[String]) -> i32 {
    let edits = match edits(moves, terrain, hexside) {
        Ok(e) if e.is_empty() => {
            eprintln!("steppe edit: name at least one edit (--move, --terrain or --hexside)");
            return 2;
        }
        Ok(e) => e,
        Err(e) => {
            eprintln!("steppe edit: {e}");
            return 2;
        }
    };
    match edit_scenario(file, &edits, None) {
        Ok(_) => {
            let said: Vec<String> = edits.iter().map(ToString::to_string).collect();
            println!("{}: {}", file.display(), said.join("; "));
            0
        }
        Err(d) => {
            eprintln!("{d}");
            1
        }
    }
}
