//! The state hash of version-1 saves, kept only to check those saves when they are opened.

use crate::engine::game::Game;
use crate::state::UnitStatus;
use crate::state::hash::Fnv;

/// The state hash saves of version 1 carry: partly hashed from `{:?}` text, and blind to the
/// units that attacked this phase. Kept only to check those saves when they are opened; new
/// saves carry `State::hash`.
pub fn version_1_hash(game: &Game) -> u64 {
    let s = &game.state;
    let mut h = Fnv::new();
    h.u64(u64::from(s.turn));
    h.u64(s.phase as u64);
    for u in &s.units {
        let (tag, hex) = match u.status() {
            UnitStatus::OnMap(x) => (0u8, x),
            UnitStatus::NotArrived => (1, 0),
            UnitStatus::Waiting => (2, 0),
            UnitStatus::Eliminated => (3, 0),
            UnitStatus::Withdrawn => (4, 0),
        };
        h.write(&[
            tag,
            u8::from(u.has(game.rules.roles.moved)),
            u8::from(u.out_of_supply),
            u8::from(u.has(game.rules.roles.attacked)),
            u8::from(u.has(game.rules.roles.defended)),
        ]);
        h.u64(u64::from(hex));
        h.u64(u64::from(u.losses));
        // Markers beyond the three roles only when set, so older hashes stay as they were.
        let r = game.rules.roles;
        let others = u.marks & !((1 << r.moved) | (1 << r.attacked) | (1 << r.defended));
        if others != 0 {
            h.u64(u64::from(others));
        }
    }
    h.write(&s.control);
    h.write(&s.phase_control);
    h.write(&[s.weather.map_or(255, |w| w), u8::from(s.over)]);
    for side in &s.crossings {
        for c in side {
            h.u64(u64::from(*c));
        }
    }
    s.dice.hash_v1(&mut h);
    // The pending battle and victories are part of the state too.
    h.write(format!("{:?}{:?}{:?}", s.pending, s.points, s.winners).as_bytes());
    // Only when present, so that hashes of games without markers stay as they were.
    if s.side_marks.iter().any(|&m| m != 0) {
        h.write(format!("{:?}", s.side_marks).as_bytes());
    }
    if s.air != crate::state::Air::default() {
        h.write(format!("{:?}", s.air).as_bytes());
    }
    if s.formations != crate::state::Formations::default() {
        h.write(format!("{:?}", s.formations).as_bytes());
    }
    if !s.hex_markers.is_empty() || !s.siege_placed.is_empty() {
        h.write(format!("{:?}{:?}", s.hex_markers, s.siege_placed).as_bytes());
    }
    h.finish()
}
