//! The worked combat example of 002_4f14313624d7a3d9.txt ("TERRAIN AND COMBAT"): 28 against 6 is
//! 4:1, forest and all-across-river shift it to 2:1, a 2 is a DR; with a fourth Soviet unit it is
//! 34:6, 5:1, one shift left, 4:1, and the DR through a ZOC costs a step.

mod common;
use common::*;
use steppe::rules::engine::game::Game;
use steppe::rules::mechanics::combat::calc::odds;
use steppe::rules::state::command::{Command, Event};

const FIXTURE: &str = "tests/fixtures/movement_example.ron";

fn at_soviet_combat(seed: u64) -> Game {
    let mut g = game(FIXTURE, seed);
    to_phase(&mut g, "soviet_combat");
    g
}

/// The first example has no fourth Soviet unit on the map.
fn without_fourth(seed: u64) -> Game {
    let l = load(FIXTURE);
    let mut sc = (*l.scenario).clone();
    let i = sc.unit_by_id("sov1704").unwrap() as usize;
    sc.units[i].start = None;
    let mut g = Game::new(l.ruleset, std::sync::Arc::new(sc), seed);
    to_phase(&mut g, "soviet_combat");
    g
}

fn attackers(g: &Game, ids: &[&str]) -> Vec<u16> {
    ids.iter().map(|i| unit(g, i)).collect()
}

/// The game with its next die scripted to show `die` (the attack's).
fn rolling(die: u32, mut g: Game) -> Game {
    g.state.dice.script([die]);
    g
}

#[test]
fn three_attackers_across_the_river_into_forest() {
    let g = without_fourth(1);
    let o = odds(
        &g,
        &g.state,
        &attackers(&g, &["sov1503", "sov1602", "sov1703"]),
        hex(&g, "B-1603"),
    )
    .unwrap();
    assert_eq!((o.attack, o.defense), (28, 6));
    assert_eq!(o.base_column, 3, "28/6 = 4.66: 4:1");
    assert_eq!(o.shift, -2);
    assert_eq!(o.column_name(&g), "2:1");
    let lines: Vec<String> = o.breakdown.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "forest/rough (terrain chart): 1L",
            "river (terrain chart): 1L"
        ]
    );
    assert_eq!(o.results[1], "DR", "a two is a DR");
}

#[test]
fn a_two_retreats_the_defender_two_hexes() {
    let ids = ["sov1503", "sov1602", "sov1703"];
    let mut g = rolling(2, without_fourth(1));
    let d = unit(&g, "axis1603");
    let ev = g
        .apply(Command::Attack {
            attackers: attackers(&g, &ids),
            defender: hex(&g, "B-1603"),
        })
        .unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::BattleResolved { result, column, die: 2, .. } if result == "DR" && column == "2:1")));
    // "the Axis player would be retreated two hexes by the Soviet player": the attacker's choice.
    let p = g
        .state
        .pending
        .clone()
        .expect("waiting for the retreat path");
    assert_eq!(p.defender, d);
    // One hex is not a retreat; B-1604 then B-1605 is, and crosses no ZOC: no loss.
    g.apply(Command::Retreat {
        path: hexes(&g, &["B-1604"]),
    })
    .unwrap_err();
    let ev = g
        .apply(Command::Retreat {
            path: hexes(&g, &["B-1604", "B-1605"]),
        })
        .unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Retreated { zoc_steps: 0, .. })),
        "{ev:?}"
    );
    assert_eq!(g.state.units[d as usize].losses, 0);
}

#[test]
fn fourth_unit_not_across_the_river_cancels_the_river_shift() {
    let g = at_soviet_combat(1);
    let o = odds(
        &g,
        &g.state,
        &attackers(&g, &["sov1503", "sov1602", "sov1703", "sov1704"]),
        hex(&g, "B-1603"),
    )
    .unwrap();
    assert_eq!((o.attack, o.defense), (34, 6));
    assert_eq!(o.base_column, 4, "34/6 = 5.66: 5:1");
    assert_eq!(o.column_name(&g), "4:1");
    let lines: Vec<String> = o.breakdown.iter().map(ToString::to_string).collect();
    assert_eq!(lines, ["forest/rough (terrain chart): 1L"]);
    assert_eq!(o.results[1], "DR");
}

