//! Turns named by the rules are the game's calendar, not the count from a scenario's start
//! (issue 29, point 2): the same battle or the same movement rule in scenarios that open before
//! and after the turn named gives the two results, and a scenario opening on the named turn has
//! it from its first turn.

mod common;
use common::typhoon::*;
use common::*;
use std::sync::Arc;
use steppe::rules::engine::game::Game;
use steppe::rules::load::scenario::scenario_from_str;
use steppe::rules::mechanics::combat::calc::odds;
use steppe::rules::query::condition::holds_now;

/// The scenario at `path` as if it opened on `first` (a calendar date of its ruleset).
fn opening_on(path: &str, first: &str) -> Game {
    let l = load(path);
    let text = std::fs::read_to_string(repo(path)).unwrap();
    let start = text.find("first_turn: \"").expect("a first turn") + "first_turn: \"".len();
    let end = start + text[start..].find('"').unwrap();
    let moved = format!("{}{first}{}", &text[..start], &text[end..]);
    let sc = scenario_from_str(path, &moved, &l.ruleset).unwrap_or_else(|e| panic!("{e}"));
    Game::new(l.ruleset.clone(), Arc::new(sc), 1)
}

/// German infantry attacks a rifle division in clear terrain on the game's first turn: 1:1, +2
/// for efficiency, and 003's "T10 to T15 ... The Germans always apply -1 to all their rolls".
fn german_attack_modifier(mut g: Game) -> i32 {
    jump_to(&mut g, "german_combat");
    put(&mut g, "g_inf", "0202");
    put(&mut g, "s_rifle", "0203");
    odds(&g, &g.state, &[unit(&g, "g_inf")], hex(&g, "0203"))
        .expect("the attack is legal")
        .die_modifier
}

#[test]
fn typhoons_german_minus_one_holds_from_the_calendars_t10() {
    let t1 = opening_on(BOARD, "T1 1941");
    let t10 = opening_on(BOARD, "T10 1941");
    assert_eq!((t1.rules_turn(1), t10.rules_turn(1)), (1, 10));
    assert_eq!(t10.turn_name(&t10.state), "T10 1941");
    assert_eq!(
        german_attack_modifier(t1),
        2,
        "before T10: the efficiency +2 only"
    );
    assert_eq!(german_attack_modifier(t10), 1, "on T10: and the German -1");
    // Opening on T9, the -1 comes with the game's second turn.
    let t9 = opening_on(BOARD, "T9 1941");
    assert_eq!((t9.rules_turn(1), t9.rules_turn(2)), (9, 10));
}

/// Whether the ruleset's cost change whose name starts with `name` is in force now.
fn change_holds(g: &Game, name: &str) -> bool {
    let c = g
        .rules
        .cost_changes
        .iter()
        .find(|c| c.name.starts_with(name))
        .unwrap_or_else(|| panic!("a cost change \"{name}...\""));
    holds_now(g, &g.state, &c.when)
}

#[test]
fn typhoons_swamps_freeze_from_the_calendars_turn_7() {
    // "Swamp (From Turn 7 clear)": a cost change while Turns(7, 15).
    let frozen = |g: &Game| change_holds(g, "swamp frozen");
    assert!(!frozen(&opening_on(BOARD, "T1 1941")));
    assert!(!frozen(&opening_on(BOARD, "T6 1941")));
    assert!(frozen(&opening_on(BOARD, "T7 1941")));
    assert!(frozen(&opening_on(BOARD, "T12 1941")));
}

#[test]
fn zhukovs_wars_turn_5_is_november_1942_whenever_a_scenario_opens() {
    let path = "scenarios/zw_blue.ron";
    let turn_5 = |g: &Game| change_holds(g, "turn 5");
    let july = opening_on(path, "Jul 1942");
    let november = opening_on(path, "Nov 1942");
    assert!(!turn_5(&july), "July 1942 is the rules' turn 1");
    assert!(turn_5(&november), "November 1942 is the rules' turn 5");
    let mut later = july.clone();
    later.state.turn = 5;
    assert!(turn_5(&later), "and the July scenario's fifth turn");
    // A scenario of 1943 is past it: its first turn is the rules' turn 8.
    assert_eq!(opening_on(path, "Feb 1943").rules_turn(1), 8);
}

#[test]
fn gpws_weather_follows_the_calendar_month_a_scenario_opens_in() {
    use steppe::rules::query::condition::turn_weather;
    let path = "scenarios/gpw_barbarossa.ron";
    let june = opening_on(path, "Jun 1941");
    let winter = opening_on(path, "Nov/Dec 1941");
    let snow = winter.rules.weather.iter().position(|w| w.id == "snow");
    assert_eq!(
        turn_weather(&june, &june.state),
        None,
        "June may bring no weather"
    );
    assert_eq!(
        turn_weather(&winter, &winter.state).map(usize::from),
        snow,
        "Nov/Dec may bring snow"
    );
    // GPW's rules name no turn numbers: its turns count from each scenario's start.
    assert_eq!(winter.rules_turn(3), 3);
}

/// 003's replacement table adjustments are by the calendar's turns too: the second turn of a
/// scenario opening on T1 is T2 (German +2, Soviet nothing), of one opening on T10 it is T11
/// (German -2, Soviet +4).
#[test]
fn typhoons_replacement_adjustments_follow_the_calendar() {
    use steppe::rules::state::command::{Command, Event};
    let table = [1, 2, 3, 3, 4, 5];
    for (first, german, soviet) in [("T1 1941", 2, 0), ("T10 1941", -2, 4)] {
        for seed in 0..4 {
            let mut g = opening_on(BOARD, first);
            g.state.dice = steppe::rules::state::Dice::new(seed);
            let mut rolls = Vec::new();
            while g.state.turn <= 2 {
                for e in g.apply(Command::EndPhase).unwrap() {
                    if let Event::ReplacementsRolled { side, die, points } = e
                        && g.state.turn == 2
                    {
                        rolls.push((side, die, points));
                    }
                }
            }
            assert_eq!(
                rolls.len(),
                2,
                "{first}: both sides roll on the second turn"
            );
            for (side, die, points) in rolls {
                let adjust = if side == 0 { german } else { soviet };
                let want = (table[die as usize - 1] + adjust).max(0) as u32;
                assert_eq!(points, want, "{first} side {side} die {die}");
            }
        }
    }
}
