//! Front-line craft, counted over a computer-played game, per side: the battles the enemy fought
//! against it at the enemy's two best columns against a lone unit (`lone_best`: a unit left
//! alone where the enemy could mass on it), its units eliminated out of supply (`pocketed`), and
//! its hexes of front at the end of each turn (`front`: hexes holding its units next to a hex
//! holding an enemy unit; `front_lone`: those held by one unit alone). `outcome::play_timed`
//! feeds a [`Front`] every command it applies and calls it at the end of each turn; it only
//! reads the game, so counting changes nothing the players do.
//!
//! "The two best columns" are read from the ruleset: the two rightmost columns of its odds table,
//! a result above the table counting among them (Great Patriotic War: 5:1 and 6:1, above 6:1
//! using 6:1; Zhukov's War: 6:1, 7:1 and the automatic 8:1 or more; War Against Russia: 7:1 and
//! 10:1). The Typhoon game resolves combat by opposed rolls: its columns are the bands of
//! strength ratio (`OpposedRolls.ratios`), each giving the attacker's die its modifier, so its
//! two best are the two highest bands (5:1 and 6:1, +5 and +6); the other modifiers (terrain,
//! efficiency, artillery, envelopment) do not enter.

use crate::engine::game::Game;
use crate::mechanics::combat::calc::column_heading;
use crate::model::map::{HexIdx, NO_HEX};
use crate::state::UnitStatus;
use crate::state::command::{Command, Event};
use serde::Serialize;

/// Counts one game's front-line craft, side by side (in the ruleset's order).
#[derive(Debug)]
pub struct Front {
    /// The headings of the ruleset's two best columns (and above the table).
    best: Vec<String>,
    /// Per side: battles the enemy fought against it at a best column against a lone unit.
    lone_best: Vec<u32>,
    /// Per side: its units eliminated out of supply.
    pocketed: Vec<u32>,
    /// Per side: its hexes of front, summed over the turn ends counted.
    hexes: Vec<u32>,
    /// Per side: its hexes of front held by one unit, summed over the turn ends counted.
    lone_hexes: Vec<u32>,
    /// Turn ends counted.
    turns: u32,
    /// The attack being applied: the attacked hex, the units in it as it was declared and
    /// their side.
    declared: Option<(HexIdx, usize, usize)>,
    /// Per unit: it left the map (eliminated or withdrawn) since its side's supply was last
    /// judged with it on the map, so its supply mark is not the rules' judgement of it now.
    stale: Vec<bool>,
}

/// What a game's front-line craft came to, per side (in the ruleset's order).
#[derive(Debug, Clone, PartialEq)]
pub struct FrontCounts {
    /// Battles the enemy fought against the side at the enemy's two best columns against a lone
    /// unit (the attacked hex held exactly one unit when the attack was declared).
    pub lone_best: Vec<u32>,
    /// The side's units eliminated while out of supply, as the rules last judged it.
    pub pocketed: Vec<u32>,
    /// The side's hexes of front, on average over the turn ends counted (0 for none).
    pub front: Vec<f64>,
    /// The side's hexes of front held by one unit alone, on average likewise.
    pub front_lone: Vec<f64>,
}

impl Front {
    /// A count for a game of `game`'s ruleset and scenario, nothing counted yet.
    pub fn new(game: &Game) -> Self {
        let sides = game.rules.sides.len();
        let n = game.rules.combat_columns().len() as i32;
        let mut best: Vec<String> = ((n - 2).max(0)..=n)
            .map(|c| column_heading(&game.setup, c))
            .collect();
        best.dedup();
        Front {
            best,
            lone_best: vec![0; sides],
            pocketed: vec![0; sides],
            hexes: vec![0; sides],
            lone_hexes: vec![0; sides],
            turns: 0,
            declared: None,
            stale: vec![false; game.state.units.len()],
        }
    }

    /// Whether a battle on this final column (its heading) is at one of the two best.
    pub fn is_best(&self, column: &str) -> bool {
        self.best.iter().any(|b| b == column)
    }

    /// Sees a command before it is applied: an attack's defenders are counted as declared.
    pub fn before(&mut self, game: &Game, command: &Command) {
        self.declared = match command {
            Command::Attack { defender, .. } => {
                let mut units = game.state.units_at(*defender);
                let side = units.next().map(|u| game.scenario.units[u as usize].side);
                side.map(|s| (*defender, 1 + units.count(), s as usize))
            }
            _ => None,
        };
    }

    /// Reads one applied command's events (`game` as the command left it).
    pub fn read(&mut self, game: &Game, events: &[Event]) {
        let side_of = |u: u16| game.scenario.units[u as usize].side as usize;
        for e in events {
            match e {
                Event::BattleResolved { hex, column, .. } => {
                    if let Some((h, 1, side)) = self.declared
                        && h == *hex
                        && self.is_best(column)
                    {
                        self.lone_best[side] += 1;
                    }
                }
                Event::Eliminated { unit } => {
                    let u = *unit as usize;
                    if game.state.units[u].out_of_supply && !self.stale[u] {
                        self.pocketed[side_of(*unit)] += 1;
                    }
                    self.stale[u] = true;
                }
                Event::Withdrawn { unit } => self.stale[*unit as usize] = true,
                Event::SupplyJudged { side, .. } => {
                    for (u, us) in game.state.units.iter().enumerate() {
                        if game.scenario.units[u].side == *side
                            && matches!(us.status(), UnitStatus::OnMap(_))
                        {
                            self.stale[u] = false;
                        }
                    }
                }
                _ => {}
            }
        }
        self.declared = None;
    }

