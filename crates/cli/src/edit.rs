//! `steppe edit`: set-up edits of a scenario file from a terminal, through the same code as the
//! window's (`files::edit`), so set-up changes can be scripted; each run prints the command
//! that undoes it.

use std::path::Path;
use steppe_files::edit::edit_scenario_with_undo;
use steppe_rules::load::edit::{Edit, NewUnit, Start, parse_size, size_word};

/// The edits named on the command line, each flag's values in turn (`--move g_26 1311 --move
/// g_38 1411`), flattened pairs and triples.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Asked {
    /// A new unit: its ID, NAME, NATIONALITY and TYPE (ids of the ruleset), SIZE (Division,
    /// Corps, Army, ArmyGroup), STEPS (attack-defense-movement of each step, full strength
    /// first: `6-6-5,3-3-5`) and WHERE: a hex, or `turn:N` to arrive on turn N.
    #[arg(long, num_args = 7, value_names = ["ID", "NAME", "NATIONALITY", "TYPE", "SIZE", "STEPS", "WHERE"], action = clap::ArgAction::Append)]
    pub add: Vec<String>,
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
    /// UNIT leaves the order of battle (its line in `units` and its arrival).
    #[arg(long, value_name = "UNIT")]
    pub delete: Vec<String>,
    /// The text TAKE at AT (a value's path and how many bytes past its start:
    /// `reinforcements[0].units[1]+0`) becomes PUT, both with `\n`, `\r`, `\t` and `\\` for
    /// line breaks, tabs and backslashes: the form of an undo that no other edit makes byte
    /// for byte.
    #[arg(long, num_args = 3, value_names = ["AT", "TAKE", "PUT"], action = clap::ArgAction::Append)]
    pub splice: Vec<String>,
}

/// The edits asked for, in the order: new units, moves, terrain, hexsides, arrivals,
/// removals, objectives, places, entry hexes, deleted units, splices.
pub fn edits(asked: &Asked) -> Result<Vec<Edit>, String> {
    let Asked {
        add,
        moves,
        terrain,
        hexside,
        arrive,
        remove,
        objective,
        place,
        entry,
        delete,
        splice,
    } = asked;
    let mut out = Vec::new();
    for seven in add.chunks(7) {
        out.push(Edit::Add(Box::new(new_unit(seven)?)));
    }
    for pair in moves.chunks(2) {
        out.push(Edit::Move {
            unit: pair[0].clone(),
            hex: pair[1].clone(),
        });
    }
    for pair in terrain.chunks(2) {
        out.push(terrain_edit(pair)?);
    }
    for pair in hexside.chunks(2) {
        out.push(hexside_edit(pair)?);
    }
    for pair in arrive.chunks(2) {
        out.push(arrive_edit(pair)?);
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
        out.push(place_edit(three));
    }
    for pair in entry.chunks(2) {
        out.push(Edit::Entry {
            unit: pair[0].clone(),
            hex: pair[1].clone(),
        });
    }
    for unit in delete {
        out.push(Edit::Delete { unit: unit.clone() });
    }
    for three in splice.chunks(3) {
        out.push(splice_edit(three)?);
    }
    Ok(out)
}

/// `--terrain HEX LETTER`: the letter is one character.
fn terrain_edit(pair: &[String]) -> Result<Edit, String> {
    let mut letters = pair[1].chars();
    let (Some(letter), None) = (letters.next(), letters.next()) else {
        return Err(format!(
            "--terrain {} {}: the terrain is one letter",
            pair[0], pair[1]
        ));
    };
    Ok(Edit::Terrain {
        hex: pair[0].clone(),
        letter,
    })
}

/// `--hexside HEX/HEX TYPE`.
fn hexside_edit(pair: &[String]) -> Result<Edit, String> {
    let Some((a, b)) = pair[0].split_once('/') else {
        return Err(format!(
            "--hexside {} {}: name the side as two hexes, HEX/HEX",
            pair[0], pair[1]
        ));
    };
    Ok(Edit::Hexside {
        a: a.to_string(),
        b: b.to_string(),
        kind: pair[1].clone(),
    })
}

/// `--arrive UNIT TURN`: the turn is a whole number.
fn arrive_edit(pair: &[String]) -> Result<Edit, String> {
    let turn = pair[1].parse().map_err(|_| {
        format!(
            "--arrive {} {}: the turn is a whole number, from 1",
            pair[0], pair[1]
        )
    })?;
    Ok(Edit::Arrive {
        unit: pair[0].clone(),
        turn,
    })
}

/// `--place HEX NAME FEATURES`, `-` for no name or no features.
fn place_edit(three: &[String]) -> Edit {
    let features = match three[2].trim() {
        "-" | "" => Vec::new(),
        list => list.split(',').map(|f| f.trim().to_string()).collect(),
    };
    Edit::Place {
        hex: three[0].clone(),
        name: Some(three[1].clone()).filter(|n| n.trim() != "-"),
        features,
    }
}

/// `--splice AT TAKE PUT`, the texts unescaped.
fn splice_edit(three: &[String]) -> Result<Edit, String> {
    let text = |t: &str| {
        unescape(t).ok_or_else(|| {
            format!(
                "--splice {} {t:?}: a backslash is written \\\\, a line break \\n",
                three[0]
            )
        })
    };
    Ok(Edit::Splice {
        at: three[0].clone(),
        take: text(&three[1])?,
        put: text(&three[2])?,
    })
}

