//! The new-unit tool's part of the set-up window: a unit of the ruleset's nationalities and
//! unit types (its size and steps taken from the scenario's last unit of that nationality and
//! type, when it has one), with a name and the factors of each step; a click on the map puts
//! it in that hex, "Add arriving" makes it a reinforcement of the turn chosen. Each is an
//! `Edit::Add` written into the scenario file.

use crate::state::{DesignRequest, Designer};
use crate::ui::spots::Spots;
use bevy::prelude::*;
use bevy_egui::egui;
use steppe_rules::data::limits::{MAX_FACTOR, MAX_MP};
use steppe_rules::data::scenario::Size;
use steppe_rules::engine::game::Game;
use steppe_rules::load::edit::{Edit, Start, size_word};

/// The most steps the form offers (the shipped counters have two to four).
const MOST_STEPS: usize = 6;

pub(super) fn form(
    ui: &mut egui::Ui,
    g: &Game,
    d: &mut Designer,
    send: &mut MessageWriter<DesignRequest>,
    spots: &mut Spots,
) {
    let rules = &g.rules;
    ui.label(
        "A new unit: fill it in, then click a hex to put it there, or add it arriving on a turn.",
    );
    let f = &mut d.unit;
    let mut picked_kind = false;
    let nat_name = |i: usize| {
        rules.nationalities.get(i).map_or_else(String::new, |n| {
            // The side in brackets where the name does not say it ("German (Axis)").
            let side = &rules.sides[n.side as usize].name;
            if *side == n.name {
                n.name.clone()
            } else {
                format!("{} ({side})", n.name)
            }
        })
    };
    let r = egui::ComboBox::from_label("nationality")
        .selected_text(nat_name(f.nationality))
        .show_ui(ui, |ui| {
            for i in 0..rules.nationalities.len() {
                let r = ui.selectable_value(&mut f.nationality, i, nat_name(i));
                spots.note(
                    &format!("designer.unit.nat.{}", rules.nationalities[i].id),
                    r.rect,
                );
                picked_kind |= r.clicked();
            }
        });
    spots.note("designer.unit.nationality", r.response.rect);
    let type_name = |i: usize| rules.unit_types.get(i).map_or("", |t| t.name.as_str());
    let r = egui::ComboBox::from_label("type")
        .selected_text(type_name(f.unit_type))
        .show_ui(ui, |ui| {
            for (i, t) in rules.unit_types.iter().enumerate() {
                let r = ui.selectable_value(&mut f.unit_type, i, &t.name);
                spots.note(&format!("designer.unit.type.{}", t.id), r.rect);
                picked_kind |= r.clicked();
            }
        });
    spots.note("designer.unit.type", r.response.rect);
    if picked_kind {
        f.like_others(g);
    }
    egui::ComboBox::from_label("size")
        .selected_text(size_word(f.size))
        .show_ui(ui, |ui| {
            for s in [Size::Division, Size::Corps, Size::Army, Size::ArmyGroup] {
                ui.selectable_value(&mut f.size, s, size_word(s));
            }
        });
    ui.horizontal(|ui| {
        ui.label("name");
        let r = ui.add(
            egui::TextEdit::singleline(&mut f.name)
                .hint_text("XLVIII Panzer Corps")
                .desired_width(200.0),
        );
        spots.note("designer.unit.name", r.rect);
    });
    ui.label("Attack, defense, movement of each step, full strength first:");
    let mut drop = None;
    for (i, (a, df, m)) in f.steps.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            ui.label(format!("step {}", i + 1));
            ui.add(egui::DragValue::new(a).range(0..=MAX_FACTOR));
            ui.add(egui::DragValue::new(df).range(0..=MAX_FACTOR));
            ui.add(egui::DragValue::new(m).range(0..=MAX_MP));
            if i > 0
                && ui
                    .small_button("✖")
                    .on_hover_text("Take this step away")
                    .clicked()
            {
                drop = Some(i);
            }
        });
    }
    if let Some(i) = drop {
        f.steps.remove(i);
    }
    if f.steps.len() < MOST_STEPS && ui.small_button("Add a step").clicked() {
        let last = *f.steps.last().unwrap_or(&(1, 1, 1));
        f.steps.push(last);
    }
    let unit = f.unit(g, Start::Turn(d.turn.max(1)));
    match &unit {
        Ok(u) => ui.label(format!("Its id will be {}.", u.id)),
        Err(why) => ui.label(egui::RichText::new(why).weak()),
    };
    ui.horizontal(|ui| {
        d.turn = d.turn.clamp(1, g.scenario.turns.max(1));
        let r = ui.add_enabled(unit.is_ok(), egui::Button::new("Add arriving on turn"));
        spots.note("designer.unit.arrive", r.rect);
        ui.add(egui::DragValue::new(&mut d.turn).range(1..=g.scenario.turns.max(1)));
        if r.clicked()
            && let Ok(u) = unit
        {
            send.write(DesignRequest::Edit(Edit::Add(Box::new(u))));
        }
    });
}
