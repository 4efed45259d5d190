//! `steppe reach FILE --unit ID`: every hex a unit can reach, by printed number, with its MP cost
//! and where and why it would have to stop.

use std::path::Path;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::rule_choices::RuleChoices;
use steppe_rules::mechanics::movement::Mover;
use steppe_rules::mechanics::reach::Reach;
use steppe_rules::model::tables::UnitId;

pub fn run(
    path: &Path,
    unit: &str,
    weather: Option<&str>,
    phase: Option<&str>,
    rules: &RuleChoices,
    json: bool,
) -> i32 {
    let mut g = match super::open_with(path, rules) {
        Ok(g) => g,
        Err(code) => return code,
    };
    let Some(u) = g.scenario.unit_by_id(unit) else {
        eprintln!(
            "{}: no unit \"{unit}\" in scenario \"{}\"",
            path.display(),
            g.scenario.name
        );
        return 1;
    };
    if let Some(ph) = phase {
        match to_phase(&g, u, ph) {
            Ok(c) => g = c,
            Err(e) => {
                eprintln!("{e}");
                return 1;
            }
        }
    }
    if let Some(w) = weather {
        match g.rules.weather_by_id(w) {
            Some(k) => g.state.weather = Some(k),
            None => {
                let ids: Vec<&str> = g.rules.weather.iter().map(|w| w.id.as_str()).collect();
                eprintln!("no weather \"{w}\" (weather: {})", ids.join(", "));
                return 1;
            }
        }
    }
    let m = match Mover::new(&g, &g.state, u) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let r = m.reach();
    let wname = g.state.weather.map_or("clear".to_string(), |w| {
        g.rules.weather[w as usize].name.to_lowercase()
    });
    if json {
        println!("{}", reach_json(&g, &m, &r, u, &wname));
    } else {
        print_reach(&g, &m, &r, u, &wname);
    }
    0
}

/// The game played on to the phase with id `ph`, as play goes there (where formations take
/// turns, the unit's activated if the phase is its side's): every phase's start run by play's
/// own steps. Or why not, to print.
fn to_phase(g: &Game, u: UnitId, ph: &str) -> Result<Game, String> {
    let Some(target) = g.rules.phases.iter().position(|p| p.id == ph) else {
        let ids: Vec<&str> = g.rules.phases.iter().map(|p| p.id.as_str()).collect();
        return Err(format!("no phase \"{ph}\" (phases: {})", ids.join(", ")));
    };
    let side = g.rules.phases[target].side;
    let acting =
        (g.scenario.units[u as usize].side == side && g.state.unit_hex(u).is_some()).then_some(u);
    steppe_rules::engine::coming::played_to(g, |p| p == target, acting)
        .map_err(|e| format!("cannot go on to phase \"{ph}\": {e}"))
}

/// Every hex the unit reaches, with its cost, path and reason to stop, as JSON.
fn reach_json(g: &Game, m: &Mover, r: &Reach, u: UnitId, wname: &str) -> serde_json::Value {
    let hexes: Vec<_> = r
        .dests
        .iter()
        .map(|&h| {
            serde_json::json!({
                "hex": g.label(h),
                "mp": mp_json(r.cost(h).expect("a destination was reached"), r.scale),
                "must_stop": m.reason(r, h).map(|s| s.to_string()),
                "path": r.path_to(h).unwrap_or_default().iter().map(|&x| g.label(x)).collect::<Vec<_>>(),
            })
        })
        .collect();
    serde_json::json!({
        "unit": g.scenario.units[u as usize].id,
        "from": g.label(r.start),
        "phase": g.rules.phases[g.state.phase].id,
        "weather": wname,
        "allowance": mp_json(r.allowance, r.scale),
        "rail": r.rail,
        "hexes": hexes,
    })
}

/// A line on the unit's move, then a line per hex it reaches: its cost, and why it must stop.
fn print_reach(g: &Game, m: &Mover, r: &Reach, u: UnitId, wname: &str) {
    let allowance = if r.allowance == u32::MAX {
        "any distance".to_string()
    } else {
        format!("{} MP", r.allowance_text())
    };
    println!(
        "{} from {} in the {} phase, {} weather: {}, {} reachable",
        g.unit_name(u),
        g.label(r.start),
        g.rules.phases[g.state.phase].name,
        wname,
        allowance,
        steppe_rules::model::words::counted(r.dests.len(), "hex", "hexes")
    );
    for &h in &r.dests {
        let stop = m
            .reason(r, h)
            .map(|s| format!("  stop: {s}"))
            .unwrap_or_default();
        println!(
            "{:>8}  {:>2} MP{stop}",
            g.label(h),
            r.mp_text(r.cost(h).expect("a destination was reached"))
        );
    }
}

/// Movement points for JSON: a whole number, or a fraction where roads count half points.
fn mp_json(ticks: u32, scale: u32) -> serde_json::Value {
    if ticks == u32::MAX || scale <= 1 {
        serde_json::json!(ticks)
    } else if ticks.is_multiple_of(scale) {
        serde_json::json!(ticks / scale)
    } else {
        serde_json::json!(f64::from(ticks) / f64::from(scale))
    }
}
