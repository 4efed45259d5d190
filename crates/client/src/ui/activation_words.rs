//! What an activated formation does, in words read from the ruleset: the phases of its side's
//! run in the activation loop (`activations.phases`), each phase's kind and the units its
//! movement filter lets move, the HQ types and the command range. Nothing here names a game:
//! a ruleset with other phases gets other words.

use steppe_rules::data::ruleset::{PhaseKind, UnitFilter};
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::activation::{is_hq, members};
use steppe_rules::model::tables::UnitId;
use steppe_rules::model::words::counted;

/// Whether a movement filter lets a unit of type `ut` move.
fn passes(filter: &UnitFilter, ut: &steppe_rules::model::tables::UnitType) -> bool {
    match filter {
        UnitFilter::All => true,
        UnitFilter::Tagged(tags) => tags.iter().any(|t| ut.has_tag(t)),
        UnitFilter::Untagged(tags) => !tags.iter().any(|t| ut.has_tag(t)),
    }
}

/// Whether a movement filter lets exactly the HQ types move (`Some(true)`), exactly the others
/// (`Some(false)`), or another set (`None`).
fn hq_filter(g: &Game, filter: &UnitFilter) -> Option<bool> {
    let a = g.rules.activations.as_ref()?;
    let moves: Vec<bool> = g
        .rules
        .unit_types
        .iter()
        .map(|t| passes(filter, t))
        .collect();
    if moves == a.hq_types {
        Some(true)
    } else if moves.iter().zip(&a.hq_types).all(|(m, h)| m != h) {
        Some(false)
    } else {
        None
    }
}

/// What a formation (an HQ with its units, in general) does in phase `p`: "its units move,
/// not the HQ", "its units attack", "its HQ moves".
fn any_formation_does(g: &Game, p: usize) -> String {
    match &g.rules.phases[p].kind {
        PhaseKind::Movement { units } => match (units, hq_filter(g, units)) {
            (UnitFilter::All, _) => "its units move, the HQ with them".into(),
            (_, Some(true)) => "its HQ moves".into(),
            (_, Some(false)) => "its units move, not the HQ".into(),
            (UnitFilter::Tagged(t), None) => format!("its {} units move", t.join("/")),
            (UnitFilter::Untagged(t), None) => {
                format!("its units move, except {} units", t.join("/"))
            }
        },
        PhaseKind::Rail => "its units may move by rail".into(),
        PhaseKind::Combat => "its units attack".into(),
        PhaseKind::Reinforcement => "its reinforcements arrive".into(),
        PhaseKind::Orders => "it is given orders".into(),
    }
}

/// What the formation led by `leader` does in phase `p`, from its own members: "it moves"
/// (a unit out of command), "its units move, not the HQ", "nothing of it moves".
fn formation_does(g: &Game, p: usize, leader: UnitId) -> String {
    let all = members(g, &g.state, leader);
    let alone = all.len() == 1;
    match &g.rules.phases[p].kind {
        PhaseKind::Movement { units } => {
            let ty =
                |u: UnitId| &g.rules.unit_types[g.scenario.units[u as usize].unit_type as usize];
            let moving: Vec<UnitId> = all
                .iter()
                .copied()
                .filter(|&u| passes(units, ty(u)))
                .collect();
            let hqs = moving.iter().filter(|&&u| is_hq(g, u)).count();
            if moving.is_empty() {
                if alone {
                    "it does not move (only HQs move now)".into()
                } else {
                    "none of its units moves".into()
                }
            } else if moving.len() == all.len() {
                if alone {
                    "it moves".into()
                } else {
                    "all its units move".into()
                }
            } else if hqs == moving.len() {
                "only its HQ moves".into()
            } else if hqs == 0 && all.iter().any(|&u| is_hq(g, u)) {
                "its units move, not the HQ".into()
            } else {
                format!("{} of its {} units move", moving.len(), all.len())
            }
        }
        PhaseKind::Combat => {
            if alone {
                "it may attack".into()
            } else {
                "its units may attack".into()
            }
        }
        _ => any_formation_does(g, p),
    }
}

/// The phases of the run the current phase belongs to (the acting side's, in order).
fn run_phases(g: &Game) -> Option<std::ops::RangeInclusive<usize>> {
    let a = g.rules.activations.as_ref()?;
    let r = a.run_of(g.state.phase)?;
    Some(a.runs[r].first..=a.runs[r].last)
}

