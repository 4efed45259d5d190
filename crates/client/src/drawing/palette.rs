//! Which colour each thing gets in each palette (`state::Palette`): a side's and a
//! nationality's counters, and the shading on the map (reach, path, attack rings, retreat and
//! placement hexes, zones of control, supply, formations).
//!
//! Standard is the rulesets' own colours and the window's shading as they always were.
//! Okabe-Ito takes every colour from Okabe and Ito's eight ("Color Universal Design", 2002),
//! which stay apart for the red-green colour blind (protanopia, deuteranopia): the ruleset's
//! first side blue, its second vermillion (more sides: bluish green, reddish purple), each side's
//! nationalities shades and tints of its colour, ordered as the ruleset's own counter colours
//! are from dark to light. No game is named: a ruleset gets these from its sides' order and its
//! nationalities' colours.

use crate::drawing::colour;
use crate::drawing::contrast::readable_ink;
use crate::state::Palette;
use bevy::prelude::*;
use steppe_rules::engine::game::Game;

/// Okabe and Ito's colours.
pub(crate) mod okabe_ito {
    use bevy::prelude::Color;
    pub(crate) const BLACK: Color = Color::srgb(0.0, 0.0, 0.0);
    pub(crate) const ORANGE: Color = Color::srgb(0.902, 0.624, 0.0);
    pub(crate) const SKY_BLUE: Color = Color::srgb(0.337, 0.706, 0.914);
    pub(crate) const BLUISH_GREEN: Color = Color::srgb(0.0, 0.620, 0.451);
    pub(crate) const YELLOW: Color = Color::srgb(0.941, 0.894, 0.259);
    pub(crate) const BLUE: Color = Color::srgb(0.0, 0.447, 0.698);
    pub(crate) const VERMILLION: Color = Color::srgb(0.835, 0.369, 0.0);
    pub(crate) const REDDISH_PURPLE: Color = Color::srgb(0.8, 0.475, 0.655);
}
use okabe_ito as oi;

/// The sides' colours in the Okabe-Ito palette, in the ruleset's order of sides (then again).
const SIDES: [Color; 4] = [
    oi::BLUE,
    oi::VERMILLION,
    oi::BLUISH_GREEN,
    oi::REDDISH_PURPLE,
];
/// How far each step of a side's nationalities goes towards white (lighter counters) or black
/// (darker ones).
const TINT_STEP: f32 = 0.25;
const SHADE_STEP: f32 = 0.35;

/// A side's colour: the ruleset's, or its Okabe-Ito colour.
pub(crate) fn side_colour(g: &Game, palette: Palette, side: usize) -> Color {
    match palette {
        Palette::Standard => g
            .rules
            .sides
            .get(side)
            .map_or(Color::BLACK, |s| colour(&s.colour)),
        Palette::OkabeIto => SIDES[side % SIDES.len()],
    }
}

/// A nationality's counter colours: its background, and its ink (the symbol's; the text takes
/// it where it reads, `contrast::readable_ink`). Standard: the ruleset's own. Okabe-Ito: its
/// side's colour, lighter or darker, and the ruleset's ink only where it reads on that.
pub(crate) fn nationality_colours(g: &Game, palette: Palette, n: usize) -> (Color, Color) {
    let nat = &g.rules.nationalities[n];
    let (background, text) = (colour(&nat.background), colour(&nat.text));
    match palette {
        Palette::Standard => (background, text),
        Palette::OkabeIto => {
            let side = nat.side as usize;
            let background = shade_of(side_colour(g, palette, side), step(g, n));
            (background, readable_ink(background, text))
        }
    }
}

/// Where nationality `n`'s counter colour stands among its side's distinct counter colours,
/// from dark to light, counted from the side's first nationality's: 0 for it (and any that
/// shares its colour), -1 the next darker, +1 the next lighter...
fn step(g: &Game, n: usize) -> i32 {
    let side = g.rules.nationalities[n].side;
    let mut own: Vec<&str> = Vec::new();
    for m in g.rules.nationalities.iter().filter(|m| m.side == side) {
        if !own.contains(&m.background.as_str()) {
            own.push(&m.background);
        }
    }
    let first = own[0];
    own.sort_by(|a, b| luminance(colour(a)).total_cmp(&luminance(colour(b))));
    let at = |c: &str| own.iter().position(|o| *o == c).unwrap_or(0) as i32;
    at(&g.rules.nationalities[n].background) - at(first)
}

