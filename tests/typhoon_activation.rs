//! The Typhoon game's sequence of play (003): the administrative phases, then the initiative,
//! then HQs and units out of command activated one at a time, the sides alternating, each
//! activation a movement, a combat and an HQ movement phase, until every formation has acted.
//! Played on tests/fixtures/typhoon_test.ron with real commands.

mod common;
use common::typhoon::BOARD;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::activation::{hq_of, waiting};
use steppe::rules::model::tables::{SideId, UnitId};
use steppe::rules::state::UnitStatus;
use steppe::rules::state::command::{Command, Event, RuleError};

/// The board with these units at these hexes as the game begins (the rest off the map).
fn start(seed: u64, at: &[(&str, &str)]) -> Game {
    let l = load(BOARD);
    let mut sc = (*l.scenario).clone();
    for (id, h) in at {
        let u = sc.unit_by_id(id).unwrap() as usize;
        sc.units[u].start = sc.map.parse_hex(h);
    }
    Game::new(l.ruleset, std::sync::Arc::new(sc), seed)
}

fn phase(g: &Game) -> &str {
    &g.rules.phases[g.state.phase].id
}

fn end(g: &mut Game) -> Vec<Event> {
    g.apply(Command::EndPhase)
        .unwrap_or_else(|e| panic!("end of {}: {e}", phase(g)))
}

/// Ends the two administrative phases: the initiative's winner (by side id).
fn to_operations(g: &mut Game) -> String {
    assert_eq!(phase(g), "german_admin");
    end(g);
    assert_eq!(phase(g), "soviet_admin");
    let side = end(g)
        .into_iter()
        .find_map(|e| match e {
            Event::Initiative { side, .. } => Some(side),
            _ => None,
        })
        .expect("the operations phase opens with the initiative");
    g.rules.sides[side as usize].id.clone()
}

fn activate(g: &mut Game, id: &str) -> Result<Vec<Event>, RuleError> {
    let unit = unit(g, id);
    g.apply(Command::Activate { unit })
}

fn mv(g: &mut Game, id: &str, path: &[&str]) -> Result<Vec<Event>, RuleError> {
    let (unit, path) = (unit(g, id), hexes(g, path));
    g.apply(Command::Move { unit, path })
}

fn ids(g: &Game, units: &[u16]) -> Vec<String> {
    units
        .iter()
        .map(|&u| g.scenario.units[u as usize].id.clone())
        .collect()
}

/// A seed whose initiative goes to `side`.
fn seed_for(at: &[(&str, &str)], side: &str) -> u64 {
    (0..200)
        .find(|&s| to_operations(&mut start(s, at)) == side)
        .unwrap()
}

const TWO_A_SIDE: [(&str, &str); 6] = [
    ("g_hq", "0101"),
    ("g_inf", "0102"),
    ("g_inf2", "0801"),
    ("s_hq", "0808"),
    ("s_rifle", "0807"),
    ("s_rifle2", "0108"),
];

#[test]
fn units_answer_to_the_nearest_hq_in_range() {
    let mut g = start(1, &TWO_A_SIDE);
    to_operations(&mut g);
    let hq = |g: &Game, id: &str| hq_of(&g.state, unit(g, id)).map(|h| ids(g, &[h])[0].clone());
    assert_eq!(hq(&g, "g_inf").as_deref(), Some("g_hq"));
    assert_eq!(hq(&g, "s_rifle").as_deref(), Some("s_hq"));
    // 0801 and 0108 are 7 hexes from every HQ: out of command, each activates alone.
    assert_eq!(hq(&g, "g_inf2"), None);
    assert_eq!(hq(&g, "s_rifle2"), None);
    assert_eq!(ids(&g, &waiting(&g, &g.state, 0)), ["g_inf2", "g_hq"]);
    assert_eq!(ids(&g, &waiting(&g, &g.state, 1)), ["s_rifle2", "s_hq"]);

    // A unit keeps its HQ while in range, though another comes nearer; out of range, it goes to
    // the nearest.
    let mut g = start(
        1,
        &[
            ("g_hq", "0201"),
            ("g_inf", "0203"),
            ("g_hq2", "0204"),
            ("g_inf2", "0206"),
        ],
    );
    let (inf, hq1) = (unit(&g, "g_inf"), unit(&g, "g_hq"));
    let mut command = vec![None; g.scenario.units.len()];
    command[inf as usize] = Some(hq1);
    g.state
        .formations
        .set_command(&g.setup.rules, &g.setup.scenario, command);
    to_operations(&mut g);
    assert_eq!(hq(&g, "g_inf").as_deref(), Some("g_hq"), "kept");
    assert_eq!(hq(&g, "g_inf2").as_deref(), Some("g_hq2"), "the nearer");
}

