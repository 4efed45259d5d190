//! War Against Russia's terrain effects (004) on tests/fixtures/war_test.ron: defense factors
//! added and doubled (and in which order), rivers, lakes, the Kerch Straits, frozen ground, the
//! Stalin Line, roads, the lake crossing as a whole move, retreat routes.

mod common;
use common::war::*;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::odds;
use steppe::rules::mechanics::movement::Mover;
use steppe::rules::query::retreat::{may_retreat, retreat_options};
use steppe::rules::state::command::{Command, Event, RuleError};

/// The defense of `defenders` at `at`, attacked by a German infantry corps from `from`.
fn defense(w: &str, defenders: &[&str], at: &str, from: &str) -> (u32, Vec<String>) {
    let mut g = board("axis_combat", |_| {});
    weather(&mut g, w);
    for d in defenders {
        put(&mut g, d, at);
    }
    put(&mut g, "g_inf", from);
    let o = odds_of(&g, &["g_inf"], at);
    (o.defense, lines(&o))
}

#[test]
fn terrain_adds_defense_factors() {
    // Hills: "+1 defense factor for each infantry unit" (a tank corps gets none).
    assert_eq!(
        defense("good", &["s_rifle", "s_tank"], "0502", "0501").0,
        6 + 1 + 4
    );
    // Mountains: the fortress bonus for every infantry-type unit.
    assert_eq!(defense("good", &["s_rifle"], "0702", "0701").0, 7);
    // Swamp, unfrozen: Russian infantry +1; frozen nothing.
    assert_eq!(defense("good", &["s_rifle"], "0302", "0301").0, 7);
    assert_eq!(defense("snow", &["s_rifle"], "0302", "0301").0, 6);
    assert_eq!(defense("hard_frost", &["s_rifle"], "0302", "0301").0, 6);
    // City: +1 for each infantry army or corps (not a division).
    assert_eq!(
        defense("good", &["s_rifle", "s_div"], "0304", "0303").0,
        6 + 1 + 2
    );
    // Major city: +1 for each infantry unit.
    assert_eq!(
        defense("good", &["s_rifle", "s_div"], "0504", "0503").0,
        7 + 3
    );
    // Fortress: each Russian infantry unit +1.
    assert_eq!(
        defense("good", &["s_rifle", "s_cav"], "0704", "0703").0,
        7 + 3
    );
}

#[test]
fn german_units_get_no_russian_only_bonus() {
    let mut g = board("soviet_combat", |_| {});
    put(&mut g, "g_inf", "0704");
    put(&mut g, "s_rifle", "0703");
    assert_eq!(odds_of(&g, &["s_rifle"], "0704").defense, 6, "fortress");
    let mut g = board("soviet_combat", |_| {});
    put(&mut g, "g_inf", "0302");
    put(&mut g, "s_rifle", "0301");
    assert_eq!(odds_of(&g, &["s_rifle"], "0302").defense, 6, "swamp");
}

#[test]
fn victory_cities_double_everything_then_add_their_own() {
    // A victory city: 6 doubled, plus 1 intrinsic.
    let (d, l) = defense("good", &["s_rifle"], "0904", "0903");
    assert_eq!(d, 13, "{l:?}");
    // Moscow: the major-city +1 is doubled with the factors, the intrinsic 2 is not.
    let (d, l) = defense("good", &["s_rifle"], "0305", "0304");
    assert_eq!(d, (6 + 1) * 2 + 2, "{l:?}");
    // Once taken, the intrinsic defense is gone for good.
    let mut g = board("axis_movement", |_| {});
    put(&mut g, "g_inf", "0903");
    let u = unit(&g, "g_inf");
    g.apply(Command::Move {
        unit: u,
        path: vec![hex(&g, "0904")],
    })
    .unwrap();
    assert!(
        g.state
            .hex_markers
            .iter()
            .any(|&(h, _, _)| h == hex(&g, "0904"))
    );
    to_phase(&mut g, "soviet_combat");
    put(&mut g, "g_inf", "0903");
    put(&mut g, "s_rifle", "0904");
    put(&mut g, "g_pz", "0804");
    // (The Soviets hold it again; a German attacks it.)
    set_phase(&mut g, "axis_combat");
    let o = odds_of(&g, &["g_pz"], "0904");
    assert_eq!(o.defense, 12, "{:?}", lines(&o));
}

