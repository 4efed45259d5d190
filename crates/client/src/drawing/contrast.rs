//! Readable ink: the WCAG 2 contrast ratio between two sRGB colours, and the ink a counter's
//! text is drawn in, its nationality's own where that reads (4.5:1, WCAG's level for body text)
//! and otherwise near-black or near-white, whichever reads better. The counters are flat sRGB
//! sprites (no light, no tint), so the colours compared are the colours on screen.

use bevy::prelude::*;

/// WCAG's contrast for normal text.
pub(crate) const READABLE: f32 = 4.5;
const DARK: Color = Color::srgb(0.06, 0.06, 0.06);
const LIGHT: Color = Color::srgb(0.97, 0.95, 0.91);

/// WCAG 2 relative luminance of a colour.
fn luminance(c: Color) -> f32 {
    let l = c.to_linear();
    0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
}

/// The contrast ratio of two colours, 1 (the same) to 21 (black on white).
pub(crate) fn contrast(a: Color, b: Color) -> f32 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// The ink for text on `background`: `wanted` if it reads there, else dark or light.
pub(crate) fn readable_ink(background: Color, wanted: Color) -> Color {
    if contrast(background, wanted) >= READABLE {
        return wanted;
    }
    if contrast(background, DARK) >= contrast(background, LIGHT) {
        DARK
    } else {
        LIGHT
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing;
    use crate::drawing::contrast::*;

    #[test]
    fn contrast_follows_wcag() {
        let black = Color::srgb(0.0, 0.0, 0.0);
        let white = Color::srgb(1.0, 1.0, 1.0);
        assert!((contrast(black, white) - 21.0).abs() < 0.01);
        assert!((contrast(white, white) - 1.0).abs() < 0.001);
        // #777777 on white is WCAG's classic 4.48.
        let grey = Color::srgb_u8(0x77, 0x77, 0x77);
        assert!((contrast(grey, white) - 4.48).abs() < 0.01);
    }

    /// Every nationality of every shipped ruleset: the counter's text reads on its colours
    /// (GPW's Italian yellow, Hungarian red and Romanian brown on field grey did not: 2.0-2.8).
    #[test]
    fn every_nationality_has_readable_factors() {
        let dir =
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("scenarios");
        let mut seen = 0;
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.extension().is_none_or(|x| x != "ron") {
                continue;
            }
            let loaded = steppe_files::load_scenario(&path).expect("shipped scenarios load");
            for n in &loaded.ruleset.nationalities {
                let bg = drawing::colour(&n.background);
                let ink = readable_ink(bg, drawing::colour(&n.text));
                let c = contrast(bg, ink);
                assert!(c >= READABLE, "{}: {} {c:.2}", path.display(), n.id);
                seen += 1;
            }
        }
        assert!(seen >= 15, "{seen} nationalities");
    }
}
