//! The windows' titles (their egui ids too): the dock's order (`dock`) and each window's own
//! code use these, so that a renamed window keeps its place.

pub(crate) const ACTIVATIONS: &str = "Activations";
pub(crate) const BALANCE: &str = "Balance: games after each change";
pub(crate) const BATTLE_LOG: &str = "Battle log";
pub(crate) const CRT: &str = "Combat results table";
pub(crate) const DESIGNER: &str = "Set-up (designer)";
pub(crate) const COMBAT: &str = "Combat";
pub(crate) const HELP: &str = "Help: keys, mouse and the map's symbols";
pub(crate) const OBJECTIVES: &str = "Objectives";
pub(crate) const ORDERS: &str = "Orders";
pub(crate) const PLAYERS: &str = "Players";
pub(crate) const PROBLEMS: &str = "Problems in the files";
pub(crate) const REACTION: &str = "Reaction: the other side acts";
pub(crate) const REINFORCEMENTS: &str = "Reinforcements and replacements";
pub(crate) const TERRAIN: &str = "Terrain effects chart";
pub(crate) const UNIT: &str = "Unit";
pub(crate) const WHAT_IF: &str = "What-if: games from here";
