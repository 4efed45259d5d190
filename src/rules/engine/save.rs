//! Saved games as text: the scenario, the seed and the command log (units by id, hexes by printed
//! number), with the hash of the scenario files and of the final state so that a save made from
//! other files, or edited by hand, is refused with a clear reason instead of replaying wrongly.

use crate::rules::engine::game::Game;
use crate::rules::engine::rule_choices::RuleChoices;
use crate::rules::load::source::{Diagnostic, Diagnostics, Outline, Path, Problem, parse_ron};
use crate::rules::model::tables::Scenario;
use crate::rules::state::UnitStatus;
use crate::rules::state::command::Command;
use crate::rules::state::hash::Fnv;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The version new saves are written as.
pub const SAVE_VERSION: u32 = 2;

/// The versions this steppe opens: 1 differs from 2 only in its state hash
/// (`version_1_hash`).
pub const SAVE_VERSIONS: [u32; 2] = [1, 2];
/// A side played by a person, as a save names its seat.
pub const HUMAN: &str = "human";

/// A command as written in a save.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedCommand {
    /// `Command::Move`.
    Move {
        /// The unit's id.
        unit: String,
        /// The hexes entered, by printed number.
        path: Vec<String>,
    },
    /// `Command::Place`.
    Place {
        /// The unit's id.
        unit: String,
        /// The hex, by printed number.
        hex: String,
    },
    /// `Command::Attack`.
    Attack {
        /// The attackers' ids.
        attackers: Vec<String>,
        /// The attacked hex, by printed number.
        defender: String,
    },
    /// `Command::DefenderChoice`.
    DefenderChoice {
        /// True: a step loss instead of the retreat.
        step_instead: bool,
    },
    /// `Command::Retreat`.
    Retreat {
        /// The hexes of the retreat, by printed number.
        path: Vec<String>,
    },
    /// `Command::TakeLoss`.
    TakeLoss {
        /// The id of the unit that loses the step.
        unit: String,
    },
    /// `Command::Advance`.
    Advance {
        /// The id of the attacker that advances (none: no advance).
        unit: Option<String>,
    },
    /// An order (its id), to one unit or to the whole side.
    Order {
        /// The order's id.
        order: String,
        /// The unit's id (none: the whole side).
        unit: Option<String>,
    },
    /// The option a result offered, counted from 1 as the player saw it.
    Choose {
        /// The option's number, from 1.
        option: u32,
    },
    /// `Command::Rebuild`.
    Rebuild {
        /// The unit's id.
        unit: String,
        /// Where it is rebuilt, by printed number.
        hex: String,
    },
    /// Air units committed to the next attack.
    AirSupport {
        /// How many.
        units: u32,
    },
    /// The HQ or unit out of command activated.
    Activate {
        /// Its id.
        unit: String,
    },
    /// `Command::EndPhase`.
    EndPhase,
}

/// A save file as written: enough to replay the game and check it is the same game.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "Save")]
pub struct SaveFile {
    /// The save format's version (`SAVE_VERSIONS`).
    pub version: u32,
    /// The scenario file, as it was opened.
    pub scenario: String,
    /// Hash of the scenario and ruleset text, hexadecimal.
    pub content_hash: String,
    /// The dice's seed.
    pub seed: u64,
    /// The optional rules in force, by id (every one the ruleset declares; older saves have none
    /// and play with the scenario file's).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, bool>,
    /// The value of each scenario choice, by id (as `options`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub choices: BTreeMap<String, String>,
    /// Who plays each side, by side id: `human` or a computer policy (older saves: all human).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub seats: BTreeMap<String, String>,
    /// Every command played, in order.
    pub commands: Vec<SavedCommand>,
    /// Hash of the state after the last command, hexadecimal.
    pub state_hash: String,
}

