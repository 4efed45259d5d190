//! The view a game opens at: close enough that the counters' factors and the cities' names read,
//! over the front (the hexes where units of the two sides stand within two hexes of each other),
//! or over the units of the side to act where nobody is in contact yet; at the zoom the player
//! last chose in that game, remembered per game (ruleset) in `<data dir>/view.ron`.

use crate::state::BoardLayout;
use crate::state::HEX_SIZE;
use bevy::prelude::*;
use std::collections::BTreeMap;
use std::path::PathBuf;
use steppe_rules::engine::game::Game;
use steppe_rules::model::map::HexIdx;

/// Screen pixels the smallest text that must read (a city's name, a counter's factors) has at
/// the opening zoom: small print, but read at a glance on a desktop screen.
pub(crate) const READABLE_PX: f32 = 9.0;
/// The closest an opening view comes (an orthographic scale): a contact of two units is not
/// blown up to fill the screen.
const CLOSEST: f32 = 0.6;
/// Units of two sides this many hexes apart or nearer are in contact: the front.
const CONTACT: u32 = 2;

/// The orthographic scale at which the smallest text a player must read at a glance (the
/// counters' factors, the cities' names) is [`READABLE_PX`] on the screen.
pub(crate) fn readable_scale() -> f32 {
    let smallest =
        crate::drawing::counters::FACTORS_SIZE.min(crate::drawing::board::PLACE_NAME_SIZE);
    smallest / READABLE_PX
}

/// The hexes of the front: every hex holding a unit with an enemy unit within [`CONTACT`]
/// hexes. Empty when the sides are nowhere near each other.
pub(crate) fn front(g: &Game) -> Vec<HexIdx> {
    let map = &g.scenario.map;
    let placed: Vec<(HexIdx, u8)> = (0..g.scenario.units.len())
        .filter_map(|u| {
            let h = g.state.unit_hex(u as u16)?;
            Some((h, g.scenario.units[u].side))
        })
        .collect();
    let mut hexes: Vec<HexIdx> = placed
        .iter()
        .filter(|&&(h, side)| {
            placed.iter().any(|&(o, other)| {
                other != side && map.hex(h).unsigned_distance_to(map.hex(o)) <= CONTACT
            })
        })
        .map(|&(h, _)| h)
        .collect();
    hexes.sort_unstable();
    hexes.dedup();
    hexes
}

/// The hexes the view opens over: the front, else the units of the side to act, else those of
/// any side (an empty map: none).
fn focus(g: &Game) -> Vec<HexIdx> {
    let front = front(g);
    if !front.is_empty() {
        return front;
    }
    let side = steppe_rules::mechanics::combat::acting_side(g, &g.state);
    let on_map = |mine: bool| -> Vec<HexIdx> {
        (0..g.scenario.units.len())
            .filter(|&u| !mine || g.scenario.units[u].side == side)
            .filter_map(|u| g.state.unit_hex(u as u16))
            .collect()
    };
    let mine = on_map(true);
    if mine.is_empty() { on_map(false) } else { mine }
}

/// Where the camera opens: its centre (world units) and its orthographic scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Opening {
    pub centre: Vec2,
    pub scale: f32,
}

/// The opening view of points (world units) in a view of `view` logical pixels: the scale that
/// fits them all, but never farther out than `farthest` (where the text still reads) nor closer
/// than [`CLOSEST`]; centred on them if they fit, else on the spot that shows the most of them
/// (nearest their middle among equals). `zoom` is the player's own zoom for this game, used as
/// it is.
pub(crate) fn open_on(points: &[Vec2], view: Vec2, farthest: f32, zoom: Option<f32>) -> Opening {
    let view = view.max(Vec2::ONE);
    let bounds = points
        .iter()
        .fold(Rect::EMPTY, |r, &p| r.union_point(p))
        .inflate(HEX_SIZE);
    let fit = (bounds.width() / view.x).max(bounds.height() / view.y);
    let scale = zoom.unwrap_or_else(|| fit.clamp(CLOSEST, farthest.max(CLOSEST)));
    let middle = bounds.center();
    if fit <= scale {
        return Opening {
            centre: middle,
            scale,
        };
    }
    // Too long a front for the readable view: the part with the most of it.
    let half = view * scale / 2.0 - Vec2::splat(HEX_SIZE / 2.0);
    let inside = |c: Vec2| {
        points
            .iter()
            .filter(|p| (**p - c).abs().cmplt(half).all())
            .count()
    };
    let centre = points
        .iter()
        .map(|&c| (inside(c), c))
        .max_by(|(n, a), (m, b)| {
            n.cmp(m).then_with(|| {
                b.distance_squared(middle)
                    .total_cmp(&a.distance_squared(middle))
            })
        })
        .map_or(middle, |(_, c)| c);
    Opening { centre, scale }
}

/// The opening view of a game on `board` in a view of `view` logical pixels (the map's part of
/// the window), at the player's own zoom for the game if there is one; the whole map's centre
/// when nothing is on it.
pub(crate) fn opening(g: &Game, board: &BoardLayout, view: Vec2, zoom: Option<f32>) -> Opening {
    let points: Vec<Vec2> = focus(g).into_iter().map(|h| board.centre(h)).collect();
    if points.is_empty() {
        return Opening {
            centre: board.bounds.center(),
            scale: zoom.unwrap_or_else(readable_scale),
        };
    }
    open_on(&points, view, readable_scale(), zoom)
}

