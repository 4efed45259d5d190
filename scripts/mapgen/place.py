"""Where each unit starts: the hex nearest its group's anchor (or its own spot) with room in the
stack, on its own side of the border: a front group's units on the front line (hexes next to
an enemy land hex) within `reach` hexes if there is room there, everyone else off it. An HQ is
never a front-line unit: it stands behind its group's line.

The three generators placed units by rules that had drifted apart. What each scenario needs is
a parameter, so every unit stands where it always stood:

  caps     how much a hex may hold: {"front": on the front line, "rear": anywhere else, "spot":
           at a unit's own spot}, each a number or {side: number}. Typhoon 2 / 3 / 4 units; War
           Against Russia 3 everywhere; Operation Blue 3 stacking points for the Axis and 2 for
           the Soviets everywhere.
  cost     stacking points a unit of a type takes (Operation Blue: a shock army 2); else 1.
  barred   terrain letters a type may not start on, besides water (Typhoon: tanks not in swamp).
  spots    what a unit's own spot (`Unit.where`) means:
           "own": it goes there if there is room, else near it as its group would (Typhoon);
           "second_line": the spot stands in for the group's anchor; a second-line unit goes to
           it (or to the anchor) if there is room, a front unit to the front line nearest it
           (War Against Russia);
           "pinned": units with a spot (Operation Blue's garrisons) hold it before any other unit
           is placed, whatever the stacking.

A fourth rule had drifted too, where a unit goes that is not placed on the front line: Typhoon
kept it off the front line always; War Against Russia only for a second-line group, and only
while there was room; Operation Blue anywhere. Keeping it off the front line always places
every unit of all three where it stood, so that is the one rule.
"""


class Placer:
    def __init__(self, terrain, control, *, caps, spots, cost=None, barred=None, reach=5):
        self.terrain, self.grid, self.control = terrain, terrain.grid, control
        self.caps, self.spots = caps, spots
        self.cost, self.barred, self.reach = cost or {}, barred or {}, reach
        self.to_front = control.to_front(terrain)
        self.stack = {}  # hex: (side, stacking points)

    def cap(self, where, side):
        cap = self.caps[where]
        return cap[side] if isinstance(cap, dict) else cap

    def fits(self, h, side, t, cap):
        have = self.stack.get(h, (side, 0))
        return (have[0] == side and have[1] + self.cost.get(t, 1) <= cap
                and not self.terrain.water(h) and self.terrain[h] not in self.barred.get(t, "")
                and self.control.side(h) == side)

    def add(self, h, side, t):
        self.stack[h] = (side, self.stack.get(h, (side, 0))[1] + self.cost.get(t, 1))

    def near(self, anchor, side, t, front):
        """The free hex of `side` nearest the anchor (the first in column order of equals): on
        the front line for a front unit if one is near enough, else off it."""
        near = self.grid.distances([anchor])
        to_front = self.to_front[side]
        if front:
            line = [h for h in self.grid.hexes if to_front[h] == 1 and near[h] <= self.reach
                    and self.fits(h, side, t, self.cap("front", side))]
            if line:
                return min(line, key=lambda h: (near[h], h))
        ok = [h for h in self.grid.hexes
              if to_front[h] > 1 and self.fits(h, side, t, self.cap("rear", side))]
        if not ok:
            raise SystemExit(f"no room near {anchor} for {side}")
        return min(ok, key=lambda h: (near[h], h))

    def place(self, groups, at):
        """[(comment, side, [(unit, hex)])] for groups [(comment, side, anchor (lon, lat),
        front?, [units])], placed in order; `at` finds a unit's spot."""
        if self.spots == "pinned":
            for _, side, _, _, units in groups:
                for unit in units:
                    if unit.where:
                        self.add(at(unit.where), side, unit.type)
        out = []
        for comment, side, anchor, front, units in groups:
            placed = []
            for unit in units:
                start = at(unit.where) if unit.where else self.grid.hex_of(*anchor)
                if self.spots == "pinned" and unit.where:
                    placed.append((unit, start))
                    continue
                if self.spots == "own":
                    try_start = unit.where is not None
                else:
                    try_start = self.spots == "second_line" and not front
                if try_start and self.fits(start, side, unit.type, self.cap("spot", side)):
                    h = start
                else:
                    h = self.near(start, side, unit.type, front and unit.type != "hq")
                self.add(h, side, unit.type)
                placed.append((unit, h))
            out.append((comment, side, placed))
        return out