#[test]
fn retreat_through_a_zoc_costs_a_step() {
    let ids = ["sov1503", "sov1602", "sov1703", "sov1704"];
    let mut g = rolling(2, at_soviet_combat(1));
    let d = unit(&g, "axis1603");
    g.apply(Command::Attack {
        attackers: attackers(&g, &ids),
        defender: hex(&g, "B-1603"),
    })
    .unwrap();
    // B-1604 is next to the unit in B-1704: "the Axis must take a step loss because he must
    // retreat through an enemy ZOC. The Axis unit is flipped over and retreated two hexes".
    let ev = g
        .apply(Command::Retreat {
            path: hexes(&g, &["B-1604", "B-1605"]),
        })
        .unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Retreated { zoc_steps: 1, .. })),
        "{ev:?}"
    );
    assert!(ev.contains(&Event::StepLost { unit: d }));
    assert_eq!(g.state.units[d as usize].losses, 1);
    assert_eq!(g.state.unit_hex(d), Some(hex(&g, "B-1605")));
    // "one of the attacking units may move into the vacated hex".
    let adv = unit(&g, "sov1704");
    let ev = g.apply(Command::Advance { unit: Some(adv) }).unwrap();
    assert_eq!(
        ev,
        [Event::Advanced {
            unit: adv,
            to: hex(&g, "B-1603")
        }]
    );
    assert!(g.state.pending.is_none());
}

/// The same battle's retreat choices: one per hex, with its path and cost; through the ZOC costs
/// a step and is marked the costliest, the free ways the cheapest.
#[test]
fn retreat_choices_show_their_cost_and_mark_the_cheapest() {
    use steppe::rules::mechanics::combat::{Mark, distinct_choices};
    let ids = ["sov1503", "sov1602", "sov1703", "sov1704"];
    let mut g = rolling(2, at_soviet_combat(1));
    g.apply(Command::Attack {
        attackers: attackers(&g, &ids),
        defender: hex(&g, "B-1603"),
    })
    .unwrap();
    let all = distinct_choices(&g, &g.state);
    let seen: Vec<(&str, Option<Mark>, usize)> = all
        .iter()
        .map(|c| (c.text.as_str(), c.mark, c.merged))
        .collect();
    let want = [
        (
            "retreat to B-1403 (Clear, 4 hexes E of Example City) via B-1504: 2 steps lost, axis1603 eliminated",
            Some(Mark::Costliest),
            0,
        ),
        (
            "retreat to B-1505 (Clear, 5 hexes E of Example City) via B-1504: 2 steps lost, axis1603 eliminated",
            Some(Mark::Costliest),
            1,
        ),
        (
            "retreat to B-1605 (Clear, 6 hexes E of Example City) via B-1604: 1 step lost",
            Some(Mark::Cheapest),
            0,
        ),
        (
            "retreat to B-1705 (Clear, 7 hexes E of Example City) via B-1604: 2 steps lost, axis1603 eliminated",
            Some(Mark::Costliest),
            0,
        ),
    ];
    assert_eq!(seen, want);
    // A computer attacker picks the retreat that costs the defender most.
    let picked = steppe::rules::play::battle::answer(&g).expect("a question waits");
    let mark = all.iter().find(|c| c.command == picked).map(|c| c.mark);
    assert_eq!(mark, Some(Some(Mark::Costliest)), "{picked:?}");
}

/// The forecast gives both ends of the attacker's pick of retreat, as the battle's choices list
/// them (above): the costliest DR eliminates the defender (the figures of the line), the cheapest
/// (to B-1605) costs it one step (its `cheapest_retreat`); a face without a retreat has no range.
#[test]
fn the_forecast_gives_the_cheapest_retreat_as_well_as_the_costliest() {
    use steppe::rules::mechanics::combat::forecast::{Spared, forecast};
    let g = at_soviet_combat(1);
    let ids = ["sov1503", "sov1602", "sov1703", "sov1704"];
    let o = odds(&g, &g.state, &attackers(&g, &ids), hex(&g, "B-1603")).unwrap();
    let f = forecast(&g, &g.state, &o);
    let dr = f.iter().find(|x| x.result == "DR").expect("a DR face");
    assert!(dr.defender_eliminated, "{dr:?}");
    assert_eq!(
        dr.cheapest_retreat,
        Some(Spared {
            defender_steps: 1,
            defender_eliminated: false,
            attacker_steps: 0,
        })
    );
    for x in f.iter().filter(|x| x.result == "DE" || x.result == "NE") {
        assert_eq!(x.cheapest_retreat, None, "{x:?}");
    }
}

