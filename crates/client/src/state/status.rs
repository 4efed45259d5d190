//! The status line: what the last action did, or why it was refused.

use bevy::prelude::*;

/// The line at the bottom of the window: what the last action did, or why it was refused.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub(crate) struct StatusLine {
    pub text: String,
    /// The text is a refusal, shown as an error.
    pub error: bool,
}

impl Default for StatusLine {
    fn default() -> Self {
        StatusLine::info("Click a unit of the phasing side to select it; End phase when done.")
    }
}

impl StatusLine {
    pub fn info(text: impl Into<String>) -> Self {
        StatusLine {
            text: text.into(),
            error: false,
        }
    }

    pub fn error(text: impl Into<String>) -> Self {
        StatusLine {
            text: text.into(),
            error: true,
        }
    }
}
