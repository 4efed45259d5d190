//! The attack being planned and the retreat being drawn (`input::combat` turns clicks into
//! changes of it), what the combat panel and the CRT show of it ([`CombatView`]), and the rules'
//! questions about it that the map, the panels and the keys all ask: who may attack a hex, which
//! hexes may be attacked, where the waiting battle's retreat may go next.

use bevy::prelude::*;
use steppe_rules::engine::game::Game;
use steppe_rules::engine::legal;
use steppe_rules::mechanics::combat::calc::{Odds, odds};
use steppe_rules::mechanics::combat::forecast::DieOutcome;
use steppe_rules::model::map::HexIdx;
use steppe_rules::model::tables::UnitId;
use steppe_rules::query::retreat::retreat_options;
use steppe_rules::state::Stage;
use steppe_rules::state::command::Command;

/// The attack being planned, and the retreat being drawn.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct CombatPlan {
    pub defender: Option<HexIdx>,
    pub attackers: Vec<UnitId>,
    /// The hexes of the retreat chosen so far, while a battle waits for its retreat path.
    pub retreat: Vec<HexIdx>,
}

impl CombatPlan {
    /// The odds of the planned attack, or the rules' reason it may not be made.
    pub fn odds(&self, game: &Game) -> Option<Result<Odds, String>> {
        let hex = self.defender?;
        Some(odds(game, &game.state, &self.attackers, hex).map_err(|e| e.to_string()))
    }

    /// The command that would make the planned attack.
    pub fn command(&self) -> Option<Command> {
        Some(Command::Attack {
            attackers: self.attackers.clone(),
            defender: self.defender?,
        })
    }
}

/// Units next to `hex` that may attack it now (the rules' list, `legal::joiners`): the rules'
/// check of each attacker (side, adjacency, hexsides no attack may cross), and not attacked yet
/// this phase.
pub(crate) fn eligible_attackers(game: &Game, hex: HexIdx) -> Vec<UnitId> {
    legal::joiners(game, &game.state, hex)
}

/// Enemy hexes that can still be attacked this phase by someone (the rules' list of attacks).
pub(crate) fn attackable(game: &Game) -> Vec<HexIdx> {
    let side = game.phasing_side(&game.state);
    legal::attacks(game, &game.state, side)
        .into_iter()
        .map(|(h, _)| h)
        .collect()
}

/// The retreat paths of the waiting battle that begin with the hexes chosen so far.
pub(crate) fn retreat_paths(game: &Game, chosen: &[HexIdx]) -> Vec<Vec<HexIdx>> {
    let Some(p) = game.state.pending.as_ref() else {
        return Vec::new();
    };
    if p.stage != Stage::Retreat {
        return Vec::new();
    }
    retreat_options(
        game,
        &game.state,
        p.retreating(&game.state),
        p.retreat,
        &p.attackers,
    )
    .into_iter()
    .filter(|path| path.starts_with(chosen))
    .collect()
}

/// The hexes the retreat may go on to next.
pub(crate) fn next_retreat_hexes(game: &Game, chosen: &[HexIdx]) -> Vec<HexIdx> {
    let mut next: Vec<HexIdx> = retreat_paths(game, chosen)
        .iter()
        .filter_map(|p| p.get(chosen.len()).copied())
        .collect();
    next.sort_unstable();
    next.dedup();
    next
}

/// Which of the waiting battle's numbered answers the pointer is on: its row in the combat panel
/// (`panel`, written by the panel) or its retreat path's end hex on the map (`map`, written by
/// `drawing::retreat_paths`). The map highlights that path; the panel highlights that row.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ChoiceHover {
    pub panel: Option<usize>,
    pub map: Option<usize>,
}

impl ChoiceHover {
    /// The answer pointed at, the panel's row first.
    pub fn focus(&self) -> Option<usize> {
        self.panel.or(self.map)
    }
}

/// Living attackers of the waiting battle.
pub(crate) fn battle_attackers(game: &Game) -> Vec<UnitId> {
    game.state.pending.as_ref().map_or_else(Vec::new, |p| {
        p.attackers
            .iter()
            .copied()
            .filter(|&a| game.state.unit_hex(a).is_some())
            .collect()
    })
}

/// What the combat panel and the CRT show, worked out from the rules when the game or the plan
/// changes rather than on every frame they are drawn.
#[derive(Resource, Debug, Default, Clone)]
pub(crate) struct CombatView {
    /// Enemy hexes that can be attacked (combat phases only).
    pub attackable: Vec<HexIdx>,
    /// The planned attack's odds, or why it may not be made.
    pub odds: Option<Result<Odds, String>>,
    /// What each die roll of the planned attack would do.
    pub forecast: Vec<DieOutcome>,
    /// For opposed rolls: the exact distribution over the three dice.
    pub opposed: Option<steppe_rules::mechanics::combat::opposed::Forecast>,
    /// Enemy hexes the rules still require to be attacked this phase.
    pub owed: Vec<HexIdx>,
    /// The pending battle's answers with their consequences (worked out on copies of the state,
    /// so once per change, not per frame).
    pub answers: Vec<steppe_rules::mechanics::combat::Choice>,
}
