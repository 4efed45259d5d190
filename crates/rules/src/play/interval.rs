//! How sure a run of games is: a share (a side's win rate) with Wilson's 95% score interval,
//! the difference of two shares with Newcombe's hybrid score interval (his "method 10", built
//! from the two Wilson intervals), and the number of games that keeps that difference's
//! interval within a given half-width whatever the win rates are.
//!
//! Newcombe, R. G. (1998), "Interval estimation for the difference between independent
//! proportions: comparison of eleven methods", Statistics in Medicine 17, 873-890.

use serde::Serialize;

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// A share with its 95% confidence interval (Wilson's score interval), as fractions.
pub fn wilson(wins: usize, n: usize) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 0.0);
    }
    let (wins, n) = (wins as f64, n as f64);
    let (lo, hi) = wilson_ends(wins / n, n);
    // Exact ends when no game or every game was won (no rounding just off 0 or 1).
    let lo = if wins == 0.0 { 0.0 } else { lo };
    let hi = if wins == n { 1.0 } else { hi };
    (wins / n, lo, hi)
}

/// Wilson's interval around the share `p` of `n` games (`n` > 0), kept within 0 to 1.
fn wilson_ends(p: f64, n: f64) -> (f64, f64) {
    let z = Z95;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The difference of two shares, `now - before`, with its 95% interval, as fractions (-1 to 1).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Difference {
    /// The share now less the share before.
    pub diff: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

impl Difference {
    /// `wins` of `n` games now against `wins_before` of `n_before` before, with Newcombe's
    /// hybrid score interval: the two runs taken as independent samples. (Runs of the same
    /// seeds share their dice until the set-ups part; the games of a seed then tend the same
    /// way, so the true interval is narrower: this one errs on the side of "within the noise".)
    /// None if either run played no game.
    pub fn of(wins: usize, n: usize, wins_before: usize, n_before: usize) -> Option<Difference> {
        if n == 0 || n_before == 0 {
            return None;
        }
        let (p1, l1, u1) = wilson(wins, n);
        let (p2, l2, u2) = wilson(wins_before, n_before);
        let diff = p1 - p2;
        Some(Difference {
            diff,
            low: diff - (p1 - l1).hypot(u2 - p2),
            high: diff + (u1 - p1).hypot(p2 - l2),
        })
    }

    /// Whether the runs show a change: the interval leaves 0 out. Where it holds 0, the
    /// difference is within the noise of so many games.
    pub fn shown(&self) -> bool {
        self.low > 0.0 || self.high < 0.0
    }
}

/// The widest half-width of the difference's interval for two runs of `n` games each: where
/// both win rates are one half (the binomial variance is greatest there).
pub fn worst_half_width(n: usize) -> f64 {
    if n == 0 {
        return 1.0;
    }
    let n = n as f64;
    let (lo, _) = wilson_ends(0.5, n);
    (0.5 - lo).hypot(0.5 - lo)
}

/// The fewest games a run must play so that the difference of two runs' win rates has a 95%
/// interval no wider than `half_width` either side, whatever the win rates (`worst_half_width`).
pub fn games_for(half_width: f64) -> usize {
    // A normal approximation's answer to start from (2 z² p(1-p) / h² with p = 1/2), then the
    // exact least n of the score interval near it.
    let guess = (Z95 * Z95 / (2.0 * half_width * half_width)).ceil() as usize;
    let mut n = guess.saturating_sub(guess / 10).max(1);
    while worst_half_width(n) > half_width {
        n += 1;
    }
    while n > 1 && worst_half_width(n - 1) <= half_width {
        n -= 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_match_the_textbook() {
        let (p, lo, hi) = wilson(50, 100);
        assert!((p - 0.5).abs() < 1e-12);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (_, lo, hi) = wilson(0, 20);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.1611).abs() < 1e-3, "{hi}");
        assert_eq!(wilson(0, 0), (0.0, 0.0, 0.0));
    }

    fn close(d: Difference, diff: f64, low: f64, high: f64) {
        assert!(
            (d.diff - diff).abs() < 5e-5
                && (d.low - low).abs() < 5e-5
                && (d.high - high).abs() < 5e-5,
            "{d:?}, wanted {diff} ({low} to {high})"
        );
    }

    /// Newcombe (1998), table II, method 10: his six examples (a) to (f).
    #[test]
    fn differences_match_newcombes_examples() {
        close(Difference::of(56, 70, 48, 80).unwrap(), 0.2, 0.0524, 0.3339);
        close(Difference::of(9, 10, 3, 10).unwrap(), 0.6, 0.1705, 0.8090);
        close(
            Difference::of(6, 7, 2, 7).unwrap(),
            4.0 / 7.0,
            0.0582,
            0.8062,
        );
        close(
            Difference::of(5, 56, 0, 29).unwrap(),
            5.0 / 56.0,
            -0.0381,
            0.1926,
        );
        close(Difference::of(0, 10, 0, 20).unwrap(), 0.0, -0.1611, 0.2775);
        close(Difference::of(10, 10, 0, 20).unwrap(), 1.0, 0.6791, 1.0);
        assert_eq!(Difference::of(1, 0, 1, 10), None);
    }

    /// The complaint: 4 Axis wins of 100, then 15 of 100. The two Wilson intervals overlap
    /// (1.6-9.8% and 9.3-23.3%), yet the difference's interval leaves 0 out: a change.
    #[test]
    fn four_to_fifteen_in_a_hundred_is_a_change() {
        let d = Difference::of(15, 100, 4, 100).unwrap();
        assert!(d.shown(), "{d:?}");
        assert!(d.low > 0.02 && d.high < 0.2, "{d:?}");
        // 50 against 45 of 100 is not; nor is the same figure twice.
        assert!(!Difference::of(50, 100, 45, 100).unwrap().shown());
        assert!(!Difference::of(30, 100, 30, 100).unwrap().shown());
        // Down as well as up.
        assert!(Difference::of(4, 100, 15, 100).unwrap().shown());
    }

    /// Two runs of 100 games can hide a change of 14 points; the games `games_for(0.05)`
    /// gives keep the worst case within 5 points either side, and one game fewer does not.
    #[test]
    fn games_for_five_points_is_the_least_that_keeps_the_worst_case() {
        assert!(worst_half_width(100) > 0.13, "{}", worst_half_width(100));
        let n = games_for(0.05);
        assert!(worst_half_width(n) <= 0.05);
        assert!(worst_half_width(n - 1) > 0.05);
        // The normal approximation's 2 z^2 / 4 / h^2 = 768.3: the score interval is a little
        // narrower at one half.
        assert!((700..=769).contains(&n), "{n}");
        // The worst case is at one half: any other pair of win rates is narrower.
        for (a, b) in [(0, 0), (10, 90), (40, 60), (50, 33)] {
            let d = Difference::of(a * n / 100, n, b * n / 100, n).unwrap();
            assert!(
                d.high - d.diff <= 0.0501 && d.diff - d.low <= 0.0501,
                "{a} {b}: {d:?}"
            );
        }
    }
}
