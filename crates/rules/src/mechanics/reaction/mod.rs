//! Reactions: the other side acting inside the moving side's phase (`data::reactions`). A move
//! is walked hex by hex; at the first hex whose entry sets a reaction off (an enemy unit's rear
//! area entered by the mover or its zone of control), the mover halts before it and the move
//! waits in `State::pending` as a question to the reacting side, answered with the battle
//! commands: `Choose` (0: no reaction; k: the k-th unit that may react), then `Retreat` (the
//! withdrawal's path). When the withdrawing unit ends in the hex the mover was about to enter,
//! the move ends there; otherwise the mover enters it and goes on along its path as far as the
//! rules now let it, and a later hex may halt it again.

mod rear;
mod rear_area;
mod withdrawal;
mod words;

pub use rear_area::rear_distance;
pub use withdrawal::withdrawals;
pub use words::{consequence, waiting};

use crate::data::condition::BattleSide;
use crate::mechanics::movement::Mover;
use crate::model::map::HexIdx;
use crate::model::tables::UnitId;
use crate::state::command::{Event, RuleError};
use crate::state::{Pending, Reaction, Scale, Setup, Stage, State, UnitStatus};
use rear::{first_set_off, set_off};
use withdrawal::check_withdrawal;

/// Where a move along `path` from `start` is halted, if a reaction in force sets one off: the
/// index of the hex the mover is about to enter, the reaction, and the units that may react.
/// Judged before any of the move is applied.
pub(crate) fn first_halt(
    setup: &Setup,
    st: &State,
    mover: UnitId,
    start: HexIdx,
    path: &[HexIdx],
) -> Option<(usize, usize, Vec<UnitId>)> {
    first_set_off(setup, st, mover, start, path, 0, &[])
}

/// Puts the question of a halted move (`first_halt`'s answer) to the reacting side; the mover
/// stands on the hex before the one it was about to enter.
pub(crate) fn halt(
    setup: &Setup,
    st: &mut State,
    mover: UnitId,
    start: HexIdx,
    path: &[HexIdx],
    (at, k, units): (usize, usize, Vec<UnitId>),
    events: &mut Vec<Event>,
) {
    let r = Reaction {
        reaction: k as u8,
        mover,
        start,
        path: path.to_vec(),
        at,
        declined: Vec::new(),
        reacting: None,
    };
    ask(setup, st, r, units, events);
}

/// Puts the question to the reacting side: no reaction, or which of `units` reacts.
fn ask(setup: &Setup, st: &mut State, r: Reaction, units: Vec<UnitId>, events: &mut Vec<Event>) {
    let rule = &setup.rules.duties.reactions[r.reaction as usize];
    let mut options = vec![format!("No {}", rule.name.to_lowercase())];
    options.extend(units.iter().map(|&u| {
        let at = st.unit_hex(u).map(|h| setup.label(h)).unwrap_or_default();
        format!("{}: {} ({at})", rule.name, setup.unit_name(u))
    }));
    let hex = r.path[r.at];
    events.push(Event::ReactionAsked {
        reaction: r.reaction,
        unit: r.mover,
        hex,
        units: units.clone(),
    });
    st.pending = Some(Pending {
        attackers: vec![r.mover],
        defender: units[0],
        defenders: units,
        hex,
        result: 0,
        stage: Stage::Choice {
            by: BattleSide::Defender,
            options,
        },
        pc: 0,
        lost: 0,
        retreat: 0,
        chooser: BattleSide::Defender,
        step_instead: false,
        scale: [Scale::NONE; 2],
        defense: 0,
        payers: None,
        casualties: [0, 0],
        reaction: Some(Box::new(r)),
    });
}

/// The reaction waiting in `st.pending`, taken out of it.
fn take(st: &mut State) -> Reaction {
    let p = st.pending.take().expect("the caller found a reaction");
    *p.reaction.expect("the caller found a reaction")
}

/// The reacting side's answer to "which unit reacts": 0 none (the move goes on), k the k-th of
/// the units that may react.
pub(crate) fn choose(
    setup: &Setup,
    st: &mut State,
    option: u32,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let paths = check_choose(setup, st, option)?;
    let units = st.pending.as_ref().expect("checked").defenders.clone();
    if option == 0 {
        let mut r = take(st);
        r.declined.extend(units.iter().copied());
        events.push(Event::NoReaction {
            reaction: r.reaction,
            units,
        });
        go_on(setup, st, r, events);
        return Ok(());
    }
    let unit = units[option as usize - 1];
    let p = st.pending.as_mut().expect("checked");
    p.stage = Stage::Withdraw;
    p.defender = unit;
    p.reaction.as_mut().expect("found").reacting = Some(unit);
    if let [only] = paths.as_slice() {
        withdraw(setup, st, only, events)?;
    }
    Ok(())
}

/// Why `option` may not answer the reaction's question, if it may not (`choose`'s checks: the
/// state is only read); else the withdrawals of the unit it names (none for no reaction). A
/// unit with one withdraws along it at once: that path is checked here too.
pub(crate) fn check_choose(
    setup: &Setup,
    st: &State,
    option: u32,
) -> Result<Vec<Vec<HexIdx>>, RuleError> {
    let p = st.pending.as_ref().expect("the caller found a reaction");
    let units = &p.defenders;
    if p.stage == Stage::Withdraw || option as usize > units.len() {
        let n = if p.stage == Stage::Withdraw {
            0
        } else {
            units.len() + 1
        };
        return Err(RuleError::NoSuchOption {
            option: option + 1,
            options: format!(
                "{} to {}",
                crate::model::words::counted(n, "answer", "answers"),
                waiting(setup, st)
            ),
        });
    }
    if option == 0 {
        return Ok(Vec::new());
    }
    let unit = units[option as usize - 1];
    // (The withdrawals read the units, not the question.)
    let rule = &setup.rules.duties.reactions[p.reaction.as_ref().expect("found").reaction as usize];
    let paths = withdrawals(setup, st, rule, unit, p.hex);
    if let [only] = paths.as_slice() {
        check_withdrawal(setup, st, rule, unit, p.hex, only)?;
    }
    Ok(paths)
}