/// A command as a save writes it: units by id, hexes by printed number, options from 1.
pub fn to_saved(game: &Game, cmd: &Command) -> SavedCommand {
    let unit = |u: u16| game.scenario.units[u as usize].id.clone();
    match cmd {
        Command::Move { unit: u, path } => SavedCommand::Move {
            unit: unit(*u),
            path: path.iter().map(|&h| game.label(h)).collect(),
        },
        Command::Place { unit: u, hex } => SavedCommand::Place {
            unit: unit(*u),
            hex: game.label(*hex),
        },
        Command::Attack {
            attackers,
            defender,
        } => SavedCommand::Attack {
            attackers: attackers.iter().map(|&a| unit(a)).collect(),
            defender: game.label(*defender),
        },
        Command::DefenderChoice { step_instead } => SavedCommand::DefenderChoice {
            step_instead: *step_instead,
        },
        Command::Retreat { path } => SavedCommand::Retreat {
            path: path.iter().map(|&h| game.label(h)).collect(),
        },
        Command::TakeLoss { unit: u } => SavedCommand::TakeLoss { unit: unit(*u) },
        Command::Advance { unit: u } => SavedCommand::Advance { unit: u.map(unit) },
        Command::Choose { option } => SavedCommand::Choose { option: option + 1 },
        Command::Rebuild { unit: u, hex } => SavedCommand::Rebuild {
            unit: unit(*u),
            hex: game.label(*hex),
        },
        Command::Order { order, unit: u } => SavedCommand::Order {
            order: order.clone(),
            unit: u.map(unit),
        },
        Command::Activate { unit: u } => SavedCommand::Activate { unit: unit(*u) },
        Command::AirSupport { units } => SavedCommand::AirSupport { units: *units },
        Command::EndPhase => SavedCommand::EndPhase,
    }
}

/// The save text of a game; `seats` names who plays each side, in the ruleset's order (`human`
/// or a computer policy's name; sides past the end are people).
pub fn save_text(game: &Game, scenario_path: &str, content_hash: u64, seats: &[&str]) -> String {
    let settings = RuleChoices::of(&game.rules, &game.scenario);
    let file = SaveFile {
        version: SAVE_VERSION,
        scenario: scenario_path.to_string(),
        content_hash: format!("{content_hash:016x}"),
        seed: game.seed,
        options: settings.options,
        choices: settings.choices,
        seats: game
            .rules
            .sides
            .iter()
            .enumerate()
            .map(|(i, s)| {
                (
                    s.id.clone(),
                    seats.get(i).copied().unwrap_or(HUMAN).to_string(),
                )
            })
            .collect(),
        commands: game.log.iter().map(|c| to_saved(game, c)).collect(),
        state_hash: format!("{:016x}", game.state_hash()),
    };
    let pretty = ron::ser::PrettyConfig::new()
        .depth_limit(3)
        .struct_names(true);
    let mut text = String::from(
        "// A steppe saved game: scenario, seed and every command. Replaying it must give state_hash.\n",
    );
    text.push_str(&ron::ser::to_string_pretty(&file, pretty).expect("a save always serialises"));
    text.push('\n');
    text
}

/// Reads a save's text; a version this steppe does not open is an error at its line.
pub fn parse_save(file: &str, text: &str) -> Result<SaveFile, Diagnostics> {
    let s: SaveFile = parse_ron(file, text).map_err(|d| Diagnostics(vec![d]))?;
    if !SAVE_VERSIONS.contains(&s.version) {
        let o = Outline::new(text);
        return Err(Diagnostics(vec![o.diagnostic(
            file,
            &Problem::at(
                Path::root().field("version"),
                format!(
                    "save version {} is not one this steppe opens ({})",
                    s.version,
                    SAVE_VERSIONS.map(|v| v.to_string()).join(" or ")
                ),
            ),
        )]));
    }
    Ok(s)
}