/// What the formation acting now may do in this phase and in the phases after it in its run:
/// the first line says now, the next the phases to come ("Now, German Movement: its units
/// move, not the HQ." / "Later, German Combat: its units may attack; an attack waits for that
/// phase." / "Then German HQ Movement: only its HQ moves.").
pub(crate) fn acting_lines(g: &Game, leader: UnitId) -> Vec<String> {
    let Some(run) = run_phases(g) else {
        return Vec::new();
    };
    let now = g.state.phase;
    let name = |p: usize| g.rules.phases[p].name.clone();
    let mut lines = vec![format!(
        "Now, {}: {}.",
        name(now),
        formation_does(g, now, leader)
    )];
    let combat_now = g.rules.phases[now].kind == PhaseKind::Combat;
    for (k, p) in (now + 1..=*run.end()).enumerate() {
        let lead = if k == 0 { "Next" } else { "Then" };
        let mut line = format!("{lead}, {}: {}", name(p), formation_does(g, p, leader));
        if g.rules.phases[p].kind == PhaseKind::Combat && !combat_now {
            line.push_str(" (not before: an attack waits for that phase)");
        }
        line.push('.');
        lines.push(line);
    }
    lines
}

/// What an activated formation does through its side's run, for the side choosing one: "An
/// activated formation: German Movement: its units move, not the HQ; German Combat: ...".
pub(crate) fn run_line(g: &Game) -> Option<String> {
    let run = run_phases(g)?;
    let steps: Vec<String> = run
        .map(|p| format!("{}: {}", g.rules.phases[p].name, any_formation_does(g, p)))
        .collect();
    Some(format!(
        "Once activated, a formation plays these phases in turn: {}. A unit out of command \
         is a formation of its own.",
        steps.join("; ")
    ))
}

/// In a phase where only HQs move, what it is for and what to do, from the activation rules:
/// where an HQ stands decides who it commands when units are next assigned to HQs.
pub(crate) fn hq_phase_help(g: &Game) -> Option<String> {
    let a = g.rules.activations.as_ref()?;
    a.run_of(g.state.phase)?;
    let PhaseKind::Movement { units } = &g.rules.phases[g.state.phase].kind else {
        return None;
    };
    if hq_filter(g, units) != Some(true) {
        return None;
    }
    let range = counted(a.range, "hex", "hexes");
    Some(format!(
        "What this phase is for ({}): the HQ follows its units, which have moved and fought. \
         When the next turn's activations begin, each unit goes to the nearest HQ of its side \
         within {range} (it keeps its HQ if still within {range}); a unit farther from every \
         HQ is out of command and activates alone. Move the HQ to where its units will be \
         within {range} of it, then end the phase (Ctrl+E).",
        a.source
    ))
}

