//! A suggestion in words: a line per command, two for an attack (its units, then its
//! forecast), and what the copy comes to after them.

use super::{Expected, Suggestion};
use steppe_rules::model::words::counted;

/// A chance as a percentage.
fn pc(p: f64) -> String {
    format!("{:.1}%", p * 100.0)
}

/// A list of names after a count: "3: a, b, c", or "none".
fn listed(what: &str, names: &[String]) -> String {
    if names.is_empty() {
        format!("{what}: none")
    } else {
        format!("{what}: {} ({})", names.len(), names.join(", "))
    }
}

impl Expected {
    /// The forecast in a line.
    fn line(&self) -> String {
        let mut s = format!(
            "attack {} against defense {}: {}; success {}",
            self.attack,
            self.defense,
            self.column,
            pc(self.success)
        );
        let unit = if let (Some(e), Some(r)) = (self.eliminated, self.retreats) {
            s.push_str(&format!(
                ", defender eliminated {}, retreats {}",
                pc(e),
                pc(r)
            ));
            "steps"
        } else {
            "combat factors"
        };
        s.push_str(&format!(
            ", attacker hurt {}; expected {unit} lost: defender {:.2}, attacker {:.2}; gain {:.2}",
            pc(self.risk),
            self.defender_loss,
            self.attacker_loss,
            self.gain
        ));
        s
    }
}

impl Suggestion {
    /// The suggestion in words, every line ending in a newline.
    pub fn text(&self) -> String {
        let mut out = format!(
            "{}, turn {} ({}), {}: {} (seed {}) plays the {}\n",
            self.scenario,
            self.turn,
            self.turn_name,
            self.phase_name,
            self.policy,
            self.seed,
            self.side_name
        );
        let width = self.commands.len().to_string().len();
        for (i, c) in self.commands.iter().enumerate() {
            out.push_str(&format!("{:>width$}. {}\n", i + 1, c.words));
            if let Some(a) = &c.attack {
                let pad = " ".repeat(width + 2);
                out.push_str(&format!(
                    "{pad}{} against {}\n{pad}{}\n",
                    a.attackers.join(" + "),
                    a.defenders.join(" + "),
                    a.line()
                ));
            }
        }
        let a = &self.after;
        out.push_str(&format!(
            "after them (on a copy, with the game's own dice): turn {}, {}{}\n",
            a.turn,
            a.phase_name,
            if a.over {
                format!(", game over ({})", a.winners.join("; "))
            } else {
                String::new()
            }
        ));
        for s in &a.sides {
            let mut line = format!(
                "  {}: {} held",
                s.name,
                counted(s.objectives.len() as u32, "objective", "objectives")
            );
            if !s.objectives.is_empty() {
                line.push_str(&format!(" ({})", s.objectives.join(", ")));
            }
            line.push_str(&format!(
                "; {} lost",
                counted(s.steps_lost, "step", "steps")
            ));
            if !s.eliminated.is_empty() {
                line.push_str(&format!(", eliminated: {}", s.eliminated.join(", ")));
            }
            out.push_str(&line);
            out.push('\n');
        }
        out.push_str(&format!(
            "  {}\n  {}\n",
            listed("enemy units out of supply", &a.enemy_out_of_supply),
            listed(
                &format!("{} units alone next to the enemy", self.side_name),
                &a.own_lone_next_to_enemy
            )
        ));
        out
    }
}
