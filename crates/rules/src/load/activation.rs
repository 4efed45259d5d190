//! Checks a ruleset's activations (`data::activation`): HQ tags, the range, the loop's phases
//! (contiguous, one run a side, after at least one other phase) and the initiative.

use crate::data::ruleset::RawRuleset;
use crate::load::checker::Checker;
use crate::load::source::Path;
use crate::model::activation::{Activations, Run};
use crate::model::tables::SideId;
use std::collections::HashSet;

pub(crate) fn check_activations(
    c: &mut Checker,
    raw: &RawRuleset,
    all_tags: &HashSet<&str>,
) -> Option<Activations> {
    let a = raw.activations.as_ref()?;
    let p = Path::root().field("activations");
    for (i, t) in a.hq.iter().enumerate() {
        if !all_tags.contains(t.as_str()) {
            c.err(
                p.field("hq").index(i),
                format!("no unit type has the tag \"{t}\""),
            );
        }
    }
    if a.range == 0 {
        c.err(
            p.field("range"),
            "a command range of 0 hexes commands nothing",
        );
    }
    if a.initiative.faces == 0 {
        c.err(
            p.field("initiative").field("faces"),
            "a die needs at least one face",
        );
    }
    let tie = c
        .lookup(
            p.field("initiative").field("tie"),
            "side",
            &a.initiative.tie,
            raw.sides.iter().map(|s| s.id.as_str()),
        )
        .unwrap_or(0) as SideId;
    let mut indices: Vec<usize> = Vec::new();
    for (i, id) in a.phases.iter().enumerate() {
        if let Some(k) = c.lookup(
            p.field("phases").index(i),
            "phase",
            id,
            raw.phases.iter().map(|ph| ph.id.as_str()),
        ) {
            if let Some(&prev) = indices.last()
                && k != prev + 1
            {
                c.err(
                    p.field("phases").index(i),
                    format!(
                        "\"{id}\" does not follow \"{}\" in the sequence of play: the \
                         activation phases must be listed in order, with nothing between them",
                        raw.phases[prev].id
                    ),
                );
            }
            indices.push(k);
        }
    }
    if a.phases.is_empty() {
        c.err(p.field("phases"), "an activation needs at least one phase");
    }
    if indices.first() == Some(&0) {
        c.err(
            p.field("phases").index(0),
            "the activations cannot open the turn: a phase before them assigns the units to \
             their HQs and rolls the initiative as they begin",
        );
    }
    let side_of = |k: usize| raw.sides.iter().position(|s| s.id == raw.phases[k].side);
    let mut runs: Vec<Run> = Vec::new();
    for &k in &indices {
        let side = side_of(k).unwrap_or(0) as SideId;
        match runs.last_mut() {
            Some(r) if r.side == side => r.last = k,
            _ => {
                if runs.iter().any(|r| r.side == side) {
                    c.err(
                        p.field("phases"),
                        format!(
                            "the {} phases are split: each side's activation phases must be \
                             together",
                            raw.phases[k].side
                        ),
                    );
                }
                runs.push(Run {
                    side,
                    first: k,
                    last: k,
                });
            }
        }
    }
    Some(Activations {
        source: a.source.clone(),
        hq_types: raw
            .unit_types
            .iter()
            .map(|t| t.tags.iter().any(|tag| a.hq.contains(tag)))
            .collect(),
        range: a.range,
        runs,
        faces: a.initiative.faces.max(1),
        tie,
    })
}
