//! The bars' words, from the game alone: the top bar's heading ("Turn 3 of 8: Aug 1941", the
//! phase and the side acting, the weather, the formation acting), the replacement points, and
//! what the bottom bar says of the hex under the pointer. `bars` draws them.

use crate::state::Selection;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;

/// "Turn 3 of 8: Aug 1941" style heading parts: turn, phase, side, weather, points.
pub(crate) fn phase_summary(g: &Game) -> Vec<String> {
    let phase = &g.rules.phases[g.state.phase];
    let mut parts = vec![
        format!(
            "Turn {} of {}: {}",
            g.state.turn,
            g.scenario.turns,
            g.turn_name(&g.state)
        ),
        {
            // "German Movement phase", not "German Movement phase (German)".
            let side = &g.rules.sides[phase.side as usize].name;
            if phase.name.starts_with(side.as_str()) {
                format!("{} phase", phase.name)
            } else {
                format!("{} phase ({side})", phase.name)
            }
        },
        format!("weather: {}", weather_text(g)),
    ];
    // Where formations take turns: the one acting, or that one must be chosen; after the
    // weather, so that a long name is what the bar cuts short (the activations window has it).
    if steppe_rules::mechanics::activation::needs_activation(g, &g.state) {
        parts.push("activate a formation".into());
    } else if let Some(a) = g.state.formations.active
        && g.rules
            .activations
            .as_ref()
            .is_some_and(|x| x.run_of(g.state.phase).is_some())
    {
        parts.push(format!("acting: {}", g.scenario.units[a as usize].name));
    }
    if g.state.over {
        parts.push("GAME OVER".into());
    }
    parts
}

/// Each side's replacement points, for the bar's second row.
pub(crate) fn points_text(g: &Game) -> String {
    let points: Vec<String> = g
        .rules
        .sides
        .iter()
        .zip(&g.state.points)
        .map(|(s, p)| format!("{} {p}", s.name))
        .collect();
    format!("Replacement points: {}", points.join(", "))
}

/// The weather in force, or what this turn may bring before its die is rolled.
fn weather_text(g: &Game) -> String {
    let rules = &g.rules;
    if let Some(w) = g.state.weather.and_then(|w| rules.weather.get(w as usize)) {
        return w.name.clone();
    }
    let (slot, _) = g.scenario.turn_date(rules, g.state.turn);
    if !rules.calendar[slot].weather_table.is_empty() {
        return "to be rolled".into();
    }
    match rules.calendar[slot].possible_weather {
        Some(w) => format!(
            "{} possible (not rolled yet)",
            rules.weather[w as usize].name.to_lowercase()
        ),
        // No roll this turn: the weather that no die brings.
        None => rules.clear_weather().map_or_else(
            || "none".to_string(),
            |w| rules.weather[w as usize].name.clone(),
        ),
    }
}

/// What the pointer is over: hex number, terrain, place name, units, and the move there.
pub(crate) fn hover_text(g: &Game, selection: &Selection, hex: HexIdx) -> String {
    let map = &g.scenario.map;
    let terrain = &g.rules.terrain[map.terrain[hex as usize] as usize].name;
    let mut text = format!("{} {terrain}", g.label(hex));
    if let Some(name) = map.place(hex).and_then(|p| p.name.as_deref()) {
        text.push_str(&format!(" — {name}"));
    }
    let units: Vec<String> = g.state.units_at(hex).map(|u| g.unit_name(u)).collect();
    if !units.is_empty() {
        text.push_str(&format!(" — {}", units.join(", ")));
    }
    if let Some(sel) = &selection.0
        && sel.reach.dests.contains(&hex)
    {
        let cost = sel.reach.cost_words(sel.reach.cost(hex).unwrap_or(0));
        text.push_str(&format!(
            " — {}: {cost}{}",
            if sel.reach.rail { "rail" } else { "move" },
            if sel.reach.must_stop(hex) {
                ", must stop"
            } else {
                ""
            }
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use crate::state::Selection;
    use crate::test_game;
    use crate::ui::bar_words::*;

    #[test]
    fn the_bar_names_turn_phase_side_and_weather() {
        let g = test_game();
        let parts = phase_summary(&g);
        assert_eq!(
            parts[0],
            format!("Turn 1 of {}: {}", g.scenario.turns, g.turn_name(&g.state))
        );
        let phase = &g.rules.phases[g.state.phase];
        assert!(parts[1].starts_with(&phase.name), "{parts:?}");
        assert!(parts[2].starts_with("weather: "), "{parts:?}");
    }

    /// Where formations take turns the weather comes before the formation acting, whose
    /// name may be long: the bar cuts the last parts short first.
    #[test]
    fn the_weather_comes_before_the_formation_acting() {
        let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("scenarios/typhoon_1941.ron");
        let loaded = steppe_files::load_scenario(&path).expect("the scenario loads");
        let mut g = Game::new(loaded.ruleset, loaded.scenario, 1);
        while !steppe_rules::mechanics::activation::needs_activation(&g, &g.state) {
            g.apply(steppe_rules::state::command::Command::EndPhase)
                .expect("phases end");
        }
        let parts = phase_summary(&g);
        assert!(parts[2].starts_with("weather: "), "{parts:?}");
        assert_eq!(parts[3], "activate a formation", "{parts:?}");
        let unit = steppe_rules::mechanics::activation::to_activate(&g, &g.state)[0];
        g.apply(steppe_rules::state::command::Command::Activate { unit })
            .expect("a waiting formation may act");
        let parts = phase_summary(&g);
        assert!(parts[2].starts_with("weather: "), "{parts:?}");
        assert_eq!(
            parts[3],
            format!("acting: {}", g.scenario.units[unit as usize].name),
            "{parts:?}"
        );
    }

    #[test]
    fn hovering_a_hex_names_its_number_and_terrain() {
        let g = test_game();
        let text = hover_text(&g, &Selection::default(), 0);
        let terrain = &g.rules.terrain[g.scenario.map.terrain[0] as usize].name;
        assert!(
            text.starts_with(&format!("{} {terrain}", g.label(0))),
            "{text}"
        );
    }
}
