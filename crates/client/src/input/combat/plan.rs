//! The combat plan and what a click means in a combat phase, without bevy's systems: the
//! planned defender and attackers, the hexes that can be attacked, the retreat being drawn hex
//! by hex over the legal next hexes, and [`on_click`], which turns a click into a change of plan,
//! a command, or the reason nothing happens.

use crate::state::CombatPlan;
use crate::state::battle_attackers;
use crate::state::eligible_attackers;
use crate::state::next_retreat_hexes;
use crate::state::retreat_paths;
use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::mechanics::combat::waiting_for;
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;
use steppe_rules::state::Stage;
use steppe_rules::state::command::Command;

/// What a left click on a hex does in a combat phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CombatClick {
    /// The plan changes (a new defender, an attacker in or out, a retreat hex added).
    Plan(CombatPlan, String),
    Send(Command),
    Explain(String),
}

/// Decides what a click on `hex` does, given the plan.
pub(crate) fn on_click(game: &Game, plan: &CombatPlan, hex: HexIdx) -> CombatClick {
    if let Some(p) = &game.state.pending {
        return on_click_pending(game, plan, &p.stage, hex);
    }
    let side = game.phasing_side(&game.state);
    let units: Vec<UnitId> = game.state.units_at(hex).collect();
    let Some(&first) = units.first() else {
        return CombatClick::Explain(format!(
            "{} is empty: click an enemy unit to attack it",
            game.label(hex)
        ));
    };
    if game.scenario.units[first as usize].side != side {
        if units
            .iter()
            .any(|&u| game.state.units[u as usize].has(game.rules.roles.defended))
        {
            return CombatClick::Explain(format!(
                "{} has already been attacked this phase",
                game.label(hex)
            ));
        }
        let attackers = eligible_attackers(game, hex);
        if attackers.is_empty() {
            return CombatClick::Explain(format!(
                "no {} unit next to {} may attack it",
                game.rules.sides[side as usize].name,
                game.label(hex)
            ));
        }
        let text = format!(
            "attack on {} planned with {}; click your units to add or remove them, Enter \
             to attack",
            game.label(hex),
            steppe_rules::model::words::counted(attackers.len(), "unit", "units")
        );
        return CombatClick::Plan(
            CombatPlan {
                defender: Some(hex),
                attackers,
                retreat: Vec::new(),
            },
            text,
        );
    }
    // One of ours: in or out of the planned attack.
    let Some(defender) = plan.defender else {
        return CombatClick::Explain("click an enemy unit first to plan an attack on it".into());
    };
    let eligible = eligible_attackers(game, defender);
    let here: Vec<UnitId> = units
        .iter()
        .copied()
        .filter(|u| eligible.contains(u))
        .collect();
    if here.is_empty() {
        let why = if units
            .iter()
            .all(|&u| game.state.units[u as usize].has(game.rules.roles.attacked))
        {
            "has already attacked this phase"
        } else {
            "is not next to the defender"
        };
        return CombatClick::Explain(format!("{} {why}", game.unit_name(first)));
    }
    let mut next = plan.clone();
    let adding = here.iter().any(|u| !plan.attackers.contains(u));
    next.attackers.retain(|u| !here.contains(u));
    if adding {
        next.attackers.extend(&here);
    }
    let names: Vec<String> = here.iter().map(|&u| game.unit_name(u)).collect();
    let text = format!(
        "{} {} the attack on {}",
        names.join(", "),
        if adding { "joins" } else { "leaves" },
        game.label(defender)
    );
    CombatClick::Plan(next, text)
}

fn on_click_pending(game: &Game, plan: &CombatPlan, stage: &Stage, hex: HexIdx) -> CombatClick {
    let attacker_here = || {
        battle_attackers(game)
            .into_iter()
            .find(|&a| game.state.unit_hex(a) == Some(hex))
    };
    match stage {
        Stage::Retreat => {
            if !next_retreat_hexes(game, &plan.retreat).contains(&hex) {
                return CombatClick::Explain(format!(
                    "{} is not a legal next hex of the retreat; the legal ones are shaded",
                    game.label(hex)
                ));
            }
            let mut chosen = plan.retreat.clone();
            chosen.push(hex);
            let paths = retreat_paths(game, &chosen);
            // Complete when the chosen hexes are a legal path that no longer path goes on from.
            if paths.iter().all(|p| p.len() == chosen.len()) {
                return CombatClick::Send(Command::Retreat { path: chosen });
            }
            let text = format!(
                "retreat so far: {}; click the next hex",
                chosen
                    .iter()
                    .map(|&h| game.label(h))
                    .collect::<Vec<_>>()
                    .join("-")
            );
            CombatClick::Plan(
                CombatPlan {
                    retreat: chosen,
                    ..plan.clone()
                },
                text,
            )
        }
        Stage::AttackerLoss { .. } => match attacker_here() {
            Some(unit) => CombatClick::Send(Command::TakeLoss { unit }),
            None => CombatClick::Explain(format!(
                "click one of the attackers to take the loss (the battle waits for {})",
                waiting_for(&game.state)
            )),
        },
        Stage::Advance => match attacker_here() {
            Some(unit) => CombatClick::Send(Command::Advance { unit: Some(unit) }),
            None => CombatClick::Explain(
                "click an attacker to advance it into the vacated hex, or choose \"no advance\" \
                 in the combat panel"
                    .into(),
            ),
        },
        Stage::DefenderLoss { .. } => match game.state.units_at(hex).find(|u| {
            game.state
                .pending
                .as_ref()
                .is_some_and(|p| p.defenders.contains(u))
        }) {
            Some(unit) => CombatClick::Send(Command::TakeLoss { unit }),
            None => CombatClick::Explain(format!(
                "the battle waits for {}: pick the unit in the combat panel",
                waiting_for(&game.state)
            )),
        },
        Stage::Run
        | Stage::Choice { .. }
        | Stage::StepOrRetreat
        | Stage::Withdraw
        | Stage::TradePick { .. } => CombatClick::Explain(format!(
            "the battle waits for {}: choose in the combat panel",
            waiting_for(&game.state)
        )),
    }
}

