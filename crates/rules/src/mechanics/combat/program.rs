//! The interpreter of combat results' programs (`model::outcome`): runs instructions until the
//! battle ends or waits for a player, and takes every step that leaves no choice at once.

use crate::data::condition::{BattleSide, Who};
use crate::mechanics::combat::{alive, alive_of, do_retreat, lose_step};
use crate::model::condition::UnitTest;
use crate::model::outcome::Instr;
use crate::model::tables::UnitId;
use crate::query::condition::Battle;
use crate::query::retreat::retreat_options;
use crate::state::Setup;
use crate::state::State;
use crate::state::command::Event;
use crate::state::{Pending, Stage};

/// Runs one instruction of the result's program; false when the battle is over.
fn run(setup: &Setup, st: &mut State, events: &mut Vec<Event>) -> bool {
    let Some(p) = st.pending.clone() else {
        return false;
    };
    let program = &setup.rules.outcomes[p.result];
    let mut next = p.pc + 1;
    if let Some(by) = chooser(&program[p.pc.min(program.len() - 1)]) {
        st.pending.as_mut().expect("pending").chooser = by;
    }
    st.pending.as_mut().expect("pending").payers = None;
    let stage = match &program[p.pc.min(program.len() - 1)] {
        Instr::End => {
            st.pending = None;
            return false;
        }
        Instr::Lose(BattleSide::Defender, n, _) => Stage::DefenderLoss {
            steps: p.scale[1].apply(*n),
            strength: 0,
            lost: p.lost,
        },
        Instr::LoseFactors(BattleSide::Defender, n) => Stage::DefenderLoss {
            steps: 0,
            strength: *n,
            lost: p.lost,
        },
        Instr::LoseFactors(BattleSide::Attacker, n) => Stage::AttackerLoss {
            steps: 0,
            strength: *n,
        },
        Instr::Lose(BattleSide::Attacker, n, _) => Stage::AttackerLoss {
            steps: p.scale[0].apply(*n),
            strength: 0,
        },
        Instr::Exchange => Stage::AttackerLoss {
            steps: 0,
            strength: p.lost,
        },
        Instr::LoseCasualties(BattleSide::Attacker) => Stage::AttackerLoss {
            steps: 0,
            strength: p.casualties[0],
        },
        Instr::LoseCasualties(BattleSide::Defender) => Stage::DefenderLoss {
            steps: 0,
            strength: p.casualties[1],
            lost: p.lost,
        },
        Instr::Eliminate(side) => {
            let units = side_units(&p, *side);
            let lost = eliminate_all(setup, st, units, *side == BattleSide::Attacker, events);
            if *side == BattleSide::Defender {
                st.pending.as_mut().expect("pending").lost += lost;
            }
            Stage::Run
        }
        Instr::Retreat(n) => {
            st.pending.as_mut().expect("pending").retreat = *n;
            Stage::StepOrRetreat
        }
        Instr::Advance => Stage::Advance,
        Instr::AttackAgain => {
            attack_again(setup, st, &p, events);
            Stage::Run
        }
        Instr::Mark(side, m) => {
            mark(st, side_units(&p, *side), *m, events);
            Stage::Run
        }
        Instr::MarkSide(side, m) => {
            mark_side(setup, st, &p, *side, *m);
            Stage::Run
        }
        Instr::JumpUnless(test, target) => {
            if battle(setup, st, &p).eval(test).is_none() {
                next = *target;
            }
            Stage::Run
        }
        Instr::Jump(target) => {
            next = *target;
            Stage::Run
        }
        Instr::Trade(percent, using, otherwise, some) => {
            trade(setup, st, &p, *percent, using, *some, events).unwrap_or_else(|| {
                next = *otherwise;
                Stage::Run
            })
        }
        Instr::Choose(by, options) => Stage::Choice {
            by: *by,
            options: options.iter().map(|(n, _)| n.clone()).collect(),
        },
    };
    let pending = st.pending.as_mut().expect("pending");
    pending.pc = next;
    pending.stage = stage;
    true
}

/// Who picks the units of a loss the instruction makes: the owner, unless the program names the
/// other side (none: the instruction makes no loss).
fn chooser(instr: &Instr) -> Option<BattleSide> {
    match instr {
        Instr::Lose(_, _, by) => Some(*by),
        Instr::LoseFactors(side, _) => Some(*side),
        Instr::Exchange => Some(BattleSide::Attacker),
        Instr::LoseCasualties(side) => Some(*side),
        _ => None,
    }
}

