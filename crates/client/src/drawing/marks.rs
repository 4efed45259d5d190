//! Map shading for everything but a moving unit's reach: the planned attack (defender ringed in
//! red, attackers in yellow, other units that could join in pale yellow, every hex that can be
//! attacked ringed in orange), a battle waiting for a choice (the legal next retreat hexes in green,
//! the attackers to click in yellow), the hexes a unit being placed may go to (green), and two
//! toggles: the enemy's zones of control (Z) and the hexes out of the phasing side's supply (U)
//! (the third toggle, N, the hex numbers, is `hex_numbers`).
//! Units that can still move this phase are ringed thinly in cyan (`may_act`).
//! Where formations take turns: the active formation's hexes ringed in magenta, or, while the side
//! chooses what to activate, the HQs and units out of command it may activate ringed in white.
//!
//! One mesh, rebuilt only when the game, the plan, the placing or a toggle changes.
use crate::drawing::board::Z_LABELS;
use crate::drawing::mesh::MeshBuilder;
use crate::state::Blocked;
use crate::state::BoardLayout;
use crate::state::next_retreat_hexes;
use crate::state::{Announce, BoardChanged, CombatPlan, CurrentGame, MapToggles, MayAct, Placing};
use crate::state::{attackable, battle_attackers, eligible_attackers};

use bevy::prelude::*;
use steppe_rules::data::ruleset::PhaseKind;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;
use steppe_rules::query::supply::supply_map;
use steppe_rules::query::zoc::enemy_zoc;
use steppe_rules::state::Stage;

/// Under the counters, with the reach shading.
const Z_MARKS: f32 = Z_LABELS - 0.03;

pub(crate) const ATTACKABLE: Color = Color::srgba(1.0, 0.35, 0.05, 0.9);
pub(crate) const DEFENDER: Color = Color::srgb(0.9, 0.05, 0.05);
pub(crate) const ATTACKER: Color = Color::srgb(1.0, 0.85, 0.0);
pub(crate) const MAY_JOIN: Color = Color::srgba(1.0, 0.9, 0.3, 0.45);
pub(crate) const LEGAL: Color = Color::srgba(0.1, 0.75, 0.2, 0.5);
const CHOSEN: Color = Color::srgba(0.05, 0.45, 0.1, 0.8);
pub(crate) const ZOC: Color = Color::srgba(0.8, 0.0, 0.0, 0.75);
pub(crate) const NO_SUPPLY: Color = Color::srgba(0.25, 0.0, 0.35, 0.45);
/// Magenta: no terrain, line or other mark uses it (rivers are blue), so the active formation
/// stands out at the whole-map view.
pub(crate) const FORMATION: Color = Color::srgba(1.0, 0.1, 0.85, 0.95);
pub(crate) const MAY_ACT: Color = Color::srgba(0.2, 0.95, 1.0, 0.85);
pub(crate) const MAY_ACTIVATE: Color = Color::srgba(1.0, 1.0, 1.0, 0.9);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MapToggles>()
        .add_systems(Startup, setup)
        .add_systems(
            Update,
            (
                toggle_keys.run_if(|b: Res<Blocked>| !b.0),
                draw.run_if(on_message::<BoardChanged>).after(Announce),
            )
                .chain(),
        );
}

#[derive(Resource)]
struct MarksMesh(Handle<Mesh>);

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (drawn, mesh) = crate::drawing::mesh::layer(&mut meshes, &mut materials, Z_MARKS);
    commands.spawn((drawn, crate::drawing::board_cache::InPicture));
    commands.insert_resource(MarksMesh(mesh));
}

fn toggle_keys(keys: Res<ButtonInput<KeyCode>>, mut toggles: ResMut<MapToggles>) {
    if keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyZ) {
        toggles.zoc = !toggles.zoc;
    }
    if keys.just_pressed(KeyCode::KeyU) {
        toggles.supply = !toggles.supply;
    }
    if keys.just_pressed(KeyCode::KeyN) {
        toggles.numbers = !toggles.numbers;
    }
}

