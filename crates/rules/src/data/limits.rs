//! The largest numbers the engine handles, refused where a file is read (serde reports the
//! place as `file:line:col`). Every number a ruleset or a scenario holds is bounded by one of
//! these, so no file can make a search, a list or a sum grow past what a player's machine has:
//! a movement cost of 2^31 asked the movement search for 51 GB of cost buckets, a movement
//! allowance of 2^32 asked the withdrawal search for 1.6 GB, a road speed of 2^32 asked the
//! reach search for 103 GB, and factors of 2^32 overflow a battle's sums. Each limit is far above
//! what a board game prints (docs/data-format.md lists them for designers).
//!
//! A field names its limit with `deserialize_with`: `one::<_, Factor>` for a number,
//! `opt`, `list` and `map` for an optional number, a list and a map of them, `signed` for a
//! shift or a die modifier, and a few functions for the tuples files hold.

use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;
use std::marker::PhantomData;

/// The most movement points one hex may cost (a hex no unit may enter is `Prohibited`), and the
/// largest movement allowance.
pub const MAX_MP: u32 = 99;
/// The longest retreat, in hexes.
pub const MAX_RETREAT: u32 = 6;
/// The largest combat factor: a unit's attack or defense, factors added or lost.
pub const MAX_FACTOR: u32 = 999;
/// The largest count: steps, units, points (replacement, victory), stacking points.
pub const MAX_COUNT: u32 = 999;
/// The largest turn number, and the most turns a scenario may last.
pub const MAX_TURN: u32 = 999;
/// The largest distance or map size in hexes (ranges, map sides, sheet offsets).
pub const MAX_HEXES: u32 = 999;
/// The most faces a die may have.
pub const MAX_FACES: u32 = 100;
/// The largest multiplier or divisor.
pub const MAX_TIMES: u32 = 100;
/// The largest column shift, die modifier or replacement table adjustment, either way.
pub const MAX_SHIFT: i32 = 99;
/// The finest fraction of a movement point road movement may count in: the product of the
/// distinct road speeds (hexes per movement point), so that a search's costs stay small.
pub const MAX_ROAD_SCALE: u32 = 60;

/// A kind of bounded number: its limit and what it is, for the message.
pub trait Limit {
    /// The largest value.
    const MAX: u32;
    /// The number in words, `{}` standing for it: "a combat factor of {}".
    const WHAT: &'static str;
    /// The smallest value.
    const MIN: u32;
}

/// Declares a kind of bounded number: its smallest and largest value and its words.
macro_rules! limit {
    ($(#[$doc:meta])* $name:ident: $min:expr, $max:expr, $what:literal) => {
        $(#[$doc])*
        pub struct $name;
        impl Limit for $name {
            const MIN: u32 = $min;
            const MAX: u32 = $max;
            const WHAT: &'static str = $what;
        }
    };
}

limit!(/// Movement points: a cost or an allowance, at most [`MAX_MP`].
    Mp: 0, MAX_MP, "{} movement points");
limit!(/// A combat factor, at most [`MAX_FACTOR`].
    Factor: 0, MAX_FACTOR, "a combat factor of {}");
limit!(/// A count of steps, units or points, at most [`MAX_COUNT`].
    Count: 0, MAX_COUNT, "a count of {} (steps, units, points)");
limit!(/// A turn number or a number of turns, at most [`MAX_TURN`].
    Turn: 0, MAX_TURN, "turn {}");
limit!(/// A distance or a size in hexes, at most [`MAX_HEXES`].
    Hexes: 0, MAX_HEXES, "{} hexes");
limit!(/// The faces of a die, 2 to [`MAX_FACES`].
    Faces: 2, MAX_FACES, "a die of {} faces");
limit!(/// A face of a die (a roll a rule names), at most [`MAX_FACES`].
    Face: 0, MAX_FACES, "a die face of {}");
limit!(/// A multiplier, at most [`MAX_TIMES`].
    Times: 0, MAX_TIMES, "a multiplier of {}");
limit!(/// A divisor, 1 to [`MAX_TIMES`].
    Divisor: 1, MAX_TIMES, "a divisor of {}");
limit!(/// A retreat's length, at most [`MAX_RETREAT`] hexes.
    Retreat: 0, MAX_RETREAT, "a retreat of {} hexes");

/// A number read within `L`'s limits.
pub struct Capped<L>(pub u32, PhantomData<L>);

impl<'de, L: Limit> Deserialize<'de> for Capped<L> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = u32::deserialize(d)?;
        if n > L::MAX {
            return Err(serde::de::Error::custom(format!(
                "{} is more than the engine handles ({} at most)",
                L::WHAT.replace("{}", &n.to_string()),
                L::MAX
            )));
        }
        if n < L::MIN {
            return Err(serde::de::Error::custom(format!(
                "{} is less than allowed ({} at least)",
                L::WHAT.replace("{}", &n.to_string()),
                L::MIN
            )));
        }
        Ok(Capped(n, PhantomData))
    }
}

