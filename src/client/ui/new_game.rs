//! The New game screen (`Dialog::NewGame`): the window's front door. Every scenario in the
//! shipped folder and the user's (`catalog`), grouped by game, each with its facts, a few lines
//! of description and a thumbnail of its set-up (`thumbnails`: drawn by `steppe preview`, cached
//! under the data dir); a scenario with problems greyed with its first `file:line:col`. For the
//! chosen one: who plays each side and the computer's pace, the dice seed, its optional rules and
//! choices with their text and source, solo play; Start puts the new game on screen.

use super::super::apply::SendCommand;
use super::super::computer::{Pace, Seats};
use super::super::saves::{LastSave, Source};
use super::dialogs::{Dialog, Hotseat};
use super::spots::Spots;
use super::thumbnails::Thumbnails;
use super::{ERROR, UiSet};
use crate::catalog::{Entry, Facts, scan};
use crate::rules::engine::game::Game;
use crate::rules::engine::rule_choices::RuleChoices;
use crate::rules::play::Policy;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewGame>()
        .add_systems(Update, front_door.after(super::super::apply::ApplySet))
        .add_systems(EguiPrimaryContextPass, draw.in_set(UiSet::Dialogs));
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
    /// The shipped folder and the user's.
    pub folders: Vec<PathBuf>,
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
        for p in &self.extra {
            if !list.iter().any(|e| same_file(&e.path, p)) {
                list.push(Entry {
                    path: p.clone(),
                    folder: 2,
                    loaded: crate::catalog::facts(p).map(Arc::new),
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
        self.form.seed = super::super::new_seed().to_string();
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
    pub fn start(&self) -> Result<(Game, crate::files::Loaded), String> {
        let k = self.chosen.ok_or("choose a scenario")?;
        let seed: u64 = self.form.seed.trim().parse().map_err(|_| {
            format!(
                "the dice seed must be a whole number from 0 to {}",
                u64::MAX
            )
        })?;
        let entry = &self.list[k];
        let f = entry.loaded.as_ref().map_err(Clone::clone)?;
        let mut l = crate::files::load_scenario(&entry.path).map_err(|d| {
            d.0.first()
                .map_or_else(|| "does not load".into(), |d| d.to_string())
        })?;
        let sc = self.rule_choices(f).apply(&l.ruleset, &l.scenario)?;
        if let Ok(abs) = l.scenario_path.canonicalize() {
            l.scenario_path = abs;
        }
        Ok((Game::new(l.ruleset.clone(), Arc::new(sc), seed), l))
    }
}

fn same_file(a: &Path, b: &Path) -> bool {
    a == b || matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y)
}

/// The folders the screen lists: the shipped one and the user's (`<data dir>/scenarios`).
pub(crate) fn folders(source: &Source) -> Vec<PathBuf> {
    vec![crate::catalog::shipped_dir(), user_scenarios(source)]
}

pub(crate) fn user_scenarios(source: &Source) -> PathBuf {
    source
        .saves
        .parent()
        .map_or_else(|| PathBuf::from("scenarios"), |d| d.join("scenarios"))
}

/// A seat's short name on the screen.
fn seat_word(seat: Option<Policy>) -> &'static str {
    seat.map_or("human", Policy::name)
}

#[allow(clippy::too_many_arguments, reason = "a system's parameters")]
fn draw(
    mut contexts: EguiContexts,
    mut screen: ResMut<NewGame>,
    mut thumbs: ResMut<Thumbnails>,
    mut spots: ResMut<Spots>,
    mut source: ResMut<Source>,
    mut seats: ResMut<Seats>,
    mut hotseat: ResMut<Hotseat>,
    mut last: ResMut<LastSave>,
    mut dialog: ResMut<Dialog>,
    mut send: MessageWriter<SendCommand>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    if *dialog != Dialog::NewGame {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let view = ctx.viewport_rect();
    let screen = &mut *screen;
    let mut next: Option<Dialog> = None;
    if screen.may_cancel && !screen.front_door && ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        next = Some(Dialog::None);
    }
    egui::Area::new(egui::Id::new("new game"))
        .order(egui::Order::Foreground)
        .fixed_pos(view.min)
        .show(ctx, |ui| {
            ui.set_min_size(view.size());
            ui.set_max_size(view.size());
            egui::Frame::new()
                .fill(ui.visuals().panel_fill)
                .inner_margin(16.0)
                .show(ui, |ui| {
                    ui.set_min_size(view.size() - egui::vec2(32.0, 32.0));
                    ui.horizontal(|ui| {
                        ui.heading(egui::RichText::new("steppe — New game").size(24.0));
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            if ui.button("Quit").clicked() {
                                exit.write(AppExit::Success);
                            }
                            let open = ui.button("Open a saved game…");
                            spots.note("open_saved", open.rect);
                            if open.clicked() {
                                next = Some(Dialog::Open { error: None });
                            }
                            if screen.may_cancel
                                && !screen.front_door
                                && ui.button("Back to the game (Esc)").clicked()
                            {
                                next = Some(Dialog::None);
                            }
                        });
                    });
                    ui.label(
                        egui::RichText::new(format!(
                            "Scenarios from {} and {}",
                            screen.folders.first().map_or(String::new(), |p| p.display().to_string()),
                            screen.folders.get(1).map_or(String::new(), |p| p.display().to_string())
                        ))
                        .small()
                        .weak(),
                    );
                    ui.separator();
                    let height = ui.available_height();
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| {
                            ui.set_width(400.0);
                            list(ui, screen, &mut spots, height);
                        });
                        ui.separator();
                        ui.vertical(|ui| {
                            let Some(k) = screen.chosen else {
                                ui.label("No scenario found.");
                                return;
                            };
                            let entry = screen.list[k].clone();
                            match &entry.loaded {
                                Err(e) => {
                                    ui.heading(entry.title());
                                    ui.colored_label(ERROR, e);
                                }
                                Ok(f) => {
                                    egui::ScrollArea::vertical()
                                        .id_salt("chosen")
                                        .max_height(height - 60.0)
                                        .show(ui, |ui| {
                                            details(ui, &entry, f, &mut thumbs);
                                            ui.add_space(6.0);
                                            form(ui, screen, f, &mut spots);
                                        });
                                    ui.add_space(6.0);
                                    if let Some(e) = &screen.error {
                                        ui.colored_label(ERROR, e);
                                    }
                                    let start = ui.add_sized(
                                        [180.0, 32.0],
                                        egui::Button::new(egui::RichText::new("Start").size(18.0)),
                                    );
                                    spots.note("start", start.rect);
                                    if start.clicked() {
                                        match screen.start() {
                                            Ok((g, l)) => {
                                                let what = format!(
                                                    "New game: {}, dice seed {}{}. Click a unit of the phasing side to select it; End phase when done.",
                                                    g.scenario.name,
                                                    g.seed,
                                                    {
                                                        let d = screen.rule_choices(f).describe(&g.rules);
                                                        if d.is_empty() { String::new() } else { format!(" ({d})") }
                                                    }
                                                );
                                                source.loaded = l;
                                                seats.sides = screen.form.seats.clone();
                                                seats.pace = screen.form.pace;
                                                hotseat.0 = !screen.form.solo;
                                                *last = LastSave::of(&g);
                                                send.write(SendCommand::Replace(Box::new(g), what));
                                                next = Some(Dialog::None);
                                            }
                                            Err(e) => screen.error = Some(e),
                                        }
                                    }
                                }
                            }
                        });
                    });
                });
        });
    if let Some(n) = next {
        *dialog = n;
    }
    Ok(())
}