    /// Counts each side's hexes of front as `game` stands at the end of a turn.
    pub fn turn_ended(&mut self, game: &Game) {
        let (front, lone) = front_hexes(game);
        for s in 0..self.hexes.len() {
            self.hexes[s] += front[s];
            self.lone_hexes[s] += lone[s];
        }
        self.turns += 1;
    }

    /// What the game came to.
    pub fn counts(self) -> FrontCounts {
        let turns = f64::from(self.turns.max(1));
        let mean = |v: &[u32]| v.iter().map(|&x| f64::from(x) / turns).collect();
        FrontCounts {
            front: mean(&self.hexes),
            front_lone: mean(&self.lone_hexes),
            lone_best: self.lone_best,
            pocketed: self.pocketed,
        }
    }
}

/// A count's mean over a run of games, a game on average, with its 95% interval (the normal
/// one: mean ± 1.96 standard errors, the sample's standard deviation over √n; no wider than
/// the counts go below 0).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Mean {
    /// The mean a game.
    pub mean: f64,
    /// Its 95% interval's ends.
    pub ci95: (f64, f64),
}

impl Mean {
    /// The mean of `xs` and its interval (0 with an interval of 0 to 0 for none; a single game's
    /// interval is its value).
    pub fn of(xs: &[f64]) -> Mean {
        let n = xs.len() as f64;
        if xs.is_empty() {
            return Mean {
                mean: 0.0,
                ci95: (0.0, 0.0),
            };
        }
        let mean = xs.iter().sum::<f64>() / n;
        let var = if xs.len() > 1 {
            xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0)
        } else {
            0.0
        };
        let half = 1.959_963_984_540_054 * (var / n).sqrt();
        Mean {
            mean,
            ci95: ((mean - half).max(0.0), mean + half),
        }
    }
}

/// One side's front-line craft over a run of games, each count a game on average.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FrontSummary {
    /// Battles the enemy fought against it at its two best columns against a lone unit.
    pub lone_best: Mean,
    /// Its units eliminated out of supply.
    pub pocketed: Mean,
    /// Its hexes of front (a game's mean over its turns).
    pub front: Mean,
    /// Those held by one unit alone.
    pub front_lone: Mean,
}

/// Each side's craft over these games' counts (every one of `sides` sides; none if no game
/// counted it).
pub fn summarise(games: &[FrontCounts], sides: usize) -> Vec<FrontSummary> {
    if games.is_empty() {
        return Vec::new();
    }
    let mean =
        |f: &dyn Fn(&FrontCounts) -> f64| Mean::of(&games.iter().map(f).collect::<Vec<f64>>());
    (0..sides)
        .map(|s| FrontSummary {
            lone_best: mean(&|g| f64::from(g.lone_best[s])),
            pocketed: mean(&|g| f64::from(g.pocketed[s])),
            front: mean(&|g| g.front[s]),
            front_lone: mean(&|g| g.front_lone[s]),
        })
        .collect()
}

/// Each side's hexes of front now (hexes holding its units next to a hex holding an enemy unit),
/// and how many of them hold one unit alone.
pub fn front_hexes(game: &Game) -> (Vec<u32>, Vec<u32>) {
    let sides = game.rules.sides.len();
    let map = &game.scenario.map;
    // Units of each side in each hex.
    let mut count = vec![0u32; map.len() * sides];
    for (u, us) in game.state.units.iter().enumerate() {
        if let UnitStatus::OnMap(h) = us.status() {
            count[h as usize * sides + game.scenario.units[u].side as usize] += 1;
        }
    }
    let (mut front, mut lone) = (vec![0; sides], vec![0; sides]);
    for h in 0..map.len() {
        for s in 0..sides {
            let here = count[h * sides + s];
            if here == 0 {
                continue;
            }
            let enemy_next = map.neighbours[h].iter().any(|&x| {
                x != NO_HEX && (0..sides).any(|e| e != s && count[x as usize * sides + e] > 0)
            });
            if enemy_next {
                front[s] += 1;
                lone[s] += u32::from(here == 1);
            }
        }
    }
    (front, lone)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 1, 2, 3, 4: mean 2.5, sample standard deviation 1.29, the interval 2.5 ± 1.265; a
    /// count's interval stops at 0.
    #[test]
    fn a_mean_has_the_normal_interval() {
        let m = Mean::of(&[1.0, 2.0, 3.0, 4.0]);
        assert_eq!(m.mean, 2.5);
        let half = 1.959_963_984_540_054 * (5.0f64 / 3.0 / 4.0).sqrt();
        assert!((m.ci95.0 - (2.5 - half)).abs() < 1e-12 && (m.ci95.1 - (2.5 + half)).abs() < 1e-12);
        assert_eq!(Mean::of(&[0.0, 0.0, 3.0]).ci95.0, 0.0);
        assert_eq!(Mean::of(&[]).mean, 0.0);
        assert_eq!(Mean::of(&[7.0]).ci95, (7.0, 7.0));
    }
}
