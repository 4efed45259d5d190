//! Where the chart of the course against history (`chart`) puts things, without egui's
//! context: the game's turns across ([`Axis`]: turn to x, the "never" column after the last
//! turn, the turns numbered where they leave room) and a milestone's marks from its summary
//! ([`marks`]: the band, the historical turn, the quartiles, the median and whether it is as
//! history).

use steppe_rules::data::milestones::MilestoneKind;
use steppe_rules::play::milestones::MilestoneSummary;

/// The least room a turn number needs beside the next, logical pixels.
pub(super) const TICK_GAP: f32 = 6.0;
/// Steps between numbered turns, the least that leaves room used.
const STEPS: [u32; 12] = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 25];

/// Where the game's turns go across the chart: turns `first..=last` in cells of one width from
/// `left` to `right`, then the "never" column, `never_width` wide.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Axis {
    pub first: u32,
    pub last: u32,
    pub left: f32,
    pub right: f32,
    pub never_width: f32,
}

impl Axis {
    /// A turn's width.
    pub fn cell(&self) -> f32 {
        (self.right - self.left) / (self.last.max(self.first) - self.first + 1) as f32
    }

    /// The left edge of turn `t`'s cell (`last + 1`'s is the right end of the turns; turns
    /// outside are clamped to them).
    pub fn edge(&self, t: u32) -> f32 {
        let t = t.clamp(self.first, self.last.max(self.first) + 1);
        self.left + (t - self.first) as f32 * self.cell()
    }

    /// The middle of turn `t`'s cell; never (`None`): the middle of the never column.
    pub fn x(&self, t: Option<u32>) -> f32 {
        match t {
            Some(t) => {
                self.edge(t.clamp(self.first, self.last.max(self.first))) + self.cell() / 2.0
            }
            None => self.right + self.never_width / 2.0,
        }
    }

    /// The right end of the never column.
    pub fn end(&self) -> f32 {
        self.right + self.never_width
    }

    /// The turns numbered under the chart: the first, then every `step`-th, `step` the least
    /// of [`STEPS`] that leaves `label` (the widest number's width) room beside the next.
    pub fn numbered(&self, label: f32) -> Vec<u32> {
        let step = STEPS
            .into_iter()
            .find(|&s| s as f32 * self.cell() >= label + TICK_GAP)
            .unwrap_or(STEPS[STEPS.len() - 1]);
        (self.first..=self.last.max(self.first))
            .step_by(step as usize)
            .collect()
    }
}

/// How the historical turn is marked.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum HistoryMark {
    /// Taken or retaken: a diamond in the middle of the turn it happened on.
    Diamond(f32),
    /// Held: a bar at the right edge of the turn it was held through.
    HeldThrough(f32),
}

/// A row's marks, from its summary: x positions, logical pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Marks {
    /// The median game is as history: the marks' colour, and a dot rather than a cross.
    pub as_history: bool,
    /// The shaded span a median within is as history: the band around the historical turn
    /// (taken), or after the turn it was held through, never included (held).
    pub band: (f32, f32),
    /// The historical turn.
    pub history: HistoryMark,
    /// The first to the third quartile of the games.
    pub spread: (f32, f32),
    /// The median game.
    pub median: f32,
}