/// The unit `--add` names: ID NAME NATIONALITY TYPE SIZE STEPS WHERE.
fn new_unit(v: &[String]) -> Result<NewUnit, String> {
    let said = || format!("--add {}", v.join(" "));
    let size = parse_size(&v[4]).ok_or_else(|| {
        format!(
            "{}: the size is Division, Corps, Army or ArmyGroup, not {:?}",
            said(),
            v[4]
        )
    })?;
    let steps = v[5]
        .split(',')
        .map(|step| {
            let n: Vec<u32> = step
                .trim()
                .split('-')
                .map(|x| x.trim().parse())
                .collect::<Result<_, _>>()
                .ok()?;
            match n.as_slice() {
                &[a, d, m] => Some((a, d, m)),
                _ => None,
            }
        })
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| {
            format!(
                "{}: each step is attack-defense-movement, steps apart by commas (6-6-5,3-3-5), not {:?}",
                said(),
                v[5]
            )
        })?;
    let start = match v[6].trim().strip_prefix("turn:") {
        Some(t) => Start::Turn(
            t.trim()
                .parse()
                .map_err(|_| format!("{}: the turn is a whole number, from 1 (turn:3)", said()))?,
        ),
        None => Start::Hex(v[6].clone()),
    };
    Ok(NewUnit {
        id: v[0].clone(),
        name: v[1].clone(),
        nationality: v[2].clone(),
        unit_type: v[3].clone(),
        size,
        steps,
        start,
    })
}

/// A splice's text as written on one line: line breaks, tabs and backslashes escaped.
fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out
}

/// The text [`escape`] wrote (`None` for a backslash before anything else).
fn unescape(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        out.push(match c {
            '\\' => match chars.next()? {
                '\\' => '\\',
                'n' => '\n',
                'r' => '\r',
                't' => '\t',
                _ => return None,
            },
            c => c,
        });
    }
    Some(out)
}

/// Where an edit's flag comes in the order [`edits`] makes them, and the flag with its values.
fn flag(edit: &Edit) -> (u8, Vec<String>) {
    let s = |x: &str| x.to_string();
    match edit {
        Edit::Add(u) => {
            let steps: Vec<String> = u
                .steps
                .iter()
                .map(|(a, d, m)| format!("{a}-{d}-{m}"))
                .collect();
            let start = match &u.start {
                Start::Hex(hex) => hex.clone(),
                Start::Turn(t) => format!("turn:{t}"),
            };
            (
                0,
                vec![
                    s("--add"),
                    s(&u.id),
                    s(&u.name),
                    s(&u.nationality),
                    s(&u.unit_type),
                    s(size_word(u.size)),
                    steps.join(","),
                    start,
                ],
            )
        }
        Edit::Move { unit, hex } => (1, vec![s("--move"), s(unit), s(hex)]),
        Edit::Terrain { hex, letter } => (2, vec![s("--terrain"), s(hex), letter.to_string()]),
        Edit::Hexside { a, b, kind } => (3, vec![s("--hexside"), format!("{a}/{b}"), s(kind)]),
        Edit::Arrive { unit, turn } => (4, vec![s("--arrive"), s(unit), turn.to_string()]),
        Edit::Remove { unit } => (5, vec![s("--remove"), s(unit)]),
        Edit::Objective { from, to } => (6, vec![s("--objective"), s(from), s(to)]),
        Edit::Place {
            hex,
            name,
            features,
        } => {
            let features = if features.is_empty() {
                s("-")
            } else {
                features.join(",")
            };
            let name = name.clone().unwrap_or_else(|| s("-"));
            (7, vec![s("--place"), s(hex), name, features])
        }
        Edit::Entry { unit, hex } => (8, vec![s("--entry"), s(unit), s(hex)]),
        Edit::Delete { unit } => (9, vec![s("--delete"), s(unit)]),
        Edit::Splice { at, take, put } => {
            (10, vec![s("--splice"), s(at), escape(take), escape(put)])
        }
    }
}

/// The shell commands that make `edits` in order on `file`: one `steppe edit` while the
/// edits come in the order it makes them, another where an edit must come before one it
/// would make first.
pub fn command_lines(file: &Path, edits: &[Edit]) -> String {
    let mut commands: Vec<Vec<String>> = Vec::new();
    let mut last = u8::MAX;
    for edit in edits {
        let (rank, args) = flag(edit);
        if rank < last || commands.is_empty() {
            commands.push(vec![
                "steppe".into(),
                "edit".into(),
                file.display().to_string(),
            ]);
        }
        last = rank;
        commands.last_mut().expect("one").extend(args);
    }
    commands
        .iter()
        .map(|c| c.iter().map(|a| quoted(a)).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join(" && ")
}

/// A word as a POSIX shell reads it back: as it is when it holds nothing the shell would
/// read otherwise, else in single quotes.
fn quoted(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:,+=@%^".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// Runs `steppe edit`: 0 when the file was edited (or already said so), with the edits made
/// and the command that undoes them; 1 with every problem as `file:line:col: message` and the
/// file untouched, 2 for a malformed command line.
pub fn run(file: &Path, asked: &Asked) -> i32 {
    let edits = match edits(asked) {
        Ok(e) if e.is_empty() => {
            eprintln!(
                "steppe edit: name at least one edit (--add, --move, --terrain, --hexside, --arrive, --remove, --objective, --place, --entry, --delete or --splice)"
            );
            return 2;
        }
        Ok(e) => e,
        Err(e) => {
            eprintln!("steppe edit: {e}");
            return 2;
        }
    };
    match edit_scenario_with_undo(file, &edits, None) {
        Ok((_, undo)) => {
            let said: Vec<String> = edits.iter().map(ToString::to_string).collect();
            println!("{}: {}", file.display(), said.join("; "));
            println!("undo with: {}", command_lines(file, &undo));
            0
        }
        Err(d) => {
            eprintln!("{d}");
            1
        }
    }
}
