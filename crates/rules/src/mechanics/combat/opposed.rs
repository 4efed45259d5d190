//! Opposed rolls (`Resolver::OpposedRolls`): each side rolls a die and adds its modifiers, the
//! higher total wins (the ruleset says who wins a tie), and a third die gives the casualties in
//! combat factors: the winner's from the table, the loser's the winner's plus a base (003: "+ 1")
//! and more when the winner's total is two or three times the loser's, both more in bigger battles. `forecast`
//! counts every combination of the three dice exactly.

use crate::data::combat::{Casualties, Resolver, Tie};
use crate::mechanics::combat::calc::Odds;
use crate::state::Setup;
use std::collections::BTreeMap;

/// What three dice did in one battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// The attacker's die plus its modifiers.
    pub attacker_total: i32,
    /// The defender's die plus its modifiers.
    pub defender_total: i32,
    /// The attacker's total wins (ties as the rules say).
    pub attacker_wins: bool,
    /// Combat factors lost: attacker, defender.
    pub losses: [u32; 2],
}

/// The outcome of the rolls `a` (attacker), `d` (defender) and `k` (casualty die) for a battle of
/// `attack` against `defense` combat factors with these totals' modifiers.
pub fn outcome(tie: Tie, casualties: &Casualties, o: &Odds, (a, d, k): (u32, u32, u32)) -> Outcome {
    let attacker_total = a as i32 + o.die_modifier;
    let defender_total = d as i32 + o.defender_modifier;
    let attacker_wins = attacker_total > defender_total
        || (attacker_total == defender_total && tie == Tie::Attacker);
    let (win, lose) = if attacker_wins {
        (attacker_total, defender_total)
    } else {
        (defender_total, attacker_total)
    };
    let winner_loss = casualties.winner.get(k as usize - 1).copied().unwrap_or(0);
    // "If the difference in the combat roll is double but less than triple: +1; triple or
    // more: +2" (the largest that applies; a loser's total of 0 or less is beaten any number of
    // times over). Equal totals are no multiple.
    let extra = casualties
        .loser_extra
        .iter()
        .filter(|&&(times, _)| win > lose && (lose <= 0 || win >= times as i32 * lose))
        .map(|&(_, e)| e)
        .max()
        .unwrap_or(0);
    let smaller = o.attack.min(o.defense);
    let size = casualties
        .size_extra
        .iter()
        .filter(|&&(from, to, _)| (from..=to).contains(&smaller))
        .map(|&(_, _, e)| e)
        .max()
        .unwrap_or(0);
    let (w, l) = (
        winner_loss + size,
        winner_loss + casualties.loser_base + extra + size,
    );
    Outcome {
        attacker_total,
        defender_total,
        attacker_wins,
        losses: if attacker_wins { [w, l] } else { [l, w] },
    }
}

/// The exact distribution of an opposed-rolls battle over every combination of the three dice
/// (counts out of `total`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Forecast {
    /// Combinations counted (the faces cubed).
    pub total: u32,
    /// Combinations the attacker wins.
    pub attacker_wins: u32,
    /// Combat factors lost -> how many combinations.
    pub attacker_losses: BTreeMap<u32, u32>,
    /// Defender's combat factors lost -> how many combinations.
    pub defender_losses: BTreeMap<u32, u32>,
}

/// Counts every combination of the three dice; `None` for a ruleset without opposed rolls.
pub fn forecast(setup: &Setup, o: &Odds) -> Option<Forecast> {
    let Resolver::OpposedRolls {
        faces,
        tie,
        casualties,
        ..
    } = &setup.rules.combat.resolver
    else {
        return None;
    };
    let mut f = Forecast::default();
    for a in 1..=*faces {
        for d in 1..=*faces {
            for k in 1..=*faces {
                let out = outcome(*tie, casualties, o, (a, d, k));
                f.total += 1;
                f.attacker_wins += u32::from(out.attacker_wins);
                *f.attacker_losses.entry(out.losses[0]).or_default() += 1;
                *f.defender_losses.entry(out.losses[1]).or_default() += 1;
            }
        }
    }
    Some(f)
}