/// A number within `L`'s limits.
pub fn one<'de, D: Deserializer<'de>, L: Limit>(d: D) -> Result<u32, D::Error> {
    Capped::<L>::deserialize(d).map(|c| c.0)
}

/// An optional number within `L`'s limits.
pub fn opt<'de, D: Deserializer<'de>, L: Limit>(d: D) -> Result<Option<u32>, D::Error> {
    Option::<Capped<L>>::deserialize(d).map(|o| o.map(|c| c.0))
}

/// A list of numbers, each within `L`'s limits.
pub fn list<'de, D: Deserializer<'de>, L: Limit>(d: D) -> Result<Vec<u32>, D::Error> {
    Vec::<Capped<L>>::deserialize(d).map(|v| v.into_iter().map(|c| c.0).collect())
}

/// Numbers by name, each within `L`'s limits.
pub fn map<'de, D: Deserializer<'de>, L: Limit>(d: D) -> Result<BTreeMap<String, u32>, D::Error> {
    BTreeMap::<String, Capped<L>>::deserialize(d)
        .map(|m| m.into_iter().map(|(k, c)| (k, c.0)).collect())
}

/// Two numbers (a range of turns, a column and a row), each within `L`'s limits.
pub fn pair<'de, D: Deserializer<'de>, L: Limit>(d: D) -> Result<(u32, u32), D::Error> {
    <(Capped<L>, Capped<L>)>::deserialize(d).map(|(a, b)| (a.0, b.0))
}

/// A column shift or a die modifier, at most [`MAX_SHIFT`] either way.
pub fn signed<'de, D: Deserializer<'de>>(d: D) -> Result<i32, D::Error> {
    Signed::deserialize(d).map(|s| s.0)
}

/// A number within ±[`MAX_SHIFT`]: a shift, a die modifier, points a replacement table adds or
/// takes away.
struct Signed(i32);

impl<'de> Deserialize<'de> for Signed {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = i32::deserialize(d)?;
        if n.unsigned_abs() > MAX_SHIFT.unsigned_abs() {
            return Err(serde::de::Error::custom(format!(
                "{n} is more than the engine handles for a shift or a modifier ({MAX_SHIFT} \
                 at most either way)"
            )));
        }
        Ok(Signed(n))
    }
}

/// A unit's steps: (attack, defense, movement allowance), factors at most [`MAX_FACTOR`], the
/// allowance at most [`MAX_MP`].
pub fn steps<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(u32, u32, u32)>, D::Error> {
    Vec::<(Capped<Factor>, Capped<Factor>, Capped<Mp>)>::deserialize(d)
        .map(|v| v.into_iter().map(|(a, b, m)| (a.0, b.0, m.0)).collect())
}

/// Opposed rolls' ratio columns with the attacker's die modifier: ("1:3", -2).
pub fn ratios<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(String, i32)>, D::Error> {
    Vec::<(String, Signed)>::deserialize(d).map(|v| v.into_iter().map(|(s, m)| (s, m.0)).collect())
}

/// (times, extra factors): a multiplier and factors.
pub fn times_factors<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(u32, u32)>, D::Error> {
    Vec::<(Capped<Times>, Capped<Factor>)>::deserialize(d)
        .map(|v| v.into_iter().map(|(t, f)| (t.0, f.0)).collect())
}

/// (from, to, extra): three combat factors.
pub fn factor_triples<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(u32, u32, u32)>, D::Error> {
    Vec::<(Capped<Factor>, Capped<Factor>, Capped<Factor>)>::deserialize(d)
        .map(|v| v.into_iter().map(|(a, b, c)| (a.0, b.0, c.0)).collect())
}

/// A replacement table's adjustment: (side, first turn, last turn, points added or taken away).
pub type Adjustment = (String, u32, u32, i32);

/// Adjustments, the turns and points each within its limits.
pub fn adjustments<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Adjustment>, D::Error> {
    Vec::<(String, Capped<Turn>, Capped<Turn>, Signed)>::deserialize(d).map(|v| {
        v.into_iter()
            .map(|(s, a, b, n)| (s, a.0, b.0, n.0))
            .collect()
    })
}

/// Extra costs by hexside and movement class, each at most [`MAX_MP`].
pub fn mp_table<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<BTreeMap<String, BTreeMap<String, u32>>, D::Error> {
    BTreeMap::<String, BTreeMap<String, Capped<Mp>>>::deserialize(d).map(|m| {
        m.into_iter()
            .map(|(k, v)| (k, v.into_iter().map(|(c, n)| (c, n.0)).collect()))
            .collect()
    })
}
