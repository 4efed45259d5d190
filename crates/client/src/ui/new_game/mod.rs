//! The New game screen (`Dialog::NewGame`): the window's front door. Every scenario in the
//! shipped folder and the user's (`catalog`), grouped by game, each with its facts, a few lines
//! of description and a thumbnail of its set-up (`thumbnails`: drawn by `steppe preview`, cached
//! under the data dir); a scenario with problems greyed with its first `file:line:col`. For the
//! chosen one: who plays each side and the computer's pace, the dice seed, its optional rules and
//! choices with their text and source, solo play; Start puts the new game on screen.

use crate::services::saves::{LastSave, Source};
use crate::state::{ApplySet, Hotseat, Pace, Seats, SendCommand};
use crate::state::{Dialog, UiSet};
use crate::ui::ERROR;
use crate::ui::spots::Spots;
use crate::ui::thumbnails::Thumbnails;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use steppe_files::catalog::{Entry, Facts, scan};
use steppe_rules::engine::game::Game;
use steppe_rules::engine::rule_choices::RuleChoices;
use steppe_rules::play::Policy;

mod draw;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewGame>()
        .add_systems(Update, front_door.after(ApplySet))
        .add_systems(EguiPrimaryContextPass, draw::draw.in_set(UiSet::Dialogs));
}

/// Until a game is started or opened, the window opened without a scenario shows this screen
/// whenever no other dialog is up (the offer to continue the autosave answered "new game", the
/// list of saves closed).
fn front_door(
    mut sent: MessageReader<SendCommand>,
    mut screen: ResMut<NewGame>,
    mut dialog: ResMut<Dialog>,
) {
    if sent.read().any(|m| matches!(m, SendCommand::Replace(..))) {
        screen.front_door = false;
    }
    if screen.front_door && *dialog == Dialog::None {
        *dialog = Dialog::NewGame;
    }
}

/// The screen's state: the scenarios found and what the player picked.
#[derive(Resource, Debug, Default)]
pub(crate) struct NewGame {
    /// The shipped folder (if found) and the user's.
    pub folders: Vec<PathBuf>,
    /// Each folder read, what it is, how many scenarios it gave and how it was found: one line
    /// each, under the title.
    pub folder_lines: Vec<String>,
    /// Scenario files opened by path (Open a file…), listed too.
    pub extra: Vec<PathBuf>,
    pub list: Vec<Entry>,
    pub chosen: Option<usize>,
    pub form: Form,
    /// Whether the screen may go back to a game (opened from the menu, not at the start).
    pub may_cancel: bool,
    /// The window opened on this screen and no game was started or opened since.
    pub front_door: bool,
    pub error: Option<String>,
}

/// What the player set for the chosen scenario.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Form {
    pub seats: Vec<Option<Policy>>,
    pub pace: Pace,
    pub seed: String,
    pub options: Vec<bool>,
    pub choices: Vec<usize>,
    pub solo: bool,
}

impl NewGame {
    /// Looks at the folders again (a file added, changed or mended shows).
    pub fn rescan(&mut self) {
        let before = self.chosen.map(|k| self.list[k].path.clone());
        let mut list = scan(&self.folders);
        self.folder_lines = folder_lines(&self.folders, &list);
        for p in &self.extra {
            if !list.iter().any(|e| same_file(&e.path, p)) {
                list.push(Entry {
                    path: p.clone(),
                    folder: self.folders.len(),
                    loaded: steppe_files::catalog::facts(p).map(Arc::new),
                });
            }
        }
        self.list = list;
        self.chosen = before
            .and_then(|p| self.list.iter().position(|e| e.path == p))
            .or_else(|| self.list.iter().position(|e| e.loaded.is_ok()));
        if let Some(k) = self.chosen {
            self.pick(k, false);
        }
    }

    /// Opens the screen: the list read again, a new seed drawn; `select` is picked if given
    /// (a scenario opened by path is added to the list).
    pub fn open(&mut self, folders: Vec<PathBuf>, select: Option<&Path>, may_cancel: bool) {
        self.folders = folders;
        if let Some(p) = select
            && !self.extra.iter().any(|x| same_file(x, p))
        {
            self.extra.push(p.to_path_buf());
        }
        self.rescan();
        if let Some(p) = select
            && let Some(k) = self.list.iter().position(|e| same_file(&e.path, p))
        {
            self.pick(k, true);
        }
        self.form.seed = crate::services::new_seed().to_string();
        self.may_cancel = may_cancel;
        self.error = None;
    }

    /// Chooses scenario `k`; its options and choices start as the file has them (kept as the
    /// player set them when `reset` is false and the scenario is the same).
    fn pick(&mut self, k: usize, reset: bool) {
        let same = self.chosen == Some(k);
        self.chosen = Some(k);
        let Ok(f) = &self.list[k].loaded else { return };
        if reset || !same || self.form.options.len() != f.options.len() {
            self.form.options = f.options.iter().map(|o| o.on).collect();
            self.form.choices = f.choices.iter().map(|c| c.value).collect();
        }
        self.form.seats.resize(f.sides.len(), None);
    }

    /// The optional rules and choices picked, by id.
    pub fn rule_choices(&self, f: &Facts) -> RuleChoices {
        RuleChoices {
            options: f
                .options
                .iter()
                .zip(&self.form.options)
                .map(|(o, &on)| (o.id.clone(), on))
                .collect(),
            choices: f
                .choices
                .iter()
                .zip(&self.form.choices)
                .map(|(c, &v)| (c.id.clone(), c.values[v].clone()))
                .collect(),
        }
    }

