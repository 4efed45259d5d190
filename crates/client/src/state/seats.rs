//! Who plays each side ([`Seats`]), how fast the computer's commands are shown ([`Pace`]), and
//! whether two players share the screen ([`Hotseat`]: hand-over screens between them).

use bevy::prelude::*;
use std::time::Duration;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::acting_side;
use steppe_rules::model::tables::SideId;
use steppe_rules::play::Policy;

/// Two players at one screen: hand-over screens on (solo play turns them off).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Hotseat(pub bool);

impl Default for Hotseat {
    fn default() -> Self {
        Hotseat(true)
    }
}

/// How fast the computer's commands are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Pace {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant];

    pub fn name(self) -> &'static str {
        match self {
            Pace::Slow => "slow (1.2 s a command)",
            Pace::Normal => "normal (0.6 s)",
            Pace::Fast => "fast (0.2 s)",
            Pace::Instant => "as fast as drawn",
        }
    }

    /// The word for it on the command line (`--pace`).
    pub fn id(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
            Pace::Instant => "instant",
        }
    }

    /// The pace named `s` (`--pace`), or what the names are.
    pub fn parse(s: &str) -> Result<Pace, String> {
        Pace::ALL.into_iter().find(|p| p.id() == s).ok_or_else(|| {
            let known: Vec<&str> = Pace::ALL.iter().map(|p| p.id()).collect();
            format!("unknown pace \"{s}\" (known: {})", known.join(", "))
        })
    }

    pub(crate) fn delay(self) -> Duration {
        Duration::from_millis(match self {
            Pace::Slow => 1200,
            Pace::Normal => 600,
            Pace::Fast => 200,
            Pace::Instant => 0,
        })
    }
}

/// Who plays each side.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Seats {
    /// Per side, in the ruleset's order: `None` a person, `Some(policy)` the computer. Sides
    /// past the end are played by people.
    pub sides: Vec<Option<Policy>>,
    pub pace: Pace,
}

impl Seats {
    /// The computer's policy for `side`, if the computer plays it.
    pub fn of(&self, side: SideId) -> Option<Policy> {
        self.sides.get(side as usize).copied().flatten()
    }

    /// Whether the computer plays any side.
    pub fn any(&self) -> bool {
        self.sides.iter().any(Option::is_some)
    }

    /// The name of the side the computer plays, if that side acts now.
    pub fn computer_acting(&self, g: &Game) -> Option<String> {
        if g.state.over {
            return None;
        }
        let side = acting_side(g, &g.state);
        self.of(side)
            .map(|_| g.rules.sides[side as usize].name.clone())
    }

    /// Sets `side`'s seat.
    pub fn set(&mut self, side: SideId, seat: Option<Policy>) {
        let i = side as usize;
        if self.sides.len() <= i {
            self.sides.resize(i + 1, None);
        }
        self.sides[i] = seat;
    }
}
