//! A game's course against history: for each of the scenario's milestones, the turn it
//! happened in a game ([`Watch`], the record a line of `steppe sim --out` carries as
//! [`MilestoneMet`]) and what a run's games come to ([`summarise`]): the share of games it
//! happened in, the median turn with its quartiles against the historical turn, and whether
//! the median falls within the band around it. Measuring only reads the game's control of hexes
//! at the end of each turn: the game played is the same with or without milestones.
//!
//! A milestone a side took happened on the first turn at whose end the side controlled its
//! hexes (as many as it names); one it retook, on the first turn at whose end it controlled
//! them after a turn at whose end it did not. A milestone a side held is measured by the first turn at whose
//! end the side no longer did: it happened if that came after the milestone's turn, or never.
//! The median and the quartiles are of every game, a game in which a milestone never happened
//! (never taken, never lost) counting as after the last turn (`None`, printed "never"): they are
//! the nearest-rank quantiles (the k-th smallest of n, k = ceil(q n)), so they are turns games
//! reached, recomputed exactly from the lines.

use crate::data::milestones::MilestoneKind;
use crate::engine::game::Game;
use crate::model::tables::{Milestone, Ruleset};
use serde::{Deserialize, Serialize};

/// The band around the historical turn a median must fall in: one turn where the calendar has
/// a turn a month or longer (12 turns a year or fewer), two where turns are shorter.
pub fn band(rules: &Ruleset) -> u32 {
    if rules.calendar.len() <= 12 { 1 } else { 2 }
}

/// One milestone in one game: what it is (so that a line says what it measured and runs merge
/// without the scenario) and when it happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MilestoneMet {
    /// The milestone's id.
    pub id: String,
    /// What happened, in words.
    pub name: String,
    /// The side (index) that took or held the hexes.
    pub side: usize,
    /// Taken or held.
    pub kind: MilestoneKind,
    /// The turn it happened on historically.
    pub history: u32,
    /// The band (turns either side of `history`) a median within counts as history.
    pub band: u32,
    /// Taken: the first turn at whose end the side controlled the hexes; held: the first turn at
    /// whose end it no longer did. None: never, in the turns the game played.
    pub turn: Option<u32>,
}

impl MilestoneMet {
    /// Whether it happened in this game: taken at all, or held through its turn.
    pub fn happened(&self) -> bool {
        match self.kind {
            MilestoneKind::Taken | MilestoneKind::Retaken => self.turn.is_some(),
            MilestoneKind::Held => self.turn.is_none_or(|t| t > self.history),
        }
    }

    /// Whether a game in which it happened on `turn` (None: never) went as history: taken
    /// (or taken back) within the band of the historical turn; held: lost after the turn
    /// history held it through, or never. A run's median game is judged by it (`summarise`),
    /// and one game's course turn by turn (`play::course`).
    pub fn as_history_on(&self, turn: Option<u32>) -> bool {
        match (self.kind, turn) {
            (MilestoneKind::Taken | MilestoneKind::Retaken, Some(t)) => {
                t.abs_diff(self.history) <= self.band
            }
            (MilestoneKind::Taken | MilestoneKind::Retaken, None) => false,
            (MilestoneKind::Held, lost) => lost.is_none_or(|t| t > self.history),
        }
    }
}

/// Watches a game's milestones turn by turn.
pub struct Watch {
    milestones: Vec<Milestone>,
    met: Vec<MilestoneMet>,
    /// Per milestone: whether its side has lost its hexes at the end of a turn (for `Retaken`).
    lost: Vec<bool>,
}

impl Watch {
    /// The milestones of `game`'s scenario, none met yet.
    pub fn new(game: &Game) -> Self {
        let band = band(&game.rules);
        let milestones = game.scenario.milestones.clone();
        let met = milestones
            .iter()
            .map(|m| MilestoneMet {
                id: m.id.clone(),
                name: m.name.clone(),
                side: m.side as usize,
                kind: m.kind,
                history: m.turn,
                band,
                turn: None,
            })
            .collect();
        // Hexes not held at the start count as lost already.
        let lost = milestones.iter().map(|m| !controls(game, m)).collect();
        Watch {
            milestones,
            met,
            lost,
        }
    }

    /// Turn `turn` of `game` has ended: the milestones first taken or first lost at its end.
    pub fn turn_ended(&mut self, game: &Game, turn: u32) {
        for ((m, met), lost) in self
            .milestones
            .iter()
            .zip(&mut self.met)
            .zip(&mut self.lost)
        {
            if met.turn.is_some() {
                continue;
            }
            let controls = controls(game, m);
            let now = match m.kind {
                MilestoneKind::Taken => controls,
                MilestoneKind::Retaken => controls && *lost,
                MilestoneKind::Held => !controls,
            };
            *lost |= !controls;
            if now {
                met.turn = Some(turn);
            }
        }
    }

    /// What the game's milestones came to.
    pub fn met(self) -> Vec<MilestoneMet> {
        self.met
    }
}

/// Whether the milestone's side controls as many of its hexes as it names.
fn controls(game: &Game, m: &Milestone) -> bool {
    let held = m
        .hexes
        .iter()
        .filter(|&&h| game.state.control[h as usize] == m.side)
        .count();
    held >= m.count as usize
}

