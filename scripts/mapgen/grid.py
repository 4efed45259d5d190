"""The hex grid every map is drawn on: a sinusoidal projection of longitude/latitude onto
flat-topped hexes, printed numbers CCRR from 0101 in the north-west corner, even printed columns
half a hex lower (0-based odd columns shifted: `shifted_columns: Odd`). Hexes are (column, row)
pairs, 0-based.
"""

import math


class Grid:
    """`w` columns by `h` rows of hexes `row_km` across, centred on `lon0`E `lat0`N."""

    def __init__(self, w, h, row_km, lon0, lat0):
        self.w, self.h, self.row_km = w, h, row_km
        self.col_km = row_km * math.sqrt(3) / 2
        self.lon0, self.lat0 = lon0, lat0
        # Column by column, each from north to south: the order every "first of equals" below
        # goes by.
        self.centres = {(c, r): self.centre(c, r) for c in range(w) for r in range(h)}
        self.hexes = list(self.centres)

    def xy(self, lon, lat):
        """Kilometres east and north of the centre."""
        return ((lon - self.lon0) * 111.32 * math.cos(math.radians(lat)),
                (lat - self.lat0) * 111.32)

    def centre(self, c, r):
        x = (c - (self.w - 1) / 2) * self.col_km
        y = -((r + 0.5 * (c % 2)) - (self.h - 1) / 2 - 0.25) * self.row_km
        return x, y

    def lonlat(self, c, r):
        x, y = self.centre(c, r)
        lat = self.lat0 + y / 111.32
        return self.lon0 + x / (111.32 * math.cos(math.radians(lat))), lat

    def hex_of(self, lon, lat):
        """The hex whose centre is nearest (the first in column order of equals)."""
        x, y = self.xy(lon, lat)
        cs = self.centres
        return min(cs, key=lambda h: (cs[h][0] - x) ** 2 + (cs[h][1] - y) ** 2)

    def on_map(self, lon, lat):
        """The point falls inside the map's hexes (not just nearest to an edge hex)."""
        x, y = self.xy(lon, lat)
        cx, cy = self.centres[self.hex_of(lon, lat)]
        return math.hypot(cx - x, cy - y) <= self.row_km * 0.58

    def dist2(self, a, b):
        """The squared distance between two hexes' centres."""
        (ax, ay), (bx, by) = self.centres[a], self.centres[b]
        return (ax - bx) ** 2 + (ay - by) ** 2

    @staticmethod
    def label(c, r):
        return f"{c + 1:02}{r + 1:02}"

    def neighbours(self, c, r):
        if c % 2 == 0:
            d = [(0, -1), (0, 1), (-1, -1), (-1, 0), (1, -1), (1, 0)]
        else:
            d = [(0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1)]
        for dc, dr in d:
            a, b = c + dc, r + dr
            if 0 <= a < self.w and 0 <= b < self.h:
                yield a, b

    def adjacent(self, a, b):
        return b in set(self.neighbours(*a))

    def distances(self, sources):
        """Hexes from the nearest source, over land and water alike."""
        dist = {h: 0 for h in sources}
        frontier = list(sources)
        while frontier:
            nxt = []
            for h in frontier:
                for n in self.neighbours(*h):
                    if n not in dist:
                        dist[n] = dist[h] + 1
                        nxt.append(n)
            frontier = nxt
        return dist

    def sides(self):
        """Every hexside, as a sorted pair of hexes, in order."""
        if not hasattr(self, "_sides"):
            self._sides = sorted({tuple(sorted((h, n))) for h in self.centres
                                  for n in self.neighbours(*h)})
        return self._sides

    def crossed_sides(self, line, water=lambda h: False):
        """Hexsides (in `sides` order) whose centre-to-centre segment the line (lon/lat points)
        crosses, leaving out those with a hex `water` says is water."""
        segs = [(self.xy(*a), self.xy(*b)) for a, b in zip(line, line[1:])]
        out = []
        for a, b in self.sides():
            if water(a) or water(b):
                continue
            p1, p2 = self.centres[a], self.centres[b]
            for q1, q2 in segs:
                if max(q1[0], q2[0]) < min(p1[0], p2[0]) or min(q1[0], q2[0]) > max(p1[0], p2[0]):
                    continue
                if seg_cross(p1, p2, q1, q2):
                    out.append((a, b))
                    break
        return out


def inside(poly, lon, lat):
    """Point in polygon (lon/lat vertices)."""
    n, hit = len(poly), False
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > lat) != (y2 > lat) and lon < x1 + (lat - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def seg_cross(p1, p2, q1, q2):
    """Do the segments p1-p2 and q1-q2 cross?"""
    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    d1, d2 = orient(q1, q2, p1), orient(q1, q2, p2)
    d3, d4 = orient(p1, p2, q1), orient(p1, p2, q2)
    return d1 * d2 < 0 and d3 * d4 < 0
