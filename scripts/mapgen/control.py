"""Control at the start: one border column a row (`control: (west, east, border)`), the hexes
west of it the west side's. Typhoon and Operation Blue draw it from the front line of the day,
War Against Russia from the outline of the Axis' land on 22 June 1941."""

from .grid import inside


def front_lon(front, lat):
    """The front's longitude at a latitude; `front` is lon/lat points from north to south, and
    beyond its ends it runs straight north or south."""
    pts_ = [(la, lo) for lo, la in front]
    for (a, la), (b, lb) in zip(pts_, pts_[1:]):
        if b <= lat <= a:
            t = (lat - a) / (b - a) if a != b else 0
            return la + t * (lb - la)
    return pts_[0][1] if lat > pts_[0][0] else pts_[-1][1]


def border_from_front(grid, front):
    """Each row's border: past the last hex whose centre lies west of the front."""
    border = []
    for r in range(grid.h):
        n = 0
        for c in range(grid.w):
            lon, lat = grid.lonlat(c, r)
            if lon < front_lon(front, lat):
                n = c + 1
        border.append(n)
    return border


def border_from_land(terrain, west_land):
    """Each row's border from outlines of the west side's land: past its last land hex; where the
    outline leaves the east side's land west of the west side's (Bukovina, the Danube), the row's
    border goes where fewer hexes change hands (a tie: to the east side)."""
    grid = terrain.grid

    def west(h):
        return not terrain.water(h) and any(inside(p, *grid.lonlat(*h)) for p in west_land)
    border = []
    for r in range(grid.h):
        ours = [c for c in range(grid.w) if west((c, r))]
        theirs = [c for c in range(grid.w) if not terrain.water((c, r)) and not west((c, r))]
        n = max(ours) + 1 if ours else 0
        cut = [c for c in theirs if c < n]
        if cut:
            first = cut[0]
            if len([c for c in ours if c >= first]) <= len(cut):
                n = first
        border.append(n)
    return border


class Control:
    """Which side holds a hex at the start: `west` west of the row's border, `east` from it,
    but the hexes of `held` ({hex: side}: pockets and salients a border of one column a row
    cannot draw) their side's."""

    def __init__(self, west, east, border, held=None):
        self.west, self.east, self.border = west, east, border
        self.held = held or {}

    def side(self, h):
        if h in self.held:
            return self.held[h]
        return self.west if h[0] < self.border[h[1]] else self.east

    def to_front(self, terrain):
        """{side: {hex: hexes from the nearest land hex the other side holds}}; a side's front
        line is its hexes at 1."""
        grid = terrain.grid
        return {side: grid.distances([h for h in grid.hexes
                                      if self.side(h) != side and not terrain.water(h)])
                for side in (self.west, self.east)}
