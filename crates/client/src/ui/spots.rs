//! Where named widgets were last drawn (logical pixels), for the test probe: the end-to-end
//! script clicks a scenario, a seat, the seed field or Start where the probe says they are.

use bevy::prelude::*;
use bevy_egui::egui;
use std::collections::BTreeMap;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Spots>().add_systems(First, next_frame);
}

/// Named widgets' centres and the frame each was last drawn in.
#[derive(Resource, Debug, Default)]
pub(crate) struct Spots {
    frame: u64,
    at: BTreeMap<String, ([f32; 2], u64)>,
}

impl Spots {
    /// `name` was drawn at `rect` this frame.
    pub fn note(&mut self, name: &str, rect: egui::Rect) {
        let c = rect.center();
        let frame = self.frame;
        match self.at.get_mut(name) {
            Some(v) => *v = ([c.x, c.y], frame),
            None => {
                self.at.insert(name.to_string(), ([c.x, c.y], frame));
            }
        }
    }

    /// The widgets drawn in the last two frames, by name.
    pub fn shown(&self) -> impl Iterator<Item = (&str, [f32; 2])> {
        let frame = self.frame;
        self.at
            .iter()
            .filter(move |(_, (_, f))| f + 2 >= frame)
            .map(|(n, (c, _))| (n.as_str(), *c))
    }
}

fn next_frame(mut spots: ResMut<Spots>) {
    spots.frame += 1;
}