#[test]
fn one_formation_acts_at_a_time() {
    let seed = seed_for(&TWO_A_SIDE, "german");
    let mut g = start(seed, &TWO_A_SIDE);
    to_operations(&mut g);
    assert_eq!(phase(&g), "german_movement");
    // Nothing moves, and the phase does not end, before an activation.
    assert_eq!(
        mv(&mut g, "g_inf", &["0103"]).unwrap_err(),
        RuleError::NothingActive
    );
    assert_eq!(
        g.apply(Command::EndPhase).unwrap_err(),
        RuleError::NothingActive
    );
    // What may not be activated, and why.
    let why = |r: Result<Vec<Event>, RuleError>| match r.unwrap_err() {
        RuleError::CannotActivate { why, .. } => why,
        e => panic!("{e}"),
    };
    assert_eq!(
        why(activate(&mut g, "g_inf")),
        "it is commanded by German HQ (g_hq)"
    );
    assert_eq!(
        why(activate(&mut g, "s_hq")),
        "it is the German Movement phase"
    );
    assert_eq!(why(activate(&mut g, "g_pz")), "it is not on the map");
    // The HQ with the unit it commands.
    let ev = activate(&mut g, "g_hq").unwrap();
    let Event::Activated { units, .. } = &ev[0] else {
        panic!("{ev:?}")
    };
    assert_eq!(ids(&g, units), ["g_hq", "g_inf"]);
    assert_eq!(
        why(activate(&mut g, "g_inf2")),
        "German HQ (g_hq) is acting now"
    );
    // Only its units move, the HQ in its own phase.
    assert!(matches!(
        mv(&mut g, "g_inf2", &["0701"]).unwrap_err(),
        RuleError::NotInActiveFormation { .. }
    ));
    assert!(matches!(
        mv(&mut g, "g_hq", &["0201"]).unwrap_err(),
        RuleError::CannotMoveThisPhase { .. }
    ));
    mv(&mut g, "g_inf", &["0103"]).unwrap();
    end(&mut g);
    assert_eq!(phase(&g), "german_combat");
    end(&mut g);
    assert_eq!(phase(&g), "german_hq_movement");
    assert!(matches!(
        mv(&mut g, "g_inf", &["0104"]).unwrap_err(),
        RuleError::CannotMoveThisPhase { .. }
    ));
    mv(&mut g, "g_hq", &["0201"]).unwrap();
    end(&mut g);
    // The Soviets' turn to activate.
    assert_eq!(phase(&g), "soviet_movement");
    assert_eq!(g.state.formations.active, None);
    activate(&mut g, "s_rifle2").unwrap();
    assert!(matches!(
        mv(&mut g, "s_rifle", &["0806"]).unwrap_err(),
        RuleError::NotInActiveFormation { .. }
    ));
    mv(&mut g, "s_rifle2", &["0107"]).unwrap();
}

/// Plays the operations phase activating the first waiting formation (in the scenario's order)
/// each time: the
/// activations' (side, formation) in order, and the phase play went on to.
fn activation_order(g: &mut Game) -> Vec<(String, String)> {
    let turn = g.state.turn;
    let mut order = Vec::new();
    while g.state.turn == turn {
        let side = g.phasing_side(&g.state);
        if let Some(&u) = waiting(g, &g.state, side).first()
            && g.rules.phases[g.state.phase].id.ends_with("_movement")
            && !g.rules.phases[g.state.phase].id.contains("hq")
        {
            g.apply(Command::Activate { unit: u }).unwrap();
            order.push((
                g.rules.sides[side as usize].id.clone(),
                ids(g, &[u])[0].clone(),
            ));
        }
        end(g);
    }
    order
}

