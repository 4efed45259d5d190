//! Fitting an evaluation's weights to game results (Texel tuning, as chess engines fit theirs):
//! positions with the result the side came to (1 won, 0 lost, one half no winner), and the
//! weights and bias whose predicted chance, the logistic of the weighted sum, has the least mean
//! log-loss against those results, with an L2 penalty on the weights (not the bias). The loss is
//! convex: Newton's method, each step's length halved until the loss falls, finds its minimum
//! in a few steps (the features are a few dozen, the positions thousands).

use crate::play::eval::logistic;

/// One position: its features for a side and the result that side came to.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// The features (`eval::features`).
    pub x: Vec<f64>,
    /// 1 the side won, 0 it lost, one half no side or both did.
    pub y: f64,
}

/// The mean log-loss of the predictions `logistic(w · x + b)` against the results.
pub fn log_loss(w: &[f64], b: f64, samples: &[Sample]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let z = b + dot(w, &s.x);
            // -[y ln p + (1-y) ln(1-p)], written to stay finite for large |z|.
            softplus(z) - s.y * z
        })
        .sum();
    sum / samples.len() as f64
}

/// ln(1 + e^z), without overflow.
fn softplus(z: f64) -> f64 {
    if z > 0.0 {
        z + (-z).exp().ln_1p()
    } else {
        z.exp().ln_1p()
    }
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The weights and bias that minimise the mean log-loss plus `l2 / 2` times the sum of the
/// squared weights. All zero for no samples.
pub fn fit(samples: &[Sample], l2: f64) -> (Vec<f64>, f64) {
    let d = samples.first().map_or(0, |s| s.x.len());
    let mut w = vec![0.0; d];
    let mut b = 0.0;
    if samples.is_empty() {
        return (w, b);
    }
    let n = samples.len() as f64;
    let objective = |w: &[f64], b: f64| {
        log_loss(w, b, samples) + 0.5 * l2 * w.iter().map(|x| x * x).sum::<f64>()
    };
    let mut current = objective(&w, b);
    for _ in 0..100 {
        // Gradient and Hessian over (w, b), b last; the Hessian row by row, `h[i * k + j]`.
        let k = d + 1;
        let mut g = vec![0.0; k];
        let mut h = vec![0.0; k * k];
        let mut x = vec![1.0; k];
        for s in samples {
            x[..d].copy_from_slice(&s.x);
            let p = logistic(b + dot(&w, &s.x));
            let r = p - s.y;
            let v = p * (1.0 - p);
            for (gi, xi) in g.iter_mut().zip(&x) {
                *gi += r * xi / n;
            }
            // The lower triangle, mirrored below.
            for (i, (row, xi)) in h.chunks_mut(k).zip(&x).enumerate() {
                for (hij, xj) in row.iter_mut().zip(&x).take(i + 1) {
                    *hij += v * xi * xj / n;
                }
            }
        }
        for i in 0..k {
            for j in 0..i {
                h[j * k + i] = h[i * k + j];
            }
        }
        for (i, wi) in w.iter().enumerate() {
            g[i] += l2 * wi;
            h[i * k + i] += l2;
        }
        // A tiny ridge on the bias too, so a feature constant over every sample cannot make
        // the system singular.
        h[d * k + d] += 1e-9;
        if g.iter().map(|x| x * x).sum::<f64>().sqrt() < 1e-10 {
            break;
        }
        let Some(step) = solve(h, g) else {
            break;
        };
        let mut t = 1.0;
        let mut improved = false;
        for _ in 0..40 {
            let nw: Vec<f64> = w.iter().zip(&step).map(|(x, s)| x - t * s).collect();
            let nb = b - t * step[d];
            let value = objective(&nw, nb);
            if value <= current {
                let gain = current - value;
                w = nw;
                b = nb;
                current = value;
                improved = gain > 1e-13;
                break;
            }
            t *= 0.5;
        }
        if !improved {
            break;
        }
    }
    (w, b)
}

/// Solves `a x = y` (`a` row by row, `k` by `k`) by Gaussian elimination with partial
/// pivoting; none if `a` is singular.
fn solve(mut a: Vec<f64>, mut y: Vec<f64>) -> Option<Vec<f64>> {
    let k = y.len();
    for col in 0..k {
        let pivot =
            (col..k).max_by(|&i, &j| a[i * k + col].abs().total_cmp(&a[j * k + col].abs()))?;
        if a[pivot * k + col].abs() < 1e-300 {
            return None;
        }
        if pivot != col {
            for c in 0..k {
                a.swap(col * k + c, pivot * k + c);
            }
            y.swap(col, pivot);
        }
        let (top, below) = a.split_at_mut((col + 1) * k);
        let prow = &top[col * k..];
        for (r, row) in below.chunks_mut(k).enumerate() {
            let f = row[col] / prow[col];
            if f != 0.0 {
                for (x, p) in row[col..].iter_mut().zip(&prow[col..]) {
                    *x -= f * p;
                }
                y[col + 1 + r] -= f * y[col];
            }
        }
    }
    let mut x = vec![0.0; k];
    for r in (0..k).rev() {
        let row = &a[r * k..(r + 1) * k];
        let s: f64 = row[r + 1..]
            .iter()
            .zip(&x[r + 1..])
            .map(|(a, x)| a * x)
            .sum();
        x[r] = (y[r] - s) / row[r];
    }
    Some(x)
}

/// Of the samples a side won or lost (not halves), the share whose predicted chance is on the
/// right side of one half (0 if none).
pub fn accuracy(w: &[f64], b: f64, samples: &[Sample]) -> f64 {
    let decided: Vec<&Sample> = samples.iter().filter(|s| s.y != 0.5).collect();
    if decided.is_empty() {
        return 0.0;
    }
    let right = decided
        .iter()
        .filter(|s| (b + dot(w, &s.x) > 0.0) == (s.y > 0.5))
        .count();
    right as f64 / decided.len() as f64
}

/// The chance that a won sample, drawn at random, scores above a lost one (ties half): the
/// area under the ROC curve. One half if either kind is missing.
pub fn auc(scores_won: &[f64], scores_lost: &[f64]) -> f64 {
    if scores_won.is_empty() || scores_lost.is_empty() {
        return 0.5;
    }
    let mut above = 0.0;
    for w in scores_won {
        for l in scores_lost {
            above += if w > l {
                1.0
            } else if w == l {
                0.5
            } else {
                0.0
            };
        }
    }
    above / (scores_won.len() * scores_lost.len()) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Results drawn from known weights: the fit finds them again, within the noise of 20,000
    /// draws, and its log-loss is below the known weights' own (it fits the draws).
    #[test]
    fn the_fit_recovers_known_weights_from_synthetic_results() {
        let truth = [1.5, -2.0, 0.0, 0.7];
        let bias = -0.3;
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let samples: Vec<Sample> = (0..20_000)
            .map(|_| {
                let x: Vec<f64> = (0..truth.len())
                    .map(|_| rng.random_range(-1.0..1.0))
                    .collect();
                let p = logistic(bias + dot(&truth, &x));
                let y = if rng.random_range(0.0..1.0) < p {
                    1.0
                } else {
                    0.0
                };
                Sample { x, y }
            })
            .collect();
        let (w, b) = fit(&samples, 0.0);
        for (got, want) in w.iter().zip(truth) {
            assert!((got - want).abs() < 0.1, "{w:?} against {truth:?}");
        }
        assert!((b - bias).abs() < 0.1, "bias {b}");
        let fitted = log_loss(&w, b, &samples);
        assert!(fitted <= log_loss(&truth, bias, &samples) + 1e-12);
        assert!(fitted < log_loss(&[0.0; 4], 0.0, &samples));
        assert!(accuracy(&w, b, &samples) > 0.65);
    }

    /// The L2 penalty pulls the weights towards 0; a half result is fitted as a half.
    #[test]
    fn a_penalty_shrinks_the_weights_and_halves_are_fitted_as_halves() {
        let samples: Vec<Sample> = (0..200)
            .map(|i| {
                let x = f64::from(i % 2) * 2.0 - 1.0;
                Sample {
                    x: vec![x],
                    y: if x > 0.0 { 0.9 } else { 0.1 },
                }
            })
            .collect();
        let (free, _) = fit(&samples, 0.0);
        // logistic(w) = 0.9 at x = 1: w = ln 9.
        assert!((free[0] - 9f64.ln()).abs() < 1e-6, "{free:?}");
        let (held, _) = fit(&samples, 1.0);
        assert!(held[0] > 0.0 && held[0] < free[0] * 0.7, "{held:?}");
        let halves = vec![
            Sample {
                x: vec![0.3],
                y: 0.5
            };
            10
        ];
        let (w, b) = fit(&halves, 0.1);
        assert!((logistic(b + w[0] * 0.3) - 0.5).abs() < 1e-9);
    }

    #[test]
    fn auc_counts_won_above_lost() {
        assert_eq!(auc(&[3.0, 4.0], &[1.0, 2.0]), 1.0);
        assert_eq!(auc(&[1.0], &[2.0]), 0.0);
        assert_eq!(auc(&[1.0], &[1.0]), 0.5);
        assert_eq!(auc(&[], &[1.0]), 0.5);
    }
}
