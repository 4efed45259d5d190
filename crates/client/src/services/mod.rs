//! What works behind the map: the one system that applies commands (`apply`, with `words` for
//! what happened), saves and autosaves (`saves`, `autosave`, under
//! the names of `save_names`), the files reloaded when they
//! change on disk (`reload`), the computer's sides (`computer`), games played out from the
//! position in the background (`what_if`), set-up mode's edits of the file (`designer`) and
//! the games measuring each (`balance`), games watched back (`watching`), and the signals that close the window in order
//! (`signals`), and the user's settings file (`settings`). Services read and write `state` only.

pub(crate) mod apply;
pub(crate) mod autosave;
pub(crate) mod balance;
pub(crate) mod computer;
pub(crate) mod designer;
pub(crate) mod reload;
pub(crate) mod save_names;
pub(crate) mod saves;
pub(crate) mod settings;
#[cfg(unix)]
pub(crate) mod signals;
pub(crate) mod watching;
pub(crate) mod what_if;
pub(crate) mod words;

/// A dice seed for a new game: the clock's nanoseconds and the process, mixed (splitmix64).
pub(crate) fn new_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut z = nanos ^ (u64::from(std::process::id()) << 32);
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
