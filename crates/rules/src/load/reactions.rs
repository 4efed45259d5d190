//! Checks a ruleset's reactions (`data::reactions`) into `model::orders::Reaction`.

use crate::data::reactions::{Response, Trigger};
use crate::data::ruleset::RawRuleset;
use crate::load::checker::Checker;
use crate::load::condition::Names;
use crate::load::source::Path;
use crate::model::orders::Reaction;

pub(crate) fn check_reactions(c: &mut Checker, raw: &RawRuleset, names: &Names) -> Vec<Reaction> {
    let root = Path::root().field("reactions");
    c.unique(
        root.clone(),
        "reaction",
        raw.reactions.iter().map(|r| r.id.as_str()),
    );
    raw.reactions
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let p = root.index(i);
            let side = c
                .lookup(
                    p.field("side"),
                    "side",
                    &r.side,
                    raw.sides.iter().map(|s| s.id.as_str()),
                )
                .unwrap_or(0);
            let when = r.when.as_ref().map(|w| {
                if !crate::load::costs::about_time_only(w) {
                    c.err(
                        p.field("when"),
                        "a reaction's `when` may only ask about turns, dates, weather, optional \
                         rules and choices",
                    );
                }
                names.compile(c, &p.field("when"), w)
            });
            let Trigger::EntersRear { within, zoc } = r.trigger;
            if within == 0 {
                c.err(
                    p.field("trigger").field("within"),
                    "a rear area of 0 hexes never sets the reaction off",
                );
            }
            let Response::Withdraw {
                stop_in,
                stop_across,
            } = &r.response;
            let mut stop_terrain = vec![false; raw.terrain.len()];
            let mut stop_features = 0u32;
            for (j, id) in stop_in.iter().enumerate() {
                if let Some(t) = raw.terrain.iter().position(|t| &t.id == id) {
                    stop_terrain[t] = true;
                } else if let Some(f) = raw.features.iter().position(|f| &f.id == id) {
                    stop_features |= 1 << f;
                } else {
                    let known = raw
                        .terrain
                        .iter()
                        .map(|t| t.id.as_str())
                        .chain(raw.features.iter().map(|f| f.id.as_str()));
                    c.lookup(
                        p.field("response").field("stop_in").index(j),
                        "terrain or feature",
                        id,
                        known,
                    );
                }
            }
            let mut stop_hexsides = vec![false; raw.hexsides.len()];
            for (j, id) in stop_across.iter().enumerate() {
                if let Some(k) = c.lookup(
                    p.field("response").field("stop_across").index(j),
                    "hexside",
                    id,
                    raw.hexsides.iter().map(|h| h.id.as_str()),
                ) {
                    stop_hexsides[k] = true;
                }
            }
            Reaction {
                name: r.name.clone(),
                source: r.source.clone(),
                text: r.text.clone(),
                side: side as u8,
                when,
                units: names.unit(c, &p.field("units"), &r.units, None),
                within,
                zoc,
                stop_terrain,
                stop_features,
                stop_hexsides,
                marker: names.unit_marker(c, p.field("marks"), &r.marks),
            }
        })
        .collect()
}
