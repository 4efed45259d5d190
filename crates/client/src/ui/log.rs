//! The battle log: every battle of the game with its turn and phase, odds column, die roll and
//! result, and what followed (losses, retreats, advances). Kept in step with the game through the
//! applying system's [`GameChanged`] messages: a battle is added when its attack is applied,
//! and the whole log is rebuilt by replaying the commands after an undo or when another game is
//! loaded. The last battle's column and die also light the rolled
//! cell of the combat results table.

use crate::services::words::{describe_ordered, fold_lines};

use crate::services::watching::{Watch, Watching};
use crate::state::{ApplySet, CurrentGame, GameChanged, UiSet, Windows};
use crate::ui::titles::BATTLE_LOG;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use steppe_rules::engine::game::Game;
use steppe_rules::state::command::{Command, Event};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BattleLog>()
        .add_systems(Update, follow_changes.after(ApplySet))
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Windows));
}

/// One battle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Battle {
    /// "Turn 1 (June II 1941), Axis Combat".
    pub when: String,
    pub column: String,
    pub die: u32,
    pub result: String,
    /// The attack's own line, the dice of opposed rolls, then what followed, in the players'
    /// words (identical lines are folded when shown: [`fold_lines`]).
    pub lines: Vec<String>,
}

/// The game's turn and phase as a battle's `when` names them.
pub(crate) fn this_phase(game: &Game) -> String {
    format!(
        "{}, {}",
        game.turn_name(&game.state),
        game.rules.phases[game.state.phase].name
    )
}

#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct BattleLog(pub Vec<Battle>);

impl BattleLog {
    /// Adds what one applied command did: a new battle, or the next steps of the last one.
    pub fn record(&mut self, game: &Game, command: &Command, events: &[Event]) {
        let is_battle_step = !matches!(
            command,
            Command::Move { .. } | Command::Place { .. } | Command::Rebuild { .. }
        ) && !matches!(command, Command::EndPhase);
        // A battle begins with the command that resolves it; its lines (the dice of opposed
        // rolls after the attack's own, `describe_ordered`) and those of the answers that
        // follow go to it.
        for e in events {
            if let Event::BattleResolved {
                column,
                die,
                result,
                ..
            } = e
            {
                self.0.push(Battle {
                    when: this_phase(game),
                    column: column.clone(),
                    die: *die,
                    result: result.clone(),
                    lines: Vec::new(),
                });
            }
        }
        if let (true, Some(last)) = (is_battle_step, self.0.last_mut()) {
            last.lines.extend(describe_ordered(game, events));
        }
    }

    /// The whole log of a game, by replaying its commands.
    pub fn of(game: &Game) -> BattleLog {
        let mut replay = Game::new(game.rules.clone(), game.scenario.clone(), game.seed);
        let mut log = BattleLog::default();
        for cmd in &game.log {
            replay.reseed_here(&game.reseeds);
            let events = replay.apply(cmd.clone()).unwrap_or_default();
            log.record(&replay, cmd, &events);
        }
        log
    }
}

/// The battle log of a game watched back (`services::watching`): the whole game's, recorded
/// once, and for each position how much of it stood then (battles, lines of the last one).
struct Watched {
    id: u64,
    log: BattleLog,
    at: Vec<(usize, usize)>,
}

impl Watched {
    fn of(w: &Watch) -> Watched {
        let r = &w.replay;
        let mut walk = r.game_at(0);
        let mut log = BattleLog::default();
        let mut at = vec![(0, 0)];
        for (i, c) in r.commands().iter().enumerate() {
            walk.apply(c.clone())
                .expect("the commands replayed once already");
            log.record(&walk, c, r.events(i));
            at.push((log.0.len(), log.0.last().map_or(0, |b| b.lines.len())));
        }
        Watched { id: w.id, log, at }
    }

