//! The colours the map and the panels are drawn in: the player's choice of palette (the menu's
//! Colours line, kept in the user's `settings.ron`; `steppe preview --palette`). Which colour
//! each thing gets in each palette is `drawing::palette`'s.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A palette: the rulesets' own colours, or one a colour-blind player can tell apart.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Palette {
    /// The rulesets' colours (the printed counters': field grey or green against red) and the
    /// window's own shading.
    #[default]
    Standard,
    /// Okabe and Ito's eight colours (2002), chosen to stay apart for the red-green colour
    /// blind: the first side blue, the second vermillion, and the shading from the same set.
    OkabeIto,
}

impl Palette {
    /// Every palette, in the menu's order.
    pub const ALL: [Palette; 2] = [Palette::Standard, Palette::OkabeIto];

    /// Its name on the command line (`--palette`).
    pub fn id(self) -> &'static str {
        match self {
            Palette::Standard => "standard",
            Palette::OkabeIto => "okabe-ito",
        }
    }

    /// Its name in the menu.
    pub fn label(self) -> &'static str {
        match self {
            Palette::Standard => "Standard",
            Palette::OkabeIto => "Okabe-Ito (colour-blind safe)",
        }
    }

    /// The palette a command line names (`standard`, `okabe-ito`); why not otherwise.
    pub fn parse(name: &str) -> Result<Palette, String> {
        let wanted = name.trim().to_ascii_lowercase().replace('_', "-");
        Palette::ALL
            .into_iter()
            .find(|p| p.id() == wanted || (wanted == "okabeito" && *p == Palette::OkabeIto))
            .ok_or_else(|| {
                let names: Vec<&str> = Palette::ALL.iter().map(|p| p.id()).collect();
                format!(
                    "no palette \"{name}\": the palettes are {}",
                    names.join(", ")
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn palettes_are_named_on_the_command_line() {
        for p in Palette::ALL {
            assert_eq!(Palette::parse(p.id()), Ok(p));
        }
        assert_eq!(Palette::parse("Okabe_Ito"), Ok(Palette::OkabeIto));
        let e = Palette::parse("sepia").unwrap_err();
        assert!(e.contains("standard, okabe-ito"), "{e}");
    }
}
