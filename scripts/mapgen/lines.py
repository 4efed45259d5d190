"""Lines on the map: rivers and other hexside lines, and rails and roads as runs of hexes."""

from .notation import waypoints


def hexside_lines(terrain, lines, exclusive=True):
    """[(name, kind, sides)] for `lines` [(name, kind, lon/lat points)]: the land hexsides each
    line crosses (`Grid.crossed_sides`, in its order). With `exclusive` (Typhoon, War Against
    Russia) a hexside has one kind: the first line to cross it keeps it, so the lines go in order
    of precedence (major rivers before minor ones, rivers before the Stalin Line). Operation
    Blue's are not exclusive: where a tributary meets the Don or the Donets, both list the
    hexside."""
    taken, out = set(), []
    for name, kind, line in lines:
        sides = terrain.grid.crossed_sides(line, terrain.water)
        if exclusive:
            sides = [s for s in sides if s not in taken]
            taken.update(sides)
        out.append((name, kind, sides))
    return out


def step_line(terrain, a, b):
    """Adjacent hexes from a to b: each step to a neighbour nearer b, land before water
    (Typhoon's and War Against Russia's rails and roads)."""
    grid = terrain.grid

    def d(h):
        return grid.dist2(h, b)
    out = [a]
    while out[-1] != b:
        nearer = [h for h in grid.neighbours(*out[-1]) if d(h) < d(out[-1])]
        out.append(min(nearer, key=lambda h: (terrain.water(h), d(h))))
    return out


def cube_line(terrain, a, b):
    """The hexes a straight line from a to b passes, rounded in cube coordinates with a small
    nudge off the ties (Operation Blue's rails); it ignores the terrain."""
    def cube(c, r):
        x = c
        z = r - (c - (c & 1)) // 2
        return x, -x - z, z

    def back(x, y, z):
        return x, z + (x - (x & 1)) // 2

    def rnd(x, y, z):
        rx, ry, rz = round(x), round(y), round(z)
        dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
        if dx > dy and dx > dz:
            rx = -ry - rz
        elif dy > dz:
            ry = -rx - rz
        else:
            rz = -rx - ry
        return rx, ry, rz

    ca, cb = cube(*a), cube(*b)
    n = max(abs(ca[i] - cb[i]) for i in range(3))
    out = []
    for i in range(n + 1):
        t = i / max(n, 1)
        p = rnd(*(ca[k] + (cb[k] - ca[k]) * t + 1e-6 * (k + 1) for k in range(3)))
        h = back(*p)
        if not out or out[-1] != h:
            out.append(h)
    return out


def land_runs(terrain, path):
    """The runs of two or more adjacent land hexes along a path of hexes: a water hex ends a run,
    and so does a step to a hex that is not next to the last one. (Operation Blue's generator
    dropped the water hexes first, so land on both sides of one would have stayed one run if
    adjacent; no rail of its ever did that, so one rule serves all three.)"""
    grid = terrain.grid
    runs, cur = [], []
    for h in path:
        if terrain.water(h) or (cur and not grid.adjacent(cur[-1], h)):
            if len(cur) > 1:
                runs.append(cur)
            cur = [] if terrain.water(h) else [h]
        else:
            cur.append(h)
    if len(cur) > 1:
        runs.append(cur)
    return runs


def paths(terrain, lines, at, line=step_line):
    """Each line of waypoints (`at` finds their hexes) as runs of adjacent land hexes: `line`
    joins each waypoint to the next, and a line crossing water is cut (`land_runs`)."""
    out = []
    for stops in lines:
        stops, path = waypoints(stops), []
        for a, b in zip(stops, stops[1:]):
            seg = line(terrain, at(a), at(b))
            path.extend(seg if not path else seg[1:])
        out.extend(land_runs(terrain, path))
    return out
