//! The combat panel's outcome words over real battles of every ruleset with a CRT (the Typhoon
//! game's opposed rolls are shown as chances of each loss, not die faces): each die face of every
//! attack the first combat phase of each game offers (all adjacent units on each enemy hex)
//! read as one sentence holding every figure of the forecast.

mod common;

use steppe::rules::data::ruleset::PhaseKind;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::{attacker_problem, odds};
use steppe::rules::mechanics::combat::forecast::words::outcome_text;
use steppe::rules::mechanics::combat::forecast::{DieOutcome, forecast};
use steppe::rules::model::map::NO_HEX;
use steppe::rules::model::words::counted;
use steppe::rules::state::command::Command;

/// The game at its first combat phase (phases ended, a formation activated where one must be).
fn first_combat(file: &str) -> Game {
    let mut g = common::game(file, 1);
    for _ in 0..60 {
        if g.rules.phases[g.state.phase].kind == PhaseKind::Combat {
            return g;
        }
        let waiting = steppe::rules::mechanics::activation::to_activate(&g, &g.state);
        let c = match waiting.last() {
            Some(&u) => Command::Activate { unit: u },
            None => Command::EndPhase,
        };
        g.apply(c).expect("play goes on");
    }
    panic!("{file}: no combat phase");
}

/// Every face of every attack there is: all of the phasing side's units next to an enemy hex.
fn faces(g: &Game) -> Vec<DieOutcome> {
    let side = g.phasing_side(&g.state);
    let map = &g.scenario.map;
    let mut out = Vec::new();
    for t in 0..map.len() as u32 {
        let enemy = g
            .state
            .units_at(t)
            .next()
            .is_some_and(|u| g.scenario.units[u as usize].side != side);
        if !enemy {
            continue;
        }
        let attackers: Vec<_> = map.neighbours[t as usize]
            .iter()
            .filter(|&&x| x != NO_HEX)
            .flat_map(|&x| g.state.units_at(x).collect::<Vec<_>>())
            .filter(|&a| {
                g.scenario.units[a as usize].side == side
                    && attacker_problem(g, &g.state, a, t).is_none()
            })
            .collect();
        if attackers.is_empty() {
            continue;
        }
        if let Ok(o) = odds(g, &g.state, &attackers, t) {
            out.extend(forecast(g, &g.state, &o));
        }
    }
    out
}

#[test]
fn every_rulesets_outcomes_read_as_one_sentence_with_every_figure() {
    let mut seen = 0;
    let (mut ranged, mut stands) = (0, 0);
    for file in [
        "scenarios/gpw_barbarossa.ron",
        "scenarios/zw_blue.ron",
        "scenarios/war_1941.ron",
    ] {
        let g = first_combat(file);
        let faces = faces(&g);
        assert!(!faces.is_empty(), "{file}: no attack to word");
        for o in &faces {
            let text = outcome_text(o);
            let what = format!("{file}, {} {}: {text:?} for {o:?}", o.result, o.die);
            // One sentence: capitalised, no bracketed afterthought, no "defender" said twice
            // where one clause would do.
            assert!(text.starts_with(char::is_uppercase), "{what}");
            assert!(!text.contains("(at the cheapest"), "{what}");
            assert!(!text.contains(&u32::MAX.to_string()), "{what}");
            assert!(!text.contains("loses 0 steps"), "{what}");
            // Every figure is there.
            if o.defender_eliminated {
                assert!(text.contains("eliminated"), "{what}");
            } else if o.defender_steps > 0 {
                assert!(
                    text.contains(&counted(o.defender_steps, "step", "steps")),
                    "{what}"
                );
            }
            if o.defender_retreats || o.cheapest_retreat.is_some() {
                assert!(text.contains("retreats"), "{what}");
            }
            if o.attacker_steps > 0 {
                let a = format!(
                    "attacker loses {}",
                    counted(o.attacker_steps, "step", "steps")
                );
                assert!(text.to_lowercase().contains(&a), "{what}");
            }
            if o.may_stand {
                stands += 1;
                assert!(text.contains("lose a step instead of retreating"), "{what}");
            }
            if let Some(c) = o.cheapest_retreat {
                ranged += 1;
                assert!(text.contains("on the cheapest"), "{what}");
                if !c.defender_eliminated && c.defender_steps > 0 {
                    assert!(
                        text.contains(&counted(c.defender_steps, "step", "steps")),
                        "{what}"
                    );
                }
            }
            for a in &o.also {
                assert!(text.to_lowercase().contains(&a.to_lowercase()), "{what}");
            }
            seen += 1;
        }
    }
    assert!(seen > 100, "{seen} faces worded");
    eprintln!(
        "{seen} faces worded, {ranged} with a range of retreats, {stands} where the defender may stand"
    );
}