/// The scenarios, grouped by game; one with problems greyed with its first.
fn list(ui: &mut egui::Ui, screen: &mut NewGame, spots: &mut Spots, height: f32) {
    egui::ScrollArea::vertical()
        .id_salt("scenarios")
        .max_height(height)
        .show(ui, |ui| {
            let mut group = None;
            let mut pick = None;
            for (k, e) in screen.list.iter().enumerate() {
                if group != Some(e.game()) {
                    group = Some(e.game());
                    ui.add_space(4.0);
                    ui.label(egui::RichText::new(e.game()).strong().size(15.0));
                }
                let chosen = screen.chosen == Some(k);
                let r = match &e.loaded {
                    Ok(f) => {
                        let text = format!(
                            "{}\n{} · {} turns · {}x{} hexes",
                            f.title, f.dates, f.turns, f.map.0, f.map.1
                        );
                        ui.add_sized([380.0, 36.0], egui::Button::selectable(chosen, text))
                    }
                    Err(err) => {
                        let r = ui.add_sized(
                            [380.0, 36.0],
                            egui::Button::selectable(
                                chosen,
                                egui::RichText::new(format!("{}\n{}", e.title(), first_line(err)))
                                    .weak(),
                            ),
                        );
                        r.on_hover_text(err.as_str())
                    }
                };
                spots.note(&format!("scenario.{}", e.title()), r.rect);
                if r.clicked() {
                    pick = Some(k);
                }
            }
            if let Some(k) = pick {
                screen.pick(k, false);
                screen.error = None;
            }
        });
}