/// The zoom the player last chose in each game (by the ruleset's name), kept in a file so that
/// the next game of it opens at that zoom.
#[derive(Resource, Debug, Default)]
pub(crate) struct ZoomMemory {
    /// Where it is kept; none in tests and benches (nothing is written).
    pub path: Option<PathBuf>,
    pub games: BTreeMap<String, f32>,
}

impl ZoomMemory {
    /// The file's zooms; none if there is no file. A file that does not read is left alone (and
    /// said on the log): it is only a preference, so the game opens at the default zoom.
    pub fn load(path: PathBuf) -> Self {
        let games = match std::fs::read_to_string(&path) {
            Ok(text) => ron::from_str::<BTreeMap<String, f32>>(&text).unwrap_or_else(|e| {
                warn!(
                    "{}: {e}; the view opens at the default zoom",
                    path.display()
                );
                BTreeMap::new()
            }),
            Err(_) => BTreeMap::new(),
        };
        ZoomMemory {
            path: Some(path),
            games,
        }
    }

    /// The zoom remembered for a game, within the camera's limits.
    pub fn of(&self, game: &str, limits: (f32, f32)) -> Option<f32> {
        self.games
            .get(game)
            .filter(|z| z.is_finite())
            .map(|z| z.clamp(limits.0, limits.1))
    }

    /// Remembers a game's zoom and writes the file (atomically); a write that fails is said on
    /// the log, and the zoom is still remembered for this session.
    pub fn remember(&mut self, game: &str, zoom: f32) {
        if self.games.get(game) == Some(&zoom) {
            return;
        }
        self.games.insert(game.to_string(), zoom);
        let Some(path) = &self.path else { return };
        let text = match ron::ser::to_string_pretty(&self.games, ron::ser::PrettyConfig::default())
        {
            Ok(t) => format!("// The zoom steppe's view last had in each game.\n{t}\n"),
            Err(e) => {
                warn!("cannot write the zooms: {e}");
                return;
            }
        };
        if let Err(e) = steppe_files::write_text(path, &text, steppe_files::Expect::Anything) {
            warn!("cannot write {}: {e}", path.display());
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::drawing::opening::*;

    /// At the opening zoom the counters' factors and the cities' names are big enough to read
    /// and are not hidden as too small (zoom_detail::legible).
    #[test]
    fn the_opening_zoom_reads() {
        let s = readable_scale();
        assert!(crate::drawing::counters::FACTORS_SIZE / s >= READABLE_PX - 1e-4);
        assert!(crate::drawing::board::PLACE_NAME_SIZE / s >= READABLE_PX - 1e-4);
        assert!(s >= CLOSEST);
    }

    /// A short front is fitted whole and centred; a long one is shown at the readable zoom
    /// where most of it is; the player's zoom is kept.
    #[test]
    fn the_view_opens_on_the_front() {
        let view = Vec2::new(1000.0, 700.0);
        let short = [Vec2::new(0.0, 0.0), Vec2::new(400.0, 100.0)];
        let o = open_on(&short, view, 1.2, None);
        assert_eq!(o.centre, Vec2::new(200.0, 50.0));
        assert!((CLOSEST..=1.2).contains(&o.scale), "{o:?}");
        // A long front: ten hexes far west, two far east.
        let mut long: Vec<Vec2> = (0..10).map(|k| Vec2::new(k as f32 * 60.0, 0.0)).collect();
        long.extend([Vec2::new(5000.0, 0.0), Vec2::new(5060.0, 0.0)]);
        let o = open_on(&long, view, 1.2, None);
        assert_eq!(o.scale, 1.2);
        let half = view.x * 1.2 / 2.0;
        assert!(
            long[..10].iter().all(|p| (p.x - o.centre.x).abs() < half),
            "{o:?}"
        );
        let o = open_on(&long, view, 1.2, Some(0.8));
        assert_eq!(o.scale, 0.8);
    }

    /// Barbarossa opens on the border, every Axis and Soviet unit there in contact; the
    /// remembered zoom survives a new session and a broken file is not fatal.
    #[test]
    fn barbarossa_opens_on_the_border_and_the_zoom_is_remembered() {
        let g = crate::barbarossa_in(|_| true);
        let front = front(&g);
        assert!(front.len() > 10, "{front:?}");
        let board = BoardLayout::new(&g.scenario.map);
        let o = opening(&g, &board, Vec2::new(1280.0, 730.0), None);
        assert_eq!(o.scale, readable_scale());
        assert!(board.bounds.contains(o.centre));

        let dir = std::env::temp_dir().join(format!("steppe-zoom-{}", std::process::id()));
        let path = dir.join("view.ron");
        let mut memory = ZoomMemory::load(path.clone());
        assert_eq!(memory.of(&g.rules.name, (0.25, 4.0)), None);
        memory.remember(&g.rules.name, 0.9);
        let again = ZoomMemory::load(path.clone());
        assert_eq!(again.of(&g.rules.name, (0.25, 4.0)), Some(0.9));
        assert_eq!(again.of(&g.rules.name, (1.0, 4.0)), Some(1.0), "clamped");
        std::fs::write(&path, "( not a map").expect("writes");
        assert!(ZoomMemory::load(path).games.is_empty());
        let _ = std::fs::remove_dir_all(dir);
    }
}