#[test]
fn the_stalin_line_from_august_1941_unless_flanked() {
    // 0506 behind the line from 0405 and 0406.
    let (d, _) = defense("good", &["s_rifle"], "0506", "0405");
    assert_eq!(d, 6, "July 1941: not yet");
    let mut g = board("axis_combat", |_| {});
    while g.state.turn < 2 {
        g.apply(Command::EndPhase).unwrap();
    }
    to_phase(&mut g, "axis_combat");
    put(&mut g, "s_rifle", "0506");
    put(&mut g, "g_inf", "0405");
    put(&mut g, "g_inf2", "0505");
    assert_eq!(odds_of(&g, &["g_inf"], "0506").defense, 7, "August 1941");
    assert_eq!(
        odds_of(&g, &["g_inf", "g_inf2"], "0506").defense,
        6,
        "flanked from 0505"
    );
}

#[test]
fn rivers_shift_one_column_two_for_germans_unless_flanked_or_frozen() {
    // 0705 behind a river from 0604 and 0605; 12 against 6 is 2:1 before the shift.
    let shift = |w: &str, from: &[(&str, &str)], defender: &str, phase: &str| {
        let mut g = board(phase, |sc| {
            set_attack(sc, "g_inf", 12);
            set_attack(sc, "s_rifle", 12);
        });
        weather(&mut g, w);
        put(&mut g, defender, "0705");
        for (u, at) in from {
            put(&mut g, u, at);
        }
        let names: Vec<&str> = from.iter().map(|(u, _)| *u).collect();
        odds_of(&g, &names, "0705").shift
    };
    assert_eq!(
        shift("good", &[("g_inf", "0604")], "s_rifle", "axis_combat"),
        -1
    );
    assert_eq!(
        shift("good", &[("s_rifle", "0604")], "g_inf", "soviet_combat"),
        -2
    );
    assert_eq!(
        shift(
            "good",
            &[("g_inf", "0604"), ("g_div", "0704")],
            "s_rifle",
            "axis_combat"
        ),
        0,
        "an attacker on the same side"
    );
    assert_eq!(
        shift("snow", &[("g_inf", "0604")], "s_rifle", "axis_combat"),
        0
    );
}

#[test]
fn across_a_lake_only_infantry_at_half_unless_frozen() {
    // 0905 has a lake side to 0804.
    let mut g = board("axis_combat", |_| {});
    put(&mut g, "s_rifle", "0905");
    put(&mut g, "g_pz", "0804");
    let e = odds(&g, &g.state, &ids(&g, &["g_pz"]), hex(&g, "0905")).unwrap_err();
    assert!(
        e.to_string().contains("only infantry may attack across"),
        "{e}"
    );
    put(&mut g, "g_inf", "0804");
    put(&mut g, "g_pz", "0805");
    assert_eq!(odds_of(&g, &["g_inf"], "0905").attack, 3);
    weather(&mut g, "hard_frost");
    assert_eq!(odds_of(&g, &["g_inf"], "0905").attack, 6);
    put(&mut g, "g_pz", "0804");
    assert_eq!(odds_of(&g, &["g_pz"], "0905").attack, 10);
}

#[test]
fn the_kerch_straits_follow_black_sea_control() {
    // The Soviets control the Black Sea (the board's side_markers): an Axis attack across is an
    // attack across a lake; a Soviet attack across suffers one column only.
    let mut g = board("axis_combat", |_| {});
    put(&mut g, "s_rifle", "0306");
    put(&mut g, "g_pz", "0205");
    let e = odds(&g, &g.state, &ids(&g, &["g_pz"]), hex(&g, "0306")).unwrap_err();
    assert!(e.to_string().contains("Kerch"), "{e}");
    put(&mut g, "g_inf", "0205");
    put(&mut g, "g_pz", "0105");
    let o = odds_of(&g, &["g_inf"], "0306");
    assert_eq!((o.attack, o.shift), (3, 0), "{:?}", lines(&o));
    let mut g = board("soviet_combat", |_| {});
    put(&mut g, "g_inf", "0205");
    put(&mut g, "s_tank", "0306");
    let o = odds_of(&g, &["s_tank"], "0205");
    assert_eq!((o.attack, o.shift), (6, -1), "{:?}", lines(&o));
}

