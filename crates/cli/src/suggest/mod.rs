//! `steppe suggest FILE --policy P`: what a computer player would play for the side to act in a
//! save's position (or a scenario's opening), worked out on a copy
//! ([`steppe_rules::play::think`]): each command in a player's words, each attack with its
//! exact forecast (the column, the chances of success, of elimination and of a retreat, the
//! steps each side may expect to lose, and the gain the players weigh it by), and what the
//! copy comes to after the phase: objectives held, enemy units out of supply, own units alone
//! next to the enemy, steps lost in the phase.

mod forecast;
mod report;

pub use forecast::Expected;
use forecast::expected;

use crate::position;
use serde::Serialize;
use std::path::Path;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::rule_choices::RuleChoices;
use steppe_rules::engine::words::describe_command;
use steppe_rules::mechanics::combat::acting_side;
use steppe_rules::model::tables::{SideId, UnitId};
use steppe_rules::play::aims::Aims;
use steppe_rules::play::{Policy, think};
use steppe_rules::state::command::Command;

/// `steppe suggest`'s command line.
#[derive(Debug, Clone, clap::Args)]
pub struct Args {
    /// A save (the position it reached) or a scenario (its opening position).
    pub file: std::path::PathBuf,
    /// The policy that plays: random, greedy, planner, ...
    #[arg(long, default_value = "greedy")]
    pub policy: String,
    /// The seed the player draws its choices from.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Play on to this phase first by ending phases, no unit moving (a phase id, e.g.
    /// axis_movement): a scenario opens in its first phase.
    #[arg(long)]
    pub phase: Option<String>,
    #[command(flatten)]
    pub rules: crate::RuleArgs,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs `steppe suggest` as its command line asks; the exit code.
pub fn run_args(a: &Args) -> i32 {
    match a.rules.parse() {
        Ok(rc) => run(&Request {
            file: &a.file,
            policy: &a.policy,
            seed: a.seed,
            phase: a.phase.as_deref(),
            rules: &rc,
            json: a.json,
        }),
        Err(code) => code,
    }
}

/// What `steppe suggest` was asked.
pub struct Request<'a> {
    /// A save or a scenario.
    pub file: &'a Path,
    /// The policy's name.
    pub policy: &'a str,
    /// The seed the player draws its choices from.
    pub seed: u64,
    /// A phase id to play on to first, ending phases.
    pub phase: Option<&'a str>,
    /// Optional rules and choices (`--option`, `--choice`; a save keeps its own).
    pub rules: &'a RuleChoices,
    /// Print JSON instead of text.
    pub json: bool,
}

/// Runs `steppe suggest`; the exit code (2 for a file that does not open or a bad request).
pub fn run(req: &Request) -> i32 {
    let policy = match req.policy.parse::<Policy>() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("steppe suggest: {e}");
            return 2;
        }
    };
    let game = match steppe_files::open(req.file, 1, req.rules, steppe_files::ChangedFiles::Refuse)
    {
        Ok(o) => o.game,
        Err(e) => {
            // Every problem is the input's here: a file that does not open is a bad request.
            e.report();
            return 2;
        }
    };
    let game = match req.phase.map(|ph| to_phase(&game, ph)).transpose() {
        Ok(played_on) => played_on.unwrap_or(game),
        Err(e) => {
            eprintln!("steppe suggest: {}: {e}", req.file.display());
            return 2;
        }
    };
    match suggest(&game, policy, req.seed) {
        Ok(s) => {
            if req.json {
                println!(
                    "{}",
                    serde_json::to_string(&s).expect("a suggestion serialises")
                );
            } else {
                print!("{}", s.text());
            }
            0
        }
        Err(e) => {
            eprintln!("steppe suggest: {}: {e}", req.file.display());
            2
        }
    }
}

/// `game` played on to the next phase with id `ph` (the current one if it is that phase), by
/// ending phases as play does (where formations take turns, the first waiting is activated).
fn to_phase(game: &Game, ph: &str) -> Result<Game, String> {
    let Some(target) = game.rules.phases.iter().position(|p| p.id == ph) else {
        let ids: Vec<&str> = game.rules.phases.iter().map(|p| p.id.as_str()).collect();
        return Err(format!("no phase \"{ph}\" (phases: {})", ids.join(", ")));
    };
    steppe_rules::engine::coming::played_to(game, |p| p == target, None)
        .map_err(|e| format!("cannot go on to phase \"{ph}\": {e}"))
}

/// What a policy would play and what it expects of it.
#[derive(Debug, Clone, Serialize)]
pub struct Suggestion {
    /// The scenario's name.
    pub scenario: String,
    /// The policy's name.
    pub policy: String,
    /// The seed its choices were drawn from.
    pub seed: u64,
    /// The side it plays (the side to act), by id.
    pub side: String,
    /// The side's name.
    pub side_name: String,
    /// The turn, its name and the phase (id and name) of the position.
    pub turn: u32,
    pub turn_name: String,
    pub phase: String,
    pub phase_name: String,
    /// The commands, in order.
    pub commands: Vec<Step>,
    /// What the copy comes to after them.
    pub after: After,
}

