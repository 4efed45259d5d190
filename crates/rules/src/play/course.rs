//! One game's course turn by turn, for a designer to see where it left history (`steppe preview
//! --turns`): the position at the end of each game turn (read where `outcome::play_game` reads
//! objectives and milestones: after the command that moved the game into the next turn, or
//! ended it), each milestone's standing at each of them against its historical turn, and the
//! front line (the hexsides between hexes two sides control).

use crate::data::milestones::MilestoneKind;
use crate::engine::game::Game;
use crate::engine::replay::Replay;
use crate::model::map::{HexIdx, NO_HEX};
use crate::play::milestones::{MilestoneMet, Watch};
use crate::state::{State, UnitStatus};

/// The position at the end of one game turn (or where a game not finished stands).
pub struct TurnEnd {
    /// The game turn that ended.
    pub turn: u32,
    /// The commands played by then.
    pub commands: usize,
    /// Whether the turn ended (false: a game saved in its middle, as it stands).
    pub ended: bool,
    /// The position.
    pub state: State,
}

/// A game's course: its turn ends and when each milestone happened.
pub struct Course {
    /// Each turn played, in order.
    pub turns: Vec<TurnEnd>,
    /// Each of the scenario's milestones and the turn it happened (as `steppe sim` measures).
    pub milestones: Vec<MilestoneMet>,
}

/// A milestone's standing at the end of a turn, against history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Taken (or taken back) on this turn, within the band of the historical turn.
    TakenOnTime(u32),
    /// Taken on this turn, outside the band (early or late).
    TakenOff(u32),
    /// Not taken yet, and history's turn (with its band) is not past.
    Due,
    /// Not taken, and history had it taken more than the band ago.
    Late,
    /// Held so far (a held milestone).
    Held,
    /// Lost on this turn, on or before the turn history held it through.
    Lost(u32),
    /// Lost on this turn, after the turn history held it through (as history: held long enough).
    LostAfter(u32),
}

impl Standing {
    /// Whether the course is history's here (taken on time, held, or not due yet).
    pub fn as_history(self) -> bool {
        matches!(
            self,
            Standing::TakenOnTime(_) | Standing::Held | Standing::LostAfter(_)
        )
    }

    /// Whether the course has left history here.
    pub fn off(self) -> bool {
        matches!(
            self,
            Standing::TakenOff(_) | Standing::Late | Standing::Lost(_)
        )
    }
}

/// Where milestone `m` stands at the end of `turn`.
pub fn standing(m: &MilestoneMet, turn: u32) -> Standing {
    let by_then = m.turn.filter(|&t| t <= turn);
    match (m.kind, by_then) {
        (MilestoneKind::Taken | MilestoneKind::Retaken, Some(t)) => {
            if m.as_history_on(Some(t)) {
                Standing::TakenOnTime(t)
            } else {
                Standing::TakenOff(t)
            }
        }
        (MilestoneKind::Taken | MilestoneKind::Retaken, None) => {
            if turn > m.history + m.band {
                Standing::Late
            } else {
                Standing::Due
            }
        }
        (MilestoneKind::Held, Some(t)) if m.as_history_on(Some(t)) => Standing::LostAfter(t),
        (MilestoneKind::Held, Some(t)) => Standing::Lost(t),
        (MilestoneKind::Held, None) => Standing::Held,
    }
}

/// The milestone's standing in a few words, e.g. "taken T5 (hist T1)", "not yet (hist T1)",
/// "held (hist to T8)", "lost T4 (hist held to T8)".
pub fn standing_words(m: &MilestoneMet, turn: u32) -> String {
    let h = m.history;
    match standing(m, turn) {
        Standing::TakenOnTime(t) | Standing::TakenOff(t) => {
            let took = if m.kind == MilestoneKind::Retaken {
                "retaken"
            } else {
                "taken"
            };
            format!("{took} T{t} (hist T{h})")
        }
        Standing::Due | Standing::Late => format!("not yet (hist T{h})"),
        Standing::Held => format!("held (hist to T{h})"),
        Standing::Lost(t) | Standing::LostAfter(t) => format!("lost T{t} (hist held to T{h})"),
    }
}

impl Course {
    /// The course of `game` (a finished game or one saved midway, with its log): its commands
    /// replayed from the start, the position kept at each turn's end; refused (the command's
    /// index and why) if they do not replay.
    pub fn of(game: &Game) -> Result<Course, String> {
        let replay = Replay::of(game)
            .map_err(|(i, e)| format!("command {} of the game does not replay: {e}", i + 1))?;
        let start = replay.game_at(0);
        let mut watch = Watch::new(&start);
        let mut turns = Vec::new();
        let mut here = replay.mark(0);
        for j in 1..=replay.len() {
            let m = replay.mark(j);
            if m.turn != here.turn || (m.over && !here.over) {
                let g = replay.game_at(j);
                watch.turn_ended(&g, here.turn);
                turns.push(TurnEnd {
                    turn: here.turn,
                    commands: j,
                    ended: true,
                    state: g.state,
                });
                if m.over {
                    break;
                }
            }
            here = m;
        }
        let last = replay.mark(replay.len());
        if !last.over && turns.last().is_none_or(|t| t.commands < replay.len()) {
            // A game stopped in its middle: where it stands, as saved.
            turns.push(TurnEnd {
                turn: last.turn,
                commands: replay.len(),
                ended: false,
                state: replay.game_at(replay.len()).state,
            });
        }
        Ok(Course {
            turns,
            milestones: watch.met(),
        })
    }
}

