//! The largest numbers the engine handles, refused where a file is read (serde reports the
//! place as `file:line:col`): a movement cost above [`MAX_MP`] would make the movement search's
//! cost buckets huge (a cost of 2^31 asked for 51 GB), and a retreat longer than [`MAX_RETREAT`]
//! hexes makes the enumeration of retreat paths grow beyond what a forecast can go through.

use serde::{Deserialize, Deserializer};

/// The most movement points one hex may cost (a hex no unit may enter is `Prohibited`).
pub const MAX_MP: u32 = 99;
/// The longest retreat, in hexes.
pub const MAX_RETREAT: u32 = 6;

/// A number of movement points, at most [`MAX_MP`].
pub fn mp<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    let n = u32::deserialize(d)?;
    if n > MAX_MP {
        return Err(serde::de::Error::custom(format!(
            "{n} movement points is more than the engine handles ({MAX_MP} at most; a hex no \
             unit may enter is Prohibited)"
        )));
    }
    Ok(n)
}

/// Movement points by name, each at most [`MAX_MP`].
pub fn mp_map<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<std::collections::BTreeMap<String, u32>, D::Error> {
    let m = std::collections::BTreeMap::<String, u32>::deserialize(d)?;
    if let Some((k, n)) = m.iter().find(|(_, n)| **n > MAX_MP) {
        return Err(serde::de::Error::custom(format!(
            "{k}: {n} movement points is more than the engine handles ({MAX_MP} at most)"
        )));
    }
    Ok(m)
}

/// A retreat's length in hexes, at most [`MAX_RETREAT`].
pub fn retreat<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    let n = u32::deserialize(d)?;
    if n > MAX_RETREAT {
        return Err(serde::de::Error::custom(format!(
            "a retreat of {n} hexes is longer than the engine handles ({MAX_RETREAT} at most)"
        )));
    }
    Ok(n)
}
