//! The battles of computer-played games, counted: for each side as the attacker and each final
//! odds column, how many battles and the steps each side lost in them (every step a battle
//! takes: its result, retreats that cannot be made, losses in retreat). A designer balancing a
//! scenario reads where a side's losses come from ("the Axis loses most of its steps to Soviet
//! attacks at 6:1 on units left alone"); `steppe sim` prints it and its `--out` lines carry it.

use crate::engine::game::Game;
use crate::mechanics::combat::calc::column_heading;
use crate::model::tables::UnitId;
use crate::state::command::Event;
use serde::{Deserialize, Serialize};

/// One side's battles at one final odds column in a game (or, summed, in many).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleCount {
    /// The attacking side (index, in the ruleset's order).
    pub side: usize,
    /// The final column's heading, as the table names it ("3:1", "below 1:3", "8:1 or more").
    pub column: String,
    /// The column's place in the table, left to right (below the table: -1), to list them in
    /// order.
    pub place: i32,
    /// Battles fought.
    pub battles: u32,
    /// Steps the attacker lost in them.
    pub attacker_steps: u32,
    /// Steps the defender lost in them.
    pub defender_steps: u32,
}

/// Counts a game's battles from the events of the commands applied.
#[derive(Debug, Default)]
pub struct Tally {
    counts: Vec<BattleCount>,
    /// The battle whose losses are being counted (an index into `counts`), if any.
    current: Option<usize>,
}

impl Tally {
    /// Reads one command's events (`game` as the command left it).
    pub fn read(&mut self, game: &Game, events: &[Event]) {
        for e in events {
            match e {
                Event::BattleResolved {
                    attackers, column, ..
                } => self.battle(game, attackers, column),
                // Every step lost goes through combat (one event a step).
                Event::StepLost { unit } | Event::Eliminated { unit } => {
                    if let Some(i) = self.current {
                        let c = &mut self.counts[i];
                        if game.scenario.units[*unit as usize].side as usize == c.side {
                            c.attacker_steps += 1;
                        } else {
                            c.defender_steps += 1;
                        }
                    }
                }
                Event::PhaseBegan { .. } => self.current = None,
                _ => {}
            }
        }
    }

    /// A battle resolved: counted, and its losses counted to it from now on.
    #[inline(never)]
    fn battle(&mut self, game: &Game, attackers: &[UnitId], column: &str) {
        let Some(&a) = attackers.first() else {
            return;
        };
        let side = game.scenario.units[a as usize].side as usize;
        let i = match self
            .counts
            .iter()
            .position(|c| c.side == side && c.column == column)
        {
            Some(i) => i,
            None => {
                self.counts.push(BattleCount {
                    side,
                    column: column.to_string(),
                    place: place(game, column),
                    battles: 0,
                    attacker_steps: 0,
                    defender_steps: 0,
                });
                self.counts.len() - 1
            }
        };
        self.counts[i].battles += 1;
        self.current = Some(i);
    }

    /// The game's counts, by side and column (left to right).
    pub fn counts(mut self) -> Vec<BattleCount> {
        self.counts.sort_by_key(|c| (c.side, c.place));
        self.counts
    }
}

/// A column heading's place in the ruleset's table (-1 below it, the table's length above it).
fn place(game: &Game, heading: &str) -> i32 {
    let n = game.rules.combat_columns().len() as i32;
    (-1..=n)
        .find(|&c| column_heading(&game.setup, c) == heading)
        .unwrap_or(n + 1)
}

/// Many games' counts summed, by side and column (left to right).
pub fn sum<'a>(games: impl IntoIterator<Item = &'a [BattleCount]>) -> Vec<BattleCount> {
    let mut out: Vec<BattleCount> = Vec::new();
    for g in games {
        for c in g {
            match out
                .iter_mut()
                // (The place, a number, tells columns apart before their headings are read.)
                .find(|o| o.side == c.side && o.place == c.place && o.column == c.column)
            {
                Some(o) => {
                    o.battles += c.battles;
                    o.attacker_steps += c.attacker_steps;
                    o.defender_steps += c.defender_steps;
                }
                None => out.push(c.clone()),
            }
        }
    }
    out.sort_by_key(|c| (c.side, c.place));
    out
}