#[test]
fn the_sides_alternate_until_every_formation_has_acted() {
    // Three German formations (two HQs and a unit out of command) against one Soviet HQ: the
    // sides alternate while both have some, then the Germans go on alone.
    let at = [
        ("g_hq", "0101"),
        ("g_hq2", "0808"),
        ("g_inf", "0801"),
        ("s_hq", "0108"),
        ("s_rifle", "0107"),
    ];
    let pairs = |v: &[(&str, &str)]| -> Vec<(String, String)> {
        v.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    };
    let mut g = start(seed_for(&at, "german"), &at);
    to_operations(&mut g);
    assert_eq!(
        activation_order(&mut g),
        pairs(&[
            ("german", "g_inf"),
            ("soviet", "s_hq"),
            ("german", "g_hq"),
            ("german", "g_hq2"),
        ])
    );
    // Every formation has acted: the HQs revert, the next turn begins.
    assert_eq!((g.state.turn, phase(&g)), (2, "german_admin"));
    assert!(g.state.formations.done().is_empty());
    let mut g = start(seed_for(&at, "soviet"), &at);
    to_operations(&mut g);
    assert_eq!(phase(&g), "soviet_movement");
    assert_eq!(
        activation_order(&mut g),
        pairs(&[
            ("soviet", "s_hq"),
            ("german", "g_inf"),
            ("german", "g_hq"),
            ("german", "g_hq2"),
        ])
    );
}

#[test]
fn the_initiative_goes_to_the_higher_die_and_ties_to_the_german() {
    let mut seen = [0; 3];
    for seed in 0..60 {
        let mut g = start(seed, &TWO_A_SIDE);
        end(&mut g);
        let ev = end(&mut g);
        let Some(Event::Initiative { rolls, side }) = ev
            .iter()
            .find(|e| matches!(e, Event::Initiative { .. }))
            .cloned()
        else {
            panic!("{ev:?}")
        };
        let want = u8::from(rolls[1] > rolls[0]);
        assert_eq!(side, want, "{rolls:?}");
        seen[(rolls[0].cmp(&rolls[1]) as i32 + 1) as usize] += 1;
        assert_eq!(g.rules.phases[g.state.phase].side, side);
    }
    assert!(seen.iter().all(|&n| n > 0), "lower, tie, higher: {seen:?}");
}

#[test]
fn only_the_active_formation_attacks() {
    let at = [
        ("g_hq", "0101"),
        ("g_inf", "0202"),
        ("g_inf2", "0801"),
        ("s_rifle", "0203"),
        ("s_hq", "0808"),
    ];
    let mut g = start(seed_for(&at, "german"), &at);
    to_operations(&mut g);
    activate(&mut g, "g_hq").unwrap();
    end(&mut g);
    // g_inf2 is out of command: it fights in its own activation, not with the HQ's units.
    let (a, b, t) = (unit(&g, "g_inf"), unit(&g, "g_inf2"), hex(&g, "0203"));
    g.state
        .set_status(b, steppe::rules::state::UnitStatus::OnMap(hex(&g, "0303")));
    let e = g
        .apply(Command::Attack {
            attackers: vec![a, b],
            defender: t,
        })
        .unwrap_err();
    assert!(
        matches!(e, RuleError::NotInActiveFormation { .. }),
        "{e}: {e:?}"
    );
    g.apply(Command::Attack {
        attackers: vec![a],
        defender: t,
    })
    .unwrap();
}

#[test]
fn victory_in_points_for_the_cities_held() {
    use steppe::rules::mechanics::victory::progress;
    let mut g = game("scenarios/typhoon_1941.ron", 1);
    let v = g.scenario.victory.clone();
    assert_eq!((v[0].count, v[1].count), (15, 14));
    assert_eq!(v[0].points.iter().sum::<u32>(), 28);
    assert_eq!(
        (progress(&g.state, &v[0]), progress(&g.state, &v[1])),
        (0, 28)
    );
    // Moscow 10, Tula 3 and Kaluga 2 German: 15, the German condition met and the Soviet not.
    for city in ["Moscow", "Tula", "Kaluga"] {
        let h = g.scenario.map.parse_hex(city).unwrap();
        g.state.control[h as usize] = 0;
    }
    assert_eq!(
        (progress(&g.state, &v[0]), progress(&g.state, &v[1])),
        (15, 13)
    );
}

/// A refused arrival names its entry hexes as the map prints them, runs along the edge as one
/// range: Typhoon's Soviet arrivals enter at Moscow or on the east edge's 42 hexes.
#[test]
fn an_arrival_refused_names_its_entry_hexes_runs_as_ranges() {
    use steppe::rules::mechanics::placement::placement_problem;
    use steppe::rules::state::UnitStatus;
    let mut g = common::game("scenarios/typhoon_1941.ron", 1);
    let u = common::unit(&g, "s_32");
    g.state.turn = 2;
    set_phase(&mut g, "soviet_admin");
    g.state.set_status(u, UnitStatus::Waiting);
    let why = placement_problem(&g.setup, &g.state, u, common::hex(&g, "4301")).unwrap();
    assert_eq!(why, "this unit enters only at Moscow (3613), 4401-4442");
    let map = &g.scenario.map;
    let hs = common::hexes(
        &g,
        &[
            "4401", "4402", "4405", "4406", "4407", "1001", "1101", "1201",
        ],
    );
    assert_eq!(map.labels(&hs), "4401, 4402, 4405-4407, 1001-1201");
}

