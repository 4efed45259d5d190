//! The dock's arithmetic, without egui: how wide the dock at the right of the window is, and
//! where each window shown in it goes. The dock is one column; every window the game or the
//! player opens is a section of it, so that none lies over another or over the map.
//!
//! Two rules keep the windows still under the pointer. Their order down the column is fixed and
//! the windows the player opens (players, problems, set-up) come before those a phase opens and
//! closes (combat, reinforcements, activations, orders): a phase that comes or goes moves only
//! the windows below it. And the unit window and the battle log stand at the foot of the column
//! in slots of a fixed height, whatever the unit under the pointer or the number of battles, so
//! that neither moves anything when its content changes or when a combat phase opens the log.
//!
//! When the windows want more room than the column has, the ones that matter now (a battle
//! waiting, the combat panel, the phase's own windows) get it first; the others scroll inside
//! their room, and when even their least room is missing they fold to their title bar.

use crate::ui::titles::*;

/// The windows in the dock, top to bottom; the last ones ([`FOOT`]) stand at the foot.
pub(super) const ORDER: [&str; 16] = [
    PLAYERS,
    PROBLEMS,
    DESIGNER,
    BALANCE,
    REACTION,
    COMBAT,
    ACTIVATIONS,
    ORDERS,
    REINFORCEMENTS,
    WHAT_IF,
    CRT,
    OBJECTIVES,
    TERRAIN,
    HELP,
    BATTLE_LOG,
    UNIT,
];

/// Who gets room first when there is not enough: the players window (small, and the one the
/// player reaches for while the computer plays: it must neither move nor shrink), the problems
/// in the files (the game stays on the last good files until they are fixed), what must be
/// answered or acted on now, then the set-up tools, then what the player opened to read.
const FIRST: [&str; 14] = [
    PLAYERS,
    PROBLEMS,
    REACTION,
    COMBAT,
    ACTIVATIONS,
    ORDERS,
    REINFORCEMENTS,
    DESIGNER,
    BALANCE,
    WHAT_IF,
    CRT,
    OBJECTIVES,
    TERRAIN,
    HELP,
];

/// The windows at the foot of the column, bottom first, each with its share of the column's
/// height, the most it takes (logical pixels), and whether its slot is that size whatever its
/// content (the unit window changes with the pointer: it must not move anything) or shrinks to
/// its content (the battle log grows only with a battle).
const FOOT: [(&str, f32, f32, bool); 2] =
    [(UNIT, 0.22, 180.0, true), (BATTLE_LOG, 0.2, 170.0, false)];

/// Whether a window's slot is of a fixed height, which it fills.
pub(crate) fn fills_its_slot(title: &str) -> bool {
    FOOT.iter().any(|&(t, _, _, fixed)| t == title && fixed)
}

/// Between windows and from the column's ends, logical pixels.
pub(super) const GAP: f32 = 6.0;
/// A window never gets less room than this unless it is folded (it scrolls inside).
pub(super) const LEAST: f32 = 90.0;
/// A folded window: its title bar.
pub(super) const FOLDED: f32 = 36.0;

/// The dock's width for a window `view_width` wide: under three tenths of it, at least 260 and
/// at most 420 logical pixels, so that the map keeps three fifths of a 1024x640 window with the
/// bars (three rows at the top and a status line of two there).
pub(crate) fn dock_width(view_width: f32) -> f32 {
    (view_width * 0.28)
        .clamp(260.0, 420.0)
        .min(view_width * 0.45)
}

/// Where one window goes: its top (from the column's top) and height, and whether it is
/// folded to its title bar.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Slot {
    pub title: &'static str,
    pub top: f32,
    pub height: f32,
    pub folded: bool,
}