fn luminance(c: Color) -> f32 {
    let l = c.to_linear();
    0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
}

/// `base` made `step` steps lighter (towards white) or darker (towards black).
fn shade_of(base: Color, step: i32) -> Color {
    let base = base.to_srgba();
    match step {
        0 => base.into(),
        s if s > 0 => base
            .mix(&Srgba::WHITE, (TINT_STEP * s as f32).min(0.8))
            .into(),
        s => base
            .mix(&Srgba::BLACK, (SHADE_STEP * -s as f32).min(0.8))
            .into(),
    }
}

/// The shading on the map in one palette.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Shading {
    /// A hex the selected unit can reach: lightened, inside a rim.
    pub reach: Color,
    pub reach_rim: Color,
    /// A hex it can reach and must stop in.
    pub must_stop: Color,
    pub must_stop_rim: Color,
    /// The selected unit's own hex.
    pub selected: Color,
    /// Its path to the hovered hex.
    pub path: Color,
    pub attackable: Color,
    pub defender: Color,
    pub attacker: Color,
    pub may_join: Color,
    /// A hex a retreat or a placement may go to.
    pub legal: Color,
    /// A hex of the retreat chosen so far.
    pub chosen: Color,
    pub zoc: Color,
    pub no_supply: Color,
    pub formation: Color,
    pub may_act: Color,
    pub may_activate: Color,
}

impl Shading {
    /// The shading of `palette`.
    pub(crate) fn of(palette: Palette) -> Shading {
        match palette {
            Palette::Standard => STANDARD,
            Palette::OkabeIto => OKABE_ITO,
        }
    }
}

const STANDARD: Shading = Shading {
    // A blue fill read like water on forest, and a blue rim like a river: lightened, with a
    // violet rim.
    reach: Color::srgba(1.0, 1.0, 1.0, 0.35),
    reach_rim: Color::srgba(0.55, 0.15, 0.9, 0.9),
    must_stop: Color::srgba(1.0, 0.5, 0.05, 0.6),
    must_stop_rim: Color::srgba(0.85, 0.3, 0.0, 0.9),
    selected: Color::srgb(1.0, 0.85, 0.0),
    path: Color::srgba(0.85, 0.1, 0.1, 0.85),
    attackable: Color::srgba(1.0, 0.35, 0.05, 0.9),
    defender: Color::srgb(0.9, 0.05, 0.05),
    attacker: Color::srgb(1.0, 0.85, 0.0),
    may_join: Color::srgba(1.0, 0.9, 0.3, 0.45),
    legal: Color::srgba(0.1, 0.75, 0.2, 0.5),
    chosen: Color::srgba(0.05, 0.45, 0.1, 0.8),
    zoc: Color::srgba(0.8, 0.0, 0.0, 0.75),
    // Stripes cover less than the fill they replaced: a little more opaque.
    no_supply: Color::srgba(0.25, 0.0, 0.35, 0.7),
    // Magenta: no terrain, line or other mark uses it (rivers are blue), so the active
    // formation stands out at the whole-map view.
    formation: Color::srgba(1.0, 0.1, 0.85, 0.95),
    may_act: Color::srgba(0.2, 0.95, 1.0, 0.85),
    may_activate: Color::srgba(1.0, 1.0, 1.0, 0.9),
};

const OKABE_ITO: Shading = Shading {
    reach: Color::srgba(1.0, 1.0, 1.0, 0.35),
    reach_rim: with_alpha(oi::SKY_BLUE, 0.95),
    must_stop: with_alpha(oi::ORANGE, 0.6),
    must_stop_rim: with_alpha(oi::VERMILLION, 0.9),
    selected: oi::YELLOW,
    path: with_alpha(oi::REDDISH_PURPLE, 0.9),
    attackable: with_alpha(oi::ORANGE, 0.9),
    defender: oi::VERMILLION,
    attacker: oi::YELLOW,
    may_join: with_alpha(oi::YELLOW, 0.45),
    legal: with_alpha(oi::BLUISH_GREEN, 0.5),
    chosen: Color::srgba(0.0, 0.4, 0.29, 0.85),
    // Dark dashes, apart from both sides' colours.
    zoc: with_alpha(oi::BLACK, 0.75),
    no_supply: with_alpha(oi::REDDISH_PURPLE, 0.8),
    formation: with_alpha(oi::REDDISH_PURPLE, 0.95),
    may_act: with_alpha(oi::SKY_BLUE, 0.9),
    may_activate: Color::srgba(1.0, 1.0, 1.0, 0.9),
};