/// Each side's units (`Setup::units_of`, what who-waits and who-acts look through) are all of
/// that side's units and only those, in the scenario's order; the two sides' together are every
/// unit once.
#[test]
fn each_sides_units_are_its_own_in_order() {
    let g = common::game("scenarios/typhoon_1941.ron", 1);
    let mut all: Vec<UnitId> = Vec::new();
    for side in 0..g.rules.sides.len() as SideId {
        let units = g.units_of(side);
        assert!(!units.is_empty());
        assert!(
            units.windows(2).all(|w| w[0] < w[1]),
            "in the scenario's order"
        );
        assert!(
            units
                .iter()
                .all(|&u| g.scenario.units[u as usize].side == side)
        );
        all.extend(units);
    }
    all.sort_unstable();
    let every: Vec<UnitId> = (0..g.scenario.units.len() as UnitId).collect();
    assert_eq!(all, every);
    assert!(
        g.units_of(9).is_empty(),
        "a side the ruleset lacks has none"
    );
}

/// An HQ lost before it acts leaves each of its units to act on its own (each then waits and
/// leads itself); one lost after it acted leaves them having acted with it. Who waits is read
/// from the turn's HQ assignments (`Formations::leaders`) except in the first case, and both
/// must agree with the units asked one by one.
#[test]
fn an_hq_lost_leaves_its_units_to_act_alone_unless_it_acted() {
    let german = |g: &Game| g.rules.sides.iter().position(|s| s.id == "german").unwrap() as SideId;
    let waits = |g: &Game| ids(g, &waiting(g, &g.state, german(g)));
    let seed = seed_for(&TWO_A_SIDE, "german");

    let mut g = start(seed, &TWO_A_SIDE);
    to_operations(&mut g);
    assert_eq!(waits(&g), ["g_inf2", "g_hq"]);
    assert_eq!(hq_of(&g.state, unit(&g, "g_inf")), Some(unit(&g, "g_hq")));
    let hq = unit(&g, "g_hq");
    g.state.set_status(hq, UnitStatus::Eliminated);
    assert_eq!(hq_of(&g.state, unit(&g, "g_inf")), None);
    assert_eq!(waits(&g), ["g_inf", "g_inf2"]);
    let ev = activate(&mut g, "g_inf").unwrap();
    let Event::Activated { units, .. } = &ev[0] else {
        panic!("{ev:?}")
    };
    assert_eq!(ids(&g, units), ["g_inf"]);

    let mut g = start(seed, &TWO_A_SIDE);
    to_operations(&mut g);
    activate(&mut g, "g_hq").unwrap();
    let hq = unit(&g, "g_hq");
    g.state.set_status(hq, UnitStatus::Eliminated);
    assert_eq!(waits(&g), ["g_inf2"], "g_inf acted with its HQ");
    let why = match activate(&mut g, "g_inf").unwrap_err() {
        RuleError::CannotActivate { why, .. } => why,
        e => panic!("{e}"),
    };
    assert_eq!(why, "German HQ (g_hq) is acting now");
}

/// The End phase button's question (`end_problem`, which turns the button off with its reason):
/// Typhoon 1941's first German movement phase may not be ended before a formation is activated,
/// and `EndPhase` is refused with that same reason; once one is activated, it may.
#[test]
fn the_end_of_an_activation_phase_waits_for_an_activation() {
    use steppe::rules::data::ruleset::PhaseKind;
    use steppe::rules::mechanics::activation::{end_problem, to_activate};
    let mut g = game("scenarios/typhoon_1941.ron", 1);
    while !matches!(
        g.rules.phases[g.state.phase].kind,
        PhaseKind::Movement { .. }
    ) {
        assert_eq!(
            end_problem(&g, &g.state),
            None,
            "{}",
            g.rules.phases[g.state.phase].id
        );
        g.apply(Command::EndPhase).unwrap();
    }
    let why = end_problem(&g, &g.state).expect("a formation must be activated first");
    assert_eq!(g.apply(Command::EndPhase).unwrap_err(), why);
    let first = to_activate(&g, &g.state)[0];
    g.apply(Command::Activate { unit: first }).unwrap();
    assert_eq!(end_problem(&g, &g.state), None);
}