/// A phase's hover text in the sequence-of-play strip: its name and, in the activation loop,
/// what an activated formation does in it (and, where only HQs move, what that is for).
pub(crate) fn phase_hover(g: &Game, p: usize) -> String {
    let phase = &g.rules.phases[p];
    let mut text = phase.name.clone();
    if p == g.state.phase && !g.state.over {
        text.push_str(" (now)");
    }
    let Some(a) = g.rules.activations.as_ref() else {
        return text;
    };
    if a.run_of(p).is_none() {
        return text;
    }
    text.push_str(&format!(
        ": the activated formation's phase, in which {}.",
        any_formation_does(g, p)
    ));
    if let PhaseKind::Movement { units } = &phase.kind
        && hq_filter(g, units) == Some(true)
    {
        let range = counted(a.range, "hex", "hexes");
        text.push_str(&format!(
            " Where the HQ ends decides who it commands next turn: units within {range} of it."
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use steppe_rules::mechanics::activation::needs_activation;
    use steppe_rules::mechanics::activation::to_activate;
    use steppe_rules::state::command::Command;

    /// Typhoon at the first activation of turn 1.
    fn typhoon() -> Game {
        let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("scenarios/typhoon_1941.ron");
        let loaded = steppe_files::load_scenario(&path).expect("the scenario loads");
        let mut g = Game::new(loaded.ruleset, loaded.scenario, 1);
        while !needs_activation(&g, &g.state) {
            g.apply(Command::EndPhase).expect("phases end");
        }
        g
    }

    /// An HQ of the side choosing, with units under it.
    fn an_hq(g: &Game) -> UnitId {
        to_activate(g, &g.state)
            .into_iter()
            .find(|&u| is_hq(g, u) && members(g, &g.state, u).len() > 1)
            .expect("an HQ with units")
    }

    /// The complaint: the window said "move and attack now", but an attack was refused until
    /// the movement phase ended. Now it says, from the ruleset's phases, that the units move
    /// now, attack in the combat phase after, and the HQ moves last.
    #[test]
    fn the_acting_formation_is_told_what_it_may_do_in_each_phase() {
        let mut g = typhoon();
        let hq = an_hq(&g);
        let side = g.rules.sides[g.phasing_side(&g.state) as usize]
            .name
            .clone();
        g.apply(Command::Activate { unit: hq }).expect("activates");
        let lines = acting_lines(&g, hq);
        assert_eq!(
            lines,
            [
                format!("Now, {side} Movement: its units move, not the HQ."),
                format!(
                    "Next, {side} Combat: its units may attack (not before: an attack waits \
                     for that phase)."
                ),
                format!("Then, {side} HQ Movement: only its HQ moves."),
            ]
        );
        assert!(!matches!(
            g.rules.phases[g.state.phase].kind,
            PhaseKind::Combat
        ));
        g.apply(Command::EndPhase).expect("to combat");
        assert_eq!(
            acting_lines(&g, hq),
            [
                format!("Now, {side} Combat: its units may attack."),
                format!("Next, {side} HQ Movement: only its HQ moves."),
            ]
        );
        assert_eq!(hq_phase_help(&g), None, "not in the combat phase");
        g.apply(Command::EndPhase).expect("to HQ movement");
        assert_eq!(
            acting_lines(&g, hq),
            [format!("Now, {side} HQ Movement: only its HQ moves.")]
        );
        let help = hq_phase_help(&g).expect("the HQ phase is explained");
        assert!(help.contains("003 sequence of play"), "{help}");
        assert!(help.contains("within 6 hexes"), "{help}");
        assert!(help.contains("out of command"), "{help}");
    }

    /// A unit out of command moves alone and has nothing to move in the HQ phase.
    #[test]
    fn a_unit_out_of_command_is_told_it_moves_alone() {
        let mut g = typhoon();
        // Formations act (ending their phases at once) until one out of command may be chosen.
        let mut loose = None;
        for _ in 0..200 {
            if needs_activation(&g, &g.state) {
                let waiting = to_activate(&g, &g.state);
                loose = waiting.iter().copied().find(|&u| !is_hq(&g, u));
                if loose.is_some() {
                    break;
                }
                g.apply(Command::Activate { unit: waiting[0] })
                    .expect("activates");
            } else {
                g.apply(Command::EndPhase).expect("phases end");
            }
        }
        let loose = loose.expect("a unit out of command waits to act");
        g.apply(Command::Activate { unit: loose })
            .expect("activates");
        let lines = acting_lines(&g, loose);
        assert!(lines[0].ends_with(": it moves."), "{lines:?}");
        assert!(lines[1].contains("it may attack (not before"), "{lines:?}");
        assert!(
            lines[2].ends_with("it does not move (only HQs move now)."),
            "{lines:?}"
        );
    }

    /// While the side chooses: the run in words, and the strip's hover on the HQ phase.
    #[test]
    fn the_run_and_the_hq_phase_are_explained_before_activating() {
        let g = typhoon();
        let side = g.rules.sides[g.phasing_side(&g.state) as usize]
            .name
            .clone();
        let line = run_line(&g).expect("in the loop");
        assert!(
            line.contains(&format!(
                "{side} Movement: its units move, not the HQ; {side} Combat: its units attack; \
                 {side} HQ Movement: its HQ moves."
            )),
            "{line}"
        );
        let hq_phase = (0..g.rules.phases.len())
            .find(|&p| g.rules.phases[p].name == format!("{side} HQ Movement"))
            .expect("the HQ phase");
        let hover = phase_hover(&g, hq_phase);
        assert!(hover.contains("in which its HQ moves"), "{hover}");
        assert!(hover.contains("units within 6 hexes of it"), "{hover}");
        // Outside the loop, the name alone.
        assert_eq!(phase_hover(&g, 0), g.rules.phases[0].name);
    }
}
