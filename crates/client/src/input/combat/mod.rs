//! Fighting on the map, in a combat phase. A click on an enemy hex makes it the planned
//! defender with every eligible adjacent unit as an attacker; clicks on your own adjacent units
//! take them out of the attack or put them back. The combat panel (ui/combat_panel) shows the
//! odds and sends the attack. While a battle waits for a choice, the map takes it: the retreat is
//! drawn hex by hex over the legal next hexes, an attacker is clicked to take a loss or to
//! advance. Number keys pick the panel's numbered choices; Enter commits the planned attack.
//!
//! The plan is only a plan: nothing changes the game but the commands sent to the applying
//! system.

mod plan;

pub(crate) use plan::*;

use crate::state::Blocked;
use crate::state::CombatView;
use crate::state::Hovered;
use crate::state::Seats;
use crate::state::ShowHexes;
#[cfg(test)]
use crate::state::StatusLine;
use crate::state::attackable;
use crate::state::eligible_attackers;
use crate::state::in_phase_kind;
use crate::state::next_retreat_hexes;
use crate::state::{Act, ApplySet, CombatPlan, CurrentGame, Follow, GameChanged};
use bevy::prelude::*;
use steppe_rules::data::ruleset::PhaseKind;
use steppe_rules::mechanics::combat::forecast::forecast;
use steppe_rules::mechanics::combat::{distinct_choices, waiting_for};
use steppe_rules::model::map::HexIdx;
use steppe_rules::state::Stage;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CombatPlan>()
        .init_resource::<CombatView>()
        .add_message::<ShowHexes>()
        .add_systems(
            Update,
            (
                (click, keys)
                    .run_if(in_phase_kind(|k| *k == PhaseKind::Combat))
                    .run_if(|b: Res<Blocked>| !b.0)
                    .before(ApplySet),
                reaction_keys
                    .run_if(in_phase_kind(|k| *k != PhaseKind::Combat))
                    .run_if(|b: Res<Blocked>| !b.0)
                    .before(ApplySet),
                (
                    follow_game.run_if(resource_changed::<CurrentGame>),
                    update_view.run_if(
                        resource_changed::<CurrentGame>.or_else(resource_changed::<CombatPlan>),
                    ),
                    show_retreat.run_if(resource_changed::<CurrentGame>),
                    show_targets.run_if(resource_changed::<CurrentGame>),
                    show_attack.run_if(resource_changed::<CombatPlan>),
                )
                    .chain()
                    .in_set(Follow),
            ),
        );
}

fn update_view(game: Res<CurrentGame>, plan: Res<CombatPlan>, mut view: ResMut<CombatView>) {
    let g = &game.0;
    let combat = !g.state.over && g.rules.phases[g.state.phase].kind == PhaseKind::Combat;
    if !combat || g.state.pending.is_some() {
        *view = CombatView {
            answers: distinct_choices(g, &g.state),
            ..CombatView::default()
        };
        return;
    }
    let odds = plan.odds(g);
    let forecast = match &odds {
        Some(Ok(o)) => forecast(g, &g.state, o),
        _ => Vec::new(),
    };
    let opposed = match &odds {
        Some(Ok(o)) => steppe_rules::mechanics::combat::opposed::forecast(g, o),
        _ => None,
    };
    let owed = steppe_rules::mechanics::orders::owed_attacks(g, &g.state)
        .into_iter()
        .map(|(h, _)| h)
        .collect();
    *view = CombatView {
        attackable: attackable(g),
        odds,
        forecast,
        opposed,
        owed,
        answers: Vec::new(),
    };
}

/// When a battle comes to the retreat, the hexes it may be drawn through are brought into view
/// (clear of the panels), once.
fn show_retreat(
    game: Res<CurrentGame>,
    view: Res<CombatView>,
    mut was: Local<bool>,
    mut show: MessageWriter<ShowHexes>,
) {
    let p = game.0.state.pending.as_ref();
    let now = p.is_some_and(|p| p.stage == Stage::Retreat);
    if now && !*was {
        let mut hexes: Vec<HexIdx> = p.map(|p| p.hex).into_iter().collect();
        for c in &view.answers {
            if let steppe_rules::state::command::Command::Retreat { path } = &c.command {
                hexes.extend(
                    path.iter()
                        .filter(|h| !hexes.contains(h))
                        .collect::<Vec<_>>(),
                );
            }
        }
        show.write(ShowHexes { hexes, all: true });
    }
    *was = now;
}

/// When a person's combat phase begins (or a game opens in one), the enemy hexes they can
/// attack (`CombatView::attackable`, just brought up to date) are brought clear of the windows
/// that open with it (the combat results table over the map's left, the combat panel and the
/// battle log over its right), as many as fit, once a phase: the orange rings the combat panel
/// points to are then on the screen, not under the table. The computer's own combat is shown as
/// it fights (services::computer).
fn show_targets(
    game: Res<CurrentGame>,
    view: Res<CombatView>,
    seats: Option<Res<Seats>>,
    mut changes: MessageReader<GameChanged>,
    mut was: Local<bool>,
    mut show: MessageWriter<ShowHexes>,
) {
    let g = &game.0;
    if changes.read().any(|c| matches!(c, GameChanged::Replaced)) {
        *was = false;
    }
    let now = !g.state.over && g.rules.phases[g.state.phase].kind == PhaseKind::Combat;
    if now
        && !*was
        && !view.attackable.is_empty()
        && seats.is_none_or(|s| s.computer_acting(g).is_none())
    {
        show.write(ShowHexes {
            hexes: view.attackable.clone(),
            all: true,
        });
    }
    *was = now;
}