/// An sRGB colour at another opacity, in a constant.
const fn with_alpha(c: Color, alpha: f32) -> Color {
    match c {
        Color::Srgba(s) => Color::srgba(s.red, s.green, s.blue, alpha),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drawing::contrast::{READABLE, contrast};

    /// A game of every shipped ruleset (its first scenario's), with the scenario's name.
    fn shipped() -> Vec<(String, Game)> {
        let dir =
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("scenarios");
        let mut paths: Vec<_> = std::fs::read_dir(dir)
            .expect("scenarios")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .collect();
        paths.sort();
        let mut out: Vec<(String, Game)> = Vec::new();
        for path in paths {
            let l = steppe_files::load_scenario(&path).expect("shipped scenarios load");
            if out.iter().all(|(_, g)| g.rules.name != l.ruleset.name) {
                out.push((
                    path.display().to_string(),
                    Game::new(l.ruleset, l.scenario, 1),
                ));
            }
        }
        assert!(out.len() >= 4, "four rulesets");
        out
    }

    /// In Okabe-Ito, each side's nationalities are its colour, those the ruleset tells apart
    /// still apart, and their factors read.
    #[test]
    fn okabe_ito_keeps_a_side_together_and_its_nationalities_apart() {
        let mut seen = 0;
        for (name, g) in shipped() {
            for (n, nat) in g.rules.nationalities.iter().enumerate() {
                let (bg, text) = nationality_colours(&g, Palette::OkabeIto, n);
                let ink = readable_ink(bg, text);
                assert!(contrast(bg, ink) >= READABLE, "{name}: {}", nat.id);
                for (m, other) in g.rules.nationalities.iter().enumerate() {
                    let (obg, _) = nationality_colours(&g, Palette::OkabeIto, m);
                    if other.side == nat.side {
                        assert_eq!(
                            obg == bg,
                            other.background == nat.background,
                            "{name}: {} {}",
                            nat.id,
                            other.id
                        );
                    }
                }
                seen += 1;
            }
        }
        assert!(seen >= 15, "{seen}");
    }

    /// Every nationality of one side against every one of the other, as the red-green colour
    /// blind see them: at least `vision::SIDES_APART` in Okabe-Ito in every shipped ruleset;
    /// the Standard palette falls short (so the check can fail).
    #[test]
    fn okabe_ito_keeps_the_sides_apart_for_the_colour_blind() {
        use crate::drawing::vision::{Deficiency, SIDES_APART, apart_for};
        let closest = |g: &Game, p: Palette, d: Deficiency| {
            let nats = &g.rules.nationalities;
            let mut least = f32::MAX;
            for (a, na) in nats.iter().enumerate() {
                for (b, _) in nats.iter().enumerate().filter(|(_, nb)| nb.side != na.side) {
                    let srgb = |n| {
                        let c = nationality_colours(g, p, n).0.to_srgba();
                        [c.red, c.green, c.blue]
                    };
                    least = least.min(apart_for(srgb(a), srgb(b), d));
                }
            }
            least
        };
        let mut standard_fails = 0;
        for (name, g) in shipped() {
            for d in Deficiency::ALL {
                let ok = closest(&g, Palette::OkabeIto, d);
                assert!(ok >= SIDES_APART, "{name} {d:?}: {ok:.1}");
                if closest(&g, Palette::Standard, d) < SIDES_APART {
                    standard_fails += 1;
                }
            }
        }
        assert!(standard_fails >= 4, "{standard_fails}");
    }

    #[test]
    fn standard_is_the_rulesets_own() {
        let g = crate::barbarossa_in(|_| true);
        for (n, nat) in g.rules.nationalities.iter().enumerate() {
            assert_eq!(
                nationality_colours(&g, Palette::Standard, n),
                (colour(&nat.background), colour(&nat.text))
            );
        }
        assert_eq!(
            side_colour(&g, Palette::Standard, 1),
            colour(&g.rules.sides[1].colour)
        );
        assert_eq!(side_colour(&g, Palette::OkabeIto, 0), oi::BLUE);
        // GPW's SS (black) is a darker blue than the Germans' green made blue.
        let ss = g.rules.nationalities.iter().position(|n| n.id == "ss");
        let (ss, _) = nationality_colours(&g, Palette::OkabeIto, ss.expect("GPW has the SS"));
        assert!(luminance(ss) < luminance(oi::BLUE));
    }
}
