//! Computer players playing the four games' scenarios, for the policy tests.

use steppe::rules::engine::game::Game;
use steppe::rules::play::Policy;
use steppe::rules::state::command::Command;

/// The four games' scenarios.
pub const SCENARIOS: [&str; 4] = [
    "scenarios/gpw_barbarossa.ron",
    "scenarios/typhoon_1941.ron",
    "scenarios/war_1941.ron",
    "scenarios/zw_blue.ron",
];

/// Plays `game` with one policy per side until it is over or `turns` turns are done; returns the
/// commands applied and those the rules refused.
pub fn play(
    game: &mut Game,
    policies: [Policy; 2],
    seed: u64,
    turns: u32,
) -> (Vec<Command>, Vec<String>) {
    let mut players: Vec<_> = policies
        .iter()
        .enumerate()
        .map(|(s, p)| p.player(seed * 10 + s as u64))
        .collect();
    let mut refused = Vec::new();
    let mut done = Vec::new();
    while !game.state.over && game.state.turn <= turns {
        let side = game.phasing_side(&game.state) as usize;
        let mut apply = |g: &mut Game, c: Command| {
            let r = g.apply(c.clone());
            if let Err(e) = &r {
                refused.push(format!("{c:?}: {e}"));
            }
            r
        };
        done.extend(players[side].play_phase(game, &mut apply));
    }
    (done, refused)
}