#[test]
fn roads_two_hexes_a_point_for_armor_one_more_for_infantry() {
    // The road runs 0107 to 0907.
    let mut g = board("axis_movement", |_| {});
    put(&mut g, "g_pz", "0107");
    put(&mut g, "g_inf", "0107");
    let r = Mover::new(&g, &g.state, unit(&g, "g_pz")).unwrap().reach();
    let end = hex(&g, "0907");
    assert_eq!(
        r.mp_text(r.cost(end).unwrap()),
        "4",
        "8 road hexes for 4 points"
    );
    assert_eq!(r.mp_text(r.cost(hex(&g, "0207")).unwrap()), "½");
    let reached: Vec<_> = r.reached().map(|(h, _)| h).collect();
    assert!(
        reached.windows(2).all(|w| w[0] < w[1]),
        "the two searches' hexes once each, in order"
    );
    // Infantry: 4 points, one more along the road all the way.
    let r = Mover::new(&g, &g.state, unit(&g, "g_inf")).unwrap().reach();
    let start = g.scenario.map.hex(hex(&g, "0107"));
    for &h in &r.dests {
        let far = start.unsigned_distance_to(g.scenario.map.hex(h));
        assert!(
            far <= 4 || g.label(h) == "0607",
            "{} is {far} away",
            g.label(h)
        );
    }
    let u = unit(&g, "g_inf");
    let path = hexes(&g, &["0207", "0307", "0407", "0507", "0607"]);
    assert!(r.dests.contains(&hex(&g, "0607")));
    let ev = g.apply(Command::Move { unit: u, path }).unwrap();
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Event::Moved {
                mp_spent: 5,
                allowance: 5,
                ..
            }
        )),
        "{ev:?}"
    );
}

#[test]
fn crossing_an_unfrozen_lake_is_a_whole_move() {
    let mut g = board("axis_movement", |_| {});
    put(&mut g, "g_inf", "0804");
    let u = unit(&g, "g_inf");
    let m = Mover::new(&g, &g.state, u).unwrap();
    assert!(m.check_path(&hexes(&g, &["0905"])).is_ok());
    let e = m.check_path(&hexes(&g, &["0905", "1005"])).unwrap_err();
    assert!(matches!(e, RuleError::MustStop { .. }), "{e}");
    put(&mut g, "g_inf", "0803");
    let m = Mover::new(&g, &g.state, u).unwrap();
    let e = m.check_path(&hexes(&g, &["0804", "0905"])).unwrap_err();
    assert!(e.to_string().contains("whole move"), "{e}");
    // In snow the lake is frozen: no limit. (Snow comes by the die in December; here the
    // weather is set directly.)
    let mut g = board("axis_movement", |_| {});
    g.state.weather = g.rules.weather_by_id("snow");
    put(&mut g, "g_inf", "0803");
    let m = Mover::new(&g, &g.state, u).unwrap();
    assert!(m.check_path(&hexes(&g, &["0804", "0905"])).is_ok());
}

#[test]
fn retreats_avoid_enemy_zocs_and_never_come_closer() {
    // A rifle army at 0203 attacked from 0202; a German corps at 0305 puts 0204 and 0304 in its
    // ZOC.
    let mut g = board("axis_combat", |_| {});
    put(&mut g, "s_rifle", "0203");
    put(&mut g, "g_inf", "0202");
    put(&mut g, "g_div", "0305");
    let att = ids(&g, &["g_inf"]);
    let s = unit(&g, "s_rifle");
    let zoc = hexes(&g, &["0204", "0304"]);
    let paths = retreat_options(&g, &g.state, s, 2, &att);
    assert!(!paths.is_empty());
    for p in &paths {
        assert!(!p.iter().any(|h| zoc.contains(h)), "{p:?}");
        // Never closer to the attacker at 0202 than the hex before.
        let a = g.scenario.map.hex(hex(&g, "0202"));
        let mut last = 1;
        for &h in p {
            let d = a.unsigned_distance_to(g.scenario.map.hex(h));
            assert!(d >= last, "{p:?}");
            last = d;
        }
    }
    // A Soviet unit (not in the battle) in 0204 opens it.
    put(&mut g, "s_div", "0204");
    let paths = retreat_options(&g, &g.state, s, 1, &att);
    assert!(paths.iter().any(|p| p[0] == hex(&g, "0204")), "{paths:?}");
}

