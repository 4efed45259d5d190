//! One die face's outcome in words a player reads in one go, for the combat panel's table and the
//! battle choices: "Defender retreats and loses 1 step; attacker loses 1 step", "Defender
//! retreats: eliminated on the costliest path, unhurt on the cheapest; or it may stand and lose a
//! step instead of retreating". Every figure of the `DieOutcome` is in the words.

use crate::mechanics::combat::forecast::DieOutcome;
use crate::model::words::counted;

/// `n` steps in words ("1 step", "2 steps").
fn steps(n: u32) -> String {
    counted(n, "step", "steps")
}

/// What the defender loses on a path: "unhurt", "loses 1 step", "eliminated".
fn loss(eliminated: bool, n: u32) -> String {
    match (eliminated, n) {
        (true, _) => "eliminated".into(),
        (false, 0) => "unhurt".into(),
        (false, n) => format!("loses {}", steps(n)),
    }
}

/// One die face's outcome, as a sentence: the defender's part first (with the range between
/// the retreat path that costs it most and the cheapest, where they differ), whether it may
/// stand instead, then the attacker's losses and what else the result does.
pub fn outcome_text(o: &DieOutcome) -> String {
    let mut parts: Vec<String> = Vec::new();
    let cheap = o.cheapest_retreat;
    // The defender: at the costliest path (the figures), and at the cheapest where it differs.
    let defender_differs = cheap.is_some_and(|c| {
        c.defender_eliminated != o.defender_eliminated || c.defender_steps != o.defender_steps
    });
    match cheap.filter(|_| defender_differs) {
        Some(c) => parts.push(format!(
            "Defender retreats: {} on the costliest path, {} on the cheapest",
            loss(o.defender_eliminated, o.defender_steps),
            loss(c.defender_eliminated, c.defender_steps)
        )),
        None if o.defender_eliminated => parts.push("Defender eliminated".into()),
        None => match (o.defender_retreats, o.defender_steps) {
            (true, 0) => parts.push("Defender retreats".into()),
            (true, n) => parts.push(format!("Defender retreats and loses {}", steps(n))),
            (false, 0) => {}
            (false, n) => parts.push(format!("Defender loses {}", steps(n))),
        },
    }
    if o.may_stand {
        let stand = "it may stand and lose a step instead of retreating";
        match parts.last_mut() {
            Some(last) if last.contains(':') => *last = format!("{last}; or {stand}"),
            Some(last) => *last = format!("{last}, or {stand}"),
            None => {
                parts.push("The defender may stand and lose a step instead of retreating".into());
            }
        }
    }
    // The attacker: its loss, and at the cheapest path where that differs (an exchange's follows
    // the defender's).
    let attacker = match cheap.filter(|c| c.attacker_steps != o.attacker_steps) {
        Some(c) => Some(format!(
            "attacker loses {} ({} on the cheapest path)",
            steps(o.attacker_steps),
            c.attacker_steps
        )),
        None => {
            (o.attacker_steps > 0).then(|| format!("attacker loses {}", steps(o.attacker_steps)))
        }
    };
    parts.extend(attacker);
    parts.extend(o.also.iter().cloned());
    if parts.is_empty() {
        return "No effect".into();
    }
    let text = parts.join("; ");
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mechanics::combat::forecast::Spared;

    fn outcome(eliminated: bool, retreats: bool, def: u32, att: u32) -> DieOutcome {
        DieOutcome {
            die: 1,
            result: "X".into(),
            defender_eliminated: eliminated,
            defender_retreats: retreats,
            defender_steps: def,
            attacker_steps: att,
            may_stand: false,
            also: Vec::new(),
            cheapest_retreat: None,
        }
    }

    #[test]
    fn outcomes_read_as_sentences() {
        assert_eq!(outcome_text(&outcome(false, false, 0, 0)), "No effect");
        assert_eq!(
            outcome_text(&outcome(false, true, 1, 1)),
            "Defender retreats and loses 1 step; attacker loses 1 step"
        );
        assert_eq!(
            outcome_text(&outcome(false, false, 0, 2)),
            "Attacker loses 2 steps"
        );
        assert_eq!(
            outcome_text(&outcome(true, false, 3, 0)),
            "Defender eliminated"
        );
        // GPW's DR into enemy zones of control: eliminated on the costliest path, free on the
        // cheapest, and the defender may take a step instead.
        let mut dr = outcome(true, false, 2, 0);
        dr.cheapest_retreat = Some(Spared {
            defender_steps: 0,
            defender_eliminated: false,
            attacker_steps: 0,
        });
        dr.may_stand = true;
        assert_eq!(
            outcome_text(&dr),
            "Defender retreats: eliminated on the costliest path, unhurt on the cheapest; or it \
             may stand and lose a step instead of retreating"
        );
        let mut stand = outcome(false, true, 0, 0);
        stand.may_stand = true;
        assert_eq!(
            outcome_text(&stand),
            "Defender retreats, or it may stand and lose a step instead of retreating"
        );
        // An exchange whose attacker loss follows the defender's.
        let mut ex = outcome(false, true, 2, 2);
        ex.cheapest_retreat = Some(Spared {
            defender_steps: 1,
            defender_eliminated: false,
            attacker_steps: 1,
        });
        ex.also.push("attackers may attack again".into());
        assert_eq!(
            outcome_text(&ex),
            "Defender retreats: loses 2 steps on the costliest path, loses 1 step on the \
             cheapest; attacker loses 2 steps (1 on the cheapest path); attackers may attack again"
        );
    }
}