/// Turns the saved commands into commands for this scenario; every unknown id or hex is reported.
pub fn commands(
    file: &str,
    text: &str,
    save: &SaveFile,
    sc: &Scenario,
) -> Result<Vec<Command>, Diagnostics> {
    let mut problems = Vec::new();
    let mut out = Vec::new();
    for (i, c) in save.commands.iter().enumerate() {
        let p = Path::root().field("commands").index(i);
        let unit = |id: &str, problems: &mut Vec<Problem>| {
            let u = sc.unit_by_id(id);
            if u.is_none() {
                problems.push(Problem::at(
                    p.clone(),
                    format!("no unit \"{id}\" in the scenario"),
                ));
            }
            u
        };
        let hex = |s: &str, k: Path, problems: &mut Vec<Problem>| {
            let h = sc.map.parse_hex(s);
            if h.is_none() {
                problems.push(Problem::at(k, format!("{s} is not a hex on this map")));
            }
            h
        };
        match c {
            SavedCommand::Move { unit: u, path } => {
                let u = unit(u, &mut problems);
                let hs: Vec<_> = path
                    .iter()
                    .enumerate()
                    .map(|(k, s)| hex(s, p.field("path").index(k), &mut problems))
                    .collect();
                if let (Some(u), Some(hs)) = (u, hs.into_iter().collect::<Option<Vec<_>>>()) {
                    out.push(Command::Move { unit: u, path: hs });
                }
            }
            SavedCommand::Place { unit: u, hex: h } => {
                let u = unit(u, &mut problems);
                if let (Some(u), Some(h)) = (u, hex(h, p.field("hex"), &mut problems)) {
                    out.push(Command::Place { unit: u, hex: h });
                }
            }
            SavedCommand::Attack {
                attackers,
                defender,
            } => {
                let us: Vec<_> = attackers.iter().map(|a| unit(a, &mut problems)).collect();
                if let (Some(us), Some(h)) = (
                    us.into_iter().collect::<Option<Vec<_>>>(),
                    hex(defender, p.field("defender"), &mut problems),
                ) {
                    out.push(Command::Attack {
                        attackers: us,
                        defender: h,
                    });
                }
            }
            SavedCommand::DefenderChoice { step_instead } => out.push(Command::DefenderChoice {
                step_instead: *step_instead,
            }),
            SavedCommand::Retreat { path } => {
                let hs: Vec<_> = path
                    .iter()
                    .enumerate()
                    .map(|(k, s)| hex(s, p.field("path").index(k), &mut problems))
                    .collect();
                if let Some(hs) = hs.into_iter().collect::<Option<Vec<_>>>() {
                    out.push(Command::Retreat { path: hs });
                }
            }
            SavedCommand::TakeLoss { unit: u } => {
                if let Some(u) = unit(u, &mut problems) {
                    out.push(Command::TakeLoss { unit: u });
                }
            }
            SavedCommand::Advance { unit: u } => match u {
                None => out.push(Command::Advance { unit: None }),
                Some(u) => {
                    if let Some(u) = unit(u, &mut problems) {
                        out.push(Command::Advance { unit: Some(u) });
                    }
                }
            },
            SavedCommand::Rebuild { unit: u, hex: h } => {
                let u = unit(u, &mut problems);
                if let (Some(u), Some(h)) = (u, hex(h, p.field("hex"), &mut problems)) {
                    out.push(Command::Rebuild { unit: u, hex: h });
                }
            }
            SavedCommand::Choose { option } => match option.checked_sub(1) {
                Some(o) => out.push(Command::Choose { option: o }),
                None => problems.push(Problem::at(p.field("option"), "options are counted from 1")),
            },
            SavedCommand::Order { order, unit: u } => match u {
                None => out.push(Command::Order {
                    order: order.clone(),
                    unit: None,
                }),
                Some(u) => {
                    if let Some(u) = unit(u, &mut problems) {
                        out.push(Command::Order {
                            order: order.clone(),
                            unit: Some(u),
                        });
                    }
                }
            },
            SavedCommand::AirSupport { units } => out.push(Command::AirSupport { units: *units }),
            SavedCommand::Activate { unit: u } => {
                if let Some(u) = unit(u, &mut problems) {
                    out.push(Command::Activate { unit: u });
                }
            }
            SavedCommand::EndPhase => out.push(Command::EndPhase),
        }
    }
    if problems.is_empty() {
        return Ok(out);
    }
    let o = Outline::new(text);
    Err(Diagnostics(
        problems.iter().map(|p| o.diagnostic(file, p)).collect(),
    ))
}

/// A located error about a whole save.
pub fn save_error(file: &str, text: &str, path: Path, message: String) -> Diagnostics {
    let o = Outline::new(text);
    let d: Diagnostic = o.diagnostic(file, &Problem::at(path, message));
    Diagnostics(vec![d])
}