#[cfg(test)]
mod tests {
    use crate::input::combat::plan::*;
    use crate::state::attackable;
    use std::path::Path;
    use steppe_rules::data::ruleset::PhaseKind;
    use steppe_rules::mechanics::combat::choices;
    use steppe_rules::state::UnitStatus;

    /// The combat example of 002 on its fixture: the Soviet tank army and infantry next to the
    /// German unit in the forest, in the Soviet combat phase.
    fn combat_game() -> Game {
        let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("tests/fixtures/movement_example.ron");
        let loaded = steppe_files::load_scenario(&path).expect("fixture loads");
        let mut game = Game::new(loaded.ruleset, loaded.scenario, 3);
        for _ in 0..100 {
            if game.rules.phases[game.state.phase].kind == PhaseKind::Combat
                && !attackable(&game).is_empty()
            {
                return game;
            }
            game.apply(Command::EndPhase).expect("phases end");
        }
        panic!("no combat phase with a battle to fight");
    }

    #[test]
    fn clicking_an_enemy_plans_the_attack_with_every_eligible_unit() {
        let game = combat_game();
        let target = attackable(&game)[0];
        let CombatClick::Plan(plan, _) = on_click(&game, &CombatPlan::default(), target) else {
            panic!("planned")
        };
        assert_eq!(plan.defender, Some(target));
        assert_eq!(plan.attackers, eligible_attackers(&game, target));
        assert!(!plan.attackers.is_empty());
        // A click on an attacker takes it out, a second click puts it back.
        let a = plan.attackers[0];
        let at = game.state.unit_hex(a).unwrap();
        let CombatClick::Plan(without, _) = on_click(&game, &plan, at) else {
            panic!("changed")
        };
        assert!(!without.attackers.contains(&a));
        let CombatClick::Plan(with, _) = on_click(&game, &without, at) else {
            panic!("changed")
        };
        assert!(with.attackers.contains(&a));
        // The plan's command is the rules' attack.
        assert_eq!(
            with.command(),
            Some(Command::Attack {
                attackers: with.attackers.clone(),
                defender: target
            })
        );
    }

    #[test]
    fn an_empty_hex_or_a_far_unit_is_explained() {
        let game = combat_game();
        let empty = (0..game.scenario.map.len() as HexIdx)
            .find(|&h| game.state.units_at(h).next().is_none())
            .unwrap();
        assert!(matches!(
            on_click(&game, &CombatPlan::default(), empty),
            CombatClick::Explain(_)
        ));
        let own = game
            .state
            .units
            .iter()
            .enumerate()
            .find_map(|(u, s)| match s.status() {
                UnitStatus::OnMap(h)
                    if game.scenario.units[u].side == game.phasing_side(&game.state) =>
                {
                    Some(h)
                }
                _ => None,
            })
            .unwrap();
        let CombatClick::Explain(text) = on_click(&game, &CombatPlan::default(), own) else {
            panic!("explained")
        };
        assert!(text.contains("enemy"), "{text}");
    }

    /// Plays battles from the plan until one waits for a retreat, then draws the retreat with
    /// clicks on the shaded hexes: the command sent is one of the rules' legal paths.
    #[test]
    fn a_retreat_is_drawn_on_the_legal_hexes() {
        // Barbarossa's first Axis combat phase: many battles to try.
        let start = crate::barbarossa_in(|k| *k == PhaseKind::Combat);
        for seed in 1..50 {
            for target in attackable(&start) {
                let mut game = start.clone();
                game.state.dice = steppe_rules::state::Dice::new(seed);
                let CombatClick::Plan(plan, _) = on_click(&game, &CombatPlan::default(), target)
                else {
                    panic!("planned")
                };
                if game.apply(plan.command().unwrap()).is_err() {
                    continue;
                }
                // Through the choices before the retreat: the defender retreats, the first
                // attacker takes any loss.
                while let Some(p) = &game.state.pending {
                    let cmd = match p.stage {
                        Stage::StepOrRetreat => Command::DefenderChoice {
                            step_instead: false,
                        },
                        Stage::AttackerLoss { .. } => choices(&game, &game.state)[0].clone(),
                        _ => break,
                    };
                    game.apply(cmd).expect("a legal choice");
                }
                if game.state.pending.as_ref().map(|p| &p.stage) != Some(&Stage::Retreat) {
                    continue;
                }
                let legal: Vec<Command> = choices(&game, &game.state);
                let mut plan = CombatPlan::default();
                loop {
                    let next = next_retreat_hexes(&game, &plan.retreat);
                    assert!(!next.is_empty());
                    match on_click(&game, &plan, *next.last().unwrap()) {
                        CombatClick::Plan(p, _) => plan = p,
                        CombatClick::Send(cmd) => {
                            assert!(legal.contains(&cmd), "{cmd:?} not in {legal:?}");
                            game.apply(cmd).expect("legal");
                            return;
                        }
                        CombatClick::Explain(e) => panic!("{e}"),
                    }
                }
            }
        }
        panic!("no seed gave a retreat");
    }
}