fn fill(m: &mut MeshBuilder, board: &BoardLayout, h: HexIdx, by: f32, colour: Color) {
    m.polygon(board.centre(h), &board.inset(h, by), colour);
}

fn ring(m: &mut MeshBuilder, board: &BoardLayout, h: HexIdx, outer: f32, inner: f32, c: Color) {
    m.ring6(board.inset(h, outer), board.inset(h, inner), c);
}

/// The hexes and colours to shade, as (hex, kind) pairs: kept apart from the mesh so the
/// tests can read them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    Attackable,
    Defender,
    Attacker,
    MayJoin,
    Legal,
    Chosen,
    Zoc,
    NoSupply,
    /// A hex of the active formation.
    Formation,
    /// An HQ or a unit out of command the side may activate.
    MayActivate,
    /// A unit that can still move this phase (`may_act`).
    MayAct,
}

/// Every mark on the map for this game, plan, placing and toggles.
pub(crate) fn marks(
    game: &Game,
    plan: &CombatPlan,
    placing: &Placing,
    toggles: MapToggles,
    may_act: &[HexIdx],
) -> Vec<(HexIdx, Mark)> {
    let mut out: Vec<(HexIdx, Mark)> = may_act.iter().map(|&h| (h, Mark::MayAct)).collect();
    let side = game.phasing_side(&game.state);
    if toggles.zoc {
        let zoc = enemy_zoc(game, &game.state, side);
        out.extend(
            (0..zoc.len() as HexIdx)
                .filter(|&h| zoc[h as usize])
                .map(|h| (h, Mark::Zoc)),
        );
    }
    if toggles.supply {
        let supplied = supply_map(game, &game.state, side);
        let map = &game.scenario.map;
        out.extend(
            (0..supplied.len() as HexIdx)
                .filter(|&h| {
                    !supplied[h as usize]
                        && !game.rules.terrain[map.terrain[h as usize] as usize].water
                })
                .map(|h| (h, Mark::NoSupply)),
        );
    }
    if game.state.over {
        return out;
    }
    out.extend(formation_marks(game));
    // A move halted for a reaction: the hex it was about to enter, the units that may react, or
    // where the reacting unit may withdraw to.
    if let Some(p) = &game.state.pending
        && let Some(r) = &p.reaction
    {
        out.push((p.hex, Mark::Defender));
        if r.reacting.is_some() {
            for c in steppe_rules::mechanics::combat::choices(game, &game.state) {
                if let steppe_rules::state::command::Command::Retreat { path } = c
                    && let Some(&h) = path.last()
                {
                    out.push((h, Mark::Legal));
                }
            }
        } else {
            out.extend(
                p.defenders
                    .iter()
                    .filter_map(|&u| game.state.unit_hex(u))
                    .map(|h| (h, Mark::Attacker)),
            );
        }
        return out;
    }
    let kind = &game.rules.phases[game.state.phase].kind;
    if *kind == PhaseKind::Combat {
        if let Some(p) = &game.state.pending {
            out.push((p.hex, Mark::Defender));
            match p.stage {
                Stage::Retreat => {
                    out.extend(plan.retreat.iter().map(|&h| (h, Mark::Chosen)));
                    out.extend(
                        next_retreat_hexes(game, &plan.retreat)
                            .into_iter()
                            .map(|h| (h, Mark::Legal)),
                    );
                }
                Stage::AttackerLoss { .. } | Stage::Advance => {
                    for a in battle_attackers(game) {
                        if let Some(h) = game.state.unit_hex(a) {
                            out.push((h, Mark::Attacker));
                        }
                    }
                }
                Stage::StepOrRetreat
                | Stage::DefenderLoss { .. }
                | Stage::Run
                | Stage::Withdraw
                | Stage::TradePick { .. }
                | Stage::Choice { .. } => {}
            }
        } else {
            out.extend(attackable(game).into_iter().map(|h| (h, Mark::Attackable)));
            if let Some(d) = plan.defender {
                out.push((d, Mark::Defender));
                for u in eligible_attackers(game, d) {
                    let h = game.state.unit_hex(u).expect("on the map");
                    let mark = if plan.attackers.contains(&u) {
                        Mark::Attacker
                    } else {
                        Mark::MayJoin
                    };
                    out.push((h, mark));
                }
            }
        }
    }
    if let Some((_, _, hexes)) = &placing.0 {
        out.extend(hexes.iter().map(|&h| (h, Mark::Legal)));
    }
    out
}

