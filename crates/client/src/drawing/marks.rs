//! Map shading for everything but a moving unit's reach: the planned attack (defender ringed in
//! red, attackers in yellow, other units that could join in pale yellow, every hex that can be
//! attacked ringed in orange), a battle waiting for a choice (the legal next retreat hexes in green,
//! the attackers to click in yellow), the hexes a unit being placed may go to (green), and two
//! toggles: the enemy's zones of control (Z, a dashed ring) and the hexes out of the phasing
//! side's supply (U, hatched) (the third toggle, N, the hex numbers, is `hex_numbers`).
//! The colours are the palette's (`palette::Shading`); the zones of control and supply differ
//! from the other rings and fills by their pattern too (`shapes`).
//! Units that can still move this phase are ringed thinly in cyan (`may_act`).
//! Where formations take turns: the active formation's hexes ringed in magenta, or, while the side
//! chooses what to activate, the HQs and units out of command it may activate ringed in white.
//!
//! One mesh, rebuilt only when the game, the plan, the placing or a toggle changes.
use crate::drawing::board::Z_LABELS;
use crate::drawing::mesh::MeshBuilder;
use crate::drawing::palette::Shading;
use crate::drawing::shapes::{dashed_ring6, hatch};
use crate::state::Blocked;
use crate::state::BoardLayout;
use crate::state::HEX_SIZE;
use crate::state::Palette;
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

/// The stripes of a hex out of supply: their spacing and width, in hex sizes.
pub(crate) const HATCH_SPACING: f32 = 0.22;
pub(crate) const HATCH_WIDTH: f32 = 0.09;

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
    palette: Option<Res<Palette>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let mut m = MeshBuilder::default();
    let c = Shading::of(palette.map_or(Palette::Standard, |p| *p));
    let acting = crate::state::hexes_of(&game.0, &may_act.0);
    for (h, mark) in marks(&game.0, &plan, &placing, *toggles, &acting) {
        let b = &*board;
        match mark {
            // A rim, not a fill: the enemy counter covers the hex's middle.
            Mark::Attackable => ring(&mut m, b, h, 0.98, 0.8, c.attackable),
            Mark::Defender => ring(&mut m, b, h, 0.98, 0.7, c.defender),
            Mark::Attacker => ring(&mut m, b, h, 0.98, 0.74, c.attacker),
            Mark::MayJoin => ring(&mut m, b, h, 0.98, 0.84, c.may_join),
            Mark::Legal => fill(&mut m, b, h, 0.94, c.legal),
            Mark::Chosen => fill(&mut m, b, h, 0.94, c.chosen),
            // Dashed, so that it is not read as one of the solid rings.
            Mark::Zoc => dashed_ring6(&mut m, b.inset(h, 0.92), b.inset(h, 0.72), c.zoc),
            // Hatched, so that it is not read as a fill of retreat or placement hexes.
            Mark::NoSupply => hatch(
                &mut m,
                &b.inset(h, 1.0),
                HATCH_SPACING * HEX_SIZE,
                HATCH_WIDTH * HEX_SIZE,
                c.no_supply,
            ),
            // Thin and outermost: the combat rings stay readable inside it.
            Mark::Formation => ring(&mut m, b, h, 1.0, 0.76, c.formation),
            Mark::MayActivate => ring(&mut m, b, h, 1.0, 0.84, c.may_activate),
            Mark::MayAct => ring(&mut m, b, h, 0.99, 0.93, c.may_act),
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
