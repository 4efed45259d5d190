//! `steppe sim`'s front-line craft (`rules::play::front`) on a constructed position
//! (tests/fixtures/front_test.ron): lone units attacked at the best columns and not, a stack
//! attacked at 6:1, units eliminated in and out of supply, and the hexes of front before and
//! after, each counted exactly; the best columns of every shipped ruleset.

mod common;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::play::front::{Front, FrontCounts, front_hexes};
use steppe::rules::state::command::{Command, Event};

const FIXTURE: &str = "tests/fixtures/front_test.ron";

/// The fixture with R a stack of two (the Axis limit raised to two units a hex), at the Soviet
/// combat phase of turn 1 (the Axis supply judged on the way, at the Axis phases).
fn at_soviet_combat() -> Game {
    let l = load(FIXTURE);
    let mut rules = (*l.ruleset).clone();
    let mut sc = (*l.scenario).clone();
    let axis = sc.units[sc.unit_by_id("p").unwrap() as usize].side as usize;
    rules.stacking[axis] = 2;
    let r2 = sc.unit_by_id("r2").unwrap() as usize;
    sc.units[r2].start = sc.map.parse_hex("0606");
    let mut g = Game::new(std::sync::Arc::new(rules), std::sync::Arc::new(sc), 1);
    to_phase(&mut g, "soviet_combat");
    g
}

/// `c` applied and counted as `play_timed` counts it: its events.
fn apply(g: &mut Game, front: &mut Front, c: Command) -> Vec<Event> {
    front.before(g, &c);
    let events = g.apply(c).unwrap();
    front.read(g, &events);
    events
}

/// The attack of `attacker` on `hex`, its die scripted to show 6 (DE on the 4:1, 5:1 and 6:1
/// columns), the attacker staying where it is: the column it was fought on.
fn attack(g: &mut Game, front: &mut Front, attacker: &str, on: &str) -> String {
    g.state.dice.script([6]);
    let c = Command::Attack {
        attackers: vec![unit(g, attacker)],
        defender: hex(g, on),
    };
    let events = apply(g, front, c);
    apply(g, front, Command::Advance { unit: None });
    let (column, result) = events
        .iter()
        .find_map(|e| match e {
            Event::BattleResolved { column, result, .. } => Some((column.clone(), result.clone())),
            _ => None,
        })
        .expect("a battle");
    assert_eq!(result, "DE", "{attacker} on {on}: {events:?}");
    assert!(g.state.pending.is_none(), "{:?}", g.state.pending);
    column
}

/// P (alone, cut off) at 8:1, played on 6:1; the stack R (cut off) at 6:1; Q (alone, in
/// supply) at 5:1; T (alone, in supply) at 4:1: two lone units at the best columns (P and Q,
/// not T at 4:1 nor the stack R), three units eliminated out of supply (P and R's two, not Q
/// and T); four Axis hexes of front (three held by one unit) and four Soviet ones before, none
/// after.
#[test]
fn lone_units_at_the_best_columns_and_pockets_are_counted_exactly() {
    let mut g = at_soviet_combat();
    let out = |id: &str| g.state.units[unit(&g, id) as usize].out_of_supply;
    let supply: Vec<bool> = ["p", "r1", "r2", "q", "t", "sp", "sr", "sq", "st"]
        .iter()
        .map(|u| out(u))
        .collect();
    assert_eq!(
        supply,
        [true, true, true, false, false, false, false, false, false],
        "the rules cut P and R off, and only them"
    );
    let mut front = Front::new(&g);
    assert_eq!(front_hexes(&g), (vec![4, 4], vec![3, 4]));
    front.turn_ended(&g);
    let columns: Vec<String> = [
        ("sp", "0601"),
        ("sr", "0606"),
        ("sq", "0202"),
        ("st", "0205"),
    ]
    .iter()
    .map(|(a, d)| attack(&mut g, &mut front, a, d))
    .collect();
    assert_eq!(columns, ["6:1", "6:1", "5:1", "4:1"]);
    assert_eq!(front_hexes(&g), (vec![0, 0], vec![0, 0]));
    front.turn_ended(&g);
    assert_eq!(
        front.counts(),
        FrontCounts {
            lone_best: vec![2, 0],
            pocketed: vec![3, 0],
            front: vec![2.0, 2.0],
            front_lone: vec![1.5, 2.0],
        }
    );
}

/// A unit eliminated out of supply and back on the map (as a rebuild puts it, its old mark
/// still on it) is not pocketed on that mark if eliminated again before its side's supply is
/// judged once more: the mark judged where it stood before. After a judgement it counts again.
#[test]
fn a_unit_back_on_the_map_is_judged_again_before_it_counts_as_pocketed() {
    use steppe::rules::state::UnitStatus;
    let mut g = at_soviet_combat();
    let mut front = Front::new(&g);
    let p = unit(&g, "p");
    let axis = g.scenario.units[p as usize].side;
    attack(&mut g, &mut front, "sp", "0601");
    g.state.set_status(p, UnitStatus::OnMap(hex(&g, "0601")));
    assert!(g.state.units[p as usize].out_of_supply);
    front.read(&g, &[Event::Eliminated { unit: p }]);
    let judged = Event::SupplyJudged {
        side: axis,
        out_of_supply: vec![p],
    };
    front.read(&g, &[judged, Event::Eliminated { unit: p }]);
    assert_eq!(front.counts().pocketed, [2, 0], "the first and the third");
}

/// The two best columns of each shipped ruleset, read from its table: GPW's 5:1 and 6:1 (above
/// 6:1 is played on 6:1), Zhukov's War's 6:1, 7:1 and the automatic "8:1 or more", War Against
/// Russia's 7:1 and 10:1, the Typhoon game's two highest bands of strength ratio (5:1, 6:1).
#[test]
fn the_best_columns_are_the_two_rightmost_of_each_ruleset() {
    for (file, best, not) in [
        ("scenarios/gpw_barbarossa.ron", &["5:1", "6:1"][..], "4:1"),
        (
            "scenarios/zw_blue.ron",
            &["6:1", "7:1", "8:1 or more"][..],
            "5:1",
        ),
        ("scenarios/war_1941.ron", &["7:1", "10:1"][..], "5:1"),
        ("scenarios/typhoon_1941.ron", &["5:1", "6:1"][..], "4:1"),
    ] {
        let f = Front::new(&game(file, 1));
        for b in best {
            assert!(f.is_best(b), "{file}: {b}");
        }
        assert!(!f.is_best(not), "{file}: {not}");
    }
}