/// Ground of a side cut off from the rest of its ground, fewer hexes than this and no unit in
/// them, is left out of the front line: the trail a raid left behind it, not a front.
pub const ISLAND: usize = 6;

/// The front line in `state`: each hexside (hex, direction) between two land hexes that two
/// sides control, once (from the lower-numbered hex), leaving out the edges of islands (see
/// [`ISLAND`]).
pub fn front_line(game: &Game, state: &State) -> Vec<(HexIdx, usize)> {
    let map = &game.scenario.map;
    let water: Vec<bool> = (0..map.len())
        .map(|h| {
            game.rules
                .terrain
                .get(map.terrain[h] as usize)
                .is_some_and(|t| t.water)
        })
        .collect();
    let island = islands(game, state, &water);
    let mut out = Vec::new();
    for h in 0..map.len() {
        if water[h] || island[h] {
            continue;
        }
        for (d, &n) in map.neighbours[h].iter().enumerate() {
            let n = n as usize;
            if n == NO_HEX as usize || n < h || water[n] || island[n] {
                continue;
            }
            if state.control[h] != state.control[n] {
                out.push((h as HexIdx, d));
            }
        }
    }
    out
}

/// Per hex: whether it is in an island, ground of one side joined (through land hexes of that
/// side) to fewer than [`ISLAND`] hexes in all, none of them holding a unit.
fn islands(game: &Game, state: &State, water: &[bool]) -> Vec<bool> {
    let map = &game.scenario.map;
    let mut occupied = vec![false; map.len()];
    for u in &state.units {
        if let UnitStatus::OnMap(h) = u.status() {
            occupied[h as usize] = true;
        }
    }
    let mut island = vec![false; map.len()];
    let mut seen = vec![false; map.len()];
    for start in 0..map.len() {
        if seen[start] || water[start] {
            continue;
        }
        // The region of `start`'s side joined to it.
        let side = state.control[start];
        let mut region = vec![start];
        seen[start] = true;
        let mut k = 0;
        while k < region.len() && region.len() < ISLAND {
            let h = region[k];
            k += 1;
            for &n in &map.neighbours[h] {
                let n = n as usize;
                if n != NO_HEX as usize && !seen[n] && !water[n] && state.control[n] == side {
                    seen[n] = true;
                    region.push(n);
                }
            }
        }
        if region.len() < ISLAND && !region.iter().any(|&h| occupied[h]) {
            for h in region {
                island[h] = true;
            }
        } else {
            // A big region: the rest of it is found from its other hexes, all big.
            for h in region {
                seen[h] = false;
            }
            mark_big(map, state, water, start, &mut seen);
        }
    }
    island
}

/// Marks seen every land hex of `start`'s side joined to it (a region too big to be an
/// island).
fn mark_big(
    map: &crate::model::map::Map,
    state: &State,
    water: &[bool],
    start: usize,
    seen: &mut [bool],
) {
    let side = state.control[start];
    let mut stack = vec![start];
    seen[start] = true;
    while let Some(h) = stack.pop() {
        for &n in &map.neighbours[h] {
            let n = n as usize;
            if n != NO_HEX as usize && !seen[n] && !water[n] && state.control[n] == side {
                seen[n] = true;
                stack.push(n);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::milestones::tests::met;

    /// Taken on time or off it, due or late; held, lost early or lost after history's turn.
    #[test]
    fn a_milestone_stands_against_its_historical_turn() {
        let taken_late = met(MilestoneKind::Taken, 1, Some(5));
        assert_eq!(standing(&taken_late, 1), Standing::Due);
        assert_eq!(standing(&taken_late, 2), Standing::Due);
        assert_eq!(standing(&taken_late, 3), Standing::Late);
        assert_eq!(standing(&taken_late, 5), Standing::TakenOff(5));
        assert_eq!(standing_words(&taken_late, 3), "not yet (hist T1)");
        assert_eq!(standing_words(&taken_late, 6), "taken T5 (hist T1)");
        let on_time = met(MilestoneKind::Retaken, 4, Some(5));
        assert_eq!(standing(&on_time, 5), Standing::TakenOnTime(5));
        assert_eq!(standing_words(&on_time, 9), "retaken T5 (hist T4)");
        let held = met(MilestoneKind::Held, 8, Some(4));
        assert_eq!(standing(&held, 3), Standing::Held);
        assert_eq!(standing(&held, 4), Standing::Lost(4));
        assert!(standing(&held, 4).off() && !standing(&held, 3).off());
        assert_eq!(standing_words(&held, 7), "lost T4 (hist held to T8)");
        let held_long = met(MilestoneKind::Held, 8, Some(9));
        assert_eq!(standing(&held_long, 9), Standing::LostAfter(9));
        assert!(standing(&held_long, 9).as_history());
    }
}
