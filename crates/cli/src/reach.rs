//! `steppe reach FILE --unit ID`: every hex a unit can reach, by printed number, with its MP cost
//! and where and why it would have to stop.

use std::path::Path;
use steppe_rules::mechanics::movement::Mover;

pub fn run(
    path: &Path,
    unit: &str,
    weather: Option<&str>,
    phase: Option<&str>,
    rules: &steppe_rules::engine::rule_choices::RuleChoices,
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
        let Some(target) = g.rules.phases.iter().position(|p| p.id == ph) else {
            let ids: Vec<&str> = g.rules.phases.iter().map(|p| p.id.as_str()).collect();
            eprintln!("no phase \"{ph}\" (phases: {})", ids.join(", "));
            return 1;
        };
        // Played on as play goes there (where formations take turns, the unit's activated if
        // the phase is its side's): every phase's start run by play's own steps.
        let side = g.rules.phases[target].side;
        let acting = (g.scenario.units[u as usize].side == side && g.state.unit_hex(u).is_some())
            .then_some(u);
        match steppe_rules::engine::coming::played_to(&g, |p| p == target, acting) {
            Ok(c) => g = c,
            Err(e) => {
                eprintln!("cannot go on to phase \"{ph}\": {e}");
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
    let phase_name = &g.rules.phases[g.state.phase].name;
    let wname = g.state.weather.map_or("clear".to_string(), |w| {
        g.rules.weather[w as usize].name.to_lowercase()
    });
    if json {
        let hexes: Vec<_> = r
            .dests
            .iter()
            .map(|&h| {
                serde_json::json!({
                    "hex": g.label(h),
                    "mp": mp_json(r.cost(h).expect("a destination was reached"), r.scale),
                    "must_stop": m.reason(&r, h).map(|s| s.to_string()),
                    "path": r.path_to(h).unwrap_or_default().iter().map(|&x| g.label(x)).collect::<Vec<_>>(),
                })
            })
            .collect();
        let v = serde_json::json!({
            "unit": g.scenario.units[u as usize].id,
            "from": g.label(r.start),
            "phase": g.rules.phases[g.state.phase].id,
            "weather": wname,
            "allowance": mp_json(r.allowance, r.scale),
            "rail": r.rail,
            "hexes": hexes,
        });
        println!("{v}");
        return 0;
    }
    let allowance = if r.allowance == u32::MAX {
        "any distance".to_string()
    } else {
        format!("{} MP", r.allowance_text())
    };
    println!(
        "{} from {} in the {} phase, {} weather: {}, {} reachable",
        g.unit_name(u),
        g.label(r.start),
        phase_name,
        wname,
        allowance,
        steppe_rules::model::words::counted(r.dests.len(), "hex", "hexes")
    );
    for &h in &r.dests {
        let stop = m
            .reason(&r, h)
            .map(|s| format!("  stop: {s}"))
            .unwrap_or_default();
        println!(
            "{:>8}  {:>2} MP{stop}",
            g.label(h),
            r.mp_text(r.cost(h).expect("a destination was reached"))
        );
    }
    0
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