/// Where a milestone's marks go on `axis`.
pub(super) fn marks(m: &MilestoneSummary, axis: &Axis) -> Marks {
    let [q1, median, q3] = m.quartiles;
    let (band, history) = match m.kind {
        MilestoneKind::Taken | MilestoneKind::Retaken => (
            (
                axis.edge(m.history.saturating_sub(m.band)),
                axis.edge(m.history + m.band + 1),
            ),
            HistoryMark::Diamond(axis.x(Some(m.history))),
        ),
        MilestoneKind::Held => (
            (axis.edge(m.history + 1), axis.end()),
            HistoryMark::HeldThrough(axis.edge(m.history + 1)),
        ),
    };
    Marks {
        as_history: m.within,
        band,
        history,
        spread: (axis.x(q1), axis.x(q3)),
        median: axis.x(median),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Eight turns from x = 100 to 260 (20 a turn), the never column 40 wide after them.
    fn axis() -> Axis {
        Axis {
            first: 1,
            last: 8,
            left: 100.0,
            right: 260.0,
            never_width: 40.0,
        }
    }

    fn summary(
        kind: MilestoneKind,
        history: u32,
        quartiles: [Option<u32>; 3],
        within: bool,
    ) -> MilestoneSummary {
        MilestoneSummary {
            id: "m".into(),
            name: "M".into(),
            side: 0,
            kind,
            history,
            band: 1,
            happened: 5,
            share: 0.5,
            quartiles,
            within,
        }
    }

    #[test]
    fn turns_map_to_the_middle_of_their_cells_and_never_to_its_column() {
        let a = axis();
        assert_eq!(a.cell(), 20.0);
        assert_eq!(a.x(Some(1)), 110.0);
        assert_eq!(a.x(Some(8)), 250.0);
        assert_eq!(
            a.edge(9),
            260.0,
            "after the last turn: the turns' right end"
        );
        assert_eq!(a.x(None), 280.0, "never: the middle of its column");
        assert_eq!(a.end(), 300.0);
        // Out of the axis: clamped to its ends, never into the never column.
        assert_eq!(a.x(Some(0)), 110.0);
        assert_eq!(a.x(Some(12)), 250.0);
        // Turns 5-8 only: four turns of 40 pixels.
        let later = Axis { first: 5, ..a };
        assert_eq!((later.x(Some(5)), later.x(Some(8))), (120.0, 240.0));
    }

    #[test]
    fn numbers_leave_room_between_them() {
        // 20 pixels a turn: every turn for a number 10 wide; every second for 16.
        assert_eq!(axis().numbered(10.0), (1..=8).collect::<Vec<_>>());
        assert_eq!(axis().numbered(16.0), vec![1, 3, 5, 7]);
        // A 32-turn campaign in 160 pixels (5 a turn): every fourth turn.
        let campaign = Axis { last: 32, ..axis() };
        assert_eq!(campaign.numbered(12.0), vec![1, 5, 9, 13, 17, 21, 25, 29]);
    }

    #[test]
    fn a_taken_row_shades_its_band_and_marks_the_median_by_its_status() {
        let a = axis();
        // History turn 4, band 1: turns 3-5 shaded (x 140-200), the diamond on turn 4.
        let ok = marks(
            &summary(MilestoneKind::Taken, 4, [Some(3), Some(4), Some(6)], true),
            &a,
        );
        assert_eq!(ok.band, (140.0, 200.0));
        assert_eq!(ok.history, HistoryMark::Diamond(170.0));
        assert_eq!(ok.spread, (150.0, 210.0));
        assert_eq!((ok.median, ok.as_history), (170.0, true));
        // Never taken in most games: the median and the third quartile in the never column,
        // drawn as off.
        let off = marks(
            &summary(MilestoneKind::Taken, 1, [Some(5), None, None], false),
            &a,
        );
        assert_eq!(
            off.band,
            (100.0, 140.0),
            "turn 1's band starts at the first turn"
        );
        assert_eq!(off.spread, (190.0, 280.0));
        assert_eq!((off.median, off.as_history), (280.0, false));
    }

    #[test]
    fn a_held_row_marks_the_turn_held_through_and_shades_what_comes_after() {
        let a = axis();
        // Held through turn 6 historically, lost on turn 3 in the median game: off.
        let lost = marks(
            &summary(MilestoneKind::Held, 6, [Some(2), Some(3), None], false),
            &a,
        );
        assert_eq!(lost.history, HistoryMark::HeldThrough(220.0));
        assert_eq!(lost.band, (220.0, 300.0), "lost after turn 6, or never");
        assert_eq!((lost.median, lost.as_history), (150.0, false));
        // Held to the end: only the never column is as history.
        let kept = marks(
            &summary(MilestoneKind::Held, 8, [None, None, None], true),
            &a,
        );
        assert_eq!(kept.band, (260.0, 300.0));
        assert_eq!((kept.median, kept.as_history), (280.0, true));
    }
}