/// When an attack is planned on a new defender, it, its attackers and the hexes around it that
/// its retreat and advance may use are brought clear of the windows, once: the attack's one
/// move of the view (`drawing::view`), so the questions after the roll find them in view.
fn show_attack(
    game: Res<CurrentGame>,
    plan: Res<CombatPlan>,
    mut was: Local<Option<HexIdx>>,
    mut show: MessageWriter<ShowHexes>,
) {
    if plan.defender == *was {
        return;
    }
    *was = plan.defender;
    let Some(defender) = plan.defender else {
        return;
    };
    show.write(ShowHexes {
        hexes: attack_surroundings(&game.0, &plan, defender),
        all: true,
    });
}

/// Hexes this far from a defender are kept in view with its attack: a retreat of two hexes
/// (the usual length) and the advance after it.
const AROUND: u32 = 2;

/// The defender's hex first, its attackers' hexes, then the map's hexes within [`AROUND`] of
/// the defender.
fn attack_surroundings(
    g: &steppe_rules::engine::game::Game,
    plan: &CombatPlan,
    defender: HexIdx,
) -> Vec<HexIdx> {
    let mut hexes = vec![defender];
    for &a in &plan.attackers {
        if let Some(h) = g.state.unit_hex(a)
            && !hexes.contains(&h)
        {
            hexes.push(h);
        }
    }
    let map = &g.scenario.map;
    let centre = map.hex(defender);
    for h in 0..map.len() as HexIdx {
        if !hexes.contains(&h) && map.hex(h).unsigned_distance_to(centre) <= AROUND {
            hexes.push(h);
        }
    }
    hexes
}

fn click(
    buttons: Res<ButtonInput<MouseButton>>,
    hovered: Res<Hovered>,
    game: Res<CurrentGame>,
    mut plan: ResMut<CombatPlan>,
    mut act: Act,
) {
    if !buttons.just_pressed(MouseButton::Left) {
        return;
    }
    let Some(hex) = hovered.0 else { return };
    match on_click(&game.0, &plan, hex) {
        CombatClick::Plan(next, text) => {
            *plan = next;
            act.say(text);
        }
        CombatClick::Send(cmd) => act.command(cmd),
        CombatClick::Explain(text) => act.refuse(text),
    }
}

/// The digit keys 1 to 9, in order.
const DIGITS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// Enter attacks as planned; a digit picks that numbered choice of the waiting battle; Esc
/// drops the plan.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<CurrentGame>,
    view: Res<CombatView>,
    mut plan: ResMut<CombatPlan>,
    mut act: Act,
) {
    if keys.just_pressed(KeyCode::Escape) && *plan != CombatPlan::default() {
        *plan = CombatPlan::default();
        act.say("attack plan dropped");
    }
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    let digit = DIGITS.iter().position(|&k| keys.just_pressed(k));
    if game.0.state.pending.is_none() {
        if enter {
            match plan.command() {
                Some(cmd) => act.command(cmd),
                None => act.refuse("click an enemy hex first to plan an attack"),
            }
        } else if digit.is_some() {
            act.refuse("no battle is waiting for a choice");
        }
        return;
    }
    if enter {
        act.refuse(format!(
            "finish the battle first: it waits for {}",
            waiting_for(&game.0.state)
        ));
    }
    if let Some(n) = digit {
        let all = &view.answers;
        match all.get(n) {
            Some(c) => act.command(c.command.clone()),
            None => act.refuse(format!("there are only {} choices", all.len())),
        }
    }
}

/// Outside the combat phase, a move halted for a reaction (Zhukov's War's turn-1 panic): a digit
/// picks that numbered answer of the Reaction window, as it does a battle's choice.
fn reaction_keys(
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<CurrentGame>,
    view: Res<CombatView>,
    mut act: Act,
) {
    let Some(n) = DIGITS.iter().position(|&k| keys.just_pressed(k)) else {
        return;
    };
    if game.0.state.pending.is_none() {
        return;
    }
    match view.answers.get(n) {
        Some(c) => act.command(c.command.clone()),
        None => act.refuse(format!("there are only {} choices", view.answers.len())),
    }
}

/// After the game changed: a plan whose defender is gone or fought is dropped, attackers that
/// may no longer attack leave it, and a retreat being drawn starts again if the battle moved on.
fn follow_game(game: Res<CurrentGame>, mut plan: ResMut<CombatPlan>) {
    let g = &game.0;
    let mut next = plan.clone();
    let in_combat = g.rules.phases[g.state.phase].kind == PhaseKind::Combat;
    let drawing = g.state.pending.as_ref().map(|p| &p.stage) == Some(&Stage::Retreat)
        && (next.retreat.is_empty() || !next_retreat_hexes(g, &next.retreat).is_empty());
    if !drawing {
        next.retreat.clear();
    }
    if let Some(hex) = next.defender {
        let enemy = g
            .state
            .units_at(hex)
            .next()
            .is_some_and(|u| g.scenario.units[u as usize].side != g.phasing_side(&g.state));
        let fought = g
            .state
            .units_at(hex)
            .any(|u| g.state.units[u as usize].has(g.rules.roles.defended));
        if !in_combat || !enemy || fought {
            next.defender = None;
            next.attackers.clear();
        } else {
            let eligible = eligible_attackers(g, hex);
            next.attackers.retain(|u| eligible.contains(u));
        }
    }
    plan.set_if_neq(next);
}

#[cfg(test)]
mod tests;