    /// The new game as picked, read again from its files, and the files; why not otherwise.
    pub fn start(&self) -> Result<(Game, steppe_files::Loaded), String> {
        let k = self.chosen.ok_or("choose a scenario")?;
        let seed: u64 = self.form.seed.trim().parse().map_err(|_| {
            format!(
                "the dice seed must be a whole number from 0 to {}",
                u64::MAX
            )
        })?;
        let entry = &self.list[k];
        let f = entry.loaded.as_ref().map_err(Clone::clone)?;
        let o = steppe_files::open(
            &entry.path,
            seed,
            &self.rule_choices(f),
            steppe_files::ChangedFiles::Refuse,
        )
        .map_err(|e| e.to_string())?;
        Ok((o.game, o.loaded))
    }
}

fn same_file(a: &Path, b: &Path) -> bool {
    a == b || matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y)
}

/// The folders the screen lists: the shipped one (if found) and the user's
/// (`<data dir>/scenarios`).
pub(crate) fn folders(source: &Source) -> Vec<PathBuf> {
    steppe_files::catalog::shipped_dir()
        .into_iter()
        .chain([source.user_scenarios()])
        .collect()
}

/// A line for each folder read: whose it is, where, how many scenarios it gave and the rule
/// that found it; first, when no shipped data folder was found, where it was looked for.
fn folder_lines(folders: &[PathBuf], list: &[Entry]) -> Vec<String> {
    use steppe_files::folders::{User, search};
    let shipped = steppe_files::folders::shipped();
    let user = User::here();
    let mut out = Vec::new();
    if shipped.is_none() {
        out.push(match search() {
            Ok(s) => format!("No shipped scenarios: the data folder was {}", s.words()),
            Err(e) => format!("No shipped scenarios: {e}"),
        });
    }
    for (k, dir) in folders.iter().enumerate() {
        let n = list.iter().filter(|e| e.folder == k).count();
        let count = match n {
            0 => "none yet".to_string(),
            1 => "1 scenario".to_string(),
            n => format!("{n} scenarios"),
        };
        let line = if let Some(s) = shipped.filter(|s| s.scenarios() == *dir) {
            format!("Shipped: {} ({count}; {})", dir.display(), s.how.words())
        } else if *dir == user.scenarios() {
            format!("Yours: {} ({count}; {})", dir.display(), user.words_why())
        } else {
            format!("Also: {} ({count})", dir.display())
        };
        out.push(line);
    }
    out
}

/// Opens the New game screen (from the menu: it may go back to the game).
pub(crate) fn open_new_game(
    screen: &mut NewGame,
    source: &Source,
    select: Option<&Path>,
) -> Dialog {
    screen.open(folders(source), select, true);
    Dialog::NewGame
}

/// A seat's short name on the screen.
pub(crate) fn seat_word(seat: Option<Policy>) -> &'static str {
    seat.map_or("human", Policy::name)
}

#[cfg(test)]
mod tests {
    use crate::ui::new_game::*;

    fn screen() -> NewGame {
        let mut s = NewGame {
            folders: vec![
                Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("scenarios"),
            ],
            ..default()
        };
        s.rescan();
        s.form.seed = "42".into();
        s
    }

    /// Typhoon 1941 chosen, the Soviets seated as greedy: Start gives that scenario with the seed
    /// typed; a seed that is not a number is refused with why.
    #[test]
    fn start_makes_the_game_as_picked() {
        let mut s = screen();
        let k = s
            .list
            .iter()
            .position(|e| e.title() == "Typhoon 1941")
            .expect("listed");
        s.pick(k, true);
        s.form.seats[1] = Some(Policy::Greedy);
        let (g, l) = s.start().expect("starts");
        assert_eq!(g.scenario.name, "Typhoon 1941");
        assert_eq!(g.seed, 42);
        assert!(l.scenario_path.is_absolute());
        s.form.seed = "forty-two".into();
        assert!(s.start().unwrap_err().contains("whole number"));
    }

    /// Zhukov's War's campaign with the Don River rule ticked and the variant pocket: the game
    /// has both. (Operation Blue, which draws no pocket, is offered only the Don River.)
    #[test]
    fn options_and_choices_picked_are_the_games() {
        let mut s = screen();
        let blue = s
            .list
            .iter()
            .position(|e| e.path.ends_with("zw_blue.ron"))
            .expect("listed");
        s.pick(blue, true);
        assert_eq!((s.form.options.len(), s.form.choices.len()), (1, 0));
        let k = s
            .list
            .iter()
            .position(|e| e.path.ends_with("zw_campaign.ron"))
            .expect("listed");
        s.pick(k, true);
        assert_eq!(s.form.options, [false]);
        s.form.options[0] = true;
        s.form.choices[0] = 1;
        let (g, _) = s.start().expect("starts");
        let rc = RuleChoices::of(&g.rules, &g.scenario);
        assert!(rc.options["don_river"]);
        assert_eq!(rc.choices["leningrad_pocket"], "variant");
        // Another scenario and back: the file's settings again.
        s.pick(0, false);
        s.pick(k, false);
        assert_eq!(s.form.options, [false]);
    }
}