/// What a run's games come to for one milestone.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MilestoneSummary {
    /// The milestone's id.
    pub id: String,
    /// What happened, in words.
    pub name: String,
    /// The side (index) that took or held the hexes.
    pub side: usize,
    /// Taken or held.
    pub kind: MilestoneKind,
    /// The turn it happened on historically.
    pub history: u32,
    /// The band around `history` a median within counts as history.
    pub band: u32,
    /// Games it happened in.
    pub happened: usize,
    /// Their share of the games.
    pub share: f64,
    /// The first quartile, the median and the third quartile of the turn (taken: taken; held:
    /// lost) over every game, None being never.
    pub quartiles: [Option<u32>; 3],
    /// Whether the median game's course is history's: taken within the band of the historical
    /// turn; held through it.
    pub within: bool,
}

/// What a run's games come to for its milestones.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MilestonesSummary {
    /// Each milestone, in the scenario's order.
    pub milestones: Vec<MilestoneSummary>,
    /// The games whose lines measured them (lines of the same milestones as the first that has
    /// any: older lines, or lines of another version of the scenario, are left out).
    pub games: usize,
    /// The milestones whose median is within the band (`within`).
    pub within: usize,
    /// Their share of the milestones: the course's figure against history.
    pub within_share: f64,
}

/// The k-th smallest (k = ceil(q n), at least 1) of the turns, None sorting last.
fn nearest_rank(sorted: &[Option<u32>], q: f64) -> Option<u32> {
    let n = sorted.len();
    let k = ((q * n as f64).ceil() as usize).clamp(1, n);
    sorted[k - 1]
}

/// What the games' milestones come to (None: no game measured any).
pub fn summarise(games: &[&[MilestoneMet]]) -> Option<MilestonesSummary> {
    let first = games.iter().find(|g| !g.is_empty())?;
    let same = |g: &&&[MilestoneMet]| {
        g.len() == first.len()
            && g.iter().zip(first.iter()).all(|(a, b)| {
                (&a.id, a.kind, a.side, a.history) == (&b.id, b.kind, b.side, b.history)
            })
    };
    let games: Vec<&[MilestoneMet]> = games.iter().filter(same).copied().collect();
    let n = games.len();
    let milestones: Vec<MilestoneSummary> = first
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let mut turns: Vec<Option<u32>> = games.iter().map(|g| g[i].turn).collect();
            // None (never) after every turn.
            turns.sort_by_key(|t| t.unwrap_or(u32::MAX));
            let quartiles = [0.25, 0.5, 0.75].map(|q| nearest_rank(&turns, q));
            let happened = games.iter().filter(|g| g[i].happened()).count();
            let within = m.as_history_on(quartiles[1]);
            MilestoneSummary {
                id: m.id.clone(),
                name: m.name.clone(),
                side: m.side,
                kind: m.kind,
                history: m.history,
                band: m.band,
                happened,
                share: happened as f64 / n as f64,
                quartiles,
                within,
            }
        })
        .collect();
    let within = milestones.iter().filter(|m| m.within).count();
    Some(MilestonesSummary {
        within_share: within as f64 / milestones.len() as f64,
        milestones,
        games: n,
        within,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A milestone of one game, band 1 (the fixture `play::course`'s tests share).
    pub(crate) fn met(kind: MilestoneKind, history: u32, turn: Option<u32>) -> MilestoneMet {
        MilestoneMet {
            id: "m".into(),
            name: "M".into(),
            side: 0,
            kind,
            history,
            band: 1,
            turn,
        }
    }

    /// Quartiles are nearest-rank over every game, a game where it never happened last; a
    /// held milestone lost after its turn happened, one lost on or before it did not.
    #[test]
    fn medians_count_the_games_it_never_happened_in_as_after_the_end() {
        let taken: Vec<Vec<MilestoneMet>> = [Some(3), Some(5), None, Some(4)]
            .into_iter()
            .map(|t| vec![met(MilestoneKind::Taken, 4, t)])
            .collect();
        let refs: Vec<&[MilestoneMet]> = taken.iter().map(Vec::as_slice).collect();
        let s = summarise(&refs).expect("measured");
        let m = &s.milestones[0];
        assert_eq!(m.quartiles, [Some(3), Some(4), Some(5)]);
        assert_eq!((m.happened, m.share, m.within), (3, 0.75, true));
        let late: Vec<Vec<MilestoneMet>> = [None, None, Some(2)]
            .into_iter()
            .map(|t| vec![met(MilestoneKind::Taken, 2, t)])
            .collect();
        let refs: Vec<&[MilestoneMet]> = late.iter().map(Vec::as_slice).collect();
        let s = summarise(&refs).expect("measured");
        assert_eq!(s.milestones[0].quartiles, [Some(2), None, None]);
        assert!(!s.milestones[0].within && s.within == 0 && s.within_share == 0.0);
        let held: Vec<Vec<MilestoneMet>> = [Some(6), Some(7), None, Some(2)]
            .into_iter()
            .map(|t| vec![met(MilestoneKind::Held, 6, t)])
            .collect();
        assert_eq!(
            held.iter().filter(|g| g[0].happened()).count(),
            2,
            "lost on turn 6 is not held through turn 6"
        );
        let refs: Vec<&[MilestoneMet]> = held.iter().map(Vec::as_slice).collect();
        let s = summarise(&refs).expect("measured");
        assert_eq!(s.milestones[0].quartiles[1], Some(6));
        assert!(!s.milestones[0].within);
        assert!(summarise(&[&[][..]]).is_none());
    }
}