/// `MarkSide`: the side of the attackers or of the defender gets the side marker `m`.
fn mark_side(setup: &Setup, st: &mut State, p: &Pending, side: BattleSide, m: u8) {
    let unit = match side {
        BattleSide::Attacker => p.attackers[0],
        BattleSide::Defender => p.defender,
    };
    let s = setup.scenario.units[unit as usize].side;
    st.side_marks[s as usize] |= 1 << m;
}

/// The units of one side of the pending battle.
fn side_units(p: &Pending, side: BattleSide) -> &[UnitId] {
    match side {
        BattleSide::Attacker => &p.attackers,
        BattleSide::Defender => &p.defenders,
    }
}

/// `AttackAgain`: the attackers still on the map may attack again this phase.
fn attack_again(setup: &Setup, st: &mut State, p: &Pending, events: &mut Vec<Event>) {
    for u in alive_of(st, &p.attackers) {
        st.units[u as usize].set(setup.rules.roles.attacked, false);
    }
    events.push(Event::MayAttackAgain {
        units: alive_of(st, &p.attackers),
    });
}

/// `Mark`: the units still on the map get the unit marker `m`.
fn mark(st: &mut State, units: &[UnitId], m: u8, events: &mut Vec<Event>) {
    for u in alive_of(st, units) {
        st.units[u as usize].set(m, true);
    }
    events.push(Event::Marked {
        units: alive_of(st, units),
        marker: m,
    });
}

/// `Trade(percent, using, _, some)`: the attackers that hold `using` pay `percent` of the
/// defense in attack factors, the defenders eliminated (with `some`, the attacker picks which
/// defenders to pay for, one at a time). The stage that follows, or none where they cannot pay
/// (the program goes on at its `otherwise`).
fn trade(
    setup: &Setup,
    st: &mut State,
    p: &Pending,
    percent: u32,
    using: &UnitTest,
    some: bool,
    events: &mut Vec<Event>,
) -> Option<Stage> {
    let need = (p.defense * percent).div_ceil(100);
    let b = battle(setup, st, p);
    let payers: Vec<_> = (0..p.attackers.len())
        .filter(|&i| alive(st, p.attackers[i]) && b.unit_holds(using, Who::Attackers, i))
        .map(|i| p.attackers[i])
        .collect();
    let can = payers
        .iter()
        .map(|&u| setup.factors(st, u).attack)
        .sum::<u32>();
    let shares = super::trade::shares(setup, st, &p.defenders, need);
    let cheapest = shares.iter().map(|&(_, c)| c).min().unwrap_or(need);
    if some && cheapest <= can {
        let pending = st.pending.as_mut().expect("pending");
        pending.payers = Some(payers);
        pending.chooser = BattleSide::Attacker;
        Some(Stage::TradePick {
            shares,
            bill: 0,
            can,
        })
    } else if can < need || some {
        let need = if some { cheapest } else { need };
        events.push(Event::ExchangeImpossible { need, can });
        None
    } else {
        let lost = eliminate_all(setup, st, &p.defenders, false, events);
        let pending = st.pending.as_mut().expect("pending");
        pending.lost += lost;
        pending.payers = Some(payers);
        pending.chooser = BattleSide::Attacker;
        Some(Stage::AttackerLoss {
            steps: 0,
            strength: need,
        })
    }
}

/// The pending battle as conditions see it, in this state.
fn battle<'a>(setup: &'a Setup, st: &'a State, p: &'a Pending) -> Battle<'a> {
    Battle::new(setup, st, &p.attackers, &p.defenders, p.hex)
}

/// Eliminates every unit of the list still on the map; returns the strength they lost.
fn eliminate_all(
    setup: &Setup,
    st: &mut State,
    units: &[UnitId],
    attacker: bool,
    events: &mut Vec<Event>,
) -> u32 {
    let mut lost = 0;
    for &u in units {
        while alive(st, u) {
            lost += lose_step(setup, st, u, attacker, events);
        }
    }
    lost
}

