"""Terrain: each hex's letter, painted from outlines of real geography, and the places on it.

Letters are the rulesets' own; the only ones this module knows are '.' (clear, what a hex is
outside every outline) and the water letters: 'l' lake and '~' sea. Typhoon has no sea, so
for it "water" is lakes alone, as its generator always had it.
"""

from .grid import inside

WATER = "~l"


def speckle(c, r):
    """A fixed pseudo-random number in [0, 1) for a hex, to break up woods and marshes."""
    v = (c * 73856093) ^ (r * 19349663) ^ ((c + r) * 83492791)
    return (v % 1009) / 1009


class Terrain:
    """The map's letters, `rows[r][c]`, looked up and changed by hex."""

    def __init__(self, grid, rows):
        self.grid, self.rows = grid, rows

    def __getitem__(self, h):
        return self.rows[h[1]][h[0]]

    def __setitem__(self, h, letter):
        self.rows[h[1]][h[0]] = letter

    def water(self, h):
        return self[h] in WATER

    def row(self, r):
        return "".join(self.rows[r])


def paint(grid, layers):
    """Each hex's letter, from the outlines its centre lies in: '.' in none of them, else the
    letter of the last layer that paints it. A layer is (letter, outlines) or (letter, outlines,
    holes): an outline is a lon/lat polygon, or a pair (polygon, share) that paints only that
    share of its hexes (those whose `speckle` is below it); a hex in one of the holes (islands in
    a sea) is left as it was."""
    def letter(c, r):
        lon, lat = grid.lonlat(c, r)
        t = "."
        for letter_, outlines, *holes in layers:
            if holes and any(inside(p, lon, lat) for p in holes[0]):
                continue
            for outline in outlines:
                poly, share = outline if isinstance(outline, tuple) else (outline, None)
                if inside(poly, lon, lat) and (share is None or speckle(c, r) < share):
                    t = letter_
        return t
    return Terrain(grid, [[letter(c, r) for c in range(grid.w)] for r in range(grid.h)])


def show_every_lake(terrain, lakes):
    """Every named lake shows at least one hex: one smaller than a hex (Ilmen) gets the hex
    nearest the mean of its outline's points. (Operation Blue's generator had no such rule; its
    Manych lake shows anyway, so one rule serves all three.)"""
    grid = terrain.grid
    for poly in lakes.values():
        if not any(inside(poly, *grid.lonlat(*h)) for h in grid.hexes):
            terrain[grid.hex_of(sum(p[0] for p in poly) / len(poly),
                                sum(p[1] for p in poly) / len(poly))] = "l"


def put_places_on_land(terrain, cities):
    """{name: hex} for `cities` ({name: (lon, lat, features)}), each on the hex nearest it. A
    place on the only hex of a lake (Staraya Russa on Ilmen) moves to the land hex next to it
    nearest the place, so the lake stays; any other water hex a place falls on becomes clear
    ground. (Only War Against Russia's generator had the first rule; no place of the other two
    stands on a one-hex lake, so one rule serves all three.)"""
    grid, place_hex = terrain.grid, {}
    for name, (lon, lat, _) in cities.items():
        h = grid.hex_of(lon, lat)
        if terrain[h] == "l" and not any(terrain[n] == "l" for n in grid.neighbours(*h)):
            x, y = grid.xy(lon, lat)
            h = min((n for n in grid.neighbours(*h) if not terrain.water(n)),
                    key=lambda n: (grid.centres[n][0] - x) ** 2 + (grid.centres[n][1] - y) ** 2)
        place_hex[name] = h
        if terrain.water(h):
            terrain[h] = "."
    return place_hex


def locator(grid, place_hex, junctions=None):
    """`at(p)`: the hex of a place name, a junction name (a rail or road waypoint that is not a
    place) or a (lon, lat) point."""
    junctions = junctions or {}

    def at(p):
        if isinstance(p, tuple):
            return grid.hex_of(*p)
        if p in junctions:
            return grid.hex_of(*junctions[p])
        return place_hex[p]
    return at
