//! What the player's clicks and keys mean on the map: selecting and moving units
//! (`selection`), planning attacks and answering battles (`combat`), bringing units on
//! (`placement`), and what may still act, with Tab to the next (`may_act`). Each runs its clicks
//! in the phases they mean something in (`state::in_phase_kind`) and turns them into a change of
//! `state` or a command sent through it; what the rules allow is asked of `state`'s questions
//! (`attackable`, `candidates`, `select`...), which the panels and the map ask too.

pub(crate) mod combat;
pub(crate) mod designer;
pub(crate) mod may_act;
pub(crate) mod placement;
pub(crate) mod reaction;
pub(crate) mod selection;