/// Moves the pending battle on through every stage that needs no choice.
pub(crate) fn settle(setup: &Setup, st: &mut State, events: &mut Vec<Event>) {
    loop {
        let Some(p) = st.pending.clone() else { return };
        let living = alive_of(st, p.payers.as_deref().unwrap_or(&p.attackers));
        let defenders = alive_of(st, &p.defenders);
        let next = match p.stage {
            Stage::Run => {
                if !run(setup, st, events) {
                    return;
                }
                continue;
            }
            Stage::Withdraw => None,
            Stage::TradePick {
                ref shares,
                bill,
                can,
            } => trade_pick(setup, st, shares, bill, can, events),
            Stage::Choice { ref options, .. } => {
                if options.len() == 1 {
                    let (_, at) = choice_target(setup, &p, 0);
                    st.pending.as_mut().expect("pending").pc = at;
                    Some(Stage::Run)
                } else {
                    None
                }
            }
            Stage::DefenderLoss {
                steps,
                strength,
                lost,
            } => {
                if (steps == 0 && strength == 0) || defenders.is_empty() {
                    st.pending.as_mut().expect("pending").lost = lost;
                    Some(Stage::Run)
                } else if defenders.len() == 1 {
                    let l = lose_step(setup, st, defenders[0], false, events);
                    Some(Stage::DefenderLoss {
                        steps: steps.saturating_sub(1),
                        strength: strength.saturating_sub(l),
                        lost: lost + l,
                    })
                } else {
                    None
                }
            }
            Stage::AttackerLoss { steps, strength } => {
                if (steps == 0 && strength == 0) || living.is_empty() {
                    Some(Stage::Run)
                } else if living.len() == 1 {
                    let lost = lose_step(setup, st, living[0], true, events);
                    Some(Stage::AttackerLoss {
                        steps: steps.saturating_sub(1),
                        strength: strength.saturating_sub(lost),
                    })
                } else {
                    None
                }
            }
            Stage::StepOrRetreat => {
                if defenders.is_empty() || p.retreat == 0 {
                    Some(Stage::Run)
                } else if p.step_instead {
                    None
                } else {
                    Some(Stage::Retreat)
                }
            }
            Stage::Retreat => retreat(setup, st, &p, &defenders, events),
            Stage::Advance => {
                let vacated = !st.units_at(p.hex).any(|_| true);
                if !vacated || living.is_empty() {
                    Some(Stage::Run)
                } else {
                    None
                }
            }
        };
        match next {
            Some(s) => st.pending.as_mut().expect("pending").stage = s,
            None => return,
        }
    }
}

/// The attacker's pick of the defenders to pay for in a trade, taken at once where it leaves no
/// choice: none affordable (the bill is paid), or only one to start with.
fn trade_pick(
    setup: &Setup,
    st: &mut State,
    shares: &[(UnitId, u32)],
    bill: u32,
    can: u32,
    events: &mut Vec<Event>,
) -> Option<Stage> {
    let affordable: Vec<usize> = (0..shares.len())
        .filter(|&i| bill + shares[i].1 <= can)
        .collect();
    if affordable.is_empty() {
        Some(Stage::AttackerLoss {
            steps: 0,
            strength: bill,
        })
    } else if bill == 0 && affordable.len() == 1 {
        // One must go, and only one can: no choice.
        let (u, share) = shares[affordable[0]];
        let mut lost = 0;
        while alive(st, u) {
            lost += lose_step(setup, st, u, false, events);
        }
        let mut rest = shares.to_vec();
        rest.remove(affordable[0]);
        st.pending.as_mut().expect("pending").lost += lost;
        Some(Stage::TradePick {
            shares: rest,
            bill: share,
            can,
        })
    } else {
        None
    }
}

/// The defenders' retreat, taken at once where it leaves no choice: with no way back they lose
/// every step, with one they take it.
fn retreat(
    setup: &Setup,
    st: &mut State,
    p: &Pending,
    defenders: &[UnitId],
    events: &mut Vec<Event>,
) -> Option<Stage> {
    let opts = retreat_options(setup, st, defenders[0], p.retreat, &p.attackers);
    match opts.len() {
        0 => {
            for &d in defenders {
                events.push(Event::NoRetreat { unit: d });
                while alive(st, d) {
                    lose_step(setup, st, d, false, events);
                }
            }
            Some(Stage::Run)
        }
        1 => {
            for &d in defenders {
                do_retreat(setup, st, d, &opts[0], events);
            }
            Some(Stage::Run)
        }
        _ => None,
    }
}

/// The name of option `k` of the pending choice and where its instructions start.
pub(crate) fn choice_target(setup: &Setup, p: &Pending, k: usize) -> (String, usize) {
    match &setup.rules.outcomes[p.result][p.pc - 1] {
        Instr::Choose(_, options) => options[k].clone(),
        other => unreachable!("a choice stage follows a Choose instruction, not {other:?}"),
    }
}