fn first_line(s: &str) -> String {
    let line = s.lines().next().unwrap_or_default();
    let max = 60;
    if line.chars().count() > max {
        format!(
            "…{}",
            line.chars()
                .skip(line.chars().count() - max)
                .collect::<String>()
        )
    } else {
        line.to_string()
    }
}

/// The chosen scenario: thumbnail, title, facts and description.
fn details(ui: &mut egui::Ui, entry: &Entry, f: &Facts, thumbs: &mut Thumbnails) {
    ui.horizontal_top(|ui| {
        thumbs.show(ui, entry, f, egui::vec2(300.0, 200.0));
        ui.vertical(|ui| {
            ui.heading(&f.title);
            ui.label(egui::RichText::new(&f.game).italics());
            egui::Grid::new("facts").num_columns(2).show(ui, |ui| {
                ui.label("Dates");
                ui.label(&f.dates);
                ui.end_row();
                ui.label("Turns");
                ui.label(f.turns.to_string());
                ui.end_row();
                ui.label("Map");
                ui.label(format!("{} x {} hexes", f.map.0, f.map.1));
                ui.end_row();
                for s in &f.sides {
                    ui.label(&s.name);
                    ui.label(if s.later > 0 {
                        format!("{} units on the map, {} to come", s.on_map, s.later)
                    } else {
                        format!("{} units on the map", s.on_map)
                    });
                    ui.end_row();
                }
            });
            ui.label(
                egui::RichText::new(entry.path.display().to_string())
                    .small()
                    .weak(),
            );
        });
    });
    ui.add_space(4.0);
    ui.label(&f.description);
}

/// Seats, pace, seed, optional rules and choices, solo play.
fn form(ui: &mut egui::Ui, screen: &mut NewGame, f: &Facts, spots: &mut Spots) {
    let form = &mut screen.form;
    ui.separator();
    ui.label(egui::RichText::new("Players").strong());
    egui::Grid::new("new seats").num_columns(2).show(ui, |ui| {
        for (k, side) in f.sides.iter().enumerate() {
            ui.label(&side.name);
            ui.horizontal(|ui| {
                for seat in std::iter::once(None).chain(Policy::ALL.map(Some)) {
                    let r = ui.selectable_value(&mut form.seats[k], seat, seat_word(seat));
                    spots.note(&format!("seat.{}.{}", side.id, seat_word(seat)), r.rect);
                }
            });
            ui.end_row();
        }
        if form.seats.iter().any(Option::is_some) {
            ui.label("Pace");
            ui.horizontal(|ui| {
                for p in Pace::ALL {
                    ui.selectable_value(&mut form.pace, p, p.id())
                        .on_hover_text(p.name());
                }
            });
            ui.end_row();
        }
        ui.label("Dice seed");
        ui.horizontal(|ui| {
            let r = ui.add(egui::TextEdit::singleline(&mut form.seed).desired_width(190.0));
            spots.note("seed", r.rect);
            if ui
                .button("New seed")
                .on_hover_text("The same seed and the same commands give the same dice")
                .clicked()
            {
                form.seed = super::super::new_seed().to_string();
            }
        });
        ui.end_row();
    });
    let solo = ui.checkbox(
        &mut form.solo,
        "Solo play: no hand-over screens between the sides",
    );
    spots.note("solo", solo.rect);
    if !f.options.is_empty() || !f.choices.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new("Optional rules and choices").strong());
    }
    for (k, o) in f.options.iter().enumerate() {
        let r = ui.checkbox(&mut form.options[k], &o.name);
        spots.note(&format!("option.{}", o.id), r.rect);
        rule_text(ui, &o.text, &o.source);
    }
    for (k, c) in f.choices.iter().enumerate() {
        ui.horizontal(|ui| {
            ui.label(&c.name);
            for (v, value) in c.values.iter().enumerate() {
                let r = ui.radio_value(&mut form.choices[k], v, value);
                spots.note(&format!("choice.{}.{value}", c.id), r.rect);
            }
        });
        rule_text(ui, &c.text, &c.source);
    }
}

fn rule_text(ui: &mut egui::Ui, text: &str, source: &str) {
    ui.indent("rule text", |ui| {
        if !text.is_empty() {
            ui.label(egui::RichText::new(text).small());
        }
        if !source.is_empty() {
            ui.label(egui::RichText::new(source).small().weak().italics());
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn screen() -> NewGame {
        let mut s = NewGame {
            folders: vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios")],
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

    /// Zhukov's War with the Don River rule ticked and the variant pocket: the game has both.
    #[test]
    fn options_and_choices_picked_are_the_games() {
        let mut s = screen();
        let k = s
            .list
            .iter()
            .position(|e| e.path.ends_with("zw_blue.ron"))
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
