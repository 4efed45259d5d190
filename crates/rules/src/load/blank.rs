//! A new scenario from nothing, for designers: the smallest file the checker accepts for a
//! ruleset, as text written the way the shipped scenarios are (comments saying what each part
//! is and how to go on): a map of clear terrain, the ruleset's first side controlling the west
//! half and its second the east, no units, and one objective, the hex in the middle, for the
//! first side at the end of the game.

use crate::model::tables::Ruleset;

/// What a new scenario is to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blank {
    /// The scenario's name, as the New game screen shows it.
    pub name: String,
    /// The ruleset's path as the scenario names it (relative to the scenario's folder).
    pub ruleset: String,
    /// Columns of hexes.
    pub width: u32,
    /// Rows of hexes.
    pub height: u32,
}

/// The largest map a new scenario gets: four-digit hex numbers (CCRR) go to 99 by 99.
pub const MOST: u32 = 99;

/// How many turns a new scenario has (CHOICE: the shortest shipped scenarios' length; the
/// designer changes `turns` in the file).
const TURNS: u32 = 8;

/// The year a new scenario starts in when the rules do not count turns from a date of their
/// own (CHOICE: the year every shipped game starts; the designer changes `first_turn` in the
/// file).
const YEAR: u32 = 1941;

/// Whether nothing but clear weather can come in this turn of the year: no weather a die may
/// bring, and a weather table (if any) of clear weather only.
pub fn settled(rules: &Ruleset, slot: usize) -> bool {
    let clear = rules.clear_weather();
    rules.calendar.get(slot).is_some_and(|s| {
        s.possible_weather.is_none() && s.weather_table.iter().all(|&w| Some(w) == clear)
    })
}

/// The turn of the year and the year a new scenario opens on, read from the ruleset: the rules'
/// own turn 1 when they count turns from a date and its weather is settled; else, in
/// [`YEAR`], the first turn of the longest run of settled turns of the year (so the opening
/// turns are played without snow or mud); a calendar with no settled turn opens on its first.
pub fn opening(rules: &Ruleset) -> (usize, u32) {
    let n = rules.calendar.len();
    if let Some(t) = rules.turn_one
        && n > 0
        && settled(rules, t as usize % n)
    {
        return (t as usize % n, t / n as u32);
    }
    let run = |start: usize| {
        (0..n)
            .take_while(|k| settled(rules, (start + k) % n))
            .count()
    };
    // A run starts where the turn before it is not settled (a year of settled turns starts at
    // its first); the longest, the earliest of equals.
    let best = (0..n)
        .filter(|&s| settled(rules, s) && (run(s) == n || !settled(rules, (s + n - 1) % n)))
        .max_by_key(|&s| (run(s), std::cmp::Reverse(s)));
    (best.unwrap_or(0), YEAR)
}

/// The scenario's text, or why there is none (a map too small or too big, a ruleset without
/// two sides, a clear terrain or a calendar).
pub fn blank_scenario(rules: &Ruleset, b: &Blank) -> Result<String, String> {
    if !(2..=MOST).contains(&b.width) || !(2..=MOST).contains(&b.height) {
        return Err(format!(
            "a map of {} by {} hexes: each side must be 2 to {MOST} hexes",
            b.width, b.height
        ));
    }
    let name = b.name.trim();
    if name.is_empty() {
        return Err("a scenario needs a name".into());
    }
    let [west, east, ..] = rules.sides.as_slice() else {
        return Err(format!("{} has fewer than two sides", rules.name));
    };
    let clear = rules
        .terrain
        .iter()
        .find(|t| t.id == "clear")
        .or_else(|| rules.terrain.iter().find(|t| !t.water))
        .ok_or_else(|| format!("{} has no land terrain", rules.name))?;
    if rules.calendar.is_empty() {
        return Err(format!("{} has no calendar", rules.name));
    }
    let (slot, year) = opening(rules);
    let first_turn = format!("{} {year}", rules.calendar[slot].name);
    let quoted = |s: &str| format!("{s:?}");
    let row = quoted(&clear.letter.to_string().repeat(b.width as usize));
    let mut rows = String::new();
    for r in 1..=b.height {
        rows.push_str(&format!("            {row}, // {r:02}\n"));
    }
    let half = b.width / 2;
    let border = vec![half.to_string(); b.height as usize].join(", ");
    let centre = format!("{:02}{:02}", b.width / 2 + 1, b.height / 2 + 1);
    Ok(format!(
        r#"// {name}: a new scenario for {game}, made in steppe's set-up mode.
//
// The map is all {clear_name} ('{letter}'); {west_name} controls the west half and {east_name}
// the east. Paint the terrain, put counters on the map and move the objective in set-up mode
// (F2), or edit this file: steppe reloads it when it is saved. Hex numbers are CCRR (column,
// row) from 0101 in the north-west corner.
Scenario(
    name: {name_q},
    description: "",
    ruleset: {ruleset},
    first_turn: "{first_turn}",
    turns: {TURNS},

    map: (
        width: {width},
        height: {height},
        shifted_columns: Odd,

        // North row first. Columns 01..{width:02} left to right.
        terrain: [
{rows}        ],

        // Hex sides: each is two adjacent hexes, "CCRR/CCRR".
        hexsides: [
        ],

        // Named hexes and hexes with features (cities, fortresses).
        places: [
        ],

        control: (
            west: {west_id},
            east: {east_id},
            border: [{border}],
        ),
    ),

    // The order of battle. A unit with `at` starts in that hex; a unit without one starts
    // off the map and enters play only on the turn an arrival below names it; in neither, it
    // never enters play (it starts eliminated). Set-up mode's "New unit" writes both.
    units: [
    ],

    // Arrivals: (turn: 3, units: ["id", ...]) brings those units on at that turn.
    reinforcements: [
    ],

    victory: [
        (side: {west_id}, name: {objective}, check: EndOfGame,
         hexes: [{centre_q}], count: 1),
    ],
)
"#,
        game = rules.name,
        clear_name = clear.name.to_lowercase(),
        letter = clear.letter,
        west_name = west.name,
        east_name = east.name,
        name_q = quoted(name),
        ruleset = quoted(&b.ruleset),
        width = b.width,
        height = b.height,
        west_id = quoted(&west.id),
        east_id = quoted(&east.id),
        objective = quoted(&format!("{}: hold {centre}", west.name)),
        centre_q = quoted(&centre),
    ))
}
