//! How a colour looks to a colour-blind player, and how far apart two colours look: what the
//! palettes are checked with (`palette`'s tests; `tests/palette.rs` on `steppe preview`'s
//! picture).
//!
//! The simulation is Machado, Oliveira and Fernandes's ("A Physiologically-based Model for
//! Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009), at severity 1 (dichromacy:
//! the cone is missing), a 3x3 matrix on linear RGB. Distance is CIE76's ΔE*ab, the straight
//! distance in CIELAB (D65). Colours are sRGB triples, 0 to 1.

/// An sRGB colour, each channel 0 to 1.
pub type Srgb = [f32; 3];

/// A channel's linear value.
fn linear(v: f32) -> f32 {
    if v <= 0.040_45 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// A linear value's sRGB channel.
fn encoded(v: f32) -> f32 {
    if v <= 0.003_130_8 {
        12.92 * v
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    }
}

/// An sRGB colour from its `0xrrggbb` bytes.
pub fn from_bytes(c: [u8; 3]) -> Srgb {
    c.map(|v| f32::from(v) / 255.0)
}

/// A colour vision deficiency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deficiency {
    /// No L (red) cones: about 1% of men.
    Protanopia,
    /// No M (green) cones: about 1% of men (and 5% more see green weakly).
    Deuteranopia,
}

impl Deficiency {
    /// Both red-green dichromacies.
    pub const ALL: [Deficiency; 2] = [Deficiency::Protanopia, Deficiency::Deuteranopia];

    /// Machado et al.'s matrix for it, severity 1.0, on linear RGB.
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Deficiency::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Deficiency::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
        }
    }
}

/// Two sides' counters must stay at least this far apart (CIE76 ΔE) as a red-green colour
/// blind player sees them: half what a player with normal vision sees between the Standard
/// palette's German green and Soviet red (82), so that the sides are told apart at a glance,
/// not by a difference one must look for (a ΔE of 2.3 is the least one can see side by side).
/// Standard itself keeps 20 (deuteranopia, GPW) to 32 (the other games), and fails; Okabe-Ito's
/// blue and vermillion keep 92 to 108.
pub const SIDES_APART: f32 = 40.0;

/// `c` as a player with `d` sees it.
pub fn simulate(c: Srgb, d: Deficiency) -> Srgb {
    let v = c.map(linear);
    let row = |r: [f32; 3]| encoded((r[0] * v[0] + r[1] * v[1] + r[2] * v[2]).clamp(0.0, 1.0));
    d.matrix().map(row)
}

/// CIELAB (D65) of a colour.
pub fn lab(c: Srgb) -> [f32; 3] {
    let [r, g, b] = c.map(linear);
    let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
    let z = 0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b;
    let f = |t: f32| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 colour difference ΔE*ab.
pub fn delta_e(a: Srgb, b: Srgb) -> f32 {
    let (p, q) = (lab(a), lab(b));
    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
}

/// How far apart `a` and `b` look to a player with `d`.
pub fn apart_for(a: Srgb, b: Srgb, d: Deficiency) -> f32 {
    delta_e(simulate(a, d), simulate(b, d))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lab_and_distance_are_cielab() {
        let white = lab([1.0; 3]);
        assert!(
            (white[0] - 100.0).abs() < 0.05 && white[1].abs() < 0.05,
            "{white:?}"
        );
        assert!((delta_e([0.0; 3], [1.0; 3]) - 100.0).abs() < 0.05);
        // sRGB red's L*a*b* is about (53.2, 80.1, 67.2).
        let red = lab([1.0, 0.0, 0.0]);
        assert!(
            (red[0] - 53.2).abs() < 0.3 && (red[1] - 80.1).abs() < 0.5,
            "{red:?}"
        );
    }

    /// Greys look the same to everyone (each matrix's rows sum to 1); red and green, far apart
    /// to normal vision, come close for a deuteranope.
    #[test]
    fn dichromats_lose_red_against_green() {
        for d in Deficiency::ALL {
            let grey = [0.5; 3];
            assert!(delta_e(simulate(grey, d), grey) < 0.5, "{d:?}");
        }
        let (green, red) = (
            from_bytes([0x6b, 0x8f, 0x4e]),
            from_bytes([0xb8, 0x28, 0x1f]),
        );
        assert!(delta_e(green, red) > 80.0);
        assert!(apart_for(green, red, Deficiency::Deuteranopia) < 25.0);
    }
}
