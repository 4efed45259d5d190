//! Colours as ruleset files write them (`#rrggbb`, `#rrggbbaa`): read by the checks of terrain,
//! sides and features (`ruleset`), of markers (`costs`) and of the sequence's tints.

/// `#rrggbb`: red, green and blue.
pub(crate) fn parse_colour(s: &str) -> Option<[u8; 3]> {
    let h = s.strip_prefix('#')?;
    if h.len() != 6 {
        return None;
    }
    let v = u32::from_str_radix(h, 16).ok()?;
    Some([(v >> 16) as u8, (v >> 8) as u8, v as u8])
}

/// `#rrggbbaa`: red, green, blue and alpha.
pub(crate) fn parse_rgba(s: &str) -> Option<[u8; 4]> {
    let h = s.strip_prefix('#')?;
    if h.len() != 8 {
        return None;
    }
    let v = u32::from_str_radix(h, 16).ok()?;
    Some(v.to_be_bytes())
}
