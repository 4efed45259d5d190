//! The rules core: pure game logic with no bevy, no I/O, no clock and no global RNG.
//!
//! The layers, in order; each uses only those before it (`tests/layers.rs` in the workspace
//! root reads the source with `syn`, follows every path, alias and re-export, and fails on one
//! that points the other way, or on a circle between the modules of one folder):
//! - `data`: the ruleset and scenario files as written (serde), names instead of indices;
//! - `model`: the checked ruleset and scenario, ids turned into indices, combat columns numbers;
//! - `load`: checks a file once, every problem with its file, line and column, and builds the model;
//! - `state`: a position (`State`: units, control, dice, the battle being resolved), commands,
//!   events and refusals, and the `Setup` (checked ruleset and scenario) it is read against;
//! - `query`: questions about a position (zones of control, supply, conditions, retreat paths);
//! - `mechanics`: the rules that change a position, as functions of `(&Setup, &mut State)`
//!   (movement, combat, sequence of play, arrivals, replacements, victory);
//! - `engine`: the `Game` (a setup and a state, `apply`, undo, replay, saves, hash);
//! - `play`: computer players.
//!
//! # Caches: the six `thread_local!`s
//!
//! Every answer is a function of `(&Setup, &State)`; these keep work between calls without
//! changing any answer (in debug builds a kept supply map or zone table is checked against a
//! fresh one, and tests replay fixed seeds to the same hashes). They are thread-local, not
//! values a caller passes, because the callers that ask again and again are deep inside the
//! rules (a player judging every move asks for zones of control, supply and reach from within
//! `apply`), and they are per thread, not shared, so that `steppe sim` and the window's
//! what-if runs play games on many threads with no lock and no contention. A game never sees
//! another's entries: an entry holds (or is keyed by) the `Arc`s of the ruleset and scenario
//! it is of, and is used only for that same `Setup`.
//!
//! - `query::zoc` `KEPT`: per side of the game last asked, the occupancy and zone-of-control
//!   tables (`SideTables`) with the unit statuses they were built from. Invalidated by the
//!   state's status serial (`StatusSerial`): a different serial brings them up to date with the
//!   units that moved since, or rebuilds them; another game's setup drops them.
//! - `query::supply` `RECENTLY`, `SEEN` (the last 4 supply maps, keyed by side, the hexes units
//!   close to supply lines and, with sea lines, control; `SEEN` also by status serial) and
//!   `MARKS` (per-hex working bits, all zero between calls). A key that differs is a miss; the
//!   oldest entry goes when a fifth is kept. `GROUND`: the map's water and city hexes, per
//!   setup (they never change within one).
//! - `play::distance` `RECENTLY`: the last 24 land distance maps, keyed by the hexes they start
//!   from. The map never changes within a setup, so only the setup and the key decide.
//! - `mechanics::reach::scratch` `SCRATCH`: the movement search's arrays the size of the map,
//!   reused, never read before being written (a search puts back the hexes it reached); it
//!   holds no answer, so nothing invalidates it.
//! - `mechanics::reach::sample` `SAMPLE`: the bounded movement search's arrays the size of the
//!   map and its queue (the random player's draw), reused like `SCRATCH`: a search puts back
//!   every hex it touched; it holds no answer, so nothing invalidates it.
//! - `mechanics::class_costs` `KEPT`: the last 16 cost tables of a unit class, keyed by the
//!   class and the cost changes and whole-move crossings in force (one bit each); a change of
//!   weather or turn that switches one gives another key.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod data;
pub mod engine;
pub mod load;
pub mod mechanics;
pub mod model;
pub mod play;
pub mod query;
pub mod state;