#[test]
fn whether_a_unit_may_retreat_is_whether_it_has_a_retreat_path() {
    // Every unit next to an enemy, attacked by the enemies next to it, retreating one to three
    // hexes, at the start of each of the first phases of a random game of Barbarossa 1941:
    // `may_retreat` (what "surrounded" asks, stopping at the first path) says yes exactly when
    // `retreat_options` lists a path; the paths are shortest first, each at least as long as
    // asked and none twice.
    use steppe::rules::play::random::RandomPlayer;
    use steppe::rules::state::UnitStatus;
    let mut g = game("scenarios/war_1941.ron", 3);
    let mut player = RandomPlayer::new(3);
    let (mut with, mut without) = (0, 0);
    for _ in 0..24 {
        let map = &g.scenario.map;
        for (u, us) in g.state.units.iter().enumerate() {
            let UnitStatus::OnMap(h) = us.status() else {
                continue;
            };
            let side = g.scenario.units[u].side;
            let attackers: Vec<_> = (0..g.state.units.len() as u16)
                .filter(|&a| {
                    g.scenario.units[a as usize].side != side
                        && g.state
                            .unit_hex(a)
                            .is_some_and(|x| map.direction(x, h).is_some())
                })
                .collect();
            if attackers.is_empty() {
                continue;
            }
            for n in 1..=3 {
                let paths = retreat_options(&g, &g.state, u as u16, n, &attackers);
                let may = may_retreat(&g, &g.state, u as u16, n, &attackers);
                assert_eq!(may, !paths.is_empty(), "unit {u} retreating {n}: {paths:?}");
                assert!(paths.windows(2).all(|w| w[0].len() <= w[1].len()));
                assert!(paths.iter().all(|p| p.len() as u32 >= n));
                let mut sorted = paths.clone();
                sorted.sort();
                sorted.dedup();
                assert_eq!(sorted.len(), paths.len(), "a path twice: {paths:?}");
                if may {
                    with += 1;
                } else {
                    without += 1;
                }
            }
        }
        player.play_phase(&mut g, &mut |g, c| g.apply(c));
    }
    assert!(
        with > 50 && without > 0,
        "{with} with a retreat, {without} without"
    );
}

#[test]
fn weather_is_rolled_for_combat_too() {
    // In July nothing may come: good weather. In October mud on 1-3.
    let mut g: Game = board("axis_combat", |_| {});
    assert_eq!(
        steppe::rules::mechanics::combat::calc::turn_weather(&g, &g.state),
        g.rules.weather_by_id("good")
    );
    g.state.weather = g.rules.weather_by_id("mud");
    assert_eq!(
        steppe::rules::mechanics::combat::calc::turn_weather(&g, &g.state),
        g.rules.weather_by_id("mud")
    );
}

#[test]
fn the_rolled_weather_lasts_the_turn_into_combat() {
    // October 1941 (turn 4 from July) may bring mud on 1-3: whatever the Axis movement phase
    // rolls is the weather of the Axis and Soviet combat phases of that turn, and it is gone as
    // the next turn begins.
    for seed in 0..12 {
        let l = load(BOARD);
        let mut g = Game::new(l.ruleset, l.scenario, seed);
        while g.state.turn < 4 {
            g.apply(Command::EndPhase).unwrap();
        }
        to_phase(&mut g, "axis_movement");
        let rolled = g.state.weather;
        assert!(rolled.is_some(), "October rolls");
        to_phase(&mut g, "axis_combat");
        let seen = steppe::rules::mechanics::combat::calc::turn_weather(&g, &g.state);
        assert_eq!(seen, rolled, "seed {seed}");
        to_phase(&mut g, "soviet_combat");
        assert_eq!(
            steppe::rules::mechanics::combat::calc::turn_weather(&g, &g.state),
            rolled
        );
        g.apply(Command::EndPhase).unwrap();
        assert_eq!(g.state.weather, None, "a new turn");
    }
}