/// The active formation's hexes, or the ones the acting side may activate.
fn formation_marks(game: &Game) -> Vec<(HexIdx, Mark)> {
    use steppe_rules::mechanics::activation::{members, needs_activation, waiting};
    let st = &game.state;
    let (units, mark) = if needs_activation(game, st) {
        (
            waiting(game, st, game.phasing_side(&game.state)),
            Mark::MayActivate,
        )
    } else if let Some(a) = st.formations.active {
        (members(game, st, a), Mark::Formation)
    } else {
        return Vec::new();
    };
    let mut hexes: Vec<HexIdx> = units
        .iter()
        .filter_map(|&u| game.state.unit_hex(u))
        .collect();
    hexes.sort_unstable();
    hexes.dedup();
    hexes.into_iter().map(|h| (h, mark)).collect()
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw(
    game: Res<CurrentGame>,
    plan: Res<CombatPlan>,
    placing: Res<Placing>,
    toggles: Res<MapToggles>,
    may_act: Res<MayAct>,
    board: Res<BoardLayout>,
    handle: Res<MarksMesh>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let mut m = MeshBuilder::default();
    let acting = crate::state::hexes_of(&game.0, &may_act.0);
    for (h, mark) in marks(&game.0, &plan, &placing, *toggles, &acting) {
        let b = &*board;
        match mark {
            // A rim, not a fill: the enemy counter covers the hex's middle.
            Mark::Attackable => ring(&mut m, b, h, 0.98, 0.8, ATTACKABLE),
            Mark::Defender => ring(&mut m, b, h, 0.98, 0.7, DEFENDER),
            Mark::Attacker => ring(&mut m, b, h, 0.98, 0.74, ATTACKER),
            Mark::MayJoin => ring(&mut m, b, h, 0.98, 0.84, MAY_JOIN),
            Mark::Legal => fill(&mut m, b, h, 0.94, LEGAL),
            Mark::Chosen => fill(&mut m, b, h, 0.94, CHOSEN),
            Mark::Zoc => ring(&mut m, b, h, 0.92, 0.72, ZOC),
            Mark::NoSupply => fill(&mut m, b, h, 1.0, NO_SUPPLY),
            // Thin and outermost: the combat rings stay readable inside it.
            Mark::Formation => ring(&mut m, b, h, 1.0, 0.76, FORMATION),
            Mark::MayActivate => ring(&mut m, b, h, 1.0, 0.84, MAY_ACTIVATE),
            Mark::MayAct => ring(&mut m, b, h, 0.99, 0.93, MAY_ACT),
        }
    }
    if let Some(mut mesh) = meshes.get_mut(&handle.0) {
        *mesh = m.build_nonempty();
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing::marks::*;

    #[test]
    fn the_zoc_toggle_marks_every_enemy_zoc_hex() {
        let game = crate::test_game();
        let none = marks(
            &game,
            &CombatPlan::default(),
            &Placing::default(),
            MapToggles::default(),
            &[],
        );
        assert!(none.iter().all(|(_, m)| *m != Mark::Zoc));
        let on = marks(
            &game,
            &CombatPlan::default(),
            &Placing::default(),
            MapToggles {
                zoc: true,
                ..MapToggles::default()
            },
            &[],
        );
        let zoc = enemy_zoc(&game, &game.state, game.phasing_side(&game.state));
        let marked = on.iter().filter(|(_, m)| *m == Mark::Zoc).count();
        assert_eq!(marked, zoc.iter().filter(|&&z| z).count());
        assert!(marked > 0);
    }
}