/// A line of the battles' table: one side's battles as the attacker, in all (`column` None) or
/// at one final odds column, a game on average, and the steps each side lost a battle.
#[derive(Debug, Clone, PartialEq)]
pub struct BattleRow {
    /// The attacking side (index).
    pub side: usize,
    /// The column's heading, or None for all the side's battles.
    pub column: Option<String>,
    /// Battles a game.
    pub per_game: f64,
    /// Steps the attacker lost a battle.
    pub attacker_steps: f64,
    /// Steps the defender lost a battle.
    pub defender_steps: f64,
}

/// The table of `counts` summed over `games` games, for `sides` sides: each side's line of all
/// its battles, then a line per column, left to right (a side that attacked nowhere has none).
pub fn rows(counts: &[BattleCount], games: usize, sides: usize) -> Vec<BattleRow> {
    let games = games.max(1) as f64;
    let a_battle = |steps: u32, battles: u32| f64::from(steps) / f64::from(battles.max(1));
    let mut out = Vec::new();
    for side in 0..sides {
        let of: Vec<&BattleCount> = counts.iter().filter(|c| c.side == side).collect();
        if of.is_empty() {
            continue;
        }
        let (n, a, d) = of.iter().fold((0, 0, 0), |(n, a, d), c| {
            (n + c.battles, a + c.attacker_steps, d + c.defender_steps)
        });
        out.push(BattleRow {
            side,
            column: None,
            per_game: f64::from(n) / games,
            attacker_steps: a_battle(a, n),
            defender_steps: a_battle(d, n),
        });
        out.extend(of.iter().map(|c| BattleRow {
            side,
            column: Some(c.column.clone()),
            per_game: f64::from(c.battles) / games,
            attacker_steps: a_battle(c.attacker_steps, c.battles),
            defender_steps: a_battle(c.defender_steps, c.battles),
        }));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(side: usize, column: &str, place: i32, n: u32, a: u32, d: u32) -> BattleCount {
        BattleCount {
            side,
            column: column.into(),
            place,
            battles: n,
            attacker_steps: a,
            defender_steps: d,
        }
    }

    /// Two games' counts summed column by column, left to right whatever order the games met
    /// them in; the table's lines a game on average, each side's total first.
    #[test]
    fn games_sum_by_column_and_read_a_game_on_average() {
        let one = [
            count(0, "3:1", 4, 2, 1, 3),
            count(1, "below 1:3", -1, 1, 2, 0),
        ];
        let two = [count(0, "1:1", 2, 4, 3, 1), count(0, "3:1", 4, 2, 0, 5)];
        let all = sum([&one[..], &two[..]]);
        assert_eq!(
            all,
            [
                count(0, "1:1", 2, 4, 3, 1),
                count(0, "3:1", 4, 4, 1, 8),
                count(1, "below 1:3", -1, 1, 2, 0)
            ]
        );
        let rows = rows(&all, 2, 3);
        let line = |r: &BattleRow| {
            (
                r.side,
                r.column.clone(),
                r.per_game,
                r.attacker_steps,
                r.defender_steps,
            )
        };
        assert_eq!(
            rows.iter().map(line).collect::<Vec<_>>(),
            [
                (0, None, 4.0, 0.5, 1.125),
                (0, Some("1:1".into()), 2.0, 0.75, 0.25),
                (0, Some("3:1".into()), 2.0, 0.25, 2.0),
                (1, None, 0.5, 2.0, 0.0),
                (1, Some("below 1:3".into()), 0.5, 2.0, 0.0),
            ]
        );
    }
}
