//! Who commands whom where formations take turns, and who has acted this turn
//! (`State::formations`): each unit's HQ, set once a turn as the activations begin, with the
//! same looked at from the HQs for the questions asked many times a turn.

use crate::model::tables::{Ruleset, Scenario, SideId, UnitId};
use crate::state::copy::clone_into_own_buffers;
use crate::state::hash::{Fnv, Hashed, fields};

/// Who commands whom and who has acted this turn.
#[derive(PartialEq, Eq, Default)]
pub struct Formations {
    /// Per unit: the HQ it is assigned to (an HQ: none). Empty until the first activations.
    /// Set only with `leaders` (`set_command`).
    command: Vec<Option<UnitId>>,
    /// HQs and units out of command activated this turn, in order.
    done: Vec<UnitId>,
    /// `done` as a bit per unit (set with it).
    acted: Vec<u64>,
    /// The formation acting now: its HQ, or the unit out of command.
    pub active: Option<UnitId>,
    /// The side that won this turn's initiative.
    pub initiative: Option<SideId>,
    /// `command` looked at the other way, set with it.
    leaders: Leaders,
}

impl Formations {
    /// Per unit: the HQ it is assigned to (an HQ: none); empty until the first activations.
    pub fn command(&self) -> &[Option<UnitId>] {
        &self.command
    }

    /// `command` looked at from the HQs (set with it).
    pub fn leaders(&self) -> &Leaders {
        &self.leaders
    }

    /// HQs and units out of command activated this turn, in order.
    pub fn done(&self) -> &[UnitId] {
        &self.done
    }

    /// Whether this HQ or unit out of command has been activated this turn (in `done`).
    pub fn has_acted(&self, u: UnitId) -> bool {
        self.acted
            .get(u as usize / 64)
            .is_some_and(|w| w & (1 << (u % 64)) != 0)
    }

    /// Counts this HQ or unit out of command as activated this turn.
    pub fn mark_done(&mut self, u: UnitId) {
        self.done.push(u);
        let w = u as usize / 64;
        if self.acted.len() <= w {
            self.acted.resize(w + 1, 0);
        }
        self.acted[w] |= 1 << (u % 64);
    }

    /// A new round of activations: none has acted.
    pub fn clear_done(&mut self) {
        self.done.clear();
        self.acted.clear();
    }

    /// Assigns the units to HQs (per unit its HQ, an HQ none), and indexes them (`leaders`).
    /// Reads the checked tables only (the sides, and each unit's side), not the `Setup`.
    pub fn set_command(
        &mut self,
        rules: &Ruleset,
        scenario: &Scenario,
        command: Vec<Option<UnitId>>,
    ) {
        self.command = command;
        let l = &mut self.leaders;
        let sides = rules.sides.len();
        l.loose.resize_with(sides, Vec::new);
        l.loose.truncate(sides);
        for v in &mut l.loose {
            v.clear();
        }
        l.assigned.clear();
        for (u, hq) in self.command.iter().enumerate() {
            match hq {
                None => {
                    let side = scenario.units.get(u).map(|x| x.side as usize);
                    if let Some(v) = side.and_then(|s| l.loose.get_mut(s)) {
                        v.push(u as UnitId);
                    }
                }
                Some(h) => l.assigned.push((*h, u as UnitId)),
            }
        }
        l.assigned.sort_unstable();
        l.led.clear();
        l.led.extend(l.assigned.iter().map(|&(h, _)| h));
        l.led.dedup();
    }
}

/// Per turn, `Formations::command` looked at from the HQs (set with it), for the questions
/// asked many times a turn: which formations may still act (a unit assigned no HQ leads itself,
/// one assigned an HQ only once that HQ has left the map), and who is in one.
#[derive(Debug, PartialEq, Eq, Default)]
pub struct Leaders {
    /// Per side: its units assigned no HQ (its HQs, its units out of command, those not on the
    /// map), in the scenario's order.
    pub loose: Vec<Vec<UnitId>>,
    /// The HQs some unit is assigned to, in the scenario's order.
    pub led: Vec<UnitId>,
    /// Each HQ with a unit assigned to it, `(hq, unit)`, in the scenario's order of HQs, then
    /// of units.
    pub assigned: Vec<(UnitId, UnitId)>,
}

impl Leaders {
    /// The units assigned to this HQ, in the scenario's order.
    pub fn assigned_to(&self, hq: UnitId) -> impl Iterator<Item = UnitId> + '_ {
        let from = self.assigned.partition_point(|&(h, _)| h < hq);
        self.assigned[from..]
            .iter()
            .take_while(move |&&(h, _)| h == hq)
            .map(|&(_, u)| u)
    }
}

/// `Formations::own`: `command`, `done`, `active`, `initiative`.
type Own<'a> = (
    &'a Vec<Option<UnitId>>,
    &'a Vec<UnitId>,
    &'a Option<UnitId>,
    &'a Option<SideId>,
);

impl Formations {
    /// The fields that make the position: `leaders` and `acted` are `command` and `done` looked
    /// at another way, so a state's text (`Debug`) and hash leave them out.
    fn own(&self) -> Own<'_> {
        let Formations {
            command,
            done,
            acted: _,
            active,
            initiative,
            leaders: _,
        } = self;
        (command, done, active, initiative)
    }
}

// Written by hand to leave out `leaders` and `acted` (`own`): a save's state hash (v1) writes
// this text, and stays as it was.
impl std::fmt::Debug for Formations {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (command, done, active, initiative) = self.own();
        f.debug_struct("Formations")
            .field("command", command)
            .field("done", done)
            .field("active", active)
            .field("initiative", initiative)
            .finish()
    }
}

clone_into_own_buffers!(Formations {
    command,
    done,
    acted,
    active,
    initiative,
    leaders,
});
clone_into_own_buffers!(Leaders {
    loose,
    led,
    assigned
});

impl Hashed for Formations {
    fn hash_into(&self, h: &mut Fnv) {
        let (command, done, active, initiative) = self.own();
        fields!(h; command, done, active, initiative);
    }
}
