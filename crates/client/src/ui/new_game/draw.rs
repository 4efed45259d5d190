//! Drawing the New game screen: the list of scenarios by game, the chosen one's picture, facts
//! and description, and the form (seats, pace, seed, optional rules and choices, solo play);
//! Start turns the form into the game on screen.

use crate::ui::new_game::*;

/// What Start touches: the files and seats of the game on screen, solo play, the save, and the
/// command that puts the new game there.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Begin<'w> {
    source: ResMut<'w, Source>,
    seats: ResMut<'w, Seats>,
    hotseat: ResMut<'w, Hotseat>,
    last: ResMut<'w, LastSave>,
    send: MessageWriter<'w, SendCommand>,
}

pub(super) fn draw(
    mut contexts: EguiContexts,
    mut screen: ResMut<NewGame>,
    mut thumbs: ResMut<Thumbnails>,
    mut spots: ResMut<Spots>,
    mut begin: Begin,
    mut dialog: ResMut<Dialog>,
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
                    heading(ui, screen, &mut spots, &mut exit, &mut next);
                    ui.separator();
                    let height = ui.available_height();
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| {
                            ui.set_width(400.0);
                            list(ui, screen, &mut spots, height);
                        });
                        ui.separator();
                        ui.vertical(|ui| {
                            chosen(
                                ui,
                                screen,
                                height,
                                (&mut thumbs, &mut spots),
                                &mut begin,
                                &mut next,
                            );
                        });
                    });
                });
        });
    if let Some(n) = next {
        *dialog = n;
    }
    Ok(())
}

/// The screen's title, Quit, Open a saved game, Back to the game; the folders listed.
fn heading(
    ui: &mut egui::Ui,
    screen: &NewGame,
    spots: &mut Spots,
    exit: &mut MessageWriter<AppExit>,
    next: &mut Option<Dialog>,
) {
    ui.horizontal(|ui| {
        ui.heading(egui::RichText::new("steppe — New game").size(24.0));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button("Quit").clicked() {
                exit.write(AppExit::Success);
            }
            let open = ui.button("Open a saved game…");
            spots.note("open_saved", open.rect);
            if open.clicked() {
                *next = Some(Dialog::Open { error: None });
            }
            if screen.may_cancel
                && !screen.front_door
                && ui.button("Back to the game (Esc)").clicked()
            {
                *next = Some(Dialog::None);
            }
        });
    });
    for line in &screen.folder_lines {
        ui.label(egui::RichText::new(line).small());
    }
}

/// The chosen scenario: its picture, facts and description and the form, or why it does not
/// load; Start.
fn chosen(
    ui: &mut egui::Ui,
    screen: &mut NewGame,
    height: f32,
    (thumbs, spots): (&mut Thumbnails, &mut Spots),
    begin: &mut Begin,
    next: &mut Option<Dialog>,
) {
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
                    details(ui, &entry, f, thumbs);
                    ui.add_space(6.0);
                    form(ui, screen, f, spots);
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
                start_game(screen, f, begin, next);
            }
        }
    }
}

/// Start: the form turned into the game on screen, with its seats and solo play; or why not.
fn start_game(screen: &mut NewGame, f: &Facts, begin: &mut Begin, next: &mut Option<Dialog>) {
    match screen.start() {
        Ok((g, l)) => {
            let what = format!(
                "New game: {}, dice seed {}{}. Click a unit of the phasing side to select it; End phase when done.",
                g.scenario.name,
                g.seed,
                {
                    let d = screen.rule_choices(f).describe(&g.rules);
                    if d.is_empty() {
                        String::new()
                    } else {
                        format!(" ({d})")
                    }
                }
            );
            begin.source.loaded = l;
            begin.seats.sides = screen.form.seats.clone();
            begin.seats.pace = screen.form.pace;
            begin.hotseat.0 = !screen.form.solo;
            *begin.last = LastSave::of(&g);
            begin.send.write(SendCommand::Replace(Box::new(g), what));
            *next = Some(Dialog::None);
        }
        Err(e) => screen.error = Some(e),
    }
}

/// A scenario's row in the list: its two lines from the left edge, the row the list's width.
fn row(chosen: bool, text: egui::RichText) -> egui::Button<'static> {
    egui::Button::selectable(chosen, (text, egui::Atom::grow())).min_size(egui::vec2(380.0, 36.0))
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
                        ui.add(row(chosen, egui::RichText::new(text)))
                    }
                    Err(err) => {
                        let text = format!("{}\n{}", e.title(), first_line(err));
                        let r = ui.add(row(chosen, egui::RichText::new(text).weak()));
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
                    let r = match seat {
                        Some(p) => r.on_hover_text(crate::ui::players::policy_help(p)),
                        None => r.on_hover_text("a person at this computer"),
                    };
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
                form.seed = crate::services::new_seed().to_string();
            }
        });
        ui.end_row();
    });
    // Hand-over screens come only between two people: with the computer in a seat there are
    // none to turn off (as the pace is asked only when the computer plays).
    if form.seats.iter().filter(|s| s.is_none()).count() >= 2 {
        let solo = ui.checkbox(
            &mut form.solo,
            "Solo play: no hand-over screens between the sides",
        );
        spots.note("solo", solo.rect);
    }
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

/// An optional rule's or choice's text and source, at the body size and colour a player reads
/// (not small grey print): they say what ticking the box does.
fn rule_text(ui: &mut egui::Ui, text: &str, source: &str) {
    ui.indent("rule text", |ui| {
        if !text.is_empty() {
            ui.label(egui::RichText::new(text).strong());
        }
        if !source.is_empty() {
            ui.label(egui::RichText::new(source).italics());
        }
    });
}
