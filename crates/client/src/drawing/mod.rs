//! The map on screen: the board (`board`, with `glyphs`, `mesh` and `symbols`; `board_cache`
//! draws it once into a picture shown while zoomed out; `zoom_detail`: what shows at the
//! zoom), the counters (`counters`, with `counter_face` and `badges`, and `contrast` for readable
//! ink), shading and marks (`overlays`, `marks`, `hex_numbers`, `weather`; `shapes`: marks told
//! apart by shape; `palette`: every colour in each palette, checked with `vision`), the computer's last
//! command (`trail`), the retreat paths a person is asked to choose from (`retreat_paths`), the
//! problems in the files (`problems`), set-up mode's objectives and picks (`setup_marks`), and
//! the view (`camera`: pan, zoom; `fit`: fitting hexes into it; `opening`: the view a game opens
//! at; `view`: bringing the hexes to act on into view). Drawing reads `state` and the questions
//! `input` answers about the map; it sends no command.

pub(crate) mod badges;
pub(crate) mod board;
pub(crate) mod board_cache;
pub(crate) mod camera;
pub(crate) mod contrast;
pub(crate) mod counter_face;
pub(crate) mod counters;
pub(crate) mod fit;
pub(crate) mod glyphs;
pub(crate) mod hex_numbers;
pub(crate) mod marks;
pub(crate) mod mesh;
pub(crate) mod opening;
pub(crate) mod overlays;
pub(crate) mod palette;
pub(crate) mod problems;
pub(crate) mod retreat_paths;
pub(crate) mod setup_marks;
pub(crate) mod shapes;
pub(crate) mod symbols;
pub(crate) mod trail;
pub(crate) mod view;
pub mod vision;
pub(crate) mod weather;
pub(crate) mod zoom_detail;

use bevy::prelude::*;

/// Shown (inheriting its parent's visibility) or hidden.
pub(crate) fn shown_if(on: bool) -> Visibility {
    if on {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

/// A `#rrggbb` colour from a ruleset; magenta if malformed, so the mistake shows on screen.
pub(crate) fn colour(hex: &str) -> Color {
    Srgba::hex(hex)
        .map(Color::Srgba)
        .unwrap_or(Color::srgb(1.0, 0.0, 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_are_srgb_hex() {
        let c = colour("#d9d3a3").to_srgba();
        assert_eq!(
            (c.red, c.green, c.blue),
            (217.0 / 255.0, 211.0 / 255.0, 163.0 / 255.0)
        );
        assert_eq!(colour("nonsense"), Color::srgb(1.0, 0.0, 1.0));
    }
}