    /// The log as it stood after `i` commands.
    fn cut(&self, i: usize) -> BattleLog {
        let (n, lines) = self.at[i.min(self.at.len() - 1)];
        let mut log = BattleLog(self.log.0[..n].to_vec());
        if let Some(last) = log.0.last_mut() {
            last.lines.truncate(lines);
        }
        log
    }
}

fn follow_changes(
    mut changes: MessageReader<GameChanged>,
    game: Res<CurrentGame>,
    watching: Option<Res<Watching>>,
    mut watched: Local<Option<Watched>>,
    mut log: ResMut<BattleLog>,
) {
    for change in changes.read() {
        match change {
            GameChanged::Applied {
                command, events, ..
            } => log.record(&game.0, command, events),
            // A position of a game watched back: the log as it stood there, without replaying.
            GameChanged::Replaced if watching.as_ref().is_some_and(|w| w.on()) => {
                let w = watching.as_ref().and_then(|w| w.0.as_ref()).expect("on");
                if watched.as_ref().is_none_or(|k| k.id != w.id) {
                    *watched = Some(Watched::of(w));
                }
                *log = watched.as_ref().expect("made").cut(w.shown());
            }
            // Undo is rare and may take back a choice inside a battle: replay, rather than
            // keep a second history.
            GameChanged::Undone | GameChanged::Replaced => *log = BattleLog::of(&game.0),
        }
    }
}

fn draw(
    mut contexts: EguiContexts,
    cover: Res<crate::state::PanelCover>,
    log: Res<BattleLog>,
    mut windows: ResMut<Windows>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    crate::ui::placed(BATTLE_LOG, &cover, ctx)
        .open(&mut windows.log)
        .default_width(380.0)
        .resizable(false)
        .show(ctx, |ui| {
            crate::ui::layout::scrolled(ui, BATTLE_LOG, |ui| {
                if log.0.is_empty() {
                    ui.label("No battles yet.");
                }
                for (i, b) in log.0.iter().enumerate().rev() {
                    ui.label(egui::RichText::new(format!("#{} {}", i + 1, b.when)).strong());
                    for line in fold_lines(&b.lines) {
                        ui.label(format!("   {line}"));
                    }
                }
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::ui::log::*;
    use std::path::Path;
    use steppe_rules::play::{Policy, think};

    /// A Typhoon battle's log: the attack's line, then both dice with their totals and the
    /// casualty die, then the losses; the same as the status line says, in the same order.
    #[test]
    fn an_opposed_battle_logs_both_dice_after_its_attack() {
        let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("scenarios/typhoon_1941.ron");
        let loaded = steppe_files::load_scenario(&path).expect("the scenario loads");
        let mut game = Game::new(loaded.ruleset, loaded.scenario, 1);
        let mut players = [Policy::Greedy.player(1), Policy::Greedy.player(2)];
        for _ in 0..200 {
            if game.state.over || !BattleLog::of(&game).0.is_empty() {
                break;
            }
            let side = steppe_rules::mechanics::combat::acting_side(&game, &game.state);
            let commands = think(&game, players[side as usize].as_mut(), side);
            for c in commands {
                game.apply(c).expect("the player's commands are legal");
            }
        }
        let log = BattleLog::of(&game);
        let b = log.0.first().expect("greedy players fight in Typhoon 1941");
        assert!(b.lines[0].starts_with("attack on "), "{:?}", b.lines);
        assert!(!b.lines[0].contains("die "), "{:?}", b.lines);
        assert!(b.lines[1].starts_with("attacker rolls "), "{:?}", b.lines);
        assert!(b.lines[1].contains(", defender rolls "), "{:?}", b.lines);
        assert!(b.lines[1].contains("; casualty die "), "{:?}", b.lines);
    }

    #[test]
    fn identical_lines_fold_with_a_count() {
        let lines: Vec<String> = ["a loses a step", "b retreats", "a loses a step"]
            .map(String::from)
            .to_vec();
        assert_eq!(fold_lines(&lines), ["a loses a step (x2)", "b retreats"]);
        assert_eq!(fold_lines(&lines[1..2]), ["b retreats"]);
    }
}
