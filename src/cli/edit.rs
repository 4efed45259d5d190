//! `steppe edit`: set-up edits of a scenario file from a terminal, through the same code as the
//! window's (`files::edit`), so set-up changes can be scripted.

use crate::files::edit::edit_scenario;
use crate::rules::load::edit::Edit;
use std::path::Path;

/// The edits named on the command line, each flag's values in turn (`--move g_26 1311 --move
/// g_38 1411`), flattened pairs and triples.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Asked {
    /// Start UNIT in HEX (a reinforcement put on the map leaves its arrival list).
    #[arg(long = "move", num_args = 2, value_names = ["UNIT", "HEX"], action = clap::ArgAction::Append)]
    pub moves: Vec<String>,
    /// Paint HEX with the terrain of LETTER.
    #[arg(long, num_args = 2, value_names = ["HEX", "LETTER"], action = clap::ArgAction::Append)]
    pub terrain: Vec<String>,
    /// Give the hexside HEX/HEX the TYPE (river, lake...), or take it away if it has it.
    #[arg(long, num_args = 2, value_names = ["HEX/HEX", "TYPE"], action = clap::ArgAction::Append)]
    pub hexside: Vec<String>,
    /// UNIT starts off the map and arrives on TURN.
    #[arg(long, num_args = 2, value_names = ["UNIT", "TURN"], action = clap::ArgAction::Append)]
    pub arrive: Vec<String>,
    /// UNIT is out of the game (not on the map, not arriving).
    #[arg(long, value_name = "UNIT")]
    pub remove: Vec<String>,
    /// Move the objective in FROM (a hex or place name) to TO in every victory condition.
    #[arg(long, num_args = 2, value_names = ["FROM", "TO"], action = clap::ArgAction::Append)]
    pub objective: Vec<String>,
    /// The place in HEX gets NAME and FEATURES (ids, comma-separated); `-` for none; with
    /// neither, HEX is no longer a place.
    #[arg(long, num_args = 3, value_names = ["HEX", "NAME", "FEATURES"], action = clap::ArgAction::Append)]
    pub place: Vec<String>,
    /// HEX becomes an entry hex of UNIT's arrival group, or stops being one.
    #[arg(long, num_args = 2, value_names = ["UNIT", "HEX"], action = clap::ArgAction::Append)]
    pub entry: Vec<String>,
}

/// The edits asked for, in the order: moves, terrain, hexsides, arrivals, removals,
/// objectives, places, entry hexes.
pub fn edits(asked: &Asked) -> Result<Vec<Edit>, String> {
    let Asked {
        moves,
        terrain,
        hexside,
        arrive,
        remove,
        objective,
        place,
        entry,
    } = asked;
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
    for pair in arrive.chunks(2) {
        let turn = pair[1].parse().map_err(|_| {
            format!(
                "--arrive {} {}: the turn is a whole number, from 1",
                pair[0], pair[1]
            )
        })?;
        out.push(Edit::Arrive {
            unit: pair[0].clone(),
            turn,
        });
    }
    for unit in remove {
        out.push(Edit::Remove { unit: unit.clone() });
    }
    for pair in objective.chunks(2) {
        out.push(Edit::Objective {
            from: pair[0].clone(),
            to: pair[1].clone(),
        });
    }
    for three in place.chunks(3) {
        let features = match three[2].trim() {
            "-" | "" => Vec::new(),
            list => list.split(',').map(|f| f.trim().to_string()).collect(),
        };
        out.push(Edit::Place {
            hex: three[0].clone(),
            name: Some(three[1].clone()).filter(|n| n.trim() != "-"),
            features,
        });
    }
    for pair in entry.chunks(2) {
        out.push(Edit::Entry {
            unit: pair[0].clone(),
            hex: pair[1].clone(),
        });
    }
    Ok(out)
}

/// Runs `steppe edit`: 0 when the file was edited (or already said so), 1 with every problem as
/// `file:line:col: message` and the file untouched, 2 for a malformed command line.
pub fn run(file: &Path, asked: &Asked) -> i32 {
    let edits = match edits(asked) {
        Ok(e) if e.is_empty() => {
            eprintln!(
                "steppe edit: name at least one edit (--move, --terrain, --hexside, --arrive, --remove, --objective, --place or --entry)"
            );
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