/// The computer players weigh attacks with `odds_unworded` and `forecast_unworded`: every
/// figure as `odds` and `forecast` give it, only the words (the breakdown's lines, the result
/// ids, what else a face does) left out. Checked on every attack next to the enemy at each combat
/// phase of random games of every shipped scenario.
#[test]
fn odds_unworded_are_the_odds_without_their_words() {
    use steppe::rules::data::combat::Resolver;
    use steppe::rules::data::ruleset::PhaseKind;
    use steppe::rules::mechanics::combat::calc::odds_unworded;
    use steppe::rules::mechanics::combat::forecast::{forecast, forecast_unworded};
    use steppe::rules::play::Policy;
    let mut worded = 0;
    for file in [
        "scenarios/gpw_barbarossa.ron",
        "scenarios/typhoon_1941.ron",
        "scenarios/war_1941.ron",
        "scenarios/zw_blue.ron",
    ] {
        let mut g = game(file, 3);
        let mut players = [Policy::Random.player(1), Policy::Random.player(2)];
        let mut apply = |g: &mut Game, c| g.apply(c);
        let mut compared = 0;
        for _ in 0..60 {
            if g.state.over {
                break;
            }
            let side = g.phasing_side(&g.state);
            if g.rules.phases[g.state.phase].kind == PhaseKind::Combat && g.state.pending.is_none()
            {
                for t in 0..g.scenario.map.len() as u32 {
                    let attackers: Vec<u16> = g.scenario.map.neighbours[t as usize]
                        .iter()
                        .filter(|&&x| x != u32::MAX)
                        .flat_map(|&x| g.state.units_at(x))
                        .filter(|&u| g.scenario.units[u as usize].side == side)
                        .collect();
                    if attackers.is_empty() || g.state.units_at(t).next().is_none() {
                        continue;
                    }
                    let full = odds(&g, &g.state, &attackers, t);
                    let bare = odds_unworded(&g, &g.state, &attackers, t);
                    match (full, bare) {
                        (Ok(mut full), Ok(bare)) => {
                            assert!(bare.breakdown.is_empty() && bare.results.is_empty());
                            worded += usize::from(!full.breakdown.is_empty());
                            // The forecasts' figures are the same; only the words go.
                            if !matches!(g.rules.combat.resolver, Resolver::OpposedRolls { .. }) {
                                let mut faces = forecast(&g, &g.state, &full);
                                for f in &mut faces {
                                    assert!(!f.result.is_empty());
                                    f.result.clear();
                                    f.also.clear();
                                }
                                assert_eq!(faces, forecast_unworded(&g, &g.state, &bare));
                            }
                            full.breakdown.clear();
                            full.results.clear();
                            assert_eq!(full, bare, "{file}: {attackers:?} on {t}");
                            compared += 1;
                        }
                        (full, bare) => assert_eq!(full.err(), bare.err(), "{file}"),
                    }
                }
            }
            players[side as usize].play_phase(&mut g, &mut apply);
        }
        assert!(compared > 0, "{file}: no attack compared");
    }
    assert!(worded > 0, "no breakdown had a line");
}

/// `steppe sim`'s battle count (`rules::play::battles`): the battle at 4:1 and the step its
/// retreat through a ZOC cost, a command later, counted to the Soviet attack; a new phase's
/// losses are no battle's.
#[test]
fn the_battle_count_follows_a_battle_to_its_last_loss() {
    use steppe::rules::play::battles::{BattleCount, Tally};
    let ids = ["sov1503", "sov1602", "sov1703", "sov1704"];
    let mut g = rolling(2, at_soviet_combat(1));
    let mut tally = Tally::default();
    let ev = g
        .apply(Command::Attack {
            attackers: attackers(&g, &ids),
            defender: hex(&g, "B-1603"),
        })
        .unwrap();
    tally.read(&g, &ev);
    let ev = g
        .apply(Command::Retreat {
            path: hexes(&g, &["B-1604", "B-1605"]),
        })
        .unwrap();
    tally.read(&g, &ev);
    // After the phase, a loss is counted to no battle.
    let d = unit(&g, "axis1603");
    tally.read(&g, &[Event::PhaseBegan { turn: 1, phase: 0 }]);
    tally.read(&g, &[Event::StepLost { unit: d }]);
    let soviet = g.scenario.units[ids.map(|i| unit(&g, i))[0] as usize].side as usize;
    assert_eq!(
        tally.counts(),
        [BattleCount {
            side: soviet,
            column: "4:1".into(),
            place: 3,
            battles: 1,
            attacker_steps: 0,
            defender_steps: 1,
        }]
    );
}