/// One command the policy would give.
#[derive(Debug, Clone, Serialize)]
pub struct Step {
    /// The command in a player's words.
    pub words: String,
    /// The command's kind ("move", "attack", "end_phase", ...).
    pub kind: &'static str,
    /// For an attack: what it is expected to bring.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attack: Option<Expected>,
}

/// The position after the commands, on the copy (the game's own dice).
#[derive(Debug, Clone, Serialize)]
pub struct After {
    /// The turn and phase (name) the copy is in.
    pub turn: u32,
    pub phase_name: String,
    /// Whether the game is over, and who won.
    pub over: bool,
    pub winners: Vec<String>,
    /// Per side (in the ruleset's order): objective hexes held, steps lost in the phase.
    pub sides: Vec<SideAfter>,
    /// The enemy's units out of supply.
    pub enemy_out_of_supply: Vec<String>,
    /// The side's own units alone in their hex next to an enemy unit.
    pub own_lone_next_to_enemy: Vec<String>,
}

/// A side after the commands.
#[derive(Debug, Clone, Serialize)]
pub struct SideAfter {
    /// The side's id and name.
    pub side: String,
    pub name: String,
    /// The objective hexes it holds, in words.
    pub objectives: Vec<String>,
    /// Steps it lost in the commands suggested.
    pub steps_lost: u32,
    /// Its units eliminated in them.
    pub eliminated: Vec<String>,
}

/// What `policy` (its choices drawn from `seed`) would play for the side to act in `game`, and
/// what it expects of it; why not, if no side can act (the game is over).
pub fn suggest(game: &Game, policy: Policy, seed: u64) -> Result<Suggestion, String> {
    if game.state.over {
        return Err("the game is over: no side has anything to play".into());
    }
    let side = acting_side(game, &game.state);
    let mut player = policy.player(seed);
    let cmds = think(game, player.as_mut(), side);
    let mut copy = game.scratch();
    let aims = Aims::new(game, &game.state, side);
    let mut commands = Vec::with_capacity(cmds.len());
    for c in cmds {
        let attack = match &c {
            Command::Attack {
                attackers,
                defender,
            } => expected(&copy, &aims, attackers, *defender),
            _ => None,
        };
        commands.push(Step {
            words: describe_command(&copy, &c),
            kind: kind(&c),
            attack,
        });
        copy.apply(c)
            .map_err(|e| format!("the player's command was refused on the copy: {e}"))?;
    }
    let ph = &game.rules.phases[game.state.phase];
    Ok(Suggestion {
        scenario: game.scenario.name.clone(),
        policy: policy.name().to_string(),
        seed,
        side: game.rules.sides[side as usize].id.clone(),
        side_name: game.rules.sides[side as usize].name.clone(),
        turn: game.state.turn,
        turn_name: game.turn_name(&game.state),
        phase: ph.id.clone(),
        phase_name: ph.name.clone(),
        commands,
        after: after(game, &copy, side),
    })
}

/// A command's kind, as the JSON names it.
fn kind(c: &Command) -> &'static str {
    match c {
        Command::Move { .. } => "move",
        Command::EndPhase => "end_phase",
        Command::Activate { .. } => "activate",
        Command::AirSupport { .. } => "air_support",
        Command::Place { .. } => "place",
        Command::Rebuild { .. } => "rebuild",
        Command::Attack { .. } => "attack",
        Command::DefenderChoice { .. } => "defender_choice",
        Command::Retreat { .. } => "retreat",
        Command::TakeLoss { .. } => "take_loss",
        Command::Advance { .. } => "advance",
        Command::Choose { .. } => "choose",
        Command::Order { .. } => "order",
    }
}

/// What `copy` comes to for `side`, against `before`.
fn after(before: &Game, copy: &Game, side: SideId) -> After {
    let names = |us: Vec<UnitId>| us.into_iter().map(|u| copy.unit_name(u)).collect();
    let sides = (0..copy.rules.sides.len() as SideId)
        .map(|s| {
            let was: Vec<UnitId> = position::eliminated(before, s);
            SideAfter {
                side: copy.rules.sides[s as usize].id.clone(),
                name: copy.rules.sides[s as usize].name.clone(),
                objectives: position::objectives_held(copy, s)
                    .into_iter()
                    .map(|h| position::hex_words(copy, h))
                    .collect(),
                steps_lost: position::steps_lost(copy, s)
                    .saturating_sub(position::steps_lost(before, s)),
                eliminated: names(
                    position::eliminated(copy, s)
                        .into_iter()
                        .filter(|u| !was.contains(u))
                        .collect(),
                ),
            }
        })
        .collect();
    let enemy_out: Vec<UnitId> = position::enemies(copy, side)
        .flat_map(|e| position::out_of_supply(copy, e))
        .collect();
    After {
        turn: copy.state.turn,
        phase_name: copy.rules.phases[copy.state.phase].name.clone(),
        over: copy.state.over,
        winners: copy
            .state
            .winners
            .iter()
            .map(|(s, why)| format!("{}: {why}", copy.rules.sides[*s as usize].name))
            .collect(),
        sides,
        enemy_out_of_supply: names(enemy_out),
        own_lone_next_to_enemy: names(position::lone_next_to_enemy(copy, side)),
    }
}