impl SaveFile {
    /// The optional rules and choices the saved game is played with (empty for older saves: the
    /// scenario file's own).
    pub fn rule_choices(&self) -> RuleChoices {
        RuleChoices {
            options: self.options.clone(),
            choices: self.choices.clone(),
        }
    }

    /// Who plays each side, in the ruleset's order (`None`: a person), each seat read by `parse`
    /// (the layers above know the computer's policies); an unknown side or seat is refused with
    /// where it is.
    pub fn seats<T: Clone>(
        &self,
        file: &str,
        text: &str,
        game: &Game,
        parse: impl Fn(&str) -> Result<T, String>,
    ) -> Result<Vec<Option<T>>, Diagnostics> {
        let mut out = vec![None; game.rules.sides.len()];
        let mut problems = Vec::new();
        for (side, seat) in &self.seats {
            let p = Path::root().field("seats").key(side);
            let Some(k) = game.rules.sides.iter().position(|s| s.id == *side) else {
                problems.push(Problem::at(
                    p,
                    format!("no side \"{side}\" in {}", game.rules.name),
                ));
                continue;
            };
            if seat == HUMAN {
                continue;
            }
            match parse(seat) {
                Ok(policy) => out[k] = Some(policy),
                Err(e) => problems.push(Problem::at(p, format!("{e}, or human"))),
            }
        }
        if problems.is_empty() {
            return Ok(out);
        }
        let o = Outline::new(text);
        Err(Diagnostics(
            problems.iter().map(|p| o.diagnostic(file, p)).collect(),
        ))
    }
}

/// The state hash a save of `version` carries for this game.
pub fn saved_hash(version: u32, game: &Game) -> u64 {
    match version {
        1 => version_1_hash(game),
        _ => game.state_hash(),
    }
}

/// The state hash saves of version 1 carry: partly hashed from `{:?}` text, and blind to the
/// units that attacked this phase. Kept only to check those saves when they are opened; new
/// saves carry `State::hash`.
pub fn version_1_hash(game: &Game) -> u64 {
    let s = &game.state;
    let mut h = Fnv::new();
    h.u64(u64::from(s.turn));
    h.u64(s.phase as u64);
    for u in &s.units {
        let (tag, hex) = match u.status {
            UnitStatus::OnMap(x) => (0u8, x),
            UnitStatus::NotArrived => (1, 0),
            UnitStatus::Waiting => (2, 0),
            UnitStatus::Eliminated => (3, 0),
            UnitStatus::Withdrawn => (4, 0),
        };
        h.write(&[
            tag,
            u8::from(u.has(game.rules.roles.moved)),
            u8::from(u.out_of_supply),
            u8::from(u.has(game.rules.roles.attacked)),
            u8::from(u.has(game.rules.roles.defended)),
        ]);
        h.u64(u64::from(hex));
        h.u64(u64::from(u.losses));
        // Markers beyond the three roles only when set, so older hashes stay as they were.
        let r = game.rules.roles;
        let others = u.marks & !((1 << r.moved) | (1 << r.attacked) | (1 << r.defended));
        if others != 0 {
            h.u64(u64::from(others));
        }
    }
    h.write(&s.control);
    h.write(&s.phase_control);
    h.write(&[s.weather.map_or(255, |w| w), u8::from(s.over)]);
    for side in &s.crossings {
        for c in side {
            h.u64(u64::from(*c));
        }
    }
    s.dice.hash_v1(&mut h);
    // The pending battle and victories are part of the state too.
    h.write(format!("{:?}{:?}{:?}", s.pending, s.points, s.winners).as_bytes());
    // Only when present, so that hashes of games without markers stay as they were.
    if s.side_marks.iter().any(|&m| m != 0) {
        h.write(format!("{:?}", s.side_marks).as_bytes());
    }
    if s.air != crate::rules::state::Air::default() {
        h.write(format!("{:?}", s.air).as_bytes());
    }
    if s.formations != crate::rules::state::Formations::default() {
        h.write(format!("{:?}", s.formations).as_bytes());
    }
    if !s.hex_markers.is_empty() || !s.siege_placed.is_empty() {
        h.write(format!("{:?}{:?}", s.hex_markers, s.siege_placed).as_bytes());
    }
    h.finish()
}
