//! The position play will be in when a phase to come begins, if no unit moves before it: a copy
//! of the game played on by `Game::apply`, ending phases (and, where formations take turns,
//! activating one) as a player would. Every step a phase's start runs (supply judged, weather
//! rolled or cleared, markers reset, arrivals, withdrawals, replacements, the initiative) is
//! then play's own code, not a copy of it: what `steppe odds` and `steppe reach` judge a battle
//! or a move in when the file is in another phase.

use crate::data::ruleset::PhaseKind;
use crate::engine::game::Game;
use crate::mechanics::activation::{leader_of, may_act, to_activate};
use crate::model::tables::{SideId, UnitId};
use crate::state::command::{Command, RuleError};

/// Why play could not be carried on to the phase asked for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotReached {
    /// The game ends first.
    #[error("the game ends before then")]
    GameEnds,
    /// A command on the way was refused (a battle waits for an answer, attacks are owed).
    #[error("play cannot go on from here: {0}")]
    Refused(RuleError),
}

/// A copy of `game` played on to the first phase, the current one included, whose index `target`
/// accepts and in which `acting` (if given) may act: phases ended one after another, and where
/// a side must activate a formation first, `acting`'s if it waits, else the first that waits.
/// No unit moves, attacks or is placed on the way. The copy keeps no undo.
///
/// ```
/// use steppe_rules::engine::coming::played_to;
/// use steppe_rules::engine::game::Game;
///
/// # let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");
/// # let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}")).unwrap();
/// # let rules = steppe_rules::load::ruleset::ruleset_from_str("zhukovs_war.ron", &read("rulesets/zhukovs_war.ron")).unwrap();
/// # let scenario = steppe_rules::load::scenario::scenario_from_str("zw_blue.ron", &read("zw_blue.ron"), &rules).unwrap();
/// // A ruleset and a scenario as `steppe_files::load_scenario` reads them.
/// let game = Game::new(rules.into(), scenario.into(), 1);
/// let phases = &game.rules.phases;
/// let combat = played_to(&game, |p| phases[p].id == "axis_combat", None).unwrap();
/// assert_eq!(combat.rules.phases[combat.state.phase].id, "axis_combat");
/// // The game itself is where it was.
/// assert_eq!(game.state.phase, 0);
/// ```
pub fn played_to(
    game: &Game,
    target: impl Fn(usize) -> bool,
    acting: Option<UnitId>,
) -> Result<Game, NotReached> {
    let mut g = game.scratch();
    loop {
        if g.state.over {
            return Err(NotReached::GameEnds);
        }
        if target(g.state.phase) && acting.is_none_or(|u| may_act(&g, &g.state, u)) {
            return Ok(g);
        }
        let waiting = to_activate(&g, &g.state);
        let cmd = match waiting.first() {
            Some(&first) => {
                let own = acting.map(|u| leader_of(&g, &g.state, u));
                Command::Activate {
                    unit: own.filter(|l| waiting.contains(l)).unwrap_or(first),
                }
            }
            None => Command::EndPhase,
        };
        g.apply(cmd).map_err(|e| match e {
            RuleError::GameOver => NotReached::GameEnds,
            e => NotReached::Refused(e),
        })?;
    }
}

/// A copy of `game` played on to `side`'s next combat phase (the current one, if it is one) in
/// which `attacker` may attack: where the battle it would make is fought, as play fights it
/// if no unit moves before (`played_to`).
pub fn to_combat(game: &Game, side: SideId, attacker: Option<UnitId>) -> Result<Game, NotReached> {
    let phases = &game.rules.phases;
    played_to(
        game,
        |p| phases[p].side == side && phases[p].kind == PhaseKind::Combat,
        attacker,
    )
}
