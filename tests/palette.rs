//! The palettes on a rendered picture: `steppe preview --palette NAME` draws Barbarossa's
//! set-up; the two sides' counters are found in it by their colour (as `tests/png_check.py
//! --has` finds the Soviet red: pixels within 8 of it) and measured there; as a protanope and a
//! deuteranope see them (Machado et al. 2009), Okabe-Ito keeps them `SIDES_APART` (CIE76 ΔE 40)
//! apart and the Standard palette does not. Mesa's software Vulkan draws it, with no display.

#![cfg(feature = "client")]

mod common;
use common::*;
use steppe::client::vision::{Deficiency, SIDES_APART, Srgb, apart_for, delta_e};
use steppe::rules::engine::game::Game;

/// The picture of Barbarossa's set-up in `palette`, as RGB pixels.
fn picture(palette: &str) -> image::RgbImage {
    let dir = std::env::temp_dir().join(format!("steppe-palette-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join(format!("{palette}.png"));
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_steppe"))
        .args(["preview", "scenarios/gpw_barbarossa.ron", "-o"])
        .arg(&png)
        .args(["--max-side", "1600", "--palette", palette])
        .current_dir(repo("."))
        .env_remove("DISPLAY")
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    image::open(&png).unwrap().to_rgb8()
}

/// The mean colour of the picture's pixels within 8 (each channel) of `near`, and their share.
fn found(img: &image::RgbImage, near: [u8; 3]) -> (Srgb, f64) {
    let (mut sum, mut n) = ([0u64; 3], 0u64);
    for p in img.pixels() {
        if (0..3).all(|i| p.0[i].abs_diff(near[i]) <= 8) {
            for (s, v) in sum.iter_mut().zip(p.0) {
                *s += u64::from(v);
            }
            n += 1;
        }
    }
    let share = n as f64 / f64::from(img.width() * img.height());
    let mean = sum.map(|s| (s as f64 / n.max(1) as f64) as f32 / 255.0);
    (mean, share)
}

/// `#rrggbb` as bytes.
fn rgb(hex: &str) -> [u8; 3] {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap();
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

/// The counter colour of each side's first nationality in the ruleset (Standard), or the
/// Okabe-Ito colours the sides take in order (blue, vermillion).
fn counter_colours(palette: &str) -> [[u8; 3]; 2] {
    if palette == "okabe-ito" {
        return [rgb("#0072b2"), rgb("#d55e00")];
    }
    let l = steppe::files::load_scenario(&repo("scenarios/gpw_barbarossa.ron")).unwrap();
    let g = Game::new(l.ruleset, l.scenario, 1);
    [0, 1].map(|side| {
        let n = g
            .rules
            .nationalities
            .iter()
            .find(|n| n.side == side)
            .unwrap();
        rgb(&n.background)
    })
}

/// The sides' counters as measured in each palette's picture, and how far apart they look.
#[test]
fn okabe_ito_keeps_the_sides_apart_for_the_colour_blind_and_standard_does_not() {
    for palette in ["standard", "okabe-ito"] {
        let img = picture(palette);
        let [a, b] = counter_colours(palette).map(|c| {
            let (mean, share) = found(&img, c);
            // Barbarossa has over a hundred counters a side.
            assert!(share > 0.003, "{palette}: {c:?} covers {share:.4}");
            mean
        });
        let normal = delta_e(a, b);
        let seen: Vec<(Deficiency, f32)> = Deficiency::ALL
            .into_iter()
            .map(|d| (d, apart_for(a, b, d)))
            .collect();
        println!("{palette}: ΔE {normal:.1} to normal vision; {seen:?}");
        for (d, apart) in seen {
            if palette == "okabe-ito" {
                assert!(apart >= SIDES_APART, "{palette} {d:?}: {apart:.1}");
            } else if d == Deficiency::Deuteranopia {
                assert!(apart < SIDES_APART, "{palette} {d:?}: {apart:.1}");
            }
        }
    }
}

/// A name that is no palette is refused, naming the palettes.
#[test]
fn an_unknown_palette_is_refused() {
    let (code, _, err) = steppe(&[
        "preview",
        "scenarios/gpw_barbarossa.ron",
        "-o",
        "/dev/null",
        "--palette",
        "sepia",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("standard, okabe-ito"), "{err}");
}
