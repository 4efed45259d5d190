//! A turn's place in the calendar (slot and year, and its name): read from the scenario's first
//! turn and the ruleset's calendar, so kept apart from both tables.

use crate::model::tables::{Ruleset, Scenario};

impl Scenario {
    /// Calendar slot and year of a 1-based turn.
    pub fn turn_date(&self, rules: &Ruleset, turn: u32) -> (usize, u32) {
        let n = rules.calendar.len();
        let k = self.first_slot + (turn.max(1) as usize - 1);
        (k % n, self.first_year + (k / n) as u32)
    }

    /// A turn's name and year ("Jul/Aug 1941").
    pub fn turn_name(&self, rules: &Ruleset, turn: u32) -> String {
        let (slot, year) = self.turn_date(rules, turn);
        format!("{} {}", rules.calendar[slot].name, year)
    }
}
