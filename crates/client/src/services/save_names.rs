//! The names of save files: a save's (scenario, turn, phase and UTC time), and every game's own
//! autosave (scenario and seed, so that no game overwrites another's). The saves (`saves`) and
//! the autosaves (`autosave`) are written under these names.

use std::time::{SystemTime, UNIX_EPOCH};
use steppe_rules::engine::game::Game;

/// What every game's autosave file name starts with (`autosave-<scenario>-<seed>.ron`; older
/// steppes wrote one `autosave.ron` for every game).
pub(crate) const AUTOSAVE: &str = "autosave";

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (Howard Hinnant's method).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// "20261122-031805" (UTC) for a time.
pub(crate) fn stamp(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()) as i64;
    let (y, m, d) = civil(secs.div_euclid(86_400));
    let s = secs.rem_euclid(86_400);
    format!(
        "{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        s / 3600,
        s / 60 % 60,
        s % 60
    )
}

/// A scenario's name for a file name: "operation-blue".
pub(crate) fn slug(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

/// A save's file name: scenario, turn, phase, time.
pub(crate) fn save_name(game: &Game, at: SystemTime) -> String {
    let scenario = slug(&game.scenario.name);
    format!(
        "{scenario}-t{:02}-{}-{}.ron",
        game.state.turn,
        game.rules.phases[game.state.phase].id,
        stamp(at)
    )
}

/// A game's own autosave: its scenario and its seed, so that no game overwrites another's.
pub(crate) fn autosave_name(game: &Game) -> String {
    format!("{AUTOSAVE}-{}-{}.ron", slug(&game.scenario.name), game.seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_are_utc_calendar_times() {
        let t = UNIX_EPOCH + std::time::Duration::from_secs(1_795_317_485);
        assert_eq!(stamp(t), "20261122-031805");
        assert_eq!(stamp(UNIX_EPOCH), "19700101-000000");
        assert_eq!(civil(-1), (1969, 12, 31));
        assert_eq!(civil(11_016), (2000, 2, 29));
    }
}