/// The slots of the windows `shown` (each with the height it wants, `f32::INFINITY` when not
/// known) in a column `height` tall. The slots never overlap and stay inside the column when
/// folding makes them fit (more than a dozen windows in a very short column may not).
pub(crate) fn arrange(height: f32, shown: &[(&str, f32)]) -> Vec<Slot> {
    let wants = |t: &str| shown.iter().find(|(s, _)| *s == t).map(|(_, w)| *w);
    let foot: Vec<(&'static str, f32)> = FOOT
        .iter()
        .filter_map(|&(t, share, most, fixed)| {
            let want = wants(t)?;
            let slot = (height * share).min(most).max(LEAST);
            Some((
                t,
                if fixed {
                    slot
                } else {
                    slot.min(want.max(FOLDED))
                },
            ))
        })
        .collect();
    let tops: Vec<&'static str> = FIRST
        .iter()
        .copied()
        .filter(|t| wants(t).is_some())
        .collect();
    let foot_total: f32 = foot.iter().map(|(_, h)| h + GAP).sum();
    // The foot folds first if the top windows would not have even their title bars.
    let fold_foot = height - GAP - foot_total < tops.len() as f32 * (FOLDED + GAP);
    let foot: Vec<(&'static str, f32)> = foot
        .into_iter()
        .map(|(t, h)| (t, if fold_foot { FOLDED } else { h }))
        .collect();
    let foot_total: f32 = foot.iter().map(|(_, h)| h + GAP).sum();
    let room = height - GAP - foot_total - tops.len() as f32 * GAP;
    // Everyone's least, folding from the last in priority until that fits.
    let least = |t: &str| wants(t).unwrap_or(f32::INFINITY).clamp(FOLDED, LEAST);
    let mut folded = vec![false; tops.len()];
    let need = |folded: &[bool]| -> f32 {
        tops.iter()
            .zip(folded)
            .map(|(t, &f)| if f { FOLDED } else { least(t) })
            .sum()
    };
    for i in (0..tops.len()).rev() {
        if need(&folded) <= room {
            break;
        }
        folded[i] = true;
    }
    let mut given: Vec<f32> = tops
        .iter()
        .zip(&folded)
        .map(|(t, &f)| if f { FOLDED } else { least(t) })
        .collect();
    // What is left goes to each in priority order, up to what it wants.
    let mut left = (room - given.iter().sum::<f32>()).max(0.0);
    for (i, t) in tops.iter().enumerate() {
        if folded[i] {
            continue;
        }
        let more = (wants(t).unwrap_or(f32::INFINITY).max(FOLDED) - given[i])
            .max(0.0)
            .min(left);
        given[i] += more;
        left -= more;
    }
    let mut slots = Vec::new();
    let mut y = GAP;
    for t in ORDER {
        if let Some(i) = tops.iter().position(|x| *x == t) {
            slots.push(Slot {
                title: t,
                top: y,
                height: given[i],
                folded: folded[i],
            });
            y += given[i] + GAP;
        }
    }
    let mut bottom = height - GAP;
    for (t, h) in foot {
        bottom -= h;
        slots.push(Slot {
            title: t,
            top: bottom,
            height: h,
            folded: fold_foot,
        });
        bottom -= GAP;
    }
    slots
}

#[cfg(test)]
mod tests {
    use crate::ui::dock::*;

    fn overlap(a: &Slot, b: &Slot) -> bool {
        a.top < b.top + b.height && b.top < a.top + a.height
    }

    fn check(height: f32, slots: &[Slot]) {
        for (i, a) in slots.iter().enumerate() {
            assert!(
                a.top >= 0.0 && a.top + a.height <= height,
                "{a:?} in {height}"
            );
            for b in &slots[i + 1..] {
                assert!(!overlap(a, b), "{a:?} over {b:?}");
            }
        }
    }

    /// Every set of up to eight windows of the dock, in a 1024x640 column and a 1280x800 one, wanting
    /// little or a great deal: no two overlap and all stay in the column.
    #[test]
    fn no_set_of_windows_overlaps() {
        for height in [540.0, 700.0] {
            for mask in 0u32..(1 << ORDER.len()) {
                // Every set of up to eight windows (more are never open together).
                if mask.count_ones() > 8 {
                    continue;
                }
                for want in [60.0, 250.0, f32::INFINITY] {
                    let shown: Vec<(&str, f32)> = ORDER
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| mask & (1 << i) != 0)
                        .map(|(_, t)| (*t, want))
                        .collect();
                    let slots = arrange(height, &shown);
                    assert_eq!(slots.len(), shown.len());
                    check(height, &slots);
                }
            }
        }
    }

    /// The combat panel gets the room before the terrain chart; the unit window and the log
    /// keep their slots at the foot.
    #[test]
    fn what_matters_now_gets_the_room() {
        let shown = [
            (TERRAIN, f32::INFINITY),
            (COMBAT, 900.0),
            (UNIT, 300.0),
            (BATTLE_LOG, 100.0),
        ];
        let slots = arrange(540.0, &shown);
        let get = |t: &str| *slots.iter().find(|s| s.title == t).unwrap();
        assert_eq!(get(TERRAIN).height, LEAST);
        assert!(get(COMBAT).top < get(TERRAIN).top);
        assert!(get(COMBAT).height > 200.0, "{slots:?}");
        assert_eq!(get(UNIT).top + get(UNIT).height, 540.0 - GAP);
        assert!(get(BATTLE_LOG).top + get(BATTLE_LOG).height < get(UNIT).top);
        check(540.0, &slots);
    }

    /// Opening or closing the combat panel and the battle log (a combat phase coming and
    /// going) moves neither the players window nor the unit window, nor does the unit
    /// window's content.
    #[test]
    fn a_phase_moves_nothing_above_it_or_at_the_foot() {
        let calm = [(PLAYERS, 140.0), (UNIT, 200.0)];
        let combat = [
            (PLAYERS, 140.0),
            (COMBAT, f32::INFINITY),
            (BATTLE_LOG, 150.0),
            (UNIT, 200.0),
        ];
        let a = arrange(540.0, &calm);
        let b = arrange(540.0, &combat);
        let c = arrange(540.0, &[(PLAYERS, 140.0), (UNIT, 40.0)]);
        assert_eq!(a, c);
        for t in [PLAYERS, UNIT] {
            let at = |s: &[Slot]| *s.iter().find(|x| x.title == t).unwrap();
            assert_eq!(at(&a), at(&b), "{t}");
        }
    }

    /// A window that wants little gets what it wants, and no more.
    #[test]
    fn a_small_window_keeps_its_size() {
        let slots = arrange(700.0, &[(PLAYERS, 120.0), (WHAT_IF, 50.0)]);
        assert_eq!(slots[0].height, 120.0);
        assert_eq!(slots[1].height, FOLDED.max(50.0));
        assert_eq!(slots[1].top, GAP + 120.0 + GAP);
        assert!(!slots[0].folded && !slots[1].folded);
    }

    /// At 1024x640 the map keeps three fifths of the window beside the dock and the bars
    /// (about 95 logical pixels together, measured: three rows at the top, a status line of
    /// two at the bottom).
    #[test]
    fn the_map_keeps_three_fifths_at_1024x640() {
        let (w, h) = (1024.0, 640.0);
        let map = (w - dock_width(w)) * (h - 100.0);
        assert!(map >= 0.6 * w * h, "{}", map / (w * h));
    }
}