/// Why the reacting unit may not withdraw along `path`, if it may not (`withdraw`'s checks: the
/// state is only read).
pub(crate) fn check_withdraw(setup: &Setup, st: &State, path: &[HexIdx]) -> Result<(), RuleError> {
    let p = st.pending.as_ref().expect("the caller found a reaction");
    let r = p.reaction.as_ref().expect("the caller found a reaction");
    let Some(unit) = r.reacting else {
        return Err(RuleError::NoBattlePending {
            what: "a withdrawal path".into(),
        });
    };
    let rule = &setup.rules.duties.reactions[r.reaction as usize];
    check_withdrawal(setup, st, rule, unit, p.hex, path)
}

/// The withdrawal of the unit that reacts, along `path` (start excluded).
pub(crate) fn withdraw(
    setup: &Setup,
    st: &mut State,
    path: &[HexIdx],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_withdraw(setup, st, path)?;
    let p = st.pending.as_ref().expect("the caller found a reaction");
    let r = p.reaction.as_ref().expect("the caller found a reaction");
    let unit = r.reacting.expect("checked");
    let (k, declared) = (r.reaction, p.hex);
    let rule = &setup.rules.duties.reactions[k as usize];
    let from = st.unit_hex(unit).expect("a reacting unit is on the map");
    let side = setup.scenario.units[unit as usize].side;
    for &h in path {
        st.control[h as usize] = side;
    }
    let end = *path.last().expect("checked: not empty");
    st.set_status(unit, UnitStatus::OnMap(end));
    st.units[unit as usize].set(rule.marker, true);
    events.push(Event::Reacted {
        reaction: k,
        unit,
        from,
        path: path.to_vec(),
    });
    let mut r = take(st);
    r.reacting = None;
    if end == declared {
        events.push(Event::MoveBlocked {
            unit: r.mover,
            hex: declared,
        });
        commit_crossings(setup, st, &r, r.at);
        return Ok(());
    }
    // Others the same entry set off may still react.
    let units = set_off(setup, st, rule, declared, &r.declined);
    if units.is_empty() {
        go_on(setup, st, r, events);
        return Ok(());
    }
    ask(setup, st, r, units, events);
    Ok(())
}

/// The hexside crossings of the move's first `n` hexes, counted against the side's limits
/// (they are counted once, when the move ends).
fn commit_crossings(setup: &Setup, st: &mut State, r: &Reaction, n: usize) {
    let map = &setup.scenario.map;
    let side = setup.scenario.units[r.mover as usize].side as usize;
    let mut cur = r.start;
    for &h in &r.path[..n] {
        if let Some(k) = map.hexside(cur, h)
            && setup.rules.hexsides[k as usize]
                .crossings_per_side_per_turn
                .is_some()
        {
            st.crossings[side][k as usize] += 1;
        }
        cur = h;
    }
}

/// The mover enters the hex it was halted before and goes on along its path as far as the rules
/// now let it (the longest part of its path that is still a legal move from where it began), and
/// a later hex may halt it again. It runs once the answer is checked and given, so it refuses
/// nothing: a mover that could not now begin its move at all goes on no farther.
fn go_on(setup: &Setup, st: &mut State, r: Reaction, events: &mut Vec<Event>) {
    // The move judged as if made from its start in the position as it is now.
    let mut then = st.clone();
    then.set_status(r.mover, UnitStatus::OnMap(r.start));
    then.units[r.mover as usize].set(setup.rules.roles.moved, false);
    let mover = Mover::new(setup, &then, r.mover).ok();
    let halted = if r.at == 0 { r.start } else { r.path[r.at - 1] };
    let legal = |n: usize| {
        mover
            .as_ref()
            .is_some_and(|m| m.check_path(&r.path[..n]).is_ok())
    };
    // How many of the path's hexes the move now enters: all it can from the halted hex on.
    let (Some(m), Some(mut n)) = (
        mover.as_ref(),
        (r.at + 1..=r.path.len()).rev().find(|&n| legal(n)),
    ) else {
        // Not even the hex it was about to enter: it stays where it halted.
        commit_crossings(setup, st, &r, r.at);
        return;
    };
    let again = first_set_off(
        setup,
        st,
        r.mover,
        r.start,
        &r.path[..n],
        r.at + 1,
        &r.declined,
    );
    if let Some((i, _, _)) = &again {
        n = *i;
    }
    let entered = &r.path[r.at..n];
    let (spent, stopped) = match m.check_path(&r.path[..n]) {
        Ok((spent, stopped)) => (m.points(spent), stopped),
        Err(_) => (m.points(m.cost_of(&r.path[..n])), None),
    };
    let side = setup.scenario.units[r.mover as usize].side;
    for &h in entered {
        st.control[h as usize] = side;
    }
    let end = r.path[n - 1];
    st.set_status(r.mover, UnitStatus::OnMap(end));
    events.push(Event::Moved {
        unit: r.mover,
        from: halted,
        path: entered.to_vec(),
        mp_spent: spent,
        allowance: m.points(m.allowance_for(&r.path)),
        rail: false,
        stopped: if again.is_some() { None } else { stopped },
    });
    drop(mover);
    match again {
        Some((at, k, units)) => ask(
            setup,
            st,
            Reaction {
                reaction: k as u8,
                at,
                ..r
            },
            units,
            events,
        ),
        None => commit_crossings(setup, st, &r, n),
    }
}
